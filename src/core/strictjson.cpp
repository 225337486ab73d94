#include "strictjson.h"

#include <QByteArrayView>
#include <QSet>
#include <QVarLengthArray>

#include <deque>
#include <vector>

namespace pinaculo {

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The keys of one open object, as UTF-8 (equal keys are equal bytes, however they were
// written): searched in a list while there are few, as in nearly every object of a game file,
// and in a set once there are many, so that an object of a hundred thousand keys stays linear.
class KeysSeen
{
public:
    // False when `key` was seen before in this object.
    bool insert(QByteArrayView key)
    {
        if (!m_many.isEmpty() || m_few.size() == FewKeys) {
            if (m_many.isEmpty()) {
                for (QByteArrayView seen : std::as_const(m_few))
                    m_many.insert(seen);
            }
            const qsizetype before = m_many.size();
            m_many.insert(key);
            return m_many.size() != before;
        }
        for (QByteArrayView seen : std::as_const(m_few)) {
            if (seen == key)
                return false;
        }
        m_few.append(key);
        return true;
    }

private:
    static constexpr qsizetype FewKeys = 16;
    QVarLengthArray<QByteArrayView, FewKeys> m_few;
    QSet<QByteArrayView> m_many;
};

class Scanner
{
public:
    explicit Scanner(const QByteArray &json)
        : m_json(json)
    {
    }

    StrictJson::Problem run()
    {
        // One entry per open container: the keys seen when it is an object, and whether the
        // next string in it is a key.
        struct Container
        {
            bool object = false;
            bool expectKey = false;
            KeysSeen keys;
        };
        std::vector<Container> open;
        const qsizetype n = m_json.size();
        for (m_at = 0; m_at < n && m_problem.isNull(); ++m_at) {
            const char c = m_json[m_at];
            switch (c) {
            case '{':
                open.push_back({true, true, {}});
                break;
            case '[':
                open.push_back({false, false, {}});
                break;
            case '}':
            case ']':
                if (!open.empty())
                    open.pop_back();
                break;
            case ',':
                if (!open.empty() && open.back().object)
                    open.back().expectKey = true;
                break;
            case '"': {
                const qsizetype start = m_at;
                const bool isKey = !open.empty() && open.back().object && open.back().expectKey;
                const QByteArrayView key = string(isKey);
                if (isKey && m_problem.isNull()) {
                    open.back().expectKey = false;
                    if (!open.back().keys.insert(key)) {
                        m_problem.code = StrictJson::Problem::Code::DuplicateKey;
                        m_problem.offset = start;
                        m_problem.key = QString::fromUtf8(key);
                    }
                }
                break;
            }
            default:
                break;
            }
        }
        return m_problem;
    }

private:
    void refuse(StrictJson::Problem::Code code, qsizetype offset, char32_t character)
    {
        m_problem.code = code;
        m_problem.offset = offset;
        m_problem.character = character;
    }

    // Reads the string whose opening quote is at m_at and leaves m_at on its closing quote.
    // Decodes it only when asked (keys), so long values cost no memory: as UTF-8, which is the
    // text itself unless the string holds an escape.
    QByteArrayView string(bool decode)
    {
        const qsizetype n = m_json.size();
        const qsizetype first = m_at + 1;
        QByteArray *decoded = nullptr;
        for (++m_at; m_at < n; ++m_at) {
            const uchar c = uchar(m_json[m_at]);
            if (c == '"') {
                if (!decode)
                    return {};
                return decoded ? QByteArrayView(*decoded)
                               : QByteArrayView(m_json.constData() + first, m_at - first);
            }
            if (c < 0x20 || c == 0x7F) {
                refuse(StrictJson::Problem::Code::ControlCharacter, m_at, c);
                return {};
            }
            if (c == '\\') {
                if (decode && !decoded) {
                    // Kept until the scan ends: the key's object holds a view of it.
                    m_decoded.push_back(m_json.sliced(first, m_at - first));
                    decoded = &m_decoded.back();
                }
                const char32_t unit = escape();
                if (!m_problem.isNull())
                    return {};
                if (decoded)
                    decoded->append(QStringView(QChar::fromUcs4(unit)).toUtf8());
                continue;
            }
            if (c >= 0x80) {
                const qsizetype start = m_at;
                const char32_t unit = utf8Sequence();
                if (unit == 0) {
                    refuse(StrictJson::Problem::Code::NotUtf8, start, c);
                    return {};
                }
                if (unit >= 0x80 && unit < 0xA0) {
                    refuse(StrictJson::Problem::Code::ControlCharacter, start, unit);
                    return {};
                }
                if (decoded)
                    decoded->append(m_json.constData() + start, m_at + 1 - start);
                continue;
            }
            if (decoded)
                decoded->append(char(c));
        }
        return {};
    }

    // m_at is on a backslash; leaves m_at on the escape's last character.
    char32_t escape()
    {
        const qsizetype start = m_at;
        if (m_at + 1 >= m_json.size())
            return 0;
        const char kind = m_json[++m_at];
        switch (kind) {
        case '"':
            return '"';
        case '\\':
            return '\\';
        case '/':
            return '/';
        case 'b':
        case 'f':
        case 'n':
        case 'r':
        case 't':
            // Valid JSON, but a control character all the same.
            refuse(StrictJson::Problem::Code::ControlCharacter, start,
                   kind == 'b'       ? 8
                       : kind == 'f' ? 12
                       : kind == 'n' ? 10
                       : kind == 'r' ? 13
                                     : 9);
            return 0;
        case 'u':
            break;
        default:
            return 0; // QJsonDocument has refused it already
        }
        const char32_t unit = hex4();
        if (unit < 0x20 || (unit >= 0x7F && unit < 0xA0)) {
            refuse(StrictJson::Problem::Code::ControlCharacter, start, unit);
            return 0;
        }
        if (unit >= 0xDC00 && unit <= 0xDFFF) {
            refuse(StrictJson::Problem::Code::LoneSurrogate, start, unit);
            return 0;
        }
        if (unit < 0xD800 || unit > 0xDBFF)
            return unit;
        // A high surrogate must be followed at once by an escaped low one.
        if (m_at + 2 < m_json.size() && m_json[m_at + 1] == '\\' && m_json[m_at + 2] == 'u') {
            const qsizetype saved = m_at;
            m_at += 2;
            const char32_t low = hex4();
            if (low >= 0xDC00 && low <= 0xDFFF)
                return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
            m_at = saved;
        }
        refuse(StrictJson::Problem::Code::LoneSurrogate, start, unit);
        return 0;
    }

    // m_at is on the 'u'; reads four hex digits and leaves m_at on the last one.
    char32_t hex4()
    {
        char32_t value = 0;
        for (int i = 0; i < 4; ++i) {
            if (m_at + 1 >= m_json.size())
                return 0xFFFF;
            const int digit = hexValue(m_json[++m_at]);
            if (digit < 0)
                return 0xFFFF;
            value = value * 16 + char32_t(digit);
        }
        return value;
    }

    // m_at is on a lead byte of 0x80 or more; returns 0 for anything but well-formed UTF-8 of
    // a scalar value (no overlong form, no surrogate), leaving m_at on its last byte.
    char32_t utf8Sequence()
    {
        const uchar lead = uchar(m_json[m_at]);
        int extra = 0;
        char32_t value = 0;
        char32_t minimum = 0;
        if (lead >= 0xC2 && lead <= 0xDF) {
            extra = 1;
            value = lead & 0x1F;
            minimum = 0x80;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            extra = 2;
            value = lead & 0x0F;
            minimum = 0x800;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            extra = 3;
            value = lead & 0x07;
            minimum = 0x10000;
        } else {
            return 0;
        }
        for (int i = 0; i < extra; ++i) {
            if (m_at + 1 >= m_json.size())
                return 0;
            const uchar next = uchar(m_json[m_at + 1]);
            if ((next & 0xC0) != 0x80)
                return 0;
            ++m_at;
            value = (value << 6) | (next & 0x3F);
        }
        if (value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF))
            return 0;
        return value;
    }

    const QByteArray &m_json;
    qsizetype m_at = 0;
    StrictJson::Problem m_problem;
    std::deque<QByteArray> m_decoded; // the keys written with escapes, decoded
};

} // namespace

StrictJson::Problem StrictJson::scan(const QByteArray &json)
{
    return Scanner(json).run();
}

} // namespace pinaculo
