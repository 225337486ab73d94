// The looks the charts give each side and the hands their axes label, shared by the window's
// chart and the printed summary.
#include "handaxisticks.h"
#include "sidepalette.h"

#include <QImage>
#include <QSet>
#include <QTest>

using namespace pinaculo;

class TestChartLooks : public QObject
{
    Q_OBJECT

private slots:
    void sixSidesGetSixColoursStylesAndMarkers();
    void pensCarryTheSidesStyle();
    void markersAreDrawnInTheSidesColour();
    void handTicksAreWholeHandsFromOne();
    void shortGamesLabelEveryHand();
};

void TestChartLooks::sixSidesGetSixColoursStylesAndMarkers()
{
    QSet<QRgb> colours;
    QSet<int> styles;
    QSet<int> markers;
    QSet<QPair<QRgb, int>> pairs;
    for (int side = 0; side < SidePalette::distinctSides; ++side) {
        colours.insert(SidePalette::colour(side).rgb());
        styles.insert(int(SidePalette::lineStyle(side)));
        markers.insert(int(SidePalette::marker(side)));
        pairs.insert({SidePalette::colour(side).rgb(), int(SidePalette::lineStyle(side))});
    }
    QCOMPARE(SidePalette::distinctSides, 6);
    QCOMPARE(colours.size(), 6);
    QCOMPARE(styles.size(), 6);
    QCOMPARE(markers.size(), 6);
    QCOMPARE(pairs.size(), 6);
    // A seventh side repeats the first rather than failing.
    QCOMPARE(SidePalette::colour(6), SidePalette::colour(0));
}

void TestChartLooks::pensCarryTheSidesStyle()
{
    QSet<QList<qreal>> patterns;
    for (int side = 0; side < SidePalette::distinctSides; ++side) {
        const QPen pen = SidePalette::pen(side, 2);
        QCOMPARE(pen.color(), SidePalette::colour(side));
        QCOMPARE(pen.widthF(), 2.0);
        patterns.insert(pen.style() == Qt::SolidLine ? QList<qreal>() : pen.dashPattern());
    }
    QCOMPARE(patterns.size(), 6);
}

void TestChartLooks::markersAreDrawnInTheSidesColour()
{
    QSet<QByteArray> shapes;
    for (int side = 0; side < SidePalette::distinctSides; ++side) {
        const QImage image = SidePalette::markerImage(side, 24);
        QCOMPARE(image.size(), QSize(24, 24));
        QCOMPARE(image.pixelColor(12, 12).rgb(), SidePalette::colour(side).rgb());
        QByteArray mask;
        for (int y = 0; y < 24; ++y) {
            for (int x = 0; x < 24; ++x)
                mask.append(qAlpha(image.pixel(x, y)) > 128 ? '1' : '0');
        }
        shapes.insert(mask);
    }
    QCOMPARE(shapes.size(), 6);
}

void TestChartLooks::handTicksAreWholeHandsFromOne()
{
    for (int hands = 1; hands <= 200; ++hands) {
        const HandAxisTicks ticks(hands);
        const QList<int> values = ticks.values();
        QVERIFY(!values.isEmpty());
        QCOMPARE(ticks.first(), 1);
        QVERIFY(ticks.last() >= hands);
        QVERIFY2(values.size() <= 13, qPrintable(QString::number(hands)));
        QVERIFY(values.first() >= 1);
        QVERIFY(values.last() <= ticks.last());
        for (int i = 1; i < values.size(); ++i)
            QVERIFY(values.at(i) > values.at(i - 1));
        // Evenly spaced whole steps, hand 1 apart.
        for (int i = 2; i < values.size(); ++i)
            QCOMPARE(values.at(i) - values.at(i - 1), ticks.step());
    }
}

void TestChartLooks::shortGamesLabelEveryHand()
{
    QCOMPARE(HandAxisTicks(1).values(), QList<int>({1, 2}));
    QCOMPARE(HandAxisTicks(7).values(), QList<int>({1, 2, 3, 4, 5, 6, 7}));
    QCOMPARE(HandAxisTicks(20).values(), QList<int>({2, 4, 6, 8, 10, 12, 14, 16, 18, 20}));
    QCOMPARE(HandAxisTicks(60).values(),
             QList<int>({1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60}));
}

QTEST_MAIN(TestChartLooks)
#include "tst_chartlooks.moc"
