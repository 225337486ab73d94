#include "listcommand.h"

#include "cliapplication.h"
#include "clidatabase.h"
#include "clihelp.h"
#include "clitext.h"
#include "coretext.h"
#include "gamecatalog.h"
#include "gamelistjsonwriter.h"
#include "inputlimits.h"
#include "localminutetext.h"
#include "namerules.h"
#include "variants.h"

#include <QCommandLineParser>
#include <QIODevice>

namespace pinaculo {

namespace {

// How much of the JSON is written at a time: a few hundred games.
constexpr qsizetype jsonPieceSize = 256 * 1024;

} // namespace

int ListCommand::run(CliContext &context)
{
    QCommandLineParser parser;
    CliHelp::addTo(parser);
    parser.setApplicationDescription(tr("Lists the stored games."));
    const QCommandLineOption dbOption = CliDatabase::option();
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print one JSON object."));
    const QCommandLineOption playerOption(QStringLiteral("player"),
                                          tr("Only games of this player."), tr("name"));
    const QCommandLineOption variantOption(QStringLiteral("variant"),
                                           tr("Only games of this variant."), tr("variant"));
    const QCommandLineOption langOption = CliApplication::languageOption();
    parser.addOptions({dbOption, jsonOption, playerOption, variantOption, langOption});
    if (!parser.parse(QStringList {QStringLiteral("list")} + context.arguments)) {
        context.err << tr("pinaculo-cli list: %1").arg(parser.errorText()) << '\n';
        return ExitUsage;
    }
    if (CliHelp::answer(parser, QStringLiteral("list"), context.out))
        return ExitOk;
    if (!parser.positionalArguments().isEmpty()) {
        context.err << CliText::safe(
            tr("pinaculo-cli list: unexpected argument \"%1\"")
                .arg(NameRules::excerpt(parser.positionalArguments().first())))
                    << '\n';
        return ExitUsage;
    }
    GameFilter filter;
    filter.player = parser.value(playerOption);
    if (parser.isSet(variantOption)) {
        filter.variant = variantFromId(parser.value(variantOption));
        if (!filter.variant) {
            context.err << tr("pinaculo-cli list: unknown variant \"%1\": use %2")
                               .arg(NameRules::excerpt(parser.value(variantOption)),
                                    CoreText::alternatives(Variants::ids()))
                        << '\n';
            return ExitUsage;
        }
    }
    Database database;
    if (!CliDatabase::open(database, parser.value(dbOption), QStringLiteral("list"), context.err,
                           Database::Access::Read))
        return ExitDatabase;
    const GameCatalog catalog(database.storage());

    if (parser.isSet(jsonOption)) {
        // Each game written as it is read. The stream writes UTF-8 with no byte order mark: the
        // bytes go to its device as they are, a piece at a time, rather than decoded and encoded
        // again, when it has one.
        GameListJsonWriter json;
        QIODevice *device = context.out.device();
        if (device)
            context.out.flush();
        QByteArray whole; // for a stream with no device, which takes text only
        auto handOn = [&] {
            if (device)
                device->write(json.takeBytes());
            else
                whole += json.takeBytes();
        };
        catalog.forEachGame(filter, [&](const GameSummary &game) {
            json.add(game);
            if (json.pendingSize() >= jsonPieceSize)
                handOn();
        });
        json.finish();
        handOn();
        if (!device)
            context.out << QString::fromUtf8(whole);
        return ExitOk;
    }
    // The columns are as wide as their widest cell, known after the last game: the cells are
    // kept, the games not, and all in one text (each cell's end in `ends`) rather than as a club's
    // 160,000 strings.
    const QStringList header {tr("id"),    tr("date"),   tr("variant"), tr("sides"),
                              tr("hands"), tr("status"), tr("winner"),  tr("name")};
    const qsizetype columns = header.size();
    QString cells;
    QList<qsizetype> ends;
    QList<qsizetype> widths(columns, 0);
    qsizetype cellStart = 0;
    auto endCell = [&] {
        qsizetype &width = widths[ends.size() % columns];
        width = qMax(width, cells.size() - cellStart);
        ends.append(cells.size());
        cellStart = cells.size();
    };
    auto addCell = [&](QStringView cell) {
        cells += cell;
        endCell();
    };
    for (const QString &title : header)
        addCell(title);
    // Stored names may predate the limits: each prints as at most a name's length of printable
    // characters, so one hostile name can neither drive the terminal nor flood it.
    auto shown
        = [](const QString &name) { return NameRules::excerpt(name, InputLimits::NameLength); };
    const LocalMinuteText localMinute;
    const QString playing = tr("playing");
    const QString draw = tr("draw");
    const QString over = tr("over");
    catalog.forEachGame(filter, [&](const GameSummary &game) {
        addCell(QString::number(game.id));
        addCell(localMinute.of(game.updated));
        addCell(variantId(game.variant));
        for (qsizetype i = 0; i < game.sides.size(); ++i) {
            if (i > 0)
                cells += QLatin1StringView(", ");
            cells += shown(game.sides[i]);
        }
        endCell();
        addCell(QString::number(game.handCount));
        addCell(!game.over ? playing : game.draw() ? draw : over);
        addCell(shown(game.winner()));
        addCell(shown(game.name));
    });
    if (ends.size() == columns) {
        context.out << tr("No games stored.") << '\n';
        return ExitOk;
    }
    QString line;
    for (qsizetype cell = 0; cell < ends.size(); ++cell) {
        const qsizetype start = cell > 0 ? ends[cell - 1] : 0;
        const QStringView text = QStringView(cells).sliced(start, ends[cell] - start);
        line += text;
        const qsizetype column = cell % columns;
        if (column + 1 < columns) {
            line += QString(qMax<qsizetype>(0, widths[column] + 2 - text.size()), u' ');
        } else {
            context.out << line.trimmed() << '\n';
            line.clear();
        }
    }
    return ExitOk;
}

} // namespace pinaculo
