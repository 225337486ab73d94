#include "tournamentfilereader.h"

#include "boundedfile.h"
#include "gamefilefields.h"
#include "namerules.h"
#include "strictjsondocument.h"
#include "tournamentchecks.h"
#include "tournamentlimits.h"
#include "variants.h"
#include "victorypointscales.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

namespace pinaculo {

namespace {

// The names of the objects an unknown key is refused in, translated only when one is.
QString inTournament()
{
    return TournamentFileReader::tr("the tournament");
}
QString inEntry()
{
    return TournamentFileReader::tr("an entry");
}
QString inRound()
{
    return TournamentFileReader::tr("a round");
}
QString inTable()
{
    return TournamentFileReader::tr("a table");
}
QString inAdjustment()
{
    return TournamentFileReader::tr("an adjustment");
}
QString inCorrection()
{
    return TournamentFileReader::tr("a correction");
}
QString inScale()
{
    return TournamentFileReader::tr("\"vp_scale\"");
}
QString inBand()
{
    return TournamentFileReader::tr("a band of \"vp_scale\"");
}
QString inAwards()
{
    return TournamentFileReader::tr("\"awards\"");
}
QString inApproval()
{
    return TournamentFileReader::tr("\"approved\"");
}

class Reading
{
public:
    explicit Reading(const QByteArray &json)
        : m_fields(json)
    {
    }

    Tournament run(const QJsonObject &top)
    {
        const auto v = m_fields.values(top,
                                       std::array {"format", "version", "name", "variant",
                                                   "hands_per_round", "round_minutes", "vp_scale",
                                                   "awards", "tie_breaks", "seed", "round_plan",
                                                   "mitchell_step", "danish", "entries", "rounds",
                                                   "approved", "more_sides", "time_called_hand"},
                                       inTournament);
        if (v[0].toString() != u"pinaculo-tournament")
            fail(TournamentFileReader::tr(
                "\"format\" must be \"pinaculo-tournament\": this is not a tournament "
                "file"));
        if (!v[1].isDouble() || v[1].toDouble() != 1.0)
            fail(TournamentFileReader::tr(
                "\"version\" must be 1; this file was written by a later version"));
        Tournament t;
        t.name = text(required(v[2], "name"), QStringLiteral("name"));
        const QString variant = string(required(v[3], "variant"), QStringLiteral("variant"));
        const std::optional<Variant> parsed = variantFromId(variant);
        if (!parsed)
            fail(TournamentFileReader::tr("\"variant\" must be %1, not \"%2\"")
                     .arg(alternatives(Variants::ids()), quoted(variant)));
        t.variant = *parsed;
        t.handsPerRound
            = integer(required(v[4], "hands_per_round"), QStringLiteral("hands_per_round"), 1,
                      TournamentLimits::HandsPerRound);
        t.awards = UnplayedAwards::forRounds(t.handsPerRound);
        if (!v[5].isUndefined())
            t.roundMinutes
                = integer(v[5], QStringLiteral("round_minutes"), 0, TournamentLimits::RoundMinutes);
        readScale(required(v[6], "vp_scale"), &t);
        if (!v[7].isUndefined())
            t.awards = awards(v[7], t.awards);
        if (!v[8].isUndefined())
            t.tieBreaks = tieBreaks(v[8]);
        if (!v[9].isUndefined())
            t.seed = quint32(wholeNumber(v[9], QStringLiteral("seed"), 0, 4294967295.0));
        t.roundPlan = roundPlan(required(v[10], "round_plan"));
        if (!v[11].isUndefined())
            t.mitchellStep = integer(v[11], QStringLiteral("mitchell_step"), 1,
                                     TournamentLimits::MitchellStep);
        if (!v[12].isUndefined()) {
            const QString danish = string(v[12], QStringLiteral("danish"));
            if (danish != u"modified" && danish != u"pure")
                fail(TournamentFileReader::tr("\"danish\" must be modified or pure, not \"%1\"")
                         .arg(quoted(danish)));
            t.danish
                = danish == u"pure" ? DanishPairing::Kind::Pure : DanishPairing::Kind::Modified;
        }
        if (!v[16].isUndefined()) {
            const QString method = string(v[16], QStringLiteral("more_sides"));
            const std::optional<PairwiseVictoryPoints::Method> moreSides
                = PairwiseVictoryPoints::fromId(method);
            if (!moreSides)
                fail(
                    TournamentFileReader::tr("\"more_sides\" must be mean or placement, not \"%1\"")
                        .arg(quoted(method)));
            t.moreSides = *moreSides;
        }
        if (!v[17].isUndefined()) {
            const QString rule = string(v[17], QStringLiteral("time_called_hand"));
            const std::optional<TimeCalledHand::Rule> timeCalled = TimeCalledHand::fromId(rule);
            if (!timeCalled)
                fail(TournamentFileReader::tr(
                         "\"time_called_hand\" must be finish or cards_in_hand, not \"%1\"")
                         .arg(quoted(rule)));
            t.timeCalledHand = *timeCalled;
        }
        const QJsonArray entries = array(required(v[13], "entries"), QStringLiteral("entries"));
        if (entries.size() < 2 || entries.size() > TournamentLimits::Entries)
            fail(TournamentFileReader::tr("\"entries\" must list from 2 to %1 entries")
                     .arg(TournamentLimits::Entries));
        for (const QJsonValue &entry : entries)
            t.entries.append(readEntry(entry));
        m_entry = 0;
        if (!v[14].isUndefined()) {
            const QJsonArray rounds = array(v[14], QStringLiteral("rounds"));
            if (rounds.size() > TournamentLimits::Rounds)
                fail(TournamentFileReader::tr("\"rounds\" may list at most %1 rounds")
                         .arg(TournamentLimits::Rounds));
            for (const QJsonValue &round : rounds)
                t.rounds.append(readRound(round));
            m_round = 0;
            m_table = 0;
        }
        if (!v[15].isUndefined()) {
            const QJsonObject approved = object(v[15], QStringLiteral("approved"));
            const auto a = m_fields.values(approved, std::array {"author", "at"}, inApproval);
            t.approval
                = TournamentApproval {text(required(a[0], "author"), QStringLiteral("author")),
                                      time(required(a[1], "at"), QStringLiteral("at"))};
        }
        return t;
    }

