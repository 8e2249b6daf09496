"""File › Settings: the window language, automatic backups and the camera."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)


def backups_to_keep() -> int:
    """How many automatic backups to keep; 0 turns them off. The value comes back as an
    int in the session that stored it and as a string after a restart, so read it typed
    (a falsy 0 must not turn into the default)."""
    try:
        return max(0, int(str(QSettings().value("backups/keep", 5))))
    except ValueError:
        return 5


class SettingsDialog(QDialog):
    """Preferences: the window language."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        from deckbuilder.ui.common.i18n import LANGUAGES

        self.setWindowTitle(self.tr("Settings"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox()
        self.language.setObjectName("languageChoice")
        self.language.addItem(self.tr("As the system"), "")
        for code, title in LANGUAGES.items():
            self.language.addItem(title, code)
        current = str(QSettings().value("ui/language", "") or "")
        self.language.setCurrentIndex(max(0, self.language.findData(current)))
        form.addRow(self.tr("Language:"), self.language)
        self.keep_backups = QSpinBox()
        self.keep_backups.setObjectName("keepBackups")
        self.keep_backups.setRange(0, 100)
        self.keep_backups.setSpecialValueText(self.tr("no automatic backups"))
        self.keep_backups.setValue(backups_to_keep())
        self.keep_backups.setToolTip(self.tr("A backup of all data is made once a day at "
                                             "start-up; this many are kept"))
        form.addRow(self.tr("Automatic backups to keep:"), self.keep_backups)
        from deckbuilder.ui.common.camera import CameraChoice

        self.camera = CameraChoice()
        form.addRow(self.tr("Camera for scanning cards:"), self.camera)
        lay.addLayout(form)
        note = QLabel(self.tr("A new language is used from the next start of Deckbuilder."))
        note.setWordWrap(True)
        lay.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def accept(self) -> None:
        QSettings().setValue("ui/language", self.language.currentData() or "")
        QSettings().setValue("backups/keep", self.keep_backups.value())
        self.camera.save()
        super().accept()
