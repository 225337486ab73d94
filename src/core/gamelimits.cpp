#include "gamelimits.h"

#include "coretext.h"
#include "inputlimits.h"
#include "setupvalidator.h"

namespace pinaculo {

QString GameLimits::firstBroken(const Game &game)
{
    using Code = SetupProblem::Code;
    for (const SetupProblem &p : SetupValidator::validate(game.setup)) {
        switch (p.code) {
        case Code::DuplicateName:
        case Code::NameTooLong:
        case Code::NameNotPrintable:
        case Code::DuplicateTeamName:
        case Code::TeamNameTooLong:
        case Code::TeamNameNotPrintable:
            return CoreText::setupProblem(p);
        default:
            break;
        }
    }
    if (game.hands.size() > InputLimits::Hands)
        return tr("the game has %1 hands; a game file holds at most %2")
            .arg(game.hands.size())
            .arg(InputLimits::Hands);
    for (int h = 0; h < game.hands.size(); ++h) {
        for (int seat = 0; seat < game.hands[h].results.size(); ++seat) {
            const PlayerResult &r = game.hands[h].results[seat];
            const bool beyond = r.melds.size() > InputLimits::MeldsPerPlayer
                || r.meldPoints.value_or(0) > InputLimits::MeldPoints
                || r.handPoints.value_or(0) > InputLimits::HandPoints
                || r.pumbaMissed > InputLimits::Penalties
                || r.failedOpenings > InputLimits::Penalties;
            if (beyond)
                return tr("hand %1 holds more melds, points or penalties than a game file allows "
                          "(at most %2 melds, %3 meld points, %4 hand points and %5 penalties "
                          "of a kind per player)")
                    .arg(h + 1)
                    .arg(InputLimits::MeldsPerPlayer)
                    .arg(CoreText::number(InputLimits::MeldPoints),
                         CoreText::number(InputLimits::HandPoints))
                    .arg(InputLimits::Penalties);
        }
    }
    return {};
}

} // namespace pinaculo
