#include "coretext.h"
#include "gameresult.h"
#include "gamesetup.h"
#include "outcometext.h"
#include "translations.h"

#include <QFile>
#include <QKeySequence>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace pinaculo;

// The catalogues speak as the table does. Spanish and Italian players name the game's things
// with their own words (a "trío", not a "grupo"; "matte", not "jolly", for the twos); a word
// that reads as translated is kept out of every translation here, with the message named when
// one comes back. Counted messages take the plural form of their number, and key names come
// from Qt's own catalogue of the language.
class TestGlossary : public QObject
{
    Q_OBJECT

private slots:
    void noForbiddenWord_data();
    void noForbiddenWord();
    void jollyOnlyForTheJoker();
    void countsAgree_data();
    void countsAgree();
    void namesAgree_data();
    void namesAgree();
    void pairNamesAgree_data();
    void pairNamesAgree();
    void setsLongerThanThree_data();
    void setsLongerThanThree();
    void keyNamesOfTheLanguage_data();
    void keyNamesOfTheLanguage();
    void cleanup();
};

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one, or one per plural form
};

QList<Message> readCatalogue(const QString &language, QString *error)
{
    QList<Message> messages;
    QFile file(QStringLiteral(PINACULO_SOURCE_DIR "/translations/pinaculo_%1.ts").arg(language));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    bool inMessage = false;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == u"name" && !inMessage) {
                context = xml.readElementText();
            } else if (name == u"message") {
                inMessage = true;
                message = Message {context, {}, {}};
                numerus = xml.attributes().value(QStringLiteral("numerus")) == u"yes";
            } else if (name == u"source" && inMessage) {
                message.source = xml.readElementText();
            } else if (name == u"translation" && inMessage && !numerus) {
                message.translations << xml.readElementText();
            } else if (name == u"numerusform" && inMessage) {
                message.translations << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == u"message") {
            inMessage = false;
            messages << message;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

struct Forbidden
{
    const char *pattern; // a case-insensitive regular expression over one translation
    const char *why; // what the table says instead
};

// From the glossary of the table's words; kept here so that the test needs nothing beside the
// source tree. "descarte" and "pozo" (es), "scarto" and "pozzo" (it) are the discard pile and
// stay allowed: only the verbs for throwing away what was typed are refused.
const Forbidden spanish[] = {
    {"\\bgrupos?\\b", "a set of one rank is a «trío»"},
    {"\\bbandos?\\b", "a side is a «pareja», or the «jugadores»"},
    {"\\bequipos?\\b", "a team is a «pareja»"},
    {"pumba no anunciado", "one «canta» pumba: «no cantó pumba»"},
    {"\\bdescart(ar|arla|arlo|arlas|arlos|e la mano)\\b",
     "what was typed is thrown away with «desechar lo anotado»"},
    {"\\bfactor(es)?\\b", "a multiplier is a «multiplicador»"},
    {"\\bmeta\\b", "the target reads «se juega a» or «objetivo»"},
    {"\\bapertura", "the first melding turn is the «salida»"},
    {"\\brepartidor", "the dealer is the «dador» (or «quien reparte»)"},
    {"como número", "a calque: say what is entered («solo el total»)"},
    {"sin necesidad de esto", "a calque of the English sentence"},
    {"\\bescrit[ao] en\\b", "a file is «guardado» or «exportado», not «escrito»"},
};

const Forbidden italian[] = {
    {"\\bgrupp[oi]\\b", "a set of one rank is a «tris»"},
    {"\\bschierament[oi]\\b", "a side is a «coppia», or the «giocatori»"},
    {"\\bsquadr[ae]\\b", "a team is a «coppia»"},
    {"tutto in una volta", "going out all at once is «chiusura in mano»"},
    {"\\bfattor[ei]\\b", "a multiplier is a «moltiplicatore»"},
    {"\\bscartar(e|la|lo|le|li)\\b",
     "what was typed is thrown away with «annullare l'inserimento»"},
    {"come numero", "a calque: say what is entered («solo il totale»)"},
    {"\\bscritt[oa] in\\b", "a file is «salvato» or «esportato», not «scritto»"},
};

QString failuresText(const QStringList &failures)
{
    return failures.mid(0, 25).join(u'\n')
        + (failures.size() > 25 ? QStringLiteral("\n… and %1 more").arg(failures.size() - 25)
                                : QString());
}

} // namespace

void TestGlossary::noForbiddenWord_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("es") << QStringLiteral("es");
    QTest::newRow("it") << QStringLiteral("it");
}

