#include "storagetransaction.h"

#include "gamestorage.h"

namespace pinaculo {

StorageTransaction::StorageTransaction(const GameStorage &storage)
    : m_storage(storage)
{
    m_active = m_storage.beginWrite(&m_error);
}

StorageTransaction::~StorageTransaction()
{
    if (m_active)
        m_storage.rollbackWrite();
}

bool StorageTransaction::commit()
{
    if (!m_active)
        return false;
    m_active = false;
    return m_storage.commitWrite(&m_error);
}

} // namespace pinaculo
