#include "sharing/scoresheetsharing.h"

#include "window/appsettings.h"
#include "coretext.h"
#include "common/plainmessagebox.h"
#include "gameautosaver.h"
#include "gamedocument.h"
#include "scoresheet/gameview.h"
#include "window/gametable.h"
#include "outcometext.h"
#include "outputfile.h"
#include "scorecsv.h"
#include "scoresheet/scoreboardmodel.h"
#include "sharing/scoresheetimage.h"
#include "scoretable.h"
#include "statisticscsv.h"

#include <QApplication>
#include <QClipboard>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QTableView>

namespace pinaculo {

namespace {

bool writeUtf8(const QString &path, const QString &text, const QStringList &databaseFiles,
               QString *error)
{
    const OutputFile::Result written = OutputFile::write(path, text.toUtf8(), databaseFiles);
    if (!written.ok() && error)
        *error = written.message;
    return written.ok();
}

} // namespace

ScoreSheetSharing::ScoreSheetSharing(GameTable *table, QMenu *editMenu, QAction *copyBefore,
                                     QMenu *gameMenu, QAction *exportAfter)
    : QObject(table)
    , m_table(table)
    , m_window(table->window())
    , m_copyText(new QAction(m_window))
    , m_copyImage(new QAction(m_window))
    , m_exportMenu(new QMenu(m_window))
    , m_exportScore(new QAction(m_window))
    , m_exportStatistics(new QAction(m_window))
{
    m_copyText->setObjectName(QStringLiteral("actionCopyScoreText"));
    m_copyImage->setObjectName(QStringLiteral("actionCopyScoreImage"));
    m_exportMenu->setObjectName(QStringLiteral("menuExportCsv"));
    m_exportScore->setObjectName(QStringLiteral("actionExportScoreCsv"));
    m_exportStatistics->setObjectName(QStringLiteral("actionExportStatisticsCsv"));
    m_copyText->setShortcuts(QKeySequence::Copy);
    m_copyImage->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyText->setIcon(QIcon::fromTheme(QStringLiteral("edit-copy")));

    // Copying sits with the other edits of the sheet; exporting beside the game file's export.
    editMenu->insertActions(copyBefore, {m_copyText, m_copyImage});
    editMenu->insertSeparator(copyBefore);
    m_exportMenu->addActions({m_exportScore, m_exportStatistics});
    const QList<QAction *> gameActions = gameMenu->actions();
    const int exportAt = int(gameActions.indexOf(exportAfter));
    gameMenu->insertMenu(gameActions.value(exportAt + 1), m_exportMenu);

    connect(m_copyText, &QAction::triggered, this, &ScoreSheetSharing::copyText);
    connect(m_copyImage, &QAction::triggered, this, &ScoreSheetSharing::copyImage);
    connect(m_exportScore, &QAction::triggered, this, &ScoreSheetSharing::exportScoreCsvDialog);
    connect(m_exportStatistics, &QAction::triggered, this,
            &ScoreSheetSharing::exportStatisticsCsvDialog);
    connect(table, &GameTable::documentChanged, this, &ScoreSheetSharing::updateActions);
    connect(table, &GameTable::gameShownChanged, this, &ScoreSheetSharing::updateActions);
    connect(table, &GameTable::autosaverChanged, this, &ScoreSheetSharing::updateActions);
    m_window->installEventFilter(this);
    retranslate();
    updateActions();
}

void ScoreSheetSharing::attach(GameView *view)
{
    m_view = view;
    QTableView *scoreSheet = view->scoreboardView();
    scoreSheet->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(scoreSheet, &QWidget::customContextMenuRequested, this,
            [this, scoreSheet](const QPoint &at) {
                auto *menu = new QMenu(scoreSheet);
                menu->setObjectName(QStringLiteral("scoreSheetMenu"));
                menu->setAttribute(Qt::WA_DeleteOnClose);
                menu->addActions({m_copyText, m_copyImage});
                menu->addSeparator();
                menu->addMenu(m_exportMenu);
                menu->popup(scoreSheet->viewport()->mapToGlobal(at));
            });
}

void ScoreSheetSharing::retranslate()
{
    m_copyText->setText(tr("&Copy Score Sheet as Text"));
    m_copyText->setStatusTip(tr("Copy the score sheet as plain text, to paste into a message"));
    m_copyImage->setText(tr("Copy Score Sheet as &Image"));
    m_copyImage->setStatusTip(tr("Copy the score sheet as a picture, to paste into a chat"));
    m_exportMenu->setTitle(tr("Export as &CSV"));
    m_exportScore->setText(tr("&Score Sheet…"));
    m_exportScore->setStatusTip(
        tr("Write every hand's points and running totals to a CSV file for a spreadsheet"));
    m_exportStatistics->setText(tr("S&tatistics…"));
    m_exportStatistics->setStatusTip(
        tr("Write every player's record across the stored games to a CSV file"));
}

bool ScoreSheetSharing::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void ScoreSheetSharing::updateActions()
{
    const bool game = m_table->document() && m_table->isGameShown();
    for (QAction *action : {m_copyText, m_copyImage, m_exportScore})
        action->setEnabled(game);
    m_exportStatistics->setVisible(m_table->autosaver() != nullptr);
}

QString ScoreSheetSharing::scoreText() const
{
    const GameDocument *document = m_table->document();
    return document ? ScoreTable::render(document->game(), document->result()) : QString();
}

QString ScoreSheetSharing::scoreCsv() const
{
    const GameDocument *document = m_table->document();
    return document ? ScoreCsv::render(document->game(), document->result()) : QString();
}

QString ScoreSheetSharing::statisticsCsv() const
{
    const GameAutosaver *storage = m_table->autosaver();
    return storage ? StatisticsCsv::render(storage->store().statistics()) : QString();
}

QImage ScoreSheetSharing::scoreImage() const
{
    const GameDocument *document = m_table->document();
    const GameView *view = m_view;
    if (!document || !view)
        return {};
    const GameSetup &setup = document->setup();
    ScoreSheetImage::Content content;
    content.model = view->scoreboardModel();
    content.title = tr("%1: %2").arg(CoreText::variantName(setup.variant()),
                                     QLocale().createSeparatedList(setup.sideNames()));
    content.footer = OutcomeText::verdict(setup, document->result());
    content.font = QApplication::font();
    content.palette = QApplication::palette();
    // The picture has every column, the hand's points too, even where the window shows totals
    // only.
    ScoreboardModel *model = view->scoreboardModel();
    const bool totalsOnly = model->totalsOnly();
    model->setTotalsOnly(false);
    const QImage image = ScoreSheetImage::render(content);
    model->setTotalsOnly(totalsOnly);
    return image;
}

void ScoreSheetSharing::copyText()
{
    if (!m_table->document())
        return;
    QApplication::clipboard()->setText(scoreText());
    m_table->announce(tr("Score sheet copied as text."), 5000);
}

void ScoreSheetSharing::copyImage()
{
    const QImage image = scoreImage();
    if (image.isNull())
        return;
    QApplication::clipboard()->setImage(image);
    m_table->announce(tr("Score sheet copied as a picture."), 5000);
}

bool ScoreSheetSharing::exportScoreCsv(const QString &path, QString *error)
{
    if (!m_table->document())
        return false;
    return writeUtf8(path, scoreCsv(), m_table->databaseFiles(), error);
}

bool ScoreSheetSharing::exportStatisticsCsv(const QString &path, QString *error)
{
    if (!m_table->autosaver())
        return false;
    return writeUtf8(path, statisticsCsv(), m_table->databaseFiles(), error);
}

QString ScoreSheetSharing::askForFile(const QString &title, const QString &proposedName)
{
    return QFileDialog::getSaveFileName(m_window, title,
                                        QDir(AppSettings::lastGameFolder()).filePath(proposedName),
                                        tr("CSV files (*.csv);;All files (*)"));
}

void ScoreSheetSharing::reportWritten(bool written, const QString &path, const QString &error)
{
    if (written) {
        m_table->announce(tr("Written to %1").arg(QDir::toNativeSeparators(path)), 5000);
        return;
    }
    PlainMessageBox::warning(m_window, tr("Export failed"),
                             tr("The file was not written: %1.").arg(error));
}

void ScoreSheetSharing::exportScoreCsvDialog()
{
    const GameDocument *document = m_table->document();
    if (!document)
        return;
    //: The proposed file name of an exported score sheet; %1 is today's date (2026-03-14).
    const QString path
        = askForFile(tr("Export Score Sheet as CSV"),
                     tr("score-%1.csv").arg(QDate::currentDate().toString(Qt::ISODate)));
    if (path.isEmpty())
        return;
    QString error;
    reportWritten(exportScoreCsv(path, &error), path, error);
}

void ScoreSheetSharing::exportStatisticsCsvDialog()
{
    if (!m_table->autosaver())
        return;
    //: The proposed file name of exported statistics; %1 is today's date (2026-03-14).
    const QString path
        = askForFile(tr("Export Statistics as CSV"),
                     tr("statistics-%1.csv").arg(QDate::currentDate().toString(Qt::ISODate)));
    if (path.isEmpty())
        return;
    QString error;
    reportWritten(exportStatisticsCsv(path, &error), path, error);
}

} // namespace pinaculo
