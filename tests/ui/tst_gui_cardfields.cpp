// The card fields in every window language: filled with stored cards they read back the same
// cards, a language switch rewrites their text in the new language's letters without changing
// a card, and every button of the picker types exactly its card.
#include "cards/cardlineedit.h"
#include "cardnotation.h"
#include "cards/cardpicker.h"
#include "cards/cardpickerbutton.h"
#include "handentry/handentrydialog.h"
#include "handentry/meldcheckerdialog.h"
#include "handentry/meldrow.h"
#include "handentry/playerresultpanel.h"
#include "languages.h"
#include "translations.h"
#include "support/testgames.h"

#include <QApplication>
#include <QLabel>
#include <QGroupBox>
#include <QLineEdit>
#include <QVBoxLayout>
#include <QTest>

using namespace pinaculo;

namespace {

// One card of each suit, the joker, and the letters that clash between languages: clubs
// (C in English, T in Spanish, F in Italian), hearts (C in Spanish and Italian), the queen
// and the ten.
const CardList mixedCards {{Rank::Eight, Suit::Clubs},
                           {Rank::Queen, Suit::Diamonds},
                           {Rank::Ten, Suit::Hearts},
                           {Rank::Ace, Suit::Spades},
                           {Rank::Ten, Suit::Clubs},
                           {Rank::Queen, Suit::Clubs},
                           Card::joker()};

GameSetup threePlayers()
{
    return testgames::setupOf(Variant::Pinaculo, 3);
}

void switchLanguage(const QString &language)
{
    QVERIFY(Translations::install(language));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

QString letters(const QString &language, const CardList &cards)
{
    return CardNotation::forLanguage(language).format(cards, CardNotation::Style::Letters);
}

void addLanguageRows()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : Languages::codes())
        QTest::newRow(qPrintable(language)) << language;
}

} // namespace

class TestGuiCardFields : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { Translations::install(QStringLiteral("en")); }

    void meldRowReadsBackWhatItShows_data() { addLanguageRows(); }
    void meldRowReadsBackWhatItShows();
    void panelReadsBackWhatItShows_data() { addLanguageRows(); }
    void panelReadsBackWhatItShows();
    void fieldRewritesItsCardsOnALanguageSwitch();
    void hintsFollowTheFieldsNotation();
    void shorthandKeepsItsShapeOnALanguageSwitch();
    void borrowedSuitLetterIsNamedUnderTheField();
    void editedHandSurvivesALanguageSwitch();
    void everyPickerButtonTypesItsCard_data() { addLanguageRows(); }
    void everyPickerButtonTypesItsCard();
    void meldCheckerFollowsALanguageSwitch();
};

void TestGuiCardFields::meldRowReadsBackWhatItShows()
{
    QFETCH(QString, language);
    QVERIFY(Translations::install(language));
    Rules rules = Rules::preset(Variant::Pinaculo);
    rules.rescueAllowed = true;
    MeldRow row(rules, ScoringInputs::of(rules, false));
    MeldEntry meld;
    meld.cards = mixedCards;
    meld.rescued = {Card::joker(), {Rank::Two, Suit::Clubs}};
    row.setEntry(meld);
    // The meld's text as MeldText writes it in the window's letters: loose cards glued, the
    // rescued ones after a slash.
    const CardNotation &notation = CardNotation::forLanguage(language);
    QCOMPARE(row.cardsEdit()->text(),
             letters(language, mixedCards).remove(u' ') + QStringLiteral(" / ")
                 + notation.format(meld.rescued, CardNotation::Style::Letters).remove(u' '));
    QCOMPARE(row.entry().cards, meld.cards);
    QCOMPARE(row.entry().rescued, meld.rescued);
    QVERIFY2(row.parseError().isEmpty(), qPrintable(row.parseError()));
}

void TestGuiCardFields::panelReadsBackWhatItShows()
{
    QFETCH(QString, language);
    QVERIFY(Translations::install(language));
    PlayerResultPanel panel(threePlayers(), 0, false);
    PlayerResult result;
    MeldEntry meld;
    meld.cards
        = {{Rank::Seven, Suit::Clubs}, {Rank::Seven, Suit::Hearts}, {Rank::Seven, Suit::Diamonds}};
    result.melds = {meld};
    result.hand = mixedCards;
    panel.setResult(result);
    auto *hand = panel.findChild<CardLineEdit *>(QStringLiteral("handCards"));
    QVERIFY(hand);
    QCOMPARE(hand->text(), letters(language, mixedCards));
    QCOMPARE(panel.result().hand, result.hand);
    QCOMPARE(panel.result().melds.size(), 1);
    QCOMPARE(panel.result().melds[0].cards, meld.cards);
    QVERIFY2(panel.parseError().isEmpty(), qPrintable(panel.parseError()));
}

