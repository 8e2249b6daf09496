"""English and Russian: the window starts in the language asked for."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SCRIPT = r'''
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
app.setOrganizationName("deckbuilder-lang-test")
app.setApplicationName("deckbuilder-lang-test")
from deckbuilder.ui.i18n import chosen_language, install_translators
if sys.argv[2] == "settings":
    QSettings().setValue("ui/language", "ru")
    lang = chosen_language(None)
else:
    lang = chosen_language(sys.argv[2])
keep = install_translators(app, lang)
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.main_window import MainWindow
w = MainWindow(CatalogService.open(sys.argv[1]))
w.editor.apply_list_text("Deck:\n4 Blazing Jab\n")
out = {
    "lang": lang,
    "menus": [a.text() for a in w.menuBar().actions()],
    "problems": [w.editor.problems_model.index(r, 0).data()
                 for r in range(w.editor.problems_model.rowCount())],
    "placeholder": w.catalog.search.placeholderText(),
    "count": w.count_label.text(),
}
w.editor.doc.undo_stack.setClean()
print(json.dumps(out, ensure_ascii=False))
'''


def run(tmp_path: Path, lang: str) -> dict:  # type: ignore[type-arg]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "cfg"),
               LANG="en_US.UTF-8", LC_ALL="en_US.UTF-8")
    out = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path / "db.sqlite3"), lang],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_window_starts_in_russian_when_asked(tmp_path: Path) -> None:
    ru = run(tmp_path, "ru")
    assert ru["lang"] == "ru"
    assert ru["menus"][:3] == ["&Файл", "&Правка", "&Колода"]
    assert any("Blazing Jab" in p and "не более 3" in p for p in ru["problems"])
    assert "карт" in ru["count"]
    assert ru["placeholder"].startswith("Поиск")


def test_english_is_the_default(tmp_path: Path) -> None:
    en = run(tmp_path, "en")
    assert en["menus"][:3] == ["&File", "&Edit", "&Deck"]
    assert any("4 copies of 'Blazing Jab'" in p for p in en["problems"])


def test_the_language_chosen_in_settings_is_used(tmp_path: Path) -> None:
    assert run(tmp_path, "settings")["menus"][0] == "&Файл"


def test_every_message_has_a_russian_translation() -> None:
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, str(root / "resources" / "tools" / "i18n.py"),
                          "check"], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout
    assert (root / "resources" / "translations" / "deckbuilder_ru.qm").stat().st_size > 10_000
