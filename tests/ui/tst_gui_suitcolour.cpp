// The hand breakdown shows its red cards in red, as the entry dialogs do.
#include "cards/cardtext.h"
#include "scoresheet/suitcolourdelegate.h"

#include <QHeaderView>
#include <QImage>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace pinaculo;

class SuitColourTest : public QObject
{
    Q_OBJECT

private slots:
    void redCards_data();
    void redCards();
    void paintsRedCardsRed();

private:
    static int redPixels(const QImage &image, const QRect &area, const QColor &red);
};

void SuitColourTest::redCards_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("red");
    QTest::newRow("cards left") << QStringLiteral("Cards left in hand: 9♥ 10♦ 3♠")
                                << QStringList {QStringLiteral("9♥"), QStringLiteral("10♦")};
    QTest::newRow("meld with joker") << QStringLiteral("J♣ J♦ J♥ JK")
                                     << QStringList {QStringLiteral("J♦"), QStringLiteral("J♥")};
    QTest::newRow("black only") << QStringLiteral("3♠ 4♠ 5♠ 6♣") << QStringList {};
    QTest::newRow("no cards") << QStringLiteral("Went out") << QStringList {};
}

void SuitColourTest::redCards()
{
    QFETCH(QString, text);
    QFETCH(QStringList, red);
    QStringList found;
    for (const SuitColourDelegate::Span &span : SuitColourDelegate::redCards(text))
        found.append(text.mid(span.start, span.length));
    QCOMPARE(found, red);
}

int SuitColourTest::redPixels(const QImage &image, const QRect &area, const QColor &red)
{
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            // Antialiased edges blend with the background: count the clearly red ones.
            if (pixel.red() > 150 && pixel.green() < 110 && pixel.blue() < 110
                && qAbs(pixel.red() - red.red()) < 60)
                ++count;
        }
    return count;
}

void SuitColourTest::paintsRedCardsRed()
{
    QStandardItemModel model(2, 1);
    model.setItem(0, new QStandardItem(QStringLiteral("Cards left in hand: 9♥ 9♦")));
    model.setItem(1, new QStandardItem(QStringLiteral("Cards left in hand: 3♠ 4♣")));
    QTableView view;
    view.setModel(&model);
    view.setItemDelegate(new SuitColourDelegate(&view));
    view.horizontalHeader()->setStretchLastSection(true);
    view.resize(400, 120);
    view.clearSelection();
    view.setCurrentIndex({});
    const QImage image = view.viewport()->grab().toImage();
    const QColor red = CardText::redColor(view.palette());
    const QRect hearts = view.visualRect(model.index(0, 0));
    const QRect spades = view.visualRect(model.index(1, 0));
    QVERIFY(redPixels(image, hearts, red) > 10);
    QCOMPARE(redPixels(image, spades, red), 0);
}

QTEST_MAIN(SuitColourTest)
#include "tst_gui_suitcolour.moc"
