#include "scoresheet/scoreboardmodel.h"

#include "coretext.h"
#include "gamedocument.h"
#include "namerules.h"
#include "common/nametext.h"

#include <QApplication>
#include <QFont>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

#include <algorithm>

namespace pinaculo {

namespace {
// A round "B" badge in the palette's highlight colours, so it reads in light and dark themes;
// on a selected row, where the background is the highlight, the colours swap.
QPixmap paintBadge(int size, const QColor &fill, const QColor &text)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    painter.drawEllipse(QRectF(0.5, 0.5, size - 1, size - 1));
    QFont font = QApplication::font();
    font.setBold(true);
    font.setPixelSize(size * 2 / 3);
    painter.setFont(font);
    painter.setPen(text);
    painter.drawText(QRect(0, 0, size, size), Qt::AlignCenter, QStringLiteral("B"));
    return pixmap;
}

// The characters of a number as CoreText writes it, group separators included: its width on
// screen grows with them.
int numberLength(int value)
{
    int magnitude = value < 0 ? -value : value;
    int digits = 1;
    while (magnitude >= 10) {
        magnitude /= 10;
        ++digits;
    }
    return digits + (digits >= 4 ? (digits - 1) / 3 : 0) + (value < 0 ? 1 : 0);
}

QIcon paintBarbeleIcon()
{
    const QPalette palette = QApplication::palette();
    const QColor highlight = palette.color(QPalette::Highlight);
    const QColor highlightedText = palette.color(QPalette::HighlightedText);
    QIcon icon;
    for (int size : {16, 24, 32, 48}) {
        icon.addPixmap(paintBadge(size, highlight, highlightedText), QIcon::Normal);
        icon.addPixmap(paintBadge(size, highlightedText, highlight), QIcon::Selected);
    }
    return icon;
}
} // namespace

ScoreboardModel::ScoreboardModel(GameDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_rows(document->handCount())
    , m_barbeleIcon(paintBarbeleIcon())
    , m_over(document->result().over)
    , m_winner(document->result().winner)
{
    trackWidest(-1);
    connect(document, &GameDocument::changed, this, [this](const GameChange &change) {
        // A hand added at the end is weighed alone; any other change may narrow a column.
        if (change.kind == GameChange::Kind::HandAdded
            && change.index == m_document->handCount() - 1)
            trackWidest(change.index);
        else if (change.kind != GameChange::Kind::PlayerRenamed)
            trackWidest(-1);
        if (change.kind == GameChange::Kind::HandAdded)
            onHandAdded(change.index);
        else if (change.kind == GameChange::Kind::HandRemoved)
            onHandRemoved(change.index);
        if (change.kind == GameChange::Kind::PlayerRenamed)
            onChanged(0);
        else
            onChanged(change.index);
    });
}

int ScoreboardModel::cellLength(const HandOutcome &hand, int column) const
{
    if (column == NumberColumn)
        return numberLength(hand.number);
    const int side = sideOfColumn(column);
    if (kindOfColumn(column) == PointsColumn) {
        const int points = hand.score.sidePoints.value(side);
        // A plus sign before gains, brackets around the points of a hand after the end.
        return numberLength(points) + (points > 0 ? 1 : 0) + (hand.afterEnd ? 2 : 0);
    }
    return hand.afterEnd ? 1 : numberLength(hand.running.value(side));
}

void ScoreboardModel::trackWidest(int addedRow)
{
    const QList<HandOutcome> &hands = m_document->result().hands;
    const int columns = columnCount();
    int from = addedRow;
    if (addedRow < 0 || m_widest.size() != columns) {
        m_widest = QList<Widest>(columns);
        from = 0;
    }
    for (int row = from; row < hands.size(); ++row) {
        const HandOutcome &hand = hands.at(row);
        for (int column = 0; column < columns; ++column) {
            if (column == DealerColumn)
                continue;
            Widest &widest = m_widest[column];
            const int length = cellLength(hand, column);
            if (length > widest.length) {
                widest.length = length;
                widest.row = row;
            }
            const int side = sideOfColumn(column);
            if (side >= 0 && hand.barbele.value(side) && length > widest.badgedLength) {
                widest.badgedLength = length;
                widest.badgedRow = row;
            }
        }
    }
}

QList<int> ScoreboardModel::widestRows(int column) const
{
    QList<int> rows;
    // The dealers take turns: the first round of hands has every name that can stand there.
    if (column == DealerColumn) {
        for (int row = 0; row < std::min(m_rows, m_document->setup().playerCount()); ++row)
            rows.append(row);
        return rows;
    }
    const Widest widest = m_widest.value(column);
    if (widest.row >= 0 && widest.row < m_rows)
        rows.append(widest.row);
    if (widest.badgedRow >= 0 && widest.badgedRow < m_rows && widest.badgedRow != widest.row)
        rows.append(widest.badgedRow);
    return rows;
}

int ScoreboardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int ScoreboardModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0
                            : FirstSideColumn + ColumnsPerSide * m_document->setup().sideCount();
}

