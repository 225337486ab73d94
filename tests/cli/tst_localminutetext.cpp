// The list prints each game's time through LocalMinuteText instead of QDateTime::toLocalTime;
// the text must stay exactly Qt's in every time zone, across changes to and from summer time,
// and before 1970 and after 2037, where Qt converts its own way.
#include "localminutetext.h"

#include <QRandomGenerator>
#include <QTest>

using namespace pinaculo;

class TestLocalMinuteText : public QObject
{
    Q_OBJECT

private slots:
    void cleanupTestCase() { qunsetenv("TZ"); }
    void asQtWritesIt_data();
    void asQtWritesIt();
};

void TestLocalMinuteText::asQtWritesIt_data()
{
    QTest::addColumn<QByteArray>("zone");
    for (const char *zone :
         {"UTC", "Europe/Madrid", "Europe/Rome", "America/New_York", "Asia/Kathmandu",
          "Australia/Lord_Howe", "CET-1CEST,M3.5.0,M10.5.0/3", "", "No/Such_Zone"})
        QTest::addRow("%s", zone) << QByteArray(zone);
}

void TestLocalMinuteText::asQtWritesIt()
{
    QFETCH(QByteArray, zone);
    qputenv("TZ", zone);
    const LocalMinuteText text;
    QRandomGenerator random(7);
    QList<qint64> times {0, 999, 1000, 2'145'830'399'999, 2'145'830'400'000, -1, -60'001};
    // Every quarter of an hour around two changes of summer time in Europe and America.
    for (qint64 start : {1'679'788'800'000, 1'698'537'600'000, 1'678'579'200'000})
        for (qint64 ms = start; ms < start + 48 * 3'600'000; ms += 900'000)
            times.append(ms + 59'999);
    for (int i = 0; i < 2000; ++i)
        times.append(qint64(random.bounded(qint64(-3'000'000'000), qint64(3'000'000'000))) * 1000
                     + random.bounded(1000));
    for (qint64 ms : std::as_const(times)) {
        const QDateTime time = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
        QCOMPARE(text.of(time), time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    }
    QCOMPARE(text.of(QDateTime()), QDateTime().toLocalTime().toString(u"yyyy-MM-dd HH:mm"));
}

QTEST_GUILESS_MAIN(TestLocalMinuteText)
#include "tst_localminutetext.moc"
