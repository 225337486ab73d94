#pragma once

#include <QCoreApplication>
#include <QString>

class QTextDocument;
class QWidget;

namespace pinaculo {

// Where the director's printouts go: a PDF on the user's paper, written whole or not at all
// (OutputFile), or a printer chosen in the print dialog. The document is laid out on the page
// in points, so the type keeps its size at any resolution; a page break in the document
// (page-break-after) starts a new sheet.
class PrintoutFile
{
    Q_DECLARE_TR_FUNCTIONS(PrintoutFile)

public:
    static bool writePdf(QTextDocument &document, const QString &title, const QString &path,
                         QString *error);
    // False when cancelled or when the printer refused; a refusal is told to the user.
    static bool print(QTextDocument &document, const QString &title, QWidget *parent);
};

} // namespace pinaculo
