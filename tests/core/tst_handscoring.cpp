#include "coretext.h"
#include "gamefilereader.h"
#include "handscorer.h"
#include "premium.h"

#include <QTest>

using namespace pinaculo;

// docs/rules.md §6–7 for one hand at a time: every line a hand can hold, per variant, and the
// referee's warnings. Each hand is written as in a game file, so the cases read like the table.
class TestHandScoring : public QObject
{
    Q_OBJECT

private slots:
    void score_data();
    void score();
    void barbeleWarningText();
    void finishUnjudgedText();
};

namespace {

// The tables the cases are played at. Pinacle: Nos (Ana, Carla) sit opposite Ellos (Bruno, Dani).
QByteArray tableHeader(const QString &table)
{
    if (table == u"pinaculo")
        return R"("variant": "pinaculo", "players": ["Ana", "Bruno", "Carla"])";
    if (table == u"pinacle")
        return R"("variant": "pinacle", "players": ["Ana", "Bruno", "Carla", "Dani"],
                  "teams": [{"name": "Nos", "players": ["Ana", "Carla"]},
                            {"name": "Ellos", "players": ["Bruno", "Dani"]}])";
    if (table == u"pinnacola")
        return R"("variant": "pinnacola", "players": ["Ana", "Bruno", "Carla"])";
    if (table == u"pinnacola-target")
        return R"("variant": "pinnacola", "rules": {"target": 1500}, "players": ["Ana", "Bruno", "Carla"])";
    qFatal("unknown table %s", qPrintable(table));
}

Game readGame(const QByteArray &header, const QByteArray &hands)
{
    const QByteArray json = "{\"format\": \"pinaculo-game\", \"version\": 1, " + header
        + ", \"hands\": [" + hands + "]}";
    const GameFileReader::Result read = GameFileReader::read(json);
    if (!read.ok())
        qFatal("a test hand was refused: %s", qPrintable(read.error.text()));
    return read.game;
}

// The game holding the hand, after a first hand entered as numbers that leaves the `barbele`
// sides at 800 points, so that the file reader accepts what only a barbelé side may enter
// (failed openings). The hand under test is the game's last.
Game gameWith(const QString &table, const QByteArray &hand, const QList<bool> &barbele = {})
{
    const QByteArray header = tableHeader(table);
    if (!barbele.contains(true))
        return readGame(header, hand);
    const GameSetup setup = readGame(header, {}).setup;
    QStringList results;
    for (int seat = 0; seat < setup.playerCount(); ++seat) {
        const int side = setup.sideOfSeat(seat);
        const int points = barbele.value(side) ? 800 / int(setup.seatsOfSide(side).size()) : 0;
        results.append(
            QStringLiteral("\"%1\": {\"meld_points\": %2}").arg(setup.players[seat]).arg(points));
    }
    const QByteArray first = "{\"results\": {" + results.join(QStringLiteral(", ")).toUtf8() + "}}";
    return readGame(header, first + ", " + hand);
}

QString lineText(const ScoreLine &l, const GameSetup &setup)
{
    QString text = setup.players.value(l.seat) + u' ' + ScoreLine::kindId(l.kind) + u' '
        + QString::number(l.points);
    if (l.premium != Premium::None)
        text += u' ' + premiumId(l.premium);
    if (l.kind == ScoreLine::Kind::Multiplier)
        text += QStringLiteral(" x") + QString::number(l.factor);
    switch (l.finish) {
    case ScoreLine::Finish::OneSuit:
        text += QStringLiteral(" one-suit");
        break;
    case ScoreLine::Finish::HighCards:
        text += QStringLiteral(" high");
        break;
    case ScoreLine::Finish::LowCards:
        text += QStringLiteral(" low");
        break;
    case ScoreLine::Finish::None:
        break;
    }
    if (l.quickEntry)
        text += QStringLiteral(" quick");
    return text;
}

QString warningText(const HandWarning &w, const GameSetup &setup)
{
    QString text = HandWarning::kindId(w.kind) + u' ' + setup.sideName(w.side);
    if (w.kind == HandWarning::Kind::BarbeleOpening)
        text += u' ' + QString::number(w.value) + u'/' + QString::number(w.needed);
    return text;
}

} // namespace

