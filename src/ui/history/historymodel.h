#pragma once

#include "gamesummary.h"

#include <QAbstractTableModel>

#include <functional>

namespace pinaculo {

// The stored games as the history lists them, one row per game, newest first. Sorted and
// searched through a TableSearchProxy, which sorts by TableSearchProxy::SortRole: the date as a
// date, the score by the highest total, the hands as a number.
//
// Read from a source a page at a time: a club's 20,000 games open as fast as 20, the rows below
// the screen read as the view scrolls to them (canFetchMore, fetchMore). What needs every row
// (another order than newest first, a search) calls fetchAll first.
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

    // The next `count` games after `after` (from the first when null), newest first.
    using PageSource = std::function<QList<GameSummary>(const GameSummary *after, int count)>;
    static constexpr int pageSize = 200;

    // Every game at once.
    void setGames(const QList<GameSummary> &games);
    // The first page of `source`, or as many pages as hold `atLeast` rows (a refresh keeps the
    // rows the user had scrolled to).
    void setSource(PageSource source, int atLeast = 0);
    bool complete() const { return !m_source; }
    void fetchAll();

    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
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
    // Appends the next `count` rows of the source; forgets the source once it has no more.
    void fetch(int count);

    QList<GameSummary> m_games;
    PageSource m_source; // empty once every game is listed
};

} // namespace pinaculo
