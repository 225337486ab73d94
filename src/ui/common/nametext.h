#pragma once

#include <QString>

class QLabel;

namespace pinaculo {

// How text holding a name someone typed goes into a widget so that it reads as typed (the names
// themselves are checked by NameRules). Qt reads some texts as markup or mnemonics: a label or
// tooltip that looks like rich text is laid out as HTML, and '&' in a button, tab, action or
// group box marks the shortcut letter. Every place that shows a name goes through here or sets
// Qt::PlainText itself.
class NameText
{
public:
    // For a button, tab, action, check box or group box title: '&' doubled, so none is eaten.
    static QString forMnemonic(const QString &text);
    // For a tooltip: always read as plain text, even when it starts with '<'.
    static QString toolTip(const QString &text);
    // Plain text in a label, never markup.
    static void setPlain(QLabel *label, const QString &text);
};

} // namespace pinaculo
