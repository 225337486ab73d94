#include "gamefileoutline.h"

namespace pinaculo {

namespace {

// A cursor over the text that steps over whole values without judging them.
class Skipper
{
public:
    explicit Skipper(QByteArrayView json)
        : m_json(json)
    {
    }

    qsizetype at() const { return m_at; }
    bool atEnd() const { return m_at >= m_json.size(); }
    char peek() const { return atEnd() ? '\0' : m_json[m_at]; }

    void skipSpace()
    {
        while (!atEnd()) {
            const char c = m_json[m_at];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                return;
            ++m_at;
        }
    }

    bool take(char c)
    {
        if (peek() != c)
            return false;
        ++m_at;
        return true;
    }

    // A string from its opening quote; false when it never closes.
    bool skipString(bool *escaped = nullptr)
    {
        ++m_at; // the opening quote
        while (!atEnd()) {
            const char c = m_json[m_at++];
            if (c == '"')
                return true;
            if (c == '\\') {
                if (escaped)
                    *escaped = true;
                ++m_at;
            }
        }
        return false;
    }

    // Any value: a string, a container up to its matching bracket, or a bare word or number.
    bool skipValue()
    {
        const char first = peek();
        if (first == '"')
            return skipString();
        if (first == '{' || first == '[') {
            int depth = 0;
            while (!atEnd()) {
                const char c = m_json[m_at];
                if (c == '"') {
                    if (!skipString())
                        return false;
                    continue;
                }
                ++m_at;
                if (c == '{' || c == '[')
                    ++depth;
                else if ((c == '}' || c == ']') && --depth == 0)
                    return true;
            }
            return false;
        }
        const qsizetype start = m_at;
        while (!atEnd()) {
            const char c = m_json[m_at];
            if (c == ',' || c == '}' || c == ']' || c == ' ' || c == '\t' || c == '\n' || c == '\r')
                break;
            ++m_at;
        }
        return m_at > start;
    }

private:
    QByteArrayView m_json;
    qsizetype m_at = 0;
};

} // namespace

std::optional<GameFileOutline> GameFileOutline::of(QByteArrayView json)
{
    GameFileOutline outline;
    Skipper s(json);
    s.skipSpace();
    if (!s.take('{'))
        return std::nullopt;
    s.skipSpace();
    bool first = true;
    while (!s.take('}')) {
        if (!first && !s.take(','))
            return std::nullopt;
        first = false;
        s.skipSpace();
        if (s.peek() != '"')
            return std::nullopt;
        const qsizetype keyBegin = s.at();
        bool escaped = false;
        if (!s.skipString(&escaped) || escaped)
            return std::nullopt;
        const QByteArrayView key = json.sliced(keyBegin + 1, s.at() - keyBegin - 2);
        s.skipSpace();
        if (!s.take(':'))
            return std::nullopt;
        s.skipSpace();
        if (key == "hands" && s.peek() == '[') {
            if (outline.hasHands())
                return std::nullopt; // given twice: the whole reading names it
            outline.m_handsArray.begin = s.at();
            s.take('[');
            s.skipSpace();
            while (!s.take(']')) {
                if (!outline.m_hands.isEmpty()) {
                    if (!s.take(','))
                        return std::nullopt;
                    s.skipSpace();
                }
                if (s.peek() != '{')
                    return std::nullopt;
                const qsizetype begin = s.at();
                if (!s.skipValue())
                    return std::nullopt;
                outline.m_hands.append({begin, s.at()});
                s.skipSpace();
            }
            outline.m_handsArray.end = s.at();
        } else if (!s.skipValue()) {
            return std::nullopt;
        }
        s.skipSpace();
    }
    s.skipSpace();
    if (!s.atEnd())
        return std::nullopt;
    return outline;
}

} // namespace pinaculo
