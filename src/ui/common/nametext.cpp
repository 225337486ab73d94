#include "common/nametext.h"

#include <QLabel>
#include <QTextDocument>

namespace pinaculo {

QString NameText::forMnemonic(const QString &text)
{
    QString escaped = text;
    return escaped.replace(u'&', QStringLiteral("&&"));
}

QString NameText::toolTip(const QString &text)
{
    if (text.isEmpty())
        return text;
    return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

void NameText::setPlain(QLabel *label, const QString &text)
{
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
}

} // namespace pinaculo
