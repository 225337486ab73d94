#include "gamefilereader.h"

#include "cardnotation.h"
#include "coretext.h"
#include "gamescorer.h"
#include "handscorer.h"
#include "handvalidator.h"
#include "inputlimits.h"
#include "namerules.h"
#include "points.h"
#include "ruleparameters.h"
#include "setupvalidator.h"
#include "strictjson.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <cmath>

namespace pinaculo {

namespace {

// Thrown inside the reader only; read() turns it into a Result.
struct Refusal
{
    GameFileError error;
};

class Reading
{
public:
    explicit Reading(const QByteArray &json) : m_json(json) {}

    Game run()
    {
        if (m_json.size() > InputLimits::FileBytes)
            fail(GameFileReader::tr("the game is larger than %1 MiB, the limit of a game file")
                     .arg(InputLimits::FileBytes / (1024 * 1024)));
        if (m_json.startsWith("\xEF\xBB\xBF"))
            fail(GameFileReader::tr("the file starts with a byte-order mark; a game file is UTF-8 "
                                    "without one"));
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(m_json, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            // Qt reports the offset just past the character it choked on; point at that character.
            GameFileError e = atOffset(parseError.offset > 0 ? parseError.offset - 1 : 0);
            e.message = GameFileReader::tr("not valid JSON: %1").arg(parseError.errorString());
            throw Refusal{e};
        }
        strict();
        if (!doc.isObject())
            fail(GameFileReader::tr("a game file is one JSON object"));
        readTop(doc.object());
        return std::move(m_game);
    }

private:
    // What QJsonDocument accepts silently would change the data: refuse it with its place.
    void strict()
    {
        using Code = StrictJson::Problem::Code;
        const StrictJson::Problem problem = StrictJson::scan(m_json);
        if (problem.isNull())
            return;
        GameFileError e = atOffset(problem.offset);
        const QString code = QStringLiteral("U+")
            + QString::number(quint32(problem.character), 16).toUpper().rightJustified(4, u'0');
        switch (problem.code) {
        case Code::DuplicateKey:
            e.message = GameFileReader::tr("the key \"%1\" is given twice in one object")
                            .arg(quoted(problem.key));
            break;
        case Code::LoneSurrogate:
            e.message = GameFileReader::tr("a string holds half of a UTF-16 surrogate pair (%1) "
                                           "alone; it is not a character").arg(code);
            break;
        case Code::ControlCharacter:
            e.message = GameFileReader::tr("a string holds the control character %1; strings "
                                           "may hold printable characters only").arg(code);
            break;
        case Code::NotUtf8:
            e.message = GameFileReader::tr("the text is not UTF-8; save the file as UTF-8");
            break;
        case Code::None:
            return;
        }
        throw Refusal{e};
    }

    // Text from the file, quoted in a message: short and printable whatever the file holds.
    static QString quoted(const QString &text) { return NameRules::excerpt(text); }

    [[noreturn]] void fail(const QString &message)
    {
        GameFileError e;
        e.hand = m_hand;
        e.player = m_player;
        e.meld = m_meld;
        e.message = message;
        throw Refusal{e};
    }

    GameFileError atOffset(qsizetype offset) const
    {
        GameFileError e;
        e.line = 1;
        e.column = 1;
        for (qsizetype i = 0; i < offset && i < m_json.size(); ++i) {
            if (m_json[i] == '\n') {
                ++e.line;
                e.column = 1;
            } else if ((m_json[i] & 0xC0) != 0x80) {
                ++e.column; // count characters, not UTF-8 continuation bytes
            }
        }
        return e;
    }

    // A misspelt key is easier to fix with its line; the first place it is written is the one.
    int lineOfKey(const QString &key) const
    {
        const QByteArray needle = QByteArray("\"") + key.toUtf8() + QByteArray("\"");
        const qsizetype at = m_json.indexOf(needle);
        return at < 0 ? 0 : atOffset(at).line;
    }

