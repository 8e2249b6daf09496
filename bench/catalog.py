"""Catalog benchmark: import a synthetic 100,000-card catalog, then time searches.

    python -m bench catalog [--cards N] [--runs R] [--keep DIR]

Prints the import time, search latency p50/p95 over a fixed query mix (what the window
does per keystroke: the number of matches plus the first page of cards, in name order), and the
ratio of our text search to the same FTS5 query run directly through sqlite3.
Targets (issue #2): import ≤ 20 s, search p95 ≤ 20 ms, ratio ≤ 2.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from bench.synthetic import RU_VOCAB, VOCAB, write_catalog
from deckbuilder.catalog.card_repository import CardRepository
from deckbuilder.catalog.catalog_io import import_catalog
from deckbuilder.catalog.collection import CollectionRepository
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.search import CardSearch


def query_mix() -> list[str]:
    """What people type: words and prefixes of card names (also Russian), phrases, rules
    text, and filters alone or combined. Words are taken from the synthetic vocabulary so
    every run uses the same queries."""
    w = VOCAB
    return [
        w[3],                      # a whole word
        w[40][:3],                 # a three-letter prefix, as while typing
        w[41][:2],                 # a two-letter prefix
        f"{w[5]} {w[6][:3]}",      # two words
        f'"{w[7]} {w[8]}"',        # a phrase
        RU_VOCAB[12][:4],          # a Russian prefix
        "game:redakai kairu<=2",
        "kind:strike m:storm launch<=2",
        "element:fire species:dragon",
        "-game:monsuno power>=4",
        "color:red OR color:blue",
        "(kind:attack OR kind:monster) kairu=3",
        "is:owned",
        "cost>=15 skill:dodge",
        f"text:draw game:monsuno {w[9][:3]}",
        "is:unique",
        "",                        # everything
    ]


#: Plain-text queries compared with a hand-written FTS5 query on sqlite3.
def text_queries() -> dict[str, str]:
    w = VOCAB
    return {
        w[3]: f'"{w[3]}"*',
        w[40][:3]: f'"{w[40][:3]}"*',
        f"{w[5]} {w[6][:3]}": f'"{w[5]}"* "{w[6][:3]}"*',
        RU_VOCAB[12][:4]: f'"{RU_VOCAB[12][:4]}"*',
    }


RAW_SQL = ("SELECT card.id FROM card WHERE card.id IN "
           "(SELECT rowid FROM card_fts WHERE card_fts MATCH ?) "
           "ORDER BY card.name_key, card.game")

PAGE = 100


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    k = (len(values) - 1) * p
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench catalog")
    ap.add_argument("--cards", type=int, default=100_000)
    ap.add_argument("--runs", type=int, default=20, help="timed runs per query")
    ap.add_argument("--keep", type=Path, help="keep the database in this folder")
    args = ap.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        src = write_catalog(folder / "synthetic.json", args.cards)
        db_path = folder / "bench.sqlite3"
        for suffix in ("", "-wal", "-shm"):
            Path(str(db_path) + suffix).unlink(missing_ok=True)
        db = Database.open(db_path)

        t0 = time.perf_counter()
        report = import_catalog(db, src)
        import_s = time.perf_counter() - t0
        print(f"cards: {report.cards}  (file {src.stat().st_size / 2**20:.1f} MiB)")
        print(f"import: {import_s:.2f} s  ({report.cards / import_s:,.0f} cards/s)  "
              "target ≤ 20 s")

        # Some owned cards so is:owned has something to find.
        ids = CardSearch(db).ids("", limit=2000)
        coll = CollectionRepository(db)
        with db.transaction():
            for cid in ids[::7]:
                coll.set_total(cid, 2)
        db.conn.execute("ANALYZE")

        search = CardSearch(db)
        cards = CardRepository(db)
        latencies: list[float] = []
        per_query: dict[str, float] = {}
        mix = query_mix()
        for q in mix:
            runs = []
            for i in range(args.runs + 2):
                t = time.perf_counter()
                prepared = search.prepare(q)
                prepared.count()
                cards.by_ids(prepared.ids(0, PAGE))
                dt = (time.perf_counter() - t) * 1000
                if i >= 2:  # the first runs warm the page cache
                    runs.append(dt)
            latencies.extend(runs)
            per_query[q] = statistics.median(runs)
        print(f"search latency (count + first {PAGE} cards, as the window does) over "
              f"{len(mix)} queries × {args.runs} runs: "
              f"p50 {_pct(latencies, 0.5):.1f} ms, p95 {_pct(latencies, 0.95):.1f} ms  "
              "target p95 ≤ 20 ms")
        for q, ms in per_query.items():
            print(f"  {ms:7.2f} ms  {search.count(q):6d} hits  {q or '(everything)'}")

        conn = db.conn
        ours_total = raw_total = 0.0
        print("text search vs the same FTS5 query on sqlite3 (ids of every match, ordered):")
        for q, fts in text_queries().items():
            ours, raw = [], []
            for _ in range(args.runs + 2):
                t = time.perf_counter()
                a = search.ids(q)
                ours.append(time.perf_counter() - t)
                t = time.perf_counter()
                b = [r[0] for r in conn.execute(RAW_SQL, (fts,))]
                raw.append(time.perf_counter() - t)
                assert a == b, q
            o, r = statistics.median(ours[2:]) * 1000, statistics.median(raw[2:]) * 1000
            ours_total += o
            raw_total += r
            print(f"  {q!r:12} ours {o:6.2f} ms  sqlite3 {r:6.2f} ms  ratio {o / r:.2f}")
        print(f"ratio (sum of medians): {ours_total / raw_total:.2f}  target ≤ 2")
        db.close()
    return 0
