#pragma once

#include "cardnotation.h"
#include "handrecord.h"
#include "scoringinputs.h"

#include <QCoreApplication>
#include <QString>
#include <QStringView>

namespace pinaculo {

// Why the text of a meld was refused.
enum class MeldTextProblem {
    None,
    Cards, // a token of the meld's cards is not a card: `cards` of the result says which
    RescuedCards, // a token of the rescued cards is not a card: likewise
    NoRescued, // "/" with no card after it
    SecondSlash, // "/" twice
    MarkAmongCards, // a mark before the end of the text ("3H + 4H")
    MarkRepeated, // a mark given twice ("+ +", "! !")
    NotAMark, // "!!!": only ! and !! mean how a meld was laid
    MarkNotScored, // a mark, or "/", for what cannot change this player's score
};

// What the text of one meld says, as MeldText::read() finds it.
struct MeldTextResult
{
    CardList cards;
    CardList rescued;
    Laid laid = Laid::OverTurns;
    bool finalTurn = false;
    bool opening = false;

    bool ok = true;
    MeldTextProblem problem = MeldTextProblem::None;
    // For Cards and RescuedCards: the card list's own finding, its item counted within its
    // part and its offset within the whole text.
    CardParseResult cardProblem;
    QString mark; // the mark refused: "+", "!", "!!", "=" or "/"
    // Where the problem is in the whole text, and its text: what a field marks as the place.
    int errorOffset = 0;
    QString errorText;
    // The cards spelled with a borrowed English suit letter, at their offsets in the text.
    QList<BorrowedSuitLetter> borrowed;
    // Where the marks at the end begin (the text's size when there are none): a card added to
    // the meld goes before them.
    int marksStart = 0;
    // Whether the marks at the end were read (the cards before them may still be unreadable).
    bool marksRead = true;

    MeldEntry entry() const { return {cards, rescued, laid, finalTurn, opening}; }
};

// The one owner of what the text of a meld means, typed in one field: its cards as people type
// them (CardNotation::read), then optionally "/" and the wild cards rescued from it, then marks
// at the end, glued or spaced, in any order:
//   +   laid as a new meld on the final turn (MeldEntry::finalTurn)
//   !   laid in one turn, !! from the dealt hand (MeldEntry::laid)
//   =   part of its side's opening (MeldEntry::opening)
// so "3H-KH JK / 2C +" and "3H-KHJK/2C+" are one meld. Symbols rather than letters, because
// letters differ by language and some are cards; none of them is a card spelling (* is the
// joker, - a run), so the text never reads two ways. A mark for what cannot change this
// player's score (ScoringInputs) is refused with its reason, never dropped or kept unseen.
class MeldText
{
    Q_DECLARE_TR_FUNCTIONS(pinaculo::MeldText)

public:
    static constexpr QChar FinalTurnMark = u'+';
    static constexpr QChar LaidMark = u'!';
    static constexpr QChar OpeningMark = u'=';
    static constexpr QChar RescuedMark = u'/';

    // Every mark scored: what a game file or the command line could say.
    static ScoringInputs everyMark();
    // Reads a meld's text written in `notation`, refusing the marks `scored` does not score.
    static MeldTextResult read(const CardNotation &notation, QStringView text,
                               const ScoringInputs &scored = everyMark());
    // The shortest text that reads back as the meld: runs by their ends, sets without suits
    // by their count, other cards glued, " / " and the rescued cards, then the marks.
    static QString write(const MeldEntry &meld, const CardNotation &notation);
    // Cards alone, as write() writes them; reads back as the same cards in the same order.
    static QString writeCards(const CardList &cards, const CardNotation &notation);
    // The marks of these flags, spaced, in a fixed order ("! + ="); empty when none is set.
    static QString writeMarks(Laid laid, bool finalTurn, bool opening);

    // The text with its marks made these, the rest kept as typed: what ticking a box does.
    static QString withMarks(QStringView text, Laid laid, bool finalTurn, bool opening);

    // A character that is a mark or the rescued cards' slash, never part of a card.
    static bool isPunctuation(QChar c);

    // The refusal in words, its examples in `notation`; empty when the text was read.
    static QString message(const MeldTextResult &result, const CardNotation &notation);
};

} // namespace pinaculo
