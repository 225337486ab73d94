#include "cardnotation.h"
#include "rules/cardnotationsection.h"
#include "rules/ruleparameterssection.h"
#include "ruleparameters.h"
#include "rules.h"
#include "ruletext.h"
#include "rules/rulesreferencedialog.h"
#include "languages.h"
#include "translations.h"

#include <QComboBox>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTextBrowser>

using namespace pinaculo;

Q_DECLARE_METATYPE(pinaculo::Variant)

// The embedded rules pages (one per variant and language) all cover the same ground, and the
// dialog shows the page of the application's language, follows a language change and switches
// variant.
class TestRulesReference : public QObject
{
    Q_OBJECT

private slots:
    void pages_data();
    void pages();
    void dialogShowsCurrentLanguage();
    void dialogFollowsLanguageChange();
    void dialogSwitchesVariant();
    void unknownLanguageFallsBackToEnglish();
    void cardNotationSection_data();
    void cardNotationSection();
    void parametersSection_data();
    void parametersSection();
    void cleanup();
};

namespace {

QString readPage(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// The section ids of a page, in order: every language must offer the same sections.
QStringList sectionIds(const QString &html)
{
    static const QRegularExpression heading(QStringLiteral("<h2 id=\"([a-z]+)\">"));
    QStringList ids;
    for (const QRegularExpressionMatch &m : heading.globalMatch(html))
        ids << m.captured(1);
    return ids;
}

QTextBrowser *browserOf(RulesReferenceDialog &dialog)
{
    return dialog.findChild<QTextBrowser *>();
}

} // namespace

void TestRulesReference::pages_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("keyNumber");
    const struct
    {
        Variant variant;
        const char16_t *title;
    } variants[] = {{Variant::Pinaculo, u"Pináculo"},
                    {Variant::Pinacle, u"Pinacle"},
                    {Variant::Pinnacola, u"Pinnacola"}};
    for (const QString &language : Languages::codes()) {
        for (const auto &v : variants) {
            // Every page names the 1,500 of its target or pinnacolone in the language's format.
            const QString number
                = language == u"en" ? QStringLiteral("1,500") : QStringLiteral("1.500");
            QTest::addRow("%s %s", qPrintable(language), qPrintable(QString::fromUtf16(v.title)))
                << language << v.variant << QString::fromUtf16(v.title) << number;
        }
    }
}

void TestRulesReference::pages()
{
    QFETCH(QString, language);
    QFETCH(Variant, variant);
    QFETCH(QString, title);
    QFETCH(QString, keyNumber);

    const QString path = RulesReferenceDialog::pagePath(variant, language);
    QVERIFY2(path.contains(u'/' + language + u'/'), qPrintable(path));
    const QString html = readPage(path);
    QVERIFY2(!html.isEmpty(), qPrintable(path));
    QVERIFY(html.contains(QStringLiteral("<html lang=\"%1\">").arg(language)));
    QVERIFY(html.contains(QStringLiteral("<h1>%1</h1>").arg(title)));
    QVERIFY(html.contains(keyNumber));
    QVERIFY(html.contains(QStringLiteral("<table")));

    const QStringList expected {QStringLiteral("values"), QStringLiteral("melds"),
                                QStringLiteral("premiums"), QStringLiteral("out")};
    const QStringList ids = sectionIds(html);
    for (const QString &id : expected)
        QVERIFY2(ids.contains(id), qPrintable(id));
    for (const QString &id :
         {QStringLiteral("hand"), QStringLiteral("barbele"), QStringLiteral("pumba"),
          QStringLiteral("events"), QStringLiteral("deal"), QStringLiteral("end")})
        QVERIFY2(ids.contains(id), qPrintable(id));
    const QStringList english
        = sectionIds(readPage(RulesReferenceDialog::pagePath(variant, QStringLiteral("en"))));
    QCOMPARE(ids, english);
    // Where the dialog puts the section on typing cards, built from the language's notation.
    QCOMPARE(html.count(CardNotationSection::marker()), 1);
}

void TestRulesReference::dialogShowsCurrentLanguage()
{
    QVERIFY(Translations::install(QStringLiteral("es")));
    RulesReferenceDialog dialog;
    QCOMPARE(dialog.language(), QStringLiteral("es"));
    QCOMPARE(dialog.variant(), Variant::Pinaculo);
    QTextBrowser *browser = browserOf(dialog);
    QVERIFY(browser);
    QVERIFY2(browser->toPlainText().contains(QStringLiteral("Valor de las cartas")),
             qPrintable(browser->toPlainText()));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Reglamento"));
}

void TestRulesReference::dialogFollowsLanguageChange()
{
    QVERIFY(Translations::install(QStringLiteral("en")));
    RulesReferenceDialog dialog;
    dialog.setVariant(Variant::Pinacle);
    dialog.show();
    QTextBrowser *browser = browserOf(dialog);
    QVERIFY(browser->toPlainText().contains(QStringLiteral("Finishing premiums")));

    QVERIFY(Translations::install(QStringLiteral("it")));
    QTRY_COMPARE(dialog.language(), QStringLiteral("it"));
    QCOMPARE(dialog.variant(), Variant::Pinacle);
    QVERIFY2(browser->toPlainText().contains(QStringLiteral("Premi di chiusura")),
             qPrintable(browser->toPlainText()));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Regolamento"));
}

