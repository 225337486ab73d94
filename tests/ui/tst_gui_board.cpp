// The full-screen board and the window's chart: type that fits every column whatever the number
// of sides and the screen, and lines that tell six sides apart.
#include "board/boardtypescale.h"
#include "common/nametext.h"
#include "coretext.h"
#include "board/fullscreenscoreboard.h"
#include "gamedocument.h"
#include "scoresheet/gameview.h"
#include "support/testgames.h"
#include "handaxisticks.h"
#include "scoresheet/runningtotalschart.h"
#include "translations.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QSet>
#include <QTableView>
#include <QTest>

using namespace pinaculo;

namespace {

const QStringList sixNames = testgames::longNames();

using testgames::pointsGame;

BoardTypeScale::Texts sixSideTexts()
{
    BoardTypeScale::Texts texts;
    texts.names = sixNames;
    for (int side = 0; side < 6; ++side)
        texts.totals.append(CoreText::number(1234 + side));
    texts.values = {CoreText::signedNumber(-1240), CoreText::signedNumber(1875)};
    texts.nextHand = sixNames;
    texts.handHeading = QStringLiteral("Smazzata");
    return texts;
}

qreal width(const QFont &font, const QString &text)
{
    return QFontMetricsF(font).horizontalAdvance(text);
}

// The board of `game` laid out at `size` as it would be on a screen that big.
struct Board
{
    GameDocument document;
    GameView view;
    FullScreenScoreboard *board;

    Board(const Game &game, const QSize &size)
        : document(game)
    {
        view.setDocument(&document);
        board = new FullScreenScoreboard(&view);
        board->resize(size);
        board->show();
        QVERIFY(QTest::qWaitForWindowExposed(board));
    }
    ~Board() { delete board; }

    QList<QLabel *> labels(const QString &name) const
    {
        return board->findChildren<QLabel *>(name);
    }
    int totalPixels() const
    {
        return labels(QStringLiteral("sideTotal")).value(0)->font().pixelSize();
    }
};

} // namespace

class TestGuiBoard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sixSidesFitAt1280x720();
    void typeGrowsWithTheScreenAndWithFewerSides();
    void nameTooLongForAnyTypeIsElidedWithATooltip();
    void boardShowsSixSidesWithoutClippingAnything_data();
    void boardShowsSixSidesWithoutClippingAnything();
    void boardUsesTheRoomWithThreePlayers();
    void sixPlayersNamesReadFromAcrossTheTable_data();
    void sixPlayersNamesReadFromAcrossTheTable();
    void boardSaysWhoDealsAndWhoIsBarbele();
    void chartGivesSixSidesSixLooks();
    void chartHandAxisReadsWholeHands();
};

void TestGuiBoard::initTestCase()
{
    Translations::install(QStringLiteral("en"));
}

void TestGuiBoard::sixSidesFitAt1280x720()
{
    const BoardTypeScale::Texts texts = sixSideTexts();
    const BoardTypeScale scale(QSize(1280, 720), 6, QFont(), texts);
    QVERIFY(scale.handColumnWidth() + 6 * scale.sideColumnWidth() <= 1280);
    for (const QString &name : texts.names)
        QVERIFY2(width(scale.nameFont(), name) <= scale.cardTextWidth(), qPrintable(name));
    QVERIFY(scale.nameFont().pixelSize() > BoardTypeScale::minimumNamePixels());
    for (const QString &total : texts.totals)
        QVERIFY(width(scale.totalFont(), total) <= scale.cardTextWidth());
    for (const QString &value : texts.values)
        QVERIFY(width(scale.tableFont(), value) <= scale.cellTextWidth());
    for (const QString &name : texts.nextHand)
        QVERIFY(width(scale.nextHandFont(), name) <= scale.nextCellWidth(2));
    QVERIFY(width(scale.captionFont(), texts.handHeading) <= scale.handColumnWidth());
    // Readable from a chair: the totals are the largest type, and none is desktop-small.
    QVERIFY(scale.totalFont().bold());
    QVERIFY(scale.totalFont().pixelSize() > scale.nameFont().pixelSize());
    QVERIFY(scale.totalFont().pixelSize() >= 40);
    QVERIFY(scale.tableFont().pixelSize() >= 20);
}

