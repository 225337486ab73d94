#include "clubschema.h"

#include "clubstatement.h"

#include <QSqlError>
#include <QSqlQuery>

namespace pinaculo {

namespace {

// The statements of step 1, in order.
QStringList firstStep()
{
    return {
        // Group roles are the cluster's, not the database's: a second club database on the
        // same server shares them.
        QStringLiteral(R"(DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'pinaculo_director') THEN
        CREATE ROLE pinaculo_director NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'pinaculo_table') THEN
        CREATE ROLE pinaculo_table NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'pinaculo_board') THEN
        CREATE ROLE pinaculo_board NOLOGIN;
    END IF;
END $$)"),
        QStringLiteral("REVOKE ALL ON SCHEMA public FROM PUBLIC"),
        QStringLiteral("GRANT USAGE ON SCHEMA public TO pinaculo_director, pinaculo_table, "
                       "pinaculo_board"),
        // Which login is which table of the room.
        QStringLiteral(R"(CREATE TABLE club_table (
    table_no integer PRIMARY KEY CHECK (table_no BETWEEN 1 AND 500),
    login name NOT NULL UNIQUE))"),
        QStringLiteral(R"(CREATE TABLE tournament (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
    document text NOT NULL,
    revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
    updated_at timestamptz NOT NULL DEFAULT now()))"),
        QStringLiteral(R"(CREATE TABLE club_match (
    tournament_id bigint NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    round integer NOT NULL CHECK (round >= 1),
    table_no integer NOT NULL CHECK (table_no >= 1),
    status text NOT NULL DEFAULT 'playing'
        CHECK (status IN ('playing', 'submitted', 'confirmed', 'accepted')),
    revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
    PRIMARY KEY (tournament_id, round, table_no)))"),
        // A table's game at each of its revisions, as the table sent it; the final one is its
        // last hand.
        QStringLiteral(R"(CREATE TABLE submission (
    tournament_id bigint NOT NULL,
    round integer NOT NULL,
    table_no integer NOT NULL,
    revision integer NOT NULL CHECK (revision >= 1),
    game text NOT NULL CHECK (octet_length(game) <= 16777216),
    final boolean NOT NULL DEFAULT false,
    sent_by name NOT NULL DEFAULT session_user,
    received_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tournament_id, round, table_no, revision),
    FOREIGN KEY (tournament_id, round, table_no) REFERENCES club_match ON DELETE CASCADE))"),
        QStringLiteral(R"(CREATE TABLE confirmation (
    tournament_id bigint NOT NULL,
    round integer NOT NULL,
    table_no integer NOT NULL,
    side integer NOT NULL CHECK (side >= 0),
    player text NOT NULL CHECK (char_length(player) BETWEEN 1 AND 40),
    sent_by name NOT NULL DEFAULT session_user,
    confirmed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tournament_id, round, table_no, side),
    FOREIGN KEY (tournament_id, round, table_no) REFERENCES club_match ON DELETE CASCADE))"),
        // The policies ask through these, run as the owner: a table's login reads neither the
        // list of logins nor, through a policy, the matches.
        QStringLiteral(R"(CREATE FUNCTION club_table_of_login() RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
    AS $$ SELECT table_no FROM club_table WHERE login = session_user $$)"),
        QStringLiteral(R"(CREATE FUNCTION club_match_status(t bigint, r integer, tbl integer)
    RETURNS text LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
    AS $$ SELECT status FROM club_match
          WHERE tournament_id = t AND round = r AND table_no = tbl $$)"),
        QStringLiteral("ALTER TABLE submission ENABLE ROW LEVEL SECURITY"),
        QStringLiteral("ALTER TABLE confirmation ENABLE ROW LEVEL SECURITY"),
        QStringLiteral(R"(CREATE POLICY sent_by_its_table ON submission FOR INSERT
    TO pinaculo_table WITH CHECK (table_no = club_table_of_login()
        AND club_match_status(tournament_id, round, table_no) = 'playing'))"),
        QStringLiteral(R"(CREATE POLICY read_by_its_table ON submission FOR SELECT
    TO pinaculo_table USING (table_no = club_table_of_login()))"),
        QStringLiteral("CREATE POLICY kept_by_the_director ON submission TO pinaculo_director "
                       "USING (true) WITH CHECK (true)"),
        QStringLiteral("CREATE POLICY shown_on_the_board ON submission FOR SELECT "
                       "TO pinaculo_board USING (true)"),
        QStringLiteral(R"(CREATE POLICY sent_by_its_table ON confirmation FOR INSERT
    TO pinaculo_table WITH CHECK (table_no = club_table_of_login()
        AND club_match_status(tournament_id, round, table_no) IN ('playing', 'submitted')))"),
        QStringLiteral(R"(CREATE POLICY read_by_its_table ON confirmation FOR SELECT
    TO pinaculo_table USING (table_no = club_table_of_login()))"),
        QStringLiteral("CREATE POLICY kept_by_the_director ON confirmation TO pinaculo_director "
                       "USING (true) WITH CHECK (true)"),
        QStringLiteral("CREATE POLICY shown_on_the_board ON confirmation FOR SELECT "
                       "TO pinaculo_board USING (true)"),
        // The final submission closes the match to its table; the director hears of every
        // submission and every change of a match in the same transaction as the data.
        QStringLiteral(R"(CREATE FUNCTION club_submission_received() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
    IF NEW.final THEN
        UPDATE club_match SET status = 'submitted', revision = revision + 1
         WHERE tournament_id = NEW.tournament_id AND round = NEW.round
           AND table_no = NEW.table_no AND status = 'playing';
    END IF;
    PERFORM pg_notify('club_tournament_' || NEW.tournament_id,
                      json_build_object('round', NEW.round, 'table', NEW.table_no,
                                        'revision', NEW.revision, 'final', NEW.final)::text);
    RETURN NEW;
END $$)"),
        QStringLiteral("CREATE TRIGGER submission_received AFTER INSERT ON submission "
                       "FOR EACH ROW EXECUTE FUNCTION club_submission_received()"),
        QStringLiteral(R"(CREATE FUNCTION club_match_changed() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('club_tournament_' || NEW.tournament_id,
                      json_build_object('round', NEW.round, 'table', NEW.table_no,
                                        'status', NEW.status, 'revision', NEW.revision)::text);
    RETURN NEW;
