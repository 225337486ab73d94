#pragma once

#include "unplayedawards.h"

#include <QDialog>
#include <QList>
#include <QStringList>

class QComboBox;
class QLabel;
class QSpinBox;

namespace pinaculo {

// An entry late to its table: which one and how many minutes (the minutes the round clock has
// run, when it runs), with what the rule gives for them shown as they are typed (LateArrival):
// the director sees the ruling before it is applied.
class LateArrivalDialog : public QDialog
{
    Q_OBJECT

public:
    // `entries` by number, `names` the text shown for each.
    LateArrivalDialog(int table, const QList<int> &entries, const QStringList &names,
                      const UnplayedAwards &awards, int minutesPlayed, QWidget *parent = nullptr);

    int entry() const;
    int minutes() const;

private:
    void showRuling();

    QList<int> m_entries;
    UnplayedAwards m_awards;
    QComboBox *m_entry;
    QSpinBox *m_minutes;
    QLabel *m_ruling;
};

} // namespace pinaculo