void TestGuiBoard::typeGrowsWithTheScreenAndWithFewerSides()
{
    BoardTypeScale::Texts three = sixSideTexts();
    three.names = three.names.first(3);
    three.totals = three.totals.first(3);
    const BoardTypeScale small(QSize(1280, 720), 3, QFont(), three);
    const BoardTypeScale large(QSize(1920, 1080), 3, QFont(), three);
    const BoardTypeScale six(QSize(1920, 1080), 6, QFont(), sixSideTexts());
    QVERIFY(large.totalFont().pixelSize() > small.totalFont().pixelSize());
    QVERIFY(large.tableFont().pixelSize() > small.tableFont().pixelSize());
    QVERIFY(large.totalFont().pixelSize() > six.totalFont().pixelSize());
    QVERIFY(large.totalFont().pixelSize() >= 100);
}

void TestGuiBoard::nameTooLongForAnyTypeIsElidedWithATooltip()
{
    Game game = pointsGame(sixNames, 2);
    game.setup.players[2] = QStringLiteral("Maximiliano Bartolomé de la Concepción");
    Board board(game, QSize(1024, 600));
    QLabel *name = board.labels(QStringLiteral("sideName")).at(2);
    QVERIFY(name->text() != game.setup.players[2]);
    QVERIFY(name->text().endsWith(u'…'));
    QCOMPARE(name->toolTip(), NameText::toolTip(game.setup.players[2]));
    QCOMPARE(board.labels(QStringLiteral("sideName")).at(0)->text(), sixNames.at(0));
    QVERIFY(board.labels(QStringLiteral("sideName")).at(0)->toolTip().isEmpty());
}

void TestGuiBoard::boardShowsSixSidesWithoutClippingAnything_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024x600") << QSize(1024, 600);
    QTest::newRow("1280x720") << QSize(1280, 720);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

void TestGuiBoard::boardShowsSixSidesWithoutClippingAnything()
{
    QFETCH(QSize, size);
    Board board(pointsGame(sixNames, 14), size);

    const QList<QLabel *> names = board.labels(QStringLiteral("sideName"));
    const QList<QLabel *> totals = board.labels(QStringLiteral("sideTotal"));
    QCOMPARE(names.size(), 6);
    for (int side = 0; side < 6; ++side) {
        QCOMPARE(names.at(side)->text(), sixNames.at(side));
        QVERIFY2(width(names.at(side)->font(), names.at(side)->text())
                     <= names.at(side)->contentsRect().width(),
                 qPrintable(sixNames.at(side)));
        QVERIFY(width(totals.at(side)->font(), totals.at(side)->text())
                <= totals.at(side)->contentsRect().width());
        // One line: a total never wraps.
        QVERIFY(totals.at(side)->height() < 2 * QFontMetrics(totals.at(side)->font()).height());
    }
    auto *table = board.board->findChild<QTableView *>(QStringLiteral("fullScreenTable"));
    QCOMPARE(table->model()->columnCount(), 7);
    const int icon = table->iconSize().width();
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        for (int column = 1; column < 7; ++column) {
            const QString text = table->model()->index(row, column).data().toString();
            QVERIFY2(width(table->font(), text) + icon + 12 <= table->columnWidth(column),
                     qPrintable(text));
        }
    }
    // Each side's card stands over its column of the table, or, in rows of three, the table's
    // header names the columns.
    const QList<QWidget *> cards = board.board->findChildren<QWidget *>(QStringLiteral("sideCard"));
    QCOMPARE(cards.size(), 6);
    const bool rows = cards.at(3)->y() > cards.at(0)->y();
    QCOMPARE(table->horizontalHeader()->isVisible(), rows);
    for (int side = 0; side < 6 && rows; ++side)
        QCOMPARE(table->model()->headerData(side + 1, Qt::Horizontal).toString(),
                 sixNames.at(side));
    for (int side = 0; side < 6 && !rows; ++side) {
        const int cardLeft = cards.at(side)->mapTo(board.board, QPoint(0, 0)).x();
        const int columnLeft
            = table->viewport()
                  ->mapTo(board.board, QPoint(table->columnViewportPosition(side + 1), 0))
                  .x();
        QVERIFY2(std::abs(cardLeft - columnLeft) <= 2,
                 qPrintable(QStringLiteral("%1 %2").arg(cardLeft).arg(columnLeft)));
    }
    // The columns fill the board: the cards and the table are as wide as the window allows.
    int columns = 0;
    for (int column = 0; column < 7; ++column)
        columns += table->columnWidth(column);
    QVERIFY(columns > table->viewport()->width() - 7);
    QVERIFY(columns <= table->viewport()->width());
}

