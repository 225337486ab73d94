#include "translations.h"

#include "languages.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace pinaculo {

namespace {
struct Installed
{
    std::unique_ptr<QTranslator> own;
    std::unique_ptr<QTranslator> qt;
    QString language = Languages::fallback();
};

Installed &installed()
{
    static Installed state;
    return state;
}
} // namespace

QString Translations::languageFor(const QLocale &locale)
{
    const QString name = locale.name().section(u'_', 0, 0);
    return Languages::find(name) ? name : Languages::fallback();
}

bool Translations::install(const QString &language)
{
    const Languages::Language *known = Languages::find(language);
    if (!known)
        return false;
    Installed &state = installed();
    if (state.own)
        QCoreApplication::removeTranslator(state.own.get());
    if (state.qt)
        QCoreApplication::removeTranslator(state.qt.get());
    state.own = std::make_unique<QTranslator>();
    state.qt = std::make_unique<QTranslator>();
    const QLocale locale(language);
    QLocale::setDefault(locale);
    // Qt's own strings (standard buttons, dialogs) come from the system's Qt installation;
    // where they are missing Qt falls back to English on its own.
    if (state.qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                       QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(state.qt.get());
    if (state.own->load(known->catalogue.toString()))
        QCoreApplication::installTranslator(state.own.get());
    state.language = language;
    return true;
}

QString Translations::current()
{
    return installed().language;
}

} // namespace pinaculo
