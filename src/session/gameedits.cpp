#include "gameedits.h"

#include "gamedocument.h"
#include "gamescorer.h"
#include "handcommands.h"
#include "gamevalidator.h"
#include "handscorer.h"
#include "handvalidator.h"
#include "namerules.h"
#include "calltimecommand.h"
#include "renameplayercommand.h"

#include <QUndoStack>

namespace pinaculo::GameEdits {

namespace {

// What a hand with problems scores: its possible part, so that the live score stays useful
// while one meld is still being typed.
HandScore scoreOfPossiblePart(const GameSetup &setup, int index, const QList<bool> &barbele,
                              const HandRecord &hand, const QList<HandProblem> &problems)
{
    return HandScorer::score(setup, HandValidator::scorablePart(hand, problems), index, barbele);
}

HandCheck checkNewHand(const GameDocument *document, HandCheck checked)
{
    const GameSetup &setup = document->setup();
    // Onto the document's result: the hands already in the game are neither validated nor
    // scored again, nor copied.
    HandOutcome outcome;
    checked.problems
        = GameScorer::addNext(setup, document->result(), checked.hand, &outcome, &checked.standing);
    if (checked.problems.isEmpty()) {
        checked.score = outcome.score;
        checked.outcome = std::move(outcome);
    } else {
        checked.score = scoreOfPossiblePart(setup, checked.index, document->nextHandBarbele(),
                                            checked.hand, checked.problems);
    }
    return checked;
}

HandCheck checkCorrection(const GameDocument *document, HandCheck checked)
{
    const GameSetup &setup = document->setup();
    const int index = checked.index;
    const QList<bool> barbele = document->result().hands.value(index).barbele;
    Game edited = document->game();
    edited.hands[index] = checked.hand;
    GameCheck game = GameScorer::check(edited);
    if (game.problemHand == index) {
        checked.problems = std::move(game.problems);
        checked.score = scoreOfPossiblePart(setup, index, barbele, checked.hand, checked.problems);
    } else if (game.problemHand >= 0 && game.problemHand < index) {
        // An earlier hand of the game is impossible already (a stored game from before a check
        // it now fails): the correction is judged on its own first, as always, and then refused
        // for that earlier hand.
        checked.problems = HandValidator::validate(setup, checked.hand, barbele);
        if (checked.problems.isEmpty())
            checked.later = game.firstProblem();
        checked.score = scoreOfPossiblePart(setup, index, barbele, checked.hand, checked.problems);
    } else {
        checked.score = game.result.hands.at(index).score;
        if (game.ok())
            checked.result = std::move(game.result);
        else
            checked.later = game.firstProblem();
    }
    return checked;
}

// The caller's verdict when it is of this hand at this place against the document as it is now,
// so that nothing is checked twice; otherwise a check made here, kept in `fresh`.
const HandCheck &trusted(const HandCheck &verdict, const GameDocument *document, int index,
                         const HandRecord &hand, HandCheck &fresh)
{
    if (verdict.revision != 0 && verdict.revision == document->revision() && verdict.index == index
        && verdict.hand == hand)
        return verdict;
    fresh = check(document, index, hand);
    return fresh;
}

} // namespace

HandCheck check(const GameDocument *document, int index, const HandRecord &hand)
{
    HandCheck checked;
    checked.index = index;
    checked.hand = hand;
    if (!document || index < 0 || index > document->handCount())
        return checked; // no place in the game: never trusted
    checked.revision = document->revision();
    return index == document->handCount() ? checkNewHand(document, std::move(checked))
                                          : checkCorrection(document, std::move(checked));
}

HandCheck checkAlone(const GameSetup &setup, int handIndex, const QList<bool> &barbele,
                     const HandRecord &hand)
{
    HandCheck checked;
    checked.index = handIndex;
    checked.hand = hand;
    checked.problems = HandValidator::validate(setup, hand, barbele);
    checked.score = scoreOfPossiblePart(setup, handIndex, barbele, hand, checked.problems);
    return checked;
}

QString problemAfterDelete(const GameDocument *document, int index)
{
    Game game = document->game();
    if (index < 0 || index >= game.hands.size())
        return {};
    game.hands.removeAt(index);
    const auto problem = GameValidator::firstProblem(game);
    return problem ? GameValidator::message(*problem, game) : QString();
}

bool recordHand(GameDocument *document, const HandRecord &hand, const HandCheck &verdict)
{
    if (!document || !document->acceptsHands())
        return false;
    HandCheck fresh;
    const HandCheck &checked = trusted(verdict, document, document->handCount(), hand, fresh);
    if (!checked.recordable())
        return false;
    document->undoStack()->push(
        new RecordHandCommand(document, hand, checked.outcome, checked.standing));
    return true;
}

bool recordHand(GameDocument *document, const HandRecord &hand)
{
    return recordHand(document, hand, HandCheck {});
}

bool editHand(GameDocument *document, int index, const HandRecord &hand, const HandCheck &verdict)
{
    if (!document || index < 0 || index >= document->handCount()
        || document->game().hands.at(index) == hand)
        return false;
    HandCheck fresh;
    const HandCheck &checked = trusted(verdict, document, index, hand, fresh);
    if (!checked.recordable())
        return false;
    document->undoStack()->push(new EditHandCommand(document, index, hand, checked.result));
    return true;
}

bool editHand(GameDocument *document, int index, const HandRecord &hand)
{
    return editHand(document, index, hand, HandCheck {});
}

bool deleteHand(GameDocument *document, int index)
{
    if (!document || index < 0 || index >= document->handCount())
        return false;
    Game game = document->game();
    game.hands.removeAt(index);
    // One pass validates what is left and scores it; the document takes that result.
    GameCheck checked = GameScorer::check(game);
    if (!checked.ok())
        return false;
    document->undoStack()->push(new DeleteHandCommand(document, index, std::move(checked.result)));
    return true;
}

QString problemWithRename(const QStringList &players, int seat, const QString &name)
{
    const QString trimmed = name.trimmed();
    const NameRules::Problem problem = NameRules::check(trimmed);
    if (problem != NameRules::Problem::None)
        return NameRules::problemText(problem, NameRules::Subject::Player, trimmed, seat + 1);
    for (int other = 0; other < players.size(); ++other) {
        if (other != seat && NameRules::same(players.at(other), trimmed))
            return NameRules::sameNameText(NameRules::Subject::Player, trimmed);
    }
    return {};
}

bool renamePlayer(GameDocument *document, int seat, const QString &name)
{
    if (!document || seat < 0 || seat >= document->setup().playerCount())
        return false;
    const QString trimmed = name.trimmed();
    const QStringList &players = document->setup().players;
    if (trimmed == players.at(seat) || !problemWithRename(players, seat, trimmed).isEmpty())
        return false;
    document->undoStack()->push(new RenamePlayerCommand(document, seat, trimmed));
    return true;
}

bool callTime(GameDocument *document)
{
    if (!document || document->handCount() == 0 || document->result().over)
        return false;
    document->undoStack()->push(new CallTimeCommand(document));
    return true;
}

} // namespace pinaculo::GameEdits
