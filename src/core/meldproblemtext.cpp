#include "meldproblemtext.h"

namespace pinaculo {

QString MeldProblemText::text(const MeldProblem &p, const CardNotation &examples)
{
    using Code = MeldProblem::Code;
    const QString card = CardNotation::canonical().format(p.card);
    const QString other = CardNotation::canonical().format(p.other);
    switch (p.code) {
    case Code::None:
        return {};
    case Code::TooFewCards:
        return tr("a meld needs at least 3 cards, this one has %1").arg(p.count);
    case Code::TooFewNaturals:
        return tr("needs at least %n natural card(s), this meld has %1", nullptr, p.limit)
            .arg(p.count);
    case Code::TooManyCopies:
        // A card without its suit is counted with its rank's other copies.
        if (p.card.isSuitless())
            return tr("%1: %n card(s) of this rank in the meld, with and without suits, but the "
                      "decks hold only %2",
                      nullptr, p.count)
                .arg(card, QString::number(p.limit));
        return tr("%1 appears %n time(s), but the decks hold only %2", nullptr, p.count)
            .arg(card, QString::number(p.limit));
    case Code::CardNotInDeck:
        return tr("%1 is not in this deck (it has no red twos)").arg(card);
    case Code::TwoNotWild:
        return tr("%1 is not wild in this game and a two has no place in a run").arg(card);
    case Code::SetsNotAllowed:
        return tr("sets are not allowed in this game: only runs of one suit can be melded");
    case Code::MixedSuits:
        return tr("%1 and %2 are neither the same rank (a set) nor the same suit (a run)")
            .arg(card, other);
    case Code::RunRepeatsRank:
        return tr("a run cannot hold %1 twice").arg(card);
    case Code::RunGapTooWide:
        // Only a run with an ace can seem to turn the corner (K A 3); say so only then.
        if (p.card.rank == Rank::Ace || p.other.rank == Rank::Ace)
            return tr("%1 to %2 needs %n wild card(s) to fill the gaps, the meld has %3 "
                      "(a run does not turn the corner from the king to the ace and the 3)",
                      nullptr, p.count)
                .arg(card, other, QString::number(p.limit));
        return tr("%1 to %2 needs %n wild card(s) to fill the gaps, the meld has %3", nullptr,
                  p.count)
            .arg(card, other, QString::number(p.limit));
    case Code::RunTooLong:
        return tr("a run holds at most %n card(s), this one has %1", nullptr, p.limit).arg(p.count);
    case Code::RescueNotAllowed:
        return tr(
            "rescued wild cards do not score in this game: a rescued wild goes back to the hand");
    case Code::RescuedNotWild:
        return tr("only wild cards can be rescued, %1 is not one").arg(card);
    case Code::SuitlessInRun: {
        const auto letters = [&examples](const CardList &cards) {
            return examples.format(cards, CardNotation::Style::Letters);
        };
        return tr("a run needs the suit of each card, and %1 has none; write %2 or %3")
            .arg(card, examples.exampleRun(),
                 letters({{Rank::Three, Suit::Hearts},
                          {Rank::Four, Suit::Hearts},
                          {Rank::Five, Suit::Hearts}}));
    }
    case Code::SuitlessRescued:
        return tr("a rescued wild card is written with its suit, and %1 has none; only the "
                  "cards of a set may be written without their suits")
            .arg(card);
    }
    return {};
}

} // namespace pinaculo
