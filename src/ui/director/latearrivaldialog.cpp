#include "director/latearrivaldialog.h"

#include "latearrival.h"
#include "tournamentlimits.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pinaculo {

LateArrivalDialog::LateArrivalDialog(int table, const QList<int> &entries, const QStringList &names,
                                     const UnplayedAwards &awards, int minutesPlayed,
                                     QWidget *parent)
    : QDialog(parent)
    , m_entries(entries)
    , m_awards(awards)
    , m_entry(new QComboBox(this))
    , m_minutes(new QSpinBox(this))
    , m_ruling(new QLabel(this))
{
    setWindowTitle(tr("Late Arrival at Table %1").arg(table));
    m_entry->setObjectName(QStringLiteral("lateEntry"));
    m_entry->addItems(names);
    m_minutes->setObjectName(QStringLiteral("lateMinutes"));
    m_minutes->setRange(0, TournamentLimits::RoundMinutes);
    m_minutes->setSuffix(tr(" min"));
    m_minutes->setValue(minutesPlayed);
    m_ruling->setObjectName(QStringLiteral("lateRuling"));
    m_ruling->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Entry:"), m_entry);
    form->addRow(tr("&Minutes late:"), m_minutes);
    form->addRow(tr("Ruling:"), m_ruling);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Apply"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_minutes, &QSpinBox::valueChanged, this, &LateArrivalDialog::showRuling);
    showRuling();
    m_minutes->setFocus();
    m_minutes->selectAll();
}

int LateArrivalDialog::entry() const
{
    return m_entries.value(m_entry->currentIndex());
}

int LateArrivalDialog::minutes() const
{
    return m_minutes->value();
}

void LateArrivalDialog::showRuling()
{
    m_ruling->setText(LateArrival::text(m_awards, minutes()));
}

} // namespace pinaculo
