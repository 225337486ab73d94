#include "cardnotation.h"
#include "cardtext.h"
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
        QTest::newRow("en clubs") << u"en"_qs << u"5C 10H AS 3D"_qs << u"5C 10H AS 3D"_qs;
        QTest::newRow("es corazones and tréboles")
            << u"es"_qs << u"5C 10T AP 3D"_qs << u"5H 10C AS 3D"_qs;
        QTest::newRow("es keeps English S and H") << u"es"_qs << u"AS 7H JK"_qs << u"AS 7H JK"_qs;
        QTest::newRow("es ten of tréboles written TT") << u"es"_qs << u"TT"_qs << u"10C"_qs;
        QTest::newRow("it cuori, quadri, fiori, picche")
            << u"it"_qs << u"7C QQ 5F 2P"_qs << u"7H QD 5C 2S"_qs;
        QTest::newRow("it keeps English S, H and D")
            << u"it"_qs << u"AS KH 3D"_qs << u"AS KH 3D"_qs;
        QTest::newRow("symbols in any language") << u"it"_qs << u"A♣ 10♥"_qs << u"AC 10H"_qs;
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
        QVERIFY(Translations::install(u"es"_qs));
        const CardParseResult parsed = CardText::parse(u"3P 4X 5P"_qs);
        QVERIFY(!parsed.ok);
        QCOMPARE(parsed.errorToken, 2);
        QCOMPARE(parsed.errorOffset, 3);
        QCOMPARE(parsed.errorText, u"4X"_qs);
    }

    void hintNamesTheLetters()
    {
        QVERIFY(Translations::install(u"it"_qs));
        QVERIFY(CardText::suitLettersHint().contains(u"F ♣"_qs));
        QVERIFY(Translations::install(u"en"_qs));
        QVERIFY(CardText::suitLettersHint().contains(u"C ♣"_qs));
    }
};

QTEST_MAIN(TestCardText)
#include "tst_cardtext.moc"
