#include "history/statisticsmodel.h"

#include "coretext.h"
#include "history/tablesearchproxy.h"

#include <QLocale>
#include <QTextDocument>

namespace pinaculo {

StatisticsModel::StatisticsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void StatisticsModel::setStatistics(const QList<PlayerStatistics> &statistics)
{
    beginResetModel();
    m_statistics = statistics;
    endResetModel();
}

int StatisticsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_statistics.size());
}

int StatisticsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString StatisticsModel::percent(double rate)
{
    if (rate < 0)
        return {};
    //: A percentage; %1 is the number. Written as the language writes it: "50 %", "50%".
    return tr("%1%").arg(QLocale().toString(rate * 100, 'f', 0));
}

QVariant StatisticsModel::value(const PlayerStatistics &s, int column) const
{
    switch (column) {
    case PlayerColumn:
        return s.player;
    case GamesColumn:
        return s.gamesPlayed;
    case WonColumn:
        return s.gamesWon;
    case WinRateColumn:
        return s.winRate();
    case HandsColumn:
        return s.handsPlayed;
    case AverageColumn:
        return s.averageHand;
    case BestColumn:
        return s.handsPlayed > 0 ? QVariant(s.bestHand) : QVariant();
    case PremiumColumn:
        return s.premiumMelds;
    case OutColumn:
        return s.wentOut;
    case PenaltiesColumn:
        return s.penalties;
    case PenaltyPointsColumn:
        return s.penaltyPoints;
    default:
        return {};
    }
}

QVariant StatisticsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_statistics.size())
        return {};
    const PlayerStatistics &s = m_statistics[index.row()];
    const int column = index.column();
    switch (role) {
    case TableSearchProxy::SortRole: {
        const QVariant v = value(s, column);
        // No best hand yet sorts below every hand, a negative one included.
        return v.isValid() ? v : QVariant(std::numeric_limits<int>::min());
    }
    case Qt::TextAlignmentRole:
        return column == PlayerColumn ? QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (column == WinRateColumn)
            return Qt::convertFromPlainText(tr("%1 won %2 of %3 finished games")
                                                .arg(s.player, CoreText::number(s.gamesWon),
                                                     CoreText::number(s.gamesFinished)));
        return Qt::convertFromPlainText(data(index, Qt::DisplayRole).toString());
    case Qt::DisplayRole:
        switch (column) {
        case PlayerColumn:
            return s.player;
        case WinRateColumn:
            return percent(s.winRate());
        case AverageColumn:
            return QLocale().toString(s.averageHand, 'f', 1);
        case BestColumn:
            return s.handsPlayed > 0 ? CoreText::number(s.bestHand) : QString();
        default:
            return CoreText::number(value(s, column).toInt());
        }
    default:
        return {};
    }
}

QVariant StatisticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == WinRateColumn)
        return tr("Games won out of games finished; a game still being played does not count");
    if (role == Qt::ToolTipRole)
        return title(section);
    // A heading of two words takes two lines, so that the eleven columns fit a laptop's width.
    if (role == Qt::DisplayRole)
        return title(section).replace(u' ', u'\n');
    return {};
}

QString StatisticsModel::title(int section)
{
    switch (section) {
    case PlayerColumn:
        return tr("Player");
    case GamesColumn:
        return tr("Games");
    case WonColumn:
        return tr("Won");
    case WinRateColumn:
        return tr("Win rate");
    case HandsColumn:
        return tr("Hands");
    case AverageColumn:
        return tr("Average hand");
    case BestColumn:
        return tr("Best hand");
    case PremiumColumn:
        return tr("Premium melds");
    case OutColumn:
        return tr("Went out");
    case PenaltiesColumn:
        return tr("Penalties");
    case PenaltyPointsColumn:
        return tr("Penalty points");
    default:
        return {};
    }
}

void StatisticsModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_statistics.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace pinaculo
