#include "appsettings.h"
#include "newgamedialog.h"
#include "translations.h"

#include <QApplication>
#include <QComboBox>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace pinaculo;

// The variant New Game starts on: the window's language's own game until the table picks one,
// then the one picked, whatever the language.
class TestGuiNewGameVariant : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void followsTheLanguage_data();
    void followsTheLanguage();
    void keepsThePickedVariant();
    void aVariantSetByCodeIsNotAPick();
};

namespace {
QComboBox *variantCombo(const NewGameDialog &dialog)
{
    return dialog.findChild<QComboBox *>(QStringLiteral("variantCombo"));
}

Variant shownVariant(const NewGameDialog &dialog)
{
    return variantFromId(variantCombo(dialog)->currentData().toString()).value_or(Variant::Pinacle);
}
} // namespace

void TestGuiNewGameVariant::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PinaculoTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gui_newgamevariant"));
}

void TestGuiNewGameVariant::init()
{
    QSettings().clear();
    QVERIFY(Translations::install(QStringLiteral("en")));
}

void TestGuiNewGameVariant::followsTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<Variant>("variant");
    QTest::newRow("es") << QStringLiteral("es") << Variant::Pinaculo;
    QTest::newRow("it") << QStringLiteral("it") << Variant::Pinnacola;
    QTest::newRow("en") << QStringLiteral("en") << Variant::Pinaculo;
}

void TestGuiNewGameVariant::followsTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(Variant, variant);
    QVERIFY(Translations::install(language));
    const auto restore = qScopeGuard([] { Translations::install(QStringLiteral("en")); });
    NewGameDialog dialog;
    QCOMPARE(shownVariant(dialog), variant);
    QCOMPARE(dialog.setup().variant(), variant);
}

void TestGuiNewGameVariant::keepsThePickedVariant()
{
    QVERIFY(Translations::install(QStringLiteral("it")));
    const auto restore = qScopeGuard([] { Translations::install(QStringLiteral("en")); });
    {
        NewGameDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QComboBox *combo = variantCombo(dialog);
        combo->setFocus();
        // Pinnacola is the last item: the table picks the one above it with the keyboard.
        QTest::keyClick(combo, Qt::Key_Up);
        QCOMPARE(shownVariant(dialog), Variant::Pinacle);
        QCOMPARE(dialog.setup().variant(), Variant::Pinacle);
    }
    QCOMPARE(AppSettings::newGameVariant(), Variant::Pinacle);
    for (const QString &language :
         {QStringLiteral("it"), QStringLiteral("es"), QStringLiteral("en")}) {
        QVERIFY(Translations::install(language));
        NewGameDialog again;
        QCOMPARE(shownVariant(again), Variant::Pinacle);
    }
}

// A game given to the dialog (the last table) sets its variant without it counting as a pick.
void TestGuiNewGameVariant::aVariantSetByCodeIsNotAPick()
{
    QVERIFY(Translations::install(QStringLiteral("es")));
    const auto restore = qScopeGuard([] { Translations::install(QStringLiteral("en")); });
    {
        NewGameDialog dialog;
        GameSetup setup;
        setup.rules = Rules::preset(Variant::Pinnacola);
        setup.players = {QStringLiteral("Ana"), QStringLiteral("Bruno")};
        dialog.setSetup(setup);
        QCOMPARE(shownVariant(dialog), Variant::Pinnacola);
    }
    NewGameDialog next;
    QCOMPARE(shownVariant(next), Variant::Pinaculo);
}

QTEST_MAIN(TestGuiNewGameVariant)
#include "tst_gui_newgamevariant.moc"
