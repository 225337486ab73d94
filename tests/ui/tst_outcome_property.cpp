// The game's outcome has one owner, GameScorer; every place that shows, prints, stores or writes
// it must say the same thing after any sequence of edits. Random games of each variant are driven
// through the same edits the window makes (record, correct an earlier hand, delete, undo, redo,
// rename), including corrections that end the game sooner while later hands exist, and after
// every step the banner, the text verdict, the score JSON, the printed summary, the database and
// a game file written and read back are compared with the scorer and with an outcome worked out
// here from the hands' points alone. Fixed seeds, so a failure replays.
#include "coretext.h"
#include "database.h"
#include "gameautosaver.h"
#include "gamecatalog.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "gamerepository.h"
#include "gamescorer.h"
#include "scoresheet/gameview.h"
#include "outcometext.h"
#include "points.h"
#include "randomgame.h"
#include "scoresheet/scoreboardmodel.h"
#include "scorejsonwriter.h"
#include "scoretable.h"
#include "summarycontent.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <memory>

using namespace pinaculo;

Q_DECLARE_METATYPE(pinaculo::Variant)

namespace {

constexpr int Steps = 50;
constexpr int SeedsPerVariant = 3;

// The outcome worked out from each hand's side points and the rules alone (docs/rules.md §9),
// without GameScorer's bookkeeping: barbelé at the start of each hand, running totals that stop
// at the deciding hand, the winner or a draw.
struct Expected
{
    QList<QList<bool>> barbele;
    QList<QList<int>> running;
    QList<bool> afterEnd;
    QList<int> totals;
    bool over = false;
    int winner = -1;
    int decidingHand = -1;
    QList<int> tiedAtTop;
};

Expected expectedOutcome(const GameSetup &setup, const GameResult &result)
{
    const Rules &rules = setup.rules;
    const int sides = setup.sideCount();
    Expected e;
    e.totals = QList<int>(sides, 0);
    for (int i = 0; i < result.hands.size(); ++i) {
        QList<bool> barbele(sides, false);
        for (int side = 0; side < sides && i > 0 && rules.barbeleThreshold > 0; ++side) {
            const int total = e.totals[side];
            barbele[side]
                = total >= rules.barbeleThreshold && (rules.target <= 0 || total < rules.target);
        }
        e.barbele.append(barbele);
        e.afterEnd.append(e.over);
        if (!e.over) {
            for (int side = 0; side < sides; ++side)
                e.totals[side]
                    = addPoints(e.totals[side], result.hands[i].score.sidePoints.value(side));
            const int best = *std::max_element(e.totals.cbegin(), e.totals.cend());
            const auto atBest = e.totals.count(best);
            e.tiedAtTop.clear();
            if (rules.target <= 0 || (best >= rules.target && atBest == 1)) {
                e.over = true;
                e.decidingHand = i;
                e.winner = atBest == 1 ? int(e.totals.indexOf(best)) : -1;
            } else if (best >= rules.target) {
                for (int side = 0; side < sides; ++side) {
                    if (e.totals[side] == best)
                        e.tiedAtTop.append(side);
                }
            }
        }
        e.running.append(e.totals);
    }
    return e;
}

// A hand every seat ends alike: equal points for each side, so it can level a game.
HandRecord levelHand(int seats, int points)
{
    HandRecord hand;
    for (int seat = 0; seat < seats; ++seat) {
        PlayerResult r;
        r.meldPoints = points;
        r.handPoints = 0;
        hand.results.append(r);
    }
    return hand;
}

// The hand with one seat's melds replaced by a quick entry large enough to reach any target.
HandRecord decisiveHand(HandRecord hand, int seat, int points)
{
    PlayerResult &r = hand.results[seat];
    r.melds.clear();
    r.meldPoints = points;
    return hand;
}

struct Counts
{
    int steps = 0;
    int overSteps = 0;
    int afterEndSteps = 0;
    int drawSteps = 0;
    int tiedSteps = 0;
    int refusedRecords = 0;
    int acceptedEdits = 0;
};

} // namespace

class TestOutcomeProperty : public QObject
{
    Q_OBJECT

private slots:
    void randomEdits_data();
    void randomEdits();
    void cleanupTestCase();

private:
    void checkStep(GameDocument &document, GameView &view, GameAutosaver &saver,
                   RandomGame &random);

    Counts m_counts;
    Counts m_targetCounts; // the rows with a target, where a game can end before its last hand
};

