#include "window/languagemenu.h"

#include "window/appoptions.h"
#include "window/appsettings.h"
#include "languages.h"
#include "translations.h"

#include <QActionGroup>
#include <QMenu>

namespace pinaculo {

LanguageMenu::LanguageMenu(QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_group(new QActionGroup(this))
{
    m_group->setExclusive(true);
    // One action per language, named in that language whatever the window's, so that everyone
    // finds their own; its object name is "action" and the English name ("actionSpanish").
    for (const Languages::Language &language : Languages::all()) {
        auto *action = new QAction(language.nativeName.toString(), menu);
        action->setObjectName(QStringLiteral("action%1").arg(language.englishName));
        action->setCheckable(true);
        action->setData(language.code.toString());
        action->setChecked(language.code == Translations::current());
        m_group->addAction(action);
        menu->addAction(action);
    }
    connect(m_group, &QActionGroup::triggered, this,
            [this](QAction *action) { setLanguage(action->data().toString()); });
}

QString LanguageMenu::startupLanguage(const AppOptions &options)
{
    if (!options.language.isEmpty())
        return options.language;
    const QString stored = AppSettings::language();
    if (Languages::find(stored))
        return stored;
    return Translations::languageFor(QLocale::system());
}

void LanguageMenu::setLanguage(const QString &language)
{
    if (!Translations::install(language))
        return;
    AppSettings::setLanguage(language);
    for (QAction *action : m_group->actions())
        action->setChecked(action->data().toString() == language);
}

} // namespace pinaculo
