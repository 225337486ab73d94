#include "playerresultpanel.h"

#include "cardlineedit.h"
#include "cardtext.h"
#include "coretext.h"
#include "inputlimits.h"
#include "meldanalysis.h"
#include "meldrow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pinaculo {

namespace {
QLabel *problemLabel(QWidget *parent, const QString &name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->hide();
    return label;
}

// Focus moved by Enter or a shortcut does not scroll the page by itself, unlike Tab.
void focusAndReveal(QWidget *widget)
{
    widget->setFocus(Qt::TabFocusReason);
    for (QWidget *parent = widget->parentWidget(); parent; parent = parent->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(parent)) {
            area->ensureWidgetVisible(widget);
            break;
        }
    }
}

void showProblem(QLabel *label, const QString &text, bool hint = false)
{
    const QPalette parentPalette = label->parentWidget()->palette();
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText, hint ? parentPalette.color(QPalette::PlaceholderText)
                                            : CardText::redColor(parentPalette));
    label->setPalette(pal);
    label->setText(text);
    label->setVisible(!text.isEmpty());
}
} // namespace

PlayerResultPanel::PlayerResultPanel(const GameSetup &setup, int seat, bool barbele, QWidget *parent)
    : QWidget(parent),
      m_setup(setup),
      m_seat(seat),
      m_barbele(barbele),
      m_sideLabel(new QLabel(this)),
      m_meldsGroup(new QGroupBox(this)),
      m_rowsLayout(new QVBoxLayout),
      m_addMeldButton(new QPushButton(this)),
      m_meldPointsCheck(new QCheckBox(this)),
      m_meldPointsSpin(new QSpinBox(this)),
      m_handGroup(new QGroupBox(this)),
      m_handEdit(new CardLineEdit(this)),
      m_handCardsLabel(new QLabel(this)),
      m_handSummaryLabel(new QLabel(this)),
      m_handProblemLabel(problemLabel(this, u"handProblem"_qs)),
      m_handPointsCheck(new QCheckBox(this)),
      m_handPointsSpin(new QSpinBox(this)),
      m_outLabel(new QLabel(this)),
      m_outCombo(new QComboBox(this)),
      m_wildCheck(new QCheckBox(this)),
      m_pumbaLabel(new QLabel(this)),
      m_pumbaSpin(new QSpinBox(this)),
      m_failedLabel(new QLabel(this)),
      m_failedSpin(new QSpinBox(this)),
      m_problemLabel(problemLabel(this, u"playerProblem"_qs)),
      m_totalLabel(new QLabel(this))
{
    setObjectName(u"player_"_qs + QString::number(seat));
    m_addMeldButton->setObjectName(u"addMeldButton"_qs);
    m_addMeldButton->setAutoDefault(false);
    m_meldPointsCheck->setObjectName(u"meldPointsCheck"_qs);
    m_meldPointsSpin->setObjectName(u"meldPointsSpin"_qs);
    m_handEdit->setObjectName(u"handCards"_qs);
    m_handSummaryLabel->setObjectName(u"handSummary"_qs);
    m_handPointsCheck->setObjectName(u"handPointsCheck"_qs);
    m_handPointsSpin->setObjectName(u"handPointsSpin"_qs);
    m_outCombo->setObjectName(u"outCombo"_qs);
    m_wildCheck->setObjectName(u"wildOnFinalTurnCheck"_qs);
    m_pumbaSpin->setObjectName(u"pumbaSpin"_qs);
    m_failedSpin->setObjectName(u"failedOpeningsSpin"_qs);
    m_totalLabel->setObjectName(u"playerTotal"_qs);
    m_sideLabel->setObjectName(u"sideLabel"_qs);

    // The same bounds as a game file (GAME-FORMAT.md "Limits"), so what is typed here always
    // exports and reads back.
    m_meldPointsSpin->setRange(0, InputLimits::MeldPoints);
    m_handPointsSpin->setRange(0, InputLimits::HandPoints);
    for (QSpinBox *spin : {m_meldPointsSpin, m_handPointsSpin}) {
        spin->setSingleStep(5);
        spin->setGroupSeparatorShown(true);
        spin->setMinimumWidth(90);
    }
    for (QSpinBox *spin : {m_pumbaSpin, m_failedSpin})
        spin->setRange(0, InputLimits::Penalties);
    m_handEdit->setClearButtonEnabled(true);
    m_handCardsLabel->setTextFormat(Qt::RichText);
    QFont bold = font();
    bold.setBold(true);
    m_handSummaryLabel->setFont(bold);
    QFont big = bold;
    big.setPointSizeF(bold.pointSizeF() * 1.15);
    m_totalLabel->setFont(big);
    m_totalLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_sideLabel->setTextFormat(Qt::PlainText);
    for (OutKind out : {OutKind::No, OutKind::Yes, OutKind::AllAtOnce})
        m_outCombo->addItem(QString(), QVariant::fromValue(int(out)));

    auto *meldsLayout = new QVBoxLayout(m_meldsGroup);
    meldsLayout->addLayout(m_rowsLayout);
    m_rowsLayout->setSpacing(2);
    auto *quickMelds = new QHBoxLayout;
    quickMelds->addWidget(m_addMeldButton);
    quickMelds->addStretch(1);
    quickMelds->addWidget(m_meldPointsCheck);
    quickMelds->addWidget(m_meldPointsSpin);
    meldsLayout->addLayout(quickMelds);

    auto *handLayout = new QGridLayout(m_handGroup);
    handLayout->addWidget(m_handEdit, 0, 0);
    auto *quickHand = new QHBoxLayout;
    quickHand->addWidget(m_handPointsCheck);
    quickHand->addWidget(m_handPointsSpin);
    handLayout->addLayout(quickHand, 0, 1);
    auto *handFeedback = new QHBoxLayout;
    handFeedback->addWidget(m_handCardsLabel, 1);
    handFeedback->addWidget(m_handSummaryLabel);
    handLayout->addLayout(handFeedback, 1, 0, 1, 2);
    handLayout->addWidget(m_handProblemLabel, 2, 0, 1, 2);
    handLayout->setColumnStretch(0, 1);

    // Going out on one line, the penalties on the next, the player's total at the right.
    auto *events = new QGridLayout;
    events->setHorizontalSpacing(8);
    m_outLabel->setBuddy(m_outCombo);
    m_pumbaLabel->setBuddy(m_pumbaSpin);
    m_failedLabel->setBuddy(m_failedSpin);
    auto *outLine = new QHBoxLayout;
    outLine->addWidget(m_outCombo);
    outLine->addSpacing(8);
    outLine->addWidget(m_wildCheck);
    outLine->addStretch(1);
    auto *penaltyLine = new QHBoxLayout;
    penaltyLine->addWidget(m_pumbaSpin);
    penaltyLine->addSpacing(16);
    penaltyLine->addWidget(m_failedLabel);
    penaltyLine->addWidget(m_failedSpin);
    penaltyLine->addStretch(1);
    events->addWidget(m_outLabel, 0, 0);
    events->addLayout(outLine, 0, 1);
    events->addWidget(m_pumbaLabel, 1, 0);
    events->addLayout(penaltyLine, 1, 1);
    events->addWidget(m_totalLabel, 0, 2, 2, 1, Qt::AlignRight | Qt::AlignVCenter);
    events->setColumnStretch(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(8);
    layout->addWidget(m_sideLabel);
    layout->addWidget(m_meldsGroup);
    layout->addWidget(m_handGroup);
    layout->addLayout(events);
    layout->addWidget(m_problemLabel);
    layout->addStretch(1);

    // Only the events this variant scores are asked for.
    const bool pumba = setup.rules.pumbaPenalty > 0;
    m_pumbaLabel->setVisible(pumba);
    m_pumbaSpin->setVisible(pumba);
    const bool failed = m_barbele || setup.rules.failedOpeningPenalty > 0;
    m_failedLabel->setVisible(failed);
    m_failedSpin->setVisible(failed);

    connect(m_addMeldButton, &QPushButton::clicked, this, [this] {
        ensureTrailingEmptyRow();
        focusNextMeld();
    });
    // Ticking a quick entry moves on to its number, ready to be typed over.
    connect(m_meldPointsCheck, &QCheckBox::toggled, this, [this](bool on) {
        updateQuickEntry();
        if (on && m_meldPointsCheck->hasFocus()) {
            m_meldPointsSpin->setFocus(Qt::TabFocusReason);
            m_meldPointsSpin->selectAll();
        }
        emit changed();
    });
    connect(m_handPointsCheck, &QCheckBox::toggled, this, [this](bool on) {
        updateQuickEntry();
        if (on && m_handPointsCheck->hasFocus()) {
            m_handPointsSpin->setFocus(Qt::TabFocusReason);
            m_handPointsSpin->selectAll();
        }
        emit changed();
    });
    for (QSpinBox *spin : {m_meldPointsSpin, m_handPointsSpin, m_pumbaSpin, m_failedSpin})
        connect(spin, &QSpinBox::valueChanged, this, &PlayerResultPanel::changed);
    connect(m_outCombo, &QComboBox::currentIndexChanged, this, [this] { updateWildCheck(); emit changed(); });
    connect(m_wildCheck, &QCheckBox::toggled, this, &PlayerResultPanel::changed);
    connect(m_handEdit, &QLineEdit::textChanged, this, [this] { refreshHand(); emit changed(); });
    watchCardField(m_handEdit);
    // The field switches notation after this panel has retranslated (children hear of a
    // language change after their parent).
    connect(m_handEdit, &CardLineEdit::notationChanged, this, [this] {
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

MeldRow *PlayerResultPanel::addRow()
{
    auto *row = new MeldRow(m_setup.rules, m_meldsGroup);
    row->setIndex(int(m_rows.size()));
    m_rows.append(row);
    m_rowsLayout->addWidget(row);
    // Shown now rather than on the next turn of the event loop, so Enter and Tab reach it at once.
    row->show();
    watchCardField(row->cardsEdit());
    watchCardField(row->rescuedEdit());
    connect(row, &MeldRow::changed, this, [this] {
        ensureTrailingEmptyRow();
        emit changed();
    });
    connect(row, &MeldRow::returnPressed, this, &PlayerResultPanel::onRowReturn);
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
    m_addMeldButton->setEnabled(m_rows.size() < InputLimits::MeldsPerPlayer
                                || m_rows.last()->isEmpty());
    m_addMeldButton->setToolTip(m_addMeldButton->isEnabled()
                                    ? QString()
                                    : tr("A player lays at most %1 melds in one hand.")
                                          .arg(InputLimits::MeldsPerPlayer));
}

void PlayerResultPanel::onRowReturn(MeldRow *row)
{
    const int index = int(m_rows.indexOf(row));
    if (index < 0)
        return;
    if (row->isEmpty() && index == m_rows.size() - 1) {
        // Enter on the empty last meld: the melds are done, go on to the cards in hand.
        if (m_handEdit->isEnabled())
            focusAndReveal(m_handEdit);
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
    if (m_meldPointsCheck->isChecked()) {
        focusAndReveal(m_meldPointsSpin);
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
    if (!m_meldPointsCheck->isChecked()) {
        for (MeldRow *row : m_rows) {
            if (row->isEmpty())
                return row->cardsEdit();
        }
    }
    return m_handEdit->isEnabled() ? m_handEdit : nullptr;
}

PlayerResult PlayerResultPanel::result() const
{
    PlayerResult r;
    if (m_meldPointsCheck->isChecked()) {
        r.meldPoints = m_meldPointsSpin->value();
    } else {
        for (MeldRow *row : m_rows) {
            // Empty rows are room for the next meld; unreadable ones are reported, not scored.
            if (!row->isEmpty() && row->parseError().isEmpty())
                r.melds.append(row->entry());
        }
    }
    if (m_handPointsCheck->isChecked())
        r.handPoints = m_handPointsSpin->value();
    else
        r.hand = m_handEdit->parse().cards;
    r.out = static_cast<OutKind>(m_outCombo->currentData().toInt());
    // Checked: a wild card was played on the going-out turn. Unchecked: judged from the
    // final-turn melds, unless the hand as loaded said explicitly that none was.
    if (m_wildCheck->isChecked())
        r.wildOnFinalTurn = true;
    else if (m_wildOnFinalTurn == false)
        r.wildOnFinalTurn = false;
    r.pumbaMissed = m_pumbaSpin->value();
    r.failedOpenings = m_failedSpin->value();
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
    m_meldPointsCheck->setChecked(result.meldPoints.has_value());
    setStored(m_meldPointsSpin, result.meldPoints.value_or(0));
    m_handEdit->setCards(result.hand);
    m_handPointsCheck->setChecked(result.handPoints.has_value());
    setStored(m_handPointsSpin, result.handPoints.value_or(0));
    m_outCombo->setCurrentIndex(m_outCombo->findData(int(result.out)));
    m_wildOnFinalTurn = result.wildOnFinalTurn;
    m_wildCheck->setChecked(result.wildOnFinalTurn == true);
    updateWildCheck();
    setStored(m_pumbaSpin, result.pumbaMissed);
    setStored(m_failedSpin, result.failedOpenings);
    // A count entered in a file stays visible even where this variant would not ask for it.
    if (result.pumbaMissed != 0) {
        m_pumbaLabel->show();
        m_pumbaSpin->show();
    }
    if (result.failedOpenings != 0) {
        m_failedLabel->show();
        m_failedSpin->show();
    }
    updateQuickEntry();
    refreshHand();
    updateTabOrder();
}

QString PlayerResultPanel::parseError() const
{
    if (!m_meldPointsCheck->isChecked()) {
        for (MeldRow *row : m_rows) {
            const QString error = row->parseError();
            if (!error.isEmpty())
                return tr("%1, meld %2: %3").arg(m_setup.players.value(m_seat)).arg(row->index() + 1).arg(error);
        }
    }
    if (!m_handPointsCheck->isChecked()) {
        const CardParseResult hand = m_handEdit->parse();
        if (!hand.ok)
            return tr("%1, cards in hand: %2").arg(m_setup.players.value(m_seat),
                                                   CardText::parseError(hand, m_handEdit->notation()));
    }
    return {};
}

void PlayerResultPanel::setProblems(const QStringList &playerProblems, const QHash<int, QString> &meldProblems)
{
    // Meld indices count the melds entered, which skip the empty rows.
    int meldIndex = 0;
    for (MeldRow *row : std::as_const(m_rows)) {
        const bool counted = !row->isEmpty() && row->parseError().isEmpty();
        row->setHandProblem(counted ? meldProblems.value(meldIndex) : QString());
        if (counted)
            ++meldIndex;
    }
    showProblem(m_problemLabel, playerProblems.join(u'\n'));
}

void PlayerResultPanel::setTotal(const QString &text)
{
    m_totalLabel->setText(text);
}

QList<QWidget *> PlayerResultPanel::focusChain() const
{
    QList<QWidget *> chain;
    for (MeldRow *row : m_rows)
        chain += row->focusChain();
    chain += {m_addMeldButton, m_meldPointsCheck, m_meldPointsSpin, m_handEdit, m_handPointsCheck,
              m_handPointsSpin, m_outCombo, m_wildCheck, m_pumbaSpin, m_failedSpin};
    return chain;
}

void PlayerResultPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        refreshHand();
    QWidget::changeEvent(event);
}

bool PlayerResultPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::MouseButtonPress) {
        if (auto *field = qobject_cast<CardLineEdit *>(watched))
            m_activeField = field;
    }
    if (watched == m_handEdit && (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut))
        refreshHand();   // a half-typed card becomes an error once the field is left
    return QWidget::eventFilter(watched, event);
}

void PlayerResultPanel::watchCardField(CardLineEdit *field)
{
    field->installEventFilter(this);
}

void PlayerResultPanel::updateQuickEntry()
{
    const bool meldPoints = m_meldPointsCheck->isChecked();
    for (MeldRow *row : std::as_const(m_rows))
        row->setEnabled(!meldPoints);
    m_addMeldButton->setEnabled(!meldPoints);
    m_meldPointsSpin->setEnabled(meldPoints);
    const bool handPoints = m_handPointsCheck->isChecked();
    m_handEdit->setEnabled(!handPoints);
    m_handPointsSpin->setEnabled(handPoints);
    refreshHand();
}

void PlayerResultPanel::updateWildCheck()
{
    // Only the final-turn doubling asks whether a wild card was played on that turn.
    const bool wentOut = static_cast<OutKind>(m_outCombo->currentData().toInt()) == OutKind::Yes;
    m_wildCheck->setVisible(m_setup.rules.multipliers && (wentOut || m_wildCheck->isChecked()));
}

void PlayerResultPanel::refreshHand()
{
    const QPalette pal = palette();
    m_handCardsLabel->clear();
    m_handSummaryLabel->clear();
    if (m_handPointsCheck->isChecked()) {
        showProblem(m_handProblemLabel, QString());
        return;
    }
    const CardParseResult parsed = m_handEdit->parse();
    if (!parsed.ok) {
        const bool typing = CardText::stillTyping(m_handEdit);
        if (typing) {
            const CardParseResult before = m_handEdit->parseBefore(parsed.errorOffset);
            m_handCardsLabel->setText(CardText::html(before.cards, pal));
        }
        showProblem(m_handProblemLabel, CardText::parseError(parsed, m_handEdit->notation()), typing);
        return;
    }
    showProblem(m_handProblemLabel, QString());
    if (parsed.cards.isEmpty())
        return;
    int points = 0;
    for (const Card &card : parsed.cards)
        points += MeldAnalyzer::faceValue(card, m_setup.rules);
    m_handCardsLabel->setText(CardText::html(parsed.cards, pal));
    m_handSummaryLabel->setText(tr("%1 points").arg(CoreText::signedNumber(-points)));
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
    const CardNotation &notation = m_handEdit->notation();
    m_handEdit->setPlaceholderText(tr("Cards left in hand, e.g. %1 — empty if none")
                                       .arg(notation.exampleHand()));
    m_handEdit->setToolTip(CardText::suitLettersHint(notation));
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
        sideText = tr("%1 — barbelé: the opening must reach %2").arg(sideText, CoreText::number(m_setup.rules.barbeleOpening));
    m_sideLabel->setText(sideText);

    m_meldsGroup->setTitle(tr("&Melds"));
    m_addMeldButton->setText(tr("&Add meld"));
    m_addMeldButton->setToolTip(tr("Start a new meld (Enter in a meld field does the same)"));
    m_meldPointsCheck->setText(tr("Meld points as a number:"));
    m_meldPointsCheck->setToolTip(tr("Quick entry: the points on the table as one number; no premium "
                                     "or check can be applied"));
    m_handGroup->setTitle(tr("Cards left in &hand"));
    updateHandHints();
    m_handPointsCheck->setText(tr("Hand points as a number:"));
    m_handPointsCheck->setToolTip(tr("Quick entry: the value of the cards left in hand as one number"));
    m_outLabel->setText(tr("W&ent out:"));
    for (int i = 0; i < m_outCombo->count(); ++i)
        m_outCombo->setItemText(i, CoreText::outName(static_cast<OutKind>(m_outCombo->itemData(i).toInt())));
    m_outCombo->setToolTip(tr("Only one player can go out; “all at once” is laying every card in one "
                              "turn having melded nothing before"));
    m_wildCheck->setText(tr("a &wild card was played on that turn"));
    m_wildCheck->setToolTip(tr("Check it when a wild card was laid off on an existing meld on the "
                               "going-out turn: the melds of that turn are then not doubled. A wild "
                               "card inside a meld marked “final turn” is seen without it."));
    m_pumbaLabel->setText(tr("&Pumba not announced:"));
    m_failedLabel->setText(tr("&Failed barbelé openings:"));
    refreshHand();
}

} // namespace pinaculo
