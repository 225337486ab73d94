#pragma once

#include <QSqlDatabase>
#include <QSqlError>

namespace pinaculo {

// Version 7 of the SQLite schema: a game's rules stored as the parameters that differ from its
// variant's preset, as a game file keeps them (GameFileWriter), no longer every parameter of it.
// A game is read as its variant's preset with its stored rows applied (GameRepository::loadGame),
// in either form, so deleting the rows that hold the preset's own value keeps every game's rules
// exactly; the rows of a variant this version does not know, and any value written otherwise than
// the preset's text, stay as they are. Run by SchemaMigrator inside the step's transaction. The
// pages freed are used again by the games written next; the file is not rewritten (VACUUM) here.
class RuleDifferenceMigration
{
public:
    static constexpr int version = 7;

    static bool run(const QSqlDatabase &db, QSqlError *error);
};

} // namespace pinaculo
