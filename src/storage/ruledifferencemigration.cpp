#include "ruledifferencemigration.h"

#include "ruleparameters.h"
#include "storedgamecodec.h"
#include "variants.h"

#include <QSqlQuery>

namespace pinaculo {

bool RuleDifferenceMigration::run(const QSqlDatabase &db, QSqlError *error)
{
    QSqlQuery remove(db);
    if (!remove.prepare(
            QStringLiteral("DELETE FROM game_rules WHERE name = ? AND value = ?"
                           " AND game_id IN (SELECT id FROM games WHERE variant = ?)"))) {
        *error = remove.lastError();
        return false;
    }
    // The preset's value as GameRepository wrote it, text for text: a row equal to it is the
    // value the game reads without the row.
    for (const Variant variant : Variants::all()) {
        const Rules preset = Rules::preset(variant);
        for (const RuleParameter &parameter : RuleParameters::all()) {
            remove.addBindValue(parameter.name);
            remove.addBindValue(StoredGameCodec::ruleValueText(preset, parameter));
            remove.addBindValue(variantId(variant));
            if (!remove.exec()) {
                *error = remove.lastError();
                return false;
            }
        }
    }
    return true;
}

} // namespace pinaculo
