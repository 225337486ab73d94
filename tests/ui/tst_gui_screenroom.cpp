// Every dialog on a 1024×600 laptop as a desktop really leaves it: a 24-pixel panel takes the
// screen's edge (the screen here is 1024×576, what QScreen::availableGeometry reports on such a
// desktop) and the window manager adds a 24-pixel title bar above each window. Each dialog, in
// its largest state (the hand dialog with the card picker open, New Game with six players in
// pairs and the whole rule table), keeps its frame on the screen, every button in sight and
// nothing scrolling sideways.
#include "laptopscreen.h"
#include "database.h"
#include "gamerepository.h"
#include "gamestore.h"
#include "handentry/handentrydialog.h"
#include "history/historydialog.h"
#include "window/mainwindow.h"
#include "handentry/meldcheckerdialog.h"
#include "cards/cardlineedit.h"
#include "handentry/meldrow.h"
#include "setup/newgamedialog.h"
#include "handentry/playerresultpanel.h"
#include "scoresheet/renameplayerdialog.h"
#include "rules/rulesreferencedialog.h"
#include "sharing/shareboarddialog.h"
#include "history/statisticsdialog.h"
#include "support/testgames.h"
#include "languages.h"
#include "translations.h"
#include "support/storedtestgames.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace pinaculo;

namespace {

constexpr int TitleBar = 24; // what a window manager adds above the client area
constexpr QSize Screen(1024, 576); // 1024×600 less a 24-pixel panel

QString describe(const QRect &r)
{
    return QStringLiteral("%1,%2 %3×%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// The frame as the window manager would draw it: the client area and a title bar above it.
QRect frameOf(const QWidget &window)
{
    return window.geometry().adjusted(0, -TitleBar, 0, 0);
}

// Whether `widget` sits inside an area that scrolls, where being out of view is by design.
bool scrolls(const QWidget *widget, const QWidget &window)
{
    for (const QWidget *w = widget->parentWidget(); w && w != &window; w = w->parentWidget()) {
        if (qobject_cast<const QAbstractScrollArea *>(w))
            return true;
    }
    return false;
}

// The frame fits the free area; every button shown outside a scrolling area lies wholly inside
// the window, and no scrolling area inside it scrolls sideways.
void verifyInRoom(const QWidget &window, const QString &what)
{
    const QRect available = window.screen()->availableGeometry();
    // The window manager places the frame; the client area must lie on the screen and the
    // whole frame fit in the free area.
    QVERIFY2(available.contains(window.geometry()) && frameOf(window).width() <= available.width()
                 && frameOf(window).height() <= available.height(),
             qPrintable(QStringLiteral("%1: frame %2 in %3")
                            .arg(what, describe(frameOf(window)), describe(available))));
    const QRect inside(QPoint(0, 0), window.size());
    const QList<QAbstractButton *> buttons = window.findChildren<QAbstractButton *>();
    for (const QAbstractButton *button : buttons) {
        if (!button->isVisibleTo(&window) || scrolls(button, window))
            continue;
        const QRect at(button->mapTo(&window, QPoint(0, 0)), button->size());
        QVERIFY2(inside.contains(at),
                 qPrintable(QStringLiteral("%1: “%2” (%3) at %4 in %5×%6")
                                .arg(what, button->text(), button->objectName(), describe(at))
                                .arg(window.width())
                                .arg(window.height())));
    }
    const QList<QAbstractScrollArea *> areas = window.findChildren<QAbstractScrollArea *>();
    for (const QAbstractScrollArea *area : areas) {
        // The statistics' eleven figures of a player may scroll sideways on a laptop: each is
        // a number under its heading, after the player's name in the first column.
        if (!area->isVisibleTo(&window)
            || area->horizontalScrollBarPolicy() == Qt::ScrollBarAlwaysOn
            || area->objectName() == u"statisticsTable")
            continue;
        QVERIFY2(!area->horizontalScrollBar()->isVisible(),
                 qPrintable(QStringLiteral("%1: %2 scrolls sideways (%3 of %4 px)")
                                .arg(what, area->objectName())
                                .arg(area->horizontalScrollBar()->maximum())
                                .arg(area->viewport()->width())));
    }
}

void showAndSettle(QWidget &window)
{
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::processEvents();
}

GameSetup setupOf(Variant variant, int players, bool pairs)
{
    GameSetup setup;
    setup.rules = Rules::preset(variant);
    const QStringList names {QStringLiteral("Concepción"),  QStringLiteral("Bartolomé"),
                             QStringLiteral("Maximiliano"), QStringLiteral("Guadalupe"),
                             QStringLiteral("Margherita"),  QStringLiteral("Francesca")};
    setup.players = names.mid(0, players);
    if (pairs) {
        const int sides = players / 2;
        for (int side = 0; side < sides; ++side)
            setup.teams.append(
                Team {QStringLiteral("Pareja %1").arg(side + 1), {side, side + sides}});
    }
    return setup;
}

} // namespace

class TestGuiScreenRoom : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase_data();
    void initTestCase();
    void init();
    void handDialogWithThePickerOpen_data();
    void handDialogWithThePickerOpen();
    void threeMeldRowsForEachOfSixPlayers();
    void newGameWithSixInPairsAndEveryRule();
    void theOtherWindows();
};

void TestGuiScreenRoom::initTestCase_data()
{
    // The longest words are Spanish and Italian ones: every check runs in each language.
    QTest::addColumn<QString>("language");
    for (const QString &language : Languages::codes())
        QTest::newRow(qPrintable(language)) << language;
}

void TestGuiScreenRoom::init()
{
    QFETCH_GLOBAL(QString, language);
    QVERIFY(Translations::install(language));
}

void TestGuiScreenRoom::initTestCase()
{
    if (!guitest::onLaptopScreen(Screen))
        QSKIP("the offscreen platform did not take the 1024×576 screen");
}

void TestGuiScreenRoom::handDialogWithThePickerOpen_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("pairs");
    QTest::newRow("pinaculo, 4 players") << int(Variant::Pinaculo) << 4 << false;
    QTest::newRow("pinaculo, 6 players") << int(Variant::Pinaculo) << 6 << false;
    QTest::newRow("pinacle, 2 pairs") << int(Variant::Pinacle) << 4 << true;
    QTest::newRow("pinacle, 3 pairs") << int(Variant::Pinacle) << 6 << true;
    QTest::newRow("pinnacola, 4 players") << int(Variant::Pinnacola) << 4 << false;
}

