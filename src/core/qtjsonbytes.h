#pragma once

#include <QByteArray>
#include <QChar>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <charconv>

namespace pinaculo {

// Writes values in QJsonDocument's indented or compact format. The caller gives each object's
// keys in the order Qt keeps them: sorted by UTF-16 code unit, as QString's operator< sorts.
// The writers of long JSON (ScoreJsonWriter, the list of stored games) write through it the
// bytes QJsonDocument would write, without building the document.
class QtJsonBytes
{
public:
    explicit QtJsonBytes(bool compact)
        : m_compact(compact)
    {
    }

    QByteArray bytes;

    // `"key": ` at `level`, after the separator from the previous entry of the same container.
    void key(int level, const char *name)
    {
        entry(level);
        bytes += '"';
        bytes += name;
        bytes += m_compact ? "\":" : "\": ";
    }
    void key(int level, QStringView name)
    {
        entry(level);
        string(name);
        bytes += m_compact ? ":" : ": ";
    }
    // An element of an array at `level`.
    void element(int level) { entry(level); }

    void open(char bracket)
    {
        bytes += bracket;
        if (!m_compact)
            bytes += '\n';
        m_first = true;
    }
    // Closes the container whose entries were at `level` + 1.
    void close(int level, char bracket)
    {
        if (!m_first && !m_compact)
            bytes += '\n';
        indent(level);
        bytes += bracket;
        m_first = false;
    }
    // The end of the document: Qt ends an indented one with a line break.
    void finish()
    {
        if (!m_compact)
            bytes += '\n';
    }

    void number(qint64 value)
    {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        bytes.append(digits, end - digits);
    }
    void boolean(bool value) { bytes += value ? "true" : "false"; }
    void null() { bytes += "null"; }
    void string(QStringView text)
    {
        bytes += '"';
        escape(text);
        bytes += '"';
    }
    void stringOrNull(const QString &text, bool present)
    {
        if (present)
            string(text);
        else
            null();
    }

    // An object of one number per key (the totals per side): Qt keeps an object's keys sorted,
    // and a key given twice keeps its last value.
    void numbersByKey(int level, const QStringList &keys, const QList<int> &values)
    {
        QMap<QString, int> sorted;
        for (int i = 0; i < keys.size(); ++i)
            sorted.insert(keys[i], values.value(i));
        open('{');
        for (auto it = sorted.cbegin(); it != sorted.cend(); ++it) {
            key(level + 1, it.key());
            number(it.value());
        }
        close(level, '}');
    }

private:
    bool m_compact;
    bool m_first = true;

    void entry(int level)
    {
        if (!m_first)
            bytes += m_compact ? "," : ",\n";
        m_first = false;
        indent(level);
    }
    void indent(int level)
    {
        if (!m_compact)
            bytes.append(4 * level, ' ');
    }

    static bool plain(char16_t u) { return u >= 0x20 && u < 0x80 && u != u'"' && u != u'\\'; }

    void utf8(char32_t c)
    {
        if (c < 0x800) {
            bytes += char(0xc0 | (c >> 6));
        } else if (c < 0x10000) {
            bytes += char(0xe0 | (c >> 12));
            bytes += char(0x80 | ((c >> 6) & 0x3f));
        } else {
            bytes += char(0xf0 | (c >> 18));
            bytes += char(0x80 | ((c >> 12) & 0x3f));
            bytes += char(0x80 | ((c >> 6) & 0x3f));
        }
        bytes += char(0x80 | (c & 0x3f));
    }

    // Qt's JSON escaping: the quote, the backslash and control characters escaped, everything
    // else as UTF-8, a lone surrogate as \uXXXX.
    void escape(QStringView text)
    {
        static constexpr char hex[] = "0123456789abcdef";
        const qsizetype size = text.size();
        for (qsizetype i = 0; i < size; ++i) {
            // A run of characters written as they are, copied at once: most text is plain ASCII.
            qsizetype run = i;
            while (run < size && plain(text[run].unicode()))
                ++run;
            if (run > i) {
                const qsizetype at = bytes.size();
                bytes.resize(at + (run - i));
                char *out = bytes.data() + at;
                for (; i < run; ++i)
                    *out++ = char(text[i].unicode());
                if (i == size)
                    break;
            }
            const char16_t u = text[i].unicode();
            if (u < 0x80) {
                bytes += '\\';
                switch (u) {
                case u'"':
                    bytes += '"';
                    break;
                case u'\\':
                    bytes += '\\';
                    break;
                case 0x8:
                    bytes += 'b';
                    break;
                case 0xc:
                    bytes += 'f';
                    break;
                case 0xa:
                    bytes += 'n';
                    break;
                case 0xd:
                    bytes += 'r';
                    break;
                case 0x9:
                    bytes += 't';
                    break;
                default:
                    bytes += "u00";
                    bytes += hex[u >> 4];
                    bytes += hex[u & 0xf];
                }
            } else if (QChar::isHighSurrogate(u) && i + 1 < size
                       && QChar::isLowSurrogate(text[i + 1].unicode())) {
                utf8(QChar::surrogateToUcs4(u, text[i + 1].unicode()));
                ++i;
            } else if (QChar::isSurrogate(u)) {
                bytes += "\\u";
                for (int shift = 12; shift >= 0; shift -= 4)
                    bytes += hex[(u >> shift) & 0xf];
            } else {
                utf8(u);
            }
        }
    }
};

} // namespace pinaculo
