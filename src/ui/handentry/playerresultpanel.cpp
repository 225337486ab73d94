#include "handentry/playerresultpanel.h"
#include "common/keynames.h"
#include "ui_playerresultpanel.h"

#include "cards/cardlineedit.h"
#include "cards/cardtext.h"
#include "coretext.h"
#include "handentry/entryfocus.h"
#include "handentry/fieldproblem.h"
#include "inputlimits.h"
#include "handscorer.h"
#include "handentry/meldrow.h"
#include "handentry/typednumber.h"

#include <QFocusEvent>
#include <QKeySequence>

namespace pinaculo {

using EntryFocus::focusAndReveal;

PlayerResultPanel::PlayerResultPanel(const GameSetup &setup, int seat, bool barbele,
                                     QWidget *parent)
    : QWidget(parent)
    , ui(std::make_unique<Ui::PlayerResultPanel>())
    , m_setup(setup)
    , m_seat(seat)
    , m_barbele(barbele)
    , m_inputs(ScoringInputs::of(setup.rules, barbele))
{
    ui->setupUi(this);
    setObjectName(QStringLiteral("player_") + QString::number(seat));

    // The same bounds as a game file (docs/game-file.md "Limits"), so what is typed here always
    // exports and reads back.
    ui->meldPointsSpin->setRange(0, InputLimits::MeldPoints);
    ui->handPointsSpin->setRange(0, InputLimits::HandPoints);
    for (QSpinBox *spin : {ui->pumbaSpin, ui->failedOpeningsSpin})
        spin->setRange(0, InputLimits::Penalties);
    QFont big = font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    ui->playerTotal->setFont(big);
    // Nothing may move while the melds are typed: the rows scroll in an area that takes the
    // height left, and every finding appears in a line that is there anyway. The hand's problem
    // takes the place of its cards (a hand that does not read has none to show), the player's
    // findings that of the side's description in the header; each keeps one line, with the
    // whole text as its tooltip, and every finding is listed under the score as well.
    const int line = fontMetrics().lineSpacing();
    for (QLabel *label : {ui->handCardsLabel, ui->handSummary, ui->handProblem})
        label->setMinimumHeight(line + line / 2);
    const QSizePolicy oneLine(QSizePolicy::Ignored, QSizePolicy::Fixed);
    ui->handProblem->setSizePolicy(oneLine);
    ui->handProblem->hide();
    ui->playerProblem->setSizePolicy(oneLine);
    ui->playerProblem->hide();
    // Room for three meld rows on a 1024×600 screen: the page and its groups keep thin margins.
    for (QLayout *layout : {layout(), ui->meldsGroup->layout(), ui->handGroup->layout()})
        layout->setContentsMargins(6, 2, 6, 4);
    for (OutKind out : {OutKind::No, OutKind::Yes, OutKind::AllAtOnce})
        ui->outCombo->addItem(QString(), QVariant::fromValue(int(out)));

    // Only the events that can change this player's score are asked for.
    ui->pumbaLabel->setVisible(m_inputs.pumba);
    ui->pumbaSpin->setVisible(m_inputs.pumba);
    ui->failedLabel->setVisible(m_inputs.failedOpenings);
    ui->failedOpeningsSpin->setVisible(m_inputs.failedOpenings);

    connect(ui->addMeldButton, &QPushButton::clicked, this, [this] {
        ensureTrailingEmptyRow();
        focusNextMeld();
    });
    // Ticking a quick entry leaves the focus where it is: its number, now enabled, is next in
    // the Tab order.
    for (QCheckBox *check : {ui->meldPointsCheck, ui->handPointsCheck}) {
        connect(check, &QCheckBox::toggled, this, [this] {
            updateQuickEntry();
            emit changed();
        });
    }
    for (QSpinBox *spin :
         {ui->meldPointsSpin, ui->handPointsSpin, ui->pumbaSpin, ui->failedOpeningsSpin})
        connect(spin, &QSpinBox::valueChanged, this, &PlayerResultPanel::changed);
    connect(ui->outCombo, &QComboBox::currentIndexChanged, this, [this] {
        updateWildCheck();
        emit changed();
    });
    connect(ui->wildOnFinalTurnCheck, &QCheckBox::toggled, this, &PlayerResultPanel::changed);
    connect(ui->handCards, &QLineEdit::textChanged, this, [this] {
        refreshHand();
        emit changed();
    });
    watchCardField(ui->handCards);
    // The field switches notation after this panel has retranslated (children hear of a
    // language change after their parent).
    connect(ui->handCards, &CardLineEdit::notationChanged, this, [this] {
        updateHandHints();
        refreshHand();
        emit changed();
    });

    addRow();
    updateQuickEntry();
    updateWildCheck();
    retranslate();
    refreshHand();
}

PlayerResultPanel::~PlayerResultPanel() = default;

MeldRow *PlayerResultPanel::addRow()
{
    auto *row = new MeldRow(m_setup.rules, m_inputs, ui->meldsContainer);
    row->setIndex(int(m_rows.size()));
    m_rows.append(row);
    ui->rowsLayout->insertWidget(ui->rowsLayout->count() - 1, row); // before the closing spacer
    // Room for two melds at least, however small the screen. A narrow screen scrolls the rows
    // sideways rather than widening the dialog past its edge.
    ui->meldsScroll->setMinimumHeight(
        std::max(ui->meldsScroll->minimumHeight(), 2 * row->sizeHint().height() + 4));
    // Shown now rather than on the next turn of the event loop, so Enter and Tab reach it at once.
    row->show();
    watchCardField(row->cardsEdit());
    connect(row, &MeldRow::changed, this, [this] {
        ensureTrailingEmptyRow();
        emit changed();
    });
    connect(row, &MeldRow::removeRequested, this, &PlayerResultPanel::removeRow);
    updateTabOrder();
    return row;
}

void PlayerResultPanel::removeRow(MeldRow *row)
{
    const bool hadFocus = row->isAncestorOf(focusWidget());
    m_rows.removeOne(row);
    if (m_activeField && row->isAncestorOf(m_activeField))
        m_activeField = nullptr;
    // The row's own button is calling: delete it later, and rename it now so that nothing
    // looking up meldCards_<i> finds the dying one.
    row->setIndex(-1);
    row->hide();
    row->deleteLater();
    for (int i = 0; i < m_rows.size(); ++i)
        m_rows[i]->setIndex(i);
    if (m_rows.isEmpty())
        addRow();
    ensureTrailingEmptyRow();
    updateTabOrder();
    if (hadFocus)
        focusNextMeld();
    emit changed();
}

void PlayerResultPanel::ensureTrailingEmptyRow()
{
    // No empty row past the limit of melds per player: a hand the window takes, a file holds.
    if ((m_rows.isEmpty() || !m_rows.last()->isEmpty())
        && m_rows.size() < InputLimits::MeldsPerPlayer)
        addRow();
    ui->addMeldButton->setEnabled(m_rows.size() < InputLimits::MeldsPerPlayer
                                  || m_rows.last()->isEmpty());
    // The key as the keyboard of the language labels it (Intro, Invio), from Qt's catalogue.
    ui->addMeldButton->setToolTip(
        ui->addMeldButton->isEnabled()
            ? tr("Start a new meld (%1 in a meld field does the same)")
                  .arg(KeyNames::text(Qt::Key_Enter))
            : tr("A player lays at most %1 melds in one hand.").arg(InputLimits::MeldsPerPlayer));
}

bool PlayerResultPanel::moveOnFrom(QWidget *widget)
{
    for (MeldRow *row : std::as_const(m_rows)) {
        if (row->isAncestorOf(widget)) {
            takeTypedNumber(row->cardsEdit()); // a number alone is the melds' total
            focusMeldAfter(row);
            return true;
        }
    }
    if (widget == ui->meldPointsSpin)
        focusMeldAfter(nullptr);
    return widget == ui->meldPointsSpin;
}

bool PlayerResultPanel::endsThePlayer(QWidget *widget) const
{
    return widget == ui->handCards || widget == ui->handPointsSpin;
}

bool PlayerResultPanel::takeTypedNumber(CardLineEdit *field)
{
    if (field == ui->handCards)
        return TypedNumber::moveToQuickEntry(field, ui->handPointsCheck, ui->handPointsSpin);
    return TypedNumber::meldsToQuickEntry(field, m_rows, ui->meldPointsCheck, ui->meldPointsSpin);
}

void PlayerResultPanel::focusMeldAfter(MeldRow *row)
{
    const int index = int(m_rows.indexOf(row));
    if (index < 0 && !ui->meldPointsCheck->isChecked())
        return;
    if (ui->meldPointsCheck->isChecked() || (row->isEmpty() && index == m_rows.size() - 1)) {
        // The melds are done (on the empty last meld, or as a number): on to the hand.
        focusAndReveal(ui->handCards->isEnabled() ? static_cast<QWidget *>(ui->handCards)
                                                  : ui->handPointsSpin);
        return;
    }
    ensureTrailingEmptyRow();
    if (index + 1 >= m_rows.size())
        return; // the last meld a player may lay
    CardLineEdit *next = m_rows.value(index + 1)->cardsEdit();
    focusAndReveal(next);
    m_activeField = next;
}

void PlayerResultPanel::focusNextMeld()
{
    if (ui->meldPointsCheck->isChecked()) {
        focusAndReveal(ui->meldPointsSpin);
        return;
    }
    // The first empty row: after the melds typed so far.
    for (MeldRow *row : std::as_const(m_rows)) {
        if (row->isEmpty()) {
            focusAndReveal(row->cardsEdit());
            m_activeField = row->cardsEdit();
            return;
        }
    }
}

CardLineEdit *PlayerResultPanel::activeCardField() const
{
    if (m_activeField && m_activeField->isEnabled())
        return m_activeField;
    if (!ui->meldPointsCheck->isChecked()) {
        for (MeldRow *row : m_rows) {
            if (row->isEmpty())
                return row->cardsEdit();
        }
    }
    return ui->handCards->isEnabled() ? ui->handCards : nullptr;
}

PlayerResult PlayerResultPanel::result() const
{
    PlayerResult r;
    if (ui->meldPointsCheck->isChecked()) {
        r.meldPoints = ui->meldPointsSpin->value();
    } else {
        for (MeldRow *row : m_rows) {
            // Empty rows are room for the next meld; unreadable ones are reported, not scored.
            if (!row->isEmpty() && row->parseError().isEmpty())
                r.melds.append(row->entry());
        }
    }
    if (ui->handPointsCheck->isChecked())
        r.handPoints = ui->handPointsSpin->value();
    else
        r.hand = ui->handCards->parse().cards;
    r.out = static_cast<OutKind>(ui->outCombo->currentData().toInt());
    // Checked: a wild card was played on the going-out turn. Unchecked: judged from the
    // final-turn melds, unless the hand as loaded said explicitly that none was.
    if (ui->wildOnFinalTurnCheck->isChecked())
        r.wildOnFinalTurn = true;
    else if (m_wildOnFinalTurn == false)
        r.wildOnFinalTurn = false;
    r.pumbaMissed = ui->pumbaSpin->value();
    r.failedOpenings = ui->failedOpeningsSpin->value();
    return r;
}

void PlayerResultPanel::setResult(const PlayerResult &result)
{
    const QSignalBlocker blocker(this);
    m_activeField = nullptr;
    qDeleteAll(m_rows);
    m_rows.clear();
    for (const MeldEntry &meld : result.melds)
        addRow()->setEntry(meld);
    ensureTrailingEmptyRow();
    // A number stored in a file is kept as it is, even beyond what the spin box offers for
    // typing: clamping it would change a hand confirmed without a change.
    const auto setStored = [](QSpinBox *spin, int value) {
        if (value > spin->maximum())
            spin->setMaximum(value);
        spin->setValue(value);
    };
    ui->meldPointsCheck->setChecked(result.meldPoints.has_value());
    setStored(ui->meldPointsSpin, result.meldPoints.value_or(0));
    ui->handCards->setCards(result.hand);
    ui->handPointsCheck->setChecked(result.handPoints.has_value());
    setStored(ui->handPointsSpin, result.handPoints.value_or(0));
    ui->outCombo->setCurrentIndex(ui->outCombo->findData(int(result.out)));
    m_wildOnFinalTurn = result.wildOnFinalTurn;
    ui->wildOnFinalTurnCheck->setChecked(result.wildOnFinalTurn == true);
    updateWildCheck();
    setStored(ui->pumbaSpin, result.pumbaMissed);
    setStored(ui->failedOpeningsSpin, result.failedOpenings);
    // A count entered in a file stays visible even where this variant would not ask for it.
    if (result.pumbaMissed != 0) {
        ui->pumbaLabel->show();
        ui->pumbaSpin->show();
    }
    if (result.failedOpenings != 0) {
        ui->failedLabel->show();
        ui->failedOpeningsSpin->show();
    }
    updateQuickEntry();
    refreshHand();
    updateTabOrder();
}

QString PlayerResultPanel::parseError() const
{
    if (!ui->meldPointsCheck->isChecked()) {
        for (MeldRow *row : m_rows) {
            const QString error = row->parseError();
            if (!error.isEmpty())
                return tr("%1, meld %2: %3")
                    .arg(m_setup.players.value(m_seat))
                    .arg(row->index() + 1)
                    .arg(error);
        }
    }
    if (!ui->handPointsCheck->isChecked()) {
        const CardParseResult hand = ui->handCards->parse();
        if (!hand.ok)
            return tr("%1, cards in hand: %2")
                .arg(m_setup.players.value(m_seat),
                     CardText::parseError(hand, ui->handCards->notation()));
    }
    return {};
}

void PlayerResultPanel::setProblems(const QStringList &playerProblems,
                                    const QHash<int, QString> &meldProblems)
{
    // Meld indices count the melds entered, which skip the empty rows.
    int meldIndex = 0;
    for (MeldRow *row : std::as_const(m_rows)) {
        const bool counted = !row->isEmpty() && row->parseError().isEmpty();
        row->setHandProblem(counted ? meldProblems.value(meldIndex) : QString());
        if (counted)
            ++meldIndex;
    }
    const QString findings = playerProblems.join(QStringLiteral(" · "));
    FieldProblem::show(ui->playerProblem, findings);
    ui->playerProblem->setToolTip(playerProblems.join(u'\n'));
    ui->sideLabel->setVisible(findings.isEmpty());
}

void PlayerResultPanel::setTotal(const QString &text)
{
    ui->playerTotal->setFullText(text);
}

QList<QWidget *> PlayerResultPanel::focusChain() const
{
    QList<QWidget *> chain;
    for (MeldRow *row : m_rows)
        chain += row->focusChain();
    chain += {ui->addMeldButton,     ui->meldPointsCheck,      ui->meldPointsSpin,
              ui->handCards,         ui->handPointsCheck,      ui->handPointsSpin,
              ui->outCombo,          ui->wildOnFinalTurnCheck, ui->pumbaSpin,
              ui->failedOpeningsSpin};
    return chain;
}

void PlayerResultPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        refreshHand();
    }
    QWidget::changeEvent(event);
}

