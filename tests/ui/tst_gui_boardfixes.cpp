// The window's parts that went wrong between runs or languages: the next-hand panel after a
// language change on a finished game, the record button's icon after a restart, and the Full
// Screen icon on a dark palette.
#include "common/deferrediconengine.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "scoresheet/gameview.h"
#include "support/testgames.h"
#include "window/mainwindow.h"
#include "setup/newgamedialog.h"
#include "translations.h"

#include <QAction>
#include <QApplication>
#include <QFormLayout>
#include <QLabel>
#include <QPalette>
#include <QScreen>
#include <QWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <cstdlib>

using namespace pinaculo;

namespace {

void showActive(QWidget &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

Game finishedGame()
{
    Game game = testgames::threePlayerGame();
    game.hands = {testgames::pointsHand({1600, 0, 0})};
    return game;
}

// What the window shows where `widget` is, as last drawn into the window's backing store.
QImage onScreen(QWidget *widget)
{
    QWidget *window = widget->window();
    const QPoint at = widget->mapTo(window, QPoint(0, 0));
    return window->windowHandle()
        ->screen()
        ->grabWindow(window->winId(), at.x(), at.y(), widget->width(), widget->height())
        .toImage()
        .convertToFormat(QImage::Format_RGB32);
}

// Pixels of two images of the same size that differ by more than antialiasing does.
int clearlyDifferentPixels(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return a.width() * a.height();
    int count = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            const int difference
                = std::max({std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                            std::abs(qBlue(p) - qBlue(q))});
            count += difference > 40 ? 1 : 0;
        }
    }
    return count;
}

QPalette darkPalette()
{
    QPalette palette;
    const QColor window(0x20, 0x22, 0x25);
    const QColor text(0xe8, 0xe8, 0xe8);
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        palette.setColor(group, QPalette::Window, window);
        palette.setColor(group, QPalette::WindowText, text);
        palette.setColor(group, QPalette::Base, window.darker(120));
        palette.setColor(group, QPalette::AlternateBase, window);
        palette.setColor(group, QPalette::Text, text);
        palette.setColor(group, QPalette::Button, window.lighter(130));
        palette.setColor(group, QPalette::ButtonText, text);
    }
    palette.setColor(QPalette::Disabled, QPalette::Window, window);
    palette.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    return palette;
}

} // namespace

class TestGuiBoardFixes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    // First: it needs a process whose window has not been painted yet, as after a restart.
    void recordButtonShowsItsIconWhenTheGameIsOpenAtStartUp();
    void fullScreenIconStandsOutOnADarkPalette();
    void nextHandPanelKeepsItsRowsAfterALanguageChangeOnAFinishedGame();
};

void TestGuiBoardFixes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PinaculoTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gui_boardfixes"));
    QSettings().clear();
    Translations::install(QStringLiteral("en"));
}

void TestGuiBoardFixes::cleanup()
{
    Translations::install(QStringLiteral("en"));
}

void TestGuiBoardFixes::recordButtonShowsItsIconWhenTheGameIsOpenAtStartUp()
{
    QVERIFY(!DeferredIconEngine::released());
    // The unfinished game is reopened before the window is first drawn.
    MainWindow window;
    window.openGame(testgames::threePlayerGame());
    showActive(window);
    QTRY_VERIFY(DeferredIconEngine::released());
    auto *button = window.findChild<QToolButton *>(QStringLiteral("recordHandButton"));
    QVERIFY(button && button->isVisible());
    QVERIFY(!button->icon().isNull());
    QVERIFY(!button->icon().pixmap(QSize(16, 16)).isNull());
    // On screen, the button is as it draws itself now, icon included: it was drawn again once
    // the icons could be.
    const QImage drawn = button->grab().toImage().convertToFormat(QImage::Format_RGB32);
    QTRY_COMPARE(clearlyDifferentPixels(onScreen(button), drawn), 0);
}

void TestGuiBoardFixes::fullScreenIconStandsOutOnADarkPalette()
{
    const QPalette original = QApplication::palette();
    QApplication::setPalette(darkPalette());
    {
        MainWindow window;
        showActive(window);
        QTRY_VERIFY(DeferredIconEngine::released());
        auto *fullScreen = window.findChild<QAction *>(QStringLiteral("actionFullScreen"));
        const int windowLightness = QApplication::palette().color(QPalette::Window).lightness();
        for (QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled}) {
            const QImage image = fullScreen->icon()
                                     .pixmap(QSize(32, 32), mode)
                                     .toImage()
                                     .convertToFormat(QImage::Format_ARGB32);
            int contrasting = 0;
            for (int y = 0; y < image.height(); ++y) {
                for (int x = 0; x < image.width(); ++x) {
                    const QColor pixel = image.pixelColor(x, y);
                    if (pixel.alpha() > 128 && std::abs(pixel.lightness() - windowLightness) > 60)
                        ++contrasting;
                }
            }
            QVERIFY2(contrasting >= 30, qPrintable(QString::number(contrasting)));
        }
    }
    QApplication::setPalette(original);
}

void TestGuiBoardFixes::nextHandPanelKeepsItsRowsAfterALanguageChangeOnAFinishedGame()
{
    MainWindow window;
    showActive(window);
    GameDocument *finished = window.openGame(finishedGame());
    QVERIFY(!finished->acceptsHands());
    // As the table does it: the language menu, then Game → New and OK.
    window.findChild<QAction *>(QStringLiteral("actionSpanish"))->trigger();
    QCoreApplication::processEvents();
    window.findChild<QAction *>(QStringLiteral("actionNewGame"))->trigger();
    auto *dialog = window.findChild<NewGameDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    dialog->accept();
    QTRY_VERIFY(window.document() != finished);
    QVERIFY(window.document()->acceptsHands());
    QCoreApplication::processEvents();
    for (const QString &name :
         {QStringLiteral("nextDealerLabel"), QStringLiteral("nextCutterLabel"),
          QStringLiteral("nextFirstLabel")}) {
        auto *field = window.gameView()->findChild<QLabel *>(name);
        QVERIFY2(field, qPrintable(name));
        QVERIFY2(field->isVisible(), qPrintable(name));
        QVERIFY2(!field->text().isEmpty(), qPrintable(name));
        // Its caption, in the new language, beside it.
        auto *caption = qobject_cast<QLabel *>(
            static_cast<QFormLayout *>(field->parentWidget()->layout()->itemAt(0)->layout())
                ->labelForField(field));
        QVERIFY2(caption && caption->isVisible() && !caption->text().isEmpty(), qPrintable(name));
        QVERIFY(caption->geometry().height() > 0 && field->geometry().height() > 0);
    }
    QCOMPARE(window.gameView()
                 ->findChild<QFormLayout *>()
                 ->labelForField(
                     window.gameView()->findChild<QLabel *>(QStringLiteral("nextDealerLabel")))
                 ->property("text")
                 .toString(),
             QStringLiteral("Reparte:"));
}

QTEST_MAIN(TestGuiBoardFixes)
#include "tst_gui_boardfixes.moc"
