#pragma once

#include "gamestore.h"
#include "houserulepreset.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;

namespace pinaculo {

// The named house rules in New Game: a list to choose one from, Save to keep the rules the
// dialog holds now under a name, Delete to drop the chosen one. Kept in the database through
// GameStore. The dialog that holds it applies a chosen preset (presetChosen) and says what its
// rules are now (the function given).
//
// Object names: rulePresetCombo (item 0: no preset; then the presets by name),
// saveRulePresetButton, deleteRulePresetButton.
class RulePresetBar : public QWidget
{
    Q_OBJECT

public:
    RulePresetBar(const GameStore &store, std::function<Rules()> currentRules,
                  QWidget *parent = nullptr);

    QList<HouseRulePreset> presets() const { return m_presets; }
    // Without asking: what the buttons do once the user has answered. False with a message.
    bool savePreset(const QString &name, QString *error = nullptr);
    bool deletePreset(const QString &name, QString *error = nullptr);
    // Chooses the preset of that name (ignoring capitals), which the dialog then applies.
    bool choosePreset(const QString &name);

signals:
    void presetChosen(const pinaculo::Rules &rules);

protected:
    void changeEvent(QEvent *event) override;

private:
    void reload(const QString &chosen);
    void retranslate();
    void askAndSave();
    void askAndDelete();
    void onChosen(int index);

    GameStore m_store;
    std::function<Rules()> m_currentRules;
    QList<HouseRulePreset> m_presets;
    QLabel *m_label;
    QComboBox *m_combo;
    QPushButton *m_save;
    QPushButton *m_delete;
};

} // namespace pinaculo
