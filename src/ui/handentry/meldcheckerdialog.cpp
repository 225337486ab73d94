#include "handentry/meldcheckerdialog.h"
#include "ui_meldcheckerdialog.h"

#include "cards/cardlineedit.h"
#include "cards/cardpicker.h"
#include "cards/cardtext.h"
#include "coretext.h"
#include "variants.h"
#include "meldproblemtext.h"
#include "meldanalysis.h"
#include "rules.h"
#include "common/screenfit.h"

#include <QEvent>
#include <QPushButton>

namespace pinaculo {

MeldCheckerDialog::MeldCheckerDialog(Variant variant, QWidget *parent)
    : QDialog(parent)
    , ui(std::make_unique<Ui::MeldCheckerDialog>())
    , m_picker(new CardPicker)
{
    ui->setupUi(this);
    ui->cardPickerLayout->addWidget(m_picker);
    CardPicker::makeFoldable(ui->cardPickerGroup, m_picker);
    for (Variant v : Variants::all())
        ui->variantCombo->addItem(QString(), int(v));
    ui->variantCombo->setCurrentIndex(ui->variantCombo->findData(int(variant)));
    for (Laid laid : {Laid::OverTurns, Laid::OneTurn, Laid::FromDeal})
        ui->laidCombo->addItem(QString(), int(laid));
    ui->cardsEdit->setClearButtonEnabled(true);
    ui->rescuedEdit->setClearButtonEnabled(true);
    QFont big = ui->verdictLabel->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    ui->verdictLabel->setFont(big);
    QFont bold = ui->pointsValue->font();
    bold.setBold(true);
    ui->pointsValue->setFont(bold);
    ui->cardsEdit->installEventFilter(this);
    ui->rescuedEdit->installEventFilter(this);

    connect(ui->variantCombo, &QComboBox::currentIndexChanged, this, &MeldCheckerDialog::recompute);
    connect(ui->laidCombo, &QComboBox::currentIndexChanged, this, &MeldCheckerDialog::recompute);
    connect(ui->cardsEdit, &QLineEdit::textChanged, this, &MeldCheckerDialog::recompute);
    connect(ui->rescuedEdit, &QLineEdit::textChanged, this, &MeldCheckerDialog::recompute);
    connect(m_picker, &CardPicker::cardPicked, this, &MeldCheckerDialog::insertCard);
    // A field switches notation after this dialog has retranslated (children hear of a language
    // change after their parent): its hints and the verdict follow it then.
    for (CardLineEdit *field : {ui->cardsEdit, ui->rescuedEdit}) {
        connect(field, &CardLineEdit::notationChanged, this, [this] {
            updateCardHints();
            recompute();
        });
    }
    connect(ui->buttonBox, &QDialogButtonBox::rejected, this, &MeldCheckerDialog::reject);
    if (QPushButton *close = ui->buttonBox->button(QDialogButtonBox::Close))
        close->setAutoDefault(false);

    retranslate();
    ui->cardsEdit->setFocus();
    ScreenFit::resizeToScreen(this, QSize(860, 660));
}

MeldCheckerDialog::~MeldCheckerDialog() = default;

void MeldCheckerDialog::insertCard(const Card &card)
{
    CardLineEdit *field = m_activeField ? m_activeField : ui->cardsEdit;
    field->setFocus(Qt::OtherFocusReason);
    field->insertCard(card); // in the field's own notation
}

bool MeldCheckerDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::MouseButtonPress) {
        if (auto *field = qobject_cast<CardLineEdit *>(watched))
            m_activeField = field;
    }
    if (event->type() == QEvent::FocusOut)
        recompute(); // a half-typed card becomes an error once the field is left
    return QDialog::eventFilter(watched, event);
}