void TestRulesReference::dialogSwitchesVariant()
{
    QVERIFY(Translations::install(QStringLiteral("it")));
    RulesReferenceDialog dialog;
    auto *combo = dialog.findChild<QComboBox *>();
    QVERIFY(combo);
    QCOMPARE(combo->count(), 3);
    combo->setCurrentIndex(combo->findData(QStringLiteral("pinnacola")));
    QCOMPARE(dialog.variant(), Variant::Pinnacola);
    const QString text = browserOf(dialog)->toPlainText();
    QVERIFY(text.contains(QStringLiteral("Pinnacolone")));
    QVERIFY(text.contains(QStringLiteral("smazzata")));
}

void TestRulesReference::unknownLanguageFallsBackToEnglish()
{
    QCOMPARE(RulesReferenceDialog::pagePath(Variant::Pinacle, QStringLiteral("fr")),
             QStringLiteral(":/rules/en/pinacle.html"));
}

void TestRulesReference::cardNotationSection_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("phrases");
    // The letters and examples come from the notation; the words around them from the
    // catalogue, so these hold only where the translations are embedded.
    QTest::newRow("es") << QStringLiteral("es")
                        << QStringList {QStringLiteral("tréboles"), QStringLiteral("corazones"),
                                        QStringLiteral("TT"), QStringLiteral("el diez de tréboles"),
                                        QStringLiteral("C significa corazones")};
    QTest::newRow("it") << QStringLiteral("it")
                        << QStringList {QStringLiteral("quadri"), QStringLiteral("QQ"),
                                        QStringLiteral("10Q"), QStringLiteral("la donna di quadri"),
                                        QStringLiteral("il dieci di quadri")};
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringList {QStringLiteral("clubs"), QStringLiteral("JOKER"),
                                        QStringLiteral("A 2 3 4 5 6 7 8 9 10 J Q K")};
}

void TestRulesReference::cardNotationSection()
{
    QFETCH(QString, language);
    QFETCH(QStringList, phrases);
    QVERIFY(Translations::install(language));
    RulesReferenceDialog dialog;
    const QString text = browserOf(dialog)->toPlainText();
    QVERIFY2(!text.contains(CardNotationSection::marker()), qPrintable(text));
    const CardNotation &notation = CardNotation::forLanguage(language);
    QVERIFY2(text.contains(notation.exampleMeld()), qPrintable(text));
    for (const QString &phrase : phrases)
        QVERIFY2(text.contains(phrase), qPrintable(phrase + QStringLiteral("\n") + text));
}

void TestRulesReference::parametersSection_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("targetRow");
    QTest::newRow("es pinaculo") << QStringLiteral("es") << Variant::Pinaculo
                                 << QStringLiteral("Todos los parámetros de las reglas")
                                 << QStringLiteral("<tr><td>Objetivo</td><td>1.500</td></tr>");
    QTest::newRow("it pinnacola") << QStringLiteral("it") << Variant::Pinnacola
                                  << QStringLiteral("Tutti i parametri delle regole")
                                  << QStringLiteral("<tr><td>Obiettivo</td><td>0</td></tr>");
    QTest::newRow("en pinacle") << QStringLiteral("en") << Variant::Pinacle
                                << QStringLiteral("Every rule parameter")
                                << QStringLiteral("<tr><td>Target score</td><td>1,500</td></tr>");
}

// The page ends with every parameter of the variant under the labels of the New Game rules table
// and the printed summary, with the preset's values in the page's language.
void TestRulesReference::parametersSection()
{
    QFETCH(QString, language);
    QFETCH(Variant, variant);
    QFETCH(QString, heading);
    QFETCH(QString, targetRow);
    QVERIFY(Translations::install(language));
    const QString section = RuleParametersSection::html(variant);
    QVERIFY2(section.contains(targetRow), qPrintable(section));
    const Rules preset = Rules::preset(variant);
    for (const RuleParameter &parameter : RuleParameters::all()) {
        const QString row = QStringLiteral("<tr><td>")
            + RuleText::label(parameter.name).toHtmlEscaped() + QStringLiteral("</td><td>")
            + RuleText::value(preset, parameter).toHtmlEscaped() + QStringLiteral("</td></tr>");
        QVERIFY2(section.contains(row), qPrintable(row));
    }

    RulesReferenceDialog dialog;
    dialog.setVariant(variant);
    const QString text = browserOf(dialog)->toPlainText();
    QVERIFY2(text.contains(heading), qPrintable(text.right(2000)));
    QVERIFY(text.contains(RuleText::label(QStringLiteral("pinaculo_one_turn_value"))));
    // After the rules themselves, not in the middle of them.
    QVERIFY(text.indexOf(heading)
            > text.lastIndexOf(CardNotation::forLanguage(language).exampleMeld()));
}

void TestRulesReference::cleanup()
{
    Translations::install(QStringLiteral("en"));
}

QTEST_MAIN(TestRulesReference)
#include "tst_rulesreference.moc"
