"""Render the app icon (resources/icons/deckbuilder.svg) to PNGs, a Windows .ico and a
macOS .icns.

    .venv/bin/python packaging/make_icons.py

writes

    resources/icons/hicolor/NxN/apps/io.github.deckbuilder.Deckbuilder.png   (N = 16 … 512)
    packaging/windows/deckbuilder.ico  (16, 24, 32, 48, 64, 128, 256: Windows builds)
    packaging/macos/deckbuilder.icns   (16 … 512 and @2x: macOS builds)

The .ico and .icns stay out of resources/ (which ships inside the package): only the
PyInstaller builds for those systems need them.

16 and 24 px come from resources/icons/deckbuilder-small.svg, the same hand of cards
simplified and drawn on a 16 px grid (the full drawing turns to mush that small), the
other sizes from deckbuilder.svg. The SVGs are drawn with Qt's own renderer (PySide6.QtSvg, part of PySide6-Essentials), the
same one the app would use for a window icon, so no extra tool is needed. Run it again after
changing the SVG and commit the results.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

APP_ID = "io.github.deckbuilder.Deckbuilder"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "resources" / "icons"
PACKAGING = ROOT / "packaging"
SVG = ICONS / "deckbuilder.svg"
SMALL_SVG = ICONS / "deckbuilder-small.svg"
SMALL_SIZES = (16, 24)


def source(size: int) -> Path:
    """The SVG a size is drawn from."""
    return SMALL_SVG if size in SMALL_SIZES else SVG


def png_path(size: int, icons: Path = ICONS) -> Path:
    return icons / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent size × size image, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG for Qt's renderer")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG")  # type: ignore[call-overload]
    buffer.close()
    return bytes(data.data())


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    images: dict[int, Image.Image] = {}
    for size in (*SIZES, 1024):
        data = render(source(size), size)
        images[size] = Image.open(io.BytesIO(data)).convert("RGBA")
        if size in SIZES:
            out = png_path(size)
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(data)
            print(f"{out.relative_to(ROOT)}  {size}x{size}  from {source(size).name}")

    # Windows: one .ico holding every size (Pillow writes each entry from the given
    # images when they are passed with append_images, else resizes the largest).
    ico = PACKAGING / "windows" / "deckbuilder.ico"
    ico.parent.mkdir(exist_ok=True)
    images[256].save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES],
                     append_images=[images[s] for s in ICO_SIZES if s != 256])
    print(f"{ico.relative_to(ROOT)}  {', '.join(map(str, ICO_SIZES))}")

    # macOS: the .icns takes 16 … 1024 (512@2x).
    icns = PACKAGING / "macos" / "deckbuilder.icns"
    icns.parent.mkdir(exist_ok=True)
    images[1024].save(icns, format="ICNS",
                      append_images=[images[s] for s in (16, 32, 64, 128, 256, 512)])
    print(f"{icns.relative_to(ROOT)}  16 … 1024")
    return 0


if __name__ == "__main__":
    sys.exit(main())
