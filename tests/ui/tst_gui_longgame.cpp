// A long game costs what one hand costs: recording, correcting, deleting and undoing a hand of a
// 2,000-hand game tells the score sheet's views of the rows that changed (never a reset), the
// chart appends or redraws only the points from the changed hand on, and both end up exactly as
// they are when built afresh for the same game.
#include "gamedocument.h"
#include "gameedits.h"
#include "scoresheet/gameview.h"
#include "scoresheet/runningtotalschart.h"
#include "scoresheet/runningtotalsline.h"
#include "scoresheet/scoreboardmodel.h"
#include "support/testgames.h"

#include <QAbstractItemModelTester>
#include <QCategoryAxis>
#include <QChart>
#include <QHeaderView>
#include <QLegend>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QUndoStack>
#include <QValueAxis>

using namespace pinaculo;

namespace {

constexpr int longGameHands = 2000;

// Hand `index` of a long game that never ends: the sides win and lose the same points in turn,
// so the totals stay below the target however many hands are played.
HandRecord seesawHand(int index, int shift = 0)
{
    const int points = 10 + (index / 2 * 37) % 90 + shift;
    return index % 2 == 0 ? testgames::signedPointsHand({points, -points})
                          : testgames::signedPointsHand({-points, points});
}

Game longGame(int hands)
{
    Game game;
    game.setup = testgames::setupOf(Variant::Pinaculo, testgames::names(2));
    for (int i = 0; i < hands; ++i)
        game.hands.append(seesawHand(i));
    return game;
}

// The signals a model sent, by kind.
struct ModelSignals
{
    explicit ModelSignals(QAbstractItemModel *model)
        : inserted(model, &QAbstractItemModel::rowsInserted)
        , removed(model, &QAbstractItemModel::rowsRemoved)
        , changed(model, &QAbstractItemModel::dataChanged)
        , reset(model, &QAbstractItemModel::modelReset)
        , layout(model, &QAbstractItemModel::layoutChanged)
    {
    }
    QSignalSpy inserted;
    QSignalSpy removed;
    QSignalSpy changed;
    QSignalSpy reset;
    QSignalSpy layout;
};

// Every value of every cell a view reads.
QList<QVariant> cellsOf(const QAbstractItemModel &model)
{
    QList<QVariant> cells;
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            for (int role : {int(Qt::DisplayRole), int(Qt::EditRole), int(Qt::ToolTipRole),
                             int(Qt::FontRole), int(ScoreboardModel::BarbeleRole),
                             int(ScoreboardModel::AfterEndRole), int(ScoreboardModel::WinnerRole)})
                cells.append(model.data(index, role));
        }
    }
    return cells;
}

// What a chart draws, in words a test can compare: each line's name, looks and points, and
// each axis' range and labels.
QStringList pictureOf(const QChartView &view)
{
    QStringList picture;
    QChart *chart = view.chart();
    picture.append(QStringLiteral("legend %1").arg(int(chart->legend()->alignment())));
    for (QAbstractSeries *series : chart->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        picture.append(QStringLiteral("series %1 [%2] pen %3/%4 marks %5")
                           .arg(line->name(), line->objectName(), line->pen().color().name())
                           .arg(int(line->pen().style()))
                           .arg(line->pointsVisible()));
        QStringList points;
        for (const QPointF &point : line->points())
            points.append(QStringLiteral("%1,%2").arg(point.x()).arg(point.y()));
        picture.append(points.join(u' '));
    }
    for (QAbstractAxis *axis : chart->axes()) {
        if (auto *hands = qobject_cast<QCategoryAxis *>(axis)) {
            QStringList labels;
            for (const QString &label : hands->categoriesLabels())
                labels.append(QStringLiteral("%1@%2").arg(label).arg(hands->endValue(label)));
            picture.append(QStringLiteral("hands %1..%2 from %3: %4")
                               .arg(hands->min())
                               .arg(hands->max())
                               .arg(hands->startValue())
                               .arg(labels.join(u' ')));
        } else if (auto *points = qobject_cast<QValueAxis *>(axis)) {
            picture.append(QStringLiteral("points %1..%2 ticks %3")
                               .arg(points->min())
                               .arg(points->max())
                               .arg(points->tickCount()));
        }
    }
    return picture;
}

QList<int> columnWidths(const QTableView *view)
{
    QList<int> widths;
    for (int column = 0; column < view->model()->columnCount(); ++column)
        widths.append(view->isColumnHidden(column) ? -1 : view->columnWidth(column));
    return widths;
}

} // namespace

class TestGuiLongGame : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void recordingInsertsOneRow();
    void correctionChangesItsRowAndTheRest();
    void correctionThatEndsTheGameMarksEveryRow();
    void deletingRemovesOneRow();
    void undoAndRedoInsertAndRemoveOneRow();
    void renamingKeepsTheRows();
    void shortGameLinesPassThroughEveryHand();
    void longGameLinesKeepTheirShape();