void TestHandScoring::score_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QByteArray>("hand");
    QTest::addColumn<int>("handIndex");
    QTest::addColumn<QList<bool>>("barbele");
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QList<int>>("sides");
    QTest::addColumn<QStringList>("warnings");

    const QList<bool> none3 {false, false, false};
    const QList<bool> none2 {false, false};

    // Pináculo: going out, +20.
    QTest::newRow("pinaculo out") << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"melds": ["3H 4H 5H"], "out": "yes"},
        "Bruno": {"hand": "KD 7C"}, "Carla": {}}})")
                                  << 0 << none3
                                  << QStringList {QStringLiteral("Ana meld 15"),
                                                  QStringLiteral("Ana out 20"),
                                                  QStringLiteral("Bruno hand -15")}
                                  << QList<int> {35, -15, 0} << QStringList {};
    // The final turn's new melds double when no wild card was played on it.
    QTest::newRow("pinaculo final turn doubled")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"melds": ["3H 4H 5H", {"cards": "QS QD QC", "final_turn": true}], "out": "yes"},
        "Bruno": {}, "Carla": {}}})")
        << 0 << none3
        << QStringList {QStringLiteral("Ana meld 15"), QStringLiteral("Ana meld 30"),
                        QStringLiteral("Ana out 20"), QStringLiteral("Ana multiplier 30 x2")}
        << QList<int> {95, 0, 0} << QStringList {};
    QTest::newRow("pinaculo two final-turn melds doubled")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"melds": [{"cards": "8D 9D 10D", "final_turn": true}, {"cards": "QS QD QC", "final_turn": true}], "out": "yes"},
        "Bruno": {}, "Carla": {}}})")
        << 0 << none3
        << QStringList {QStringLiteral("Ana meld 30"), QStringLiteral("Ana meld 30"),
                        QStringLiteral("Ana out 20"), QStringLiteral("Ana multiplier 60 x2")}
        << QList<int> {140, 0, 0} << QStringList {};
    QTest::newRow("pinaculo final turn with a wild")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"melds": ["3H 4H 5H", {"cards": "QS QD JK", "final_turn": true}], "out": "yes"},
        "Bruno": {}, "Carla": {}}})")
        << 0 << none3
        << QStringList {QStringLiteral("Ana meld 15"), QStringLiteral("Ana meld 50"),
                        QStringLiteral("Ana out 20")}
        << QList<int> {85, 0, 0} << QStringList {};
    QTest::newRow("pinaculo wild laid off on the final turn")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"melds": [{"cards": "QS QD QC", "final_turn": true}], "out": "yes", "wild_on_final_turn": true},
        "Bruno": {}, "Carla": {}}})")
        << 0 << none3 << QStringList {QStringLiteral("Ana meld 30"), QStringLiteral("Ana out 20")}
        << QList<int> {50, 0, 0} << QStringList {};
    QTest::newRow("pinaculo rescue never doubled")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"melds": [{"cards": "QS QD QC", "rescued": "JK", "final_turn": true}], "out": "yes"},
        "Bruno": {}, "Carla": {}}})")
        << 0 << none3
        << QStringList {QStringLiteral("Ana meld 30"), QStringLiteral("Ana rescue 30"),
                        QStringLiteral("Ana out 20"), QStringLiteral("Ana multiplier 30 x2")}
        << QList<int> {110, 0, 0} << QStringList {};
    // Abatir: every meld ×2, or ×4 with no wild, instead of the +20; never combined with ×2.
    QTest::newRow("pinaculo all at once")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"melds": ["3H 4H 5H", "QS QD JK"], "out": "all_at_once"},
        "Bruno": {}, "Carla": {}}})")
        << 0 << none3
        << QStringList {QStringLiteral("Ana meld 15"), QStringLiteral("Ana meld 50"),
                        QStringLiteral("Ana multiplier 65 x2")}
        << QList<int> {130, 0, 0} << QStringList {};
    QTest::newRow("pinaculo all at once clean")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"melds": ["3H 4H 5H", {"cards": "QS QD QC", "final_turn": true}], "out": "all_at_once"},
        "Bruno": {}, "Carla": {}}})")
        << 0 << none3
        << QStringList {QStringLiteral("Ana meld 15"), QStringLiteral("Ana meld 30"),
                        QStringLiteral("Ana multiplier 135 x4")}
        << QList<int> {180, 0, 0} << QStringList {};
    QTest::newRow("pinaculo all at once premium")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"melds": ["AS AS AH AH AD AC"], "out": "all_at_once"},
        "Bruno": {}, "Carla": {}}})")
        << 0 << none3
        << QStringList {QStringLiteral("Ana meld 300 six-natural-aces"),
                        QStringLiteral("Ana multiplier 900 x4")}
        << QList<int> {1200, 0, 0} << QStringList {};
    // Remnants at face value, wild cards included; events.
    QTest::newRow("pinaculo remnants")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"melds": ["KS KH KD"], "hand": "JK 2H AS 7C 3D QD"},
        "Bruno": {"melds": ["5C 6C 7C"], "out": "yes"}, "Carla": {"hand": "2S"}}})")
        << 0 << none3
        << QStringList {QStringLiteral("Ana meld 30"), QStringLiteral("Ana hand -85"),
                        QStringLiteral("Bruno meld 15"), QStringLiteral("Bruno out 20"),
                        QStringLiteral("Carla hand -20")}
        << QList<int> {-55, 35, -20} << QStringList {};
    QTest::newRow("pinaculo exact cut, hand 1")
        << QStringLiteral("pinaculo") << QByteArray(R"({"exact_cut": true, "results": {
        "Ana": {}, "Bruno": {}, "Carla": {}}})")
        << 0 << none3 << QStringList {QStringLiteral("Carla exact-cut 50")} << QList<int> {0, 0, 50}
        << QStringList {};
    QTest::newRow("pinaculo exact cut, hand 2")
        << QStringLiteral("pinaculo") << QByteArray(R"({"exact_cut": true, "results": {
        "Ana": {}, "Bruno": {}, "Carla": {}}})")
        << 1 << none3 << QStringList {QStringLiteral("Ana exact-cut 50")} << QList<int> {50, 0, 0}
        << QStringList {};
    QTest::newRow("pinaculo exact cut, hand 3")
        << QStringLiteral("pinaculo") << QByteArray(R"({"exact_cut": true, "results": {
        "Ana": {}, "Bruno": {}, "Carla": {}}})")
        << 2 << none3 << QStringList {QStringLiteral("Bruno exact-cut 50")} << QList<int> {0, 50, 0}
        << QStringList {};
    QTest::newRow("pinaculo same back scores nothing")
        << QStringLiteral("pinaculo") << QByteArray(R"({"same_back": "Bruno", "results": {
        "Ana": {}, "Bruno": {}, "Carla": {}}})")
        << 0 << none3 << QStringList {} << QList<int> {0, 0, 0} << QStringList {};
    QTest::newRow("pinaculo pumba and failed openings")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"pumba_missed": 2}, "Bruno": {"failed_openings": 1}, "Carla": {"pumba_missed": 1, "failed_openings": 2}}})")
        << 1 << QList<bool> {false, true, true}
        << QStringList {QStringLiteral("Ana pumba -100"),
                        QStringLiteral("Bruno failed-opening -50"),
                        QStringLiteral("Carla pumba -50"),
                        QStringLiteral("Carla failed-opening -100")}
        << QList<int> {-100, -50, -150} << QStringList {};
    // Quick entry: the number is taken as is, and the referee says what could not be checked.
    QTest::newRow("pinaculo quick entry")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"meld_points": 120, "hand_points": 0, "out": "yes"},
        "Bruno": {"meld_points": 40, "hand_points": 35}, "Carla": {"hand": "4D"}}})")
        << 0 << none3 << QStringList {QStringLiteral("Ana meld 120 quick"),
                                      QStringLiteral("Ana out 20"),
                                      QStringLiteral("Ana hand 0 quick"),
                                      QStringLiteral("Bruno meld 40 quick"),
                                      QStringLiteral("Bruno hand -35 quick"),
                                      QStringLiteral("Carla hand -5")}
        << QList<int> {140, 5, -5} << QStringList {QStringLiteral("quick-entry Ana")};
    QTest::newRow("pinaculo quick entry all at once")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"meld_points": 100, "out": "all_at_once"}, "Bruno": {}, "Carla": {}}})")
        << 0 << none3
        << QStringList {QStringLiteral("Ana meld 100 quick"), QStringLiteral("Ana out 20")}
        << QList<int> {120, 0, 0} << QStringList {QStringLiteral("quick-entry Ana")};
    QTest::newRow("pinaculo quick entry barbele")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {}, "Bruno": {"meld_points": 90}, "Carla": {}}})")
        << 1 << QList<bool> {false, true, false}
        << QStringList {QStringLiteral("Bruno meld 90 quick")} << QList<int> {0, 90, 0}
        << QStringList {QStringLiteral("quick-entry Bruno")};
    // Barbelé openings: face values only, premiums and rescues excluded.
    QTest::newRow("pinaculo barbele opening short")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {}, "Bruno": {"melds": [{"cards": "3H 4H 5H", "opening": true}, {"cards": "KS KD KC", "opening": true}, "8D 9D 10D"]},
        "Carla": {}}})")
        << 1 << QList<bool> {false, true, false}
        << QStringList {QStringLiteral("Bruno meld 15"), QStringLiteral("Bruno meld 30"),
                        QStringLiteral("Bruno meld 30")}
        << QList<int> {0, 75, 0} << QStringList {QStringLiteral("barbele-opening Bruno 45/70")};
    QTest::newRow("pinaculo barbele opening rescue excluded")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {}, "Bruno": {"melds": [{"cards": "9H 10H JH QH KH", "rescued": "JK", "opening": true}]},
        "Carla": {}}})")
        << 1 << QList<bool> {false, true, false}
        << QStringList {QStringLiteral("Bruno meld 50"), QStringLiteral("Bruno rescue 30")}
        << QList<int> {0, 80, 0} << QStringList {QStringLiteral("barbele-opening Bruno 50/70")};
    QTest::newRow("pinaculo barbele opening premium at face value")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {}, "Bruno": {"melds": [{"cards": "AS AS AH AH AD JK", "opening": true}]},
        "Carla": {}}})")
        << 1 << QList<bool> {false, true, false}
        << QStringList {QStringLiteral("Bruno meld 180 aces-with-wild")} << QList<int> {0, 180, 0}
        << QStringList {};
    QTest::newRow("pinaculo barbele opening exactly 70")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {}, "Bruno": {"melds": [{"cards": "JK KS KD KC", "opening": true}, {"cards": "3H 4H 5H 6H", "opening": true}]},
        "Carla": {}}})")
        << 1 << QList<bool> {false, true, false}
        << QStringList {QStringLiteral("Bruno meld 60"), QStringLiteral("Bruno meld 20")}
        << QList<int> {0, 80, 0} << QStringList {};
    QTest::newRow("pinaculo short opening, not barbele")
        << QStringLiteral("pinaculo") << QByteArray(R"({"results": {
        "Ana": {"melds": [{"cards": "3H 4H 5H", "opening": true}]}, "Bruno": {}, "Carla": {}}})")
        << 1 << QList<bool> {false, true, false} << QStringList {QStringLiteral("Ana meld 15")}
        << QList<int> {15, 0, 0} << QStringList {};

    // Pinacle: pairs, no multipliers, finishing premiums, same back, no pumba penalty.
    const QList<bool> pairs {false, false};
    QTest::newRow("pinacle one suit")
        << QStringLiteral("pinacle") << QByteArray(R"({"results": {
        "Ana": {"melds": ["3H 4H 5H"], "out": "yes"}, "Bruno": {"melds": ["KS KD KC"]},
        "Carla": {"melds": ["9H 10H JH"]}, "Dani": {}}})")
        << 0 << pairs
        << QStringList {QStringLiteral("Ana meld 15"), QStringLiteral("Ana out 20"),
                        QStringLiteral("Bruno meld 30"), QStringLiteral("Carla meld 30"),
                        QStringLiteral("Ana finish-bonus 1000 one-suit")}
        << QList<int> {1065, 30} << QStringList {};
    QTest::newRow("pinacle high cards")
        << QStringLiteral("pinacle") << QByteArray(R"({"results": {
        "Ana": {"melds": ["AS AD JK"], "out": "yes"}, "Bruno": {},
        "Carla": {"melds": ["KS KH 2C", "QH KH AH"]}, "Dani": {}}})")
        << 0 << pairs
        << QStringList {QStringLiteral("Ana meld 60"), QStringLiteral("Ana out 20"),
                        QStringLiteral("Carla meld 40"), QStringLiteral("Carla meld 35"),
                        QStringLiteral("Ana finish-bonus 1000 high")}
        << QList<int> {1155, 0} << QStringList {};
    QTest::newRow("pinacle low cards")
        << QStringLiteral("pinacle") << QByteArray(R"({"results": {
        "Ana": {"melds": ["3S 4S 5S"]}, "Bruno": {},
        "Carla": {"melds": ["7D 7C 7H"], "out": "yes"}, "Dani": {}}})")
        << 0 << pairs
        << QStringList {QStringLiteral("Ana meld 15"), QStringLiteral("Carla meld 15"),
                        QStringLiteral("Carla out 20"),
                        QStringLiteral("Carla finish-bonus 500 low")}
        << QList<int> {550, 0} << QStringList {};
    QTest::newRow("pinacle one suit and low")
        << QStringLiteral("pinacle") << QByteArray(R"({"results": {
        "Ana": {"melds": ["3S 4S 5S", "8S 9S 10S"], "out": "yes"}, "Bruno": {}, "Carla": {}, "Dani": {}}})")
        << 0 << pairs
        << QStringList {QStringLiteral("Ana meld 15"), QStringLiteral("Ana meld 30"),
                        QStringLiteral("Ana out 20"),
                        QStringLiteral("Ana finish-bonus 1000 one-suit"),
                        QStringLiteral("Ana finish-bonus 500 low")}
        << QList<int> {1565, 0} << QStringList {};
    QTest::newRow("pinacle own-suit two keeps one suit")
        << QStringLiteral("pinacle") << QByteArray(R"({"results": {
        "Ana": {"melds": ["3S 4S 2S"], "out": "yes"}, "Bruno": {}, "Carla": {}, "Dani": {}}})")
        << 0 << pairs
        << QStringList {QStringLiteral("Ana meld 30"), QStringLiteral("Ana out 20"),
                        QStringLiteral("Ana finish-bonus 1000 one-suit")}
        << QList<int> {1050, 0} << QStringList {};
    QTest::newRow("pinacle joker breaks one suit")
        << QStringLiteral("pinacle") << QByteArray(R"({"results": {
        "Ana": {"melds": ["3S 4S JK"], "out": "yes"}, "Bruno": {}, "Carla": {}, "Dani": {}}})")
        << 0 << pairs << QStringList {QStringLiteral("Ana meld 40"), QStringLiteral("Ana out 20")}
        << QList<int> {60, 0} << QStringList {};
    QTest::newRow("pinacle off-suit two breaks one suit")
        << QStringLiteral("pinacle") << QByteArray(R"({"results": {
        "Ana": {"melds": ["3S 4S 2D"], "out": "yes"}, "Bruno": {}, "Carla": {}, "Dani": {}}})")
        << 0 << pairs << QStringList {QStringLiteral("Ana meld 30"), QStringLiteral("Ana out 20")}
        << QList<int> {50, 0} << QStringList {};
    QTest::newRow("pinacle rescued wild excluded")
        << QStringLiteral("pinacle") << QByteArray(R"({"results": {
        "Ana": {"melds": [{"cards": "3S 4S 5S", "rescued": "JK"}], "out": "yes"}, "Bruno": {}, "Carla": {}, "Dani": {}}})")
        << 0 << pairs
        << QStringList {QStringLiteral("Ana meld 15"), QStringLiteral("Ana rescue 30"),
                        QStringLiteral("Ana out 20"),
                        QStringLiteral("Ana finish-bonus 1000 one-suit"),
                        QStringLiteral("Ana finish-bonus 500 low")}
        << QList<int> {1565, 0} << QStringList {};
    QTest::newRow("pinacle quick entry hides the finish")
        << QStringLiteral("pinacle") << QByteArray(R"({"results": {
        "Ana": {"melds": ["3S 4S 5S"], "out": "yes"}, "Bruno": {},
        "Carla": {"meld_points": 100}, "Dani": {}}})")
        << 0 << pairs
        << QStringList {QStringLiteral("Ana meld 15"), QStringLiteral("Ana out 20"),
                        QStringLiteral("Carla meld 100 quick")}
        << QList<int> {135, 0} << QStringList {QStringLiteral("finish-unjudged Nos")};
    QTest::newRow("pinacle no multipliers")
        << QStringLiteral("pinacle") << QByteArray(R"({"results": {
        "Ana": {}, "Bruno": {"melds": [{"cards": "QS QD QC", "final_turn": true}, "3H 4H JK"], "out": "all_at_once"},
        "Carla": {}, "Dani": {}}})")
        << 0 << pairs
        << QStringList {QStringLiteral("Bruno meld 30"), QStringLiteral("Bruno meld 40"),
                        QStringLiteral("Bruno out 20")}
        << QList<int> {0, 90} << QStringList {};
    QTest::newRow("pinacle events")
        << QStringLiteral("pinacle")
        << QByteArray(R"({"exact_cut": true, "same_back": "Bruno", "results": {
        "Ana": {"pumba_missed": 1}, "Bruno": {}, "Carla": {"failed_openings": 1}, "Dani": {}}})")
        << 1 << QList<bool> {true, false}
        << QStringList {QStringLiteral("Carla failed-opening -50"),
                        QStringLiteral("Ana exact-cut 50"), QStringLiteral("Bruno same-back 200")}
        << QList<int> {0, 200} << QStringList {};
    QTest::newRow("pinacle barbele pair opening")
        << QStringLiteral("pinacle") << QByteArray(R"({"results": {
        "Ana": {"melds": [{"cards": "KS KD KC", "opening": true}]}, "Bruno": {},
        "Carla": {"melds": [{"cards": "8H 9H 10H", "opening": true}]}, "Dani": {}}})")
        << 1 << QList<bool> {true, false}
        << QStringList {QStringLiteral("Ana meld 30"), QStringLiteral("Carla meld 30")}
        << QList<int> {60, 0} << QStringList {QStringLiteral("barbele-opening Nos 60/70")};

    // Pinnacola: +100 for closing, none after a pinnacolone; no cut or penalty events.
    QTest::newRow("pinnacola close")
        << QStringLiteral("pinnacola") << QByteArray(R"({"exact_cut": true, "results": {
        "Ana": {"melds": ["3D 4D 5D 6D 7D 8D"], "out": "yes"},
        "Bruno": {"hand": "3H 4H 5H 6H 7H 8H JK"}, "Carla": {"hand": "2C 7C", "pumba_missed": 1}}})")
        << 0 << none3
        << QStringList {QStringLiteral("Ana meld 80"), QStringLiteral("Ana out 100"),
                        QStringLiteral("Bruno hand -65"), QStringLiteral("Carla hand -30")}
        << QList<int> {180, -65, -30} << QStringList {};
    QTest::newRow("pinnacola all at once is a close")
        << QStringLiteral("pinnacola") << QByteArray(R"({"results": {
        "Ana": {"melds": ["QC KC AC"], "out": "all_at_once"}, "Bruno": {}, "Carla": {}}})")
        << 0 << none3 << QStringList {QStringLiteral("Ana meld 35"), QStringLiteral("Ana out 100")}
        << QList<int> {135, 0, 0} << QStringList {};
    QTest::newRow("pinnacola pinnacolone")
        << QStringLiteral("pinnacola") << QByteArray(R"({"results": {
        "Ana": {"melds": ["AH 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"], "out": "yes"},
        "Bruno": {"melds": ["JS QS KS"], "hand": "JK"}, "Carla": {}}})")
        << 0 << none3
        << QStringList {QStringLiteral("Ana meld 1500 pinnacolone"),
                        QStringLiteral("Bruno meld 30"), QStringLiteral("Bruno hand -25")}
        << QList<int> {1500, 5, 0} << QStringList {QStringLiteral("no-out-bonus-pinnacolone Ana")};
    QTest::newRow("pinnacola stock ran out")
        << QStringLiteral("pinnacola") << QByteArray(R"({"results": {
        "Ana": {"melds": ["AS 3S 4S"], "hand": "9D"}, "Bruno": {"hand": "AD"}, "Carla": {}}})")
        << 0 << none3
        << QStringList {QStringLiteral("Ana meld 25"), QStringLiteral("Ana hand -10"),
                        QStringLiteral("Bruno hand -15")}
        << QList<int> {15, -15, 0} << QStringList {};
}

