"""Work off the UI thread: the one helper of the window for every long task (DESIGN.md §4).

A :class:`Job` runs a function on its own thread; the function reports progress and looks
at :attr:`Job.cancelled`. The result or the exception comes back by signal, and
:class:`JobDialog` shows the progress meanwhile: the window keeps painting and never
freezes, and Cancel leaves the job to stop at its next safe point. Catalog import, backup
(File › Back Up… and the automatic one at start, a Job with no dialog), PDF writing and
the simulation run as jobs. :class:`TaskPool` is the same idea for many small pieces of
work (card pictures): a pool of threads, each result back by signal.

No other module of the window starts a thread, a QThread or an executor
(tests/test_architecture.py checks it), with one exception: the catalog's search thread
(ui/catalog/catalog_searcher.py). It is not a task but a worker that lives as long as the
catalog: it keeps one read-only connection (a sqlite3 connection serves one thread), runs
only the newest request of each kind and interrupts a running search when a newer one
comes. A Job per keystroke would open a connection per search and could not interrupt the
one before.
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, Qt, QThread, QThreadPool, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

#: The jobs started and not yet ended (see Job.__init__): nothing else has to keep them.
_RUNNING: set[Job] = set()


def _wait_for_running_jobs() -> None:
    """At exit, let running jobs end: a QThread deleted while it runs aborts the process."""
    for job in list(_RUNNING):
        job.cancel()
        job.wait()


atexit.register(_wait_for_running_jobs)


class Job(QThread):
    """``work(job)`` on a thread of its own. ``progressed(done, total, text)`` comes from
    :meth:`report` and ``published(item)`` from :meth:`publish` (results shown as they
    come, e.g. each scanned photo); then ``succeeded(result)`` or ``failed(exception)``."""

    progressed = Signal(int, int, str)
    published = Signal(object)
    succeeded = Signal(object)
    failed = Signal(object)

    def __init__(self, work: Callable[[Job], object], parent: QWidget | None = None):
        # No Qt parent, whatever the caller hands in: a window or dialog deleted while its
        # job still works would delete a running QThread with it, which Qt answers by
        # aborting the whole process (an automatic backup outliving its closed window
        # did). A started job is held by _RUNNING instead, until its thread has ended.
        del parent
        super().__init__()
        self._work = work
        self._cancel = threading.Event()
        self.finished.connect(self._release, Qt.ConnectionType.QueuedConnection)

    def start(self, priority: QThread.Priority = QThread.Priority.InheritPriority) -> None:
        _RUNNING.add(self)
        super().start(priority)

    @Slot()
    def _release(self) -> None:
        # On the UI thread, after the thread ended: the last reference may go now.
        self.wait()
        _RUNNING.discard(self)

    def cancel(self) -> None:
        """Ask the work to stop (any thread)."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def report(self, done: int, total: int, text: str) -> None:
        self.progressed.emit(done, total, text)

    def publish(self, item: object) -> None:
        self.published.emit(item)

    def run(self) -> None:
        try:
            result = self._work(self)
        except Exception as exc:  # handed to the UI thread, which shows or logs it
            self.failed.emit(exc)
            return
        self.succeeded.emit(result)


class JobDialog(QDialog):
    """A job's progress bar and Cancel button. :meth:`run` starts the job and returns
    when it has ended, with :attr:`value` or :attr:`error` set. Cancel (or Escape, or
    closing the dialog) asks the job to stop and waits for it: the dialog never leaves a
    job running behind it. A job with no safe point to stop at has no Cancel button
    (``cancellable=False``)."""

    def __init__(self, title: str, job: Job, parent: QWidget | None = None, *,
                 cancellable: bool = True):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setObjectName("jobDialog")
        self.job = job
        self.value: object = None
        self.error: Exception | None = None
        lay = QVBoxLayout(self)
        self.label = QLabel(title)
        self.label.setObjectName("jobText")
        self.label.setMinimumWidth(360)
        self.label.setWordWrap(True)
        lay.addWidget(self.label)
        self.bar = QProgressBar()
        self.bar.setObjectName("jobProgress")
        self.bar.setRange(0, 0)  # busy until the job says how far it is
        lay.addWidget(self.bar)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancellable = cancellable
        self.cancel_button.setVisible(cancellable)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        job.progressed.connect(self._progressed)
        job.succeeded.connect(self._succeeded)
        job.failed.connect(self._failed)

    def run(self) -> bool:
        """Run the job to its end; True when it succeeded."""
        # Started from the dialog's own event loop, so the dialog is up before any work.
        QTimer.singleShot(0, self.job.start)
        self.exec()
        return self.error is None and not self.job.cancelled

    @Slot(int, int, str)
    def _progressed(self, done: int, total: int, text: str) -> None:
        self.bar.setRange(0, max(total, 0))
        self.bar.setValue(done)
        if text and not self.job.cancelled:
            self.label.setText(text)

    @Slot(object)
    def _succeeded(self, result: object) -> None:
        self.value = result
        self._end()

    @Slot(object)
    def _failed(self, error: Exception) -> None:
        self.error = error
        self._end()

    def _end(self) -> None:
        # The result is emitted just before run() returns: wait for that moment, since
        # dropping a QThread that still runs aborts the program.
        self.job.wait()
        self.done(QDialog.DialogCode.Accepted)

    def reject(self) -> None:
        if self.job.isFinished():
            super().reject()
            return
        if not self.cancellable:
            return
        self.job.cancel()
        self.cancel_button.setEnabled(False)
        self.label.setText(self.tr("Cancelling…"))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.job.isRunning():
            self.reject()
            event.ignore()
            return
        super().closeEvent(event)


class _Relay(QObject):
    # Lives on the UI thread: a signal emitted from a pool thread arrives queued.
    finished = Signal(object, object)
    failed = Signal(object, object)


class _Task(QRunnable):
    def __init__(self, key: object, work: Callable[[], object], relay: _Relay):
        super().__init__()
        self.key, self.work, self.relay = key, work, relay

    def run(self) -> None:
        try:
            result = self.work()
        except Exception as exc:  # handed to the UI thread
            self.relay.failed.emit(self.key, exc)
            return
        self.relay.finished.emit(self.key, result)


class TaskPool(QObject):
    """Many short pieces of work on a pool of threads. :meth:`submit` queues
    ``work()`` under ``key``; ``finished(key, result)`` or ``failed(key, exception)``
    comes back on the UI thread."""

    finished = Signal(object, object)
    failed = Signal(object, object)

    def __init__(self, parent: QObject | None = None, *, threads: int | None = None):
        super().__init__(parent)
        self._relay = _Relay()
        self._relay.finished.connect(self.finished)
        self._relay.failed.connect(self.failed)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(
            threads or max(2, QThreadPool.globalInstance().maxThreadCount()))

    def submit(self, key: object, work: Callable[[], object]) -> None:
        self.pool.start(_Task(key, work, self._relay))

    def wait(self, msecs: int = 5000) -> bool:
        """Block until the queued work is done (tests and shutdown)."""
        return self.pool.waitForDone(msecs)

    def shutdown(self, msecs: int = 5000) -> bool:
        """Drop the work not yet started and wait for the pieces running. Called before
        the window goes: a pool deleted with its parent waits for its threads from
        inside Qt, and a piece of Python work waiting there for the interpreter would
        never finish, nor would the quit."""
        self.pool.clear()
        return self.pool.waitForDone(msecs)
