#pragma once

#include "handproblem.h"
#include "handrecord.h"
#include "handwarning.h"
#include "meldanalysis.h"
#include "premium.h"
#include "scoreline.h"
#include "setupproblem.h"
#include "variant.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace pinaculo {

struct GameSetup;
struct Rules;

// Every sentence the engine's codes turn into, in the user's language. The engine itself only
// returns codes and data; this is the one place that words them, so the CLI, the application
// and the printed summary explain a score the same way.
class CoreText
{
    Q_DECLARE_TR_FUNCTIONS(CoreText)

public:
    static QString variantName(Variant variant);
    static QString variantDescription(Variant variant);
    static QString premiumName(Premium premium);
    // The kind of meld its cards make: a run, a set of three, or a longer set (a «serie» in
    // Spanish, an 11-card pináculo included).
    static QString shapeName(MeldShape shape, int cards);
    static QString shapeName(const MeldAnalysis &analysis)
    {
        return shapeName(analysis.shape, analysis.naturals + analysis.wilds);
    }
    static QString laidName(Laid laid);
    static QString outName(OutKind out);

    // Why a meld is invalid is worded by MeldProblemText; this prefixes it with who and which
    // meld ("Ana, meld 2 (7♥ 7♥ 8♥): a run cannot hold 7♥ twice").
    static QString handProblem(const HandProblem &problem, const GameSetup &setup,
                               const HandRecord &hand);
    // Why a setup is refused; a name's problems in NameRules' words.
    static QString setupProblem(const SetupProblem &problem);

    // A line in words, without its points ("Clean escalera 3♠ … A♠ instead of its cards").
    static QString describeLine(const ScoreLine &line, const GameSetup &setup);
    static QString warning(const HandWarning &warning, const GameSetup &setup);

    // The arithmetic behind a meld's points, for the meld checker and the breakdown.
    static QString meldArithmetic(const CardList &cards, const MeldAnalysis &analysis,
                                  const Rules &rules, const CardList &rescued = {});

    // "3 natural cards, 1 wild card": each count with its own plural form.
    static QString naturalsAndWilds(int naturals, int wilds);

    // The choices a value may take, as a sentence offers them: "es, it or en" ("es, it o en" in
    // Spanish); the one choice alone.
    static QString alternatives(const QStringList &choices);

    static QString number(int value); // in the locale's format: 1.500 in Spanish
    static QString signedNumber(int value); // +20, −50
    static QString cards(const CardList &cards);
};

} // namespace pinaculo
