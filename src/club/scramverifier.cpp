#include "scramverifier.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

namespace pinaculo {

namespace {

QByteArray hmac(const QByteArray &key, const QByteArray &message)
{
    return QMessageAuthenticationCode::hash(message, key, QCryptographicHash::Sha256);
}

} // namespace

QByteArray ScramVerifier::saltedPassword(const QByteArray &password, const QByteArray &salt,
                                         int iterations)
{
    // U1 = HMAC(P, salt || INT(1)), Ui = HMAC(P, Ui-1); the result is U1 xor … xor Un.
    QByteArray u = hmac(password, salt + QByteArray("\x00\x00\x00\x01", 4));
    QByteArray result = u;
    for (int i = 1; i < iterations; ++i) {
        u = hmac(password, u);
        for (qsizetype b = 0; b < result.size(); ++b)
            result[b] = char(result[b] ^ u[b]);
    }
    return result;
}

QString ScramVerifier::of(const QString &password, const QByteArray &salt)
{
    QByteArray s = salt;
    if (s.isEmpty()) {
        s.resize(SaltBytes);
        QRandomGenerator *random = QRandomGenerator::system();
        for (qsizetype i = 0; i < s.size(); ++i)
            s[i] = char(random->bounded(256));
    }
    const QByteArray salted = saltedPassword(password.toUtf8(), s, Iterations);
    const QByteArray storedKey = QCryptographicHash::hash(
        hmac(salted, QByteArrayLiteral("Client Key")), QCryptographicHash::Sha256);
    const QByteArray serverKey = hmac(salted, QByteArrayLiteral("Server Key"));
    return QStringLiteral("SCRAM-SHA-256$%1:%2$%3:%4")
        .arg(Iterations)
        .arg(QString::fromLatin1(s.toBase64()), QString::fromLatin1(storedKey.toBase64()),
             QString::fromLatin1(serverKey.toBase64()));
}

} // namespace pinaculo
