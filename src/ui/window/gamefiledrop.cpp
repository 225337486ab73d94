#include "window/gamefiledrop.h"

#include <QFileInfo>
#include <QMimeData>
#include <QUrl>

namespace pinaculo {

QStringList GameFileDrop::gameFiles(const QMimeData *data)
{
    QStringList paths;
    if (!data || !data->hasUrls())
        return paths;
    for (const QUrl &url : data->urls()) {
        if (!url.isLocalFile())
            continue;
        const QString path = url.toLocalFile();
        if (QFileInfo(path).suffix().compare(u"json", Qt::CaseInsensitive) == 0)
            paths.append(path);
    }
    return paths;
}

} // namespace pinaculo
