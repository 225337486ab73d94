#pragma once

#include <QFont>
#include <QList>
#include <QSize>
#include <QStringList>

namespace pinaculo {

// The type sizes of the full-screen board, worked out from the room it has and the number of
// sides, so the same board reads from across the table on a laptop and on a television: every
// size is as large as the height allows and then shrunk until the widest text of its kind fits
// its column. Values and totals always fit; a name that would need type smaller than two thirds
// of the largest name type is elided instead, so one long name does not make every name small
// (the board then gives the full name as a tooltip). Six players' cards stand in rows of three
// when that gives their names larger type.
class BoardTypeScale
{
public:
    // What the board will show, so the sizes fit the real texts rather than a guess.
    struct Texts
    {
        QStringList names; // each side's name
        QStringList totals; // each side's running total
        QStringList values; // the points of every hand as the hand table shows them
        QStringList nextHand; // the names in the next-hand strip
        QString handHeading; // the word over the hand numbers, in the caption type
        QString barbele; // who is barbelé, in the next-hand strip
        QStringList captions; // the small words over the strip's cells
        QStringList notes; // the small words under the totals ("barbelé")
    };

    BoardTypeScale(const QSize &area, int sides, const QFont &base, const Texts &texts);

    int margin() const { return m_margin; }
    // The sides' cards stand in one row over their columns of the table, or, for five sides or
    // more where one row would leave their names small, in rows of three across the board (the
    // table then names its columns in its header, in the caption type).
    int cardRows() const { return m_cardRows; }
    int cardsPerRow() const { return (m_sides + m_cardRows - 1) / m_cardRows; }
    int cardWidth() const { return m_cardWidth; }
    // The hand-number column of the table, at the left, and each side's column beside it: the
    // side's card above and its column of the table share this width.
    int handColumnWidth() const { return m_handColumnWidth; }
    int sideColumnWidth() const { return m_sideColumnWidth; }
    // The room a text has inside a side's card and inside a table cell, padding taken off.
    int cardTextWidth() const;
    int cellTextWidth() const;
    int rowHeight() const;
    int iconSize() const;
    // The next-hand strip's cells share its width in these proportions: the hand number, then
    // who deals, cuts and plays first, then who is barbelé (a list, so the widest).
    static QList<int> nextCellShares() { return {2, 2, 2, 2, 3}; }
    // The width of a cell with `share` parts of the strip.
    int nextCellWidth(int share) const;

    QFont bannerFont() const { return m_banner; }
    QFont nameFont() const { return m_name; }
    QFont totalFont() const { return m_total; }
    QFont tableFont() const { return m_table; }
    QFont captionFont() const { return m_caption; }
    QFont nextHandFont() const { return m_nextHand; }
    // The barbelé list: the next-hand type, smaller when the list would need three lines.
    QFont barbeleFont() const { return m_barbele; }

    static int minimumNamePixels() { return 14; }
    // The padding each side of a card's text, which the board gives its cards.
    static int cardPadding() { return 8; }

private:
    QSize m_area;
    int m_sides;
    int m_margin;
    int m_handColumnWidth = 0;
    int m_sideColumnWidth = 0;
    int m_cardRows = 1;
    int m_cardWidth = 0;
    QFont m_banner;
    QFont m_name;
    QFont m_total;
    QFont m_table;
    QFont m_caption;
    QFont m_nextHand;
    QFont m_barbele;
};

} // namespace pinaculo
