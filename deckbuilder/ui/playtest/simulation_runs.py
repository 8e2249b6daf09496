"""The batches of the Simulation tab, off the UI thread: a :class:`SimulationRun` job
(``ui.background``) over ``sim.run_batch``, the same chunked, cancellable runner as the
command line, and the registry of running batches that quitting stops.
"""

from __future__ import annotations

import sys
import threading
import time

from PySide6.QtCore import QLocale

from deckbuilder.rules.sim import GoldfishSpec, Stats, run_batch
from deckbuilder.ui.common.background import Job

#: Progress is reported at most this often (seconds), so the window is not flooded.
PROGRESS_INTERVAL = 0.05


#: Python's thread switch interval while a batch runs on a thread of this process
#: (Python's default is 5 ms). Each call from Qt into Python on the UI thread (a model's
#: data() during a repaint, a wrapper freed when a widget is deleted) must take the GIL
#: from the busy worker and may wait a whole interval: scrolling the results table during
#: a one-core batch froze the window for ~400 ms at 5 ms, ~50 ms at 0.5 ms and under
#: 25 ms at 50 µs (``python -m bench playtest``), with the same games per second. While
#: the UI thread is idle nobody asks for the GIL, so the worker loses nothing.
RUNNING_SWITCH_INTERVAL = 0.00005
_switching_lock = threading.Lock()
_switching_users = 0
_saved_switch_interval = 0.0


def _hold_short_switching(on: bool) -> None:
    """Shorten the switch interval while at least one batch thread runs."""
    global _switching_users, _saved_switch_interval
    with _switching_lock:
        if on:
            if _switching_users == 0:
                _saved_switch_interval = sys.getswitchinterval()
                sys.setswitchinterval(min(_saved_switch_interval, RUNNING_SWITCH_INTERVAL))
            _switching_users += 1
        elif _switching_users > 0:
            _switching_users -= 1
            if _switching_users == 0:
                sys.setswitchinterval(_saved_switch_interval)


def group_number(n: int) -> str:
    """1,234 in English (and under the "C" locale of a bare test machine), 1 234 in
    Russian."""
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        return f"{n:,}"
    return loc.toString(n)


# --------------------------------------------------------------------------- the worker

class SimulationRun(Job):
    """One batch off the UI thread, through ``sim.run_batch``: ``progressed(done, games,
    "")`` reports games finished; ``succeeded((stats, seconds))`` brings the figures (of
    the games that ran, after a Cancel); ``failed(exception)`` an error. :meth:`cancel`
    may be called from any thread. A series (:attr:`specs` of several batches on the same
    seeds, see ``pilot_compare.SeriesRun``) brings a list of Stats instead."""

    def __init__(self, spec: GoldfishSpec, games: int, workers: int = 1):
        super().__init__(self._play)
        self.spec = spec
        self.specs = [spec]
        self.series = False
        #: Report progress in games of one batch (the whole series counted as one).
        self.share = False
        self.games = games
        self.workers = max(1, workers)
        self.results: list[Stats] = []
        #: The most processes the runner started for a batch of the run (1: this one;
        #: a small batch is one chunk, played here whatever ``workers`` says).
        self.processes = 0
        self._offset = 0
        self._last_report = 0.0

    def _play(self, job: Job) -> tuple[Stats | list[Stats], float]:
        t0 = time.perf_counter()
        here = self.workers <= 1
        if here:
            _hold_short_switching(True)
        try:
            for i, spec in enumerate(self.specs):
                if self.cancelled:
                    break
                self.spec = spec
                self._offset = i * self.games
                stats = run_batch(spec, self.games, self.workers, progress=self._progress,
                                  started=self._started)
                self.results.append(stats)
                if stats.games < self.games:
                    break  # cancelled half-way: the rest would pair with nothing
        finally:
            if here:
                _hold_short_switching(False)
        seconds = time.perf_counter() - t0
        if self.series:
            return list(self.results), seconds
        return (self.results[0] if self.results else Stats()), seconds

    def _started(self, processes: int) -> None:
        self.processes = max(self.processes, processes)

    def _progress(self, done: int) -> bool:
        if self.cancelled:
            return False
        now = time.perf_counter()
        if done >= self.games or now - self._last_report >= PROGRESS_INTERVAL:
            self._last_report = now
            total = self._offset + done
            shown = total // len(self.specs) if self.share else total
            self.report(shown, self.games * (1 if self.share else len(self.specs)), "")
        return True


#: Every batch thread until its result has been taken: a panel deleted mid-batch (its
#: window closed) must not take the last reference to a running QThread with it, which
#: would abort the program. Such a run is cancelled and left to finish here.
_LIVE_RUNS: set[SimulationRun] = set()


def stop_all_runs() -> None:
    """Cancel every batch and wait for the threads (the application is quitting)."""
    for run in list(_LIVE_RUNS):
        run.cancel()
        run.wait()
    _LIVE_RUNS.clear()
