#include "tournamentfilecommand.h"

#include "cliapplication.h"
#include "clihelp.h"
#include "clitext.h"
#include "nextroundpairing.h"
#include "standingsexport.h"
#include "tournamentfilereader.h"
#include "tournamentgamefiles.h"
#include "tournamentscorer.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace pinaculo {

namespace {

// A tournament file read with its game files and scored, or the refusal already told.
struct ScoredFile
{
    Tournament tournament;
    TournamentScorer::Result scored;
    bool ok = false;
};

ScoredFile readAndScore(CliContext &context, const QString &command, const QString &path)
{
    ScoredFile file;
    auto refuse = [&](const QString &message) {
        context.err << CliText::safe(
            TournamentFileCommand::tr("pinaculo-cli %1: %2: %3").arg(command, path, message))
                    << '\n';
        return file;
    };
    const TournamentFileReader::Result read = TournamentFileReader::readFile(path);
    if (!read.ok())
        return refuse(read.error.text());
    const TournamentGameFiles::Result games
        = TournamentGameFiles::read(read.tournament, QFileInfo(path).absolutePath());
    if (!games.ok())
        return refuse(games.error);
    file.scored = TournamentScorer::score(read.tournament, games.totals);
    if (!file.scored.ok())
        return refuse(file.scored.error);
    file.tournament = read.tournament;
    file.ok = true;
    return file;
}

// The parser of a subcommand taking one tournament file; false when it has answered already
// (help) or refused (the exit code in `exit`).
bool parseFileCommand(CliContext &context, QCommandLineParser &parser, const QString &command,
                      int *exit)
{
    parser.addPositionalArgument(TournamentFileCommand::tr("file"),
                                 TournamentFileCommand::tr("The tournament file."));
    if (!parser.parse(QStringList {command} + context.arguments)) {
        context.err
            << TournamentFileCommand::tr("pinaculo-cli %1: %2").arg(command, parser.errorText())
            << '\n';
        *exit = ExitUsage;
        return false;
    }
    if (CliHelp::answer(parser, command, context.out)) {
        *exit = ExitOk;
        return false;
    }
    if (parser.positionalArguments().size() != 1) {
        context.err << TournamentFileCommand::tr(
                           "pinaculo-cli %1: give exactly one tournament file")
                           .arg(command)
                    << '\n';
        *exit = ExitUsage;
        return false;
    }
    return true;
}

QString standingsText(const ScoredFile &file)
{
    const Tournament &t = file.tournament;
    const TournamentScorer::Result &scored = file.scored;
    QString text = scored.final
        ? TournamentFileCommand::tr("%1: final standings, approved by %2")
              .arg(t.name, t.approval->author)
        : TournamentFileCommand::tr("%1: provisional standings after %2 of %3 rounds")
              .arg(t.name)
              .arg(scored.roundsClosed)
              .arg(t.roundPlan.size());
    text += u'\n';
    //: Column headings of the standings; the numbers below are aligned to their right ends.
    const QStringList headings {
        TournamentFileCommand::tr("Rank"),   TournamentFileCommand::tr("Entry"),
        TournamentFileCommand::tr("VP"),     TournamentFileCommand::tr("MP diff."),
        TournamentFileCommand::tr("MP for"), TournamentFileCommand::tr("Matches")};
    QList<QStringList> rows;
    for (const StandingRow &row : scored.standings) {
        const TournamentEntry *entry = t.entry(row.entry);
        QString name = QString::number(row.entry);
        if (entry)
            name += u' ' + entry->name;
        if (entry && entry->withdrawnAfterRound > 0)
            name += u' '
                + TournamentFileCommand::tr("(withdrew after round %1)")
                      .arg(entry->withdrawnAfterRound);
        const QString difference = (row.mpDifference() > 0 ? QStringLiteral("+") : QString())
            + QString::number(row.mpDifference());
        rows.append({QString::number(row.rank), name, StandingsExport::vpText(row.vp), difference,
                     QString::number(row.mpFor), QString::number(row.matches)});
    }
    QList<qsizetype> widths;
    for (const QString &heading : headings)
        widths.append(heading.size());
    for (const QStringList &row : std::as_const(rows)) {
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row[c].size());
    }
    auto line = [&widths](const QStringList &cells) -> QString {
        QStringList padded;
        for (qsizetype c = 0; c < cells.size(); ++c)
            padded.append(c == 1 ? cells[c].leftJustified(widths[c])
                                 : cells[c].rightJustified(widths[c]));
        return padded.join(QStringLiteral("  ")) + u'\n';
    };
    text += line(headings);
    for (const QStringList &row : std::as_const(rows))
        text += line(row);
    if (scored.matchesAtMaximum > 0)
        text += TournamentFileCommand::tr(
                    "%n match(es) reached the scale's most, %1 VP: a scale of wider bands "
                    "may tell them apart.",
                    nullptr, scored.matchesAtMaximum)
                    .arg(StandingsExport::vpText(t.scale.maximum()))
            + u'\n';
    return text;
}

} // namespace

