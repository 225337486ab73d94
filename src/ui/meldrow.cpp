#include "meldrow.h"

#include "cardlineedit.h"
#include "cardtext.h"
#include "coretext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace pinaculo {

MeldRow::MeldRow(const Rules &rules, QWidget *parent)
    : QWidget(parent),
      m_rules(rules),
      m_numberLabel(new QLabel(this)),
      m_cardsEdit(new CardLineEdit(this)),
      m_laidCombo(new QComboBox(this)),
      m_finalTurnCheck(new QCheckBox(this)),
      m_openingCheck(new QCheckBox(this)),
      m_rescuedLabel(new QLabel(this)),
      m_rescuedEdit(new CardLineEdit(this)),
      m_removeButton(new QToolButton(this)),
      m_cardsLabel(new QLabel(this)),
      m_summaryLabel(new QLabel(this)),
      m_problemLabel(new QLabel(this))
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 2, 0, 4);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(2);

    m_numberLabel->setMinimumWidth(m_numberLabel->fontMetrics().horizontalAdvance(u"00."_qs));
    m_numberLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_cardsEdit->setClearButtonEnabled(true);
    m_cardsEdit->setMinimumWidth(180);
    m_rescuedEdit->setMaximumWidth(90);
    m_rescuedLabel->setBuddy(m_rescuedEdit);
    m_removeButton->setText(u"✕"_qs);
    m_removeButton->setAutoRaise(true);
    // The remove button stays out of the tab chain: a slip of Space would delete a meld.
    m_removeButton->setFocusPolicy(Qt::NoFocus);
    m_cardsLabel->setTextFormat(Qt::RichText);
    m_summaryLabel->setTextFormat(Qt::PlainText);
    m_summaryLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QFont bold = m_summaryLabel->font();
    bold.setBold(true);
    m_summaryLabel->setFont(bold);
    m_problemLabel->setWordWrap(true);
    m_problemLabel->setTextFormat(Qt::PlainText);

    auto *flags = new QHBoxLayout;
    flags->setSpacing(8);
    flags->addWidget(m_laidCombo);
    flags->addWidget(m_finalTurnCheck);
    flags->addWidget(m_openingCheck);
    flags->addWidget(m_rescuedLabel);
    flags->addWidget(m_rescuedEdit);
    flags->addWidget(m_removeButton);

    grid->addWidget(m_numberLabel, 0, 0);
    grid->addWidget(m_cardsEdit, 0, 1);
    grid->addLayout(flags, 0, 2);
    auto *feedback = new QHBoxLayout;
    feedback->addWidget(m_cardsLabel, 1);
    feedback->addWidget(m_summaryLabel);
    grid->addLayout(feedback, 1, 1, 1, 2);
    grid->addWidget(m_problemLabel, 2, 1, 1, 2);
    grid->setColumnStretch(1, 1);

    // Flags that a variant cannot use are hidden rather than left to confuse.
    m_openingCheck->setVisible(m_rules.barbeleThreshold > 0);
    m_rescuedLabel->setVisible(m_rules.rescueAllowed);
    m_rescuedEdit->setVisible(m_rules.rescueAllowed);

    for (Laid laid : {Laid::OverTurns, Laid::OneTurn, Laid::FromDeal})
        m_laidCombo->addItem(QString(), QVariant::fromValue(int(laid)));

    connect(m_cardsEdit, &QLineEdit::textChanged, this, [this] { refresh(); emit changed(); });
    connect(m_rescuedEdit, &QLineEdit::textChanged, this, [this] { refresh(); emit changed(); });
    connect(m_laidCombo, &QComboBox::currentIndexChanged, this, [this] { refresh(); emit changed(); });
    connect(m_finalTurnCheck, &QCheckBox::toggled, this, [this] { emit changed(); });
    connect(m_openingCheck, &QCheckBox::toggled, this, [this] { emit changed(); });
    m_cardsEdit->installEventFilter(this);
    m_rescuedEdit->installEventFilter(this);
    connect(m_cardsEdit, &QLineEdit::returnPressed, this, [this] { emit returnPressed(this); });
    connect(m_rescuedEdit, &QLineEdit::returnPressed, this, [this] { emit returnPressed(this); });
    connect(m_removeButton, &QToolButton::clicked, this, [this] { emit removeRequested(this); });
    // A field switches notation after this row has retranslated (children hear of a language
    // change after their parent): its hints and any error message follow it then.
    for (CardLineEdit *field : {m_cardsEdit, m_rescuedEdit}) {
        connect(field, &CardLineEdit::notationChanged, this, [this] {
            updateCardHints();
            refresh();
            emit changed();
        });
    }

    setIndex(0);
    retranslate();
}

