"""File › Install into Cockatrice… and Install into Tabletop Simulator…: the catalog as a
Cockatrice card set, the open deck as a TTS saved object, put straight into the other
program's folder (found per system, changeable here and in Settings).

The settings kept (QSettings): the two folders when the user chose one, and the web
address the TTS deck sheets are uploaded to (also in Settings › Playing online)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.platform_folders import cockatrice_folder, tts_folder
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.deck_service import DeckService
from deckbuilder.ui.common.settings_dialog import (
    COCKATRICE_KEY,
    TTS_KEY,
    URL_BASE_KEY,
    FolderField,
    setting,
)

if TYPE_CHECKING:
    from deckbuilder.ui.deck.deck_document import DeckDocument

class InstallDialog(QDialog):
    """Where to install, before anything is written: the other program's folder (and, for
    TTS, the web address of the deck sheets)."""

    def __init__(self, title: str, explanation: str, folder_key: str, default: Path,
                 url_base: bool = False, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.folder_key = folder_key
        lay = QVBoxLayout(self)
        text = QLabel(explanation)
        text.setWordWrap(True)
        lay.addWidget(text)
        form = QFormLayout()
        self.folder = FolderField(setting(folder_key), default, title)
        form.addRow(self.tr("Folder:"), self.folder)
        self.url_base: QLineEdit | None = None
        if url_base:
            self.url_base = QLineEdit(setting(URL_BASE_KEY))
            self.url_base.setPlaceholderText("https://example.org/decks/")
            self.url_base.setToolTip(self.tr("Where you will upload the deck's pictures, so "
                                             "that every player sees the cards; empty: only "
                                             "this computer shows them"))
            form.addRow(self.tr("Pictures' web address:"), self.url_base)
        lay.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        install = buttons.addButton(self.tr("Install"), QDialogButtonBox.ButtonRole.AcceptRole)
        install.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def accept(self) -> None:
        # The folder and address chosen are kept for next time (and shown in Settings).
        QSettings().setValue(self.folder_key, self.folder.value())
        if self.url_base is not None:
            QSettings().setValue(URL_BASE_KEY, self.url_base.text().strip())
        super().accept()


class OnlinePlay(QObject):
    """The two Install actions of the main window."""

    status = Signal(str, int)

    def __init__(self, catalog: CatalogService, decks: DeckService, window: QWidget,
                 document: Callable[[], DeckDocument]):
        super().__init__(window)
        self.catalog = catalog
        self.decks = decks
        self.window = window
        self.document = document

    def _run(self, work: Callable[[], str]) -> None:
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            done = work()
        except (OSError, ValueError) as exc:
            QGuiApplication.restoreOverrideCursor()
            text = f"{exc.filename}: {exc.strerror}" \
                if isinstance(exc, OSError) and exc.filename else str(exc)
            QMessageBox.warning(self.window, self.tr("Not installed"), text)
            return
        QGuiApplication.restoreOverrideCursor()
        QMessageBox.information(self.window, self.tr("Installed"), done)
        self.status.emit(done.split("\n", 1)[0], 8000)

    def cockatrice_dialog(self) -> InstallDialog:
        return InstallDialog(
            self.tr("Install into Cockatrice"),
            self.tr("Every card of the catalog goes into Cockatrice as a card set "
                    "(customsets), with its picture (pics/CUSTOM). Restart Cockatrice "
                    "afterwards; a player who has the same set sees the same cards."),
            COCKATRICE_KEY, cockatrice_folder(), parent=self.window)

    def tts_dialog(self) -> InstallDialog:
        return InstallDialog(
            self.tr("Install into Tabletop Simulator"),
            self.tr("The deck goes into Tabletop Simulator's Saved Objects: the team face "
                    "up beside the deck, the sideboard as its own pile. Other players see "
                    "the cards once the pictures are uploaded to the web address below."),
            TTS_KEY, tts_folder(), url_base=True, parent=self.window)

    def install_cockatrice(self) -> None:
        dlg = self.cockatrice_dialog()
        if not dlg.exec():
            return

        def work() -> str:
            target, count = self.catalog.install_cockatrice(dlg.folder.value() or None)
            return self.tr("%n card(s) installed into Cockatrice.", "", count) + "\n" \
                + str(target) + "\n" + self.tr("Restart Cockatrice to see them.")

        self._run(work)

    def install_tts(self) -> None:
        doc = self.document()
        dlg = self.tts_dialog()
        if not dlg.exec():
            return
        from deckbuilder.services.deck_export import install_deck_tts

        url = dlg.url_base.text().strip() if dlg.url_base is not None else ""

        def work() -> str:
            written = install_deck_tts(self.decks, doc.deck, dlg.folder.value() or None,
                                       image_url_base=url or None)
            done = self.tr("Deck installed into Tabletop Simulator (Objects › Saved "
                           "Objects).") + "\n" + str(written[0])
            if not url:
                done += "\n" + self.tr("To share it, upload these pictures and set their "
                                       "web address: %1").replace(
                    "%1", ", ".join(p.name for p in written[1:]))
            return done

        self._run(work)


__all__ = ["InstallDialog", "OnlinePlay"]
