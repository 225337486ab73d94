#pragma once

#include "gamesetup.h"

#include <QDialog>

#include <memory>

class QRandomGenerator;

namespace Ui {
class NewGameDialog;
}

namespace pinaculo {

class GameStore;
class RuleParametersModel;

// Sets up a game: variant, players in seating order, partnerships, first dealer (chosen or
// drawn), target and every rule parameter. OK stays disabled while SetupValidator finds a
// problem, and each problem is shown next to the field it concerns.
//
// Object names, for tests and keyboard tools:
//   variantCombo (item data: variant id), variantDescription
//   newPlayerEdit (Enter adds the name typed), addPlayerButton, playersList (editable items),
//   moveUpButton, moveDownButton, removePlayerButton, playersProblemLabel
//   pairsCheck, teamsTable (column 0: team name, editable; column 1: partners), teamsProblemLabel
//   firstDealerCombo, drawButton, drawResultLabel, dealerProblemLabel
//   targetSpin, advancedCheck, rulesView (RuleParametersModel), buttonBox
class NewGameDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget *parent = nullptr);
    ~NewGameDialog() override;

    GameSetup setup() const;
    bool isAcceptable() const;

    // Presets the dialog (a rematch with the same table); players and variant as given.
    void setSetup(const GameSetup &setup);
    // Offers the named house rules kept in the database (a RulePresetBar, rulePresetBar).
    void offerRulePresets(const GameStore &store);

    // Draws for seats with a fixed random source; the button uses the global one.
    void drawForSeats(quint32 seed);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fillVariants();
    void onVariantChanged();
    void onRulesEdited();
    void applyRules(const Rules &rules);
    void addPlayer();
    void removePlayer();
    void movePlayer(int delta);
    void onPlayersChanged();
    void rebuildTeams();
    void rebuildDealers(int preferred);
    void drawWith(QRandomGenerator &random);
    QStringList players() const;
    void validate();

    std::unique_ptr<Ui::NewGameDialog> ui;
    RuleParametersModel *m_rules;
    QStringList m_teamNames; // as typed, by team index; empty: proposed
    QString m_drawText;
    bool m_updating = false;
};

} // namespace pinaculo
