#pragma once

#include "gamesetup.h"
#include "handscore.h"

#include <QAbstractItemModel>

namespace pinaculo {

class GameDocument;

// The lines of one hand's score, in words: who, what and how many points. The game view shows
// the hand selected on the scoreboard as a table and follows edits to it; the hand entry dialog
// feeds in its live score and shows a tree, a row per side with its players' lines below.
class HandBreakdownModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    // The player comes last: the tree by side names the player inside each line and leaves the
    // column out, so the two columns it shows keep their numbers. The game view shows it first.
    enum Column { LineColumn, PointsColumn, PlayerColumn, ColumnCount };
    // The points column's points as an int; on a side's row, the side's total. EditRole too.
    static constexpr int PointsRole = Qt::UserRole;

    enum class Grouping {
        Flat, // a row per line, three columns
        BySide, // a row per side with its lines as children; line and points columns only
    };

    // Shows the score given to setScore().
    explicit HandBreakdownModel(Grouping grouping, QObject *parent = nullptr);
    // Shows the document's hand chosen with setHand(), flat, and follows edits to it.
    explicit HandBreakdownModel(GameDocument *document, QObject *parent = nullptr);

    void setScore(const GameSetup &setup, const HandScore &score);

    int hand() const { return m_hand; }
    void setHand(int handIndex); // -1: none

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The referee warnings of the hand, one sentence each.
    QStringList warnings() const;
    void retranslate();

private:
    void followDocument();
    void showDocumentHand();
    bool isSideRow(const QModelIndex &index) const;
    // The index into the score's lines; -1 for the "nothing yet" row of a side without lines.
    int lineOf(const QModelIndex &index) const;
    QVariant sideData(int side, int column, int role) const;
    QVariant lineData(const ScoreLine &line, int column, int role) const;

    GameDocument *m_document = nullptr;
    Grouping m_grouping = Grouping::Flat;
    int m_hand = -1;
    GameSetup m_setup;
    HandScore m_score;
    QList<QList<int>> m_linesOfSide; // BySide: per side, indices into m_score.lines
};

} // namespace pinaculo
