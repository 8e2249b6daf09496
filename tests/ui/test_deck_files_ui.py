"""The window's deck file actions with the files of other tools: File → Import Deck File
reads a Cockatrice deck, Paste Deck List reads an MTGO list with its blank-line sideboard,
Export Deck writes every format its file dialog offers (issue 19, issue 14 bug 6)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
)

from deckbuilder.paths import resource
from deckbuilder.rules.deckfiles import parse_xml_deck

COD = """<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
    <deckname>Gale Runner</deckname>
    <comments></comments>
    <zone name="main">
        <card number="1" name="Storm Vector"/>
        <card number="2" name="Gale Lance"/>
        <card number="3" name="Vector Dive"/>
    </zone>
    <zone name="side">
        <card number="1" name="Falcon Talon"/>
    </zone>
</cockatrice_deck>
"""


def action(window, text: str) -> QAction:  # type: ignore[no-untyped-def]
    found = [a for a in window.findChildren(QAction) if a.text().replace("&", "") == text]
    assert found, f"no action {text!r}"
    return found[0]


def test_import_deck_file_reads_a_cockatrice_deck(qtbot, main_window, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "gale.cod"
    path.write_text(COD, encoding="utf-8")
    offered: list[str] = []

    def answer(_parent, _title, _dir, filters, *a, **k):  # type: ignore[no-untyped-def]
        offered.append(filters)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", answer)
    action(main_window, "Import Deck File…").trigger()
    assert "*.cod" in offered[0] and "*.o8d" in offered[0]
    deck = main_window.editor.doc.deck
    assert deck.name == "Gale Runner"
    assert deck.counts() == {"team": 1, "deck": 5, "sideboard": 1}
    assert [e.name for e in deck.team] == ["Storm Vector"]


def test_paste_deck_list_puts_mtgo_cards_after_the_blank_line_in_the_sideboard(  # type: ignore[no-untyped-def]
        qtbot, main_window) -> None:
    main_window.editor.new_deck()
    text = "1 Storm Vector\n2 Gale Lance\n3 Vector Dive\n\n1 Falcon Talon\n"

    def fill_and_accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        dialog.findChild(QPlainTextEdit).setPlainText(text)
        box = dialog.findChild(QDialogButtonBox)
        qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill_and_accept)
    action(main_window, "Paste Deck List…").trigger()
    deck = main_window.editor.doc.deck
    assert deck.counts() == {"team": 1, "deck": 5, "sideboard": 1}
    assert [e.name for e in deck.sideboard] == ["Falcon Talon"]


@pytest.mark.parametrize("fmt, extension", [("Cockatrice deck", ".cod"),
                                            ("OCTGN deck", ".o8d"),
                                            ("Magic Workstation deck", ".dec"),
                                            ("Deck list", ".txt"),
                                            ("JSON deck", ".deck.json"),
                                            ("Deck code", ".txt"),
                                            ("Tabletop Simulator saved object", ".json"),
                                            ("Deck image", ".png"),
                                            ("Deck registration sheet", ".pdf")])
def test_export_deck_writes_the_format_chosen_in_the_dialog(  # type: ignore[no-untyped-def]
        qtbot, main_window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fmt: str,
        extension: str) -> None:
    assert main_window.editor.import_path(resource("decks", "monsuno-hard.txt"))
    offered: list[str] = []

    def answer(_parent, _title, _name, filters, *a, **k):  # type: ignore[no-untyped-def]
        offered.append(filters)
        chosen = next(f for f in filters.split(";;") if f.startswith(fmt + " ("))
        return str(tmp_path / "venom"), chosen  # typed without an extension

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    action(main_window, "Export Deck…").trigger()
    for title in ("Cockatrice deck (*.cod)", "OCTGN deck (*.o8d)",
                  "Tabletop Simulator saved object (*.json)", "Deck image (*.png)",
                  "Deck registration sheet (*.pdf)"):
        assert title in offered[0]
    written = tmp_path / f"venom{extension}"
    assert written.exists()
    if extension == ".png":
        assert written.read_bytes().startswith(b"\x89PNG\r\n")
        return
    if extension == ".pdf":
        assert written.read_bytes().startswith(b"%PDF")
        return
    text = written.read_text(encoding="utf-8")
    if extension == ".json":  # the TTS object (not our JSON deck), its sheet beside it
        assert '"ObjectStates"' in text and (tmp_path / "venom-sheet1.png").exists()
    elif fmt == "Deck code":
        assert text.startswith("DB1:") and "Nightsting" not in text
    elif extension == ".deck.json":
        assert '"format": "deckbuilder-deck"' in text
    elif extension in (".cod", ".o8d"):
        deck = parse_xml_deck(text)
        assert sum(e.count for e in (*deck.team, *deck.deck)) == 34
    else:
        assert "Nightsting" in text and "Second Wind" in text


def test_copy_deck_code_and_paste_it_back(qtbot, main_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QGuiApplication

    assert main_window.editor.import_path(resource("decks", "redakai-advanced.txt"))
    original = main_window.editor.doc.deck
    menu_action(main_window, "Deck", "Copy Deck Code").trigger()
    code = QGuiApplication.clipboard().text()
    assert code.startswith("DB1:") and "\n" not in code
    # The imported deck is in no database yet: New Deck asks first, and the user discards it.
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2])
                        or QMessageBox.StandardButton.Discard)
    main_window.editor.new_deck()
    assert len(asked) == 1 and "Save the changes" in asked[0]
    assert not main_window.editor.doc.deck.names()

    def accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        assert dialog.findChild(QPlainTextEdit).toPlainText() == code
        box = dialog.findChild(QDialogButtonBox)
        qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, accept)
    menu_action(main_window, "Deck", "Paste Deck List…").trigger()
    deck = main_window.editor.doc.deck
    assert (deck.name, deck.ruleset, deck.team, deck.deck, deck.sideboard) == (
        original.name, original.ruleset, original.team, original.deck, original.sideboard)
    assert main_window.editor.doc.deck_id is None  # a new deck, to be saved


def test_a_damaged_pasted_code_is_explained_and_changes_nothing(  # type: ignore[no-untyped-def]
        qtbot, main_window) -> None:
    assert main_window.editor.import_path(resource("decks", "redakai-advanced.txt"))
    before = main_window.editor.doc.deck
    shown: list[str] = []

    def fill_and_accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        dialog.findChild(QPlainTextEdit).setPlainText("DB1:eNpLyc9XSM7PKUnNKwEAHZYEvQ")
        box = dialog.findChild(QDialogButtonBox)
        qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)
        QTimer.singleShot(0, read_and_cancel)

    def read_and_cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        shown.extend(label.text() for label in dialog.findChildren(QLabel)
                     if label.isVisible())
        dialog.reject()

    QTimer.singleShot(0, fill_and_accept)
    menu_action(main_window, "Deck", "Paste Deck List…").trigger()
    assert any("deck code is damaged" in text for text in shown), shown
    assert main_window.editor.doc.deck == before


def menu_action(window, menu: str, text: str) -> QAction:  # type: ignore[no-untyped-def]
    """The action of the menu bar's ``menu`` called ``text`` (as a user finds it)."""
    for top in window.menuBar().actions():
        if top.text().replace("&", "") == menu:
            found = [a for a in top.menu().actions() if a.text().replace("&", "") == text]
            assert found, f"no {text!r} in {menu}"
            return found[0]
    raise AssertionError(f"no menu {menu!r}")


def test_export_for_cockatrice_writes_a_card_database(qtbot, main_window, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "cards"), ""))
    action(main_window, "Export for Cockatrice…").trigger()
    out = tmp_path / "cards.xml"
    text = out.read_text(encoding="utf-8")
    assert '<cockatrice_carddatabase version="4">' in text
    assert "<name>Storm Vector</name>" in text
    assert any((tmp_path / "pics" / "CUSTOM").iterdir())


def test_importing_an_unknown_xml_file_says_what_it_is(qtbot, main_window, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    path = tmp_path / "deck.dek"
    path.write_text('<?xml version="1.0"?>\n<Deck>\n<Cards Quantity="4" Name="Gale Lance"/>\n'
                    "</Deck>\n", encoding="utf-8")
    before = main_window.editor.doc.deck
    shown: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a, **k: shown.append(text))
    action(main_window, "Import Deck File…").trigger()
    assert shown == [f"{path}: line 2: an XML file whose root is <Deck>; Deckbuilder reads "
                     "Cockatrice .cod and OCTGN .o8d"]
    assert main_window.editor.doc.deck == before
