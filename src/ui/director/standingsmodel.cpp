#include "director/standingsmodel.h"

#include <QLocale>

namespace pinaculo {

StandingsModel::StandingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void StandingsModel::setStandings(const Tournament &tournament,
                                  const TournamentScorer::Result &scored)
{
    beginResetModel();
    m_tournament = tournament;
    m_rows = scored.standings;
    endResetModel();
}

int StandingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StandingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString StandingsModel::text(int row, int column) const
{
    const StandingRow &r = m_rows.at(row);
    const QLocale locale;
    switch (column) {
    case Rank:
        return locale.toString(r.rank);
    case Entry: {
        const TournamentEntry *entry = m_tournament.entry(r.entry);
        QString name = m_tournament.entryText(r.entry);
        if (entry && entry->withdrawnAfterRound > 0)
            name = tr("%1 (withdrew after round %2)").arg(name).arg(entry->withdrawnAfterRound);
        return name;
    }
    case Vp:
        return locale.toString(r.vp, 'g', 10);
    case MpDifference:
        return (r.mpDifference() > 0 ? QStringLiteral("+") : QString())
            + locale.toString(r.mpDifference());
    case MpFor:
        return locale.toString(r.mpFor);
    case Matches:
        return locale.toString(r.matches);
    default:
        return {};
    }
}

QVariant StandingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
        return text(index.row(), index.column());
    if (role == Qt::TextAlignmentRole)
        return index.column() == Entry ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                       : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank:
        return tr("Rank");
    case Entry:
        return tr("Entry");
    case Vp:
        //: Victory points, as the tournament's rules abbreviate them.
        return tr("VP");
    case MpDifference:
        //: Match points won minus match points lost.
        return tr("MP diff.");
    case MpFor:
        return tr("MP for");
    case Matches:
        return tr("Matches");
    default:
        return {};
    }
}

} // namespace pinaculo
