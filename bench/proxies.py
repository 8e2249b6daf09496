"""Proxy PDF benchmark (issue #9).

    python -m bench proxies [--runs R]

Prints the time to write the PDF of a 60-card deck with pictures (the starter Redakai deck
grown to 60 cards; A4, 300 dpi; target ≤ 3 s) and the ratio to saving the same 60 pictures
as a bare multi-page PDF with Pillow (one picture a page, nothing laid out).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from bench.legality import sixty_card_deck
from deckbuilder.proxies.layout import SheetOptions
from deckbuilder.rules.decklist import parse_deck
from deckbuilder.rules.registry import get_ruleset
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.proxy_service import ProxyService
from deckbuilder.services.seeding import open_database


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench proxies")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args(argv)
    from PIL import Image

    with tempfile.TemporaryDirectory() as tmp:
        db = open_database(Path(tmp) / "bench.sqlite3")
        decks = DeckService(db)
        proxies = ProxyService(CatalogService(db), decks)
        deck = parse_deck(sixty_card_deck(decks))
        items = proxies.deck_items(deck, get_ruleset("redakai-advanced"), sideboard=False)
        copies = sum(i.count for i in items)
        pictures = [i.picture for i in items for _ in range(i.count)]
        assert all(p is not None for p in pictures)
        out = Path(tmp) / "deck.pdf"
        ours = []
        for _ in range(args.runs):
            t = time.perf_counter()
            sheet = proxies.write_pdf(items, SheetOptions(paper="a4"), out)
            ours.append(time.perf_counter() - t)
        size = out.stat().st_size
        # The bleed adds a one-pixel edge strip per side of each picture: time it too.
        bled = []
        for _ in range(args.runs):
            t = time.perf_counter()
            proxies.write_pdf(items, SheetOptions(paper="a4", bleed=3.0, gap=3.0), out)
            bled.append(time.perf_counter() - t)
        bare = []
        for _ in range(args.runs):
            t = time.perf_counter()
            images = [Image.open(p).convert("RGB") for p in pictures]  # type: ignore[arg-type]
            images[0].save(Path(tmp) / "bare.pdf", save_all=True, append_images=images[1:],
                           resolution=300)
            bare.append(time.perf_counter() - t)
        bare_size = (Path(tmp) / "bare.pdf").stat().st_size
        o, b = statistics.median(ours), statistics.median(bare)
        print(f"{copies} cards ({len(items)} different pictures), {sheet.page_count} A4 pages")
        print(f"our PDF: median {o:.2f} s, {size / 2**20:.1f} MiB  target ≤ 3 s")
        print(f"with 3 mm bleed and a 3 mm gap: median {statistics.median(bled):.2f} s")
        print(f"Pillow, same pictures one a page: median {b:.2f} s, {bare_size / 2**20:.1f} MiB")
        print(f"ratio: {o / b:.2f}× Pillow's time")
        db.close()
    return 0
