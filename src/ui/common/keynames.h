#pragma once

#include <QKeySequence>
#include <QString>

namespace pinaculo {

// A key or shortcut as the keycaps of the window's language read: Qt's own catalogue names the
// keys (Re Pág, PagSu), but spells some out where the keyboards print a short word ("Retorno",
// "Control" and "Escape" in Spanish, where the keys read "Intro", "Ctrl" and "Esc"). Every text
// that names a key for the user asks here.
class KeyNames
{
public:
    static QString text(const QKeySequence &keys);
    static QString text(QKeyCombination key) { return text(QKeySequence(key)); }
    static QString text(Qt::Key key) { return text(QKeySequence(key)); }
    static QString text(QKeySequence::StandardKey key) { return text(QKeySequence(key)); }
};

} // namespace pinaculo
