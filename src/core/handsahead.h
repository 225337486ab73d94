#pragma once

#include "gamefileoutline.h"
#include "gamesetup.h"
#include "handrecord.h"

#include <QByteArray>
#include <QList>
#include <QSemaphore>
#include <QThread>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace pinaculo {

class GameFileFields;
class HandReader;

// The later hands of a long game file, parsed on a thread of their own while the reader parses
// and scores the earlier ones; each is handed over as soon as it is parsed, so the scoring never
// waits for the last of them. Parsing a hand needs nothing of the hands before it. The first
// hand that is not regular (its text or a value to refuse) ends the parsing: the reader then
// reads the file whole, which says what is wrong.
class HandsAhead
{
public:
    // Parses the hands of `spans` from index `begin` on; `json` and `setup` must outlive this.
    HandsAhead(const QByteArray &json, const GameSetup &setup,
               const QList<GameFileOutline::Span> &spans, int begin);
    // Stops the parsing and waits for its thread.
    ~HandsAhead();
    HandsAhead(const HandsAhead &) = delete;
    HandsAhead &operator=(const HandsAhead &) = delete;

    // The hand at `index`, waited for; taken in order, each once. Nothing when it could not be
    // parsed, or a hand before it could not.
    std::optional<HandRecord> take(int index, bool *afterEnd);

    // One hand from its span of `json`, read by `reader` with `fields`, whose place is set to
    // the hand. Nothing when the span is not a JSON object; a refused value is thrown.
    static std::optional<HandRecord> parse(const QByteArray &json,
                                           const GameFileOutline::Span &span, int index,
                                           HandReader &reader, GameFileFields &fields,
                                           bool *afterEnd);

private:
    void run();

    const QByteArray &m_json;
    const GameSetup &m_setup;
    const QList<GameFileOutline::Span> m_spans;
    const int m_begin;
    std::vector<HandRecord> m_hands; // by index from m_begin, each written before it is released
    std::vector<char> m_afterEnd;
    std::atomic<int> m_firstUnparsed; // the index parsing stopped at; the end when it did not
    std::atomic<bool> m_stop = false;
    QSemaphore m_ready; // one per hand handed over, or given up on
    std::unique_ptr<QThread> m_thread;
};

} // namespace pinaculo
