#include "scoresheet/gameview.h"

#include "ui_gameview.h"

#include "coretext.h"
#include "gamedocument.h"
#include "common/nameheaderview.h"
#include "scoresheet/handbreakdownmodel.h"
#include "outcometext.h"
#include "scoresheet/scoreboardmodel.h"
#include "scoresheet/suitcolourdelegate.h"

#include <QDataStream>
#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLocale>

#include <algorithm>

namespace pinaculo {

GameView::GameView(QWidget *parent)
    : QWidget(parent)
    , ui(std::make_unique<Ui::GameView>())
{
    ui->setupUi(this);
    // The banner speaks in the palette's highlight colours: visible in light and dark themes.
    ui->gameOverBanner->setAutoFillBackground(true);
    ui->gameOverBanner->setBackgroundRole(QPalette::Highlight);
    ui->gameOverBanner->setForegroundRole(QPalette::HighlightedText);
    QFont bannerFont = ui->gameOverBanner->font();
    bannerFont.setBold(true);
    bannerFont.setPointSizeF(bannerFont.pointSizeF() * 1.5);
    ui->gameOverBanner->setFont(bannerFont);
    ui->gameOverBanner->hide();

    // The sides' names head their columns, fitted to them by the header.
    ui->scoreboardView->setHorizontalHeader(new NameHeaderView(Qt::Horizontal, ui->scoreboardView));
    ui->scoreboardView->verticalHeader()->hide();
    // Every row is one line high: the view never measures the rows of a long game to lay it out.
    ui->scoreboardView->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    ui->scoreboardView->horizontalHeader()->setHighlightSections(false);
    ui->breakdownView->verticalHeader()->hide();
    ui->breakdownView->horizontalHeader()->setStretchLastSection(false);
    ui->breakdownView->setItemDelegateForColumn(HandBreakdownModel::LineColumn,
                                                new SuitColourDelegate(this));
    ui->mainSplitter->setStretchFactor(0, 3);
    ui->mainSplitter->setStretchFactor(1, 2);
    ui->leftSplitter->setStretchFactor(0, 3);
    ui->leftSplitter->setStretchFactor(1, 2);
    ui->warningsLabel->hide();
    ui->gameOverBanner->setTextFormat(Qt::PlainText); // names the winner as typed
    ui->scoreboardView->viewport()->installEventFilter(this);

    // Double-click only: Enter is the Edit action's shortcut, and single-click activation
    // (some desktops) would open the editor on every selection.
    connect(ui->scoreboardView, &QAbstractItemView::doubleClicked, this,
            [this](const QModelIndex &index) { emit handActivated(index.row()); });
}

GameView::~GameView() = default;

void GameView::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    ui->scoreboardView->setModel(nullptr);
    ui->breakdownView->setModel(nullptr);
    delete m_scoreboard;
    delete m_breakdown;
    m_scoreboard = nullptr;
    m_breakdown = nullptr;
    ui->nextHandPanel->setDocument(document);
    ui->runningTotalsChart->setDocument(document);
    if (!document) {
        refresh();
        return;
    }
    m_scoreboard = new ScoreboardModel(document, this);
    m_breakdown = new HandBreakdownModel(document, this);
    ui->scoreboardView->setModel(m_scoreboard);
    ui->breakdownView->setModel(m_breakdown);

    fitScoreboardColumns();
    QHeaderView *lines = ui->breakdownView->horizontalHeader();
    lines->setSectionResizeMode(HandBreakdownModel::PlayerColumn, QHeaderView::ResizeToContents);
    lines->setSectionResizeMode(HandBreakdownModel::LineColumn, QHeaderView::Stretch);
    lines->setSectionResizeMode(HandBreakdownModel::PointsColumn, QHeaderView::ResizeToContents);
    // The model keeps the player last for the hand entry dialog's tree; this table reads it first.
    lines->moveSection(lines->visualIndex(HandBreakdownModel::PlayerColumn), 0);

    connect(ui->scoreboardView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                m_breakdown->setHand(current.isValid() ? current.row() : -1);
                showBreakdown();
                emit currentHandChanged(currentHand());
            });
    connect(document, &GameDocument::changed, this, [this](const GameChange &change) {
        // The hand just recorded or corrected is the one to read; after a deletion, its
        // neighbour.
        if (change.kind == GameChange::Kind::HandAdded
            || change.kind == GameChange::Kind::HandChanged)
            selectHand(change.index);
        else if (change.kind == GameChange::Kind::HandRemoved)
            selectHand(std::min(change.index, m_document->handCount() - 1));
        refresh();
        fitScoreboardColumns();
    });
    selectHand(document->handCount() - 1);
    refresh();
}

