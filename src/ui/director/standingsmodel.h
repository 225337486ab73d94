#pragma once

#include "tournamentscorer.h"

#include <QAbstractTableModel>

namespace pinaculo {

// The standings as the director's window and the printout show them: rank, entry (number and
// name, a withdrawal said), VP, MP difference, MP for and matches, one row per entry in the order
// TournamentScorer ranked them.
class StandingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Rank, Entry, Vp, MpDifference, MpFor, Matches, ColumnCount };

    explicit StandingsModel(QObject *parent = nullptr);

    void setStandings(const Tournament &tournament, const TournamentScorer::Result &scored);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The text of one cell, as the view shows it: the printout reads the same.
    QString text(int row, int column) const;

private:
    Tournament m_tournament;
    QList<StandingRow> m_rows;
};

} // namespace pinaculo
