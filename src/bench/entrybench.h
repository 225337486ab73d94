#pragma once

#include "entrykeyplan.h"
#include "entrytally.h"
#include "game.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pinaculo {

class BenchReport;

// How long a hand takes to enter by keyboard, measured by typing it into the real hand dialog.
// For every hand of every game file it is given, it opens HandEntryDialog for that game's setup
// and hand (with each side's barbelé state at that hand, as the window opens it), types the
// hand with EntryTypist in both styles, confirms it, and scores what the dialog recorded against
// the file's hand, both with HandScorer. Figures (seconds estimated from the keys and field
// changes, EntryTally) over the hands of four players:
//   entry_seconds_median, entry_seconds_worst            the shorthand and the mnemonics
//   entry_seconds_median_plain, entry_seconds_worst_plain  every card apart, flags by Tab
//   entry_hands (every hand typed, all sizes), entry_mismatches (a typed score that differs,
//   or a hand the dialog did not take), entry_mismatches_plain.
class EntryBench
{
public:
    // One hand typed both ways.
    struct Hand
    {
        QString file; // its label, for the notes
        int number = 0; // 1-based
        int players = 0;
        QList<int> expected; // per side, the file's hand scored
        EntryTally shorthand;
        EntryTally plain;
        QList<int> typed; // per side, the hand the dialog recorded (shorthand)
        QList<int> typedPlain;
        QString failure; // why the dialog did not take the shorthand keys, or empty
        QString failurePlain;
        int flagsNotShown = 0;
        QString keys; // the shorthand keys as pressed (EntryTypist::keyLog)
        QString keysPlain;

        bool mismatch() const { return !failure.isEmpty() || typed != expected; }
        bool mismatchPlain() const { return !failurePlain.isEmpty() || typedPlain != expected; }
    };

    // The window language the dialog runs in: its card letters and mnemonics ("es", "it", "en").
    explicit EntryBench(QString language = QStringLiteral("es"));

    // The game files of a folder and its subfolders: every .json file but a case's expected
    // outcome (".expect.json") and a case whose outcome says it is refused.
    static QStringList gameFiles(const QString &folder);
    // Types every hand of a file, named in the notes by `label` (its file name when empty);
    // false, and nothing typed, when it is not a game the reader takes.
    bool typeFile(const QString &path, const QString &label = QString());
    // Every game file of a folder (gameFiles), each named by the folder's name and its path
    // within it ("data/game-pinacle-pairs.json").
    void typeFolder(const QString &folder);
    void typeGame(const Game &game, const QString &name);
    // Types one hand of a game both ways.
    Hand typeHand(const Game &game, int index, const QList<bool> &barbele) const;

    const QList<Hand> &hands() const { return m_hands; }
    const QStringList &skipped() const { return m_skipped; }
    int files() const { return m_files; }

    // The figures and notes of the hands typed so far.
    void report(BenchReport &report) const;

private:
    QString m_language;
    QList<Hand> m_hands;
    QStringList m_skipped; // files that are not games, with the reason
    int m_files = 0;
};

} // namespace pinaculo
