#pragma once

#include <QString>

namespace pinaculo {

// The secret part of the board's address: 128 random bits from the system's generator, written
// as 32 lowercase hexadecimal digits. A new one is drawn every time sharing starts, so an address
// seen at an earlier game stops working.
class LiveBoardToken
{
public:
    static constexpr int bits = 128;

    // A fresh token from QRandomGenerator::system().
    static LiveBoardToken generate();

    QString text() const { return m_text; }
    bool isNull() const { return m_text.isEmpty(); }
    // Compares in time independent of where the texts differ, so the answer's timing tells
    // nothing about how much of a guess was right.
    bool matches(QStringView candidate) const;

private:
    QString m_text;
};

} // namespace pinaculo
