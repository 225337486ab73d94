// The hand dialog's keys as a player at the table uses them, keyboard only: Enter moves on and
// never changes a value, ticking a box never moves the focus, a number typed for cards is the
// quick value, and only what can change the score is in the Tab order.
#include "cardnotation.h"
#include "handentry/handentrydialog.h"
#include "handentry/playerresultpanel.h"
#include "translations.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QRadioButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTreeView>

using namespace pinaculo;

namespace {

GameSetup fourPlayers(Variant variant, bool pairs)
{
    GameSetup setup;
    setup.rules = Rules::preset(variant);
    setup.players = {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla"),
                     QStringLiteral("Dario")};
    if (pairs)
        setup.teams
            = {Team {QStringLiteral("Nos"), {0, 2}}, Team {QStringLiteral("Ellos"), {1, 3}}};
    return setup;
}

CardList cards(const char16_t *text)
{
    return CardNotation::canonical().parse(QStringView(text)).cards;
}

// A hand with something in every kind of field: melds with their flags ticked, cards in hand,
// both quick entries, going out, the exact cut.
HandRecord busyHand(int players)
{
    HandRecord hand;
    hand.results.resize(players);
    MeldEntry run;
    run.cards = cards(u"3H 4H 5H 6H");
    run.finalTurn = true;
    run.opening = true;
    hand.results[0].melds = {run};
    hand.results[0].out = OutKind::Yes;
    MeldEntry set;
    set.cards = cards(u"QS QD QC");
    hand.results[1].melds = {set};
    hand.results[1].hand = cards(u"KD 7C");
    hand.results[2].handPoints = 25;
    hand.results[3].meldPoints = 100;
    hand.exactCut = true;
    return hand;
}

PlayerResultPanel *panel(const HandEntryDialog &dialog, int seat)
{
    return dialog.findChild<PlayerResultPanel *>(QStringLiteral("player_") + QString::number(seat));
}

template<typename T>
T *child(const HandEntryDialog &dialog, int seat, const QString &name)
{
    PlayerResultPanel *page = panel(dialog, seat);
    return page ? page->findChild<T *>(name) : nullptr;
}

QString sideTotals(const HandEntryDialog &dialog)
{
    return dialog.findChild<QLabel *>(QStringLiteral("sideTotals"))->text();
}

int sidePoints(const HandEntryDialog &dialog, int side)
{
    const QAbstractItemModel *breakdown
        = dialog.findChild<QTreeView *>(QStringLiteral("breakdownTree"))->model();
    return breakdown->index(side, 1).data(Qt::UserRole).toInt();
}

// Every value a control of the dialog holds, by control.
QHash<const QWidget *, QString> values(const HandEntryDialog &dialog)
{
    QHash<const QWidget *, QString> state;
    for (const QAbstractButton *button : dialog.findChildren<QAbstractButton *>()) {
        if (button->isCheckable())
            state.insert(button,
                         button->isChecked() ? QStringLiteral("on") : QStringLiteral("off"));
    }
    for (const QAbstractSpinBox *spin : dialog.findChildren<QAbstractSpinBox *>())
        state.insert(spin, spin->text());
    for (const QComboBox *combo : dialog.findChildren<QComboBox *>())
        state.insert(combo, QString::number(combo->currentIndex()));
    for (const QLineEdit *field : dialog.findChildren<QLineEdit *>()) {
        if (!qobject_cast<QAbstractSpinBox *>(field->parentWidget()))
            state.insert(field, field->text());
    }
    for (const QGroupBox *group : dialog.findChildren<QGroupBox *>()) {
        if (group->isCheckable())
            state.insert(group, group->isChecked() ? QStringLiteral("on") : QStringLiteral("off"));
    }
    return state;
}

// The controls Tab reaches from the focused one, in order, until it comes round again.
QList<QPointer<QWidget>> tabWalk()
{
    QList<QPointer<QWidget>> reached;
    QWidget *start = QApplication::focusWidget();
    for (int i = 0; i < 400 && start; ++i) {
        QWidget *current = QApplication::focusWidget();
        if (i > 0 && current == start)
            break;
        reached.append(current);
        QTest::keyClick(current, Qt::Key_Tab);
    }
    return reached;
}

// The mnemonic letter of a text ('&' before it, "&&" being a plain '&'), or a null QChar.
QChar mnemonic(const QString &text)
{
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

void showAndActivate(QWidget &widget)
{
    widget.show();
    widget.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&widget));
}

} // namespace

