#include "handentry/fieldproblem.h"

#include "cards/cardtext.h"

#include <QLabel>

namespace pinaculo {

void FieldProblem::show(QLabel *label, const QString &text, bool hint)
{
    const QPalette parentPalette = label->parentWidget()->palette();
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText,
                 hint ? parentPalette.color(QPalette::PlaceholderText)
                      : CardText::redColor(parentPalette));
    label->setPalette(pal);
    label->setText(text);
    label->setToolTip(text);
    label->setVisible(!text.isEmpty());
}

} // namespace pinaculo
