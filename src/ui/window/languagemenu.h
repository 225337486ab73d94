#pragma once

#include <QObject>

class QActionGroup;
class QMenu;

namespace pinaculo {

struct AppOptions;

// The Language menu: one checkable action per language of Languages, the choice installed and
// kept in the settings for the next start.
class LanguageMenu : public QObject
{
    Q_OBJECT

public:
    // Fills `menu` with the languages.
    LanguageMenu(QMenu *menu, QObject *parent);

    // The language to start in: --lang, else the stored choice, else the system's.
    static QString startupLanguage(const AppOptions &options);
    // Installs the language, stores the choice and checks its action. Installing a translator
    // sends QEvent::LanguageChange to every widget; each window retranslates itself.
    void setLanguage(const QString &language);

private:
    QActionGroup *m_group;
};

} // namespace pinaculo
