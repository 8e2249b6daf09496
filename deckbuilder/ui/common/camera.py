"""The camera used for scanning cards: chosen in the Settings dialog, opened by the scan
dialog (both read the one setting here)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import QComboBox, QWidget

from deckbuilder.ui.common.background import Job

CAMERA_KEY = "scan/camera"


def camera_names() -> list[tuple[str, str]]:
    """(id, description) of every camera, for the Settings dialog."""
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError:
        return []
    return [(bytes(d.id().data()).decode(errors="replace"), d.description())
            for d in QMediaDevices.videoInputs()]


class CameraLookup(QObject):
    """The cameras, looked for off the UI thread as soon as the scan dialog opens: the
    first look loads the multimedia backend and can take seconds, during which Use Camera
    said nothing. ``cameras`` is None while looking; ``done(cameras)`` when known."""

    done = Signal(list)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.cameras: list[tuple[str, str]] | None = None
        self.job = Job(lambda _job: camera_names(), parent)
        self.job.succeeded.connect(self._found)
        # A backend that fails to load has no camera to offer.
        self.job.failed.connect(lambda _exc: self._found([]))
        self.job.start()

    def _found(self, cameras: object) -> None:
        self.cameras = list(cameras) if isinstance(cameras, list) else []
        self.done.emit(self.cameras)

    def wait(self) -> None:
        """Let the look end (a dialog closing does not leave its thread behind)."""
        self.job.wait()


class CameraChoice(QComboBox):
    """The Settings dialog's choice of the camera used for scanning."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("scanCamera")
        self.addItem(self.tr("The system's default camera"), "")
        for ident, name in camera_names():
            self.addItem(name, ident)
        current = str(QSettings().value(CAMERA_KEY, "") or "")
        self.setCurrentIndex(max(0, self.findData(current)))

    def save(self) -> None:
        QSettings().setValue(CAMERA_KEY, self.currentData() or "")