END $$)"),
        QStringLiteral("CREATE TRIGGER match_changed AFTER INSERT OR UPDATE ON club_match "
                       "FOR EACH ROW EXECUTE FUNCTION club_match_changed()"),
        QStringLiteral("REVOKE ALL ON FUNCTION club_table_of_login(), "
                       "club_match_status(bigint, integer, integer) FROM PUBLIC"),
        QStringLiteral("GRANT EXECUTE ON FUNCTION club_table_of_login(), "
                       "club_match_status(bigint, integer, integer) TO pinaculo_table"),
        QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON club_table, tournament, "
                       "club_match, submission, confirmation TO pinaculo_director"),
        QStringLiteral("GRANT SELECT ON tournament, club_match TO pinaculo_table, pinaculo_board"),
        QStringLiteral("GRANT SELECT, INSERT ON submission, confirmation TO pinaculo_table"),
        QStringLiteral("GRANT SELECT ON club_table, submission, confirmation TO pinaculo_board"),
    };
}

} // namespace

int ClubSchema::version(const QSqlDatabase &db, QString *error)
{
    QSqlQuery query(db);
    if (!ClubStatement::run(
            query, QStringLiteral("SELECT to_regclass('public.club_schema') IS NOT NULL"), error)
        || !query.next())
        return -1;
    if (!query.value(0).toBool())
        return 0;
    if (!ClubStatement::run(query, QStringLiteral("SELECT version FROM club_schema"), error))
        return -1;
    return query.next() ? query.value(0).toInt() : 0;
}

bool ClubSchema::migrate(const QSqlDatabase &db, QString *error)
{
    QSqlQuery query(db);
    if (!ClubStatement::run(
            query,
            QStringLiteral("CREATE TABLE IF NOT EXISTS club_schema (version integer NOT NULL)"),
            error))
        return false;
    for (int next = 1; next <= Version; ++next) {
        // The lock makes a second run at once wait, then find the step made.
        if (!ClubStatement::run(query, QStringLiteral("BEGIN"), error))
            return false;
        const auto fail = [&query, error](const QString &why) {
            *error = why;
            query.exec(QStringLiteral("ROLLBACK"));
            return false;
        };
        QString why;
        if (!ClubStatement::run(query, QStringLiteral("LOCK TABLE club_schema IN EXCLUSIVE MODE"),
                                &why)
            || !ClubStatement::run(query, QStringLiteral("SELECT version FROM club_schema"), &why))
            return fail(why);
        const bool hasRow = query.next();
        const int current = hasRow ? query.value(0).toInt() : 0;
        if (current > Version)
            return fail(tr("the club's database is of schema version %1, newer than this "
                           "program's %2: update the program first")
                            .arg(current)
                            .arg(Version));
        if (current >= next) {
            if (!ClubStatement::run(query, QStringLiteral("COMMIT"), error))
                return false;
            continue;
        }
        for (const QString &statement : step(next)) {
            if (!ClubStatement::run(query, statement, &why))
                return fail(tr("schema step %1: %2").arg(next).arg(why));
        }
        const QString record = hasRow
            ? QStringLiteral("UPDATE club_schema SET version = %1").arg(next)
            : QStringLiteral("INSERT INTO club_schema (version) VALUES (%1)").arg(next);
        if (!ClubStatement::run(query, record, &why)
            || !ClubStatement::run(query, QStringLiteral("COMMIT"), &why))
            return fail(why);
    }
    return true;
}

QString ClubSchema::channel(qint64 tournamentId)
{
    return QStringLiteral("club_tournament_%1").arg(tournamentId);
}

QStringList ClubSchema::step(int version)
{
    switch (version) {
    case 1:
        return firstStep();
    default:
        return {};
    }
}

} // namespace pinaculo
