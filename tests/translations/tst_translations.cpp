#include "coretext.h"
#include "premium.h"
#include "ruleparameters.h"
#include "ruletext.h"
#include "languages.h"
#include "translations.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

using namespace pinaculo;

// The catalogues in translations/ are complete and consistent: every message of every language
// is finished, the three files know the same source strings, no translation loses or invents a
// %1 argument, and the embedded catalogues really reach the words the engine prints.
class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void everyMessageFinished_data();
    void everyMessageFinished();
    void sameSourcesInEveryLanguage();
    void placeholdersMatch_data();
    void placeholdersMatch();
    void embeddedCatalogue_data();
    void embeddedCatalogue();
    void pluralForms_data();
    void pluralForms();
    void localeNumbers_data();
    void localeNumbers();
    void everyRuleParameterHasALabel_data();
    void everyRuleParameterHasALabel();
    void cleanup();
};

namespace {

struct Message
{
    QString context;
    QString source;
    bool numerus = false;
    bool unfinished = false;
    bool obsolete = false;
    QStringList translations; // one entry, or one per numerus form
};

struct Catalogue
{
    QString error;
    QList<Message> messages;
};

QString tsPath(const QString &language)
{
    return QStringLiteral(PINACULO_SOURCE_DIR "/translations/pinaculo_%1.ts").arg(language);
}

Catalogue readCatalogue(const QString &language)
{
    Catalogue catalogue;
    QFile file(tsPath(language));
    if (!file.open(QIODevice::ReadOnly)) {
        catalogue.error = file.errorString();
        return catalogue;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == u"context") {
                context.clear();
            } else if (name == u"name" && !inMessage) {
                context = xml.readElementText();
            } else if (name == u"message") {
                inMessage = true;
                message = Message {};
                message.context = context;
                message.numerus = xml.attributes().value(QStringLiteral("numerus")) == u"yes";
            } else if (name == u"source" && inMessage) {
                message.source = xml.readElementText();
            } else if (name == u"translation" && inMessage) {
                const auto type = xml.attributes().value(QStringLiteral("type"));
                message.unfinished = type == u"unfinished";
                message.obsolete = type == u"obsolete" || type == u"vanished";
                if (!message.numerus)
                    message.translations << xml.readElementText();
            } else if (name == u"numerusform" && inMessage) {
                message.translations << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == u"message") {
            inMessage = false;
            catalogue.messages << message;
        }
    }
    if (xml.hasError())
        catalogue.error
            = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return catalogue;
}

QString describe(const Message &m)
{
    return m.context + QStringLiteral(": \"") + m.source + u'"';
}

// The sorted, de-duplicated %1…%9 (and %n) markers of a text.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("%([1-9]|n)"));
    QSet<QString> found;
    for (const QRegularExpressionMatch &match : marker.globalMatch(text))
        found.insert(match.captured(0));
    QStringList list = found.values();
    list.sort();
    return list;
}

QString failuresText(const QStringList &failures)
{
    return failures.mid(0, 20).join(u'\n')
        + (failures.size() > 20 ? QStringLiteral("\n… and %1 more").arg(failures.size() - 20)
                                : QString());
}

void addLanguageRows()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : Languages::codes())
        QTest::newRow(qPrintable(language)) << language;
}

} // namespace

void TestTranslations::everyMessageFinished_data()
{
    addLanguageRows();
}

void TestTranslations::everyMessageFinished()
{
    QFETCH(QString, language);
    const Catalogue catalogue = readCatalogue(language);
    QVERIFY2(catalogue.error.isEmpty(), qPrintable(catalogue.error));
    // A catalogue with nothing in it would pass every other check.
    QVERIFY2(catalogue.messages.size() > 100,
             qPrintable(QString::number(catalogue.messages.size())));

    QStringList failures;
    for (const Message &m : catalogue.messages) {
        if (m.obsolete)
            failures << QStringLiteral("obsolete entry left in the file: ") + describe(m);
        else if (m.unfinished)
            failures << QStringLiteral("unfinished: ") + describe(m);
        else if (m.translations.isEmpty())
            failures << QStringLiteral("no translation: ") + describe(m);
        else if (m.numerus && m.translations.size() < 2)
            failures << QStringLiteral("needs singular and plural forms: ") + describe(m);
        for (const QString &text : m.translations) {
            if (text.trimmed().isEmpty())
                failures << QStringLiteral("empty translation: ") + describe(m);
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failuresText(failures)));
}

