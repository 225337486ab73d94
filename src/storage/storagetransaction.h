#pragma once

#include <QSqlError>

namespace pinaculo {

class GameStorage;

// One write transaction on a GameStorage, rolled back unless committed: either the whole change
// is written or nothing of it is.
class StorageTransaction
{
public:
    explicit StorageTransaction(const GameStorage &storage);
    ~StorageTransaction();
    StorageTransaction(const StorageTransaction &) = delete;
    StorageTransaction &operator=(const StorageTransaction &) = delete;

    bool isActive() const { return m_active; }
    bool commit();
    QSqlError lastError() const { return m_error; }

private:
    const GameStorage &m_storage;
    bool m_active = false;
    QSqlError m_error;
};

} // namespace pinaculo
