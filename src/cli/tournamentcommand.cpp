#include "tournamentcommand.h"

#include "cliapplication.h"
#include "clihelp.h"
#include "coretext.h"
#include "mitchellmovement.h"
#include "pairwisevictorypoints.h"
#include "roundrobinschedule.h"
#include "tournamentfilecommand.h"
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
    if (subcommand == u"pair") {
        context.arguments.removeFirst();
        return pair(context);
    }
    if (subcommand == u"score") {
        context.arguments.removeFirst();
        return TournamentFileCommand::score(context);
    }
    if (subcommand == u"check") {
        context.arguments.removeFirst();
        return TournamentFileCommand::check(context);
    }
    if (subcommand == u"--help" || subcommand == u"-h") {
        context.out << tr("Usage:") << '\n'
                    << "  pinaculo-cli tournament vp [--scale SCALE] [--more-sides METHOD] MP...\n"
                    << "  pinaculo-cli tournament pair --movement mitchell|round-robin --entries N "
                       "[--step K] [--rounds R]\n"
                    << "  pinaculo-cli tournament pair FILE\n"
                    << "  pinaculo-cli tournament score [--json|--csv] FILE\n"
                    << "  pinaculo-cli tournament check FILE\n\n"
                    << tr("Each subcommand lists its options with --help, for example: %1")
                           .arg(QStringLiteral("pinaculo-cli tournament vp --help"))
                    << '\n';
        return ExitOk;
    }
    context.err << (subcommand.isEmpty()
                        ? tr("pinaculo-cli tournament: give a subcommand: vp, pair, score or check")
                        : tr("pinaculo-cli tournament: unknown subcommand \"%1\"; use vp, pair, "
                             "score or check")
                              .arg(subcommand))
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
    const QCommandLineOption moreSidesOption(
        QStringLiteral("more-sides"),
        tr("At a table of more than two sides: mean (of the shares against every other side, "
           "the default) or placement (by each side's place in the table's match points)."),
        tr("method"), PairwiseVictoryPoints::id(PairwiseVictoryPoints::Method::Mean));
    const QCommandLineOption langOption = CliApplication::languageOption();
    parser.addOptions({scaleOption, moreSidesOption, langOption});
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
    const std::optional<PairwiseVictoryPoints::Method> moreSides
        = PairwiseVictoryPoints::fromId(parser.value(moreSidesOption));
    if (!moreSides)
        return usage(tr("--more-sides must be mean or placement"));
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
        for (double vp : PairwiseVictoryPoints::of(*scale, mp, *moreSides))
            shares.append(vpText(vp));
    }
    context.out << shares.join(u' ') << '\n';
    return ExitOk;
}

int TournamentCommand::pair(CliContext &context)
{
    QCommandLineParser parser;
    CliHelp::addTo(parser);
    parser.setApplicationDescription(
        tr("Prints who meets whom in every round, for the table cards: one line a table, "
           "\"ROUND TABLE NORTH-SOUTH EAST-WEST\" by entry numbers, and \"ROUND - ENTRY\" for an "
           "entry that rests. A Mitchell movement keeps the North-South pairs at their tables "
           "and moves the East-West pairs --step tables a round, and refuses more rounds than "
           "it plays without two pairs meeting again; an all-play-all group has every entry "
           "meet every other once. Given a tournament file instead, prints the seating of its "
           "next round, by the movement its round plan names for it."));
    const QCommandLineOption movementOption(QStringLiteral("movement"),
                                            tr("mitchell or round-robin."), tr("movement"));
    const QCommandLineOption entriesOption(QStringLiteral("entries"),
                                           tr("The number of pairs or players."), tr("N"));
    const QCommandLineOption stepOption(
        QStringLiteral("step"), tr("Mitchell: the tables the East-West pairs move a round."),
        tr("K"), QStringLiteral("1"));
    const QCommandLineOption roundsOption(
        QStringLiteral("rounds"),
        tr("The rounds to print; by default every round the movement has without a repeat."),
        tr("R"));
    const QCommandLineOption langOption = CliApplication::languageOption();
    parser.addOptions({movementOption, entriesOption, stepOption, roundsOption, langOption});
    parser.addPositionalArgument(tr("file"), tr("A tournament file: its next round."),
                                 QStringLiteral("[file]"));
    const QString command = QStringLiteral("tournament pair");
    if (!parser.parse(QStringList {command} + context.arguments)) {
        context.err << tr("pinaculo-cli tournament pair: %1").arg(parser.errorText()) << '\n';
        return ExitUsage;
    }
    if (CliHelp::answer(parser, command, context.out))
        return ExitOk;
    auto usage = [&](const QString &message) {
        context.err << tr("pinaculo-cli tournament pair: %1").arg(message) << '\n';
        return int(ExitUsage);
    };
    auto number = [&parser](const QCommandLineOption &option, int *value) {
        bool ok = false;
        *value = parser.value(option).toInt(&ok);
        return ok;
    };
    if (!parser.isSet(movementOption) && parser.positionalArguments().size() == 1)
        return TournamentFileCommand::pairNext(context, parser.positionalArguments().first());
    if (!parser.positionalArguments().isEmpty())
        return usage(tr("unexpected \"%1\"").arg(parser.positionalArguments().first()));
    int entries = 0;
    if (!parser.isSet(entriesOption) || !number(entriesOption, &entries) || entries < 2
        || entries > MaxEntries)
        return usage(tr("--entries must be a whole number from 2 to %1").arg(MaxEntries));
    int rounds = -1;
    if (parser.isSet(roundsOption) && (!number(roundsOption, &rounds) || rounds < 1))
        return usage(tr("--rounds must be a whole number of 1 or more"));

    QList<RoundSeating> seatings;
    const QString movement = parser.value(movementOption);
    if (movement == u"mitchell") {
        int step = 0;
        if (!number(stepOption, &step) || step < 1)
            return usage(tr("--step must be a whole number of 1 or more"));
        QString error;
        const std::optional<MitchellMovement> mitchell
            = MitchellMovement::of(entries, step, &error);
        if (!mitchell)
            return usage(error);
        if (rounds < 0)
            rounds = mitchell->roundsWithoutRepeats();
        if (!mitchell->plans(rounds, &error))
            return usage(error);
        for (int r = 1; r <= rounds; ++r)
            seatings.append(mitchell->round(r));
    } else if (movement == u"round-robin") {
        QList<int> group;
        for (int e = 1; e <= entries; ++e)
            group.append(e);
        const RoundRobinSchedule schedule(group);
        if (rounds < 0)
            rounds = schedule.rounds();
        if (rounds > schedule.rounds())
            return usage(tr("an all-play-all group of %1 has %2 rounds, not %3")
                             .arg(entries)
                             .arg(schedule.rounds())
                             .arg(rounds));
        for (int r = 1; r <= rounds; ++r)
            seatings.append(schedule.round(r));
    } else {
        return usage(tr("--movement must be mitchell or round-robin"));
    }
    // Numbers only: the lines are the same in every language, for a script or a spreadsheet.
    for (int r = 0; r < seatings.size(); ++r) {
        for (const TableSeating &table : std::as_const(seatings[r].tables))
            context.out << r + 1 << ' ' << table.table << ' ' << table.northSouth << ' '
                        << table.eastWest << '\n';
        for (int resting : std::as_const(seatings[r].resting))
            context.out << r + 1 << " - " << resting << '\n';
    }
    return ExitOk;
}

} // namespace pinaculo
