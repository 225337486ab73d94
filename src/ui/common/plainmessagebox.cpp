#include "common/plainmessagebox.h"

#include <QLabel>
#include <QMessageBox>

namespace pinaculo {

void PlainMessageBox::makePlain(QMessageBox *box)
{
    box->setTextFormat(Qt::PlainText);
    // The informative text has a label of its own, which setTextFormat does not reach.
    for (QLabel *label : box->findChildren<QLabel *>()) {
        if (label->pixmap().isNull())
            label->setTextFormat(Qt::PlainText);
    }
}

void PlainMessageBox::warning(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    makePlain(&box);
    box.exec();
}

} // namespace pinaculo
