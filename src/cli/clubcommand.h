#pragma once

#include "clicommand.h"

namespace pinaculo {

// pinaculo-cli club init-db: makes the club's database on a PostgreSQL server ready, as its
// owner: the schema brought to its version (ClubSchema), and the logins of the director, the
// board and each table made where missing, their passwords printed once (ClubLogins). Run again,
// it changes nothing that is there and adds what is asked for more (more tables).
class ClubCommand
{
    Q_DECLARE_TR_FUNCTIONS(ClubCommand)

public:
    static int run(CliContext &context);

private:
    static int initDb(CliContext &context);
};

} // namespace pinaculo
