#pragma once

#include "card.h"
#include "gamefileerror.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <array>
#include <initializer_list>

namespace pinaculo {

// Thrown by GameFileFields when a value is refused; the readers turn it into their Result, so
// the reading code can go straight on as if every value were good.
struct GameFileRefusal
{
    GameFileError error;
};

// The typed reading of single values of the game-file format, shared by the whole-file reader
// and the hand reader: a hand kept in the database is read by the same rules as one in a file.
// A refusal names the place being read (hand, player, meld) and, for an unknown key, its line.
class GameFileFields
{
public:
    // The text the values were parsed from: it gives an unknown key its line. It must outlive
    // the reading.
    explicit GameFileFields(const QByteArray &json);

    // The place a refusal names; 0 or empty when not reading a hand, a player or a meld.
    void setHand(int hand) { m_place.hand = hand; }
    void setPlayer(const QString &player) { m_place.player = player; }
    void setMeld(int meld) { m_place.meld = meld; }

    [[noreturn]] void fail(const QString &message) const;
    // The line and column of a byte offset in the text, counted in characters.
    GameFileError atOffset(qsizetype offset) const;
    // The line a key is first written on, 0 when it cannot be found.
    int lineOfKey(const QString &key) const;
    // Refuses a key not in `allowed`, naming the object with where(): a translation looked up
    // only then, not once for each of a long game's hundred thousand objects.
    void checkKeys(const QJsonObject &object, std::initializer_list<const char *> allowed,
                   QString (*where)()) const;
    // The values of `object` under `names`, in that order (undefined where a key is absent),
    // read in one pass over the object; a key not named is refused as checkKeys() refuses it.
    // One pass instead of a lookup per key: a long game has a hundred thousand such objects.
    template<std::size_t N>
    std::array<QJsonValue, N> values(const QJsonObject &object,
                                     const std::array<const char *, N> &names,
                                     QString (*where)()) const
    {
        std::array<QJsonValue, N> found;
        found.fill(QJsonValue(QJsonValue::Undefined)); // a QJsonValue is null unless told
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString key = it.key(); // built anew by every key() call: once per key
            std::size_t index = 0;
            while (index < N && key != QLatin1StringView(names[index]))
                ++index;
            if (index == N)
                failUnknownKey(key, where);
            found[index] = it.value();
        }
        return found;
    }

    int integer(const QJsonValue &value, const QString &key, int minimum, int maximum) const;
    bool boolean(const QJsonValue &value, const QString &key) const;
    QString string(const QJsonValue &value, const QString &key) const;
    CardList cards(const QJsonValue &value, const QString &key) const;
    int seatOf(const QStringList &players, const QString &name, const QString &key) const;

    // "\"key\" must be <expected>".
    static QString typeError(const QString &key, const QString &expected);
    // Text from the file, quoted in a message: short and printable whatever the file holds.
    static QString quoted(const QString &text);

private:
    [[noreturn]] void failUnknownKey(const QString &key, QString (*where)()) const;

    const QByteArray &m_json;
    GameFileError m_place;
};

} // namespace pinaculo
