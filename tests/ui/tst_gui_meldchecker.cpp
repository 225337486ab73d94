// The meld checker settles disputes: premiums with their arithmetic, and invalid melds with
// the reason.
#include "cards/cardpicker.h"
#include "cards/cardpickerbutton.h"
#include "coretext.h"
#include "meldproblemtext.h"
#include "handentry/meldcheckerdialog.h"
#include "rules.h"

#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QTest>

using namespace pinaculo;

class TestGuiMeldChecker : public QObject
{
    Q_OBJECT

private slots:
    void verdict_data();
    void verdict();
    void pickerTypesIntoTheCards();
    void variantChangesTheVerdict();
};

void TestGuiMeldChecker::verdict_data()
{
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("rescued");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("premium");
    QTest::addColumn<QString>("reasonPart");

    QTest::newRow("clean escalera")
        << QStringLiteral("3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS") << QString() << true << 1000
        << int(Premium::CleanEscalera) << QString();
    QTest::newRow("set with a rescued joker") << QStringLiteral("8H 8D 8C") << QStringLiteral("JK")
                                              << true << 60 << int(Premium::None) << QString();
    QTest::newRow("rank twice") << QStringLiteral("7H 7H 8H") << QString() << false << 0
                                << int(Premium::None) << QStringLiteral("7♥");
    QTest::newRow("not a card") << QStringLiteral("7H 8H 9Z") << QString() << false << 0
                                << int(Premium::None) << QStringLiteral("9Z");
}

void TestGuiMeldChecker::verdict()
{
    QFETCH(QString, cards);
    QFETCH(QString, rescued);
    QFETCH(bool, valid);
    QFETCH(int, points);
    QFETCH(int, premium);
    QFETCH(QString, reasonPart);

    MeldCheckerDialog dialog(Variant::Pinaculo);
    dialog.show();
    QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("cardsEdit")), cards);
    QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("rescuedEdit")), rescued);
    const QString verdict = dialog.findChild<QLabel *>(QStringLiteral("verdictLabel"))->text();
    const QString pointsText = dialog.findChild<QLabel *>(QStringLiteral("pointsValue"))->text();
    const QString arithmetic
        = dialog.findChild<QLabel *>(QStringLiteral("arithmeticValue"))->text();
    if (valid) {
        QCOMPARE(verdict, MeldCheckerDialog::tr("Valid meld"));
        QCOMPARE(pointsText, CoreText::number(points));
        QVERIFY(!arithmetic.isEmpty());
        if (premium != int(Premium::None)) {
            const QString name = CoreText::premiumName(static_cast<Premium>(premium));
            QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("premiumValue"))->text(), name);
            QVERIFY(arithmetic.contains(name));
            QVERIFY(arithmetic.contains(CoreText::number(points)));
        }
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("shapeValue"))->text()
                != QStringLiteral("—"));
    } else {
        QVERIFY2(verdict.contains(reasonPart), qPrintable(verdict));
        // No points are given for an invalid meld: the fields show a dash.
        QCOMPARE(pointsText, QStringLiteral("—"));
        QCOMPARE(arithmetic, QStringLiteral("—"));
    }
}

void TestGuiMeldChecker::pickerTypesIntoTheCards()
{
    MeldCheckerDialog dialog(Variant::Pinaculo);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // A short test screen starts with the picker folded away.
    dialog.findChild<QGroupBox *>(QStringLiteral("cardPickerGroup"))->setChecked(true);
    auto *picker = dialog.findChild<CardPicker *>(QStringLiteral("cardPicker"));
    for (const char16_t *token : {u"AS", u"AD", u"AC", u"AH", u"AS", u"AD"})
        QTest::mouseClick(picker->findChild<CardPickerButton *>(QStringLiteral("card_")
                                                                + QString::fromUtf16(token)),
                          Qt::LeftButton);
    QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("cardsEdit"))->text(),
             QStringLiteral("AS AD AC AH AS AD"));
    QCOMPARE(picker->remaining(Card {Rank::Ace, Suit::Spades}), 0);
    QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("premiumValue"))->text(),
             CoreText::premiumName(Premium::SixNaturalAces));
    QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("countsValue"))->text(),
             CoreText::naturalsAndWilds(6, 0));
}

void TestGuiMeldChecker::variantChangesTheVerdict()
{
    MeldCheckerDialog dialog(Variant::Pinaculo);
    QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("cardsEdit")),
                     QStringLiteral("QS QD QC"));
    QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("verdictLabel"))->text(),
             MeldCheckerDialog::tr("Valid meld"));
    auto *variant = dialog.findChild<QComboBox *>(QStringLiteral("variantCombo"));
    variant->setCurrentIndex(variant->findData(int(Variant::Pinnacola)));
    MeldProblem setsNotAllowed;
    setsNotAllowed.code = MeldProblem::Code::SetsNotAllowed;
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("verdictLabel"))
                ->text()
                .contains(MeldProblemText::text(setsNotAllowed)));
    auto *picker = dialog.findChild<CardPicker *>(QStringLiteral("cardPicker"));
    QVERIFY(picker->button(Card {Rank::Two, Suit::Hearts})->isHidden());
}

QTEST_MAIN(TestGuiMeldChecker)
#include "tst_gui_meldchecker.moc"
