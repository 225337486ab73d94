#include "exportcommand.h"

#include "cliapplication.h"
#include "clidatabase.h"
#include "clihelp.h"
#include "clitext.h"
#include "gamefilewriter.h"
#include "gamerepository.h"
#include "gamescorer.h"
#include "outputfile.h"

#include <QCommandLineParser>

namespace pinaculo {

int ExportCommand::run(CliContext &context)
{
    QCommandLineParser parser;
    CliHelp::addTo(parser);
    parser.setApplicationDescription(tr("Writes a stored game as a game file."));
    const QCommandLineOption dbOption = CliDatabase::option();
    const QCommandLineOption outputOption(
        QStringList {QStringLiteral("o"), QStringLiteral("output")},
        tr("The game file to write (- for standard output)."), tr("file"));
    const QCommandLineOption langOption = CliApplication::languageOption();
    parser.addOptions({dbOption, outputOption, langOption});
    parser.addPositionalArgument(tr("id"), tr("The game's id, as list shows it."));
    if (!parser.parse(QStringList {QStringLiteral("export")} + context.arguments)) {
        context.err << tr("pinaculo-cli export: %1").arg(parser.errorText()) << '\n';
        return ExitUsage;
    }
    if (CliHelp::answer(parser, QStringLiteral("export"), context.out))
        return ExitOk;
    bool idOk = false;
    const qint64 id = parser.positionalArguments().value(0).toLongLong(&idOk);
    if (parser.positionalArguments().size() != 1 || !idOk) {
        context.err << tr("pinaculo-cli export: give exactly one game id (a number)") << '\n';
        return ExitUsage;
    }
    if (!parser.isSet(outputOption)) {
        context.err << tr("pinaculo-cli export: give the file to write with -o FILE") << '\n';
        return ExitUsage;
    }
    Database database;
    if (!CliDatabase::open(database, parser.value(dbOption), QStringLiteral("export"), context.err,
                           Database::Access::Read))
        return ExitDatabase;
    QString error;
    bool damaged = false;
    const std::optional<Game> game
        = GameRepository(database.storage()).loadGame(id, &error, &damaged);
    if (!game) {
        context.err << CliText::safe(tr("pinaculo-cli export: %1").arg(error)) << '\n';
        return damaged ? ExitDatabase : ExitRefused;
    }
    // The database keeps the hands, not their outcome: scored once, for the hands after the end.
    const QByteArray json = GameFileWriter::toJson(*game, GameScorer::score(*game));
    const QString output = parser.value(outputOption);
    if (output == u"-") {
        context.out << QString::fromUtf8(json);
        return ExitOk;
    }
    // Never over the database just read, nor any file kept beside it.
    const OutputFile::Result written
        = OutputFile::write(output, json, Database::filesOf(database.path()));
    if (!written.ok()) {
        context.err << CliText::safe(tr("pinaculo-cli export: %1").arg(written.message)) << '\n';
        return written.status == OutputFile::Result::Status::Refused ? ExitRefused : ExitDatabase;
    }
    return ExitOk;
}

} // namespace pinaculo
