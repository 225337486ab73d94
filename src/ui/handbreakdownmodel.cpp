#include "handbreakdownmodel.h"

#include "coretext.h"
#include "gamedocument.h"
#include "namerules.h"

#include <QFont>
#include <QTextDocument>

namespace pinaculo {

HandBreakdownModel::HandBreakdownModel(GameDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &GameDocument::gameChanged, this, &HandBreakdownModel::reload);
}

void HandBreakdownModel::setHand(int handIndex)
{
    beginResetModel();
    m_hand = handIndex;
    endResetModel();
}

void HandBreakdownModel::reload()
{
    beginResetModel();
    if (m_hand >= m_document->handCount())
        m_hand = -1;
    endResetModel();
}

int HandBreakdownModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || m_hand < 0 || m_hand >= m_document->result().hands.size())
        return 0;
    return int(m_document->result().hands.at(m_hand).score.lines.size());
}

int HandBreakdownModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HandBreakdownModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const ScoreLine &line = m_document->result().hands.at(m_hand).score.lines.at(index.row());
    const GameSetup &setup = m_document->setup();
    switch (role) {
    case Qt::ToolTipRole:
        // A tooltip is laid out as rich text when it looks like markup: quote names as text.
        return Qt::convertFromPlainText(data(index, Qt::DisplayRole).toString());
    case Qt::DisplayRole:
        switch (index.column()) {
        case PlayerColumn:
            if (line.seat >= 0)
                return NameRules::excerpt(setup.players.value(line.seat));
            return NameRules::excerpt(setup.sideName(line.side));
        case LineColumn:
            return CoreText::describeLine(line, setup);
        case PointsColumn:
            return CoreText::signedNumber(line.points);
        default:
            return {};
        }
    case Qt::EditRole:
        if (index.column() == PointsColumn)
            return line.points;
        return data(index, Qt::DisplayRole);
    case Qt::TextAlignmentRole:
        if (index.column() == PointsColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        if (index.column() == PointsColumn && line.premium != Premium::None) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    default:
        return {};
    }
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
    if (m_hand < 0 || m_hand >= m_document->result().hands.size())
        return sentences;
    const GameResult &result = m_document->result();
    if (result.afterEnd(m_hand))
        sentences.append(tr("Hand %1 was played after the end of the game (decided in hand %2): "
                            "these lines show what it would have scored; they count for nothing.")
                             .arg(CoreText::number(m_hand + 1), CoreText::number(result.decidedBy())));
    for (const HandWarning &warning : result.hands.at(m_hand).score.warnings)
        sentences.append(CoreText::warning(warning, m_document->setup()));
    return sentences;
}

void HandBreakdownModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    reload();
}

} // namespace pinaculo
