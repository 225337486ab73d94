#pragma once

#include <QImage>
#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace pinaculo {

class GameTable;
class GameView;

// Sharing the game from the window: the score sheet copied as text (exactly what
// `pinaculo-cli score` prints, in the window's language) or as a picture, and exported as CSV
// (the columns of `pinaculo-cli score --csv`), and the statistics exported as CSV. Its actions
// sit in the Edit menu, in Game > Export as CSV and in the score sheet's context menu.
//
// Object names: actionCopyScoreText (the platform's Copy key), actionCopyScoreImage
// (Ctrl+Shift+C), menuExportCsv, actionExportScoreCsv, actionExportStatisticsCsv.
class ScoreSheetSharing : public QObject
{
    Q_OBJECT

public:
    // Puts the copy actions in `editMenu` before `copyBefore`, and the CSV menu in `gameMenu`
    // after `exportAfter`.
    ScoreSheetSharing(GameTable *table, QMenu *editMenu, QAction *copyBefore, QMenu *gameMenu,
                      QAction *exportAfter);

    // Gives the score sheet its context menu and draws the picture from its model; called when
    // the game's page is made.
    void attach(GameView *view);

    // What is copied and exported; empty without a game.
    QString scoreText() const;
    QImage scoreImage() const;
    QString scoreCsv() const;
    QString statisticsCsv() const;

    // Each writes through OutputFile: the whole file or what was there left as it was, never
    // the window's database or a file beside it; false with the reason.
    bool exportScoreCsv(const QString &path, QString *error = nullptr);
    bool exportStatisticsCsv(const QString &path, QString *error = nullptr);

    bool eventFilter(QObject *watched, QEvent *event) override;

public slots:
    void copyText();
    void copyImage();
    void exportScoreCsvDialog();
    void exportStatisticsCsvDialog();
    // Enables what the window can share now: a game shown, a database.
    void updateActions();

private:
    void retranslate();
    QString askForFile(const QString &title, const QString &proposedName);
    void reportWritten(bool written, const QString &path, const QString &error);

    GameTable *m_table;
    QWidget *m_window;
    QPointer<GameView> m_view;
    QAction *m_copyText;
    QAction *m_copyImage;
    QMenu *m_exportMenu;
    QAction *m_exportScore;
    QAction *m_exportStatistics;
};

} // namespace pinaculo
