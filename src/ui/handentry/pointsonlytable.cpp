#include "handentry/pointsonlytable.h"

#include "inputlimits.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>

namespace pinaculo {

namespace {
QSpinBox *pointsSpin(int maximum, const QString &name)
{
    auto *spin = new QSpinBox;
    spin->setObjectName(name);
    // The same bounds as a game file, so what is typed here always exports and reads back.
    spin->setRange(0, maximum);
    spin->setSingleStep(5);
    spin->setGroupSeparatorShown(true);
    spin->setMinimumWidth(110);
    return spin;
}
} // namespace

PointsOnlyTable::PointsOnlyTable(const GameSetup &setup, QWidget *parent)
    : QWidget(parent)
    , m_setup(setup)
    , m_sideHeader(new QLabel)
    , m_meldHeader(new QLabel)
    , m_handHeader(new QLabel)
    , m_outHeader(new QLabel)
    , m_note(new QLabel)
    , m_nobody(new QRadioButton)
    , m_outGroup(new QButtonGroup(this))
{
    setObjectName(QStringLiteral("pointsOnlyTable"));
    auto *grid = new QGridLayout(this);
    grid->setHorizontalSpacing(16);
    grid->setVerticalSpacing(8);
    QFont bold = font();
    bold.setBold(true);
    int column = 0;
    for (QLabel *header : {m_sideHeader, m_meldHeader, m_handHeader, m_outHeader}) {
        header->setFont(bold);
        grid->addWidget(header, 0, column++);
    }
    for (int side = 0; side < m_setup.sideCount(); ++side) {
        const QString number = QString::number(side);
        auto *name = new QLabel(m_setup.sideName(side));
        name->setTextFormat(Qt::PlainText); // names, as typed
        QFont big = name->font();
        big.setPointSizeF(big.pointSizeF() * 1.15);
        name->setFont(big);
        QSpinBox *melded
            = pointsSpin(InputLimits::MeldPoints, QStringLiteral("pointsMeld_") + number);
        QSpinBox *inHand
            = pointsSpin(InputLimits::HandPoints, QStringLiteral("pointsHand_") + number);
        auto *out = new QRadioButton;
        out->setObjectName(QStringLiteral("pointsOut_") + number);
        m_outGroup->addButton(out, side);
        grid->addWidget(name, side + 1, 0);
        grid->addWidget(melded, side + 1, 1);
        grid->addWidget(inHand, side + 1, 2);
        grid->addWidget(out, side + 1, 3, Qt::AlignLeft);
        m_melded.append(melded);
        m_inHand.append(inHand);
        m_out.append(out);
        for (QSpinBox *spin : {melded, inHand})
            connect(spin, &QSpinBox::valueChanged, this, &PointsOnlyTable::changed);
    }
    m_nobody->setObjectName(QStringLiteral("pointsOutNobody"));
    m_outGroup->addButton(m_nobody, -1);
    m_nobody->setChecked(true);
    grid->addWidget(m_nobody, m_setup.sideCount() + 1, 3, Qt::AlignLeft);
    m_note->setWordWrap(true);
    grid->addWidget(m_note, m_setup.sideCount() + 2, 0, 1, 4);
    grid->setColumnStretch(4, 1);
    grid->setRowStretch(m_setup.sideCount() + 3, 1);
    connect(m_outGroup, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (on)
            emit changed();
    });
    // Tab runs along a side's row: its melded points, then what it held.
    QWidget *previous = nullptr;
    for (int side = 0; side < m_setup.sideCount(); ++side) {
        for (QWidget *w :
             {static_cast<QWidget *>(m_melded[side]), static_cast<QWidget *>(m_inHand[side])}) {
            if (previous)
                setTabOrder(previous, w);
            previous = w;
        }
    }
    retranslate();
}

