#include "coretext.h"
#include "game.h"
#include "gamefilereader.h"
#include "gamescorer.h"
#include "summarydocument.h"
#include "summaryprinter.h"
#include "languages.h"
#include "translations.h"

#include <QFile>
#include <QFontMetricsF>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPrinter>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace pinaculo;

namespace {

Game readGame(const QString &name)
{
    const GameFileReader::Result read
        = GameFileReader::readFile(QStringLiteral(PINACULO_TEST_DATA "/") + name);
    if (!read.ok())
        qFatal("test data %s refused: %s", qPrintable(name), qPrintable(read.error.text()));
    return read.game;
}

// A long evening entered as points: three players, `hands` hands, nobody reaching the target.
Game longGame(int hands)
{
    Game game;
    game.setup.rules = Rules::preset(Variant::Pinaculo);
    game.setup.rules.target = 10000;
    game.setup.players = {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Carla")};
    for (int i = 0; i < hands; ++i) {
        HandRecord hand;
        for (int seat = 0; seat < 3; ++seat) {
            PlayerResult result;
            result.meldPoints = 40 + 15 * ((i + seat) % 7);
            result.handPoints = seat == i % 3 ? 0 : 5 * ((i * 3 + seat) % 9);
            result.out = seat == i % 3 ? OutKind::Yes : OutKind::No;
            hand.results.append(result);
        }
        game.hands.append(hand);
    }
    return game;
}

// The summary of a game the test holds alone, scored here: the summary never scores.
SummaryDocument summaryOf(const Game &game, const SummaryOptions &options = {})
{
    return SummaryDocument(game, GameScorer::score(game), options);
}

QStringList allText(const SummaryDocument &document)
{
    QStringList texts;
    for (int page = 0; page < document.pageCount(); ++page)
        texts += document.pageText(page);
    return texts;
}

QPageSize paper(const QString &name)
{
    return name == u"letter" ? QPageSize(QPageSize::Letter) : QPageSize(QPageSize::A4);
}

int nonWhitePixels(const QImage &image, const QRect &area)
{
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            count += image.pixel(x, y) != qRgb(255, 255, 255) ? 1 : 0;
    return count;
}

// Saturated pixels: only the chart's lines are coloured, all text is black or grey.
int colouredPixels(const QImage &image, const QRect &area)
{
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            const int spread = std::max({c.red(), c.green(), c.blue()})
                - std::min({c.red(), c.green(), c.blue()});
            count += spread > 90 ? 1 : 0;
        }
    }
    return count;
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private slots:
    void init() { Translations::install(QStringLiteral("en")); }
    void cleanupTestCase() { Translations::install(QStringLiteral("en")); }

    void text_data();
    void text();
    void changedRules();
    void noHandsYet();
    void dateAndPlace();
    void image_data();
    void image();
    void twentyHandsOnOnePage_data();
    void twentyHandsOnOnePage();
    void longGamePaginates_data();
    void longGamePaginates();
    void noTextOverlaps_data();
    void noTextOverlaps();
    void pdf();
    void printerPages_data();
    void printerPages();
    void cli_data();
    void cli();
    void cliStoredGame();
};

void TestReport::text_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("paper");
    for (const QString &language : Languages::codes()) {
        for (const QString &file : {QStringLiteral("report-evening.game.json"),
                                    QStringLiteral("game-pinacle-pairs.json")}) {
            for (const QString &paperName : {QStringLiteral("a4"), QStringLiteral("letter")})
                QTest::addRow("%s %s %s", qPrintable(file), qPrintable(language),
                              qPrintable(paperName))
                    << file << language << paperName;
        }
    }
}

