#include "summaryprinter.h"

#include "outputfile.h"
#include "summarydocument.h"

#include <QBuffer>
#include <QDir>
#include <QLocale>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>

namespace pinaculo {

bool SummaryPrinter::paint(SummaryDocument &document, QPagedPaintDevice &device)
{
    const QPageLayout layout = device.pageLayout();
    document.setPageSize(layout.fullRectPoints().size());
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    // The painter starts at the device's printable area; the document wants the whole sheet.
    const int resolution = device.logicalDpiX();
    const QRect full = layout.fullRectPixels(resolution);
    const QRect printable = layout.paintRectPixels(resolution);
    const QRectF sheet(-QPointF(printable.topLeft() - full.topLeft()), QSizeF(full.size()));
    for (int page = 0; page < document.pageCount(); ++page) {
        if (page > 0 && !device.newPage())
            return false;
        document.paint(painter, sheet, page);
    }
    return painter.end();
}

bool SummaryPrinter::writePdf(SummaryDocument &document, const QString &path, QString *error,
                              const QStringList &protectedPaths)
{
    // A target that may not be written is refused before anything is painted.
    if (const QString refused = OutputFile::refusal(path, protectedPaths); !refused.isEmpty()) {
        if (error)
            *error = refused;
        return false;
    }
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    QPdfWriter writer(&pdf);
    writer.setResolution(1200);
    writer.setCreator(QStringLiteral("Pináculo"));
    writer.setTitle(document.content().title);
    writer.setPageLayout(QPageLayout(
        QPageSize(document.pageSize(), QPageSize::Point, QString(), QPageSize::FuzzyMatch),
        QPageLayout::Portrait, QMarginsF()));
    // Ending the painter finishes the PDF in the buffer.
    if (!paint(document, writer)) {
        if (error)
            *error = tr("%1 cannot be written").arg(QDir::toNativeSeparators(path));
        return false;
    }
    const OutputFile::Result written = OutputFile::write(path, pdf.data(), protectedPaths);
    if (!written.ok() && error)
        *error = written.message;
    return written.ok();
}

QImage SummaryPrinter::renderPage(const SummaryDocument &document, int pageIndex, int dpi)
{
    const QSizeF points = document.pageSize();
    QImage image((points * dpi / 72.0).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    image.fill(Qt::white);
    QPainter painter(&image);
    document.paint(painter, QRectF(QPointF(0, 0), QSizeF(image.size())), pageIndex);
    painter.end();
    return image;
}

QPageSize SummaryPrinter::defaultPageSize(const QLocale &locale)
{
    return locale.measurementSystem() == QLocale::ImperialUSSystem ? QPageSize(QPageSize::Letter)
                                                                   : QPageSize(QPageSize::A4);
}

} // namespace pinaculo
