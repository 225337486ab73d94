#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QPageSize>
#include <QString>
#include <QStringList>

class QLocale;
class QPagedPaintDevice;

namespace pinaculo {

class SummaryDocument;

// Puts a summary on paper, in a PDF file or in an image.
class SummaryPrinter
{
    Q_DECLARE_TR_FUNCTIONS(SummaryPrinter)

public:
    // Lays the document out for the device's paper and paints every page; a QPrinter the user
    // set up in a print or preview dialog, or a QPdfWriter. False when painting cannot start.
    static bool paint(SummaryDocument &document, QPagedPaintDevice &device);

    // Writes a PDF on the document's paper size through OutputFile: a regular file whole or not
    // at all, a FIFO or a character device as a stream, never a folder, another kind of node or
    // one of `protectedPaths` (the open database's files). On failure `error` says why.
    static bool writePdf(SummaryDocument &document, const QString &path, QString *error = nullptr,
                         const QStringList &protectedPaths = {});

    // One page as an image on white, `dpi` dots per inch.
    static QImage renderPage(const SummaryDocument &document, int pageIndex, int dpi);

    // Letter where it is the usual paper (United States, Canada, Mexico…), A4 elsewhere.
    static QPageSize defaultPageSize(const QLocale &locale);
};

} // namespace pinaculo
