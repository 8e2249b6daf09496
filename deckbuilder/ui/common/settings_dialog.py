"""File › Settings: the window language, automatic backups, the camera, and where the
installs for playing online go (Cockatrice's and Tabletop Simulator's folders, the web
address of the TTS deck sheets)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

COCKATRICE_KEY = "online/cockatrice_folder"
TTS_KEY = "online/tts_folder"
URL_BASE_KEY = "online/image_url_base"


def setting(key: str) -> str:
    return str(QSettings().value(key, "") or "").strip()


def image_url_base() -> str | None:
    """The address the TTS deck sheets are uploaded to, as set in Settings (None: none)."""
    return setting(URL_BASE_KEY) or None


class FolderField(QWidget):
    """A folder: typed, or chosen with Browse…; shows the system's folder when empty."""

    def __init__(self, value: str, default: Path, title: str, parent: QWidget | None = None):
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.edit = QLineEdit(value)
        self.edit.setPlaceholderText(str(default))
        self.edit.setMinimumWidth(480)
        self.edit.setToolTip(self.tr("Leave empty for the usual folder on this computer"))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(lambda: self._browse(title))
        lay.addWidget(self.edit, 1)
        lay.addWidget(browse)

    def _browse(self, title: str) -> None:
        start = self.edit.text().strip() or self.edit.placeholderText()
        chosen = QFileDialog.getExistingDirectory(self, title, start)
        if chosen:
            self.edit.setText(chosen)

    def value(self) -> str:
        return self.edit.text().strip()



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
        from deckbuilder.platform_folders import cockatrice_folder, tts_folder

        online = QGroupBox(self.tr("Playing online"))
        online_form = QFormLayout(online)
        self.cockatrice_folder = FolderField(setting(COCKATRICE_KEY), cockatrice_folder(),
                                             self.tr("Cockatrice's folder"))
        online_form.addRow(self.tr("Cockatrice's folder:"), self.cockatrice_folder)
        self.tts_folder = FolderField(setting(TTS_KEY), tts_folder(),
                                      self.tr("Tabletop Simulator's Saved Objects"))
        online_form.addRow(self.tr("Tabletop Simulator's Saved Objects:"), self.tts_folder)
        self.url_base = QLineEdit(setting(URL_BASE_KEY))
        self.url_base.setObjectName("imageUrlBase")
        self.url_base.setPlaceholderText("https://example.org/decks/")
        self.url_base.setToolTip(self.tr("The web address you upload Tabletop Simulator "
                                          "deck pictures to, so that every player sees the "
                                          "cards"))
        online_form.addRow(self.tr("Deck pictures' web address:"), self.url_base)
        lay.addWidget(online)
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
        QSettings().setValue(COCKATRICE_KEY, self.cockatrice_folder.value())
        QSettings().setValue(TTS_KEY, self.tts_folder.value())
        QSettings().setValue(URL_BASE_KEY, self.url_base.text().strip())
        super().accept()
