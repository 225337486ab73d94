#include "window/startpage.h"
#include "common/keynames.h"
#include "ui_startpage.h"

#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QKeySequence>
#include <QListWidgetItem>
#include <QPixmap>
#include <QTextDocument>
#include <QTimer>

namespace pinaculo {

namespace {
const auto LogoPath = QStringLiteral(":/icons/pinaculo.png");
constexpr int LogoSize = 112;
} // namespace

StartPage::StartPage(QWidget *parent)
    : QWidget(parent)
    , ui(std::make_unique<Ui::StartPage>())
{
    ui->setupUi(this);
    QFont title = ui->titleLabel->font();
    title.setPointSizeF(title.pointSizeF() * 3);
    title.setBold(true);
    ui->titleLabel->setFont(title);
    QFont subtitle = ui->subtitleLabel->font();
    subtitle.setPointSizeF(subtitle.pointSizeF() * 1.2);
    ui->subtitleLabel->setFont(subtitle);
    ui->newGameButton->setDefault(true);
    // The logo is embedded by the application; without it (tests) the title stands alone. Its
    // place is kept from the start; the image is decoded after the first paint (loadLogo).
    if (QFile::exists(LogoPath))
        ui->logoLabel->setMinimumSize(LogoSize, LogoSize);
    else
        ui->logoLabel->hide();

    connect(ui->newGameButton, &QPushButton::clicked, this, &StartPage::newGameRequested);
    connect(ui->continueButton, &QPushButton::clicked, this, &StartPage::continueRequested);
    connect(ui->openButton, &QPushButton::clicked, this, &StartPage::openRequested);
    connect(ui->historyButton, &QPushButton::clicked, this, &StartPage::historyRequested);
    connect(ui->meldCheckerButton, &QPushButton::clicked, this, &StartPage::meldCheckerRequested);
    connect(ui->recentList, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        emit openFileRequested(item->data(Qt::UserRole).toString());
    });
    setContinueAvailable(false);
    setHistoryAvailable(false);
    retranslate();
}

StartPage::~StartPage() = default;

void StartPage::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    if (m_logoRequested || ui->logoLabel->isHidden())
        return;
    m_logoRequested = true;
    // Decoding and scaling the logo is not worth keeping the first paint waiting.
    QTimer::singleShot(0, this, &StartPage::loadLogo);
}

void StartPage::loadLogo()
{
    const QPixmap logo(LogoPath);
    if (!logo.isNull())
        ui->logoLabel->setPixmap(
            logo.scaled(LogoSize, LogoSize, Qt::KeepAspectRatio, Qt::SmoothTransformation));
}

void StartPage::setRecentFiles(const QStringList &paths)
{
    ui->recentList->clear();
    // Two games saved under one name in different folders read apart by their folder.
    QHash<QString, int> sameName;
    for (const QString &path : paths)
        ++sameName[QFileInfo(path).fileName()];
    for (const QString &path : paths) {
        const QFileInfo info(path);
        const QString text = sameName.value(info.fileName()) > 1
            ? tr("%1 — %2").arg(info.fileName(), QDir::toNativeSeparators(info.dir().dirName()))
            : info.fileName();
        auto *item = new QListWidgetItem(text, ui->recentList);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
    }
    if (!paths.isEmpty())
        ui->recentList->setCurrentRow(0);
    ui->recentList->setVisible(!paths.isEmpty());
    ui->noRecentLabel->setVisible(paths.isEmpty());
}

void StartPage::setContinueAvailable(bool available, const QString &description)
{
    m_continueDescription = available ? description : QString();
    ui->continueButton->setEnabled(available);
    retranslate();
}

void StartPage::setHistoryAvailable(bool available)
{
    ui->historyButton->setVisible(available);
}

void StartPage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        retranslate();
    }
}

void StartPage::retranslate()
{
    // The name is the same in every language; without the logo the suits stand in for it.
    ui->titleLabel->setText(ui->logoLabel->isHidden() ? QStringLiteral(
                                "♠ <span style=\"color:#c62828\">♥</span> Pináculo "
                                "<span style=\"color:#c62828\">♦</span> ♣")
                                                      : QStringLiteral("Pináculo"));
    ui->continueButton->setToolTip(m_continueDescription.isEmpty()
                                       ? tr("There is no unfinished game to continue")
                                       : Qt::convertFromPlainText(m_continueDescription));
    // The key as the keyboard of the language labels it (Intro, Invio), from Qt's catalogue.
    ui->recentList->setToolTip(
        tr("Press %1 or double-click to open").arg(KeyNames::text(Qt::Key_Enter)));
}

} // namespace pinaculo
