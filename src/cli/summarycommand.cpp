#include "summarycommand.h"

#include "cliapplication.h"
#include "clidatabase.h"
#include "clihelp.h"
#include "clitext.h"
#include "gamefilereader.h"
#include "gamerepository.h"
#include "gamescorer.h"
#include "headlessplatform.h"
#include "summarydocument.h"
#include "summaryprinter.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDate>
#include <QLocale>

namespace pinaculo {

namespace {

// Where the game comes from: a game file, or with --db a stored game by its id.
int loadGame(const QCommandLineParser &parser, const QCommandLineOption &dbOption,
             CliContext &context, Game &game, GameResult &result)
{
    if (parser.positionalArguments().size() != 1) {
        context.err << (parser.isSet(dbOption)
                            ? SummaryCommand::tr("pinaculo-cli summary: give exactly one game id")
                            : SummaryCommand::tr(
                                "pinaculo-cli summary: give exactly one game file"))
                    << '\n';
        return ExitUsage;
    }
    const QString source = parser.positionalArguments().first();
    if (parser.isSet(dbOption)) {
        bool idOk = false;
        const qint64 id = source.toLongLong(&idOk);
        if (!idOk) {
            context.err << SummaryCommand::tr(
                               "pinaculo-cli summary: \"%1\" is not a game id; list shows them")
                               .arg(source)
                        << '\n';
            return ExitUsage;
        }
        Database database;
        if (!CliDatabase::open(database, parser.value(dbOption), QStringLiteral("summary"),
                               context.err, Database::Access::Read))
            return ExitDatabase;
        QString error;
        bool damaged = false;
        const std::optional<Game> stored
            = GameRepository(database.storage()).loadGame(id, &error, &damaged);
        if (!stored) {
            context.err << CliText::safe(SummaryCommand::tr("pinaculo-cli summary: %1").arg(error))
                        << '\n';
            return damaged ? ExitDatabase : ExitRefused;
        }
        game = *stored;
        result = GameScorer::score(game); // the database keeps the hands, not their outcome
        return ExitOk;
    }
    const GameFileReader::Result read = GameFileReader::readFile(source);
    if (!read.ok()) {
        context.err << CliText::safe(
            SummaryCommand::tr("pinaculo-cli summary: %1: %2").arg(source, read.error.text()))
                    << '\n';
        return ExitRefused;
    }
    game = read.game;
    result = read.result;
    return ExitOk;
}

} // namespace

std::unique_ptr<QCoreApplication> SummaryCommand::createApplication(int &argc, char **argv)
{
    // Painting a PDF needs no display; without one, the offscreen platform, and no warning.
    HeadlessPlatform::prepare();
    return std::make_unique<QApplication>(argc, argv);
}

int SummaryCommand::run(CliContext &context)
{
    QCommandLineParser parser;
    CliHelp::addTo(parser);
    parser.setApplicationDescription(tr("Writes the printable summary of a game as a PDF file."));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          tr("The PDF file to write."), tr("file"));
    const QCommandLineOption langOption = CliApplication::languageOption();
    const QCommandLineOption paperOption(QStringLiteral("paper"),
                                         tr("a4 or letter; by default the language's usual paper."),
                                         tr("paper"));
    const QCommandLineOption dateOption(QStringLiteral("date"),
                                        tr("The date of the game, YYYY-MM-DD."), tr("date"));
    const QCommandLineOption placeOption(QStringLiteral("place"), tr("Where the game was played."),
                                         tr("place"));
    const QCommandLineOption dbOption = CliDatabase::option();
    parser.addOptions({outputOption, langOption, paperOption, dateOption, placeOption, dbOption});
    parser.addPositionalArgument(tr("file"),
                                 tr("The game file, or with --db the stored game's id."));
    if (!parser.parse(QStringList {QStringLiteral("summary")} + context.arguments)) {
        context.err << tr("pinaculo-cli summary: %1").arg(parser.errorText()) << '\n';
        return ExitUsage;
    }
    if (CliHelp::answer(parser, QStringLiteral("summary"), context.out))
        return ExitOk;
    if (!parser.isSet(outputOption) || parser.value(outputOption).isEmpty()) {
        context.err << tr("pinaculo-cli summary: give the PDF file to write with -o FILE") << '\n';
        return ExitUsage;
    }

    SummaryOptions options;
    options.pageSize = SummaryPrinter::defaultPageSize(QLocale());
    if (parser.isSet(paperOption)) {
        const QString paper = parser.value(paperOption).toLower();
        if (paper == u"a4")
            options.pageSize = QPageSize(QPageSize::A4);
        else if (paper == u"letter")
            options.pageSize = QPageSize(QPageSize::Letter);
        else {
            context.err << tr("pinaculo-cli summary: unknown paper \"%1\"; use a4 or letter")
                               .arg(parser.value(paperOption))
                        << '\n';
            return ExitUsage;
        }
    }
    if (parser.isSet(dateOption)) {
        options.date = QDate::fromString(parser.value(dateOption), Qt::ISODate);
        if (!options.date.isValid()) {
            context.err << tr("pinaculo-cli summary: \"%1\" is not a date; write it as YYYY-MM-DD")
                               .arg(parser.value(dateOption))
                        << '\n';
            return ExitUsage;
        }
    }
    options.place = parser.value(placeOption);

    Game game;
    GameResult result;
    if (const int loaded = loadGame(parser, dbOption, context, game, result); loaded != ExitOk)
        return loaded;

    SummaryDocument document(game, result, options);
    QString error;
    // Never over the database (the one --db names, or the application's), nor its companions.
    const QStringList databaseFiles = Database::filesOf(CliDatabase::path(parser.value(dbOption)));
    if (!SummaryPrinter::writePdf(document, parser.value(outputOption), &error, databaseFiles)) {
        context.err << CliText::safe(tr("pinaculo-cli summary: %1").arg(error)) << '\n';
        return ExitRefused;
    }
    return ExitOk;
}

} // namespace pinaculo
