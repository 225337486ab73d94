// The main window as the table uses it: open a game file, record, edit, delete and rename with
// the keyboard, undo and redo, the banner at the end, the full-screen board and the export.
#include "coretext.h"
#include "board/fullscreenscoreboard.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "support/testgames.h"
#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "scoresheet/gameview.h"
#include "handentry/handentrydialog.h"
#include "window/mainwindow.h"
#include "handentry/meldcheckerdialog.h"
#include "scoresheet/renameplayerdialog.h"
#include "scoresheet/scoreboardmodel.h"
#include "window/startpage.h"
#include "translations.h"
#include "support/gamefiletest.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>

using namespace pinaculo;

namespace {

using testgames::pointsHand;
using testgames::threePlayerGame;

template<typename T>
T *child(const QObject &parent, const QString &name)
{
    return parent.findChild<T *>(name);
}

QAction *action(const MainWindow &window, const char16_t *name)
{
    return window.findChild<QAction *>(QString::fromUtf16(name));
}

void showActive(QWidget &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

QLabel *banner(const MainWindow &window)
{
    return child<QLabel>(*window.gameView(), QStringLiteral("gameOverBanner"));
}

QTableView *scoreboard(const MainWindow &window)
{
    return child<QTableView>(*window.gameView(), QStringLiteral("scoreboardView"));
}

int totalShown(const MainWindow &window, int hand, int side)
{
    const QAbstractItemModel *model = scoreboard(window)->model();
    return model->index(hand, ScoreboardModel::columnOf(side, ScoreboardModel::TotalColumn))
        .data(Qt::EditRole)
        .toInt();
}

QLineEdit *focusedLineEdit()
{
    return qobject_cast<QLineEdit *>(QApplication::focusWidget());
}

// Translates a few words whatever their context, so a language change is visible without the
// real catalogues.
class ShoutingTranslator : public QTranslator
{
public:
    QString translate(const char *, const char *source, const char *, int) const override
    {
        const QByteArrayView text(source);
        if (text == "Dealer" || text == "Deals:" || text == "&Record Hand…"
            || text == "Hand breakdown" || text == "No game file opened yet."
            || text == "Record Hand")
            return QString::fromUtf8(source).toUpper();
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestGuiMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void startsOnTheStartPage();
    void opensAGameFileAndRemembersIt();
    void refusedFileIsExplainedWithItsPlace();
    void undoRedoByShortcut();
    void deleteKeyDeletesTheSelectedHand();
    void gameOverBannerNamesTheWinner();
    void tieAtTheTopSaysTheGameGoesOn();
    void renamePlayerThroughTheDialog();
    void recordsAHandTypedInTheEntryDialog();
    void editsAnEarlierHand();
    void exportWritesTheGameFile();
    void fullScreenScoreboardOpensAndCloses();
    void continuesTheLastGameFromTheStartPage();
    void languageMenuStoresTheChoice();
    void languageChangeRetranslatesEveryPart();
    void meldCheckerOpensWithTheGamesVariant();
    void vanishedRecentFileLeavesTheList();
};

void TestGuiMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PinaculoTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gui_mainwindow"));
    Translations::install(QStringLiteral("en"));
}

void TestGuiMainWindow::init()
{
    QSettings().clear();
}

void TestGuiMainWindow::startsOnTheStartPage()
{
    MainWindow window;
    showActive(window);
    auto *pages = child<QStackedWidget>(window, QStringLiteral("pages"));
    QCOMPARE(pages->currentWidget(), window.startPage());
    QVERIFY(!action(window, u"actionRecordHand")->isEnabled());
    QVERIFY(!action(window, u"actionUndo")->isEnabled());
    QVERIFY(
        !child<QPushButton>(*window.startPage(), QStringLiteral("continueButton"))->isEnabled());
    // Every action of the menus can be reached from the keyboard.
    for (const char16_t *name :
         {u"actionNewGame", u"actionOpenGame", u"actionExportGame", u"actionRecordHand",
          u"actionEditHand", u"actionDeleteHand", u"actionRenamePlayer", u"actionFullScreen",
          u"actionMeldChecker", u"actionUndo", u"actionRedo", u"actionQuit"})
        QVERIFY2(!action(window, name)->shortcut().isEmpty(), qPrintable(QString::fromUtf16(name)));
    QCOMPARE(action(window, u"actionRecordHand")->shortcuts().size(), 2);
}

void TestGuiMainWindow::opensAGameFileAndRemembersIt()
{
    QTemporaryDir dir;
    Game game = threePlayerGame();
    game.hands = {pointsHand({100, 50, 0}), pointsHand({0, 200, 0}, 1)};
    const QString path = dir.filePath(QStringLiteral("two-hands.json"));
    QVERIFY(gamefiletest::write(game, path));

    MainWindow window;
    showActive(window);
    QVERIFY(window.openGameFile(path));
    QCOMPARE(window.document()->game(), game);
    QCOMPARE(scoreboard(window)->model()->rowCount(), 2);
    QCOMPARE(totalShown(window, 1, 1), 270);
    QCOMPARE(MainWindow::recentFiles().value(0), QFileInfo(path).absoluteFilePath());
    QVERIFY(window.windowTitle().contains(QStringLiteral("two-hands.json")));
    // The latest hand is selected and its breakdown shown.
    QCOMPARE(window.gameView()->currentHand(), 1);
    QVERIFY(action(window, u"actionEditHand")->isEnabled());

    window.showStartPage();
    auto *recent = child<QListWidget>(*window.startPage(), QStringLiteral("recentList"));
    QCOMPARE(recent->count(), 1);
    QCOMPARE(recent->item(0)->text(), QStringLiteral("two-hands.json"));
}

void TestGuiMainWindow::refusedFileIsExplainedWithItsPlace()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\n  \"format\": \"pinaculo-game\",\n  \"version\": 1,\n  oops\n}\n");
    file.close();
    const QString expected = GameFileReader::readFile(path).error.text();
    QVERIFY(!expected.isEmpty());

