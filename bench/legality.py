"""Legality benchmark: how long a deck check takes.

    python -m bench legality [--runs N]

Prints the median time to check a 60-card deck whose cards are already looked up (what the
deck editor does on every change; target ≤ 1 ms), the same with the collection check, and
the median time to parse a deck file, look its cards up in the SQLite catalog and check it
(end to end, as `deckbuilder check` does after start-up).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from deckbuilder.paths import resource
from deckbuilder.rules.decklist import DeckEntry, export_deck, parse_deck
from deckbuilder.rules.legality import check
from deckbuilder.rules.registry import get_ruleset
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.seeding import open_database


def sixty_card_deck(service: DeckService) -> str:
    """The starter Redakai deck grown to 60 cards with more attacks and monsters."""
    deck = parse_deck(resource("decks", "redakai-advanced.txt").read_text(encoding="utf-8"))
    names = [r.card.name for r in service.cards.all("redakai") if r.card.kind != "character"]
    entries = list(deck.deck)
    have = {e.name for e in entries}
    extra = [n for n in names if n not in have]
    while sum(e.count for e in entries) < 57:
        entries.append(DeckEntry(extra.pop(0), min(3, 57 - sum(e.count for e in entries))))
    return export_deck(deck.with_zone("deck", entries).with_zone("sideboard", []))


def _median_ms(fn, runs: int) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench legality")
    ap.add_argument("--runs", type=int, default=2000)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        db = open_database(Path(tmp) / "bench.sqlite3")
        service = DeckService(db)
        text = sixty_card_deck(service)
        deck_file = Path(tmp) / "sixty.txt"
        deck_file.write_text(text, encoding="utf-8")
        deck = parse_deck(text)
        ruleset = get_ruleset("redakai-advanced")
        resolved = service.resolve(deck, ruleset)
        owned = service.owned_counts("redakai")
        report = check(resolved, ruleset)
        print(f"deck: {deck.count('team')} team + {deck.count('deck')} deck cards, "
              f"{len(deck.names())} different cards, legal={report.legal}")
        ms = _median_ms(lambda: check(resolved, ruleset), args.runs)
        print(f"check (cards already looked up): median {ms * 1000:.0f} µs  target ≤ 1 ms")
        ms = _median_ms(lambda: check(resolved, ruleset, collection=owned), args.runs)
        print(f"check with the collection:       median {ms * 1000:.0f} µs")

        def end_to_end() -> None:
            d = service.read_file(deck_file)
            r, _ = service.ruleset_for(d)
            service.check(d, r)

        ms = _median_ms(end_to_end, max(50, args.runs // 20))
        print(f"parse + look up in SQLite + check: median {ms:.2f} ms")
        db.close()
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "deckbuilder", "--db", str(Path(tmp) / "bench.sqlite3"),
                        "check", str(deck_file)], check=True, capture_output=True)
        print(f"`deckbuilder check` as a new process: {(time.perf_counter() - t) * 1000:.0f} ms "
              "(Python start-up included)")
    return 0
