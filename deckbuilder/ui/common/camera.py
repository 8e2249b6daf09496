"""The camera used for scanning cards: chosen in the Settings dialog, opened by the scan
dialog (both read the one setting here)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox, QWidget

CAMERA_KEY = "scan/camera"


def camera_names() -> list[tuple[str, str]]:
    """(id, description) of every camera, for the Settings dialog."""
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError:
        return []
    return [(bytes(d.id().data()).decode(errors="replace"), d.description())
            for d in QMediaDevices.videoInputs()]


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
