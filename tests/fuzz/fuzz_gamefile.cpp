// GameFileReader::read on any bytes. Whatever it accepts must score, put every line into words,
// write back to a file that reads as the same game, and score the same again. It must also keep
// to docs/game-file.md "Limits": a refusal is short and printable, an accepted game within bounds.
#include "coretext.h"
#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "gamescorer.h"
#include "inputlimits.h"
#include "namerules.h"
#include "scorejsonwriter.h"

#include <cstdint>
#include <cstdlib>

using namespace pinaculo;

namespace {

bool withinLimits(const Game &game)
{
    if (game.hands.size() > InputLimits::Hands)
        return false;
    for (const QString &name : game.setup.players)
        if (NameRules::check(name) != NameRules::Problem::None)
            return false;
    for (const Team &team : game.setup.teams)
        if (NameRules::check(team.name) != NameRules::Problem::None)
            return false;
    for (const HandRecord &hand : game.hands) {
        for (const PlayerResult &r : hand.results) {
            if (r.melds.size() > InputLimits::MeldsPerPlayer
                || r.meldPoints.value_or(0) > InputLimits::MeldPoints
                || r.handPoints.value_or(0) > InputLimits::HandPoints
                || r.pumbaMissed > InputLimits::Penalties
                || r.failedOpenings > InputLimits::Penalties)
                return false;
        }
    }
    return true;
}

// A refusal quotes at most short excerpts: its length does not grow with the input.
bool shortAndPrintable(const QString &text)
{
    if (text.size() > 1000)
        return false;
    for (QChar c : text)
        if (c.category() == QChar::Other_Control)
            return false;
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const GameFileReader::Result read = GameFileReader::read(json);
    if (!read.ok()) {
        if (read.error.text().isEmpty() || !read.game.hands.isEmpty()
            || !shortAndPrintable(read.error.text()))
            std::abort();
        return 0;
    }
    const Game &game = read.game;
    if (!withinLimits(game))
        std::abort();
    const GameResult result = GameScorer::score(game);
    for (const HandOutcome &hand : result.hands) {
        for (const ScoreLine &line : hand.score.lines)
            CoreText::describeLine(line, game.setup);
        for (const HandWarning &warning : hand.score.warnings)
            CoreText::warning(warning, game.setup);
    }
    const QByteArray scored = ScoreJsonWriter::write(game, result);

    const GameFileReader::Result again
        = GameFileReader::read(GameFileWriter::toJson(game, GameScorer::score(game)));
    if (!again.ok() || !(again.game == game))
        std::abort();
    if (ScoreJsonWriter::write(again.game, GameScorer::score(again.game)) != scored)
        std::abort();
    return 0;
}
