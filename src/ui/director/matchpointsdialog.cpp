#include "director/matchpointsdialog.h"

#include "tournamentlimits.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace pinaculo {

MatchPointsDialog::MatchPointsDialog(Purpose purpose, const QString &table,
                                     const QStringList &sides, const QList<int> &current,
                                     QWidget *parent)
    : QDialog(parent)
    , m_purpose(purpose)
    , m_problem(new QLabel(this))
{
    setWindowTitle(purpose == Purpose::Result ? tr("Match Points of %1").arg(table)
                                              : tr("Correct %1").arg(table));
    // Wide enough for its title: the table and the purpose are what it is about.
    setMinimumWidth(fontMetrics().horizontalAdvance(windowTitle()) + 160);
    auto *form = new QFormLayout;
    for (qsizetype s = 0; s < sides.size(); ++s) {
        auto *box = new QSpinBox(this);
        box->setRange(-TournamentLimits::MatchPoints, TournamentLimits::MatchPoints);
        box->setSingleStep(5);
        box->setValue(current.value(s));
        box->setAccessibleName(tr("Match points of %1").arg(sides[s]));
        form->addRow(tr("%1:").arg(sides[s]), box);
        m_boxes.append(box);
    }
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    if (purpose == Purpose::Correction) {
        m_wrongSides = new QCheckBox(tr("The scores were written against the &wrong sides"), this);
        m_wrongSides->setObjectName(QStringLiteral("wrongSides"));
        m_reason = new QLineEdit(this);
        m_reason->setObjectName(QStringLiteral("reason"));
        m_reason->setMaxLength(TournamentLimits::TextLength);
        auto *reasonForm = new QFormLayout;
        reasonForm->addRow(tr("&Reason:"), m_reason);
        layout->addWidget(m_wrongSides);
        layout->addLayout(reasonForm);
        // Swapped scores are the same numbers the other way round: nothing to type.
        connect(m_wrongSides, &QCheckBox::toggled, this, [this](bool swapped) {
            for (QSpinBox *box : std::as_const(m_boxes))
                box->setEnabled(!swapped);
        });
    }
    // Typed over, not after: the first box starts with its whole value selected.
    if (!m_boxes.isEmpty()) {
        m_boxes.first()->setFocus();
        QTimer::singleShot(0, m_boxes.first(), &QSpinBox::selectAll);
    }
    m_problem->setWordWrap(true);
    m_problem->setVisible(false);
    layout->addWidget(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QList<int> MatchPointsDialog::mp() const
{
    QList<int> points;
    for (const QSpinBox *box : m_boxes)
        points.append(box->value());
    return points;
}

MatchCorrection::Kind MatchPointsDialog::correctionKind() const
{
    return m_wrongSides && m_wrongSides->isChecked() ? MatchCorrection::Kind::WrongSides
                                                     : MatchCorrection::Kind::SumError;
}

QString MatchPointsDialog::reason() const
{
    return m_reason ? m_reason->text().trimmed() : QString();
}

void MatchPointsDialog::accept()
{
    if (m_purpose == Purpose::Correction && reason().isEmpty()) {
        m_problem->setText(tr("Say why the table is corrected: the reason is kept with it."));
        m_problem->setVisible(true);
        m_reason->setFocus();
        return;
    }
    QDialog::accept();
}

} // namespace pinaculo
