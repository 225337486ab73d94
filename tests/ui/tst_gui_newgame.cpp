// The new game dialog driven by keyboard: players typed one after another, validation next to
// the field, pairs proposed opposite each other, the seat draw and the advanced rules table.
#include "coretext.h"
#include "gamedocument.h"
#include "window/mainwindow.h"
#include "setup/newgamedialog.h"
#include "ruleparameters.h"
#include "setup/ruleparametersmodel.h"
#include "ruletext.h"
#include "setup/seatdraw.h"
#include "setupproblem.h"
#include "translations.h"

#include <QApplication>
#include <QCompleter>
#include <QScreen>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

using namespace pinaculo;

namespace {

template<typename T>
T *child(const QWidget &parent, const char16_t *name)
{
    return parent.findChild<T *>(QString::fromUtf16(name));
}

QPushButton *okButton(const QWidget &dialog)
{
    return child<QDialogButtonBox>(dialog, u"buttonBox")->button(QDialogButtonBox::Ok);
}

void typePlayers(NewGameDialog &dialog, const QStringList &names)
{
    auto *edit = child<QLineEdit>(dialog, u"newPlayerEdit");
    for (const QString &name : names) {
        QTest::keyClicks(edit, name);
        QTest::keyClick(edit, Qt::Key_Return);
    }
}

void chooseVariant(NewGameDialog &dialog, Variant variant)
{
    auto *combo = child<QComboBox>(dialog, u"variantCombo");
    combo->setCurrentIndex(combo->findData(variantId(variant)));
}

} // namespace

class TestGuiNewGame : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void createsAGameFromTheMainWindow();
    void playerCountIsValidatedNextToTheList_data();
    void playerCountIsValidatedNextToTheList();
    void duplicateNamesAreRefused();
    void pairsSitOppositeWithEditableNames();
    void reorderingMovesTheSeat();
    void seatDrawSeatsFromTheLowestCard();
    void seatDrawRedrawsTies();
    void targetAndAdvancedRulesStayInStep();
    void rematchStartsFromTheLastTable();
    void teamsThatNoLongerFitAreDropped();
    void namesDifferingInCapitalsAreOnePlayer_data();
    void namesDifferingInCapitalsAreOnePlayer();
    void storedPlayersAreOffered();
    void fitsTheScreenWithTheRulesShown();
    void newGamePassesTheDealOn();
};

void TestGuiNewGame::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PinaculoTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gui_newgame"));
}