void MeldRow::setIndex(int index)
{
    m_index = index;
    const QString suffix = u'_' + QString::number(index);
    setObjectName(u"meldRow"_qs + suffix);
    m_cardsEdit->setObjectName(u"meldCards"_qs + suffix);
    m_laidCombo->setObjectName(u"meldLaid"_qs + suffix);
    m_finalTurnCheck->setObjectName(u"meldFinalTurn"_qs + suffix);
    m_openingCheck->setObjectName(u"meldOpening"_qs + suffix);
    m_rescuedEdit->setObjectName(u"meldRescued"_qs + suffix);
    m_removeButton->setObjectName(u"meldRemove"_qs + suffix);
    m_summaryLabel->setObjectName(u"meldSummary"_qs + suffix);
    m_problemLabel->setObjectName(u"meldProblem"_qs + suffix);
    m_numberLabel->setText(tr("%1.").arg(index + 1));
}

MeldEntry MeldRow::entry() const
{
    MeldEntry meld;
    meld.cards = m_cardsEdit->parse().cards;
    if (m_rules.rescueAllowed || !m_rescuedEdit->text().trimmed().isEmpty())
        meld.rescued = m_rescuedEdit->parse().cards;
    meld.laid = static_cast<Laid>(m_laidCombo->currentData().toInt());
    meld.finalTurn = m_finalTurnCheck->isChecked();
    meld.opening = m_openingCheck->isChecked();
    return meld;
}

void MeldRow::setEntry(const MeldEntry &entry)
{
    const QSignalBlocker blockCards(m_cardsEdit);
    const QSignalBlocker blockRescued(m_rescuedEdit);
    const QSignalBlocker blockLaid(m_laidCombo);
    const QSignalBlocker blockFinal(m_finalTurnCheck);
    const QSignalBlocker blockOpening(m_openingCheck);
    m_cardsEdit->setCards(entry.cards);
    m_rescuedEdit->setCards(entry.rescued);
    m_laidCombo->setCurrentIndex(m_laidCombo->findData(int(entry.laid)));
    m_finalTurnCheck->setChecked(entry.finalTurn);
    m_openingCheck->setChecked(entry.opening);
    // A flag set in a file stays visible even where the variant would hide it.
    if (!entry.rescued.isEmpty()) {
        m_rescuedLabel->show();
        m_rescuedEdit->show();
    }
    if (entry.opening)
        m_openingCheck->show();
    refresh();
}

bool MeldRow::isEmpty() const
{
    return m_cardsEdit->text().trimmed().isEmpty() && m_rescuedEdit->text().trimmed().isEmpty();
}

QString MeldRow::parseError() const
{
    const CardParseResult cards = m_cardsEdit->parse();
    if (!cards.ok)
        return CardText::parseError(cards, m_cardsEdit->notation());
    const CardParseResult rescued = m_rescuedEdit->parse();
    if (!rescued.ok)
        return tr("Rescued cards: %1").arg(CardText::parseError(rescued, m_rescuedEdit->notation()));
    return {};
}

void MeldRow::setHandProblem(const QString &problem)
{
    if (m_handProblem == problem)
        return;
    m_handProblem = problem;
    refresh();
}

QList<QWidget *> MeldRow::focusChain() const
{
    // Hidden fields stay in the chain: Tab skips them, and they are in place if shown later.
    return {m_cardsEdit, m_laidCombo, m_finalTurnCheck, m_openingCheck, m_rescuedEdit};
}

void MeldRow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        refresh();
    QWidget::changeEvent(event);
}