void TestGuiScreenRoom::handDialogWithThePickerOpen()
{
    QFETCH(int, variant);
    QFETCH(int, players);
    QFETCH(bool, pairs);
    const GameSetup setup = setupOf(static_cast<Variant>(variant), players, pairs);
    HandEntryDialog dialog(setup, 4, QList<bool>(setup.sideCount(), true));
    showAndSettle(dialog);
    const int widthFolded = dialog.width();
    verifyInRoom(dialog, QStringLiteral("folded"));

    auto *group = dialog.findChild<QGroupBox *>(QStringLiteral("cardPickerGroup"));
    QVERIFY(group);
    group->setChecked(true);
    QApplication::processEvents();
    verifyInRoom(dialog, QStringLiteral("picker open"));
    // The picker fits the dialog as it was: it never widens it, and every card is whole.
    QCOMPARE(dialog.width(), widthFolded);
    QWidget *picker = dialog.findChild<QWidget *>(QStringLiteral("cardPicker"));
    QVERIFY(picker && picker->isVisible());
    const QRect inside(QPoint(0, 0), dialog.size());
    const QList<QAbstractButton *> cards = picker->findChildren<QAbstractButton *>();
    QVERIFY(cards.size() >= 50);
    for (const QAbstractButton *card : cards) {
        if (card->isVisibleTo(picker))
            QVERIFY2(inside.contains(QRect(card->mapTo(&dialog, QPoint(0, 0)), card->size())),
                     qPrintable(card->objectName()));
    }

    group->setChecked(false);
    QApplication::processEvents();
    QCOMPARE(dialog.width(), widthFolded);
    verifyInRoom(dialog, QStringLiteral("folded again"));
}

void TestGuiScreenRoom::threeMeldRowsForEachOfSixPlayers()
{
    const GameSetup setup = setupOf(Variant::Pinaculo, 6, false);
    HandEntryDialog dialog(setup, 4, QList<bool>(6, true));
    showAndSettle(dialog);
    for (int seat = 0; seat < 6; ++seat) {
        auto *panel = dialog.findChild<PlayerResultPanel *>(QStringLiteral("player_%1").arg(seat));
        QVERIFY(panel);
        auto *tabs = dialog.findChild<QTabWidget *>(QStringLiteral("playerTabs"));
        tabs->setCurrentIndex(seat);
        QApplication::processEvents();
        auto *rows = panel->findChild<QAbstractScrollArea *>(QStringLiteral("meldsScroll"));
        QVERIFY(rows);
        const int rowHeight = panel->meldRows().constFirst()->sizeHint().height();
        QVERIFY2(rows->viewport()->height() >= 3 * rowHeight,
                 qPrintable(QStringLiteral("seat %1: %2 px for rows of %3")
                                .arg(seat)
                                .arg(rows->viewport()->height())
                                .arg(rowHeight)));
        // Each row's card field starts in view and is wide enough to read a whole run.
        QLineEdit *cards = panel->meldRows().constFirst()->cardsEdit();
        QVERIFY(cards->mapTo(rows->viewport(), QPoint(0, 0)).x() >= 0);
        QVERIFY(cards->width()
                >= cards->fontMetrics().horizontalAdvance(QStringLiteral("3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠")));
    }
    verifyInRoom(dialog, QStringLiteral("six players"));
}

