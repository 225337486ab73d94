#include "projector/projectorpanel.h"

#include <QAbstractItemModel>
#include <QPainter>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace pinaculo {

namespace {

// A row is its type's size and this much more, so that lines read apart from the back of a room.
constexpr double LineSpacing = 1.35;
// The title's line, in shares of the rows' type: a little larger type, and room below it.
constexpr double TitleLines = 1.8;
// The gap between two columns, in shares of the type's size.
constexpr double GapShare = 0.8;

} // namespace

ProjectorPanel::ProjectorPanel(QWidget *parent)
    : QWidget(parent)
    , m_pageTimer(new QTimer(this))
{
    m_pageTimer->setInterval(PageSeconds * 1000);
    connect(m_pageTimer, &QTimer::timeout, this, [this] { showPage(m_page + 1); });
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void ProjectorPanel::setTitle(const QString &title)
{
    m_title = title;
    update();
}

void ProjectorPanel::setTypeRange(int least, int greatest)
{
    m_least = least;
    m_greatest = greatest;
    showPage(m_page);
}

void ProjectorPanel::setModel(QAbstractItemModel *model, const QList<int> &columns,
                              const QList<int> &stretching)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    m_columns = columns;
    m_stretching = stretching;
    if (m_model) {
        connect(m_model, &QAbstractItemModel::modelReset, this, &ProjectorPanel::modelChanged);
        connect(m_model, &QAbstractItemModel::layoutChanged, this, &ProjectorPanel::modelChanged);
        connect(m_model, &QAbstractItemModel::dataChanged, this, &ProjectorPanel::modelChanged);
        connect(m_model, &QAbstractItemModel::rowsInserted, this, &ProjectorPanel::modelChanged);
        connect(m_model, &QAbstractItemModel::rowsRemoved, this, &ProjectorPanel::modelChanged);
    }
    modelChanged();
}

int ProjectorPanel::rowCount() const
{
    return m_model ? m_model->rowCount() : 0;
}

void ProjectorPanel::measure()
{
    m_referenceWidths.clear();
    if (!m_model)
        return;
    QFont rowFont = font();
    rowFont.setPixelSize(ReferencePixels);
    QFont headerFont = rowFont;
    headerFont.setBold(true);
    const QFontMetrics rows(rowFont);
    const QFontMetrics header(headerFont);
    for (int column : std::as_const(m_columns)) {
        int w = header.horizontalAdvance(m_model->headerData(column, Qt::Horizontal).toString());
        for (int row = 0; row < rowCount(); ++row)
            w = std::max(w, rows.horizontalAdvance(m_model->index(row, column).data().toString()));
        m_referenceWidths.append(w);
    }
}

ProjectorPanel::Fit ProjectorPanel::fitFor(QSize area) const
{
    Fit f;
    // The least size reads from the back of a room; the greatest keeps a short list a list.
    const int least = m_least > 0 ? m_least : std::max(10, area.height() / 40);
    const int greatest = std::max(least, m_greatest > 0 ? m_greatest : area.height() / 16);
    const int lines = std::max(rowCount(), 1) + 1; // and the header
    int size = int(area.height() / (lines * LineSpacing + TitleLines));
    // As large as the widest texts allow across, with a gap of GapShare of the size between
    // columns: the names are cut short only at the least size.
    double across = GapShare * std::max<qsizetype>(0, m_referenceWidths.size() - 1);
    for (int w : m_referenceWidths)
        across += double(w) / ReferencePixels;
    if (across > 0)
        size = std::min(size, int((area.width() - size) / across));
    f.pixelSize = std::clamp(size, least, greatest);
    f.titleHeight = int(f.pixelSize * TitleLines);
    f.rowHeight = int(f.pixelSize * LineSpacing);
    const int body = std::max(1, area.height() - f.titleHeight);
    f.rowsPerPage = std::max(1, body / f.rowHeight - 1);
    return f;
}

int ProjectorPanel::rowPixelSize() const
{
    return fit().pixelSize;
}

int ProjectorPanel::rowPixelSizeFor(QSize size) const
{
    return fitFor(size).pixelSize;
}

bool ProjectorPanel::pagedAt(QSize size) const
{
    return rowCount() > fitFor(size).rowsPerPage;
}

