#include "setup/newgamedialog.h"
#include "common/keynames.h"
#include "ui_newgamedialog.h"

#include "window/appsettings.h"
#include "cards/cardtext.h"
#include "coretext.h"
#include "variants.h"
#include "inputlimits.h"
#include "namerules.h"
#include "setup/problemlines.h"
#include "ruleparameters.h"
#include "setup/ruleparametersmodel.h"
#include "setup/rulepresetbar.h"
#include "setup/seatdraw.h"
#include "setupvalidator.h"

#include <QCompleter>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QPushButton>
#include <QRandomGenerator>
#include <QKeySequence>
#include <QStringListModel>

namespace pinaculo {

namespace {
// Two partners, in either order, ignoring capitals: what a typed team name belongs to.
QString pairKey(const QString &a, const QString &b)
{
    QString first = NameRules::key(a);
    QString second = NameRules::key(b);
    if (second < first)
        std::swap(first, second);
    return first + u'\n' + second;
}
} // namespace

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent)
    , ui(std::make_unique<Ui::NewGameDialog>())
    , m_rules(new RuleParametersModel(this))
    , m_growth(this)
{
    ui->setupUi(this);
    nameKeys();
    ui->rulesView->setModel(m_rules);
    ui->rulesView->verticalHeader()->hide();
    ui->rulesView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    ui->rulesView->setVisible(false);
    ui->teamsTable->setColumnCount(2);
    ui->teamsTable->verticalHeader()->hide();
    ui->teamsTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    ui->newPlayerEdit->installEventFilter(this);
    // Bound what can be typed or pasted (a character beyond the basic plane takes two units);
    // a name past the limit is refused below with the reason.
    ui->newPlayerEdit->setMaxLength(2 * InputLimits::NameLength);
    connect(ui->newPlayerEdit, &QLineEdit::inputRejected, this,
            [this] { ProblemLines::show(ui->playersProblemLabel, {NameRules::limitText()}); });
    ui->drawResultLabel->hide();
    // These quote player and team names, shown as typed.
    for (QLabel *label : {ui->drawResultLabel, ui->playersProblemLabel, ui->teamsProblemLabel,
                          ui->dealerProblemLabel})
        label->setTextFormat(Qt::PlainText);

    fillVariants();
    ui->variantCombo->setCurrentIndex(
        std::max(0, ui->variantCombo->findData(variantId(AppSettings::newGameVariant()))));
    connect(ui->variantCombo, &QComboBox::currentIndexChanged, this,
            &NewGameDialog::onVariantChanged);
    // A variant the table picks is kept, and New Game starts on it from then on.
    connect(ui->variantCombo, &QComboBox::activated, this, [this] {
        if (const auto picked = variantFromId(ui->variantCombo->currentData().toString()))
            AppSettings::setNewGameVariant(*picked);
    });
    connect(m_rules, &RuleParametersModel::rulesEdited, this, &NewGameDialog::onRulesEdited);
    connect(ui->targetSpin, &QSpinBox::valueChanged, this, [this](int target) {
        if (m_updating)
            return;
        m_rules->setData(
            m_rules->index(m_rules->rowOf(u"target"), RuleParametersModel::ValueColumn), target);
    });
    connect(ui->addPlayerButton, &QPushButton::clicked, this, &NewGameDialog::addPlayer);
    connect(ui->removePlayerButton, &QPushButton::clicked, this, &NewGameDialog::removePlayer);
    connect(ui->moveUpButton, &QPushButton::clicked, this, [this] { movePlayer(-1); });
    connect(ui->moveDownButton, &QPushButton::clicked, this, [this] { movePlayer(1); });
    connect(ui->playersList, &QListWidget::itemChanged, this, [this] {
        if (!m_updating)
            onPlayersChanged();
    });
    connect(ui->playersList, &QListWidget::currentRowChanged, this, &NewGameDialog::validate);
    connect(ui->pairsCheck, &QCheckBox::toggled, this, [this] {
        rebuildTeams();
        validate();
    });
    connect(ui->teamsTable, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (m_updating || item->column() != 0)
            return;
        m_teamNames.insert(partnersKey(item->row()), item->text());
        validate();
    });
    connect(ui->firstDealerCombo, &QComboBox::currentIndexChanged, this, &NewGameDialog::validate);
    connect(ui->drawButton, &QPushButton::clicked, this,
            [this] { drawWith(*QRandomGenerator::global()); });
    connect(ui->advancedCheck, &QCheckBox::toggled, this, &NewGameDialog::showRules);
    ui->rulesView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    ui->rulesView->setMinimumHeight(200);
    // Names typed before are offered, whatever their capitals.
    auto *completer = new QCompleter(new QStringListModel(this), this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchStartsWith);
    ui->newPlayerEdit->setCompleter(completer);

    onVariantChanged();
    ui->newPlayerEdit->setFocus();
}

