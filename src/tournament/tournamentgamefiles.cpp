#include "tournamentgamefiles.h"

#include "namerules.h"

#include <QDir>

namespace pinaculo {

TournamentGameFiles::Result TournamentGameFiles::read(const Tournament &t, const QString &folder)
{
    Result result;
    const QDir dir(folder);
    for (const TournamentRound &round : t.rounds) {
        for (const TournamentMatch &match : round.matches) {
            if (match.gameFile.isEmpty())
                continue;
            QByteArray bytes;
            const GameFileReader::Result read
                = GameFileReader::readFile(dir.filePath(match.gameFile), &bytes);
            if (const QString why = problem(t, match, read); !why.isEmpty()) {
                result.totals.clear();
                result.games.clear();
                result.error = tr("round %1, table %2, %3: %4")
                                   .arg(round.number)
                                   .arg(match.table)
                                   .arg(NameRules::excerpt(match.gameFile, 160), why);
                return result;
            }
            const std::pair<int, int> key {round.number, match.table};
            result.totals.insert(key, read.result.totals(read.game.setup.sideCount()));
            result.games.insert(key, bytes);
        }
    }
    return result;
}

QString TournamentGameFiles::problem(const Tournament &t, const TournamentMatch &match,
                                     const GameFileReader::Result &read)
{
    if (!read.ok())
        return read.error.text();
    if (read.game.setup.variant() != t.variant)
        return tr("the game is of the variant %1, the tournament of %2")
            .arg(variantId(read.game.setup.variant()), variantId(t.variant));
    const int sides = read.game.setup.sideCount();
    if (sides != match.sides.size())
        return tr("the game has %1 sides, the table seats %2").arg(sides).arg(match.sides.size());
    return {};
}

QString TournamentGameFiles::fileName(int round, int table)
{
    return QStringLiteral("r%1-t%2.pinaculo.json").arg(round).arg(table);
}

} // namespace pinaculo
