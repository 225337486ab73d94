#pragma once

#include "gamestorage.h"
#include "preparedstatements.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace pinaculo {

// The outbox of a table's laptop in a club (docs/club.md), in the laptop's own database: each
// revision of a club match's game is written here first, in a transaction of its own, and kept
// until the club's server has it (ClubOutboxDrain), so that a dropped network, a stopped
// server or a crash loses nothing. A revision queued twice is kept once.
class ClubOutbox
{
public:
    struct Entry
    {
        qint64 tournament = 0;
        int round = 0;
        int table = 0;
        int revision = 0;
        QByteArray game;
        bool final = false;
        qint64 queuedMs = 0;
    };

    explicit ClubOutbox(const GameStorage &storage);

    bool queue(const Entry &entry, QString *error);
    // The newest revision of every match with one waiting, each holding every hand of the ones
    // before it: what is sent first.
    QList<Entry> newest(QString *error) const;
    // The revisions of `entry`'s match up to its own, once the club has it: the older ones are
    // in it.
    bool delivered(const Entry &entry, QString *error);
    // How many revisions wait: what the window tells ("not sent: 3 changes kept on this laptop").
    int waiting() const;

private:
    // One statement in a write transaction of its own.
    bool write(const QString &sql, const QVariantList &values, QString *error);

    const GameStorage &m_storage;
    PreparedStatements m_statements;
};

} // namespace pinaculo
