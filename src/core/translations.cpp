#include "translations.h"

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
    QString language = QStringLiteral("en");
};

Installed &installed()
{
    static Installed state;
    return state;
}
} // namespace

QStringList Translations::languages()
{
    return {QStringLiteral("es"), QStringLiteral("it"), QStringLiteral("en")};
}

QString Translations::languageFor(const QLocale &locale)
{
    const QString name = locale.name().section(u'_', 0, 0);
    return languages().contains(name) ? name : QStringLiteral("en");
}

bool Translations::install(const QString &language)
{
    if (!languages().contains(language))
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
    if (state.own->load(QStringLiteral(":/i18n/pinaculo_%1.qm").arg(language)))
        QCoreApplication::installTranslator(state.own.get());
    state.language = language;
    return true;
}

QString Translations::current()
{
    return installed().language;
}

} // namespace pinaculo
