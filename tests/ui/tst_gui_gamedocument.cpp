// The game document behind the window: every edit is undoable, the score is re-scored after each
// one, and the score sheet model shows the same totals, barbelé marks and winner.
#include "gamedocument.h"
#include "gameedits.h"
#include "support/testgames.h"
#include "scoresheet/handbreakdownmodel.h"
#include "scoresheet/scoreboardmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace pinaculo;

namespace {

using testgames::pointsHand;
using testgames::threePlayerGame;

int total(const ScoreboardModel &model, int hand, int side)
{
    return model.index(hand, ScoreboardModel::columnOf(side, ScoreboardModel::TotalColumn))
        .data(Qt::EditRole)
        .toInt();
}

bool barbele(const ScoreboardModel &model, int hand, int side)
{
    return model.index(hand, ScoreboardModel::columnOf(side, ScoreboardModel::PointsColumn))
        .data(ScoreboardModel::BarbeleRole)
        .toBool();
}

} // namespace

class TestGuiGameDocument : public QObject
{
    Q_OBJECT

private slots:
    void recordUndoRedo();
    void editingAnEarlierHandMovesLaterTotalsAndBarbele();
    void deleteIsUndoable();
    void renamePlayerIsUndoableAndRefusesDuplicates_data();
    void renamePlayerIsUndoableAndRefusesDuplicates();
    void gameOverRefusesMoreHands();
    void tieAtTheTopPlaysOn();
    void breakdownFollowsTheSelectedHand();
    void breakdownGroupsALiveScoreBySide();
    void commandTextsNameTheHand();
    void impossibleHandsAreRefused();
};

void TestGuiGameDocument::recordUndoRedo()
{
    GameDocument document(threePlayerGame());
    ScoreboardModel model(&document);
    QSignalSpy changes(&document, &GameDocument::changed);
    const auto count = [&changes](GameChange::Kind kind) {
        return std::count_if(changes.cbegin(), changes.cend(), [kind](const QList<QVariant> &args) {
            return args.first().value<GameChange>().kind == kind;
        });
    };
    QSignalSpy rowsInserted(&model, &QAbstractItemModel::rowsInserted);

    QVERIFY(GameEdits::recordHand(&document, pointsHand({100, 50, 30})));
    QVERIFY(GameEdits::recordHand(&document, pointsHand({10, 200, 30}, 1)));
    QCOMPARE(count(GameChange::Kind::HandAdded), 2);
    QCOMPARE(rowsInserted.count(), 2);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(total(model, 1, 0), 130);
    QCOMPARE(total(model, 1, 1), 270);

    document.undoStack()->undo();
    QCOMPARE(count(GameChange::Kind::HandRemoved), 1);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(document.totals(), (QList<int> {120, 50, 30}));
    document.undoStack()->undo();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(document.totals(), (QList<int> {0, 0, 0}));
    QVERIFY(!document.undoStack()->canUndo());

    document.undoStack()->redo();
    document.undoStack()->redo();
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(document.totals(), (QList<int> {130, 270, 60}));
}

void TestGuiGameDocument::editingAnEarlierHandMovesLaterTotalsAndBarbele()
{
    GameDocument document(threePlayerGame());
    ScoreboardModel model(&document);
    GameEdits::recordHand(&document, pointsHand({800, 100, 30})); // Ana 820: barbelé next
    GameEdits::recordHand(&document, pointsHand({50, 60, 70}, 2));
    QVERIFY(barbele(model, 1, 0));
    QVERIFY(!barbele(model, 1, 1));
    QCOMPARE(total(model, 1, 0), 870);

    QSignalSpy changed(&document, &GameDocument::changed);
    QSignalSpy dataChanged(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(GameEdits::editHand(&document, 0, pointsHand({100, 800, 30}))); // now Bruno 800
    // One notification for one change.
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().first().value<GameChange>(),
             (GameChange {GameChange::Kind::HandChanged, 0}));
    QVERIFY(!dataChanged.isEmpty());
    // The later hand's running total and marks follow the edit.
    QCOMPARE(total(model, 1, 0), 170);
    QCOMPARE(total(model, 1, 1), 860);
    QVERIFY(!barbele(model, 1, 0));
    QVERIFY(barbele(model, 1, 1));
    QCOMPARE(document.nextHandBarbele(), (QList<bool> {false, true, false}));

    document.undoStack()->undo();
    QCOMPARE(total(model, 1, 0), 870);
    QVERIFY(barbele(model, 1, 0));
    QVERIFY(!barbele(model, 1, 1));

    // An edit that changes nothing is not a step of its own.
    const int steps = document.undoStack()->count();
    QVERIFY(!GameEdits::editHand(&document, 0, document.game().hands.at(0)));
    QCOMPARE(document.undoStack()->count(), steps);
}

