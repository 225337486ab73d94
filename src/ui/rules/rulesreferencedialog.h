#pragma once

#include "variant.h"

#include <QDialog>

#include <memory>

namespace Ui {
class RulesReferenceDialog;
}

namespace pinaculo {

// The rules of each variant to read at the table, in the application's language: a variant
// selector over an HTML page embedded under :/rules/<language>/<variant>.html. It follows a
// language change while open.
class RulesReferenceDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RulesReferenceDialog(QWidget *parent = nullptr);
    ~RulesReferenceDialog() override;

    Variant variant() const;
    void setVariant(Variant variant);
    // The language whose page is shown ("es", "it" or "en").
    QString language() const { return m_language; }

    // The page for a variant in a language, falling back to English when the language has none.
    static QString pagePath(Variant variant, const QString &language);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillVariants();
    void showPage();

    std::unique_ptr<Ui::RulesReferenceDialog> ui;
    QString m_language;
};

} // namespace pinaculo