// Every name, every hand's points, every running total and the final totals are printed,
// in the locale's number format.
void TestReport::text()
{
    QFETCH(QString, file);
    QFETCH(QString, language);
    QFETCH(QString, paper);
    QVERIFY(Translations::install(language));
    const Game game = readGame(file);
    const GameResult result = GameScorer::score(game);
    SummaryOptions options;
    options.pageSize = ::paper(paper);
    const SummaryDocument document = summaryOf(game, options);
    QVERIFY(document.pageCount() >= 1);
    const QStringList texts = allText(document);

    for (const QString &player : game.setup.players)
        QVERIFY2(texts.join(u'\n').contains(player), qPrintable(player));
    for (const QString &side : game.setup.sideNames())
        QVERIFY2(texts.contains(side), qPrintable(side));

    // The table lists each hand's row in order: its number, the dealer, then points and total per side.
    const QString barbeleMark
        = QCoreApplication::translate("SummaryLayout", "B", "barbelé mark in the table of hands");
    const int sides = game.setup.sideCount();
    for (const HandOutcome &hand : result.hands) {
        QStringList row {CoreText::number(hand.number), game.setup.players.value(hand.dealer)};
        for (int side = 0; side < sides; ++side)
            row << CoreText::signedNumber(hand.score.sidePoints.value(side))
                << CoreText::number(hand.running.value(side));
        bool found = false;
        for (qsizetype i = 0; i + row.size() <= texts.size() && !found; ++i) {
            QStringList window;
            for (qsizetype j = i; j < texts.size() && window.size() < row.size(); ++j) {
                if (texts[j] != barbeleMark) // the mark stands between the cells
                    window << texts[j];
            }
            found = window == row;
        }
        QVERIFY2(found,
                 qPrintable(QStringLiteral("hand %1: %2").arg(hand.number).arg(row.join(u' '))));
    }
    for (int total : result.totals(sides))
        QVERIFY(texts.contains(CoreText::number(total)));
    if (result.over && result.winner >= 0)
        QVERIFY(texts.contains(summaryOf(game).content().verdict));
    const QString pageOne = QCoreApplication::translate("SummaryLayout", "Page %1 of %2")
                                .arg(CoreText::number(1), CoreText::number(document.pageCount()));
    QVERIFY2(texts.contains(pageOne), qPrintable(pageOne));
}

void TestReport::changedRules()
{
    Game game = readGame(QStringLiteral("report-evening.game.json"));
    game.setup.rules.barbeleOpening = 90;
    const QStringList texts = allText(summaryOf(game));
    const QString rules = texts.filter(QStringLiteral("Target score")).value(0);
    QVERIFY2(rules.contains(QStringLiteral("Target score: 2,000")), qPrintable(rules));
    QVERIFY2(rules.contains(QStringLiteral("Barbelé opening minimum: 90")), qPrintable(rules));

    const QStringList preset
        = allText(summaryOf(readGame(QStringLiteral("game-pinacle-pairs.json"))));
    QVERIFY(preset.contains(QStringLiteral("as in the preset")));

    // The whole line, with a number, a yes/no and a choice, in two languages: the labels and
    // values are RuleText's, shared with the New Game rules table.
    game.setup.rules.setsAllowed = false;
    game.setup.rules.partnerships = Partnerships::OptionalPairs;
    QCOMPARE(
        allText(summaryOf(game)).filter(QStringLiteral("Target score")).value(0),
        QStringLiteral("Target score: 2,000 · Barbelé opening minimum: 90 · Sets allowed: no · "
                       "Partnerships: individual or in pairs"));
    QVERIFY(Translations::install(QStringLiteral("es")));
    QCOMPARE(allText(summaryOf(game)).filter(QStringLiteral("Objetivo")).value(0),
             QStringLiteral("Objetivo: 2.000 · Mínimo de salida en barbelé: 90 · "
                            "Se permiten tríos: no · Parejas: individual o por parejas"));
}

// A game set up but not yet played prints its header, an empty table and no chart.
void TestReport::noHandsYet()
{
    const SummaryDocument document = summaryOf(longGame(0));
    QCOMPARE(document.pageCount(), 1);
    const QStringList texts = document.pageText(0);
    QVERIFY(texts.contains(QStringLiteral("No hands have been played yet.")));
    QVERIFY(texts.contains(QStringLiteral("Standings")));
    QVERIFY(document.chartArea(0).isEmpty());
    const QImage image = SummaryPrinter::renderPage(document, 0, 40);
    QVERIFY(nonWhitePixels(image, image.rect()) > 200);
}