void TestGuiGameDocument::deleteIsUndoable()
{
    GameDocument document(threePlayerGame());
    GameEdits::recordHand(&document, pointsHand({100, 0, 0}));
    GameEdits::recordHand(&document, pointsHand({0, 200, 0}, 1));
    GameEdits::recordHand(&document, pointsHand({0, 0, 300}, 2));
    const HandRecord middle = document.game().hands.at(1);

    QVERIFY(GameEdits::deleteHand(&document, 1));
    QCOMPARE(document.handCount(), 2);
    QCOMPARE(document.totals(), (QList<int> {120, 0, 320}));
    document.undoStack()->undo();
    QCOMPARE(document.handCount(), 3);
    QCOMPARE(document.game().hands.at(1), middle);
    QVERIFY(!GameEdits::deleteHand(&document, 7));
}

void TestGuiGameDocument::renamePlayerIsUndoableAndRefusesDuplicates_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("new name") << QStringLiteral("Ana María") << true;
    QTest::newRow("trimmed") << QStringLiteral("  Anita ") << true;
    QTest::newRow("empty") << QStringLiteral("   ") << false;
    QTest::newRow("unchanged") << QStringLiteral("Ana") << false;
    QTest::newRow("taken") << QStringLiteral("Bruno") << false;
}

void TestGuiGameDocument::renamePlayerIsUndoableAndRefusesDuplicates()
{
    QFETCH(QString, name);
    QFETCH(bool, accepted);
    GameDocument document(threePlayerGame());
    ScoreboardModel model(&document);
    QSignalSpy renamed(&document, &GameDocument::changed);
    QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);

    QCOMPARE(GameEdits::renamePlayer(&document, 0, name), accepted);
    if (!accepted) {
        QCOMPARE(document.setup().players.at(0), QStringLiteral("Ana"));
        QCOMPARE(renamed.count(), 0);
        return;
    }
    QCOMPARE(document.setup().players.at(0), name.trimmed());
    QCOMPARE(renamed.count(), 1);
    QVERIFY(!header.isEmpty());
    QCOMPARE(
        model
            .headerData(ScoreboardModel::columnOf(0, ScoreboardModel::PointsColumn), Qt::Horizontal)
            .toString(),
        name.trimmed());
    document.undoStack()->undo();
    QCOMPARE(document.setup().players.at(0), QStringLiteral("Ana"));
}

void TestGuiGameDocument::gameOverRefusesMoreHands()
{
    GameDocument document(threePlayerGame());
    ScoreboardModel model(&document);
    GameEdits::recordHand(&document, pointsHand({800, 0, 0}));
    QVERIFY(document.acceptsHands());
    GameEdits::recordHand(&document, pointsHand({700, 0, 0}));
    QVERIFY(document.result().over);
    QCOMPARE(document.result().winner, 0);
    QVERIFY(model.index(1, ScoreboardModel::columnOf(0, ScoreboardModel::TotalColumn))
                .data(ScoreboardModel::WinnerRole)
                .toBool());
    QVERIFY(!document.acceptsHands());
    QVERIFY(!GameEdits::recordHand(&document, pointsHand({10, 0, 0})));
    QCOMPARE(document.handCount(), 2);

    // Undoing the deciding hand opens the game again.
    document.undoStack()->undo();
    QVERIFY(document.acceptsHands());
}

void TestGuiGameDocument::tieAtTheTopPlaysOn()
{
    GameDocument document(threePlayerGame());
    GameEdits::recordHand(&document, pointsHand({780, 800, 0}));
    GameEdits::recordHand(&document, pointsHand({680, 700, 0}));
    QCOMPARE(document.totals(), (QList<int> {1500, 1500, 0}));
    QVERIFY(!document.result().over);
    QVERIFY(document.tiedAtTop());
    QVERIFY(document.acceptsHands());
    GameEdits::recordHand(&document, pointsHand({0, 10, 0}, 1));
    QVERIFY(document.result().over);
    QCOMPARE(document.result().winner, 1);
    QVERIFY(!document.tiedAtTop());
}

