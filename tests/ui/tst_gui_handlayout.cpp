// The hand dialog at a real table: a laptop at 1024×600 and six players. What a player reaches
// for after typing the melds stays where it was while meld rows are added, the confirm button is
// always on the screen, every window is sized from its screen, and a table that only counts
// enters one row of numbers per side.
#include "laptopscreen.h"
#include "handentry/handentrydialog.h"
#include "handscorer.h"
#include "window/mainwindow.h"
#include "handentry/meldcheckerdialog.h"
#include "handentry/playerresultpanel.h"
#include "rules/rulesreferencedialog.h"
#include "common/screenfit.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

namespace {

GameSetup sixPlayers()
{
    GameSetup setup;
    setup.rules = Rules::preset(Variant::Pinaculo);
    setup.players = {QStringLiteral("Lucía"), QStringLiteral("Marco"), QStringLiteral("Tom"),
                     QStringLiteral("Ana"),   QStringLiteral("Bruno"), QStringLiteral("Carla")};
    return setup;
}

GameSetup threePairs()
{
    GameSetup setup;
    setup.rules = Rules::preset(Variant::Pinacle);
    setup.players = {QStringLiteral("Ana"),  QStringLiteral("Bruno"), QStringLiteral("Carla"),
                     QStringLiteral("Dani"), QStringLiteral("Eva"),   QStringLiteral("Fede")};
    setup.teams = {Team {QStringLiteral("Nos"), {0, 3}}, Team {QStringLiteral("Ellos"), {1, 4}},
                   Team {QStringLiteral("Otros"), {2, 5}}};
    return setup;
}

template<typename T>
T *child(const QWidget &dialog, int seat, const QString &name)
{
    auto *panel
        = dialog.findChild<PlayerResultPanel *>(QStringLiteral("player_") + QString::number(seat));
    return panel ? panel->findChild<T *>(name) : nullptr;
}

QPushButton *okButton(const QWidget &dialog)
{
    return dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))
        ->button(QDialogButtonBox::Ok);
}

// Where each control a player reaches for after the melds sits in the dialog.
QList<QRect> anchoredControls(const HandEntryDialog &dialog, int seat)
{
    QList<QWidget *> widgets {child<QWidget>(dialog, seat, QStringLiteral("handCards")),
                              child<QWidget>(dialog, seat, QStringLiteral("handPointsCheck")),
                              child<QWidget>(dialog, seat, QStringLiteral("outCombo")),
                              child<QWidget>(dialog, seat, QStringLiteral("failedOpeningsSpin")),
                              child<QWidget>(dialog, seat, QStringLiteral("playerTotal")),
                              dialog.findChild<QWidget *>(QStringLiteral("cardPickerGroup")),
                              okButton(dialog)};
    QList<QRect> rects;
    for (QWidget *w : widgets) {
        if (!w)
            return {};
        rects.append(QRect(w->mapTo(&dialog, QPoint(0, 0)), w->size()));
    }
    // The player's total grows with its text, to the left of a right edge that stays.
    rects[4] = QRect(rects[4].topRight(), QSize(0, rects[4].height()));
    return rects;
}

void typeMeld(const HandEntryDialog &dialog, int seat, int index, const QString &text)
{
    auto *field
        = child<QLineEdit>(dialog, seat, QStringLiteral("meldCards_") + QString::number(index));
    QVERIFY(field);
    field->setFocus();
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
    QApplication::processEvents();
}

void showAndActivate(QWidget &widget)
{
    widget.show();
    widget.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&widget));
}

} // namespace

class TestGuiHandLayout : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void fittedSizes();
    void savedGeometryFromALargerScreen();
    void mainWindowFitsTheScreen();
    void dialogsFitTheScreen();
    void meldRowsDoNotMoveTheControls();
    void clickOnWentOutAfterAddingARow();
    void okButtonStaysOnScreen();
    void pointsOnlyOneRowPerSide();
    void pointsOnlyPairs();
    void pointsOnlyEditedUntouchedIsUnchanged();
    void pointsOnlyFromCards();
};

void TestGuiHandLayout::init()
{
    QSettings().clear();
}

