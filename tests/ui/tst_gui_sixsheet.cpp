// Six players at a 1024×600 laptop: the window's score sheet shows every player's column without
// scrolling sideways, and 2 to 4 players keep a column for the hand's points and one for the
// total as before.
#include "common/nameheaderview.h"
#include "laptopscreen.h"
#include "support/testgames.h"
#include "window/mainwindow.h"
#include "scoresheet/scoreboardmodel.h"

#include <QApplication>
#include <QFile>
#include <QFontMetrics>
#include <QHeaderView>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

namespace {

const QStringList sixNames = testgames::longNames();

using testgames::pointsGame;

} // namespace

class TestGuiSixSheet : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sixPlayersFitTheSheetWithoutScrolling();
    void fewPlayersKeepPointsAndTotalColumns_data();
    void fewPlayersKeepPointsAndTotalColumns();
};

void TestGuiSixSheet::initTestCase()
{
    QSettings().clear();
}

void TestGuiSixSheet::sixPlayersFitTheSheetWithoutScrolling()
{
    if (!guitest::onLaptopScreen(QSize(1024, 600)))
        QSKIP("the offscreen platform did not take the 1024×600 screen");
    MainWindow window;
    window.openGame(pointsGame(sixNames, 12));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.frameGeometry().width() <= 1024);
    QApplication::processEvents();

    auto *sheet = window.findChild<QTableView *>(QStringLiteral("scoreboardView"));
    QVERIFY(sheet);
    const auto *header = qobject_cast<const NameHeaderView *>(sheet->horizontalHeader());
    QVERIFY(header);
    const int viewport = sheet->viewport()->width();
    QVERIFY2(header->length() <= viewport,
             qPrintable(QStringLiteral("%1 > %2").arg(header->length()).arg(viewport)));
    QVERIFY(!sheet->horizontalScrollBar()->isVisible());
    QCOMPARE(sheet->horizontalScrollBar()->maximum(), 0);

    // Every player has a visible column inside the viewport, its running total readable whole.
    const QAbstractItemModel *model = sheet->model();
    const int last = model->rowCount() - 1;
    for (int side = 0; side < 6; ++side) {
        const int total = ScoreboardModel::columnOf(side, ScoreboardModel::TotalColumn);
        QVERIFY2(!sheet->isColumnHidden(total), qPrintable(sixNames.at(side)));
        const int left = sheet->columnViewportPosition(total);
        QVERIFY(left >= 0);
        QVERIFY(left + sheet->columnWidth(total) <= viewport);
        QFont font = sheet->font();
        font.setBold(true);
        const QString text = model->index(last, total).data().toString();
        QVERIFY2(QFontMetrics(font).horizontalAdvance(text) < sheet->columnWidth(total),
                 qPrintable(text));
        // The column names its player, cut or whole, and the tooltip has the whole name: the
        // model gives it whole, and the header fits it to the column.
        QCOMPARE(model->headerData(total, Qt::Horizontal).toString(), sixNames.at(side));
        const QString heading = header->shownText(total);
        const QString tip = model->headerData(total, Qt::Horizontal, Qt::ToolTipRole).toString();
        QVERIFY2(
            heading == sixNames.at(side)
                || (heading.endsWith(u'…') && sixNames.at(side).startsWith(heading.chopped(1))),
            qPrintable(heading));
        QVERIFY2(tip.contains(sixNames.at(side)), qPrintable(tip));
        QVERIFY(QFontMetrics(header->font()).horizontalAdvance(heading)
                <= header->sectionSize(total));
    }
}

void TestGuiSixSheet::fewPlayersKeepPointsAndTotalColumns_data()
{
    QTest::addColumn<int>("players");
    QTest::newRow("2") << 2;
    QTest::newRow("3") << 3;
    QTest::newRow("4") << 4;
}

void TestGuiSixSheet::fewPlayersKeepPointsAndTotalColumns()
{
    QFETCH(int, players);
    MainWindow window;
    window.openGame(pointsGame(sixNames.first(players), 5));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::processEvents();
    auto *sheet = window.findChild<QTableView *>(QStringLiteral("scoreboardView"));
    for (int column = 0; column < sheet->model()->columnCount(); ++column)
        QVERIFY(!sheet->isColumnHidden(column));
    QCOMPARE(
        sheet->model()
            ->headerData(ScoreboardModel::columnOf(0, ScoreboardModel::TotalColumn), Qt::Horizontal)
            .toString(),
        QStringLiteral("Total"));
    QCOMPARE(sheet->model()
                 ->headerData(ScoreboardModel::columnOf(0, ScoreboardModel::PointsColumn),
                              Qt::Horizontal)
                 .toString(),
             sixNames.at(0));
    if (players < 4)
        QVERIFY(sheet->horizontalHeader()->length() <= sheet->viewport()->width());
}

int main(int argc, char *argv[])
{
    // Under the offscreen platform, a screen the size of the laptop at the table.
    QTemporaryDir dir;
    guitest::useLaptopScreen(dir, QSize(1024, 600));
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("PinaculoTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gui_sixsheet"));
    TestGuiSixSheet test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_gui_sixsheet.moc"
