#pragma once

#include <QLabel>

namespace pinaculo {

// A one-line label for text that holds a name someone typed: always plain text (a name such as
// "<b>Ana</b>" reads as typed), fitted to its width by NameFit (cut with "…" when the space is
// short, and then the whole text is its tooltip). Its minimum width does not grow with the name,
// so a long name never pushes the numbers beside it out of the window.
class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setFullText(const QString &text);
    QString fullText() const { return m_fullText; }
    bool isElided() const { return text() != m_fullText; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateElision();

    QString m_fullText;
};

} // namespace pinaculo