void TestGuiBoard::boardUsesTheRoomWithThreePlayers()
{
    Board three(pointsGame(sixNames.first(3), 4), QSize(1920, 1080));
    Board six(pointsGame(sixNames, 4), QSize(1920, 1080));
    QVERIFY(three.totalPixels() > six.totalPixels());
    QVERIFY(three.totalPixels() >= 100);
    // The cards take their share of the width: not bunched up at one side.
    const QList<QLabel *> totals = three.labels(QStringLiteral("sideTotal"));
    QVERIFY(totals.at(0)->width() > 1920 / 4);
}

void TestGuiBoard::sixPlayersNamesReadFromAcrossTheTable_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("least");
    QTest::newRow("1024x600") << QSize(1024, 600) << 26;
    QTest::newRow("1920x1080") << QSize(1920, 1080) << 40;
}

// Six players get names as large as three pairs do, measured as drawn, and every name fits its
// card (cut only with the whole name in the tooltip).
void TestGuiBoard::sixPlayersNamesReadFromAcrossTheTable()
{
    QFETCH(QSize, size);
    QFETCH(int, least);
    Game pairs = pointsGame(sixNames, 6);
    const QStringList teams
        = {QStringLiteral("Rojos"), QStringLiteral("Azules"), QStringLiteral("Verdes")};
    for (int team = 0; team < 3; ++team)
        pairs.setup.teams.append({teams.at(team), {team, team + 3}});
    Board threePairs(pairs, size);
    Game solo = pointsGame(sixNames, 12);
    solo.setup.players[5] = QStringLiteral("Maximiliano Bartolomé de la Concepción");
    Board six(solo, size);

    const QList<QLabel *> pairNames = threePairs.labels(QStringLiteral("sideName"));
    QCOMPARE(pairNames.size(), 3);
    const int pairHeight = QFontMetrics(pairNames.at(0)->font()).height();
    const QList<QLabel *> names = six.labels(QStringLiteral("sideName"));
    QCOMPARE(names.size(), 6);
    for (int side = 0; side < 6; ++side) {
        QLabel *name = names.at(side);
        const QString whole = solo.setup.players.at(side);
        const QFontMetrics metrics(name->font());
        const QString message = QStringLiteral("%1: %2 px, three pairs %3 px")
                                    .arg(whole)
                                    .arg(metrics.height())
                                    .arg(pairHeight);
        if (side == 0)
            qInfo("%s", qPrintable(message));
        QVERIFY2(metrics.height() >= least, qPrintable(message));
        QVERIFY2(metrics.height() >= pairHeight, qPrintable(message));
        QVERIFY2(metrics.horizontalAdvance(name->text()) <= name->contentsRect().width(),
                 qPrintable(message));
        QVERIFY(metrics.height() <= name->contentsRect().height());
        if (name->text() != whole) {
            QVERIFY(name->text().endsWith(u'…'));
            QCOMPARE(name->toolTip(), NameText::toolTip(whole));
        }
        QVERIFY(name->isVisible());
        QVERIFY(
            six.board->rect().contains(name->geometry().translated(name->parentWidget()->pos())));
    }
    QCOMPARE(names.at(0)->text(), sixNames.at(0));
    // The latest hands are still in view below the cards.
    auto *table = six.board->findChild<QTableView *>(QStringLiteral("fullScreenTable"));
    QVERIFY(table->viewport()->height() >= 3 * table->verticalHeader()->defaultSectionSize());
    QApplication::processEvents();
    const int last = table->model()->rowCount() - 1;
    QVERIFY(table->rowViewportPosition(last) >= 0);
    QVERIFY2(table->rowViewportPosition(last) + table->rowHeight(last)
                 <= table->viewport()->height(),
             qPrintable(QStringLiteral("%1 + %2 > %3")
                            .arg(table->rowViewportPosition(last))
                            .arg(table->rowHeight(last))
                            .arg(table->viewport()->height())));
}

