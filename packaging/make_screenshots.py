"""Make the screenshots of the AppStream metadata (packaging/linux/*.metainfo.xml).

    .venv/bin/python packaging/make_screenshots.py

writes packaging/screenshots/deck-editor.png (the window with a starter deck open, as a new
user sees it) and packaging/screenshots/deck-image.png (that deck exported as a deck
image). The window is drawn offscreen on a fresh database with the starter catalogs, in
English, at 1280 × 800. Run it again after changing the window and commit the results.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "packaging" / "screenshots"
SIZE = (1280, 800)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from deckbuilder.paths import resource
    from deckbuilder.services.catalog_service import CatalogService
    from deckbuilder.services.deck_service import DeckService
    from deckbuilder.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName("deckbuilder-screenshots")
    app.setApplicationName("deckbuilder-screenshots")
    QSettings().clear()
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        service = CatalogService.open(Path(tmp) / "db.sqlite3")
        window = MainWindow(service)
        window.resize(*SIZE)
        window.show()
        window.editor.import_path(resource("decks", "redakai-advanced.txt"))
        for _ in range(20):
            app.processEvents()
        if not window.grab().save(str(OUT / "deck-editor.png")):
            raise SystemExit("cannot write deck-editor.png")
        decks = DeckService(service.db)
        decks.export_file(window.editor.doc.deck, OUT / "deck-image.png", "image")
        window.editor.doc.undo_stack.setClean()
        window.close()
        service.close()
    for name in ("deck-editor.png", "deck-image.png"):
        print(OUT / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
