#pragma once

#include <QAbstractTableModel>
#include <QIcon>

namespace pinaculo {

class GameDocument;
struct HandOutcome;

// The score sheet: one row per hand, and for each side the hand's points and the running
// total. Follows the document's signals, so it is always the re-scored game. Names are whole
// (the dealer's cells, the sides' headers): the view fits them to its columns.
class ScoreboardModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NumberColumn, DealerColumn, FirstSideColumn };
    enum SideColumn { PointsColumn, TotalColumn, ColumnsPerSide };
    enum Role {
        BarbeleRole = Qt::UserRole + 1, // bool: the side was barbelé in this hand
        AfterEndRole, // bool: the hand came after the game was decided
        WinnerRole, // bool: the column's side won the game
        SideRole, // int: the column's side, -1 for the fixed columns
    };

    explicit ScoreboardModel(GameDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static int sideOfColumn(int column);
    static SideColumn kindOfColumn(int column);
    static int columnOf(int side, SideColumn kind);

    // The header words are translated: called on QEvent::LanguageChange.
    void retranslate();
    // The barbelé badge is painted in the palette's colours: called when the palette changes.
    void updatePalette();
    // Where the view has no room for two columns a side (six players on a laptop) it hides the
    // points columns: each total's header then names its side, and its cell carries the hand's
    // barbelé badge and its points in the tooltip.
    void setTotalsOnly(bool totalsOnly);
    bool totalsOnly() const { return m_totalsOnly; }
    // The rows whose cells in `column` are the widest, judged by the length of their text, which
    // the numbers tell without writing it out: the view measures these few, never every row of
    // a long game. For a side, the widest with the barbelé badge too; for the dealer, a round.
    QList<int> widestRows(int column) const;

private:
    // The widest cell of a column so far, and the widest with a badge: kept as hands are added,
    // worked out again (from the numbers alone) when a change may have narrowed it.
    struct Widest
    {
        int length = -1;
        int row = -1;
        int badgedLength = -1;
        int badgedRow = -1;
    };
    int cellLength(const HandOutcome &hand, int column) const;
    // Weighs the hand just added at `addedRow`, or, with -1, every hand again.
    void trackWidest(int addedRow);
    void onHandAdded(int index);
    void onHandRemoved(int index);
    // Tells the views of the rows from `firstHand` on, the ones whose totals may have moved.
    void onChanged(int firstHand);

    GameDocument *m_document;
    int m_rows = 0;
    QIcon m_barbeleIcon;
    bool m_totalsOnly = false;
    bool m_over = false; // the end as last told to the views, to tell them when it moves
    int m_winner = -1;
    QList<Widest> m_widest; // per column
};

} // namespace pinaculo
