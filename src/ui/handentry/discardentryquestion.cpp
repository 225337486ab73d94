#include "handentry/discardentryquestion.h"

#include "common/plainmessagebox.h"

#include <QAbstractButton>
#include <QIcon>

namespace pinaculo {

bool DiscardEntryQuestion::ask(QWidget *parent)
{
    PlainMessageBox box(QMessageBox::Question, tr("Discard this hand?"),
                        tr("The cards and results entered for this hand will be lost."),
                        QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setDefaultButton(QMessageBox::Cancel);
    // Qt's own word for the button is the one for discarding a card at the table
    // ("Descartar", "Scarta"); players say they throw away what was entered.
    box.button(QMessageBox::Discard)->setText(tr("Discard what was entered"));
    // Qt's "Cancel" would read like the discard button in Italian ("Annulla").
    box.button(QMessageBox::Cancel)->setText(tr("Keep entering"));
    // The style gives Cancel a cross, which would mark the button that keeps the hand.
    box.button(QMessageBox::Cancel)->setIcon(QIcon());
    return box.exec() == QMessageBox::Discard;
}

} // namespace pinaculo
