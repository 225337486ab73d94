#include "scoresheet/handbreakdownmodel.h"

#include "coretext.h"
#include "gamedocument.h"
#include "namerules.h"

#include <QFont>
#include <QTextDocument>

#include <algorithm>

namespace pinaculo {

namespace {
// Top-level rows carry 0; a line under a side carries the side + 1.
constexpr quintptr TopLevel = 0;

QFont boldFont()
{
    // Only the weight is set: the view fills in the rest from its own font.
    QFont font;
    font.setBold(true);
    return font;
}
} // namespace

HandBreakdownModel::HandBreakdownModel(Grouping grouping, QObject *parent)
    : QAbstractItemModel(parent)
    , m_grouping(grouping)
{
}

HandBreakdownModel::HandBreakdownModel(GameDocument *document, QObject *parent)
    : QAbstractItemModel(parent)
    , m_document(document)
{
    connect(document, &GameDocument::changed, this, &HandBreakdownModel::followDocument);
}

void HandBreakdownModel::setScore(const GameSetup &setup, const HandScore &score)
{
    beginResetModel();
    m_setup = setup;
    m_score = score;
    m_linesOfSide.clear();
    if (m_grouping == Grouping::BySide) {
        m_linesOfSide.resize(setup.sideCount());
        for (int i = 0; i < score.lines.size(); ++i) {
            const int side = score.lines.at(i).side;
            if (side >= 0 && side < m_linesOfSide.size())
                m_linesOfSide[side].append(i);
        }
    }
    endResetModel();
}

void HandBreakdownModel::setHand(int handIndex)
{
    m_hand = handIndex;
    showDocumentHand();
}

void HandBreakdownModel::followDocument()
{
    if (m_hand >= m_document->handCount())
        m_hand = -1;
    showDocumentHand();
}

void HandBreakdownModel::showDocumentHand()
{
    const QList<HandOutcome> &hands = m_document->result().hands;
    setScore(m_document->setup(),
             m_hand >= 0 && m_hand < hands.size() ? hands.at(m_hand).score : HandScore());
}

QModelIndex HandBreakdownModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row()) + 1 : TopLevel);
}

QModelIndex HandBreakdownModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == TopLevel)
        return {};
    return createIndex(int(child.internalId() - 1), 0, TopLevel);
}

int HandBreakdownModel::rowCount(const QModelIndex &parent) const
{
    if (m_grouping == Grouping::Flat)
        return parent.isValid() ? 0 : int(m_score.lines.size());
    if (!parent.isValid())
        return int(m_linesOfSide.size());
    if (isSideRow(parent) && parent.column() == 0)
        return std::max(1, int(m_linesOfSide.at(parent.row()).size())); // or "nothing yet"
    return 0;
}

int HandBreakdownModel::columnCount(const QModelIndex &) const
{
    return m_grouping == Grouping::BySide ? PlayerColumn : ColumnCount;
}

bool HandBreakdownModel::isSideRow(const QModelIndex &index) const
{
    return m_grouping == Grouping::BySide && index.internalId() == TopLevel;
}

int HandBreakdownModel::lineOf(const QModelIndex &index) const
{
    if (m_grouping == Grouping::Flat)
        return index.row();
    return m_linesOfSide.at(int(index.internalId() - 1)).value(index.row(), -1);
}

QVariant HandBreakdownModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (isSideRow(index))
        return sideData(index.row(), index.column(), role);
    const int line = lineOf(index);
    if (line >= 0)
        return lineData(m_score.lines.at(line), index.column(), role);
    if (index.column() == LineColumn && role == Qt::DisplayRole)
        return tr("Nothing entered yet");
    return {};
}

QVariant HandBreakdownModel::sideData(int side, int column, int role) const
{
    const int points = m_score.sidePoints.value(side);
    switch (role) {
    case Qt::DisplayRole:
        return column == PointsColumn ? CoreText::signedNumber(points)
                                      : NameRules::excerpt(m_setup.sideName(side));
    case Qt::EditRole:
    case PointsRole:
        return column == PointsColumn ? QVariant(points)
                                      : QVariant(NameRules::excerpt(m_setup.sideName(side)));
    case Qt::TextAlignmentRole:
        return column == PointsColumn ? QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter)
                                      : QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        return boldFont();
    default:
        return {};
    }
}

QVariant HandBreakdownModel::lineData(const ScoreLine &line, int column, int role) const
{
    // A name stored before the limits is shown as an excerpt: the view sizes its column to it.
    const QString who = NameRules::excerpt(line.seat >= 0 ? m_setup.players.value(line.seat)
                                                          : m_setup.sideName(line.side));
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case PlayerColumn:
            return who;
        case LineColumn:
            // The tree has no player column: a side's lines name their player when it has two.
            if (m_grouping == Grouping::BySide && m_setup.partnership())
                return tr("%1: %2").arg(who, CoreText::describeLine(line, m_setup));
            return CoreText::describeLine(line, m_setup);
        case PointsColumn:
            return CoreText::signedNumber(line.points);
        default:
            return {};
        }
    case Qt::EditRole:
    case PointsRole:
        if (column == PointsColumn)
            return line.points;
        return lineData(line, column, Qt::DisplayRole);
    case Qt::ToolTipRole:
        // The text columns may be cut short. A tooltip is laid out as rich text when it looks
        // like markup: quote names as text.
        if (column == PointsColumn)
            return {};
        return Qt::convertFromPlainText(lineData(line, column, Qt::DisplayRole).toString());
    case Qt::TextAlignmentRole:
        if (column == PointsColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        // In the tree, bold marks the sides' totals; in the table, a premium's points.
        if (m_grouping == Grouping::Flat && column == PointsColumn && line.premium != Premium::None)
            return boldFont();
        return {};
    default:
        return {};
    }
}

Qt::ItemFlags HandBreakdownModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    // A side with nothing entered says so, greyed out.
    if (!isSideRow(index) && lineOf(index) < 0)
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (m_grouping == Grouping::Flat)
        flags |= Qt::ItemNeverHasChildren;
    return flags;
}

QVariant HandBreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PlayerColumn:
        return tr("Player");
    case LineColumn:
        return tr("Line");
    case PointsColumn:
        return tr("Points");
    default:
        return {};
    }
}

QStringList HandBreakdownModel::warnings() const
{
    QStringList sentences;
    if (m_document && m_hand >= 0 && m_hand < m_document->result().hands.size()) {
        const GameResult &result = m_document->result();
        if (result.afterEnd(m_hand))
            sentences.append(
                tr("Hand %1 was played after the end of the game (decided in hand %2): "
                   "these lines show what it would have scored; they count for nothing.")
                    .arg(CoreText::number(m_hand + 1), CoreText::number(result.decidedBy())));
    }
    for (const HandWarning &warning : m_score.warnings)
        sentences.append(CoreText::warning(warning, m_setup));
    return sentences;
}

void HandBreakdownModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    beginResetModel();
    endResetModel();
}

} // namespace pinaculo
