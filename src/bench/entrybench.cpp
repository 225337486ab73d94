#include "entrybench.h"

#include "benchreport.h"
#include "entrytypist.h"
#include "gamefilereader.h"
#include "gamescorer.h"
#include "handentry/handentrydialog.h"
#include "handscorer.h"
#include "samples.h"
#include "translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

namespace pinaculo {

namespace {

// A case whose expected outcome (the ".expect.json" beside its ".game.json") is a refusal.
bool meantToBeRefused(const QString &path)
{
    static const QString gameSuffix = QStringLiteral(".game.json");
    if (!path.endsWith(gameSuffix))
        return false;
    QFile expect(path.chopped(gameSuffix.size()) + QStringLiteral(".expect.json"));
    if (!expect.open(QIODevice::ReadOnly))
        return false;
    return QJsonDocument::fromJson(expect.readAll()).object().value(u"refused").toBool();
}

QString sides(const QList<int> &points)
{
    QStringList texts;
    for (int p : points)
        texts.append(QString::number(p));
    return u'[' + texts.join(QStringLiteral(", ")) + u']';
}

QString describe(const EntryTally &tally)
{
    return QStringLiteral("%1 s: %2 keys (cards %3, numbers %4, moves %5, flags %6, confirm %7), "
                          "%8 field changes")
        .arg(tally.seconds(), 0, 'f', 2)
        .arg(tally.keys)
        .arg(tally.cardKeys)
        .arg(tally.numberKeys)
        .arg(tally.moveKeys)
        .arg(tally.flagKeys)
        .arg(tally.confirmKeys)
        .arg(tally.fieldChanges);
}

// Where the estimated seconds of a set of hands go, by kind of key and field changes.
QString whereTimeGoes(const EntryTally &total, int hands)
{
    const double all = total.seconds();
    const auto share = [all](double seconds) {
        return QStringLiteral("%1 s (%2%)")
            .arg(seconds, 0, 'f', 1)
            .arg(all > 0 ? 100.0 * seconds / all : 0.0, 0, 'f', 0);
    };
    const double key = EntryTally::SecondsPerKey;
    return QStringLiteral("%1 hands, %2 s in all: card keys %3, number keys %4, moving keys %5, "
                          "flag keys %6, confirming %7, field changes %8 (%9 of them: melds "
                          "%10, meld flags and rescued cards %11, hands %12, players' events %13, "
                          "events of the deal %14, players' pages %15)")
        .arg(hands)
        .arg(all, 0, 'f', 1)
        .arg(share(key * total.cardKeys), share(key * total.numberKeys),
             share(key * total.moveKeys), share(key * total.flagKeys),
             share(key * total.confirmKeys),
             share(EntryTally::SecondsPerFieldChange * total.fieldChanges))
        .arg(total.fieldChanges)
        .arg(total.meldFields)
        .arg(total.meldFlagFields)
        .arg(total.handFields)
        .arg(total.playerEventFields)
        .arg(total.dealEventFields)
        .arg(total.pageChanges);
}

struct Typed
{
    EntryTally tally;
    QList<int> points;
    QString failure;
    QString keys;
    int flagsNotShown = 0;
};

// The offscreen platform says at every window it sizes that it cannot pass size hints on:
// hundreds of lines of noise around the figures, and nothing about them.
QtMessageHandler previousHandler = nullptr;

void quietHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message == u"This plugin does not support propagateSizeHints()")
        return;
    if (previousHandler)
        previousHandler(type, context, message);
}

class QuietSizeHints
{
public:
    QuietSizeHints() { previousHandler = qInstallMessageHandler(quietHandler); }
    ~QuietSizeHints() { qInstallMessageHandler(previousHandler); }
    QuietSizeHints(const QuietSizeHints &) = delete;
    QuietSizeHints &operator=(const QuietSizeHints &) = delete;
};

// The window language for as long as hands are typed, and back to the one before after.
class LanguageScope
{
public:
    explicit LanguageScope(const QString &language)
        : m_previous(Translations::current())
    {
        if (m_previous != language)
            Translations::install(language);
        m_changed = m_previous != language;
    }
    ~LanguageScope()
    {
        if (m_changed)
            Translations::install(m_previous);
    }
    LanguageScope(const LanguageScope &) = delete;
    LanguageScope &operator=(const LanguageScope &) = delete;

private:
    QString m_previous;
    bool m_changed = false;
};

