#include "support/sqliteundertest.h"
#include "tournamentrepository.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace pinaculo;

// The director's tournaments in the database: saved whole with their tables' games, read back
// byte for byte, listed newest first, replaced whole and deleted with their games.
class TestTournamentRepository : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void savedAndReadBack();
    void replacedWhole();
    void listedNewestFirst();
    void removedWithItsGames();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<storagetest::StorageUnderTest> m_db;
};

namespace {

StoredTournament evening(const QString &name)
{
    StoredTournament t;
    t.name = name;
    t.document = QByteArray(R"({"format": "pinaculo-tournament", "name": ")") + name.toUtf8()
        + QByteArray("\"}\n");
    t.games.insert({1, 1}, QByteArray(R"({"format": "pinaculo-game", "players": ["Lucía"]})"));
    t.games.insert({1, 2}, QByteArray(R"({"format": "pinaculo-game", "players": ["Ana"]})"));
    return t;
}

} // namespace

void TestTournamentRepository::init()
{
    m_db.reset();
    QVERIFY(m_dir.isValid());
    QFile::remove(m_dir.filePath(QStringLiteral("games.sqlite")));
    m_db = std::make_unique<storagetest::SqliteUnderTest>(m_dir.path());
    QVERIFY2(m_db->failure().isEmpty(), qPrintable(m_db->failure()));
}

void TestTournamentRepository::savedAndReadBack()
{
    TournamentRepository repository(m_db->storage());
    const StoredTournament saved = evening(QStringLiteral("Serata del giovedì"));
    QString error;
    const qint64 id = repository.save(saved, &error);
    QVERIFY2(id > 0, qPrintable(error));
    const std::optional<StoredTournament> read = repository.load(id, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->id, id);
    QCOMPARE(read->name, saved.name);
    QCOMPARE(read->document, saved.document);
    QCOMPARE(read->games, saved.games);
    QVERIFY(read->updatedMs > 0);
    QVERIFY(m_db->foreignKeysHold());
    QVERIFY(!repository.load(id + 1, &error));
    QCOMPARE(error, QStringLiteral("The tournament is no longer in the database."));
}

void TestTournamentRepository::replacedWhole()
{
    TournamentRepository repository(m_db->storage());
    StoredTournament t = evening(QStringLiteral("Serata"));
    t.id = repository.save(t);
    QVERIFY(t.id > 0);
    t.document = QByteArray("{\"changed\": true}");
    t.games.remove({1, 2});
    t.games.insert({2, 1}, QByteArray("{}"));
    QCOMPARE(repository.save(t), t.id);
    const std::optional<StoredTournament> read = repository.load(t.id);
    QVERIFY(read);
    QCOMPARE(read->document, t.document);
    QCOMPARE(read->games, t.games);

    // A tournament deleted meanwhile is not written again under its old id.
    QVERIFY(repository.remove(t.id));
    QString error;
    QCOMPARE(repository.save(t, &error), 0);
    QCOMPARE(error, QStringLiteral("The tournament is no longer in the database."));
}

void TestTournamentRepository::listedNewestFirst()
{
    TournamentRepository repository(m_db->storage());
    const qint64 first = repository.save(evening(QStringLiteral("Primo")));
    QTest::qWait(5);
    const qint64 second = repository.save(evening(QStringLiteral("Secondo")));
    const QList<TournamentListing> listed = repository.list();
    QCOMPARE(listed.size(), 2);
    QCOMPARE(listed[0].id, second);
    QCOMPARE(listed[1].id, first);
    QCOMPARE(listed[1].name, QStringLiteral("Primo"));
}

void TestTournamentRepository::removedWithItsGames()
{
    TournamentRepository repository(m_db->storage());
    const qint64 id = repository.save(evening(QStringLiteral("Serata")));
    const qint64 before = m_db->rowsChanged();
    QVERIFY(repository.remove(id));
    QVERIFY(repository.list().isEmpty());
    QCOMPARE(m_db->rowsChanged() - before, 3); // the tournament and its two games
    QVERIFY(m_db->foreignKeysHold());
}

QTEST_GUILESS_MAIN(TestTournamentRepository)
#include "tst_tournamentrepository.moc"
