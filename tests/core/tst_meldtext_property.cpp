// A meld typed in one field scores as the same meld entered field by field: random hands of
// every variant (their valid melds, and random cards that are no meld at all), each meld with
// rescued cards and flags within what its player's score can use, are written inline with
// MeldText::write in the Spanish, Italian and English letters and the interchange notation,
// read back with MeldText::read, and must give the very same melds, the same score and the
// same refusals. A set written without its suits scores exactly as with them. Fixed seeds, so
// a failure replays.
#include "cardnotation.h"
#include "handscorer.h"
#include "handvalidator.h"
#include "meldanalysis.h"
#include "meldtext.h"
#include "randomgame.h"
#include "scoringinputs.h"

#include <QTest>

using namespace pinaculo;

Q_DECLARE_METATYPE(pinaculo::Variant)

namespace {

constexpr int HandsPerVariant = 150;

// The score in one line per entry, without the cards a line shows (a set written without its
// suits shows its ranks only): what every side gets and why.
QStringList scoreSummary(const HandScore &score)
{
    QStringList lines;
    for (const ScoreLine &l : score.lines)
        lines.append(QStringLiteral("line %1 seat %2 side %3 points %4 premium %5 meld %6 "
                                    "multiplier %7 finish %8 factor %9 base %10 count %11")
                         .arg(int(l.kind))
                         .arg(l.seat)
                         .arg(l.side)
                         .arg(l.points)
                         .arg(int(l.premium))
                         .arg(l.meldIndex)
                         .arg(int(l.multiplier))
                         .arg(int(l.finish))
                         .arg(l.factor)
                         .arg(l.base)
                         .arg(l.count));
    for (const HandWarning &w : score.warnings)
        lines.append(QStringLiteral("warning %1 seat %2 side %3 meld %4 value %5 needed %6")
                         .arg(int(w.kind))
                         .arg(w.seat)
                         .arg(w.side)
                         .arg(w.meldIndex)
                         .arg(w.value)
                         .arg(w.needed));
    for (int points : score.sidePoints)
        lines.append(QStringLiteral("side %1").arg(points));
    return lines;
}

bool isCopyProblem(const HandProblem &p)
{
    return p.code == HandProblem::Code::TooManyCopies || p.code == HandProblem::Code::TooManyOfRank;
}

// Every refusal but the deck's copies: a card too many of one suit may be one of a set's, and
// without its suit it is only counted against its rank.
QStringList problemSummary(const QList<HandProblem> &problems)
{
    QStringList lines;
    for (const HandProblem &p : problems)
        if (!isCopyProblem(p))
            lines.append(QStringLiteral("%1 seat %2 meld %3 meld problem %4")
                             .arg(int(p.code))
                             .arg(p.seat)
                             .arg(p.meldIndex)
                             .arg(int(p.meld.code)));
    return lines;
}

// The notations a meld is written in: each window language's and the interchange one.
QList<const CardNotation *> notations()
{
    QList<const CardNotation *> list = CardNotation::all();
    if (!list.contains(&CardNotation::canonical()))
        list.append(&CardNotation::canonical());
    return list;
}

// A valid set whose natural cards hold two suits or more, the rule for every set of three
// naturals with two decks: its suits cannot change its score or the finishing premiums.
bool setOfTwoSuits(const MeldEntry &meld, const Rules &rules)
{
    const MeldAnalysis a = MeldAnalyzer::analyze(meld.cards, rules, meld.laid, meld.rescued);
    if (!a.valid || a.shape != MeldShape::Set)
        return false;
    QSet<int> suits;
    for (const Card &card : meld.cards) {
        if (!MeldAnalyzer::isWild(card, rules))
            suits.insert(int(card.suit));
    }
    return suits.size() >= 2;
}

MeldEntry withoutSuits(MeldEntry meld, const Rules &rules)
{
    for (Card &card : meld.cards) {
        if (!MeldAnalyzer::isWild(card, rules))
            card = Card::suitless(card.rank);
    }
    return meld;
}

} // namespace

class TestMeldTextProperty : public QObject
{
    Q_OBJECT

private slots:
    void typedInlineScoresAsEnteredFieldByField_data();
    void typedInlineScoresAsEnteredFieldByField();
};

void TestMeldTextProperty::typedInlineScoresAsEnteredFieldByField_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("pairs");
    QTest::newRow("pinaculo") << Variant::Pinaculo << 4 << false;
    QTest::newRow("pinacle") << Variant::Pinacle << 4 << true;
    QTest::newRow("pinnacola") << Variant::Pinnacola << 3 << false;
}

