#pragma once

#include "tournament.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QHBoxLayout;

namespace pinaculo {

// New Tournament: its name and the director's, the variant, the hands of a round, the VP scale,
// the movement of every round and the entries, one a line in enrolment order (their numbers).
class NewTournamentDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewTournamentDialog(QWidget *parent = nullptr);

    Tournament tournament() const;
    QString director() const;

    // The movement names as the dialog lists them.
    static QString movementName(RoundMovement movement);

    void accept() override;

private:
    void setRounds(int rounds);
    QStringList entryNames() const;

    QLineEdit *m_name;
    QLineEdit *m_director;
    QComboBox *m_variant;
    QSpinBox *m_hands;
    QSpinBox *m_minutes;
    QComboBox *m_timeCalled; // what becomes of the hand in play; only for a timed round
    QComboBox *m_scale;
    QSpinBox *m_rounds;
    QHBoxLayout *m_movementRow;
    QList<QComboBox *> m_movements;
    QSpinBox *m_step;
    QPlainTextEdit *m_entries;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace pinaculo
