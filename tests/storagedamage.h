#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTest>

// Damage for the storage suites that the verified stamp cannot see.
namespace storagetest {

// 192 bytes over the start of a page in the middle of the file, keeping its size and
// modification time: what a failing sector or a flipped bit does, unseen by the stamp.
inline void rot(const QString &file)
{
    QFile f(file);
    const QDateTime modified = QFileInfo(file).lastModified();
    QVERIFY(f.open(QIODevice::ReadWrite));
    const qint64 size = f.size();
    QVERIFY(size > 8 * 4096);
    QVERIFY(f.seek((size / 2) / 4096 * 4096));
    QCOMPARE(f.write(QByteArray(192, '\xa5')), qint64(192));
    f.close();
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(modified, QFileDevice::FileModificationTime));
    f.close();
    QCOMPARE(QFileInfo(file).lastModified(), modified);
    QCOMPARE(QFileInfo(file).size(), size);
}

} // namespace storagetest
