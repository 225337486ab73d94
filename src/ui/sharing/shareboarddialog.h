#pragma once

#include <QDialog>
#include <QUrl>

#include <memory>

namespace Ui {
class ShareBoardDialog;
}

namespace pinaculo {

// The address of the live board and its QR code, how many phones are watching, and the button
// that stops sharing. Object names: qrLabel, addressLabel, clientsLabel, stopButton.
class ShareBoardDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShareBoardDialog(QWidget *parent = nullptr);
    ~ShareBoardDialog() override;

    void setUrl(const QUrl &url);
    void setClientCount(int count);

signals:
    void stopRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    std::unique_ptr<Ui::ShareBoardDialog> ui;
    QUrl m_url;
    int m_clients = 0;
};

} // namespace pinaculo
