#pragma once

#include "gamestorage.h"

#include <QString>

// What the suites of the engine-neutral repositories (tst_storagerepository, tst_playerrecords)
// need of the engine they run on: a fresh, empty storage, and the two facts about its rows that
// each engine tells in its own SQL. Each suite makes its storage in one factory function, so
// another engine behind GameStorage is tested by returning it there.
namespace storagetest {

class StorageUnderTest
{
public:
    virtual ~StorageUnderTest() = default;

    // Empty when the storage is open; otherwise why it could not be opened.
    virtual QString failure() const = 0;
    virtual const pinaculo::GameStorage &storage() const = 0;
    // Rows inserted, updated or deleted on the storage's connection since it was opened.
    virtual qint64 rowsChanged() const = 0;
    // Whether every stored row's foreign keys name rows that exist.
    virtual bool foreignKeysHold() const = 0;
};

} // namespace storagetest
