#include "storedhandcheck.h"

#include <QCryptographicHash>

namespace pinaculo {

QString StoredHandCheck::checksum(const QByteArray &json)
{
    // 64 bits of SHA-256: damage, not an adversary, is what it is to find.
    return QString::fromLatin1(
        QCryptographicHash::hash(json, QCryptographicHash::Sha256).left(8).toHex());
}

bool StoredHandCheck::matches(const QByteArray &json, const QString &stored)
{
    return stored.isEmpty() || checksum(json) == stored;
}

} // namespace pinaculo
