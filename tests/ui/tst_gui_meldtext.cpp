// A meld's rescued cards and flags typed in its own field, in Spanish, Italian and English: the
// marks tick the boxes and the boxes write the marks, a stored hand shows its meld as written,
// a set without suits is typed by its count, a mark the game cannot score is refused in the
// row, and marks and counted sets survive a language change and a picked card.
#include "cardnotation.h"
#include "cards/cardpicker.h"
#include "cards/cardpickerbutton.h"
#include "handentry/handentrydialog.h"
#include "meldtext.h"
#include "handentry/playerresultpanel.h"
#include "languages.h"
#include "translations.h"
#include "support/testgames.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using namespace pinaculo;

namespace {

GameSetup threePlayers(Variant variant)
{
    return testgames::setupOf(variant, 3);
}

CardList cards(QStringView text)
{
    return CardNotation::canonical().read(text).cards;
}

template<typename T>
T *child(const HandEntryDialog &dialog, int seat, const QString &name)
{
    auto *panel
        = dialog.findChild<PlayerResultPanel *>(QStringLiteral("player_") + QString::number(seat));
    return panel ? panel->findChild<T *>(name) : nullptr;
}

void showAndActivate(QWidget &widget)
{
    widget.show();
    widget.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&widget));
}

void switchLanguage(const QString &language)
{
    QVERIFY(Translations::install(language));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

// The clubs letter of the language: 2♣ is 2T in Spanish, 2F in Italian, 2C in English.
QString twoOfClubs(const QString &language)
{
    return CardNotation::forLanguage(language).format(Card {Rank::Two, Suit::Clubs},
                                                      CardNotation::Style::Letters);
}

void addLanguages()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : Languages::codes())
        QTest::newRow(qPrintable(language)) << language;
}

} // namespace

class TestGuiMeldText : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { Translations::install(QStringLiteral("en")); }
    void marksTickTheBoxesAndBoxesWriteTheMarks_data() { addLanguages(); }
    void marksTickTheBoxesAndBoxesWriteTheMarks();
    void storedHandShowsItsMeldAsWritten_data() { addLanguages(); }
    void storedHandShowsItsMeldAsWritten();
    void markTheGameCannotScoreIsRefusedInTheRow_data() { addLanguages(); }
    void markTheGameCannotScoreIsRefusedInTheRow();
    void languageChangeKeepsMarksAndCountedSets();
    void pickedCardGoesBeforeTheMarks();
    void pickerCountsASetWithoutSuitsAgainstItsRank();
};

void TestGuiMeldText::marksTickTheBoxesAndBoxesWriteTheMarks()
{
    QFETCH(QString, language);
    QVERIFY(Translations::install(language));
    // Ana is barbelé: her melds can be part of her opening.
    HandEntryDialog dialog(threePlayers(Variant::Pinaculo), 0, {true, false, false});
    showAndActivate(dialog);
    auto *field = child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_0"));
    auto *finalTurn = child<QCheckBox>(dialog, 0, QStringLiteral("meldFinalTurn_0"));
    auto *opening = child<QCheckBox>(dialog, 0, QStringLiteral("meldOpening_0"));
    auto *laid = child<QComboBox>(dialog, 0, QStringLiteral("meldLaid_0"));
    QVERIFY(field && finalTurn && opening && laid);
    field->setFocus(Qt::TabFocusReason);
    const QString two = twoOfClubs(language);

    QTest::keyClicks(field, QStringLiteral("4xK ") + two + QStringLiteral(" +"));
    QVERIFY(finalTurn->isChecked());
    QVERIFY(!opening->isChecked());
    const CardList kings = CardList(4, Card::suitless(Rank::King)) + cards(u"2C");
    QCOMPARE(dialog.record().results[0].melds.value(0),
             (MeldEntry {kings, {}, Laid::OverTurns, true, false}));

    // A box clicked writes its mark, and the focus stays in the field.
    opening->click();
    QCOMPARE(field->text(), QStringLiteral("4xK ") + two + QStringLiteral(" + ="));
    QCOMPARE(QApplication::focusWidget(), field);
    finalTurn->click();
    QVERIFY(!finalTurn->isChecked());
    QCOMPARE(field->text(), QStringLiteral("4xK ") + two + QStringLiteral(" ="));
    laid->setCurrentIndex(laid->findData(int(Laid::FromDeal)));
    QCOMPARE(field->text(), QStringLiteral("4xK ") + two + QStringLiteral(" = !!"));
    QCOMPARE(dialog.record().results[0].melds.value(0),
             (MeldEntry {kings, {}, Laid::FromDeal, false, true}));

    // Typing takes a mark out as well as in.
    field->end(false);
    QTest::keyClick(field, Qt::Key_Backspace);
    QCOMPARE(laid->currentData().toInt(), int(Laid::OneTurn));
    QTest::keyClick(field, Qt::Key_Backspace);
    QCOMPARE(laid->currentData().toInt(), int(Laid::OverTurns));
    QVERIFY(opening->isChecked());
    QCOMPARE(QApplication::focusWidget(), field);
}