void TestGuiCardFields::fieldRewritesItsCardsOnALanguageSwitch()
{
    switchLanguage(QStringLiteral("es"));
    QWidget window;
    auto *field = new CardLineEdit(&window);
    QCOMPARE(field->notation().language(), QStringLiteral("es"));
    field->setCards(mixedCards);
    QCOMPARE(field->text(), QStringLiteral("8T QD 10C AP 10T QT JK"));
    // A word that is not a card is left as typed; symbols mean the same card everywhere.
    field->setText(field->text() + QStringLiteral(" xyz, 5♣"));
    const CardList withSymbol = mixedCards + CardList {{Rank::Five, Suit::Clubs}};

    switchLanguage(QStringLiteral("it"));
    QCOMPARE(field->notation().language(), QStringLiteral("it"));
    QCOMPARE(field->text(), letters(QStringLiteral("it"), mixedCards) + QStringLiteral(" xyz, 5♣"));
    QCOMPARE(field->text(), QStringLiteral("8F QQ 10C AP 10F QF JK xyz, 5♣"));

    field->setText(field->text().remove(QStringLiteral(" xyz,")));
    QCOMPARE(field->parse().cards, withSymbol);

    switchLanguage(QStringLiteral("en"));
    QCOMPARE(field->text(), QStringLiteral("8C QD 10H AS 10C QC JK 5♣"));
    QCOMPARE(field->parse().cards, withSymbol);

    switchLanguage(QStringLiteral("es"));
    QCOMPARE(field->parse().cards, withSymbol);
    QCOMPARE(field->text(), QStringLiteral("8T QD 10C AP 10T QT JK 5♣"));
}

void TestGuiCardFields::hintsFollowTheFieldsNotation()
{
    switchLanguage(QStringLiteral("es"));
    PlayerResultPanel panel(threePlayers(), 0, false);
    auto *hand = panel.findChild<CardLineEdit *>(QStringLiteral("handCards"));
    auto *meld = panel.findChild<CardLineEdit *>(QStringLiteral("meldCards_0"));
    QVERIFY(hand && meld);
    const QString spanishHand = CardNotation::forLanguage(u"es").exampleHand();
    QVERIFY2(hand->placeholderText().contains(spanishHand), qPrintable(hand->placeholderText()));
    QVERIFY(meld->placeholderText().contains(CardNotation::forLanguage(u"es").exampleMeld()));

    switchLanguage(QStringLiteral("it"));
    const CardNotation &italian = CardNotation::forLanguage(u"it");
    QVERIFY2(hand->placeholderText().contains(italian.exampleHand()),
             qPrintable(hand->placeholderText()));
    QVERIFY(meld->placeholderText().contains(italian.exampleMeld()));
    QVERIFY(meld->toolTip().contains(italian.exampleCards()));

    // An unreadable token is explained with examples of the field's notation.
    hand->setText(QStringLiteral("5X"));
    QVERIFY(panel.parseError().contains(italian.exampleCards()));
}

void TestGuiCardFields::shorthandKeepsItsShapeOnALanguageSwitch()
{
    // A run by its ends and cards without spaces are rewritten in the new letters, still as
    // typed; the cards stay the same.
    switchLanguage(QStringLiteral("es"));
    QWidget window;
    auto *field = new CardLineEdit(&window);
    field->setText(QStringLiteral("3C-KC t-at 3P4P 2T"));
    const CardList cards = field->parse().cards;
    QCOMPARE(cards.size(), 11 + 5 + 2 + 1);

    switchLanguage(QStringLiteral("en"));
    QCOMPARE(field->text(), QStringLiteral("3H-KH 10-AC 3S4S 2C"));
    QCOMPARE(field->parse().cards, cards);

    switchLanguage(QStringLiteral("it"));
    QCOMPARE(field->text(), QStringLiteral("3C-KC 10-AF 3P4P 2F"));
    QCOMPARE(field->parse().cards, cards);
}

void TestGuiCardFields::borrowedSuitLetterIsNamedUnderTheField()
{
    switchLanguage(QStringLiteral("es"));
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *field = new CardLineEdit;
    auto *other = new QLineEdit;
    layout->addWidget(field);
    layout->addWidget(other);
    layout->addStretch();
    window.resize(400, 200);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    field->setFocus();
    QTRY_VERIFY(field->hasFocus());

    // Spanish spades are P; the English S is read too, and said.
    field->setText(QStringLiteral("QS 5P 3-KH"));
    QVERIFY(field->parse().ok);
    const QString hint = field->borrowedLettersHint();
    QVERIFY2(hint.contains(QStringLiteral("QS → Q♠")), qPrintable(hint));
    QVERIFY2(hint.contains(QStringLiteral("KH → K♥")), qPrintable(hint));
    QVERIFY(!hint.contains(QStringLiteral("5P")));
    QVERIFY(field->isShowingBorrowedLettersHint());
    QLabel *label = nullptr;
    for (QLabel *candidate : window.findChildren<QLabel *>()) {
        if (candidate->isVisible() && candidate->text() == hint)
            label = candidate;
    }
    QVERIFY(label);
    QCOMPARE(label->y(), field->mapTo(&window, QPoint(0, field->height())).y());

    // Leaving the field hides the line; own letters show none.
    other->setFocus();
    QTRY_VERIFY(!field->isShowingBorrowedLettersHint());
    field->setFocus();
    QTRY_VERIFY(field->isShowingBorrowedLettersHint());
    field->setText(QStringLiteral("QP 5P"));
    QVERIFY(field->borrowedLettersHint().isEmpty());
    QVERIFY(!field->isShowingBorrowedLettersHint());

    // The English window has nothing to borrow.
    field->setText(QStringLiteral("QS"));
    switchLanguage(QStringLiteral("en"));
    QCOMPARE(field->text(), QStringLiteral("QS"));
    QVERIFY(field->borrowedLettersHint().isEmpty());
    QVERIFY(!field->isShowingBorrowedLettersHint());
}