    [[noreturn]] void fail(const QString &message) const
    {
        GameFileError e;
        if (m_round > 0 && m_table > 0)
            e.message = TournamentFileReader::tr("round %1, table %2: %3")
                            .arg(m_round)
                            .arg(m_table)
                            .arg(message);
        else if (m_round > 0)
            e.message = TournamentFileReader::tr("round %1: %2").arg(m_round).arg(message);
        else if (m_entry > 0)
            e.message = TournamentFileReader::tr("entry %1: %2").arg(m_entry).arg(message);
        else
            e.message = message;
        throw GameFileRefusal {e};
    }

private:
    static QString quoted(const QString &text) { return GameFileFields::quoted(text); }
    static QString alternatives(const QStringList &ids) { return ids.join(QStringLiteral(", ")); }

    QJsonValue required(const QJsonValue &value, const char *key) const
    {
        if (value.isUndefined())
            fail(TournamentFileReader::tr("\"%1\" is missing").arg(QLatin1StringView(key)));
        return value;
    }

    double wholeNumber(const QJsonValue &value, const QString &key, double minimum,
                       double maximum) const
    {
        const double d = value.toDouble();
        if (!value.isDouble() || d != std::trunc(d))
            fail(GameFileFields::typeError(key, TournamentFileReader::tr("a whole number")));
        if (d < minimum || d > maximum)
            fail(TournamentFileReader::tr("\"%1\" must be from %2 to %3")
                     .arg(key)
                     .arg(minimum, 0, 'f', 0)
                     .arg(maximum, 0, 'f', 0));
        return d;
    }

    int integer(const QJsonValue &value, const QString &key, int minimum, int maximum) const
    {
        return int(wholeNumber(value, key, minimum, maximum));
    }

    double number(const QJsonValue &value, const QString &key, double minimum, double maximum) const
    {
        const double d = value.toDouble();
        if (!value.isDouble())
            fail(GameFileFields::typeError(key, TournamentFileReader::tr("a number")));
        if (d < minimum || d > maximum)
            fail(TournamentFileReader::tr("\"%1\" must be from %2 to %3")
                     .arg(key)
                     .arg(minimum)
                     .arg(maximum));
        return d;
    }

