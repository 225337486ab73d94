#include "handentrydialog.h"
#include "ui_handentrydialog.h"

#include "cardlineedit.h"
#include "cardpicker.h"
#include "cardtext.h"
#include "coretext.h"
#include "handbreakdownmodel.h"
#include "handscorer.h"
#include "handvalidator.h"
#include "playerresultpanel.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QShortcut>

namespace pinaculo {

namespace {
// Melds the engine cannot score are left out of the live score, so the totals stay useful
// while one meld is still being typed; the hand cannot be confirmed until they are fixed.
HandRecord scorablePart(HandRecord record, const QList<HandProblem> &problems)
{
    QList<QPair<int, int>> dropped;
    for (const HandProblem &p : problems) {
        if (p.code == HandProblem::Code::InvalidMeld || p.code == HandProblem::Code::EmptyMeld)
            dropped.append({p.seat, p.meldIndex});
    }
    std::sort(dropped.begin(), dropped.end(), std::greater<>());
    for (const auto &[seat, meld] : dropped) {
        if (seat >= 0 && seat < record.results.size() && meld >= 0
            && meld < record.results[seat].melds.size())
            record.results[seat].melds.removeAt(meld);
    }
    return record;
}
} // namespace

HandEntryDialog::HandEntryDialog(const GameSetup &setup, int handIndex, const QList<bool> &barbele,
                                 QWidget *parent)
    : QDialog(parent),
      m_ui(std::make_unique<Ui::HandEntryDialog>()),
      m_setup(setup),
      m_handIndex(handIndex),
      m_barbele(barbele),
      m_picker(new CardPicker),
      m_breakdown(new HandBreakdownModel(HandBreakdownModel::Grouping::BySide, this))
{
    m_ui->setupUi(this);
    while (m_barbele.size() < m_setup.sideCount())
        m_barbele.append(false);

    m_ui->cardPickerLayout->insertWidget(0, m_picker);
    m_picker->setRules(m_setup.rules);
    connect(m_picker, &CardPicker::cardPicked, this, &HandEntryDialog::insertCard);

    QFont heading = m_ui->handInfoLabel->font();
    heading.setBold(true);
    heading.setPointSizeF(heading.pointSizeF() * 1.15);
    m_ui->handInfoLabel->setFont(heading);

    auto *sideTotals = new QLabel(m_ui->scoreGroup);
    sideTotals->setObjectName(u"sideTotals"_qs);
    sideTotals->setWordWrap(true);
    sideTotals->setTextFormat(Qt::PlainText); // names, as typed
    QFont bold = sideTotals->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    sideTotals->setFont(bold);
    m_ui->scoreGroupLayout->insertWidget(0, sideTotals);

    m_ui->breakdownTree->setModel(m_breakdown);
    QHeaderView *breakdownHeader = m_ui->breakdownTree->header();
    breakdownHeader->setStretchLastSection(false);
    breakdownHeader->setSectionResizeMode(HandBreakdownModel::LineColumn, QHeaderView::Stretch);
    breakdownHeader->setSectionResizeMode(HandBreakdownModel::PointsColumn, QHeaderView::ResizeToContents);
    m_ui->mainSplitter->setStretchFactor(0, 3);
    m_ui->mainSplitter->setStretchFactor(1, 2);
    m_ui->mainSplitter->setSizes({840, 420});

    const Rules &rules = m_setup.rules;
    m_ui->exactCutCheck->setVisible(rules.exactCutBonus > 0);
    m_ui->sameBackLabel->setVisible(rules.sameBackBonus > 0);
    m_ui->sameBackCombo->setVisible(rules.sameBackBonus > 0);
    m_ui->sameBackCombo->addItem(QString(), -1);
    for (int seat = 0; seat < m_setup.playerCount(); ++seat)
        m_ui->sameBackCombo->addItem(m_setup.players.value(seat), seat);
    m_ui->eventsGroup->setVisible(rules.exactCutBonus > 0 || rules.sameBackBonus > 0);
    connect(m_ui->exactCutCheck, &QCheckBox::toggled, this, &HandEntryDialog::recompute);
    connect(m_ui->sameBackCombo, &QComboBox::currentIndexChanged, this, &HandEntryDialog::recompute);

    // Enter belongs to the meld fields; only the OK button or Ctrl+Enter confirms.
    for (QAbstractButton *button : m_ui->buttonBox->buttons()) {
        if (auto *push = qobject_cast<QPushButton *>(button)) {
            push->setAutoDefault(false);
            push->setDefault(false);
        }
    }
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &HandEntryDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &HandEntryDialog::reject);