int ProjectorPanel::rowsPerPage() const
{
    return fit().rowsPerPage;
}

int ProjectorPanel::pageCount() const
{
    const int perPage = rowsPerPage();
    return std::max(1, (rowCount() + perPage - 1) / perPage);
}

void ProjectorPanel::showPage(int page)
{
    m_page = page >= 0 && page < pageCount() ? page : 0;
    update();
}

void ProjectorPanel::modelChanged()
{
    measure();
    showPage(m_page);
    if (pageCount() > 1)
        m_pageTimer->start();
    else
        m_pageTimer->stop();
}

void ProjectorPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    showPage(m_page);
    if (pageCount() > 1)
        m_pageTimer->start();
    else
        m_pageTimer->stop();
}

void ProjectorPanel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
    const Fit f = fit();
    const int margin = f.pixelSize / 2;

    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPixelSize(int(f.pixelSize * 1.1));
    painter.setFont(titleFont);
    painter.setPen(palette().windowText().color());
    QString title = m_title;
    if (pageCount() > 1)
        //: The projector's list shown a page at a time: its title, then which page.
        title = tr("%1 (%2/%3)").arg(m_title).arg(m_page + 1).arg(pageCount());
    painter.drawText(QRect(margin, 0, width() - 2 * margin, f.titleHeight),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     painter.fontMetrics().elidedText(title, Qt::ElideRight, width() - 2 * margin));
    if (!m_model || m_columns.isEmpty())
        return;

    QFont rowFont = font();
    rowFont.setPixelSize(f.pixelSize);
    QFont headerFont = rowFont;
    headerFont.setBold(true);
    const int first = m_page * f.rowsPerPage;
    const int last = std::min(rowCount(), first + f.rowsPerPage);

    // Every column but the stretching ones as wide as its widest text on any page, so that the
    // columns stay put when the page turns; the stretching ones share what is left.
    const int gap = int(f.pixelSize * GapShare);
    QList<int> widths;
    int fixed = 0;
    for (qsizetype i = 0; i < m_columns.size(); ++i) {
        const int w
            = int(std::ceil(double(m_referenceWidths.value(i)) * f.pixelSize / ReferencePixels))
            + 1;
        widths.append(w);
        fixed += (m_stretching.contains(m_columns[i]) ? 0 : w) + gap;
    }
    const int available = width() - 2 * margin + gap;
    const int shared
        = m_stretching.isEmpty() ? 0 : std::max(0, available - fixed) / int(m_stretching.size());
    for (qsizetype i = 0; i < m_columns.size(); ++i) {
        if (m_stretching.contains(m_columns[i]))
            widths[i] = shared;
    }

    auto drawRow = [&](int top, const QFont &rowTypeFont, auto textOf, auto alignmentOf) {
        painter.setFont(rowTypeFont);
        int x = margin;
        for (int i = 0; i < m_columns.size(); ++i) {
            const QRect cell(x, top, widths[i], f.rowHeight);
            painter.drawText(
                cell, alignmentOf(m_columns[i]) | Qt::AlignVCenter,
                painter.fontMetrics().elidedText(textOf(m_columns[i]), Qt::ElideRight, widths[i]));
            x += widths[i] + gap;
        }
    };
    auto alignmentFromModel = [&](int column) {
        const QVariant a = m_model->index(std::max(first, 0), column).data(Qt::TextAlignmentRole);
        return a.isValid() ? Qt::Alignment(a.toInt()) & Qt::AlignHorizontal_Mask
                           : Qt::Alignment(Qt::AlignLeft);
    };

    int top = f.titleHeight;
    QColor dim = palette().windowText().color();
    dim.setAlphaF(0.7);
    painter.setPen(dim);
    drawRow(
        top, headerFont,
        [&](int column) { return m_model->headerData(column, Qt::Horizontal).toString(); },
        alignmentFromModel);
    top += f.rowHeight;
    painter.setPen(palette().windowText().color());
    for (int row = first; row < last; ++row, top += f.rowHeight) {
        if ((row - first) % 2 == 0)
            painter.fillRect(QRect(0, top, width(), f.rowHeight), palette().alternateBase());
        drawRow(
            top, rowFont, [&](int column) { return m_model->index(row, column).data().toString(); },
            alignmentFromModel);
    }
}

} // namespace pinaculo
