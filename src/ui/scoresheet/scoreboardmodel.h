#pragma once

#include <QAbstractTableModel>
#include <QIcon>

namespace pinaculo {

class GameDocument;

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

private:
    void onHandAdded(int index);
    void onHandRemoved(int index);
    void onChanged();

    GameDocument *m_document;
    int m_rows = 0;
    QIcon m_barbeleIcon;
    bool m_totalsOnly = false;
};

} // namespace pinaculo
