#pragma once

#include <QString>

class QMessageBox;
class QWidget;

namespace pinaculo {

// Message boxes whose text quotes names or other data: every label of the box shows its text as
// typed. A QMessageBox guesses rich text from the text itself, so a player called "<table>" or
// "<img src=…>" would otherwise be laid out as markup.
namespace PlainMessageBox {

// Call after the text and informative text are set.
void makePlain(QMessageBox *box);
void warning(QWidget *parent, const QString &title, const QString &text);

} // namespace PlainMessageBox

} // namespace pinaculo
