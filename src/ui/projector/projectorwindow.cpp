#include "projector/projectorwindow.h"

#include "director/roundtablesmodel.h"
#include "director/standingsmodel.h"
#include "director/standingsprintout.h"
#include "projector/projectorpanel.h"

#include <QBoxLayout>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QScreen>

namespace pinaculo {

namespace {

// Light type on a dark ground: what a projector shows best in a lit room.
QPalette roomPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(0x10, 0x22, 0x3a));
    palette.setColor(QPalette::AlternateBase, QColor(0x1b, 0x33, 0x55));
    palette.setColor(QPalette::WindowText, QColor(0xf4, 0xf6, 0xfa));
    return palette;
}

constexpr int LastMinutesSeconds = 5 * 60;

} // namespace

ProjectorWindow::ProjectorWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_name(new QLabel(this))
    , m_status(new QLabel(this))
    , m_clock(new QLabel(this))
    , m_standings(new StandingsModel(this))
    , m_seating(new RoundTablesModel(this))
    , m_standingsPanel(new ProjectorPanel(this))
    , m_seatingPanel(new ProjectorPanel(this))
    , m_panels(new QBoxLayout(QBoxLayout::LeftToRight))
{
    setPalette(roomPalette());
    setAutoFillBackground(true);
    for (QLabel *label : {m_name, m_status, m_clock}) {
        label->setTextFormat(Qt::PlainText);
        label->setPalette(roomPalette());
    }
    m_clock->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_standingsPanel->setModel(m_standings,
                               {StandingsModel::Rank, StandingsModel::Entry, StandingsModel::Vp,
                                StandingsModel::MpDifference},
                               {StandingsModel::Entry});
    m_seatingPanel->setModel(m_seating,
                             {RoundTablesModel::Table, RoundTablesModel::NorthSouth,
                              RoundTablesModel::EastWest, RoundTablesModel::Status},
                             {RoundTablesModel::NorthSouth, RoundTablesModel::EastWest});
    for (ProjectorPanel *panel : {m_standingsPanel, m_seatingPanel})
        panel->setPalette(roomPalette());

    auto *heading = new QVBoxLayout;
    heading->addWidget(m_name);
    heading->addWidget(m_status);
    auto *top = new QHBoxLayout;
    top->addLayout(heading, 1);
    top->addWidget(m_clock);
    m_panels->addWidget(m_standingsPanel, 1);
    m_panels->addWidget(m_seatingPanel, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(m_panels, 1);
    retranslate();
    sizeType();
}

ProjectorWindow::~ProjectorWindow() = default;

void ProjectorWindow::setTournament(const Tournament &tournament,
                                    const TournamentScorer::Result &scored,
                                    const TournamentScorer::GameTotals &totals)
{
    m_tournament = tournament;
    m_scored = scored;
    m_totals = totals;
    retranslate();
}

void ProjectorWindow::clearTournament()
{
    m_tournament.reset();
    m_scored = {};
    m_totals.clear();
    retranslate();
}

void ProjectorWindow::setClock(const QString &text, RoundClock::State state, int secondsLeft)
{
    m_clock->setText(text);
    QPalette palette = roomPalette();
    if (state == RoundClock::State::TimeCalled)
        palette.setColor(QPalette::WindowText, QColor(0xff, 0x6b, 0x6b));
    else if (state == RoundClock::State::Running && secondsLeft <= LastMinutesSeconds)
        palette.setColor(QPalette::WindowText, QColor(0xff, 0xc8, 0x57));
    m_clock->setPalette(palette);
}

QString ProjectorWindow::clockText() const
{
    return m_clock->text();
}

QString ProjectorWindow::headingText() const
{
    return m_name->text() + u'\n' + m_status->text();
}

void ProjectorWindow::retranslate()
{
    setWindowTitle(tr("Projector View"));
    if (!m_tournament) {
        m_name->setText(tr("No tournament open"));
        m_status->clear();
        m_standings->setStandings({}, {});
        m_seating->setRound({}, {}, {}, 0);
        m_standingsPanel->setTitle(tr("Standings"));
        m_seatingPanel->setTitle(QString());
        return;
    }
    const Tournament &t = *m_tournament;
    const int round = int(t.rounds.size());
    m_name->setText(t.name);
    m_status->setText(StandingsPrintout::statusLine(t, m_scored));
    m_standings->setStandings(t, m_scored);
    m_seating->setRound(t, m_scored, m_totals, round);
    m_standingsPanel->setTitle(tr("Standings"));
    m_seatingPanel->setTitle(
        round == 0 ? tr("No round seated yet")
                   : tr("Round %1 of %2: seating").arg(round).arg(t.roundPlan.size()));
    arrangePanels();
}

void ProjectorWindow::sizeType()
{
    // The heading and the clock in proportion to the screen, so that the same view reads as
    // well on a projector of 1024×768 as on one of full HD.
    const int unit = std::max(8, height() / 36);
    QFont name = font();
    name.setBold(true);
    name.setPixelSize(unit * 2);
    m_name->setFont(name);
    QFont status = font();
    status.setPixelSize(int(unit * 1.1));
    m_status->setFont(status);
    QFont clock = font();
    clock.setBold(true);
    clock.setPixelSize(int(unit * 2.6));
    m_clock->setFont(clock);
    layout()->setContentsMargins(unit, unit / 2, unit, unit / 2);
    // The lists' type in proportion to the screen too, whichever way they are laid out.
    for (ProjectorPanel *panel : {m_standingsPanel, m_seatingPanel})
        panel->setTypeRange(std::max(10, height() / 48), std::max(12, height() / 18));
    layout()->setSpacing(unit / 2);
}

bool ProjectorWindow::stacked() const
{
    return m_panels->direction() == QBoxLayout::TopToBottom;
}

void ProjectorWindow::arrangePanels()
{
    // The room the lists have: the window less the heading, as the layout last gave it.
    const QRect area = m_panels->geometry().isValid() ? m_panels->geometry() : rect();
    const int spacing = m_panels->spacing();
    const int standingsLines = m_standingsPanel->lineCount() + 1;
    const int seatingLines = m_seatingPanel->lineCount() + 1;
    struct Arrangement
    {
        QBoxLayout::Direction direction;
        QSize standings;
        QSize seating;
        int standingsStretch;
        int seatingStretch;
    };
    const int halfWidth = (area.width() - spacing) / 2;
    const int stackedHeight = area.height() - spacing;
    const int standingsHeight = stackedHeight * standingsLines / (standingsLines + seatingLines);
    const Arrangement arrangements[] = {
        {QBoxLayout::LeftToRight, QSize(halfWidth, area.height()), QSize(halfWidth, area.height()),
         1, 1},
        {QBoxLayout::TopToBottom, QSize(area.width(), standingsHeight),
         QSize(area.width(), stackedHeight - standingsHeight), standingsLines, seatingLines},
    };
    const Arrangement *best = nullptr;
    int bestSize = 0;
    bool bestPaged = true;
    for (const Arrangement &a : arrangements) {
        const int size = std::min(m_standingsPanel->rowPixelSizeFor(a.standings),
                                  m_seatingPanel->rowPixelSizeFor(a.seating));
        const bool paged
            = m_standingsPanel->pagedAt(a.standings) || m_seatingPanel->pagedAt(a.seating);
        if (!best || (bestPaged && !paged) || (paged == bestPaged && size > bestSize)) {
            best = &a;
            bestSize = size;
            bestPaged = paged;
        }
    }
    if (m_panels->direction() != best->direction)
        m_panels->setDirection(best->direction);
    m_panels->setStretch(0, best->standingsStretch);
    m_panels->setStretch(1, best->seatingStretch);
}

void ProjectorWindow::showFullScreenOn(QScreen *screen)
{
    if (screen) {
        setScreen(screen);
        setGeometry(screen->geometry());
    }
    showFullScreen();
    raise();
    activateWindow();
}

QScreen *ProjectorWindow::projectorScreen(QScreen *directors)
{
    for (QScreen *screen : QGuiApplication::screens()) {
        if (screen != directors)
            return screen;
    }
    return directors;
}

void ProjectorWindow::keyPressEvent(QKeyEvent *event)
{
    // Escape, or F5 that opened it.
    if (event->key() == Qt::Key_Escape || event->key() == Qt::Key_F5) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

void ProjectorWindow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    sizeType();
    arrangePanels();
}

void ProjectorWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pinaculo