NewGameDialog::~NewGameDialog() = default;

void NewGameDialog::fillVariants()
{
    const int current = ui->variantCombo->currentIndex();
    m_updating = true;
    ui->variantCombo->clear();
    for (Variant variant : Variants::all())
        ui->variantCombo->addItem(CoreText::variantName(variant), variantId(variant));
    ui->variantCombo->setCurrentIndex(std::max(0, current));
    m_updating = false;
}

GameSetup NewGameDialog::setup() const
{
    GameSetup setup;
    setup.rules = m_rules->rules();
    setup.players = players();
    setup.firstDealer = std::max(0, ui->firstDealerCombo->currentIndex());
    if (ui->pairsCheck->isChecked()) {
        const int n = int(setup.players.size());
        for (int team = 0; team < ui->teamsTable->rowCount(); ++team) {
            Team t;
            const QTableWidgetItem *name = ui->teamsTable->item(team, 0);
            t.name = name ? name->text().trimmed() : QString();
            t.seats = {team, team + n / 2};
            setup.teams.append(t);
        }
    }
    return setup;
}

bool NewGameDialog::isAcceptable() const
{
    return ui->buttonBox->button(QDialogButtonBox::Ok)->isEnabled();
}

void NewGameDialog::setSetup(const GameSetup &setup)
{
    m_updating = true;
    ui->variantCombo->setCurrentIndex(ui->variantCombo->findData(variantId(setup.variant())));
    ui->playersList->clear();
    for (const QString &name : setup.players) {
        auto *item = new QListWidgetItem(name, ui->playersList);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
    // Each team's name belongs to its two partners.
    m_teamNames.clear();
    for (const Team &team : setup.teams) {
        if (team.seats.size() == 2)
            m_teamNames.insert(
                pairKey(setup.players.value(team.seats[0]), setup.players.value(team.seats[1])),
                team.name);
    }
    m_updating = false;
    ui->variantDescription->setText(CoreText::variantDescription(setup.variant()));
    m_rules->setRules(setup.rules);
    onRulesEdited();
    ui->pairsCheck->setChecked(setup.partnership());
    rebuildTeams();
    rebuildDealers(setup.firstDealer);
    validate();
}

void NewGameDialog::offerRulePresets(const GameStore &store)
{
    auto *bar = new RulePresetBar(
        store, [this] { return m_rules->rules(); }, this);
    bar->setObjectName(QStringLiteral("rulePresetBar"));
    ui->gameForm->insertRow(0, bar);
    connect(bar, &RulePresetBar::presetChosen, this, &NewGameDialog::applyRules);
}

void NewGameDialog::applyRules(const Rules &rules)
{
    m_updating = true;
    ui->variantCombo->setCurrentIndex(ui->variantCombo->findData(variantId(rules.variant)));
    m_updating = false;
    ui->variantDescription->setText(CoreText::variantDescription(rules.variant));
    m_rules->setRules(rules);
    onRulesEdited();
}

void NewGameDialog::drawForSeats(quint32 seed)
{
    QRandomGenerator random(seed);
    drawWith(random);
}

void NewGameDialog::nameKeys()
{
    // Key names as the keycaps of the language read them.
    const auto key = [](Qt::Key k) { return KeyNames::text(k); };
    ui->newPlayerEdit->setPlaceholderText(tr("Name, then %1").arg(key(Qt::Key_Return)));
    ui->playersList->setToolTip(
        tr("Counter-clockwise turn order; %1 renames").arg(key(Qt::Key_F2)));
}

void NewGameDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        nameKeys();
        fillVariants();
        m_rules->retranslate();
        rebuildTeams();
        onVariantChanged();
    }
}

