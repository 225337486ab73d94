// The variants and the languages, each listed once (Variants, Languages): the ids files and the
// database keep, the codes --lang takes, in the order every list shows them, each with its name
// in every language and its catalogue; and the choices as a help text offers them.
#include "coretext.h"
#include "languages.h"
#include "translations.h"
#include "variants.h"

#include <QFile>
#include <QSet>
#include <QTest>

using namespace pinaculo;

class TestRegistries : public QObject
{
    Q_OBJECT

private slots:
    void cleanupTestCase() { Translations::install(QStringLiteral("en")); }
    void variantsInTheirOrderWithStableIds();
    void everyVariantNamedInEveryLanguage();
    void languagesInTheirOrderWithTheirCatalogues();
    void unknownLanguageFallsBackToEnglish();
    void alternativesReadAsASentence_data();
    void alternativesReadAsASentence();
};

void TestRegistries::variantsInTheirOrderWithStableIds()
{
    // Game files, the database and scripts name the variants by these ids.
    QCOMPARE(Variants::all(),
             QList<Variant>({Variant::Pinaculo, Variant::Pinacle, Variant::Pinnacola}));
    QCOMPARE(Variants::ids(),
             QStringList({QStringLiteral("pinaculo"), QStringLiteral("pinacle"),
                          QStringLiteral("pinnacola")}));
    for (Variant variant : Variants::all())
        QVERIFY(variantFromId(variantId(variant)) == variant);
    QVERIFY(!variantFromId(u"Pinaculo"));
    QVERIFY(!variantFromId(u""));
    QCOMPARE(variantId(Variant(99)), QString());
    QCOMPARE(CoreText::variantName(Variant(99)), QString());
}

void TestRegistries::everyVariantNamedInEveryLanguage()
{
    for (const QString &language : Languages::codes()) {
        QVERIFY(Translations::install(language));
        QSet<QString> names;
        for (Variant variant : Variants::all()) {
            names.insert(CoreText::variantName(variant));
            QVERIFY(!CoreText::variantDescription(variant).isEmpty());
        }
        QCOMPARE(names.size(), Variants::all().size());
    }
    QVERIFY(Translations::install(QStringLiteral("es")));
    QCOMPARE(CoreText::variantName(Variant::Pinaculo), QStringLiteral("Pináculo"));
    QVERIFY(CoreText::variantDescription(Variant::Pinacle).contains(QStringLiteral("parejas")));
}

void TestRegistries::languagesInTheirOrderWithTheirCatalogues()
{
    QCOMPARE(Languages::codes(),
             QStringList({QStringLiteral("es"), QStringLiteral("it"), QStringLiteral("en")}));
    QSet<QString> names;
    for (const Languages::Language &language : Languages::all()) {
        QVERIFY2(QFile::exists(language.catalogue.toString()),
                 qPrintable(language.catalogue.toString()));
        QCOMPARE(Languages::find(language.code), &language);
        QVERIFY(Translations::install(language.code.toString()));
        QCOMPARE(Translations::current(), language.code.toString());
        names.insert(language.nativeName.toString());
    }
    QCOMPARE(names,
             QSet<QString>({QStringLiteral("Español"), QStringLiteral("Italiano"),
                            QStringLiteral("English")}));
}

void TestRegistries::unknownLanguageFallsBackToEnglish()
{
    QCOMPARE(Languages::fallback(), QStringLiteral("en"));
    QVERIFY(Languages::find(Languages::fallback()));
    QVERIFY(!Languages::find(u"fr"));
    QVERIFY(!Translations::install(QStringLiteral("fr")));
    QCOMPARE(Translations::languageFor(QLocale(QLocale::French, QLocale::France)),
             QStringLiteral("en"));
    QCOMPARE(Translations::languageFor(QLocale(QLocale::Italian, QLocale::Switzerland)),
             QStringLiteral("it"));
}

void TestRegistries::alternativesReadAsASentence_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("choices");
    QTest::addColumn<QString>("expected");
    const QStringList three = {QStringLiteral("es"), QStringLiteral("it"), QStringLiteral("en")};
    QTest::newRow("en") << QStringLiteral("en") << three << QStringLiteral("es, it or en");
    QTest::newRow("es") << QStringLiteral("es") << three << QStringLiteral("es, it o en");
    QTest::newRow("it") << QStringLiteral("it") << three << QStringLiteral("es, it o en");
    QTest::newRow("two") << QStringLiteral("en") << three.first(2) << QStringLiteral("es or it");
    QTest::newRow("one") << QStringLiteral("es") << three.first(1) << QStringLiteral("es");
    QTest::newRow("none") << QStringLiteral("en") << QStringList() << QString();
}

void TestRegistries::alternativesReadAsASentence()
{
    QFETCH(QString, language);
    QFETCH(QStringList, choices);
    QFETCH(QString, expected);
    QVERIFY(Translations::install(language));
    QCOMPARE(CoreText::alternatives(choices), expected);
}

QTEST_GUILESS_MAIN(TestRegistries)
#include "tst_registries.moc"
