"""The window's file dialogs read through the same input gate as the command line: a pipe
(which would wait forever for a writer) or a link to /dev/zero (which would fill the
memory) chosen in a dialog is refused at once with the gate's message, nothing changed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox


def action(window, text: str) -> QAction:  # type: ignore[no-untyped-def]
    found = [a for a in window.findChildren(QAction) if a.text().replace("&", "") == text]
    assert found, f"no action {text!r}"
    return found[0]


@pytest.fixture
def hostile(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    os.mkfifo(tmp_path / "pipe.txt")
    (tmp_path / "zero.txt").symlink_to("/dev/zero")
    return {"pipe": (tmp_path / "pipe.txt", "not a regular file (a pipe); give a file"),
            "zero": (tmp_path / "zero.txt", "not a regular file (a device); give a file")}


@pytest.mark.parametrize("case", ["pipe", "zero"])
def test_import_deck_file_refuses_a_pipe_or_a_device(  # type: ignore[no-untyped-def]
        qtbot, main_window, monkeypatch: pytest.MonkeyPatch,
        hostile: dict[str, tuple[Path, str]], case: str) -> None:
    path, reason = hostile[case]
    before = main_window.editor.doc.deck
    shown: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a, **k: shown.append(text))
    action(main_window, "Import Deck File…").trigger()
    assert shown == [f"{path}: {reason}"]
    assert main_window.editor.doc.deck == before


@pytest.mark.parametrize("case", ["pipe", "zero"])
def test_restore_from_backup_refuses_a_pipe_or_a_device(  # type: ignore[no-untyped-def]
        qtbot, main_window, monkeypatch: pytest.MonkeyPatch,
        hostile: dict[str, tuple[Path, str]], case: str) -> None:
    path, reason = hostile[case]
    shown: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a, **k: shown.append(text))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: pytest.fail("asked to restore a refused file"))
    action(main_window, "Restore From Backup…").trigger()
    assert shown == [f"{path}: {reason}"]
    assert getattr(main_window, "pending_restore", None) is None