void GameView::fitScoreboardColumns()
{
    // Every column gets what its contents need, and the side columns share out what is left, so
    // no number is ever elided. Where two columns a side do not fit (six players on a laptop),
    // the points columns are hidden and each side keeps its running total under its name.
    if (!m_scoreboard)
        return;
    QTableView *view = ui->scoreboardView;
    QHeaderView *header = view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Fixed);
    const int columns = m_scoreboard->columnCount();
    // The narrower way is tried only when the wider one is too wide, and only for five sides or
    // more: two to four keep their points columns (and scroll in a very narrow window).
    const bool many = m_document && m_document->setup().sideCount() > 4;
    for (bool totalsOnly : {false, true}) {
        m_scoreboard->setTotalsOnly(totalsOnly);
        for (int column = ScoreboardModel::FirstSideColumn; column < columns; ++column)
            view->setColumnHidden(column,
                                  totalsOnly
                                      && ScoreboardModel::kindOfColumn(column)
                                          == ScoreboardModel::PointsColumn);
        if (layOutScoreboardColumns() <= view->viewport()->width() || totalsOnly || !many)
            break;
    }
}

int GameView::layOutScoreboardColumns()
{
    QTableView *view = ui->scoreboardView;
    QHeaderView *header = view->horizontalHeader();
    // Measured on the whole names, which the header cuts to the room each column gets.
    const int columns = m_scoreboard->columnCount();
    const bool totalsOnly = m_scoreboard->totalsOnly();
    // A name (a side's header, the dealer's cells) needs at most about twelve letters; past
    // that it is cut with "…" and its tooltip has it whole, so a long name cannot push the
    // scores out of sight; with totals only, about six. Room to spare goes first to showing
    // names whole.
    const int nameWidth = header->fontMetrics().horizontalAdvance(u'x') * (totalsOnly ? 6 : 12);
    QList<int> needs(columns);
    QList<int> wants(columns);
    int needed = 0;
    int wanted = 0;
    int sideColumns = 0;
    for (int column = 0; column < columns; ++column) {
        if (view->isColumnHidden(column))
            continue;
        const int headerHint = header->sectionSizeHint(column);
        const int contentHint = contentWidth(column);
        const bool name = column == ScoreboardModel::DealerColumn
            || (column >= ScoreboardModel::FirstSideColumn
                && (totalsOnly
                    || ScoreboardModel::kindOfColumn(column) == ScoreboardModel::PointsColumn));
        wants[column] = std::max(contentHint, headerHint);
        needs[column] = name
            ? std::max(std::min(contentHint, nameWidth), std::min(headerHint, nameWidth))
            : wants[column];
        if (column != ScoreboardModel::DealerColumn)
            needs[column] = std::max(needs[column], contentHint);
        needed += needs[column];
        wanted += wants[column] - needs[column];
        sideColumns += column >= ScoreboardModel::FirstSideColumn ? 1 : 0;
    }
    int spare = std::max(0, view->viewport()->width() - needed);
    const int toNames = std::min(spare, wanted);
    spare -= toNames;
    int lastSide = -1;
    for (int column = ScoreboardModel::FirstSideColumn; column < columns; ++column) {
        if (!view->isColumnHidden(column))
            lastSide = column;
    }
    for (int column = 0; column < columns; ++column) {
        if (view->isColumnHidden(column))
            continue;
        const bool side = column >= ScoreboardModel::FirstSideColumn;
        int width = needs[column];
        if (wanted > 0)
            width += int(qint64(wants[column] - needs[column]) * toNames / wanted);
        if (side && sideColumns > 0) {
            width += spare / sideColumns;
            // The last column takes the rounding remainder so the table ends flush.
            if (column == lastSide)
                width += spare % sideColumns;
        }
        header->resizeSection(column, width);
    }
    return needed;
}

