#include "scorejsonwriter.h"

#include "coretext.h"

#include <QMap>

#include <charconv>

namespace pinaculo {

namespace {

// Writes values in QJsonDocument's indented or compact format. The caller gives each object's
// keys in the order Qt keeps them: sorted by UTF-16 code unit, as QString's operator< sorts.
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

// One value per side, keyed by the side's name: Qt keeps an object's keys sorted, and a key
// given twice keeps its last value.
void writeBySide(QtJsonBytes &json, int level, const QStringList &sideNames,
                 const QList<int> &values)
{
    QMap<QString, int> sorted;
    for (int side = 0; side < sideNames.size(); ++side)
        sorted.insert(sideNames[side], values.value(side));
    json.open('{');
    for (auto it = sorted.cbegin(); it != sorted.cend(); ++it) {
        json.key(level + 1, it.key());
        json.number(it.value());
    }
    json.close(level, '}');
}

void writeHand(QtJsonBytes &json, int level, const GameSetup &setup, const QStringList &sideNames,
               const HandOutcome &h)
{
    const int in = level + 1;
    json.open('{');
    if (h.afterEnd) {
        json.key(in, "after_end");
        json.boolean(true);
    }
    json.key(in, "barbele");
    json.open('[');
    for (int side = 0; side < h.barbele.size(); ++side) {
        if (h.barbele[side]) {
            json.element(in + 1);
            json.string(setup.sideName(side));
        }
    }
    json.close(in, ']');
    json.key(in, "cutter");
    json.string(setup.players.value(h.cutter));
    json.key(in, "dealer");
    json.string(setup.players.value(h.dealer));
    json.key(in, "first");
    json.string(setup.players.value(h.first));

    json.key(in, "lines");
    json.open('[');
    for (const ScoreLine &l : h.score.lines) {
        const int field = in + 2;
        json.element(in + 1);
        json.open('{');
        json.key(field, "detail");
        json.string(CoreText::describeLine(l, setup));
        json.key(field, "kind");
        json.string(ScoreLine::kindId(l.kind));
        json.key(field, "player");
        json.string(setup.players.value(l.seat));
        json.key(field, "points");
        json.number(l.points);
        json.key(field, "premium");
        json.stringOrNull(l.premium == Premium::None ? QString() : premiumId(l.premium),
                          l.premium != Premium::None);
        if (l.quickEntry) {
            json.key(field, "quick_entry");
            json.boolean(true);
        }
        json.key(field, "side");
        json.string(setup.sideName(l.side));
        json.close(in + 1, '}');
    }
    json.close(in, ']');

    json.key(in, "number");
    json.number(h.number);
    json.key(in, "points");
    writeBySide(json, in, sideNames, h.score.sidePoints);
    json.key(in, "running");
    writeBySide(json, in, sideNames, h.running);

    json.key(in, "warnings");
    json.open('[');
    for (const HandWarning &w : h.score.warnings) {
        const int field = in + 2;
        json.element(in + 1);
        json.open('{');
        json.key(field, "kind");
        json.string(HandWarning::kindId(w.kind));
        json.key(field, "message");
        json.string(CoreText::warning(w, setup));
        if (!w.seats.isEmpty()) {
            // A quick-entry note covers every player who counted instead of showing.
            json.key(field, "players");
            json.open('[');
            for (int seat : w.seats) {
                json.element(field + 1);
                json.string(setup.players.value(seat));
            }
            json.close(field, ']');
        }
        json.key(field, "side");
        json.string(setup.sideName(w.side));
        json.close(in + 1, '}');
    }
    json.close(in, ']');
    json.close(level, '}');
}

} // namespace

QByteArray ScoreJsonWriter::write(const Game &game, const GameResult &result,
                                  QJsonDocument::JsonFormat format)
{
    const GameSetup &setup = game.setup;
    const QStringList sideNames = setup.sideNames();
    QtJsonBytes json(format == QJsonDocument::Compact);
    // About 1.3 KiB a hand in a four-player game.
    json.bytes.reserve(1024 + result.hands.size() * 1536);
    json.open('{');
    json.key(1, "decided_by");
    if (result.over)
        json.number(result.decidedBy());
    else
        json.null();
    json.key(1, "format");
    json.string(u"pinaculo-score");
    json.key(1, "hands");
    json.open('[');
    for (const HandOutcome &h : result.hands) {
        json.element(2);
        writeHand(json, 2, setup, sideNames, h);
    }
    json.close(1, ']');
    json.key(1, "over");
    json.boolean(result.over);
    json.key(1, "sides");
    json.open('[');
    for (const QString &side : sideNames) {
        json.element(2);
        json.string(side);
    }
    json.close(1, ']');
    json.key(1, "totals");
    writeBySide(json, 1, sideNames, result.totals(setup.sideCount()));
    json.key(1, "variant");
    json.string(variantId(setup.variant()));
    json.key(1, "version");
    json.number(1);
    json.key(1, "winner");
    json.stringOrNull(result.winner >= 0 ? setup.sideName(result.winner) : QString(),
                      result.winner >= 0);
    json.close(0, '}');
    json.finish();
    return json.bytes;
}

} // namespace pinaculo
