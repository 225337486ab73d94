#include <QProcess>
#include <QTest>

// pinaculo-cli speaks the language asked for with --lang: the score table's headers, its
// numbers and the verdict line come out in Spanish, Italian or English.
class TestCliLanguage : public QObject
{
    Q_OBJECT

private slots:
    void scoreTable_data();
    void scoreTable();
    void unknownLanguage();
};

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run runCli(const QStringList &arguments)
{
    QProcess process;
    process.setProgram(QStringLiteral(PINACULO_BUILD_DIR "/pinaculo-cli"));
    process.setArguments(arguments);
    process.start();
    Run run;
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("pinaculo-cli did not finish: ") + process.errorString();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QString exampleGame()
{
    return QStringLiteral(PINACULO_TEST_DATA "/example-pinaculo.json");
}

} // namespace

void TestCliLanguage::scoreTable_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QStringList>("foreign");

    // The headers, the target in the title, a four-digit total and the verdict (the example game
    // is still on after three hands), each in the locale's own number format; the other
    // languages' words must not leak in.
    QTest::newRow("es") << u"es"_qs
                        << QStringList {u"Mano"_qs, u"Repartidor"_qs, u"meta 1.500"_qs, u"1.420"_qs,
                                        u"Partida en curso: gana el primero que llegue a 1.500"_qs}
                        << QStringList {u"Dealer"_qs, u"Mazziere"_qs, u"Game on"_qs, u"1,420"_qs};
    QTest::newRow("it") << u"it"_qs
                        << QStringList {u"Smazzata"_qs, u"Mazziere"_qs, u"obiettivo 1.500"_qs,
                                        u"1.420"_qs,
                                        u"Partita in corso: vince chi arriva per primo a 1.500"_qs}
                        << QStringList {u"Dealer"_qs, u"Repartidor"_qs, u"Game on"_qs, u"1,420"_qs};
    QTest::newRow("en") << u"en"_qs
                        << QStringList {u"Hand"_qs, u"Dealer"_qs, u"target 1,500"_qs, u"1,420"_qs,
                                        u"Game on: first to 1,500"_qs}
                        << QStringList {u"Repartidor"_qs, u"Mazziere"_qs, u"Partida"_qs,
                                        u"1.420"_qs};
}

void TestCliLanguage::scoreTable()
{
    QFETCH(QString, language);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, foreign);

    const Run run = runCli({u"score"_qs, u"--lang"_qs, language, exampleGame()});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    for (const QString &text : expected)
        QVERIFY2(run.out.contains(text), qPrintable(text + u"\n---\n"_qs + run.out));
    for (const QString &text : foreign)
        QVERIFY2(!run.out.contains(text), qPrintable(text + u"\n---\n"_qs + run.out));
}

void TestCliLanguage::unknownLanguage()
{
    const Run run = runCli({u"score"_qs, u"--lang"_qs, u"fr"_qs, exampleGame()});
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.err.contains(u"\"fr\""_qs), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_cli_language.moc"
