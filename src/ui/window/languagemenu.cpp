#include "window/languagemenu.h"
#include "ui_mainwindow.h"

#include "window/appoptions.h"
#include "window/appsettings.h"
#include "translations.h"

#include <QActionGroup>

namespace pinaculo {

LanguageMenu::LanguageMenu(const Ui::MainWindow &ui, QObject *parent)
    : QObject(parent)
    , m_group(new QActionGroup(this))
{
    m_group->setExclusive(true);
    const QList<std::pair<QAction *, QString>> languages
        = {{ui.actionSpanish, QStringLiteral("es")},
           {ui.actionItalian, QStringLiteral("it")},
           {ui.actionEnglish, QStringLiteral("en")}};
    for (const auto &[action, language] : languages) {
        action->setData(language);
        m_group->addAction(action);
        action->setChecked(language == Translations::current());
    }
    connect(m_group, &QActionGroup::triggered, this,
            [this](QAction *action) { setLanguage(action->data().toString()); });
}

QString LanguageMenu::startupLanguage(const AppOptions &options)
{
    if (!options.language.isEmpty())
        return options.language;
    const QString stored = AppSettings::language();
    if (Translations::languages().contains(stored))
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
