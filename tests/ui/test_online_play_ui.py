"""File › Install into Cockatrice… and Install into Tabletop Simulator…, and the web
address of the TTS deck pictures in Settings (issue 31, items 6 and 7): clicked as a user
does, with the other programs' folders in the test's own folder."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit, QPushButton

from deckbuilder.paths import resource
from deckbuilder.ui.common.settings_dialog import (
    COCKATRICE_KEY,
    TTS_KEY,
    URL_BASE_KEY,
    SettingsDialog,
)
from deckbuilder.ui.online_play import InstallDialog
from tests.ui.app_driver import Dialogs, trigger


@pytest.fixture(autouse=True)
def _forget_online_settings() -> Iterator[None]:
    # Qt reads the settings once per process: what a test chose must not reach the next.
    yield
    for key in (COCKATRICE_KEY, TTS_KEY, URL_BASE_KEY):
        QSettings().remove(key)


def _install_in(dialog: InstallDialog, qtbot, folder: Path,  # type: ignore[no-untyped-def]
                url: str | None = None) -> None:
    edits = dialog.findChildren(QLineEdit)
    qtbot.keyClicks(edits[0], str(folder))
    if url is not None:
        assert dialog.url_base is not None
        dialog.url_base.clear()
        qtbot.keyClicks(dialog.url_base, url)
    box = dialog.findChild(QDialogButtonBox)
    install = next(b for b in box.findChildren(QPushButton) if b.text() == "Install")
    qtbot.mouseClick(install, Qt.MouseButton.LeftButton)


def test_install_into_cockatrice_from_the_menu(qtbot, main_window, dialogs: Dialogs,  # type: ignore[no-untyped-def]
                                               tmp_path: Path) -> None:
    data = tmp_path / "Cockatrice"
    data.mkdir()
    errors = dialogs.on_next_modal(lambda d: _install_in(d, qtbot, data), kind=InstallDialog)
    trigger(main_window, "File", "Install into Cockatrice…")
    assert errors == []
    installed = data / "customsets" / "deckbuilder.xml"
    assert "<name>Storm Vector</name>" in installed.read_text(encoding="utf-8")
    assert any((data / "pics" / "CUSTOM").iterdir())
    assert [s.kind for s in dialogs.shown] == ["information"]
    assert str(installed) in dialogs.shown[0].text
    # The folder chosen is remembered (and shown in Settings).
    assert QSettings().value(COCKATRICE_KEY) == str(data)


def test_install_into_cockatrice_without_cockatrice_says_so(  # type: ignore[no-untyped-def]
        qtbot, main_window, dialogs: Dialogs, tmp_path: Path) -> None:
    missing = tmp_path / "nowhere"
    errors = dialogs.on_next_modal(lambda d: _install_in(d, qtbot, missing),
                                   kind=InstallDialog)
    trigger(main_window, "File", "Install into Cockatrice…")
    assert errors == []
    assert [s.kind for s in dialogs.shown] == ["warning"]
    assert str(missing) in dialogs.shown[0].text and not missing.exists()


def test_install_into_tts_from_the_menu(qtbot, main_window, dialogs: Dialogs,  # type: ignore[no-untyped-def]
                                        tmp_path: Path) -> None:
    assert main_window.editor.import_path(resource("decks", "monsuno-hard.txt"))
    saved = tmp_path / "TTS" / "Saves" / "Saved Objects"
    saved.mkdir(parents=True)
    errors = dialogs.on_next_modal(
        lambda d: _install_in(d, qtbot, saved, "https://example.org/decks/"),
        kind=InstallDialog)
    trigger(main_window, "File", "Install into Tabletop Simulator…")
    assert errors == []
    name = main_window.editor.doc.deck.name
    doc = json.loads((saved / f"{name}.json").read_text(encoding="utf-8"))
    marks = [o["GMNotes"].split("\n")[0] for o in doc["ObjectStates"]]
    assert marks == ["deckbuilder:team", "deckbuilder:deck", "deckbuilder:sideboard"]
    assert doc["ObjectStates"][1]["CustomDeck"]["1"]["FaceURL"].startswith(
        "https://example.org/decks/")
    assert (saved / f"{name}.png").is_file()
    assert [s.kind for s in dialogs.shown] == ["information"]
    assert QSettings().value(URL_BASE_KEY) == "https://example.org/decks/"


def test_the_settings_keep_the_pictures_web_address(qtbot, main_window,  # type: ignore[no-untyped-def]
                                                    dialogs: Dialogs, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    def fill(dialog: SettingsDialog) -> None:
        field = dialog.findChild(QLineEdit, "imageUrlBase")
        qtbot.keyClicks(field, "https://cards.example.net/")
        box = dialog.findChildren(QDialogButtonBox)[-1]
        qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    errors = dialogs.on_next_modal(fill, kind=SettingsDialog)
    trigger(main_window, "File", "Settings…")
    assert errors == []
    assert QSettings().value(URL_BASE_KEY) == "https://cards.example.net/"
    # Export Deck as Tabletop Simulator uses it.
    assert main_window.editor.import_path(resource("decks", "monster-cards.txt"))
    dialogs.choose_file(tmp_path / "deck.json")
    monkeypatch.setattr(main_window.editor, "export_filters", lambda: [
        ("tts", "Tabletop Simulator saved object (*.json)")])
    trigger(main_window, "File", "Export Deck…")
    text = (tmp_path / "deck.json").read_text(encoding="utf-8")
    assert "https://cards.example.net/deck-sheet1.png" in text and "file:" not in text


def test_import_catalog_reads_a_cockatrice_card_set(qtbot, main_window, service,  # type: ignore[no-untyped-def]
                                                    dialogs: Dialogs, tmp_path: Path) -> None:
    from tests.test_online_play import V3_FILE

    path = tmp_path / "cards.xml"
    path.write_text(V3_FILE, encoding="utf-8")
    dialogs.choose_file(path)
    trigger(main_window, "File", "Import Catalog…")
    assert "*.xml" in dialogs.shown[0].text  # the file dialog offers it
    qtbot.waitUntil(lambda: service.find_card("Garage Bolt", "monsuno") is not None)
    card = service.find_card("Garage Bolt", "monsuno").card
    assert (card.set, card.number, card.get("speed")) == ("PG1", "7", 4)
