"""A dialog that plays a batch of games as a :class:`~deckbuilder.ui.common.background.Job` and
shows the result in place: the Simulation tab's "Against…" and its side-by-side
comparisons share it.

It owns the progress bar, the status line, the verdict under the charts and the
Cancel/Close buttons; subclasses add their charts between them and say what to do with
the job's result. Whatever closes the dialog (Close, Escape, the window's ✕) first stops
the job and waits for it, since a running QThread must never outlive its owner.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.ui.common.background import Job


class RunDialog(QDialog):
    """The frame: :attr:`status_label`, :attr:`progress_bar`, then the subclass's content
    (:attr:`content`, a column layout), then :attr:`verdict_label` and the buttons.
    :meth:`start` runs the job; its result arrives at :meth:`finish`. Tests wait for
    :attr:`finished_figures`."""

    finished_figures = Signal(object)

    def __init__(self, status: str, steps: int, parent: QWidget | None = None):
        super().__init__(parent)
        col = QVBoxLayout(self)
        self.status_label = QLabel(status)
        self.status_label.setWordWrap(True)
        col.addWidget(self.status_label)
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, steps)
        col.addWidget(self.progress_bar)
        self.content = QVBoxLayout()
        col.addLayout(self.content, 1)

        self.verdict_label = QLabel()
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextFormat(Qt.TextFormat.RichText)
        self.verdict_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse)
        col.addWidget(self.verdict_label)

        buttons = QDialogButtonBox()
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.clicked.connect(self.close)
        col.addWidget(buttons)
        self._job: Job | None = None

    def start(self, job: Job) -> None:
        self._job = job
        job.progressed.connect(self._on_progress)
        job.succeeded.connect(self._on_succeeded)
        job.failed.connect(self._on_failed)
        job.start()

    def finish(self, result: object) -> None:
        """The job's result, on the UI thread (the job has ended)."""
        raise NotImplementedError

    @Slot()
    def cancel(self) -> None:
        if self._job is not None:
            self._job.cancel()
            self.status_label.setText(self.tr("Cancelling…"))

    def _stop(self) -> None:
        job, self._job = self._job, None
        if job is not None:
            job.cancel()
            job.wait()
        self.cancel_button.setEnabled(False)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self._stop()
        super().done(result)

    @Slot(int, int, str)
    def _on_progress(self, done: int, _total: int, _text: str) -> None:
        self.progress_bar.setValue(done)

    @Slot(object)
    def _on_succeeded(self, result: object) -> None:
        self._stop()
        self.finish(result)

    @Slot(object)
    def _on_failed(self, error: Exception) -> None:
        self._stop()
        self.status_label.setText(self.tr("The simulation stopped with an error: {error}")
                                  .format(error=f"{type(error).__name__}: {error}"))
