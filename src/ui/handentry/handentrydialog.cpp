#include "handentry/handentrydialog.h"
#include "ui_handentrydialog.h"

#include "cards/cardlineedit.h"
#include "cards/cardpicker.h"
#include "cards/cardtext.h"
#include "coretext.h"
#include "handentry/discardentryquestion.h"
#include "handentry/findingsband.h"
#include "gameedits.h"
#include "scoresheet/handbreakdownmodel.h"
#include "handentry/handentrykeys.h"
#include "common/nametext.h"
#include "handentry/playerresultpanel.h"
#include "handentry/pointsonlytable.h"
#include "scoringinputs.h"
#include "common/screenfit.h"
#include "handentry/wrappingitemdelegate.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSpinBox>

#include <algorithm>

namespace pinaculo {

HandEntryDialog::HandEntryDialog(const GameSetup &setup, int handIndex, const QList<bool> &barbele,
                                 QWidget *parent)
    : QDialog(parent)
    , ui(std::make_unique<Ui::HandEntryDialog>())
    , m_setup(setup)
    , m_handIndex(handIndex)
    , m_barbele(barbele)
    , m_picker(new CardPicker)
    , m_breakdown(new HandBreakdownModel(HandBreakdownModel::Grouping::BySide, this))
    , m_check(setup, handIndex, barbele)
{
    ui->setupUi(this);
    while (m_barbele.size() < m_setup.sideCount())
        m_barbele.append(false);

    ui->cardPickerLayout->insertWidget(0, m_picker);
    CardPicker::makeFoldable(ui->cardPickerGroup, m_picker);
    m_picker->setRules(m_setup.rules);
    connect(m_picker, &CardPicker::cardPicked, this, &HandEntryDialog::insertCard);

    QFont heading = ui->handInfoLabel->font();
    heading.setBold(true);
    heading.setPointSizeF(heading.pointSizeF() * 1.15);
    ui->handInfoLabel->setFont(heading);

    QFont bold = ui->sideTotals->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    ui->sideTotals->setFont(bold);
    // However many findings there are, they scroll in a band of their own under the score
    // instead of pushing the fields, the breakdown or the buttons away.
    m_findings = std::make_unique<FindingsBand>(ui->problemScroll, ui->warningsLabel,
                                                ui->problemLabel, FindingsLines);

    ui->breakdownTree->setModel(m_breakdown);
    // A line too long for a narrow pane wraps instead of ending in "…": every word of the
    // breakdown is a reason for a point.
    ui->breakdownTree->setItemDelegate(new WrappingItemDelegate(ui->breakdownTree));
    QHeaderView *breakdownHeader = ui->breakdownTree->header();
    breakdownHeader->setStretchLastSection(false);
    breakdownHeader->setSectionResizeMode(HandBreakdownModel::LineColumn, QHeaderView::Stretch);
    breakdownHeader->setSectionResizeMode(HandBreakdownModel::PointsColumn,
                                          QHeaderView::ResizeToContents);
    ui->mainSplitter->setStretchFactor(0, 2);
    ui->mainSplitter->setStretchFactor(1, 1);
    ui->mainSplitter->setSizes({1000, 330});

    // The events of the deal that can change the score; the exact cut names the cutter.
    const ScoringInputs events = ScoringInputs::of(m_setup.rules, false);
    ui->exactCutCheck->setVisible(events.exactCut);
    ui->sameBackLabel->setVisible(events.sameBack);
    ui->sameBackCombo->setVisible(events.sameBack);
    ui->sameBackCombo->addItem(QString(), -1);
    for (int seat = 0; seat < m_setup.playerCount(); ++seat)
        ui->sameBackCombo->addItem(m_setup.players.value(seat), seat);
    ui->eventsGroup->setVisible(events.exactCut || events.sameBack);
    // A long label goes above its field rather than widening the score pane.
    ui->eventsLayout->setRowWrapPolicy(QFormLayout::WrapLongRows);
    connect(ui->exactCutCheck, &QCheckBox::toggled, this, &HandEntryDialog::recompute);
    connect(ui->sameBackCombo, &QComboBox::currentIndexChanged, this, &HandEntryDialog::recompute);

    // Enter belongs to the meld fields; only the OK button or Ctrl+Enter confirms.
    for (QAbstractButton *button : ui->buttonBox->buttons()) {
        if (auto *push = qobject_cast<QPushButton *>(button)) {
            push->setAutoDefault(false);
            push->setDefault(false);
        }
    }
    connect(ui->buttonBox, &QDialogButtonBox::accepted, this, &HandEntryDialog::accept);
    connect(ui->buttonBox, &QDialogButtonBox::rejected, this, &HandEntryDialog::reject);

    m_enterKey = new HandEntryEnterKey(this, &m_panels, [this](int seat) { showPlayer(seat); });
    buildPlayerPages();
    buildPointsOnly();
    m_enterKey->watchWidgets();
    buildShortcuts();
    retranslate();
    recompute();
    // Roomy where the screen allows it, never larger than the screen.
    ScreenFit::resizeToScreen(this, QSize(1400, 900));
    showPlayer(0);
    m_initialRecord = record();
}

HandEntryDialog::~HandEntryDialog() = default;

void HandEntryDialog::buildPlayerPages()
{
    for (int seat = 0; seat < m_setup.playerCount(); ++seat) {
        const int side = m_setup.sideOfSeat(seat);
        auto *panel = new PlayerResultPanel(m_setup, seat, m_barbele.value(side));
        auto *scroll = new QScrollArea;
        scroll->setObjectName(QStringLiteral("playerScroll_") + QString::number(seat));
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(panel);
        ui->playerTabs->addTab(scroll, QString());
        m_panels.append(panel);
        connect(panel, &PlayerResultPanel::changed, this, &HandEntryDialog::recompute);
        connect(panel, &PlayerResultPanel::focusChainChanged, this,
                &HandEntryDialog::updateFocusChain);
    }
    connect(ui->playerTabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (PlayerResultPanel *panel = m_panels.value(index))
            panel->focusNextMeld();
    });
    updateFocusChain();
}

