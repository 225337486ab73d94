// GameFileReader::read on any bytes. Whatever it accepts must score, put every line into words,
// write back to a file that reads as the same game, and score the same again.
#include "coretext.h"
#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "gamescorer.h"
#include "scorejson.h"

#include <QJsonDocument>
#include <cstdint>
#include <cstdlib>

using namespace pinaculo;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const GameFileReader::Result read = GameFileReader::read(json);
    if (!read.ok()) {
        if (read.error.text().isEmpty() || !read.game.hands.isEmpty())
            std::abort();
        return 0;
    }
    const Game &game = read.game;
    const GameResult result = GameScorer::score(game);
    for (const HandOutcome &hand : result.hands) {
        for (const ScoreLine &line : hand.score.lines)
            CoreText::describeLine(line, game.setup);
        for (const HandWarning &warning : hand.score.warnings)
            CoreText::warning(warning, game.setup);
    }
    const QByteArray scored = QJsonDocument(ScoreJson::toJson(game, result)).toJson();

    const GameFileReader::Result again = GameFileReader::read(GameFileWriter::toJson(game));
    if (!again.ok() || !(again.game == game))
        std::abort();
    if (QJsonDocument(ScoreJson::toJson(again.game, GameScorer::score(again.game))).toJson() != scored)
        std::abort();
    return 0;
}