    buildPlayerPages();
    buildShortcuts();
    retranslate();
    recompute();
    // Roomy where the screen allows it, never larger than the screen.
    QSize size(1280, 820);
    if (const QScreen *screen = this->screen())
        size = size.boundedTo(screen->availableSize() * 0.95);
    resize(size);
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
        scroll->setObjectName(u"playerScroll_"_qs + QString::number(seat));
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(panel);
        m_ui->playerTabs->addTab(scroll, QString());
        m_panels.append(panel);
        connect(panel, &PlayerResultPanel::changed, this, &HandEntryDialog::recompute);
        connect(panel, &PlayerResultPanel::focusChainChanged, this, &HandEntryDialog::updateFocusChain);
    }
    connect(m_ui->playerTabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (PlayerResultPanel *panel = m_panels.value(index))
            panel->focusNextMeld();
    });
    updateFocusChain();
}

void HandEntryDialog::buildShortcuts()
{
    static constexpr Qt::Key digits[] = {Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4, Qt::Key_5, Qt::Key_6};
    for (int seat = 0; seat < m_setup.playerCount() && seat < int(std::size(digits)); ++seat) {
        auto *shortcut = new QShortcut(QKeySequence(Qt::CTRL | digits[seat]), this);
        connect(shortcut, &QShortcut::activated, this, [this, seat] { showPlayer(seat); });
    }
    auto *next = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown), this);
    connect(next, &QShortcut::activated, this, [this] {
        showPlayer((m_ui->playerTabs->currentIndex() + 1) % int(m_panels.size()));
    });
    auto *previous = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp), this);
    connect(previous, &QShortcut::activated, this, [this] {
        const int count = int(m_panels.size());
        showPlayer((m_ui->playerTabs->currentIndex() + count - 1) % count);
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
    if (m_ui->playerTabs->currentIndex() != seat)
        m_ui->playerTabs->setCurrentIndex(seat);   // focuses the next meld itself
    else
        m_panels[seat]->focusNextMeld();
}

void HandEntryDialog::insertCard(const Card &card)
{
    PlayerResultPanel *panel = m_panels.value(m_ui->playerTabs->currentIndex());
    CardLineEdit *field = panel ? panel->activeCardField() : nullptr;
    if (!field)
        return;
    field->setFocus(Qt::OtherFocusReason);
    field->insertCard(card);   // in the field's own notation
}

void HandEntryDialog::updateFocusChain()
{
    // One chain for the whole dialog, so Tab never wanders off into a widget in between: each
    // player's fields, the events of the deal, the buttons. The tab widget itself stays out:
    // setTabOrder() would place a widget after the last of its descendants, the pages.
    QList<QWidget *> chain;
    for (PlayerResultPanel *panel : std::as_const(m_panels))
        chain += panel->focusChain();
    chain += {m_ui->exactCutCheck, m_ui->sameBackCombo, m_ui->buttonBox};
    for (int i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
}

void HandEntryDialog::setRecord(const HandRecord &record)
{
    m_recomputing = true;
    for (int seat = 0; seat < m_panels.size(); ++seat)
        m_panels[seat]->setResult(record.results.value(seat));
    m_ui->exactCutCheck->setChecked(record.exactCut);
    const int sameBack = m_ui->sameBackCombo->findData(record.sameBackPlayer);
    m_ui->sameBackCombo->setCurrentIndex(std::max(0, sameBack));
    if (record.sameBackPlayer >= 0) {
        m_ui->eventsGroup->show();
        m_ui->sameBackLabel->show();
        m_ui->sameBackCombo->show();
    }
    if (record.exactCut) {
        m_ui->eventsGroup->show();
        m_ui->exactCutCheck->show();
    }
    m_recomputing = false;
    updateFocusChain();
    recompute();
    showPlayer(m_ui->playerTabs->currentIndex());
    m_initialRecord = this->record();
}

HandRecord HandEntryDialog::record() const
{
    HandRecord hand;
    for (const PlayerResultPanel *panel : m_panels)
        hand.results.append(panel->result());
    hand.exactCut = m_ui->exactCutCheck->isChecked();
    hand.sameBackPlayer = m_ui->sameBackCombo->currentData().toInt();
    return hand;
}

void HandEntryDialog::setGameCheck(GameCheck check)
{
    m_gameCheck = std::move(check);
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
    if (record() != m_initialRecord) {
        const auto answer = QMessageBox::question(
            this, tr("Discard this hand?"),
            tr("The cards and results entered for this hand will be lost."),
            QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Discard)
            return;
    }
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
        const QString error = panel->parseError();
        if (!error.isEmpty())
            problems.append(error);
    }
    const QList<HandProblem> handProblems = HandValidator::validate(m_setup, hand, m_barbele);
    QList<QStringList> playerProblems(m_panels.size());
    QList<QHash<int, QString>> meldProblems(m_panels.size());
    for (const HandProblem &p : handProblems) {
        const QString text = CoreText::handProblem(p, m_setup, hand);
        problems.append(text);
        if (p.seat < 0 || p.seat >= m_panels.size())
            continue;
        if (p.meldIndex >= 0 && p.code != HandProblem::Code::InvalidMeld)
            meldProblems[p.seat].insert(p.meldIndex, text);
        else if (p.meldIndex < 0)
            playerProblems[p.seat].append(text);
    }
    for (int seat = 0; seat < m_panels.size(); ++seat)
        m_panels[seat]->setProblems(playerProblems[seat], meldProblems[seat]);
    // The rest of the game is asked only about a hand that is possible in itself.
    if (problems.isEmpty() && m_gameCheck) {
        const QString later = m_gameCheck(hand);
        if (!later.isEmpty())
            problems.append(tr("after this correction, %1").arg(later));
    }

    problems.removeDuplicates();
    m_acceptable = problems.isEmpty();
    QPalette pal = m_ui->problemLabel->palette();
    pal.setColor(QPalette::WindowText, CardText::redColor(palette()));
    m_ui->problemLabel->setPalette(pal);
    m_ui->problemLabel->setText(problems.isEmpty()
        ? QString() : tr("Cannot confirm yet: %1").arg(problems.join(u"\n"_qs)));
    m_ui->problemLabel->setVisible(!problems.isEmpty());
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(m_acceptable);

    // The live score, with every line that makes it.
    const HandScore score = HandScorer::score(m_setup, scorablePart(hand, handProblems), m_handIndex, m_barbele);
    m_breakdown->setScore(m_setup, score);
    m_ui->breakdownTree->expandAll();
    QStringList sideTexts;
    for (int side = 0; side < m_setup.sideCount(); ++side) {
        sideTexts.append(tr("%1 %2").arg(m_setup.sideName(side),
                                         CoreText::signedNumber(score.sidePoints.value(side))));
    }
    auto *sideTotals = findChild<QLabel *>(u"sideTotals"_qs);
    sideTotals->setText(m_acceptable ? sideTexts.join(u"   ·   "_qs)
                                     : tr("%1   (provisional: the hand has problems)")
                                           .arg(sideTexts.join(u"   ·   "_qs)));

    QStringList warnings;
    for (const QString &warning : m_breakdown->warnings())
        warnings.append(tr("⚠ %1").arg(warning));
    m_ui->warningsLabel->setText(warnings.join(u'\n'));
    m_ui->warningsLabel->setVisible(!warnings.isEmpty());

    for (int seat = 0; seat < m_panels.size(); ++seat) {
        const QString player = m_setup.players.value(seat);
        const QString points = CoreText::signedNumber(score.seatPoints.value(seat));
        m_panels[seat]->setTotal(tr("%1 this hand: %2").arg(player, points));
        m_ui->playerTabs->setTabText(seat, m_setup.partnership()
            ? tr("%1 · %2  %3").arg(player, m_setup.sideName(m_setup.sideOfSeat(seat)), points)
            : tr("%1  %2").arg(player, points));
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
        m_restoredLabel->setObjectName(u"restoredDraftLabel"_qs);
        m_restoredLabel->setWordWrap(true);
        m_restoredLabel->setTextFormat(Qt::PlainText);
        m_ui->dialogLayout->insertWidget(1, m_restoredLabel);
    }
    m_restoredLabel->setText(
        tr("This hand was being entered when the application stopped (last kept at %1). It is "
           "back as it was left: confirm it, change it, or cancel to discard it.")
            .arg(QLocale().toString(savedAt.toLocalTime(), QLocale::ShortFormat)));
}

void HandEntryDialog::retranslate()
{
    m_breakdown->retranslate();
    if (m_restoredLabel)
        showRestoredDraft(m_restoredAt);
    setWindowTitle(tr("Hand %1").arg(m_handIndex + 1));
    m_ui->handInfoLabel->setText(tr("%1 — hand %2 · dealer: %3 · cut by: %4 · plays first: %5")
                                     .arg(CoreText::variantName(m_setup.variant()))
                                     .arg(m_handIndex + 1)
                                     .arg(m_setup.players.value(m_setup.dealerOfHand(m_handIndex)),
                                          m_setup.players.value(m_setup.cutterOfHand(m_handIndex)),
                                          m_setup.players.value(m_setup.firstOfHand(m_handIndex))));
    m_ui->exactCutCheck->setText(tr("E&xact cut by %1 (%2)")
                                     .arg(m_setup.players.value(m_setup.cutterOfHand(m_handIndex)),
                                          CoreText::signedNumber(m_setup.rules.exactCutBonus)));
    m_ui->exactCutCheck->setToolTip(tr("The cut packet held exactly the cards dealt"));
    m_ui->sameBackCombo->setItemText(0, tr("nobody"));
    m_ui->sameBackCombo->setToolTip(tr("A player dealt eleven cards of one back colour scores %1")
                                        .arg(CoreText::signedNumber(m_setup.rules.sameBackBonus)));
    for (int seat = 0; seat < m_setup.playerCount(); ++seat) {
        const int side = m_setup.sideOfSeat(seat);
        QString tip = m_setup.partnership()
            ? tr("%1, side %2 (Ctrl+%3)").arg(m_setup.players.value(seat), m_setup.sideName(side)).arg(seat + 1)
            : tr("%1 (Ctrl+%2)").arg(m_setup.players.value(seat)).arg(seat + 1);
        if (m_barbele.value(side))
            tip = tr("%1 — barbelé").arg(tip);
        m_ui->playerTabs->setTabToolTip(seat, tip);
    }
    recompute();
}

void HandEntryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        recompute();   // the reds are chosen to read on the palette's base colour
    }
    QDialog::changeEvent(event);
}

void HandEntryDialog::keyPressEvent(QKeyEvent *event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && !(event->modifiers() & Qt::ControlModifier)) {
        // A plain Enter never confirms the hand by accident: it moves on from the field, or
        // presses the focused button.
        if (auto *button = qobject_cast<QAbstractButton *>(focusWidget()))
            button->click();
        event->accept();
        return;
    }
    QDialog::keyPressEvent(event);
}

} // namespace pinaculo
