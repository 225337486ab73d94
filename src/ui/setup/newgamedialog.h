#pragma once

#include "common/dialoggrowth.h"
#include "gamesetup.h"

#include <QDialog>
#include <QHash>
#include <QPoint>

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
//   targetSpin, advancedCheck, rulesView (RuleParametersModel), contentScroll, buttonBox
//
// The dialog fits the screen it opens on: its content scrolls when the screen is short, and
// showing the whole rule table grows it only as far as the screen allows; hiding the table gives
// the height back.
class NewGameDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget *parent = nullptr);
    ~NewGameDialog() override;

    GameSetup setup() const;
    bool isAcceptable() const;

    // Presets the dialog (the last game's table); players and variant as given. A team name
    // belongs to its two partners: it stays only while they are partners.
    void setSetup(const GameSetup &setup);
    // The players stored before, offered as the name field's completions (ignoring case).
    void setKnownPlayers(const QStringList &names);
    // Offers the named house rules kept in the database (a RulePresetBar, rulePresetBar).
    void offerRulePresets(const GameStore &store);

    // Draws for seats with a fixed random source; the button uses the global one.
    void drawForSeats(quint32 seed);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // The texts that name a key, which the form cannot hold translated (RePág, PagSu, …).
    void nameKeys();
    void fillVariants();
    void onVariantChanged();
    void onRulesEdited();
    void applyRules(const Rules &rules);
    void addPlayer();
    void removePlayer();
    void movePlayer(int delta);
    void onPlayersChanged();
    void rebuildTeams();
    // Pairs that can no longer be made (fewer than four players, an odd count, a variant that
    // plays alone) are given up, so no team of the last game hangs on.
    void dropTeamsThatNoLongerFit();
    QString partnersKey(int team) const;
    void showRules(bool shown);
    void rebuildDealers(int preferred);
    void drawWith(QRandomGenerator &random);
    QStringList players() const;
    void validate();

    std::unique_ptr<Ui::NewGameDialog> ui;
    RuleParametersModel *m_rules;
    QHash<QString, QString> m_teamNames; // as typed, by partnersKey(); none: proposed
    DialogGrowth m_growth; // the rule table shown and hidden within the screen
    QString m_drawText;
    bool m_updating = false;
};

} // namespace pinaculo