void TestHandScoring::score()
{
    QFETCH(QString, table);
    QFETCH(QByteArray, hand);
    QFETCH(int, handIndex);
    QFETCH(QList<bool>, barbele);
    QFETCH(QStringList, lines);
    QFETCH(QList<int>, sides);
    QFETCH(QStringList, warnings);

    const Game game = gameWith(table, hand, handIndex > 0 ? barbele : QList<bool> {});
    const GameSetup &setup = game.setup;
    const HandScore score = HandScorer::score(setup, game.hands.last(), handIndex, barbele);

    QStringList gotLines;
    for (const ScoreLine &l : score.lines)
        gotLines.append(lineText(l, setup));
    QCOMPARE(gotLines, lines);
    QCOMPARE(score.sidePoints, sides);

    QStringList gotWarnings;
    for (const HandWarning &w : score.warnings) {
        gotWarnings.append(warningText(w, setup));
        QVERIFY(!CoreText::warning(w, setup).isEmpty());
    }
    QCOMPARE(gotWarnings, warnings);

    // Each side's points are the sum of its lines, and so are each seat's.
    QList<int> bySide(setup.sideCount(), 0);
    QList<int> bySeat(setup.playerCount(), 0);
    for (const ScoreLine &l : score.lines) {
        QVERIFY(l.side >= 0 && l.side < setup.sideCount());
        QCOMPARE(l.side, setup.sideOfSeat(l.seat));
        bySide[l.side] += l.points;
        bySeat[l.seat] += l.points;
        QVERIFY2(l.kind == ScoreLine::Kind::Meld || l.kind == ScoreLine::Kind::Hand
                     || !CoreText::describeLine(l, setup).isEmpty(),
                 qPrintable(lineText(l, setup)));
    }
    QCOMPARE(bySide, score.sidePoints);
    QCOMPARE(bySeat, score.seatPoints);
}