void MeldCheckerDialog::recompute()
{
    const Variant variant = static_cast<Variant>(ui->variantCombo->currentData().toInt());
    const Rules rules = Rules::preset(variant);
    m_picker->setRules(rules);
    ui->rescuedLabel->setEnabled(rules.rescueAllowed);
    ui->rescuedEdit->setEnabled(rules.rescueAllowed || !ui->rescuedEdit->text().isEmpty());

    const CardParseResult cards = ui->cardsEdit->parse();
    const CardParseResult rescued = ui->rescuedEdit->parse();
    CardCounts used {};
    CardPicker::count(cards.cards, used);
    CardPicker::count(rescued.cards, used);
    m_picker->setUsed(used);

    const QPalette pal = palette();
    ui->cardsPreviewLabel->setText(CardText::html(cards.cards, pal));
    for (QLabel *label :
         {ui->shapeValue, ui->countsValue, ui->premiumValue, ui->pointsValue, ui->arithmeticValue})
        label->setText(QStringLiteral("—"));

    QString verdict;
    bool valid = false;
    if (!cards.ok) {
        verdict = tr("Cannot read the cards: %1")
                      .arg(CardText::parseError(cards, ui->cardsEdit->notation()));
    } else if (!rescued.ok) {
        verdict = tr("Cannot read the rescued cards: %1")
                      .arg(CardText::parseError(rescued, ui->rescuedEdit->notation()));
    } else if (cards.cards.isEmpty()) {
        verdict = tr("Enter the cards of a meld.");
    } else {
        const Laid laid = static_cast<Laid>(ui->laidCombo->currentData().toInt());
        const MeldAnalysis analysis
            = MeldAnalyzer::analyze(cards.cards, rules, laid, rescued.cards);
        valid = analysis.valid;
        if (!analysis.valid) {
            verdict = tr("Not a valid meld: %1").arg(MeldProblemText::text(analysis.problem));
        } else {
            verdict = tr("Valid meld");
            ui->shapeValue->setText(CoreText::shapeName(analysis));
            ui->countsValue->setText(CoreText::naturalsAndWilds(analysis.naturals, analysis.wilds));
            ui->premiumValue->setText(analysis.premium == Premium::None
                                          ? tr("none")
                                          : CoreText::premiumName(analysis.premium));
            ui->pointsValue->setText(CoreText::number(analysis.points()));
            ui->arithmeticValue->setText(
                CoreText::meldArithmetic(cards.cards, analysis, rules, rescued.cards));
        }
    }
    ui->verdictLabel->setText(verdict);
    QPalette verdictPalette = ui->verdictLabel->palette();
    // An empty meld, or a card still being typed, is not an error yet.
    const bool neutral = (cards.ok && rescued.ok && cards.cards.isEmpty())
        || (!cards.ok && ui->cardsEdit->stillTyping())
        || (cards.ok && !rescued.ok && ui->rescuedEdit->stillTyping());
    verdictPalette.setColor(
        QPalette::WindowText,
        neutral     ? pal.color(QPalette::WindowText)
            : valid ? QColor(pal.color(QPalette::Base).lightness() < 128 ? 0x6ee07a : 0x2e7d32)
                    : CardText::redColor(pal));
    ui->verdictLabel->setPalette(verdictPalette);
}

void MeldCheckerDialog::retranslate()
{
    for (int i = 0; i < ui->variantCombo->count(); ++i)
        ui->variantCombo->setItemText(
            i, CoreText::variantName(static_cast<Variant>(ui->variantCombo->itemData(i).toInt())));
    for (int i = 0; i < ui->laidCombo->count(); ++i)
        ui->laidCombo->setItemText(
            i, CoreText::laidName(static_cast<Laid>(ui->laidCombo->itemData(i).toInt())));
    updateCardHints();
    ui->laidCombo->setToolTip(tr("Matters only for 11-card sets (pináculos)"));
    recompute();
}

void MeldCheckerDialog::updateCardHints()
{
    const CardNotation &cards = ui->cardsEdit->notation();
    ui->cardsEdit->setPlaceholderText(tr("e.g. %1").arg(cards.exampleMeld()));
    ui->cardsEdit->setToolTip(CardText::suitLettersHint(cards));
    const CardNotation &rescued = ui->rescuedEdit->notation();
    ui->rescuedEdit->setPlaceholderText(
        tr("wild cards rescued from the meld, e.g. %1").arg(rescued.exampleWilds()));
    ui->rescuedEdit->setToolTip(CardText::suitLettersHint(rescued));
}

void MeldCheckerDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        recompute(); // the reds are chosen to read on the palette's base colour
    }
    QDialog::changeEvent(event);
}

} // namespace pinaculo
