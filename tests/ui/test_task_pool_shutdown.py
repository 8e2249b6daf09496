"""Quitting while pictures are still loading: the queued work is dropped and the pool is
empty before the window goes (a pool deleted with its window waits for its threads inside
Qt, where work needing the interpreter could hang the quit)."""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QObject

from deckbuilder.ui.common.background import TaskPool


def test_shutdown_drops_queued_work_and_waits_for_the_running_piece(qtbot) -> None:  # type: ignore[no-untyped-def]
    owner = QObject()
    pool = TaskPool(owner, threads=1)
    started = threading.Event()
    ran: list[int] = []

    def work(i: int) -> object:
        started.set()
        time.sleep(0.05)
        ran.append(i)
        return i

    for i in range(50):
        pool.submit(i, lambda i=i: work(i))
    assert started.wait(5)
    t = time.perf_counter()
    assert pool.shutdown()
    # The piece already running finished; the 49 still queued never started.
    assert 1 <= len(ran) <= 2
    assert time.perf_counter() - t < 2
    assert owner.findChildren(TaskPool) == [pool]  # what run_app looks for in the window
