#include "liveboardtexts.h"

#include "languages.h"

#include <QCoreApplication>
#include <QHash>
#include <QTranslator>

#include <memory>

namespace pinaculo {

namespace {

struct Text
{
    const char *key;
    const char *source;
};

// The page's texts; QT_TRANSLATE_NOOP puts them in the catalogues under this class's context.
constexpr Text pageTexts[] = {
    {"title", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Live score")},
    {"readOnly",
     QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts",
                       "Read only: the scores are kept on the computer at the table.")},
    {"waiting", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Waiting for a game…")},
    {"reconnecting", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Reconnecting…")},
    {"stopped", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Sharing has stopped at the table.")},
    {"target", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Playing to %1")},
    {"oneHand", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "One hand decides")},
    {"handLimit", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "A game of %1 hands")},
    {"targetAndLimit",
     QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Playing to %1, at most %2 hands")},
    {"scoreSheet", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Score sheet")},
    {"hand", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Hand")},
    {"total", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Total")},
    {"noHands", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "No hands recorded yet.")},
    {"nextHand", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Next hand: %1")},
    {"deals", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Deals")},
    {"cuts", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Cuts")},
    {"playsFirst", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Plays first")},
    {"barbele", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Barbelé")},
    {"barbeleOpening",
     QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "must open with at least %1 points")},
    {"nobody", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "nobody")},
    {"lastHand", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Hand %1")},
    {"afterEnd",
     QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Played after the end: it does not count.")},
    {"winner", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "%1 wins")},
    {"draw", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "The game ends in a draw")},
    {"over", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Game over")},
    {"tied",
     QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts",
                       "Tied at the top: the game goes on for another hand.")},
    {"leader", QT_TRANSLATE_NOOP("pinaculo::LiveBoardTexts", "Leading")},
};

QTranslator *translatorFor(const QString &language)
{
    // One translator per language, loaded on first use and kept: the page is asked for often.
    static QHash<QString, std::shared_ptr<QTranslator>> translators;
    auto found = translators.find(language);
    if (found == translators.end()) {
        auto translator = std::make_shared<QTranslator>();
        const Languages::Language *known = Languages::find(language);
        if (!known || !translator->load(known->catalogue.toString()))
            translator.reset();
        found = translators.insert(language, translator);
    }
    return found->get();
}

} // namespace

QString LiveBoardTexts::languageFor(const QByteArray &acceptLanguage)
{
    QString best = Languages::fallback();
    double bestWeight = -1;
    for (const QByteArray &item : acceptLanguage.split(',')) {
        const QList<QByteArray> parts = item.split(';');
        const QString tag = QString::fromLatin1(parts.value(0).trimmed()).toLower();
        const QString language = tag.section(u'-', 0, 0).section(u'_', 0, 0);
        double weight = 1.0;
        for (int i = 1; i < parts.size(); ++i) {
            const QByteArray parameter = parts.at(i).trimmed();
            if (parameter.startsWith("q=")) {
                bool ok = false;
                weight = parameter.mid(2).toDouble(&ok);
                if (!ok)
                    weight = 0;
            }
        }
        // The first of equal weights wins, as the header lists them in order of preference.
        if (Languages::find(language) && weight > 0 && weight > bestWeight) {
            best = language;
            bestWeight = weight;
        }
    }
    return best;
}

QJsonObject LiveBoardTexts::forLanguage(const QString &language)
{
    const QTranslator *translator = translatorFor(language);
    QJsonObject texts;
    for (const Text &text : pageTexts) {
        QString translated;
        if (translator)
            translated = translator->translate("pinaculo::LiveBoardTexts", text.source);
        if (translated.isEmpty())
            translated = QString::fromUtf8(text.source);
        texts.insert(QLatin1String(text.key), translated);
    }
    return texts;
}

} // namespace pinaculo
