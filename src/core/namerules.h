#pragma once

#include <QCoreApplication>
#include <QString>

namespace pinaculo {

// The one owner of what a player, team or game name may be (docs/game-file.md "Limits"): 1 to
// InputLimits::NameLength characters after trimming, printable only, unique ignoring case. The
// setup validator, the file reader, the window's dialogs, the game's edits and the storage all
// ask here, and every refusal of a name is worded here.
class NameRules
{
    Q_DECLARE_TR_FUNCTIONS(NameRules)

public:
    enum class Problem {
        None,
        Empty,
        TooLong, // more than InputLimits::NameLength characters after trimming
        NotPrintable, // holds a control, format, separator or unpaired surrogate character
    };
    // What a name is the name of: the words of its problems say which.
    enum class Subject { Player, Team, Game, HouseRules };

    static Problem check(const QString &name);
    // Characters (code points) after trimming, as the limit counts them.
    static qsizetype length(const QString &name);
    static bool isPrintable(char32_t c);
    // Two names are the same name when their keys are equal: trimmed, case folded.
    static QString key(const QString &name);
    static bool same(const QString &a, const QString &b) { return key(a) == key(b); }

    // Why `name` cannot name a `subject`, in words, or empty for Problem::None: the one wording
    // for the window, the command line and refused files alike. It starts in lower case, to be
    // quoted after a file name; `place` (from 1) says which player or team has no name.
    static QString problemText(Problem problem, Subject subject, const QString &name,
                               int place = 0);
    // Two players, or two teams (Subject::Team), called `name` ignoring capitals.
    static QString sameNameText(Subject subject, const QString &name);
    // The limit alone, for a field that stops taking characters at it.
    static QString limitText();

    // A file's name made fit to name a game: unprintable characters replaced, trimmed and cut
    // to the limit without a mark, since nobody typed it.
    static QString fromFileName(const QString &baseName);

    // Any text from outside (a name, a key, a card token) made safe to quote in a message or
    // print on a terminal: unprintable characters become U+FFFD and the text is cut at `limit`
    // characters with an ellipsis. An excerpt never grows with its input.
    static QString excerpt(QStringView text, int limit);
    static QString excerpt(QStringView text);
    // The same without a length bound, for printing names that passed or predate the limits.
    static QString printable(QStringView text);
};

} // namespace pinaculo
