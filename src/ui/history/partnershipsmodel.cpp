#include "history/partnershipsmodel.h"

#include "coretext.h"
#include "history/statisticsmodel.h"
#include "history/tablesearchproxy.h"

#include <QTextDocument>

namespace pinaculo {

PartnershipsModel::PartnershipsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void PartnershipsModel::setPartnerships(const QList<PlayerRecords::Partnership> &partnerships)
{
    beginResetModel();
    m_partnerships = partnerships;
    endResetModel();
}

int PartnershipsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_partnerships.size());
}

int PartnershipsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PartnershipsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_partnerships.size())
        return {};
    const PlayerRecords::Partnership &p = m_partnerships[index.row()];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case PairColumn:
            //: Two partners who played on the same side: "Ana y Bruno".
            return tr("%1 and %2").arg(p.first, p.second);
        case GamesColumn:
            return CoreText::number(p.games);
        case WonColumn:
            return CoreText::number(p.wins);
        case WinRateColumn:
            return StatisticsModel::percent(p.winRate());
        default:
            return {};
        }
    case TableSearchProxy::SortRole:
        switch (column) {
        case GamesColumn:
            return p.games;
        case WonColumn:
            return p.wins;
        case WinRateColumn:
            return p.winRate();
        default:
            return data(index, Qt::DisplayRole);
        }
    case Qt::TextAlignmentRole:
        return column == PairColumn ? QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter)
                                    : QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return Qt::convertFromPlainText(data(index, Qt::DisplayRole).toString());
    default:
        return {};
    }
}

QVariant PartnershipsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PairColumn:
        return tr("Partners");
    case GamesColumn:
        return tr("Games together");
    case WonColumn:
        return tr("Won");
    case WinRateColumn:
        return tr("Win rate");
    default:
        return {};
    }
}

void PartnershipsModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_partnerships.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace pinaculo
