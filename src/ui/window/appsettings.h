#pragma once

#include "variant.h"

#include <QByteArray>
#include <QString>
#include <QVariantMap>
#include <QStringList>

namespace pinaculo {

// Everything the application keeps between runs (QSettings), each under one key and with its
// type: the language, the recent game files, the variant New Game starts on, and the layout of the window and the game's page.
class AppSettings
{
public:
    // The language chosen in the menu; empty when none was chosen yet.
    static QString language();
    static void setLanguage(const QString &language);

    // The game files opened or written lately, newest first, at most MaxRecentFiles.
    static constexpr int MaxRecentFiles = 8;
    static QStringList recentFiles();
    static void addRecentFile(const QString &path);
    static void removeRecentFile(const QString &path);
    // Where file dialogs start: the folder of the last game file, else the home folder.
    static QString lastGameFolder();

    static QByteArray windowGeometry();
    static void setWindowGeometry(const QByteArray &geometry);
    static QByteArray windowState();
    static void setWindowState(const QByteArray &state);
    // The splitter layout of the game's page.
    static QByteArray gameLayout();
    static void setGameLayout(const QByteArray &layout);
    // Whether new hands are entered as points only (one row of numbers per side).
    static bool pointsOnlyEntry();
    static void setPointsOnlyEntry(bool pointsOnly);
    // The variant New Game starts on: the one last picked there; until one was, the game of
    // the window's language (Pinnacola in Italian, Pináculo in Spanish and English).
    static Variant newGameVariant();
    static void setNewGameVariant(Variant variant);
    // The director's name, which signs adjustments, corrections and the approval: the one last
    // given in New Tournament.
    static QString directorName();
    static void setDirectorName(const QString &name);
    // The round clock of a tournament (RoundClock::toMap), so that a window opened again
    // mid-round shows the time the room is playing to.
    static QVariantMap roundClock(qint64 tournament);
    static void setRoundClock(qint64 tournament, const QVariantMap &clock);
};

} // namespace pinaculo
