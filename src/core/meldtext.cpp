#include "meldtext.h"

#include "cardshorthand.h"

#include <QStringList>

namespace pinaculo {

namespace {

bool isSeparator(QChar c)
{
    return c.isSpace() || c == u',';
}

bool isMark(QChar c)
{
    return c == MeldText::FinalTurnMark || c == MeldText::LaidMark || c == MeldText::OpeningMark;
}

void refuse(MeldTextResult &result, MeldTextProblem problem, qsizetype offset, const QString &text,
            const QString &mark = {})
{
    result.ok = false;
    result.problem = problem;
    result.errorOffset = int(offset);
    result.errorText = text;
    result.mark = mark;
}

// Where the marks at the end of a text begin: after its last character that is neither a mark
// nor a separator.
qsizetype marksStart(QStringView text)
{
    qsizetype end = text.size();
    while (end > 0 && (isSeparator(text[end - 1]) || isMark(text[end - 1])))
        --end;
    return end;
}

// The marks at the end, each as written ("+", "!!"), in their order.
struct Mark
{
    QString text;
    qsizetype offset = 0;
};

QList<Mark> splitMarks(QStringView text, qsizetype start)
{
    QList<Mark> marks;
    qsizetype i = start;
    while (i < text.size()) {
        if (isSeparator(text[i])) {
            ++i;
            continue;
        }
        // A run of ! is one mark; + and = stand alone.
        qsizetype n = 1;
        while (text[i] == MeldText::LaidMark && i + n < text.size()
               && text[i + n] == MeldText::LaidMark)
            ++n;
        marks.append({text.sliced(i, n).toString(), i});
        i += n;
    }
    return marks;
}

struct MarkPlaces
{
    qsizetype laid = -1;
    qsizetype finalTurn = -1;
    qsizetype opening = -1;
    QString laidText;
};

// Reads the marks into `result`'s flags; false, with the problem in `refusal`, when they do not
// read.
bool readMarks(const QList<Mark> &marks, MeldTextResult &result, MarkPlaces &at,
               MeldTextResult &refusal)
{
    for (const Mark &mark : marks) {
        const QChar c = mark.text.front();
        if (c == MeldText::LaidMark) {
            if (mark.text.size() > 2) {
                refuse(refusal, MeldTextProblem::NotAMark, mark.offset, mark.text, mark.text);
                return false;
            }
            if (at.laid >= 0) {
                refuse(refusal, MeldTextProblem::MarkRepeated, mark.offset, mark.text,
                       QString(MeldText::LaidMark));
                return false;
            }
            at.laid = mark.offset;
            at.laidText = mark.text;
            result.laid = mark.text.size() == 1 ? Laid::OneTurn : Laid::FromDeal;
            continue;
        }
        qsizetype &place = c == MeldText::FinalTurnMark ? at.finalTurn : at.opening;
        if (place >= 0) {
            refuse(refusal, MeldTextProblem::MarkRepeated, mark.offset, mark.text, mark.text);
            return false;
        }
        place = mark.offset;
        (c == MeldText::FinalTurnMark ? result.finalTurn : result.opening) = true;
    }
    return true;
}

// A card list read within a part of the meld's text: its offsets made the whole text's.
CardParseResult readPart(const CardNotation &notation, QStringView text, qsizetype from,
                         qsizetype to)
{
    CardParseResult part = notation.read(text.sliced(from, to - from));
    part.errorOffset += int(from);
    for (BorrowedSuitLetter &borrowed : part.borrowed)
        borrowed.offset += int(from);
    return part;
}

// Whether a card can follow `previous` in a run by its ends: its suit, the next place.
bool continuesRun(const Card &previous, int previousPlace, const Card &card)
{
    return !card.isJoker() && !card.isSuitless() && card.suit == previous.suit
        && CardShorthand::placeInRun(card.rank, false) == previousPlace + 1;
}

} // namespace

ScoringInputs MeldText::everyMark()
{
    ScoringInputs inputs;
    inputs.laid = inputs.finalTurn = inputs.opening = inputs.rescued = true;
    return inputs;
}

bool MeldText::isPunctuation(QChar c)
{
    return isMark(c) || c == RescuedMark;
}

MeldTextResult MeldText::read(const CardNotation &notation, QStringView text,
                              const ScoringInputs &scored)
{
    MeldTextResult result;
    const qsizetype end = marksStart(text);
    result.marksStart = int(end);
    MarkPlaces at;
    MeldTextResult marksRefusal;
    result.marksRead = readMarks(splitMarks(text, end), result, at, marksRefusal);

    // Before the marks: the cards, then "/" and the rescued cards.
    for (qsizetype i = 0; i < end; ++i) {
        if (isMark(text[i])) {
            refuse(result, MeldTextProblem::MarkAmongCards, i, QString(text[i]), QString(text[i]));
            return result;
        }
    }
    const qsizetype slash = text.first(end).indexOf(RescuedMark);
    if (slash >= 0) {
        const qsizetype second = text.first(end).indexOf(RescuedMark, slash + 1);
        if (second >= 0) {
            refuse(result, MeldTextProblem::SecondSlash, second, QString(RescuedMark),
                   QString(RescuedMark));
            return result;
        }
    }
    const CardParseResult cards = readPart(notation, text, 0, slash < 0 ? end : slash);
    if (!cards.ok) {
        result.cardProblem = cards;
        refuse(result, MeldTextProblem::Cards, cards.errorOffset, cards.errorText);
        return result;
    }
    result.cards = cards.cards;
    result.borrowed = cards.borrowed;
    if (slash >= 0) {
        const CardParseResult rescued = readPart(notation, text, slash + 1, end);
        if (!rescued.ok) {
            result.cardProblem = rescued;
            refuse(result, MeldTextProblem::RescuedCards, rescued.errorOffset, rescued.errorText);
            return result;
        }
        if (rescued.cards.isEmpty()) {
            refuse(result, MeldTextProblem::NoRescued, slash, QString(RescuedMark),
                   QString(RescuedMark));
            return result;
        }
        result.rescued = rescued.cards;
        result.borrowed += rescued.borrowed;
    }
    if (!result.marksRead) {
        refuse(result, marksRefusal.problem, marksRefusal.errorOffset, marksRefusal.errorText,
               marksRefusal.mark);
        return result;
    }

    // What this player's score cannot use is refused, never dropped unseen.
    const auto unscored = [&result](qsizetype offset, const QString &mark) {
        refuse(result, MeldTextProblem::MarkNotScored, offset, mark, mark);
        return result;
    };
    if (slash >= 0 && !scored.rescued)
        return unscored(slash, QString(RescuedMark));
    if (at.laid >= 0 && !scored.laid)
        return unscored(at.laid, at.laidText);
    if (at.finalTurn >= 0 && !scored.finalTurn)
        return unscored(at.finalTurn, QString(FinalTurnMark));
    if (at.opening >= 0 && !scored.opening)
        return unscored(at.opening, QString(OpeningMark));
    return result;
}

QString MeldText::writeCards(const CardList &cards, const CardNotation &notation)
{
    QStringList tokens;
    QString glued; // loose cards, written without spaces
    const auto flush = [&tokens, &glued] {
        if (!glued.isEmpty())
            tokens.append(glued);
        glued.clear();
    };
    for (qsizetype i = 0; i < cards.size();) {
        const Card &card = cards[i];
        if (card.isSuitless()) {
            // Cards of one rank without suits, by their count.
            qsizetype n = 1;
            while (i + n < cards.size() && cards[i + n] == card && n < CardShorthand::MaxCount)
                ++n;
            flush();
            tokens.append(CardShorthand::counted(int(n), card.rank, notation));
            i += n;
            continue;
        }
        // The longest run by its ends from here; three cards or more are shorter so.
        qsizetype n = 1;
        int place = card.isJoker() ? -1 : CardShorthand::placeInRun(card.rank, true);
        if (place >= 0) {
            while (i + n < cards.size() && continuesRun(cards[i + n - 1], place, cards[i + n])) {
                place = CardShorthand::placeInRun(cards[i + n].rank, false);
                ++n;
            }
        }
        if (n >= 3) {
            flush();
            tokens.append(CardShorthand::byEnds(card.rank, cards[i + n - 1], notation));
            i += n;
            continue;
        }
        glued += notation.format(card, CardNotation::Style::Letters);
        ++i;
    }
    flush();
    const QString text = tokens.join(u' ');
    if (notation.read(text).cards == cards)
        return text;
    // Never in a sound notation; should one read otherwise, one card per token always reads.
    QStringList single;
    for (const Card &card : cards)
        single.append(card.isSuitless() ? CardShorthand::counted(1, card.rank, notation)
                                        : notation.format(card, CardNotation::Style::Letters));
    return single.join(u' ');
}

QString MeldText::writeMarks(Laid laid, bool finalTurn, bool opening)
{
    QStringList marks;
    if (laid != Laid::OverTurns)
        marks.append(laid == Laid::OneTurn ? QString(LaidMark) : QString(2, LaidMark));
    if (finalTurn)
        marks.append(QString(FinalTurnMark));
    if (opening)
        marks.append(QString(OpeningMark));
    return marks.join(u' ');
}

QString MeldText::write(const MeldEntry &meld, const CardNotation &notation)
{
    QStringList parts;
    if (!meld.cards.isEmpty())
        parts.append(writeCards(meld.cards, notation));
    if (!meld.rescued.isEmpty())
        parts.append(QString(RescuedMark) + u' ' + writeCards(meld.rescued, notation));
    const QString marks = writeMarks(meld.laid, meld.finalTurn, meld.opening);
    if (!marks.isEmpty())
        parts.append(marks);
    return parts.join(u' ');
}

QString MeldText::withMarks(QStringView text, Laid laid, bool finalTurn, bool opening)
{
    const qsizetype end = marksStart(text);
    // The marks kept in the order typed, those no longer wanted left out, the new ones after.
    QStringList marks;
    bool hasLaid = false, hasFinalTurn = false, hasOpening = false;
    const QString laidMark = writeMarks(laid, false, false);
    for (const Mark &mark : splitMarks(text, end)) {
        const QChar c = mark.text.front();
        if (c == LaidMark) {
            if (!laidMark.isEmpty() && !hasLaid)
                marks.append(laidMark);
            hasLaid = true;
        } else if (c == FinalTurnMark) {
            if (finalTurn && !hasFinalTurn)
                marks.append(mark.text);
            hasFinalTurn = true;
        } else {
            if (opening && !hasOpening)
                marks.append(mark.text);
            hasOpening = true;
        }
    }
    if (!hasLaid && !laidMark.isEmpty())
        marks.append(laidMark);
    if (!hasFinalTurn && finalTurn)
        marks.append(QString(FinalTurnMark));
    if (!hasOpening && opening)
        marks.append(QString(OpeningMark));
    QString written = text.first(end).toString();
    if (!marks.isEmpty())
        written += (written.isEmpty() ? QString() : QStringLiteral(" ")) + marks.join(u' ');
    return written;
}

QString MeldText::message(const MeldTextResult &result, const CardNotation &notation)
{
    if (result.ok)
        return {};
    // One pass each where a text typed is quoted: it may hold "%2" or the like.
    switch (result.problem) {
    case MeldTextProblem::None:
        return {};
    case MeldTextProblem::Cards:
        return CardShorthand::message(result.cardProblem, notation);
    case MeldTextProblem::RescuedCards:
        return tr("rescued cards: %1").arg(CardShorthand::message(result.cardProblem, notation));
    case MeldTextProblem::NoRescued:
        return tr("nothing follows “/”: write the wild cards rescued from the meld after it, "
                  "as in %1")
            .arg(notation.exampleRun() + QStringLiteral(" / ")
                 + notation.format(Card::joker(), CardNotation::Style::Letters));
    case MeldTextProblem::SecondSlash:
        return tr("“/” is written twice: the rescued wild cards follow a single “/”");
    case MeldTextProblem::MarkAmongCards:
        return tr("the mark “%1” stands among the cards: marks go at the end of the meld, after "
                  "its cards and the rescued ones")
            .arg(result.mark);
    case MeldTextProblem::MarkRepeated:
        if (result.mark == QString(LaidMark))
            return tr("how the meld was laid is marked twice: write ! for one turn or !! for the "
                      "dealt hand, once");
        return tr("the mark “%1” is written twice: each mark is written once").arg(result.mark);
    case MeldTextProblem::NotAMark:
        return tr("“%1” is not a mark: ! is a meld laid in one turn and !! one laid from the "
                  "dealt hand")
            .arg(result.mark);
    case MeldTextProblem::MarkNotScored:
        if (result.mark == QString(RescuedMark))
            return tr("rescued wild cards do not score in this game (a rescued wild goes back to "
                      "the hand): remove “/” and the cards after it");
        if (result.mark == QString(FinalTurnMark))
            return tr("“+” (laid on the final turn) cannot change the score here: no multiplier "
                      "applies to the final turn's melds in this game");
        if (result.mark == QString(OpeningMark))
            return tr("“=” (part of the opening) cannot change the score here: only a barbelé "
                      "side's opening is checked, and this player's side is not barbelé in this "
                      "hand");
        return tr("“%1” (how the meld was laid) cannot change the score here: no premium of this "
                  "game depends on it")
            .arg(result.mark);
    }
    return {};
}

} // namespace pinaculo
