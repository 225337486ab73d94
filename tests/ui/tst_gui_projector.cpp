#include "database.h"
#include "director/directorwindow.h"
#include "director/roundclockcontrol.h"
#include "director/roundtablesmodel.h"
#include "director/standingsmodel.h"
#include "director/standingsprintout.h"
#include "director/tournamentrulesdialog.h"
#include "director/vpscalessection.h"
#include "projector/projectorpanel.h"
#include "projector/projectorwindow.h"
#include "tournamentdocument.h"
#include "tournamentfilereader.h"
#include "tournamentgamefiles.h"
#include "translations.h"
#include "victorypointscales.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

// What the room sees: the projector view fits its type to the screen and to the field, pages a
// field too long for the screen, shows the standings, the latest round's seating and the
// director's heading in the window's language, and the round clock the director runs, which
// keeps its time when the director's window is opened again. And the tournament rules page of
// every language, with the victory point tables of the scales the standings use.
class TestGuiProjector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup() { Translations::install(QStringLiteral("en")); }
    void typeFitsTheScreenAndTheField();
    void listsAreLaidOutForTheLargerType();
    void aFieldTooLongIsPaged();
    void showsWhatTheDirectorSees_data();
    void showsWhatTheDirectorSees();
    void escapeCloses();
    void clockRunsAndIsKept();
    void rulesPage_data();
    void rulesPage();
};

namespace {

struct Evening
{
    Tournament tournament;
    TournamentScorer::Result scored;
    TournamentScorer::GameTotals totals;
};

Evening evening()
{
    const QString path = QStringLiteral(PINACULO_TEST_DATA "/tournament/evening.tournament.json");
    const TournamentFileReader::Result read = TournamentFileReader::readFile(path);
    Evening e;
    if (!read.ok())
        return e;
    e.tournament = read.tournament;
    e.totals = TournamentGameFiles::read(e.tournament, QFileInfo(path).absolutePath()).totals;
    e.scored = TournamentScorer::score(e.tournament, e.totals);
    return e;
}

// A field of `entries` with no round seated yet.
Evening field(int entries)
{
    Evening e;
    e.tournament.name = QStringLiteral("Open");
    e.tournament.roundPlan = {RoundMovement::Danish};
    for (int i = 1; i <= entries; ++i)
        e.tournament.entries.append({i, QStringLiteral("Pair %1").arg(i), 0});
    e.scored = TournamentScorer::score(e.tournament, {});
    return e;
}

void show(ProjectorWindow &window, const Evening &e, QSize size)
{
    window.setTournament(e.tournament, e.scored, e.totals);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
}

} // namespace

void TestGuiProjector::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(Translations::install(QStringLiteral("en")));
    QVERIFY(evening().scored.ok());
}

void TestGuiProjector::typeFitsTheScreenAndTheField()
{
    ProjectorWindow few;
    show(few, field(8), QSize(1920, 1080));
    ProjectorWindow many;
    show(many, field(24), QSize(1920, 1080));
    ProjectorWindow small;
    show(small, field(8), QSize(1024, 768));
    const int fewSize = few.standingsPanel()->rowPixelSize();
    // Type for the back of the room: never below a forty-eighth of the screen's height.
    QVERIFY2(fewSize >= few.height() / 48, qPrintable(QString::number(fewSize)));
    QVERIFY2(many.standingsPanel()->rowPixelSize() < fewSize,
             qPrintable(
                 QStringLiteral("%1 %2").arg(many.standingsPanel()->rowPixelSize()).arg(fewSize)));
    QVERIFY(small.standingsPanel()->rowPixelSize() < fewSize);
    for (ProjectorWindow *window : {&few, &many, &small}) {
        QVERIFY2(window->standingsPanel()->pageCount() == 1,
                 qPrintable(QStringLiteral("%1×%2: %3 rows a page at %4 px")
                                .arg(window->width())
                                .arg(window->height())
                                .arg(window->standingsPanel()->rowsPerPage())
                                .arg(window->standingsPanel()->rowPixelSize())));
        QVERIFY(window->standingsPanel()->rowsPerPage() >= 24 || window == &few
                || window == &small);
    }
}

