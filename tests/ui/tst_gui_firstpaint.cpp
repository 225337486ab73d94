// What the window's first paint is spared: the fonts are read on a second thread, the tool bar
// is drawn without the painter's worker threads, and the tool bars' overflow buttons decode
// their images only after the first paint.
#include "window/applicationstyle.h"
#include "common/deferrediconengine.h"
#include "window/fontdatabasewarmer.h"

#include <QApplication>
#include <QDir>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QImage>
#include <QLayout>
#include <QMainWindow>
#include <QPalette>
#include <QTest>
#include <QToolBar>

using namespace pinaculo;

namespace {
// The threads of this process, or -1 where the system does not list them.
int threadCount()
{
    const QDir tasks(QStringLiteral("/proc/self/task"));
    return tasks.exists() ? int(tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot).size()) : -1;
}
} // namespace

class FirstPaintTest : public QObject
{
    Q_OBJECT

private slots:
    // Runs first: the font database is built once per process.
    void fontsReadWhileMainThreadMeasures();
    // Runs before any other painting, which could have started the painter's threads already.
    void toolBarPaintStartsNoThread();
    void toolBarFlatBetweenFusionLines();
    void overflowIconWaitsForFirstPaint();
    void otherIconsUnchanged();
    void keepsTheChosenStyle();

private:
    QImage paintedToolBar();
};

void FirstPaintTest::fontsReadWhileMainThreadMeasures()
{
    int height = 0;
    {
        const FontDatabaseWarmer warmer;
        // The main thread's first font lookup meets the warmer's work under way: it waits for
        // it, and gets the same answer as without it.
        height = QFontMetrics(QApplication::font()).height();
    }
    QVERIFY(height > 0);
    QVERIFY(!QFontDatabase::families().isEmpty());
    QCOMPARE(QFontMetrics(QApplication::font()).height(), height);
}

QImage FirstPaintTest::paintedToolBar()
{
    QMainWindow window;
    QToolBar *toolBar = window.addToolBar(QStringLiteral("Main"));
    toolBar->addAction(QStringLiteral("New"));
    window.setCentralWidget(new QWidget);
    window.resize(1280, 300);
    window.ensurePolished();
    // The tool bar's whole width, as the window's first paint draws it.
    window.layout()->activate();
    return toolBar->grab().toImage();
}

void FirstPaintTest::toolBarPaintStartsNoThread()
{
    const int before = threadCount();
    if (before < 0)
        QSKIP("this system does not list a process's threads");
    const QImage image = paintedToolBar();
    QVERIFY(!image.isNull());
    // Not equal: a thread an earlier test started (the font reader) may end meanwhile.
    const int after = threadCount();
    QVERIFY2(after <= before,
             qPrintable(QStringLiteral("%1 threads before, %2 after").arg(before).arg(after)));
}

void FirstPaintTest::toolBarFlatBetweenFusionLines()
{
    const QImage image = paintedToolBar();
    QVERIFY(image.height() > 8);
    const QColor window = QApplication::palette().color(QPalette::Window);
    const int x = image.width() - 40; // right of the action, left of the overflow button
    // Plain window colour from just under the top line down to just above the bottom lines.
    for (int y = 2; y < image.height() - 3; ++y)
        QCOMPARE(image.pixelColor(x, y).rgb(), window.rgb());
    // Fusion's light line on top, its dark line second from the bottom.
    QVERIFY(qGray(image.pixelColor(x, 0).rgb()) > qGray(window.rgb()));
    QVERIFY(qGray(image.pixelColor(x, image.height() - 2).rgb()) < qGray(window.rgb()));
}

void FirstPaintTest::overflowIconWaitsForFirstPaint()
{
    auto *style = qobject_cast<ApplicationStyle *>(QApplication::style());
    QVERIFY(style);
    const QIcon icon = style->standardIcon(QStyle::SP_ToolBarHorizontalExtensionButton);
    QVERIFY(!icon.isNull());
    QVERIFY(icon.pixmap(16, 16).isNull()); // nothing decoded before the first paint
    DeferredIconEngine::release();
    const QPixmap pixmap = icon.pixmap(16, 16);
    QVERIFY(!pixmap.isNull());
    const QPixmap base = style->baseStyle()
                             ->standardIcon(QStyle::SP_ToolBarHorizontalExtensionButton)
                             .pixmap(16, 16);
    QCOMPARE(pixmap.toImage(), base.toImage());
}

void FirstPaintTest::otherIconsUnchanged()
{
    const QIcon icon = QApplication::style()->standardIcon(QStyle::SP_DialogOkButton);
    QVERIFY(!icon.pixmap(16, 16).isNull());
}

void FirstPaintTest::keepsTheChosenStyle()
{
    const ApplicationStyle windows(QStringLiteral("windows"));
    QCOMPARE(windows.baseStyle()->name().toLower(), QStringLiteral("windows"));
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setStyle(new ApplicationStyle(QStringLiteral("fusion")));
    FirstPaintTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_gui_firstpaint.moc"