void TestGuiGameDocument::breakdownFollowsTheSelectedHand()
{
    GameDocument document(threePlayerGame());
    HandBreakdownModel breakdown(&document);
    GameEdits::recordHand(&document, pointsHand({100, 50, 0}));
    QCOMPARE(breakdown.rowCount(), 0);
    breakdown.setHand(0);
    QVERIFY(breakdown.rowCount() > 0);
    int sum = 0;
    for (int row = 0; row < breakdown.rowCount(); ++row) {
        sum += breakdown.index(row, HandBreakdownModel::PointsColumn).data(Qt::EditRole).toInt();
        QVERIFY(!breakdown.index(row, HandBreakdownModel::LineColumn).data().toString().isEmpty());
    }
    QCOMPARE(sum, 170);
    // Quick entry cannot be checked: the engine says so.
    QVERIFY(!breakdown.warnings().isEmpty());

    document.undoStack()->undo();
    QCOMPARE(breakdown.hand(), -1);
    QCOMPARE(breakdown.rowCount(), 0);
}

void TestGuiGameDocument::breakdownGroupsALiveScoreBySide()
{
    // The hand entry dialog's shape of the same lines: a row per side, its lines below.
    GameDocument document(threePlayerGame());
    GameEdits::recordHand(&document, pointsHand({100, 50, 0}));
    const HandScore score = document.result().hands.at(0).score;
    HandBreakdownModel breakdown(HandBreakdownModel::Grouping::BySide);
    QAbstractItemModelTester tester(&breakdown,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    breakdown.setScore(document.setup(), score);
    QCOMPARE(breakdown.rowCount(), document.setup().sideCount());
    QCOMPARE(breakdown.columnCount(), 2);
    int lines = 0;
    for (int side = 0; side < breakdown.rowCount(); ++side) {
        const QModelIndex sideRow = breakdown.index(side, HandBreakdownModel::LineColumn);
        QCOMPARE(sideRow.data().toString(), document.setup().sideName(side));
        const QModelIndex total = breakdown.index(side, HandBreakdownModel::PointsColumn);
        QCOMPARE(total.data(HandBreakdownModel::PointsRole).toInt(), score.sidePoints.at(side));
        int sum = 0;
        for (int row = 0; row < breakdown.rowCount(sideRow); ++row) {
            const QModelIndex line
                = breakdown.index(row, HandBreakdownModel::PointsColumn, sideRow);
            QCOMPARE(line.parent(), sideRow);
            if (line.flags() & Qt::ItemIsEnabled)
                ++lines;
            sum += line.data(HandBreakdownModel::PointsRole).toInt();
        }
        QCOMPARE(sum, score.sidePoints.at(side));
    }
    QCOMPARE(lines, score.lines.size());
}

void TestGuiGameDocument::commandTextsNameTheHand()
{
    GameDocument document(threePlayerGame());
    GameEdits::recordHand(&document, pointsHand({100, 0, 0}));
    QVERIFY(document.undoStack()->undoText().contains(u'1'));
    GameEdits::renamePlayer(&document, 1, QStringLiteral("Berto"));
    GameEdits::renamePlayer(&document, 1, QStringLiteral("Bert"));
    // Two renames of the same player are one step.
    QCOMPARE(document.undoStack()->count(), 2);
    QVERIFY(document.undoStack()->undoText().contains(QStringLiteral("Bert")));
    document.undoStack()->undo();
    QCOMPARE(document.setup().players.at(1), QStringLiteral("Bruno"));
}

void TestGuiGameDocument::impossibleHandsAreRefused()
{
    GameDocument document(threePlayerGame());
    HandRecord twoOut = pointsHand({100, 50, 0});
    twoOut.results[1].out = OutKind::Yes;
    QVERIFY(!GameEdits::recordHand(&document, twoOut));
    HandRecord missing = pointsHand({100, 50});
    QVERIFY(!GameEdits::recordHand(&document, missing));
    QCOMPARE(document.handCount(), 0);
    QVERIFY(!document.undoStack()->canUndo());
    GameEdits::recordHand(&document, pointsHand({100, 50, 0}));
    QVERIFY(!GameEdits::editHand(&document, 0, twoOut));
    QCOMPARE(document.game().hands.at(0), pointsHand({100, 50, 0}));
}

QTEST_MAIN(TestGuiGameDocument)
#include "tst_gui_gamedocument.moc"
