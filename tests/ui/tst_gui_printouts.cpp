#include "database.h"
#include "director/directorwindow.h"
#include "director/printoutactions.h"
#include "director/tablecardsprintout.h"
#include "tournamentdocument.h"
#include "translations.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

using namespace pinaculo;

// The director's printouts as the room gets them, read back from the PDF: a table card for
// every table with who sits where in each round seated, and a score card for every table of the
// round shown with a line for each hand, the signatures and the VP table of the tournament's
// scale; in English, Spanish and Italian.
class TestGuiPrintouts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup() { Translations::install(QStringLiteral("en")); }
    void cards_data();
    void cards();
    void timedScoreCardsSayWhatTimeCalledDoes();
};

namespace {

// The PDF's text and number of pages, through poppler's tools.
struct PdfText
{
    QString text;
    int pages = 0;
};

PdfText readPdf(const QString &path)
{
    PdfText pdf;
    QProcess text;
    text.start(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
               {QStringLiteral("-layout"), path, QStringLiteral("-")});
    if (text.waitForFinished(20000))
        pdf.text = QString::fromUtf8(text.readAllStandardOutput());
    QProcess info;
    info.start(QStandardPaths::findExecutable(QStringLiteral("pdfinfo")), {path});
    if (info.waitForFinished(20000)) {
        const QRegularExpressionMatch pages
            = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                  .match(QString::fromUtf8(info.readAllStandardOutput()));
        pdf.pages = pages.hasMatch() ? pages.captured(1).toInt() : 0;
    }
    return pdf;
}

} // namespace

void TestGuiPrintouts::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()
        || QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty())
        QSKIP("poppler-utils is not installed: the printouts cannot be read back");
}

void TestGuiPrintouts::cards_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("total");
    QTest::addColumn<QString>("signature");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Table %1")
                        << QStringLiteral("Total MP") << QStringLiteral("Signature");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Mesa %1")
                        << QStringLiteral("Total MP") << QStringLiteral("Firma");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("Tavolo %1")
                        << QStringLiteral("Totale MP") << QStringLiteral("Firma");
}

void TestGuiPrintouts::cards()
{
    QFETCH(QString, language);
    QFETCH(QString, table);
    QFETCH(QString, total);
    QFETCH(QString, signature);
    QVERIFY(Translations::install(language));
    QTemporaryDir dir;
    Database db(QStringLiteral("printouts"));
    QVERIFY(db.open(dir.filePath(QStringLiteral("games.sqlite"))).ok());
    DirectorWindow window(db.storage());
    QVERIFY(window.importTournament(
        QStringLiteral(PINACULO_TEST_DATA "/tournament/evening.tournament.json")));
    const Tournament &t = window.document()->tournament();
    const int tables = TableCardsPrintout::tableCount(t);
    QCOMPARE(tables, 4);

    const QString cardsPath = dir.filePath(QStringLiteral("cards.pdf"));
    QVERIFY(window.printouts()->writePdf(PrintoutActions::Printout::TableCards, cardsPath));
    const PdfText cards = readPdf(cardsPath);
    QCOMPARE(cards.pages, tables); // a sheet a table
    for (int n = 1; n <= tables; ++n)
        QVERIFY2(cards.text.contains(table.arg(n)), qPrintable(cards.text));
    for (const TournamentEntry &entry : t.entries)
        QVERIFY2(cards.text.contains(entry.name), qPrintable(entry.name + u'\n' + cards.text));

    window.showRound(3);
    const QString scorePath = dir.filePath(QStringLiteral("score.pdf"));
    QVERIFY(window.printouts()->writePdf(PrintoutActions::Printout::ScoreCards, scorePath));
    const PdfText score = readPdf(scorePath);
    QCOMPARE(score.pages, int(t.rounds[2].matches.size()));
    QVERIFY2(score.text.contains(total), qPrintable(score.text));
    QVERIFY(score.text.contains(signature));
    QCOMPARE(score.text.count(t.name), score.pages);
    // The scale's last band and what lies beyond it, as the standings use them.
    const VictoryPointScale::Band last = t.scale.bands().last();
    QVERIFY2(score.text.contains(QLocale().toString(last.upTo)), qPrintable(score.text));
    for (const TournamentMatch &match : t.rounds[2].matches) {
        for (int entry : match.sides)
            QVERIFY(score.text.contains(t.entry(entry)->name));
    }
}

// A round played to a time: each score card tells the table what becomes of the hand in play
// when time is called, as the tournament has it.
void TestGuiPrintouts::timedScoreCardsSayWhatTimeCalledDoes()
{
    QFile fixture(QStringLiteral(PINACULO_TEST_DATA "/tournament/evening.tournament.json"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    QByteArray json = fixture.readAll();
    const QByteArray hands = "\"hands_per_round\": 3,";
    QVERIFY(json.contains(hands));
    json.replace(
        hands,
        QByteArray(hands + " \"round_minutes\": 40, \"time_called_hand\": \"cards_in_hand\","));
    QTemporaryDir dir;
    // With the table's game file it names, beside it.
    QVERIFY(QFile::copy(QStringLiteral(PINACULO_TEST_DATA "/tournament/r1-t1.pinaculo.json"),
                        dir.filePath(QStringLiteral("r1-t1.pinaculo.json"))));
    const QString timed = dir.filePath(QStringLiteral("timed.tournament.json"));
    QFile file(timed);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();
    Database db(QStringLiteral("timed"));
    QVERIFY(db.open(dir.filePath(QStringLiteral("games.sqlite"))).ok());
    DirectorWindow window(db.storage());
    QVERIFY(window.importTournament(timed));
    QCOMPARE(window.document()->tournament().timeCalledHand, TimeCalledHand::Rule::CardsInHand);
    const QString scorePath = dir.filePath(QStringLiteral("score.pdf"));
    QVERIFY(window.printouts()->writePdf(PrintoutActions::Printout::ScoreCards, scorePath));
    const QString text = readPdf(scorePath).text.simplified();
    QVERIFY2(text.contains(QStringLiteral("40 minutes")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("stops and is paid as the cards stand")),
             qPrintable(text));
}

QTEST_MAIN(TestGuiPrintouts)
#include "tst_gui_printouts.moc"
