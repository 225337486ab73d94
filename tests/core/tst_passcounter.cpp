#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "gamescorer.h"
#include "gamevalidator.h"
#include "handscorer.h"
#include "handvalidator.h"
#include "passcounter.h"
#include "support/testgames.h"

#include <QTest>
#include <QThread>

using namespace pinaculo;

// The instrumentation the tests of recording a hand and the bench read: every validation and
// scoring pass counted once, a whole game's pass as one, from any thread.
class TestPassCounter : public QObject
{
    Q_OBJECT

private slots:
    void handPassesCountOne();
    void gamePassesCountOne();
    void fileReadCountsOne();
    void countsEveryThread();
};

namespace {

struct Passes
{
    quint64 validations = PassCounter::count(PassCounter::Kind::Validation);
    quint64 scorings = PassCounter::count(PassCounter::Kind::Scoring);

    quint64 validationsSince() const
    {
        return PassCounter::count(PassCounter::Kind::Validation) - validations;
    }
    quint64 scoringsSince() const
    {
        return PassCounter::count(PassCounter::Kind::Scoring) - scorings;
    }
};

} // namespace

void TestPassCounter::handPassesCountOne()
{
    const Game game = testgames::numberedGame(1);
    const QList<bool> barbele(game.setup.sideCount(), false);
    const Passes before;
    QVERIFY(HandValidator::validate(game.setup, game.hands.first(), barbele).isEmpty());
    QCOMPARE(before.validationsSince(), 1u);
    QCOMPARE(before.scoringsSince(), 0u);
    HandScorer::score(game.setup, game.hands.first(), 0, barbele);
    QCOMPARE(before.validationsSince(), 1u);
    QCOMPARE(before.scoringsSince(), 1u);
}

void TestPassCounter::gamePassesCountOne()
{
    const Game game = testgames::numberedGame(12);
    const Passes scoring;
    QCOMPARE(GameScorer::score(game).hands.size(), 12);
    QCOMPARE(scoring.scoringsSince(), 1u); // not one per hand
    QCOMPARE(scoring.validationsSince(), 0u);
    const Passes validation;
    QVERIFY(!GameValidator::firstProblem(game));
    QCOMPARE(validation.validationsSince(), 1u);
    QCOMPARE(validation.scoringsSince(), 1u);
}

void TestPassCounter::fileReadCountsOne()
{
    const Game game = testgames::numberedGame(8);
    const QByteArray json = GameFileWriter::toJson(game, GameScorer::score(game));
    const Passes before;
    QVERIFY(GameFileReader::read(json).ok());
    QCOMPARE(before.validationsSince(), 1u);
    QCOMPARE(before.scoringsSince(), 1u);
}

void TestPassCounter::countsEveryThread()
{
    const Game game = testgames::numberedGame(3);
    const QList<bool> barbele(game.setup.sideCount(), false);
    constexpr int perThread = 2000;
    const auto validateMany = [&] {
        for (int i = 0; i < perThread; ++i)
            HandValidator::validate(game.setup, game.hands.first(), barbele);
    };
    const Passes before;
    std::unique_ptr<QThread> other(QThread::create(validateMany));
    other->start();
    validateMany();
    QVERIFY(other->wait());
    QCOMPARE(before.validationsSince(), quint64(2 * perThread));
}

QTEST_GUILESS_MAIN(TestPassCounter)
#include "tst_passcounter.moc"
