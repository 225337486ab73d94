#include "database.h"
#include "gameautosaver.h"
#include "gamedocument.h"
#include "gamefilereader.h"
#include "gamerepository.h"
#include "gamescorer.h"
#include "scoresheet/gameview.h"
#include "history/historydialog.h"
#include "history/historymodel.h"
#include "window/mainwindow.h"
#include "setup/newgamedialog.h"
#include "setup/rulepresetbar.h"
#include "scorecsv.h"
#include "sharing/scoresheetsharing.h"
#include "scoretable.h"
#include "history/statisticsdialog.h"
#include "history/statisticsmodel.h"
#include "support/testgames.h"
#include "history/tablesearchproxy.h"
#include "support/storedtestgames.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QSpinBox>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace pinaculo;

// Sharing from the window: the score sheet copied as the CLI's table and as a picture, exported
// as the CLI's CSV; the history and statistics sorted by value and searched; house rules saved,
// offered and applied in New Game.
class TestGuiSharing : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void copyAsTextIsTheCliTable();
    void copyAsImageHoldsTheWholeSheet();
    void csvExportEqualsTheCliAndParsesBack();
    void namesWithCommasQuotesAndFormulasSurvive();
    void statisticsExportNeedsTheDatabase();
    void exportsRefuseTheOpenDatabase();
    void historySortsByValueAndSearches();
    void statisticsSortAndSearch();
    void housePresetsSavedOfferedAndApplied();

private:
    static QString examplePath()
    {
        return QStringLiteral(PINACULO_TEST_DATA "/example-pinaculo.json");
    }
    static QByteArray cli(const QStringList &arguments);
    qint64 store(const Game &game, const QString &name, const QString &updatedAt);

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    int m_count = 0;
};

namespace {

// RFC 4180, as a spreadsheet reads it: quoted fields may hold commas, doubled quotes and line
// breaks; rows end in CRLF.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row << field;
            field.clear();
        } else if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n') {
            row << field;
            rows << row;
            row.clear();
            field.clear();
            ++i;
        } else {
            field += c;
        }
    }
    return rows;
}

QAction *action(const MainWindow &window, const QString &name)
{
    return window.findChild<QAction *>(name);
}

} // namespace

QByteArray TestGuiSharing::cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(PINACULO_CLI), arguments);
    if (!process.waitForFinished(30000))
        return {};
    return process.readAllStandardOutput();
}

void TestGuiSharing::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestGuiSharing::init()
{
    m_db = std::make_unique<Database>();
    QVERIFY(m_db->open(m_dir.filePath(QStringLiteral("share-%1.sqlite").arg(++m_count)),
                       Database::Access::Exclusive)
                .ok());
}

void TestGuiSharing::cleanup()
{
    m_db.reset();
}

qint64 TestGuiSharing::store(const Game &game, const QString &name, const QString &updatedAt)
{
    const qint64 id = storagetest::store(GameRepository(m_db->storage()), game, name);
    QSqlQuery q(m_db->connection());
    q.prepare(QStringLiteral("UPDATE games SET updated_at = ? WHERE id = ?"));
    q.addBindValue(updatedAt);
    q.addBindValue(id);
    q.exec();
    return id;
}

void TestGuiSharing::copyAsTextIsTheCliTable()
{
    MainWindow window;
    QVERIFY(window.openGameFile(examplePath()));
    QApplication::clipboard()->clear();
    QAction *copy = action(window, QStringLiteral("actionCopyScoreText"));
    QVERIFY(copy);
    QVERIFY(copy->isEnabled());
    QCOMPARE(copy->shortcut(), QKeySequence(QKeySequence::Copy));
    copy->trigger();
    const QString copied = QApplication::clipboard()->text();
    const QByteArray printed = cli(
        {QStringLiteral("score"), QStringLiteral("--lang"), QStringLiteral("en"), examplePath()});
    QVERIFY(!printed.isEmpty());
    QCOMPARE(copied, QString::fromUtf8(printed));
    QVERIFY(copied.contains(QStringLiteral("Hand  Dealer")));

    // The score sheet's own menu offers the same copy.
    auto *sheet = window.gameView()->scoreboardView();
    QCOMPARE(sheet->contextMenuPolicy(), Qt::CustomContextMenu);
    emit sheet->customContextMenuRequested(QPoint(5, 5));
    auto *menu = sheet->findChild<QMenu *>(QStringLiteral("scoreSheetMenu"));
    QVERIFY(menu);
    QVERIFY(menu->actions().contains(copy));
    menu->close();

    // On the start page there is no sheet to copy.
    window.showStartPage();
    QVERIFY(!copy->isEnabled());
}

