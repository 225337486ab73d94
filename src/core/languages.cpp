#include "languages.h"

namespace pinaculo {

namespace {

constexpr Languages::Language table[] = {
    {u"es", u"Español", u"Spanish", u":/i18n/pinaculo_es.qm"},
    {u"it", u"Italiano", u"Italian", u":/i18n/pinaculo_it.qm"},
    {u"en", u"English", u"English", u":/i18n/pinaculo_en.qm"},
};

} // namespace

std::span<const Languages::Language> Languages::all()
{
    return table;
}

const Languages::Language *Languages::find(QStringView code)
{
    for (const Language &language : table) {
        if (language.code == code)
            return &language;
    }
    return nullptr;
}

QStringList Languages::codes()
{
    QStringList list;
    for (const Language &language : table)
        list.append(language.code.toString());
    return list;
}

QString Languages::fallback()
{
    return QStringLiteral("en");
}

} // namespace pinaculo
