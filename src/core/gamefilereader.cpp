#include "gamefilereader.h"

#include "boundedfile.h"
#include "coretext.h"
#include "gamefilefields.h"
#include "gamefileoutline.h"
#include "gamescorer.h"
#include "handreader.h"
#include "handsahead.h"
#include "inputlimits.h"
#include "namerules.h"
#include "passcounter.h"
#include "ruleparameters.h"
#include "setupvalidator.h"
#include "strictjson.h"
#include "strictjsondocument.h"
#include "variants.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <algorithm>
#include <memory>
#include <optional>

namespace pinaculo {

namespace {

// The outlined reading gives way to the whole one: something in the file is to be refused, and
// the whole reading names it exactly as it always has.
struct OutlineAbandoned
{
};

// StrictJson::scan on another core while the game is read: it judges the text, not the game,
// so the two need not wait for each other; its verdict is taken before the reading's.
class StrictScanAside
{
public:
    explicit StrictScanAside(const QByteArray &json)
        : m_thread(QThread::create([this, &json] { m_problem = StrictJson::scan(json); }))
    {
        m_thread->start();
    }
    ~StrictScanAside() { m_thread->wait(); }
    StrictScanAside(const StrictScanAside &) = delete;
    StrictScanAside &operator=(const StrictScanAside &) = delete;

    const StrictJson::Problem &problem()
    {
        m_thread->wait();
        return m_problem;
    }

private:
    StrictJson::Problem m_problem;
    std::unique_ptr<QThread> m_thread;
};

class Reading
{
public:
    explicit Reading(const QByteArray &json)
        : m_json(json)
        , m_fields(json)
    {
    }

    Game run()
    {
        if (m_json.size() > InputLimits::FileBytes)
            fail(GameFileReader::tr("the game is larger than %1 MiB, the limit of a game file")
                     .arg(InputLimits::FileBytes / (1024 * 1024)));
        if (m_json.startsWith("\xEF\xBB\xBF"))
            fail(GameFileReader::tr("the file starts with a byte-order mark; a game file is UTF-8 "
                                    "without one"));
        // Judged from the start, while the text is outlined and read, and judged once however
        // it is read.
        StrictScanAside strictScan(m_json);
        if (const std::optional<GameFileOutline> outline = GameFileOutline::of(m_json)) {
            if (readOutlined(*outline, strictScan))
                return std::move(m_game);
            m_game = {};
            m_result = {};
            m_fields.setHand(0);
            m_fields.setPlayer({});
            m_fields.setMeld(0);
        }
        // The whole document parsed at once: a file with no outline, or one to refuse.
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(m_json, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            // Qt reports the offset just past the character it choked on; point at that character.
            GameFileError e = m_fields.atOffset(parseError.offset > 0 ? parseError.offset - 1 : 0);
            e.message = GameFileReader::tr("not valid JSON: %1").arg(parseError.errorString());
            throw GameFileRefusal {e};
        }
        refuse(strictScan.problem());
        if (!doc.isObject())
            fail(GameFileReader::tr("a game file is one JSON object"));
        readTop(doc.object());
        return std::move(m_game);
    }

    // The outcome the reader scored while it judged the hands.
    GameResult takeResult() { return std::move(m_result); }

private:
    // The game around the hands parsed first, then one hand at a time, while the text is judged
    // aside: the parsed form of a long game is never held whole. False when anything is to be
    // refused: the caller then reads the file whole, which says what.
    bool readOutlined(const GameFileOutline &outline, StrictScanAside &strictScan)
    {
        bool read = false;
        try {
            QByteArray around = m_json;
            if (outline.hasHands()) {
                const GameFileOutline::Span hands = outline.handsArray();
                around
                    = m_json.first(hands.begin) + QByteArrayView("[]") + m_json.sliced(hands.end);
            }
            QJsonParseError parseError;
            const QJsonDocument doc = QJsonDocument::fromJson(around, &parseError);
            if (parseError.error == QJsonParseError::NoError && doc.isObject()) {
                m_outline = &outline;
                readTop(doc.object());
                read = true;
            }
        } catch (const GameFileRefusal &) {
        } catch (const OutlineAbandoned &) {
        }
        m_outline = nullptr;
        return strictScan.problem().isNull() && read;
    }

    // What QJsonDocument accepts silently would change the data: refuse it with its place.
    void refuse(const StrictJson::Problem &problem)
    {
        if (problem.isNull())
            return;
        GameFileError e = m_fields.atOffset(problem.offset);
        e.message = StrictJsonDocument::problemText(problem);
        throw GameFileRefusal {e};
    }

    [[noreturn]] void fail(const QString &message) const { m_fields.fail(message); }
    static QString quoted(const QString &text) { return GameFileFields::quoted(text); }
    static QString typeError(const QString &key, const QString &expected)
    {
        return GameFileFields::typeError(key, expected);
    }