int ScoreboardModel::sideOfColumn(int column)
{
    return column < FirstSideColumn ? -1 : (column - FirstSideColumn) / ColumnsPerSide;
}

ScoreboardModel::SideColumn ScoreboardModel::kindOfColumn(int column)
{
    return static_cast<SideColumn>((column - FirstSideColumn) % ColumnsPerSide);
}

int ScoreboardModel::columnOf(int side, SideColumn kind)
{
    return FirstSideColumn + side * ColumnsPerSide + kind;
}

QVariant ScoreboardModel::data(const QModelIndex &index, int role) const
{
    const GameResult &result = m_document->result();
    if (!index.isValid() || index.row() >= result.hands.size())
        return {};
    const HandOutcome &hand = result.hands.at(index.row());
    const GameSetup &setup = m_document->setup();
    const int column = index.column();
    const int side = sideOfColumn(column);
    const bool afterEnd = hand.afterEnd;

    switch (role) {
    case Qt::DisplayRole:
        if (column == NumberColumn)
            return CoreText::number(hand.number);
        if (column == DealerColumn)
            return NameRules::excerpt(setup.players.value(hand.dealer));
        // A hand after the end shows, in brackets, what it would have scored; it has no total.
        if (kindOfColumn(column) == PointsColumn && afterEnd)
            return tr("(%1)", "points of a hand played after the end, which do not count")
                .arg(CoreText::signedNumber(hand.score.sidePoints.value(side)));
        if (kindOfColumn(column) == PointsColumn)
            return CoreText::signedNumber(hand.score.sidePoints.value(side));
        if (afterEnd)
            return QStringLiteral("—");
        return CoreText::number(hand.running.value(side));
    case Qt::EditRole:
        if (column == NumberColumn)
            return hand.number;
        if (column == DealerColumn)
            return hand.dealer;
        if (kindOfColumn(column) == PointsColumn)
            return hand.score.sidePoints.value(side);
        return hand.running.value(side);
    case Qt::TextAlignmentRole:
        if (column == DealerColumn)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (side >= 0 && kindOfColumn(column) == TotalColumn) {
            QFont font;
            font.setBold(true);
            return font;
        }
        if (afterEnd) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::DecorationRole:
        if (side >= 0 && (kindOfColumn(column) == PointsColumn || m_totalsOnly)
            && hand.barbele.value(side))
            return m_barbeleIcon;
        return {};
    case Qt::ToolTipRole:
        // The whole name, which the column may cut with "…".
        if (column == DealerColumn)
            return NameText::toolTip(setup.players.value(hand.dealer));
        if (afterEnd)
            return tr("Hand %1 was played after the end of the game (decided in hand %2): it "
                      "counts for nothing.")
                .arg(CoreText::number(hand.number), CoreText::number(result.decidedBy()));
        if (side >= 0 && hand.barbele.value(side))
            // A pair is one side, named by its team name: the sentence names the pair.
            return NameText::toolTip(
                (setup.partnership()
                     ? tr("%1 was barbelé in hand %2: the first meld had to reach %3 points.",
                          "a pair, named by its team name")
                     : tr("%1 was barbelé in hand %2: the first meld had to reach %3 points.",
                          nullptr, 1))
                    .arg(setup.sideName(side), CoreText::number(hand.number),
                         CoreText::number(setup.rules.barbeleOpening)));
        if (!hand.score.warnings.isEmpty())
            return tr("This hand has referee warnings: select it to read them.");
        // Only the total is shown: the hand's points are read here.
        if (side >= 0 && m_totalsOnly)
            return NameText::toolTip(
                tr("%1 scored %2 in hand %3")
                    .arg(setup.sideName(side),
                         CoreText::signedNumber(hand.score.sidePoints.value(side)),
                         CoreText::number(hand.number)));
        return {};
    case BarbeleRole:
        return side >= 0 && hand.barbele.value(side);
    case AfterEndRole:
        return afterEnd;
    case WinnerRole:
        return result.over && side >= 0 && side == result.winner;
    case SideRole:
        return side;
    default:
        return {};
    }
}

