#include "meldcommand.h"

#include "cardnotation.h"
#include "cardshorthand.h"
#include "cliapplication.h"
#include "clihelp.h"
#include "coretext.h"
#include "meldproblemtext.h"
#include "meldanalysis.h"
#include "rules.h"
#include "variants.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>

namespace pinaculo {

namespace {

void printJson(QTextStream &out, const QJsonObject &object)
{
    out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << '\n';
}

// Cards as typed (runs by their ends, sets by their count, cards without spaces), or as a game
// file keeps them, where a rank alone is a card of a set whose suits were not noted.
CardParseResult readCards(const QString &text)
{
    const CardParseResult typed = CardNotation::canonical().read(text);
    if (typed.ok)
        return typed;
    const CardParseResult stored = CardNotation::canonical().parse(text);
    return stored.ok ? stored : typed;
}

} // namespace

int MeldCommand::run(CliContext &context)
{
    QCommandLineParser parser;
    CliHelp::addTo(parser);
    parser.setApplicationDescription(tr("Checks one meld: shape, premium, points and reasons."));
    const QCommandLineOption variantOption(
        QStringLiteral("variant"),
        //: The description of --variant: the variants it takes, "pinaculo, pinacle or pinnacola".
        tr("%1.").arg(CoreText::alternatives(Variants::ids())), tr("variant"));
    const QCommandLineOption laidOption(QStringLiteral("laid"),
                                        tr("over_turns, one_turn or from_deal (11-card sets)."),
                                        tr("laid"), QStringLiteral("over_turns"));
    const QCommandLineOption rescuedOption(QStringLiteral("rescued"),
                                           tr("Wild cards rescued from the meld."), tr("cards"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print one JSON object."));
    const QCommandLineOption langOption = CliApplication::languageOption();
    parser.addOptions({variantOption, laidOption, rescuedOption, jsonOption, langOption});
    parser.addPositionalArgument(tr("cards"), tr("The meld's cards, for example 10H JH QH JK."));
    if (!parser.parse(QStringList {QStringLiteral("meld")} + context.arguments)) {
        context.err << tr("pinaculo-cli meld: %1").arg(parser.errorText()) << '\n';
        return ExitUsage;
    }
    if (CliHelp::answer(parser, QStringLiteral("meld"), context.out))
        return ExitOk;
    const bool json = parser.isSet(jsonOption);
    auto usage = [&](const QString &message) {
        if (json)
            printJson(context.out, QJsonObject {{QStringLiteral("error"), message}});
        context.err << tr("pinaculo-cli meld: %1").arg(message) << '\n';
        return int(ExitUsage);
    };

    const auto variant = variantFromId(parser.value(variantOption));
    if (!variant)
        return usage(tr("--variant must be %1").arg(CoreText::alternatives(Variants::ids())));
    Laid laid = Laid::OverTurns;
    const QString laidText = parser.value(laidOption);
    if (laidText == u"one_turn")
        laid = Laid::OneTurn;
    else if (laidText == u"from_deal")
        laid = Laid::FromDeal;
    else if (laidText != u"over_turns")
        return usage(tr("--laid must be over_turns, one_turn or from_deal"));

    // Typed cards: runs by their ends ("3S-AS"), sets by their count ("4xK") and cards without
    // spaces are read too.
    const CardParseResult cards = readCards(parser.positionalArguments().join(u' '));
    if (const QString shorthand = CardShorthand::problem(cards, CardNotation::canonical());
        !shorthand.isEmpty())
        return usage(shorthand);
    if (!cards.ok)
        return usage(
            tr("\"%1\" (card %2) is not a card; write rank and suit, for example 10H, QS or JK")
                .arg(cards.errorText, QString::number(cards.errorToken)));
    if (cards.cards.isEmpty())
        return usage(tr("give the meld's cards, for example: meld --variant pinaculo 3H 4H 5H"));
    const CardParseResult rescued = readCards(parser.value(rescuedOption));
    if (!rescued.ok)
        return usage(tr("--rescued: \"%1\" is not a card").arg(rescued.errorText));

    const Rules rules = Rules::preset(*variant);
    const MeldAnalysis a = MeldAnalyzer::analyze(cards.cards, rules, laid, rescued.cards);
    if (json) {
        QJsonObject o;
        o.insert(u"valid", a.valid);
        if (a.valid) {
            o.insert(u"shape",
                     a.shape == MeldShape::Set ? QStringLiteral("set") : QStringLiteral("run"));
            o.insert(u"premium",
                     a.premium == Premium::None ? QJsonValue(QJsonValue::Null)
                                                : QJsonValue(premiumId(a.premium)));
            o.insert(u"points", a.points());
            o.insert(u"naturals", a.naturals);
            o.insert(u"wilds", a.wilds);
            o.insert(u"rescue_points", a.rescueValue);
            o.insert(u"arithmetic", CoreText::meldArithmetic(cards.cards, a, rules, rescued.cards));
        } else {
            o.insert(u"reason", MeldProblemText::text(a.problem));
        }
        printJson(context.out, o);
        return a.valid ? ExitOk : ExitInvalidMeld;
    }

    context.out << CoreText::cards(cards.cards) << '\n';
    if (!a.valid) {
        context.out << tr("Invalid meld: %1").arg(MeldProblemText::text(a.problem)) << '\n';
        return ExitInvalidMeld;
    }
    context.out << tr("Valid %1 of %n card(s): %2", nullptr, int(cards.cards.size()))
                       .arg(CoreText::shapeName(a), CoreText::naturalsAndWilds(a.naturals, a.wilds))
                << '\n';
    if (a.premium != Premium::None)
        context.out << tr("Premium: %1").arg(CoreText::premiumName(a.premium)) << '\n';
    context.out << tr("Points: %1").arg(CoreText::number(a.points())) << '\n';
    context.out << CoreText::meldArithmetic(cards.cards, a, rules, rescued.cards) << '\n';
    return ExitOk;
}

} // namespace pinaculo
