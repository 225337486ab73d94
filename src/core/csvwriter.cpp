#include "csvwriter.h"

namespace pinaculo {

QString CsvWriter::field(const QString &value)
{
    const bool quoted = value.contains(u',') || value.contains(u'"') || value.contains(u'\n')
        || value.contains(u'\r');
    if (!quoted)
        return value;
    return u'"' + QString(value).replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
}

QString CsvWriter::text(const QString &value)
{
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    if (!value.isEmpty() && formulaStarts.contains(value.front()))
        return field(u'\'' + value);
    return field(value);
}

QString CsvWriter::row(const QStringList &fields)
{
    return fields.join(u',') + QStringLiteral("\r\n");
}

} // namespace pinaculo
