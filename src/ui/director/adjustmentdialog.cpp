#include "director/adjustmentdialog.h"

#include "tournamentlimits.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace pinaculo {

AdjustmentDialog::AdjustmentDialog(int round, const QList<int> &entries, const QStringList &names,
                                   double latePenalty, QWidget *parent)
    : QDialog(parent)
    , m_entries(entries)
    , m_entry(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_amount(new QDoubleSpinBox(this))
    , m_reason(new QLineEdit(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Adjust in Round %1").arg(round));
    m_entry->addItems(names);
    m_kind->addItem(tr("Match points, before the VP lookup"));
    m_kind->addItem(tr("Victory points, after the VP lookup"));
    m_amount->setRange(-TournamentLimits::Adjustment, TournamentLimits::Adjustment);
    m_amount->setValue(-latePenalty);
    m_reason->setMaxLength(TournamentLimits::TextLength);
    // MP are whole; VP may take a half.
    auto follow = [this] {
        const bool mp = m_kind->currentIndex() == 0;
        m_amount->setDecimals(mp ? 0 : 1);
        m_amount->setSingleStep(mp ? 5 : 0.5);
    };
    connect(m_kind, &QComboBox::currentIndexChanged, this, follow);
    follow();
    auto *form = new QFormLayout;
    form->addRow(tr("&Entry:"), m_entry);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Amount:"), m_amount);
    form->addRow(tr("&Reason:"), m_reason);
    m_problem->setWordWrap(true);
    m_problem->setVisible(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

int AdjustmentDialog::entry() const
{
    return m_entries.value(m_entry->currentIndex());
}

MatchAdjustment::Kind AdjustmentDialog::kind() const
{
    return m_kind->currentIndex() == 0 ? MatchAdjustment::Kind::MatchPoints
                                       : MatchAdjustment::Kind::VictoryPoints;
}

double AdjustmentDialog::amount() const
{
    return m_amount->value();
}

QString AdjustmentDialog::reason() const
{
    return m_reason->text().trimmed();
}

void AdjustmentDialog::accept()
{
    QString problem;
    if (amount() == 0)
        problem = tr("An adjustment of 0 changes nothing.");
    else if (reason().isEmpty())
        problem = tr("Say why: the reason is kept with the adjustment.");
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    if (problem.isEmpty())
        QDialog::accept();
}

} // namespace pinaculo
