#pragma once

#include <QObject>

class QWidget;

namespace pinaculo {

// Ends the application once a widget has painted for the first time: the moment a user would
// see the window, which is what a start-up time means.
class FirstPaintQuitter : public QObject
{
    Q_OBJECT

public:
    explicit FirstPaintQuitter(QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool m_quitting = false;
};

} // namespace pinaculo
