#include "listcommand.h"

#include "cliapplication.h"
#include "clidatabase.h"
#include "clihelp.h"
#include "clitext.h"
#include "coretext.h"
#include "gamecatalog.h"
#include "inputlimits.h"
#include "namerules.h"
#include "variants.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pinaculo {

namespace {

QJsonObject gameJson(const GameSummary &game)
{
    QJsonObject totals;
    for (int side = 0; side < game.sides.size(); ++side)
        totals.insert(game.sides[side], game.totals.value(side));
    QJsonObject o;
    o.insert(u"id", game.id);
    o.insert(u"name", game.name);
    o.insert(u"variant", variantId(game.variant));
    o.insert(u"created", game.created.toString(Qt::ISODate));
    o.insert(u"updated", game.updated.toString(Qt::ISODate));
    o.insert(u"players", QJsonArray::fromStringList(game.players));
    o.insert(u"sides", QJsonArray::fromStringList(game.sides));
    o.insert(u"totals", totals);
    o.insert(u"hands", game.handCount);
    o.insert(u"over", game.over);
    o.insert(u"winner", game.winnerSide >= 0 ? QJsonValue(game.winner()) : QJsonValue());
    return o;
}

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
    const QList<GameSummary> games = GameCatalog(database.storage()).games(filter);

    if (parser.isSet(jsonOption)) {
        QJsonArray list;
        for (const GameSummary &game : games)
            list.append(gameJson(game));
        const QJsonObject top {{QStringLiteral("format"), QStringLiteral("pinaculo-games")},
                               {QStringLiteral("version"), 1},
                               {QStringLiteral("games"), list}};
        context.out << QString::fromUtf8(QJsonDocument(top).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    if (games.isEmpty()) {
        context.out << tr("No games stored.") << '\n';
        return ExitOk;
    }
    QList<QStringList> rows {{tr("id"), tr("date"), tr("variant"), tr("sides"), tr("hands"),
                              tr("status"), tr("winner"), tr("name")}};
    // Stored names may predate the limits: each prints as at most a name's length of printable
    // characters, so one hostile name can neither drive the terminal nor flood it.
    auto shown
        = [](const QString &name) { return NameRules::excerpt(name, InputLimits::NameLength); };
    for (const GameSummary &game : games) {
        QStringList sides;
        for (const QString &side : game.sides)
            sides.append(shown(side));
        const QString status = !game.over ? tr("playing") : game.draw() ? tr("draw") : tr("over");
        rows.append({QString::number(game.id),
                     game.updated.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                     variantId(game.variant), sides.join(QStringLiteral(", ")),
                     QString::number(game.handCount), status, shown(game.winner()),
                     shown(game.name)});
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
