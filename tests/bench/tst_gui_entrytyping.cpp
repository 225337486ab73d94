// The entry figures' harness, which types hands into the real hand dialog with key events
// only: every hand of some of the project's games is taken by the dialog from the planned keys
// and scores as in the file, in the shorthand and the plain way, and the keys of a known hand
// are counted as a person would press them. No time is asserted: the figures are estimates
// from the counts.
#include "cardnotation.h"
#include "entrybench.h"
#include "entrykeyplan.h"
#include "gamefilereader.h"
#include "shortestcardtext.h"

#include <QTest>

using namespace pinaculo;

namespace {

CardList cards(const char16_t *text)
{
    return CardNotation::canonical().parse(QStringView(text)).cards;
}

MeldEntry meldOf(const char16_t *text)
{
    MeldEntry meld;
    meld.cards = cards(text);
    return meld;
}

QString dataFile(const char *name)
{
    return QStringLiteral(PINACULO_TEST_DATA "/") + QLatin1StringView(name);
}

} // namespace

class TestGuiEntryTyping : public QObject
{
    Q_OBJECT

private slots:
    void everyHandIsTypedAndScoresAsTheFile_data();
    void everyHandIsTypedAndScoresAsTheFile();
    void aKnownHandTakesTheKeysCounted();
    void meldTextsAreTheShortestTheFieldReads();
    void everyPlannedTextReadsBackAsItsCards();
};

void TestGuiEntryTyping::everyHandIsTypedAndScoresAsTheFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    // Flags of every kind (how a meld was laid, final turn, opening, rescued cards, all at
    // once, pumba, failed openings, the wild card on the final turn), pairs with the same-back
    // bonus, quick entries, and the Italian and English letters and mnemonics.
    QTest::newRow("flags, es") << dataFile("game-pinaculo-flags.json") << QStringLiteral("es");
    QTest::newRow("flags, it") << dataFile("game-pinaculo-flags.json") << QStringLiteral("it");
    QTest::newRow("flags, en") << dataFile("game-pinaculo-flags.json") << QStringLiteral("en");
    QTest::newRow("pinacle pairs, es")
        << dataFile("game-pinacle-pairs.json") << QStringLiteral("es");
    QTest::newRow("pinnacola pairs, it")
        << dataFile("game-pinnacola-pairs.json") << QStringLiteral("it");
    QTest::newRow("quick entries, es")
        << dataFile("report-evening.game.json") << QStringLiteral("es");
}

void TestGuiEntryTyping::everyHandIsTypedAndScoresAsTheFile()
{
    QFETCH(QString, file);
    QFETCH(QString, language);
    const GameFileReader::Result read = GameFileReader::readFile(file);
    QVERIFY2(read.ok(), qPrintable(file));

    EntryBench bench(language);
    QVERIFY(bench.typeFile(file));
    QCOMPARE(bench.hands().size(), read.game.hands.size());
    for (const EntryBench::Hand &hand : bench.hands()) {
        const QString where = QStringLiteral("hand %1: ").arg(hand.number);
        QVERIFY2(hand.failure.isEmpty(), qPrintable(where + hand.failure + u' ' + hand.keys));
        QVERIFY2(hand.failurePlain.isEmpty(),
                 qPrintable(where + hand.failurePlain + u' ' + hand.keysPlain));
        QVERIFY2(!hand.mismatch(), qPrintable(where + hand.keys));
        QVERIFY2(!hand.mismatchPlain(), qPrintable(where + hand.keysPlain));
        QCOMPARE(hand.typed.size(), read.game.setup.sideCount());
        // Every hand of these files has something to enter, and the shorthand is never longer.
        QVERIFY(hand.shorthand.keys > 1);
        QVERIFY2(hand.shorthand.keys <= hand.plain.keys,
                 qPrintable(where + hand.keys + QStringLiteral(" against ") + hand.keysPlain));
    }
}

void TestGuiEntryTyping::aKnownHandTakesTheKeysCounted()
{
    // Ana lays a run of hearts and goes out; Bruno keeps K♦ 7♣ (15 points), typed as "15".
    Game game;
    game.setup.rules = Rules::preset(Variant::Pinaculo);
    game.setup.players = {QStringLiteral("Ana"), QStringLiteral("Bruno")};
    HandRecord hand;
    hand.results.resize(2);
    hand.results[0].melds = {meldOf(u"3H 4H 5H 6H")};
    hand.results[0].out = OutKind::Yes;
    hand.results[1].hand = cards(u"KD 7C");
    game.hands = {hand};

    const EntryBench::Hand typed
        = EntryBench(QStringLiteral("es")).typeHand(game, 0, {false, false});
    QVERIFY2(typed.failure.isEmpty(), qPrintable(typed.failure));
    QVERIFY(!typed.mismatch());
    // "3-6C" Enter; the went-out choice by its mnemonic and one arrow; Ctrl+2; Enter from the
    // empty meld to the hand, "15", Enter so the number is taken; Ctrl+Enter.
    QCOMPARE(typed.shorthand.cardKeys, 4);
    QCOMPARE(typed.shorthand.numberKeys, 2);
    QCOMPARE(typed.shorthand.moveKeys, 5);
    QCOMPARE(typed.shorthand.flagKeys, 1);
    QCOMPARE(typed.shorthand.confirmKeys, 1);
    QCOMPARE(typed.shorthand.keys, 13);
    // The meld, the went-out choice, Bruno's page, his hand.
    QCOMPARE(typed.shorthand.fieldChanges, 4);
    QCOMPARE(typed.shorthand.seconds(), 13 * 0.25 + 4 * 1.5);
    // The plain way: "3C 4C 5C 6C", "KD 7T", the went-out choice reached by Tab.
    QVERIFY2(typed.failurePlain.isEmpty(), qPrintable(typed.failurePlain));
    QVERIFY(!typed.mismatchPlain());
    QCOMPARE(typed.plain.cardKeys, 11 + 5);
    QCOMPARE(typed.plain.numberKeys, 0);
    QCOMPARE(typed.plain.fieldChanges, 4);
    QVERIFY(typed.plain.moveKeys > typed.shorthand.moveKeys);
}