void TestGuiSharing::copyAsImageHoldsTheWholeSheet()
{
    MainWindow window;
    window.resize(1024, 600);
    QVERIFY(window.openGameFile(examplePath()));
    QApplication::clipboard()->clear();
    action(window, QStringLiteral("actionCopyScoreImage"))->trigger();
    const QImage image = QApplication::clipboard()->image();
    QVERIFY(!image.isNull());
    const int hands = window.document()->handCount();
    QVERIFY(hands > 0);
    // Every row and column is drawn, at twice the size of the screen's text.
    const int rowHeight = QFontMetrics(QApplication::font()).height();
    QVERIFY2(image.height() >= 2 * (hands + 1) * rowHeight,
             qPrintable(QString::number(image.height())));
    QVERIFY(image.width() >= 300 && image.width() <= 4000);
    QVERIFY(image.height() <= 30000);
    // Not a blank picture: some pixels differ from the background.
    const QRgb background = image.pixel(1, 1);
    bool inked = false;
    for (int y = 0; y < image.height() && !inked; y += 3) {
        for (int x = 0; x < image.width() && !inked; x += 3)
            inked = image.pixel(x, y) != background;
    }
    QVERIFY(inked);
}

void TestGuiSharing::csvExportEqualsTheCliAndParsesBack()
{
    MainWindow window;
    QVERIFY(window.openGameFile(examplePath()));
    const QString path = m_dir.filePath(QStringLiteral("score.csv"));
    QString error;
    QVERIFY2(window.sharing()->exportScoreCsv(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    const QByteArray printed
        = cli({QStringLiteral("score"), QStringLiteral("--csv"), examplePath()});
    QCOMPARE(written, printed);

    const QList<QStringList> rows = parseCsv(QString::fromUtf8(written));
    const GameDocument *document = window.document();
    const int sides = document->setup().sideCount();
    QCOMPARE(rows.size(), 1 + document->handCount() * sides);
    QCOMPARE(rows.first(), ScoreCsv::columns());
    const QStringList header = rows.first();
    const auto column
        = [&](const char *name) { return int(header.indexOf(QString::fromLatin1(name))); };
    const GameResult &result = document->result();
    for (int r = 1; r < rows.size(); ++r) {
        const QStringList &row = rows[r];
        QCOMPARE(row.size(), header.size());
        const int hand = row[column("hand")].toInt() - 1;
        const int side = row[column("side")].toInt() - 1;
        QCOMPARE(hand, (r - 1) / sides);
        QCOMPARE(row[column("side_name")], document->setup().sideName(side));
        const int points = row[column("hand_points")].toInt();
        QCOMPARE(points, result.hands[hand].score.sidePoints[side]);
        QCOMPARE(row[column("running_total")].toInt(), result.hands[hand].running[side]);
        // The parts add up to the hand's points.
        int parts = 0;
        for (const char *part : {"melds", "premiums", "bonuses", "cards_in_hand", "penalties"})
            parts += row[column(part)].toInt();
        QCOMPARE(parts, points);
    }
}

void TestGuiSharing::namesWithCommasQuotesAndFormulasSurvive()
{
    Game game = testgames::numberedGame(
        2, {QStringLiteral("Ana, \"la jefa\""), QStringLiteral("=1+1"), QStringLiteral("Nicolò")});
    const QString csv = ScoreCsv::render(game, GameScorer::score(game));
    const QList<QStringList> rows = parseCsv(csv);
    QCOMPARE(rows.size(), 1 + 2 * 3);
    QCOMPARE(rows[1][2], QStringLiteral("Ana, \"la jefa\""));
    // A spreadsheet would run "=1+1": it is written as text.
    QCOMPARE(rows[2][2], QStringLiteral("'=1+1"));
    QCOMPARE(rows[3][2], QStringLiteral("Nicolò"));
    QVERIFY(csv.contains(QStringLiteral("\"Ana, \"\"la jefa\"\"\"")));
    // Negative numbers are numbers, not formulas.
    QVERIFY(!csv.contains(QStringLiteral("'-")));
}

void TestGuiSharing::statisticsExportNeedsTheDatabase()
{
    MainWindow window;
    QAction *exportStatistics = action(window, QStringLiteral("actionExportStatisticsCsv"));
    QVERIFY(exportStatistics);
    // Without a database there are no statistics to export.
    QVERIFY(!exportStatistics->isVisible());
    window.setAutosaver(new GameAutosaver(m_db->storage(), &window));
    QVERIFY(exportStatistics->isVisible());
    QVERIFY(window.openGameFile(examplePath()));
    const QString path = m_dir.filePath(QStringLiteral("statistics.csv"));
    QString error;
    QVERIFY2(window.sharing()->exportStatisticsCsv(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(file.readAll()));
    // The header and the three players of the stored example game.
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows[0].first(), QStringLiteral("player"));
    QCOMPARE(rows[1].first(), QStringLiteral("Lucía"));
    // A folder that does not exist: the reason comes back, nothing is written.
    QVERIFY(!window.sharing()->exportStatisticsCsv(m_dir.filePath(QStringLiteral("no/such/x.csv")),
                                                   &error));
    QVERIFY(!error.isEmpty());
}

void TestGuiSharing::exportsRefuseTheOpenDatabase()
{
    MainWindow window;
    window.setAutosaver(new GameAutosaver(m_db->storage(), &window));
    QVERIFY(window.openGameFile(examplePath()));
    const QString db = m_db->path();
    QCOMPARE(window.databaseFiles().constFirst(), db);
    const QByteArray before = [&db] {
        QFile file(db);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    // The score sheet's CSV, over the database and over its journal not yet there.
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("sub")));
    QString error;
    QVERIFY(!window.sharing()->exportScoreCsv(db, &error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(db)), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("open database")), qPrintable(error));
    const QString subLog
        = m_dir.filePath(QStringLiteral("sub/../%1-journal")).arg(QFileInfo(db).fileName());
    QVERIFY(!window.sharing()->exportStatisticsCsv(subLog, &error));
    QVERIFY2(error.contains(QStringLiteral("open database")), qPrintable(error));
    // The game file: refused in a warning over the window.
    QString warning;
    QTimer::singleShot(0, this, [&warning] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            warning = box->text();
            box->accept();
        }
    });
    QVERIFY(!window.exportGameFile(db));
    QVERIFY2(warning.contains(QStringLiteral("open database")), qPrintable(warning));
    QFile file(db);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
    // Any other file is written.
    QVERIFY2(window.sharing()->exportScoreCsv(m_dir.filePath(QStringLiteral("score.csv")), &error),
             qPrintable(error));
}

