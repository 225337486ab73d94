#pragma once

#include "rules.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace pinaculo {

// One named, typed field of Rules. The names are stable: game files, the database and the
// advanced rules table all use them.
struct RuleParameter
{
    enum class Type { Integer, Boolean, Choice };
    QString name;
    Type type = Type::Integer;
    QStringList choices; // the accepted strings of a Choice
    int Rules::*integer = nullptr;
    bool Rules::*boolean = nullptr;
    Partnerships Rules::*choice = nullptr;
};

// Why an override was refused.
struct RuleOverrideError
{
    enum class Code { None, UnknownName, WrongType, OutOfRange };
    Code code = Code::None;
    QString name;
    QString expected; // "integer", "true or false", or the choices
};

class RuleParameters
{
public:
    static const QList<RuleParameter> &all();
    static const RuleParameter *find(QStringView name);

    // The value as it goes into JSON: int, bool or the choice's string.
    static QVariant value(const Rules &rules, const RuleParameter &parameter);
    // Sets one parameter from a JSON-like value; refuses an unknown name or a wrong type.
    static RuleOverrideError set(Rules &rules, QStringView name, const QVariant &value);
    // The names whose value differs from the variant's preset, in table order.
    static QStringList changedFromPreset(const Rules &rules);
};

} // namespace pinaculo
