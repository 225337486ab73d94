#include "matchgamesetup.h"

#include "inputlimits.h"
#include "namerules.h"

#include <QRegularExpression>

namespace pinaculo {

namespace {

// A name cut to `limit` characters (what a game allows), without a mark: nobody typed it as a
// player's name.
QString fitted(const QString &name, int limit = InputLimits::NameLength)
{
    const QString fit = name.simplified();
    qsizetype units = 0;
    for (int characters = 0; units < fit.size() && characters < limit; ++characters)
        units += fit.at(units).isHighSurrogate() && units + 1 < fit.size() ? 2 : 1;
    return fit.left(units).trimmed();
}

// `name`, or the same with the entry's number after it when another seat has it already.
QString unique(const QString &name, int entry, const QStringList &taken)
{
    const auto isTaken = [&taken](const QString &candidate) {
        for (const QString &other : taken) {
            if (NameRules::same(other, candidate))
                return true;
        }
        return false;
    };
    if (!isTaken(name))
        return name;
    const QString suffix = QStringLiteral(" (%1)").arg(entry);
    QString numbered = fitted(name, InputLimits::NameLength - int(suffix.size())) + suffix;
    for (int n = 2; isTaken(numbered); ++n) {
        const QString counted = QStringLiteral(" (%1-%2)").arg(entry).arg(n);
        numbered = fitted(name, InputLimits::NameLength - int(counted.size())) + counted;
    }
    return numbered;
}

} // namespace

bool MatchGameSetup::pairsAllowed(const Tournament &t, const TournamentMatch &match)
{
    const Rules rules = Rules::preset(t.variant);
    const qsizetype players = 2 * match.sides.size();
    return rules.partnerships != Partnerships::None && players >= rules.minPlayers
        && players <= rules.maxPlayers;
}

bool MatchGameSetup::singlesAllowed(const Tournament &t, const TournamentMatch &match)
{
    const Rules rules = Rules::preset(t.variant);
    const qsizetype players = match.sides.size();
    return rules.partnerships != Partnerships::Pairs && players >= rules.minPlayers
        && players <= rules.maxPlayers;
}

bool MatchGameSetup::pairsByDefault(const Tournament &t, const TournamentMatch &match)
{
    return pairsAllowed(t, match);
}

GameSetup MatchGameSetup::setup(const Tournament &t, const TournamentMatch &match, bool pairs)
{
    if (!pairsAllowed(t, match))
        pairs = false;
    else if (!singlesAllowed(t, match))
        pairs = true;
    GameSetup setup;
    setup.rules = Rules::preset(t.variant);
    setup.rules.handLimit = t.handsPerRound;
    setup.rules.target = 0;
    const auto sideName = [&t](int entry) { return fitted(t.entryText(entry)); };
    if (!pairs) {
        for (int entry : match.sides)
            setup.players.append(unique(sideName(entry), entry, setup.players));
        return setup;
    }
    // Partners sit opposite: the first players of every side in turn, then their partners.
    const qsizetype sides = match.sides.size();
    QList<QStringList> partners;
    for (int entry : match.sides) {
        const TournamentEntry *e = t.entry(entry);
        partners.append(
            partnerNames(e && !e->name.trimmed().isEmpty() ? e->name : QString::number(entry)));
    }
    for (int partner = 0; partner < 2; ++partner) {
        for (qsizetype side = 0; side < sides; ++side) {
            const QString name = fitted(partners[side][partner]);
            setup.players.append(unique(name, match.sides[side], setup.players));
        }
    }
    QStringList teamNames;
    for (qsizetype side = 0; side < sides; ++side) {
        const int entry = match.sides[side];
        teamNames.append(unique(sideName(entry), entry, teamNames));
        setup.teams.append(Team {teamNames.last(), {int(side), int(side + sides)}});
    }
    return setup;
}

QStringList MatchGameSetup::partnerNames(const QString &entryName)
{
    static const QRegularExpression separator(QStringLiteral("\\s+(?:e|y|and|&)\\s+|\\s*[/+]\\s*"),
                                              QRegularExpression::CaseInsensitiveOption);
    const QStringList parts = entryName.simplified().split(separator);
    if (parts.size() == 2 && !parts[0].trimmed().isEmpty() && !parts[1].trimmed().isEmpty())
        return {parts[0].trimmed(), parts[1].trimmed()};
    const QString name = fitted(entryName, InputLimits::NameLength - 2);
    return {name + QStringLiteral(" 1"), name + QStringLiteral(" 2")};
}

} // namespace pinaculo
