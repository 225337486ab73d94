#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "gamescorer.h"
#include "inputlimits.h"
#include "matchgamesetup.h"
#include "namerules.h"
#include "setupvalidator.h"
#include "tournamentgamefiles.h"

#include <QTest>

using namespace pinaculo;

// The game a table plays in a round, as the director types its hands: the tournament's variant
// ended after the round's hands, each side the entry of the match in its order, pairs where the
// variant plays in pairs, and every name one a game takes. What the director's machine writes
// is a game the tournament takes in.
class TestMatchGameSetup : public QObject
{
    Q_OBJECT

private slots:
    void pairsOfAnEvening();
    void singlesWhereTheVariantHasNoPairs();
    void pairsWhereTheVariantRequiresThem();
    void partnerNames_data();
    void partnerNames();
    void namesFitAndDiffer();
    void theTournamentTakesTheGame();
};

namespace {

Tournament withEntries(Variant variant, const QStringList &names)
{
    Tournament t;
    t.name = QStringLiteral("Evening");
    t.variant = variant;
    t.handsPerRound = 3;
    for (int i = 0; i < names.size(); ++i)
        t.entries.append(TournamentEntry {i + 1, names[i], 0});
    return t;
}

TournamentMatch match(const QList<int> &sides)
{
    TournamentMatch m;
    m.table = 2;
    m.sides = sides;
    return m;
}

} // namespace

void TestMatchGameSetup::pairsOfAnEvening()
{
    const Tournament t = withEntries(Variant::Pinnacola,
                                     {QStringLiteral("Ada e Bea"), QStringLiteral("Carlo e Dino"),
                                      QStringLiteral("Elsa e Fabio")});
    const TournamentMatch m = match({3, 1});
    QVERIFY(MatchGameSetup::pairsAllowed(t, m));
    QVERIFY(MatchGameSetup::singlesAllowed(t, m)); // Pinnacola's pairs are optional
    QVERIFY(MatchGameSetup::pairsByDefault(t, m));
    const GameSetup setup = MatchGameSetup::setup(t, m, true);
    QVERIFY(SetupValidator::validate(setup).isEmpty());
    QCOMPARE(setup.variant(), Variant::Pinnacola);
    QCOMPARE(setup.rules.handLimit, 3);
    QCOMPARE(setup.rules.target, 0);
    // Partners opposite each other, the match's first entry the game's first side.
    QCOMPARE(setup.players,
             (QStringList {QStringLiteral("Elsa"), QStringLiteral("Ada"), QStringLiteral("Fabio"),
                           QStringLiteral("Bea")}));
    QCOMPARE(setup.sideNames(),
             (QStringList {QStringLiteral("3 Elsa e Fabio"), QStringLiteral("1 Ada e Bea")}));
    QCOMPARE(setup.seatsOfSide(0), (QList<int> {0, 2}));
    QCOMPARE(setup.seatsOfSide(1), (QList<int> {1, 3}));

    // The same table of single players, when the director says so.
    const GameSetup singles = MatchGameSetup::setup(t, m, false);
    QVERIFY(SetupValidator::validate(singles).isEmpty());
    QVERIFY(!singles.partnership());
    QCOMPARE(singles.sideNames(), setup.sideNames());
}

