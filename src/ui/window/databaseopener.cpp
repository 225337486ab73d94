#include "window/databaseopener.h"

#include "common/plainmessagebox.h"
#include "integritycheck.h"

#include <QDir>

#include <cstdio>

namespace pinaculo {

namespace {

// Every refusal also goes to standard error: a window started from a terminal or a script, or on
// a platform that shows no window, still says why it stopped.
void printRefusal(const QString &message)
{
    std::fprintf(stderr, "pinaculo: %s\n", qPrintable(message));
    std::fflush(stderr);
}

} // namespace

bool DatabaseOpener::open(Database &database, const QString &path, QWidget *parent)
{
    const Database::OpenResult result = database.open(path, Database::Access::Exclusive);
    switch (result.status) {
    case Database::Status::Ok:
        for (const QString &notice : result.notices)
            PlainMessageBox::information(parent, tr("Database"), notice);
        return true;
    case Database::Status::Damaged:
    case Database::Status::NotDatabase: {
        printRefusal(result.message);
        const auto answer = PlainMessageBox::question(
            parent, tr("Damaged database"),
            tr("%1\n\nThe file will not be changed. Set it aside under a new name and start a "
               "new, empty database?")
                .arg(result.message),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes, QMessageBox::Warning);
        if (answer != QMessageBox::Yes)
            return false;
        QString movedTo;
        const Database::OpenResult fresh
            = database.moveAsideAndCreateFresh(path, Database::Access::Exclusive, &movedTo);
        if (!fresh.ok()) {
            printRefusal(fresh.message);
            PlainMessageBox::critical(parent, tr("Database"), fresh.message);
            return false;
        }
        PlainMessageBox::information(
            parent, tr("Database"),
            tr("The damaged database was kept as %1.").arg(QDir::toNativeSeparators(movedTo)));
        return true;
    }
    case Database::Status::Locked:
    case Database::Status::TooNew:
    case Database::Status::Unavailable:
        printRefusal(result.message);
        PlainMessageBox::critical(parent, tr("Database"), result.message);
        return false;
    }
    return false;
}

void DatabaseOpener::watch(const Database &database, QWidget *window)
{
    IntegrityCheck *check = database.integrityCheck();
    if (!check)
        return;
    const auto show = [window](const QString &message) {
        printRefusal(message);
        auto *box = new PlainMessageBox(QMessageBox::Critical, tr("Damaged database"), message,
                                        QMessageBox::Ok, window);
        box->setObjectName(QStringLiteral("damagedDatabaseBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open();
    };
    if (check->state() == IntegrityCheck::State::Failed) {
        show(check->failure());
        return;
    }
    QObject::connect(check, &IntegrityCheck::finished, window,
                     [show](bool passed, const QString &message) {
                         if (!passed)
                             show(message);
                     });
}

} // namespace pinaculo
