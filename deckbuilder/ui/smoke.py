"""The desktop build's self-test: ``deckbuilder --smoke-test OUT_DIR`` (hidden; read by
packaging/launcher.py before the command line is parsed).

It goes through what a user of the built app does first — the window on a new database
(the catalog fills), a bundled deck, the playtest table, the proxy dialog writing a PDF and
the scan dialog (cameras listed by QtMultimedia, a photo made and scanned with OpenCV) —
with no display (``QT_QPA_PLATFORM=offscreen``), and says what it did. A PyInstaller build
that leaves out a module, a Qt plugin or a data file the app needs fails here, on the
machine that built it: tests/test_packaging_build.py and packaging/build.sh run it on the
built folder, the desktop CI workflow on Windows and macOS.

Output in OUT_DIR: ``smoke.sqlite3`` (the new database), ``proxies.pdf``, ``photo.jpg``
(the photo scanned) and ``smoke.json`` (what each step found). On stdout: one ``smoke:``
line per step and the Qt modules loaded. Exit status 0 when every step worked, else 1.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: The deck opened, and scanned from: MONSTER CARDS (every card has a picture).
DECK = "monster-cards.txt"
#: How long one step may wait for the event loop (a frozen app on a busy CI machine).
STEP_LIMIT_S = 120.0


class SmokeFailure(RuntimeError):
    """A step did not do what it should; the message says which and what was seen."""


def _say(text: str) -> None:
    print(f"smoke: {text}", flush=True)


def _wait_until(done: Callable[[], bool], what: str) -> None:
    """Run the event loop until ``done()``; SmokeFailure after STEP_LIMIT_S."""
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + STEP_LIMIT_S
    while not done():
        if time.monotonic() > end:
            raise SmokeFailure(f"gave up waiting for {what}")
        QApplication.processEvents()
        time.sleep(0.01)


def _in_next_modal(act: Callable[[Any], None], errors: list[BaseException]) -> None:
    """Call ``act(dialog)`` on the next modal dialog once its exec() runs, as a user
    clicking in it would; an error is kept in ``errors`` and the dialog rejected."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def attempt(tries: int = 0) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            if tries > 500:
                errors.append(SmokeFailure("the dialog did not open"))
                return
            QTimer.singleShot(10, lambda: attempt(tries + 1))
            return
        try:
            act(dialog)
        except BaseException as exc:  # handed to the caller after exec() returns
            errors.append(exc)
            dialog.close()  # a dialog closed is rejected

    QTimer.singleShot(0, attempt)


def _photo(out: Path, deck_names: list[str]) -> tuple[Path, str]:
    """A photo (deckbuilder.scan.synth) of the first card of the deck with a picture."""
    import numpy as np
    from PIL import Image

    from deckbuilder.paths import resource
    from deckbuilder.scan import synth
    from deckbuilder.scan.images import load_picture

    catalog = resource("catalogs", "monster-cards.json")
    cards = json.loads(catalog.read_text(encoding="utf-8"))["cards"]
    by_name = {c["name"]: c for c in cards if c.get("image")}
    name = next(n for n in deck_names if n in by_name)
    picture = load_picture(catalog.parent / by_name[name]["image"])
    shot = synth.single_photo(random.Random(7), picture, name)
    path = out / "photo.jpg"
    Image.fromarray(np.asarray(shot.image)).save(path, "JPEG", quality=90)
    return path, name


def _refuse_message_boxes() -> list[str]:
    """Close every message box that comes up (nobody is there to answer it) and keep its
    text: the smoke test fails on any; the list fills while the steps run."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    seen: list[str] = []

    def check() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(f"{box.windowTitle()}: {box.text()}")
            _say(f"unexpected message box: {seen[-1]}")
            box.reject()

    timer = QTimer(QApplication.instance())
    timer.timeout.connect(check)
    timer.start(100)
    return seen


def _multimedia() -> dict[str, Any]:
    """The cameras QtMultimedia sees (none on a CI machine) and proof that its backend
    plugin loaded: without one Qt decodes no media format at all."""
    from PySide6.QtMultimedia import QMediaFormat

    from deckbuilder.ui.common.camera import camera_names

    cameras = camera_names()
    formats = QMediaFormat().supportedFileFormats(QMediaFormat.ConversionMode.Decode)
    if not formats:
        raise SmokeFailure("QtMultimedia has no backend: no media format can be decoded "
                           "(the multimedia plugin is missing from the build)")
    return {"cameras": [name for _id, name in cameras], "decodable_formats": len(formats)}


def run(out_dir: str | Path) -> int:
    """The self-test; returns the exit status."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = Path(out_dir).resolve()
    out.mkdir(parents=True, exist_ok=True)
    report: dict[str, Any] = {"steps": []}
    try:
        _steps(out, report)
    except BaseException as exc:
        traceback.print_exc()
        report["error"] = f"{type(exc).__name__}: {exc}"
        _say(f"FAILED: {report['error']}")
    qt = sorted(m for m in sys.modules if m.startswith("PySide6.Qt"))
    report["qt_modules"] = qt
    _say("Qt modules loaded: " + " ".join(m.removeprefix("PySide6.") for m in qt))
    (out / "smoke.json").write_text(json.dumps(report, indent=2), encoding="utf-8")
    ok = "error" not in report
    _say("all steps passed" if ok else "the smoke test FAILED")
    return 0 if ok else 1


