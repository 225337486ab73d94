#pragma once

#include <QHeaderView>

namespace pinaculo {

// A header whose sections may name sides: each section's text is fitted to its own room by
// NameFit, since Qt's header draws a text too long for its section clipped rather than cut. The
// model gives the whole name, which it also puts in the section's tooltip; the header measures
// its sections on the whole name, so room to spare shows a name whole.
class NameHeaderView : public QHeaderView
{
    Q_OBJECT

public:
    // Clickable and highlighting the selection's sections, like the header a QTableView makes.
    explicit NameHeaderView(Qt::Orientation orientation, QWidget *parent = nullptr);

    // The text a section shows: its model's text, fitted to the section as it now is.
    QString shownText(int logicalIndex) const;

protected:
    void initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const override;

private:
    QString fitted(const QStyleOptionHeader &option, int logicalIndex) const;
};

} // namespace pinaculo