void TestGuiCardFields::editedHandSurvivesALanguageSwitch()
{
    // The bug this guards: a hand stored with clubs, opened for editing in Spanish, came back
    // with hearts after OK without a change.
    switchLanguage(QStringLiteral("es"));
    HandEntryDialog dialog(threePlayers(), 0, {false, false, false});
    HandRecord hand;
    hand.results.resize(3);
    MeldEntry meld;
    meld.cards = {{Rank::Eight, Suit::Clubs}, {Rank::Nine, Suit::Clubs}, {Rank::Ten, Suit::Clubs}};
    hand.results[0].melds = {meld};
    hand.results[0].out = OutKind::Yes;
    hand.results[1].hand = mixedCards;
    dialog.setRecord(hand);
    dialog.show();
    QCOMPARE(dialog.record(), hand);

    switchLanguage(QStringLiteral("it"));
    QCOMPARE(dialog.record(), hand);
    switchLanguage(QStringLiteral("en"));
    QCOMPARE(dialog.record(), hand);
    QVERIFY(dialog.isAcceptable());
}

void TestGuiCardFields::everyPickerButtonTypesItsCard()
{
    QFETCH(QString, language);
    switchLanguage(language);
    HandEntryDialog dialog(threePlayers(), 0, {false, false, false});
    dialog.show();
    dialog.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    // A short test screen starts with the picker folded away.
    dialog.findChild<QGroupBox *>(QStringLiteral("cardPickerGroup"))->setChecked(true);
    auto *picker = dialog.findChild<CardPicker *>(QStringLiteral("cardPicker"));
    QVERIFY(picker);
    auto *panel = dialog.findChild<PlayerResultPanel *>(QStringLiteral("player_0"));
    CardLineEdit *field = panel->activeCardField();
    QVERIFY(field);
    QCOMPARE(field->notation().language(), language);

    int clicked = 0;
    CardList deck {Card::joker()};
    for (Suit suit : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs}) {
        for (int r = int(Rank::Ace); r <= int(Rank::King); ++r)
            deck.append(Card {static_cast<Rank>(r), suit});
    }
    for (const Card &card : deck) {
        // Found by the stable name, in the interchange notation whatever the language.
        const QString name = QStringLiteral("card_")
            + CardNotation::canonical().format(card, CardNotation::Style::Letters);
        auto *button = picker->findChild<CardPickerButton *>(name);
        QVERIFY2(button, qPrintable(name));
        QCOMPARE(button->card(), card);
        if (!button->isVisible())
            continue;
        field->clear();
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(field->text(), letters(language, {card}));
        QCOMPARE(field->parse().cards, CardList {card});
        ++clicked;
    }
    QCOMPARE(clicked, 53);

    // Picked one after the other, the cards add up in the field.
    field->clear();
    for (const Card &card : mixedCards)
        QTest::mouseClick(picker->button(card), Qt::LeftButton);
    QCOMPARE(field->parse().cards, mixedCards);
    QCOMPARE(dialog.record().results[0].melds.value(0).cards, mixedCards);
}

void TestGuiCardFields::meldCheckerFollowsALanguageSwitch()
{
    switchLanguage(QStringLiteral("es"));
    MeldCheckerDialog dialog(Variant::Pinaculo);
    auto *cards = dialog.findChild<CardLineEdit *>(QStringLiteral("cardsEdit"));
    QVERIFY(cards);
    auto *picker = dialog.findChild<CardPicker *>(QStringLiteral("cardPicker"));
    const CardList run {
        {Rank::Eight, Suit::Clubs}, {Rank::Nine, Suit::Clubs}, {Rank::Ten, Suit::Clubs}};
    for (const Card &card : run)
        QTest::mouseClick(picker->button(card), Qt::LeftButton);
    QCOMPARE(cards->text(), QStringLiteral("8T 9T 10T"));
    QVERIFY(cards->placeholderText().contains(CardNotation::forLanguage(u"es").exampleMeld()));
    auto *verdict = dialog.findChild<QLabel *>(QStringLiteral("verdictLabel"));
    const QString validInSpanish = verdict->text();

    switchLanguage(QStringLiteral("it"));
    QCOMPARE(cards->text(), QStringLiteral("8F 9F 10F"));
    QCOMPARE(cards->parse().cards, run);
    QVERIFY(cards->placeholderText().contains(CardNotation::forLanguage(u"it").exampleMeld()));
    QCOMPARE(verdict->text(), MeldCheckerDialog::tr("Valid meld"));
    QVERIFY(!validInSpanish.isEmpty());
}

QTEST_MAIN(TestGuiCardFields)
#include "tst_gui_cardfields.moc"
