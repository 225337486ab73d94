#include "handentry/meldrow.h"
#include "common/keynames.h"
#include "ui_meldrow.h"

#include "cards/meldlineedit.h"
#include "cards/cardtext.h"
#include "coretext.h"
#include "meldcheck.h"
#include "meldproblemtext.h"

#include <QEvent>
#include <QKeySequence>

namespace pinaculo {

MeldRow::MeldRow(const Rules &rules, const ScoringInputs &inputs, QWidget *parent)
    : QWidget(parent)
    , ui(std::make_unique<Ui::MeldRow>())
    , m_rules(rules)
{
    ui->setupUi(this);
    // Room for two digits, so the fields of every row line up.
    ui->numberLabel->setMinimumWidth(
        ui->numberLabel->fontMetrics().horizontalAdvance(QStringLiteral("00.")));

    // Flags that cannot change this player's score are hidden (and so out of the Tab order)
    // rather than left to confuse, and their marks refused in the text.
    offer(inputs);

    for (Laid laid : {Laid::OverTurns, Laid::OneTurn, Laid::FromDeal})
        ui->laidCombo->addItem(QString(), QVariant::fromValue(int(laid)));

    connect(ui->cardsEdit, &QLineEdit::textChanged, this, [this] {
        showMarksOfText();
        refresh();
        emit changed();
    });
    // A box clicked writes its mark into the text, whose change then refreshes the row.
    connect(ui->laidCombo, &QComboBox::currentIndexChanged, this, &MeldRow::writeMarksOfBoxes);
    connect(ui->finalTurnCheck, &QCheckBox::toggled, this, &MeldRow::writeMarksOfBoxes);
    connect(ui->openingCheck, &QCheckBox::toggled, this, &MeldRow::writeMarksOfBoxes);
    ui->cardsEdit->installEventFilter(this);
    connect(ui->removeButton, &QToolButton::clicked, this, [this] { emit removeRequested(this); });
    // The field switches notation after this row has retranslated (children hear of a language
    // change after their parent): its hints and any error message follow it then.
    connect(ui->cardsEdit, &CardLineEdit::notationChanged, this, [this] {
        updateCardHints();
        refresh();
        emit changed();
    });

    setIndex(0);
    retranslate();
}

MeldRow::~MeldRow() = default;

CardLineEdit *MeldRow::cardsEdit() const
{
    return ui->cardsEdit;
}

void MeldRow::offer(const ScoringInputs &inputs)
{
    m_inputs = inputs;
    ui->laidCombo->setVisible(inputs.laid);
    ui->finalTurnCheck->setVisible(inputs.finalTurn);
    ui->openingCheck->setVisible(inputs.opening);
    ui->cardsEdit->setScored(inputs);
    updateCardHints(); // they name what the row offers
}

void MeldRow::setIndex(int index)
{
    m_index = index;
    const QString suffix = u'_' + QString::number(index);
    setObjectName(QStringLiteral("meldRow") + suffix);
    ui->cardsEdit->setObjectName(QStringLiteral("meldCards") + suffix);
    ui->laidCombo->setObjectName(QStringLiteral("meldLaid") + suffix);
    ui->finalTurnCheck->setObjectName(QStringLiteral("meldFinalTurn") + suffix);
    ui->openingCheck->setObjectName(QStringLiteral("meldOpening") + suffix);
    ui->removeButton->setObjectName(QStringLiteral("meldRemove") + suffix);
    ui->summaryLabel->setObjectName(QStringLiteral("meldSummary") + suffix);
    ui->problemLabel->setObjectName(QStringLiteral("meldProblem") + suffix);
    ui->numberLabel->setText(tr("%1.").arg(index + 1));
}

MeldEntry MeldRow::entry() const
{
    return ui->cardsEdit->readMeld().entry();
}

void MeldRow::setEntry(const MeldEntry &entry)
{
    // A flag set in a file stays visible, and its mark readable, even where the variant would
    // hide it.
    ScoringInputs offered = m_inputs;
    offered.rescued = offered.rescued || !entry.rescued.isEmpty();
    offered.laid = offered.laid || entry.laid != Laid::OverTurns;
    offered.finalTurn = offered.finalTurn || entry.finalTurn;
    offered.opening = offered.opening || entry.opening;
    offer(offered);
    {
        const QSignalBlocker blockCards(ui->cardsEdit);
        ui->cardsEdit->setEntry(entry);
        showMarksOfText();
    }
    refresh();
}

void MeldRow::showMarksOfText()
{
    const MeldTextResult read = ui->cardsEdit->readMeld();
    if (!read.marksRead)
        return; // marks that do not read leave the boxes as they were, and say why
    const QSignalBlocker blockLaid(ui->laidCombo);
    const QSignalBlocker blockFinal(ui->finalTurnCheck);
    const QSignalBlocker blockOpening(ui->openingCheck);
    ui->laidCombo->setCurrentIndex(ui->laidCombo->findData(int(read.laid)));
    ui->finalTurnCheck->setChecked(read.finalTurn);
    ui->openingCheck->setChecked(read.opening);
}

void MeldRow::writeMarksOfBoxes()
{
    // The text changes, and with it the row; the boxes already say what the text now does.
    ui->cardsEdit->setMarks(static_cast<Laid>(ui->laidCombo->currentData().toInt()),
                            ui->finalTurnCheck->isChecked(), ui->openingCheck->isChecked());
}

bool MeldRow::isEmpty() const
{
    return ui->cardsEdit->text().trimmed().isEmpty();
}

QString MeldRow::parseError() const
{
    return MeldText::message(ui->cardsEdit->readMeld(), ui->cardsEdit->notation());
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
    // The remove button takes no focus (see the form): a slip of Space would delete a meld.
    return {ui->cardsEdit, ui->laidCombo, ui->finalTurnCheck, ui->openingCheck};
}

void MeldRow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        refresh();
    }
    QWidget::changeEvent(event);
}

