#pragma once

#include <QAbstractTableModel>

namespace pinaculo {

class GameDocument;

// The lines of one hand's score, in words: who, what and how many points. Shows the hand the
// user selected on the scoreboard, and follows edits to it.
class HandBreakdownModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { PlayerColumn, LineColumn, PointsColumn, ColumnCount };

    explicit HandBreakdownModel(GameDocument *document, QObject *parent = nullptr);

    int hand() const { return m_hand; }
    void setHand(int handIndex);   // -1: none

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The referee warnings of the hand, one sentence each.
    QStringList warnings() const;
    void retranslate();

private:
    void reload();

    GameDocument *m_document;
    int m_hand = -1;
};

} // namespace pinaculo
