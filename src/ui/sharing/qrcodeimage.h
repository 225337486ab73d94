#pragma once

#include <QImage>
#include <QString>

namespace pinaculo {

// A QR code drawn by libqrencode: black modules on white with the quiet zone the standard asks
// for, each module `moduleSize` pixels, so a phone's camera reads it from the screen.
class QrCodeImage
{
public:
    static constexpr int quietZone = 4; // modules of white around the code

    // A null image when the text cannot be encoded (too long for any QR version).
    static QImage render(const QString &text, int moduleSize);
};

} // namespace pinaculo
