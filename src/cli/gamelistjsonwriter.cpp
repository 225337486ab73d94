#include "gamelistjsonwriter.h"

#include "variant.h"

#include <QDate>

#include <utility>

namespace pinaculo {

namespace {

constexpr qint64 msPerDay = 86'400'000;
constexpr qint64 julianDayOfEpoch = 2'440'588;

// Two digits of `value` (0 to 99) at `out`.
char *twoDigits(char *out, int value)
{
    *out++ = char('0' + value / 10);
    *out++ = char('0' + value % 10);
    return out;
}

// QDateTime::toString(Qt::ISODate) of a UTC time, "2026-12-02T08:30:22Z", without its
// calendar machinery: the list writes two a game. Years Qt writes no ISO date for (before 1,
// after 9999) and times not in UTC go to Qt itself.
void isoDate(QtJsonBytes &json, const QDateTime &time)
{
    if (time.isValid() && time.timeSpec() == Qt::UTC) {
        const qint64 ms = time.toMSecsSinceEpoch();
        const qint64 day = ms >= 0 ? ms / msPerDay : -((-ms + msPerDay - 1) / msPerDay);
        const int secondOfDay = int((ms - day * msPerDay) / 1000);
        const QDate date = QDate::fromJulianDay(julianDayOfEpoch + day);
        if (date.year() >= 1 && date.year() <= 9999) {
            char text[24];
            char *out = text;
            *out++ = '"';
            out = twoDigits(out, date.year() / 100);
            out = twoDigits(out, date.year() % 100);
            *out++ = '-';
            out = twoDigits(out, date.month());
            *out++ = '-';
            out = twoDigits(out, date.day());
            *out++ = 'T';
            out = twoDigits(out, secondOfDay / 3600);
            *out++ = ':';
            out = twoDigits(out, secondOfDay / 60 % 60);
            *out++ = ':';
            out = twoDigits(out, secondOfDay % 60);
            *out++ = 'Z';
            *out++ = '"';
            json.bytes.append(text, out - text);
            return;
        }
    }
    json.string(time.toString(Qt::ISODate));
}

void writeStrings(QtJsonBytes &json, int level, const QStringList &strings)
{
    json.open('[');
    for (const QString &s : strings) {
        json.element(level + 1);
        json.string(s);
    }
    json.close(level, ']');
}

// One game at `level`, its keys in Qt's order.
void writeGame(QtJsonBytes &json, int level, const GameSummary &game)
{
    const int in = level + 1;
    json.open('{');
    json.key(in, "created");
    isoDate(json, game.created);
    json.key(in, "hands");
    json.number(game.handCount);
    json.key(in, "id");
    json.number(game.id);
    json.key(in, "name");
    json.string(game.name);
    json.key(in, "over");
    json.boolean(game.over);
    json.key(in, "players");
    writeStrings(json, in, game.players);
    json.key(in, "sides");
    writeStrings(json, in, game.sides);
    json.key(in, "totals");
    json.numbersByKey(in, game.sides, game.totals);
    json.key(in, "updated");
    isoDate(json, game.updated);
    json.key(in, "variant");
    json.string(variantId(game.variant));
    json.key(in, "winner");
    json.stringOrNull(game.winner(), game.winnerSide >= 0);
    json.close(level, '}');
}

} // namespace

GameListJsonWriter::GameListJsonWriter()
    : m_json(false)
{
    m_json.open('{');
    m_json.key(1, "format");
    m_json.string(u"pinaculo-games");
    m_json.key(1, "games");
    m_json.open('[');
}

void GameListJsonWriter::add(const GameSummary &game)
{
    m_json.element(2);
    writeGame(m_json, 2, game);
}

void GameListJsonWriter::finish()
{
    m_json.close(1, ']');
    m_json.key(1, "version");
    m_json.number(1);
    m_json.close(0, '}');
    m_json.finish();
}

QByteArray GameListJsonWriter::takeBytes()
{
    return std::exchange(m_json.bytes, QByteArray());
}

qsizetype GameListJsonWriter::pendingSize() const
{
    return m_json.bytes.size();
}

QByteArray GameListJsonWriter::write(const QList<GameSummary> &games)
{
    GameListJsonWriter writer;
    // About 700 bytes a game of four players.
    writer.m_json.bytes.reserve(128 + games.size() * 768);
    for (const GameSummary &game : games)
        writer.add(game);
    writer.finish();
    return writer.takeBytes();
}

} // namespace pinaculo
