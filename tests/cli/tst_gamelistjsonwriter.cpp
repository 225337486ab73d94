// `pinaculo-cli list --json` writes its JSON with GameListJsonWriter instead of building a
// QJsonDocument; the bytes must stay exactly those of the document for every game and name, so
// that a script reading the list sees no change.
#include "gamelistjsonwriter.h"
#include "variant.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace pinaculo;

class TestGameListJsonWriter : public QObject
{
    Q_OBJECT

private slots:
    void emptyList();
    void variedGames_data();
    void variedGames();
    void datesQtWritesNoIsoDateFor();
};

namespace {

// The list as the command built it before: a QJsonObject per game.
QByteArray documentOf(const QList<GameSummary> &games)
{
    QJsonArray list;
    for (const GameSummary &game : games) {
        QJsonObject totals;
        for (int side = 0; side < game.sides.size(); ++side)
            totals.insert(game.sides[side], game.totals.value(side));
        QJsonObject o;
        o.insert(u"id", game.id);
        o.insert(u"name", game.name);
        o.insert(u"variant", variantId(game.variant));
        o.insert(u"created", game.created.toString(Qt::ISODate));
        o.insert(u"updated", game.updated.toString(Qt::ISODate));
        o.insert(u"players", QJsonArray::fromStringList(game.players));
        o.insert(u"sides", QJsonArray::fromStringList(game.sides));
        o.insert(u"totals", totals);
        o.insert(u"hands", game.handCount);
        o.insert(u"over", game.over);
        o.insert(u"winner", game.winnerSide >= 0 ? QJsonValue(game.winner()) : QJsonValue());
        list.append(o);
    }
    const QJsonObject top {{QStringLiteral("format"), QStringLiteral("pinaculo-games")},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("games"), list}};
    return QJsonDocument(top).toJson(QJsonDocument::Indented);
}

void compareBytes(const QList<GameSummary> &games)
{
    const QByteArray expected = documentOf(games);
    const QByteArray written = GameListJsonWriter::write(games);
    if (written != expected) {
        qsizetype at = 0;
        while (at < written.size() && at < expected.size() && written[at] == expected[at])
            ++at;
        QFAIL(qPrintable(QStringLiteral("differs at byte %1:\nexpected …%2…\nwritten …%3…")
                             .arg(at)
                             .arg(QString::fromUtf8(expected.mid(qMax(0, at - 60), 120)),
                                  QString::fromUtf8(written.mid(qMax(0, at - 60), 120)))));
    }
}

// Names a user or an older file may have stored: quotes, backslashes, accents, characters
// outside the basic plane, every control character, lone surrogates, and names Qt sorts
// differently from their bytes (capitals, accents) or that two sides share.
const QStringList awkwardNames {
    QStringLiteral("Ana"),
    QStringLiteral("ana"),
    QStringLiteral("Ángel"),
    QStringLiteral("Zoë"),
    QStringLiteral("El \"Tano\""),
    QStringLiteral("back\\slash"),
    QStringLiteral("tab\there"),
    QStringLiteral("line\nbreak\r\n"),
    QStringLiteral("Nosotros 🃏"),
    QStringLiteral("€uro"),
    QStringLiteral("Ñandú"),
    QStringLiteral(""),
    QString(QChar(0x1b)) + QStringLiteral("[31mred"),
    QString(QChar(0x7f)) + QChar(0x85) + QChar(0x2028),
    QString(QChar(0xd83c)) + QStringLiteral("lone high"),
    QStringLiteral("lone low") + QChar(0xdc00),
    QStringLiteral("Nosotros"),
    QStringLiteral("Ellos"),
};

QString controlCharacters()
{
    QString all;
    for (char16_t c = 0; c < 0x20; ++c)
        all += QChar(c);
    return all;
}

QDateTime utc(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
}

QList<GameSummary> randomGames(quint32 seed, int count)
{
    QRandomGenerator random(seed);
    auto name = [&] {
        if (random.bounded(12) == 0)
            return controlCharacters();
        return awkwardNames[random.bounded(int(awkwardNames.size()))];
    };
    const QList<Variant> variants {Variant::Pinaculo, Variant::Pinacle, Variant::Pinnacola};
    QList<GameSummary> games;
    for (int i = 0; i < count; ++i) {
        GameSummary g;
        g.id = random.bounded(1, 1 << 30) * (random.bounded(4) == 0 ? qint64(1) << 20 : 1);
        g.name = random.bounded(3) == 0 ? name() : QString();
        g.variant = variants[random.bounded(3)];
        // From before 1970 to far ahead, to the millisecond.
        g.created = utc(qint64(random.bounded(-2'000'000'000, 2'000'000'000)) * 1000
                        + random.bounded(1000));
        g.updated = utc(g.created.toMSecsSinceEpoch() + random.bounded(1'000'000'000));
        const int seats = 2 + random.bounded(5);
        for (int s = 0; s < seats; ++s)
            g.players.append(name());
        const int sides = seats % 2 == 0 && random.bounded(2) ? 2 : seats;
        for (int s = 0; s < sides; ++s) {
            g.sides.append(name());
            g.totals.append(random.bounded(-3000, 6000));
        }
        g.handCount = random.bounded(200);
        g.over = random.bounded(2);
        g.winnerSide = g.over && random.bounded(4) ? random.bounded(sides + 1) : -1;
        games.append(g);
    }
    return games;
}

} // namespace

void TestGameListJsonWriter::emptyList()
{
    compareBytes({});
}

void TestGameListJsonWriter::variedGames_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 20; ++seed)
        QTest::addRow("seed %u", seed) << seed;
}

void TestGameListJsonWriter::variedGames()
{
    QFETCH(quint32, seed);
    compareBytes(randomGames(seed, 40));
}

void TestGameListJsonWriter::datesQtWritesNoIsoDateFor()
{
    // Qt writes an ISO date only for the years 1 to 9999, and an empty text for a time it
    // cannot tell; a local time keeps Qt's own form.
    QList<GameSummary> games = randomGames(99, 6);
    games[0].created = utc(253'402'300'799'999); // the last millisecond of 9999
    games[0].updated = utc(253'402'300'800'000);
    games[1].created = utc(-62'135'596'800'000); // the first of the year 1
    games[1].updated = utc(-62'135'596'800'001);
    games[2].created = QDateTime();
    games[3].updated = QDateTime::fromMSecsSinceEpoch(1'796'200'222'114, Qt::LocalTime);
    games[4].created = utc(-1);
    games[5].updated = utc(0);
    compareBytes(games);
}

QTEST_GUILESS_MAIN(TestGameListJsonWriter)
#include "tst_gamelistjsonwriter.moc"