bool NewGameDialog::eventFilter(QObject *watched, QEvent *event)
{
    // Enter in the name field adds the player instead of closing the dialog; with the field
    // empty it falls through to OK, so a whole table is set up without the mouse.
    if (watched == ui->newPlayerEdit && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
            && !ui->newPlayerEdit->text().trimmed().isEmpty()) {
            addPlayer();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void NewGameDialog::onVariantChanged()
{
    if (m_updating)
        return;
    const Variant variant
        = variantFromId(ui->variantCombo->currentData().toString()).value_or(Variant::Pinaculo);
    ui->variantDescription->setText(CoreText::variantDescription(variant));
    if (m_rules->rules().variant != variant)
        m_rules->setRules(Rules::preset(variant));
    onRulesEdited();
    dropTeamsThatNoLongerFit();
}

void NewGameDialog::dropTeamsThatNoLongerFit()
{
    const Rules &rules = m_rules->rules();
    const int n = int(players().size());
    const bool pairsFit = n >= 4 && n % 2 == 0 && n <= rules.maxPlayers;
    // Where pairs are a choice, a table that cannot sit in pairs plays alone; where they are
    // required the box stays ticked and the problem says how many players are missing.
    if (rules.partnerships == Partnerships::OptionalPairs && !pairsFit
        && ui->pairsCheck->isChecked())
        ui->pairsCheck->setChecked(false);
}

QString NewGameDialog::partnersKey(int team) const
{
    const QStringList names = players();
    return pairKey(names.value(team), names.value(team + int(names.size()) / 2));
}

void NewGameDialog::setKnownPlayers(const QStringList &names)
{
    auto *model = static_cast<QStringListModel *>(ui->newPlayerEdit->completer()->model());
    model->setStringList(names);
}

void NewGameDialog::showEvent(QShowEvent *event)
{
    // A small screen gets what it has; the content scrolls above the buttons, which stay in sight.
    m_growth.fitBeforeShow();
    QDialog::showEvent(event);
    m_growth.widenFor(ui->contentScroll);
    m_growth.keepOnScreen();
}

void NewGameDialog::showRules(bool shown)
{
    if (!shown) {
        ui->rulesView->setVisible(false);
        m_growth.giveBack();
        return;
    }
    const int before = height();
    ui->rulesView->setVisible(true);
    // Room for the table as far as the screen allows, rather than squeezing the players' list;
    // the rest of it scrolls.
    const QHeaderView *header = ui->rulesView->horizontalHeader();
    const int table = header->sizeHint().height() + 2 * ui->rulesView->frameWidth()
        + ui->rulesView->verticalHeader()->length();
    m_growth.grow(before + std::max(ui->rulesView->minimumHeight(), table)
                  + ui->contentLayout->spacing());
}

void NewGameDialog::onRulesEdited()
{
    const Rules &rules = m_rules->rules();
    m_updating = true;
    ui->targetSpin->setValue(rules.target);
    ui->targetSpin->setSpecialValueText(tr("none: one hand decides"));
    m_updating = false;
    const bool wasPairs = ui->pairsCheck->isChecked();
    ui->pairsCheck->setEnabled(rules.partnerships == Partnerships::OptionalPairs);
    if (rules.partnerships == Partnerships::Pairs)
        ui->pairsCheck->setChecked(true);
    else if (rules.partnerships == Partnerships::None)
        ui->pairsCheck->setChecked(false);
    ui->pairsCheck->setVisible(rules.partnerships != Partnerships::None);
    if (wasPairs == ui->pairsCheck->isChecked())
        rebuildTeams();
    ui->playersBox->setTitle(
        tr("Players in seating order (%1 to %2)").arg(rules.minPlayers).arg(rules.maxPlayers));
    validate();
}

QStringList NewGameDialog::players() const
{
    QStringList names;
    for (int row = 0; row < ui->playersList->count(); ++row)
        names.append(ui->playersList->item(row)->text().trimmed());
    return names;
}

void NewGameDialog::addPlayer()
{
    const QString name = ui->newPlayerEdit->text().trimmed();
    if (name.isEmpty()) {
        ui->newPlayerEdit->setFocus();
        return;
    }
    auto *item = new QListWidgetItem(name, ui->playersList);
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    ui->newPlayerEdit->clear();
    onPlayersChanged();
}

void NewGameDialog::removePlayer()
{
    const int row = ui->playersList->currentRow();
    if (row < 0)
        return;
    delete ui->playersList->takeItem(row);
    dropTeamsThatNoLongerFit();
    onPlayersChanged();
}

void NewGameDialog::movePlayer(int delta)
{
    const int row = ui->playersList->currentRow();
    const int target = row + delta;
    if (row < 0 || target < 0 || target >= ui->playersList->count())
        return;
    QListWidgetItem *item = ui->playersList->takeItem(row);
    ui->playersList->insertItem(target, item);
    ui->playersList->setCurrentRow(target);
    onPlayersChanged();
}

void NewGameDialog::onPlayersChanged()
{
    const QString dealer = ui->firstDealerCombo->currentText();
    rebuildTeams();
    rebuildDealers(std::max(0, int(players().indexOf(dealer))));
    // A drawn seating no longer holds once the list is changed by hand.
    if (!m_drawText.isEmpty() && !m_updating) {
        m_drawText.clear();
        ui->drawResultLabel->hide();
    }
    validate();
}

void NewGameDialog::rebuildTeams()
{
    const bool pairs = ui->pairsCheck->isChecked();
    ui->teamsTable->setVisible(pairs);
    m_updating = true;
    ui->teamsTable->setHorizontalHeaderLabels({tr("Team name"), tr("Partners (opposite)")});
    const QStringList names = players();
    const int n = int(names.size());
    // Partners sit opposite: only an even table of four or more makes pairs.
    const int teams = pairs && n >= 4 && n % 2 == 0 ? n / 2 : 0;
    ui->teamsTable->setRowCount(teams);
    for (int team = 0; team < teams; ++team) {
        const QString first = names.value(team);
        const QString second = names.value(team + n / 2);
        const QString typed = m_teamNames.value(partnersKey(team));
        auto *name
            = new QTableWidgetItem(typed.isEmpty() ? tr("%1 and %2").arg(first, second) : typed);
        auto *partners = new QTableWidgetItem(tr("%1 · %2").arg(first, second));
        partners->setFlags(partners->flags() & ~Qt::ItemIsEditable);
        ui->teamsTable->setItem(team, 0, name);
        ui->teamsTable->setItem(team, 1, partners);
    }
    m_updating = false;
}

void NewGameDialog::rebuildDealers(int preferred)
{
    m_updating = true;
    ui->firstDealerCombo->clear();
    ui->firstDealerCombo->addItems(players());
    ui->firstDealerCombo->setCurrentIndex(std::min(preferred, ui->firstDealerCombo->count() - 1));
    m_updating = false;
}

void NewGameDialog::drawWith(QRandomGenerator &random)
{
    const QStringList before = players();
    if (before.size() < 2)
        return;
    const SeatDraw::Result draw = SeatDraw::draw(int(before.size()), random);
    QStringList lines;
    for (int player : draw.seating) {
        const CardList &cards = draw.draws.at(player);
        if (cards.size() == 1)
            lines.append(tr("%1: %2").arg(before.at(player), CardText::label(cards.last())));
        else
            lines.append(tr("%1: %2 (drew again after %3)")
                             .arg(before.at(player), CardText::label(cards.last()),
                                  CardText::label(cards.mid(0, cards.size() - 1))));
    }
    m_updating = true;
    ui->playersList->clear();
    for (int player : draw.seating) {
        auto *item = new QListWidgetItem(before.at(player), ui->playersList);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
    m_updating = false;
    rebuildTeams();
    rebuildDealers(0);
    m_drawText = tr("Seats from the lowest card: %1. %2 deals first.")
                     .arg(lines.join(QStringLiteral(", ")), before.at(draw.seating.first()));
    ui->drawResultLabel->setText(m_drawText);
    ui->drawResultLabel->show();
    validate();
}

void NewGameDialog::validate()
{
    if (m_updating)
        return;
    const GameSetup current = setup();
    QStringList playerProblems;
    QStringList teamProblems;
    QStringList dealerProblems;
    using Code = SetupProblem::Code;
    for (const SetupProblem &problem : SetupValidator::validate(current)) {
        const QString text = CoreText::setupProblem(problem);
        switch (problem.code) {
        case Code::TooFewPlayers:
        case Code::TooManyPlayers:
        case Code::EmptyName:
        case Code::DuplicateName:
        case Code::NameTooLong:
        case Code::NameNotPrintable:
            playerProblems.append(text);
            break;
        case Code::UnknownFirstDealer:
            dealerProblems.append(text);
            break;
        default:
            teamProblems.append(text);
            break;
        }
    }
    ProblemLines::show(ui->playersProblemLabel, playerProblems);
    ProblemLines::show(ui->teamsProblemLabel, teamProblems);
    ProblemLines::show(ui->dealerProblemLabel,
                       current.players.isEmpty() ? QStringList() : dealerProblems);
    const int row = ui->playersList->currentRow();
    ui->removePlayerButton->setEnabled(row >= 0);
    ui->moveUpButton->setEnabled(row > 0);
    ui->moveDownButton->setEnabled(row >= 0 && row + 1 < ui->playersList->count());
    ui->drawButton->setEnabled(current.players.size() >= 2);
    ui->buttonBox->button(QDialogButtonBox::Ok)
        ->setEnabled(playerProblems.isEmpty() && teamProblems.isEmpty()
                     && dealerProblems.isEmpty());
    // A variant played in pairs brings its table of pairs, a problem its line.
    if (isVisible())
        m_growth.widenFor(ui->contentScroll);
}

} // namespace pinaculo