int TournamentFileCommand::score(CliContext &context)
{
    QCommandLineParser parser;
    CliHelp::addTo(parser);
    parser.setApplicationDescription(TournamentFileCommand::tr(
        "Prints a tournament's standings, worked out from its file and the game files it "
        "names: a table, one JSON object with --json, or CSV with --csv. Provisional until "
        "the director has approved them."));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print one JSON object."));
    const QCommandLineOption csvOption(QStringLiteral("csv"), tr("Print CSV."));
    parser.addOptions({jsonOption, csvOption, CliApplication::languageOption()});
    const QString command = QStringLiteral("tournament score");
    int exit = ExitOk;
    if (!parseFileCommand(context, parser, command, &exit))
        return exit;
    if (parser.isSet(jsonOption) && parser.isSet(csvOption)) {
        context.err << tr("pinaculo-cli %1: give --json or --csv, not both").arg(command) << '\n';
        return ExitUsage;
    }
    const ScoredFile file = readAndScore(context, command, parser.positionalArguments().first());
    if (!file.ok)
        return ExitRefused;
    if (parser.isSet(jsonOption))
        context.out << QString::fromUtf8(StandingsExport::json(file.tournament, file.scored));
    else if (parser.isSet(csvOption))
        context.out << StandingsExport::csv(file.tournament, file.scored);
    else
        context.out << CliText::safe(standingsText(file), 1 << 20);
    return ExitOk;
}

int TournamentFileCommand::check(CliContext &context)
{
    QCommandLineParser parser;
    CliHelp::addTo(parser);
    parser.setApplicationDescription(
        tr("Checks a tournament file and every game file it names, as score reads them, and "
           "says what it holds; exit code 2 and the reason, with its place, when anything is "
           "refused."));
    parser.addOptions({CliApplication::languageOption()});
    const QString command = QStringLiteral("tournament check");
    int exit = ExitOk;
    if (!parseFileCommand(context, parser, command, &exit))
        return exit;
    const ScoredFile file = readAndScore(context, command, parser.positionalArguments().first());
    if (!file.ok)
        return ExitRefused;
    int tables = 0;
    for (const TournamentRound &round : file.tournament.rounds)
        tables += int(round.matches.size());
    context.out << CliText::safe(
        tr("accepted: %1 entries, %2 of %3 rounds seated, %4 tables, %5 results counted")
            .arg(file.tournament.entries.size())
            .arg(file.tournament.rounds.size())
            .arg(file.tournament.roundPlan.size())
            .arg(tables)
            .arg(file.scored.matches.size()))
                << '\n';
    return ExitOk;
}

int TournamentFileCommand::pairNext(CliContext &context, const QString &path)
{
    const QString command = QStringLiteral("tournament pair");
    const ScoredFile file = readAndScore(context, command, path);
    if (!file.ok)
        return ExitRefused;
    const NextRoundPairing::Result next
        = NextRoundPairing::pair(file.tournament, file.scored.standings);
    if (!next.ok()) {
        context.err << CliText::safe(tr("pinaculo-cli %1: %2: %3").arg(command, path, next.error))
                    << '\n';
        return ExitRefused;
    }
    if (next.previousOpponentsMeet)
        context.err << tr("pinaculo-cli %1: no pairing keeps every previous opponent apart; the "
                          "pure Danish pairing is printed")
                           .arg(command)
                    << '\n';
    // The same lines as the movements print: numbers only, for a script or a spreadsheet.
    for (const TableSeating &table : next.seating.tables)
        context.out << next.round << ' ' << table.table << ' ' << table.northSouth << ' '
                    << table.eastWest << '\n';
    for (int resting : next.seating.resting)
        context.out << next.round << " - " << resting << '\n';
    return ExitOk;
}

} // namespace pinaculo
