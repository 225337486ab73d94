#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTest>

// Damage for the storage suites that the verified stamp cannot see, and the file copies that
// stand for a backup restored over a database.
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

// A file's bytes, or nothing when it cannot be read.
inline QByteArray contentOf(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Written in place, as `cp` writes over an existing file: the same inode, new content.
inline void overwrite(const QString &file, const QByteArray &content)
{
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(content), content.size());
}

} // namespace storagetest
