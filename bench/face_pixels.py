"""Pixel check of the drawn proxy faces: ``python -m bench face-pixels``.

    python -m bench face-pixels --out DIR                 # render
    python -m bench face-pixels --out DIR --compare OLD   # render, then compare with OLD

Renders, in English and in Russian (the words the proxy window passes, and the cards'
Russian names under their names): the drawn face of every card of the starter catalogs,
the generic face (a card of an unknown game, a card of an unknown kind), every game's back
and the generic back, each at 300 dpi; and a proxy PDF of every starter card with drawn
faces and backs, rasterised with ``pdftoppm -r 50``. With ``--compare`` it prints the
files and the count of pixels that differ from an earlier render, per language, and exits
1 if any does: a change meant to move code without changing the picture (issue 29 moved
the games' faces into their folders) must print 0.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

DPI = 300.0
LANGS = ("en", "ru")
STARTERS = ("monsuno.json", "redakai.json", "monster-cards.json")


def render(out: Path) -> int:
    """Render every picture into ``out/<lang>/``; returns how many."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from deckbuilder.paths import resource
    from deckbuilder.proxies.faces import (
        back_background,
        draw_card_back,
        draw_card_face,
        face_background,
    )
    from deckbuilder.proxies.layout import PrintItem, SheetOptions
    from deckbuilder.proxies.pdf import write_pdf
    from deckbuilder.proxies.render import Sheet
    from deckbuilder.rules.cards import Card, card_from_json
    from deckbuilder.rules.registry import game_ids
    from deckbuilder.ui.common.i18n import install_translators
    from deckbuilder.ui.proxies.proxy_dialog import ProxyDialog

    app = QApplication.instance() or QApplication([])
    cards: list[Card] = []
    for name in STARTERS:
        data = json.loads(Path(resource("catalogs", name)).read_text(encoding="utf-8"))
        cards += [card_from_json({k: v for k, v in raw.items() if k != "image"})
                  for raw in data["cards"]]
    generic = [dataclasses.replace(cards[0], game="zz-none"),
               dataclasses.replace(cards[0], kind="zz-kind")]
    w, h = round(63 * DPI / 25.4), round(88 * DPI / 25.4)

    class Words:
        """The proxy window's printed words in the window's language, without opening it
        (its ``tr`` context is the class name)."""

        def tr(self, text: str) -> str:
            return QCoreApplication.translate("ProxyDialog", text)

    @contextmanager
    def picture(path: Path) -> Iterator[tuple[QPainter, QRectF]]:
        """A painter on a card-sized 300 dpi picture, saved to ``path`` afterwards."""
        img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        img.setDotsPerMeterX(round(DPI / 0.0254))
        img.setDotsPerMeterY(round(DPI / 0.0254))
        img.fill(QColor(255, 0, 255))
        painter = QPainter(img)
        try:
            yield painter, QRectF(0, 0, w, h)
        finally:
            painter.end()
        img.save(str(path))

    count = 0
    for lang in LANGS:
        translators = install_translators(app, lang)
        labels = ProxyDialog.sheet_labels(Words())  # type: ignore[arg-type]
        folder = out / lang
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "labels.json").write_text(json.dumps(labels, ensure_ascii=False, indent=1,
                                                       sort_keys=True), encoding="utf-8")
        for i, card in enumerate([*cards, *generic]):
            name = card.names.get(lang) if lang != "en" else None
            slug = re.sub(r"[^a-z0-9]+", "-", card.name.lower()).strip("-")
            with picture(folder / f"face-{i:03d}-{card.game}-{slug}.png") as (p, r):
                p.fillRect(r, face_background(card))
                draw_card_face(p, r, card, DPI, translation=name, labels=labels)
            count += 1
        for game in [*game_ids(), "zz-none"]:
            with picture(folder / f"back-{game}.png") as (p, r):
                p.fillRect(r, back_background(game))
                draw_card_back(p, r, game, DPI)
            count += 1
        items = [PrintItem(c, None, 1, c.names.get(lang) if lang != "en" else None)
                 for c in cards]
        pdf = folder / "sheet.pdf"
        write_pdf(Sheet(items, SheetOptions(backs=True), labels=labels), pdf)
        subprocess.run(["pdftoppm", "-r", "50", "-png", str(pdf), str(folder / "pdf")],
                       check=True)
        count += len(list(folder.glob("pdf-*.png")))
        pdf.unlink()
        for translator in translators:
            app.removeTranslator(translator)
    return count


def compare(old: Path, new: Path) -> dict[str, int]:
    """Differing pixels per language (a missing or resized picture counts all its pixels);
    prints each file that differs."""
    from PIL import Image, ImageChops

    totals: dict[str, int] = {}
    for lang in LANGS:
        names = sorted({p.name for p in (old / lang).glob("*.png")}
                       | {p.name for p in (new / lang).glob("*.png")})
        total = 0
        for name in names:
            a, b = old / lang / name, new / lang / name
            if not (a.exists() and b.exists()):
                im = Image.open(a if a.exists() else b)
                px = im.width * im.height
                print(f"{lang}/{name}: only in {'old' if a.exists() else 'new'}")
            else:
                ia, ib = Image.open(a).convert("RGBA"), Image.open(b).convert("RGBA")
                if ia.size != ib.size:
                    px = max(ia.width * ia.height, ib.width * ib.height)
                else:
                    diff = ImageChops.difference(ia, ib)
                    px = 0 if diff.getbbox(alpha_only=False) is None else sum(1 for p in diff.getdata()
                                                              if any(p))
                if px:
                    print(f"{lang}/{name}: {px} pixels differ")
            total += px
        totals[lang] = total
        print(f"{lang}: {len(names)} pictures, {total} pixels differ")
    return totals


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench face-pixels")
    ap.add_argument("--out", type=Path, required=True, help="folder for the pictures")
    ap.add_argument("--compare", type=Path, metavar="OLD",
                    help="an earlier --out folder to compare with")
    args = ap.parse_args(argv)
    print(f"{render(args.out)} pictures in {args.out}")
    if args.compare is None:
        return 0
    return 1 if any(compare(args.compare, args.out).values()) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