void TestOutcomeProperty::randomEdits_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("pairs");
    QTest::addColumn<int>("target"); // -1: the preset's
    QTest::addColumn<quint32>("seed");
    for (int s = 0; s < SeedsPerVariant; ++s) {
        const quint32 seed = 1000u + quint32(s) * 7919u;
        QTest::addRow("pinaculo 3 seed %u", seed) << Variant::Pinaculo << 3 << false << -1 << seed;
        QTest::addRow("pinacle 4 pairs seed %u", seed)
            << Variant::Pinacle << 4 << true << -1 << seed;
        QTest::addRow("pinnacola 2 target 1500 seed %u", seed)
            << Variant::Pinnacola << 2 << false << 1500 << seed;
        QTest::addRow("pinnacola 2 no target seed %u", seed)
            << Variant::Pinnacola << 2 << false << 0 << seed;
    }
}

void TestOutcomeProperty::randomEdits()
{
    QFETCH(Variant, variant);
    QFETCH(int, players);
    QFETCH(bool, pairs);
    QFETCH(int, target);
    QFETCH(quint32, seed);

    GameSetup setup = RandomGame::setup(variant, players, pairs);
    if (target >= 0)
        setup.rules.target = target;
    setup.firstDealer = int(seed % quint32(players));
    QVERIFY(setup.rules.target == 0 || setup.rules.target == 1500);
    const int bigPoints = std::max(setup.rules.target, 1500) + 2000;

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Database db(QStringLiteral("outcome-%1").arg(QString::fromLatin1(QTest::currentDataTag())));
    QVERIFY(
        db.open(dir.filePath(QStringLiteral("outcome.sqlite")), Database::Access::Exclusive).ok());
    {
        GameAutosaver saver(db.storage());
        GameDocument document(Game {setup, {}});
        saver.attach(&document);
        QCOMPARE(saver.gameId(), qint64(-1)); // stored with its first hand
        GameView view;
        view.setDocument(&document);
        RandomGame random(seed ^ quint32(qHash(QByteArray(QTest::currentDataTag()), 11u)));
        QRandomGenerator &dice = random.random();
        QUndoStack *stack = document.undoStack();
        static const QStringList names
            = {QStringLiteral("Ana"),   QStringLiteral("Bruno"), QStringLiteral("Carla"),
               QStringLiteral("Darío"), QStringLiteral("Iris"),  QStringLiteral("Jon"),
               QStringLiteral("Lola"),  QStringLiteral("Mateo")};

        checkStep(document, view, saver, random);
        for (int step = 0; step < Steps; ++step) {
            const int roll = int(dice.bounded(100));
            const int hands = document.handCount();
            if (roll < 35 || hands == 0) {
                // Record a hand; sometimes one that levels the sides.
                const HandRecord hand = dice.bounded(8) == 0
                    ? levelHand(players, 50 * (1 + int(dice.bounded(20))))
                    : random.hand(setup, document.nextHandBarbele());
                const bool accepted = GameEdits::recordHand(&document, hand);
                if (!accepted)
                    QVERIFY2(!document.acceptsHands(),
                             "a valid hand was refused while the game goes on");
            } else if (roll < 60) {
                // Correct an earlier hand: a random one valid for its barbelé state, one that
                // makes a side reach the target there, or one that levels the sides.
                const int index = int(dice.bounded(hands));
                const QList<bool> barbele = document.result().hands[index].barbele;
                HandRecord hand;
                const int kind = int(dice.bounded(4));
                if (kind <= 1)
                    hand = random.hand(setup, barbele);
                else if (kind == 2)
                    hand = decisiveHand(document.game().hands[index], int(dice.bounded(players)),
                                        bigPoints);
                else
                    hand = levelHand(players, 50 * (1 + int(dice.bounded(20))));
                if (GameEdits::editHand(&document, index, hand)) {
                    ++(setup.rules.target > 0 ? m_targetCounts : m_counts).acceptedEdits;
                    QCOMPARE(document.game().hands[index], hand);
                }
            } else if (roll < 70) {
                GameEdits::deleteHand(&document, int(dice.bounded(hands)));
            } else if (roll < 82) {
                if (stack->canUndo())
                    stack->undo();
            } else if (roll < 92) {
                if (stack->canRedo())
                    stack->redo();
            } else {
                const int seat = int(dice.bounded(players));
                GameEdits::renamePlayer(&document, seat,
                                        names.value(int(dice.bounded(names.size()))));
            }
            checkStep(document, view, saver, random);
            if (QTest::currentTestFailed()) {
                qWarning("failed after step %d (roll %d) of %s", step, roll,
                         QTest::currentDataTag());
                return;
            }
        }
        saver.attach(nullptr);
    }
    db.close();
}