void TestReport::dateAndPlace()
{
    const Game game = readGame(QStringLiteral("report-evening.game.json"));
    const SummaryDocument blank = summaryOf(game);
    QVERIFY(blank.pageText(0).contains(QStringLiteral("Date")));
    QVERIFY(blank.pageText(0).contains(QStringLiteral("Place")));
    // Blank fields are lines to write on.
    int lines = 0;
    for (const PageItem &item : blank.items(0))
        lines += item.kind == PageItem::Kind::Line ? 1 : 0;

    SummaryOptions options;
    options.date = QDate(2026, 11, 28);
    options.place = QStringLiteral("Casa de Ana");
    const SummaryDocument filled = summaryOf(game, options);
    QVERIFY(filled.pageText(0).contains(QLocale().toString(options.date, QLocale::LongFormat)));
    QVERIFY(filled.pageText(0).contains(options.place));
    int filledLines = 0;
    for (const PageItem &item : filled.items(0))
        filledLines += item.kind == PageItem::Kind::Line ? 1 : 0;
    QCOMPARE(filledLines, lines - 2);
}

void TestReport::image_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("hands");
    QTest::newRow("evening") << QStringLiteral("report-evening.game.json") << 0;
    QTest::newRow("pairs") << QStringLiteral("game-pinacle-pairs.json") << 0;
    QTest::newRow("40 hands") << QString() << 40;
}

// Rendered into an image, the pages are not blank and the chart's lines are there.
void TestReport::image()
{
    QFETCH(QString, file);
    QFETCH(int, hands);
    const Game game = file.isEmpty() ? longGame(hands) : readGame(file);
    const SummaryDocument document = summaryOf(game);
    int chartPage = -1;
    for (int page = 0; page < document.pageCount(); ++page) {
        const QImage image = SummaryPrinter::renderPage(document, page, 60);
        QCOMPARE(image.size(), QSize(qRound(595.0 * 60 / 72), qRound(842.0 * 60 / 72)));
        QVERIFY2(nonWhitePixels(image, image.rect()) > 500, qPrintable(QString::number(page)));
        const QRectF area = document.chartArea(page);
        if (area.isEmpty())
            continue;
        chartPage = page;
        const QRect pixels(qRound(area.x() * image.width()), qRound(area.y() * image.height()),
                           qRound(area.width() * image.width()),
                           qRound(area.height() * image.height()));
        QVERIFY2(colouredPixels(image, pixels) > 150,
                 qPrintable(QString::number(colouredPixels(image, pixels))));
        // Outside the chart nothing is coloured: the chart paints where it was put.
        QImage outside = image;
        QPainter painter(&outside);
        painter.fillRect(pixels, Qt::white);
        painter.end();
        QCOMPARE(colouredPixels(outside, outside.rect()), 0);
    }
    QVERIFY(chartPage >= 0);
}

void TestReport::twentyHandsOnOnePage_data()
{
    QTest::addColumn<QString>("paper");
    QTest::newRow("A4") << QStringLiteral("a4");
    QTest::newRow("Letter") << QStringLiteral("letter");
}

void TestReport::twentyHandsOnOnePage()
{
    QFETCH(QString, paper);
    SummaryOptions options;
    options.pageSize = ::paper(paper);
    const SummaryDocument document = summaryOf(longGame(20), options);
    const QStringList first = document.pageText(0);
    QVERIFY(first.contains(QStringLiteral("Hands")));
    const qsizetype header = first.indexOf(QStringLiteral("Dealer"));
    QVERIFY(header >= 0);
    // Hand 20's row: its number followed by its dealer (seat 19 % 3 = Bruno).
    bool found = false;
    for (qsizetype i = header; i + 1 < first.size(); ++i)
        found = found || (first[i] == u"20" && first[i + 1] == u"Bruno");
    QVERIFY(found);
    for (int page = 1; page < document.pageCount(); ++page)
        QVERIFY(!document.pageText(page).contains(QStringLiteral("Hands (continued)")));
}

void TestReport::longGamePaginates_data()
{
    QTest::addColumn<QString>("paper");
    QTest::newRow("A4") << QStringLiteral("a4");
    QTest::newRow("Letter") << QStringLiteral("letter");
}