void TestMatchGameSetup::singlesWhereTheVariantHasNoPairs()
{
    const Tournament t
        = withEntries(Variant::Pinaculo,
                      {QStringLiteral("Lucía"), QStringLiteral("Marta"), QStringLiteral("Nuria")});
    const TournamentMatch m = match({1, 2, 3});
    QVERIFY(!MatchGameSetup::pairsAllowed(t, m));
    QVERIFY(!MatchGameSetup::pairsByDefault(t, m));
    const GameSetup setup = MatchGameSetup::setup(t, m, true); // no pairs to be had
    QVERIFY(SetupValidator::validate(setup).isEmpty());
    QVERIFY(!setup.partnership());
    QCOMPARE(setup.players,
             (QStringList {QStringLiteral("1 Lucía"), QStringLiteral("2 Marta"),
                           QStringLiteral("3 Nuria")}));
    // Four pairs do not fit a Pinnacola table of at most four players.
    const Tournament italian = withEntries(
        Variant::Pinnacola, {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")});
    QVERIFY(!MatchGameSetup::pairsAllowed(italian, match({1, 2, 3})));
}

void TestMatchGameSetup::pairsWhereTheVariantRequiresThem()
{
    const Tournament t
        = withEntries(Variant::Pinacle,
                      {QStringLiteral("Ana y Bea"), QStringLiteral("Carmen y Dolores"),
                       QStringLiteral("Eva y Flor")});
    const TournamentMatch m = match({1, 2, 3}); // Pinacle with three pairs
    QVERIFY(MatchGameSetup::pairsAllowed(t, m));
    QVERIFY(!MatchGameSetup::singlesAllowed(t, m));
    const GameSetup setup = MatchGameSetup::setup(t, m, false); // pairs all the same
    QVERIFY(SetupValidator::validate(setup).isEmpty());
    QCOMPARE(setup.sideCount(), 3);
    QCOMPARE(setup.playerCount(), 6);
    QCOMPARE(setup.seatsOfSide(2), (QList<int> {2, 5}));
    QCOMPARE(setup.players[2], QStringLiteral("Eva"));
    QCOMPARE(setup.players[5], QStringLiteral("Flor"));
}

void TestMatchGameSetup::partnerNames_data()
{
    QTest::addColumn<QString>("entry");
    QTest::addColumn<QStringList>("names");
    const auto two = [](const char *a, const char *b) {
        return QStringList {QString::fromUtf8(a), QString::fromUtf8(b)};
    };
    QTest::newRow("Italian") << QStringLiteral("Ada e Bea") << two("Ada", "Bea");
    QTest::newRow("Spanish") << QStringLiteral("Ana Mª y José Luis") << two("Ana Mª", "José Luis");
    QTest::newRow("English") << QStringLiteral("Ann AND Bob") << two("Ann", "Bob");
    QTest::newRow("ampersand") << QStringLiteral("Ann & Bob") << two("Ann", "Bob");
    QTest::newRow("slash") << QStringLiteral("Rossi/Bianchi") << two("Rossi", "Bianchi");
    QTest::newRow("plus") << QStringLiteral(" Rossi + Bianchi ") << two("Rossi", "Bianchi");
    // A letter inside a name is no separator; a name of three is no pair.
    QTest::newRow("one name") << QStringLiteral("Emilia Romagna")
                              << two("Emilia Romagna 1", "Emilia Romagna 2");
    QTest::newRow("three names") << QStringLiteral("Ada e Bea e Lia")
                                 << two("Ada e Bea e Lia 1", "Ada e Bea e Lia 2");
    QTest::newRow("a separator alone") << QStringLiteral("Ada e ") << two("Ada e 1", "Ada e 2");
}

void TestMatchGameSetup::partnerNames()
{
    QFETCH(QString, entry);
    QFETCH(QStringList, names);
    QCOMPARE(MatchGameSetup::partnerNames(entry), names);
}

void TestMatchGameSetup::namesFitAndDiffer()
{
    const QString longName
        = QString(60, QLatin1Char('x')) + QStringLiteral(" e ") + QString(60, QLatin1Char('y'));
    const Tournament t = withEntries(
        Variant::Pinnacola,
        {QStringLiteral("Ada e Bea"), QStringLiteral("ada e Carla"), longName, longName});
    const GameSetup same = MatchGameSetup::setup(t, match({1, 2}), true);
    QVERIFY(SetupValidator::validate(same).isEmpty());
    QCOMPARE(same.players[1], QStringLiteral("ada (2)")); // Ada is seated already
    const GameSetup twins = MatchGameSetup::setup(t, match({3, 4}), true);
    QVERIFY(SetupValidator::validate(twins).isEmpty());
    for (const QString &name : twins.players)
        QVERIFY(NameRules::length(name) <= InputLimits::NameLength);
    QVERIFY(twins.players[1].endsWith(QStringLiteral(" (4)")));
    const GameSetup singles = MatchGameSetup::setup(t, match({3, 4}), false);
    QVERIFY(SetupValidator::validate(singles).isEmpty());
    QVERIFY(!NameRules::same(singles.players[0], singles.players[1]));
}

void TestMatchGameSetup::theTournamentTakesTheGame()
{
    const Tournament t = withEntries(Variant::Pinnacola,
                                     {QStringLiteral("Ada e Bea"), QStringLiteral("Lia e Mario")});
    const TournamentMatch m = match({1, 2});
    Game game {MatchGameSetup::setup(t, m, true), {}};
    HandRecord hand;
    hand.results = QList<PlayerResult>(4);
    hand.results[0].meldPoints = 300;
    hand.results[0].handPoints = 0;
    hand.results[0].out = OutKind::Yes;
    hand.results[1].meldPoints = 150;
    hand.results[1].handPoints = 40;
    for (int h = 0; h < 3; ++h)
        game.hands.append(hand);
    const GameResult result = GameScorer::score(game);
    QVERIFY(result.over); // the round's hands are played
    const GameFileReader::Result read = GameFileReader::read(GameFileWriter::toJson(game, result));
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    QCOMPARE(TournamentGameFiles::problem(t, m, read), QString());
    QCOMPARE(read.result.totals(2), result.totals(2));
    QVERIFY(result.totals(2)[0] > result.totals(2)[1]);
}

QTEST_APPLESS_MAIN(TestMatchGameSetup)
#include "tst_matchgamesetup.moc"