Typed typeOnce(const Game &game, int index, const QList<bool> &barbele, EntryStyle style,
               const CardNotation &notation)
{
    Typed typed;
    const HandRecord &hand = game.hands.at(index);
    {
        HandEntryDialog dialog(game.setup, index, barbele);
        dialog.show();
        dialog.activateWindow();
        if (!QTest::qWaitForWindowActive(&dialog)) {
            typed.failure = QStringLiteral("the dialog did not become the active window");
        } else {
            EntryTypist typist(dialog, game.setup, style, notation);
            if (typist.type(hand))
                typed.points
                    = HandScorer::score(game.setup, dialog.record(), index, barbele).sidePoints;
            else
                typed.failure = typist.failure();
            typed.tally = typist.tally();
            typed.keys = typist.keyLog();
            typed.flagsNotShown = typist.flagsNotShown();
        }
        dialog.hide(); // hiding asks nothing, unlike closing a dialog with a hand in it
    }
    // The meld rows the dialog deleted later go now, so one hand's widgets never pile up.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    return typed;
}

} // namespace

EntryBench::EntryBench(QString language)
    : m_language(std::move(language))
{
}

QStringList EntryBench::gameFiles(const QString &folder)
{
    QStringList files;
    QDirIterator it(folder, {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.endsWith(u".expect.json") && !meantToBeRefused(path))
            files.append(path);
    }
    std::sort(files.begin(), files.end());
    return files;
}

bool EntryBench::typeFile(const QString &path, const QString &label)
{
    const QString name = label.isEmpty() ? QFileInfo(path).fileName() : label;
    const GameFileReader::Result read = GameFileReader::readFile(path);
    if (!read.ok()) {
        m_skipped.append(name);
        return false;
    }
    ++m_files;
    typeGame(read.game, name);
    return true;
}

void EntryBench::typeFolder(const QString &folder)
{
    const QDir dir(QFileInfo(folder).absoluteFilePath());
    for (const QString &file : gameFiles(folder)) {
        const QString within = dir.relativeFilePath(QFileInfo(file).absoluteFilePath());
        typeFile(file, QDir(dir.dirName()).filePath(within));
    }
}

void EntryBench::typeGame(const Game &game, const QString &name)
{
    // The dialog's words, mnemonics and card letters are the window language's.
    const QuietSizeHints quiet;
    const LanguageScope language(m_language);
    const GameResult result = GameScorer::score(game);
    for (int index = 0; index < game.hands.size(); ++index) {
        Hand hand = typeHand(game, index, result.hands.at(index).barbele);
        hand.file = name;
        m_hands.append(hand);
    }
}

EntryBench::Hand EntryBench::typeHand(const Game &game, int index, const QList<bool> &barbele) const
{
    const QuietSizeHints quiet;
    const LanguageScope language(m_language);
    Hand hand;
    hand.number = index + 1;
    hand.players = game.setup.playerCount();
    hand.expected = HandScorer::score(game.setup, game.hands.at(index), index, barbele).sidePoints;
    const CardNotation &notation = CardNotation::forLanguage(m_language);
    const Typed shorthand = typeOnce(game, index, barbele, EntryStyle::Shorthand, notation);
    hand.shorthand = shorthand.tally;
    hand.typed = shorthand.points;
    hand.failure = shorthand.failure;
    hand.flagsNotShown = shorthand.flagsNotShown;
    hand.keys = shorthand.keys;
    const Typed plain = typeOnce(game, index, barbele, EntryStyle::Plain, notation);
    hand.plain = plain.tally;
    hand.typedPlain = plain.points;
    hand.failurePlain = plain.failure;
    hand.keysPlain = plain.keys;
    return hand;
}

