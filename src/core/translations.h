#pragma once

#include <QLocale>
#include <QString>

class QTranslator;

namespace pinaculo {

// The project's own translations and Qt's, installed on the running application. The languages
// and their catalogues are those of Languages; the .qm files are embedded under :/i18n/ by
// whichever executable links them.
class Translations
{
public:
    // The language for a locale: its own when supported, else English.
    static QString languageFor(const QLocale &locale);
    // Replaces the installed translators; returns false when the language is unknown.
    static bool install(const QString &language);
    static QString current();
};

} // namespace pinaculo