void TestGuiProjector::listsAreLaidOutForTheLargerType()
{
    // A laptop's screen: the lists go side by side or one above the other, whichever gives
    // both the larger type, and neither is paged.
    ProjectorWindow window;
    show(window, evening(), QSize(1024, 600));
    ProjectorPanel *standings = window.standingsPanel();
    ProjectorPanel *seating = window.seatingPanel();
    QCOMPARE(standings->pageCount(), 1);
    QCOMPARE(seating->pageCount(), 1);
    const int chosen = std::min(standings->rowPixelSize(), seating->rowPixelSize());
    const QSize whole = standings->size()
        + (window.stacked() ? QSize(0, seating->height()) : QSize(seating->width(), 0));
    const QSize other = window.stacked() ? QSize(whole.width() / 2, whole.height())
                                         : QSize(whole.width(), whole.height() / 2);
    QVERIFY2(chosen >= std::min(standings->rowPixelSizeFor(other), seating->rowPixelSizeFor(other)),
             qPrintable(QString::number(chosen)));
    QVERIFY(chosen >= window.height() / 48);
}

void TestGuiProjector::aFieldTooLongIsPaged()
{
    ProjectorWindow window;
    show(window, field(120), QSize(1280, 720));
    ProjectorPanel *panel = window.standingsPanel();
    // At the least size, a page at a time: every entry on some page, none twice.
    QCOMPARE(panel->rowPixelSize(), std::max(10, window.height() / 48));
    QVERIFY(panel->pageCount() > 1);
    QCOMPARE(panel->pageCount(), (120 + panel->rowsPerPage() - 1) / panel->rowsPerPage());
    QCOMPARE(panel->page(), 0);
    panel->showPage(panel->pageCount() - 1);
    QCOMPARE(panel->page(), panel->pageCount() - 1);
    panel->showPage(panel->pageCount()); // past the last: back to the first
    QCOMPARE(panel->page(), 0);
    // A field that fits again shows on one page.
    window.setTournament(field(6).tournament, field(6).scored, {});
    QCOMPARE(panel->pageCount(), 1);
    QCOMPARE(panel->page(), 0);
}

void TestGuiProjector::showsWhatTheDirectorSees_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("seating");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Round 3 of 4: seating");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Ronda 3 de 4: emparejamientos");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("Turno 3 di 4: abbinamenti");
}

void TestGuiProjector::showsWhatTheDirectorSees()
{
    QFETCH(QString, language);
    QFETCH(QString, seating);
    QVERIFY(Translations::install(language));
    const Evening e = evening();
    ProjectorWindow window;
    show(window, e, QSize(1280, 800));
    QCOMPARE(window.headingText(),
             e.tournament.name + u'\n' + StandingsPrintout::statusLine(e.tournament, e.scored));
    QCOMPARE(window.seatingPanel()->title(), seating);
    // Every entry in the standings, first the one the scorer ranks first.
    QCOMPARE(window.standingsPanel()->pageCount(), 1);
    const QAbstractItemModel *standings = window.findChild<StandingsModel *>();
    QVERIFY(standings);
    QCOMPARE(standings->rowCount(), e.tournament.entries.size());
    const int first = e.scored.standings.first().entry;
    QVERIFY(
        standings->index(0, StandingsModel::Entry)
            .data()
            .toString()
            .startsWith(QStringLiteral("%1 %2").arg(first).arg(e.tournament.entry(first)->name)));
    // The seating of the latest round, table by table.
    const QAbstractItemModel *tables = window.findChild<RoundTablesModel *>();
    QVERIFY(tables);
    QCOMPARE(tables->rowCount(),
             e.tournament.rounds.last().matches.size() + e.tournament.rounds.last().resting.size());
    window.clearTournament();
    QCOMPARE(standings->rowCount(), 0);
}

void TestGuiProjector::escapeCloses()
{
    ProjectorWindow window;
    show(window, evening(), QSize(800, 600));
    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(!window.isVisible());
}

