#include "tournamentfilewriter.h"

#include "outputfile.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace pinaculo {

namespace {

QJsonArray numbers(const QList<int> &values)
{
    QJsonArray array;
    for (int v : values)
        array.append(v);
    return array;
}

QString time(const QDateTime &at)
{
    return at.toString(Qt::ISODate);
}

QJsonValue scale(const Tournament &t)
{
    if (!t.scaleId.isEmpty())
        return t.scaleId;
    QJsonArray bands;
    for (const VictoryPointScale::Band &band : t.scale.bands())
        bands.append(QJsonObject {{QStringLiteral("up_to"), band.upTo},
                                  {QStringLiteral("ahead"), band.ahead},
                                  {QStringLiteral("behind"), band.behind}});
    return QJsonObject {{QStringLiteral("bands"), bands},
                        {QStringLiteral("beyond"),
                         QJsonObject {{QStringLiteral("ahead"), t.scale.aheadBeyond()},
                                      {QStringLiteral("behind"), t.scale.behindBeyond()}}}};
}

QJsonObject awards(const UnplayedAwards &a)
{
    return {{QStringLiteral("bye_vp"), a.byeVp},
            {QStringLiteral("bye_mp"), a.byeMp},
            {QStringLiteral("late_warning_minutes"), a.lateWarningMinutes},
            {QStringLiteral("late_mp_penalty"), a.lateMpPenalty},
            {QStringLiteral("late_forfeit_minutes"), a.lateForfeitMinutes},
            {QStringLiteral("forfeit_vp_share"), a.forfeitVpShare},
            {QStringLiteral("forfeit_mp"), a.forfeitMp}};
}

QJsonObject match(const TournamentMatch &m)
{
    QJsonObject o {{QStringLiteral("table"), m.table},
                   {QStringLiteral("sides"), numbers(m.sides)},
                   {QStringLiteral("status"), TournamentMatch::statusId(m.status)}};
    if (!m.mp.isEmpty())
        o.insert(QStringLiteral("mp"), numbers(m.mp));
    if (!m.gameFile.isEmpty())
        o.insert(QStringLiteral("game_file"), m.gameFile);
    if (m.isForfeit())
        o.insert(QStringLiteral("absent"), m.absent);
    if (!m.corrections.isEmpty()) {
        QJsonArray corrections;
        for (const MatchCorrection &c : m.corrections)
            corrections.append(
                QJsonObject {{QStringLiteral("kind"), MatchCorrection::kindId(c.kind)},
                             {QStringLiteral("was"), numbers(c.was)},
                             {QStringLiteral("mp"), numbers(c.mp)},
                             {QStringLiteral("reason"), c.reason},
                             {QStringLiteral("author"), c.author},
                             {QStringLiteral("at"), time(c.at)}});
        o.insert(QStringLiteral("corrections"), corrections);
    }
    return o;
}

QJsonObject round(const TournamentRound &r)
{
    QJsonArray tables;
    for (const TournamentMatch &m : r.matches)
        tables.append(match(m));
    QJsonArray adjustments;
    for (const EntryAdjustment &a : r.adjustments)
        adjustments.append(
            QJsonObject {{QStringLiteral("entry"), a.entry},
                         {QStringLiteral("kind"), EntryAdjustment::kindId(a.adjustment.kind)},
                         {QStringLiteral("amount"), a.adjustment.amount},
                         {QStringLiteral("reason"), a.adjustment.reason},
                         {QStringLiteral("author"), a.adjustment.author},
                         {QStringLiteral("at"), time(a.adjustment.at)}});
    return {{QStringLiteral("number"), r.number},
            {QStringLiteral("movement"), RoundMovements::id(r.movement)},
            {QStringLiteral("status"),
             r.status == TournamentRound::Status::Closed ? QStringLiteral("closed")
                                                         : QStringLiteral("published")},
            {QStringLiteral("tables"), tables},
            {QStringLiteral("resting"), numbers(r.resting)},
            {QStringLiteral("adjustments"), adjustments}};
}

} // namespace

QJsonObject TournamentFileWriter::toJsonObject(const Tournament &t)
{
    QJsonArray tieBreaks;
    for (TieBreak tieBreak : t.tieBreaks)
        tieBreaks.append(TieBreaks::id(tieBreak));
    QJsonArray plan;
    for (RoundMovement movement : t.roundPlan)
        plan.append(RoundMovements::id(movement));
    QJsonArray entries;
    for (const TournamentEntry &e : t.entries) {
        QJsonObject entry {{QStringLiteral("number"), e.number}, {QStringLiteral("name"), e.name}};
        if (e.withdrawnAfterRound > 0)
            entry.insert(QStringLiteral("withdrawn_after_round"), e.withdrawnAfterRound);
        entries.append(entry);
    }
    QJsonArray rounds;
    for (const TournamentRound &r : t.rounds)
        rounds.append(round(r));
    QJsonObject o {{QStringLiteral("format"), QStringLiteral("pinaculo-tournament")},
                   {QStringLiteral("version"), 1},
                   {QStringLiteral("name"), t.name},
                   {QStringLiteral("variant"), variantId(t.variant)},
                   {QStringLiteral("hands_per_round"), t.handsPerRound},
                   {QStringLiteral("round_minutes"), t.roundMinutes},
                   {QStringLiteral("vp_scale"), scale(t)},
                   {QStringLiteral("awards"), awards(t.awards)},
                   {QStringLiteral("tie_breaks"), tieBreaks},
                   {QStringLiteral("seed"), qint64(t.seed)},
                   {QStringLiteral("round_plan"), plan},
                   {QStringLiteral("mitchell_step"), t.mitchellStep},
                   {QStringLiteral("danish"),
                    t.danish == DanishPairing::Kind::Pure ? QStringLiteral("pure")
                                                          : QStringLiteral("modified")},
                   {QStringLiteral("more_sides"), PairwiseVictoryPoints::id(t.moreSides)},
                   {QStringLiteral("time_called_hand"), TimeCalledHand::id(t.timeCalledHand)},
                   {QStringLiteral("entries"), entries},
                   {QStringLiteral("rounds"), rounds}};
    if (t.approval)
        o.insert(QStringLiteral("approved"),
                 QJsonObject {{QStringLiteral("author"), t.approval->author},
                              {QStringLiteral("at"), time(t.approval->at)}});
    return o;
}

QByteArray TournamentFileWriter::toJson(const Tournament &t)
{
    return QJsonDocument(toJsonObject(t)).toJson(QJsonDocument::Indented);
}

bool TournamentFileWriter::writeFile(const Tournament &t, const QString &path,
                                     QString *errorMessage)
{
    const OutputFile::Result written = OutputFile::write(path, toJson(t), {});
    if (!written.ok() && errorMessage)
        *errorMessage = written.message;
    return written.ok();
}

} // namespace pinaculo
