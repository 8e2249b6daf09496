"""Simulation tab benchmark: does the window stay responsive during a big batch, and how
much do all cores buy?

    python -m bench playtest [--games N] [--ruleset ID] [--workers W] [--seed S]

Opens the Simulation tab (``SimulationPanel``) on the ruleset's starter deck in an
offscreen window and runs N games (default 20,000) through it three times: on one core (a
thread of the window's process) with the window idle; on one core while the "in hand"
table is scrolled a row every 100 ms (each repaint calls into Python hundreds of times,
competing with the worker thread for the GIL); and on all cores (a pool of W processes,
default ``os.cpu_count()``), table scrolled too. During each batch a 10 ms timer records
the longest gap between its ticks: the longest time the window could not react (target
≤ 100 ms). Prints games per second on one core and on all cores (wall clock from Run to
the result, process start-up included) and checks that both give the same figures.
``--switch-interval 0.005`` shows the one-core stall with Python's default switch interval.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from itertools import pairwise
from pathlib import Path
from typing import Any

STALL_TARGET_MS = 100


def _settle(ms: int = 300) -> None:
    """Let the window finish showing the last results (layout, first paint) before the
    next Run, as it has long done by the time a person clicks again."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def _run(app: Any, panel: Any, games: int, seed: int, all_cores: bool,
         scroll: bool = False) -> tuple[dict[str, Any], float, int]:
    """One batch through the panel; returns its summary, the longest gap between ticks of
    a 10 ms timer (seconds) and the number of progress reports seen. ``scroll``: scroll
    the "in hand" table by a row every 100 ms meanwhile, as a user reading it would (each
    repaint calls into Python hundreds of times)."""
    from PySide6.QtCore import QEventLoop, QTimer

    _settle()
    scroller = QTimer()
    scroller.setInterval(100)
    bar = panel.in_hand_view.verticalScrollBar()
    step = [1]

    def scroll_once() -> None:
        if not 0 <= bar.value() + step[0] <= bar.maximum():
            step[0] = -step[0]
        bar.setValue(bar.value() + step[0])

    scroller.timeout.connect(scroll_once)
    if scroll:
        scroller.start()
    ticks = [time.perf_counter()]
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    reports: list[int] = []
    result: list[dict[str, Any]] = []
    loop = QEventLoop()

    def on_progress(done: int, total: int) -> None:
        reports.append(done)

    def on_finished(summary: dict[str, Any]) -> None:
        result.append(summary)
        loop.quit()

    panel.progressChanged.connect(on_progress)
    panel.simulationFinished.connect(on_finished)
    panel.games_spin.setValue(games)
    panel.seed_spin.setValue(seed)
    panel.all_cores_check.setChecked(all_cores)
    timer.start()
    ticks.append(time.perf_counter())
    panel.start()
    loop.exec()
    ticks.append(time.perf_counter())
    timer.stop()
    scroller.stop()
    panel.progressChanged.disconnect(on_progress)
    panel.simulationFinished.disconnect(on_finished)
    gap = max(b - a for a, b in pairwise(ticks))
    return result[0], gap, len(reports)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench playtest")
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--ruleset", default="redakai-advanced",
                    help="a starter deck resources/decks/ID.txt (default redakai-advanced)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                    help="processes for the all-cores run (default: os.cpu_count())")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--switch-interval", type=float,
                    help="Python's thread switch interval during one-core runs, seconds "
                    "(default: the panel's RUNNING_SWITCH_INTERVAL; Python's own is 0.005)")
    args = ap.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from deckbuilder.paths import resource
    from deckbuilder.services.deck_service import DeckService
    from deckbuilder.services.playtest_service import PlaytestService
    from deckbuilder.services.seeding import open_database
    from deckbuilder.ui.playtest import simulation_runs
    from deckbuilder.ui.playtest.simulation_panel import SimulationPanel

    if args.switch_interval is not None:
        simulation_runs.RUNNING_SWITCH_INTERVAL = args.switch_interval

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        db = open_database(Path(folder) / "bench-playtest.sqlite3")
        try:
            decks = DeckService(db)
            playtest = PlaytestService(decks)
            deck = decks.read_file(resource("decks", f"{args.ruleset}.txt"))
            ruleset, _guessed = decks.ruleset_for(deck)
            playable = playtest.playable(deck, ruleset)
            panel = SimulationPanel(playtest, playable)
            panel.all_cores = max(1, args.workers)
            panel.resize(1000, 720)
            panel.show()
            app.processEvents()
            # A small batch first: the chart and the table are on screen (and repainted)
            # during the measured batches, as they are for a user running again.
            _run(app, panel, 500, args.seed, False)

            print(f"{args.ruleset}: {args.games:,} games, seed {args.seed}, "
                  f"{panel.policy_combo.currentData()} bot, {os.cpu_count()} CPUs, switch "
                  f"interval {simulation_runs.RUNNING_SWITCH_INTERVAL * 1e6:g} µs on one core")
            runs = (("one core", False, False), ("one core, table scrolled", False, True),
                    ("all cores, table scrolled", True, True))
            results = {}
            for label, all_cores, scroll in runs:
                summary, gap, reports = _run(app, panel, args.games, args.seed, all_cores,
                                             scroll)
                results[label] = summary
                print(f"longest event-loop stall: {gap * 1000:.0f} ms "
                      f"(target ≤ {STALL_TARGET_MS} ms) — {label}, {reports} progress reports")
            one, many = results["one core"], results["all cores, table scrolled"]
            print(f"one core:  {one['games_per_second']:,} games/s "
                  f"({one['seconds']:.2f} s)")
            print(f"all cores: {many['games_per_second']:,} games/s "
                  f"({many['seconds']:.2f} s, {many['workers']} processes, start-up "
                  f"included) — ×{many['games_per_second'] / one['games_per_second']:.2f}")
            timing = ("seconds", "games_per_second", "workers")
            same = ({k: v for k, v in one.items() if k not in timing}
                    == {k: v for k, v in many.items() if k not in timing})
            print("same figures on one core and all cores: " + ("yes" if same else "NO"))
            panel.close()
            return 0 if same else 1
        finally:
            db.close()