class TestGuiHandKeys : public QObject
{
    Q_OBJECT

private slots:
    void enterChangesNoValue_data();
    void enterChangesNoValue();
    void enterUnticksNoFinalTurnOrOpening();
    void tickingAQuickEntryKeepsTheFocus();
    void enterInTheHandGoesToTheNextPlayer();
    void numberInTheHandIsItsValue();
    void numberInAMeldIsTheMeldsTotal();
    void onlyFlagsThatScoreAreInTheTabOrder();
    void quickEntriesHaveUniqueMnemonics_data();
    void quickEntriesHaveUniqueMnemonics();
    void theHintFitsALaptop_data() { quickEntriesHaveUniqueMnemonics_data(); }
    void theHintFitsALaptop();
};

void TestGuiHandKeys::enterChangesNoValue_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<bool>("pairs");
    QTest::addColumn<bool>("pointsOnly");
    QTest::newRow("pináculo, four players") << int(Variant::Pinaculo) << false << false;
    QTest::newRow("pinacle, pairs") << int(Variant::Pinacle) << true << false;
    QTest::newRow("pinacle, pairs, points only") << int(Variant::Pinacle) << true << true;
    QTest::newRow("pinnacola") << int(Variant::Pinnacola) << false << false;
}

void TestGuiHandKeys::enterChangesNoValue()
{
    QFETCH(int, variant);
    QFETCH(bool, pairs);
    QFETCH(bool, pointsOnly);
    const GameSetup setup = fourPlayers(Variant(variant), pairs);
    HandEntryDialog dialog(setup, 0, QList<bool>(setup.sideCount(), true));
    dialog.setRecord(busyHand(4));
    dialog.setPointsOnly(pointsOnly);
    showAndActivate(dialog);
    const HandRecord before = dialog.record();
    const QString totals = sideTotals(dialog);
    const QHash<const QWidget *, QString> state = values(dialog);

    // Every player's page (one page in points only), every control Tab reaches on it.
    auto *tabs = dialog.findChild<QTabWidget *>(QStringLiteral("playerTabs"));
    int pressed = 0;
    for (int seat = 0; seat < (pointsOnly ? 1 : 4); ++seat) {
        if (!pointsOnly)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key(Qt::Key_1 + seat),
                            Qt::ControlModifier);
        const QList<QPointer<QWidget>> controls = tabWalk();
        QVERIFY(controls.size() > 3);
        for (const QPointer<QWidget> &control : controls) {
            // OK and Cancel included: Enter reaching one of them by moving on must not press it.
            if (!control || !control->isVisible())
                continue;
            for (Qt::Key key : {Qt::Key_Enter, Qt::Key_Return}) {
                if (!pointsOnly)
                    tabs->setCurrentIndex(seat);
                control->setFocus(Qt::TabFocusReason);
                QTest::keyClick(control, key);
                ++pressed;
                const QString where = control->objectName() + u' ' + QString::number(key, 16);
                QVERIFY2(dialog.isVisible(), qPrintable(where));
                QVERIFY2(dialog.record() == before, qPrintable(where));
                QCOMPARE(sideTotals(dialog), totals);
                const QHash<const QWidget *, QString> now = values(dialog);
                for (auto it = state.cbegin(); it != state.cend(); ++it) {
                    QVERIFY2(
                        now.value(it.key()) == it.value(),
                        qPrintable(where + QStringLiteral(" changed ") + it.key()->objectName()));
                }
            }
        }
    }
    QVERIFY(pressed > (pointsOnly ? 8 : 20));
}