bool PlayerResultPanel::eventFilter(QObject *watched, QEvent *event)
{
    auto *field = qobject_cast<CardLineEdit *>(watched);
    if (field && (event->type() == QEvent::FocusIn || event->type() == QEvent::MouseButtonPress))
        m_activeField = field;
    // Leaving a card field that holds a plain number: it is the quick entry (not when the
    // window merely loses the focus to another).
    if (field && event->type() == QEvent::FocusOut) {
        const Qt::FocusReason reason = static_cast<QFocusEvent *>(event)->reason();
        if (reason != Qt::ActiveWindowFocusReason && reason != Qt::PopupFocusReason)
            takeTypedNumber(field);
    }
    if (watched == ui->handCards
        && (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut))
        refreshHand(); // a half-typed card becomes an error once the field is left
    return QWidget::eventFilter(watched, event);
}

void PlayerResultPanel::watchCardField(CardLineEdit *field)
{
    field->installEventFilter(this);
}

void PlayerResultPanel::updateQuickEntry()
{
    const bool meldPoints = ui->meldPointsCheck->isChecked();
    for (MeldRow *row : std::as_const(m_rows))
        row->setEnabled(!meldPoints);
    ui->addMeldButton->setEnabled(!meldPoints);
    ui->meldPointsSpin->setEnabled(meldPoints);
    const bool handPoints = ui->handPointsCheck->isChecked();
    ui->handCards->setEnabled(!handPoints);
    ui->handPointsSpin->setEnabled(handPoints);
    refreshHand();
}

