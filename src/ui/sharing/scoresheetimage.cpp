#include "sharing/scoresheetimage.h"

#include <QAbstractItemModel>
#include <QFontMetrics>
#include <QIcon>
#include <QPainter>

#include <algorithm>

namespace pinaculo {

namespace {

constexpr int margin = 16;
constexpr int cellPadding = 8;
constexpr int iconSize = 14;
// QImage keeps each side under 32,768 pixels; stay well inside it.
constexpr double largestSide = 30000.0;

QFont fontOf(const QVariant &role, const QFont &base)
{
    if (!role.canConvert<QFont>())
        return base;
    QFont font = base;
    const QFont wanted = role.value<QFont>();
    font.setBold(wanted.bold());
    font.setItalic(wanted.italic());
    return font;
}

Qt::Alignment alignmentOf(const QVariant &role)
{
    if (!role.isValid())
        return Qt::AlignLeft | Qt::AlignVCenter;
    return Qt::Alignment(role.toInt());
}

} // namespace

QImage ScoreSheetImage::render(const Content &content)
{
    const QAbstractItemModel *model = content.model;
    if (!model)
        return {};
    const int rows = model->rowCount();
    const int columns = model->columnCount();
    QFont bold = content.font;
    bold.setBold(true);
    QFont titleFont = bold;
    titleFont.setPointSizeF(content.font.pointSizeF() * 1.25);
    const QFontMetrics metrics(bold);
    const int rowHeight = metrics.height() + cellPadding;

    // Every column as wide as its widest text, header included.
    QList<int> widths(columns, 0);
    for (int column = 0; column < columns; ++column) {
        const QString header = model->headerData(column, Qt::Horizontal).toString();
        widths[column] = metrics.horizontalAdvance(header);
        for (int row = 0; row < rows; ++row) {
            const QModelIndex index = model->index(row, column);
            int width = metrics.horizontalAdvance(index.data().toString());
            if (!index.data(Qt::DecorationRole).isNull())
                width += iconSize + 4;
            widths[column] = std::max(widths[column], width);
        }
        widths[column] += 2 * cellPadding;
    }
    int tableWidth = 0;
    for (int width : std::as_const(widths))
        tableWidth += width;
    const QFontMetrics titleMetrics(titleFont);
    const int width = 2 * margin
        + std::max({tableWidth, titleMetrics.horizontalAdvance(content.title),
                    metrics.horizontalAdvance(content.footer)});
    const int titleHeight = content.title.isEmpty() ? 0 : titleMetrics.height() + cellPadding;
    const int footerHeight = content.footer.isEmpty() ? 0 : rowHeight + cellPadding;
    const int height = 2 * margin + titleHeight + (rows + 1) * rowHeight + footerHeight;

    const double scale = std::clamp(std::min(largestSide / width, largestSide / height), 0.1, 2.0);
    QImage image(QSize(int(width * scale), int(height * scale)), QImage::Format_ARGB32);
    image.setDevicePixelRatio(scale);
    image.fill(content.palette.color(QPalette::Base));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QColor text = content.palette.color(QPalette::Text);
    const QColor grid = content.palette.color(QPalette::Mid);
    const QColor headerBack = content.palette.color(QPalette::Button);

    int y = margin;
    if (titleHeight > 0) {
        painter.setFont(titleFont);
        painter.setPen(text);
        painter.drawText(QRect(margin, y, width - 2 * margin, titleHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, content.title);
        y += titleHeight;
    }
    // The header row.
    int x = margin;
    painter.fillRect(QRect(margin, y, tableWidth, rowHeight), headerBack);
    for (int column = 0; column < columns; ++column) {
        painter.setFont(fontOf(model->headerData(column, Qt::Horizontal, Qt::FontRole), bold));
        painter.setPen(content.palette.color(QPalette::ButtonText));
        const QRect cell(x + cellPadding, y, widths[column] - 2 * cellPadding, rowHeight);
        painter.drawText(cell, Qt::AlignCenter,
                         model->headerData(column, Qt::Horizontal).toString());
        x += widths[column];
    }
    y += rowHeight;
    for (int row = 0; row < rows; ++row) {
        x = margin;
        if (row % 2 == 1)
            painter.fillRect(QRect(margin, y, tableWidth, rowHeight),
                             content.palette.color(QPalette::AlternateBase));
        for (int column = 0; column < columns; ++column) {
            const QModelIndex index = model->index(row, column);
            QRect cell(x + cellPadding, y, widths[column] - 2 * cellPadding, rowHeight);
            const QVariant decoration = index.data(Qt::DecorationRole);
            if (decoration.canConvert<QIcon>() && !decoration.value<QIcon>().isNull()) {
                decoration.value<QIcon>().paint(
                    &painter,
                    QRect(cell.left(), y + (rowHeight - iconSize) / 2, iconSize, iconSize));
                cell.setLeft(cell.left() + iconSize + 4);
            }
            painter.setFont(fontOf(index.data(Qt::FontRole), content.font));
            painter.setPen(text);
            painter.drawText(cell, int(alignmentOf(index.data(Qt::TextAlignmentRole))),
                             index.data().toString());
            x += widths[column];
        }
        y += rowHeight;
    }
    painter.setPen(grid);
    painter.drawLine(margin, margin + titleHeight + rowHeight, margin + tableWidth,
                     margin + titleHeight + rowHeight);
    painter.drawRect(QRect(margin, margin + titleHeight, tableWidth, (rows + 1) * rowHeight));
    if (footerHeight > 0) {
        painter.setFont(bold);
        painter.setPen(text);
        painter.drawText(QRect(margin, y + cellPadding, width - 2 * margin, rowHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, content.footer);
    }
    painter.end();
    return image;
}

} // namespace pinaculo
