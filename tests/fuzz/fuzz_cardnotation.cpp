// CardNotation::parse on any text. A list that parses must format and parse back to the same
// cards in both styles; a list that does not must point at a real token of the text.
#include "cardnotation.h"

#include <cstdint>
#include <cstdlib>

using namespace pinaculo;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const CardParseResult parsed = CardNotation::canonical().parse(text);
    if (parsed.ok) {
        for (const auto style : {CardNotation::Style::Letters, CardNotation::Style::Symbols}) {
            const CardParseResult again = CardNotation::canonical().parse(
                CardNotation::canonical().format(parsed.cards, style));
            if (!again.ok || again.cards != parsed.cards)
                std::abort();
        }
        return 0;
    }
    if (parsed.errorToken < 1 || parsed.errorText.isEmpty() || !parsed.cards.isEmpty()
        || parsed.errorOffset < 0 || parsed.errorOffset >= text.size()
        || !QStringView(text).sliced(parsed.errorOffset).startsWith(parsed.errorText))
        std::abort();
    if (CardNotation::canonical().parseCard(parsed.errorText))
        std::abort();
    return 0;
}
