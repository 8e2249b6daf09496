"""Screenshots of the main window with a deck loaded, and of the playtest window of every
starter deck a few steps into a game, in English and Russian.

    python -m bench screenshots [--out DIR]

Each language runs in its own process (a translator is installed once per application).
The pictures are for people to look at; nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

SCRIPT = r'''
import os, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
out, lang, db = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
app = QApplication([])
app.setOrganizationName("deckbuilder-screenshots")
app.setApplicationName("deckbuilder-screenshots")
from deckbuilder.paths import resource
from deckbuilder.ui.common.i18n import install_translators
keep = install_translators(app, lang)
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.main_window import MainWindow
service = CatalogService.open(db)
w = MainWindow(service)
w.resize(1600, 920)
w.show()
w.editor.import_path(resource("decks", "redakai-advanced.txt"))
w.catalog.search.setText("game:redakai kind:attack")
w.catalog.run_search()
w.editor.doc.add("deck", "Blazing Jab", 1)
w.editor.collection_check.setChecked(True)
for _ in range(40):
    app.processEvents()
    w.pictures.wait(50)
    w.big_pictures.wait(50)
app.processEvents()
w.grab().save(str(out / f"main-{lang}.png"))
w.side_tabs.setCurrentIndex(1)
app.processEvents()
w.grab().save(str(out / f"main-{lang}-statistics.png"))
w.editor.doc.undo_stack.setClean()
w.close()
w.deleteLater()
app.processEvents()
print(out / f"main-{lang}.png")

# The playtest window of every starter deck, a few bot steps into the game.
from deckbuilder.rules.registry import RULESET_IDS
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.playtest_service import PlaytestService
from deckbuilder.ui.playtest.playtest_window import PlaytestWindow
decks = DeckService(service.db)
playtest = PlaytestService(decks)
for rid in RULESET_IDS:
    deck = decks.read_file(resource("decks", f"{rid}.txt"))
    ruleset, _ = decks.ruleset_for(deck)
    pw = PlaytestWindow(playtest, playtest.playable(deck, ruleset), title=deck.name)
    pw.resize(1500, 950)
    pw.show()
    for _ in range(12):
        if pw.state.winner is not None:
            break
        pw.bot_step()
    for _ in range(20):
        app.processEvents()
    target = out / f"playtest-{rid}-{lang}.png"
    pw.grab().save(str(target))
    print(target)
    pw.close()
    pw.deleteLater()
    app.processEvents()
'''


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench screenshots")
    ap.add_argument("--out", type=Path, default=Path("bench/out"))
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   XDG_CONFIG_HOME=str(Path(tmp) / "config"))
        for lang in ("en", "ru"):
            db = Path(tmp) / f"shots-{lang}.sqlite3"
            out = subprocess.run([sys.executable, "-c", SCRIPT, str(args.out), lang, str(db)],
                                 env=env, capture_output=True, text=True, check=True)
            print(out.stdout.strip())
    return 0
