#include "standingsexport.h"

#include "csvwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pinaculo {

QString StandingsExport::vpText(double vp)
{
    return QString::number(vp, 'g', 10);
}

QStringList StandingsExport::csvColumns()
{
    return {QStringLiteral("rank"),
            QStringLiteral("entry"),
            QStringLiteral("name"),
            QStringLiteral("vp"),
            QStringLiteral("mp_for"),
            QStringLiteral("mp_against"),
            QStringLiteral("mp_difference"),
            QStringLiteral("matches"),
            QStringLiteral("withdrawn_after_round")};
}

QString StandingsExport::csv(const Tournament &t, const TournamentScorer::Result &scored)
{
    QString text = CsvWriter::row(csvColumns());
    for (const StandingRow &row : scored.standings) {
        const TournamentEntry *entry = t.entry(row.entry);
        text += CsvWriter::row({QString::number(row.rank), QString::number(row.entry),
                                CsvWriter::text(entry ? entry->name : QString()), vpText(row.vp),
                                QString::number(row.mpFor), QString::number(row.mpAgainst),
                                QString::number(row.mpDifference()), QString::number(row.matches),
                                QString::number(entry ? entry->withdrawnAfterRound : 0)});
    }
    return text;
}

QByteArray StandingsExport::json(const Tournament &t, const TournamentScorer::Result &scored)
{
    QJsonArray rows;
    for (const StandingRow &row : scored.standings) {
        const TournamentEntry *entry = t.entry(row.entry);
        rows.append(QJsonObject {
            {QStringLiteral("rank"), row.rank},
            {QStringLiteral("entry"), row.entry},
            {QStringLiteral("name"), entry ? entry->name : QString()},
            {QStringLiteral("vp"), row.vp},
            {QStringLiteral("mp_for"), row.mpFor},
            {QStringLiteral("mp_against"), row.mpAgainst},
            {QStringLiteral("mp_difference"), row.mpDifference()},
            {QStringLiteral("matches"), row.matches},
            {QStringLiteral("withdrawn_after_round"), entry ? entry->withdrawnAfterRound : 0}});
    }
    const QJsonObject o {{QStringLiteral("format"), QStringLiteral("pinaculo-standings")},
                         {QStringLiteral("version"), 1},
                         {QStringLiteral("name"), t.name},
                         {QStringLiteral("rounds_planned"), int(t.roundPlan.size())},
                         {QStringLiteral("rounds_closed"), scored.roundsClosed},
                         {QStringLiteral("final"), scored.final},
                         {QStringLiteral("matches_at_maximum"), scored.matchesAtMaximum},
                         {QStringLiteral("standings"), rows}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

} // namespace pinaculo
