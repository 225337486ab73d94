#include "database.h"
#include "matchesexport.h"
#include "director/directorwindow.h"
#include "director/latearrivaldialog.h"
#include "director/printoutactions.h"
#include "director/tableactions.h"
#include "director/tablehandsdialog.h"
#include "gamedocument.h"
#include "gamefilereader.h"
#include "handentry/handentrydialog.h"
#include "director/matchpointsdialog.h"
#include "director/newtournamentdialog.h"
#include "director/roundtablesmodel.h"
#include "director/standingsmodel.h"
#include "tournamentdocument.h"
#include "tournamentedits.h"
#include "translations.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QDialogButtonBox>
#include <QDropEvent>
#include <QUrl>
#include <QTableView>
#include <QMimeData>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace pinaculo;

// The director's window through its real dialogs: an evening created in New Tournament, its
// rounds seated by their movements, every table taken in from the table's game file, a
// correction, the rounds closed and the standings approved; the standings then equal those the
// command line works out from the exported file, and the printed standings read back from the
// PDF name every entry. In English, Spanish and Italian.
class TestGuiDirector : public QObject
{
    Q_OBJECT

private slots:
    void cleanupTestCase() { Translations::install(QStringLiteral("en")); }
    void anEvening_data();
    void anEvening();
    void aGameFileDroppedOnItsTable();
    void aLateArrivalRuledAsTyped();
    void aTableTypedHandByHand();
};

namespace {

// Runs `fill` on the next modal dialog of type T as soon as it is shown.
template<typename T>
void whenShown(const std::function<void(T *)> &fill)
{
    QTimer::singleShot(0, [fill] {
        auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget());
        if (!dialog) {
            whenShown<T>(fill);
            return;
        }
        fill(dialog);
    });
}

// A table's game of a round of three hands, entered as points, its totals drawn from `seed`.
QByteArray tableGame(quint32 seed)
{
    QRandomGenerator random(seed);
    const QStringList players {QStringLiteral("Ada"), QStringLiteral("Lia"), QStringLiteral("Bea"),
                               QStringLiteral("Mario")};
    QJsonArray hands;
    for (int h = 0; h < 3; ++h) {
        QJsonObject results;
        const int out = int(random.bounded(4));
        for (int p = 0; p < 4; ++p) {
            QJsonObject result {
                {QStringLiteral("meld_points"), 5 * int(random.bounded(80))},
                {QStringLiteral("hand_points"), p == out ? 0 : 5 * int(random.bounded(20))}};
            if (p == out)
                result.insert(QStringLiteral("out"), QStringLiteral("yes"));
            results.insert(players[p], result);
        }
        hands.append(QJsonObject {{QStringLiteral("results"), results}});
    }
    const QJsonObject game {
        {QStringLiteral("format"), QStringLiteral("pinaculo-game")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("variant"), QStringLiteral("pinnacola")},
        {QStringLiteral("rules"),
         QJsonObject {{QStringLiteral("hand_limit"), 3}, {QStringLiteral("target"), 0}}},
        {QStringLiteral("players"), QJsonArray {players[0], players[1], players[2], players[3]}},
        {QStringLiteral("teams"),
         QJsonArray {
             QJsonObject {{QStringLiteral("name"), QStringLiteral("A")},
                          {QStringLiteral("players"), QJsonArray {players[0], players[2]}}},
             QJsonObject {{QStringLiteral("name"), QStringLiteral("B")},
                          {QStringLiteral("players"), QJsonArray {players[1], players[3]}}}}},
        {QStringLiteral("hands"), hands}};
    return QJsonDocument(game).toJson();
}

// The evening of tests/data/tournament in a director's window over a database of its own, its
// next round seated, the window shown and table 1 selected.
struct SeatedEvening
{
    explicit SeatedEvening(const QString &connection)
        : db(connection)
    {
    }
    // False when the evening could not be set out.
    bool setOut()
    {
        if (!db.open(dir.filePath(QStringLiteral("games.sqlite"))).ok())
            return false;
        window = std::make_unique<DirectorWindow>(db.storage());
        if (!window->importTournament(
                QStringLiteral(PINACULO_TEST_DATA "/tournament/evening.tournament.json"))
            || !window->seatNextRound())
            return false;
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return false;
        window->selectTable(1);
        return true;
    }