void MeldRow::retranslate()
{
    // The form's own texts are set by retranslateUi(); these are built from the rules and notation.
    updateCardHints();
    for (int i = 0; i < ui->laidCombo->count(); ++i)
        ui->laidCombo->setItemText(
            i, CoreText::laidName(static_cast<Laid>(ui->laidCombo->itemData(i).toInt())));
    setIndex(m_index);
    refresh();
}

void MeldRow::updateCardHints()
{
    const CardNotation &cards = ui->cardsEdit->notation();
    const auto letters
        = [&cards](const Card &card) { return cards.format(card, CardNotation::Style::Letters); };
    // The key as the keycaps of the language read it (Intro, Invio).
    const QString enter = KeyNames::text(Qt::Key_Enter);
    // A second example shows what else this row takes: a set by its count where sets are
    // melded, the rescued cards and the first mark it offers.
    QString example = m_rules.setsAllowed ? cards.exampleCountedSet() : cards.exampleRun();
    if (m_inputs.rescued)
        example += QStringLiteral(" / ") + letters(Card::joker());
    if (m_inputs.finalTurn)
        example += u' ' + QString(MeldText::FinalTurnMark);
    else if (m_inputs.opening)
        example += u' ' + QString(MeldText::OpeningMark);
    ui->cardsEdit->setPlaceholderText(tr("Cards of the meld, e.g. %1 or %2 — %3 for the next meld")
                                          .arg(cards.exampleMeld(), example, enter));

    QStringList lines {
        tr("Type rank then suit (%1, or %2 for a joker), separated by spaces, "
           "or click the cards below. %3 adds the next meld. A number alone is the points of "
           "all the player's melds.")
            .arg(cards.exampleCards(), cards.jokerText(), enter),
        CardText::suitLettersHint(cards)};
    if (m_rules.setsAllowed)
        lines.append(tr("A set whose suits were not noted: its count, x and its rank, then its "
                        "wild cards, as in %1.")
                         .arg(cards.exampleCountedSet()));
    if (m_inputs.rescued)
        lines.append(tr("After the cards, / and the wild cards rescued from the meld, as in %1.")
                         .arg(cards.exampleRun() + u' ' + letters(Card::joker())
                              + QStringLiteral(" / ") + letters(Card {Rank::Two, Suit::Clubs})));
    QStringList marks;
    if (m_inputs.laid)
        marks.append(tr("! laid in one turn, !! laid from the dealt hand"));
    if (m_inputs.finalTurn)
        marks.append(tr("+ laid on the final turn"));
    if (m_inputs.opening)
        marks.append(tr("= part of the opening"));
    if (!marks.isEmpty())
        lines.append(tr("At the end, the marks the boxes beside also set: %1.")
                         .arg(marks.join(QStringLiteral("; "))));
    ui->cardsEdit->setToolTip(lines.join(u'\n'));
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
    const MeldTextResult read = ui->cardsEdit->readMeld();
    QString problem;
    bool typing = false;
    ui->cardsLabel->clear();
    ui->summaryLabel->clear();
    ui->summaryLabel->setToolTip(QString());
    if (!read.ok) {
        problem = MeldText::message(read, ui->cardsEdit->notation());
        // A card or a slash being typed at the end is a hint; a mark refused is not.
        const bool cardsBeingTyped = read.problem == MeldTextProblem::Cards
            || read.problem == MeldTextProblem::RescuedCards
            || read.problem == MeldTextProblem::NoRescued;
        typing = cardsBeingTyped && ui->cardsEdit->stillTyping();
        if (typing && read.problem == MeldTextProblem::Cards) {
            // The cards so far, so the row does not flicker while a card is being typed.
            const CardParseResult before = ui->cardsEdit->parseBefore(read.errorOffset);
            ui->cardsLabel->setText(CardText::html(before.cards, pal));
        }
    } else if (!isEmpty()) {
        const MeldEntry meld = read.entry();
        QString cardsHtml = CardText::html(meld.cards, pal);
        if (!meld.rescued.isEmpty())
            cardsHtml
                = tr("%1 &nbsp;— rescued: %2").arg(cardsHtml, CardText::html(meld.rescued, pal));
        ui->cardsLabel->setText(cardsHtml);
        // Judged by the owner HandValidator asks of each meld of the hand, so the two agree.
        const MeldCheck::Verdict verdict = MeldCheck::judge(meld, m_rules);
        const MeldAnalysis &analysis = verdict.analysis;
        if (verdict.problem == HandProblem::Code::EmptyMeld) {
            problem = meld.rescued.isEmpty()
                ? tr("this meld has marks but no cards: type its cards before the marks")
                : tr("this meld has rescued cards but no cards of its own");
        } else if (verdict.problem) {
            problem = MeldProblemText::text(analysis.problem, ui->cardsEdit->notation());
        } else {
            // The count picks the word's number; %1 is the number grouped as the table writes it.
            const QString points = tr("%1 point(s)", nullptr, analysis.points())
                                       .arg(CoreText::number(analysis.points()));
            ui->summaryLabel->setText(analysis.premium == Premium::None
                                          ? tr("%1 · %2").arg(CoreText::shapeName(analysis), points)
                                          : tr("%1 · %2 · %3")
                                                .arg(CoreText::shapeName(analysis),
                                                     CoreText::premiumName(analysis.premium),
                                                     points));
            ui->summaryLabel->setToolTip(
                CoreText::meldArithmetic(meld.cards, analysis, m_rules, meld.rescued));
        }
    }
    if (problem.isEmpty())
        problem = m_handProblem;
    ui->problemLabel->setText(problem);
    ui->problemLabel->setVisible(!problem.isEmpty());
    QPalette problemPalette = ui->problemLabel->palette();
    problemPalette.setColor(QPalette::WindowText,
                            typing ? pal.color(QPalette::PlaceholderText)
                                   : CardText::redColor(pal));
    ui->problemLabel->setPalette(problemPalette);
}

} // namespace pinaculo
