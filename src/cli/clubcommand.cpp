#include "clubcommand.h"

#include "cliapplication.h"
#include "clidatabase.h"
#include "clihelp.h"
#include "clubconnection.h"
#include "clublogins.h"
#include "clubschema.h"
#include "coretext.h"

#include <QCommandLineParser>

namespace pinaculo {

int ClubCommand::run(CliContext &context)
{
    const QString subcommand = context.arguments.value(0);
    if (subcommand == u"init-db") {
        context.arguments.removeFirst();
        return initDb(context);
    }
    if (subcommand == u"--help" || subcommand == u"-h") {
        context.out << tr("Usage:") << '\n'
                    << "  pinaculo-cli club init-db [--host HOST] [--port PORT] [--dbname NAME] "
                       "[--address ADDRESS] [--user USER] [--tls MODE] [--ca FILE] [--tables N] "
                       "[--director NAME] "
                       "[--board NAME]\n";
        return ExitOk;
    }
    context.err
        << (subcommand.isEmpty()
                ? tr("pinaculo-cli club: give a subcommand: init-db")
                : tr("pinaculo-cli club: unknown subcommand \"%1\"; use init-db").arg(subcommand))
        << '\n';
    return ExitUsage;
}

int ClubCommand::initDb(CliContext &context)
{
    QCommandLineParser parser;
    CliHelp::addTo(parser);
    parser.setApplicationDescription(
        tr("Makes the club's database on a PostgreSQL server ready for a room of tables, as the "
           "database's owner: its schema, the roles and row-level policies under which each "
           "table's login sends only its own match, and the logins of the director, the board "
           "and tables 1 to --tables, each with a new password printed once. Logins that exist "
           "keep theirs. The owner's password is found as PostgreSQL's own tools find it "
           "(PGPASSWORD, ~/.pgpass)."));
    const ClubServer defaults;
    const QCommandLineOption hostOption(
        QStringLiteral("host"),
        tr("The server's name or address, or the folder of its unix socket."), tr("host"),
        defaults.host);
    const QCommandLineOption addressOption(
        QStringLiteral("address"),
        tr("The address to connect to instead of looking the host up; the server's certificate "
           "is still checked against --host."),
        tr("address"));
    const QCommandLineOption portOption(QStringLiteral("port"), tr("The server's port."),
                                        tr("port"), QString::number(defaults.port));
    const QCommandLineOption dbOption(QStringLiteral("dbname"), tr("The club's database."),
                                      tr("name"), defaults.database);
    const QCommandLineOption userOption(QStringLiteral("user"),
                                        tr("The database's owner (by default the system user)."),
                                        tr("user"));
    const QStringList modes = ClubServer::tlsIds();
    const QCommandLineOption tlsOption(
        QStringLiteral("tls"),
        //: The description of --tls: the modes it takes, verify-full being the default.
        tr("TLS: %1; verify-full, the default, checks the server's certificate and name against "
           "the club's certificate authority.")
            .arg(CoreText::alternatives(modes)),
        tr("mode"), ClubServer::tlsId(defaults.tls));
    const QCommandLineOption caOption(
        QStringLiteral("ca"), tr("The club's certificate authority (a PEM file)."), tr("file"));
    const QCommandLineOption tablesOption(QStringLiteral("tables"),
                                          tr("The room's tables, each given a login."), tr("n"),
                                          QStringLiteral("0"));
    const QCommandLineOption directorOption(QStringLiteral("director"), tr("The director's login."),
                                            tr("name"), QStringLiteral("club_director"));
    const QCommandLineOption boardOption(QStringLiteral("board"),
                                         tr("The board's login, which only reads."), tr("name"),
                                         QStringLiteral("club_board"));
    parser.addOptions({hostOption, addressOption, portOption, dbOption, userOption, tlsOption,
                       caOption, tablesOption, directorOption, boardOption,
                       CliApplication::languageOption()});
    const QString command = QStringLiteral("club init-db");
    if (!parser.parse(QStringList {command} + context.arguments)) {
        context.err << tr("pinaculo-cli club init-db: %1").arg(parser.errorText()) << '\n';
        return ExitUsage;
    }
    if (CliHelp::answer(parser, command, context.out))
        return ExitOk;
    const auto usage = [&context](const QString &message) {
        context.err << tr("pinaculo-cli club init-db: %1").arg(message) << '\n';
        return int(ExitUsage);
    };
    if (!parser.positionalArguments().isEmpty())
        return usage(tr("unexpected argument \"%1\"").arg(parser.positionalArguments().first()));

    ClubServer server;
    server.host = parser.value(hostOption);
    server.address = parser.value(addressOption);
    bool ok = false;
    server.port = parser.value(portOption).toInt(&ok);
    if (!ok || server.port < 1 || server.port > 65535)
        return usage(tr("--port must be a port number, 1 to 65535"));
    server.database = parser.value(dbOption);
    server.user = parser.value(userOption);
    const std::optional<ClubServer::Tls> tls = ClubServer::tlsFromId(parser.value(tlsOption));
    if (!tls)
        return usage(tr("--tls must be %1").arg(CoreText::alternatives(modes)));
    server.tls = *tls;
    server.certificateAuthority = parser.value(caOption);
    const int tables = parser.value(tablesOption).toInt(&ok);
    if (!ok || tables < 0 || tables > ClubLogins::MaxTables)
        return usage(tr("--tables must be a number from 0 to %1").arg(ClubLogins::MaxTables));
    const QString director = parser.value(directorOption);
    const QString board = parser.value(boardOption);
    for (const QString &name : {director, board}) {
        if (const QString problem = ClubLogins::nameProblem(name); !problem.isEmpty())
            return usage(problem);
    }

    // The server unreachable or refusing is the database that cannot be used, as for a file.
    const auto refused = [&context](const QString &message) {
        context.err << tr("pinaculo-cli club init-db: %1").arg(message) << '\n';
        return int(ExitDatabase);
    };
    ClubConnection connection(server);
    if (!connection.open())
        return refused(connection.error());
    const QSqlDatabase db = connection.database();
    QString error;
    if (!ClubSchema::migrate(db, &error))
        return refused(error);
    QList<ClubLogins::Login> logins;
    for (const auto &[kind, name] : {std::pair {ClubLogins::Kind::Director, director},
                                     std::pair {ClubLogins::Kind::Board, board}}) {
        const std::optional<ClubLogins::Login> login = ClubLogins::ensure(db, kind, name, &error);
        if (!login)
            return refused(error);
        logins.append(*login);
    }
    if (!ClubLogins::ensureTables(db, tables, &logins, &error))
        return refused(error);

    context.out << tr("The club's database %1 is at schema version %2.")
                       .arg(server.database)
                       .arg(ClubSchema::Version)
                << '\n'
                << tr("Logins (a new password is shown only now):") << '\n';
    for (const ClubLogins::Login &login : std::as_const(logins)) {
        const QString who = login.kind == ClubLogins::Kind::Director ? tr("director")
            : login.kind == ClubLogins::Kind::Board                  ? tr("board")
                                                    : tr("table %1").arg(login.table);
        context.out << "  " << who << '\t' << login.name << '\t'
                    << (login.password.isEmpty() ? tr("(kept, its password unchanged)")
                                                 : login.password)
                    << '\n';
    }
    return ExitOk;
}

} // namespace pinaculo
