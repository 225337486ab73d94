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
    QList<QStringList> rows {{tr("id"), tr("date"), tr("variant"), tr("sides"), tr("hands"),
                              tr("status"), tr("winner"), tr("name")}};
    // Stored names may predate the limits: each prints as at most a name's length of printable
    // characters, so one hostile name can neither drive the terminal nor flood it.
    auto shown
        = [](const QString &name) { return NameRules::excerpt(name, InputLimits::NameLength); };
    const LocalMinuteText localMinute;
    // The columns are as wide as their widest cell, known after the last game: the cells are
    // kept, the games not.
    catalog.forEachGame(filter, [&](const GameSummary &game) {
        QStringList sides;
        for (const QString &side : game.sides)
            sides.append(shown(side));
        const QString status = !game.over ? tr("playing") : game.draw() ? tr("draw") : tr("over");
        rows.append({QString::number(game.id), localMinute.of(game.updated),
                     variantId(game.variant), sides.join(QStringLiteral(", ")),
                     QString::number(game.handCount), status, shown(game.winner()),
                     shown(game.name)});
    });
    if (rows.size() == 1) {
        context.out << tr("No games stored.") << '\n';
        return ExitOk;
    }
    QList<qsizetype> widths(rows.first().size(), 0);
    for (const QStringList &row : std::as_const(rows))
        for (int c = 0; c < row.size(); ++c)
            widths[c] = qMax(widths[c], row[c].size());
    for (const QStringList &row : std::as_const(rows)) {
        QString line;
        for (int c = 0; c < row.size(); ++c)
            line += c + 1 < row.size() ? row[c].leftJustified(widths[c] + 2) : row[c];
        context.out << line.trimmed() << '\n';
    }
    return ExitOk;
}

} // namespace pinaculo