void TestGuiMeldText::storedHandShowsItsMeldAsWritten()
{
    QFETCH(QString, language);
    QVERIFY(Translations::install(language));
    HandRecord hand;
    hand.results.resize(3);
    hand.results[0].melds
        = {MeldEntry {cards(u"3H-KH JK"), cards(u"2C"), Laid::OverTurns, true, false},
           MeldEntry {CardList(3, Card::suitless(Rank::Seven)), {}, Laid::OverTurns, false, false}};
    hand.results[0].out = OutKind::Yes;
    HandEntryDialog dialog(threePlayers(Variant::Pinaculo), 0, {false, false, false});
    dialog.setRecord(hand);
    const QString hearts = QString(CardNotation::forLanguage(language).suitLetter(Suit::Hearts));
    QCOMPARE((child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_0")))->text(),
             QStringLiteral("3-K") + hearts + QStringLiteral(" JK / ") + twoOfClubs(language)
                 + QStringLiteral(" +"));
    QCOMPARE((child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_1")))->text(),
             QStringLiteral("3x7"));
    QVERIFY((child<QCheckBox>(dialog, 0, QStringLiteral("meldFinalTurn_0")))->isChecked());
    QVERIFY(!(child<QCheckBox>(dialog, 0, QStringLiteral("meldFinalTurn_1")))->isChecked());
    QCOMPARE(dialog.record(), hand);
}

void TestGuiMeldText::markTheGameCannotScoreIsRefusedInTheRow()
{
    QFETCH(QString, language);
    QVERIFY(Translations::install(language));
    // Pinnacola: no multiplier on the final turn, and no rescued wild cards.
    const GameSetup setup = threePlayers(Variant::Pinnacola);
    HandEntryDialog dialog(setup, 0, {false, false, false});
    showAndActivate(dialog);
    auto *field = child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_0"));
    field->setFocus(Qt::TabFocusReason);
    const CardNotation &notation = CardNotation::forLanguage(language);
    const QString typed = notation.exampleRun() + QStringLiteral(" +");
    QTest::keyClicks(field, typed);
    QTest::keyClick(field, Qt::Key_Tab); // left: a refusal, not a card being typed

    auto *problem = child<QLabel>(dialog, 0, QStringLiteral("meldProblem_0"));
    QVERIFY(!problem->isHidden());
    const QString expected = MeldText::message(
        MeldText::read(notation, typed, ScoringInputs::of(setup.rules, false)), notation);
    QVERIFY(expected.contains(u'+'));
    QCOMPARE(problem->text(), expected);
    // Never kept unseen: the meld is not scored and the hand cannot be confirmed.
    QVERIFY(dialog.record().results[0].melds.isEmpty());
    QVERIFY(!dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))
                 ->button(QDialogButtonBox::Ok)
                 ->isEnabled());
    // The box stays hidden: the mark is no way round it.
    QVERIFY((child<QCheckBox>(dialog, 0, QStringLiteral("meldFinalTurn_0")))->isHidden());

    field->setText(notation.exampleRun() + QStringLiteral(" / ")
                   + notation.format(Card::joker(), CardNotation::Style::Letters));
    QVERIFY(problem->text().contains(u'/'));
    field->setText(notation.exampleRun());
    QVERIFY(problem->isHidden());
    QCOMPARE(dialog.record().results[0].melds.size(), 1);
}

