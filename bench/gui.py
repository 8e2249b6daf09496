"""Window benchmark on a 100,000-card catalog (issue #5).

    python -m bench gui [--cards N] [--keep DIR] [--runs R]

Prints: process start to window shown (a new `deckbuilder` process, median of R runs;
target ≤ 0.8 s on a later start), the same on the very first start (a new database file:
migrations and the starter catalogs; target ≤ 1.5 s), search-as-you-type update latency (one search per keystroke while typing a
fixed set of queries, table repainted; p95 target ≤ 50 ms), and resident memory after the
window is loaded and the results scrolled (target ≤ 300 MB).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def _build_db(folder: Path, cards: int) -> Path:
    from bench.synthetic import write_catalog
    from deckbuilder.catalog.catalog_io import import_catalog
    from deckbuilder.services.seeding import open_database

    db_path = folder / "gui-bench.sqlite3"
    marker = folder / f"gui-bench-{cards}.done"
    if db_path.exists() and marker.exists():
        return db_path
    for suffix in ("", "-wal", "-shm"):
        Path(str(db_path) + suffix).unlink(missing_ok=True)
    db = open_database(db_path)  # with the starter catalogs, like a real user's file
    src = write_catalog(folder / "synthetic.json", cards)
    import_catalog(db, src)
    db.conn.execute("PRAGMA optimize")
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    marker.write_text("ok")
    return db_path


def startup_seconds(db_path: Path, config: Path) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DECKBUILDER_REPORT_STARTUP="1",
               XDG_CONFIG_HOME=str(config))
    t = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "deckbuilder", "--db", str(db_path),
                             "--exit-on-launch"], stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    shown = None
    for line in proc.stdout:
        if line.startswith("window shown"):
            shown = time.perf_counter() - t
    proc.wait()
    if shown is None:
        raise RuntimeError("the window did not report being shown")
    return shown


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


TYPED = ["dra", "storm gale", "game:redakai kairu<=2", "kind:strike m:storm",
         "element:fire species:dragon", "is:owned", "cost>=12", "шторм"]


def typing_latencies(db_path: Path, config: Path,
                     grid: bool = False) -> tuple[list[float], float, int]:
    """Per-keystroke search times with the results in the list (or in the grid of
    pictures, ``grid``)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["XDG_CONFIG_HOME"] = str(config)
    from PySide6.QtWidgets import QApplication

    from deckbuilder.services.catalog_service import CatalogService
    from deckbuilder.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    service = CatalogService.open(db_path)
    window = MainWindow(service)
    window.resize(1480, 860)
    window.show()
    app.processEvents()
    total = service.cards.count()
    panel = window.catalog
    panel.show_grid(grid)
    app.processEvents()
    times: list[float] = []
    for query in TYPED:
        for i in range(1, len(query) + 1):
            panel.search.setText(query[:i])
            t = time.perf_counter()
            panel.run_search()
            app.processEvents()   # the table (or grid) repaints its visible rows
            times.append((time.perf_counter() - t) * 1000)
    # Scroll through some results, as a user browsing the catalog would.
    panel.search.setText("")
    panel.run_search()
    for _ in range(20):
        window.model.fetchMore()
        panel.table.scrollToBottom()
        app.processEvents()
    rss = _rss_mb()
    window.editor.doc.undo_stack.setClean()
    window.close()
    # Delete the window while Qt still runs: left to the interpreter's exit, PySide6
    # 6.12 tears the widgets down after Python's objects and aborts.
    window.deleteLater()
    app.processEvents()
    del window
    service.close()
    return times, rss, total


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench gui")
    ap.add_argument("--cards", type=int, default=100_000)
    ap.add_argument("--keep", type=Path, help="keep (and reuse) the database in this folder")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--start-only", action="store_true",
                    help="only the start-up figures (no typing or memory run)")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        db_path = _build_db(folder, args.cards)
        config = Path(tmp) / "config"
        starts = [startup_seconds(db_path, config) for _ in range(args.runs)]
        print(f"start to window shown: median {statistics.median(starts):.2f} s "
              f"(runs: {', '.join(f'{s:.2f}' for s in starts)})  target ≤ 0.8 s")
        firsts = [startup_seconds(Path(tmp) / f"first-{i}" / "new.sqlite3",
                                  Path(tmp) / f"first-config-{i}") for i in range(args.runs)]
        print(f"first start (new database, starter catalogs) to window shown: median "
              f"{statistics.median(firsts):.2f} s "
              f"(runs: {', '.join(f'{s:.2f}' for s in firsts)})  target ≤ 1.5 s")
        if args.start_only:
            return 0
        for view in ("list", "grid"):
            times, rss, total = typing_latencies(db_path, config, grid=view == "grid")
            times.sort()
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(f"search-as-you-type in the {view} over {total:,} cards, {len(times)} "
                  f"keystrokes: p50 {statistics.median(times):.1f} ms, p95 {p95:.1f} ms, "
                  f"max {times[-1]:.1f} ms  target p95 ≤ 50 ms")
        print(f"resident memory after loading and scrolling: {rss:.0f} MB  target ≤ 300 MB")
    return 0