    QString string(const QJsonValue &value, const QString &key) const
    {
        if (!value.isString())
            fail(GameFileFields::typeError(key, TournamentFileReader::tr("a string")));
        return value.toString();
    }

    // Free text a person typed: trimmed, never empty, within the limit.
    QString text(const QJsonValue &value, const QString &key) const
    {
        const QString s = string(value, key).trimmed();
        if (s.isEmpty() || NameRules::length(s) > TournamentLimits::TextLength)
            fail(TournamentFileReader::tr("\"%1\" must be a text of 1 to %2 characters")
                     .arg(key)
                     .arg(TournamentLimits::TextLength));
        return s;
    }

    QDateTime time(const QJsonValue &value, const QString &key) const
    {
        const QString s = string(value, key);
        QDateTime at = QDateTime::fromString(s, Qt::ISODate);
        if (!at.isValid() || at.timeSpec() == Qt::LocalTime)
            fail(TournamentFileReader::tr(
                     "\"%1\" must be a date and time with its offset, for example "
                     "2026-12-03T21:40:00+01:00, not \"%2\"")
                     .arg(key, quoted(s)));
        return at;
    }

    QJsonArray array(const QJsonValue &value, const QString &key) const
    {
        if (!value.isArray())
            fail(GameFileFields::typeError(key, TournamentFileReader::tr("a list")));
        return value.toArray();
    }

    QJsonObject object(const QJsonValue &value, const QString &key) const
    {
        if (!value.isObject())
            fail(GameFileFields::typeError(key, TournamentFileReader::tr("an object")));
        return value.toObject();
    }

    QList<int> mp(const QJsonValue &value, const QString &key) const
    {
        QList<int> points;
        for (const QJsonValue &p : array(value, key))
            points.append(
                integer(p, key, -TournamentLimits::MatchPoints, TournamentLimits::MatchPoints));
        return points;
    }

    void readScale(const QJsonValue &value, Tournament *t) const
    {
        const QString key = QStringLiteral("vp_scale");
        if (value.isString()) {
            const std::optional<VictoryPointScale> scale
                = VictoryPointScales::byId(value.toString());
            if (!scale)
                fail(TournamentFileReader::tr(
                         "\"vp_scale\" must be %1 or a scale of its own, not \"%2\"")
                         .arg(alternatives(VictoryPointScales::ids()), quoted(value.toString())));
            t->scaleId = value.toString();
            t->scale = *scale;
            return;
        }
        const auto s = m_fields.values(object(value, key), std::array {"bands", "beyond"}, inScale);
        QList<VictoryPointScale::Band> bands;
        for (const QJsonValue &band : array(required(s[0], "bands"), QStringLiteral("bands"))) {
            const auto b = m_fields.values(object(band, QStringLiteral("bands")),
                                           std::array {"up_to", "ahead", "behind"}, inBand);
            bands.append({integer(required(b[0], "up_to"), QStringLiteral("up_to"), 0,
                                  TournamentLimits::MatchPoints),
                          number(required(b[1], "ahead"), QStringLiteral("ahead"), 0, 1000),
                          number(required(b[2], "behind"), QStringLiteral("behind"), 0, 1000)});
        }
        const auto beyond
            = m_fields.values(object(required(s[1], "beyond"), QStringLiteral("beyond")),
                              std::array {"ahead", "behind"}, inBand);
        QString error;
        const std::optional<VictoryPointScale> scale = VictoryPointScale::checked(
            bands, number(required(beyond[0], "ahead"), QStringLiteral("ahead"), 0, 1000),
            number(required(beyond[1], "behind"), QStringLiteral("behind"), 0, 1000), &error);
        if (!scale)
            fail(TournamentFileReader::tr("\"vp_scale\": %1").arg(error));
        t->scaleId.clear();
        t->scale = *scale;
    }

