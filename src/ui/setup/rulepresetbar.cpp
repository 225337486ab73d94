#include "setup/rulepresetbar.h"

#include "coretext.h"
#include "setup/problemlines.h"
#include "namerules.h"
#include "common/plainmessagebox.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>

namespace pinaculo {

namespace {

// The names in the question are shown as typed, never as markup.
bool askYes(QWidget *parent, const QString &title, const QString &text)
{
    return PlainMessageBox::question(parent, title, text, QMessageBox::Yes | QMessageBox::No,
                                     QMessageBox::No)
        == QMessageBox::Yes;
}

} // namespace

RulePresetBar::RulePresetBar(const GameStore &store, std::function<Rules()> currentRules,
                             QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_currentRules(std::move(currentRules))
    , m_label(new QLabel(this))
    , m_combo(new QComboBox(this))
    , m_save(new QPushButton(this))
    , m_delete(new QPushButton(this))
{
    m_combo->setObjectName(QStringLiteral("rulePresetCombo"));
    m_save->setObjectName(QStringLiteral("saveRulePresetButton"));
    m_delete->setObjectName(QStringLiteral("deleteRulePresetButton"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->setMinimumContentsLength(14);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_combo, 1);
    m_label->setBuddy(m_combo);
    layout->addWidget(m_save);
    layout->addWidget(m_delete);
    connect(m_combo, &QComboBox::activated, this, &RulePresetBar::onChosen);
    connect(m_combo, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_delete->setEnabled(index > 0); });
    connect(m_save, &QPushButton::clicked, this, &RulePresetBar::askAndSave);
    connect(m_delete, &QPushButton::clicked, this, &RulePresetBar::askAndDelete);
    retranslate();
    reload(QString());
}

void RulePresetBar::retranslate()
{
    m_label->setText(tr("&House rules:"));
    m_save->setText(tr("Sav&e…"));
    m_save->setToolTip(tr("Keep the rules set here under a name, to choose them again"));
    m_delete->setText(tr("Delete"));
    m_delete->setToolTip(tr("Delete the chosen house rules"));
    m_combo->setToolTip(
        tr("House rules saved before: choosing one sets the variant and every rule"));
    if (m_combo->count() > 0)
        m_combo->setItemText(0, tr("The variant's own rules"));
}

void RulePresetBar::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void RulePresetBar::reload(const QString &chosen)
{
    m_presets = m_store.rulePresets();
    const QSignalBlocker block(m_combo);
    m_combo->clear();
    m_combo->addItem(tr("The variant's own rules"));
    int index = 0;
    for (const HouseRulePreset &preset : std::as_const(m_presets)) {
        m_combo->addItem(
            tr("%1 (%2)").arg(preset.name, CoreText::variantName(preset.rules.variant)),
            preset.name);
        if (preset.name.compare(chosen, Qt::CaseInsensitive) == 0)
            index = m_combo->count() - 1;
    }
    m_combo->setCurrentIndex(index);
    m_delete->setEnabled(index > 0);
}

bool RulePresetBar::choosePreset(const QString &name)
{
    for (int index = 1; index < m_combo->count(); ++index) {
        if (NameRules::same(m_combo->itemData(index).toString(), name)) {
            m_combo->setCurrentIndex(index);
            onChosen(index);
            return true;
        }
    }
    return false;
}

void RulePresetBar::onChosen(int index)
{
    if (index <= 0 || index > m_presets.size())
        return;
    emit presetChosen(m_presets[index - 1].rules);
}

bool RulePresetBar::savePreset(const QString &typed, QString *error)
{
    const QString name = typed.trimmed();
    if (const NameRules::Problem problem = NameRules::check(name);
        problem != NameRules::Problem::None) {
        if (error)
            *error = ProblemLines::sentence(
                NameRules::problemText(problem, NameRules::Subject::HouseRules, name));
        return false;
    }
    if (!m_store.saveRulePreset({name, m_currentRules()}, error))
        return false;
    reload(name);
    return true;
}

bool RulePresetBar::deletePreset(const QString &name, QString *error)
{
    if (!m_store.deleteRulePreset(name, error))
        return false;
    reload(QString());
    return true;
}

void RulePresetBar::askAndSave()
{
    bool ok = false;
    const QString current
        = m_combo->currentIndex() > 0 ? m_combo->currentData().toString() : QString();
    const QString name
        = QInputDialog::getText(this, tr("Save House Rules"), tr("Name of these house rules:"),
                                QLineEdit::Normal, current, &ok);
    if (!ok)
        return;
    for (const HouseRulePreset &preset : std::as_const(m_presets)) {
        if (NameRules::same(preset.name, name)
            && !askYes(
                this, tr("Save House Rules"),
                tr("House rules named \"%1\" already exist. Replace them?").arg(preset.name)))
            return;
    }
    QString error;
    if (!savePreset(name, &error))
        PlainMessageBox::warning(this, tr("Save House Rules"), error);
}

void RulePresetBar::askAndDelete()
{
    if (m_combo->currentIndex() <= 0)
        return;
    const QString name = m_combo->currentData().toString();
    if (!askYes(this, tr("Delete House Rules"),
                tr("Delete the house rules \"%1\"? Games played with them keep their rules.")
                    .arg(name)))
        return;
    QString error;
    if (!deletePreset(name, &error))
        PlainMessageBox::warning(this, tr("Delete House Rules"), error);
}

} // namespace pinaculo
