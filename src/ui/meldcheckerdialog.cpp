#include "meldcheckerdialog.h"
#include "ui_meldcheckerdialog.h"

#include "cardlineedit.h"
#include "cardpicker.h"
#include "cardtext.h"
#include "coretext.h"
#include "meldanalysis.h"
#include "rules.h"

#include <QEvent>
#include <QPushButton>

namespace pinaculo {

MeldCheckerDialog::MeldCheckerDialog(Variant variant, QWidget *parent)
    : QDialog(parent),
      m_ui(std::make_unique<Ui::MeldCheckerDialog>()),
      m_picker(new CardPicker)
{
    m_ui->setupUi(this);
    m_ui->cardPickerLayout->addWidget(m_picker);
    for (Variant v : {Variant::Pinaculo, Variant::Pinacle, Variant::Pinnacola})
        m_ui->variantCombo->addItem(QString(), int(v));
    m_ui->variantCombo->setCurrentIndex(m_ui->variantCombo->findData(int(variant)));
    for (Laid laid : {Laid::OverTurns, Laid::OneTurn, Laid::FromDeal})
        m_ui->laidCombo->addItem(QString(), int(laid));
    m_ui->cardsEdit->setClearButtonEnabled(true);
    m_ui->rescuedEdit->setClearButtonEnabled(true);
    QFont big = m_ui->verdictLabel->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_ui->verdictLabel->setFont(big);
    QFont bold = m_ui->pointsValue->font();
    bold.setBold(true);
    m_ui->pointsValue->setFont(bold);
    m_ui->cardsEdit->installEventFilter(this);
    m_ui->rescuedEdit->installEventFilter(this);

    connect(m_ui->variantCombo, &QComboBox::currentIndexChanged, this, &MeldCheckerDialog::recompute);
    connect(m_ui->laidCombo, &QComboBox::currentIndexChanged, this, &MeldCheckerDialog::recompute);
    connect(m_ui->cardsEdit, &QLineEdit::textChanged, this, &MeldCheckerDialog::recompute);
    connect(m_ui->rescuedEdit, &QLineEdit::textChanged, this, &MeldCheckerDialog::recompute);
    connect(m_picker, &CardPicker::cardPicked, this, &MeldCheckerDialog::insertCard);
    // A field switches notation after this dialog has retranslated (children hear of a language
    // change after their parent): its hints and the verdict follow it then.
    for (CardLineEdit *field : {m_ui->cardsEdit, m_ui->rescuedEdit}) {
        connect(field, &CardLineEdit::notationChanged, this, [this] {
            updateCardHints();
            recompute();
        });
    }
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &MeldCheckerDialog::reject);
    if (QPushButton *close = m_ui->buttonBox->button(QDialogButtonBox::Close))
        close->setAutoDefault(false);

    retranslate();
    m_ui->cardsEdit->setFocus();
    resize(860, 660);
}

MeldCheckerDialog::~MeldCheckerDialog() = default;

void MeldCheckerDialog::insertCard(const Card &card)
{
    CardLineEdit *field = m_activeField ? m_activeField : m_ui->cardsEdit;
    field->setFocus(Qt::OtherFocusReason);
    field->insertCard(card);   // in the field's own notation
}

bool MeldCheckerDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::MouseButtonPress) {
        if (auto *field = qobject_cast<CardLineEdit *>(watched))
            m_activeField = field;
    }
    if (event->type() == QEvent::FocusOut)
        recompute();   // a half-typed card becomes an error once the field is left
    return QDialog::eventFilter(watched, event);
}

