#include "scorecommand.h"

#include "clitext.h"
#include "gamefilereader.h"
#include "gamescorer.h"
#include "scorejson.h"
#include "scoretable.h"

#include <QCommandLineParser>
#include <QJsonDocument>

namespace pinaculo {

int ScoreCommand::run(CliContext &context)
{
    QCommandLineParser parser;
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print one JSON object."));
    const QCommandLineOption langOption(QStringLiteral("lang"), tr("es, it or en."),
                                        tr("language"));
    parser.addOptions({jsonOption, langOption});
    parser.addPositionalArgument(tr("file"), tr("The game file."));
    if (!parser.parse(QStringList {QStringLiteral("score")} + context.arguments)) {
        context.err << tr("pinaculo-cli score: %1").arg(parser.errorText()) << '\n';
        return ExitUsage;
    }
    if (parser.positionalArguments().size() != 1) {
        context.err << tr("pinaculo-cli score: give exactly one game file") << '\n';
        return ExitUsage;
    }
    const QString path = parser.positionalArguments().first();
    const GameFileReader::Result read = GameFileReader::readFile(path);
    if (!read.ok()) {
        context.err << CliText::safe(tr("pinaculo-cli score: %1: %2").arg(path, read.error.text()))
                    << '\n';
        return ExitRefused;
    }
    const GameResult result = GameScorer::score(read.game);
    if (parser.isSet(jsonOption))
        context.out << QString::fromUtf8(
            QJsonDocument(ScoreJson::toJson(read.game, result)).toJson(QJsonDocument::Indented));
    else
        context.out << ScoreTable::render(read.game, result);
    return ExitOk;
}

} // namespace pinaculo