void TestHandScoring::barbeleWarningText()
{
    const Game game = gameWith(QStringLiteral("pinaculo"), R"({"results": {
        "Ana": {}, "Bruno": {"melds": [{"cards": "3H 4H 5H", "opening": true}, {"cards": "KS KD KC", "opening": true}]},
        "Carla": {}}})");
    const HandScore score
        = HandScorer::score(game.setup, game.hands.first(), 1, {false, true, false});
    QCOMPARE(score.warnings.size(), 1);
    const HandWarning &w = score.warnings.first();
    QCOMPARE(w.kind, HandWarning::Kind::BarbeleOpening);
    QCOMPARE(w.side, 1);
    QCOMPARE(w.value, 45);
    QCOMPARE(w.needed, 70);
    const QString text = CoreText::warning(w, game.setup);
    QVERIFY2(text.contains(u"Bruno"), qPrintable(text));
    QVERIFY2(text.contains(u"45"), qPrintable(text));
    QVERIFY2(text.contains(u"70"), qPrintable(text));
    QVERIFY2(text.contains(u"25"), qPrintable(text)); // the shortfall
}

void TestHandScoring::finishUnjudgedText()
{
    const Game game = gameWith(QStringLiteral("pinacle"), R"({"results": {
        "Ana": {"meld_points": 60, "out": "yes"}, "Bruno": {}, "Carla": {"melds": ["3S 4S 5S"]}, "Dani": {}}})");
    const HandScore score = HandScorer::score(game.setup, game.hands.first(), 0, {false, false});
    for (const ScoreLine &l : score.lines)
        QVERIFY(l.kind != ScoreLine::Kind::FinishBonus);
    bool unjudged = false;
    for (const HandWarning &w : score.warnings) {
        if (w.kind == HandWarning::Kind::FinishUnjudged) {
            unjudged = true;
            const QString text = CoreText::warning(w, game.setup);
            QVERIFY2(text.contains(u"Ana") && text.contains(u"Nos"), qPrintable(text));
        }
    }
    QVERIFY(unjudged);
    QCOMPARE(score.sidePoints, (QList<int> {95, 0}));
}

QTEST_GUILESS_MAIN(TestHandScoring)
#include "tst_handscoring.moc"