void TestMeldTextProperty::typedInlineScoresAsEnteredFieldByField()
{
    QFETCH(Variant, variant);
    QFETCH(int, players);
    QFETCH(bool, pairs);
    const GameSetup setup = RandomGame::setup(variant, players, pairs);
    const Rules &rules = setup.rules;
    RandomGame random(0x6d656c64u + quint32(variant));
    QRandomGenerator &dice = random.random();
    int melds = 0, invalid = 0, suitless = 0, flagged = 0;

    for (int round = 0; round < HandsPerVariant; ++round) {
        QList<bool> barbele(setup.sideCount());
        for (int side = 0; side < barbele.size(); ++side)
            barbele[side] = rules.barbeleThreshold > 0 && dice.bounded(3) == 0;
        HandRecord hand = random.hand(setup, barbele);
        for (int seat = 0; seat < setup.playerCount(); ++seat) {
            PlayerResult &r = hand.results[seat];
            if (r.meldPoints)
                continue;
            const ScoringInputs scored
                = ScoringInputs::of(rules, barbele.value(setup.sideOfSeat(seat)));
            // Now and then cards that make no meld, to be refused alike however typed.
            if (dice.bounded(4) == 0) {
                MeldEntry noMeld;
                noMeld.cards = random.randomCards(rules, 1 + dice.bounded(7));
                r.melds.append(noMeld);
            }
            for (MeldEntry &m : r.melds) {
                // Only what this player's score can use: the field refuses the rest.
                if (!scored.laid)
                    m.laid = Laid::OverTurns;
                else if (dice.bounded(4) == 0)
                    m.laid = static_cast<Laid>(dice.bounded(3));
                m.finalTurn = scored.finalTurn && (m.finalTurn || dice.bounded(5) == 0);
                m.opening = scored.opening && (m.opening || dice.bounded(5) == 0);
                if (!scored.rescued)
                    m.rescued.clear();
                flagged += (m.laid != Laid::OverTurns || m.finalTurn || m.opening) ? 1 : 0;
            }
        }

        const QList<HandProblem> problems = HandValidator::validate(setup, hand, barbele);
        const QStringList score = scoreSummary(
            HandScorer::score(setup, HandValidator::scorablePart(hand, problems), round, barbele));
        for (const CardNotation *notation : notations()) {
            HandRecord typed = hand;
            HandRecord typedSuitless = hand;
            for (int seat = 0; seat < setup.playerCount(); ++seat) {
                const ScoringInputs scored
                    = ScoringInputs::of(rules, barbele.value(setup.sideOfSeat(seat)));
                QList<MeldEntry> &list = typed.results[seat].melds;
                for (int i = 0; i < list.size(); ++i) {
                    const MeldEntry meld = list[i];
                    const QString text = MeldText::write(meld, *notation);
                    const MeldTextResult read = MeldText::read(*notation, text, scored);
                    QVERIFY2(read.ok,
                             qPrintable(text + u": " + MeldText::message(read, *notation)));
                    QVERIFY2(read.entry() == meld, qPrintable(text));
                    list[i] = read.entry();
                    ++melds;
                    invalid += MeldAnalyzer::analyze(meld.cards, rules).valid ? 0 : 1;

                    if (!setOfTwoSuits(meld, rules))
                        continue;
                    const MeldEntry unsuited = withoutSuits(meld, rules);
                    const QString counted = MeldText::write(unsuited, *notation);
                    const MeldTextResult countedRead = MeldText::read(*notation, counted, scored);
                    QVERIFY2(countedRead.ok, qPrintable(counted));
                    QVERIFY2(countedRead.entry() == unsuited, qPrintable(counted));
                    QVERIFY2(counted.contains(u'x'), qPrintable(counted));
                    typedSuitless.results[seat].melds[i] = countedRead.entry();
                    ++suitless;
                }
            }
            QCOMPARE(typed, hand);
            const QList<HandProblem> suitlessProblems
                = HandValidator::validate(setup, typedSuitless, barbele);
            QCOMPARE(problemSummary(suitlessProblems), problemSummary(problems));
            // Without suits a hand is never refused for copies the suits did not break.
            if (std::none_of(problems.cbegin(), problems.cend(), isCopyProblem))
                QVERIFY(std::none_of(suitlessProblems.cbegin(), suitlessProblems.cend(),
                                     isCopyProblem));
            QCOMPARE(scoreSummary(HandScorer::score(
                         setup, HandValidator::scorablePart(typedSuitless, suitlessProblems), round,
                         barbele)),
                     score);
        }
    }
    // The rounds met what they are meant to.
    QVERIFY(melds > 200);
    QVERIFY(invalid > 10);
    const ScoringInputs barbeleScored = ScoringInputs::of(rules, true);
    if (barbeleScored.laid || barbeleScored.finalTurn || barbeleScored.opening)
        QVERIFY(flagged > 10);
    if (rules.setsAllowed)
        QVERIFY(suitless > 20);
}

QTEST_MAIN(TestMeldTextProperty)
#include "tst_meldtext_property.moc"
