#include "handsahead.h"

#include "gamefilefields.h"
#include "handreader.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace pinaculo {

HandsAhead::HandsAhead(const QByteArray &json, const GameSetup &setup,
                       const QList<GameFileOutline::Span> &spans, int begin)
    : m_json(json)
    , m_setup(setup)
    , m_spans(spans)
    , m_begin(begin)
    , m_hands(std::max<qsizetype>(0, spans.size() - begin))
    , m_afterEnd(m_hands.size())
    , m_firstUnparsed(int(spans.size()))
    , m_thread(QThread::create([this] { run(); }))
{
    m_thread->start();
}

HandsAhead::~HandsAhead()
{
    m_stop = true;
    m_thread->wait();
}

std::optional<HandRecord> HandsAhead::take(int index, bool *afterEnd)
{
    m_ready.acquire();
    if (index >= m_firstUnparsed)
        return std::nullopt;
    *afterEnd = m_afterEnd[index - m_begin];
    return std::move(m_hands[index - m_begin]);
}

void HandsAhead::run()
{
    GameFileFields fields(m_json); // the place a refusal names is this thread's own
    HandReader reader(m_setup, fields);
    const int end = int(m_spans.size());
    for (int i = m_begin; i < end && !m_stop; ++i) {
        std::optional<HandRecord> hand;
        bool afterEnd = false;
        try {
            hand = parse(m_json, m_spans[i], i, reader, fields, &afterEnd);
        } catch (const GameFileRefusal &) {
        }
        if (!hand) {
            m_firstUnparsed = i;
            m_ready.release(end - i); // whatever is waited for now has an answer
            return;
        }
        m_hands[i - m_begin] = std::move(*hand);
        m_afterEnd[i - m_begin] = afterEnd;
        m_ready.release();
    }
}

std::optional<HandRecord> HandsAhead::parse(const QByteArray &json,
                                            const GameFileOutline::Span &span, int index,
                                            HandReader &reader, GameFileFields &fields,
                                            bool *afterEnd)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(
        QByteArray::fromRawData(json.constData() + span.begin, span.end - span.begin), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    fields.setHand(index + 1);
    return reader.readHand(doc.object(), afterEnd);
}

} // namespace pinaculo
