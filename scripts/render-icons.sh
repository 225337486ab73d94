#!/usr/bin/env bash
# Renders the application's icon, resources/icons/pinaculo.svg, into the PNG sizes of the hicolor
# theme, the Windows .ico and the macOS .icns kept in the tree. Run after changing the SVG; needs
# rsvg-convert (librsvg2-bin), ImageMagick's convert and png2icns (icnsutils).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
icons=$here/resources/icons
svg=$icons/pinaculo.svg
for size in 16 24 32 48 64 128 256 512; do
    mkdir -p "$icons/hicolor/${size}x${size}"
    rsvg-convert --width "$size" --height "$size" --keep-aspect-ratio "$svg" \
        -o "$icons/hicolor/${size}x${size}/pinaculo.png"
done
convert "$icons"/hicolor/{16x16,24x24,32x32,48x48,64x64,128x128,256x256}/pinaculo.png \
    "$here/resources/windows/pinaculo.ico"
png2icns "$here/resources/macos/pinaculo.icns" \
    "$icons"/hicolor/{16x16,32x32,48x48,128x128,256x256,512x512}/pinaculo.png
# 512 is only an input of the .icns.
rm -r "$icons/hicolor/512x512"
