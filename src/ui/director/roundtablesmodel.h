#pragma once

#include "tournamentscorer.h"

#include <QAbstractTableModel>

namespace pinaculo {

// One round's tables in the director's window: table, North-South, East-West, where the match
// stands, its MP (corrected, with the mark of a correction, a game file or a forfeit) and the
// VP it gives. A last row for each entry resting.
class RoundTablesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Table, NorthSouth, EastWest, Status, Mp, Vp, ColumnCount };

    explicit RoundTablesModel(QObject *parent = nullptr);

    void setRound(const Tournament &tournament, const TournamentScorer::Result &scored,
                  const TournamentScorer::GameTotals &totals, int round);
    int round() const { return m_round; }
    // The table of a row, 0 for an entry resting.
    int tableAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    static QString statusText(TournamentMatch::Status status);

private:
    struct Row
    {
        int table = 0;
        QString northSouth;
        QString eastWest;
        QString status;
        QString mp;
        QString vp;
    };
    QList<Row> m_rows;
    int m_round = 0;
};

} // namespace pinaculo
