#include "director/roundtablesmodel.h"

#include <QLocale>

namespace pinaculo {

namespace {

QString numbersText(const QList<int> &numbers)
{
    const QLocale locale;
    QStringList texts;
    for (int n : numbers)
        texts.append(locale.toString(n));
    //: Between the match points of the sides of one table, "820 – 455".
    return texts.join(RoundTablesModel::tr(" – "));
}

QString vpText(const QList<double> &vp)
{
    const QLocale locale;
    QStringList texts;
    for (double v : vp)
        texts.append(locale.toString(v, 'g', 10));
    return texts.join(RoundTablesModel::tr(" – "));
}

} // namespace

RoundTablesModel::RoundTablesModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

QString RoundTablesModel::statusText(TournamentMatch::Status status)
{
    switch (status) {
    case TournamentMatch::Status::Playing:
        return tr("Playing");
    case TournamentMatch::Status::Submitted:
        return tr("Submitted");
    case TournamentMatch::Status::Confirmed:
        return tr("Confirmed");
    case TournamentMatch::Status::Accepted:
        return tr("Accepted");
    }
    return {};
}

void RoundTablesModel::setRound(const Tournament &t, const TournamentScorer::Result &scored,
                                const TournamentScorer::GameTotals &totals, int round)
{
    beginResetModel();
    m_rows.clear();
    m_round = round;
    if (round >= 1 && round <= t.rounds.size()) {
        const TournamentRound &r = t.rounds[round - 1];
        for (const TournamentMatch &match : r.matches) {
            Row row;
            row.table = match.table;
            row.northSouth = t.entryText(match.sides.value(0));
            QStringList others;
            for (qsizetype s = 1; s < match.sides.size(); ++s)
                others.append(t.entryText(match.sides[s]));
            row.eastWest = others.join(QStringLiteral(", "));
            row.status = statusText(match.status);
            QString error;
            if (match.isForfeit()) {
                row.mp = tr("forfeit: %1 absent").arg(match.absent);
            } else {
                const QList<int> mp
                    = TournamentScorer::matchMp(match, totals.value({round, match.table}), &error);
                row.mp = numbersText(mp);
                if (!match.gameFile.isEmpty())
                    row.mp = tr("%1 (game file)").arg(row.mp);
                if (!match.corrections.isEmpty())
                    row.mp = tr("%1 (corrected)").arg(row.mp);
            }
            for (const CountedMatch &counted : scored.matches) {
                if (counted.round == round && counted.sides == match.sides)
                    row.vp = vpText(counted.result.vp);
            }
            m_rows.append(row);
        }
        for (int entry : r.resting) {
            Row row;
            row.northSouth = t.entryText(entry);
            row.status = tr("Rests");
            for (const CountedMatch &counted : scored.matches) {
                if (counted.round == round && counted.sides == QList<int> {entry}) {
                    row.mp = numbersText(counted.result.mp);
                    row.vp = vpText(counted.result.vp);
                }
            }
            m_rows.append(row);
        }
    }
    endResetModel();
}

int RoundTablesModel::tableAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].table : 0;
}

int RoundTablesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RoundTablesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RoundTablesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::AccessibleTextRole))
        return role == Qt::TextAlignmentRole && index.column() == Table
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant();
    const Row &row = m_rows.at(index.row());
    switch (index.column()) {
    case Table:
        return row.table > 0 ? QLocale().toString(row.table) : QString();
    case NorthSouth:
        return row.northSouth;
    case EastWest:
        return row.eastWest;
    case Status:
        return row.status;
    case Mp:
        return row.mp;
    case Vp:
        return row.vp;
    default:
        return {};
    }
}

QVariant RoundTablesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Table:
        return tr("Table");
    case NorthSouth:
        return tr("North-South");
    case EastWest:
        return tr("East-West");
    case Status:
        return tr("Status");
    case Mp:
        return tr("MP");
    case Vp:
        return tr("VP");
    default:
        return {};
    }
}

} // namespace pinaculo
