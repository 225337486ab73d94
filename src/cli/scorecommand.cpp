#include "scorecommand.h"

#include "cliapplication.h"
#include "clihelp.h"
#include "clitext.h"
#include "gamefilereader.h"
#include "scorecsv.h"
#include "scorejsonwriter.h"
#include "scoretable.h"

#include <QCommandLineParser>
#include <QIODevice>

namespace pinaculo {

int ScoreCommand::run(CliContext &context)
{
    QCommandLineParser parser;
    CliHelp::addTo(parser);
    parser.setApplicationDescription(tr(
        "Scores a game file: a table of every hand, one JSON object with --json, or CSV with --csv."));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print one JSON object."));
    const QCommandLineOption langOption = CliApplication::languageOption();
    const QCommandLineOption csvOption(
        QStringLiteral("csv"),
        tr("Print CSV: one row per hand and side, the same columns as the window's export."));
    parser.addOptions({jsonOption, csvOption, langOption});
    parser.addPositionalArgument(tr("file"), tr("The game file."));
    if (!parser.parse(QStringList {QStringLiteral("score")} + context.arguments)) {
        context.err << tr("pinaculo-cli score: %1").arg(parser.errorText()) << '\n';
        return ExitUsage;
    }
    if (CliHelp::answer(parser, QStringLiteral("score"), context.out))
        return ExitOk;
    if (parser.positionalArguments().size() != 1) {
        context.err << tr("pinaculo-cli score: give exactly one game file") << '\n';
        return ExitUsage;
    }
    if (parser.isSet(jsonOption) && parser.isSet(csvOption)) {
        context.err << tr("pinaculo-cli score: give --json or --csv, not both") << '\n';
        return ExitUsage;
    }
    const QString path = parser.positionalArguments().first();
    const GameFileReader::Result read = GameFileReader::readFile(path);
    if (!read.ok()) {
        context.err << CliText::safe(tr("pinaculo-cli score: %1: %2").arg(path, read.error.text()))
                    << '\n';
        return ExitRefused;
    }
    // The reader scored the game as it judged each hand.
    const GameResult &result = read.result;
    if (parser.isSet(jsonOption)) {
        // Streamed: building the QJsonDocument of a long game cost several times reading and
        // scoring it. The bytes are UTF-8 already, so they go to the device as they are.
        const QByteArray json = ScoreJsonWriter::write(read.game, result);
        context.out.flush();
        if (QIODevice *device = context.out.device())
            device->write(json);
        else
            context.out << QString::fromUtf8(json);
    } else if (parser.isSet(csvOption)) {
        context.out << ScoreCsv::render(read.game, result);
    } else {
        context.out << ScoreTable::render(read.game, result);
    }
    return ExitOk;
}

} // namespace pinaculo