void TestGuiSharing::historySortsByValueAndSearches()
{
    // Hands 2, 9 and 12: as text "12" would come before "2" and "9".
    store(testgames::numberedGame(9, {QStringLiteral("Lucía"), QStringLiteral("Marco")}),
          QStringLiteral("Nine"), QStringLiteral("2026-01-02T10:00:00.000Z"));
    store(testgames::numberedGame(12, {QStringLiteral("Ana"), QStringLiteral("Bruno")}),
          QStringLiteral("Twelve"), QStringLiteral("2025-12-31T10:00:00.000Z"));
    store(testgames::numberedGame(2, {QStringLiteral("Ana"), QStringLiteral("Carla")}),
          QStringLiteral("Two"), QStringLiteral("2026-01-10T10:00:00.000Z"));
    HistoryDialog dialog {GameStore(m_db->storage())};
    auto *view = dialog.findChild<QTableView *>(QStringLiteral("gamesView"));
    const auto names = [&] {
        QStringList list;
        for (int row = 0; row < view->model()->rowCount(); ++row)
            list << view->model()->index(row, HistoryModel::NameColumn).data().toString();
        return list;
    };
    // Newest first until a header is clicked.
    QCOMPARE(
        names(),
        (QStringList {QStringLiteral("Two"), QStringLiteral("Nine"), QStringLiteral("Twelve")}));
    view->sortByColumn(HistoryModel::HandsColumn, Qt::AscendingOrder);
    QCOMPARE(
        names(),
        (QStringList {QStringLiteral("Two"), QStringLiteral("Nine"), QStringLiteral("Twelve")}));
    view->sortByColumn(HistoryModel::HandsColumn, Qt::DescendingOrder);
    QCOMPARE(names().first(), QStringLiteral("Twelve"));
    view->sortByColumn(HistoryModel::DateColumn, Qt::AscendingOrder);
    QCOMPARE(
        names(),
        (QStringList {QStringLiteral("Twelve"), QStringLiteral("Nine"), QStringLiteral("Two")}));

    // Searching ignores capitals and accents, and the selection follows the rows shown.
    auto *search = dialog.findChild<QLineEdit *>(QStringLiteral("searchEdit"));
    QVERIFY(search);
    search->setText(QStringLiteral("LUCIA"));
    QCOMPARE(names(), QStringList {QStringLiteral("Nine")});
    QCOMPARE(dialog.selectedGameId(),
             view->model()->index(0, 0).data(HistoryModel::GameIdRole).toLongLong());
    search->setText(QStringLiteral("ana"));
    QCOMPARE(view->model()->rowCount(), 2);
    search->setText(QStringLiteral("ana carla"));
    QCOMPARE(names(), QStringList {QStringLiteral("Two")});
    search->setText(QStringLiteral("nobody"));
    QCOMPARE(view->model()->rowCount(), 0);
    QCOMPARE(dialog.selectedGameId(), -1);
    search->clear();
    QCOMPARE(view->model()->rowCount(), 3);

    // A partnership game is listed by its pairs' names; its players are found all the same.
    Game pairs = testgames::numberedGame(1,
                                         {QStringLiteral("Ana"), QStringLiteral("Bruno"),
                                          QStringLiteral("Nicolò"), QStringLiteral("Dora")});
    pairs.setup.rules = Rules::preset(Variant::Pinnacola);
    pairs.setup.teams
        = {Team {QStringLiteral("Noi"), {0, 2}}, Team {QStringLiteral("Loro"), {1, 3}}};
    store(pairs, QString(), QStringLiteral("2026-01-11T10:00:00.000Z"));
    dialog.refresh();
    search->setText(QStringLiteral("nicolo"));
    QCOMPARE(view->model()->rowCount(), 1);
    QCOMPARE(view->model()->index(0, HistoryModel::SidesColumn).data().toString(),
             QLocale().createSeparatedList({QStringLiteral("Noi"), QStringLiteral("Loro")}));
}

