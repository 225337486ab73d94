// The hand entry dialog driven as a player would: by keyboard only, and by mouse through the
// card picker, checking the record it produces and the live totals it shows.
#include "cards/cardpicker.h"
#include "cards/cardpickerbutton.h"
#include "cards/cardtext.h"
#include "cardnotation.h"
#include "coretext.h"
#include "handentry/handentrydialog.h"
#include "handentry/playerresultpanel.h"
#include "translations.h"
#include "support/testgames.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QTimer>
#include <QPushButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTreeView>

#include <limits>

using namespace pinaculo;

namespace {

GameSetup threePlayers(Variant variant = Variant::Pinaculo)
{
    return testgames::setupOf(variant, 3);
}

CardList cards(const char16_t *text)
{
    return CardNotation::canonical().parse(QStringView(text)).cards;
}

template<typename T>
T *child(const HandEntryDialog &dialog, int seat, const QString &name)
{
    auto *panel
        = dialog.findChild<PlayerResultPanel *>(QStringLiteral("player_") + QString::number(seat));
    if (!panel)
        return nullptr;
    return panel->findChild<T *>(name);
}

QLineEdit *focusedLineEdit()
{
    return qobject_cast<QLineEdit *>(QApplication::focusWidget());
}

int sidePoints(const HandEntryDialog &dialog, int side)
{
    const QAbstractItemModel *breakdown
        = dialog.findChild<QTreeView *>(QStringLiteral("breakdownTree"))->model();
    return breakdown->index(side, 1).data(Qt::UserRole).toInt();
}

QPushButton *okButton(const HandEntryDialog &dialog)
{
    return dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))
        ->button(QDialogButtonBox::Ok);
}

void showAndActivate(QWidget &widget)
{
    widget.show();
    widget.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&widget));
}

} // namespace

class TestGuiHandEntry : public QObject
{
    Q_OBJECT

private slots:
    void keyboardEntersAWholeHand();
    void mouseEntersMeldsThroughThePicker();
    void pickerCountsEveryCardOfTheHand();
    void pickerLeavesOutCardsTheDeckLacks();
    void invalidInputBlocksConfirmation_data();
    void invalidInputBlocksConfirmation();
    void setRecordRoundTrips();
    void barbeleOpeningWarning();
    void eventsNameTheCutter();
    void removingAMeldRenumbersTheRows();
    void languageChangeRetranslates();
    void wildOnFinalTurnCancelsTheDoubling();
    void cancelAsksBeforeDiscarding();
    void handProblemsShowNextToThePlayer();
    void tabOrderFollowsTheRows();
    void halfTypedCardIsAHintUntilTheFieldIsLeft();
    void quickEntryByKeyboard();
    void cardsInHandSumWithoutOverflow();
};

