#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

class QTextDocument;

namespace pinaculo {

// The look every printout of the director shares: its tables' lines and heading shade, its
// type, and a new sheet for each card. Each printout writes its content; this writes the frame.
class PrintoutHtml
{
public:
    // The style that starts a new sheet, for the first paragraph of every card but the first.
    static QString pageBreak(bool first);
    // A table's opening and its header row.
    static QString tableStart(const QStringList &headers);
    // One row; the cells of `rightAligned` columns (numbers) are set to the right.
    static QString row(const QStringList &cells, const QList<int> &rightAligned = {});
    // The text laid out in the printouts' type, of `points` unless the text sets its own.
    static std::unique_ptr<QTextDocument> document(const QString &html, double points = 11);
};

} // namespace pinaculo
