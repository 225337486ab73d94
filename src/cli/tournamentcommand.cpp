#include "tournamentcommand.h"

#include "cliapplication.h"
#include "clihelp.h"
#include "coretext.h"
#include "pairwisevictorypoints.h"
#include "victorypointscales.h"

#include <QCommandLineParser>

namespace pinaculo {

namespace {

// Shares as a script reads them: "8.5", never "8,5", whatever the language.
QString vpText(double vp)
{
    return QString::number(vp, 'g', 10);
}

} // namespace

int TournamentCommand::run(CliContext &context)
{
    const QString subcommand = context.arguments.value(0);
    if (subcommand == u"vp") {
        context.arguments.removeFirst();
        return victoryPoints(context);
    }
    if (subcommand == u"--help" || subcommand == u"-h") {
        context.out << tr("Usage:") << '\n'
                    << "  pinaculo-cli tournament vp [--scale SCALE] MP...\n\n"
                    << tr("Each subcommand lists its options with --help, for example: %1")
                           .arg(QStringLiteral("pinaculo-cli tournament vp --help"))
                    << '\n';
        return ExitOk;
    }
    context.err
        << (subcommand.isEmpty()
                ? tr("pinaculo-cli tournament: give a subcommand: vp")
                : tr("pinaculo-cli tournament: unknown subcommand \"%1\"; use vp").arg(subcommand))
        << '\n';
    return ExitUsage;
}

int TournamentCommand::victoryPoints(CliContext &context)
{
    QCommandLineParser parser;
    CliHelp::addTo(parser);
    parser.setApplicationDescription(
        tr("Gives a table's victory points from its match points. One number is the difference "
           "between two sides and prints the shares of the side ahead and of the side behind; "
           "two or more are each side's match points and print each side's victory points, in "
           "the same order (at a table of more than two sides, the mean of its shares against "
           "every other side)."));
    QStringList scales;
    for (const QString &id : VictoryPointScales::ids())
        //: One scale in the description of --scale: its id, then its name in brackets.
        scales.append(tr("%1 (%2)").arg(id, VictoryPointScales::name(id)));
    const QCommandLineOption scaleOption(
        QStringLiteral("scale"),
        //: The description of --scale: the scales it takes, each with its name.
        tr("%1.").arg(CoreText::alternatives(scales)), tr("scale"),
        VictoryPointScales::ids().first());
    const QCommandLineOption langOption = CliApplication::languageOption();
    parser.addOptions({scaleOption, langOption});
    parser.addPositionalArgument(tr("MP"), tr("The difference, or each side's match points."));
    const QString command = QStringLiteral("tournament vp");
    if (!parser.parse(QStringList {command} + context.arguments)) {
        context.err << tr("pinaculo-cli tournament vp: %1").arg(parser.errorText()) << '\n';
        return ExitUsage;
    }
    if (CliHelp::answer(parser, command, context.out))
        return ExitOk;
    auto usage = [&](const QString &message) {
        context.err << tr("pinaculo-cli tournament vp: %1").arg(message) << '\n';
        return int(ExitUsage);
    };

    const std::optional<VictoryPointScale> scale
        = VictoryPointScales::byId(parser.value(scaleOption));
    if (!scale)
        return usage(
            tr("--scale must be %1").arg(CoreText::alternatives(VictoryPointScales::ids())));
    QList<int> mp;
    for (const QString &argument : parser.positionalArguments()) {
        bool ok = false;
        const int points = argument.toInt(&ok);
        if (!ok)
            return usage(tr("\"%1\" is not a whole number of match points").arg(argument));
        mp.append(points);
    }
    if (mp.isEmpty())
        return usage(tr("give the difference of match points, or each side's, for example: "
                        "tournament vp --scale fibur-3 350"));

    QStringList shares;
    if (mp.size() == 1) {
        const VictoryPointScale::Shares s = scale->sharesOfDifference(mp.first());
        shares = {vpText(s.first), vpText(s.second)};
    } else {
        for (double vp : PairwiseVictoryPoints::of(*scale, mp))
            shares.append(vpText(vp));
    }
    context.out << shares.join(u' ') << '\n';
    return ExitOk;
}

} // namespace pinaculo