    UnplayedAwards awards(const QJsonValue &value, UnplayedAwards a) const
    {
        const auto v = m_fields.values(object(value, QStringLiteral("awards")),
                                       std::array {"bye_vp", "bye_mp", "late_warning_minutes",
                                                   "late_mp_penalty", "late_forfeit_minutes",
                                                   "forfeit_vp_share", "forfeit_mp"},
                                       inAwards);
        const int maxMp = TournamentLimits::Adjustment;
        if (!v[0].isUndefined())
            a.byeVp = number(v[0], QStringLiteral("bye_vp"), 0, 1000);
        if (!v[1].isUndefined())
            a.byeMp = integer(v[1], QStringLiteral("bye_mp"), 0, maxMp);
        if (!v[2].isUndefined())
            a.lateWarningMinutes = integer(v[2], QStringLiteral("late_warning_minutes"), 0, 600);
        if (!v[3].isUndefined())
            a.lateMpPenalty = integer(v[3], QStringLiteral("late_mp_penalty"), 0, maxMp);
        if (!v[4].isUndefined())
            a.lateForfeitMinutes = integer(v[4], QStringLiteral("late_forfeit_minutes"), 0, 600);
        if (!v[5].isUndefined())
            a.forfeitVpShare = number(v[5], QStringLiteral("forfeit_vp_share"), 0, 1);
        if (!v[6].isUndefined())
            a.forfeitMp = integer(v[6], QStringLiteral("forfeit_mp"), 0, maxMp);
        return a;
    }

    QList<TieBreak> tieBreaks(const QJsonValue &value) const
    {
        QList<TieBreak> chain;
        const QString key = QStringLiteral("tie_breaks");
        for (const QJsonValue &id : array(value, key)) {
            const std::optional<TieBreak> tieBreak = TieBreaks::fromId(string(id, key));
            if (!tieBreak) {
                QStringList ids;
                for (TieBreak t : TieBreaks::defaults())
                    ids.append(TieBreaks::id(t));
                fail(TournamentFileReader::tr("\"tie_breaks\" lists \"%1\", which is not one of %2")
                         .arg(quoted(id.toString()), alternatives(ids)));
            }
            if (chain.contains(*tieBreak))
                fail(TournamentFileReader::tr("\"tie_breaks\" lists \"%1\" twice")
                         .arg(id.toString()));
            chain.append(*tieBreak);
        }
        return chain;
    }

    RoundMovement movement(const QJsonValue &value, const QString &key) const
    {
        const QString id = string(value, key);
        const std::optional<RoundMovement> m = RoundMovements::fromId(id);
        if (!m) {
            QStringList ids;
            for (RoundMovement movement : RoundMovements::all())
                ids.append(RoundMovements::id(movement));
            fail(TournamentFileReader::tr("\"%1\" must be %2, not \"%3\"")
                     .arg(key, alternatives(ids), quoted(id)));
        }
        return *m;
    }

    QList<RoundMovement> roundPlan(const QJsonValue &value) const
    {
        const QString key = QStringLiteral("round_plan");
        const QJsonArray plan = array(value, key);
        if (plan.isEmpty() || plan.size() > TournamentLimits::Rounds)
            fail(TournamentFileReader::tr("\"round_plan\" must name from 1 to %1 rounds")
                     .arg(TournamentLimits::Rounds));
        QList<RoundMovement> movements;
        for (const QJsonValue &m : plan)
            movements.append(movement(m, key));
        return movements;
    }

    TournamentEntry readEntry(const QJsonValue &value)
    {
        const auto v
            = m_fields.values(object(value, QStringLiteral("entries")),
                              std::array {"number", "name", "withdrawn_after_round"}, inEntry);
        TournamentEntry entry;
        entry.number = integer(required(v[0], "number"), QStringLiteral("number"), 1,
                               TournamentLimits::Entries);
        m_entry = entry.number;
        entry.name = text(required(v[1], "name"), QStringLiteral("name"));
        if (!v[2].isUndefined())
            entry.withdrawnAfterRound = integer(v[2], QStringLiteral("withdrawn_after_round"), 1,
                                                TournamentLimits::Rounds);
        return entry;
    }

