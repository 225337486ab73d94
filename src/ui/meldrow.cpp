#include "meldrow.h"
#include "keynames.h"
#include "ui_meldrow.h"

#include "cardlineedit.h"
#include "cardtext.h"
#include "coretext.h"
#include "meldproblemtext.h"

#include <QEvent>
#include <QKeySequence>

namespace pinaculo {

MeldRow::MeldRow(const Rules &rules, const ScoringInputs &inputs, QWidget *parent)
    : QWidget(parent)
    , ui(std::make_unique<Ui::MeldRow>())
    , m_rules(rules)
    , m_inputs(inputs)
{
    ui->setupUi(this);
    // Room for two digits, so the fields of every row line up.
    ui->numberLabel->setMinimumWidth(
        ui->numberLabel->fontMetrics().horizontalAdvance(QStringLiteral("00.")));

    // Flags that cannot change this player's score are hidden (and so out of the Tab order)
    // rather than left to confuse.
    ui->laidCombo->setVisible(m_inputs.laid);
    ui->finalTurnCheck->setVisible(m_inputs.finalTurn);
    ui->openingCheck->setVisible(m_inputs.opening);
    ui->rescuedLabel->setVisible(m_inputs.rescued);
    ui->rescuedEdit->setVisible(m_inputs.rescued);

    for (Laid laid : {Laid::OverTurns, Laid::OneTurn, Laid::FromDeal})
        ui->laidCombo->addItem(QString(), QVariant::fromValue(int(laid)));

    connect(ui->cardsEdit, &QLineEdit::textChanged, this, [this] {
        refresh();
        emit changed();
    });
    connect(ui->rescuedEdit, &QLineEdit::textChanged, this, [this] {
        refresh();
        emit changed();
    });
    connect(ui->laidCombo, &QComboBox::currentIndexChanged, this, [this] {
        refresh();
        emit changed();
    });
    connect(ui->finalTurnCheck, &QCheckBox::toggled, this, [this] { emit changed(); });
    connect(ui->openingCheck, &QCheckBox::toggled, this, [this] { emit changed(); });
    ui->cardsEdit->installEventFilter(this);
    ui->rescuedEdit->installEventFilter(this);
    connect(ui->removeButton, &QToolButton::clicked, this, [this] { emit removeRequested(this); });
    // A field switches notation after this row has retranslated (children hear of a language
    // change after their parent): its hints and any error message follow it then.
    for (CardLineEdit *field : {ui->cardsEdit, ui->rescuedEdit}) {
        connect(field, &CardLineEdit::notationChanged, this, [this] {
            updateCardHints();
            refresh();
            emit changed();
        });
    }

    setIndex(0);
    retranslate();
}

MeldRow::~MeldRow() = default;

CardLineEdit *MeldRow::cardsEdit() const
{
    return ui->cardsEdit;
}

CardLineEdit *MeldRow::rescuedEdit() const
{
    return ui->rescuedEdit;
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
    ui->rescuedEdit->setObjectName(QStringLiteral("meldRescued") + suffix);
    ui->removeButton->setObjectName(QStringLiteral("meldRemove") + suffix);
    ui->summaryLabel->setObjectName(QStringLiteral("meldSummary") + suffix);
    ui->problemLabel->setObjectName(QStringLiteral("meldProblem") + suffix);
    ui->numberLabel->setText(tr("%1.").arg(index + 1));
}

MeldEntry MeldRow::entry() const
{
    MeldEntry meld;
    meld.cards = ui->cardsEdit->parse().cards;
    if (m_inputs.rescued || !ui->rescuedEdit->text().trimmed().isEmpty())
        meld.rescued = ui->rescuedEdit->parse().cards;
    meld.laid = static_cast<Laid>(ui->laidCombo->currentData().toInt());
    meld.finalTurn = ui->finalTurnCheck->isChecked();
    meld.opening = ui->openingCheck->isChecked();
    return meld;
}

void MeldRow::setEntry(const MeldEntry &entry)
{
    const QSignalBlocker blockCards(ui->cardsEdit);
    const QSignalBlocker blockRescued(ui->rescuedEdit);
    const QSignalBlocker blockLaid(ui->laidCombo);
    const QSignalBlocker blockFinal(ui->finalTurnCheck);
    const QSignalBlocker blockOpening(ui->openingCheck);
    ui->cardsEdit->setCards(entry.cards);
    ui->rescuedEdit->setCards(entry.rescued);
    ui->laidCombo->setCurrentIndex(ui->laidCombo->findData(int(entry.laid)));
    ui->finalTurnCheck->setChecked(entry.finalTurn);
    ui->openingCheck->setChecked(entry.opening);
    // A flag set in a file stays visible even where the variant would hide it.
    if (!entry.rescued.isEmpty()) {
        ui->rescuedLabel->show();
        ui->rescuedEdit->show();
    }
    if (entry.opening)
        ui->openingCheck->show();
    if (entry.finalTurn)
        ui->finalTurnCheck->show();
    if (entry.laid != Laid::OverTurns)
        ui->laidCombo->show();
    refresh();
}

bool MeldRow::isEmpty() const
{
    return ui->cardsEdit->text().trimmed().isEmpty() && ui->rescuedEdit->text().trimmed().isEmpty();
}

QString MeldRow::parseError() const
{
    const CardParseResult cards = ui->cardsEdit->parse();
    if (!cards.ok)
        return CardText::parseError(cards, ui->cardsEdit->notation());
    const CardParseResult rescued = ui->rescuedEdit->parse();
    if (!rescued.ok)
        return tr("Rescued cards: %1")
            .arg(CardText::parseError(rescued, ui->rescuedEdit->notation()));
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
    // The remove button takes no focus (see the form): a slip of Space would delete a meld.
    return {ui->cardsEdit, ui->laidCombo, ui->finalTurnCheck, ui->openingCheck, ui->rescuedEdit};
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
    // The key as the keycaps of the language read it (Intro, Invio).
    const QString enter = KeyNames::text(Qt::Key_Enter);
    ui->cardsEdit->setPlaceholderText(
        tr("Cards of the meld, e.g. %1 — %2 for the next meld").arg(cards.exampleMeld(), enter));
    ui->cardsEdit->setToolTip(
        tr("Type rank then suit (%1, or %2 for a joker), separated by spaces, "
           "or click the cards below. %3 adds the next meld. A number alone is the points of "
           "all the player's melds.")
            .arg(cards.exampleCards(), cards.jokerText(), enter)
        + u'\n' + CardText::suitLettersHint(cards));
    const CardNotation &rescued = ui->rescuedEdit->notation();
    ui->rescuedEdit->setToolTip(tr("Wild cards rescued from this meld and kept at its end, e.g. %1")
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
    ui->cardsLabel->clear();
    ui->summaryLabel->clear();
    ui->summaryLabel->setToolTip(QString());
    if (!error.isEmpty()) {
        problem = error;
        const CardParseResult cards = ui->cardsEdit->parse();
        typing = !cards.ok ? ui->cardsEdit->stillTyping() : ui->rescuedEdit->stillTyping();
        if (!cards.ok && typing) {
            // The cards so far, so the row does not flicker while a card is being typed.
            const CardParseResult before = ui->cardsEdit->parseBefore(cards.errorOffset);
            ui->cardsLabel->setText(CardText::html(before.cards, pal));
        }
    } else if (!isEmpty()) {
        const MeldEntry meld = entry();
        QString cardsHtml = CardText::html(meld.cards, pal);
        if (!meld.rescued.isEmpty())
            cardsHtml
                = tr("%1 &nbsp;— rescued: %2").arg(cardsHtml, CardText::html(meld.rescued, pal));
        ui->cardsLabel->setText(cardsHtml);
        if (meld.cards.isEmpty()) {
            problem = tr("this meld has rescued cards but no cards of its own");
        } else {
            const MeldAnalysis analysis
                = MeldAnalyzer::analyze(meld.cards, m_rules, meld.laid, meld.rescued);
            if (!analysis.valid) {
                problem = MeldProblemText::text(analysis.problem);
            } else {
                // The count picks the word's number; %1 is the number grouped as the table writes it.
                const QString points = tr("%1 point(s)", nullptr, analysis.points())
                                           .arg(CoreText::number(analysis.points()));
                ui->summaryLabel->setText(
                    analysis.premium == Premium::None
                        ? tr("%1 · %2").arg(CoreText::shapeName(analysis), points)
                        : tr("%1 · %2 · %3")
                              .arg(CoreText::shapeName(analysis),
                                   CoreText::premiumName(analysis.premium), points));
                ui->summaryLabel->setToolTip(
                    CoreText::meldArithmetic(meld.cards, analysis, m_rules, meld.rescued));
            }
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