void HandEntryDialog::buildPointsOnly()
{
    m_points = new PointsOnlyTable(m_setup);
    ui->pointsLayout->addWidget(m_points);
    connect(m_points, &PointsOnlyTable::changed, this, &HandEntryDialog::recompute);
    connect(ui->pointsOnlyCheck, &QCheckBox::toggled, this, &HandEntryDialog::switchEntryMode);
    connect(ui->pointsOnlyCheck, &QCheckBox::clicked, this, &HandEntryDialog::pointsOnlyChosen);
}

void HandEntryDialog::setPointsOnly(bool pointsOnly)
{
    ui->pointsOnlyCheck->setChecked(pointsOnly);
}

bool HandEntryDialog::isPointsOnly() const
{
    return ui->entryStack->currentIndex() == 1;
}

void HandEntryDialog::fillPointsFrom(const HandRecord &hand)
{
    const int out = hand.outPlayer();
    m_points->setFromScore(GameEdits::checkAlone(m_setup, m_handIndex, m_barbele, hand).score,
                           out >= 0 ? m_setup.sideOfSeat(out) : -1);
}

void HandEntryDialog::switchEntryMode(bool pointsOnly)
{
    if (pointsOnly == isPointsOnly())
        return;
    // Choosing how to enter an untouched hand is not entering anything: cancelling it later
    // asks nothing.
    const bool untouched = !isChanged();
    // Nothing typed is thrown away: the cards stay in the players' pages while the table
    // shows numbers, and a table started from scratch begins where the cards leave off.
    const bool noCards
        = std::all_of(m_panels.cbegin(), m_panels.cend(), std::mem_fn(&PlayerResultPanel::isEmpty));
    if (pointsOnly && m_points->isEmpty() && !noCards) {
        HandRecord cards;
        for (const PlayerResultPanel *panel : std::as_const(m_panels))
            cards.results.append(panel->result());
        fillPointsFrom(cards);
    } else if (!pointsOnly && noCards && !m_points->isEmpty()) {
        const QList<PlayerResult> numbers = m_points->results();
        for (int seat = 0; seat < m_panels.size(); ++seat)
            m_panels[seat]->setResult(numbers.value(seat));
        updateFocusChain();
    }
    ui->entryStack->setCurrentIndex(pointsOnly ? 1 : 0);
    showKeyboardHint();
    if (untouched)
        m_initialRecord = record();
    recompute();
    if (pointsOnly) {
        if (auto *first = m_points->findChild<QSpinBox *>(QStringLiteral("pointsMeld_0"))) {
            first->setFocus(Qt::TabFocusReason);
            first->selectAll(); // typed over, not after the 0
        }
    } else {
        showPlayer(ui->playerTabs->currentIndex());
    }
}