    void checkKeys(const QJsonObject &object, std::initializer_list<const char *> allowed,
                   const QString &where)
    {
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString key = it.key(); // built anew by every key() call: once per key
            bool known = false;
            for (const char *name : allowed)
                known = known || key == QLatin1StringView(name);
            if (!known) {
                const int line = lineOfKey(key);
                fail(line > 0
                         ? GameFileReader::tr("unknown key \"%1\" in %2 (line %3)")
                               .arg(quoted(key), where).arg(line)
                         : GameFileReader::tr("unknown key \"%1\" in %2").arg(quoted(key), where));
            }
        }
    }

    QString typeError(const QString &key, const QString &expected)
    {
        return GameFileReader::tr("\"%1\" must be %2").arg(key, expected);
    }

    // A whole number within GAME-FORMAT.md "Limits": totals can then never overflow.
    int integer(const QJsonValue &value, const QString &key, int minimum, int maximum)
    {
        const double d = value.toDouble(-1e18);
        // Range first: converting a huge double to an integer is undefined behaviour.
        if (!value.isDouble() || !(d >= -1e9 && d <= 1e9) || d != std::trunc(d))
            fail(typeError(key, GameFileReader::tr("a whole number")));
        if (d < minimum || d > maximum)
            fail(GameFileReader::tr("\"%1\" must be from %2 to %3 (the limit of a game file)")
                     .arg(key).arg(minimum).arg(maximum));
        return int(d);
    }

    bool boolean(const QJsonValue &value, const QString &key)
    {
        if (!value.isBool())
            fail(typeError(key, GameFileReader::tr("true or false")));
        return value.toBool();
    }

    QString string(const QJsonValue &value, const QString &key)
    {
        if (!value.isString())
            fail(typeError(key, GameFileReader::tr("a string")));
        return value.toString();
    }

    CardList cards(const QJsonValue &value, const QString &key)
    {
        const CardParseResult parsed = CardNotation::canonical().parse(string(value, key));
        if (!parsed.ok)
            fail(GameFileReader::tr("\"%1\" is not a card (card %2 of \"%3\"); write cards as "
                                    "rank and suit, for example 10H, QS or JK")
                     .arg(quoted(parsed.errorText)).arg(parsed.errorToken).arg(key));
        return parsed.cards;
    }

    int seatOf(const QString &name, const QString &key)
    {
        const int seat = int(m_game.setup.players.indexOf(name));
        if (seat < 0)
            fail(GameFileReader::tr("\"%1\" names %2, who is not one of the players")
                     .arg(key, quoted(name)));
        return seat;
    }

    void readTop(const QJsonObject &top)
    {
        checkKeys(top, {"format", "version", "variant", "rules", "players", "teams",
                        "first_dealer", "hands"},
                  GameFileReader::tr("the game"));
        if (top.value(u"format").toString() != u"pinaculo-game")
            fail(GameFileReader::tr("\"format\" must be \"pinaculo-game\": this is not a game file"));
        if (!top.value(u"version").isDouble() || top.value(u"version").toDouble() != 1.0)
            fail(GameFileReader::tr("\"version\" must be 1; this file was written by a newer program"));
        const QString variant = string(top.value(u"variant"), QStringLiteral("variant"));
        const auto v = variantFromId(variant);
        if (!v)
            fail(GameFileReader::tr("unknown variant \"%1\": use pinaculo, pinacle or pinnacola")
                     .arg(quoted(variant)));
        m_game.setup.rules = Rules::preset(*v);
        readRules(top.value(u"rules"));
        readPlayers(top.value(u"players"));
        readTeams(top.value(u"teams"));
        const QJsonValue dealer = top.value(u"first_dealer");
        if (!dealer.isUndefined() && !dealer.isNull())
            m_game.setup.firstDealer = seatOf(string(dealer, QStringLiteral("first_dealer")),
                                              QStringLiteral("first_dealer"));
        const QList<SetupProblem> problems = SetupValidator::validate(m_game.setup);
        if (!problems.isEmpty())
            fail(CoreText::setupProblem(problems.first()));
        readHands(top.value(u"hands"));
    }

