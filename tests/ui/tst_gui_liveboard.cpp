// The window's side of the live board: Game → Share Live Board… checked while the board runs,
// the dialog with the address and a QR code of it, the phones counted, and Stop Sharing closing
// every connection. The board listens on 127.0.0.1 only here.
#include "gamedocument.h"
#include "gameedits.h"
#include "support/testgames.h"
#include "liveboardserver.h"
#include "sharing/liveboardsharing.h"
#include "window/mainwindow.h"
#include "sharing/qrcodeimage.h"
#include "sharing/shareboarddialog.h"
#include "translations.h"

#include <QAction>
#include <QCoreApplication>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QWebSocket>

using namespace pinaculo;

namespace {

bool dark(const QImage &image, int moduleSize, int x, int y)
{
    const int offset = QrCodeImage::quietZone * moduleSize;
    return qGray(image.pixel(offset + x * moduleSize + moduleSize / 2,
                             offset + y * moduleSize + moduleSize / 2))
        < 128;
}

} // namespace

class TestGuiLiveBoard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void qrCodeHasItsFinderPatterns();
    void dialogShowsTheAddressAndStops();
};

void TestGuiLiveBoard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PinaculoTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gui_liveboard"));
    Translations::install(QStringLiteral("en"));
}

void TestGuiLiveBoard::qrCodeHasItsFinderPatterns()
{
    const int scale = 5;
    const QImage code = QrCodeImage::render(QStringLiteral("http://192.168.1.20:8080/board/"
                                                           "0123456789abcdef0123456789abcdef"),
                                            scale);
    QVERIFY(!code.isNull());
    QCOMPARE(code.width(), code.height());
    const int modules = code.width() / scale - 2 * QrCodeImage::quietZone;
    QVERIFY(modules >= 21);
    QCOMPARE((modules - 21) % 4, 0); // a QR version's size
    // The three finder patterns: a dark ring, a light ring, a dark 3 × 3 centre.
    for (const QPoint corner : {QPoint(0, 0), QPoint(modules - 7, 0), QPoint(0, modules - 7)}) {
        QVERIFY(dark(code, scale, corner.x(), corner.y()));
        QVERIFY(dark(code, scale, corner.x() + 6, corner.y() + 6));
        QVERIFY(!dark(code, scale, corner.x() + 1, corner.y() + 1));
        QVERIFY(dark(code, scale, corner.x() + 3, corner.y() + 3));
    }
    // The quiet zone is white.
    QCOMPARE(qGray(code.pixel(1, 1)), 255);
}

void TestGuiLiveBoard::dialogShowsTheAddressAndStops()
{
    MainWindow window;
    window.show();
    GameDocument *document = window.openGame(testgames::threePlayerGame());
    QAction *share = window.findChild<QAction *>(QStringLiteral("actionShareLiveBoard"));
    QVERIFY(share);
    QVERIFY(share->isCheckable());
    QVERIFY(!share->isChecked());

    LiveBoardSharing *sharing = window.liveBoard();
    QString error;
    QVERIFY2(sharing->start(0, QHostAddress(QHostAddress::LocalHost), &error), qPrintable(error));
    QVERIFY(share->isChecked());
    sharing->showDialog();
    auto *dialog = window.findChild<ShareBoardDialog *>(QStringLiteral("shareBoardDialog"));
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    const QUrl url = sharing->server()->url();
    QCOMPARE(dialog->findChild<QLabel *>(QStringLiteral("addressLabel"))->text(), url.toString());
    QVERIFY(!dialog->findChild<QLabel *>(QStringLiteral("qrLabel"))->pixmap().isNull());

    // A phone connects: the dialog counts it, and it hears the hand recorded at the table.
    QUrl socketUrl = url;
    socketUrl.setScheme(QStringLiteral("ws"));
    socketUrl.setPath(url.path() + QStringLiteral("/socket"));
    QWebSocket phone;
    QSignalSpy messages(&phone, &QWebSocket::textMessageReceived);
    phone.open(socketUrl);
    QVERIFY(messages.wait(5000));
    auto *clients = dialog->findChild<QLabel *>(QStringLiteral("clientsLabel"));
    QTRY_COMPARE_WITH_TIMEOUT(clients->text(), QStringLiteral("1 phone watching"), 5000);
    QVERIFY(GameEdits::recordHand(document, testgames::pointsHand({100, 50, 30})));
    QVERIFY(messages.wait(5000));
    QVERIFY(messages.last().at(0).toString().contains(QStringLiteral("\"number\":1")));

    window.setLanguage(QStringLiteral("es"));
    QTRY_COMPARE_WITH_TIMEOUT(clients->text(), QStringLiteral("1 móvil conectado"), 5000);
    window.setLanguage(QStringLiteral("en"));

    QSignalSpy closed(&phone, &QWebSocket::disconnected);
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("stopButton")),
                      Qt::LeftButton);
    QVERIFY(!sharing->server()->isSharing());
    QVERIFY(!share->isChecked());
    QVERIFY(!dialog->isVisible());
    QVERIFY(closed.size() == 1 || closed.wait(5000));
}

QTEST_MAIN(TestGuiLiveBoard)
#include "tst_gui_liveboard.moc"
