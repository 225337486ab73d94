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
    QTest::newRow("es") << QStringLiteral("es")
                        << QStringList {QStringLiteral("Mano"), QStringLiteral("Dador"),
                                        QStringLiteral("se juega a 1.500"), QStringLiteral("1.420"),
                                        QStringLiteral(
                                            "Partida en curso: gana el primero que llegue a 1.500")}
                        << QStringList {QStringLiteral("Dealer"), QStringLiteral("Mazziere"),
                                        QStringLiteral("Game on"), QStringLiteral("1,420")};
    QTest::newRow("it") << QStringLiteral("it")
                        << QStringList {QStringLiteral("Smazzata"), QStringLiteral("Mazziere"),
                                        QStringLiteral("si gioca a 1.500"), QStringLiteral("1.420"),
                                        QStringLiteral(
                                            "Partita in corso: vince chi arriva per primo a 1.500")}
                        << QStringList {QStringLiteral("Dealer"), QStringLiteral("Dador"),
                                        QStringLiteral("Game on"), QStringLiteral("1,420")};
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringList {QStringLiteral("Hand"), QStringLiteral("Dealer"),
                                        QStringLiteral("target 1,500"), QStringLiteral("1,420"),
                                        QStringLiteral("Game on: first to 1,500")}
                        << QStringList {QStringLiteral("Dador"), QStringLiteral("Mazziere"),
                                        QStringLiteral("Partida"), QStringLiteral("1.420")};
}

void TestCliLanguage::scoreTable()
{
    QFETCH(QString, language);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, foreign);

    const Run run
        = runCli({QStringLiteral("score"), QStringLiteral("--lang"), language, exampleGame()});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    for (const QString &text : expected)
        QVERIFY2(run.out.contains(text), qPrintable(text + QStringLiteral("\n---\n") + run.out));
    for (const QString &text : foreign)
        QVERIFY2(!run.out.contains(text), qPrintable(text + QStringLiteral("\n---\n") + run.out));
}

void TestCliLanguage::unknownLanguage()
{
    const Run run = runCli(
        {QStringLiteral("score"), QStringLiteral("--lang"), QStringLiteral("fr"), exampleGame()});
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.err.contains(QStringLiteral("\"fr\"")), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_cli_language.moc"