// Sixty hands run over several pages; each page with hands repeats the column headers, the
// rows continue in order, and every page says which it is.
void TestReport::longGamePaginates()
{
    QFETCH(QString, paper);
    SummaryOptions options;
    options.pageSize = ::paper(paper);
    const Game game = longGame(60);
    const SummaryDocument document = summaryOf(game, options);
    QVERIFY(document.pageCount() >= 3);
    int nextHand = 1;
    int pagesWithHands = 0;
    for (int page = 0; page < document.pageCount(); ++page) {
        const QStringList texts = document.pageText(page);
        QVERIFY(texts.contains(
            QStringLiteral("Page %1 of %2").arg(page + 1).arg(document.pageCount())));
        const qsizetype heading = texts.indexOf(page == 0 ? QStringLiteral("Hands")
                                                          : QStringLiteral("Hands (continued)"));
        if (heading < 0)
            continue;
        ++pagesWithHands;
        QCOMPARE(texts.value(heading + 1), QStringLiteral("Ana")); // the sides' names
        QCOMPARE(texts.value(heading + 4), QStringLiteral("Hand")); // the column headers
        QCOMPARE(texts.value(heading + 5), QStringLiteral("Dealer"));
        // The rows on this page continue where the last page stopped.
        const int before = nextHand;
        for (qsizetype i = heading + 6; i + 1 < texts.size(); ++i) {
            if (texts[i] == CoreText::number(nextHand)
                && texts[i + 1] == game.setup.players.value(game.setup.dealerOfHand(nextHand - 1)))
                ++nextHand;
        }
        QVERIFY2(nextHand > before, qPrintable(QStringLiteral("page %1").arg(page + 1)));
    }
    QCOMPARE(nextHand, 61);
    QVERIFY(pagesWithHands >= 2);
}

void TestReport::noTextOverlaps_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("hands");
    QTest::addColumn<QString>("paper");
    for (const QString &paperName : {QStringLiteral("a4"), QStringLiteral("letter")}) {
        QTest::addRow("evening %s", qPrintable(paperName))
            << QStringLiteral("report-evening.game.json") << 0 << paperName;
        QTest::addRow("pairs %s", qPrintable(paperName))
            << QStringLiteral("game-pinacle-pairs.json") << 0 << paperName;
        QTest::addRow("60 hands %s", qPrintable(paperName)) << QString() << 60 << paperName;
    }
}

// No two texts on a page cover each other, and everything stays on the sheet.
void TestReport::noTextOverlaps()
{
    QFETCH(QString, file);
    QFETCH(int, hands);
    QFETCH(QString, paper);
    SummaryOptions options;
    options.pageSize = ::paper(paper);
    const SummaryDocument document
        = summaryOf(file.isEmpty() ? longGame(hands) : readGame(file), options);
    const QRectF sheet(QPointF(0, 0), document.pageSize() * SummaryStyle::unitsPerPoint);
    for (int page = 0; page < document.pageCount(); ++page) {
        QList<std::pair<QRectF, QString>> inked;
        QRectF chart;
        for (const PageItem &item : document.items(page)) {
            if (item.kind == PageItem::Kind::Chart)
                chart = item.rect;
            if (item.kind != PageItem::Kind::Text || item.text.isEmpty())
                continue;
            const QFontMetricsF metrics(SummaryStyle::font(item.role, item.fontScale));
            const QRectF box = metrics.boundingRect(item.rect, item.flags, item.text);
            QVERIFY2(sheet.contains(box), qPrintable(item.text));
            for (const auto &[other, text] : inked)
                QVERIFY2(!box.adjusted(1, 1, -1, -1).intersects(other),
                         qPrintable(QStringLiteral("page %1: \"%2\" overlaps \"%3\"")
                                        .arg(page + 1)
                                        .arg(item.text, text)));
            QVERIFY(!box.intersects(chart));
            inked.append({box, item.text});
        }
    }
}