void TestGuiHandLayout::fittedSizes()
{
    // A laptop: 90 % of what is free, never the 1280×800 it would like.
    const QRect laptop(0, 0, 1024, 600);
    const QSize small = ScreenFit::fittedSize(QSize(1440, 900), laptop);
    QCOMPARE(small, QSize(921, 540));
    QVERIFY(ScreenFit::fits(ScreenFit::centred(small, laptop), laptop));
    QCOMPARE(ScreenFit::centred(small, laptop).center(), laptop.center());
    // A minimum larger than the share still fits the screen, never beyond it.
    QCOMPARE(ScreenFit::fittedSize(QSize(1440, 900), laptop, QSize(1000, 580)), QSize(1000, 580));
    QCOMPARE(ScreenFit::fittedSize(QSize(1440, 900), laptop, QSize(1300, 700)), QSize(1024, 600));
    // A large screen: the window it asked for, centred, not a small one in a corner.
    const QRect large(0, 0, 1920, 1040);
    const QRect centred = ScreenFit::centred(ScreenFit::fittedSize(QSize(1440, 900), large), large);
    QCOMPARE(centred, QRect(240, 70, 1440, 900));
    // A screen that starts to the right of another.
    const QRect second(1920, 0, 1024, 600);
    QVERIFY(ScreenFit::fits(
        ScreenFit::centred(ScreenFit::fittedSize(QSize(1440, 900), second), second), second));
    QVERIFY(!ScreenFit::fits(QRect(0, 0, 1280, 800), laptop));
}

void TestGuiHandLayout::savedGeometryFromALargerScreen()
{
    const QRect available = ScreenFit::availableGeometry(nullptr);
    QWidget big;
    big.setGeometry(
        QRect(available.topLeft() + QPoint(10, 40), available.size() + QSize(300, 200)));
    const QByteArray saved = big.saveGeometry();
    QWidget window;
    QVERIFY(!ScreenFit::restoreOrResize(&window, saved, QSize(1440, 900)));
    QVERIFY(window.width() <= available.width() * ScreenFit::MaxShare + 1);
    QVERIFY(window.height() <= available.height() * ScreenFit::MaxShare + 1);

    QWidget fitting;
    fitting.setGeometry(QRect(available.topLeft() + QPoint(20, 60), QSize(500, 300)));
    QWidget again;
    QVERIFY(ScreenFit::restoreOrResize(&again, fitting.saveGeometry(), QSize(1440, 900)));
    QCOMPARE(again.size(), QSize(500, 300));
}

void TestGuiHandLayout::mainWindowFitsTheScreen()
{
    MainWindow window;
    showAndActivate(window);
    const QRect available = window.screen()->availableGeometry();
    QVERIFY2(available.contains(window.frameGeometry()),
             qPrintable(QStringLiteral("%1,%2 %3×%4 in %5×%6")
                            .arg(window.frameGeometry().x())
                            .arg(window.frameGeometry().y())
                            .arg(window.frameGeometry().width())
                            .arg(window.frameGeometry().height())
                            .arg(available.width())
                            .arg(available.height())));
    if (!guitest::onLaptopScreen(QSize(1024, 600)))
        QSKIP("the offscreen platform did not take the 1024×600 screen");
    QVERIFY(window.width() < 1024);
}

void TestGuiHandLayout::dialogsFitTheScreen()
{
    // The minimum each dialog needs fits a 1024×600 laptop (less a title bar).
    HandEntryDialog hand(sixPlayers(), 20, QList<bool>(6, true));
    HandEntryDialog pairs(threePairs(), 20, QList<bool>(3, true));
    MeldCheckerDialog checker(Variant::Pinaculo);
    RulesReferenceDialog rules;
    const QRect available = ScreenFit::availableGeometry(&hand);
    for (QDialog *dialog : std::initializer_list<QDialog *> {&hand, &pairs, &checker, &rules}) {
        for (const QSize minimum : {dialog->minimumSizeHint(), dialog->minimumSize()}) {
            QVERIFY2(minimum.width() <= 1024 && minimum.height() <= 560,
                     qPrintable(QStringLiteral("%1: %2×%3")
                                    .arg(QLatin1String(dialog->metaObject()->className()))
                                    .arg(minimum.width())
                                    .arg(minimum.height())));
        }
        // Sized from the screen, not from a fixed size.
        QVERIFY(dialog->width() <= available.width() && dialog->height() <= available.height());
    }
}

