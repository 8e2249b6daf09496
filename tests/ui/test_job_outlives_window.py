"""A job whose window is closed and deleted while it works: the thread is not deleted with
the window (Qt aborts the whole process when a running QThread is deleted: the automatic
backup of a window closed within its first seconds did, killing the test run)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent('''
    import time
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication, QWidget
    import shiboken6
    from deckbuilder.ui.common.background import Job

    app = QApplication([])
    window = QWidget()
    ended = []
    job = Job(lambda _job: time.sleep(0.6) or "done", window)
    job.succeeded.connect(ended.append)
    job.start()
    del job
    shiboken6.delete(window)     # the window goes while the job still works
    loop = QEventLoop()
    QTimer.singleShot(1500, loop.quit)
    loop.exec()
    print("ended:", ended)
''')


def test_a_window_deleted_while_its_job_works_does_not_abort_the_app() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                         env=env, timeout=60, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-2000:]
    # The job ran to its end and said so, though its window was gone.
    assert "ended: ['done']" in run.stdout
