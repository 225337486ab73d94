#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace pinaculo {

// The director's side of the club's matches: a tournament kept on the club, its rounds'
// tables seated, where each match stands, and the newest game a table has sent. A change of a
// match names the revision it was made from and is refused, changing nothing, when another
// director's window changed the match since (optimistic concurrency): every write counts the
// rows it changed, since a write the server filters out still succeeds, with none.
class ClubMatches
{
    Q_DECLARE_TR_FUNCTIONS(ClubMatches)

public:
    struct Match
    {
        int round = 0;
        int table = 0;
        QString status; // playing, submitted, confirmed or accepted
        int revision = 0;
        friend bool operator==(const Match &, const Match &) = default;
    };

    enum class Update { Done, Stale, Refused };

    // The tournament's id on the club, from the server (RETURNING: the driver gives no last id).
    static std::optional<qint64> addTournament(const QSqlDatabase &db, const QString &name,
                                               const QByteArray &document, QString *error);
    // Round `round`'s tables seated, each playing; a table seated already is kept as it is.
    static bool seat(const QSqlDatabase &db, qint64 tournament, int round, const QList<int> &tables,
                     QString *error);
    static QList<Match> matches(const QSqlDatabase &db, qint64 tournament, QString *error);
    // The match's status set, from the revision `from` the director saw; Stale, with the words
    // in `error`, when the match has changed since.
    static Update setStatus(const QSqlDatabase &db, qint64 tournament, const Match &from,
                            const QString &status, QString *error);
    // The newest game the table has sent, and its revision; nothing when it has sent none.
    static std::optional<std::pair<int, QByteArray>> newestGame(const QSqlDatabase &db,
                                                                qint64 tournament, int round,
                                                                int table, QString *error);
};

} // namespace pinaculo
