#pragma once

#include "gamesummary.h"

#include <QAbstractTableModel>

namespace pinaculo {

// The stored games as the history lists them, one row per game, newest first. Sorted and
// searched through a TableSearchProxy, which sorts by TableSearchProxy::SortRole: the date as a
// date, the score by the highest total, the hands as a number.
class HistoryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        DateColumn,
        NameColumn,
        VariantColumn,
        SidesColumn,
        ScoreColumn,
        HandsColumn,
        StatusColumn,
        WinnerColumn,
        ColumnCount
    };
    enum Role { GameIdRole = Qt::UserRole + 1 };

    explicit HistoryModel(QObject *parent = nullptr);

    void setGames(const QList<GameSummary> &games);
    const GameSummary *gameAt(int row) const;
    int rowOf(qint64 id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString statusText(const GameSummary &game);
    static QString title(const GameSummary &game);

private:
    QVariant sortValue(const GameSummary &game, const QModelIndex &index) const;

    QList<GameSummary> m_games;
};

} // namespace pinaculo