void TestReport::pdf()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Game game = readGame(QStringLiteral("report-evening.game.json"));
    SummaryDocument document = summaryOf(game);
    const QString path = dir.filePath(QStringLiteral("summary.pdf"));
    QString error;
    QVERIFY2(SummaryPrinter::writePdf(document, path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");

    QVERIFY(!SummaryPrinter::writePdf(document, dir.filePath(QStringLiteral("missing/summary.pdf")),
                                      &error));
    QVERIFY(error.contains(QStringLiteral("missing")));

    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext is not installed: the PDF's text is not checked");
    QProcess process;
    process.start(pdftotext, {QStringLiteral("-layout"), path, QStringLiteral("-")});
    QVERIFY(process.waitForFinished(30000));
    const QString text = QString::fromUtf8(process.readAllStandardOutput());
    for (const QString &player : game.setup.players)
        QVERIFY2(text.contains(player), qPrintable(player));
    const GameResult result = GameScorer::score(game);
    for (int total : result.totals(game.setup.sideCount()))
        QVERIFY2(text.contains(CoreText::number(total)), qPrintable(CoreText::number(total)));
    for (const HandOutcome &hand : result.hands)
        for (int points : hand.score.sidePoints)
            QVERIFY2(text.contains(CoreText::signedNumber(points)),
                     qPrintable(CoreText::signedNumber(points)));
    QVERIFY(text.contains(QStringLiteral("Page 1 of %1").arg(document.pageCount())));
}

namespace {

QImage rasterize(const QString &pdf, const QString &prefix)
{
    const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    QProcess process;
    process.start(pdftoppm,
                  {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("30"),
                   QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                   QStringLiteral("1"), QStringLiteral("-singlefile"), pdf, prefix});
    process.waitForFinished(30000);
    return QImage(prefix + QStringLiteral(".png")).convertToFormat(QImage::Format_RGB32);
}

} // namespace

void TestReport::printerPages_data()
{
    QTest::addColumn<bool>("fullPage");
    QTest::addColumn<qreal>("margin");
    QTest::newRow("full page") << true << 0.0;
    QTest::newRow("printer margins") << false << 20.0;
}

// A QPrinter as the print dialogs hand it over, with or without its own margins, gets the
// same sheet as the PDF writer: the document always places itself on the whole paper.
void TestReport::printerPages()
{
    QFETCH(bool, fullPage);
    QFETCH(qreal, margin);
    QTemporaryDir dir;
    const Game game = longGame(30);
    SummaryDocument reference = summaryOf(game);
    const QString referencePath = dir.filePath(QStringLiteral("reference.pdf"));
    QVERIFY(SummaryPrinter::writePdf(reference, referencePath));

    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString path = dir.filePath(QStringLiteral("printer.pdf"));
    printer.setOutputFileName(path);
    printer.setPageSize(QPageSize(QPageSize::Letter));
    printer.setFullPage(fullPage);
    printer.setPageMargins(QMarginsF(margin, margin, margin, margin), QPageLayout::Millimeter);
    SummaryDocument document = summaryOf(game);
    QVERIFY(SummaryPrinter::paint(document, printer));
    QCOMPARE(document.pageSize(), QPageSize(QPageSize::Letter).size(QPageSize::Point));
    QVERIFY(document.pageCount() >= 2);

    if (QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty())
        QSKIP("pdftoppm is not installed: the printed page is not compared");
    // Laid out again for A4 the document must match the PDF writer's page pixel for pixel (nearly).
    document.setPageSize(QPageSize(QPageSize::A4).size(QPageSize::Point));
    QPrinter a4(QPrinter::HighResolution);
    a4.setOutputFormat(QPrinter::PdfFormat);
    const QString a4Path = dir.filePath(QStringLiteral("a4.pdf"));
    a4.setOutputFileName(a4Path);
    a4.setPageSize(QPageSize(QPageSize::A4));
    a4.setFullPage(fullPage);
    a4.setPageMargins(QMarginsF(margin, margin, margin, margin), QPageLayout::Millimeter);
    QVERIFY(SummaryPrinter::paint(document, a4));
    const QImage expected = rasterize(referencePath, dir.filePath(QStringLiteral("expected")));
    const QImage actual = rasterize(a4Path, dir.filePath(QStringLiteral("actual")));
    QVERIFY(!expected.isNull());
    QCOMPARE(actual.size(), expected.size());
    int differing = 0;
    for (int y = 0; y < expected.height(); ++y)
        for (int x = 0; x < expected.width(); ++x)
            differing += qAbs(qGray(expected.pixel(x, y)) - qGray(actual.pixel(x, y))) > 64 ? 1 : 0;
    QVERIFY2(differing < expected.width() * expected.height() / 200,
             qPrintable(QString::number(differing)));
}

void TestReport::cli_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("stderrHas");
    const QString data = QStringLiteral(PINACULO_TEST_DATA "/");
    const QString evening = data + QStringLiteral("report-evening.game.json");
    QTest::newRow("es") << QStringList {evening, QStringLiteral("-o"), QStringLiteral("OUT"),
                                        QStringLiteral("--lang"), QStringLiteral("es")}
                        << 0 << QString();
    QTest::newRow("letter, date") << QStringList {evening,
                                                  QStringLiteral("-o"),
                                                  QStringLiteral("OUT"),
                                                  QStringLiteral("--paper"),
                                                  QStringLiteral("letter"),
                                                  QStringLiteral("--date"),
                                                  QStringLiteral("2026-11-28")}
                                  << 0 << QString();
    QTest::newRow("refused file") << QStringList {data + QStringLiteral("report-refused.game.json"),
                                                  QStringLiteral("-o"), QStringLiteral("OUT")}
                                  << 2 << QStringLiteral("unknown key");
    QTest::newRow("no output") << QStringList {evening} << 2 << QStringLiteral("-o");
    QTest::newRow("no file") << QStringList {QStringLiteral("-o"), QStringLiteral("OUT")} << 2
                             << QStringLiteral("game file");
    QTest::newRow("bad paper") << QStringList {evening, QStringLiteral("-o"), QStringLiteral("OUT"),
                                               QStringLiteral("--paper"), QStringLiteral("a3")}
                               << 2 << QStringLiteral("a3");
    QTest::newRow("bad date") << QStringList {evening, QStringLiteral("-o"), QStringLiteral("OUT"),
                                              QStringLiteral("--date"), QStringLiteral("28/11")}
                              << 2 << QStringLiteral("28/11");
    QTest::newRow("missing folder")
        << QStringList {evening, QStringLiteral("-o"), QStringLiteral("nowhere/OUT")} << 2
        << QStringLiteral("nowhere");
}

