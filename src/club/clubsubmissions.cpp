#include "clubsubmissions.h"

#include "clubrefusal.h"

#include <QSqlError>
#include <QSqlQuery>

namespace pinaculo {

ClubSubmissions::Outcome ClubSubmissions::send(const QSqlDatabase &db, const Submission &submission,
                                               QString *error)
{
    QSqlQuery query(db);
    const auto refused = [&query, error](const QSqlError &why) {
        *error = ClubRefusal::text(why);
        query.exec(QStringLiteral("ROLLBACK"));
        return Outcome::Refused;
    };
    // Match and revision: the submission's key, bound first in both statements.
    const auto bindKey = [&query, &submission] {
        query.addBindValue(submission.tournament);
        query.addBindValue(submission.round);
        query.addBindValue(submission.table);
        query.addBindValue(submission.revision);
    };
    if (!query.exec(QStringLiteral("BEGIN")))
        return refused(query.lastError());
    // Asked first, not left to the insert: after the final revision the table's policy refuses
    // every insert, a copy of one the club has included.
    query.prepare(QStringLiteral("SELECT 1 FROM submission WHERE tournament_id = ? AND round = ? "
                                 "AND table_no = ? AND revision = ?"));
    bindKey();
    if (!query.exec())
        return refused(query.lastError());
    if (query.next()) {
        query.exec(QStringLiteral("COMMIT"));
        return Outcome::AlreadyStored;
    }
    query.prepare(QStringLiteral("INSERT INTO submission (tournament_id, round, table_no, "
                                 "revision, game, final) VALUES (?, ?, ?, ?, ?, ?)"));
    bindKey();
    query.addBindValue(QString::fromUtf8(submission.game));
    query.addBindValue(submission.final);
    if (!query.exec())
        return refused(query.lastError());
    if (!query.exec(QStringLiteral("COMMIT")))
        return refused(query.lastError());
    return Outcome::Stored;
}

} // namespace pinaculo
