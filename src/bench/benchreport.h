#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace pinaculo {

// The figures of one bench run. A figure that could not be measured is null and its reason
// is listed under "missing": nothing is ever guessed.
class BenchReport
{
public:
    void set(const QString &metric, double value, int decimals = 2);
    void setMissing(const QString &metric, const QString &reason);
    // `metric` (a name ending in "_ms") beside its baseline measured in the same run: also
    // "<name>_baseline_ms" and "<name>_ratio", the one over the other.
    void setAgainst(const QString &metric, double value, double baseline, int decimals = 1);
    // All three missing, for the same reason.
    void setMissingAgainst(const QString &metric, const QString &reason);
    void note(const QString &key, const QString &text);

    bool has(const QString &metric) const;
    double value(const QString &metric) const;

    QByteArray toJson() const;

private:
    QJsonObject m_metrics;
    QJsonObject m_missing;
    QJsonObject m_notes;
};

} // namespace pinaculo
