#include "summarywriter.h"

#include "coretext.h"
#include "summarychart.h"
#include "summarycontent.h"
#include "summarylayout.h"
#include "summarymetrics.h"

#include <QFontMetricsF>

#include <algorithm>

namespace pinaculo {

using namespace summarymetrics;
using Column = SummaryTable::Column;
using ColumnGroup = SummaryTable::ColumnGroup;

SummaryWriter::SummaryWriter(const SummaryContent &content, const QSizeF &pagePoints)
    : m_content(content)
    , m_page(pagePoints)
{
}

QList<SummaryPage> SummaryWriter::write()
{
    header();
    facts();
    hands();
    standings();
    chart();
    highlights();
    m_page.finish(m_content.date.isEmpty()
                      ? m_content.title
                      : SummaryLayout::tr("%1 · %2").arg(m_content.title, m_content.date));
    return m_page.pages();
}

QRectF SummaryWriter::body() const
{
    return m_page.body();
}

void SummaryWriter::header()
{
    const qreal titleHeight = lineHeight(Role::Title);
    m_page.text(QRectF(body().left(), m_page.y(), body().width(), titleHeight), m_content.title,
                Role::Title, Qt::AlignLeft | Qt::AlignVCenter);
    m_page.advance(titleHeight + pt(10));

    // Date and place: written in when known, else a line to write on by hand.
    const qreal h = lineHeight(Role::Body);
    const qreal fieldGap = pt(24);
    const qreal fieldWidth = (body().width() - fieldGap) / 2;
    const QList<std::pair<QString, QString>> fields = {
        {SummaryLayout::tr("Date"), m_content.date}, {SummaryLayout::tr("Place"), m_content.place}};
    // Label and value stand on one baseline, and the blank line just under it.
    const qreal baseline = m_page.y() + QFontMetricsF(SummaryStyle::font(Role::Body)).ascent();
    qreal x = body().left();
    for (const auto &[label, value] : fields) {
        const qreal labelWidth = textWidth(label, Role::Label) + pt(6);
        m_page.text(labelBox(x, baseline, labelWidth), label, Role::Label,
                    Qt::AlignLeft | Qt::AlignTop, SummaryStyle::mutedInk());
        const QRectF valueRect(x + labelWidth, m_page.y(), fieldWidth - labelWidth, h);
        if (value.isEmpty())
            m_page.line(
                QLineF(valueRect.left(), baseline + pt(2), valueRect.right(), baseline + pt(2)),
                SummaryStyle::rule(), pt(0.6));
        else
            m_page.text(valueRect, elided(value, Role::Body, valueRect.width()), Role::Body,
                        Qt::AlignLeft | Qt::AlignTop);
        x += fieldWidth + fieldGap;
    }
    m_page.advance(h + pt(10));
    m_page.line(QLineF(body().left(), m_page.y(), body().right(), m_page.y()), SummaryStyle::ink(),
                pt(1));
    m_page.advance(pt(10));
}

QRectF SummaryWriter::labelBox(qreal x, qreal baseline, qreal width)
{
    const QFontMetricsF metrics(SummaryStyle::font(Role::Label));
    return QRectF(x, baseline - metrics.ascent(), width, metrics.height());
}

void SummaryWriter::facts()
{
    qreal labelWidth = 0;
    for (const SummaryContent::Fact &fact : m_content.facts)
        labelWidth = std::max(labelWidth, textWidth(fact.label, Role::Label));
    labelWidth += pt(12);
    const qreal valueWidth = body().width() - labelWidth;
    const QFontMetricsF metrics(SummaryStyle::font(Role::Body));
    for (const SummaryContent::Fact &fact : m_content.facts) {
        const qreal h = std::max(
            lineHeight(Role::Body),
            metrics.boundingRect(QRectF(0, 0, valueWidth, 1e6), Qt::TextWordWrap, fact.text)
                .height());
        m_page.keep(h);
        const qreal baseline = m_page.y() + metrics.ascent();
        m_page.text(labelBox(body().left(), baseline, labelWidth), fact.label, Role::Label,
                    Qt::AlignLeft | Qt::AlignTop, SummaryStyle::mutedInk());
        m_page.text(QRectF(body().left() + labelWidth, m_page.y(), valueWidth, h), fact.text,
                    Role::Body, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap);
        m_page.advance(h + pt(3));
    }
}

qreal SummaryWriter::headingHeight() const
{
    return lineHeight(Role::Heading) + pt(6);
}

void SummaryWriter::heading(const QString &text)
{
    m_page.text(QRectF(body().left(), m_page.y(), body().width(), lineHeight(Role::Heading)), text,
                Role::Heading, Qt::AlignLeft | Qt::AlignVCenter);
    m_page.advance(headingHeight());
}

void SummaryWriter::beginSection(qreal firstBlockHeight)
{
    if (!m_page.atTop())
        m_page.advance(sectionGap);
    m_page.keep(headingHeight() + firstBlockHeight);
}

qreal SummaryWriter::rowHeight(const Table &table, const QList<Cell> &row) const
{
    qreal h = lineHeight(Role::Body, table.scale);
    for (int i = 0; i < row.size() && i < table.columns.size(); ++i) {
        if (!table.columns[i].wrap)
            continue;
        const QFontMetricsF metrics(SummaryStyle::font(row[i].role, table.scale));
        h = std::max(
            h,
            metrics
                .boundingRect(QRectF(0, 0, table.columns[i].width - 2 * table.padding, 1e6),
                              Qt::TextWordWrap, row[i].text)
                .height());
    }
    return h + pt(4) * table.scale;
}

qreal SummaryWriter::headerHeight(const Table &table) const
{
    const qreal columns = lineHeight(Role::Label, table.scale) + pt(5);
    return table.groups.isEmpty() ? columns
                                  : columns + lineHeight(Role::BodyBold, table.scale) + pt(4);
}

void SummaryWriter::tableHeader(const Table &table)
{
    const qreal left = body().left();
    qreal y = m_page.y();
    if (!table.groups.isEmpty()) {
        const qreal h = lineHeight(Role::BodyBold, table.scale);
        for (const ColumnGroup &group : table.groups) {
            qreal x = left;
            for (int i = 0; i < group.first; ++i)
                x += table.columns[i].width;
            qreal w = 0;
            for (int i = group.first; i < group.first + group.count; ++i)
                w += table.columns[i].width;
            const QRectF rect(x + table.padding, y, w - table.padding, h);
            m_page.text(rect, elided(group.text, Role::BodyBold, rect.width(), table.scale),
                        Role::BodyBold, Qt::AlignRight | Qt::AlignVCenter, SummaryStyle::ink(),
                        table.scale);
            m_page.line(
                QLineF(rect.left(), y + h + pt(1.5), x + w - table.padding, y + h + pt(1.5)),
                SummaryStyle::rule(), pt(0.5));
        }
        y += h + pt(4);
    }
    const qreal h = lineHeight(Role::Label, table.scale);
    qreal x = left;
    for (const Column &column : table.columns) {
        const QRectF rect(x + table.padding, y, column.width - 2 * table.padding, h);
        m_page.text(rect, elided(column.header, Role::Label, rect.width(), table.scale),
                    Role::Label, int(column.align) | Qt::AlignVCenter, SummaryStyle::mutedInk(),
                    table.scale);
        x += column.width;
    }
    y += h + pt(3);
    m_page.line(QLineF(left, y, left + table.width(), y), SummaryStyle::ink(), pt(0.8));
    m_page.advance(y - m_page.y() + pt(2));
}

void SummaryWriter::tableRow(const Table &table, const QList<Cell> &row, int index, qreal height)
{
    const qreal left = body().left();
    const qreal y = m_page.y();
    if (index % 2 == 1)
        m_page.fill(QRectF(left, y, table.width(), height), SummaryStyle::band());
    qreal x = left;
    for (int i = 0; i < table.columns.size(); ++i) {
        const Column &column = table.columns[i];
        const Cell cell = row.value(i);
        const QRectF rect(x + table.padding, y + pt(2) * table.scale,
                          column.width - 2 * table.padding, height - pt(4) * table.scale);
        if (!cell.mark.isEmpty()) {
            // The mark sits just before the number, which keeps its right alignment.
            const qreal numberWidth
                = textWidth(cell.text, cell.role, table.scale) + pt(3) * table.scale;
            m_page.text(rect.adjusted(0, 0, -numberWidth, 0), cell.mark, Role::SmallBold,
                        Qt::AlignRight | Qt::AlignVCenter, SummaryStyle::ink(), table.scale);
        }
        const QString text
            = column.wrap ? cell.text : elided(cell.text, cell.role, rect.width(), table.scale);
        m_page.text(rect, text, cell.role,
                    int(column.align)
                        | (column.wrap ? Qt::AlignTop | Qt::TextWordWrap : Qt::AlignVCenter),
                    SummaryStyle::ink(), table.scale);
        x += column.width;
    }
    m_page.advance(height);
}

void SummaryWriter::table(const QString &title, const Table &table)
{
    // A table starts on a page only with a few of its rows, never as a lone heading.
    qreal firstRows = 0;
    for (int i = 0; i < std::min<qsizetype>(table.rows.size(), 3); ++i)
        firstRows += rowHeight(table, table.rows[i]);
    beginSection(headerHeight(table) + firstRows);
    heading(title);
    tableHeader(table);
    for (int i = 0; i < table.rows.size(); ++i) {
        const qreal h = rowHeight(table, table.rows[i]);
        if (h > m_page.remaining()) {
            m_page.newPage();
            heading(SummaryLayout::tr("%1 (continued)").arg(title));
            tableHeader(table);
        }
        tableRow(table, table.rows[i], i, h);
    }
    m_page.line(QLineF(body().left(), m_page.y(), body().left() + table.width(), m_page.y()),
                SummaryStyle::rule(), pt(0.5));
}

void SummaryWriter::note(const QString &text, Role role, const QColor &color)
{
    const QFontMetricsF metrics(SummaryStyle::font(role));
    const qreal h
        = metrics.boundingRect(QRectF(0, 0, body().width(), 1e6), Qt::TextWordWrap, text).height();
    m_page.advance(pt(5));
    m_page.keep(h);
    m_page.text(QRectF(body().left(), m_page.y(), body().width(), h), text, role,
                Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, color);
    m_page.advance(h);
}

void SummaryWriter::hands()
{
    const QString barbeleMark = SummaryLayout::tr("B", "barbelé mark in the table of hands");
    const int sides = int(m_content.sides.size());
    // A hand played after the end shows what it would have scored, in brackets, and no total.
    const auto pointsText = [](const SummaryContent::HandRow &row, int side) {
        const QString points = CoreText::signedNumber(row.points.value(side));
        return row.afterEnd ? SummaryLayout::tr("(%1)", "points that do not count").arg(points)
                            : points;
    };
    const auto totalText = [](const SummaryContent::HandRow &row, int side) {
        return row.afterEnd ? QStringLiteral("—") : CoreText::number(row.running.value(side));
    };
    Table t;
    for (qreal scale : {1.0, 0.92, 0.85, 0.78, 0.72, 0.66}) {
        t = Table {};
        t.scale = scale;
        t.padding = cellPadding * scale;
        // A hair of slack so that measuring and eliding never disagree by a rounding.
        auto measure = [scale, padding = t.padding](const QString &text, Role role) {
            return textWidth(text, role, scale) + 2 * padding + pt(0.5);
        };
        Column number {SummaryLayout::tr("Hand"), measure(QStringLiteral("888"), Role::Body),
                       Qt::AlignRight};
        number.width = std::max(number.width, measure(number.header, Role::Label));
        Column dealer {SummaryLayout::tr("Dealer"), 0, Qt::AlignLeft};
        dealer.width = measure(dealer.header, Role::Label);
        for (const auto &row : m_content.hands)
            dealer.width = std::max(dealer.width, measure(row.dealer, Role::Body));
        dealer.width = std::min(dealer.width, pt(110) * scale);
        t.columns << number << dealer;
        const qreal markWidth = textWidth(barbeleMark, Role::SmallBold, scale) + pt(3) * scale;
        for (int side = 0; side < sides; ++side) {
            Column points {SummaryLayout::tr("Points"), 0, Qt::AlignRight};
            Column total {SummaryLayout::tr("Total"), 0, Qt::AlignRight};
            points.width = measure(points.header, Role::Label);
            total.width = measure(total.header, Role::Label);
            for (const auto &row : m_content.hands) {
                points.width = std::max(points.width,
                                        measure(pointsText(row, side), Role::Body)
                                            + (row.barbele.value(side) ? markWidth : 0));
                total.width = std::max(total.width, measure(totalText(row, side), Role::BodyBold));
            }
            // Side names get up to a comfortable width; longer ones are elided.
            const qreal nameWidth
                = std::min(measure(m_content.sides[side], Role::BodyBold), pt(150) * scale);
            const qreal spare = std::max(0.0, nameWidth - points.width - total.width);
            points.width += spare / 2;
            total.width += spare / 2;
            t.groups.append({int(t.columns.size()), 2, m_content.sides[side]});
            t.columns << points << total;
        }
        if (t.width() <= body().width())
            break;
    }
    // Extra room goes to the side columns, up to a width where the numbers still read as
    // pairs, so a two-player table does not spread its numbers across the whole page.
    const qreal extra = body().width() - t.width();
    if (extra > 0 && sides > 0) {
        const qreal perColumn = std::min(extra / (2 * sides), pt(22));
        for (int i = 2; i < t.columns.size(); ++i)
            t.columns[i].width += perColumn;
    }
    if (t.width() > body().width()) {
        // Still too wide at the smallest text: narrow the columns of names, which elide,
        // and leave the numbers whole.
        qreal excess = t.width() - body().width();
        const qreal dealerCut = std::min(excess, t.columns[1].width / 3);
        t.columns[1].width -= dealerCut;
        excess -= dealerCut;
        for (int i = 2; i < t.columns.size() && excess > 0; ++i) {
            const qreal cut = excess / (t.columns.size() - i);
            t.columns[i].width -= cut;
            excess -= cut;
        }
    }

    for (const SummaryContent::HandRow &row : m_content.hands) {
        QList<Cell> cells {Cell(CoreText::number(row.number)), Cell(row.dealer)};
        for (int side = 0; side < sides; ++side) {
            Cell points(pointsText(row, side));
            if (row.barbele.value(side))
                points.mark = barbeleMark;
            cells << points << Cell {totalText(row, side), Role::BodyBold};
        }
        t.rows.append(cells);
    }
    table(SummaryLayout::tr("Hands"), t);
    if (m_content.hands.isEmpty())
        note(SummaryLayout::tr("No hands have been played yet."), Role::Body);
    if (m_content.anyBarbele)
        note(SummaryLayout::tr("%1 = %2").arg(barbeleMark, m_content.barbeleNote));
    if (!m_content.afterEndNote.isEmpty())
        note(m_content.afterEndNote);
}

void SummaryWriter::highlights()
{
    Table t;
    auto measure = [](const QString &text, Role role) {
        return textWidth(text, role) + 2 * cellPadding + pt(0.5);
    };
    Column hand {SummaryLayout::tr("Hand"), 0, Qt::AlignRight};
    hand.width
        = std::max(measure(hand.header, Role::Label), measure(QStringLiteral("888"), Role::Body));
    Column who {SummaryLayout::tr("Player"), 0, Qt::AlignLeft};
    who.width = measure(who.header, Role::Label);
    Column points {SummaryLayout::tr("Points"), 0, Qt::AlignRight};
    points.width = measure(points.header, Role::Label);
    for (const SummaryContent::Highlight &h : m_content.highlights) {
        who.width = std::max(who.width, measure(h.who, Role::Body));
        points.width
            = std::max(points.width, measure(CoreText::signedNumber(h.points), Role::Body));
    }
    who.width = std::min(who.width, pt(110));
    points.width += pt(10);
    Column what {SummaryLayout::tr("Event"), body().width() - hand.width - who.width - points.width,
                 Qt::AlignLeft, true};
    t.columns << hand << who << what << points;
    for (const SummaryContent::Highlight &h : m_content.highlights)
        t.rows.append({Cell(CoreText::number(h.hand)), Cell(h.who), Cell(h.what),
                       Cell(h.scored ? CoreText::signedNumber(h.points) : QString())});
    if (t.rows.isEmpty()) {
        beginSection(lineHeight(Role::Body));
        heading(SummaryLayout::tr("Highlights"));
        note(SummaryLayout::tr("No premium melds, penalties or exact cuts."), Role::Body);
        return;
    }
    table(SummaryLayout::tr("Highlights"), t);
}

void SummaryWriter::standings()
{
    const bool teams = std::any_of(m_content.standings.cbegin(), m_content.standings.cend(),
                                   [](const auto &s) { return !s.players.isEmpty(); });
    auto measure = [](const QString &text, Role role) {
        return textWidth(text, role) + 2 * cellPadding + pt(0.5);
    };
    Table t;
    Column rank {SummaryLayout::tr("Place"), 0, Qt::AlignRight};
    rank.width
        = std::max(measure(rank.header, Role::Label), measure(QStringLiteral("8."), Role::Body));
    Column name {teams ? SummaryLayout::tr("Team") : SummaryLayout::tr("Player"), 0, Qt::AlignLeft};
    name.width = measure(name.header, Role::Label);
    Column players {SummaryLayout::tr("Players"), 0, Qt::AlignLeft};
    players.width = measure(players.header, Role::Label);
    Column total {SummaryLayout::tr("Points"), 0, Qt::AlignRight};
    total.width = measure(total.header, Role::Label);
    Column result {QString(), 0, Qt::AlignLeft};
    const QString winner = SummaryLayout::tr("Winner");
    for (const SummaryContent::Standing &s : m_content.standings) {
        name.width = std::max(name.width, measure(s.name, Role::BodyBold));
        players.width = std::max(players.width, measure(s.players, Role::Body));
        total.width = std::max(total.width, measure(CoreText::number(s.total), Role::BodyBold));
    }
    name.width = std::min(name.width + pt(12), pt(150));
    players.width = std::min(players.width + pt(12), pt(180));
    total.width += pt(12);
    result.width = measure(winner, Role::BodyBold) + pt(10);
    t.columns << rank << name;
    if (teams)
        t.columns << players;
    t.columns << total << result;
    for (const SummaryContent::Standing &s : m_content.standings) {
        const Role role = s.winner ? Role::BodyBold : Role::Body;
        QList<Cell> row {Cell(SummaryLayout::tr("%1.").arg(CoreText::number(s.rank)), role),
                         Cell(s.name, role)};
        if (teams)
            row << Cell {s.players, role};
        row << Cell {CoreText::number(s.total), Role::BodyBold}
            << Cell {s.winner ? winner : QString(), role};
        t.rows.append(row);
    }
    table(m_content.over ? SummaryLayout::tr("Final standings") : SummaryLayout::tr("Standings"),
          t);
    note(m_content.verdict, Role::BodyBold, SummaryStyle::ink());
}

void SummaryWriter::chart()
{
    if (m_content.hands.isEmpty())
        return;
    // A short game keeps its chart on the same sheet, a little lower, rather than on a
    // page of its own.
    qreal height = chartHeight;
    const qreal room = m_page.remaining() - sectionGap - headingHeight();
    if (!m_page.atTop() && room < chartHeight && room >= minChartHeight)
        height = room;
    beginSection(height);
    heading(SummaryLayout::tr("Running totals"));
    m_page.chart(QRectF(body().left(), m_page.y(), body().width(), height));
    m_page.advance(height);
}

} // namespace pinaculo
