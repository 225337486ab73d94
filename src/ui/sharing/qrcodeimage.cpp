#include "sharing/qrcodeimage.h"

#include <qrencode.h>

#include <memory>

namespace pinaculo {

QImage QrCodeImage::render(const QString &text, int moduleSize)
{
    const QByteArray utf8 = text.toUtf8();
    // Medium error correction: an address is short, and a screen's glare costs a few modules.
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
    if (!code || moduleSize < 1)
        return {};
    const int modules = code->width;
    const int side = (modules + 2 * quietZone) * moduleSize;
    QImage image(side, side, QImage::Format_Mono);
    image.setColor(0, qRgb(255, 255, 255));
    image.setColor(1, qRgb(0, 0, 0));
    image.fill(0);
    for (int y = 0; y < modules; ++y) {
        for (int x = 0; x < modules; ++x) {
            // The lowest bit of each byte says whether the module is dark.
            if (!(code->data[y * modules + x] & 1))
                continue;
            const int left = (x + quietZone) * moduleSize;
            const int top = (y + quietZone) * moduleSize;
            for (int dy = 0; dy < moduleSize; ++dy)
                for (int dx = 0; dx < moduleSize; ++dx)
                    image.setPixel(left + dx, top + dy, 1);
        }
    }
    return image;
}

} // namespace pinaculo
