#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace pinaculo {

// The words of the board's page in the phone's language, whatever language the application
// shows: the page asks in Accept-Language, and the texts come from the application's own
// catalogues (context "pinaculo::LiveBoardTexts" of translations/*.ts) through a translator of
// that language, so they are kept and checked like every other string.
class LiveBoardTexts
{
public:
    // es, it or en: the supported language the header prefers most (q-values honoured),
    // English when it names none of them.
    static QString languageFor(const QByteArray &acceptLanguage);
    // Key → text, every key the page uses; English where the catalogue cannot be read.
    static QJsonObject forLanguage(const QString &language);
};

} // namespace pinaculo
