#include "director/printoutfile.h"

#include "common/plainmessagebox.h"
#include "outputfile.h"
#include "summaryprinter.h"

#include <QBuffer>
#include <QDir>
#include <QLocale>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrinter>
#include <QTextDocument>

namespace pinaculo {

bool PrintoutFile::writePdf(QTextDocument &document, const QString &title, const QString &path,
                            QString *error)
{
    if (const QString refused = OutputFile::refusal(path, {}); !refused.isEmpty()) {
        *error = refused;
        return false;
    }
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&pdf);
        // The paper the summary of a game takes in the user's language.
        writer.setPageSize(SummaryPrinter::defaultPageSize(QLocale()));
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Pináculo"));
        writer.setResolution(300);
        document.print(&writer);
    }
    if (pdf.data().isEmpty()) {
        *error = tr("%1 cannot be written").arg(QDir::toNativeSeparators(path));
        return false;
    }
    const OutputFile::Result written = OutputFile::write(path, pdf.data(), {});
    if (!written.ok())
        *error = written.message;
    return written.ok();
}

bool PrintoutFile::print(QTextDocument &document, const QString &title, QWidget *parent)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(SummaryPrinter::defaultPageSize(QLocale()));
    printer.setDocName(title);
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(tr("Print %1").arg(title));
    if (dialog.exec() != QDialog::Accepted)
        return false;
    document.print(&printer);
    if (printer.printerState() == QPrinter::Error) {
        PlainMessageBox::warning(
            parent, dialog.windowTitle(),
            tr("%1 could not be sent to the printer %2.").arg(title, printer.printerName()));
        return false;
    }
    return true;
}

} // namespace pinaculo
