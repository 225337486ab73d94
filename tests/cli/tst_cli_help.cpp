// pinaculo-cli as a script meets it: --version, --help on every command (in the language asked
// for), and nothing on stderr from a command that succeeded, even without a desktop session.
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCliHelp : public QObject
{
    Q_OBJECT

private slots:
    void version();
    void commandHelp_data();
    void commandHelp();
    void helpInTheLanguageAskedFor_data();
    void helpInTheLanguageAskedFor();
    void summaryWithoutDesktopSessionIsSilent();
};

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run runCli(const QStringList &arguments,
           const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    QProcessEnvironment env = environment;
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(PINACULO_BUILD_DIR "/pinaculo-cli"), arguments);
    Run run;
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

void TestCliHelp::version()
{
    for (const QString &option : {QStringLiteral("--version"), QStringLiteral("-v")}) {
        const Run run = runCli({option});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("pinaculo-cli 0.")), qPrintable(run.out));
        QCOMPARE(run.err, QString());
    }
}

void TestCliHelp::commandHelp_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("options");
    QTest::newRow("meld") << QStringLiteral("meld")
                          << QStringList {QStringLiteral("--variant"), QStringLiteral("--rescued")};
    QTest::newRow("score") << QStringLiteral("score") << QStringList {QStringLiteral("--json")};
    QTest::newRow("import") << QStringLiteral("import")
                            << QStringList {QStringLiteral("--db"), QStringLiteral("--name")};
    QTest::newRow("export") << QStringLiteral("export")
                            << QStringList {QStringLiteral("--db"), QStringLiteral("--output")};
    QTest::newRow("list") << QStringLiteral("list")
                          << QStringList {QStringLiteral("--player"), QStringLiteral("--variant")};
#ifdef PINACULO_CLI_SUMMARY
    QTest::newRow("summary") << QStringLiteral("summary")
                             << QStringList {QStringLiteral("--paper"), QStringLiteral("--date")};
#endif
}

void TestCliHelp::commandHelp()
{
    QFETCH(QString, command);
    QFETCH(QStringList, options);
    const Run run = runCli(
        {command, QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QString());
    QVERIFY2(run.out.contains(QStringLiteral("pinaculo-cli ") + command + u' '),
             qPrintable(run.out));
    for (const QString &option : options)
        QVERIFY2(run.out.contains(option), qPrintable(option + u'\n' + run.out));
    QVERIFY2(run.out.contains(QStringLiteral("--help")), qPrintable(run.out));
}

void TestCliHelp::helpInTheLanguageAskedFor_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Comprueba una combinación");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("Controlla una combinazione");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Checks one meld");
}

void TestCliHelp::helpInTheLanguageAskedFor()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    const Run run = runCli(
        {QStringLiteral("meld"), QStringLiteral("--lang"), language, QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(expected), qPrintable(run.out));
}

void TestCliHelp::summaryWithoutDesktopSessionIsSilent()
{
#ifndef PINACULO_CLI_SUMMARY
    QSKIP("pinaculo-cli is built without the summary command");
#else
    // Over ssh, in CI or a container: no display, no runtime directory.
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
        env.remove(QLatin1StringView(name));
    env.insert(QStringLiteral("TMPDIR"), dir.path());
    const QString pdf = dir.filePath(QStringLiteral("summary.pdf"));
    const Run run = runCli({QStringLiteral("summary"),
                            QStringLiteral(PINACULO_TEST_DATA "/example-pinaculo.json"),
                            QStringLiteral("-o"), pdf},
                           env);
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QFileInfo(pdf).size() > 0);
#endif
}

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_cli_help.moc"
