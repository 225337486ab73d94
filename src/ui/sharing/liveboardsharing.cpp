#include "sharing/liveboardsharing.h"

#include "liveboardserver.h"
#include "common/plainmessagebox.h"
#include "sharing/shareboarddialog.h"

#include <QAction>
#include <QWidget>

namespace pinaculo {

LiveBoardSharing::LiveBoardSharing(QAction *action, QWidget *window)
    : QObject(window)
    , m_action(action)
    , m_window(window)
    , m_server(new LiveBoardServer(this))
{
    m_action->setCheckable(true);
    m_action->setChecked(false);
    // triggered, not toggled: only the user's click starts or stops; the server's state sets the
    // check mark.
    connect(m_action, &QAction::triggered, this, &LiveBoardSharing::shareTriggered);
    connect(m_server, &LiveBoardServer::sharingChanged, m_action, &QAction::setChecked);
    connect(m_server, &LiveBoardServer::clientCountChanged, this, [this](int count) {
        if (m_dialog)
            m_dialog->setClientCount(count);
    });
}

LiveBoardSharing::~LiveBoardSharing()
{
    disconnect(m_server, nullptr, this, nullptr);
    disconnect(m_server, nullptr, m_action, nullptr);
}

bool LiveBoardSharing::start(quint16 port, const QHostAddress &address, QString *error)
{
    if (m_server->start(port, address))
        return true;
    if (error)
        *error = tr("The live board cannot listen on %1 port %2: %3")
                     .arg(address.toString(), QString::number(port), m_server->errorString());
    return false;
}

void LiveBoardSharing::stop()
{
    m_server->stop();
    if (m_dialog)
        m_dialog->close();
}

void LiveBoardSharing::setDocument(GameDocument *document)
{
    m_server->setDocument(document);
}

ShareBoardDialog *LiveBoardSharing::dialog() const
{
    return m_dialog;
}

void LiveBoardSharing::showDialog()
{
    if (!m_dialog) {
        m_dialog = new ShareBoardDialog(m_window);
        m_dialog->setObjectName(QStringLiteral("shareBoardDialog"));
        m_dialog->setWindowModality(Qt::WindowModal);
        connect(m_dialog, &ShareBoardDialog::stopRequested, this, &LiveBoardSharing::stop);
    }
    m_dialog->setUrl(m_server->url());
    m_dialog->setClientCount(m_server->clientCount());
    m_dialog->open();
}

void LiveBoardSharing::shareTriggered(bool checked)
{
    if (!checked) {
        stop();
        return;
    }
    QString error;
    if (!start(0, QHostAddress::Any, &error)) {
        m_action->setChecked(false);
        PlainMessageBox::warning(m_window, tr("Live Board"), error);
        return;
    }
    showDialog();
}

} // namespace pinaculo
