#include "rules/ruleparameterssection.h"

#include "ruleparameters.h"
#include "rules.h"
#include "ruletext.h"

namespace pinaculo {

QString RuleParametersSection::html(Variant variant)
{
    const Rules preset = Rules::preset(variant);
    QString rows;
    for (const RuleParameter &parameter : RuleParameters::all())
        rows += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>\n")
                    .arg(RuleText::label(parameter.name).toHtmlEscaped(),
                         RuleText::value(preset, parameter).toHtmlEscaped());
    return QStringLiteral("<h2 id=\"parameters\">%1</h2>\n<p>%2</p>\n"
                          "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">\n"
                          "<tr><th>%3</th><th>%4</th></tr>\n%5</table>\n")
        .arg(tr("Every rule parameter").toHtmlEscaped(),
             tr("The values a new game of this variant starts from; the New Game dialog can "
                "change any of them for one game.")
                 .toHtmlEscaped(),
             tr("Parameter").toHtmlEscaped(), tr("Preset").toHtmlEscaped(), rows);
}

QString RuleParametersSection::append(QString page, Variant variant)
{
    const QString section = html(variant);
    const qsizetype end = page.lastIndexOf(QStringLiteral("</body>"));
    if (end < 0)
        return page + section;
    return page.insert(end, section);
}

} // namespace pinaculo
