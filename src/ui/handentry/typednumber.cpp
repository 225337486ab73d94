#include "handentry/typednumber.h"

#include "cards/cardlineedit.h"
#include "handentry/meldrow.h"

#include <QCheckBox>
#include <QSpinBox>

namespace pinaculo {

bool TypedNumber::moveToQuickEntry(CardLineEdit *field, QCheckBox *check, QSpinBox *spin)
{
    const QString text = field->text().trimmed();
    if (text.isEmpty() || check->isChecked() || field->parse().ok)
        return false;
    for (QChar c : text) {
        if (c < u'0' || c > u'9')
            return false;
    }
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < spin->minimum() || value > spin->maximum())
        return false;
    spin->setValue(value);
    check->setChecked(true);
    field->clear();
    return true;
}

bool TypedNumber::meldsToQuickEntry(CardLineEdit *field, const QList<MeldRow *> &rows,
                                    QCheckBox *check, QSpinBox *spin)
{
    for (const MeldRow *row : rows) {
        if (row->cardsEdit() != field && !row->isEmpty())
            return false;
    }
    return moveToQuickEntry(field, check, spin);
}

} // namespace pinaculo