void TestGuiBoard::boardSaysWhoDealsAndWhoIsBarbele()
{
    Game game = pointsGame(sixNames.first(3), 0);
    game.hands = {testgames::pointsHand({1100, 0, 0})};
    Board board(game, QSize(1280, 720));
    auto *dealer = board.board->findChild<QLabel *>(QStringLiteral("boardDealer"));
    QCOMPARE(dealer->text(), game.setup.players.value(game.setup.dealerOfHand(1)));
    QVERIFY(dealer->font().pixelSize() >= 24);
    auto *barbele = board.board->findChild<QLabel *>(QStringLiteral("boardBarbele"));
    QVERIFY(barbele->isVisible());
    QVERIFY2(barbele->text().contains(sixNames.at(0)), qPrintable(barbele->text()));
    QCOMPARE(board.labels(QStringLiteral("sideNote")).at(0)->text(), QStringLiteral("barbelé"));
}

void TestGuiBoard::chartGivesSixSidesSixLooks()
{
    GameDocument document(pointsGame(sixNames, 5));
    RunningTotalsChart chart;
    chart.setDocument(&document);
    QSet<QPair<QRgb, int>> looks;
    QSet<QRgb> colours;
    for (QAbstractSeries *series : chart.chart()->series()) {
        if (series->objectName() == u"target")
            continue;
        const QPen pen = static_cast<QLineSeries *>(series)->pen();
        colours.insert(pen.color().rgb());
        const int dashes = pen.style() == Qt::CustomDashLine ? 100 : int(pen.style());
        looks.insert({pen.color().rgb(), dashes});
        QVERIFY(!static_cast<QLineSeries *>(series)->lightMarker().isNull());
    }
    QCOMPARE(colours.size(), 6);
    QCOMPARE(looks.size(), 6);
}

void TestGuiBoard::chartHandAxisReadsWholeHands()
{
    for (int hands : {1, 2, 7, 13, 40}) {
        GameDocument document(pointsGame(sixNames.first(3), hands));
        RunningTotalsChart chart;
        chart.setDocument(&document);
        const QList<QAbstractAxis *> axes = chart.chart()->axes(Qt::Horizontal);
        QCOMPARE(axes.size(), 1);
        auto *axis = qobject_cast<QCategoryAxis *>(axes.first());
        QVERIFY(axis);
        QCOMPARE(axis->min(), 1.0);
        for (const QString &label : axis->categoriesLabels()) {
            bool ok = false;
            const int hand = label.toInt(&ok);
            QVERIFY2(ok && hand >= 1 && hand <= std::max(2, hands), qPrintable(label));
            QCOMPARE(axis->endValue(label), qreal(hand));
        }
    }
}

QTEST_MAIN(TestGuiBoard)
#include "tst_gui_board.moc"
