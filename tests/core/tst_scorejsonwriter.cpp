// `pinaculo-cli score --json` and the live board write their JSON with ScoreJsonWriter instead of
// building a QJsonDocument; the bytes must stay exactly those of the document (indented for the
// command line, compact for the board's messages), for every game, language and name: a script
// that compares outputs must see no change.
#include "gamefilereader.h"
#include "gamescorer.h"
#include "randomgame.h"
#include "scorejsonwriter.h"
#include "support/scorejsonoracle.h"
#include "languages.h"
#include "translations.h"

#include <QDir>
#include <QJsonDocument>
#include <QTest>

using namespace pinaculo;

class TestScoreJsonWriter : public QObject
{
    Q_OBJECT

private slots:
    void cleanupTestCase() { Translations::install(QStringLiteral("en")); }
    void gameFiles_data();
    void gameFiles();
    void randomGames_data();
    void randomGames();
    void namesThatNeedEscapingOrOrdering();
};

namespace {

void compareBytes(const QByteArray &expected, const QByteArray &streamed)
{
    if (streamed != expected) {
        qsizetype at = 0;
        while (at < streamed.size() && at < expected.size() && streamed[at] == expected[at])
            ++at;
        QFAIL(qPrintable(QStringLiteral("differs at byte %1:\nexpected …%2…\nstreamed …%3…")
                             .arg(at)
                             .arg(QString::fromUtf8(expected.mid(qMax(0, at - 80), 160)),
                                  QString::fromUtf8(streamed.mid(qMax(0, at - 80), 160)))));
    }
}

void compareBytes(const Game &game)
{
    const GameResult result = GameScorer::score(game);
    const QJsonDocument document(scorejsonoracle::toJson(game, result));
    for (const auto format : {QJsonDocument::Indented, QJsonDocument::Compact}) {
        compareBytes(document.toJson(format), ScoreJsonWriter::write(game, result, format));
        if (QTest::currentTestFailed())
            return;
    }
}

} // namespace

void TestScoreJsonWriter::gameFiles_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("language");
    const QDir data(QStringLiteral(PINACULO_TEST_DATA));
    for (const QString &name : data.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        // A file the reader refuses is never scored.
        if (!GameFileReader::readFile(data.filePath(name)).ok())
            continue;
        for (const QString &language : Languages::codes())
            QTest::newRow(qPrintable(name + u' ' + language)) << data.filePath(name) << language;
    }
}

void TestScoreJsonWriter::gameFiles()
{
    QFETCH(QString, path);
    QFETCH(QString, language);
    const GameFileReader::Result read = GameFileReader::readFile(path);
    QVERIFY(read.ok());
    QVERIFY(Translations::install(language));
    compareBytes(read.game);
}

void TestScoreJsonWriter::randomGames_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("pairs");
    QTest::addColumn<quint32>("seed");
    for (quint32 seed : {1u, 2u, 3u}) {
        QTest::addRow("pinaculo 4 %u", seed) << int(Variant::Pinaculo) << 4 << false << seed;
        QTest::addRow("pinacle pairs %u", seed) << int(Variant::Pinacle) << 4 << true << seed;
        QTest::addRow("pinnacola 3 %u", seed) << int(Variant::Pinnacola) << 3 << false << seed;
    }
}

void TestScoreJsonWriter::randomGames()
{
    QFETCH(int, variant);
    QFETCH(int, players);
    QFETCH(bool, pairs);
    QFETCH(quint32, seed);
    RandomGame random(seed);
    GameSetup setup = RandomGame::setup(Variant(variant), players, pairs);
    // Long enough for six-figure totals, and some games end with hands after the end.
    setup.rules.target = seed == 1 ? 100000 : setup.rules.target;
    const Game game = random.game(setup, seed == 1 ? 300 : 40);
    for (const QString &language : Languages::codes()) {
        QVERIFY(Translations::install(language));
        compareBytes(game);
    }
}

void TestScoreJsonWriter::namesThatNeedEscapingOrOrdering()
{
    // Keys are side names: Qt orders them by UTF-16 code unit (an emoji, a surrogate pair, sorts
    // before U+E000, though its code point is higher); names are escaped as Qt escapes them.
    RandomGame random(7);
    GameSetup setup = RandomGame::setup(Variant::Pinaculo, 5, false);
    setup.players = {QStringLiteral("Zoë \"la\" jefa"), QStringLiteral("back\\slash"),
                     QString::fromUtf8("\xF0\x9F\x98\x80 Smile"), QString(QChar(0xE000)),
                     QStringLiteral("ana\tB")};
    setup.firstDealer = 0;
    const Game game = random.game(setup, 12);
    QVERIFY(!game.hands.isEmpty());
    compareBytes(game);
}

QTEST_GUILESS_MAIN(TestScoreJsonWriter)
#include "tst_scorejsonwriter.moc"