    QTemporaryDir dir;
    Database db;
    std::unique_ptr<DirectorWindow> window;
};

// Types a hand as points in the hand dialog the table's dialog opened, and confirms it.
void typePointsHand(TableHandsDialog *table, int melded, int inHand)
{
    QVERIFY(table->recordHand());
    auto *hand = table->findChild<HandEntryDialog *>();
    QVERIFY(hand);
    hand->setPointsOnly(true);
    hand->findChild<QSpinBox *>(QStringLiteral("pointsMeld_0"))->setValue(melded);
    hand->findChild<QSpinBox *>(QStringLiteral("pointsMeld_1"))->setValue(melded / 2);
    hand->findChild<QSpinBox *>(QStringLiteral("pointsHand_1"))->setValue(inHand);
    hand->findChild<QRadioButton *>(QStringLiteral("pointsOut_0"))->setChecked(true);
    QPushButton *ok = hand->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))
                          ->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    ok->click();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(!table->findChild<HandEntryDialog *>());
}

} // namespace

void TestGuiDirector::anEvening_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("pairs");
    QTest::newRow("8 pairs on 4 tables, in English") << QStringLiteral("en") << 8;
    QTest::newRow("8 pairs on 4 tables, in Spanish") << QStringLiteral("es") << 8;
    QTest::newRow("11 pairs on 6 tables, a bye each round, in Italian")
        << QStringLiteral("it") << 11;
}