void TestGuiProjector::clockRunsAndIsKept()
{
    QTemporaryDir dir;
    Database db(QStringLiteral("projector"));
    QVERIFY(db.open(dir.filePath(QStringLiteral("games.sqlite"))).ok());
    Tournament timed = field(4).tournament;
    timed.roundMinutes = 40;
    QString error;
    qint64 id = 0;
    {
        std::unique_ptr<TournamentDocument> created
            = TournamentDocument::create(db.storage(), timed, &error);
        QVERIFY2(created, qPrintable(error));
        id = created->id();
    }
    {
        DirectorWindow window(db.storage());
        QVERIFY(window.openTournament(id));
        RoundClockControl *clock = window.roundClock();
        QVERIFY(clock->text().isEmpty()); // no round seated: no clock
        QVERIFY(window.seatNextRound());
        QCOMPARE(clock->state(), RoundClock::State::Ready);
        QCOMPARE(clock->text(), QStringLiteral("Round 1: 40:00, not started"));
        ProjectorWindow *projector = window.showProjector();
        QVERIFY(projector);
        QCOMPARE(projector->clockText(), clock->text());
        clock->start();
        QCOMPARE(clock->state(), RoundClock::State::Running);
        QVERIFY2(projector->clockText().endsWith(QStringLiteral(" left")),
                 qPrintable(projector->clockText()));
        QCOMPARE(projector->clockText(), clock->text());
        clock->pauseOrResume();
        QCOMPARE(clock->state(), RoundClock::State::Paused);
    }
    // Opened again, the same round's clock is still paused where it was.
    DirectorWindow again(db.storage());
    QVERIFY(again.openTournament(id));
    QCOMPARE(again.roundClock()->state(), RoundClock::State::Paused);
    QVERIFY2(again.roundClock()->text().startsWith(QStringLiteral("Round 1: paused at 4")),
             qPrintable(again.roundClock()->text()));
    again.roundClock()->reset();
    QCOMPARE(again.roundClock()->state(), RoundClock::State::Ready);
}

void TestGuiProjector::rulesPage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("decision");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Tournaments")
                        << QStringLiteral("Decision:");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Torneos")
                        << QStringLiteral("Decisión del programa:");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("Tornei")
                        << QStringLiteral("Scelta del programma:");
}

void TestGuiProjector::rulesPage()
{
    QFETCH(QString, language);
    QFETCH(QString, heading);
    QFETCH(QString, decision);
    QVERIFY(Translations::install(language));
    QVERIFY(TournamentRulesDialog::pagePath(language).contains(u'/' + language + u'/'));
    // The same sections, in the same order, as the English page: none missing in translation.
    auto sections = [](const QString &path) {
        QFile page(path);
        QStringList ids;
        if (!page.open(QIODevice::ReadOnly))
            return ids;
        const QString html = QString::fromUtf8(page.readAll());
        for (const QRegularExpressionMatch &m :
             QRegularExpression(QStringLiteral("<h2 id=\"([a-z-]+)\">")).globalMatch(html))
            ids.append(m.captured(1));
        return ids;
    };
    const QStringList english = sections(TournamentRulesDialog::pagePath(QStringLiteral("en")));
    QVERIFY(english.size() >= 8);
    QCOMPARE(sections(TournamentRulesDialog::pagePath(language)), english);
    TournamentRulesDialog dialog;
    const QString text = dialog.text();
    QVERIFY2(text.startsWith(heading), qPrintable(text.left(200)));
    QVERIFY(text.contains(decision));
    QVERIFY(!text.contains(VpScalesSection::marker()));
    // Every scale's table is there, band by band, as the standings use it.
    const QLocale locale;
    for (const QString &id : VictoryPointScales::ids())
        QVERIFY2(text.contains(VictoryPointScales::name(id)), qPrintable(id));
    const VictoryPointScale fibur3 = *VictoryPointScales::byId(QStringLiteral("fibur-3"));
    for (const VictoryPointScale::Band &band : fibur3.bands())
        QVERIFY2(text.contains(locale.toString(band.upTo)), qPrintable(locale.toString(band.upTo)));
    const VictoryPointScale::Shares at350 = fibur3.sharesOfDifference(350);
    QCOMPARE(at350.first, 13.0);
    QVERIFY(text.contains(QStringLiteral("13 – 7")));
    QVERIFY(text.contains(QStringLiteral("20 – 0")));
}

QTEST_MAIN(TestGuiProjector)
#include "tst_gui_projector.moc"