void TestGuiHandLayout::meldRowsDoNotMoveTheControls()
{
    HandEntryDialog dialog(sixPlayers(), 20, QList<bool>(6, true));
    showAndActivate(dialog);
    const QList<QRect> before = anchoredControls(dialog, 0);
    QCOMPARE(before.size(), 7);
    const QStringList melds {QStringLiteral("3H 4H 5H"),    QStringLiteral("QS QD QC"),
                             QStringLiteral("6C 7C 8C 9C"), QStringLiteral("KH KD JK"),
                             QStringLiteral("10S JS QS"),   QStringLiteral("5D 6D 7D"),
                             QStringLiteral("8H 8S 8D"),    QStringLiteral("AS AD 2C"),
                             QStringLiteral("3X 4")}; // the last one unreadable: a problem shows
    for (int i = 0; i < melds.size(); ++i) {
        typeMeld(dialog, 0, i, melds[i]);
        QCOMPARE(anchoredControls(dialog, 0), before);
    }
    // The rows are there, the last ones scrolled to inside the melds' own area.
    auto *panel = dialog.findChild<PlayerResultPanel *>(QStringLiteral("player_0"));
    QVERIFY(panel->meldRows().size() >= melds.size());
    QVERIFY(!okButton(dialog)->isEnabled()); // the unreadable meld
    QVERIFY(dialog.findChild<QWidget *>(QStringLiteral("problemLabel"))->isVisible());
    QCOMPARE(anchoredControls(dialog, 0), before);
    // Going out and a penalty change nothing either.
    child<QComboBox>(dialog, 0, QStringLiteral("outCombo"))->setCurrentIndex(1);
    child<QSpinBox>(dialog, 0, QStringLiteral("failedOpeningsSpin"))->setValue(1);
    QApplication::processEvents();
    QCOMPARE(anchoredControls(dialog, 0), before);
}

void TestGuiHandLayout::clickOnWentOutAfterAddingARow()
{
    HandEntryDialog dialog(sixPlayers(), 3, QList<bool>(6, false));
    showAndActivate(dialog);
    auto *out = child<QComboBox>(dialog, 0, QStringLiteral("outCombo"));
    // Where the player saw "went out" before typing the melds.
    const QPoint aimed = out->mapTo(&dialog, out->rect().center());
    typeMeld(dialog, 0, 0, QStringLiteral("3H 4H 5H"));
    typeMeld(dialog, 0, 1, QStringLiteral("QS QD QC"));
    typeMeld(dialog, 0, 2, QStringLiteral("6C 7C 8C"));
    QWidget *hit = dialog.childAt(aimed);
    QVERIFY(hit);
    QVERIFY2(hit == out || out->isAncestorOf(hit), qPrintable(hit->objectName()));
    QTest::mouseClick(hit, Qt::LeftButton, {}, hit->mapFrom(&dialog, aimed));
    QTRY_VERIFY(out->hasFocus() || out->view()->isVisible());
    if (out->view()->isVisible())
        out->hidePopup();
    out->setCurrentIndex(1);
    QCOMPARE(dialog.record().results[0].out, OutKind::Yes);
}

void TestGuiHandLayout::okButtonStaysOnScreen()
{
    HandEntryDialog dialog(sixPlayers(), 20, QList<bool>(6, true));
    showAndActivate(dialog);
    const QRect available = dialog.screen()->availableGeometry();
    const auto okOnScreen = [&] {
        QPushButton *ok = okButton(dialog);
        return ok->isVisible()
            && available.contains(QRect(ok->mapToGlobal(QPoint(0, 0)), ok->size()))
            && QRect(QPoint(0, 0), dialog.size())
                   .contains(QRect(ok->mapTo(&dialog, QPoint(0, 0)), ok->size()));
    };
    QVERIFY(available.contains(dialog.frameGeometry()));
    QVERIFY(okOnScreen());
    for (int i = 0; i < 6; ++i)
        typeMeld(dialog, 0, i, QStringLiteral("3H 4H 5H"));
    QVERIFY(okOnScreen());
    dialog.findChild<QCheckBox *>(QStringLiteral("pointsOnlyCheck"))->setChecked(true);
    QApplication::processEvents();
    QVERIFY(okOnScreen());
    if (!guitest::onLaptopScreen(QSize(1024, 600)))
        QSKIP("the offscreen platform did not take the 1024×600 screen");
}

