#include "liveboardtoken.h"

#include <QRandomGenerator>

#include <array>

namespace pinaculo {

LiveBoardToken LiveBoardToken::generate()
{
    std::array<quint32, bits / 32> words {};
    QRandomGenerator::system()->fillRange(words.data(), qsizetype(words.size()));
    QString text;
    text.reserve(bits / 4);
    for (const quint32 word : words)
        text += QStringLiteral("%1").arg(word, 8, 16, QLatin1Char('0'));
    LiveBoardToken token;
    token.m_text = text;
    return token;
}

bool LiveBoardToken::matches(QStringView candidate) const
{
    if (m_text.isEmpty() || candidate.size() != m_text.size())
        return false;
    char16_t difference = 0;
    for (qsizetype i = 0; i < m_text.size(); ++i)
        difference |= char16_t(m_text.at(i).unicode() ^ candidate.at(i).unicode());
    return difference == 0;
}

} // namespace pinaculo