void TestGuiSharing::statisticsSortAndSearch()
{
    store(testgames::numberedGame(9, {QStringLiteral("Lucía"), QStringLiteral("Marco")}),
          QStringLiteral("Nine"), QStringLiteral("2026-01-02T10:00:00.000Z"));
    store(testgames::numberedGame(12, {QStringLiteral("Ana"), QStringLiteral("Bruno")}),
          QStringLiteral("Twelve"), QStringLiteral("2025-12-31T10:00:00.000Z"));
    store(testgames::numberedGame(2, {QStringLiteral("Ana"), QStringLiteral("Carla")}),
          QStringLiteral("Two"), QStringLiteral("2026-01-10T10:00:00.000Z"));
    StatisticsDialog dialog {GameStore(m_db->storage())};
    auto *view = dialog.findChild<QTableView *>(QStringLiteral("statisticsTable"));
    QVERIFY(view);
    QCOMPARE(view->model()->rowCount(), 5);
    view->sortByColumn(StatisticsModel::HandsColumn, Qt::DescendingOrder);
    QStringList hands;
    for (int row = 0; row < 5; ++row)
        hands << view->model()->index(row, StatisticsModel::HandsColumn).data().toString();
    QCOMPARE(hands,
             (QStringList {QStringLiteral("14"), QStringLiteral("12"), QStringLiteral("9"),
                           QStringLiteral("9"), QStringLiteral("2")}));
    auto *search = dialog.findChild<QLineEdit *>(QStringLiteral("searchEdit"));
    search->setText(QStringLiteral("lucia"));
    QCOMPARE(view->model()->rowCount(), 1);
    QCOMPARE(view->model()->index(0, StatisticsModel::PlayerColumn).data().toString(),
             QStringLiteral("Lucía"));
    // No game is finished: no win rate yet.
    QCOMPARE(view->model()->index(0, StatisticsModel::WinRateColumn).data().toString(), QString());
}

void TestGuiSharing::housePresetsSavedOfferedAndApplied()
{
    const GameStore gameStore(m_db->storage());
    {
        NewGameDialog dialog;
        dialog.offerRulePresets(gameStore);
        auto *bar = dialog.findChild<RulePresetBar *>(QStringLiteral("rulePresetBar"));
        QVERIFY(bar);
        auto *variants = dialog.findChild<QComboBox *>(QStringLiteral("variantCombo"));
        variants->setCurrentIndex(variants->findData(QStringLiteral("pinnacola")));
        dialog.findChild<QSpinBox *>(QStringLiteral("targetSpin"))->setValue(2500);
        QString error;
        QVERIFY(!bar->savePreset(QStringLiteral("  "), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY2(bar->savePreset(QStringLiteral("Casa de Lucía"), &error), qPrintable(error));
    }
    NewGameDialog dialog;
    dialog.offerRulePresets(gameStore);
    auto *bar = dialog.findChild<RulePresetBar *>(QStringLiteral("rulePresetBar"));
    auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("rulePresetCombo"));
    QCOMPARE(combo->count(), 2);
    QVERIFY(combo->itemText(1).startsWith(QStringLiteral("Casa de Lucía")));
    QCOMPARE(dialog.setup().rules.variant, Variant::Pinaculo);
    QVERIFY(bar->choosePreset(QStringLiteral("casa de lucía")));
    QCOMPARE(dialog.setup().rules.variant, Variant::Pinnacola);
    QCOMPARE(dialog.setup().rules.target, 2500);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("targetSpin"))->value(), 2500);
    QVERIFY(bar->deletePreset(QStringLiteral("Casa de Lucía")));
    QCOMPARE(combo->count(), 1);
    QVERIFY(gameStore.rulePresets().isEmpty());
}

QTEST_MAIN(TestGuiSharing)
#include "tst_gui_sharing.moc"