void TestOutcomeProperty::checkStep(GameDocument &document, GameView &view, GameAutosaver &saver,
                                    RandomGame &random)
{
    const Game &game = document.game();
    const GameSetup &setup = game.setup;
    const int sides = setup.sideCount();
    const GameResult result = GameScorer::score(game);
    const Expected expected = expectedOutcome(setup, result);

    Counts &counts = setup.rules.target > 0 ? m_targetCounts : m_counts;
    ++counts.steps;
    counts.overSteps += result.over;
    counts.afterEndSteps += result.handsAfterEnd() > 0;
    counts.drawSteps += result.draw();
    counts.tiedSteps += !result.tiedAtTop.isEmpty();

    // The scorer against the outcome worked out from the hands' points.
    QCOMPARE(result.hands.size(), game.hands.size());
    QCOMPARE(result.over, expected.over);
    QCOMPARE(result.winner, expected.winner);
    QCOMPARE(result.endedAfterHand, expected.decidingHand);
    QCOMPARE(result.decidedBy(), expected.decidingHand + 1);
    QCOMPARE(result.finalTotals, expected.totals);
    QCOMPARE(result.tiedAtTop, expected.tiedAtTop);
    QCOMPARE(result.countedHands() + result.handsAfterEnd(), int(result.hands.size()));
    QCOMPARE(result.countedHands(),
             result.over ? expected.decidingHand + 1 : int(result.hands.size()));
    for (int i = 0; i < result.hands.size(); ++i) {
        const HandOutcome &h = result.hands[i];
        QCOMPARE(h.number, i + 1);
        QCOMPARE(h.barbele, expected.barbele[i]);
        QCOMPARE(h.running, expected.running[i]);
        QCOMPARE(h.afterEnd, expected.afterEnd[i]);
        QCOMPARE(result.afterEnd(i), expected.afterEnd[i]);
        // A hand after the end adds nothing: its running totals are the deciding hand's.
        if (h.afterEnd)
            QCOMPARE(h.running, result.hands[result.endedAfterHand].running);
    }
    if (result.over)
        QCOMPARE(result.hands[result.endedAfterHand].running, result.finalTotals);
    // The winner has the strictly highest total, at or above the target when there is one; with
    // a target there is no draw, and a game that goes on is below it or tied at the top.
    const int best
        = sides > 0 ? *std::max_element(result.finalTotals.cbegin(), result.finalTotals.cend()) : 0;
    if (result.winner >= 0) {
        QVERIFY(result.over);
        QCOMPARE(result.winnerPoints(), best);
        QCOMPARE(int(result.finalTotals.count(best)), 1);
        if (setup.rules.target > 0)
            QVERIFY(result.winnerPoints() >= setup.rules.target);
    }
    if (result.draw()) {
        QCOMPARE(setup.rules.target, 0);
        QVERIFY(result.finalTotals.count(best) >= 2);
    }
    if (!result.over && !result.hands.isEmpty()) {
        QVERIFY(setup.rules.target > 0);
        QVERIFY(best < setup.rules.target || result.finalTotals.count(best) >= 2);
    }

    // The document holds the same outcome.
    const GameResult &held = document.result();
    QCOMPARE(held.over, result.over);
    QCOMPARE(held.winner, result.winner);
    QCOMPARE(held.endedAfterHand, result.endedAfterHand);
    QCOMPARE(held.finalTotals, result.finalTotals);
    QCOMPARE(document.totals(), result.totals(sides));
    QCOMPARE(document.acceptsHands(), !result.over);

    // The banner: the winner with their points, or the draw, and the hands that no longer count.
    const QString verdict = OutcomeText::verdict(setup, result);
    const QString afterEndNote = OutcomeText::afterEndNote(result);
    const QString banner = view.bannerText();
    auto *bannerLabel = view.findChild<QLabel *>(QStringLiteral("gameOverBanner"));
    QVERIFY(bannerLabel);
    QCOMPARE(bannerLabel->text(), banner);
    QCOMPARE(bannerLabel->isHidden(), banner.isEmpty());
    if (result.over) {
        QVERIFY2(banner.contains(verdict), qPrintable(banner));
        if (result.winner >= 0) {
            QVERIFY2(verdict.contains(setup.sideName(result.winner)), qPrintable(verdict));
            QVERIFY2(verdict.contains(CoreText::number(result.winnerPoints())),
                     qPrintable(verdict));
            for (int side = 0; side < sides; ++side) {
                if (side != result.winner)
                    QVERIFY2(!verdict.contains(setup.sideName(side) + u' '), qPrintable(verdict));
            }
        } else {
            QVERIFY2(verdict.contains(QStringLiteral("draw"), Qt::CaseInsensitive),
                     qPrintable(verdict));
        }
    } else {
        QCOMPARE(banner, OutcomeText::tieNote(setup, result));
        QCOMPARE(banner.isEmpty(), result.tiedAtTop.isEmpty());
    }
    QCOMPARE(afterEndNote.isEmpty(), result.handsAfterEnd() == 0);
    // The window's score sheet marks the same hands and carries the same totals and winner.
    const ScoreboardModel *sheet = view.scoreboardModel();
    QVERIFY(sheet);
    QCOMPARE(sheet->rowCount(), int(result.hands.size()));
    for (int i = 0; i < sheet->rowCount(); ++i) {
        for (int side = 0; side < sides; ++side) {
            const QModelIndex total
                = sheet->index(i, ScoreboardModel::columnOf(side, ScoreboardModel::TotalColumn));
            QCOMPARE(total.data(ScoreboardModel::AfterEndRole).toBool(), expected.afterEnd[i]);
            QCOMPARE(total.data(Qt::EditRole).toInt(), expected.running[i][side]);
            QCOMPARE(total.data(ScoreboardModel::WinnerRole).toBool(), result.winner == side);
        }
    }
    if (result.handsAfterEnd() > 0) {
        QVERIFY2(banner.contains(afterEndNote), qPrintable(banner));
        const int first = result.decidedBy() + 1;
        const QString numbers = result.handsAfterEnd() == 1
            ? QString::number(first)
            : QStringLiteral("%1 to %2").arg(first).arg(result.hands.size());
        QVERIFY2(afterEndNote.contains(numbers), qPrintable(afterEndNote));
    }

    // The CLI's text verdict and score JSON.
    const QStringList verdictLines = ScoreTable::verdict(game, result).split(u'\n');
    QCOMPARE(verdictLines.value(0), verdict);
    QCOMPARE(verdictLines.contains(afterEndNote), !afterEndNote.isEmpty());
    QCOMPARE(int(verdictLines.size()),
             1 + !afterEndNote.isEmpty() + !OutcomeText::tieNote(setup, result).isEmpty());
    const QJsonObject json = QJsonDocument::fromJson(ScoreJsonWriter::write(game, result)).object();
    QCOMPARE(json.value(u"over").toBool(), result.over);
    if (result.winner >= 0)
        QCOMPARE(json.value(u"winner").toString(), setup.sideName(result.winner));
    else
        QVERIFY(json.value(u"winner").isNull());
    if (result.over)
        QCOMPARE(json.value(u"decided_by").toInt(), result.decidedBy());
    else
        QVERIFY(json.value(u"decided_by").isNull());
    const QJsonObject jsonTotals = json.value(u"totals").toObject();
    QCOMPARE(int(jsonTotals.size()), sides);
    for (int side = 0; side < sides; ++side)
        QCOMPARE(jsonTotals.value(setup.sideName(side)).toInt(), expected.totals[side]);
    const QJsonArray jsonHands = json.value(u"hands").toArray();
    QCOMPARE(jsonHands.size(), result.hands.size());
    for (int i = 0; i < jsonHands.size(); ++i) {
        const QJsonObject hand = jsonHands[i].toObject();
        QCOMPARE(hand.contains(u"after_end"), expected.afterEnd[i]);
        const QJsonObject running = hand.value(u"running").toObject();
        for (int side = 0; side < sides; ++side)
            QCOMPARE(running.value(setup.sideName(side)).toInt(), expected.running[i][side]);
    }

    // The printed summary.
    const SummaryContent summary = SummaryContent::fromGame(game, result);
    QCOMPARE(summary.verdict, SummaryContent::tr("%1.").arg(verdict));
    QCOMPARE(summary.afterEndNote, afterEndNote);
    QCOMPARE(summary.over, result.over);
    QCOMPARE(summary.hands.size(), result.hands.size());
    for (int i = 0; i < summary.hands.size(); ++i) {
        QCOMPARE(summary.hands[i].afterEnd, expected.afterEnd[i]);
        QCOMPARE(summary.hands[i].running, expected.running[i]);
    }
    QCOMPARE(int(summary.standings.size()), sides);
    for (const SummaryContent::Standing &s : summary.standings) {
        QCOMPARE(s.total, expected.totals.value(s.side));
        QCOMPARE(s.winner, s.side == result.winner);
    }
    for (const SummaryContent::Highlight &h : summary.highlights)
        QVERIFY(h.hand >= 1 && h.hand <= result.countedHands());

    // The database, written by the autosaver: the game itself, its status and the statistics,
    // which count the hands up to the deciding one only.
    QVERIFY2(saver.isSaved(), qPrintable(saver.lastError()));
    const qint64 id = saver.gameId();
    if (id < 0) {
        // No hand yet (players renamed at most): nothing stored, nothing in the statistics.
        QCOMPARE(game.hands.size(), 0);
        QCOMPARE(GameCatalog(saver.storage()).games().size(), 0);
        return;
    }
    const auto stored = GameRepository(saver.storage()).loadGame(id);
    QVERIFY(stored);
    QCOMPARE(*stored, game);
    const GameCatalog catalog(saver.storage());
    const auto summaryRow = catalog.game(id);
    QVERIFY(summaryRow);
    QCOMPARE(summaryRow->over, result.over);
    QCOMPARE(summaryRow->winnerSide, result.winner);
    QCOMPARE(summaryRow->totals, expected.totals);
    QCOMPARE(summaryRow->handCount, int(game.hands.size()));
    QCOMPARE(summaryRow->sides, setup.sideNames());
    const QList<PlayerStatistics> statistics = catalog.statistics();
    QCOMPARE(int(statistics.size()), setup.playerCount());
    for (int seat = 0; seat < setup.playerCount(); ++seat) {
        const QString name = setup.players[seat];
        const auto it = std::find_if(statistics.cbegin(), statistics.cend(),
                                     [&](const PlayerStatistics &s) { return s.player == name; });
        QVERIFY2(it != statistics.cend(), qPrintable(name));
        int premiums = 0, wentOut = 0, bestHand = 0;
        for (int i = 0; i < result.countedHands(); ++i) {
            for (const ScoreLine &line : result.hands[i].score.lines) {
                if (line.seat == seat && line.kind == ScoreLine::Kind::Meld
                    && line.premium != Premium::None)
                    ++premiums;
            }
            wentOut += game.hands[i].results[seat].wentOut();
            const int points = result.hands[i].score.seatPoints.value(seat);
            bestHand = i == 0 ? points : std::max(bestHand, points);
        }
        QCOMPARE(it->gamesPlayed, 1);
        QCOMPARE(it->gamesFinished, int(result.over));
        QCOMPARE(it->gamesWon, int(result.over && result.winner == setup.sideOfSeat(seat)));
        QCOMPARE(it->handsPlayed, result.countedHands());
        QCOMPARE(it->premiumMelds, premiums);
        QCOMPARE(it->wentOut, wentOut);
        if (result.countedHands() > 0)
            QCOMPARE(it->bestHand, bestHand);
    }

    // Export and import: the same game, with "after_end" on exactly the hands after the end.
    const QByteArray file = GameFileWriter::toJson(game, GameScorer::score(game));
    const GameFileReader::Result read = GameFileReader::read(file);
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    QCOMPARE(read.game, game);
    const QJsonArray fileHands = QJsonDocument::fromJson(file).object().value(u"hands").toArray();
    QCOMPARE(fileHands.size(), game.hands.size());
    for (int i = 0; i < fileHands.size(); ++i)
        QCOMPARE(fileHands[i].toObject().contains(u"after_end"), expected.afterEnd[i]);

    // Once over, no new hand is recorded.
    if (result.over) {
        const int commands = document.undoStack()->count();
        const int index = document.undoStack()->index();
        QVERIFY(!GameEdits::recordHand(&document, random.hand(setup, document.nextHandBarbele())));
        QCOMPARE(document.undoStack()->count(), commands);
        QCOMPARE(document.undoStack()->index(), index);
        QCOMPARE(document.game(), game);
        ++counts.refusedRecords;
    }
}

void TestOutcomeProperty::cleanupTestCase()
{
    const auto show = [](const char *what, const Counts &c) {
        qInfo(
            "%s: %d states checked, %d over, %d with hands after the end, %d draws, %d tied at the "
            "top, %d accepted corrections",
            what, c.steps, c.overSteps, c.afterEndSteps, c.drawSteps, c.tiedSteps, c.acceptedEdits);
    };
    show("with a target", m_targetCounts);
    show("one hand decides", m_counts);
    // The sequences must reach the cases this suite is about, or it proves little.
    QVERIFY(m_targetCounts.afterEndSteps > 0);
    QVERIFY(m_targetCounts.overSteps > 0);
    QVERIFY(m_targetCounts.overSteps < m_targetCounts.steps);
    QVERIFY(m_counts.overSteps > 0);
}

QTEST_MAIN(TestOutcomeProperty)
#include "tst_outcome_property.moc"