    QString string(const QJsonValue &value, const QString &key) const
    {
        return m_fields.string(value, key);
    }

    int seatOf(const QString &name, const QString &key) const
    {
        return m_fields.seatOf(m_game.setup.players, name, key);
    }

    void readTop(const QJsonObject &top)
    {
        m_fields.checkKeys(top,
                           {"format", "version", "variant", "rules", "players", "teams",
                            "first_dealer", "time_called_after", "hands"},
                           [] { return GameFileReader::tr("the game"); });
        if (top.value(u"format").toString() != u"pinaculo-game")
            fail(GameFileReader::tr(
                "\"format\" must be \"pinaculo-game\": this is not a game file"));
        if (!top.value(u"version").isDouble() || top.value(u"version").toDouble() != 1.0)
            fail(GameFileReader::tr(
                "\"version\" must be 1; this file was written by a newer program"));
        const QString variant = string(top.value(u"variant"), QStringLiteral("variant"));
        const auto v = variantFromId(variant);
        if (!v)
            fail(GameFileReader::tr("unknown variant \"%1\": use %2")
                     .arg(quoted(variant), CoreText::alternatives(Variants::ids())));
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
        const QJsonValue timeCalled = top.value(u"time_called_after");
        if (!timeCalled.isUndefined() && !timeCalled.isNull())
            m_game.setup.timeCalledAfter = m_fields.integer(
                timeCalled, QStringLiteral("time_called_after"), 1, InputLimits::Hands);
        readHands(top.value(u"hands"));
        // Time is called after a hand that was played.
        if (const int called = m_game.setup.timeCalledAfter; called > m_game.hands.size())
            fail(GameFileReader::tr("\"time_called_after\" is %1, but the game has %n hand(s)",
                                    nullptr, int(m_game.hands.size()))
                     .arg(called));
    }