QVariant ScoreboardModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole)
            return CoreText::number(section + 1);
        return {};
    }
    const GameSetup &setup = m_document->setup();
    if (role == Qt::ToolTipRole) {
        if (section == NumberColumn)
            return tr("The number of the hand");
        if (section == DealerColumn)
            return tr("Who dealt the hand");
        const int side = sideOfColumn(section);
        if (kindOfColumn(section) == PointsColumn && setup.partnership()) {
            QStringList partners;
            for (int seat : setup.seatsOfSide(side))
                partners.append(setup.players.value(seat));
            return NameText::toolTip(
                tr("Points %1 (%2) scored in the hand")
                    .arg(setup.sideName(side), QLocale().createSeparatedList(partners)));
        }
        // The whole name, which the header cuts with "…" when the column is narrow.
        if (kindOfColumn(section) == PointsColumn)
            return NameText::toolTip(tr("Points %1 scored in the hand").arg(setup.sideName(side)));
        return NameText::toolTip(
            tr("Running total of %1 after the hand").arg(setup.sideName(side)));
    }
    const int headerSide = sideOfColumn(section);
    if (role == Qt::FontRole && headerSide >= 0 && m_document->result().over
        && m_document->result().winner == headerSide) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role != Qt::DisplayRole)
        return {};
    if (section == NumberColumn)
        return tr("Hand");
    if (section == DealerColumn)
        return tr("Dealer");
    const int side = sideOfColumn(section);
    if (kindOfColumn(section) != PointsColumn && !m_totalsOnly)
        return tr("Total");
    // The whole name (an excerpt only of one stored before the limits): the header fits it.
    return NameRules::excerpt(setup.sideName(side));
}

void ScoreboardModel::setTotalsOnly(bool totalsOnly)
{
    if (totalsOnly == m_totalsOnly)
        return;
    m_totalsOnly = totalsOnly;
    if (columnCount() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, columnCount() - 1));
}

void ScoreboardModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, columnCount() - 1));
}

void ScoreboardModel::updatePalette()
{
    m_barbeleIcon = paintBarbeleIcon();
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, columnCount() - 1), {Qt::DecorationRole});
}

void ScoreboardModel::onHandAdded(int index)
{
    beginInsertRows({}, index, index);
    m_rows = m_document->handCount();
    endInsertRows();
}

void ScoreboardModel::onHandRemoved(int index)
{
    beginRemoveRows({}, index, index);
    m_rows = m_document->handCount();
    endRemoveRows();
}

void ScoreboardModel::onChanged(int firstHand)
{
    // The winner's columns are marked in the header.
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    // A change to one hand moves the running totals and barbelé marks of that hand and every
    // later one; the hands before it keep theirs, so a long game is not redrawn whole.
    const int first = std::clamp(firstHand, 0, m_rows);
    if (first < m_rows)
        emit dataChanged(index(first, 0), index(m_rows - 1, columnCount() - 1));
    // Only the end of the game (or a new winner) touches the earlier rows: their winner mark.
    const GameResult &result = m_document->result();
    if ((result.over != m_over || result.winner != m_winner) && first > 0)
        emit dataChanged(index(0, 0), index(first - 1, columnCount() - 1), {WinnerRole});
    m_over = result.over;
    m_winner = result.winner;
}

} // namespace pinaculo
