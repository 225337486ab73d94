#pragma once

#include <QList>
#include <QSortFilterProxyModel>

namespace pinaculo {

// Sorting and searching for the history and statistics tables. Sorting reads SortRole, where a
// model gives numbers and dates as such, so 1.520 sorts after 980 and 2 January after 31
// December; names sort by the locale's rules. The search keeps the rows where every word typed
// appears in one of the searched columns, ignoring capitals and accents: "lucia" finds "Lucía",
// "nicolo" finds "Nicolò".
class TableSearchProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    // The role a model answers with the value to sort by.
    static constexpr int SortRole = Qt::UserRole + 64;
    // The text a searched column offers when it holds more than it shows (the players behind a
    // pair's name); without it the search reads the display text.
    static constexpr int SearchRole = Qt::UserRole + 65;

    explicit TableSearchProxy(QObject *parent = nullptr);

    // The columns the search looks in.
    void setSearchColumns(const QList<int> &columns);
    void setSearchText(const QString &text);
    QString searchText() const { return m_search; }

    // Lower case, without accents or other marks: what the search compares.
    static QString folded(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QList<int> m_columns;
    QString m_search;
    QStringList m_words; // folded
};

} // namespace pinaculo