    void readRules(const QJsonValue &value)
    {
        if (value.isUndefined() || value.isNull())
            return;
        if (!value.isObject())
            fail(typeError(QStringLiteral("rules"), GameFileReader::tr("an object")));
        const QJsonObject rules = value.toObject();
        for (auto it = rules.begin(); it != rules.end(); ++it) {
            const RuleOverrideError e
                = RuleParameters::set(m_game.setup.rules, it.key(), it.value().toVariant());
            switch (e.code) {
            case RuleOverrideError::Code::None:
                break;
            case RuleOverrideError::Code::UnknownName: {
                const int line = m_fields.lineOfKey(it.key());
                fail(line > 0 ? GameFileReader::tr("unknown rule \"%1\" (line %2)")
                                    .arg(quoted(it.key()))
                                    .arg(line)
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
            m_fields.checkKeys(object, {"name", "players"},
                               [] { return GameFileReader::tr("a team"); });
            Team team;
            team.name = string(object.value(u"name"), QStringLiteral("name"));
            if (!object.value(u"players").isArray())
                fail(typeError(QStringLiteral("players"), GameFileReader::tr("a list of names")));
            for (const QJsonValue &name : object.value(u"players").toArray())
                team.seats.append(
                    seatOf(string(name, QStringLiteral("players")), QStringLiteral("teams")));
            m_game.setup.teams.append(team);
        }
    }

    void readHands(const QJsonValue &value)
    {
        if (m_outline && m_outline->hasHands())
            return readOutlinedHands();
        if (value.isUndefined()) {
            m_result = GameScorer(m_game.setup).takeResult(); // a game of no hands yet
            return;
        }
        if (!value.isArray())
            fail(typeError(QStringLiteral("hands"), GameFileReader::tr("a list of hands")));
        const QJsonArray hands = value.toArray();
        if (hands.size() > InputLimits::Hands)
            fail(GameFileReader::tr("the game has %1 hands; a game file holds at most %2")
                     .arg(hands.size())
                     .arg(InputLimits::Hands));
        GameScorer scorer(m_game.setup);
        HandReader reader(m_game.setup, m_fields);
        for (int i = 0; i < hands.size(); ++i)
            readHand(i, hands[i], scorer, reader);
        m_fields.setHand(0);
        m_result = scorer.takeResult();
    }

    // Each hand parsed from its own span of the text, its parsed form dropped once it is read.
    // In a long game the later hands are parsed ahead on a second thread meanwhile; this one
    // parses the first of them and scores them all, in order.
    void readOutlinedHands()
    {
        const QList<GameFileOutline::Span> &spans = m_outline->hands();
        if (spans.size() > InputLimits::Hands)
            throw OutlineAbandoned {};
        m_game.hands.reserve(spans.size());
        GameScorer scorer(m_game.setup);
        HandReader reader(m_game.setup, m_fields);
        const int here
            = spans.size() < MinHandsToSplit ? int(spans.size()) : int(spans.size() * FirstShare);
        std::optional<HandsAhead> ahead;
        if (here < spans.size())
            ahead.emplace(m_json, m_game.setup, spans, here);
        for (int i = 0; i < spans.size(); ++i) {
            bool afterEnd = false;
            std::optional<HandRecord> hand = i < here
                ? HandsAhead::parse(m_json, spans[i], i, reader, m_fields, &afterEnd)
                : ahead->take(i, &afterEnd);
            if (!hand)
                throw OutlineAbandoned {};
            scoreHand(i, std::move(*hand), afterEnd, scorer);
        }
        m_fields.setHand(0);
        m_result = scorer.takeResult();
    }

    // A game shorter than this is read on one thread: a second one would cost more than it saves.
    static constexpr int MinHandsToSplit = 200;
    // The share of the hands this thread parses: a little under half, since it scores them all
    // as well (a quarter of what parsing costs); from a third to a half measured alike.
    static constexpr double FirstShare = 0.45;

    // Score as we go: each hand is checked against the state the game was in before it
    // (barbelé sides, whether the game had ended), at O(1) per hand; the outcome is kept, so
    // the file is validated and scored once.
    void readHand(int index, const QJsonValue &value, GameScorer &scorer, HandReader &reader)
    {
        m_fields.setHand(index + 1);
        bool afterEnd = false;
        HandRecord hand = reader.readHand(value, &afterEnd);
        scoreHand(index, std::move(hand), afterEnd, scorer);
    }

    void scoreHand(int index, HandRecord hand, bool afterEnd, GameScorer &scorer)
    {
        const int number = index + 1;
        m_fields.setHand(number);
        if (scorer.nextIsAfterEnd() && !afterEnd)
            fail(GameFileReader::tr("this hand follows the end of the game and must be "
                                    "marked \"after_end\": true"));
        if (!scorer.nextIsAfterEnd() && afterEnd)
            fail(GameFileReader::tr("this hand is marked \"after_end\", but the game had not "
                                    "ended before it"));
        const QList<HandProblem> problems = scorer.addIfPossible(hand);
        if (!problems.isEmpty()) {
            const HandProblem &p = problems.first();
            // The sentence names the player and meld; the hand number is the prefix.
            GameFileError e;
            e.hand = number;
            // Copies are counted over the whole hand: no one player is at fault.
            if (p.code != HandProblem::Code::TooManyCopies
                && p.code != HandProblem::Code::TooManyOfRank)
                e.player = m_game.setup.players.value(p.seat);
            e.meld = p.meldIndex + 1;
            e.message = CoreText::handProblem(p, m_game.setup, hand);
            e.messageNamesPlace = true;
            throw GameFileRefusal {e};
        }
        m_game.hands.append(std::move(hand));
    }

    const QByteArray &m_json;
    const GameFileOutline *m_outline = nullptr;
    GameFileFields m_fields;
    Game m_game;
    GameResult m_result;
};

} // namespace

GameFileReader::Result GameFileReader::read(const QByteArray &json)
{
    Result result;
    // One pass however the file is read: outlined, or whole to name what is refused.
    const PassCounter validation(PassCounter::Kind::Validation);
    const PassCounter scoring(PassCounter::Kind::Scoring);
    try {
        Reading reading(json);
        result.game = reading.run();
        result.result = reading.takeResult();
    } catch (const GameFileRefusal &refusal) {
        result.error = refusal.error;
        result.game = {};
        result.result = {};
    }
    return result;
}

GameFileReader::Result GameFileReader::readFile(const QString &path, QByteArray *bytes)
{
    Result result;
    // The caller names the file; the message says what is wrong with it.
    BoundedFile::Contents contents = BoundedFile::read(path, InputLimits::FileBytes);
    switch (contents.problem) {
    case BoundedFile::Problem::None:
        if (bytes)
            *bytes = contents.bytes;
        return read(contents.bytes);
    case BoundedFile::Problem::Folder:
        result.error.message = tr("this is a folder, not a game file");
        break;
    case BoundedFile::Problem::NotRegular:
        result.error.message = tr("this is not a regular file (it is a device, pipe or socket); "
                                  "a game file is an ordinary file");
        break;
    case BoundedFile::Problem::TooLarge:
        result.error.message = tr("the file is larger than %1 MiB, the limit of a game file")
                                   .arg(InputLimits::FileBytes / (1024 * 1024));
        break;
    case BoundedFile::Problem::CannotOpen:
        result.error.message
            = tr("cannot open %1: %2")
                  .arg(NameRules::excerpt(path, 4 * InputLimits::Excerpt), contents.openError);
        break;
    }
    return result;
}

} // namespace pinaculo
