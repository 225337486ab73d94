#pragma once

#include "gamestorage.h"
#include "houserulepreset.h"

#include <QCoreApplication>
#include <QList>

namespace pinaculo {

// The named house rules in the database: listed by name, saved whole (a name already used,
// ignoring capitals as NameRules does, is replaced) and deleted, each write in one transaction.
class RulePresetStore
{
    Q_DECLARE_TR_FUNCTIONS(RulePresetStore)

public:
    explicit RulePresetStore(const GameStorage &storage);

    // In alphabetical order. A preset whose variant or values this version cannot read is left
    // out rather than offered wrong.
    QList<HouseRulePreset> presets() const;
    bool save(const HouseRulePreset &preset, QString *error = nullptr);
    bool remove(const QString &name, QString *error = nullptr);

private:
    const GameStorage *m_storage;
    QSqlDatabase m_db; // the storage's connection
};

} // namespace pinaculo