void TestGlossary::noForbiddenWord()
{
    QFETCH(QString, language);
    QString error;
    const QList<Message> messages = readCatalogue(language, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 100);

    QList<std::pair<QRegularExpression, QString>> words;
    const auto add = [&words](const auto &list) {
        for (const Forbidden &f : list)
            words.append({QRegularExpression(QString::fromUtf8(f.pattern),
                                             QRegularExpression::CaseInsensitiveOption
                                                 | QRegularExpression::UseUnicodePropertiesOption),
                          QString::fromUtf8(f.why)});
    };
    if (language == u"es")
        add(spanish);
    else
        add(italian);

    QStringList failures;
    for (const Message &m : messages) {
        for (const QString &translation : m.translations) {
            for (const auto &[word, why] : words) {
                const QRegularExpressionMatch match = word.match(translation);
                if (match.hasMatch())
                    failures << QStringLiteral("%1: \"%2\" says «%3» (%4): %5")
                                    .arg(m.context, m.source, match.captured(0), why, translation);
            }
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failuresText(failures)));
}

// In Italian the joker is the «jolly»; the twos are «pinelle», and wild cards in general are
// «matte». A translation may say «jolly» only where the English says joker.
void TestGlossary::jollyOnlyForTheJoker()
{
    QString error;
    const QList<Message> messages = readCatalogue(QStringLiteral("it"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    static const QRegularExpression jolly(QStringLiteral("\\bjolly\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression joker(QStringLiteral("\\bjokers?\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
    QStringList failures;
    for (const Message &m : messages) {
        if (joker.match(m.source).hasMatch())
            continue;
        for (const QString &translation : m.translations) {
            if (jolly.match(translation).hasMatch())
                failures << QStringLiteral("%1: \"%2\" says «jolly» for a wild card that is not "
                                           "the joker (say «matta», «pinella»): %3")
                                .arg(m.context, m.source, translation);
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failuresText(failures)));
}

void TestGlossary::countsAgree_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("naturals");
    QTest::addColumn<int>("wilds");
    QTest::addColumn<QString>("expected");
    QTest::newRow("es 3, 1") << QStringLiteral("es") << 3 << 1
                             << QStringLiteral("3 cartas naturales, 1 comodín");
    QTest::newRow("es 1, 3") << QStringLiteral("es") << 1 << 3
                             << QStringLiteral("1 carta natural, 3 comodines");
    QTest::newRow("it 3, 1") << QStringLiteral("it") << 3 << 1
                             << QStringLiteral("3 carte naturali, 1 matta");
    QTest::newRow("it 1, 3") << QStringLiteral("it") << 1 << 3
                             << QStringLiteral("1 carta naturale, 3 matte");
    QTest::newRow("en 3, 1") << QStringLiteral("en") << 3 << 1
                             << QStringLiteral("3 natural cards, 1 wild card");
    QTest::newRow("en 1, 0") << QStringLiteral("en") << 1 << 0
                             << QStringLiteral("1 natural card, 0 wild cards");
}

// Through the embedded catalogue, as the meld checker and the command-line tool print it.
void TestGlossary::countsAgree()
{
    QFETCH(QString, language);
    QFETCH(int, naturals);
    QFETCH(int, wilds);
    QFETCH(QString, expected);
    QVERIFY(Translations::install(language));
    QCOMPARE(CoreText::naturalsAndWilds(naturals, wilds), expected);
}

void TestGlossary::namesAgree_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QString>("expected");
    QTest::newRow("es one") << QStringLiteral("es") << QStringList {QStringLiteral("Lucía")}
                            << QStringLiteral("Lucía debe salir con al menos 70 puntos");
    QTest::newRow("es two") << QStringLiteral("es")
                            << QStringList {QStringLiteral("Lucía"), QStringLiteral("Nina")}
                            << QStringLiteral("Lucía y Nina deben salir con al menos 70 puntos");
    QTest::newRow("it one") << QStringLiteral("it") << QStringList {QStringLiteral("Lucia")}
                            << QStringLiteral("Lucia deve aprire con almeno 70 punti");
    QTest::newRow("it two") << QStringLiteral("it")
                            << QStringList {QStringLiteral("Lucia"), QStringLiteral("Nina")}
                            << QStringLiteral("Lucia e Nina devono aprire con almeno 70 punti");
}

// A sentence about the players who are barbelé takes its verb's number from how many they are.
void TestGlossary::namesAgree()
{
    QFETCH(QString, language);
    QFETCH(QStringList, names);
    QFETCH(QString, expected);
    QVERIFY(Translations::install(language));
    const QString text = QCoreApplication::translate("pinaculo::NextHandPanel",
                                                     "%1 must open with at least %2 points",
                                                     nullptr, int(names.size()))
                             .arg(QLocale().createSeparatedList(names), QStringLiteral("70"));
    QCOMPARE(text, expected);
}

void TestGlossary::pairNamesAgree_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("team");
    QTest::addColumn<QString>("wins");
    QTest::addColumn<QString>("mustOpen");
    QTest::addColumn<QString>("bothMustOpen");
    QTest::newRow("es typed") << QStringLiteral("es") << QStringLiteral("Nos")
                              << QStringLiteral("La pareja Nos gana con 900 puntos")
                              << QStringLiteral("La pareja Nos debe salir con al menos 70 puntos")
                              << QStringLiteral("Las parejas Nos y Ellos deben salir con al "
                                                "menos 70 puntos");
    QTest::newRow("es proposed") << QStringLiteral("es") << QStringLiteral("Lucía y Nina")
                                 << QStringLiteral("La pareja Lucía y Nina gana con 900 puntos")
                                 << QStringLiteral("La pareja Lucía y Nina debe salir con al "
                                                   "menos 70 puntos")
                                 << QStringLiteral("Las parejas Lucía y Nina y Ellos deben salir "
                                                   "con al menos 70 puntos");
    QTest::newRow("it typed") << QStringLiteral("it") << QStringLiteral("Noi")
                              << QStringLiteral("La coppia Noi vince con 900 punti")
                              << QStringLiteral("La coppia Noi deve aprire con almeno 70 punti")
                              << QStringLiteral("Le coppie Noi e Ellos devono aprire con almeno "
                                                "70 punti");
}

// A pair is one side with one name, typed or proposed: the sentence names the pair and its verb
// is singular ("La pareja Nos gana"), whatever the name looks like; two pairs take the plural.
void TestGlossary::pairNamesAgree()
{
    QFETCH(QString, language);
    QFETCH(QString, team);
    QFETCH(QString, wins);
    QFETCH(QString, mustOpen);
    QFETCH(QString, bothMustOpen);
    QVERIFY(Translations::install(language));
    GameSetup setup;
    setup.players = {QStringLiteral("Lucía"), QStringLiteral("Bruno"), QStringLiteral("Nina"),
                     QStringLiteral("Carla")};
    setup.teams = {Team {team, {0, 2}}, Team {QStringLiteral("Ellos"), {1, 3}}};
    QVERIFY(setup.partnership());
    GameResult result;
    result.over = true;
    result.winner = setup.sideOfSeat(0);
    result.finalTotals = {900, 900};
    result.endedAfterHand = 0;
    QCOMPARE(OutcomeText::verdict(setup, result), wins);

    const auto barbele = [](const QStringList &names) {
        return QCoreApplication::translate("pinaculo::NextHandPanel",
                                           "%1 must open with at least %2 points",
                                           "pairs, named by their team names", int(names.size()))
            .arg(QLocale().createSeparatedList(names), QStringLiteral("70"));
    };
    QCOMPARE(barbele({team}), mustOpen);
    QCOMPARE(barbele({team, QStringLiteral("Ellos")}), bothMustOpen);

    HandWarning warning;
    warning.kind = HandWarning::Kind::BarbeleOpening;
    warning.side = setup.sideOfSeat(0);
    warning.needed = 70;
    warning.value = 40;
    const QString text = CoreText::warning(warning, setup);
    QVERIFY2(text.startsWith(language == u"es" ? QStringLiteral("La pareja ") + team + u' '
                                               : QStringLiteral("La coppia ") + team + u' '),
             qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral(" están ")) && !text.contains(QStringLiteral(" sono ")),
             qPrintable(text));
}

