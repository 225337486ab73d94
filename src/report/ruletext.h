#pragma once

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

struct Rules;
struct RuleParameter;

// A rule parameter in words: its label and its value as a reader expects them, so a changed
// rule reads "Target: 2.000" rather than "target = 2000".
class RuleText
{
    Q_DECLARE_TR_FUNCTIONS(RuleText)

public:
    static QString label(const QString &name);
    static QString value(const Rules &rules, const RuleParameter &parameter);
};

} // namespace pinaculo
