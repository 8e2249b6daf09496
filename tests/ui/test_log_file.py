"""The log file: an unexpected error is written there with its traceback and the error
dialog names the file (there is no terminal when the app starts from a menu); Help →
About names it too; the long jobs leave their start, end, duration and outcome."""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from deckbuilder import logs
from tests.ui.test_signal_slots import answer_save_dialog, menu_action


@pytest.fixture
def log_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The log set up as the app does at start, in a folder of the test's own."""
    monkeypatch.setenv("DECKBUILDER_LOG_DIR", str(tmp_path / "logs"))
    path = logs.setup_logging()
    assert path == (tmp_path / "logs" / logs.LOG_FILE_NAME).resolve()
    yield path
    for handler in list(logs.log.handlers):
        logs.log.removeHandler(handler)
        handler.close()


def log_text(path: Path) -> str:
    for handler in logs.log.handlers:
        handler.flush()
    return path.read_text(encoding="utf-8")


@pytest.mark.qt_no_exception_capture
def test_an_unexpected_error_from_a_menu_names_the_log_file_which_holds_the_traceback(  # type: ignore[no-untyped-def]
        main_window, service, log_path, monkeypatch, tmp_path):
    from deckbuilder.catalog.db import connect
    from deckbuilder.ui.app import _report_unexpected

    monkeypatch.setattr(sys, "excepthook", _report_unexpected)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda parent, title, text, *a: shown.append(text))
    answer_save_dialog(monkeypatch, tmp_path / "catalog.json")
    # The database goes away under the window (a disk unplugged, say): nothing of ours
    # expects that, so the export fails with an error nobody catches.
    service.db.conn.close()
    try:
        menu_action(main_window, "File/Export Catalog…").trigger()
    finally:
        service.db.conn = connect(service.db.path)
    assert shown, "no error dialog"
    assert str(log_path) in shown[-1] and "terminal" not in shown[-1]
    assert "ProgrammingError" in shown[-1]
    text = log_text(log_path)
    assert "Unexpected error: ProgrammingError" in text
    assert "Traceback (most recent call last)" in text
    assert "export_catalog" in text  # the frames, down to where it happened


def test_help_about_names_the_log_file(main_window, log_path, monkeypatch):  # type: ignore[no-untyped-def]
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    menu_action(main_window, "Help/About Deckbuilder").trigger()
    assert shown and str(log_path) in shown[0]


def test_long_jobs_leave_start_end_duration_and_outcome(  # type: ignore[no-untyped-def]
        qtbot, main_window, service, log_path, monkeypatch, tmp_path, qapp):
    from tests.ui.test_catalog_import_window import write_catalog
    from tests.ui.test_playtest_window import open_window
    from tests.ui.test_proxy_dialog import make_dialog

    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(write_catalog(tmp_path)), ""))
    menu_action(main_window, "File/Import Catalog…").trigger()
    answer_save_dialog(monkeypatch, tmp_path / "all.zip")
    menu_action(main_window, "File/Back Up All Data…").trigger()
    qapp.setOrganizationName("deckbuilder-tests")
    proxies = make_dialog(qtbot, service)
    answer_save_dialog(monkeypatch, tmp_path / "proxies.pdf")
    qtbot.mouseClick(proxies.save_button, Qt.MouseButton.LeftButton)
    panel = open_window(qtbot, service, "redakai-advanced").simulation
    panel.games_spin.setValue(20)
    with qtbot.waitSignal(panel.simulationFinished, timeout=60_000):
        qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    text = log_text(log_path)
    for job, details in (("catalog import", "added=2, updated=1"),
                         ("backup", "decks="),
                         ("proxies PDF", ""),
                         ("simulation", "games_played=20")):
        assert f"{job} started" in text
        assert re.search(rf"{job} done after \d+\.\d\d s.*{details}", text), (job, text)


def test_a_job_that_fails_is_logged_as_failed(log_path):  # type: ignore[no-untyped-def]
    logs.JobLog("backup", file="x.zip").end("failed", error="disk full")
    assert re.search(r"WARNING backup failed after \d+\.\d\d s: error=disk full",
                     log_text(log_path))


def test_the_log_file_rotates_instead_of_growing(log_path):  # type: ignore[no-untyped-def]
    line = "x" * 1000
    for _ in range(logs.MAX_BYTES // 1000 + 10):
        logs.log.info(line)
    assert log_path.stat().st_size <= logs.MAX_BYTES
    assert log_path.with_name(logs.LOG_FILE_NAME + ".1").exists()


def test_the_app_writes_its_log_where_it_is_told(tmp_path):  # type: ignore[no-untyped-def]
    folder = tmp_path / "logs"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DECKBUILDER_LOG_DIR=str(folder))
    out = subprocess.run(
        [sys.executable, "-c", "import sys; from deckbuilder.ui.app import run_app; "
         f"sys.exit(run_app({str(tmp_path / 'db.sqlite3')!r}, exit_on_launch=True))"],
        capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    text = (folder / logs.LOG_FILE_NAME).read_text(encoding="utf-8")
    assert re.search(r"INFO Deckbuilder \S+ started", text)
    assert logging.getLevelName(logging.INFO) in text
