#pragma once

#include <QHostAddress>
#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace pinaculo {

class GameDocument;
class LiveBoardServer;
class ShareBoardDialog;

// The window's side of the live board: Game → Share Live Board… (checked while sharing) starts
// the board on every address of the machine and shows its address and QR code; unchecking it,
// or the dialog's Stop button, stops it. The board follows the game on the table.
class LiveBoardSharing : public QObject
{
    Q_OBJECT

public:
    LiveBoardSharing(QAction *action, QWidget *window);
    ~LiveBoardSharing() override;

    LiveBoardServer *server() const { return m_server; }
    // Starts sharing (port 0: any free port); false with a translated reason in `error`.
    bool start(quint16 port, const QHostAddress &address, QString *error);
    void stop();
    void setDocument(GameDocument *document);
    // The dialog shown while sharing; nullptr before it is first shown.
    ShareBoardDialog *dialog() const;
    void showDialog();

private:
    void shareTriggered(bool checked);

    QAction *m_action;
    QWidget *m_window;
    LiveBoardServer *m_server;
    QPointer<ShareBoardDialog> m_dialog;
};

} // namespace pinaculo
