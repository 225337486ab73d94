#pragma once

#include <QFont>
#include <QImage>
#include <QPalette>
#include <QString>

class QAbstractItemModel;

namespace pinaculo {

// A table model drawn as a picture to paste into a chat or a document: a title, the header and
// every row (not only those scrolled into view), with the model's own texts, alignments, fonts
// and icons, and a closing line. Drawn at twice the screen's size so it stays sharp when
// enlarged, less for a very long game so the picture stays within what images can hold.
class ScoreSheetImage
{
public:
    struct Content
    {
        const QAbstractItemModel *model = nullptr;
        QString title;
        QString footer;
        QFont font;
        QPalette palette;
    };

    static QImage render(const Content &content);
};

} // namespace pinaculo