    MainWindow window;
    showActive(window);
    QString shown;
    QTimer::singleShot(0, &window, [&window, &shown] {
        auto *box = window.findChild<QMessageBox *>(QStringLiteral("gameFileRefusedBox"));
        if (box) {
            shown = box->informativeText();
            box->accept();
        }
    });
    QVERIFY(!window.openGameFile(path));
    QCOMPARE(shown, expected);
    QVERIFY(!window.document());
    QVERIFY(MainWindow::recentFiles().isEmpty());
}

void TestGuiMainWindow::undoRedoByShortcut()
{
    MainWindow window;
    showActive(window);
    GameDocument *document = window.openGame(threePlayerGame());
    GameEdits::recordHand(document, pointsHand({100, 0, 0}));
    GameEdits::recordHand(document, pointsHand({0, 100, 0}, 1));
    QCOMPARE(scoreboard(window)->model()->rowCount(), 2);
    QVERIFY(action(window, u"actionUndo")->text().contains(QStringLiteral("2")));

    QTest::keySequence(&window, QKeySequence::Undo);
    QCOMPARE(document->handCount(), 1);
    QCOMPARE(scoreboard(window)->model()->rowCount(), 1);
    QTest::keySequence(&window, QKeySequence::Undo);
    QCOMPARE(document->handCount(), 0);
    QVERIFY(!action(window, u"actionUndo")->isEnabled());
    QTest::keySequence(&window, QKeySequence::Redo);
    QTest::keySequence(&window, QKeySequence::Redo);
    QCOMPARE(document->handCount(), 2);
    QCOMPARE(totalShown(window, 1, 1), 120);
}

void TestGuiMainWindow::deleteKeyDeletesTheSelectedHand()
{
    MainWindow window;
    showActive(window);
    Game game = threePlayerGame();
    game.hands = {pointsHand({100, 0, 0}), pointsHand({0, 200, 0}, 1), pointsHand({0, 0, 300}, 2)};
    GameDocument *document = window.openGame(game);
    window.gameView()->selectHand(1);
    scoreboard(window)->setFocus();
    QTest::keyClick(scoreboard(window), Qt::Key_Delete);
    QCOMPARE(document->handCount(), 2);
    QCOMPARE(document->totals(), (QList<int> {120, 0, 320}));
    QTest::keySequence(&window, QKeySequence::Undo);
    QCOMPARE(document->handCount(), 3);
    QCOMPARE(totalShown(window, 2, 1), 220);
}

