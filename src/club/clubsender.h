#pragma once

#include "clubserver.h"
#include "clubsubmissions.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>

namespace pinaculo {

class ClubConnection;

// The network side of a table's outbox, on a thread of its own so that the window never waits
// for the club (a connection attempt may take ClubServer::ConnectTimeoutSeconds): it holds the
// laptop's connection to the club, made on its own thread as Qt SQL requires, and sends what it
// is given, each as ClubSubmissions sends it, opening the connection again when it was found
// dead.
class ClubSender : public QObject
{
    Q_OBJECT

public:
    explicit ClubSender(const ClubServer &server);
    ~ClubSender() override;

public slots:
    void send(const QList<pinaculo::ClubSubmissions::Submission> &submissions);

signals:
    // The submissions the club now has (stored, or there already), in the order given, up to the
    // first that could not be sent; `error` says why the rest was not, empty when all went.
    void sent(const QList<pinaculo::ClubSubmissions::Submission> &delivered, const QString &error);

private:
    ClubServer m_server;
    std::unique_ptr<ClubConnection> m_connection;
};

} // namespace pinaculo
