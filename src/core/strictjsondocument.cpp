#include "strictjsondocument.h"

#include "gamefilefields.h"

#include <QCoreApplication>

namespace pinaculo {

namespace {

// The game-file reader's words, in its translation context: they were its own first.
QString readerText(const char *text)
{
    return QCoreApplication::translate("GameFileReader", text);
}

} // namespace

std::optional<QJsonDocument> StrictJsonDocument::parse(const QByteArray &json, GameFileError *error)
{
    QJsonParseError parseError;
    QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Qt reports the offset just past the character it choked on; point at that character.
        *error = atOffset(json, parseError.offset > 0 ? parseError.offset - 1 : 0);
        error->message = readerText(QT_TRANSLATE_NOOP("GameFileReader", "not valid JSON: %1"))
                             .arg(parseError.errorString());
        return std::nullopt;
    }
    const StrictJson::Problem problem = StrictJson::scan(json);
    if (!problem.isNull()) {
        *error = atOffset(json, problem.offset);
        error->message = problemText(problem);
        return std::nullopt;
    }
    return doc;
}

QString StrictJsonDocument::problemText(const StrictJson::Problem &problem)
{
    using Code = StrictJson::Problem::Code;
    const QString code = QStringLiteral("U+")
        + QString::number(quint32(problem.character), 16).toUpper().rightJustified(4, u'0');
    switch (problem.code) {
    case Code::DuplicateKey:
        return readerText(QT_TRANSLATE_NOOP("GameFileReader",
                                            "the key \"%1\" is given twice in one object"))
            .arg(GameFileFields::quoted(problem.key));
    case Code::LoneSurrogate:
        return readerText(QT_TRANSLATE_NOOP("GameFileReader",
                                            "a string holds half of a UTF-16 surrogate pair (%1) "
                                            "alone; it is not a character"))
            .arg(code);
    case Code::ControlCharacter:
        return readerText(QT_TRANSLATE_NOOP("GameFileReader",
                                            "a string holds the control character %1; strings "
                                            "may hold printable characters only"))
            .arg(code);
    case Code::NotUtf8:
        return readerText(
            QT_TRANSLATE_NOOP("GameFileReader", "the text is not UTF-8; save the file as UTF-8"));
    case Code::None:
        break;
    }
    return {};
}

GameFileError StrictJsonDocument::atOffset(const QByteArray &json, qsizetype offset)
{
    GameFileError e;
    e.line = 1;
    e.column = 1;
    for (qsizetype i = 0; i < offset && i < json.size(); ++i) {
        if (json[i] == '\n') {
            ++e.line;
            e.column = 1;
        } else if ((json[i] & 0xC0) != 0x80) {
            ++e.column; // count characters, not UTF-8 continuation bytes
        }
    }
    return e;
}

} // namespace pinaculo