void TestTranslations::sameSourcesInEveryLanguage()
{
    auto keys = [](const Catalogue &catalogue) {
        QSet<QString> set;
        for (const Message &m : catalogue.messages)
            set.insert(m.context + u'\x1f' + m.source);
        return set;
    };
    const Catalogue english = readCatalogue(QStringLiteral("en"));
    QVERIFY2(english.error.isEmpty(), qPrintable(english.error));
    const QSet<QString> reference = keys(english);
    for (const QString &language : Languages::codes()) {
        if (language == u"en")
            continue;
        const Catalogue other = readCatalogue(language);
        QVERIFY2(other.error.isEmpty(), qPrintable(other.error));
        const QSet<QString> set = keys(other);
        QStringList failures;
        for (const QString &key : reference - set)
            failures << QStringLiteral("missing in %1: %2").arg(language, key.section(u'\x1f', 1));
        for (const QString &key : set - reference)
            failures << QStringLiteral("only in %1: %2").arg(language, key.section(u'\x1f', 1));
        QVERIFY2(failures.isEmpty(), qPrintable(failuresText(failures)));
        QCOMPARE(other.messages.size(), english.messages.size());
    }
}

void TestTranslations::placeholdersMatch_data()
{
    addLanguageRows();
}

void TestTranslations::placeholdersMatch()
{
    QFETCH(QString, language);
    const Catalogue catalogue = readCatalogue(language);
    QVERIFY2(catalogue.error.isEmpty(), qPrintable(catalogue.error));
    QStringList failures;
    for (const Message &m : catalogue.messages) {
        const QStringList expected = placeholders(m.source);
        for (const QString &text : m.translations) {
            const QStringList found = placeholders(text);
            // A singular form may spell out "one" instead of %n; every other marker must stay.
            QStringList wanted = expected;
            if (m.numerus && !found.contains(QStringLiteral("%n")))
                wanted.removeAll(QStringLiteral("%n"));
            if (found != wanted)
                failures << QStringLiteral("%1 → \"%2\": expected %3, found %4")
                                .arg(describe(m), text, expected.join(u' '), found.join(u' '));
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failuresText(failures)));
}

void TestTranslations::embeddedCatalogue_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("cleanEscalera");
    QTest::addColumn<QString>("pinnacolone");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Escalera limpia")
                        << QStringLiteral("Pinnacolone");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("Scala pulita")
                        << QStringLiteral("Pinnacolone");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Clean escalera")
                        << QStringLiteral("Pinnacolone");
}

void TestTranslations::embeddedCatalogue()
{
    QFETCH(QString, language);
    QFETCH(QString, cleanEscalera);
    QFETCH(QString, pinnacolone);
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/pinaculo_%1.qm").arg(language)));
    QVERIFY(Translations::install(language));
    QCOMPARE(Translations::current(), language);
    QCOMPARE(CoreText::premiumName(Premium::CleanEscalera), cleanEscalera);
    QCOMPARE(CoreText::premiumName(Premium::Pinnacolone), pinnacolone);
}

void TestTranslations::pluralForms_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("expected");
    QTest::newRow("es 1") << QStringLiteral("es") << 1 << QStringLiteral("No cantó pumba, 1 vez");
    QTest::newRow("es 2") << QStringLiteral("es") << 2 << QStringLiteral("No cantó pumba, 2 veces");
    QTest::newRow("it 1") << QStringLiteral("it") << 1
                          << QStringLiteral("Non ha detto pumba, 1 volta");
    QTest::newRow("it 3") << QStringLiteral("it") << 3
                          << QStringLiteral("Non ha detto pumba, 3 volte");
    QTest::newRow("en 1") << QStringLiteral("en") << 1
                          << QStringLiteral("Did not call pumba, 1 time");
    QTest::newRow("en 2") << QStringLiteral("en") << 2
                          << QStringLiteral("Did not call pumba, 2 times");
}

void TestTranslations::pluralForms()
{
    QFETCH(QString, language);
    QFETCH(int, count);
    QFETCH(QString, expected);
    QVERIFY(Translations::install(language));
    QCOMPARE(
        QCoreApplication::translate("CoreText", "Did not call pumba, %n time(s)", nullptr, count),
        expected);
}

void TestTranslations::localeNumbers_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("thousand");
    QTest::addColumn<QString>("negative");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("1.500") << QStringLiteral("-50");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("1.500") << QStringLiteral("-50");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("1,500") << QStringLiteral("-50");
}

void TestTranslations::localeNumbers()
{
    QFETCH(QString, language);
    QFETCH(QString, thousand);
    QFETCH(QString, negative);
    QVERIFY(Translations::install(language));
    QCOMPARE(CoreText::number(1500), thousand);
    QCOMPARE(CoreText::number(-50), negative);
}

void TestTranslations::everyRuleParameterHasALabel_data()
{
    addLanguageRows();
}

// The rules table, the printed summary and the rules reference name parameters by RuleText: each
// one has its own label in every language, never its stable name.
void TestTranslations::everyRuleParameterHasALabel()
{
    QFETCH(QString, language);
    QVERIFY(Translations::install(language));
    QSet<QString> labels;
    for (const RuleParameter &parameter : RuleParameters::all()) {
        const QString label = RuleText::label(parameter.name);
        QVERIFY2(!label.isEmpty() && label != parameter.name, qPrintable(parameter.name));
        QVERIFY2(!labels.contains(label), qPrintable(label));
        labels.insert(label);
    }
}

void TestTranslations::cleanup()
{
    Translations::install(QStringLiteral("en"));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
