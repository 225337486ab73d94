#include "importcommand.h"

#include "cliapplication.h"
#include "clidatabase.h"
#include "clihelp.h"
#include "clitext.h"
#include "gamefilereader.h"
#include "gamerepository.h"
#include "namerules.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace pinaculo {

int ImportCommand::run(CliContext &context)
{
    QCommandLineParser parser;
    CliHelp::addTo(parser);
    parser.setApplicationDescription(tr("Stores a game file in the database and prints its id."));
    const QCommandLineOption dbOption = CliDatabase::option();
    const QCommandLineOption nameOption(QStringLiteral("name"),
                                        tr("The game's name in the history."), tr("name"));
    const QCommandLineOption langOption = CliApplication::languageOption();
    parser.addOptions({dbOption, nameOption, langOption});
    parser.addPositionalArgument(tr("file"), tr("The game file."));
    if (!parser.parse(QStringList {QStringLiteral("import")} + context.arguments)) {
        context.err << tr("pinaculo-cli import: %1").arg(parser.errorText()) << '\n';
        return ExitUsage;
    }
    if (CliHelp::answer(parser, QStringLiteral("import"), context.out))
        return ExitOk;
    if (parser.positionalArguments().size() != 1) {
        context.err << tr("pinaculo-cli import: give exactly one game file") << '\n';
        return ExitUsage;
    }
    const QString path = parser.positionalArguments().first();
    // A name given is checked like any other; one taken from the file's name is made to fit.
    const QString name = parser.isSet(nameOption)
        ? parser.value(nameOption).trimmed()
        : NameRules::fromFileName(QFileInfo(path).completeBaseName());
    const QString nameProblem
        = NameRules::problemText(NameRules::check(name), NameRules::Subject::Game, name);
    if (parser.isSet(nameOption) && !nameProblem.isEmpty()) {
        context.err << tr("pinaculo-cli import: %1").arg(nameProblem) << '\n';
        return ExitUsage;
    }
    // The whole file is read and checked before the database is touched: a refused file
    // imports nothing.
    const GameFileReader::Result read = GameFileReader::readFile(path);
    if (!read.ok()) {
        context.err << CliText::safe(tr("pinaculo-cli import: %1: %2").arg(path, read.error.text()))
                    << '\n';
        return ExitRefused;
    }
    Database database;
    if (!CliDatabase::open(database, parser.value(dbOption), QStringLiteral("import"), context.err))
        return ExitDatabase;
    GameRepository repository(database.storage());
    QString error;
    const qint64 id = repository.createGame(read.game, read.result, name, &error);
    if (id < 0) {
        context.err << CliText::safe(tr("pinaculo-cli import: %1").arg(error)) << '\n';
        return ExitDatabase;
    }
    context.out << id << '\n';
    return ExitOk;
}

} // namespace pinaculo
