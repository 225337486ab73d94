#pragma once

#include "matchresult.h"

#include <QDialog>
#include <QList>
#include <QStringList>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace pinaculo {

// The director's adjustment of an entry in a round: match points before the VP lookup (a late
// arrival) or victory points after it (a conduct penalty), an amount and its reason.
class AdjustmentDialog : public QDialog
{
    Q_OBJECT

public:
    // `entries` by number, `names` the text shown for each.
    AdjustmentDialog(int round, const QList<int> &entries, const QStringList &names,
                     double latePenalty, QWidget *parent = nullptr);

    int entry() const;
    MatchAdjustment::Kind kind() const;
    double amount() const;
    QString reason() const;

    void accept() override;

private:
    QList<int> m_entries;
    QComboBox *m_entry;
    QComboBox *m_kind;
    QDoubleSpinBox *m_amount;
    QLineEdit *m_reason;
    QLabel *m_problem;
};

} // namespace pinaculo