    TournamentRound readRound(const QJsonValue &value)
    {
        const auto v = m_fields.values(
            object(value, QStringLiteral("rounds")),
            std::array {"number", "movement", "status", "tables", "resting", "adjustments"},
            inRound);
        TournamentRound round;
        m_table = 0;
        round.number = integer(required(v[0], "number"), QStringLiteral("number"), 1,
                               TournamentLimits::Rounds);
        m_round = round.number;
        round.movement = movement(required(v[1], "movement"), QStringLiteral("movement"));
        const QString status = string(required(v[2], "status"), QStringLiteral("status"));
        if (status != u"published" && status != u"closed")
            fail(TournamentFileReader::tr(
                     "\"status\" of a round must be published or closed, not \"%1\"")
                     .arg(quoted(status)));
        round.status = status == u"closed" ? TournamentRound::Status::Closed
                                           : TournamentRound::Status::Published;
        for (const QJsonValue &table : array(required(v[3], "tables"), QStringLiteral("tables")))
            round.matches.append(readMatch(table));
        m_table = 0;
        if (!v[4].isUndefined()) {
            for (const QJsonValue &entry : array(v[4], QStringLiteral("resting")))
                round.resting.append(
                    integer(entry, QStringLiteral("resting"), 1, TournamentLimits::Entries));
        }
        if (!v[5].isUndefined()) {
            for (const QJsonValue &a : array(v[5], QStringLiteral("adjustments")))
                round.adjustments.append(readAdjustment(a));
        }
        return round;
    }

    TournamentMatch readMatch(const QJsonValue &value)
    {
        const auto v = m_fields.values(
            object(value, QStringLiteral("tables")),
            std::array {"table", "sides", "status", "mp", "game_file", "absent", "corrections"},
            inTable);
        TournamentMatch match;
        match.table = integer(required(v[0], "table"), QStringLiteral("table"), 1,
                              TournamentLimits::Entries);
        m_table = match.table;
        for (const QJsonValue &side : array(required(v[1], "sides"), QStringLiteral("sides")))
            match.sides.append(
                integer(side, QStringLiteral("sides"), 1, TournamentLimits::Entries));
        const QString status = string(required(v[2], "status"), QStringLiteral("status"));
        const std::optional<TournamentMatch::Status> parsed = TournamentMatch::statusFromId(status);
        if (!parsed)
            fail(TournamentFileReader::tr(
                     "\"status\" of a table must be playing, submitted, confirmed or "
                     "accepted, not \"%1\"")
                     .arg(quoted(status)));
        match.status = *parsed;
        if (!v[3].isUndefined())
            match.mp = mp(v[3], QStringLiteral("mp"));
        if (!v[4].isUndefined())
            match.gameFile = text(v[4], QStringLiteral("game_file"));
        if (!v[5].isUndefined())
            match.absent = integer(v[5], QStringLiteral("absent"), 1, TournamentLimits::Entries);
        if (!v[6].isUndefined()) {
            for (const QJsonValue &c : array(v[6], QStringLiteral("corrections")))
                match.corrections.append(readCorrection(c));
        }
        return match;
    }

    MatchCorrection readCorrection(const QJsonValue &value) const
    {
        const auto v = m_fields.values(object(value, QStringLiteral("corrections")),
                                       std::array {"kind", "was", "mp", "reason", "author", "at"},
                                       inCorrection);
        MatchCorrection c;
        const QString kind = string(required(v[0], "kind"), QStringLiteral("kind"));
        if (kind != MatchCorrection::kindId(MatchCorrection::Kind::SumError)
            && kind != MatchCorrection::kindId(MatchCorrection::Kind::WrongSides))
            fail(TournamentFileReader::tr(
                     "\"kind\" of a correction must be sum_error or wrong_sides, not \"%1\"")
                     .arg(quoted(kind)));
        c.kind = kind == MatchCorrection::kindId(MatchCorrection::Kind::SumError)
            ? MatchCorrection::Kind::SumError
            : MatchCorrection::Kind::WrongSides;
        c.was = mp(required(v[1], "was"), QStringLiteral("was"));
        c.mp = mp(required(v[2], "mp"), QStringLiteral("mp"));
        c.reason = text(required(v[3], "reason"), QStringLiteral("reason"));
        c.author = text(required(v[4], "author"), QStringLiteral("author"));
        c.at = time(required(v[5], "at"), QStringLiteral("at"));
        return c;
    }

