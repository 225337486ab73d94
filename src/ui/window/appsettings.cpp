#include "window/appsettings.h"

#include "translations.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace pinaculo {

namespace {
const auto RecentFilesKey = QStringLiteral("recentFiles");
const auto LanguageKey = QStringLiteral("language");
const auto GeometryKey = QStringLiteral("mainWindow/geometry");
const auto StateKey = QStringLiteral("mainWindow/state");
const auto GameLayoutKey = QStringLiteral("mainWindow/gameLayout");
const auto PointsOnlyKey = QStringLiteral("handEntry/pointsOnly");
const auto NewGameVariantKey = QStringLiteral("newGame/variant");
const auto DirectorNameKey = QStringLiteral("tournament/director");
const auto RoundClockKey = QStringLiteral("tournament/clock/%1");
} // namespace

QString AppSettings::language()
{
    return QSettings().value(LanguageKey).toString();
}

void AppSettings::setLanguage(const QString &language)
{
    QSettings().setValue(LanguageKey, language);
}

QStringList AppSettings::recentFiles()
{
    return QSettings().value(RecentFilesKey).toStringList();
}

void AppSettings::addRecentFile(const QString &path)
{
    QStringList recent = recentFiles();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > MaxRecentFiles)
        recent.removeLast();
    QSettings().setValue(RecentFilesKey, recent);
}

void AppSettings::removeRecentFile(const QString &path)
{
    QStringList recent = recentFiles();
    recent.removeAll(path);
    QSettings().setValue(RecentFilesKey, recent);
}

// File dialogs start where the last game file was, so an evening's files stay together.
QString AppSettings::lastGameFolder()
{
    const QStringList recent = recentFiles();
    return recent.isEmpty() ? QDir::homePath() : QFileInfo(recent.first()).absolutePath();
}

QByteArray AppSettings::windowGeometry()
{
    return QSettings().value(GeometryKey).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    QSettings().setValue(GeometryKey, geometry);
}

QByteArray AppSettings::windowState()
{
    return QSettings().value(StateKey).toByteArray();
}

void AppSettings::setWindowState(const QByteArray &state)
{
    QSettings().setValue(StateKey, state);
}

QByteArray AppSettings::gameLayout()
{
    return QSettings().value(GameLayoutKey).toByteArray();
}

void AppSettings::setGameLayout(const QByteArray &layout)
{
    QSettings().setValue(GameLayoutKey, layout);
}

bool AppSettings::pointsOnlyEntry()
{
    return QSettings().value(PointsOnlyKey, false).toBool();
}

void AppSettings::setPointsOnlyEntry(bool pointsOnly)
{
    QSettings().setValue(PointsOnlyKey, pointsOnly);
}

Variant AppSettings::newGameVariant()
{
    if (const auto picked = variantFromId(QSettings().value(NewGameVariantKey).toString()))
        return *picked;
    return Translations::current() == u"it" ? Variant::Pinnacola : Variant::Pinaculo;
}

void AppSettings::setNewGameVariant(Variant variant)
{
    QSettings().setValue(NewGameVariantKey, variantId(variant));
}

QString AppSettings::directorName()
{
    return QSettings().value(DirectorNameKey).toString();
}

void AppSettings::setDirectorName(const QString &name)
{
    QSettings().setValue(DirectorNameKey, name);
}

QVariantMap AppSettings::roundClock(qint64 tournament)
{
    return QSettings().value(RoundClockKey.arg(tournament)).toMap();
}

void AppSettings::setRoundClock(qint64 tournament, const QVariantMap &clock)
{
    QSettings().setValue(RoundClockKey.arg(tournament), clock);
}

} // namespace pinaculo