void MeldRow::retranslate()
{
    updateCardHints();
    for (int i = 0; i < m_laidCombo->count(); ++i)
        m_laidCombo->setItemText(i, CoreText::laidName(static_cast<Laid>(m_laidCombo->itemData(i).toInt())));
    m_laidCombo->setToolTip(tr("How the cards of this meld reached the table (matters for pináculos)"));
    m_finalTurnCheck->setText(tr("final turn"));
    m_finalTurnCheck->setToolTip(tr("Laid as a new meld on the turn its owner went out"));
    m_openingCheck->setText(tr("opening"));
    m_openingCheck->setToolTip(tr("Part of the side's first melding turn of the hand (barbelé check)"));
    m_rescuedLabel->setText(tr("rescued:"));
    m_rescuedEdit->setPlaceholderText(tr("wilds"));
    m_removeButton->setToolTip(tr("Remove this meld"));
    setIndex(m_index);
    refresh();
}

void MeldRow::updateCardHints()
{
    const CardNotation &cards = m_cardsEdit->notation();
    m_cardsEdit->setPlaceholderText(tr("Cards of the meld, e.g. %1 — Enter for the next meld")
                                        .arg(cards.exampleMeld()));
    m_cardsEdit->setToolTip(tr("Type rank then suit (%1, or %2 for a joker), separated by spaces, "
                               "or click the cards below. Enter adds the next meld.")
                                .arg(cards.exampleCards(), cards.jokerText())
                            + u'\n' + CardText::suitLettersHint(cards));
    const CardNotation &rescued = m_rescuedEdit->notation();
    m_rescuedEdit->setToolTip(tr("Wild cards rescued from this meld and kept at its end, e.g. %1")
                                  .arg(rescued.exampleWilds())
                              + u'\n' + CardText::suitLettersHint(rescued));
}

bool MeldRow::eventFilter(QObject *watched, QEvent *event)
{
    // Leaving a field with a half-typed card turns the gentle hint into an error.
    if (event->type() == QEvent::FocusOut || event->type() == QEvent::FocusIn)
        refresh();
    return QWidget::eventFilter(watched, event);
}

void MeldRow::refresh()
{
    const QPalette pal = palette();
    const QString error = parseError();
    QString problem;
    bool typing = false;
    m_cardsLabel->clear();
    m_summaryLabel->clear();
    m_summaryLabel->setToolTip(QString());
    if (!error.isEmpty()) {
        problem = error;
        const CardParseResult cards = m_cardsEdit->parse();
        typing = !cards.ok ? CardText::stillTyping(m_cardsEdit) : CardText::stillTyping(m_rescuedEdit);
        if (!cards.ok && typing) {
            // The cards so far, so the row does not flicker while a card is being typed.
            const CardParseResult before = m_cardsEdit->parseBefore(cards.errorOffset);
            m_cardsLabel->setText(CardText::html(before.cards, pal));
        }
    } else if (!isEmpty()) {
        const MeldEntry meld = entry();
        QString cardsHtml = CardText::html(meld.cards, pal);
        if (!meld.rescued.isEmpty())
            cardsHtml = tr("%1 &nbsp;— rescued: %2").arg(cardsHtml, CardText::html(meld.rescued, pal));
        m_cardsLabel->setText(cardsHtml);
        if (meld.cards.isEmpty()) {
            problem = tr("this meld has rescued cards but no cards of its own");
        } else {
            const MeldAnalysis analysis = MeldAnalyzer::analyze(meld.cards, m_rules, meld.laid, meld.rescued);
            if (!analysis.valid) {
                problem = CoreText::meldProblem(analysis.problem);
            } else {
                const QString points = tr("%1 points").arg(CoreText::number(analysis.points()));
                m_summaryLabel->setText(analysis.premium == Premium::None
                    ? tr("%1 · %2").arg(CoreText::shapeName(analysis.shape), points)
                    : tr("%1 · %2 · %3").arg(CoreText::shapeName(analysis.shape),
                                             CoreText::premiumName(analysis.premium), points));
                m_summaryLabel->setToolTip(CoreText::meldArithmetic(meld.cards, analysis, m_rules, meld.rescued));
            }
        }
    }
    if (problem.isEmpty())
        problem = m_handProblem;
    m_problemLabel->setText(problem);
    m_problemLabel->setVisible(!problem.isEmpty());
    QPalette problemPalette = m_problemLabel->palette();
    problemPalette.setColor(QPalette::WindowText,
                            typing ? pal.color(QPalette::PlaceholderText) : CardText::redColor(pal));
    m_problemLabel->setPalette(problemPalette);
}

} // namespace pinaculo