void TestGuiHandKeys::enterUnticksNoFinalTurnOrOpening()
{
    // The review's hand: the final-turn and opening flags of a meld, Enter on each.
    const GameSetup setup = fourPlayers(Variant::Pinaculo, false);
    HandEntryDialog dialog(setup, 0, {true, false, false, false});
    dialog.setRecord(busyHand(4));
    showAndActivate(dialog);
    const int points = sidePoints(dialog, 0);
    for (const QString &name :
         {QStringLiteral("meldFinalTurn_0"), QStringLiteral("meldOpening_0")}) {
        auto *flag = child<QCheckBox>(dialog, 0, name);
        QVERIFY(flag && flag->isVisible() && flag->isChecked());
        flag->setFocus(Qt::TabFocusReason);
        QTest::keyClick(flag, Qt::Key_Return);
        QVERIFY(flag->isChecked());
        // On to the next meld's cards.
        QCOMPARE(QApplication::focusWidget(),
                 (child<QWidget>(dialog, 0, QStringLiteral("meldCards_1"))));
        QCOMPARE(sidePoints(dialog, 0), points);
    }
    // Space still ticks.
    auto *finalTurn = child<QCheckBox>(dialog, 0, QStringLiteral("meldFinalTurn_0"));
    finalTurn->setFocus(Qt::TabFocusReason);
    QTest::keyClick(finalTurn, Qt::Key_Space);
    QVERIFY(!finalTurn->isChecked());
}

void TestGuiHandKeys::tickingAQuickEntryKeepsTheFocus()
{
    const GameSetup setup = fourPlayers(Variant::Pinaculo, false);
    HandEntryDialog dialog(setup, 0, QList<bool>(4, false));
    showAndActivate(dialog);
    for (const auto &[check, number] :
         {std::pair {QStringLiteral("meldPointsCheck"), QStringLiteral("meldPointsSpin")},
          std::pair {QStringLiteral("handPointsCheck"), QStringLiteral("handPointsSpin")}}) {
        auto *box = child<QCheckBox>(dialog, 0, check);
        auto *spin = child<QSpinBox>(dialog, 0, number);
        box->setFocus(Qt::TabFocusReason);
        QVERIFY(!spin->isEnabled());
        QTest::keyClick(box, Qt::Key_Space);
        QVERIFY(box->isChecked());
        QCOMPARE(QApplication::focusWidget(), box);
        QVERIFY(spin->isEnabled());
        QTest::keyClick(box, Qt::Key_Tab); // its number is next
        QCOMPARE(QApplication::focusWidget(), spin);
        QTest::keyClicks(spin, QStringLiteral("40"));
    }
    const PlayerResult ana = dialog.record().results[0];
    QCOMPARE(ana.meldPoints, std::optional<int>(40));
    QCOMPARE(ana.handPoints, std::optional<int>(40));
}

void TestGuiHandKeys::enterInTheHandGoesToTheNextPlayer()
{
    const GameSetup setup = fourPlayers(Variant::Pinaculo, false);
    HandEntryDialog dialog(setup, 0, QList<bool>(4, false));
    showAndActivate(dialog);
    auto *tabs = dialog.findChild<QTabWidget *>(QStringLiteral("playerTabs"));
    auto *hand = child<QLineEdit>(dialog, 0, QStringLiteral("handCards"));
    hand->setFocus(Qt::TabFocusReason);
    QTest::keyClicks(hand, QStringLiteral("KD"));
    QTest::keyClick(hand, Qt::Key_Enter);
    QCOMPARE(hand->text(), QStringLiteral("KD"));
    QCOMPARE(tabs->currentIndex(), 1);
    QCOMPARE(QApplication::focusWidget(),
             (child<QWidget>(dialog, 1, QStringLiteral("meldCards_0"))));
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("7C"));
    QCOMPARE(hand->text(), QStringLiteral("KD"));
    QCOMPARE(dialog.record().results[0].hand, cards(u"KD"));

    // From the last player's hand, round to the first player.
    tabs->setCurrentIndex(3);
    auto *last = child<QLineEdit>(dialog, 3, QStringLiteral("handCards"));
    last->setFocus(Qt::TabFocusReason);
    QTest::keyClick(last, Qt::Key_Return);
    QCOMPARE(tabs->currentIndex(), 0);
}

