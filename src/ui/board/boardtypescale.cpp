#include "board/boardtypescale.h"

#include "coretext.h"

#include <QFontMetricsF>

#include <algorithm>
#include <numeric>
#include <cmath>

namespace pinaculo {

namespace {

constexpr int cellPadding = 8; // each side of a table cell's text, the delegate's margins and more

QFont withPixels(QFont font, int pixels, bool bold)
{
    font.setPixelSize(std::max(1, pixels));
    font.setBold(bold);
    return font;
}

qreal widest(const QFont &font, const QStringList &texts)
{
    const QFontMetricsF metrics(font);
    qreal width = 0;
    for (const QString &text : texts)
        width = std::max(width, metrics.horizontalAdvance(text));
    return width;
}

// The largest pixel size, at most `most` and at least `least`, at which every text is at most
// `width` wide. Estimated from a measurement at 100 px, then checked, since hinting makes width
// grow a little unevenly with size.
int fittingPixels(const QFont &font, bool bold, const QStringList &texts, qreal width, int most,
                  int least)
{
    const qreal at100 = widest(withPixels(font, 100, bold), texts);
    int pixels = most;
    if (at100 > 0)
        pixels = std::min(most, int(std::floor(width * 100 / at100)));
    pixels = std::max(pixels, least);
    while (pixels > least && widest(withPixels(font, pixels, bold), texts) > width)
        --pixels;
    return pixels;
}

// The names that fit `width` in bold type of `floor` pixels: these decide the names' type, and
// any longer name is cut with "…" rather than making every name small. None: all of them.
QStringList namesFitting(const QFont &font, const QStringList &names, qreal width, int floor)
{
    const QFontMetricsF metrics(withPixels(font, floor, true));
    QStringList fitting;
    for (const QString &name : names) {
        if (metrics.horizontalAdvance(name) <= width)
            fitting.append(name);
    }
    return fitting.isEmpty() ? names : fitting;
}

} // namespace

BoardTypeScale::BoardTypeScale(const QSize &area, int sides, const QFont &base, const Texts &texts)
    : m_area(area)
    , m_sides(std::max(1, sides))
    , m_margin(std::max(6, area.height() / 90))
{
    const qreal height = std::max(200, area.height());
    const int width = std::max(320, area.width());

    // Values and totals fit with room for the widest a game reaches, so the type does not change
    // with every hand; the real texts count when they are wider still.
    QStringList values = texts.values;
    values.append(QStringLiteral("(%1)").arg(CoreText::signedNumber(-8888)));
    QStringList totals = texts.totals;
    totals.append(CoreText::number(-8888));

    // The captions fit the cells they head: the strip's and the cards' (a rough share of the
    // width here, since the cards' exact width depends on the table's type).
    const int captionMost = std::max(12, int(height * 0.026));
    const int captionPixels = std::min(
        fittingPixels(base, false, texts.captions, nextCellWidth(2) - 8, captionMost, 10),
        fittingPixels(base, false, texts.notes,
                      (width - 2 * m_margin) / (m_sides + 1) - 2 * cardPadding(), captionMost, 10));
    m_caption = withPixels(base, captionPixels, false);
    const qreal headingWidth = QFontMetricsF(m_caption).horizontalAdvance(texts.handHeading);

    // The table's type first: the hand column's width depends on it.
    const int tableMost = int(height * 0.042);
    m_table = withPixels(base, tableMost, false);
    for (int round = 0; round < 2; ++round) {
        const QFontMetricsF metrics(m_table);
        m_handColumnWidth = int(std::ceil(std::max(metrics.horizontalAdvance(CoreText::number(888)),
                                                   headingWidth)))
            + 2 * cellPadding;
        m_sideColumnWidth = (width - 2 * m_margin - m_handColumnWidth) / m_sides;
        const int bold = fittingPixels(base, true, values, cellTextWidth(), tableMost, 8);
        m_table = withPixels(base, bold, false);
    }

    // One row of cards over the columns; for five sides or more, rows of three when that gives
    // the names larger type (the table's height pays for the second row).
    // A name too long for two thirds of the largest type is cut rather than shrinking the rest.
    const int nameMost = int(height * 0.06);
    const int nameFloor = std::max(minimumNamePixels(), nameMost * 2 / 3);
    const auto namePixels = [&] {
        return fittingPixels(base, true,
                             namesFitting(base, texts.names, cardTextWidth(), nameFloor),
                             cardTextWidth(), nameMost, minimumNamePixels());
    };
    m_cardWidth = m_sideColumnWidth;
    const int oneRow = namePixels();
    if (m_sides > 4) {
        m_cardRows = 2;
        m_cardWidth = (width - 2 * m_margin) / cardsPerRow();
        const int twoRows = namePixels();
        if (twoRows <= oneRow) {
            m_cardRows = 1;
            m_cardWidth = m_sideColumnWidth;
        }
    }
    // Two rows of cards take less of the height each, so the table keeps some hands in view.
    const qreal totalShare = m_cardRows > 1 ? 0.085 : 0.12;
    m_total = withPixels(
        base, fittingPixels(base, true, totals, cardTextWidth(), int(height * totalShare), 8),
        true);
    m_name = withPixels(base, namePixels(), true);
    m_nextHand = withPixels(base,
                            fittingPixels(base, true, texts.nextHand, nextCellWidth(2) - 8,
                                          int(height * 0.055), minimumNamePixels()),
                            true);
    // Two lines at most: the width of two lines, less a word's worth for the break.
    const int barbeleWidth = 2 * (nextCellWidth(3) - 8) - m_nextHand.pixelSize() * 4;
    m_barbele = withPixels(
        base, fittingPixels(base, true, {texts.barbele}, barbeleWidth, m_nextHand.pixelSize(), 12),
        true);
    m_banner = withPixels(base, std::max(16, int(std::min(height * 0.05, width / 28.0))), true);
}

int BoardTypeScale::cardTextWidth() const
{
    return std::max(1, m_cardWidth - 2 * cardPadding());
}

int BoardTypeScale::cellTextWidth() const
{
    // A barbelé badge may stand before the points.
    return std::max(1, m_sideColumnWidth - 2 * cellPadding - iconSize() - 4);
}

int BoardTypeScale::rowHeight() const
{
    return int(std::ceil(QFontMetricsF(m_table).height() * 1.35));
}

int BoardTypeScale::iconSize() const
{
    return std::max(12, int(std::round(QFontMetricsF(m_table).height() * 0.8)));
}

int BoardTypeScale::nextCellWidth(int share) const
{
    const QList<int> shares = nextCellShares();
    const int parts = std::accumulate(shares.cbegin(), shares.cend(), 0);
    return (std::max(320, m_area.width()) - 2 * m_margin) * share / parts;
}

} // namespace pinaculo