    void readRules(const QJsonValue &value)
    {
        if (value.isUndefined() || value.isNull())
            return;
        if (!value.isObject())
            fail(typeError(QStringLiteral("rules"), GameFileReader::tr("an object")));
        const QJsonObject rules = value.toObject();
        for (auto it = rules.begin(); it != rules.end(); ++it) {
            const RuleOverrideError e =
                RuleParameters::set(m_game.setup.rules, it.key(), it.value().toVariant());
            switch (e.code) {
            case RuleOverrideError::Code::None:
                break;
            case RuleOverrideError::Code::UnknownName: {
                const int line = lineOfKey(it.key());
                fail(line > 0 ? GameFileReader::tr("unknown rule \"%1\" (line %2)")
                                    .arg(quoted(it.key())).arg(line)
                                   : GameFileReader::tr("unknown rule \"%1\"").arg(quoted(it.key())));
            }
            case RuleOverrideError::Code::WrongType:
                fail(GameFileReader::tr("rule \"%1\" must be %2").arg(it.key(), e.expected));
            case RuleOverrideError::Code::OutOfRange:
                fail(GameFileReader::tr("rule \"%1\" is out of range").arg(it.key()));
            }
        }
    }

    void readPlayers(const QJsonValue &value)
    {
        if (!value.isArray())
            fail(typeError(QStringLiteral("players"), GameFileReader::tr("a list of names")));
        for (const QJsonValue &name : value.toArray())
            m_game.setup.players.append(string(name, QStringLiteral("players")));
    }

    void readTeams(const QJsonValue &value)
    {
        if (value.isUndefined() || value.isNull())
            return;
        if (!value.isArray())
            fail(typeError(QStringLiteral("teams"), GameFileReader::tr("null or a list of teams")));
        for (const QJsonValue &teamValue : value.toArray()) {
            if (!teamValue.isObject())
                fail(typeError(QStringLiteral("teams"), GameFileReader::tr("a list of teams")));
            const QJsonObject object = teamValue.toObject();
            checkKeys(object, {"name", "players"}, GameFileReader::tr("a team"));
            Team team;
            team.name = string(object.value(u"name"), QStringLiteral("name"));
            if (!object.value(u"players").isArray())
                fail(typeError(QStringLiteral("players"), GameFileReader::tr("a list of names")));
            for (const QJsonValue &name : object.value(u"players").toArray())
                team.seats.append(seatOf(string(name, QStringLiteral("players")),
                                         QStringLiteral("teams")));
            m_game.setup.teams.append(team);
        }
    }

    void readHands(const QJsonValue &value)
    {
        if (value.isUndefined())
            return;
        if (!value.isArray())
            fail(typeError(QStringLiteral("hands"), GameFileReader::tr("a list of hands")));
        const QJsonArray hands = value.toArray();
        if (hands.size() > InputLimits::Hands)
            fail(GameFileReader::tr("the game has %1 hands; a game file holds at most %2")
                     .arg(hands.size()).arg(InputLimits::Hands));
        // Score as we go: each hand is checked against the state the game was in before it
        // (barbelé sides, whether the game had ended), at O(1) per hand.
        GameScorer scorer(m_game.setup);
        for (int i = 0; i < hands.size(); ++i) {
            m_hand = i + 1;
            bool afterEnd = false;
            HandRecord hand = readHand(hands[i], &afterEnd);
            if (scorer.nextIsAfterEnd() && !afterEnd)
                fail(GameFileReader::tr("this hand follows the end of the game and must be "
                                        "marked \"after_end\": true"));
            if (!scorer.nextIsAfterEnd() && afterEnd)
                fail(GameFileReader::tr("this hand is marked \"after_end\", but the game had not "
                                        "ended before it"));
            const QList<HandProblem> problems
                = HandValidator::validate(m_game.setup, hand, scorer.nextBarbele());
            if (!problems.isEmpty()) {
                const HandProblem &p = problems.first();
                // The sentence names the player and meld; the hand number is the prefix.
                GameFileError e;
                e.hand = m_hand;
                // Copies are counted over the whole hand: no one player is at fault.
                if (p.code != HandProblem::Code::TooManyCopies)
                    e.player = m_game.setup.players.value(p.seat);
                e.meld = p.meldIndex + 1;
                e.message = CoreText::handProblem(p, m_game.setup, hand);
                e.messageNamesPlace = true;
                throw Refusal{e};
            }
            scorer.add(hand);
            m_game.hands.append(std::move(hand));
        }
        m_hand = 0;
    }

