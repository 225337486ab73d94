#include "historydialog.h"
#include "ui_historydialog.h"

#include "coretext.h"
#include "historymodel.h"
#include "namerules.h"
#include "plainmessagebox.h"
#include "screenfit.h"

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
{
    ui->setupUi(this);
    ui->gamesView->setModel(m_model);
    ui->gamesView->verticalHeader()->hide();
    ui->gamesView->horizontalHeader()->setStretchLastSection(true);
    fillFilters();
    connect(ui->playerCombo, &QComboBox::currentIndexChanged, this, &HistoryDialog::refresh);
    connect(ui->variantCombo, &QComboBox::currentIndexChanged, this, &HistoryDialog::refresh);
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
    for (Variant v : {Variant::Pinaculo, Variant::Pinacle, Variant::Pinnacola})
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
    m_model->setGames(m_store.games(filter));
    ui->gamesView->resizeColumnsToContents();
    selectGame(selected);
    if (m_model->rowCount() == 0)
        ui->messageLabel->setText(tr("No stored games match."));
    else
        ui->messageLabel->clear();
    updateButtons();
}

const GameSummary *HistoryDialog::selectedGame() const
{
    const QModelIndexList rows = ui->gamesView->selectionModel()->selectedRows();
    return rows.isEmpty() ? nullptr : m_model->gameAt(rows.first().row());
}

qint64 HistoryDialog::selectedGameId() const
{
    const GameSummary *game = selectedGame();
    return game ? game->id : -1;
}

void HistoryDialog::selectGame(qint64 id)
{
    int row = m_model->rowOf(id);
    if (row < 0 && m_model->rowCount() > 0)
        row = 0;
    if (row >= 0)
        ui->gamesView->selectRow(row);
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
        : CoreText::gameNameProblem(NameRules::check(name), name);
    if (!problem.isEmpty()) {
        PlainMessageBox::warning(this, tr("Rename Game"), problem);
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
    const auto answer = QMessageBox::question(
        this, tr("Delete Game"),
        tr("Delete the game \"%1\" (%2) with its %n hand(s)? This cannot be undone.", nullptr,
           game->handCount)
            .arg(HistoryModel::title(*game),
                 QLocale().toString(game->updated.toLocalTime(), QLocale::ShortFormat)),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    QString error;
    if (!m_store.deleteGame(id, &error))
        QMessageBox::warning(this, tr("Delete Game"), error);
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
