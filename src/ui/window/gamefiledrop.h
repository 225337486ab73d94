#pragma once

#include <QStringList>

class QMimeData;

namespace pinaculo {

// What the window accepts when something is dropped on it: local game files (*.json). Anything
// else (text, web links, other files) is left to whoever else takes drops.
class GameFileDrop
{
public:
    static QStringList gameFiles(const QMimeData *data);
};

} // namespace pinaculo
