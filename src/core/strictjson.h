#pragma once

#include <QByteArray>
#include <QString>

namespace pinaculo {

// What QJsonDocument lets through silently but a game file may not hold (docs/game-file.md
// "Limits"): a key given twice in one object (Qt keeps the last), a lone UTF-16 surrogate in a
// \u escape (stored as invalid text), a control character inside a string, raw or escaped (NUL
// included), and bytes that are not UTF-8. Run it over text QJsonDocument has accepted.
class StrictJson
{
public:
    struct Problem
    {
        enum class Code { None, DuplicateKey, LoneSurrogate, ControlCharacter, NotUtf8 };
        Code code = Code::None;
        qsizetype offset = 0; // byte offset of the offending character or key
        QString key; // DuplicateKey: the key, decoded
        char32_t character = 0; // LoneSurrogate, ControlCharacter: the code point
        bool isNull() const { return code == Code::None; }
    };

    static Problem scan(const QByteArray &json);
};

} // namespace pinaculo
