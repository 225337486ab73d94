#include "sharing/shareboarddialog.h"

#include "sharing/qrcodeimage.h"
#include "common/screenfit.h"
#include "ui_shareboarddialog.h"

#include <QEvent>
#include <QPixmap>

namespace pinaculo {

ShareBoardDialog::ShareBoardDialog(QWidget *parent)
    : QDialog(parent)
    , ui(std::make_unique<Ui::ShareBoardDialog>())
{
    ui->setupUi(this);
    connect(ui->stopButton, &QPushButton::clicked, this, &ShareBoardDialog::stopRequested);
    retranslate();
    // The form's size suits a large screen; a laptop's gets what it has.
    ScreenFit::resizeToScreen(this, size());
}

ShareBoardDialog::~ShareBoardDialog() = default;

void ShareBoardDialog::setUrl(const QUrl &url)
{
    m_url = url;
    const QString text = url.toString(QUrl::FullyEncoded);
    ui->addressLabel->setText(text);
    const QImage code = QrCodeImage::render(text, 6);
    ui->qrLabel->setPixmap(QPixmap::fromImage(code));
    ui->qrLabel->setAccessibleName(tr("QR code of %1").arg(text));
}

void ShareBoardDialog::setClientCount(int count)
{
    m_clients = count;
    ui->clientsLabel->setText(tr("%n phone(s) watching", nullptr, count));
}

void ShareBoardDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        retranslate();
    }
}

void ShareBoardDialog::retranslate()
{
    setClientCount(m_clients);
    if (m_url.isValid())
        setUrl(m_url);
}

} // namespace pinaculo
