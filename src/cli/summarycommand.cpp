#include "summarycommand.h"

#include "gamefilereader.h"
#include "summarydocument.h"
#include "summaryprinter.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDate>
#include <QLocale>

namespace pinaculo {

namespace {

// Where the game comes from. A game file today; a stored game (--db PATH ID) slots in here
// as another source without touching the options or the writing.
int loadGame(const QCommandLineParser &parser, CliContext &context, Game &game)
{
    if (parser.positionalArguments().size() != 1) {
        context.err << SummaryCommand::tr("pinaculo-cli summary: give exactly one game file") << '\n';
        return ExitUsage;
    }
    const QString path = parser.positionalArguments().first();
    const GameFileReader::Result read = GameFileReader::readFile(path);
    if (!read.ok()) {
        context.err << SummaryCommand::tr("pinaculo-cli summary: %1: %2").arg(path, read.error.text()) << '\n';
        return ExitRefused;
    }
    game = read.game;
    return ExitOk;
}

} // namespace

std::unique_ptr<QCoreApplication> SummaryCommand::createApplication(int &argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QApplication>(argc, argv);
}

int SummaryCommand::run(CliContext &context)
{
    QCommandLineParser parser;
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          tr("The PDF file to write."), tr("file"));
    const QCommandLineOption langOption(QStringLiteral("lang"), tr("es, it or en."), tr("language"));
    const QCommandLineOption paperOption(QStringLiteral("paper"), tr("a4 or letter; by default the language's usual paper."),
                                         tr("paper"));
    const QCommandLineOption dateOption(QStringLiteral("date"), tr("The date of the game, YYYY-MM-DD."), tr("date"));
    const QCommandLineOption placeOption(QStringLiteral("place"), tr("Where the game was played."), tr("place"));
    parser.addOptions({outputOption, langOption, paperOption, dateOption, placeOption});
    parser.addPositionalArgument(tr("file"), tr("The game file."));
    if (!parser.parse(QStringList{QStringLiteral("summary")} + context.arguments)) {
        context.err << tr("pinaculo-cli summary: %1").arg(parser.errorText()) << '\n';
        return ExitUsage;
    }
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
            context.err << tr("pinaculo-cli summary: unknown paper \"%1\"; use a4 or letter").arg(parser.value(paperOption))
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
    if (const int loaded = loadGame(parser, context, game); loaded != ExitOk)
        return loaded;

    SummaryDocument document(game, options);
    QString error;
    if (!SummaryPrinter::writePdf(document, parser.value(outputOption), &error)) {
        context.err << tr("pinaculo-cli summary: %1").arg(error) << '\n';
        return ExitRefused;
    }
    return ExitOk;
}

} // namespace pinaculo
