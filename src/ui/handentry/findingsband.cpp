#include "handentry/findingsband.h"

#include "cards/cardtext.h"

#include <QLabel>
#include <QLayout>
#include <QScrollArea>
#include <QVBoxLayout>

namespace pinaculo {

FindingsBand::FindingsBand(QScrollArea *area, QLabel *warnings, QLabel *problems, int lines)
    : m_warnings(warnings)
    , m_problems(problems)
{
    area->takeWidget(); // the problems' label, which the column below holds from now on
    if (QWidget *holder = warnings->parentWidget(); holder && holder->layout())
        holder->layout()->removeWidget(warnings);
    auto *content = new QWidget;
    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(warnings);
    column->addWidget(problems);
    column->addStretch(1);
    area->setWidget(content);
    area->setFixedHeight(lines * area->fontMetrics().lineSpacing());
    QPalette red = problems->palette();
    red.setColor(QPalette::WindowText, CardText::redColor(area->palette()));
    problems->setPalette(red);
    setFindings({}, {});
}

void FindingsBand::setFindings(const QString &warnings, const QString &problems)
{
    m_warnings->setText(warnings);
    m_warnings->setVisible(!warnings.isEmpty());
    m_problems->setText(problems);
    m_problems->setVisible(!problems.isEmpty());
}

} // namespace pinaculo
