#pragma once

#include <QString>
#include <QStringList>

namespace pinaculo {

// Rows of comma-separated values as RFC 4180 has them: fields holding a comma, a quote or a line
// break are quoted (quotes doubled), and every row ends in CRLF. The text is meant to be written
// as UTF-8, so names keep their accents in any spreadsheet that reads UTF-8.
class CsvWriter
{
public:
    // A field as it is written: quoted when it has to be.
    static QString field(const QString &value);
    // Free text typed by a user (a player's or a game's name). A spreadsheet takes a cell that
    // starts with = + - @ for a formula, so such text is written behind an apostrophe: a name can
    // never run anything when the file is opened. Numbers are written with field().
    static QString text(const QString &value);
    // One whole row, CRLF included; the fields are given as written by field() or text().
    static QString row(const QStringList &fields);
};

} // namespace pinaculo
