#include "rules/rulesreferencedialog.h"
#include "ui_rulesreferencedialog.h"

#include "cardnotation.h"
#include "rules/cardnotationsection.h"
#include "coretext.h"
#include "rules/ruleparameterssection.h"
#include "common/screenfit.h"
#include "translations.h"
#include "variants.h"

#include <QEvent>
#include <QFile>
#include <QSignalBlocker>

namespace pinaculo {

RulesReferenceDialog::RulesReferenceDialog(QWidget *parent)
    : QDialog(parent)
    , ui(std::make_unique<Ui::RulesReferenceDialog>())
{
    ui->setupUi(this);
    fillVariants();
    connect(ui->variantCombo, &QComboBox::currentIndexChanged, this,
            &RulesReferenceDialog::showPage);
    showPage();
    ScreenFit::resizeToScreen(this, QSize(820, 760));
}

RulesReferenceDialog::~RulesReferenceDialog() = default;

Variant RulesReferenceDialog::variant() const
{
    const auto id = ui->variantCombo->currentData().toString();
    return variantFromId(id).value_or(Variant::Pinaculo);
}

void RulesReferenceDialog::setVariant(Variant variant)
{
    const int index = ui->variantCombo->findData(variantId(variant));
    if (index >= 0)
        ui->variantCombo->setCurrentIndex(index);
}

QString RulesReferenceDialog::pagePath(Variant variant, const QString &language)
{
    const QString path = QStringLiteral(":/rules/%1/%2.html").arg(language, variantId(variant));
    if (QFile::exists(path))
        return path;
    return QStringLiteral(":/rules/en/%1.html").arg(variantId(variant));
}

void RulesReferenceDialog::fillVariants()
{
    // The names come from the engine's own translations; the stable id keeps the selection
    // across a language change.
    const QSignalBlocker blocker(ui->variantCombo);
    const QString selected = ui->variantCombo->currentData().toString();
    ui->variantCombo->clear();
    for (Variant v : Variants::all())
        ui->variantCombo->addItem(CoreText::variantName(v), variantId(v));
    const int index = ui->variantCombo->findData(selected);
    ui->variantCombo->setCurrentIndex(index >= 0 ? index : 0);
}

void RulesReferenceDialog::showPage()
{
    m_language = Translations::current();
    // The section on typing cards is generated from the language's notation, so the page can
    // never teach letters the card fields do not read; the closing list of parameters comes
    // from the presets, so it can never disagree with the scoring.
    QFile page(pagePath(variant(), m_language));
    if (!page.open(QIODevice::ReadOnly))
        return;
    const QString html = CardNotationSection::fill(QString::fromUtf8(page.readAll()),
                                                   CardNotation::forLanguage(m_language));
    ui->textBrowser->setHtml(RuleParametersSection::append(html, variant()));
}

void RulesReferenceDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        fillVariants();
        showPage();
    }
    QDialog::changeEvent(event);
}

} // namespace pinaculo