void TestGuiMeldText::languageChangeKeepsMarksAndCountedSets()
{
    switchLanguage(QStringLiteral("en"));
    HandEntryDialog dialog(threePlayers(Variant::Pinaculo), 0, {false, false, false});
    auto *field = child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_0"));
    field->setText(QStringLiteral("4xK 2C/JK+"));
    const MeldEntry expected {CardList(4, Card::suitless(Rank::King)) + cards(u"2C"),
                              CardList {Card::joker()}, Laid::OverTurns, true, false};
    QCOMPARE(dialog.record().results[0].melds.value(0), expected);

    switchLanguage(QStringLiteral("es"));
    QCOMPARE(field->text(), QStringLiteral("4xK 2T/JK+"));
    QCOMPARE(dialog.record().results[0].melds.value(0), expected);
    switchLanguage(QStringLiteral("it"));
    QCOMPARE(field->text(), QStringLiteral("4xK 2F/JK+"));
    QCOMPARE(dialog.record().results[0].melds.value(0), expected);
    QVERIFY((child<QCheckBox>(dialog, 0, QStringLiteral("meldFinalTurn_0")))->isChecked());
}

void TestGuiMeldText::pickedCardGoesBeforeTheMarks()
{
    QVERIFY(Translations::install(QStringLiteral("en")));
    HandEntryDialog dialog(threePlayers(Variant::Pinaculo), 0, {false, false, false});
    showAndActivate(dialog);
    auto *field = child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_0"));
    field->setFocus(Qt::TabFocusReason);
    QTest::keyClicks(field, QStringLiteral("3H 4H +"));
    auto *five = dialog.findChild<CardPickerButton *>(QStringLiteral("card_5H"));
    QVERIFY(five);
    QTest::mouseClick(five, Qt::LeftButton);
    QCOMPARE(field->text(), QStringLiteral("3H 4H 5H +"));
    QCOMPARE(dialog.record().results[0].melds.value(0),
             (MeldEntry {cards(u"3H 4H 5H"), {}, Laid::OverTurns, true, false}));
}

void TestGuiMeldText::pickerCountsASetWithoutSuitsAgainstItsRank()
{
    QVERIFY(Translations::install(QStringLiteral("en")));
    HandEntryDialog dialog(threePlayers(Variant::Pinaculo), 0, {false, false, false});
    auto *picker = dialog.findChild<CardPicker *>(QStringLiteral("cardPicker"));
    auto *field = child<QLineEdit>(dialog, 0, QStringLiteral("meldCards_0"));
    const Card kingOfHearts {Rank::King, Suit::Hearts};
    // Two decks: eight kings, two of each suit. Four without suits take none of a suit.
    field->setText(QStringLiteral("4xK"));
    QCOMPARE(picker->remaining(kingOfHearts), 2);
    field->setText(QStringLiteral("7xK"));
    QCOMPARE(picker->remaining(kingOfHearts), 1);
    QCOMPARE(picker->remaining(Card {Rank::Queen, Suit::Hearts}), 2);
    field->setText(QStringLiteral("7xK KH"));
    QCOMPARE(picker->remaining(kingOfHearts), 0);
    QCOMPARE(picker->remaining(Card {Rank::King, Suit::Spades}), 0);
}

QTEST_MAIN(TestGuiMeldText)
#include "tst_gui_meldtext.moc"
