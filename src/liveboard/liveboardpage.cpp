#include "liveboardpage.h"

#include "liveboardtexts.h"

#include <QFile>
#include <QJsonDocument>

namespace pinaculo {

namespace {

QByteArray pageTemplate()
{
    static const QByteArray text = [] {
        QFile file(QStringLiteral(":/liveboard/board.html"));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    return text;
}

// JSON that can sit inside <script> whatever the strings hold.
QByteArray scriptSafe(QByteArray json)
{
    json.replace('<', "\\u003c");
    json.replace('>', "\\u003e");
    json.replace('&', "\\u0026");
    return json;
}

} // namespace

QByteArray LiveBoardPage::html(const QString &language)
{
    QByteArray page = pageTemplate();
    const QByteArray texts
        = QJsonDocument(LiveBoardTexts::forLanguage(language)).toJson(QJsonDocument::Compact);
    page.replace("{\"@texts\":null}", scriptSafe(texts));
    page.replace("@lang", language.toLatin1());
    return page;
}

QList<std::pair<QByteArray, QByteArray>> LiveBoardPage::securityHeaders()
{
    return {
        {"Cache-Control", "no-store"},
        {"X-Content-Type-Options", "nosniff"},
        {"Referrer-Policy", "no-referrer"},
        {"X-Frame-Options", "DENY"},
        {"Content-Security-Policy",
         "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
         "connect-src 'self'; img-src 'none'; base-uri 'none'; form-action 'none'; "
         "frame-ancestors 'none'"},
    };
}

} // namespace pinaculo