void TestGlossary::setsLongerThanThree_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("cards");
    QTest::addColumn<QString>("expected");
    QTest::newRow("es 3") << QStringLiteral("es") << 3 << QStringLiteral("trío");
    QTest::newRow("es 4") << QStringLiteral("es") << 4 << QStringLiteral("serie");
    QTest::newRow("es 11") << QStringLiteral("es") << 11 << QStringLiteral("serie");
    QTest::newRow("it 3") << QStringLiteral("it") << 3 << QStringLiteral("tris");
    QTest::newRow("en 4") << QStringLiteral("en") << 4 << QStringLiteral("set");
}

// Spanish players call three cards of one rank a «trío» and a longer set (a pináculo of 11
// included) a «serie».
void TestGlossary::setsLongerThanThree()
{
    QFETCH(QString, language);
    QFETCH(int, cards);
    QFETCH(QString, expected);
    QVERIFY(Translations::install(language));
    QCOMPARE(CoreText::shapeName(MeldShape::Set, cards), expected);
}

void TestGlossary::keyNamesOfTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("pageUp");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Re Pág");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("Pag↑");
}

// Translations::install loads Qt's own catalogue beside the project's, so a key name shown to
// the user is the one of the language's keyboards.
void TestGlossary::keyNamesOfTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, pageUp);
    const QString qtCatalogue = QLibraryInfo::path(QLibraryInfo::TranslationsPath)
        + QStringLiteral("/qtbase_%1.qm").arg(language);
    if (!QFile::exists(qtCatalogue))
        QSKIP("Qt's own translations are not installed (qt6-translations-l10n)");
    QVERIFY(Translations::install(language));
    const QString shown
        = QKeySequence(Qt::CTRL | Qt::Key_PageUp).toString(QKeySequence::NativeText);
    QVERIFY2(shown.contains(pageUp), qPrintable(shown));
    QVERIFY(!shown.contains(QStringLiteral("PgUp")));
}

void TestGlossary::cleanup()
{
    Translations::install(QStringLiteral("en"));
}

QTEST_MAIN(TestGlossary)
#include "tst_glossary.moc"
