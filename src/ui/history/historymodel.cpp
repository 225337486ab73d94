#include "history/historymodel.h"

#include "coretext.h"
#include "history/tablesearchproxy.h"

#include <QLocale>

#include <algorithm>
#include <limits>
#include <QTextDocument>

namespace pinaculo {

HistoryModel::HistoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void HistoryModel::setGames(const QList<GameSummary> &games)
{
    beginResetModel();
    m_games = games;
    m_source = {};
    endResetModel();
}

void HistoryModel::setSource(PageSource source, int atLeast)
{
    beginResetModel();
    m_games.clear();
    m_source = std::move(source);
    if (m_source) {
        const int wanted = std::max(pageSize, (atLeast + pageSize - 1) / pageSize * pageSize);
        m_games = m_source(nullptr, wanted);
        if (m_games.size() < wanted)
            m_source = {};
    }
    endResetModel();
}

void HistoryModel::fetch(int count)
{
    if (!m_source)
        return;
    QList<GameSummary> page = m_source(m_games.isEmpty() ? nullptr : &m_games.last(), count);
    if (page.size() < count)
        m_source = {};
    if (page.isEmpty())
        return;
    beginInsertRows({}, int(m_games.size()), int(m_games.size() + page.size() - 1));
    m_games.append(std::move(page));
    endInsertRows();
}

void HistoryModel::fetchAll()
{
    fetch(std::numeric_limits<int>::max());
}

bool HistoryModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_source;
}

void HistoryModel::fetchMore(const QModelIndex &parent)
{
    if (!parent.isValid())
        fetch(pageSize);
}

const GameSummary *HistoryModel::gameAt(int row) const
{
    return row >= 0 && row < m_games.size() ? &m_games[row] : nullptr;
}

int HistoryModel::rowOf(qint64 id) const
{
    for (int row = 0; row < m_games.size(); ++row) {
        if (m_games[row].id == id)
            return row;
    }
    return -1;
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_games.size());
}

int HistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString HistoryModel::statusText(const GameSummary &game)
{
    if (!game.over)
        return tr("Playing");
    return game.draw() ? tr("Draw") : tr("Finished");
}

QString HistoryModel::title(const GameSummary &game)
{
    if (!game.name.isEmpty())
        return game.name;
    return tr("%1: %2").arg(CoreText::variantName(game.variant),
                            QLocale().createSeparatedList(game.sides));
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    const GameSummary *game = gameAt(index.row());
    if (!game)
        return {};
    if (role == GameIdRole)
        return game->id;
    if (role == TableSearchProxy::SortRole)
        return sortValue(*game, index);
    // A pair is listed by its name; its players are found too.
    if (role == TableSearchProxy::SearchRole && index.column() == SidesColumn)
        return QStringList(game->sides + game->players).join(u'\n');
    if (role == Qt::TextAlignmentRole && (index.column() == HandsColumn))
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    // A tooltip is laid out as rich text when it looks like markup: quote names as text.
    if (role == Qt::ToolTipRole)
        return Qt::convertFromPlainText(data(index, Qt::DisplayRole).toString());
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case DateColumn:
        return QLocale().toString(game->updated.toLocalTime(), QLocale::ShortFormat);
    case NameColumn:
        return game->name;
    case VariantColumn:
        return CoreText::variantName(game->variant);
    case SidesColumn:
        return QLocale().createSeparatedList(game->sides);
    case ScoreColumn: {
        QStringList totals;
        for (int total : game->totals)
            totals.append(CoreText::number(total));
        //: The running totals of the sides, in the order of the Sides column: "1.520 – 980".
        return totals.join(tr(" – "));
    }
    case HandsColumn:
        return CoreText::number(game->handCount);
    case StatusColumn:
        return statusText(*game);
    case WinnerColumn:
        return game->winner();
    default:
        return {};
    }
}

QVariant HistoryModel::sortValue(const GameSummary &game, const QModelIndex &index) const
{
    switch (index.column()) {
    case DateColumn:
        return game.updated;
    case NameColumn:
        return title(game);
    case ScoreColumn:
        return game.totals.isEmpty() ? 0
                                     : *std::max_element(game.totals.cbegin(), game.totals.cend());
    case HandsColumn:
        return game.handCount;
    default:
        return data(index, Qt::DisplayRole);
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case DateColumn:
        return tr("Last played");
    case NameColumn:
        return tr("Name");
    case VariantColumn:
        return tr("Variant");
    case SidesColumn:
        return tr("Sides");
    case ScoreColumn:
        return tr("Score");
    case HandsColumn:
        return tr("Hands");
    case StatusColumn:
        return tr("Status");
    case WinnerColumn:
        return tr("Winner");
    default:
        return {};
    }
}

} // namespace pinaculo
