#include "benchreport.h"

#include <QJsonDocument>
#include <cmath>

namespace pinaculo {

void BenchReport::set(const QString &metric, double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    m_metrics.insert(metric, std::round(value * scale) / scale);
    m_missing.remove(metric);
}

void BenchReport::setMissing(const QString &metric, const QString &reason)
{
    m_metrics.insert(metric, QJsonValue::Null);
    m_missing.insert(metric, reason);
}

void BenchReport::note(const QString &key, const QString &text)
{
    m_notes.insert(key, text);
}

bool BenchReport::has(const QString &metric) const
{
    return m_metrics.value(metric).isDouble();
}

double BenchReport::value(const QString &metric) const
{
    return m_metrics.value(metric).toDouble();
}

QByteArray BenchReport::toJson() const
{
    QJsonObject all = m_metrics;
    if (!m_missing.isEmpty())
        all.insert(QStringLiteral("missing"), m_missing);
    if (!m_notes.isEmpty())
        all.insert(QStringLiteral("notes"), m_notes);
    return QJsonDocument(all).toJson(QJsonDocument::Indented);
}

} // namespace pinaculo
