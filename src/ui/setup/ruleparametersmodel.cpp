#include "setup/ruleparametersmodel.h"

#include "ruleparameters.h"
#include "ruletext.h"

#include <QFont>

namespace pinaculo {

RuleParametersModel::RuleParametersModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_rules(Rules::preset(Variant::Pinaculo))
    , m_preset(m_rules)
{
}

void RuleParametersModel::setRules(const Rules &rules)
{
    beginResetModel();
    m_rules = rules;
    m_preset = Rules::preset(rules.variant);
    endResetModel();
}

int RuleParametersModel::rowOf(QStringView name) const
{
    const QList<RuleParameter> &all = RuleParameters::all();
    for (int row = 0; row < all.size(); ++row) {
        if (all.at(row).name == name)
            return row;
    }
    return -1;
}

int RuleParametersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(RuleParameters::all().size());
}

int RuleParametersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RuleParametersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const RuleParameter &parameter = RuleParameters::all().at(index.row());
    const bool changed
        = RuleParameters::value(m_rules, parameter) != RuleParameters::value(m_preset, parameter);
    switch (index.column()) {
    case NameColumn:
        if (role == Qt::DisplayRole)
            return RuleText::label(parameter.name);
        // The stable name is what a game file's "rules" object and pinaculo-cli take.
        if (role == Qt::ToolTipRole)
            return changed ? parameter.name + u'\n' + tr("Changed from the variant's preset")
                           : parameter.name;
        break;
    case ValueColumn:
        if (parameter.type == RuleParameter::Type::Boolean) {
            if (role == Qt::CheckStateRole)
                return RuleParameters::value(m_rules, parameter).toBool() ? Qt::Checked
                                                                          : Qt::Unchecked;
            if (role == Qt::DisplayRole)
                return RuleText::value(m_rules, parameter);
            break;
        }
        if (role == Qt::DisplayRole)
            return RuleText::value(m_rules, parameter);
        if (role == Qt::EditRole)
            return RuleParameters::value(m_rules, parameter);
        if (role == Qt::ToolTipRole && parameter.type == RuleParameter::Type::Choice)
            return tr("One of: %1").arg(parameter.choices.join(QStringLiteral(", ")));
        break;
    case PresetColumn:
        if (role == Qt::DisplayRole)
            return RuleText::value(m_preset, parameter);
        break;
    default:
        break;
    }
    if (role == Qt::FontRole && changed) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::ToolTipRole && changed)
        return tr("Changed from the variant's preset");
    return {};
}

bool RuleParametersModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.column() != ValueColumn)
        return false;
    const RuleParameter &parameter = RuleParameters::all().at(index.row());
    QVariant wanted = value;
    if (role == Qt::CheckStateRole)
        wanted = value.toInt() == Qt::Checked;
    else if (role != Qt::EditRole)
        return false;
    Rules edited = m_rules;
    if (RuleParameters::set(edited, parameter.name, wanted).code != RuleOverrideError::Code::None)
        return false;
    m_rules = edited;
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    emit rulesEdited();
    return true;
}

Qt::ItemFlags RuleParametersModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.column() != ValueColumn)
        return f;
    if (RuleParameters::all().at(index.row()).type == RuleParameter::Type::Boolean)
        return f | Qt::ItemIsUserCheckable;
    return f | Qt::ItemIsEditable;
}

QVariant RuleParametersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Parameter");
    case ValueColumn:
        return tr("Value");
    case PresetColumn:
        return tr("Preset");
    default:
        return {};
    }
}

void RuleParametersModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace pinaculo