    EntryAdjustment readAdjustment(const QJsonValue &value) const
    {
        const auto v = m_fields.values(
            object(value, QStringLiteral("adjustments")),
            std::array {"entry", "kind", "amount", "reason", "author", "at"}, inAdjustment);
        EntryAdjustment a;
        a.entry = integer(required(v[0], "entry"), QStringLiteral("entry"), 1,
                          TournamentLimits::Entries);
        const QString kind = string(required(v[1], "kind"), QStringLiteral("kind"));
        if (kind != u"mp" && kind != u"vp")
            fail(TournamentFileReader::tr("\"kind\" of an adjustment must be mp or vp, not \"%1\"")
                     .arg(quoted(kind)));
        a.adjustment.kind = kind == u"mp" ? MatchAdjustment::Kind::MatchPoints
                                          : MatchAdjustment::Kind::VictoryPoints;
        const int limit = TournamentLimits::Adjustment;
        a.adjustment.amount = a.adjustment.kind == MatchAdjustment::Kind::MatchPoints
            ? integer(required(v[2], "amount"), QStringLiteral("amount"), -limit, limit)
            : number(required(v[2], "amount"), QStringLiteral("amount"), -limit, limit);
        if (a.adjustment.amount == 0)
            fail(TournamentFileReader::tr("\"amount\" of an adjustment must not be 0"));
        a.adjustment.reason = text(required(v[3], "reason"), QStringLiteral("reason"));
        a.adjustment.author = text(required(v[4], "author"), QStringLiteral("author"));
        a.adjustment.at = time(required(v[5], "at"), QStringLiteral("at"));
        return a;
    }

    GameFileFields m_fields;
    int m_round = 0; // the place a refusal names
    int m_table = 0;
    int m_entry = 0;
};

} // namespace

TournamentFileReader::Result TournamentFileReader::read(const QByteArray &json)
{
    Result result;
    if (json.size() > TournamentLimits::FileBytes) {
        result.error.message = tr("the file is larger than %1 MiB, the limit of a tournament file")
                                   .arg(TournamentLimits::FileBytes / (1024 * 1024));
        return result;
    }
    if (json.startsWith("\xEF\xBB\xBF")) {
        result.error.message = tr("the file starts with a byte-order mark; a tournament file is "
                                  "UTF-8 without one");
        return result;
    }
    const std::optional<QJsonDocument> doc = StrictJsonDocument::parse(json, &result.error);
    if (!doc)
        return result;
    if (!doc->isObject()) {
        result.error.message = tr("a tournament file is one JSON object");
        return result;
    }
    try {
        result.tournament = Reading(json).run(doc->object());
    } catch (const GameFileRefusal &refusal) {
        result.error = refusal.error;
        result.tournament = {};
        return result;
    }
    const QString problem = TournamentChecks::problem(result.tournament);
    if (!problem.isEmpty()) {
        result.error.message = problem;
        result.tournament = {};
    }
    return result;
}

TournamentFileReader::Result TournamentFileReader::readFile(const QString &path)
{
    Result result;
    const BoundedFile::Contents contents = BoundedFile::read(path, TournamentLimits::FileBytes);
    switch (contents.problem) {
    case BoundedFile::Problem::None:
        return read(contents.bytes);
    case BoundedFile::Problem::Folder:
        result.error.message = tr("this is a folder, not a tournament file");
        break;
    case BoundedFile::Problem::NotRegular:
        result.error.message = tr("this is not a regular file (it is a device, pipe or socket); "
                                  "a tournament file is an ordinary file");
        break;
    case BoundedFile::Problem::TooLarge:
        result.error.message = tr("the file is larger than %1 MiB, the limit of a tournament file")
                                   .arg(TournamentLimits::FileBytes / (1024 * 1024));
        break;
    case BoundedFile::Problem::CannotOpen:
        result.error.message
            = tr("cannot open %1: %2").arg(NameRules::excerpt(path, 160), contents.openError);
        break;
    }
    return result;
}

} // namespace pinaculo