private:
    // After an edit: the sheet's cells, the chart's picture and the columns' widths are those of
    // a game view built afresh for the same game.
    void verifyAsBuiltAfresh();

    GameDocument *m_document = nullptr;
    GameView *m_view = nullptr;
    QAbstractItemModelTester *m_tester = nullptr;
};

void TestGuiLongGame::init()
{
    m_document = new GameDocument(longGame(longGameHands));
    m_view = new GameView;
    m_view->resize(900, 560);
    m_view->setDocument(m_document);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    m_tester = new QAbstractItemModelTester(m_view->scoreboardModel(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestGuiLongGame::cleanup()
{
    delete m_tester;
    delete m_view;
    delete m_document;
    m_tester = nullptr;
    m_view = nullptr;
    m_document = nullptr;
}

void TestGuiLongGame::verifyAsBuiltAfresh()
{
    GameView fresh;
    fresh.resize(m_view->size());
    fresh.setDocument(m_document);
    fresh.show();
    QVERIFY(QTest::qWaitForWindowExposed(&fresh));
    QCOMPARE(m_view->scoreboardModel()->rowCount(), m_document->handCount());
    QVERIFY(cellsOf(*m_view->scoreboardModel()) == cellsOf(*fresh.scoreboardModel()));
    auto *chart = m_view->findChild<RunningTotalsChart *>(QStringLiteral("runningTotalsChart"));
    auto *freshChart = fresh.findChild<RunningTotalsChart *>(QStringLiteral("runningTotalsChart"));
    QVERIFY(chart && freshChart);
    QCOMPARE(chart->sideSeriesCount(), m_document->setup().sideCount());
    QCOMPARE(pictureOf(*chart), pictureOf(*freshChart));
    QCOMPARE(columnWidths(m_view->scoreboardView()), columnWidths(fresh.scoreboardView()));
}

void TestGuiLongGame::recordingInsertsOneRow()
{
    ModelSignals sent(m_view->scoreboardModel());
    QVERIFY(GameEdits::recordHand(m_document, seesawHand(longGameHands)));
    QCOMPARE(sent.reset.size(), 0);
    QCOMPARE(sent.layout.size(), 0);
    QCOMPARE(sent.inserted.size(), 1);
    QCOMPARE(sent.inserted.first().at(1).toInt(), longGameHands);
    QCOMPARE(sent.inserted.first().at(2).toInt(), longGameHands);
    // The hands before it keep their cells: nothing is said about them.
    for (const QList<QVariant> &change : std::as_const(sent.changed))
        QCOMPARE(change.at(0).toModelIndex().row(), longGameHands);
    QCOMPARE(m_view->currentHand(), longGameHands);
    verifyAsBuiltAfresh();
}

void TestGuiLongGame::correctionChangesItsRowAndTheRest()
{
    const int hand = 1234;
    ModelSignals sent(m_view->scoreboardModel());
    QVERIFY(GameEdits::editHand(m_document, hand, seesawHand(hand, 300)));
    QCOMPARE(sent.reset.size(), 0);
    QCOMPARE(sent.inserted.size(), 0);
    QCOMPARE(sent.removed.size(), 0);
    QCOMPARE(sent.changed.size(), 1);
    const QModelIndex topLeft = sent.changed.first().at(0).toModelIndex();
    const QModelIndex bottomRight = sent.changed.first().at(1).toModelIndex();
    QCOMPARE(topLeft.row(), hand);
    QCOMPARE(bottomRight.row(), longGameHands - 1);
    QCOMPARE(topLeft.column(), 0);
    QCOMPARE(bottomRight.column(), m_view->scoreboardModel()->columnCount() - 1);
    verifyAsBuiltAfresh();
}

void TestGuiLongGame::correctionThatEndsTheGameMarksEveryRow()
{
    // Hand 1,000 now takes the first side past the target: the game ends there, the lines stop
    // there, and every row learns the winner.
    const int hand = 1000;
    ModelSignals sent(m_view->scoreboardModel());
    QVERIFY(GameEdits::editHand(m_document, hand, testgames::signedPointsHand({1600, -10})));
    QVERIFY(m_document->result().over);
    QCOMPARE(m_document->result().countedHands(), hand + 1);
    QCOMPARE(sent.reset.size(), 0);
    QCOMPARE(sent.inserted.size(), 0);
    verifyAsBuiltAfresh();
    // And back: the lines run to the last hand again.
    QVERIFY(GameEdits::editHand(m_document, hand, seesawHand(hand)));
    QVERIFY(!m_document->result().over);
    QCOMPARE(sent.reset.size(), 0);
    verifyAsBuiltAfresh();
}

void TestGuiLongGame::deletingRemovesOneRow()
{
    const int hand = 777;
    // The model tester expects the rows after a removed one to keep their cells; here they take
    // the next number down, as the game's hands do.
    delete m_tester;
    m_tester = nullptr;
    ModelSignals sent(m_view->scoreboardModel());
    QVERIFY(GameEdits::deleteHand(m_document, hand));
    QCOMPARE(sent.reset.size(), 0);
    QCOMPARE(sent.removed.size(), 1);
    QCOMPARE(sent.removed.first().at(1).toInt(), hand);
    QCOMPARE(sent.removed.first().at(2).toInt(), hand);
    QCOMPARE(sent.changed.size(), 1);
    QCOMPARE(sent.changed.first().at(0).toModelIndex().row(), hand);
    QCOMPARE(sent.changed.first().at(1).toModelIndex().row(), longGameHands - 2);
    verifyAsBuiltAfresh();
}

void TestGuiLongGame::undoAndRedoInsertAndRemoveOneRow()
{
    QVERIFY(GameEdits::recordHand(m_document, seesawHand(longGameHands)));
    ModelSignals sent(m_view->scoreboardModel());
    m_document->undoStack()->undo();
    QCOMPARE(m_document->handCount(), longGameHands);
    QCOMPARE(sent.reset.size(), 0);
    QCOMPARE(sent.removed.size(), 1);
    QCOMPARE(sent.removed.first().at(1).toInt(), longGameHands);
    QCOMPARE(sent.changed.size(), 0);
    verifyAsBuiltAfresh();

    m_document->undoStack()->redo();
    QCOMPARE(m_document->handCount(), longGameHands + 1);
    QCOMPARE(sent.reset.size(), 0);
    QCOMPARE(sent.inserted.size(), 1);
    QCOMPARE(sent.inserted.first().at(1).toInt(), longGameHands);
    verifyAsBuiltAfresh();

    // A correction undone tells of the same rows as the correction.
    QVERIFY(GameEdits::editHand(m_document, 10, seesawHand(10, 5)));
    sent.changed.clear();
    m_document->undoStack()->undo();
    QCOMPARE(sent.reset.size(), 0);
    QCOMPARE(sent.changed.size(), 1);
    QCOMPARE(sent.changed.first().at(0).toModelIndex().row(), 10);
    verifyAsBuiltAfresh();
}

void TestGuiLongGame::renamingKeepsTheRows()
{
    ModelSignals sent(m_view->scoreboardModel());
    QVERIFY(GameEdits::renamePlayer(m_document, 1, QStringLiteral("Bartolomé")));
    QCOMPARE(sent.reset.size(), 0);
    QCOMPARE(sent.inserted.size() + sent.removed.size(), 0);
    verifyAsBuiltAfresh();
}

void TestGuiLongGame::shortGameLinesPassThroughEveryHand()
{
    GameDocument document(longGame(2 * RunningTotalsLine::maxBuckets));
    RunningTotalsChart chart;
    chart.setDocument(&document);
    const QList<QAbstractSeries *> series = chart.chart()->series();
    for (int side = 0; side < 2; ++side) {
        const QList<QPointF> points = qobject_cast<QLineSeries *>(series.at(side))->points();
        QCOMPARE(points.size(), 2 * RunningTotalsLine::maxBuckets);
        for (int hand = 0; hand < points.size(); ++hand)
            QCOMPARE(points.at(hand),
                     QPointF(hand + 1, document.result().hands.at(hand).running.at(side)));
    }
}

void TestGuiLongGame::longGameLinesKeepTheirShape()
{
    // A line of 2,000 hands: from the first hand to the last, through the game's lowest and
    // highest totals, in the order of the hands, with a few hundred points.
    auto *chart = m_view->findChild<RunningTotalsChart *>(QStringLiteral("runningTotalsChart"));
    const QList<HandOutcome> &hands = m_document->result().hands;
    for (int side = 0; side < 2; ++side) {
        const QList<QPointF> points
            = qobject_cast<QLineSeries *>(chart->chart()->series().at(side))->points();
        QVERIFY(points.size() <= 4 * RunningTotalsLine::maxBuckets);
        QCOMPARE(points.first(), QPointF(1, hands.first().running.at(side)));
        QCOMPARE(points.last(), QPointF(longGameHands, hands.last().running.at(side)));
        int low = 0;
        int high = 0;
        for (const HandOutcome &hand : hands) {
            low = std::min(low, hand.running.at(side));
            high = std::max(high, hand.running.at(side));
        }
        qreal drawnLow = 0;
        qreal drawnHigh = 0;
        for (int i = 0; i < points.size(); ++i) {
            if (i > 0)
                QVERIFY(points.at(i).x() > points.at(i - 1).x());
            const int hand = int(points.at(i).x()) - 1;
            QCOMPARE(points.at(i).y(), qreal(hands.at(hand).running.at(side)));
            drawnLow = std::min(drawnLow, points.at(i).y());
            drawnHigh = std::max(drawnHigh, points.at(i).y());
        }
        QCOMPARE(drawnLow, qreal(low));
        QCOMPARE(drawnHigh, qreal(high));
    }
}

QTEST_MAIN(TestGuiLongGame)
#include "tst_gui_longgame.moc"
