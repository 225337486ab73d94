#include "namerules.h"

#include "inputlimits.h"

namespace pinaculo {

namespace {

// The code point at `i` of `text`, moving `i` past it. An unpaired surrogate comes back as
// itself (U+D800…U+DFFF), which is not a printable character.
char32_t nextCodePoint(QStringView text, qsizetype &i)
{
    const QChar c = text[i++];
    if (c.isHighSurrogate() && i < text.size() && text[i].isLowSurrogate())
        return QChar::surrogateToUcs4(c, text[i++]);
    return c.unicode();
}

} // namespace

NameRules::Problem NameRules::check(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return Problem::Empty;
    qsizetype count = 0;
    for (qsizetype i = 0; i < trimmed.size(); ++count) {
        if (!isPrintable(nextCodePoint(trimmed, i)))
            return Problem::NotPrintable;
    }
    return count > InputLimits::NameLength ? Problem::TooLong : Problem::None;
}

qsizetype NameRules::length(const QString &name)
{
    const QString trimmed = name.trimmed();
    qsizetype count = 0;
    for (qsizetype i = 0; i < trimmed.size(); ++count)
        nextCodePoint(trimmed, i);
    return count;
}

bool NameRules::isPrintable(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Other_Control: // C0, DEL, C1: ESC, BEL, CR, LF, NUL …
    case QChar::Other_Format: // bidirectional overrides, zero-width characters
    case QChar::Other_Surrogate: // half of a pair, alone
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return false;
    default:
        return c != 0xFFFE && c != 0xFFFF;
    }
}

QString NameRules::key(const QString &name)
{
    return name.trimmed().toCaseFolded();
}

QString NameRules::fromFileName(const QString &baseName)
{
    QString name = printable(baseName.trimmed());
    qsizetype end = 0;
    for (int count = 0; count < InputLimits::NameLength && end < name.size(); ++count)
        nextCodePoint(name, end);
    name.truncate(end);
    return name.trimmed();
}

QString NameRules::excerpt(QStringView text, int limit)
{
    QString out;
    int count = 0;
    for (qsizetype i = 0; i < text.size();) {
        if (count == limit) {
            out += QChar(0x2026); // …
            break;
        }
        const char32_t c = nextCodePoint(text, i);
        if (isPrintable(c))
            out += QStringView(QChar::fromUcs4(c));
        else
            out += QChar(QChar::ReplacementCharacter);
        ++count;
    }
    return out;
}

QString NameRules::excerpt(QStringView text)
{
    return excerpt(text, InputLimits::Excerpt);
}

QString NameRules::printable(QStringView text)
{
    return excerpt(text, -1);
}

} // namespace pinaculo