void TestGuiDirector::anEvening()
{
    QFETCH(QString, language);
    QFETCH(int, pairs);
    QVERIFY(Translations::install(language));
    QTemporaryDir dir;
    Database db(QStringLiteral("director"));
    const Database::OpenResult opened = db.open(dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY2(opened.ok(), qPrintable(opened.message));
    DirectorWindow window(db.storage());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QStringList names;
    for (int e = 1; e <= pairs; ++e)
        names.append(QStringLiteral("Coppia %1").arg(QChar(u'A' + e - 1)));
    whenShown<NewTournamentDialog>([&names](NewTournamentDialog *dialog) {
        dialog->findChild<QLineEdit *>(QStringLiteral("name"))->setText(QStringLiteral("Serata"));
        dialog->findChild<QLineEdit *>(QStringLiteral("director"))
            ->setText(QStringLiteral("Marta"));
        dialog->findChild<QPlainTextEdit *>(QStringLiteral("entries"))
            ->setPlainText(names.join(u'\n'));
        dialog->accept();
    });
    QVERIFY(window.newTournament());
    QVERIFY(window.document());
    // The usual evening by default: three Mitchell rounds, then a Danish one.
    QCOMPARE(window.document()->tournament().roundPlan,
             (QList<RoundMovement> {RoundMovement::Mitchell, RoundMovement::Mitchell,
                                    RoundMovement::Mitchell, RoundMovement::Danish}));

    for (int round = 1; round <= 4; ++round) {
        QVERIFY(window.seatNextRound());
        QCOMPARE(window.shownRound(), round);
        const TournamentRound &seated = window.document()->tournament().rounds.last();
        QCOMPARE(seated.matches.size(), pairs / 2);
        QCOMPARE(seated.resting.size(), pairs % 2);
        for (const TournamentMatch &match : seated.matches) {
            const QString path
                = dir.filePath(QStringLiteral("table-%1-%2.json").arg(round).arg(match.table));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(tableGame(quint32(100 * round + match.table)));
            file.close();
            window.selectTable(match.table);
            QVERIFY(window.tableActions()->takeGameFile(path));
        }
        QVERIFY(window.closeRound());
        if (round == 2) {
            // Round 2, table 1: the scores were written against the wrong sides.
            window.selectTable(1);
            whenShown<MatchPointsDialog>([](MatchPointsDialog *dialog) {
                dialog->findChild<QCheckBox *>(QStringLiteral("wrongSides"))->setChecked(true);
                dialog->findChild<QLineEdit *>(QStringLiteral("reason"))
                    ->setText(QStringLiteral("righe scambiate"));
                dialog->accept();
            });
            QVERIFY(window.tableActions()->correct());
            QCOMPARE(window.document()->tournament().rounds[1].matches[0].corrections.size(), 1);
        }
    }
    whenShown<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Yes)->click(); });
    QVERIFY(window.approve());
    QVERIFY(window.document()->standings().final);
    // The approval is one change among the others: undone and redone.
    window.document()->undoStack()->undo();
    QVERIFY(!window.document()->standings().final);
    window.document()->undoStack()->redo();
    QVERIFY(window.document()->standings().final);

    // The exported file gives the command line the same standings as the window.
    const QString exported = dir.filePath(QStringLiteral("serata.tournament.json"));
    QVERIFY(window.exportTournament(exported));
    QProcess cli;
    cli.start(QStringLiteral(PINACULO_BUILD_DIR "/pinaculo-cli"),
              {QStringLiteral("tournament"), QStringLiteral("score"), QStringLiteral("--json"),
               exported});
    QVERIFY(cli.waitForFinished(20000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject standings = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    QCOMPARE(standings.value(u"final").toBool(), true);
    const QJsonArray rows = standings.value(u"standings").toArray();
    const QList<StandingRow> shown = window.document()->standings().standings;
    QCOMPARE(rows.size(), shown.size());
    const StandingsModel *model = window.standingsModel();
    QCOMPARE(model->rowCount(), pairs);
    for (int r = 0; r < rows.size(); ++r) {
        const QJsonObject row = rows[r].toObject();
        QCOMPARE(row.value(u"entry").toInt(), shown[r].entry);
        QCOMPARE(row.value(u"vp").toDouble(), shown[r].vp);
        QCOMPARE(row.value(u"mp_for").toInteger(), shown[r].mpFor);
        QVERIFY(model->text(r, StandingsModel::Entry).contains(row.value(u"name").toString()));
    }

    // The printed standings, read back from the PDF.
    const QString pdf = dir.filePath(QStringLiteral("standings.pdf"));
    QVERIFY(window.printouts()->writePdf(PrintoutActions::Printout::Standings, pdf));
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext is not installed: the PDF's text is not checked");
    QProcess text;
    text.start(pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(20000));
    const QString printed = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY2(printed.contains(QStringLiteral("Serata")), qPrintable(printed));
    for (const QString &name : std::as_const(names))
        QVERIFY2(printed.contains(name), qPrintable(printed));
    QVERIFY2(printed.contains(QStringLiteral("Marta")), qPrintable(printed));
}

// The director drags a table's exported game file onto the table's row: it is taken in for
// that table, whatever row was selected; what is not one game file is refused on entering.
void TestGuiDirector::aGameFileDroppedOnItsTable()
{
    QVERIFY(Translations::install(QStringLiteral("en")));
    SeatedEvening evening(QStringLiteral("drop"));
    QVERIFY(evening.setOut());
    DirectorWindow &window = *evening.window;
    const QTemporaryDir &dir = evening.dir;
    window.resize(1200, 700);
    QTableView *view = nullptr;
    for (QTableView *candidate : window.findChildren<QTableView *>()) {
        if (candidate->model() == window.tablesModel())
            view = candidate;
    }
    QVERIFY(view);
    window.selectTable(1);

    const QString path = dir.filePath(QStringLiteral("r4-t2.pinaculo.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(tableGame(42));
    file.close();
    int row = -1;
    for (int r = 0; r < window.tablesModel()->rowCount(); ++r) {
        if (window.tablesModel()->tableAt(r) == 2)
            row = r;
    }
    QVERIFY(row >= 0);
    const QPoint onRow = view->visualRect(window.tablesModel()->index(row, 1)).center();

    QMimeData text;
    text.setText(QStringLiteral("820 455"));
    QDragEnterEvent refused(onRow, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &refused);
    QVERIFY(!refused.isAccepted());

    QMimeData game;
    game.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(onRow, Qt::CopyAction, &game, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent dropped(QPointF(onRow), Qt::CopyAction, &game, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &dropped);
    QCOMPARE(window.selectedTable(), 2);
    const TournamentMatch *taken = nullptr;
    for (const TournamentMatch &m : window.document()->tournament().rounds.last().matches) {
        if (m.table == 2)
            taken = &m;
    }
    QVERIFY(taken);
    QCOMPARE(taken->gameFile, QStringLiteral("r4-t2.pinaculo.json"));
    QCOMPARE(taken->status, TournamentMatch::Status::Submitted);
    QVERIFY(window.document()->state().games.contains({4, 2}));

    // The table results as CSV: what the standings count, the new table's game included.
    const QString csv = dir.filePath(QStringLiteral("results.csv"));
    QVERIFY(window.exportMatchesCsv(csv));
    QFile written(csv);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QString results = QString::fromUtf8(written.readAll());
    QCOMPARE(results,
             MatchesExport::csv(window.document()->tournament(), window.document()->standings()));
    QVERIFY2(results.contains(QStringLiteral("\n4,2,")), qPrintable(results));
}

// Table → Late Arrival: the ruling is shown as the minutes are typed, and applied as shown.
void TestGuiDirector::aLateArrivalRuledAsTyped()
{
    QVERIFY(Translations::install(QStringLiteral("en")));
    SeatedEvening evening(QStringLiteral("late"));
    QVERIFY(evening.setOut());
    DirectorWindow &window = *evening.window;
    const TournamentMatch seated = window.document()->tournament().rounds.last().matches[0];
    const int round = window.shownRound();

    QStringList shown;
    whenShown<LateArrivalDialog>([&shown](LateArrivalDialog *dialog) {
        auto *minutes = dialog->findChild<QSpinBox *>(QStringLiteral("lateMinutes"));
        auto *ruling = dialog->findChild<QLabel *>(QStringLiteral("lateRuling"));
        shown.append(ruling->text()); // the clock has not run: 0 minutes
        minutes->setValue(7);
        shown.append(ruling->text());
        minutes->setValue(11);
        shown.append(ruling->text());
        minutes->setValue(6);
        dialog->findChild<QComboBox *>(QStringLiteral("lateEntry"))->setCurrentIndex(1);
        dialog->accept();
    });
    QVERIFY(window.tableActions()->lateArrival());
    QCOMPARE(shown.size(), 3);
    QVERIFY2(shown[0].contains(QStringLiteral("warning")), qPrintable(shown[0]));
    QVERIFY2(shown[1].contains(QStringLiteral("-100 MP")), qPrintable(shown[1]));
    QVERIFY2(shown[2].contains(QStringLiteral("Forfeit")), qPrintable(shown[2]));
    const QList<EntryAdjustment> adjustments
        = window.document()->tournament().rounds[round - 1].adjustments;
    QCOMPARE(adjustments.size(), 1);
    QCOMPARE(adjustments[0].entry, seated.sides[1]);
    QCOMPARE(adjustments[0].adjustment.amount, -100.0);
    QCOMPARE(window.document()->tournament().rounds[round - 1].matches[0].absent, 0);
}

// Table → Hands: the director types a table's game from its score card in the ordinary hand
// dialog; what is taken in is the game as shown, and it opens again as it was, to go on or correct.
void TestGuiDirector::aTableTypedHandByHand()
{
    QVERIFY(Translations::install(QStringLiteral("en")));
    SeatedEvening evening(QStringLiteral("hands"));
    QVERIFY(evening.setOut());
    DirectorWindow &window = *evening.window;
    const int round = window.shownRound();
    const TournamentMatch seated = window.document()->tournament().rounds[round - 1].matches[0];

    QList<int> shownTotals;
    QStringList seats;
    bool typed = false;
    whenShown<TableHandsDialog>([&](TableHandsDialog *dialog) {
        auto *pairs = dialog->findChild<QCheckBox *>(QStringLiteral("tablePairs"));
        QVERIFY(pairs->isChecked()); // a Pinnacola evening of pairs
        QVERIFY(pairs->isEnabled());
        QVERIFY(!dialog->findChild<QPushButton *>(QStringLiteral("tableEditHand"))->isEnabled());
        typePointsHand(dialog, 300, 40);
        QVERIFY(!pairs->isEnabled()); // the seats a hand was typed for stay
        // Enter records the next hand, never takes in a game half typed.
        QVERIFY(dialog->findChild<QPushButton *>(QStringLiteral("tableRecordHand"))->isDefault());
        typePointsHand(dialog, 200, 25);
        typePointsHand(dialog, 120, 90);
        QVERIFY(!dialog->findChild<QPushButton *>(QStringLiteral("tableRecordHand"))->isEnabled());
        QVERIFY(dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))
                    ->button(QDialogButtonBox::Ok)
                    ->isDefault());
        QCOMPARE(
            dialog->findChild<QTableView *>(QStringLiteral("tableHands"))->currentIndex().row(),
            2); // the last hand recorded, for Edit Hand
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("tableHandsStatus"))
                    ->text()
                    .contains(QStringLiteral("over")));
        QCOMPARE(dialog->findChild<QTableView *>(QStringLiteral("tableHands"))->model()->rowCount(),
                 3);
        shownTotals = dialog->document()->totals();
        seats = dialog->document()->setup().players;
        typed = true;
        dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))
            ->button(QDialogButtonBox::Ok)
            ->click();
    });
    QVERIFY(window.tableActions()->typeHands());
    QVERIFY(typed);
    const TournamentMatch taken = window.document()->tournament().rounds[round - 1].matches[0];
    QCOMPARE(taken.status, TournamentMatch::Status::Submitted);
    QCOMPARE(taken.gameFile, QStringLiteral("r%1-t1.pinaculo.json").arg(round));
    QCOMPARE(window.edits()->currentMp(round, 1), shownTotals);
    QVERIFY(shownTotals[0] > shownTotals[1]);
    const QStringList first
        = window.document()->tournament().entry(seated.sides[0])->name.split(QStringLiteral(" e "));
    QCOMPARE(seats.value(0), first.value(0)); // the pair's players named from the entry
    QCOMPARE(seats.value(2), first.value(1));
    const QByteArray stored = window.document()->state().games.value({round, 1});
    QVERIFY(GameFileReader::read(stored).ok());

    // Opened again: the hands as they were; a hand opened and confirmed untouched changes
    // nothing, and leaving asks nothing.
    int rows = -1;
    bool asked = false;
    whenShown<TableHandsDialog>([&](TableHandsDialog *dialog) {
        rows = dialog->findChild<QTableView *>(QStringLiteral("tableHands"))->model()->rowCount();
        QVERIFY(!dialog->findChild<QCheckBox *>(QStringLiteral("tablePairs"))->isEnabled());
        QVERIFY(dialog->editHand());
        auto *hand = dialog->findChild<HandEntryDialog *>();
        QVERIFY(hand);
        QVERIFY(hand->isPointsOnly());
        QVERIFY(!hand->isChanged());
        hand->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))
            ->button(QDialogButtonBox::Ok)
            ->click();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QTimer::singleShot(0, [&asked] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                asked = true;
                box->reject();
            }
        });
        dialog->reject();
    });
    QVERIFY(!window.tableActions()->typeHands());
    QCOMPARE(rows, 3);
    QVERIFY(!asked);
    QCOMPARE(window.document()->state().games.value({round, 1}), stored);

    // Confirmed by the sides, then accepted: an accepted table takes no hands, refused before
    // any is typed.
    QVERIFY(window.tableActions()->confirmTable());
    QCOMPARE(window.document()->tournament().rounds[round - 1].matches[0].status,
             TournamentMatch::Status::Confirmed);
    QVERIFY(window.tableActions()->acceptTable());
    QString refusal;
    connect(&window, &DirectorWindow::refused, &window,
            [&refusal](const QString &why) { refusal = why; });
    QTimer::singleShot(0, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->accept();
    });
    QVERIFY(!window.tableActions()->typeHands());
    QVERIFY2(refusal.contains(QStringLiteral("accepted")), qPrintable(refusal));
}

QTEST_MAIN(TestGuiDirector)
#include "tst_gui_director.moc"