void TestGuiHandKeys::numberInTheHandIsItsValue()
{
    const GameSetup setup = fourPlayers(Variant::Pinaculo, false);
    // Typed where the cards go, then Enter.
    HandEntryDialog typed(setup, 0, QList<bool>(4, false));
    showAndActivate(typed);
    auto *hand = child<QLineEdit>(typed, 0, QStringLiteral("handCards"));
    hand->setFocus(Qt::TabFocusReason);
    QTest::keyClicks(hand, QStringLiteral("35"));
    QTest::keyClick(hand, Qt::Key_Enter);
    QVERIFY((child<QCheckBox>(typed, 0, QStringLiteral("handPointsCheck")))->isChecked());
    QCOMPARE((child<QSpinBox>(typed, 0, QStringLiteral("handPointsSpin")))->value(), 35);
    QVERIFY(hand->text().isEmpty());
    QCOMPARE(typed.record().results[0].handPoints, std::optional<int>(35));
    QVERIFY(typed.isAcceptable());
    const int typedPoints = sidePoints(typed, 0);
    typed.hide(); // closing would ask before discarding

    // Typed in the number box after ticking it.
    HandEntryDialog boxed(setup, 0, QList<bool>(4, false));
    showAndActivate(boxed);
    auto *box = child<QCheckBox>(boxed, 0, QStringLiteral("handPointsCheck"));
    box->setFocus(Qt::TabFocusReason);
    QTest::keyClick(box, Qt::Key_Space);
    QTest::keyClick(box, Qt::Key_Tab);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("35"));
    QCOMPARE(boxed.record(), typed.record());
    QCOMPARE(sidePoints(boxed, 0), typedPoints);
    QCOMPARE(typedPoints, -35);

    // Tab out of the field takes the number the same way; a card text stays cards.
    auto *bruno = child<QLineEdit>(boxed, 1, QStringLiteral("handCards"));
    boxed.findChild<QTabWidget *>(QStringLiteral("playerTabs"))->setCurrentIndex(1);
    bruno->setFocus(Qt::TabFocusReason);
    QTest::keyClicks(bruno, QStringLiteral("20"));
    QTest::keyClick(bruno, Qt::Key_Tab);
    QCOMPARE(boxed.record().results[1].handPoints, std::optional<int>(20));
    bruno->setFocus(Qt::TabFocusReason);
}

