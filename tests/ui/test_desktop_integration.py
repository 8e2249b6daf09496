"""What the desktop hands the app: deck files dropped on the launcher, and the icon."""

from __future__ import annotations

from deckbuilder.paths import resource


def test_a_deck_file_given_at_start_opens_in_the_editor(main_window, tmp_path):  # type: ignore[no-untyped-def]
    other = tmp_path / "second.txt"
    other.write_text(resource("decks", "monster-cards.txt").read_text(encoding="utf-8"),
                     encoding="utf-8")
    main_window.open_deck_files([resource("decks", "redakai-advanced.txt"), other])
    assert main_window.editor.doc.deck.ruleset == "redakai-advanced"
    assert main_window.editor.doc.deck.name == "Ember Grove"
    # The editor holds one deck: the user is told which file was not opened.
    assert "second.txt" in main_window.statusBar().currentMessage()


def test_a_bad_deck_file_at_start_leaves_the_editor_as_it_was(main_window, tmp_path,  # type: ignore[no-untyped-def]
                                                              monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a: warned.append(text))
    before = main_window.editor.doc.deck
    main_window.open_deck_files([tmp_path / "missing.txt"])
    assert warned and "missing.txt" in warned[0]
    assert main_window.editor.doc.deck == before


def test_the_app_has_its_icon_in_every_size(qapp):  # type: ignore[no-untyped-def]
    from deckbuilder.ui.app import DESKTOP_ID, _set_icon

    _set_icon(qapp)
    sizes = {s.width() for s in qapp.windowIcon().availableSizes()}
    assert {16, 32, 48, 256} <= sizes
    assert qapp.desktopFileName() == DESKTOP_ID


def test_an_uncaught_error_is_shown_not_only_printed(qapp, monkeypatch, capsys):  # type: ignore[no-untyped-def]
    import sqlite3

    from PySide6.QtWidgets import QMessageBox

    from deckbuilder.ui.app import _report_unexpected

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda parent, title, text, *a: shown.append(text))
    err = sqlite3.OperationalError("database is locked")
    _report_unexpected(type(err), err, None)
    assert "busy" in shown[-1] and "not saved" in shown[-1]
    other = RuntimeError("boom")
    _report_unexpected(type(other), other, None)
    assert "RuntimeError: boom" in shown[-1]
    assert "boom" in capsys.readouterr().err
