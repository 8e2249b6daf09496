"""The window's save dialogs refuse the database and the pictures folder as a target, as
the command line does."""

from __future__ import annotations

import hashlib
import os
import stat
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
                                  "Export for Cockatrice…", "Back Up All Data…",
                                  "Export Deck…"])
def test_saving_over_the_database_is_refused_with_a_message(
        main_window, service, monkeypatch, tmp_path, menu) -> None:  # type: ignore[no-untyped-def]
    db = Path(service.db.path)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _p, _t, text, *a: shown.append(text))
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: shown.append(text))
    link = tmp_path / "harmless.json"
    link.symlink_to(db)
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for target in (db, Path(f"{db}-wal"), service.db.pictures_dir / "x.json", link, fifo):
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            lambda *a, t=target, **k: (str(t), ""))
        shown.clear()
        _action(main_window, menu).trigger()
        assert len(shown) == 1 and "choose another" in shown[0], shown
        assert hashlib.sha256(db.read_bytes()).hexdigest() == before
        assert not (service.db.pictures_dir / "x.json").exists()
        assert stat.S_ISFIFO(fifo.lstat().st_mode) and link.is_symlink()


def test_printing_to_a_file_goes_through_the_output_gate(
        qtbot, service, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    # The print dialog's "Print to file" aimed at the database: refused with a message,
    # the database untouched; aimed at a new file: a whole PDF there.
    import PySide6.QtPrintSupport as print_support
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QDialog

    from tests.ui.test_proxy_dialog import make_dialog

    db = Path(service.db.path)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    chosen: list[Path] = []

    class PrintToFile:
        def __init__(self, printer: QPrinter, _parent: object) -> None:
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            printer.setOutputFileName(str(chosen[-1]))

        def exec(self) -> QDialog.DialogCode:
            return QDialog.DialogCode.Accepted

    monkeypatch.setattr(print_support, "QPrintDialog", PrintToFile)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: shown.append(text))
    dialog = make_dialog(qtbot, service)
    chosen.append(db)
    dialog.print_button.click()
    assert len(shown) == 1 and "choose another" in shown[0], shown
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before
    chosen.append(tmp_path / "printed.pdf")
    dialog.print_button.click()
    assert len(shown) == 1
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF")
