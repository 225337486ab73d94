#pragma once

#include "variant.h"

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

// The rules pages' closing section: every rule parameter of a variant with its preset value,
// under the labels the New Game rules table and the printed summary use (RuleText). Built from
// the presets themselves, so the page can never disagree with the scoring about a number.
class RuleParametersSection
{
    Q_DECLARE_TR_FUNCTIONS(pinaculo::RuleParametersSection)

public:
    // The section in the installed language.
    static QString html(Variant variant);
    // The page with the section added at the end of its body.
    static QString append(QString page, Variant variant);
};

} // namespace pinaculo
