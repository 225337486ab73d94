#include "localminutetext.h"

#ifdef Q_OS_UNIX
#include <time.h>
#endif

namespace pinaculo {

namespace {

#ifdef Q_OS_UNIX
// 2037-12-31: inside any time_t Qt hands to localtime_r itself.
constexpr qint64 lastFastMs = 2'145'830'400'000;

void twoDigits(QChar *&out, int value)
{
    *out++ = QChar(u'0' + value / 10);
    *out++ = QChar(u'0' + value % 10);
}
#endif

} // namespace

LocalMinuteText::LocalMinuteText()
{
#ifdef Q_OS_UNIX
    tzset();
#endif
}

QString LocalMinuteText::of(const QDateTime &time) const
{
#ifdef Q_OS_UNIX
    const qint64 ms = time.isValid() ? time.toMSecsSinceEpoch() : -1;
    struct tm local;
    const time_t seconds = time_t(ms / 1000);
    if (ms >= 0 && ms < lastFastMs && localtime_r(&seconds, &local)) {
        QString text(16, Qt::Uninitialized);
        QChar *out = text.data();
        const int year = local.tm_year + 1900;
        twoDigits(out, year / 100);
        twoDigits(out, year % 100);
        *out++ = u'-';
        twoDigits(out, local.tm_mon + 1);
        *out++ = u'-';
        twoDigits(out, local.tm_mday);
        *out++ = u' ';
        twoDigits(out, local.tm_hour);
        *out++ = u':';
        twoDigits(out, local.tm_min);
        return text;
    }
#endif
    return time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

} // namespace pinaculo