def _steps(out: Path, report: dict[str, Any]) -> None:
    from PySide6.QtWidgets import QApplication

    from deckbuilder.paths import resource
    from deckbuilder.ui.app import start_app, start_window

    def done(step: str, **found: Any) -> None:
        report["steps"].append(step)
        report.update(found)
        _say(f"{step}: " + ", ".join(f"{k} {v}" for k, v in found.items()))

    app = start_app("en")

    # start_app shows an uncaught error in a message box: nobody is there to close it.
    def stop(kind: type[BaseException], exc: BaseException, tb: Any) -> None:
        traceback.print_exception(kind, exc, tb)
        QApplication.exit(1)
        raise SystemExit(1)

    sys.excepthook = stop
    unexpected = _refuse_message_boxes()
    window = start_window(out / "smoke.sqlite3")
    if window is None:
        raise SmokeFailure("the main window did not open")
    try:
        _wait_until(lambda: window.model.total > 0, "the catalog to show cards")
        done("catalog", catalog_cards=window.model.total)

        window.open_deck_files([resource("decks", DECK)])
        doc = window.editor.doc
        deck = doc.deck
        if deck.count("deck") == 0:
            raise SmokeFailure(f"the deck {DECK} opened empty")
        # Saved, as a user would: closing the window then asks nothing.
        deck_id = doc.save("smoke test")
        done("deck", deck=DECK, deck_cards=deck.count("deck"), saved_as=deck_id)

        window.act_playtest.trigger()
        table = getattr(window, "playtest_window", None)
        if table is None or not table.isVisible():
            raise SmokeFailure("the playtest window did not open")
        from deckbuilder.ui.playtest.playtest_table import CardTile

        _wait_until(lambda: bool(table.table.zones), "the zones on the table")
        done("playtest", zones=len(table.table.zones),
             cards_shown=len(table.table.findChildren(CardTile)))
        table.close()

        errors: list[BaseException] = []
        pdf = out / "proxies.pdf"

        def write_pdf(dialog: Any) -> None:
            if not dialog.save_pdf(pdf):
                raise SmokeFailure("the proxy dialog did not write the PDF")
            dialog.accept()

        _in_next_modal(write_pdf, errors)
        window.act_proxies_deck.trigger()
        if errors:
            raise errors[0]
        if not pdf.is_file() or pdf.read_bytes()[:5] != b"%PDF-":
            raise SmokeFailure(f"{pdf} is not a PDF")
        done("proxies", pdf=pdf.name, pdf_bytes=pdf.stat().st_size)

        photo, card = _photo(out, [e.name for e in deck.zone("deck")])
        scanned: dict[str, Any] = {}

        def scan(dialog: Any) -> None:
            scanned.update(_multimedia())
            dialog.scan_photos([photo])
            _wait_until(lambda: dialog._job is None, "the scan to finish")
            rows = dialog.model.rows
            scanned["found"] = len(rows)
            scanned["matched"] = [r.choice.name for r in rows if r.choice is not None]
            dialog.close_dialog()

        _in_next_modal(scan, errors)
        window.act_scan_cards.trigger()
        if errors:
            raise errors[0]
        if card not in scanned.get("matched", []):
            raise SmokeFailure(f"the scan of a photo of {card!r} found {scanned}")
        done("scan", photo=photo.name, card=card, **scanned)
    finally:
        window.close()
        window.service.close()
        app.processEvents()
    if unexpected:
        raise SmokeFailure("unexpected message: " + " | ".join(unexpected))
