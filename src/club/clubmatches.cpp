#include "clubmatches.h"

#include "clubrefusal.h"
#include "clubstatement.h"

#include <QSqlError>
#include <QSqlQuery>

namespace pinaculo {

std::optional<qint64> ClubMatches::addTournament(const QSqlDatabase &db, const QString &name,
                                                 const QByteArray &document, QString *error)
{
    QSqlQuery query(db);
    query.prepare(
        QStringLiteral("INSERT INTO tournament (name, document) VALUES (?, ?) RETURNING id"));
    query.addBindValue(name);
    query.addBindValue(QString::fromUtf8(document));
    if (!query.exec() || !query.next()) {
        *error = ClubRefusal::text(query.lastError());
        return std::nullopt;
    }
    return query.value(0).toLongLong();
}

bool ClubMatches::seat(const QSqlDatabase &db, qint64 tournament, int round,
                       const QList<int> &tables, QString *error)
{
    QSqlQuery query(db);
    if (!ClubStatement::run(query, QStringLiteral("BEGIN"), error))
        return false;
    for (int table : tables) {
        query.prepare(QStringLiteral("INSERT INTO club_match (tournament_id, round, table_no) "
                                     "VALUES (?, ?, ?) ON CONFLICT DO NOTHING"));
        query.addBindValue(tournament);
        query.addBindValue(round);
        query.addBindValue(table);
        if (!query.exec()) {
            *error = ClubRefusal::text(query.lastError());
            query.exec(QStringLiteral("ROLLBACK"));
            return false;
        }
    }
    return ClubStatement::run(query, QStringLiteral("COMMIT"), error);
}

QList<ClubMatches::Match> ClubMatches::matches(const QSqlDatabase &db, qint64 tournament,
                                               QString *error)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT round, table_no, status, revision FROM club_match "
                                 "WHERE tournament_id = ? ORDER BY round, table_no"));
    query.addBindValue(tournament);
    QList<Match> found;
    if (!query.exec()) {
        *error = ClubRefusal::text(query.lastError());
        return found;
    }
    while (query.next())
        found.append(Match {query.value(0).toInt(), query.value(1).toInt(),
                            query.value(2).toString(), query.value(3).toInt()});
    return found;
}

ClubMatches::Update ClubMatches::setStatus(const QSqlDatabase &db, qint64 tournament,
                                           const Match &from, const QString &status, QString *error)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("UPDATE club_match SET status = ?, revision = revision + 1 "
                                 "WHERE tournament_id = ? AND round = ? AND table_no = ? "
                                 "AND revision = ?"));
    query.addBindValue(status);
    query.addBindValue(tournament);
    query.addBindValue(from.round);
    query.addBindValue(from.table);
    query.addBindValue(from.revision);
    if (!query.exec()) {
        *error = ClubRefusal::text(query.lastError());
        return Update::Refused;
    }
    if (query.numRowsAffected() == 0) {
        *error = tr("table %1 of round %2 has changed since it was read (another window, or the "
                    "table itself): read it again")
                     .arg(from.table)
                     .arg(from.round);
        return Update::Stale;
    }
    return Update::Done;
}

std::optional<std::pair<int, QByteArray>> ClubMatches::newestGame(const QSqlDatabase &db,
                                                                  qint64 tournament, int round,
                                                                  int table, QString *error)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT revision, game FROM submission WHERE tournament_id = ? "
                                 "AND round = ? AND table_no = ? ORDER BY revision DESC LIMIT 1"));
    query.addBindValue(tournament);
    query.addBindValue(round);
    query.addBindValue(table);
    if (!query.exec()) {
        *error = ClubRefusal::text(query.lastError());
        return std::nullopt;
    }
    if (!query.next())
        return std::nullopt;
    return std::pair {query.value(0).toInt(), query.value(1).toString().toUtf8()};
}

} // namespace pinaculo
