#include "common/keynames.h"

#include "translations.h"

#include <QHash>
#include <QStringList>

namespace pinaculo {

namespace {

// Qt's names of a key in a language, against what that language's keycaps read.
QHash<QString, QString> keycapsOf(const QString &language)
{
    if (language == u"es")
        return {{QStringLiteral("Retorno"), QStringLiteral("Intro")},
                {QStringLiteral("Escape"), QStringLiteral("Esc")},
                {QStringLiteral("Control"), QStringLiteral("Ctrl")},
                {QStringLiteral("Mayúsculas"), QStringLiteral("Mayús")},
                {QStringLiteral("Tabulador"), QStringLiteral("Tab")}};
    if (language == u"it")
        return {{QStringLiteral("Escape"), QStringLiteral("Esc")}};
    return {};
}

} // namespace

QString KeyNames::text(const QKeySequence &keys)
{
    const QHash<QString, QString> keycaps = keycapsOf(Translations::current());
    QStringList combinations;
    for (int i = 0; i < keys.count(); ++i) {
        // One combination at a time, so that the keys "+" and "," stay what they are.
        QString native = QKeySequence(keys[i]).toString(QKeySequence::NativeText);
        const bool plusKey = native.endsWith(u'+');
        if (plusKey)
            native.chop(1);
        QStringList parts = native.split(u'+', Qt::SkipEmptyParts);
        for (QString &part : parts)
            part = keycaps.value(part, part);
        QString shown = parts.join(u'+');
        if (plusKey)
            shown += shown.isEmpty() ? QStringLiteral("+") : QStringLiteral("++");
        combinations << shown;
    }
    return combinations.join(QStringLiteral(", "));
}

} // namespace pinaculo
