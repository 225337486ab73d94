#include "handdrafts.h"

#include "storedgamecodec.h"

#include <QSqlError>
#include <QSqlQuery>

namespace pinaculo {

HandDrafts::HandDrafts(const GameStorage &storage)
    : m_db(storage.connection())
{
}

bool HandDrafts::save(qint64 gameId, const GameSetup &setup, int handIndex, const HandRecord &hand,
                      QString *error)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT INTO hand_drafts (game_id, hand_index, json, saved_at)"
                                 " VALUES (?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET"
                                 " hand_index = excluded.hand_index, json = excluded.json,"
                                 " saved_at = excluded.saved_at"));
    query.addBindValue(gameId);
    query.addBindValue(handIndex);
    query.addBindValue(QString::fromUtf8(StoredGameCodec::handToJson(setup, hand)));
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (query.exec())
        return true;
    if (error)
        *error = query.lastError().text();
    return false;
}

std::optional<HandDraft> HandDrafts::load(qint64 gameId, const GameSetup &setup) const
{
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT hand_index, json, saved_at FROM hand_drafts WHERE game_id = ?"));
    query.addBindValue(gameId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    const auto hand = StoredGameCodec::handFromJson(setup, query.value(1).toString().toUtf8());
    if (!hand)
        return std::nullopt;
    HandDraft draft;
    draft.handIndex = query.value(0).toInt();
    draft.hand = *hand;
    draft.savedAt = QDateTime::fromString(query.value(2).toString(), Qt::ISODate);
    return draft;
}

bool HandDrafts::clear(qint64 gameId, QString *error)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("DELETE FROM hand_drafts WHERE game_id = ?"));
    query.addBindValue(gameId);
    if (query.exec())
        return true;
    if (error)
        *error = query.lastError().text();
    return false;
}

} // namespace pinaculo
