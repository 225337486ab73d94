// Writes games and hands into a database as fast as it can, printing one line per write once the
// transaction has committed: "game ID" or "hand ID COUNT". tst_storagecli kills it with SIGKILL at
// random moments and checks that every reported write survived and nothing partial did.
// With a second argument COUNT it stops after COUNT writes without closing anything, as a killed
// process would: its write-ahead log stays beside the database. A third argument "shared" opens
// the database as the command-line tool does, which starts no check of its own.
#include "database.h"
#include "gamecatalog.h"
#include "gamerepository.h"
#include "support/testgames.h"
#include "support/storedtestgames.h"

#include <QCoreApplication>
#include <cstdio>
#include <cstdlib>

using namespace pinaculo;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc < 2)
        return 2;
    Database database;
    // Exclusive, like the application: the lock left by the killed predecessor must be stale.
    const bool shared = argc > 3 && qstrcmp(argv[3], "shared") == 0;
    const Database::OpenResult opened
        = database.open(QString::fromLocal8Bit(argv[1]),
                        shared ? Database::Access::Shared : Database::Access::Exclusive);
    if (!opened.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.message));
        return 3;
    }
    const long limit = argc > 2 ? std::atol(argv[2]) : -1;
    long writes = 0;
    GameRepository repository(database.storage());
    const QList<GameSummary> games = GameCatalog(database.storage()).games();
    qint64 id = games.isEmpty() ? -1 : games.first().id;
    Game game;
    if (id > 0)
        game = *repository.loadGame(id);
    for (;;) {
        QString error;
        if (id < 0 || game.hands.size() >= 6) {
            game = testgames::numberedGame(0);
            id = storagetest::store(repository, game, {}, &error);
            if (id < 0) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 4;
            }
            std::printf("game %lld\n", static_cast<long long>(id));
        } else {
            game.hands.append(testgames::numberedHand(int(game.hands.size()), 2));
            if (!repository.changeHand(id, game, GameScorer::score(game),
                                       int(game.hands.size()) - 1,
                                       GameRepository::HandChange::Insert, &error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 4;
            }
            std::printf("hand %lld %d\n", static_cast<long long>(id), int(game.hands.size()));
        }
        std::fflush(stdout);
        if (++writes == limit)
            std::_Exit(0);
    }
}
