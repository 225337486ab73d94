#include "cardnotation.h"
#include "cards/cardtext.h"
#include "translations.h"

#include <QtTest>

using namespace pinaculo;

// Typed cards in the user's language: the local suit letters, the English ones that do not
// clash, and always the same stored notation.
class TestCardText : public QObject
{
    Q_OBJECT

private slots:
    void cleanupTestCase() { Translations::install(QStringLiteral("en")); }

    void typedInTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("understood");
        QTest::newRow("en clubs") << QStringLiteral("en") << QStringLiteral("5C 10H AS 3D")
                                  << QStringLiteral("5C 10H AS 3D");
        QTest::newRow("es corazones and tréboles")
            << QStringLiteral("es") << QStringLiteral("5C 10T AP 3D")
            << QStringLiteral("5H 10C AS 3D");
        QTest::newRow("es keeps English S and H")
            << QStringLiteral("es") << QStringLiteral("AS 7H JK") << QStringLiteral("AS 7H JK");
        QTest::newRow("es ten of tréboles written TT")
            << QStringLiteral("es") << QStringLiteral("TT") << QStringLiteral("10C");
        QTest::newRow("it cuori, quadri, fiori, picche")
            << QStringLiteral("it") << QStringLiteral("7C QQ 5F 2P")
            << QStringLiteral("7H QD 5C 2S");
        QTest::newRow("it keeps English S, H and D")
            << QStringLiteral("it") << QStringLiteral("AS KH 3D") << QStringLiteral("AS KH 3D");
        QTest::newRow("symbols in any language")
            << QStringLiteral("it") << QStringLiteral("A♣ 10♥") << QStringLiteral("AC 10H");
    }

    void typedInTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, typed);
        QFETCH(QString, understood);
        QVERIFY(Translations::install(language));
        const CardParseResult parsed = CardText::parse(typed);
        QVERIFY2(parsed.ok, qPrintable(parsed.errorText));
        QCOMPARE(CardNotation::canonical().format(parsed.cards, CardNotation::Style::Letters),
                 understood);
    }

    void errorsKeepTheirPlace()
    {
        QVERIFY(Translations::install(QStringLiteral("es")));
        const CardParseResult parsed = CardText::parse(QStringLiteral("3P 4X 5P"));
        QVERIFY(!parsed.ok);
        QCOMPARE(parsed.errorToken, 2);
        QCOMPARE(parsed.errorOffset, 3);
        QCOMPARE(parsed.errorText, QStringLiteral("4X"));
    }

    // The message quotes the bad token exactly as typed, even where it looks like a placeholder
    // of the sentence ("%2") or holds separators the notation does not know (";").
    void errorQuotesWhatWasTyped_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("token");
        QTest::addColumn<int>("position");
        QTest::newRow("es semicolons") << QStringLiteral("es") << QStringLiteral("3H;4H;5♥")
                                       << QStringLiteral("3H;4H;5♥") << 1;
        QTest::newRow("it placeholder")
            << QStringLiteral("it") << QStringLiteral("3C 5%2C") << QStringLiteral("5%2C") << 2;
        QTest::newRow("en percent one")
            << QStringLiteral("en") << QStringLiteral("JK 9H 7%1") << QStringLiteral("7%1") << 3;
        QTest::newRow("es small letters")
            << QStringLiteral("es") << QStringLiteral("3p 4p xx") << QStringLiteral("xx") << 3;
    }

    void errorQuotesWhatWasTyped()
    {
        QFETCH(QString, language);
        QFETCH(QString, typed);
        QFETCH(QString, token);
        QFETCH(int, position);
        QVERIFY(Translations::install(language));
        const CardParseResult parsed = CardText::parse(typed);
        QVERIFY(!parsed.ok);
        const QString message = CardText::parseError(parsed, CardText::notation());
        const QString quoted = language == u"en" ? QStringLiteral("“%1”").arg(token)
                                                 : QStringLiteral("«%1»").arg(token);
        QVERIFY2(message.startsWith(quoted), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral(" %1)").arg(position)), qPrintable(message));
    }

    void hintNamesTheLetters()
    {
        QVERIFY(Translations::install(QStringLiteral("it")));
        QVERIFY(CardText::suitLettersHint().contains(QStringLiteral("F ♣")));
        QVERIFY(Translations::install(QStringLiteral("en")));
        QVERIFY(CardText::suitLettersHint().contains(QStringLiteral("C ♣")));
    }
};

QTEST_MAIN(TestCardText)
#include "tst_cardtext.moc"
