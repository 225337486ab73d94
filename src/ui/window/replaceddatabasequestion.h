#pragma once

#include <QCoreApplication>

class QMessageBox;
class QWidget;

namespace pinaculo {

// Asked when the database file was replaced or moved under the window (a backup copied over it,
// another file moved to its name): nothing more is written into it, the game on the table stays
// in the window, and the player chooses where it goes.
class ReplacedDatabaseQuestion
{
    Q_DECLARE_TR_FUNCTIONS(ReplacedDatabaseQuestion)

public:
    enum class Answer {
        Export, // to a game file
        SaveAsNewGame, // into the database that is there now
        NotNow, // keep it in the window (while the window stays open)
        QuitWithoutSaving, // only when closing
        Cancel, // only when closing: the window stays open
    };
    // The question as a box, its buttons named by their answers; exec() it when closing, open()
    // it otherwise (a save refused in the middle of an edit must not wait for the player).
    static QMessageBox *create(QWidget *parent, const QString &databasePath, bool closing);
    // What the player chose in a box made by create().
    static Answer answerOf(const QMessageBox &box);
};

} // namespace pinaculo