void TestGuiHandKeys::numberInAMeldIsTheMeldsTotal()
{
    const GameSetup setup = fourPlayers(Variant::Pinaculo, false);
    HandEntryDialog dialog(setup, 0, QList<bool>(4, false));
    showAndActivate(dialog);
    auto *meld = child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_0"));
    QCOMPARE(QApplication::focusWidget(), meld);
    QTest::keyClicks(meld, QStringLiteral("120"));
    QTest::keyClick(meld, Qt::Key_Enter);
    QVERIFY((child<QCheckBox>(dialog, 0, QStringLiteral("meldPointsCheck")))->isChecked());
    QCOMPARE(dialog.record().results[0].meldPoints, std::optional<int>(120));
    QVERIFY(dialog.record().results[0].melds.isEmpty());
    QCOMPARE(QApplication::focusWidget(), (child<QWidget>(dialog, 0, QStringLiteral("handCards"))));
    QCOMPARE(sidePoints(dialog, 0), 120);

    // Beside a meld typed as cards, a number is not a meld: it is refused as before.
    auto *bruno = child<QLineEdit>(dialog, 1, QStringLiteral("meldCards_0"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(QApplication::focusWidget(), bruno);
    QTest::keyClicks(bruno, QStringLiteral("QS QD QC"));
    QTest::keyClick(bruno, Qt::Key_Enter);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("50"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Enter);
    QVERIFY(!(child<QCheckBox>(dialog, 1, QStringLiteral("meldPointsCheck")))->isChecked());
    QCOMPARE((child<QLineEdit>(dialog, 1, QStringLiteral("meldCards_1")))->text(),
             QStringLiteral("50"));
    QVERIFY(!dialog.isAcceptable());
}

void TestGuiHandKeys::onlyFlagsThatScoreAreInTheTabOrder()
{
    const auto reachedNames = [](HandEntryDialog &dialog) {
        (child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_0")))->setFocus(Qt::TabFocusReason);
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("3H 4H 5H"));
        QStringList names;
        for (const QPointer<QWidget> &control : tabWalk())
            names.append(control ? control->objectName() : QString());
        return names.join(u' ');
    };

    // Pinnacola: no premium depends on how a meld was laid, no multiplier on the final turn,
    // no barbelé.
    const GameSetup pinnacola = fourPlayers(Variant::Pinnacola, false);
    HandEntryDialog italian(pinnacola, 0, QList<bool>(4, false));
    showAndActivate(italian);
    const QString italianNames = reachedNames(italian);
    QVERIFY2(italianNames.contains(QStringLiteral("meldCards_1")), qPrintable(italianNames));
    for (const char *flag : {"meldLaid", "meldFinalTurn", "meldOpening"})
        QVERIFY2(!italianNames.contains(QLatin1String(flag)), qPrintable(italianNames));
    italian.hide();

    // Pináculo: the opening only for a barbelé side's player.
    const GameSetup pinaculo = fourPlayers(Variant::Pinaculo, false);
    HandEntryDialog spanish(pinaculo, 0, {true, false, false, false});
    showAndActivate(spanish);
    const QString anaNames = reachedNames(spanish);
    for (const char *flag : {"meldLaid_0", "meldFinalTurn_0", "meldOpening_0"})
        QVERIFY2(anaNames.contains(QLatin1String(flag)), qPrintable(anaNames));
    QVERIFY((child<QCheckBox>(spanish, 1, QStringLiteral("meldOpening_0")))->isHidden());
    QVERIFY(!(child<QCheckBox>(spanish, 1, QStringLiteral("meldFinalTurn_0")))->isHidden());
    // The exact cut is one box, naming the cutter.
    auto *cut = spanish.findChild<QCheckBox *>(QStringLiteral("exactCutCheck"));
    QVERIFY(cut->text().contains(pinaculo.players.value(pinaculo.cutterOfHand(0))));
    spanish.hide();

    // Pinacle: no multipliers, so no final turn; the one-turn pináculo still asks how it was laid.
    const GameSetup pinacle = fourPlayers(Variant::Pinacle, true);
    HandEntryDialog french(pinacle, 0, {false, false});
    QVERIFY((child<QCheckBox>(french, 0, QStringLiteral("meldFinalTurn_0")))->isHidden());
    QVERIFY(!(child<QComboBox>(french, 0, QStringLiteral("meldLaid_0")))->isHidden());

    // A flag set in a game file stays visible where the rules would hide it.
    HandRecord hand = busyHand(4);
    HandEntryDialog loaded(pinnacola, 0, QList<bool>(4, false));
    loaded.setRecord(hand);
    QVERIFY(!(child<QCheckBox>(loaded, 0, QStringLiteral("meldFinalTurn_0")))->isHidden());
    QCOMPARE(loaded.record().results[0].melds[0].finalTurn, true);
}

void TestGuiHandKeys::quickEntriesHaveUniqueMnemonics_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "es", "it"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestGuiHandKeys::quickEntriesHaveUniqueMnemonics()
{
    QFETCH(QString, language);
    QVERIFY(Translations::install(language));
    // Barbelé, and in Pináculo: every field the panel can show is there.
    const GameSetup setup = fourPlayers(Variant::Pinaculo, false);
    HandEntryDialog dialog(setup, 0, QList<bool>(4, true));
    PlayerResultPanel *page = panel(dialog, 0);
    QHash<QChar, QString> taken;
    const auto take = [&taken](const QString &text) {
        const QChar letter = mnemonic(text);
        if (letter.isNull())
            return;
        QVERIFY2(!taken.contains(letter),
                 qPrintable(text + QStringLiteral(" and ") + taken.value(letter)));
        taken.insert(letter, text);
    };
    for (const QAbstractButton *button : page->findChildren<QAbstractButton *>())
        take(button->text());
    for (const QGroupBox *group : page->findChildren<QGroupBox *>())
        take(group->title());
    for (const QLabel *label : page->findChildren<QLabel *>()) {
        if (label->buddy())
            take(label->text());
    }
    for (const char *name : {"meldPointsCheck", "handPointsCheck"}) {
        auto *box = page->findChild<QCheckBox *>(QLatin1String(name));
        QVERIFY2(!mnemonic(box->text()).isNull(), qPrintable(box->text()));
    }
    QVERIFY(Translations::install(QStringLiteral("en")));
}

void TestGuiHandKeys::theHintFitsALaptop()
{
    // The hint under the dialog is the longest line in it: it wraps rather than widening the
    // dialog past a 1024-pixel screen.
    QFETCH(QString, language);
    QVERIFY(Translations::install(language));
    const GameSetup setup = fourPlayers(Variant::Pinaculo, false);
    HandEntryDialog dialog(setup, 0, QList<bool>(4, false));
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("keyboardHint"))->wordWrap());
    QVERIFY2(dialog.minimumSizeHint().width() <= 1000,
             qPrintable(QString::number(dialog.minimumSizeHint().width())));
    QVERIFY(Translations::install(QStringLiteral("en")));
}

QTEST_MAIN(TestGuiHandKeys)
#include "tst_gui_handkeys.moc"