int GameView::contentWidth(int column) const
{
    // What QTableView::sizeHintForColumn would find, measured on the few rows the model knows
    // to be the widest instead of up to a thousand rows at every hand of a long game.
    QTableView *view = ui->scoreboardView;
    int width = 0;
    for (int row : m_scoreboard->widestRows(column))
        width = std::max(width, view->sizeHintForIndex(m_scoreboard->index(row, column)).width());
    return view->showGrid() ? width + 1 : width;
}

bool GameView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == ui->scoreboardView->viewport() && event->type() == QEvent::Resize)
        fitScoreboardColumns();
    return QWidget::eventFilter(watched, event);
}

QTableView *GameView::scoreboardView() const
{
    return ui->scoreboardView;
}

int GameView::currentHand() const
{
    const QModelIndex current = ui->scoreboardView->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void GameView::selectHand(int handIndex)
{
    if (!m_scoreboard)
        return;
    if (handIndex < 0 || handIndex >= m_scoreboard->rowCount()) {
        ui->scoreboardView->clearSelection();
        ui->scoreboardView->setCurrentIndex({});
        m_breakdown->setHand(-1);
        showBreakdown();
        emit currentHandChanged(-1);
        return;
    }
    const QModelIndex index = m_scoreboard->index(handIndex, ScoreboardModel::NumberColumn);
    ui->scoreboardView->setCurrentIndex(index);
    ui->scoreboardView->scrollTo(index);
    // The breakdown follows even when the row was already current (an edited hand).
    m_breakdown->setHand(handIndex);
    showBreakdown();
}

int GameView::currentSeat() const
{
    const int side = ScoreboardModel::sideOfColumn(ui->scoreboardView->currentIndex().column());
    if (!m_document || side < 0)
        return -1;
    return m_document->setup().seatsOfSide(side).value(0, -1);
}

QByteArray GameView::saveLayout() const
{
    QByteArray state;
    QDataStream stream(&state, QIODevice::WriteOnly);
    stream << ui->mainSplitter->saveState() << ui->leftSplitter->saveState();
    return state;
}

void GameView::restoreLayout(const QByteArray &state)
{
    QDataStream stream(state);
    QByteArray main;
    QByteArray left;
    stream >> main >> left;
    if (stream.status() != QDataStream::Ok)
        return;
    ui->mainSplitter->restoreState(main);
    ui->leftSplitter->restoreState(left);
}

void GameView::focusScoreboard()
{
    ui->scoreboardView->setFocus();
}

void GameView::setRecordAction(QAction *action)
{
    ui->nextHandPanel->setRecordAction(action);
}

QString GameView::bannerText() const
{
    if (!m_document)
        return {};
    const GameResult &result = m_document->result();
    const GameSetup &setup = m_document->setup();
    if (result.over) {
        QString text = tr("Game over: %1").arg(OutcomeText::verdict(setup, result));
        if (const QString called = OutcomeText::timeCalledNote(setup, result); !called.isEmpty())
            text += u'\n' + called;
        const QString afterEnd = OutcomeText::afterEndNote(result);
        if (!afterEnd.isEmpty())
            text += u'\n' + afterEnd;
        return text;
    }
    return OutcomeText::tieNote(setup, result);
}

void GameView::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    emit painted();
}

void GameView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_scoreboard)
        m_scoreboard->updatePalette();
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        if (m_scoreboard)
            m_scoreboard->retranslate();
        if (m_breakdown)
            m_breakdown->retranslate();
        refresh();
        fitScoreboardColumns();
    }
}

void GameView::refresh()
{
    const QString banner = bannerText();
    ui->gameOverBanner->setText(banner);
    ui->gameOverBanner->setVisible(!banner.isEmpty());
    showBreakdown();
}

void GameView::showBreakdown()
{
    const int hand = m_breakdown ? m_breakdown->hand() : -1;
    if (hand < 0) {
        ui->breakdownBox->setTitle(tr("Hand breakdown"));
        ui->warningsLabel->hide();
        return;
    }
    ui->breakdownBox->setTitle(tr("Hand %1: breakdown").arg(CoreText::number(hand + 1)));
    const QStringList warnings = m_breakdown->warnings();
    QStringList lines;
    for (const QString &warning : warnings)
        lines.append(tr("⚠ %1").arg(warning));
    ui->warningsLabel->setText(lines.join(u'\n'));
    ui->warningsLabel->setVisible(!warnings.isEmpty());
}

} // namespace pinaculo
