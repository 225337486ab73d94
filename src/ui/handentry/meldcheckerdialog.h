#pragma once

// Object names: variantCombo, cardsEdit and rescuedEdit (CardLineEdit), laidCombo,
// cardsPreviewLabel, cardPicker
// (buttons card_<token>), verdictLabel ("Valid meld" or "Not a valid meld: <reason>"),
// shapeValue, countsValue, premiumValue, pointsValue, arithmeticValue, buttonBox.

#include "variant.h"

#include <QDialog>
#include <memory>

namespace Ui {
class MeldCheckerDialog;
}

namespace pinaculo {

class CardLineEdit;
class CardPicker;
struct Card;

// Settles a dispute at the table: one meld under a chosen variant, whether it is valid and
// why not, its shape, its natural and wild cards, its premium and its points with the
// arithmetic behind them.
class MeldCheckerDialog : public QDialog
{
    Q_OBJECT

public:
    explicit MeldCheckerDialog(Variant variant, QWidget *parent = nullptr);
    ~MeldCheckerDialog() override;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    // The fields' placeholders and tooltips, written in their notation.
    void updateCardHints();
    void recompute();
    void insertCard(const Card &card);

    std::unique_ptr<Ui::MeldCheckerDialog> ui;
    CardPicker *m_picker;
    CardLineEdit *m_activeField = nullptr;
};

} // namespace pinaculo
