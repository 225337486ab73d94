#include "history/historydialog.h"
#include "ui_historydialog.h"

#include "history/columnfit.h"

#include "coretext.h"
#include "variants.h"
#include "history/historymodel.h"
#include "namerules.h"
#include "common/plainmessagebox.h"
#include "common/screenfit.h"
#include "setup/problemlines.h"
#include "history/tablesearchproxy.h"

#include <QEvent>
#include <QHeaderView>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>

namespace pinaculo {

HistoryDialog::HistoryDialog(const GameStore &store, QWidget *parent)
    : QDialog(parent)
    , ui(std::make_unique<Ui::HistoryDialog>())
    , m_store(store)
    , m_model(new HistoryModel(this))
    , m_proxy(new TableSearchProxy(this))
{
    ui->setupUi(this);
    m_proxy->setSourceModel(m_model);
    // The name of the game, its sides' and players' names.
    m_proxy->setSearchColumns(
        {HistoryModel::NameColumn, HistoryModel::SidesColumn, HistoryModel::WinnerColumn});
    ui->gamesView->setModel(m_proxy);
    ui->gamesView->setSortingEnabled(true);
    ui->gamesView->sortByColumn(HistoryModel::DateColumn, Qt::DescendingOrder);
    ui->gamesView->verticalHeader()->hide();
    ColumnFit::fitToView(ui->gamesView, HistoryModel::SidesColumn);
    fillFilters();
    connect(ui->playerCombo, &QComboBox::currentIndexChanged, this, &HistoryDialog::refresh);
    connect(ui->variantCombo, &QComboBox::currentIndexChanged, this, &HistoryDialog::refresh);
    // Newest first is the order the pages come in; any other order, and the search, which folds
    // accents as SQL cannot, need every game: the rest is read once, when asked for.
    connect(ui->gamesView->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            [this] { fetchAllIfNeeded(); });
    connect(ui->searchEdit, &QLineEdit::textChanged, this, [this](const QString &text) {
        const qint64 selected = selectedGameId();
        m_proxy->setSearchText(text);
        fetchAllIfNeeded();
        selectGame(selected);
        updateMessage();
        updateButtons();
    });
    connect(ui->gamesView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryDialog::updateButtons);
    connect(ui->gamesView, &QAbstractItemView::activated, this, &HistoryDialog::openSelected);
    connect(ui->openButton, &QPushButton::clicked, this, &HistoryDialog::openSelected);
    connect(ui->rematchButton, &QPushButton::clicked, this, &HistoryDialog::rematchSelected);
    connect(ui->summaryButton, &QPushButton::clicked, this, [this] {
        if (const qint64 id = selectedGameId(); id >= 0)
            emit summaryRequested(id);
    });
    connect(ui->renameButton, &QPushButton::clicked, this, &HistoryDialog::renameSelected);
    connect(ui->deleteButton, &QPushButton::clicked, this, &HistoryDialog::deleteSelected);
    refresh();
    ScreenFit::resizeToScreen(this, QSize(1000, 640));
}

HistoryDialog::~HistoryDialog() = default;

void HistoryDialog::fillFilters()
{
    const QSignalBlocker blockPlayers(ui->playerCombo);
    const QSignalBlocker blockVariants(ui->variantCombo);
    const QString player = ui->playerCombo->currentData().toString();
    const QVariant variant = ui->variantCombo->currentData();
    ui->playerCombo->clear();
    ui->playerCombo->addItem(tr("All players"), QString());
    for (const QString &name : m_store.playerNames())
        ui->playerCombo->addItem(name, name);
    ui->playerCombo->setCurrentIndex(qMax(0, ui->playerCombo->findData(player)));
    ui->variantCombo->clear();
    ui->variantCombo->addItem(tr("All variants"), QVariant());
    for (Variant v : Variants::all())
        ui->variantCombo->addItem(CoreText::variantName(v), variantId(v));
    ui->variantCombo->setCurrentIndex(qMax(0, ui->variantCombo->findData(variant)));
}

void HistoryDialog::setCurrentGameId(qint64 id)
{
    m_currentGameId = id;
    updateButtons();
}

void HistoryDialog::refresh()
{
    const qint64 selected = selectedGameId();
    GameFilter filter;
    filter.player = ui->playerCombo->currentData().toString();
    if (const QVariant v = ui->variantCombo->currentData(); v.isValid())
        filter.variant = variantFromId(v.toString());
    const GameStore store = m_store;
    m_model->setSource([store, filter](const GameSummary *after,
                                       int count) { return store.gamesPage(filter, after, count); },
                       m_model->rowCount());
    fetchAllIfNeeded();
    selectGame(selected);
    updateMessage();
    updateButtons();
}

void HistoryDialog::fetchAllIfNeeded()
{
    const QHeaderView *header = ui->gamesView->horizontalHeader();
    const bool newestFirst = header->sortIndicatorSection() == HistoryModel::DateColumn
        && header->sortIndicatorOrder() == Qt::DescendingOrder;
    if (!newestFirst || !m_proxy->searchText().trimmed().isEmpty())
        m_model->fetchAll();
}

void HistoryDialog::updateMessage()
{
    if (m_proxy->rowCount() == 0)
        ui->messageLabel->setText(tr("No stored games match."));
    else
        ui->messageLabel->clear();
}

const GameSummary *HistoryDialog::selectedGame() const
{
    const QModelIndexList rows = ui->gamesView->selectionModel()->selectedRows();
    return rows.isEmpty() ? nullptr : m_model->gameAt(m_proxy->mapToSource(rows.first()).row());
}

qint64 HistoryDialog::selectedGameId() const
{
    const GameSummary *game = selectedGame();
    return game ? game->id : -1;
}

void HistoryDialog::selectGame(qint64 id)
{
    int row = m_proxy->mapFromSource(m_model->index(m_model->rowOf(id), 0)).row();
    if (row < 0 && m_proxy->rowCount() > 0)
        row = 0;
    if (row >= 0)
        ui->gamesView->selectRow(row);
    else
        ui->gamesView->clearSelection();
}

void HistoryDialog::updateButtons()
{
    const GameSummary *game = selectedGame();
    ui->openButton->setEnabled(game);
    ui->rematchButton->setEnabled(game);
    ui->summaryButton->setEnabled(game);
    ui->renameButton->setEnabled(game);
    ui->deleteButton->setEnabled(game && game->id != m_currentGameId);
    ui->deleteButton->setToolTip(game && game->id == m_currentGameId ? tr(
                                     "This game is on the table; open another one to delete it.")
                                                                     : QString());
}

void HistoryDialog::openSelected()
{
    if (const qint64 id = selectedGameId(); id >= 0) {
        emit openGame(id);
        accept();
    }
}

void HistoryDialog::rematchSelected()
{
    if (const qint64 id = selectedGameId(); id >= 0) {
        emit rematch(id);
        accept();
    }
}

void HistoryDialog::renameSelected()
{
    const GameSummary *game = selectedGame();
    if (!game)
        return;
    const qint64 id = game->id;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename Game"), tr("Name of the game:"),
                                               QLineEdit::Normal, game->name, &ok);
    if (!ok)
        return;
    // An empty name leaves the game unnamed; any other follows the limits of names.
    const QString problem = name.trimmed().isEmpty()
        ? QString()
        : NameRules::problemText(NameRules::check(name), NameRules::Subject::Game, name);
    if (!problem.isEmpty()) {
        PlainMessageBox::warning(this, tr("Rename Game"), ProblemLines::sentence(problem));
        return;
    }
    QString error;
    if (!m_store.renameGame(id, name.trimmed(), &error))
        PlainMessageBox::warning(this, tr("Rename Game"), error);
    refresh();
    selectGame(id);
}

void HistoryDialog::deleteSelected()
{
    const GameSummary *game = selectedGame();
    if (!game || game->id == m_currentGameId)
        return;
    const qint64 id = game->id;
    // The question quotes the game's name, which may be a player's: shown as typed.
    const QString question
        = tr("Delete the game \"%1\" (%2) with its %n hand(s)? This cannot be undone.", nullptr,
             game->handCount)
              .arg(HistoryModel::title(*game),
                   QLocale().toString(game->updated.toLocalTime(), QLocale::ShortFormat));
    if (PlainMessageBox::question(this, tr("Delete Game"), question,
                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
        != QMessageBox::Yes)
        return;
    QString error;
    if (!m_store.deleteGame(id, &error))
        PlainMessageBox::warning(this, tr("Delete Game"), error);
    fillFilters();
    refresh();
}

void HistoryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        fillFilters();
        refresh();
    }
    QDialog::changeEvent(event);
}

} // namespace pinaculo