void TestGuiHandLayout::pointsOnlyOneRowPerSide()
{
    const GameSetup setup = sixPlayers();
    HandEntryDialog dialog(setup, 0, QList<bool>(6, false));
    showAndActivate(dialog);
    dialog.setPointsOnly(true);
    QVERIFY(dialog.isPointsOnly());
    QVERIFY(!dialog.isChanged()); // choosing how to enter is not entering
    for (int side = 0; side < 6; ++side) {
        QVERIFY(
            dialog.findChild<QSpinBox *>(QStringLiteral("pointsMeld_") + QString::number(side)));
        dialog.findChild<QSpinBox *>(QStringLiteral("pointsMeld_") + QString::number(side))
            ->setValue(50 + side * 5);
        dialog.findChild<QSpinBox *>(QStringLiteral("pointsHand_") + QString::number(side))
            ->setValue(side == 2 ? 0 : 15);
    }
    QTest::mouseClick(dialog.findChild<QRadioButton *>(QStringLiteral("pointsOut_2")),
                      Qt::LeftButton);
    const HandRecord hand = dialog.record();
    QCOMPARE(hand.results.size(), 6);
    QCOMPARE(hand.results[0].meldPoints, std::optional<int>(50));
    QCOMPARE(hand.results[0].handPoints, std::optional<int>(15));
    QCOMPARE(hand.outPlayer(), 2);
    QVERIFY(okButton(dialog)->isEnabled());
    const HandScore score = HandScorer::score(setup, hand, 0, QList<bool>(6, false));
    QCOMPARE(score.sidePoints[2], 60 + 20); // melded, nothing held, going out
    QCOMPARE(score.sidePoints[0], 50 - 15);
    QVERIFY(score.warnings.size() <= 1); // one note for the hand at most
}

void TestGuiHandLayout::pointsOnlyPairs()
{
    const GameSetup setup = threePairs();
    HandEntryDialog dialog(setup, 0, QList<bool>(3, false));
    dialog.setPointsOnly(true);
    QVERIFY(dialog.findChild<QSpinBox *>(QStringLiteral("pointsMeld_2")));
    QVERIFY(!dialog.findChild<QSpinBox *>(QStringLiteral("pointsMeld_3"))); // a row per pair
    dialog.findChild<QSpinBox *>(QStringLiteral("pointsMeld_1"))->setValue(300);
    dialog.findChild<QRadioButton *>(QStringLiteral("pointsOut_1"))->setChecked(true);
    const HandRecord hand = dialog.record();
    const HandScore score = HandScorer::score(setup, hand, 0, QList<bool>(3, false));
    QCOMPARE(score.sidePoints, (QList<int> {0, 320, 0}));
    QCOMPARE(setup.sideOfSeat(hand.outPlayer()), 1);
}

void TestGuiHandLayout::pointsOnlyEditedUntouchedIsUnchanged()
{
    const GameSetup setup = threePairs();
    HandRecord stored;
    {
        HandEntryDialog first(setup, 0, QList<bool>(3, false));
        first.setPointsOnly(true);
        first.findChild<QSpinBox *>(QStringLiteral("pointsMeld_0"))->setValue(120);
        first.findChild<QSpinBox *>(QStringLiteral("pointsHand_2"))->setValue(35);
        first.findChild<QRadioButton *>(QStringLiteral("pointsOut_0"))->setChecked(true);
        stored = first.record();
    }
    HandEntryDialog edit(setup, 0, QList<bool>(3, false));
    edit.setRecord(stored);
    QVERIFY(edit.isPointsOnly()); // opens the way it was entered
    QVERIFY(!edit.isChanged());
    QCOMPARE(edit.record(), stored);
    // A hand typed as cards opens as cards.
    HandRecord cards = stored;
    cards.results[0].meldPoints.reset();
    cards.results[0].melds.append(MeldEntry {});
    cards.results[0].melds[0].cards
        = {Card {Rank::Three, Suit::Hearts}, Card {Rank::Four, Suit::Hearts},
           Card {Rank::Five, Suit::Hearts}};
    HandEntryDialog cardsEdit(setup, 0, QList<bool>(3, false));
    cardsEdit.setRecord(cards);
    QVERIFY(!cardsEdit.isPointsOnly());
    QCOMPARE(cardsEdit.record(), cards);
}

void TestGuiHandLayout::pointsOnlyFromCards()
{
    const GameSetup setup = sixPlayers();
    HandEntryDialog dialog(setup, 0, QList<bool>(6, false));
    showAndActivate(dialog);
    typeMeld(dialog, 1, 0, QStringLiteral("KH KD KC"));
    // Switching keeps what the cards count, and switching back keeps the cards.
    dialog.findChild<QCheckBox *>(QStringLiteral("pointsOnlyCheck"))->setChecked(true);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("pointsMeld_1"))->value(), 30);
    dialog.findChild<QCheckBox *>(QStringLiteral("pointsOnlyCheck"))->setChecked(false);
    QCOMPARE(dialog.record().results[1].melds.size(), 1);
}

int main(int argc, char *argv[])
{
    // Under the offscreen platform, a screen the size of the laptop at the table.
    QTemporaryDir dir;
    guitest::useLaptopScreen(dir, QSize(1024, 600));
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("PinaculoTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gui_handlayout"));
    TestGuiHandLayout test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_gui_handlayout.moc"