void PlayerResultPanel::updateWildCheck()
{
    // Only the final-turn doubling asks whether a wild card was played on that turn.
    const bool wentOut = static_cast<OutKind>(ui->outCombo->currentData().toInt()) == OutKind::Yes;
    QCheckBox *wild = ui->wildOnFinalTurnCheck;
    wild->setVisible(m_inputs.wildOnFinalTurn && (wentOut || wild->isChecked()));
}

void PlayerResultPanel::refreshHand()
{
    const QPalette pal = palette();
    ui->handCardsLabel->clear();
    ui->handSummary->clear();
    if (ui->handPointsCheck->isChecked()) {
        FieldProblem::show(ui->handProblem, QString());
        return;
    }
    const CardParseResult parsed = ui->handCards->parse();
    if (!parsed.ok) {
        const bool typing = ui->handCards->stillTyping();
        if (typing) {
            const CardParseResult before = ui->handCards->parseBefore(parsed.errorOffset);
            ui->handCardsLabel->setText(CardText::html(before.cards, pal));
        }
        const QString problem = CardText::parseError(parsed, ui->handCards->notation());
        FieldProblem::show(ui->handProblem, problem, typing);
        ui->handProblem->setToolTip(problem);
        return;
    }
    FieldProblem::show(ui->handProblem, QString());
    if (parsed.cards.isEmpty())
        return;
    const int points = HandScorer::cardsInHandValue(parsed.cards, m_setup.rules);
    ui->handCardsLabel->setText(CardText::html(parsed.cards, pal));
    ui->handSummary->setText(
        tr("%1 point(s)", nullptr, points).arg(CoreText::signedNumber(-points)));
}

