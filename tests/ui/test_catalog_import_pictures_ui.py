"""Importing a catalog in the window: pictures outside the catalog's folder are read only
after the user says yes."""

from __future__ import annotations

import io
import json
from pathlib import Path

from PIL import Image
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox


def _action(window, text: str) -> QAction:  # type: ignore[no-untyped-def]
    for action in window.findChildren(QAction):
        if action.text().replace("&", "") == text:
            return action
    raise AssertionError(f"no action {text!r}")


def test_pictures_outside_the_catalog_folder_are_read_only_when_allowed(
        main_window, service, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    buf = io.BytesIO()
    Image.new("RGB", (60, 84), "blue").save(buf, "PNG")
    elsewhere = tmp_path / "elsewhere" / "far.png"
    elsewhere.parent.mkdir()
    elsewhere.write_bytes(buf.getvalue())
    catalog = tmp_path / "cat" / "cards.json"
    catalog.parent.mkdir()
    catalog.write_text(json.dumps([{
        "game": "redakai", "name": "Faraway Slash", "kind": "attack", "kairu": 1,
        "power": 1, "color": "red", "hits": [True, False, False],
        "image": str(elsewhere)}]), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(catalog), ""))
    asked: list[str] = []
    answer = QMessageBox.StandardButton.No

    def question(_parent, _title, text, *a):  # type: ignore[no-untyped-def]
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    _action(main_window, "Import Catalog…").trigger()
    assert len(asked) == 1 and str(elsewhere) in asked[0]
    assert service.cards.find("Faraway Slash") is None

    answer = QMessageBox.StandardButton.Yes
    _action(main_window, "Import Catalog…").trigger()
    rec = service.cards.find("Faraway Slash")
    assert rec is not None and rec.picture
    assert Path(service.picture_path(rec.picture)).read_bytes() == buf.getvalue()