void TestGuiEntryTyping::meldTextsAreTheShortestTheFieldReads()
{
    const CardNotation &spanish = CardNotation::forLanguage(u"es");
    // A barbelé player at pináculo: every flag has its mark, and rescued cards score.
    const ScoringInputs offered = ScoringInputs::of(Rules::preset(Variant::Pinaculo), true);
    const auto meld = [&spanish, &offered](const char16_t *text) {
        return EntryKeyPlan::meldText(meldOf(text), spanish, offered);
    };
    QCOMPARE(meld(u"3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"), QStringLiteral("3-KP"));
    QCOMPARE(meld(u"QH KH AH"), QStringLiteral("Q-AC")); // the ace high at the second end
    QCOMPARE(meld(u"AS 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"), QStringLiteral("A-AP"));
    QCOMPARE(meld(u"KS KD KC JK"), QStringLiteral("KPKDKT*"));
    QCOMPARE(meld(u"7H 8H 9H 10H 2C"), QStringLiteral("7-TC 2T")); // the wild card apart
    QCOMPARE(meld(u"3H 4H 2C 6H"), QStringLiteral("3C4C2T6C")); // no run of three to write
    QCOMPARE(EntryKeyPlan::plainMeldText(meldOf(u"3H 4H 5H"), spanish, offered),
             QStringLiteral("3C 4C 5C"));
    // The rescued cards after the slash, and the flags by their marks where the row takes them.
    MeldEntry flagged {cards(u"7H 8H 9H 10H 2C"), cards(u"JK"), Laid::OneTurn, true, true};
    QCOMPARE(EntryKeyPlan::meldText(flagged, spanish, offered), QStringLiteral("7-TC 2T/*"));
    QCOMPARE(EntryKeyPlan::meldMarks(flagged, offered), QStringLiteral("!+="));
    QCOMPARE(EntryKeyPlan::plainMeldText(flagged, spanish, offered),
             QStringLiteral("7C 8C 9C TC 2T / *"));
    const ScoringInputs pinnacola = ScoringInputs::of(Rules::preset(Variant::Pinnacola), false);
    QCOMPARE(EntryKeyPlan::meldText(flagged, spanish, pinnacola), QStringLiteral("7-TC 2T"));
    QCOMPARE(EntryKeyPlan::meldMarks(flagged, pinnacola), QString());
    // A set whose suits were not noted, by its count.
    MeldEntry counted;
    counted.cards = CardList(4, Card::suitless(Rank::King)) + cards(u"2C");
    QCOMPARE(EntryKeyPlan::meldText(counted, spanish, offered), QStringLiteral("4xK 2T"));

    // The cards in hand: their value where it is shorter, the quick entry as its number.
    const Rules rules = Rules::preset(Variant::Pinaculo);
    PlayerResult player;
    player.hand = cards(u"KD 7C");
    QCOMPARE(EntryKeyPlan::handText(player, rules, spanish), QStringLiteral("15"));
    QCOMPARE(EntryKeyPlan::plainHandText(player, spanish), QStringLiteral("KD 7T"));
    player.hand = cards(u"4S");
    QCOMPARE(EntryKeyPlan::handText(player, rules, spanish), QStringLiteral("5"));
    player.hand = cards(u"JK");
    QCOMPARE(EntryKeyPlan::handText(player, rules, spanish), QStringLiteral("*"));
    player.hand.clear();
    player.handPoints = 35;
    QCOMPARE(EntryKeyPlan::handText(player, rules, spanish), QStringLiteral("35"));
}

void TestGuiEntryTyping::everyPlannedTextReadsBackAsItsCards()
{
    // Every meld and hand of the project's games, in every language's letters.
    int checked = 0;
    for (const char *name :
         {"game-pinaculo-flags.json", "game-pinacle-pairs.json", "game-pinacle-six.json",
          "game-pinaculo-six-solo.json", "game-pinnacola-pairs.json", "game-pinnacola-solo.json",
          "edit-clubs.game.json", "example-pinaculo.json"}) {
        const GameFileReader::Result read = GameFileReader::readFile(dataFile(name));
        QVERIFY2(read.ok(), name);
        for (const HandRecord &hand : read.game.hands) {
            for (const PlayerResult &result : hand.results) {
                QList<CardList> lists {result.hand};
                for (const MeldEntry &meld : result.melds)
                    lists << meld.cards << meld.rescued;
                for (const CardNotation *notation : CardNotation::all()) {
                    for (const CardList &list : std::as_const(lists)) {
                        for (const QString &text : {ShortestCardText::write(list, *notation),
                                                    ShortestCardText::apart(list, *notation)}) {
                            const CardParseResult back = notation->read(text);
                            QVERIFY2(back.ok && ShortestCardText::sameCards(back.cards, list),
                                     qPrintable(text));
                            ++checked;
                        }
                    }
                }
            }
        }
    }
    QVERIFY(checked > 100);
}

QTEST_MAIN(TestGuiEntryTyping)
#include "tst_gui_entrytyping.moc"
