#include "coretext.h"

#include "cardnotation.h"
#include "gamesetup.h"
#include "meldproblemtext.h"
#include "namerules.h"
#include "rules.h"
#include "variants.h"

#include <QLocale>
#include <QStringList>

namespace pinaculo {

namespace {
// Players named in a sentence, in seat order, each name shortened as everywhere in a note, and
// listed as the language lists ("Ana, Bruno y Carla").
QString playerList(const QList<int> &seats, const GameSetup &setup)
{
    QStringList names;
    for (int seat : seats)
        names.append(NameRules::excerpt(setup.players.value(seat)));
    return QLocale().createSeparatedList(names);
}
} // namespace

QString CoreText::alternatives(const QStringList &choices)
{
    if (choices.size() < 2)
        return choices.value(0);
    return tr("%1 or %2")
        .arg(choices.first(choices.size() - 1).join(QStringLiteral(", ")), choices.last());
}

QString CoreText::number(int value)
{
    const QLocale locale;
    QString text = locale.toString(value);
    // CLDR leaves four-digit numbers ungrouped in Spanish ("1500"), yet card tables and the
    // rules write "1.500"; group them as every other size is grouped.
    const int magnitude = value < 0 ? -value : value;
    if (magnitude >= 1000 && magnitude < 10000
        && !(locale.numberOptions() & QLocale::OmitGroupSeparator)
        && !text.contains(locale.groupSeparator()))
        text.insert(text.size() - 3, locale.groupSeparator());
    return text;
}

QString CoreText::signedNumber(int value)
{
    // Gains carry a plus sign so a column of hand points reads at a glance; losses keep the
    // locale's own minus, as the running totals do.
    return value > 0 ? u'+' + number(value) : number(value);
}

QString CoreText::cards(const CardList &list)
{
    return CardNotation::canonical().format(list, CardNotation::Style::Symbols);
}

QString CoreText::variantName(Variant variant)
{
    const Variants::Entry *entry = Variants::find(variant);
    return entry ? tr(entry->name) : QString();
}

QString CoreText::variantDescription(Variant variant)
{
    const Variants::Entry *entry = Variants::find(variant);
    return entry ? tr(entry->description) : QString();
}

QString CoreText::premiumName(Premium premium)
{
    switch (premium) {
    case Premium::None:
        return {};
    case Premium::PinaculoOneTurn:
        return tr("Pináculo in one turn");
    case Premium::PinaculoDealt:
        return tr("Pináculo from the deal");
    case Premium::Pinaculo:
        return tr("Pináculo over several turns");
    case Premium::CleanEscalera:
        return tr("Clean escalera");
    case Premium::EscaleraOneWild:
        return tr("Escalera with one wild card");
    case Premium::EscaleraTwoWilds:
        return tr("Escalera with two wild cards");
    case Premium::DirtyEscalera:
        return tr("Dirty escalera");
    case Premium::EightNaturalAces:
        return tr("Eight natural aces");
    case Premium::EightNaturalCourts:
        return tr("Eight natural court cards");
    case Premium::SevenNaturalAces:
        return tr("Seven natural aces");
    case Premium::SevenNaturalCourts:
        return tr("Seven natural court cards");
    case Premium::SixNaturalAces:
        return tr("Six natural aces");
    case Premium::SixNaturalCourts:
        return tr("Six natural court cards");
    case Premium::AcesWithWild:
        return tr("Six aces with a wild card");
    case Premium::CourtsWithWild:
        return tr("Six court cards with a wild card");
    case Premium::EightNaturals:
        return tr("Eight naturals");
    case Premium::Pinnacolone:
        return tr("Pinnacolone");
    }
    return {};
}

QString CoreText::shapeName(MeldShape shape, int cards)
{
    switch (shape) {
    case MeldShape::None:
        return tr("invalid");
    case MeldShape::Set:
        return cards > 3 ? tr("set", "a set of more than three cards") : tr("set");
    case MeldShape::Run:
        return tr("run");
    }
    return {};
}

QString CoreText::laidName(Laid laid)
{
    switch (laid) {
    case Laid::OverTurns:
        return tr("over several turns");
    case Laid::OneTurn:
        return tr("in one turn");
    case Laid::FromDeal:
        return tr("from the deal");
    }
    return {};
}

QString CoreText::outName(OutKind out)
{
    switch (out) {
    case OutKind::No:
        return tr("no");
    case OutKind::Yes:
        return tr("went out");
    case OutKind::AllAtOnce:
        return tr("all at once");
    }
    return {};
}

QString CoreText::handProblem(const HandProblem &p, const GameSetup &setup, const HandRecord &hand)
{
    using Code = HandProblem::Code;
    // Names enter sentences as excerpts: identical for a name within the limits, bounded for one
    // stored before them, which would otherwise make every message as long as the name.
    const QString player = NameRules::excerpt(setup.players.value(p.seat));
    auto meldText = [&]() {
        const PlayerResult r = hand.results.value(p.seat);
        return cards(r.melds.value(p.meldIndex).cards);
    };
    switch (p.code) {
    case Code::MissingResults:
        return tr("the hand must have a result for each of the %1 players")
            .arg(setup.playerCount());
    case Code::InvalidMeld:
        return tr("%1, meld %2 (%3): %4")
            .arg(player)
            .arg(p.meldIndex + 1)
            .arg(meldText(), MeldProblemText::text(p.meld));
    case Code::EmptyMeld:
        return tr("%1, meld %2 has no cards").arg(player).arg(p.meldIndex + 1);
    case Code::TooManyCopies:
        return tr("%1 appears %n time(s) in this hand, but the decks hold only %2", nullptr,
                  p.count)
            .arg(CardNotation::canonical().format(p.card), QString::number(p.limit));
    case Code::TooManyOfRank:
        return tr("%1: %n card(s) of this rank in this hand, with and without suits, but the "
                  "decks hold only %2",
                  nullptr, p.count)
            .arg(CardNotation::canonical().format(p.card), QString::number(p.limit));
    case Code::SuitlessInHand:
        return tr("%1: %2 in the cards left in hand has no suit; only the cards of a set may be "
                  "written without their suits")
            .arg(player, CardNotation::canonical().format(p.card));
    case Code::CardNotInDeck:
        return tr("%1: %2 is not in this deck (it has no red twos)")
            .arg(player, CardNotation::canonical().format(p.card));
    case Code::MeldsAndMeldPoints:
        return tr("%1: give the melds or the meld points, not both").arg(player);
    case Code::HandAndHandPoints:
        return tr("%1: give the cards left in hand or their points, not both").arg(player);
    case Code::NegativePoints:
        return tr("%1: points entered as a number cannot be negative").arg(player);
    case Code::NegativeCount:
        return tr("%1: a count of penalties cannot be negative").arg(player);
    case Code::MoreThanOneOut:
        return tr("%1 and %2 both went out; only one player can go out")
            .arg(NameRules::excerpt(setup.players.value(p.otherSeat)), player);
    case Code::WildOnFinalTurnDenied:
        return tr("%1, meld %2 (%3) was laid on the final turn with a wild card, but no wild card "
                  "was said to be played on that turn")
            .arg(player)
            .arg(p.meldIndex + 1)
            .arg(meldText());
    case Code::UnknownSameBackSeat:
        return tr("the same-back bonus names a player who is not in the game");
    case Code::FailedOpeningNotBarbele:
        return tr("%1: failed openings are entered, but %2 is not barbelé in this hand; only a "
                  "barbelé side can fail an opening")
            .arg(player, NameRules::excerpt(setup.sideName(setup.sideOfSeat(p.seat))));
    }
    return {};
}

QString CoreText::setupProblem(const SetupProblem &problem)
{
    // Names are quoted as short, printable excerpts: a hostile name cannot flood a message.
    SetupProblem p = problem;
    p.name = NameRules::excerpt(p.name);
    p.other = NameRules::excerpt(p.other);
    using Code = SetupProblem::Code;
    switch (p.code) {
    case Code::TooFewPlayers:
        return tr("%n player(s) are too few: this game needs at least %1", nullptr, p.count)
            .arg(p.limit);
    case Code::TooManyPlayers:
        return tr("%1 players are too many: this game allows at most %2").arg(p.count).arg(p.limit);
    // What a name may be is worded where it is decided.
    case Code::EmptyName:
        return NameRules::problemText(NameRules::Problem::Empty, NameRules::Subject::Player, {},
                                      p.index + 1);
    case Code::DuplicateName:
        return NameRules::sameNameText(NameRules::Subject::Player, p.name);
    case Code::NameTooLong:
        return NameRules::problemText(NameRules::Problem::TooLong, NameRules::Subject::Player,
                                      p.name);
    case Code::NameNotPrintable:
        return NameRules::problemText(NameRules::Problem::NotPrintable, NameRules::Subject::Player,
                                      p.name);
    case Code::TeamsRequired:
        return tr("this game is played in pairs: give the teams");
    case Code::TeamsNotAllowed:
        return tr("this game is played individually: there are no teams");
    case Code::TeamNotAPair:
        return tr("team %1 has %n player(s); a team is a pair", nullptr, p.count).arg(p.name);
    case Code::TeamNeedsFourPlayers:
        return tr("pairs need an even number of players, at least 4 (there are %1)").arg(p.count);
    case Code::EmptyTeamName:
        return NameRules::problemText(NameRules::Problem::Empty, NameRules::Subject::Team, {},
                                      p.index + 1);
    case Code::DuplicateTeamName:
        return NameRules::sameNameText(NameRules::Subject::Team, p.name);
    case Code::TeamNameTooLong:
        return NameRules::problemText(NameRules::Problem::TooLong, NameRules::Subject::Team,
                                      p.name);
    case Code::TeamNameNotPrintable:
        return NameRules::problemText(NameRules::Problem::NotPrintable, NameRules::Subject::Team,
                                      p.name);
    case Code::UnknownTeamPlayer:
        return tr("team %1 names a player who is not in the game").arg(p.other);
    case Code::PlayerInTwoTeams:
        return tr("%1 is in two teams").arg(p.name);
    case Code::PlayerInNoTeam:
        return tr("%1 is in no team").arg(p.name);
    case Code::PartnersNotOpposite:
        return tr("%1 and %2 are partners but do not sit opposite; in turn order the pairs "
                  "must alternate (A B A B, or A B C A B C)")
            .arg(p.name, p.other);
    case Code::UnknownFirstDealer:
        return tr("the first dealer is not one of the players");
    }
    return {};
}

QString CoreText::describeLine(const ScoreLine &l, const GameSetup &setup)
{
    using Kind = ScoreLine::Kind;
    const QString player = NameRules::excerpt(setup.players.value(l.seat));
    switch (l.kind) {
    case Kind::Meld:
        if (l.quickEntry)
            return tr("Melds entered as points");
        if (l.premium == Premium::EightNaturals)
            return tr("%1: eight naturals, the cards plus a bonus").arg(cards(l.cards));
        if (l.premium != Premium::None)
            return tr("%1: %2, instead of its cards").arg(cards(l.cards), premiumName(l.premium));
        return cards(l.cards);
    case Kind::Rescue:
        return tr("Rescued wild cards %1").arg(cards(l.cards));
    case Kind::Out:
        return tr("Went out");
    case Kind::Multiplier:
        switch (l.multiplier) {
        case ScoreLine::Multiplier::FinalTurn:
            return tr("Went out with no wild card on the last turn: melds of that turn ×%1 (%2 → %3)")
                .arg(l.factor)
                .arg(number(l.base), number(l.base * l.factor));
        case ScoreLine::Multiplier::AllAtOnce:
            return tr("Laid every card at once: all melds ×%1 instead of the going-out bonus (%2 → %3)")
                .arg(l.factor)
                .arg(number(l.base), number(l.base * l.factor));
        case ScoreLine::Multiplier::AllAtOnceClean:
            return tr("Laid every card at once without a wild card: all melds ×%1 instead of the "
                      "going-out bonus (%2 → %3)")
                .arg(l.factor)
                .arg(number(l.base), number(l.base * l.factor));
        case ScoreLine::Multiplier::None:
            break;
        }
        return {};
    case Kind::FinishBonus:
        switch (l.finish) {
        case ScoreLine::Finish::OneSuit:
            return tr("Finished with cards of one suit");
        case ScoreLine::Finish::HighCards:
            return tr("Finished with only aces, court cards and wild cards");
        case ScoreLine::Finish::LowCards:
            return tr("Finished with no ace, court card or wild card");
        case ScoreLine::Finish::None:
            break;
        }
        return {};
    case Kind::Hand:
        if (l.quickEntry)
            return tr("Cards left in hand, entered as points");
        return tr("Cards left in hand: %1").arg(cards(l.cards));
    case Kind::ExactCut:
        return tr("Exact cut by %1").arg(player);
    case Kind::SameBack:
        return tr("%1 was dealt eleven cards of one back").arg(player);
    case Kind::Pumba:
        return tr("Did not call pumba, %n time(s)", nullptr, l.count);
    case Kind::FailedOpening:
        return tr("Barbelé opening under the minimum, %n time(s)", nullptr, l.count);
    }
    return {};
}

QString CoreText::warning(const HandWarning &w, const GameSetup &setup)
{
    using Kind = HandWarning::Kind;
    const QString player = NameRules::excerpt(setup.players.value(w.seat));
    const QString side = NameRules::excerpt(setup.sideName(w.side));
    switch (w.kind) {
    case Kind::BarbeleOpening:
        // A pair is one side, named by its team name: the sentence names the pair.
        if (setup.partnership())
            return tr("%1 is barbelé and must open with %2, but the opening melds total %3: %4 "
                      "short",
                      "a pair, named by its team name")
                .arg(side, number(w.needed), number(w.value), number(w.needed - w.value));
        return tr("%1 is barbelé and must open with %2, but the opening melds total %3: %4 short",
                  nullptr, 1)
            .arg(side, number(w.needed), number(w.value), number(w.needed - w.value));
    case Kind::QuickEntry:
        if (w.seats.size() > 1)
            return tr("The melds of %1 were entered as points: no premium, multiplier or opening "
                      "check could be applied to them")
                .arg(playerList(w.seats, setup));
        return tr("%1's melds were entered as points: no premium, multiplier or opening check "
                  "could be applied to them")
            .arg(player);
    case Kind::FinishUnjudged: {
        const QString text = tr("%1 went out, but some of %2's melds were entered as points: the "
                                "finishing premiums cannot be judged and are not given")
                                 .arg(player, side);
        QList<int> others;
        for (int seat : w.seats) {
            if (setup.sideOfSeat(seat) != w.side)
                others.append(seat);
        }
        if (others.isEmpty())
            return text;
        return tr("%1; the melds of %2 were entered as points too: no opening check could be "
                  "applied to them")
            .arg(text, playerList(others, setup));
    }
    case Kind::FinalTurnWithoutOut:
        return tr("%1's meld %2 is marked as laid on the final turn, but %1 did not go out")
            .arg(player)
            .arg(w.meldIndex + 1);
    case Kind::OutWithCardsLeft:
        return tr("%1 went out but still has cards in hand").arg(player);
    case Kind::NoOutBonusPinnacolone:
        return tr("The hand ended with a pinnacolone: %1 gets no closing bonus").arg(player);
    }
    return {};
}

QString CoreText::meldArithmetic(const CardList &list, const MeldAnalysis &a, const Rules &rules,
                                 const CardList &rescued)
{
    if (!a.valid)
        return {};
    QStringList parts;
    for (const Card &card : list)
        parts.append(number(MeldAnalyzer::valueInMeld(card, a, rules)));
    QString text
        = tr("cards: %1 = %2").arg(parts.join(QStringLiteral(" + ")), number(a.cardPoints));
    if (a.longRun)
        text += u' ' + tr("(long run: natural cards ×%1)").arg(rules.longRunFactor);
    if (a.premiumValue > 0) {
        text = tr("%1: %2 instead of the cards (%3)")
                   .arg(premiumName(a.premium), number(a.premiumValue), text);
    } else if (a.bonus > 0) {
        text = tr("%1, eight naturals +%2 = %3").arg(text, number(a.bonus), number(a.value));
    }
    if (a.rescueValue > 0) {
        QStringList rescues;
        for (const Card &card : rescued)
            rescues.append(tr("%1 rescued %2")
                               .arg(CardNotation::canonical().format(card),
                                    number(MeldAnalyzer::rescueValue(card, a.shape, rules))));
        text = tr("%1; %2; total %3")
                   .arg(text, rescues.join(QStringLiteral(", ")), number(a.points()));
    }
    return text;
}

QString CoreText::naturalsAndWilds(int naturals, int wilds)
{
    return tr("%1, %2").arg(tr("%n natural card(s)", nullptr, naturals),
                            tr("%n wild card(s)", nullptr, wilds));
}

} // namespace pinaculo
