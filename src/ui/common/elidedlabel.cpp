#include "common/elidedlabel.h"

#include "common/namefit.h"

#include <QEvent>

namespace pinaculo {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString &text)
{
    if (text == m_fullText && !text.isEmpty())
        return;
    m_fullText = text;
    updateGeometry();
    updateElision();
}

QSize ElidedLabel::sizeHint() const
{
    // The whole text when there is room for it; the margins as QLabel counts them.
    const int margins = contentsMargins().left() + contentsMargins().right() + 2 * margin();
    return {fontMetrics().horizontalAdvance(m_fullText) + margins + 1, QLabel::sizeHint().height()};
}

QSize ElidedLabel::minimumSizeHint() const
{
    // A few characters and the ellipsis: enough to tell who it is, whatever the name's length.
    return {std::min(sizeHint().width(), NameFit::leastRoom(fontMetrics())),
            QLabel::minimumSizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    updateElision();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateElision();
}

void ElidedLabel::updateElision()
{
    NameFit::show(this, m_fullText, contentsRect().width());
}

} // namespace pinaculo