void TestGuiMainWindow::gameOverBannerNamesTheWinner()
{
    MainWindow window;
    showActive(window);
    GameDocument *document = window.openGame(threePlayerGame());
    GameEdits::recordHand(document, pointsHand({800, 0, 0}, 1));
    QVERIFY(banner(window)->isHidden());
    QVERIFY(action(window, u"actionRecordHand")->isEnabled());

    GameEdits::recordHand(document, pointsHand({0, 1500, 0}, 1));
    QVERIFY(!banner(window)->isHidden());
    QVERIFY(banner(window)->text().contains(QStringLiteral("Bruno")));
    QVERIFY(banner(window)->text().contains(CoreText::number(1540)));
    // No hand after the end: the action is disabled and says why.
    QAction *record = action(window, u"actionRecordHand");
    QVERIFY(!record->isEnabled());
    QVERIFY(record->toolTip().contains(QStringLiteral("over")));

    // Undoing the deciding hand takes the banner away again.
    QTest::keySequence(&window, QKeySequence::Undo);
    QVERIFY(banner(window)->isHidden());
    QVERIFY(record->isEnabled());
}

void TestGuiMainWindow::tieAtTheTopSaysTheGameGoesOn()
{
    MainWindow window;
    showActive(window);
    Game game = threePlayerGame();
    game.hands = {pointsHand({780, 800, 0}), pointsHand({680, 700, 0})};
    window.openGame(game);
    QVERIFY(!banner(window)->isHidden());
    QVERIFY(banner(window)->text().contains(QStringLiteral("another hand")));
    QVERIFY(action(window, u"actionRecordHand")->isEnabled());
}

