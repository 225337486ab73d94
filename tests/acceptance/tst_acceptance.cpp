#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

// The shared acceptance cases, run by their own checker against the built pinaculo-cli. They
// live outside the repository; where they are absent the suite says so and skips.
class TestAcceptance : public QObject
{
    Q_OBJECT

private slots:
    void sharedCases();
    void outcomeCases();

private:
    // Runs the checker on a folder of cases (the checker's default when empty) and expects
    // its closing line to report at least one case passed and none failed.
    void runChecker(const QString &cases);
};

void TestAcceptance::runChecker(const QString &cases)
{
    const QString checker
        = QDir::cleanPath(QStringLiteral(PINACULO_SOURCE_DIR "/../shared/tools/check-cases"));
    if (!QFileInfo(checker).isFile())
        QSKIP(qPrintable(
            QStringLiteral("the shared acceptance cases are not present (%1)").arg(checker)));
    if (!cases.isEmpty() && !QFileInfo(cases).isDir())
        QSKIP(qPrintable(
            QStringLiteral("the shared acceptance cases are not present (%1)").arg(cases)));

    const QString cli = QStringLiteral(PINACULO_BUILD_DIR "/pinaculo-cli");
    QVERIFY2(QFileInfo::exists(cli), qPrintable(cli));

    QStringList arguments {checker, QStringLiteral("--cli"), cli};
    if (!cases.isEmpty())
        arguments << QStringLiteral("--cases") << cases;
    QProcess process;
    process.start(QStringLiteral("python3"), arguments);
    QVERIFY2(process.waitForStarted(), "python3 could not be started");
    QVERIFY2(process.waitForFinished(120000), "the checker did not finish");
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    const QString err = QString::fromUtf8(process.readAllStandardError());

    const QStringList lines = out.trimmed().split(u'\n');
    const QString last = lines.last().trimmed();
    static const QRegularExpression summary(QStringLiteral("^(\\d+) passed, (\\d+) failed$"));
    const QRegularExpressionMatch match = summary.match(last);
    QVERIFY2(match.hasMatch(), qPrintable(out + err));
    QVERIFY2(match.captured(1).toInt() > 0, qPrintable(out));
    QVERIFY2(match.captured(2).toInt() == 0, qPrintable(out));
    QCOMPARE(process.exitCode(), 0);
}

void TestAcceptance::sharedCases()
{
    runChecker({});
}

// The cases about how a game ends: the deciding hand, the totals and hands after the end.
void TestAcceptance::outcomeCases()
{
    runChecker(QDir::cleanPath(QStringLiteral(PINACULO_SOURCE_DIR "/../shared/cases/outcome")));
}

QTEST_GUILESS_MAIN(TestAcceptance)
#include "tst_acceptance.moc"
