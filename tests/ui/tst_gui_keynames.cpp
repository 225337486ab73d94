#include "handentry/handentrykeys.h"
#include "common/keynames.h"
#include "translations.h"

#include <QApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QTest>

using namespace pinaculo;

// Key names read as the keycaps of the window's language, in the hand dialog's hint and in
// every other text that names a key: "Intro" and "Ctrl" in Spanish, never Qt's "Retorno" or
// "Control"; "Invio" and "Ctrl" in Italian.
class TestGuiKeyNames : public QObject
{
    Q_OBJECT

private slots:
    void keycaps_data();
    void keycaps();
    void handEntryHint_data();
    void handEntryHint();
    void plusKeyStaysAKey();
    void cleanup() { Translations::install(QStringLiteral("en")); }
};

namespace {
bool hasQtCatalogue(const QString &language)
{
    return QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath)
                         + QStringLiteral("/qtbase_%1.qm").arg(language));
}
} // namespace

void TestGuiKeyNames::keycaps_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QKeySequence>("keys");
    QTest::addColumn<QString>("expected");
    QTest::newRow("es Return") << QStringLiteral("es") << QKeySequence(Qt::Key_Return)
                               << QStringLiteral("Intro");
    QTest::newRow("es Enter") << QStringLiteral("es") << QKeySequence(Qt::Key_Enter)
                              << QStringLiteral("Intro");
    QTest::newRow("es Esc") << QStringLiteral("es") << QKeySequence(Qt::Key_Escape)
                            << QStringLiteral("Esc");
    QTest::newRow("es Ctrl+Return")
        << QStringLiteral("es") << QKeySequence(Qt::CTRL | Qt::Key_Return)
        << QStringLiteral("Ctrl+Intro");
    QTest::newRow("es Tab") << QStringLiteral("es") << QKeySequence(Qt::Key_Tab)
                            << QStringLiteral("Tab");
    QTest::newRow("es Shift+Tab") << QStringLiteral("es") << QKeySequence(Qt::SHIFT | Qt::Key_Tab)
                                  << QStringLiteral("Mayús+Tab");
    QTest::newRow("it Return") << QStringLiteral("it") << QKeySequence(Qt::Key_Return)
                               << QStringLiteral("Invio");
    QTest::newRow("it Esc") << QStringLiteral("it") << QKeySequence(Qt::Key_Escape)
                            << QStringLiteral("Esc");
    QTest::newRow("it Ctrl+Enter") << QStringLiteral("it") << QKeySequence(Qt::CTRL | Qt::Key_Enter)
                                   << QStringLiteral("Ctrl+Invio");
    QTest::newRow("en Ctrl+Return")
        << QStringLiteral("en") << QKeySequence(Qt::CTRL | Qt::Key_Return)
        << QStringLiteral("Ctrl+Return");
}

void TestGuiKeyNames::keycaps()
{
    QFETCH(QString, language);
    QFETCH(QKeySequence, keys);
    QFETCH(QString, expected);
    if (language != u"en" && !hasQtCatalogue(language))
        QSKIP("Qt's own translations are not installed (qt6-translations-l10n)");
    QVERIFY(Translations::install(language));
    QCOMPARE(KeyNames::text(keys), expected);
}

void TestGuiKeyNames::handEntryHint_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("enter");
    QTest::addColumn<QStringList>("never");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Intro")
                        << QStringList {QStringLiteral("Retorno"), QStringLiteral("Control"),
                                        QStringLiteral("Escape")};
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("Invio")
                        << QStringList {QStringLiteral("Ritorno"), QStringLiteral("Control"),
                                        QStringLiteral("Return")};
}

void TestGuiKeyNames::handEntryHint()
{
    QFETCH(QString, language);
    QFETCH(QString, enter);
    QFETCH(QStringList, never);
    if (!hasQtCatalogue(language))
        QSKIP("Qt's own translations are not installed (qt6-translations-l10n)");
    QVERIFY(Translations::install(language));
    for (bool pointsOnly : {false, true}) {
        const QString hint = HandEntryKeys::hint(pointsOnly, 4);
        QVERIFY2(hint.contains(enter), qPrintable(hint));
        QVERIFY2(hint.contains(QStringLiteral("Ctrl")), qPrintable(hint));
        for (const QString &word : never)
            QVERIFY2(!hint.contains(word), qPrintable(hint));
    }
}

void TestGuiKeyNames::plusKeyStaysAKey()
{
    QVERIFY(Translations::install(QStringLiteral("en")));
    QCOMPARE(KeyNames::text(QKeySequence(Qt::CTRL | Qt::Key_Plus)), QStringLiteral("Ctrl++"));
    QCOMPARE(KeyNames::text(QKeySequence(Qt::Key_Plus)), QStringLiteral("+"));
}

QTEST_MAIN(TestGuiKeyNames)
#include "tst_gui_keynames.moc"
