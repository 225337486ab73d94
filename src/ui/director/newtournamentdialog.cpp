#include "director/newtournamentdialog.h"

#include "coretext.h"
#include "window/appsettings.h"
#include "namerules.h"
#include "tournamentlimits.h"
#include "variants.h"
#include "victorypointscales.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pinaculo {

NewTournamentDialog::NewTournamentDialog(QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_director(new QLineEdit(this))
    , m_variant(new QComboBox(this))
    , m_hands(new QSpinBox(this))
    , m_minutes(new QSpinBox(this))
    , m_timeCalled(new QComboBox(this))
    , m_scale(new QComboBox(this))
    , m_rounds(new QSpinBox(this))
    , m_movementRow(new QHBoxLayout)
    , m_step(new QSpinBox(this))
    , m_entries(new QPlainTextEdit(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Tournament"));
    m_name->setObjectName(QStringLiteral("name"));
    m_director->setObjectName(QStringLiteral("director"));
    m_entries->setObjectName(QStringLiteral("entries"));
    m_rounds->setObjectName(QStringLiteral("rounds"));
    m_name->setMaxLength(TournamentLimits::TextLength);
    m_director->setMaxLength(TournamentLimits::TextLength);
    m_director->setText(AppSettings::directorName()); // the same director, evening after evening
    for (Variant variant : Variants::all())
        m_variant->addItem(CoreText::variantName(variant), variantId(variant));
    m_variant->setCurrentIndex(m_variant->findData(variantId(Variant::Pinnacola)));
    m_hands->setRange(1, TournamentLimits::HandsPerRound);
    m_hands->setValue(3);
    // A round of a time runs on the round clock; 0 is a round of its hands only.
    m_minutes->setObjectName(QStringLiteral("minutes"));
    m_minutes->setRange(0, TournamentLimits::RoundMinutes);
    m_minutes->setSingleStep(5);
    //: The round's time left at 0: the round lasts its hands, with no clock.
    m_minutes->setSpecialValueText(tr("No time limit"));
    //: After the minutes of a round, "40 min".
    m_minutes->setSuffix(tr(" min"));
    m_timeCalled->setObjectName(QStringLiteral("timeCalledHand"));
    m_timeCalled->addItem(tr("Finish the hand in play"), int(TimeCalledHand::Rule::Finish));
    m_timeCalled->addItem(tr("Pay the hand as the cards stand"),
                          int(TimeCalledHand::Rule::CardsInHand));
    auto timed = [this](int minutes) { m_timeCalled->setEnabled(minutes > 0); };
    connect(m_minutes, &QSpinBox::valueChanged, this, timed);
    timed(m_minutes->value());
    for (const QString &id : VictoryPointScales::ids())
        m_scale->addItem(VictoryPointScales::name(id), id);
    // The FIBUR table that goes with the hands of a round, while the director has not chosen.
    connect(m_hands, &QSpinBox::valueChanged, this, [this](int hands) {
        const QString id = hands >= 4 ? QStringLiteral("fibur-4") : QStringLiteral("fibur-3");
        if (m_scale->currentData().toString().startsWith(QStringLiteral("fibur")))
            m_scale->setCurrentIndex(m_scale->findData(id));
    });
    m_rounds->setRange(1, 12);
    m_step->setRange(1, TournamentLimits::MitchellStep);
    m_entries->setPlaceholderText(tr("One pair or player a line, in the order of enrolment"));
    m_entries->setTabChangesFocus(true);
    m_problem->setWordWrap(true);
    m_problem->setVisible(false);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Director:"), m_director);
    form->addRow(tr("&Variant:"), m_variant);
    form->addRow(tr("&Hands a round:"), m_hands);
    form->addRow(tr("&Time a round:"), m_minutes);
    form->addRow(tr("When time is &called:"), m_timeCalled);
    form->addRow(tr("Victory &points:"), m_scale);
    form->addRow(tr("&Rounds:"), m_rounds);
    form->addRow(tr("Movements:"), m_movementRow);
    form->addRow(tr("Mitchell &step:"), m_step);
    form->addRow(tr("&Entries:"), m_entries);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_rounds, &QSpinBox::valueChanged, this, &NewTournamentDialog::setRounds);
    m_rounds->setValue(4);
    setRounds(4);
}

QString NewTournamentDialog::movementName(RoundMovement movement)
{
    switch (movement) {
    case RoundMovement::Mitchell:
        return tr("Mitchell");
    case RoundMovement::Danish:
        return tr("Danish");
    case RoundMovement::RoundRobin:
        return tr("All-play-all");
    case RoundMovement::Director:
        return tr("By the director");
    }
    return {};
}

void NewTournamentDialog::setRounds(int rounds)
{
    while (m_movements.size() > rounds)
        delete m_movements.takeLast();
    while (m_movements.size() < rounds) {
        auto *combo = new QComboBox(this);
        for (RoundMovement movement : RoundMovements::all())
            combo->addItem(movementName(movement), int(movement));
        combo->setAccessibleName(tr("Movement of round %1").arg(m_movements.size() + 1));
        // The usual evening: Mitchell rounds, then a Danish one to finish.
        combo->setCurrentIndex(m_movements.size() + 1 == rounds && rounds > 1 ? 1 : 0);
        m_movementRow->addWidget(combo);
        m_movements.append(combo);
    }
    for (qsizetype i = 0; i < m_movements.size(); ++i) {
        if (i + 1 < rounds && m_movements[i]->currentIndex() == 1)
            m_movements[i]->setCurrentIndex(0);
        if (i + 1 == rounds && rounds > 1)
            m_movements[i]->setCurrentIndex(1);
    }
}

QStringList NewTournamentDialog::entryNames() const
{
    QStringList names;
    for (const QString &line : m_entries->toPlainText().split(u'\n')) {
        const QString name = line.trimmed();
        if (!name.isEmpty())
            names.append(name);
    }
    return names;
}

Tournament NewTournamentDialog::tournament() const
{
    Tournament t;
    t.name = m_name->text().trimmed();
    t.variant = variantFromId(m_variant->currentData().toString()).value_or(Variant::Pinnacola);
    t.handsPerRound = m_hands->value();
    t.roundMinutes = m_minutes->value();
    t.timeCalledHand = TimeCalledHand::Rule(m_timeCalled->currentData().toInt());
    t.awards = UnplayedAwards::forRounds(t.handsPerRound);
    t.scaleId = m_scale->currentData().toString();
    t.scale = *VictoryPointScales::byId(t.scaleId);
    t.seed = quint32(QDateTime::currentSecsSinceEpoch());
    for (const QComboBox *combo : m_movements)
        t.roundPlan.append(RoundMovement(combo->currentData().toInt()));
    t.mitchellStep = m_step->value();
    const QStringList names = entryNames();
    for (int i = 0; i < names.size(); ++i)
        t.entries.append({i + 1, names[i], 0});
    return t;
}

QString NewTournamentDialog::director() const
{
    return m_director->text().trimmed();
}

void NewTournamentDialog::accept()
{
    QString problem;
    const QStringList names = entryNames();
    if (m_name->text().trimmed().isEmpty())
        problem = tr("Give the tournament a name.");
    else if (director().isEmpty())
        problem = tr("Give the director's name: it signs every adjustment and correction.");
    else if (names.size() < 2 || names.size() > TournamentLimits::Entries)
        problem = tr("List from 2 to %1 entries, one a line.").arg(TournamentLimits::Entries);
    else {
        for (qsizetype i = 0; i < names.size() && problem.isEmpty(); ++i) {
            if (NameRules::length(names[i]) > TournamentLimits::TextLength)
                problem = tr("Entry %1 is longer than %2 characters.")
                              .arg(i + 1)
                              .arg(TournamentLimits::TextLength);
        }
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    if (problem.isEmpty())
        QDialog::accept();
}

} // namespace pinaculo