    HandRecord readHand(const QJsonValue &value, bool *afterEnd)
    {
        if (!value.isObject())
            fail(GameFileReader::tr("a hand must be an object"));
        const QJsonObject object = value.toObject();
        checkKeys(object, {"after_end", "exact_cut", "same_back", "results"},
                  GameFileReader::tr("the hand"));
        if (object.contains(u"after_end"))
            *afterEnd = boolean(object.value(u"after_end"), QStringLiteral("after_end"));
        HandRecord hand;
        if (object.contains(u"exact_cut"))
            hand.exactCut = boolean(object.value(u"exact_cut"), QStringLiteral("exact_cut"));
        const QJsonValue sameBack = object.value(u"same_back");
        if (!sameBack.isUndefined() && !sameBack.isNull() && sameBack != QJsonValue(false))
            hand.sameBackPlayer = seatOf(string(sameBack, QStringLiteral("same_back")),
                                         QStringLiteral("same_back"));
        if (!object.value(u"results").isObject())
            fail(typeError(QStringLiteral("results"), GameFileReader::tr("an object with one entry per player")));
        const QJsonObject results = object.value(u"results").toObject();
        for (auto it = results.begin(); it != results.end(); ++it)
            seatOf(it.key(), QStringLiteral("results"));
        for (const QString &name : std::as_const(m_game.setup.players)) {
            if (!results.contains(name))
                fail(GameFileReader::tr("%1 is missing from the results").arg(quoted(name)));
            m_player = name;
            hand.results.append(readResult(results.value(name)));
            m_player.clear();
        }
        return hand;
    }

    PlayerResult readResult(const QJsonValue &value)
    {
        if (!value.isObject())
            fail(GameFileReader::tr("a player's result must be an object"));
        const QJsonObject o = value.toObject();
        checkKeys(o, {"melds", "meld_points", "hand", "hand_points", "out", "wild_on_final_turn",
                      "pumba_missed", "failed_openings"},
                  GameFileReader::tr("the player's result"));
        PlayerResult r;
        if (o.contains(u"melds") && o.contains(u"meld_points"))
            fail(GameFileReader::tr("give \"melds\" or \"meld_points\", not both"));
        if (o.contains(u"hand") && o.contains(u"hand_points"))
            fail(GameFileReader::tr("give \"hand\" or \"hand_points\", not both"));
        if (o.contains(u"melds")) {
            if (!o.value(u"melds").isArray())
                fail(typeError(QStringLiteral("melds"), GameFileReader::tr("a list of melds")));
            const QJsonArray melds = o.value(u"melds").toArray();
            if (melds.size() > InputLimits::MeldsPerPlayer)
                fail(GameFileReader::tr("%1 melds; a player lays at most %2 in one hand")
                         .arg(melds.size()).arg(InputLimits::MeldsPerPlayer));
            for (int i = 0; i < melds.size(); ++i) {
                m_meld = i + 1;
                r.melds.append(readMeld(melds[i]));
            }
            m_meld = 0;
        }
        if (o.contains(u"meld_points"))
            r.meldPoints = integer(o.value(u"meld_points"), QStringLiteral("meld_points"), 0,
                                   InputLimits::MeldPoints);
        if (o.contains(u"hand"))
            r.hand = cards(o.value(u"hand"), QStringLiteral("hand"));
        if (o.contains(u"hand_points"))
            r.handPoints = integer(o.value(u"hand_points"), QStringLiteral("hand_points"), 0,
                                   InputLimits::HandPoints);
        if (o.contains(u"out")) {
            const QString out = string(o.value(u"out"), QStringLiteral("out"));
            if (out == u"no")
                r.out = OutKind::No;
            else if (out == u"yes")
                r.out = OutKind::Yes;
            else if (out == u"all_at_once")
                r.out = OutKind::AllAtOnce;
            else
                fail(GameFileReader::tr("\"out\" must be \"no\", \"yes\" or \"all_at_once\", not \"%1\"")
                         .arg(quoted(out)));
        }
        if (o.contains(u"wild_on_final_turn"))
            r.wildOnFinalTurn = boolean(o.value(u"wild_on_final_turn"),
                                        QStringLiteral("wild_on_final_turn"));
        if (o.contains(u"pumba_missed"))
            r.pumbaMissed = integer(o.value(u"pumba_missed"), QStringLiteral("pumba_missed"), 0,
                                    InputLimits::Penalties);
        if (o.contains(u"failed_openings"))
            r.failedOpenings = integer(o.value(u"failed_openings"),
                                       QStringLiteral("failed_openings"), 0,
                                       InputLimits::Penalties);
        return r;
    }

