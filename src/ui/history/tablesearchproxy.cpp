#include "history/tablesearchproxy.h"

namespace pinaculo {

TableSearchProxy::TableSearchProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(SortRole);
    setSortLocaleAware(true);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    // A model that is reset (a refresh of the history) is sorted again as the user left it.
    setDynamicSortFilter(true);
}

void TableSearchProxy::setSearchColumns(const QList<int> &columns)
{
    m_columns = columns;
    invalidateRowsFilter();
}

void TableSearchProxy::setSearchText(const QString &text)
{
    m_search = text;
    m_words = folded(text).split(u' ', Qt::SkipEmptyParts);
    invalidateRowsFilter();
}

QString TableSearchProxy::folded(const QString &text)
{
    // Decomposed, a letter and its accent are two characters; the accent is dropped.
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString result;
    result.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        const QChar::Category category = c.category();
        if (category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining
            || category == QChar::Mark_Enclosing)
            continue;
        result.append(c);
    }
    return result.toCaseFolded().simplified();
}

bool TableSearchProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_words.isEmpty())
        return true;
    QString haystack;
    for (int column : m_columns) {
        const QModelIndex index = sourceModel()->index(sourceRow, column, sourceParent);
        const QVariant search = index.data(SearchRole);
        haystack += folded(search.isValid() ? search.toString() : index.data().toString()) + u'\n';
    }
    for (const QString &word : m_words) {
        if (!haystack.contains(word))
            return false;
    }
    return true;
}

} // namespace pinaculo
