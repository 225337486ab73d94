#include "window/appsettings.h"
#include "setup/newgamedialog.h"
#include "ruleparameters.h"
#include "setup/ruleparametersmodel.h"
#include "ruletext.h"
#include "translations.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTableWidget>
#include <QTranslator>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace pinaculo;

// New Game in the window's language: the variant it starts on (the language's own game until
// the table picks one, then the one picked, whatever the language), its rule table's words, and
// a language change that keeps what was entered.
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
    void languageChangeKeepsWhatWasEntered();
    void rulesTableSpeaksTheLanguage_data();
    void rulesTableSpeaksTheLanguage();
};

namespace {
template<typename T>
T *child(const QWidget &parent, const char16_t *name)
{
    return parent.findChild<T *>(QString::fromUtf16(name));
}

QComboBox *variantCombo(const NewGameDialog &dialog)
{
    return dialog.findChild<QComboBox *>(QStringLiteral("variantCombo"));
}

void chooseVariant(NewGameDialog &dialog, Variant variant)
{
    variantCombo(dialog)->setCurrentIndex(variantCombo(dialog)->findData(variantId(variant)));
}

void typePlayers(NewGameDialog &dialog, const QStringList &names)
{
    auto *edit = child<QLineEdit>(dialog, u"newPlayerEdit");
    for (const QString &name : names) {
        QTest::keyClicks(edit, name);
        QTest::keyClick(edit, Qt::Key_Return);
    }
}

class ShoutingTranslator : public QTranslator
{
public:
    QString translate(const char *, const char *source, const char *, int) const override
    {
        const QByteArrayView text(source);
        if (text == "Team name" || text == "&Variant:")
            return QString::fromUtf8(source).toUpper();
        return {};
    }
    bool isEmpty() const override { return false; }
};

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

void TestGuiNewGameVariant::languageChangeKeepsWhatWasEntered()
{
    NewGameDialog dialog;
    chooseVariant(dialog, Variant::Pinacle);
    typePlayers(dialog,
                {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla"),
                 QStringLiteral("Dani")});
    auto *teams = child<QTableWidget>(dialog, u"teamsTable");
    teams->item(0, 0)->setText(QStringLiteral("Norte"));
    const GameSetup before = dialog.setup();
    ShoutingTranslator translator;
    QCoreApplication::installTranslator(&translator);
    QTRY_COMPARE(child<QLabel>(dialog, u"variantLabel")->text(), QStringLiteral("&VARIANT:"));
    QCOMPARE(teams->horizontalHeaderItem(0)->text(), QStringLiteral("TEAM NAME"));
    QCOMPARE(dialog.setup(), before);
    QCoreApplication::removeTranslator(&translator);
    QTRY_COMPARE(child<QLabel>(dialog, u"variantLabel")->text(), QStringLiteral("&Variant:"));
    QCOMPARE(dialog.setup(), before);
}

void TestGuiNewGameVariant::rulesTableSpeaksTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("partnerships");
    QTest::addColumn<QString>("yes");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Objetivo")
                        << QStringLiteral("juego individual") << QStringLiteral("sí");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("Obiettivo")
                        << QStringLiteral("gioco individuale") << QStringLiteral("sì");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Target score")
                        << QStringLiteral("individual play") << QStringLiteral("yes");
}

// The advanced rules table names each parameter as the printed summary does, in the chosen
// language; the stable name a game file uses is in the tooltip.
void TestGuiNewGameVariant::rulesTableSpeaksTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, target);
    QFETCH(QString, partnerships);
    QFETCH(QString, yes);
    QVERIFY(Translations::install(language));
    const auto restore = qScopeGuard([] { Translations::install(QStringLiteral("en")); });
    NewGameDialog dialog;
    // Italian starts on Pinnacola; the values below are Pináculo's, in every language.
    chooseVariant(dialog, Variant::Pinaculo);
    auto *model
        = qobject_cast<RuleParametersModel *>(child<QTableView>(dialog, u"rulesView")->model());
    QVERIFY(model);
    auto cell = [model](QStringView name, int column, int role = Qt::DisplayRole) {
        return model->index(model->rowOf(name), column).data(role);
    };
    QCOMPARE(cell(u"target", RuleParametersModel::NameColumn).toString(), target);
    QCOMPARE(cell(u"target", RuleParametersModel::NameColumn, Qt::ToolTipRole).toString(),
             QStringLiteral("target"));
    QCOMPARE(cell(u"partnerships", RuleParametersModel::ValueColumn).toString(), partnerships);
    QCOMPARE(cell(u"partnerships", RuleParametersModel::ValueColumn, Qt::EditRole).toString(),
             QStringLiteral("none"));
    QCOMPARE(cell(u"sets_allowed", RuleParametersModel::PresetColumn).toString(), yes);
    for (const RuleParameter &parameter : RuleParameters::all()) {
        const QString label = cell(parameter.name, RuleParametersModel::NameColumn).toString();
        QCOMPARE(label, RuleText::label(parameter.name));
        QVERIFY2(label != parameter.name, qPrintable(parameter.name));
    }
}

QTEST_MAIN(TestGuiNewGameVariant)
#include "tst_gui_newgamevariant.moc"
