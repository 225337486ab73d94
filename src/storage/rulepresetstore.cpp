#include "rulepresetstore.h"

#include "namerules.h"
#include "ruleparameters.h"
#include "storagetransaction.h"
#include "storedgamecodec.h"

#include <QDateTime>
#include <QHash>
#include <QSqlQuery>

namespace pinaculo {

namespace {

bool exec(const GameStorage &storage, QSqlQuery &query, QString *error)
{
    if (query.exec())
        return true;
    if (error)
        *error = storage.describe(query.lastError());
    return false;
}

// One name whatever its capitals, in any script (NameRules): "CASA DE LUCÍA" is "Casa de Lucía".
// The foreign key takes the preset's values with it.
bool removeNamed(const GameStorage &storage, const QSqlDatabase &db, const QString &name,
                 QString *error)
{
    QSqlQuery remove(db);
    remove.prepare(QStringLiteral("DELETE FROM rule_presets WHERE name_key = ?"));
    remove.addBindValue(NameRules::key(name));
    return exec(storage, remove, error);
}

} // namespace

RulePresetStore::RulePresetStore(const GameStorage &storage)
    : m_storage(&storage)
    , m_db(storage.connection())
{
}

QList<HouseRulePreset> RulePresetStore::presets() const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT p.id, p.name, p.variant, v.name, v.value"
                                 " FROM rule_presets p"
                                 " LEFT JOIN rule_preset_values v ON v.preset_id = p.id"
                                 " ORDER BY p.name_key, p.id"));
    QList<HouseRulePreset> result;
    QList<bool> readable;
    QHash<qint64, int> rowOf;
    if (!query.exec())
        return result;
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        auto it = rowOf.find(id);
        if (it == rowOf.end()) {
            const std::optional<Variant> variant = variantFromId(query.value(2).toString());
            HouseRulePreset preset;
            preset.name = query.value(1).toString();
            preset.rules = Rules::preset(variant.value_or(Variant::Pinaculo));
            it = rowOf.insert(id, int(result.size()));
            result.append(preset);
            readable.append(variant.has_value());
        }
        if (query.value(3).isNull())
            continue;
        const RuleParameter *parameter = RuleParameters::find(query.value(3).toString());
        // A parameter this version does not know came from a newer program: ignored, as for games.
        if (parameter
            && !StoredGameCodec::setRuleFromText(result[*it].rules, *parameter,
                                                 query.value(4).toString()))
            readable[*it] = false;
    }
    QList<HouseRulePreset> usable;
    for (int i = 0; i < result.size(); ++i) {
        if (readable[i])
            usable.append(result[i]);
    }
    return usable;
}

bool RulePresetStore::save(const HouseRulePreset &preset, QString *error)
{
    StorageTransaction transaction(*m_storage);
    if (!transaction.isActive()) {
        if (error)
            *error = m_storage->describe(transaction.lastError());
        return false;
    }
    if (!removeNamed(*m_storage, m_db, preset.name, error))
        return false;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT INTO rule_presets (name, name_key, variant, saved_at)"
                                 " VALUES (?, ?, ?, ?) RETURNING id"));
    query.addBindValue(preset.name);
    query.addBindValue(NameRules::key(preset.name));
    query.addBindValue(variantId(preset.rules.variant));
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!exec(*m_storage, query, error) || !query.next())
        return false;
    const qint64 id = query.value(0).toLongLong();
    query.finish(); // the id is read: nothing of the statement stays open into the commit
    for (const RuleParameter &parameter : RuleParameters::all()) {
        query.prepare(QStringLiteral(
            "INSERT INTO rule_preset_values (preset_id, name, value) VALUES (?, ?, ?)"));
        query.addBindValue(id);
        query.addBindValue(parameter.name);
        query.addBindValue(StoredGameCodec::ruleValueText(preset.rules, parameter));
        if (!exec(*m_storage, query, error))
            return false;
    }
    if (!transaction.commit()) {
        if (error)
            *error = m_storage->describe(transaction.lastError());
        return false;
    }
    return true;
}

bool RulePresetStore::remove(const QString &name, QString *error)
{
    StorageTransaction transaction(*m_storage);
    if (!transaction.isActive() || !removeNamed(*m_storage, m_db, name, error)
        || !transaction.commit()) {
        if (error && error->isEmpty())
            *error = m_storage->describe(transaction.lastError());
        return false;
    }
    return true;
}

} // namespace pinaculo
