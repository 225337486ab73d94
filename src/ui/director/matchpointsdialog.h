#pragma once

#include "matchcorrection.h"

#include <QDialog>
#include <QList>
#include <QStringList>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace pinaculo {

// A table's match points typed by the director, one box per side by the entry's name: the
// table's result from its score card, or, for a table already accepted, its correction (a sum
// error with the right MP, or the scores written against the wrong sides) with its reason.
class MatchPointsDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Purpose { Result, Correction };

    MatchPointsDialog(Purpose purpose, const QString &table, const QStringList &sides,
                      const QList<int> &current, QWidget *parent = nullptr);

    QList<int> mp() const;
    MatchCorrection::Kind correctionKind() const;
    QString reason() const;

    void accept() override;

private:
    Purpose m_purpose;
    QList<QSpinBox *> m_boxes;
    QCheckBox *m_wrongSides = nullptr;
    QLineEdit *m_reason = nullptr;
    QLabel *m_problem;
};

} // namespace pinaculo