void TestReport::cli()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, stderrHas);
    const QString cli = QStringLiteral(PINACULO_BUILD_DIR "/pinaculo-cli");
    if (!QFile::exists(cli))
        QSKIP("pinaculo-cli is not built");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("summary.pdf"));
    arguments.replaceInStrings(QStringLiteral("nowhere/OUT"),
                               dir.filePath(QStringLiteral("nowhere/summary.pdf")));
    arguments.replaceInStrings(QStringLiteral("OUT"), out);
    QProcess process;
    process.start(cli, QStringList {QStringLiteral("summary")} + arguments);
    QVERIFY(process.waitForFinished(60000));
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitCode(), exitCode);
    if (exitCode == 0) {
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
    } else {
        QVERIFY2(err.contains(stderrHas), qPrintable(err));
        QVERIFY(!QFile::exists(out));
    }
}

// A stored game prints the same way: import it, then summary --db PATH ID.
void TestReport::cliStoredGame()
{
    const QString cli = QStringLiteral(PINACULO_BUILD_DIR "/pinaculo-cli");
    if (!QFile::exists(cli))
        QSKIP("pinaculo-cli is not built");
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("games.sqlite"));
    auto run = [&cli](const QStringList &arguments, QByteArray *output = nullptr) {
        QProcess process;
        process.start(cli, arguments);
        process.waitForFinished(60000);
        if (output)
            *output = process.readAllStandardOutput();
        return process.exitCode();
    };
    QByteArray imported;
    QCOMPARE(run({QStringLiteral("import"),
                  QStringLiteral(PINACULO_TEST_DATA "/report-evening.game.json"),
                  QStringLiteral("--db"), db},
                 &imported),
             0);
    const QString id = QString::fromUtf8(imported).trimmed();
    const QString pdf = dir.filePath(QStringLiteral("stored.pdf"));
    QCOMPARE(
        run({QStringLiteral("summary"), QStringLiteral("--db"), db, id, QStringLiteral("-o"), pdf}),
        0);
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
    QCOMPARE(run({QStringLiteral("summary"), QStringLiteral("--db"), db, QStringLiteral("999"),
                  QStringLiteral("-o"), dir.filePath(QStringLiteral("none.pdf"))}),
             2);
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("none.pdf"))));
    QCOMPARE(run({QStringLiteral("summary"), QStringLiteral("--db"), db, QStringLiteral("abc"),
                  QStringLiteral("-o"), dir.filePath(QStringLiteral("none.pdf"))}),
             2);
}

QTEST_MAIN(TestReport)
#include "tst_report.moc"
