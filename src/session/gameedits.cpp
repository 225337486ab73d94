#include "gameedits.h"

#include "gamedocument.h"
#include "handcommands.h"
#include "gamevalidator.h"
#include "handvalidator.h"
#include "namerules.h"
#include "renameplayercommand.h"

#include <QUndoStack>

namespace pinaculo::GameEdits {

namespace {
QString problemIn(const Game &game)
{
    const auto problem = GameValidator::firstProblem(game);
    return problem ? GameValidator::message(*problem, game) : QString();
}
} // namespace

// An impossible hand never reaches the score sheet, whoever built it; a change of an earlier
// hand is checked with every hand after it, whose barbelé sides it may change.
QString problemAfterEdit(const GameDocument *document, int index, const HandRecord &hand)
{
    Game game = document->game();
    if (index < 0 || index >= game.hands.size())
        return {};
    game.hands[index] = hand;
    return problemIn(game);
}

QString problemAfterDelete(const GameDocument *document, int index)
{
    Game game = document->game();
    if (index < 0 || index >= game.hands.size())
        return {};
    game.hands.removeAt(index);
    return problemIn(game);
}

bool recordHand(GameDocument *document, const HandRecord &hand)
{
    if (!document || !document->acceptsHands()
        || !HandValidator::validate(document->setup(), hand, document->nextHandBarbele()).isEmpty())
        return false;
    document->undoStack()->push(new RecordHandCommand(document, hand));
    return true;
}

bool editHand(GameDocument *document, int index, const HandRecord &hand)
{
    if (!document || index < 0 || index >= document->handCount())
        return false;
    if (document->game().hands.at(index) == hand
        || !problemAfterEdit(document, index, hand).isEmpty())
        return false;
    document->undoStack()->push(new EditHandCommand(document, index, hand));
    return true;
}

bool deleteHand(GameDocument *document, int index)
{
    if (!document || index < 0 || index >= document->handCount()
        || !problemAfterDelete(document, index).isEmpty())
        return false;
    document->undoStack()->push(new DeleteHandCommand(document, index));
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

} // namespace pinaculo::GameEdits
