#pragma once

#include "gamestore.h"

#include <QDialog>

#include <memory>

namespace Ui {
class HistoryDialog;
}

namespace pinaculo {

class HistoryModel;
class TableSearchProxy;
struct GameSummary;

// Every stored game with its date, variant, sides, status and winner; filtered by player and
// variant, searched by the names of games and players, sorted by any column (newest first
// until a header is clicked). Opening and rematching are left to the window (signals); renaming and deleting (after
// a confirmation) are done here, each in one transaction.
class HistoryDialog : public QDialog
{
    Q_OBJECT

public:
    explicit HistoryDialog(const GameStore &store, QWidget *parent = nullptr);
    ~HistoryDialog() override;

    // The game on the table: it cannot be deleted from under the window.
    void setCurrentGameId(qint64 id);
    void refresh();
    qint64 selectedGameId() const;
    void selectGame(qint64 id);
    HistoryModel *model() const { return m_model; }
    // The rows as shown: sorted and searched.
    TableSearchProxy *proxy() const { return m_proxy; }

signals:
    void openGame(qint64 id);
    void rematch(qint64 id);
    // The printed summary of a stored game; the dialog stays open.
    void summaryRequested(qint64 id);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillFilters();
    void updateButtons();
    void openSelected();
    void rematchSelected();
    void renameSelected();
    void deleteSelected();
    const GameSummary *selectedGame() const;
    void updateMessage();
    // Reads the games not yet listed when the order or the search needs every one.
    void fetchAllIfNeeded();

    std::unique_ptr<Ui::HistoryDialog> ui;
    GameStore m_store;
    HistoryModel *m_model = nullptr;
    TableSearchProxy *m_proxy = nullptr;
    qint64 m_currentGameId = -1;
};

} // namespace pinaculo
