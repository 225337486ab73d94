// Names are shown as typed, never laid out as markup: a player called with nested tables, an
// image or a huge font opens at once, and every place that shows the name shows its text. The
// game is opened as the storage would hand over an old game, without the checks of a file.
#include "common/elidedlabel.h"
#include "common/nameheaderview.h"
#include "common/plainmessagebox.h"
#include "gamedocument.h"
#include "handentry/handentrydialog.h"
#include "scoresheet/scoreboardmodel.h"
#include "support/testgames.h"
#include "window/mainwindow.h"
#include "namerules.h"
#include "setup/newgamedialog.h"
#include "scoresheet/renameplayerdialog.h"
#include "scoresheet/runningtotalschart.h"

#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace pinaculo;

class TestGuiHostileNames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void shownAsText_data();
    void shownAsText();
    void renameFieldIsBounded();
    void newGameRefusesLongName();
    void markupAndAmpersandReadAsTyped();
    void longNameIsElidedWithItsTooltip();
    void messageBoxShowsEveryTextAsTyped();
};

namespace {

QString nestedTables()
{
    return QString(QStringLiteral("<table><tr><td>")).repeated(20) + QStringLiteral("x");
}

} // namespace

void TestGuiHostileNames::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PinaculoTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gui_hostilenames"));
    QSettings().clear();
}

void TestGuiHostileNames::shownAsText_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("nested tables") << nestedTables();
    QTest::newRow("image") << QStringLiteral(
        "<img src=\"/usr/share/pixmaps/debian-logo.png\" width=30000>");
    QTest::newRow("huge font") << QStringLiteral("<span style=\"font-size:3000pt\">Ana</span>");
    // A name stored before the limits: the legend once took gigabytes laying it out.
    QTest::newRow("hundred thousand characters") << QString(100000, u'L');
}

void TestGuiHostileNames::shownAsText()
{
    QFETCH(QString, name);
    MainWindow window;
    Game game = testgames::threePlayerGame();
    game.setup.players[0] = name;
    game.hands.append(testgames::pointsHand({50, 30, 20}));
    window.openGame(game);
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::processEvents();

    // Every label that shows the name shows it as plain text; a name beyond the length limit
    // (one stored before the limits) is shown as an excerpt.
    const QString shownName = NameRules::excerpt(name);
    int shown = 0;
    for (const QLabel *label : window.findChildren<QLabel *>()) {
        if (!label->text().contains(shownName))
            continue;
        ++shown;
        QVERIFY2(label->textFormat() == Qt::PlainText, qPrintable(label->objectName()));
    }
    QVERIFY(shown > 0);
    QVERIFY(window.windowTitle().contains(name));

    // The chart legend lays out rich text: the series carries the name escaped.
    const auto *chart = window.findChild<RunningTotalsChart *>();
    QVERIFY(chart);
    bool escaped = false;
    for (const QAbstractSeries *series : chart->chart()->series())
        escaped = escaped || series->name() == shownName.toHtmlEscaped();
    QVERIFY(escaped);
}

