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

QString NameRules::problemText(Problem problem, Subject subject, const QString &name, int place)
{
    // A name quoted in a message is an excerpt: the whole name when within the limits, bounded
    // and printable when it is the very reason for the message.
    const QString quoted = excerpt(name);
    const QString limit = QString::number(InputLimits::NameLength);
    const QString shownAs = QString(QChar(QChar::ReplacementCharacter));
    switch (problem) {
    case Problem::None:
        return {};
    case Problem::Empty:
        switch (subject) {
        case Subject::Player:
            return tr("player %1 has no name").arg(place);
        case Subject::Team:
            return tr("team %1 has no name").arg(place);
        case Subject::Game:
            return tr("the game's name is empty");
        case Subject::HouseRules:
            return tr("the house rules have no name");
        }
        break;
    case Problem::TooLong:
        switch (subject) {
        case Subject::Player:
            return tr("the player name \"%1\" is too long: a name has at most %2 characters")
                .arg(quoted, limit);
        case Subject::Team:
            return tr("the team name \"%1\" is too long: a name has at most %2 characters")
                .arg(quoted, limit);
        case Subject::Game:
            return tr("the game name \"%1\" is too long: a name has at most %2 characters")
                .arg(quoted, limit);
        case Subject::HouseRules:
            return tr("the house rules name \"%1\" is too long: a name has at most %2 characters")
                .arg(quoted, limit);
        }
        break;
    case Problem::NotPrintable:
        switch (subject) {
        case Subject::Player:
            return tr("the player name \"%1\" holds a control or invisible character (shown as %2)")
                .arg(quoted, shownAs);
        case Subject::Team:
            return tr("the team name \"%1\" holds a control or invisible character (shown as %2)")
                .arg(quoted, shownAs);
        case Subject::Game:
            return tr("the game name \"%1\" holds a control or invisible character (shown as %2)")
                .arg(quoted, shownAs);
        case Subject::HouseRules:
            return tr("the house rules name \"%1\" holds a control or invisible character (shown "
                      "as %2)")
                .arg(quoted, shownAs);
        }
        break;
    }
    return {};
}

QString NameRules::sameNameText(Subject subject, const QString &name)
{
    const QString quoted = excerpt(name.trimmed());
    if (subject == Subject::Team)
        return tr("two teams are called %1 (names differing only in capitals are the same)")
            .arg(quoted);
    return tr("two players are called %1 (names differing only in capitals are the same)")
        .arg(quoted);
}

QString NameRules::limitText()
{
    return tr("a name has at most %1 characters").arg(InputLimits::NameLength);
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