void HandEntryDialog::buildShortcuts()
{
    static constexpr Qt::Key digits[]
        = {Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4, Qt::Key_5, Qt::Key_6};
    for (int seat = 0; seat < m_setup.playerCount() && seat < int(std::size(digits)); ++seat) {
        auto *shortcut = new QShortcut(QKeySequence(Qt::CTRL | digits[seat]), this);
        connect(shortcut, &QShortcut::activated, this, [this, seat] { showPlayer(seat); });
    }
    auto *next = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown), this);
    connect(next, &QShortcut::activated, this,
            [this] { showPlayer((ui->playerTabs->currentIndex() + 1) % int(m_panels.size())); });
    auto *previous = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp), this);
    connect(previous, &QShortcut::activated, this, [this] {
        const int count = int(m_panels.size());
        showPlayer((ui->playerTabs->currentIndex() + count - 1) % count);
    });
    for (Qt::Key key : {Qt::Key_Return, Qt::Key_Enter}) {
        auto *confirm = new QShortcut(QKeySequence(Qt::CTRL | key), this);
        connect(confirm, &QShortcut::activated, this, &HandEntryDialog::accept);
    }
}

void HandEntryDialog::showPlayer(int seat)
{
    if (seat < 0 || seat >= m_panels.size())
        return;
    if (ui->playerTabs->currentIndex() != seat)
        ui->playerTabs->setCurrentIndex(seat); // focuses the next meld itself
    else
        m_panels[seat]->focusNextMeld();
}

void HandEntryDialog::insertCard(const Card &card)
{
    PlayerResultPanel *panel = m_panels.value(ui->playerTabs->currentIndex());
    CardLineEdit *field = panel ? panel->activeCardField() : nullptr;
    if (!field)
        return;
    field->setFocus(Qt::OtherFocusReason);
    field->insertCard(card); // in the field's own notation
}

