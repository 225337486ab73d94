#include "director/vpscalessection.h"

#include "victorypointscales.h"

#include <QLocale>

namespace pinaculo {

QString VpScalesSection::marker()
{
    return QStringLiteral("<!-- vp-scales -->");
}

QString VpScalesSection::table(const VictoryPointScale &scale)
{
    const QLocale locale;
    auto number = [&](double n) { return locale.toString(n, 'g', 10); };
    QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">\n"
                                  "<tr><th>%1</th><th>%2</th></tr>\n")
                       .arg(tr("MP difference").toHtmlEscaped(), tr("VP").toHtmlEscaped());
    auto row = [&](const QString &difference, double ahead, double behind) {
        //: The VP of the side ahead and of the side behind, "13 – 7".
        const QString shares = tr("%1 – %2").arg(number(ahead), number(behind));
        html += QStringLiteral("<tr><td align=\"right\">%1</td><td align=\"right\">%2</td></tr>\n")
                    .arg(difference.toHtmlEscaped(), shares.toHtmlEscaped());
    };
    int from = 0;
    for (const VictoryPointScale::Band &band : scale.bands()) {
        row(from == band.upTo ? locale.toString(band.upTo)
                              //: A band of MP differences, both ends included: "55–150".
                              : tr("%1–%2").arg(locale.toString(from), locale.toString(band.upTo)),
            band.ahead, band.behind);
        from = band.upTo + 1;
    }
    //: The last row of a VP table: every difference above the last band.
    row(tr("more than %1").arg(locale.toString(from - 1)), scale.aheadBeyond(),
        scale.behindBeyond());
    return html + QStringLiteral("</table>\n");
}

QString VpScalesSection::html()
{
    QString html;
    for (const QString &id : VictoryPointScales::ids()) {
        const std::optional<VictoryPointScale> scale = VictoryPointScales::byId(id);
        if (!scale)
            continue;
        html += QStringLiteral("<h3>%1</h3>\n").arg(VictoryPointScales::name(id).toHtmlEscaped());
        html += table(*scale);
    }
    return html;
}

QString VpScalesSection::fill(QString page)
{
    return page.replace(marker(), html());
}

} // namespace pinaculo
