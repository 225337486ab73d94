#pragma once

#include <QStringList>
#include <QStringView>

#include <span>

namespace pinaculo {

// Every language the program speaks, once: the Language menu, --lang of both programs (its
// help, its check and its errors), the catalogue Translations installs, the live board's choice
// from the phone's Accept-Language and every test that runs in each language read them from
// here, in this order. Adding a language is more than a row here: see ARCHITECTURE.md.
class Languages
{
public:
    struct Language
    {
        QStringView code; // ISO 639-1, as --lang, the settings and Accept-Language name it
        QStringView nativeName; // the Language menu's entry, the same in every language
        QStringView englishName; // names the menu's action ("actionSpanish")
        QStringView catalogue; // the project's compiled catalogue, embedded under :/i18n/
    };

    // In the order the Language menu lists them.
    static std::span<const Language> all();
    // The language of a code; nullptr for one the program does not speak.
    static const Language *find(QStringView code);
    static QStringList codes();
    // The language of anyone whose language is not spoken here: English.
    static QString fallback();
};

} // namespace pinaculo