QList<PlayerResult> PointsOnlyTable::results() const
{
    // Partners stay empty: the breakdown then shows one line per number typed.
    QList<PlayerResult> results(m_setup.playerCount());
    const int outSide = m_outGroup->checkedId();
    for (int side = 0; side < m_setup.sideCount(); ++side) {
        const QList<int> seats = m_setup.seatsOfSide(side);
        if (seats.isEmpty())
            continue;
        // The side's points on its first player: the score is per side either way.
        PlayerResult &first = results[seats.first()];
        first.meldPoints = m_melded[side]->value();
        first.handPoints = m_inHand[side]->value();
        if (side == outSide)
            first.out = OutKind::Yes;
    }
    return results;
}

bool PointsOnlyTable::holds(const GameSetup &setup, const HandRecord &hand)
{
    if (hand.results.size() != setup.playerCount())
        return false;
    for (int seat = 0; seat < hand.results.size(); ++seat) {
        const PlayerResult &r = hand.results[seat];
        const QList<int> seats = setup.seatsOfSide(setup.sideOfSeat(seat));
        if (seats.isEmpty() || seats.first() != seat) {
            if (r != PlayerResult())
                return false;
            continue;
        }
        if (!r.meldPoints || !r.handPoints || !r.melds.isEmpty() || !r.hand.isEmpty()
            || r.out == OutKind::AllAtOnce || r.wildOnFinalTurn || r.pumbaMissed != 0
            || r.failedOpenings != 0)
            return false;
    }
    return true;
}

void PointsOnlyTable::setPoints(const QList<int> &melded, const QList<int> &inHand, int outSide)
{
    const QSignalBlocker blocker(this);
    for (int side = 0; side < m_melded.size(); ++side) {
        // A number kept in a file stays as it is, even beyond what typing offers.
        const auto setStored = [](QSpinBox *spin, int value) {
            if (value > spin->maximum())
                spin->setMaximum(value);
            spin->setValue(std::max(0, value));
        };
        setStored(m_melded[side], melded.value(side));
        setStored(m_inHand[side], inHand.value(side));
    }
    if (QRadioButton *out = m_out.value(outSide))
        out->setChecked(true);
    else
        m_nobody->setChecked(true);
}

void PointsOnlyTable::setFromScore(const HandScore &score, int outSide)
{
    QList<int> melded(m_setup.sideCount(), 0);
    QList<int> inHand(m_setup.sideCount(), 0);
    for (const ScoreLine &l : score.lines) {
        if (l.side < 0 || l.side >= m_setup.sideCount())
            continue;
        if (l.kind == ScoreLine::Kind::Meld)
            melded[l.side] += l.points;
        else if (l.kind == ScoreLine::Kind::Hand)
            inHand[l.side] -= l.points; // a hand line takes its points off
    }
    setPoints(melded, inHand, outSide);
}

bool PointsOnlyTable::isEmpty() const
{
    for (int side = 0; side < m_melded.size(); ++side) {
        if (m_melded[side]->value() != 0 || m_inHand[side]->value() != 0)
            return false;
    }
    return m_nobody->isChecked();
}

void PointsOnlyTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PointsOnlyTable::retranslate()
{
    m_sideHeader->setText(m_setup.partnership() ? tr("Pair") : tr("Player"));
    m_meldHeader->setText(tr("Melded points"));
    m_handHeader->setText(tr("Points left in hand"));
    m_outHeader->setText(tr("Went out"));
    m_nobody->setText(tr("nobody"));
    for (int side = 0; side < m_out.size(); ++side) {
        m_melded[side]->setToolTip(
            tr("What %1 laid on the table, counted").arg(m_setup.sideName(side)));
        m_inHand[side]->setToolTip(
            tr("What %1 was left holding, counted (it is taken off)").arg(m_setup.sideName(side)));
        m_out[side]->setToolTip(tr("%1 went out").arg(m_setup.sideName(side)));
    }
    m_note->setText(tr("Points only: the table counts and types the totals. No premium, "
                       "multiplier, opening check or penalty is judged; untick “Points only” "
                       "to enter the cards instead."));
}

} // namespace pinaculo
