#include "sharing/summaryprinting.h"

#include "common/plainmessagebox.h"
#include "game.h"
#include "summarydocument.h"
#include "summaryprinter.h"

#include <QDir>
#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStandardPaths>

namespace pinaculo {

namespace {

void preparePrinter(QPrinter &printer, const SummaryDocument &document)
{
    printer.setPageSize(SummaryPrinter::defaultPageSize(QLocale()));
    printer.setPageOrientation(QPageLayout::Portrait);
    // The document keeps its own margins; the printer's would shrink the page twice.
    printer.setFullPage(true);
    printer.setDocName(document.content().title);
}

} // namespace

SummaryPrinting::SummaryPrinting(QObject *parent)
    : QObject(parent)
{
}

void SummaryPrinting::setOptions(const SummaryOptions &options)
{
    m_options = options;
}

void SummaryPrinting::printPreview(const Game &game, const GameResult &result, QWidget *parent)
{
    SummaryDocument document(game, result, m_options);
    QPrinter printer(QPrinter::HighResolution);
    preparePrinter(printer, document);
    QPrintPreviewDialog dialog(&printer, parent);
    dialog.setWindowTitle(tr("Print preview: %1").arg(document.content().title));
    // The preview repaints whenever the user changes the paper, so the layout follows it.
    connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
            [&document](QPrinter *target) { SummaryPrinter::paint(document, *target); });
    dialog.exec();
}

bool SummaryPrinting::print(const Game &game, const GameResult &result, QWidget *parent)
{
    SummaryDocument document(game, result, m_options);
    QPrinter printer(QPrinter::HighResolution);
    preparePrinter(printer, document);
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(tr("Print the game summary"));
    if (dialog.exec() != QDialog::Accepted)
        return false;
    if (!SummaryPrinter::paint(document, printer)) {
        PlainMessageBox::warning(
            parent, tr("Print the game summary"),
            tr("The summary could not be sent to the printer %1.").arg(printer.printerName()));
        return false;
    }
    return true;
}

QString SummaryPrinting::exportPdf(const Game &game, const GameResult &result, QWidget *parent,
                                   const QStringList &databaseFiles)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested = QDir(folder).filePath(tr("game-summary.pdf"));
    QString path = QFileDialog::getSaveFileName(parent, tr("Export the game summary as PDF"),
                                                suggested, tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return {};
    if (!path.endsWith(u".pdf", Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    SummaryOptions options = m_options;
    options.pageSize = SummaryPrinter::defaultPageSize(QLocale());
    SummaryDocument document(game, result, options);
    QString error;
    if (!SummaryPrinter::writePdf(document, path, &error, databaseFiles)) {
        PlainMessageBox::warning(parent, tr("Export the game summary as PDF"),
                                 tr("The summary was not saved: %1.").arg(error));
        return {};
    }
    return path;
}

} // namespace pinaculo
