#pragma once

#include "rules.h"

#include <QAbstractTableModel>

namespace pinaculo {

// The advanced rules table: every named parameter under its translated label (the stable name in
// the tooltip), with its value, editable, next to the variant's preset so a house rule stands
// out. Labels and values are worded by RuleText, as in the printed summary. Edits go through
// RuleParameters::set, which refuses wrong types and out-of-range numbers.
class RuleParametersModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, ValueColumn, PresetColumn, ColumnCount };

    explicit RuleParametersModel(QObject *parent = nullptr);

    const Rules &rules() const { return m_rules; }
    // Replaces every value (a new variant's preset, or a target typed elsewhere).
    void setRules(const Rules &rules);
    int rowOf(QStringView name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

signals:
    void rulesEdited();

private:
    Rules m_rules;
    Rules m_preset;
};

} // namespace pinaculo