void TestGuiMainWindow::renamePlayerThroughTheDialog()
{
    MainWindow window;
    showActive(window);
    GameDocument *document = window.openGame(threePlayerGame());
    QTest::keyClick(&window, Qt::Key_F2);
    auto *dialog = window.findChild<RenamePlayerDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    child<QComboBox>(*dialog, QStringLiteral("playerCombo"))->setCurrentIndex(2);
    auto *name = child<QLineEdit>(*dialog, QStringLiteral("nameEdit"));
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Ana"));
    // A name already at the table is refused with a reason.
    QVERIFY(!dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    QVERIFY(!child<QLabel>(*dialog, QStringLiteral("problemLabel"))->text().isEmpty());
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Carlota"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(document->setup().players.at(2), QStringLiteral("Carlota"));
    const QAbstractItemModel *model = scoreboard(window)->model();
    QCOMPARE(model
                 ->headerData(ScoreboardModel::columnOf(2, ScoreboardModel::PointsColumn),
                              Qt::Horizontal)
                 .toString(),
             QStringLiteral("Carlota"));
    QTest::keySequence(&window, QKeySequence::Undo);
    QCOMPARE(document->setup().players.at(2), QStringLiteral("Carla"));
}

void TestGuiMainWindow::recordsAHandTypedInTheEntryDialog()
{
    MainWindow window;
    showActive(window);
    GameDocument *document = window.openGame(threePlayerGame());
    QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier);
    auto *dialog = window.findChild<HandEntryDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isActiveWindow());

    // Ana (see handentrydialog.h for the names): one run, Enter on the empty row, out.
    QTRY_VERIFY(focusedLineEdit());
    QCOMPARE(focusedLineEdit()->objectName(), QStringLiteral("meldCards_0"));
    QTest::keyClicks(focusedLineEdit(), QStringLiteral("3h 4h 5h"));
    QTest::keyClick(focusedLineEdit(), Qt::Key_Return);
    QTest::keyClick(focusedLineEdit(), Qt::Key_Return);
    QCOMPARE(focusedLineEdit()->objectName(), QStringLiteral("handCards"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("outCombo"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    // Bruno: nothing melded, two cards left.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_2, Qt::ControlModifier);
    QTest::keyClick(focusedLineEdit(), Qt::Key_Return);
    QCOMPARE(focusedLineEdit()->objectName(), QStringLiteral("handCards"));
    QTest::keyClicks(focusedLineEdit(), QStringLiteral("KD 7C"));
    // Carla: three aces.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_3, Qt::ControlModifier);
    QTest::keyClicks(focusedLineEdit(), QStringLiteral("AS AD AC"));
    QTest::keyClick(focusedLineEdit(), Qt::Key_Return, Qt::ControlModifier);

    QTRY_COMPARE(document->handCount(), 1);
    // Ana 15 + 20 out; Bruno −15; Carla 45.
    QCOMPARE(document->totals(), (QList<int> {35, -15, 45}));
    QCOMPARE(totalShown(window, 0, 2), 45);
    QCOMPARE(window.gameView()->currentHand(), 0);
    QTRY_VERIFY(window.isActiveWindow());
    QTest::keySequence(&window, QKeySequence::Undo);
    QCOMPARE(document->handCount(), 0);
}

void TestGuiMainWindow::editsAnEarlierHand()
{
    MainWindow window;
    showActive(window);
    Game game = threePlayerGame();
    game.hands = {pointsHand({800, 0, 0}), pointsHand({0, 100, 0}, 1)};
    GameDocument *document = window.openGame(game);
    QVERIFY(document->result().hands.at(1).barbele.at(0));

    window.gameView()->selectHand(0);
    scoreboard(window)->setFocus();
    QTest::keyClick(scoreboard(window), Qt::Key_Return);
    QCOMPARE(window.findChildren<HandEntryDialog *>().size(), 1);
    auto *dialog = window.findChild<HandEntryDialog *>();
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(dialog->record(), game.hands.at(0));
    // The same hand with Ana's melds at 100 instead of 800.
    HandRecord edited = pointsHand({100, 0, 0});
    dialog->setRecord(edited);
    dialog->accept();
    QTRY_COMPARE(document->game().hands.at(0), edited);
    QTRY_VERIFY(window.isActiveWindow());
    QCOMPARE(totalShown(window, 1, 0), 120);
    const QAbstractItemModel *model = scoreboard(window)->model();
    QVERIFY(!model->index(1, ScoreboardModel::columnOf(0, ScoreboardModel::PointsColumn))
                 .data(ScoreboardModel::BarbeleRole)
                 .toBool());
    QTest::keySequence(&window, QKeySequence::Undo);
    QCOMPARE(totalShown(window, 1, 0), 820);
}

void TestGuiMainWindow::exportWritesTheGameFile()
{
    QTemporaryDir dir;
    MainWindow window;
    showActive(window);
    Game game = threePlayerGame();
    game.hands = {pointsHand({100, 0, 0})};
    GameDocument *document = window.openGame(game);
    GameEdits::recordHand(document, pointsHand({0, 50, 0}, 1));
    QVERIFY(window.isWindowModified());
    const QString path = dir.filePath(QStringLiteral("export.json"));
    QVERIFY(window.exportGameFile(path));
    QVERIFY(!window.isWindowModified());
    const GameFileReader::Result read = GameFileReader::readFile(path);
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    QCOMPARE(read.game, document->game());
    QCOMPARE(document->filePath(), QFileInfo(path).absoluteFilePath());
}

void TestGuiMainWindow::fullScreenScoreboardOpensAndCloses()
{
    MainWindow window;
    showActive(window);
    Game game = threePlayerGame();
    game.hands = {pointsHand({100, 0, 0})};
    window.openGame(game);
    QTest::keyClick(&window, Qt::Key_F11);
    auto *board = window.findChild<FullScreenScoreboard *>();
    QVERIFY(board);
    QTRY_VERIFY(board->isVisible());
    auto *total = child<QLabel>(*board, QStringLiteral("sideTotal"));
    QVERIFY(QFontInfo(total->font()).pixelSize() > QFontInfo(window.font()).pixelSize() * 2);
    auto *table = child<QTableView>(*board, QStringLiteral("fullScreenTable"));
    QCOMPARE(table->model()->rowCount(), 1);
    QCOMPARE(child<QLabel>(*board, QStringLiteral("boardDealer"))->text(), QStringLiteral("Bruno"));
    QTest::keyClick(board, Qt::Key_Escape);
    QTRY_VERIFY(!window.findChild<FullScreenScoreboard *>());
    QVERIFY(!action(window, u"actionFullScreen")->isChecked());
}

void TestGuiMainWindow::continuesTheLastGameFromTheStartPage()
{
    MainWindow window;
    showActive(window);
    GameDocument *document = window.openGame(threePlayerGame());
    window.showStartPage();
    auto *pages = child<QStackedWidget>(window, QStringLiteral("pages"));
    QCOMPARE(pages->currentWidget(), window.startPage());
    QVERIFY(!action(window, u"actionRecordHand")->isEnabled());
    auto *resume = child<QPushButton>(*window.startPage(), QStringLiteral("continueButton"));
    QVERIFY(resume->isEnabled());
    QTest::mouseClick(resume, Qt::LeftButton);
    QCOMPARE(pages->currentWidget(), window.gameView());
    QCOMPARE(window.document(), document);
    QVERIFY(action(window, u"actionRecordHand")->isEnabled());
}

void TestGuiMainWindow::languageMenuStoresTheChoice()
{
    MainWindow window;
    showActive(window);
    window.openGame(threePlayerGame());
    // Each language in its own name, whatever the window's, the one in use checked.
    QStringList names;
    for (const QAction *language :
         window.findChild<QMenu *>(QStringLiteral("menuLanguage"))->actions()) {
        QVERIFY(language->isCheckable());
        QCOMPARE(language->isChecked(), language == action(window, u"actionEnglish"));
        names << language->text();
    }
    QCOMPARE(names,
             QStringList({QStringLiteral("Español"), QStringLiteral("Italiano"),
                          QStringLiteral("English")}));
    action(window, u"actionItalian")->trigger();
    QCOMPARE(Translations::current(), QStringLiteral("it"));
    QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("it"));
    QVERIFY(action(window, u"actionItalian")->isChecked());
    QVERIFY(!action(window, u"actionEnglish")->isChecked());
    AppOptions none;
    QCOMPARE(MainWindow::startupLanguage(none), QStringLiteral("it"));
    none.language = QStringLiteral("es");
    QCOMPARE(MainWindow::startupLanguage(none), QStringLiteral("es"));
    action(window, u"actionEnglish")->trigger();
    QCOMPARE(Translations::current(), QStringLiteral("en"));
    // The header words come back in English after the change.
    QCOMPARE(scoreboard(window)
                 ->model()
                 ->headerData(ScoreboardModel::DealerColumn, Qt::Horizontal)
                 .toString(),
             QStringLiteral("Dealer"));
}

void TestGuiMainWindow::languageChangeRetranslatesEveryPart()
{
    MainWindow window;
    showActive(window);
    window.openGame(threePlayerGame());
    ShoutingTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const QAbstractItemModel *model = scoreboard(window)->model();
    QCOMPARE(model->headerData(ScoreboardModel::DealerColumn, Qt::Horizontal).toString(),
             QStringLiteral("DEALER"));
    // The change is announced by a posted event.
    QTRY_COMPARE(action(window, u"actionRecordHand")->text(), QStringLiteral("&RECORD HAND…"));
    QCOMPARE(action(window, u"actionRecordHand")->iconText(), QStringLiteral("RECORD HAND"));
    bool captionFound = false;
    for (QLabel *label : window.gameView()->findChildren<QLabel *>())
        captionFound = captionFound || label->text() == QStringLiteral("DEALS:");
    QVERIFY(captionFound);
    QCOMPARE(child<QLabel>(*window.startPage(), QStringLiteral("noRecentLabel"))->text(),
             QStringLiteral("NO GAME FILE OPENED YET."));
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(model->headerData(ScoreboardModel::DealerColumn, Qt::Horizontal).toString(),
             QStringLiteral("Dealer"));
    QTRY_COMPARE(action(window, u"actionRecordHand")->text(), QStringLiteral("&Record Hand…"));
}

void TestGuiMainWindow::meldCheckerOpensWithTheGamesVariant()
{
    MainWindow window;
    showActive(window);
    QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
    auto *checker = window.findChild<MeldCheckerDialog *>();
    QVERIFY(checker);
    QTRY_VERIFY(checker->isVisible());
    checker->close();
}

void TestGuiMainWindow::vanishedRecentFileLeavesTheList()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("gone.json"));
    QVERIFY(gamefiletest::write(threePlayerGame(), path));
    MainWindow window;
    showActive(window);
    QVERIFY(window.openGameFile(path));
    QCOMPARE(MainWindow::recentFiles().size(), 1);
    QVERIFY(QFile::remove(path));
    QTimer::singleShot(0, &window, [&window] {
        if (auto *box = window.findChild<QMessageBox *>(QStringLiteral("gameFileRefusedBox")))
            box->accept();
    });
    QVERIFY(!window.openGameFile(path));
    QVERIFY(MainWindow::recentFiles().isEmpty());
}

QTEST_MAIN(TestGuiMainWindow)
#include "tst_gui_mainwindow.moc"