    MeldEntry readMeld(const QJsonValue &value)
    {
        MeldEntry m;
        if (value.isString()) {
            m.cards = cards(value, QStringLiteral("melds"));
            return m;
        }
        if (!value.isObject())
            fail(GameFileReader::tr("a meld is a card list or an object with \"cards\""));
        const QJsonObject o = value.toObject();
        checkKeys(o, {"cards", "rescued", "laid", "final_turn", "opening"},
                  GameFileReader::tr("the meld"));
        if (!o.contains(u"cards"))
            fail(GameFileReader::tr("the meld has no \"cards\""));
        m.cards = cards(o.value(u"cards"), QStringLiteral("cards"));
        if (o.contains(u"rescued"))
            m.rescued = cards(o.value(u"rescued"), QStringLiteral("rescued"));
        if (o.contains(u"laid")) {
            const QString laid = string(o.value(u"laid"), QStringLiteral("laid"));
            if (laid == u"over_turns")
                m.laid = Laid::OverTurns;
            else if (laid == u"one_turn")
                m.laid = Laid::OneTurn;
            else if (laid == u"from_deal")
                m.laid = Laid::FromDeal;
            else
                fail(GameFileReader::tr("\"laid\" must be \"over_turns\", \"one_turn\" or "
                                        "\"from_deal\", not \"%1\"").arg(quoted(laid)));
        }
        if (o.contains(u"final_turn"))
            m.finalTurn = boolean(o.value(u"final_turn"), QStringLiteral("final_turn"));
        if (o.contains(u"opening"))
            m.opening = boolean(o.value(u"opening"), QStringLiteral("opening"));
        return m;
    }

    const QByteArray &m_json;
    Game m_game;
    int m_hand = 0;
    QString m_player;
    int m_meld = 0;
};

} // namespace

GameFileReader::Result GameFileReader::read(const QByteArray &json)
{
    Result result;
    try {
        result.game = Reading(json).run();
    } catch (const Refusal &refusal) {
        result.error = refusal.error;
        result.game = {};
    }
    return result;
}

GameFileReader::Result GameFileReader::readFile(const QString &path)
{
    Result result;
    // The caller names the file; the message says what is wrong with it.
    // Look before opening: opening a FIFO blocks, and reading a device never ends.
    const QFileInfo info(path);
    if (info.isDir()) {
        result.error.message = tr("this is a folder, not a game file");
        return result;
    }
    if (info.exists() && !info.isFile()) {
        result.error.message = tr("this is not a regular file (it is a device, pipe or socket); "
                                  "a game file is an ordinary file");
        return result;
    }
    const QString tooLarge = tr("the file is larger than %1 MiB, the limit of a game file")
                                 .arg(InputLimits::FileBytes / (1024 * 1024));
    if (info.exists() && info.size() > InputLimits::FileBytes) {
        result.error.message = tooLarge;
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error.message = tr("cannot open %1: %2")
                                   .arg(NameRules::excerpt(path, 4 * InputLimits::Excerpt),
                                        file.errorString());
        return result;
    }
    // One byte past the limit tells a file that grew since it was looked at.
    const QByteArray bytes = file.read(InputLimits::FileBytes + 1);
    if (bytes.size() > InputLimits::FileBytes) {
        result.error.message = tooLarge;
        return result;
    }
    return read(bytes);
}

} // namespace pinaculo