void TestGuiHandEntry::keyboardEntersAWholeHand()
{
    HandEntryDialog dialog(threePlayers(), 0, {false, false, false});
    showAndActivate(dialog);

    // Ana: two melds, Enter after each, then Enter on the empty row moves on to the hand.
    QLineEdit *field = focusedLineEdit();
    QVERIFY(field);
    QCOMPARE(field, (child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_0"))));
    QTest::keyClicks(field, QStringLiteral("3h 4h 5h"));
    QTest::keyClick(field, Qt::Key_Return);
    field = focusedLineEdit();
    QCOMPARE(field, (child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_1"))));
    QTest::keyClicks(field, QStringLiteral("QS QD JK"));
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(focusedLineEdit(), (child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_2"))));
    QTest::keyClick(focusedLineEdit(), Qt::Key_Return);
    QCOMPARE(focusedLineEdit(), (child<QLineEdit>(dialog, 0, QStringLiteral("handCards"))));
    QVERIFY(dialog.isVisible()); // a plain Enter never confirms

    // Tab past the quick-entry box to "went out" and choose "yes".
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(),
             (child<QComboBox>(dialog, 0, QStringLiteral("outCombo"))));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);

    // Bruno, by Ctrl+2: no melds, two cards in hand, one pumba not announced.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(focusedLineEdit(), (child<QLineEdit>(dialog, 1, QStringLiteral("meldCards_0"))));
    QTest::keyClick(focusedLineEdit(), Qt::Key_Return);
    QCOMPARE(focusedLineEdit(), (child<QLineEdit>(dialog, 1, QStringLiteral("handCards"))));
    QTest::keyClicks(focusedLineEdit(), QStringLiteral("KD 7C"));
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(),
             (child<QSpinBox>(dialog, 1, QStringLiteral("pumbaSpin"))));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up);

    // Carla, by Ctrl+PgDown: three aces.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(focusedLineEdit(), (child<QLineEdit>(dialog, 2, QStringLiteral("meldCards_0"))));
    QTest::keyClicks(focusedLineEdit(), QStringLiteral("AS AD AC"));
    QTest::keyClick(focusedLineEdit(), Qt::Key_Return);

    const HandRecord hand = dialog.record();
    QCOMPARE(hand.results.size(), 3);
    QCOMPARE(hand.results[0].melds.size(), 2);
    QCOMPARE(hand.results[0].melds[0].cards, cards(u"3H 4H 5H"));
    QCOMPARE(hand.results[0].melds[1].cards, cards(u"QS QD JK"));
    QCOMPARE(hand.results[0].out, OutKind::Yes);
    QVERIFY(hand.results[1].melds.isEmpty());
    QCOMPARE(hand.results[1].hand, cards(u"KD 7C"));
    QCOMPARE(hand.results[1].pumbaMissed, 1);
    QCOMPARE(hand.results[2].melds.size(), 1);
    QCOMPARE(hand.results[2].melds[0].cards, cards(u"AS AD AC"));

    // 15 + 50 + 20 for going out; −15 in hand −50 pumba; 45 for the aces.
    QCOMPARE(sidePoints(dialog, 0), 85);
    QCOMPARE(sidePoints(dialog, 1), -65);
    QCOMPARE(sidePoints(dialog, 2), 45);
    QVERIFY((child<QLabel>(dialog, 0, QStringLiteral("playerTotal")))
                ->text()
                .contains(CoreText::signedNumber(85)));
    QVERIFY((child<QLabel>(dialog, 1, QStringLiteral("playerTotal")))
                ->text()
                .contains(CoreText::signedNumber(-65)));
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("sideTotals"))
                ->text()
                .contains(CoreText::signedNumber(45)));

    QVERIFY(okButton(dialog)->isEnabled());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestGuiHandEntry::mouseEntersMeldsThroughThePicker()
{
    HandEntryDialog dialog(threePlayers(), 0, {false, false, false});
    showAndActivate(dialog);
    // A short test screen starts with the picker folded away.
    dialog.findChild<QGroupBox *>(QStringLiteral("cardPickerGroup"))->setChecked(true);
    auto *picker = dialog.findChild<CardPicker *>(QStringLiteral("cardPicker"));
    QVERIFY(picker);
    auto click = [&](const char16_t *token) {
        auto *button = picker->findChild<CardPickerButton *>(QStringLiteral("card_")
                                                             + QString::fromUtf16(token));
        QVERIFY2(button, qPrintable(QString::fromUtf16(token)));
        QTest::mouseClick(button, Qt::LeftButton);
    };

    click(u"3S");
    click(u"4S");
    click(u"5S");
    QCOMPARE((child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_0")))->text(),
             QStringLiteral("3S 4S 5S"));
    QCOMPARE(picker->remaining(Card {Rank::Three, Suit::Spades}), 1);

    QTest::mouseClick(child<QPushButton>(dialog, 0, QStringLiteral("addMeldButton")),
                      Qt::LeftButton);
    click(u"KH");
    click(u"KC");
    click(u"JK");
    QCOMPARE((child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_1")))->text(),
             QStringLiteral("KH KC JK"));

    QTest::mouseClick(child<QLineEdit>(dialog, 0, QStringLiteral("handCards")), Qt::LeftButton);
    click(u"10D");
    QCOMPARE((child<QLineEdit>(dialog, 0, QStringLiteral("handCards")))->text(),
             QStringLiteral("10D"));

    // Bruno's page by clicking his tab; the picker now types into his first meld.
    auto *tabs = dialog.findChild<QTabWidget *>(QStringLiteral("playerTabs"));
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(1).center());
    QCOMPARE(tabs->currentIndex(), 1);
    click(u"8C");
    click(u"8D");
    click(u"2C");
    QCOMPARE((child<QLineEdit>(dialog, 1, QStringLiteral("meldCards_0")))->text(),
             QStringLiteral("8C 8D 2C"));

    const HandRecord hand = dialog.record();
    QCOMPARE(hand.results[0].melds.size(), 2);
    QCOMPARE(hand.results[0].melds[0].cards, cards(u"3S 4S 5S"));
    QCOMPARE(hand.results[0].melds[1].cards, cards(u"KH KC JK"));
    QCOMPARE(hand.results[0].hand, cards(u"10D"));
    QCOMPARE(hand.results[1].melds.size(), 1);
    QCOMPARE(hand.results[1].melds[0].cards, cards(u"8C 8D 2C"));
    // 15 + 50 − 10; 10 + 10 + 20; nothing for Carla.
    QCOMPARE(sidePoints(dialog, 0), 55);
    QCOMPARE(sidePoints(dialog, 1), 40);
    QCOMPARE(sidePoints(dialog, 2), 0);
    QVERIFY((child<QLabel>(dialog, 1, QStringLiteral("meldSummary_0")))
                ->text()
                .contains(CoreText::number(40)));
    QVERIFY(okButton(dialog)->isEnabled());
}

void TestGuiHandEntry::pickerCountsEveryCardOfTheHand()
{
    HandEntryDialog dialog(threePlayers(), 0, {false, false, false});
    HandRecord hand;
    hand.results.resize(3);
    hand.results[0].melds.append(
        MeldEntry {cards(u"JK JK QS QD"), cards(u"JK"), Laid::OverTurns, false, false});
    hand.results[2].hand = cards(u"QS");
    dialog.setRecord(hand);
    auto *picker = dialog.findChild<CardPicker *>(QStringLiteral("cardPicker"));
    QCOMPARE(picker->remaining(Card::joker()), 1);
    QCOMPARE(picker->remaining(Card {Rank::Queen, Suit::Spades}), 0);
    QVERIFY(!picker->button(Card {Rank::Queen, Suit::Spades})->isEnabled());
    QCOMPARE(picker->remaining(Card {Rank::Queen, Suit::Diamonds}), 1);
    QCOMPARE(picker->remaining(Card {Rank::Ace, Suit::Hearts}), 2);
}

void TestGuiHandEntry::pickerLeavesOutCardsTheDeckLacks()
{
    HandEntryDialog dialog(threePlayers(Variant::Pinnacola), 0, {false, false, false});
    auto *picker = dialog.findChild<CardPicker *>(QStringLiteral("cardPicker"));
    QVERIFY(picker->button(Card {Rank::Two, Suit::Hearts})->isHidden());
    QVERIFY(picker->button(Card {Rank::Two, Suit::Diamonds})->isHidden());
    QVERIFY(!picker->button(Card {Rank::Two, Suit::Clubs})->isHidden());
    QCOMPARE(picker->remaining(Card::joker()), 4);
    // Pinnacola has no pumba penalty, so the count is not asked for.
    QVERIFY((child<QSpinBox>(dialog, 0, QStringLiteral("pumbaSpin")))->isHidden());
    QVERIFY(dialog.findChild<QCheckBox *>(QStringLiteral("exactCutCheck"))->isHidden());
}

void TestGuiHandEntry::invalidInputBlocksConfirmation_data()
{
    QTest::addColumn<QString>("meld");
    QTest::addColumn<QString>("reasonPart");
    QTest::newRow("rank twice in a run") << QStringLiteral("7H 7H 8H") << QStringLiteral("7♥");
    QTest::newRow("not a card") << QStringLiteral("3H 4X 5H") << QStringLiteral("4X");
    QTest::newRow("too few naturals") << QStringLiteral("3H JK 2C") << CoreText::number(2);
}

void TestGuiHandEntry::invalidInputBlocksConfirmation()
{
    QFETCH(QString, meld);
    QFETCH(QString, reasonPart);
    HandEntryDialog dialog(threePlayers(), 0, {false, false, false});
    showAndActivate(dialog);
    QVERIFY(okButton(dialog)->isEnabled());

    QTest::keyClicks(focusedLineEdit(), meld);
    QVERIFY(!okButton(dialog)->isEnabled());
    QVERIFY(!dialog.isAcceptable());
    auto *reason = child<QLabel>(dialog, 0, QStringLiteral("meldProblem_0"));
    QVERIFY(!reason->isHidden());
    QVERIFY2(reason->text().contains(reasonPart), qPrintable(reason->text()));
    auto *problem = dialog.findChild<QLabel *>(QStringLiteral("problemLabel"));
    QVERIFY(!problem->isHidden());
    QVERIFY(!problem->text().isEmpty());

    // Neither Ctrl+Enter nor accept() gets past an invalid hand.
    QTest::keyClick(focusedLineEdit(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));

    focusedLineEdit()->clear();
    QTest::keyClicks(focusedLineEdit(), QStringLiteral("7H 8H 9H"));
    QVERIFY(okButton(dialog)->isEnabled());
    QVERIFY(reason->isHidden());
    QVERIFY(problem->isHidden());
}

void TestGuiHandEntry::setRecordRoundTrips()
{
    const GameSetup setup = threePlayers();
    HandRecord hand;
    hand.results.resize(3);
    hand.results[0].melds.append(
        MeldEntry {cards(u"3S 4S 5S 6S"), cards(u"JK"), Laid::OverTurns, true, true});
    hand.results[0].melds.append(MeldEntry {cards(u"QH QD QC"), {}, Laid::OneTurn, false, false});
    hand.results[0].out = OutKind::AllAtOnce;
    hand.results[0].wildOnFinalTurn = false;
    hand.results[1].meldPoints = 120;
    hand.results[1].handPoints = 35;
    hand.results[1].pumbaMissed = 2;
    hand.results[2].hand = cards(u"KD 7C");
    hand.results[2].failedOpenings = 1;
    hand.exactCut = true;

    // Carla is barbelé: only a barbelé side can have failed an opening.
    HandEntryDialog dialog(setup, 1, {false, false, true});
    dialog.setRecord(hand);
    QCOMPARE(dialog.record(), hand);
    QVERIFY(okButton(dialog)->isEnabled());
    QCOMPARE((child<QCheckBox>(dialog, 0, QStringLiteral("meldFinalTurn_0")))->isChecked(), true);
    // The rescued joker and both flags are written in the meld's own field.
    QCOMPARE((child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_0")))->text(),
             QStringLiteral("3-6S / JK + ="));
    QVERIFY((child<QSpinBox>(dialog, 1, QStringLiteral("meldPointsSpin")))->isEnabled());
}

void TestGuiHandEntry::barbeleOpeningWarning()
{
    HandEntryDialog dialog(threePlayers(), 3, {true, false, false});
    HandRecord hand;
    hand.results.resize(3);
    hand.results[0].melds.append(MeldEntry {cards(u"3S 4S 5S"), {}, Laid::OverTurns, false, true});
    dialog.setRecord(hand);
    auto *warnings = dialog.findChild<QLabel *>(QStringLiteral("warningsLabel"));
    QVERIFY(!warnings->isHidden());
    // The opening totals 15 of the 70 needed: 55 short, named by the engine's own sentence.
    HandWarning expected;
    expected.kind = HandWarning::Kind::BarbeleOpening;
    expected.side = 0;
    expected.value = 15;
    expected.needed = 70;
    QVERIFY2(warnings->text().contains(CoreText::warning(expected, threePlayers())),
             qPrintable(warnings->text()));
    // A warning does not stop the hand from being confirmed.
    QVERIFY(okButton(dialog)->isEnabled());
    QVERIFY(!(child<QSpinBox>(dialog, 0, QStringLiteral("failedOpeningsSpin")))->isHidden());
}

void TestGuiHandEntry::eventsNameTheCutter()
{
    GameSetup setup = threePlayers(Variant::Pinacle);
    setup.players.append(QStringLiteral("Dario"));
    setup.teams = {Team {QStringLiteral("Nos"), {0, 2}}, Team {QStringLiteral("Ellos"), {1, 3}}};
    HandEntryDialog dialog(setup, 1, {false, false});
    auto *cut = dialog.findChild<QCheckBox *>(QStringLiteral("exactCutCheck"));
    QVERIFY(!cut->isHidden());
    QVERIFY(cut->text().contains(setup.players[setup.cutterOfHand(1)]));
    auto *sameBack = dialog.findChild<QComboBox *>(QStringLiteral("sameBackCombo"));
    QVERIFY(!sameBack->isHidden());
    QCOMPARE(sameBack->count(), 5);

    cut->setChecked(true);
    sameBack->setCurrentIndex(2); // Bruno, seat 1
    const HandRecord hand = dialog.record();
    QVERIFY(hand.exactCut);
    QCOMPARE(hand.sameBackPlayer, 1);
    // Hand 2: Bruno deals, Ana cuts. Nos +50, Ellos +200.
    QCOMPARE(setup.cutterOfHand(1), 0);
    QCOMPARE(sidePoints(dialog, 0), 50);
    QCOMPARE(sidePoints(dialog, 1), 200);
}

void TestGuiHandEntry::removingAMeldRenumbersTheRows()
{
    HandEntryDialog dialog(threePlayers(), 0, {false, false, false});
    HandRecord hand;
    hand.results.resize(3);
    hand.results[0].melds.append(MeldEntry {cards(u"3S 4S 5S"), {}, Laid::OverTurns, false, false});
    hand.results[0].melds.append(MeldEntry {cards(u"QH QD QC"), {}, Laid::OverTurns, false, false});
    dialog.setRecord(hand);
    showAndActivate(dialog);
    QTest::mouseClick(child<QWidget>(dialog, 0, QStringLiteral("meldRemove_0")), Qt::LeftButton);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCOMPARE((child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_0")))->text(),
             QStringLiteral("QHQDQC"));
    QCOMPARE(dialog.record().results[0].melds.size(), 1);
    QCOMPARE(sidePoints(dialog, 0), 30);
}

void TestGuiHandEntry::languageChangeRetranslates()
{
    HandEntryDialog dialog(threePlayers(), 0, {false, false, false});
    HandRecord hand;
    hand.results.resize(3);
    hand.results[0].out = OutKind::Yes;
    dialog.setRecord(hand);
    dialog.show();
    auto *out = child<QComboBox>(dialog, 0, QStringLiteral("outCombo"));
    const QString english = out->itemText(1);

    QVERIFY(Translations::install(QStringLiteral("es")));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
    ScoreLine wentOut;
    wentOut.kind = ScoreLine::Kind::Out;
    const QString spanishOut = CoreText::outName(OutKind::Yes);
    const QString spanishLine = CoreText::describeLine(wentOut, threePlayers());
    const QString comboText = out->itemText(1);
    const QAbstractItemModel *breakdown
        = dialog.findChild<QTreeView *>(QStringLiteral("breakdownTree"))->model();
    const QString treeText = breakdown->index(0, 0, breakdown->index(0, 0)).data().toString();

    Translations::install(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
    if (spanishOut == english)
        QSKIP("the translations are not embedded in this build");
    // Texts built in code follow the language: the combo items and the breakdown lines.
    QCOMPARE(comboText, spanishOut);
    QCOMPARE(treeText, spanishLine);
    QCOMPARE(out->itemText(1), english);
}

void TestGuiHandEntry::wildOnFinalTurnCancelsTheDoubling()
{
    HandEntryDialog dialog(threePlayers(), 0, {false, false, false});
    HandRecord hand;
    hand.results.resize(3);
    hand.results[0].melds.append(MeldEntry {cards(u"3H 4H 5H"), {}, Laid::OverTurns, true, false});
    dialog.setRecord(hand);
    auto *wild = child<QCheckBox>(dialog, 0, QStringLiteral("wildOnFinalTurnCheck"));
    QVERIFY(wild->isHidden()); // only asked of the player who went out

    auto *out = child<QComboBox>(dialog, 0, QStringLiteral("outCombo"));
    out->setCurrentIndex(out->findData(int(OutKind::Yes)));
    QVERIFY(!wild->isHidden());
    // 15 for the meld, +20 for going out, +15 for doubling the final-turn meld.
    QCOMPARE(sidePoints(dialog, 0), 50);
    wild->setChecked(true);
    QCOMPARE(dialog.record().results[0].wildOnFinalTurn, std::optional<bool>(true));
    QCOMPARE(sidePoints(dialog, 0), 35);
    wild->setChecked(false);
    QCOMPARE(dialog.record().results[0].wildOnFinalTurn, std::optional<bool>());
}

void TestGuiHandEntry::cancelAsksBeforeDiscarding()
{
    // Nothing entered: Escape closes at once.
    {
        HandEntryDialog dialog(threePlayers(), 0, {false, false, false});
        showAndActivate(dialog);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QVERIFY(!dialog.isVisible());
    }
    // A meld typed: the question comes first, and "Cancel" keeps the dialog open.
    HandEntryDialog dialog(threePlayers(), 0, {false, false, false});
    showAndActivate(dialog);
    QTest::keyClicks(focusedLineEdit(), QStringLiteral("3H 4H 5H"));
    auto answer = [](QMessageBox::StandardButton button) {
        QTimer::singleShot(0, [button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            box->button(button)->click();
        });
    };
    answer(QMessageBox::Cancel);
    dialog.reject();
    QVERIFY(dialog.isVisible());
    answer(QMessageBox::Discard);
    dialog.reject();
    QVERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
}

void TestGuiHandEntry::handProblemsShowNextToThePlayer()
{
    const GameSetup setup = threePlayers();
    HandEntryDialog dialog(setup, 0, {false, false, false});
    HandRecord hand;
    hand.results.resize(3);
    hand.results[0].melds.append(MeldEntry {cards(u"QS QD QC"), {}, Laid::OverTurns, false, false});
    hand.results[0].out = OutKind::Yes;
    hand.results[1].hand = cards(u"QS QS");
    hand.results[2].out = OutKind::Yes;
    dialog.setRecord(hand);
    QVERIFY(!okButton(dialog)->isEnabled());

    // A third Q♠ is named on the first player holding one; the second player out on their page.
    auto *first = child<QLabel>(dialog, 0, QStringLiteral("playerProblem"));
    QVERIFY(!first->isHidden());
    QVERIFY2(first->text().contains(QStringLiteral("Q♠")), qPrintable(first->text()));
    auto *third = child<QLabel>(dialog, 2, QStringLiteral("playerProblem"));
    QVERIFY(!third->isHidden());
    QVERIFY2(third->text().contains(setup.players[0]) && third->text().contains(setup.players[2]),
             qPrintable(third->text()));
    QVERIFY((child<QLabel>(dialog, 1, QStringLiteral("playerProblem")))->isHidden());

    auto *out = child<QComboBox>(dialog, 2, QStringLiteral("outCombo"));
    out->setCurrentIndex(out->findData(int(OutKind::No)));
    QVERIFY(third->isHidden());
    QVERIFY(!okButton(dialog)->isEnabled());
    (child<QLineEdit>(dialog, 1, QStringLiteral("handCards")))->setText(QStringLiteral("QS"));
    QVERIFY(first->isHidden());
    QVERIFY(okButton(dialog)->isEnabled());
}

void TestGuiHandEntry::tabOrderFollowsTheRows()
{
    // Ana is barbelé: her rows ask whether a meld was part of her opening.
    HandEntryDialog dialog(threePlayers(), 0, {true, false, false});
    showAndActivate(dialog);
    QTest::keyClicks(focusedLineEdit(), QStringLiteral("3H 4H 5H"));
    const QStringList expected {QStringLiteral("meldLaid_0"), QStringLiteral("meldFinalTurn_0"),
                                QStringLiteral("meldOpening_0"), QStringLiteral("meldCards_1")};
    for (const QString &name : expected) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget()->objectName(), name);
    }
    // Space ticks the focused flag; Enter neither unticks it nor confirms: it goes on to the
    // next meld.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
    QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("meldOpening_0"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(dialog.record().results[0].melds[0].opening);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.record().results[0].melds[0].opening);
    QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("meldCards_1"));
}

void TestGuiHandEntry::halfTypedCardIsAHintUntilTheFieldIsLeft()
{
    HandEntryDialog dialog(threePlayers(), 0, {false, false, false});
    showAndActivate(dialog);
    QTest::keyClicks(focusedLineEdit(), QStringLiteral("3H 4H 5"));
    auto *reason = child<QLabel>(dialog, 0, QStringLiteral("meldProblem_0"));
    const QColor red = CardText::redColor(reason->palette());
    QVERIFY(!reason->isHidden());
    QVERIFY(reason->palette().color(QPalette::WindowText) != red);
    QVERIFY(!okButton(dialog)->isEnabled());

    QTest::keyClicks(focusedLineEdit(), QStringLiteral("H"));
    QVERIFY(reason->isHidden());
    QTest::keyClicks(focusedLineEdit(), QStringLiteral(" J"));
    QTest::keyClick(focusedLineEdit(), Qt::Key_Tab);
    QVERIFY(!reason->isHidden());
    QCOMPARE(reason->palette().color(QPalette::WindowText), red);
}

void TestGuiHandEntry::quickEntryByKeyboard()
{
    HandEntryDialog dialog(threePlayers(), 0, {false, false, false});
    showAndActivate(dialog);
    // From the empty first meld: Tab past its flags (laid, final turn: nobody is barbelé, so
    // no opening; rescued cards are typed in the meld's field) and the Add button to the quick
    // entry box.
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(),
             (child<QCheckBox>(dialog, 0, QStringLiteral("meldPointsCheck"))));
    // Ticking it leaves the focus on it; its number is next in the Tab order.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QCOMPARE(QApplication::focusWidget(),
             (child<QCheckBox>(dialog, 0, QStringLiteral("meldPointsCheck"))));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(),
             (child<QSpinBox>(dialog, 0, QStringLiteral("meldPointsSpin"))));
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("120"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab); // to the cards in hand
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(),
             (child<QCheckBox>(dialog, 0, QStringLiteral("handPointsCheck"))));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("35"));

    const PlayerResult ana = dialog.record().results[0];
    QCOMPARE(ana.meldPoints, std::optional<int>(120));
    QCOMPARE(ana.handPoints, std::optional<int>(35));
    QVERIFY(ana.melds.isEmpty());
    QCOMPARE(sidePoints(dialog, 0), 85);
    QVERIFY(okButton(dialog)->isEnabled());
}

// The cards left in hand are worth what the score takes for them, however large a file makes a
// card's value: the player's page sums them as the scorer does, never past the largest number.
void TestGuiHandEntry::cardsInHandSumWithoutOverflow()
{
    GameSetup setup = threePlayers();
    setup.rules.jokerValue = 1'000'000'000;
    HandEntryDialog dialog(setup, 0, {});
    (child<QLineEdit>(dialog, 0, QStringLiteral("handCards")))->setText(QStringLiteral("* * *"));
    const QString largest = CoreText::signedNumber(-std::numeric_limits<int>::max());
    const QString summary = (child<QLabel>(dialog, 0, QStringLiteral("handSummary")))->text();
    QVERIFY2(summary.contains(largest), qPrintable(summary));
    QCOMPARE(sidePoints(dialog, 0), -std::numeric_limits<int>::max());
}

QTEST_MAIN(TestGuiHandEntry)
#include "tst_gui_handentry.moc"
