#include "clitext.h"

#include "namerules.h"

namespace pinaculo {

QString CliText::safe(const QString &text, int limit)
{
    // Line by line, so that a message's own line breaks survive and everything else in it is
    // made printable by the rule names follow.
    QString out;
    int left = limit;
    qsizetype start = 0;
    while (left > 0) {
        const qsizetype end = text.indexOf(u'\n', start);
        const QString line
            = NameRules::excerpt(QStringView(text).mid(start, end < 0 ? -1 : end - start), left);
        out += line;
        left -= int(line.size()) + 1;
        if (end < 0)
            break;
        out += u'\n';
        start = end + 1;
    }
    return out;
}

} // namespace pinaculo
