#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

class QAbstractItemModel;
class QTimer;

namespace pinaculo {

// One table of the projector view: a title, a header and the rows of some columns of a model,
// painted in type as large as the panel allows for its number of rows and its widest texts,
// between a least size read from across a room and a greatest that still looks like a list. When the rows do not fit
// at the least size they are shown a page at a time, turning every few seconds. The texts are
// the model's, so the room reads exactly what the director's window shows.
class ProjectorPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ProjectorPanel(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    // The least and greatest type, in pixels, set from the screen the panel is shown on (by
    // default from the panel's own height).
    void setTypeRange(int least, int greatest);
    QString title() const { return m_title; }
    // The columns shown, in order; those of `stretching` share the width the others leave
    // (the names).
    void setModel(QAbstractItemModel *model, const QList<int> &columns,
                  const QList<int> &stretching);

    // The type's size in pixels for the rows, and how they are paged: for the tests and for the
    // window that lays the panels out.
    int rowPixelSize() const;
    int rowsPerPage() const;
    int pageCount() const;
    // The same, were the panel of `size`: for the window choosing how to lay panels out.
    int rowPixelSizeFor(QSize size) const;
    bool pagedAt(QSize size) const;
    // The lines the panel shows: its rows and the header.
    int lineCount() const { return rowCount() + 1; }
    int page() const { return m_page; }
    void showPage(int page);

    // The seconds a page stays before the next.
    static constexpr int PageSeconds = 8;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Fit
    {
        int pixelSize = 0;
        int rowHeight = 0;
        int rowsPerPage = 0;
        int titleHeight = 0;
    };
    Fit fit() const { return fitFor(size()); }
    Fit fitFor(QSize size) const;
    int rowCount() const;
    void modelChanged();
    // Each column's widest text, header included, in type of ReferencePixels.
    void measure();

    static constexpr int ReferencePixels = 100;

    QString m_title;
    QPointer<QAbstractItemModel> m_model;
    QList<int> m_columns;
    QList<int> m_stretching;
    QList<int> m_referenceWidths;
    int m_least = 0;
    int m_greatest = 0;
    int m_page = 0;
    QTimer *m_pageTimer;
};

} // namespace pinaculo