void MeldCheckerDialog::recompute()
{
    const Variant variant = static_cast<Variant>(m_ui->variantCombo->currentData().toInt());
    const Rules rules = Rules::preset(variant);
    m_picker->setRules(rules);
    m_ui->rescuedLabel->setEnabled(rules.rescueAllowed);
    m_ui->rescuedEdit->setEnabled(rules.rescueAllowed || !m_ui->rescuedEdit->text().isEmpty());

    const CardParseResult cards = m_ui->cardsEdit->parse();
    const CardParseResult rescued = m_ui->rescuedEdit->parse();
    CardCounts used{};
    CardPicker::count(cards.cards, used);
    CardPicker::count(rescued.cards, used);
    m_picker->setUsed(used);

    const QPalette pal = palette();
    m_ui->cardsPreviewLabel->setText(CardText::html(cards.cards, pal));
    for (QLabel *label : {m_ui->shapeValue, m_ui->countsValue, m_ui->premiumValue,
                          m_ui->pointsValue, m_ui->arithmeticValue})
        label->setText(u"—"_qs);

    QString verdict;
    bool valid = false;
    if (!cards.ok) {
        verdict = tr("Cannot read the cards: %1")
                      .arg(CardText::parseError(cards, m_ui->cardsEdit->notation()));
    } else if (!rescued.ok) {
        verdict = tr("Cannot read the rescued cards: %1")
                      .arg(CardText::parseError(rescued, m_ui->rescuedEdit->notation()));
    } else if (cards.cards.isEmpty()) {
        verdict = tr("Enter the cards of a meld.");
    } else {
        const Laid laid = static_cast<Laid>(m_ui->laidCombo->currentData().toInt());
        const MeldAnalysis analysis = MeldAnalyzer::analyze(cards.cards, rules, laid, rescued.cards);
        valid = analysis.valid;
        if (!analysis.valid) {
            verdict = tr("Not a valid meld: %1").arg(CoreText::meldProblem(analysis.problem));
        } else {
            verdict = tr("Valid meld");
            m_ui->shapeValue->setText(CoreText::shapeName(analysis.shape));
            m_ui->countsValue->setText(tr("%1 natural, %2 wild").arg(analysis.naturals).arg(analysis.wilds));
            m_ui->premiumValue->setText(analysis.premium == Premium::None ? tr("none")
                                                                         : CoreText::premiumName(analysis.premium));
            m_ui->pointsValue->setText(CoreText::number(analysis.points()));
            m_ui->arithmeticValue->setText(CoreText::meldArithmetic(cards.cards, analysis, rules, rescued.cards));
        }
    }
    m_ui->verdictLabel->setText(verdict);
    QPalette verdictPalette = m_ui->verdictLabel->palette();
    // An empty meld, or a card still being typed, is not an error yet.
    const bool neutral = (cards.ok && rescued.ok && cards.cards.isEmpty())
        || (!cards.ok && CardText::stillTyping(m_ui->cardsEdit))
        || (cards.ok && !rescued.ok && CardText::stillTyping(m_ui->rescuedEdit));
    verdictPalette.setColor(QPalette::WindowText,
                            neutral ? pal.color(QPalette::WindowText)
                            : valid ? QColor(pal.color(QPalette::Base).lightness() < 128 ? 0x6ee07a : 0x2e7d32)
                                    : CardText::redColor(pal));
    m_ui->verdictLabel->setPalette(verdictPalette);
}

void MeldCheckerDialog::retranslate()
{
    for (int i = 0; i < m_ui->variantCombo->count(); ++i)
        m_ui->variantCombo->setItemText(i, CoreText::variantName(static_cast<Variant>(m_ui->variantCombo->itemData(i).toInt())));
    for (int i = 0; i < m_ui->laidCombo->count(); ++i)
        m_ui->laidCombo->setItemText(i, CoreText::laidName(static_cast<Laid>(m_ui->laidCombo->itemData(i).toInt())));
    updateCardHints();
    m_ui->laidCombo->setToolTip(tr("Matters only for 11-card sets (pináculos)"));
    recompute();
}

void MeldCheckerDialog::updateCardHints()
{
    const CardNotation &cards = m_ui->cardsEdit->notation();
    m_ui->cardsEdit->setPlaceholderText(tr("e.g. %1").arg(cards.exampleMeld()));
    m_ui->cardsEdit->setToolTip(CardText::suitLettersHint(cards));
    const CardNotation &rescued = m_ui->rescuedEdit->notation();
    m_ui->rescuedEdit->setPlaceholderText(tr("wild cards rescued from the meld, e.g. %1")
                                              .arg(rescued.exampleWilds()));
    m_ui->rescuedEdit->setToolTip(CardText::suitLettersHint(rescued));
}

void MeldCheckerDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        recompute();   // the reds are chosen to read on the palette's base colour
    }
    QDialog::changeEvent(event);
}

} // namespace pinaculo
