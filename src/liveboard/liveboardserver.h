#pragma once

#include "liveboardpaths.h"
#include "liveboardtoken.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QUrl>

namespace pinaculo {

class GameDocument;
class LiveBoardHub;
class LiveBoardListener;
class LiveBoardRequestHead;
class LiveBoardResponse;

// The live board: a read-only page of the game on the table for the phones around it.
// start() listens (on every address of the machine, or one) with a new random token; the page
// is at /board/TOKEN, the game's score JSON at /board/TOKEN/state and its updates on the
// WebSocket /board/TOKEN/socket. Every other path is 404, every method but GET 405 (HEAD too: no
// browser asks it of the board, and one answer for every other method leaves nothing to get
// wrong). Each change of the document is pushed to every page at once; stop() closes every
// connection. The bounds on connections and what they send are the door's (LiveBoardListener,
// LiveBoardConnection) and the hub's (LiveBoardHub).
class LiveBoardServer : public QObject
{
    Q_OBJECT

public:
    explicit LiveBoardServer(QObject *parent = nullptr);
    ~LiveBoardServer() override;

    // Starts sharing on `port` (0: any free port) of `address`; false with errorString() when
    // the port cannot be had. A running board is stopped first, so its address stops working.
    bool start(quint16 port, const QHostAddress &address = QHostAddress::Any);
    void stop();
    bool isSharing() const { return m_listener != nullptr; }
    QString errorString() const { return m_error; }

    quint16 port() const { return m_port; }
    QString token() const { return m_token.text(); }
    // http://ADDRESS:PORT/board/TOKEN, with the address phones should use: the one listened on,
    // or when listening on every address, the machine's first IPv4 address that is not loopback.
    QUrl url() const;
    // The first non-loopback IPv4 address of the machine's interfaces that are up; loopback
    // when there is none.
    static QHostAddress lanAddress();

    // The game shown; nullptr shows that no game is open. Kept across stop and start.
    void setDocument(GameDocument *document);
    int clientCount() const;
    int connectionCount() const;

signals:
    void sharingChanged(bool sharing);
    void clientCountChanged(int count);

private:
    void publish();
    LiveBoardResponse answer(LiveBoardPaths::Resource resource,
                             const LiveBoardRequestHead &request) const;

    QPointer<GameDocument> m_document;
    LiveBoardListener *m_listener = nullptr;
    LiveBoardHub *m_hub = nullptr;
    LiveBoardToken m_token;
    QHostAddress m_address;
    quint16 m_port = 0;
    QString m_error;
};

} // namespace pinaculo
