// Names are shown as typed, never laid out as markup: a player called with nested tables, an
// image or a huge font opens at once, and every place that shows the name shows its text. The
// game is opened as the storage would hand over an old game, without the checks of a file.
#include "gamedocument.h"
#include "guitestgames.h"
#include "mainwindow.h"
#include "namerules.h"
#include "newgamedialog.h"
#include "renameplayerdialog.h"
#include "runningtotalschart.h"

#include <QApplication>
#include <QChart>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
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
    Game game = guitest::threePlayerGame();
    game.setup.players[0] = name;
    game.hands.append(guitest::quickHand({50, 30, 20}));
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
    GameSetup setup = guitest::threePlayerGame().setup;
    setup.players[1] = QString(41, u'b');
    dialog.setSetup(setup);
    QVERIFY(!dialog.isAcceptable());
    auto *problem = dialog.findChild<QLabel *>(QStringLiteral("playersProblemLabel"));
    QVERIFY(problem->text().contains(QStringLiteral("40")));
    setup.players[1] = QString(40, u'b');
    dialog.setSetup(setup);
    QVERIFY(dialog.isAcceptable());
}

QTEST_MAIN(TestGuiHostileNames)
#include "tst_gui_hostilenames.moc"
