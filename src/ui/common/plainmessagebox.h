#pragma once

#include <QMessageBox>

namespace pinaculo {

// Every message box of the application: each of its labels shows its text as typed. A
// QMessageBox guesses rich text from the text itself, so a player called "<table>" or
// "<img src=…>" would otherwise be laid out as markup. The text and the informative text may be
// set at any time before the box is shown.
class PlainMessageBox : public QMessageBox
{
    Q_OBJECT

public:
    PlainMessageBox(Icon icon, const QString &title, const QString &text,
                    StandardButtons buttons = Ok, QWidget *parent = nullptr);

    // Modal, back once the box is closed.
    static void information(QWidget *parent, const QString &title, const QString &text);
    static void warning(QWidget *parent, const QString &title, const QString &text);
    static void critical(QWidget *parent, const QString &title, const QString &text);
    // Modal: the button chosen (the one Escape stands for when closed that way); Enter presses
    // `defaultButton`.
    static StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                   StandardButtons buttons, StandardButton defaultButton,
                                   Icon icon = Question);
    // The About box: the application's icon beside `text`, and `informative` below it.
    static void about(QWidget *parent, const QString &title, const QString &text,
                      const QString &informative);

protected:
    void showEvent(QShowEvent *event) override;
};

} // namespace pinaculo
