#pragma once

#include <QByteArray>
#include <QString>

namespace pinaculo {

// A password as PostgreSQL keeps it, SCRAM-SHA-256 (RFC 5802, RFC 7677): what CREATE ROLE …
// PASSWORD is given instead of the password itself, so that the password never travels to the
// server or into its statement log, and the server stores exactly this.
class ScramVerifier
{
public:
    static constexpr int Iterations = 4096; // PostgreSQL's own default
    static constexpr int SaltBytes = 16;

    // "SCRAM-SHA-256$4096:<salt>$<StoredKey>:<ServerKey>", each part in base64, for a password of
    // printable ASCII (the club's passwords are letters and digits, which SASLprep leaves as
    // they are). `salt` is random unless given.
    static QString of(const QString &password, const QByteArray &salt = {});

    // PBKDF2 with HMAC-SHA-256 for one block of 32 bytes, as SCRAM salts a password.
    static QByteArray saltedPassword(const QByteArray &password, const QByteArray &salt,
                                     int iterations);
};

} // namespace pinaculo
