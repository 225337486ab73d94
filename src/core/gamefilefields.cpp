#include "gamefilefields.h"

#include "cardnotation.h"
#include "gamefilereader.h"
#include "namerules.h"
#include "strictjsondocument.h"

#include <cmath>

namespace pinaculo {

// The messages keep the GameFileReader context: they are the reader's words, wherever the
// reading is done.

GameFileFields::GameFileFields(const QByteArray &json)
    : m_json(json)
{
}

void GameFileFields::fail(const QString &message) const
{
    GameFileError e;
    e.hand = m_place.hand;
    e.player = m_place.player;
    e.meld = m_place.meld;
    e.message = message;
    throw GameFileRefusal {e};
}

GameFileError GameFileFields::atOffset(qsizetype offset) const
{
    return StrictJsonDocument::atOffset(m_json, offset);
}

// A misspelt key is easier to fix with its line; the first place it is written is the one.
int GameFileFields::lineOfKey(const QString &key) const
{
    const QByteArray needle = QByteArray("\"") + key.toUtf8() + QByteArray("\"");
    const qsizetype at = m_json.indexOf(needle);
    return at < 0 ? 0 : atOffset(at).line;
}

void GameFileFields::checkKeys(const QJsonObject &object,
                               std::initializer_list<const char *> allowed,
                               QString (*where)()) const
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = it.key(); // built anew by every key() call: once per key
        bool known = false;
        for (const char *name : allowed)
            known = known || key == QLatin1StringView(name);
        if (!known)
            failUnknownKey(key, where);
    }
}

void GameFileFields::failUnknownKey(const QString &key, QString (*where)()) const
{
    const int line = lineOfKey(key);
    fail(line > 0 ? GameFileReader::tr("unknown key \"%1\" in %2 (line %3)")
                        .arg(quoted(key), where(), QString::number(line))
                  : GameFileReader::tr("unknown key \"%1\" in %2").arg(quoted(key), where()));
}

// A whole number within docs/game-file.md "Limits": totals can then never overflow.
int GameFileFields::integer(const QJsonValue &value, const QString &key, int minimum,
                            int maximum) const
{
    const double d = value.toDouble(-1e18);
    // Range first: converting a huge double to an integer is undefined behaviour.
    if (!value.isDouble() || !(d >= -1e9 && d <= 1e9) || d != std::trunc(d))
        fail(typeError(key, GameFileReader::tr("a whole number")));
    if (d < minimum || d > maximum)
        fail(GameFileReader::tr("\"%1\" must be from %2 to %3 (the limit of a game file)")
                 .arg(key)
                 .arg(minimum)
                 .arg(maximum));
    return int(d);
}

bool GameFileFields::boolean(const QJsonValue &value, const QString &key) const
{
    if (!value.isBool())
        fail(typeError(key, GameFileReader::tr("true or false")));
    return value.toBool();
}

QString GameFileFields::string(const QJsonValue &value, const QString &key) const
{
    if (!value.isString())
        fail(typeError(key, GameFileReader::tr("a string")));
    return value.toString();
}

CardList GameFileFields::cards(const QJsonValue &value, const QString &key) const
{
    const CardParseResult parsed = CardNotation::canonical().parse(string(value, key));
    if (!parsed.ok)
        fail(GameFileReader::tr("\"%1\" is not a card (card %2 of \"%3\"); write cards as "
                                "rank and suit, for example 10H, QS or JK")
                 .arg(quoted(parsed.errorText), QString::number(parsed.errorToken), key));
    return parsed.cards;
}

int GameFileFields::seatOf(const QStringList &players, const QString &name,
                           const QString &key) const
{
    const int seat = int(players.indexOf(name));
    if (seat < 0)
        fail(GameFileReader::tr("\"%1\" names %2, who is not one of the players")
                 .arg(key, quoted(name)));
    return seat;
}

QString GameFileFields::typeError(const QString &key, const QString &expected)
{
    return GameFileReader::tr("\"%1\" must be %2").arg(key, expected);
}

QString GameFileFields::quoted(const QString &text)
{
    return NameRules::excerpt(text);
}

} // namespace pinaculo
