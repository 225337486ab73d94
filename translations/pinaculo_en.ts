<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>CliApplication</name>
    <message>
        <source>pinaculo-cli: unknown language &quot;%1&quot;; use es, it or en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinaculo-cli: give a command: meld or score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinaculo-cli: unknown command &quot;%1&quot;; use meld or score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <source>Pináculo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinacle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinnacola</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player for themselves, 2 to 6 players, 11 cards, sets and runs, play to 1,500.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanish partnership rules: pairs sitting opposite, 4 or 6 players, finishing premiums, play to 1,500.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Italian rules: 2 to 4 players or two pairs, 13 cards, runs only, long runs score double, one hand decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pináculo in one turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pináculo from the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pináculo over several turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean escalera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escalera with one wild card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escalera with two wild cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dirty escalera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight natural aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight natural court cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven natural aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven natural court cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six natural aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six natural court cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six aces with a wild card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six court cards with a wild card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight naturals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinnacolone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over several turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in one turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a meld needs at least 3 cards, this one has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs at least %1 natural cards, this meld has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 appears %2 times, but the decks hold only %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in this deck (it has no red twos)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not wild in this game and a two has no place in a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sets are not allowed in this game: only runs of one suit can be melded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are neither the same rank (a set) nor the same suit (a run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a run cannot hold %1 twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2 needs %3 wild cards to fill the gaps, the meld has %4 (a run does not turn the corner from the king to the ace and the 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2 needs %3 wild cards to fill the gaps, the meld has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a run holds at most %1 cards, this one has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rescued wild cards do not score in this game: a rescued wild goes back to the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only wild cards can be rescued, %1 is not one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand must have a result for each of the %1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, meld %2 (%3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, meld %2 has no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 appears %2 times in this hand, but the decks hold only %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not in this deck (it has no red twos)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: give the melds or the meld points, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: give the cards left in hand or their points, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: points entered as a number cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a count of penalties cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 both went out; only one player can go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, meld %2 (%3) was laid on the final turn with a wild card, but no wild card was said to be played on that turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same-back bonus names a player who is not in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players are too few: this game needs at least %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players are too many: this game allows at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two players are called %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this game is played in pairs: give the teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this game is played individually: there are no teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team %1 has %2 players; a team is a pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs need an even number of players, at least 4 (there are %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team %1 has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two teams are called %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team %1 names a player who is not in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in two teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in no team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are partners but sit side by side; partners sit opposite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first dealer is not one of the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melds entered as points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: eight naturals, the cards plus a bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, instead of its cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rescued wild cards %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Went out with no wild card on the last turn: melds of that turn ×%1 (%2 → %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laid every card at once: all melds ×%1 instead of the going-out bonus (%2 → %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laid every card at once without a wild card: all melds ×%1 instead of the going-out bonus (%2 → %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished with cards of one suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished with only aces, court cards and wild cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished with no ace, court card or wild card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in hand, entered as points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact cut by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was dealt eleven cards of one back</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Pumba not announced, %n time(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Barbelé opening under the minimum, %n time(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is barbelé and must open with %2, but the opening melds total %3: %4 short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s melds were entered as points: no premium, multiplier or opening check could be applied to them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 went out, but some of %2&apos;s melds were entered as points: the finishing premiums cannot be judged and are not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s meld %2 is marked as laid on the final turn, but %1 did not go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 went out but still has cards in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand ended with a pinnacolone: %1 gets no closing bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards: %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(long run: natural cards ×%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 instead of the cards (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, eight naturals +%2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rescued %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2; total %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFileReader</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand %1, %2, meld %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game file is one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2 (line %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be less than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card (card %2 of &quot;%3&quot;); write cards as rank and suit, for example 10H, QS or JK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; names %2, who is not one of the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;pinaculo-game&quot;: this is not a game file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;version&quot; must be 1; this file was written by a newer program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown variant &quot;%1&quot;: use pinaculo, pinacle or pinnacola</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rule &quot;%1&quot; (line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rule &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule &quot;%1&quot; must be %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule &quot;%1&quot; is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null or a list of teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this hand follows the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hand must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object with one entry per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing from the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player&apos;s result must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give &quot;melds&quot; or &quot;meld_points&quot;, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give &quot;hand&quot; or &quot;hand_points&quot;, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;out&quot; must be &quot;no&quot;, &quot;yes&quot; or &quot;all_at_once&quot;, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a meld is a card list or an object with &quot;cards&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the meld has no &quot;cards&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;laid&quot; must be &quot;over_turns&quot;, &quot;one_turn&quot; or &quot;from_deal&quot;, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeldCommand</name>
    <message>
        <source>Checks one meld: shape, premium, points and reasons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinaculo, pinacle or pinnacola.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over_turns, one_turn or from_deal (11-card sets).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>laid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild cards rescued from the meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>es, it or en.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The meld&apos;s cards, for example 10H JH QH JK.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinaculo-cli meld: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--variant must be pinaculo, pinacle or pinnacola</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--laid must be over_turns, one_turn or from_deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; (card %2) is not a card; write rank and suit, for example 10H, QS or JK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the meld&apos;s cards, for example: meld --variant pinaculo 3H 4H 5H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rescued: &quot;%1&quot; is not a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid meld: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid %1 of %2 cards: %3 natural, %4 wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Premium: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreCommand</name>
    <message>
        <source>Print one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>es, it or en.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinaculo-cli score: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinaculo-cli score: give exactly one game file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinaculo-cli score: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>Winner: %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game on: first to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game on: one hand decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one hand decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = barbelé at the start of the hand: the first melds must total at least %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  hand %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee notes:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
