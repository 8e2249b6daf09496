"""The window's save dialogs refuse the database and the pictures folder as a target, as
the command line does."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox


def _action(window, text: str) -> QAction:  # type: ignore[no-untyped-def]
    for action in window.findChildren(QAction):
        if action.text().replace("&", "") == text:
            return action
    raise AssertionError(f"no action {text!r}")


@pytest.mark.parametrize("menu", ["Export Collection CSV…", "Export Catalog…",
                                  "Back Up All Data…", "Export Deck…"])
def test_saving_over_the_database_is_refused_with_a_message(
        main_window, service, monkeypatch, menu) -> None:  # type: ignore[no-untyped-def]
    db = Path(service.db.path)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _p, _t, text, *a: shown.append(text))
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: shown.append(text))
    for target in (db, Path(f"{db}-wal"), service.db.pictures_dir / "x.json"):
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            lambda *a, t=target, **k: (str(t), ""))
        shown.clear()
        _action(main_window, menu).trigger()
        assert len(shown) == 1 and "choose another" in shown[0], shown
        assert hashlib.sha256(db.read_bytes()).hexdigest() == before
        assert not (service.db.pictures_dir / "x.json").exists()