void HandEntryDialog::updateFocusChain()
{
    // One chain for the whole dialog, so Tab never wanders off into a widget in between: each
    // player's fields, the events of the deal, the buttons. The tab widget itself stays out:
    // setTabOrder() would place a widget after the last of its descendants, the pages.
    QList<QWidget *> chain;
    for (PlayerResultPanel *panel : std::as_const(m_panels))
        chain += panel->focusChain();
    chain += {ui->exactCutCheck, ui->sameBackCombo, ui->buttonBox};
    for (int i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
    if (m_enterKey)
        m_enterKey->watchWidgets(); // the rows added since
}

void HandEntryDialog::setRecord(const HandRecord &record)
{
    m_recomputing = true;
    for (int seat = 0; seat < m_panels.size(); ++seat)
        m_panels[seat]->setResult(record.results.value(seat));
    // A hand counted in points opens as it was entered; the players' pages hold the same
    // numbers as quick entries, should the table switch to cards.
    const bool pointsOnly = PointsOnlyTable::holds(m_setup, record);
    if (pointsOnly)
        fillPointsFrom(record);
    ui->entryStack->setCurrentIndex(pointsOnly ? 1 : 0);
    ui->pointsOnlyCheck->setChecked(pointsOnly);
    showKeyboardHint();
    ui->exactCutCheck->setChecked(record.exactCut);
    const int sameBack = ui->sameBackCombo->findData(record.sameBackPlayer);
    ui->sameBackCombo->setCurrentIndex(std::max(0, sameBack));
    if (record.sameBackPlayer >= 0) {
        ui->eventsGroup->show();
        ui->sameBackLabel->show();
        ui->sameBackCombo->show();
    }
    if (record.exactCut) {
        ui->eventsGroup->show();
        ui->exactCutCheck->show();
    }
    m_recomputing = false;
    updateFocusChain();
    recompute();
    showPlayer(ui->playerTabs->currentIndex());
    m_initialRecord = this->record();
}

HandRecord HandEntryDialog::record() const
{
    HandRecord hand;
    if (isPointsOnly()) {
        hand.results = m_points->results();
    } else {
        for (const PlayerResultPanel *panel : m_panels)
            hand.results.append(panel->result());
    }
    hand.exactCut = ui->exactCutCheck->isChecked();
    hand.sameBackPlayer = ui->sameBackCombo->currentData().toInt();
    return hand;
}

void HandEntryDialog::setGame(const GameDocument *document)
{
    m_check.setGame(document);
    recompute();
}

void HandEntryDialog::accept()
{
    recompute();
    if (!m_acceptable)
        return;
    QDialog::accept();
}

void HandEntryDialog::reject()
{
    if (record() != m_initialRecord && !DiscardEntryQuestion::ask(this))
        return;
    QDialog::reject();
}

void HandEntryDialog::recompute()
{
    if (m_recomputing)
        return;
    m_recomputing = true;
    const HandRecord hand = record();
    m_picker->setUsed(CardPicker::count(hand));

    // Problems, each shown next to the field it concerns and all of them at the bottom.
    QStringList problems;
    for (const PlayerResultPanel *panel : std::as_const(m_panels)) {
        const QString error = isPointsOnly() ? QString() : panel->parseError();
        if (!error.isEmpty())
            problems.append(error);
    }
    const HandCheck &check = m_check.of(hand);
    const EnteredHandCheck::Findings found = m_check.findings();
    problems += found.all;
    for (int seat = 0; seat < m_panels.size(); ++seat)
        m_panels[seat]->setProblems(found.players.value(seat), found.melds.value(seat));
    // What the rest of the game makes of it is said only of a hand that is possible in itself.
    if (const QString later = m_check.laterProblem(); problems.isEmpty() && !later.isEmpty())
        problems.append(tr("after this correction, %1").arg(later));

    problems.removeDuplicates();
    m_acceptable = problems.isEmpty();
    ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(m_acceptable);

    // The live score, with every line that makes it.
    const HandScore &score = check.score;
    m_breakdown->setScore(m_setup, score);
    ui->breakdownTree->expandAll();
    QStringList sideTexts;
    for (int side = 0; side < m_setup.sideCount(); ++side) {
        sideTexts.append(tr("%1 %2").arg(m_setup.sideName(side),
                                         CoreText::signedNumber(score.sidePoints.value(side))));
    }
    ui->sideTotals->setText(m_acceptable ? sideTexts.join(QStringLiteral("   ·   "))
                                         : tr("%1   (provisional: the hand has problems)")
                                               .arg(sideTexts.join(QStringLiteral("   ·   "))));

    QStringList warnings;
    for (const QString &warning : m_breakdown->warnings())
        warnings.append(tr("⚠ %1").arg(warning));
    m_findings->setFindings(
        warnings.join(u'\n'),
        problems.isEmpty() ? QString()
                           : tr("Cannot confirm yet: %1").arg(problems.join(QStringLiteral("\n"))));

    for (int seat = 0; seat < m_panels.size(); ++seat) {
        const QString player = m_setup.players.value(seat);
        const QString points = CoreText::signedNumber(score.seatPoints.value(seat));
        m_panels[seat]->setTotal(tr("%1 this hand: %2").arg(player, points));
        // A tab reads '&' as its shortcut mark: the names' own are doubled.
        ui->playerTabs->setTabText(
            seat,
            m_setup.partnership()
                ? tr("%1 · %2  %3")
                      .arg(NameText::forMnemonic(player),
                           NameText::forMnemonic(m_setup.sideName(m_setup.sideOfSeat(seat))),
                           points)
                : tr("%1  %2").arg(NameText::forMnemonic(player), points));
    }
    m_recomputing = false;
    emit recordChanged();
}

void HandEntryDialog::restoreDraft(const HandRecord &draft, const QDateTime &savedAt)
{
    const HandRecord opened = m_initialRecord;
    setRecord(draft);
    m_initialRecord = opened;
    showRestoredDraft(savedAt);
}

void HandEntryDialog::showRestoredDraft(const QDateTime &savedAt)
{
    m_restoredAt = savedAt;
    if (!m_restoredLabel) {
        m_restoredLabel = new QLabel(this);
        m_restoredLabel->setObjectName(QStringLiteral("restoredDraftLabel"));
        m_restoredLabel->setWordWrap(true);
        m_restoredLabel->setTextFormat(Qt::PlainText);
        // In the band of the keys' hint, beside the buttons, so that no field moves for it; the
        // hint stays the label's tooltip.
        ui->bottomLayout->insertWidget(0, m_restoredLabel, 1);
        ui->keyboardHint->hide();
    }
    m_restoredLabel->setText(
        tr("Restored as it was left when the application stopped (kept at %1): confirm it, "
           "change it, or cancel to discard it.")
            .arg(QLocale().toString(savedAt.toLocalTime(), QLocale::ShortFormat)));
    m_restoredLabel->setToolTip(ui->keyboardHint->text());
}

void HandEntryDialog::showKeyboardHint()
{
    ui->keyboardHint->setText(HandEntryKeys::hint(isPointsOnly(), m_setup.playerCount()));
}

void HandEntryDialog::retranslate()
{
    m_breakdown->retranslate();
    if (m_restoredLabel)
        showRestoredDraft(m_restoredAt);
    setWindowTitle(tr("Hand %1").arg(m_handIndex + 1));
    showKeyboardHint();
    ui->handInfoLabel->setText(tr("%1 — hand %2 · dealer: %3 · cut by: %4 · plays first: %5")
                                   .arg(CoreText::variantName(m_setup.variant()))
                                   .arg(m_handIndex + 1)
                                   .arg(m_setup.players.value(m_setup.dealerOfHand(m_handIndex)),
                                        m_setup.players.value(m_setup.cutterOfHand(m_handIndex)),
                                        m_setup.players.value(m_setup.firstOfHand(m_handIndex))));
    ui->exactCutCheck->setText(
        tr("E&xact cut by %1 (%2)")
            .arg(NameText::forMnemonic(m_setup.players.value(m_setup.cutterOfHand(m_handIndex))),
                 CoreText::signedNumber(m_setup.rules.exactCutBonus)));
    ui->exactCutCheck->setToolTip(tr("The cut packet held exactly the cards dealt"));
    ui->sameBackCombo->setItemText(0, tr("nobody"));
    ui->sameBackCombo->setToolTip(tr("A player dealt eleven cards of one back colour scores %1")
                                      .arg(CoreText::signedNumber(m_setup.rules.sameBackBonus)));
    for (int seat = 0; seat < m_setup.playerCount(); ++seat) {
        const int side = m_setup.sideOfSeat(seat);
        const QString key = HandEntryKeys::name(Qt::CTRL | Qt::Key(Qt::Key_1 + seat));
        QString tip = m_setup.partnership()
            ? tr("%1, side %2 (%3)").arg(m_setup.players.value(seat), m_setup.sideName(side), key)
            : tr("%1 (%2)").arg(m_setup.players.value(seat), key);
        if (m_barbele.value(side))
            tip = tr("%1 — barbelé").arg(tip);
        ui->playerTabs->setTabToolTip(seat, NameText::toolTip(tip));
    }
    recompute();
}

void HandEntryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        recompute(); // the reds are chosen to read on the palette's base colour
    }
    QDialog::changeEvent(event);
}

void HandEntryDialog::keyPressEvent(QKeyEvent *event)
{
    if (HandEntryKeys::movesOn(event)) {
        // A plain Enter never confirms the hand by accident, nor toggles a box: it moves on.
        m_enterKey->moveOnFrom(focusWidget());
        event->accept();
        return;
    }
    QDialog::keyPressEvent(event);
}

} // namespace pinaculo
