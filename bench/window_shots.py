"""Screenshots of every main window of the app at one screen size and language, and a check
that each one fits the screen: ``python -m bench window-shots``; the screenshot test runs the
same script (tests/ui/test_screenshots.py).

    python -m bench window-shots [--out DIR] [--size 1280x720] [--lang en] [--half]
    python -m bench window-shots --guide   # the User Guide's pictures (resources/help)

The script runs in a subprocess of its own: the offscreen platform's screen size is fixed
when the application starts (a ``configfile`` for ``QT_QPA_PLATFORM=offscreen``) and a translator is
installed once per application. It prints one JSON line per window: its name, the file
saved, and the problems found (a visible button or status bar outside the screen, a label
elided although it has room).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

#: The windows shot, in order (the file names are ``<name>-<W>x<H>-<lang>.png``).
WINDOWS = ("welcome", "main", "deck-visual", "catalog-grid", "statistics", "problems",
           "card-editor", "playtest", "rules-options", "sample-hand", "simulation",
           "game-over", "opponent-picker", "proxies", "print-shop", "new-deck",
           "open-deck", "card-viewer", "collection", "collection-decks",
           "install-cockatrice", "install-tts", "settings")

SCRIPT = r'''
import json, sys
from pathlib import Path
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDialog, QLabel, QMainWindow,
                               QStatusBar, QWidget)
out, lang, db, tag = Path(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
half = sys.argv[5] == "half"
app = QApplication([])
app.setOrganizationName("deckbuilder-screenshots")
app.setApplicationName("deckbuilder-screenshots")
from deckbuilder.paths import resource
from deckbuilder.ui.common.i18n import install_translators
keep = install_translators(app, lang)
try:
    from deckbuilder.ui.common.style import apply_style
    apply_style(app)
except ImportError:
    pass
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.main_window import MainWindow

screen = app.primaryScreen().availableGeometry()


def settle(w=None, n=20):
    for _ in range(n):
        app.processEvents()
        if w is not None and hasattr(w, "pictures") and hasattr(w.pictures, "wait"):
            w.pictures.wait(20)


def problems(top):
    found = []
    frame = top.frameGeometry()
    if not screen.contains(frame.topLeft()) or frame.width() > screen.width() \
            or frame.height() > screen.height():
        found.append(f"window {frame.width()}x{frame.height()}+{frame.x()}+{frame.y()} "
                     f"outside the screen {screen.width()}x{screen.height()}")
    for w in top.findChildren(QWidget):
        if not w.isVisibleTo(top) or not isinstance(w, (QAbstractButton, QStatusBar)):
            continue
        # Inside a scroll area a widget may be scrolled out of view: its viewport counts.
        p = w.parentWidget()
        clipped = False
        while p is not None and p is not top:
            if p.objectName() == "qt_scrollarea_viewport":
                clipped = True
                break
            p = p.parentWidget()
        if clipped:
            continue
        # Tab bar scroll arrows and the like are Qt's own.
        if w.objectName().startswith("qt_") or type(w).__name__ == "QToolButton" \
                and w.parentWidget() is not None \
                and type(w.parentWidget()).__name__ == "QTabBar":
            continue
        tl = w.mapTo(top, QPoint(0, 0))
        r = QRect(tl, w.size())
        inside = top.rect()
        if not inside.contains(r) or not w.visibleRegion().boundingRect().size() == w.size() \
                and w.visibleRegion().isEmpty():
            text = w.text() if isinstance(w, QAbstractButton) else "status bar"
            found.append(f"{type(w).__name__} {text!r} at {r.x()},{r.y()} "
                         f"{r.width()}x{r.height()} outside {inside.width()}x{inside.height()}")
    for lab in top.findChildren(QLabel):
        if not lab.isVisibleTo(top) or lab.wordWrap() or not lab.text() \
                or lab.textFormat() == Qt.TextFormat.RichText or "<" in lab.text():
            continue
        shown = lab.text().split("\n")[0].replace("&&", "\0").replace("&", "").replace("\0", "&")
        need = lab.fontMetrics().horizontalAdvance(shown)
        if need > lab.contentsRect().width() + 1 and lab.sizePolicy().horizontalPolicy() \
                != lab.sizePolicy().Policy.Ignored and lab.maximumWidth() > need:
            found.append(f"label {lab.text()!r} cut: needs {need}px, has "
                         f"{lab.contentsRect().width()}px")
    # A combo box cuts its current text with "…" when it is too narrow for it.
    from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox
    for box in top.findChildren(QComboBox):
        if not box.isVisibleTo(top) or box.isEditable() or not box.currentText():
            continue
        if box.toolTip().split("\n")[0] == box.currentText():
            continue  # cut on purpose, the whole text the tip's first line (ElidingComboBox)
        opt = QStyleOptionComboBox()
        box.initStyleOption(opt)
        field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                           QStyle.SubControl.SC_ComboBoxEditField, box)
        room = field.width() - (box.iconSize().width() + 4 if not opt.currentIcon.isNull()
                                else 0)
        need = box.fontMetrics().horizontalAdvance(box.currentText())
        if need > room + 1:
            found.append(f"combo {box.currentText()!r} cut: needs {need}px, has {room}px")
    # Charts say what they had to shorten (their legend and axis labels are painted).
    for chart in top.findChildren(QWidget):
        cut = getattr(chart, "elided_texts", None)
        if callable(cut) and chart.isVisibleTo(top):
            found.extend(f"chart text {t!r} cut" for t in cut())
    return found


def shot(name, top, extra=()):
    settle(top)
    path = out / f"{name}-{tag}-{lang}.png"
    picture = top.grab()
    if half and picture.width() > 900:
        # Small files for the repository's docs; the test's artifacts keep full size. (A
        # small dialog stays as it is: at half size its words could not be read.)
        picture = picture.scaledToWidth(picture.width() // 2,
                                        Qt.TransformationMode.SmoothTransformation)
    picture.save(str(path))
    print(json.dumps({"window": name, "file": str(path),
                      "problems": problems(top) + list(extra)}), flush=True)


service = CatalogService.open(db)
w = MainWindow(service)
w.show()
settle(w, 40)
shot("welcome", w)  # a first start: the greeting in the deck's place
w.editor.import_path(resource("decks", "redakai-advanced.txt"))
w.catalog.search.setText("game:redakai")
w.catalog.run_search()
for _ in range(30):
    app.processEvents()
    w.pictures.wait(30)
    w.big_pictures.wait(30)
shot("main", w)
# The deck as card pictures (issue 30): at 1280x720 at least 12 cards in view.
w.editor.views.visual_button.click()
for _ in range(30):
    app.processEvents()
    w.editor.visual.pictures.wait(30)
v = w.editor.visual
# A fourth copy of a card: framed red, the copy limit broken (undone after the shot).
v.select_names("deck", ["Blazing Jab"])
v.bump(1)
settle(w)
seen = [p for p in v.placed if v.viewport().rect().contains(v.visual_rect(p.item))]
used = max((p.rect.bottom() for p in v.placed), default=0) - v.verticalScrollBar().value()
shot("deck-visual", w,
     ([] if len(seen) >= 12 else [f"deck view: {len(seen)} cards in view, 12 wanted"])
     + ([] if used >= v.viewport().height() * 0.6 else
        [f"deck view: cards fill {used} of {v.viewport().height()} px"]))
w.editor.act_undo.trigger()
w.editor.views.list_button.click()
w.catalog.grid_button.click()
for _ in range(30):
    app.processEvents()
    w.catalog.grid.pictures.wait(30)
shot("catalog-grid", w)
w.catalog.list_button.click()
w.side_tabs.setCurrentIndex(1)
shot("statistics", w)
w.side_tabs.setCurrentIndex(0)
# A deck with errors and warnings, each with its fix: a fourth copy, a misspelt card, a
# character short, and the collection check's warnings.
ed = w.editor
ed.tabs.setCurrentIndex(0)
with ed.doc.batch("shots"):
    ed.doc.add("deck", "Blazing Jab", 1)
    ed.doc.add("deck", "Magma Fistt", 2)
    ed.doc.add("team", ed.doc.deck.team[0].name, -1)
ed.collection_check.setChecked(True)
settle(w, 40)
# The divider dragged up, as a user reading the problems would.
split_total = sum(ed.outer_split.sizes())
before_split = ed.outer_split.sizes()
ed.outer_split.setSizes([split_total * 2 // 5, split_total - split_total * 2 // 5])
settle(w, 40)
shot("problems", w)
ed.outer_split.setSizes(before_split)
ed.collection_check.setChecked(False)
ed.import_path(resource("decks", "redakai-advanced.txt"))
settle(w)

from deckbuilder.ui.cards.card_editor import CardEditorDialog
rec = w.decks.cards.find("Blazing Jab", "redakai")
dlg = CardEditorDialog(service, rec, parent=w)
dlg.show()
shot("card-editor", dlg)
dlg.reject()

from deckbuilder.services.playtest_service import PlaytestService
from deckbuilder.ui.playtest.playtest_window import PlaytestWindow
from deckbuilder.rules.registry import RULESET_IDS
playtest = PlaytestService(w.decks)
deck = w.decks.read_file(resource("decks", "monsuno-tcg.txt"))
ruleset, _ = w.decks.ruleset_for(deck)
pw = PlaytestWindow(playtest, playtest.playable(deck, ruleset), title=deck.name, parent=w)
pw.show()
for _ in range(6):
    if pw.state.winner is not None:
        break
    pw.bot_step()
shot("playtest", pw)
from deckbuilder.ui.playtest.rules_options import OptionsDialog
od = OptionsDialog(pw.options, pw, ruleset=pw.playable.ruleset, deck_rules=pw.controller.deck_rules)
od.show()
shot("rules-options", od)
od.reject()
pw.tabs.setCurrentIndex(1)
shot("sample-hand", pw)
pw.tabs.setCurrentIndex(2)
shot("simulation", pw)
pw.tabs.setCurrentIndex(0)
pw.controller.bot_to_end()
pw.refresh()
shot("game-over", pw)  # the finished game's summary in the choices' place
# Who sits across: the one picker, the starter deck chosen and "Opponent plays" ticked.
pw.tabs.setCurrentIndex(0)
pk = pw.seats.picker
pick = next(i for i in range(pk.count()) if isinstance(pk.itemData(i), Path))
pk.setCurrentIndex(pick)
pk.activated.emit(pick)
pw.seats.opponent_speed.setCurrentIndex(pw.seats.opponent_speed.findData(-1))
pw.seats.opponent_check.setChecked(True)
settle(pw, 40)
shot("opponent-picker", pw)
pw.close()
settle()

from deckbuilder.ui.proxies.proxy_dialog import ProxyDialog
from deckbuilder.services.proxy_service import ProxyService
proxies = ProxyService(service, w.decks)
doc = w.editor.doc
items = proxies.deck_items(doc.deck, doc.ruleset)
pd = ProxyDialog(items, title=doc.title(), parent=w)
pd.show()
shot("proxies", pd)
from deckbuilder.ui.proxies.print_shop import PrintShopDialog
psd = PrintShopDialog(pd.print_items(), parent=pd)
psd.show()
shot("print-shop", psd)
psd.reject()
pd.reject()

from deckbuilder.ui.deck.deck_dialogs import NewDeckDialog, OpenDeckDialog
nd = NewDeckDialog(doc.ruleset.id, parent=w)
nd.show()
shot("new-deck", nd)
nd.reject()
import dataclasses
grove = w.decks.read_file(resource("decks", "redakai-advanced.txt"))
w.decks.save(dataclasses.replace(grove, name="My Ember Grove"))
w.decks.save(dataclasses.replace(grove.add("deck", "Blazing Jab", 1), name="Four Jabs"))
odk = OpenDeckDialog(w.decks, parent=w)
odk.show()
shot("open-deck", odk)
odk.reject()
from deckbuilder.ui.common.card_viewer import record_picture, show_card_large
viewer = show_card_large(w, rec.card.name, record_picture(service.pictures_dir, rec))
shot("card-viewer", viewer)
viewer.close()

# The collection window over two saved decks and a few cards owned (some with a price,
# one on the trade list): its cards, then its Decks tab with a deck chosen.
decks = service.deck_service()
for name in ("redakai-advanced.txt", "monsuno-tcg.txt"):
    decks.import_file(resource("decks", name), replace_existing=True)
for i, rec in enumerate(service.records(service.search_ids("game:redakai", limit=24))):
    service.set_owned(rec.id, 1 + i % 4)
sample = Path(out) / "collection-sample.csv"
sample.write_text("Count,Tradelist Count,Name,My Price\n7,2,Vine Snap,$0.10\n"
                  "2,0,Blazing Jab,$0.50\n", encoding="utf-8")
service.apply_collection_import(service.plan_collection_import(sample), previewed=False)
sample.unlink()
w.collection.show_collection()
cw = w.collection.overview
settle(cw)
shot("collection", cw)
cw.tabs.setCurrentIndex(2)
cw.decks_view.selectRow(1)
settle(cw)
shot("collection-decks", cw)
cw.close()
settle()

# The install dialogs show the other programs' usual folders: a player's, not this run's.
import os
for name in ("DECKBUILDER_COCKATRICE_DIR", "DECKBUILDER_TTS_DIR"):
    os.environ.pop(name, None)
os.environ["HOME"] = "/home/player"
os.environ["XDG_DATA_HOME"] = "/home/player/.local/share"
for name, dialog in (("install-cockatrice", w.online.cockatrice_dialog()),
                     ("install-tts", w.online.tts_dialog())):
    dialog.show()
    shot(name, dialog)
    dialog.reject()
from deckbuilder.ui.common.settings_dialog import SettingsDialog
sd = SettingsDialog(w)
sd.show()
shot("settings", sd)
sd.reject()
doc.new()
w.close()
settle()
'''


def run(out: Path, size: str, lang: str, env: dict[str, str] | None = None,
        half: bool = False) -> list[dict]:
    """Shoot every window at ``size`` ("WxH") in ``lang``; return one record per window.
    ``half``: pictures at half size."""
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        base = dict(os.environ if env is None else env)
        width, height = (int(v) for v in size.split("x"))
        config = Path(tmp) / "screen.json"
        config.write_text(json.dumps({"windowFrameMargins": True, "screens": [
            {"name": "shots", "x": 0, "y": 0, "width": width, "height": height,
             "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
        base.update(QT_QPA_PLATFORM=f"offscreen:configfile={config}",
                    XDG_CONFIG_HOME=str(Path(tmp) / "config"),
                    XDG_DATA_HOME=str(Path(tmp) / "data"))
        db = Path(tmp) / "shots.sqlite3"
        done = subprocess.run([sys.executable, "-c", SCRIPT, str(out), lang, str(db), size,
                               "half" if half else "full"],
                              env=base, capture_output=True, text=True)
        records = [json.loads(line) for line in done.stdout.splitlines()
                   if line.startswith("{")]
        if done.returncode != 0:
            raise RuntimeError(f"window shots {size} {lang} failed:\n{done.stderr[-3000:]}")
        return records


#: The windows the User Guide shows, shot at 1280×720 and kept at half size.
GUIDE = ("main", "catalog-grid", "statistics", "playtest", "sample-hand",
         "install-cockatrice", "install-tts")
ROOT = Path(__file__).resolve().parents[1]


def guide() -> int:
    """Regenerate the User Guide's pictures: resources/help/<lang>/images/<window>.png."""
    for lang in ("en", "ru"):
        folder = ROOT / "resources" / "help" / lang / "images"
        with tempfile.TemporaryDirectory() as tmp:
            for rec in run(Path(tmp), "1280x720", lang, half=True):
                if rec["window"] in GUIDE:
                    folder.mkdir(parents=True, exist_ok=True)
                    target = folder / f"{rec['window']}.png"
                    target.write_bytes(Path(rec["file"]).read_bytes())
                    print(target.relative_to(ROOT))
    return 0


def main(argv: list[str]) -> int:
    if argv == ["--guide"]:
        return guide()
    ap = argparse.ArgumentParser(prog="python -m bench window-shots")
    ap.add_argument("--out", type=Path, default=Path("build/screenshots"))
    ap.add_argument("--size", action="append", help="WxH (default 1280x720 and 1920x1080)")
    ap.add_argument("--lang", action="append", help="en, ru (default both)")
    ap.add_argument("--half", action="store_true", help="pictures at half size")
    args = ap.parse_args(argv)
    bad = 0
    for size in args.size or ["1280x720", "1920x1080"]:
        for lang in args.lang or ["en", "ru"]:
            for rec in run(args.out, size, lang, half=args.half):
                print(rec["file"])
                for p in rec["problems"]:
                    bad += 1
                    print("   ", p)
    return 1 if bad else 0