void PlayerResultPanel::updateTabOrder()
{
    const QList<QWidget *> chain = focusChain();
    for (int i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
    emit focusChainChanged();
}

void PlayerResultPanel::updateHandHints()
{
    const CardNotation &notation = ui->handCards->notation();
    ui->handCards->setPlaceholderText(
        tr("Cards left in hand, e.g. %1, or their points — empty if none")
            .arg(notation.exampleHand()));
    ui->handCards->setToolTip(CardText::suitLettersHint(notation));
}

void PlayerResultPanel::retranslate()
{
    const int side = m_setup.sideOfSeat(m_seat);
    const QString sideName = m_setup.sideName(side);
    QString sideText;
    if (m_setup.partnership()) {
        QStringList partners;
        for (int seat : m_setup.seatsOfSide(side))
            partners.append(m_setup.players.value(seat));
        sideText = tr("Side: %1 (%2)").arg(sideName, partners.join(QStringLiteral(", ")));
    } else {
        sideText = tr("Plays for themselves");
    }
    if (m_barbele)
        sideText = tr("%1 — barbelé: the opening must reach %2")
                       .arg(sideText, CoreText::number(m_setup.rules.barbeleOpening));
    ui->sideLabel->setFullText(sideText);

    // The form's own texts are set by retranslateUi(); these are built from the game and notation.
    updateHandHints();
    for (int i = 0; i < ui->outCombo->count(); ++i)
        ui->outCombo->setItemText(
            i, CoreText::outName(static_cast<OutKind>(ui->outCombo->itemData(i).toInt())));
    refreshHand();
}

} // namespace pinaculo
