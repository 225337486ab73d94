#include "scramverifier.h"

#include <QTest>

using namespace pinaculo;

// The password's verifier the club's server is given instead of the password: PBKDF2-HMAC-SHA-256
// as published test vectors give it, and the verifier in PostgreSQL's form, new with every salt.
class TestScramVerifier : public QObject
{
    Q_OBJECT

private slots:
    void saltedPasswordAsPublished_data();
    void saltedPasswordAsPublished();
    void verifierInPostgresForm();
};

void TestScramVerifier::saltedPasswordAsPublished_data()
{
    QTest::addColumn<QByteArray>("password");
    QTest::addColumn<QByteArray>("salt");
    QTest::addColumn<int>("iterations");
    QTest::addColumn<QByteArray>("expected");
    // RFC 7914 §11, the first 32 bytes; and the common 4096-round vector.
    QTest::newRow("RFC 7914, 1 round")
        << QByteArray("passwd") << QByteArray("salt") << 1
        << QByteArray::fromHex("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc");
    QTest::newRow("4096 rounds")
        << QByteArray("password") << QByteArray("salt") << 4096
        << QByteArray::fromHex("c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a");
}

void TestScramVerifier::saltedPasswordAsPublished()
{
    QFETCH(QByteArray, password);
    QFETCH(QByteArray, salt);
    QFETCH(int, iterations);
    QFETCH(QByteArray, expected);
    QCOMPARE(ScramVerifier::saltedPassword(password, salt, iterations).toHex(), expected.toHex());
}

void TestScramVerifier::verifierInPostgresForm()
{
    const QByteArray salt = QByteArray::fromBase64("W22ZaJ0SNY7soEsUEjb6gQ==");
    const QString verifier = ScramVerifier::of(QStringLiteral("pencil"), salt);
    const QStringList parts = verifier.split(u'$');
    QCOMPARE(parts.size(), 3);
    QCOMPARE(parts[0], QStringLiteral("SCRAM-SHA-256"));
    QCOMPARE(parts[1], QStringLiteral("4096:W22ZaJ0SNY7soEsUEjb6gQ=="));
    const QStringList keys = parts[2].split(u':');
    QCOMPARE(keys.size(), 2);
    QCOMPARE(QByteArray::fromBase64(keys[0].toLatin1()).size(), 32);
    QCOMPARE(QByteArray::fromBase64(keys[1].toLatin1()).size(), 32);
    QCOMPARE(ScramVerifier::of(QStringLiteral("pencil"), salt), verifier); // the salt decides
    QVERIFY(ScramVerifier::of(QStringLiteral("pencil")) != verifier); // a new salt each time
    QVERIFY(!verifier.contains(QStringLiteral("pencil")));
}

QTEST_APPLESS_MAIN(TestScramVerifier)
#include "tst_scramverifier.moc"
