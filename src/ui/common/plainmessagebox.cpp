#include "common/plainmessagebox.h"

#include <QLabel>

namespace pinaculo {

PlainMessageBox::PlainMessageBox(Icon icon, const QString &title, const QString &text,
                                 StandardButtons buttons, QWidget *parent)
    : QMessageBox(icon, title, text, buttons, parent)
{
    setTextFormat(Qt::PlainText);
}

void PlainMessageBox::information(QWidget *parent, const QString &title, const QString &text)
{
    PlainMessageBox box(Information, title, text, Ok, parent);
    box.exec();
}

void PlainMessageBox::warning(QWidget *parent, const QString &title, const QString &text)
{
    PlainMessageBox box(Warning, title, text, Ok, parent);
    box.exec();
}

void PlainMessageBox::critical(QWidget *parent, const QString &title, const QString &text)
{
    PlainMessageBox box(Critical, title, text, Ok, parent);
    box.exec();
}

QMessageBox::StandardButton PlainMessageBox::question(QWidget *parent, const QString &title,
                                                      const QString &text, StandardButtons buttons,
                                                      StandardButton defaultButton, Icon icon)
{
    PlainMessageBox box(icon, title, text, buttons, parent);
    box.setDefaultButton(defaultButton);
    return StandardButton(box.exec());
}

void PlainMessageBox::about(QWidget *parent, const QString &title, const QString &text,
                            const QString &informative)
{
    PlainMessageBox box(NoIcon, title, text, Ok, parent);
    // As QMessageBox::about has it: the window's icon, which is the application's.
    const QIcon icon = box.windowIcon();
    box.setIconPixmap(icon.pixmap(icon.actualSize(QSize(64, 64))));
    box.setInformativeText(informative);
    box.exec();
}

void PlainMessageBox::showEvent(QShowEvent *event)
{
    // The informative text has a label of its own, made when that text is first set, which
    // setTextFormat does not reach: every label is made plain as the box is laid out to show.
    for (QLabel *label : findChildren<QLabel *>()) {
        if (label->pixmap().isNull())
            label->setTextFormat(Qt::PlainText);
    }
    QMessageBox::showEvent(event);
}

} // namespace pinaculo