void TestGuiHostileNames::renameFieldIsBounded()
{
    RenamePlayerDialog dialog(
        {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")});
    auto *edit = dialog.findChild<QLineEdit *>(QStringLiteral("nameEdit"));
    QVERIFY(edit);
    edit->setText(QString(100'000, u'x'));
    QVERIFY(edit->text().size() <= 80);
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    auto *problem = dialog.findChild<QLabel *>(QStringLiteral("problemLabel"));
    QVERIFY(problem->text().contains(QStringLiteral("40")));
    QCOMPARE(problem->textFormat(), Qt::PlainText);

    edit->setText(QStringLiteral("BRUNO"));
    QVERIFY(!ok->isEnabled()); // the same as Bruno, ignoring case
    edit->setText(QStringLiteral("Ana\u202E"));
    QVERIFY(!ok->isEnabled());
    edit->setText(QStringLiteral("<b>Dani</b>"));
    QVERIFY(ok->isEnabled()); // markup is only text
}

void TestGuiHostileNames::newGameRefusesLongName()
{
    NewGameDialog dialog;
    GameSetup setup = testgames::threePlayerGame().setup;
    setup.players[1] = QString(41, u'b');
    dialog.setSetup(setup);
    QVERIFY(!dialog.isAcceptable());
    auto *problem = dialog.findChild<QLabel *>(QStringLiteral("playersProblemLabel"));
    QVERIFY(problem->text().contains(QStringLiteral("40")));
    setup.players[1] = QString(40, u'b');
    dialog.setSetup(setup);
    QVERIFY(dialog.isAcceptable());
}

namespace {

// What a widget that reads '&' as a shortcut mark shows for its text.
QString shownWithMnemonics(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(u'&');
    return text.replace(u'\x01', u'&');
}

// A label shows its text as typed when it is plain text.
bool showsAsTyped(const QLabel *label, const QString &name)
{
    return label && label->textFormat() == Qt::PlainText && label->text().contains(name);
}

} // namespace

// A name with markup and an ampersand reads as typed everywhere it is shown: never laid out as
// rich text, never an '&' eaten as a shortcut mark.
void TestGuiHostileNames::markupAndAmpersandReadAsTyped()
{
    const QString name = QStringLiteral("<b>Ana</b> & Co");
    MainWindow window;
    Game game = testgames::threePlayerGame();
    game.hands.append(testgames::pointsHand({50, 30, 20}));
    // The dealer of the next hand, so the next-hand panel names them.
    game.setup.players[game.setup.dealerOfHand(1)] = name;
    window.openGame(game);
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::processEvents();

    // The score sheet's header.
    const auto *scoreboard = window.findChild<QTableView *>(QStringLiteral("scoreboardView"));
    QVERIFY(scoreboard);
    bool inHeader = false;
    for (int column = 0; column < scoreboard->model()->columnCount(); ++column) {
        const QString header = scoreboard->model()->headerData(column, Qt::Horizontal).toString();
        inHeader = inHeader || header == name;
        const QString tip
            = scoreboard->model()->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
        // A tooltip that starts with '<' is rich text: the name is escaped inside it.
        QVERIFY2(!tip.contains(name), qPrintable(tip));
    }
    QVERIFY(inHeader);

    // The next-hand panel.
    const auto *dealer = window.findChild<QLabel *>(QStringLiteral("nextDealerLabel"));
    QVERIFY(showsAsTyped(dealer, name));
    QCOMPARE(dealer->text(), name);

    // The hand-entry dialog: the panel's title line and its tab.
    window.findChild<QAction *>(QStringLiteral("actionRecordHand"))->trigger();
    auto *dialog = window.findChild<HandEntryDialog *>();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    const int seat = game.setup.players.indexOf(name);
    auto *tabs = dialog->findChild<QTabWidget *>();
    QVERIFY(tabs);
    tabs->setCurrentIndex(seat);
    QApplication::processEvents();
    auto *panel = dialog->findChild<QWidget *>(QStringLiteral("player_%1").arg(seat));
    QVERIFY(panel);
    auto *total = panel->findChild<QLabel *>(QStringLiteral("playerTotal"));
    QVERIFY(showsAsTyped(total, name));
    QVERIFY(total->text().startsWith(name));
    QVERIFY(shownWithMnemonics(tabs->tabText(seat)).startsWith(name + u' '));
    QVERIFY(!tabs->tabToolTip(seat).contains(name)); // escaped: the tooltip is rich text
    dialog->reject();

    // The New Game dialog.
    NewGameDialog newGame;
    newGame.setSetup(game.setup);
    auto *list = newGame.findChild<QListWidget *>(QStringLiteral("playersList"));
    QCOMPARE(list->item(seat)->text(), name);
    auto *dealers = newGame.findChild<QComboBox *>(QStringLiteral("firstDealerCombo"));
    QCOMPARE(dealers->itemText(seat), name);
    QVERIFY(newGame.isAcceptable());
    newGame.drawForSeats(7);
    auto *draw = newGame.findChild<QLabel *>(QStringLiteral("drawResultLabel"));
    QVERIFY(showsAsTyped(draw, name));
}

// A long name is cut with "…" where room is short, and its tooltip gives it whole; the score
// columns keep their numbers in sight.
void TestGuiHostileNames::longNameIsElidedWithItsTooltip()
{
    const QString name = QStringLiteral("Maximiliano Alejandro de la Santísima T");
    QCOMPARE(NameRules::check(name), NameRules::Problem::None);
    MainWindow window;
    Game game = testgames::threePlayerGame();
    for (int seat = 0; seat < 3; ++seat)
        game.setup.players[seat] = name.left(36) + QString::number(seat);
    game.hands.append(testgames::pointsHand({50, 30, 20}));
    window.openGame(game);
    window.resize(1024, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::processEvents();

    // Every score column fits the window: no horizontal scrolling to reach a total.
    const auto *scoreboard = window.findChild<QTableView *>(QStringLiteral("scoreboardView"));
    const auto *header = scoreboard->horizontalHeader();
    QVERIFY2(
        header->length() <= scoreboard->viewport()->width(),
        qPrintable(
            QStringLiteral("%1 > %2").arg(header->length()).arg(scoreboard->viewport()->width())));
    const QString tip
        = scoreboard->model()
              ->headerData(ScoreboardModel::FirstSideColumn, Qt::Horizontal, Qt::ToolTipRole)
              .toString();
    QVERIFY(tip.contains(game.setup.players[0].toHtmlEscaped()));
    // The model gives the name whole; the header cuts it to its column, in the same way.
    const int first = ScoreboardModel::FirstSideColumn;
    QCOMPARE(scoreboard->model()->headerData(first, Qt::Horizontal).toString(),
             game.setup.players[0]);
    auto *names = qobject_cast<NameHeaderView *>(scoreboard->horizontalHeader());
    QVERIFY(names);
    names->resizeSection(first, 80);
    const QString cut = names->shownText(first);
    QVERIFY2(cut.endsWith(QChar(0x2026)), qPrintable(cut));
    QVERIFY(game.setup.players[0].startsWith(cut.chopped(1)));
    QVERIFY(names->fontMetrics().horizontalAdvance(cut) <= 80);
    names->resizeSection(first, names->sectionSizeHint(first));
    QCOMPARE(names->shownText(first), game.setup.players[0]);

    // The next-hand panel cuts it and names it whole in the tooltip.
    auto *dealer = window.findChild<ElidedLabel *>(QStringLiteral("nextDealerLabel"));
    QVERIFY(dealer);
    const QString full = game.setup.players[game.setup.dealerOfHand(1)];
    QCOMPARE(dealer->fullText(), full);
    dealer->resize(60, dealer->height());
    QVERIFY(dealer->isElided());
    QVERIFY(dealer->text().endsWith(QChar(0x2026)));
    QVERIFY(dealer->toolTip().contains(full));
    dealer->resize(dealer->sizeHint());
    QCOMPARE(dealer->text(), full);
    QVERIFY(dealer->toolTip().isEmpty());
}

// Every label of a box is plain text, the informative text too, however late it was set.
void TestGuiHostileNames::messageBoxShowsEveryTextAsTyped()
{
    const QString name = QStringLiteral("<b>Ana</b> & <img src=x>");
    PlainMessageBox box(QMessageBox::Warning, name, name);
    box.setInformativeText(QStringLiteral("<i>%1</i>").arg(name));
    box.show();
    QVERIFY(QTest::qWaitForWindowExposed(&box));
    int texts = 0;
    for (const QLabel *label : box.findChildren<QLabel *>()) {
        if (label->text().isEmpty())
            continue;
        ++texts;
        QCOMPARE(label->textFormat(), Qt::PlainText);
        QVERIFY(label->text().contains(name));
    }
    QCOMPARE(texts, 2);
}

QTEST_MAIN(TestGuiHostileNames)
#include "tst_gui_hostilenames.moc"
