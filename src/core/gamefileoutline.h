#pragma once

#include <QByteArrayView>
#include <QList>

#include <optional>

namespace pinaculo {

// Where the hands of a game file lie in its text, found without parsing it: the span of the
// top-level "hands" array and of each element in it. GameFileReader parses the game around the
// hands, then one hand at a time, so a long game never holds the whole document parsed at once.
//
// Only a plainly written file is outlined: a top-level key with an escape, a hand that is not an
// object, or anything irregular around the elements gives no outline, and the file is read
// whole as before. The outline checks no syntax inside the spans; their parsing does.
class GameFileOutline
{
public:
    struct Span
    {
        qsizetype begin = 0;
        qsizetype end = 0; // one past the last byte
    };

    static std::optional<GameFileOutline> of(QByteArrayView json);

    // The top-level "hands" array, brackets included; empty when the file has no hands key.
    Span handsArray() const { return m_handsArray; }
    bool hasHands() const { return m_handsArray.end > m_handsArray.begin; }
    // Each element of that array, in order.
    const QList<Span> &hands() const { return m_hands; }

private:
    Span m_handsArray;
    QList<Span> m_hands;
};

} // namespace pinaculo
