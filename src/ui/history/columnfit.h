#pragma once

class QTableView;

namespace pinaculo {

// A table's columns sized to what they show, within the width of the view: every column takes
// what its contents need, and one column of names takes what is left, eliding a long name
// (whole in its tooltip) rather than making the table scroll sideways.
class ColumnFit
{
public:
    static void fitToView(QTableView *view, int namesColumn);
};

} // namespace pinaculo