void EntryBench::report(BenchReport &report) const
{
    Samples shorthand;
    Samples plain;
    EntryTally shorthandTotal;
    EntryTally plainTotal;
    const Hand *worst = nullptr;
    QStringList mismatches;
    QStringList plainMismatches;
    int mismatchCount = 0;
    int plainMismatchCount = 0;
    int notShown = 0;
    for (const Hand &hand : m_hands) {
        const QString where = QStringLiteral("%1 hand %2").arg(hand.file).arg(hand.number);
        if (hand.mismatch()) {
            ++mismatchCount;
            mismatches.append(hand.failure.isEmpty()
                                  ? QStringLiteral("%1: expected %2, typed %3")
                                        .arg(where, sides(hand.expected), sides(hand.typed))
                                  : QStringLiteral("%1: not typed (%2)").arg(where, hand.failure));
        }
        if (hand.mismatchPlain()) {
            ++plainMismatchCount;
            plainMismatches.append(
                hand.failurePlain.isEmpty()
                    ? QStringLiteral("%1: expected %2, typed %3")
                          .arg(where, sides(hand.expected), sides(hand.typedPlain))
                    : QStringLiteral("%1: not typed (%2)").arg(where, hand.failurePlain));
        }
        notShown += hand.flagsNotShown;
        if (hand.players != 4)
            continue;
        shorthand.add(hand.shorthand.seconds());
        plain.add(hand.plain.seconds());
        shorthandTotal += hand.shorthand;
        plainTotal += hand.plain;
        if (!worst || hand.shorthand.seconds() > worst->shorthand.seconds())
            worst = &hand;
    }

    report.set(QStringLiteral("entry_hands"), double(m_hands.size()), 0);
    report.set(QStringLiteral("entry_mismatches"), mismatchCount, 0);
    report.set(QStringLiteral("entry_mismatches_plain"), plainMismatchCount, 0);
    if (shorthand.isEmpty()) {
        for (const char *metric : {"entry_seconds_median", "entry_seconds_worst",
                                   "entry_seconds_median_plain", "entry_seconds_worst_plain"})
            report.setMissing(QLatin1StringView(metric),
                              QStringLiteral("no hand of four players among the games"));
    } else {
        report.set(QStringLiteral("entry_seconds_median"), shorthand.median());
        report.set(QStringLiteral("entry_seconds_worst"), shorthand.percentile(100));
        report.set(QStringLiteral("entry_seconds_median_plain"), plain.median());
        report.set(QStringLiteral("entry_seconds_worst_plain"), plain.percentile(100));
        report.note(QStringLiteral("entry_worst"),
                    QStringLiteral("%1 hand %2: %3, keys %4 (plain: %5, keys %6)")
                        .arg(worst->file)
                        .arg(worst->number)
                        .arg(describe(worst->shorthand), worst->keys, describe(worst->plain),
                             worst->keysPlain));
        report.note(QStringLiteral("entry_where_time_goes"),
                    QStringLiteral("hands of four players, shorthand: %1; plain: %2")
                        .arg(whereTimeGoes(shorthandTotal, shorthand.size()),
                             whereTimeGoes(plainTotal, plain.size())));
    }
    report.note(QStringLiteral("entry"),
                QStringLiteral("%1 game files, %2 hands (%3 of four players) typed into the hand "
                               "dialog in '%4' by key events, each confirmed and scored against "
                               "the file; estimated seconds = %5 × keys + %6 × field changes; "
                               "%7 flags of the files not shown by the dialog (they cannot score "
                               "there); files skipped as not games: %8")
                    .arg(m_files)
                    .arg(m_hands.size())
                    .arg(shorthand.size())
                    .arg(m_language)
                    .arg(EntryTally::SecondsPerKey)
                    .arg(EntryTally::SecondsPerFieldChange)
                    .arg(notShown)
                    .arg(m_skipped.isEmpty() ? QStringLiteral("none")
                                             : m_skipped.join(QStringLiteral(", "))));
    report.note(QStringLiteral("entry_mismatches"),
                mismatches.isEmpty() ? QStringLiteral("none")
                                     : mismatches.join(QStringLiteral("; ")));
    if (!plainMismatches.isEmpty())
        report.note(QStringLiteral("entry_mismatches_plain"),
                    plainMismatches.join(QStringLiteral("; ")));
}

} // namespace pinaculo