void TestGuiNewGame::createsAGameFromTheMainWindow()
{
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
    auto *dialog = window.findChild<NewGameDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());

    // The name field has the focus: a table is typed in without the mouse.
    QTRY_COMPARE(QApplication::focusWidget(), child<QLineEdit>(*dialog, u"newPlayerEdit"));
    typePlayers(*dialog, {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")});
    QCOMPARE(child<QListWidget>(*dialog, u"playersList")->count(), 3);
    child<QComboBox>(*dialog, u"firstDealerCombo")->setCurrentIndex(1);
    QVERIFY(okButton(*dialog)->isEnabled());
    // Enter in the empty name field confirms the dialog.
    QTest::keyClick(child<QLineEdit>(*dialog, u"newPlayerEdit"), Qt::Key_Return);

    QTRY_VERIFY(window.document());
    const GameSetup &setup = window.document()->setup();
    QCOMPARE(
        setup.players,
        (QStringList {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")}));
    QCOMPARE(setup.variant(), Variant::Pinaculo);
    QCOMPARE(setup.firstDealer, 1);
    QVERIFY(!setup.partnership());
    QCOMPARE(window.document()->handCount(), 0);
}

void TestGuiNewGame::playerCountIsValidatedNextToTheList_data()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("acceptable");
    QTest::newRow("pinaculo 1") << Variant::Pinaculo << 1 << false;
    QTest::newRow("pinaculo 2") << Variant::Pinaculo << 2 << true;
    QTest::newRow("pinaculo 6") << Variant::Pinaculo << 6 << true;
    QTest::newRow("pinaculo 7") << Variant::Pinaculo << 7 << false;
    QTest::newRow("pinacle 3") << Variant::Pinacle << 3 << false;
    QTest::newRow("pinacle 4") << Variant::Pinacle << 4 << true;
    QTest::newRow("pinacle 5") << Variant::Pinacle << 5 << false;
    QTest::newRow("pinacle 6") << Variant::Pinacle << 6 << true;
    QTest::newRow("pinnacola 4") << Variant::Pinnacola << 4 << true;
    QTest::newRow("pinnacola 5") << Variant::Pinnacola << 5 << false;
}

void TestGuiNewGame::playerCountIsValidatedNextToTheList()
{
    QFETCH(Variant, variant);
    QFETCH(int, players);
    QFETCH(bool, acceptable);
    NewGameDialog dialog;
    chooseVariant(dialog, variant);
    QCOMPARE(child<QLabel>(dialog, u"variantDescription")->text(),
             CoreText::variantDescription(variant));
    QStringList names;
    for (int i = 0; i < players; ++i)
        names.append(QStringLiteral("P%1").arg(i + 1));
    typePlayers(dialog, names);
    QCOMPARE(okButton(dialog)->isEnabled(), acceptable);
    QCOMPARE(dialog.isAcceptable(), acceptable);
    const QString problems = child<QLabel>(dialog, u"playersProblemLabel")->text()
        + child<QLabel>(dialog, u"teamsProblemLabel")->text();
    QCOMPARE(problems.isEmpty(), acceptable);
}

void TestGuiNewGame::duplicateNamesAreRefused()
{
    NewGameDialog dialog;
    typePlayers(dialog, {QStringLiteral("Ana"), QStringLiteral("Ana")});
    QVERIFY(!okButton(dialog)->isEnabled());
    QVERIFY(child<QLabel>(dialog, u"playersProblemLabel")->text().contains(QStringLiteral("Ana")));
    auto *list = child<QListWidget>(dialog, u"playersList");
    list->item(1)->setText(QStringLiteral("Bea"));
    QVERIFY(okButton(dialog)->isEnabled());
    QVERIFY(child<QLabel>(dialog, u"playersProblemLabel")->isHidden());
}

void TestGuiNewGame::pairsSitOppositeWithEditableNames()
{
    NewGameDialog dialog;
    chooseVariant(dialog, Variant::Pinacle);
    auto *pairs = child<QCheckBox>(dialog, u"pairsCheck");
    QVERIFY(pairs->isChecked());
    QVERIFY(!pairs->isEnabled()); // pinacle is always played in pairs
    typePlayers(dialog,
                {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla"),
                 QStringLiteral("Dani")});
    auto *teams = child<QTableWidget>(dialog, u"teamsTable");
    QCOMPARE(teams->rowCount(), 2);
    teams->item(0, 0)->setText(QStringLiteral("Norte"));
    GameSetup setup = dialog.setup();
    QCOMPARE(setup.teams.size(), 2);
    QCOMPARE(setup.teams[0].name, QStringLiteral("Norte"));
    QCOMPARE(setup.teams[0].seats, (QList<int> {0, 2}));
    QCOMPARE(setup.teams[1].seats, (QList<int> {1, 3}));
    QVERIFY(okButton(dialog)->isEnabled());

    // An empty team name is named next to the teams.
    teams->item(1, 0)->setText(QString());
    QVERIFY(!okButton(dialog)->isEnabled());
    QVERIFY(!child<QLabel>(dialog, u"teamsProblemLabel")->text().isEmpty());
    teams->item(1, 0)->setText(QStringLiteral("Sur"));
    QVERIFY(okButton(dialog)->isEnabled());

    // Pinnacola: pairs are a choice.
    chooseVariant(dialog, Variant::Pinnacola);
    QVERIFY(pairs->isEnabled());
    pairs->setChecked(false);
    QVERIFY(!dialog.setup().partnership());
    pairs->setChecked(true);
    QCOMPARE(dialog.setup().teams.size(), 2);
    chooseVariant(dialog, Variant::Pinaculo);
    QVERIFY(!pairs->isChecked());
    QVERIFY(!dialog.setup().partnership());
}

void TestGuiNewGame::reorderingMovesTheSeat()
{
    NewGameDialog dialog;
    typePlayers(dialog, {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")});
    auto *list = child<QListWidget>(dialog, u"playersList");
    list->setCurrentRow(2);
    QTest::mouseClick(child<QPushButton>(dialog, u"moveUpButton"), Qt::LeftButton);
    QCOMPARE(
        dialog.setup().players,
        (QStringList {QStringLiteral("Ana"), QStringLiteral("Carla"), QStringLiteral("Bruno")}));
    QCOMPARE(list->currentRow(), 1);
    QTest::mouseClick(child<QPushButton>(dialog, u"removePlayerButton"), Qt::LeftButton);
    QCOMPARE(dialog.setup().players,
             (QStringList {QStringLiteral("Ana"), QStringLiteral("Bruno")}));
}

void TestGuiNewGame::seatDrawSeatsFromTheLowestCard()
{
    NewGameDialog dialog;
    typePlayers(dialog,
                {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla"),
                 QStringLiteral("Dani")});
    dialog.drawForSeats(7);
    QRandomGenerator same(7);
    const SeatDraw::Result draw = SeatDraw::draw(4, same);
    const QStringList before {QStringLiteral("Ana"), QStringLiteral("Bruno"),
                              QStringLiteral("Carla"), QStringLiteral("Dani")};
    QStringList expected;
    for (int player : draw.seating)
        expected.append(before.at(player));
    QCOMPARE(dialog.setup().players, expected);
    QCOMPARE(dialog.setup().firstDealer, 0);
    auto *label = child<QLabel>(dialog, u"drawResultLabel");
    QVERIFY(!label->isHidden());
    QVERIFY(label->text().contains(expected.first()));
    QVERIFY(okButton(dialog)->isEnabled());
}

void TestGuiNewGame::seatDrawRedrawsTies()
{
    for (quint32 seed = 1; seed < 200; ++seed) {
        QRandomGenerator random(seed);
        const SeatDraw::Result draw = SeatDraw::draw(6, random);
        QList<int> ranks;
        for (int p = 0; p < 6; ++p) {
            QVERIFY(!draw.finalCard(p).isJoker());
            ranks.append(SeatDraw::drawRank(draw.finalCard(p)));
        }
        // Every final rank is different and the seating goes from low to high.
        for (int i = 1; i < 6; ++i)
            QVERIFY(ranks[draw.seating[i - 1]] < ranks[draw.seating[i]]);
    }
}

void TestGuiNewGame::targetAndAdvancedRulesStayInStep()
{
    NewGameDialog dialog;
    typePlayers(dialog, {QStringLiteral("Ana"), QStringLiteral("Bruno")});
    auto *target = child<QSpinBox>(dialog, u"targetSpin");
    QCOMPARE(target->value(), 1500);
    target->setValue(2000);
    QCOMPARE(dialog.setup().rules.target, 2000);
    auto *view = child<QTableView>(dialog, u"rulesView");
    auto *model = qobject_cast<RuleParametersModel *>(view->model());
    QVERIFY(model);
    QCOMPARE(model->rowCount(), int(RuleParameters::all().size()));
    const QModelIndex bonus
        = model->index(model->rowOf(u"exact_cut_bonus"), RuleParametersModel::ValueColumn);
    QVERIFY(model->setData(bonus, 100));
    QCOMPARE(dialog.setup().rules.exactCutBonus, 100);
    // A bad value is refused and the rules keep their value.
    QVERIFY(!model->setData(model->index(model->rowOf(u"decks"), RuleParametersModel::ValueColumn),
                            99));
    QCOMPARE(dialog.setup().rules.decks, 2);
    QVERIFY(model->setData(model->index(model->rowOf(u"target"), RuleParametersModel::ValueColumn),
                           1000));
    QCOMPARE(target->value(), 1000);
    // A new variant brings its own preset back.
    chooseVariant(dialog, Variant::Pinnacola);
    QCOMPARE(dialog.setup().rules, Rules::preset(Variant::Pinnacola));
    QCOMPARE(target->value(), 0);
}

void TestGuiNewGame::rematchStartsFromTheLastTable()
{
    GameSetup last;
    last.rules = Rules::preset(Variant::Pinacle);
    last.rules.target = 2000;
    last.players = {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla"),
                    QStringLiteral("Dani")};
    last.teams = {Team {QStringLiteral("Norte"), {0, 2}}, Team {QStringLiteral("Sur"), {1, 3}}};
    last.firstDealer = 2;
    NewGameDialog dialog;
    dialog.setSetup(last);
    QCOMPARE(dialog.setup(), last);
    QVERIFY(dialog.isAcceptable());
    QCOMPARE(child<QSpinBox>(dialog, u"targetSpin")->value(), 2000);
    QCOMPARE(child<QLabel>(dialog, u"variantDescription")->text(),
             CoreText::variantDescription(Variant::Pinacle));
}

// The last game's table, brought to a variant and a table size its teams do not fit: no team of
// the last game hangs on.
void TestGuiNewGame::teamsThatNoLongerFitAreDropped()
{
    GameSetup last;
    last.rules = Rules::preset(Variant::Pinacle);
    last.players = {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla"),
                    QStringLiteral("Dani")};
    last.teams = {Team {QStringLiteral("Norte"), {0, 2}}, Team {QStringLiteral("Sur"), {1, 3}}};
    NewGameDialog dialog;
    dialog.setSetup(last);
    auto *pairs = child<QCheckBox>(dialog, u"pairsCheck");
    auto *teams = child<QTableWidget>(dialog, u"teamsTable");
    auto *list = child<QListWidget>(dialog, u"playersList");

    // Pinnacola with the same four: the same partners, the same names.
    chooseVariant(dialog, Variant::Pinnacola);
    QVERIFY(pairs->isChecked());
    QCOMPARE(dialog.setup().teams, last.teams);

    // Two-player Pinnacola: Bruno and Dani leave; Ana and Carla, partners before, now play
    // each for themselves, and "Norte" is gone.
    list->setCurrentRow(1);
    child<QPushButton>(dialog, u"removePlayerButton")->click();
    list->setCurrentRow(2);
    child<QPushButton>(dialog, u"removePlayerButton")->click();
    QCOMPARE(dialog.setup().players,
             (QStringList {QStringLiteral("Ana"), QStringLiteral("Carla")}));
    QVERIFY(!pairs->isChecked());
    QVERIFY(!dialog.setup().partnership());
    QCOMPARE(teams->rowCount(), 0);
    QVERIFY(dialog.isAcceptable());

    // Four again, in pairs: new partners get names proposed from their own.
    typePlayers(dialog, {QStringLiteral("Eva"), QStringLiteral("Fede")});
    pairs->setChecked(true);
    const GameSetup now = dialog.setup();
    QCOMPARE(now.teams.size(), 2);
    for (const Team &team : now.teams) {
        QVERIFY(team.name != QStringLiteral("Norte") && team.name != QStringLiteral("Sur"));
        QVERIFY(team.name.contains(now.players.at(team.seats.at(0))));
    }
    QVERIFY(dialog.isAcceptable());

    // A typed name follows its partners when the seats change.
    dialog.setSetup(last);
    chooseVariant(dialog, Variant::Pinnacola);
    list->setCurrentRow(3);
    child<QPushButton>(dialog, u"moveUpButton")->click(); // Ana, Bruno, Dani, Carla
    QCOMPARE(teams->rowCount(), 2);
    for (int row = 0; row < 2; ++row)
        QVERIFY(teams->item(row, 0)->text() != QStringLiteral("Norte"));
}

void TestGuiNewGame::namesDifferingInCapitalsAreOnePlayer_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("word"); // a word of the message in that language
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("ana");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("ana");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("ana");
}

// "Ana" and "ana" are one name (NameRules): refused with the reason, in the window's language.
void TestGuiNewGame::namesDifferingInCapitalsAreOnePlayer()
{
    QFETCH(QString, language);
    QFETCH(QString, word);
    QVERIFY(Translations::install(language));
    const auto restore = qScopeGuard([] { Translations::install(QStringLiteral("en")); });
    NewGameDialog dialog;
    typePlayers(dialog, {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("ana")});
    QVERIFY(!dialog.isAcceptable());
    SetupProblem duplicate;
    duplicate.code = SetupProblem::Code::DuplicateName;
    duplicate.name = QStringLiteral("ana");
    const QString message = CoreText::setupProblem(duplicate);
    QVERIFY(message.contains(word));
    auto *problems = child<QLabel>(dialog, u"playersProblemLabel");
    // On a line of its own the sentence starts with a capital.
    const QString shown = message.left(1).toUpper() + message.mid(1);
    QVERIFY2(problems->text().contains(shown), qPrintable(problems->text()));
    QVERIFY(!problems->isHidden());
    // The message is the window's language, not the source text.
    if (language != QStringLiteral("en")) {
        QVERIFY(Translations::install(QStringLiteral("en")));
        QVERIFY(CoreText::setupProblem(duplicate) != message);
    }
    // Renamed in the list: the same rule.
    child<QListWidget>(dialog, u"playersList")->item(2)->setText(QStringLiteral("Carla"));
    QVERIFY(dialog.isAcceptable());
    child<QListWidget>(dialog, u"playersList")->item(2)->setText(QStringLiteral(" BRUNO "));
    QVERIFY(!dialog.isAcceptable());
}

void TestGuiNewGame::storedPlayersAreOffered()
{
    NewGameDialog dialog;
    dialog.setKnownPlayers({QStringLiteral("Ana María"), QStringLiteral("Bruno")});
    auto *edit = child<QLineEdit>(dialog, u"newPlayerEdit");
    QCompleter *completer = edit->completer();
    QVERIFY(completer);
    completer->setCompletionPrefix(QStringLiteral("ana"));
    QCOMPARE(completer->completionCount(), 1);
    QCOMPARE(completer->currentCompletion(), QStringLiteral("Ana María"));
    completer->setCompletionPrefix(QStringLiteral("BR"));
    QCOMPARE(completer->currentCompletion(), QStringLiteral("Bruno"));
}

// With the whole rule table shown, OK stays on the screen; hiding the table gives the height
// back.
void TestGuiNewGame::fitsTheScreenWithTheRulesShown()
{
    NewGameDialog dialog;
    typePlayers(dialog, {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QRect screen = dialog.screen()->availableGeometry();
    auto okOnScreen = [&dialog, screen] {
        QPushButton *ok = okButton(dialog);
        const QRect rect(ok->mapToGlobal(QPoint(0, 0)), ok->size());
        return ok->isVisible() && screen.contains(rect);
    };
    QVERIFY(okOnScreen());
    const QSize before = dialog.size();
    auto *advanced = child<QCheckBox>(dialog, u"advancedCheck");
    advanced->setChecked(true);
    QApplication::processEvents();
    QVERIFY(child<QTableView>(dialog, u"rulesView")->isVisible());
    QVERIFY(dialog.height() > before.height() || dialog.height() >= screen.height() - 60);
    QVERIFY(dialog.frameGeometry().bottom() <= screen.bottom());
    QVERIFY(okOnScreen());
    advanced->setChecked(false);
    QApplication::processEvents();
    QCOMPARE(dialog.height(), before.height());
    QVERIFY(okOnScreen());
}

// New Game after a game starts from its table, the deal passed on to the next seat.
void TestGuiNewGame::newGamePassesTheDealOn()
{
    MainWindow window;
    Game game;
    game.setup.rules = Rules::preset(Variant::Pinaculo);
    game.setup.players = {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")};
    game.setup.firstDealer = 2;
    window.openGame(game);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
    auto *dialog = window.findChild<NewGameDialog *>();
    QVERIFY(dialog);
    QCOMPARE(dialog->setup().players, game.setup.players);
    QCOMPARE(dialog->setup().firstDealer, 0); // after Carla, the deal comes round to Ana
    dialog->accept();
    QTRY_COMPARE(window.document()->setup().firstDealer, 0);
}

QTEST_MAIN(TestGuiNewGame)
#include "tst_gui_newgame.moc"
