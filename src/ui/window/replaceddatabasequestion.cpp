#include "window/replaceddatabasequestion.h"

#include "common/plainmessagebox.h"

#include <QDir>
#include <QMessageBox>
#include <QPushButton>

namespace pinaculo {

namespace {

const char answerProperty[] = "pinaculoAnswer";

void addAnswer(QAbstractButton *button, ReplacedDatabaseQuestion::Answer answer, const char *name)
{
    button->setObjectName(QString::fromLatin1(name));
    button->setProperty(answerProperty, int(answer));
}

} // namespace

QMessageBox *ReplacedDatabaseQuestion::create(QWidget *parent, const QString &databasePath,
                                              bool closing)
{
    auto *box = new PlainMessageBox(
        QMessageBox::Warning, tr("Database replaced"),
        tr("The database file %1 was replaced or moved while Pináculo had it open, for example by "
           "a backup copied over it. Nothing more is written into it, so what is there now stays "
           "as it is.")
            .arg(QDir::toNativeSeparators(databasePath)),
        QMessageBox::NoButton, parent);
    box->setObjectName(QStringLiteral("databaseReplacedBox"));
    box->setInformativeText(tr("The game on the table is kept in this window. Export it to a game "
                               "file, or save it as a new game in the database that is there "
                               "now."));
    addAnswer(box->addButton(tr("Export Game…"), QMessageBox::ActionRole), Answer::Export,
              "exportButton");
    QPushButton *save = box->addButton(tr("Save as New Game"), QMessageBox::AcceptRole);
    addAnswer(save, Answer::SaveAsNewGame, "saveAsNewGameButton");
    if (closing) {
        addAnswer(box->addButton(tr("Quit Without Saving"), QMessageBox::DestructiveRole),
                  Answer::QuitWithoutSaving, "quitWithoutSavingButton");
        addAnswer(box->addButton(QMessageBox::Cancel), Answer::Cancel, "cancelButton");
    } else {
        addAnswer(box->addButton(tr("Not Now"), QMessageBox::RejectRole), Answer::NotNow,
                  "notNowButton");
    }
    box->setDefaultButton(save);
    return box;
}

ReplacedDatabaseQuestion::Answer ReplacedDatabaseQuestion::answerOf(const QMessageBox &box)
{
    const QAbstractButton *clicked = box.clickedButton();
    if (!clicked)
        return box.buttons().contains(box.button(QMessageBox::Cancel)) ? Answer::Cancel
                                                                       : Answer::NotNow;
    return Answer(clicked->property(answerProperty).toInt());
}

} // namespace pinaculo
