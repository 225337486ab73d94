#include "benchreport.h"

#include <QJsonDocument>
#include <QStringList>
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

namespace {

QString stem(const QString &metric)
{
    return metric.endsWith(u"_ms") ? metric.chopped(3) : metric;
}

} // namespace

void BenchReport::setAgainst(const QString &metric, double value, double baseline, int decimals)
{
    set(metric, value, decimals);
    set(stem(metric) + QStringLiteral("_baseline_ms"), baseline, decimals);
    if (baseline > 0)
        set(stem(metric) + QStringLiteral("_ratio"), value / baseline, 2);
    else
        setMissing(stem(metric) + QStringLiteral("_ratio"), QStringLiteral("the baseline is 0"));
}

void BenchReport::setMissingAgainst(const QString &metric, const QString &reason)
{
    const QStringList names {metric, stem(metric) + QStringLiteral("_baseline_ms"),
                             stem(metric) + QStringLiteral("_ratio")};
    for (const QString &name : names)
        setMissing(name, reason);
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