void TestGuiScreenRoom::newGameWithSixInPairsAndEveryRule()
{
    NewGameDialog dialog;
    showAndSettle(dialog);
    verifyInRoom(dialog, QStringLiteral("New Game"));
    auto *variant = dialog.findChild<QComboBox *>(QStringLiteral("variantCombo"));
    variant->setCurrentIndex(variant->findData(QStringLiteral("pinacle")));
    // Before any player is named (every problem line shown), then with six.
    dialog.findChild<QCheckBox *>(QStringLiteral("advancedCheck"))->setChecked(true);
    QApplication::processEvents();
    verifyInRoom(dialog, QStringLiteral("New Game, pinacle, no players yet"));
    dialog.findChild<QCheckBox *>(QStringLiteral("advancedCheck"))->setChecked(false);
    auto *name = dialog.findChild<QLineEdit *>(QStringLiteral("newPlayerEdit"));
    const QStringList players {QStringLiteral("Concepcion"),  QStringLiteral("Bartolome"),
                               QStringLiteral("Maximiliano"), QStringLiteral("Guadalupe"),
                               QStringLiteral("Margherita"),  QStringLiteral("Francesca")};
    for (const QString &player : players) {
        QTest::keyClicks(name, player);
        QTest::keyClick(name, Qt::Key_Return);
    }
    auto *teams = dialog.findChild<QTableWidget *>(QStringLiteral("teamsTable"));
    QVERIFY(teams);
    QCOMPARE(teams->rowCount(), 3);
    dialog.findChild<QCheckBox *>(QStringLiteral("advancedCheck"))->setChecked(true);
    QApplication::processEvents();
    verifyInRoom(dialog, QStringLiteral("New Game, every rule"));
    auto *box = dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
    QVERIFY(box->button(QDialogButtonBox::Ok)->isEnabled());
}

void TestGuiScreenRoom::theOtherWindows()
{
    QTemporaryDir dir;
    Database db;
    QVERIFY(db.open(dir.filePath(QStringLiteral("room.sqlite")), Database::Access::Exclusive).ok());
    GameRepository repository(db.storage());
    for (int i = 0; i < 12; ++i)
        storagetest::store(
            repository,
            testgames::numberedGame(5 + i,
                                    {QStringLiteral("Concepción"), QStringLiteral("Maximiliano"),
                                     QStringLiteral("Guadalupe")}));

    MainWindow window;
    showAndSettle(window);
    verifyInRoom(window, QStringLiteral("main window"));

    HistoryDialog history {GameStore(db.storage())};
    showAndSettle(history);
    verifyInRoom(history, QStringLiteral("history"));
    StatisticsDialog statistics {GameStore(db.storage())};
    showAndSettle(statistics);
    verifyInRoom(statistics, QStringLiteral("statistics"));
    RulesReferenceDialog rules;
    showAndSettle(rules);
    verifyInRoom(rules, QStringLiteral("rules reference"));
    MeldCheckerDialog checker(Variant::Pinaculo);
    showAndSettle(checker);
    verifyInRoom(checker, QStringLiteral("meld checker"));
    ShareBoardDialog share;
    showAndSettle(share);
    verifyInRoom(share, QStringLiteral("share board"));
    RenamePlayerDialog rename({QStringLiteral("Concepción"), QStringLiteral("Maximiliano")});
    showAndSettle(rename);
    verifyInRoom(rename, QStringLiteral("rename player"));
}

int main(int argc, char *argv[])
{
    // Under the offscreen platform, the laptop's screen less its panel.
    QTemporaryDir dir;
    guitest::useLaptopScreen(dir, QSize(1024, 576));
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("PinaculoTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gui_screenroom"));
    TestGuiScreenRoom test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_gui_screenroom.moc"
