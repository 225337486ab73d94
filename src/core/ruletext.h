#pragma once

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

struct Rules;
struct RuleParameter;

// A rule parameter in words: its label and its value as a reader expects them, so a changed
// rule reads "Target score: 2.000" rather than "target = 2000". The one place that words a
// parameter: the New Game rules table, the printed summary and the rules reference all take
// their labels and values from here, so they can never call one rule by two names. (The stored
// form of a value, "true" or "pairs", is a machine format and lives with storage.)
class RuleText
{
    Q_DECLARE_TR_FUNCTIONS(RuleText)

public:
    // "Target score" for "target", in the installed language.
    static QString label(const QString &name);
    // "2.000", "yes", "in pairs": in the installed language and the locale's number format.
    static QString value(const Rules &rules, const RuleParameter &parameter);
};

} // namespace pinaculo
