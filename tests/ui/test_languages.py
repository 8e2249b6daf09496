"""English and Russian: the window starts in the language asked for, and card data values
(fire, red, core-tech…) are shown by their titles while data, search and sort keep the keys."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTranslator
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from deckbuilder.catalog.cards import CardRecord
from deckbuilder.rules.cards import (
    MC_ELEMENTS,
    MC_MEANS,
    MC_SIZES,
    MC_SPECIES,
    MONSUNO_CATEGORIES,
    MONSUNO_TIMINGS,
)
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.catalog_model import SORT_ROLE, CatalogModel
from deckbuilder.ui.value_names import field_title, value_title

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


# ------------------------------------------------------------------ card values
# Card data values (fire, red, core-tech…) are shown by their titles from
# deckbuilder.ui.value_names, context "ValueNames". A translator that marks every message of
# that context («fire») shows which texts went through it, whether or not the Russian file
# translates them yet; the data, the search and the sort keep the raw keys.

#: The closed value sets (RULES.md §1) and the Redakai colours of the printed cards.
CLOSED = {"element": MC_ELEMENTS, "species": MC_SPECIES, "means": MC_MEANS, "size": MC_SIZES,
          "timing": MONSUNO_TIMINGS, "category": MONSUNO_CATEGORIES,
          "color": ("red", "blue", "green", "purple", "yellow", "orange", "black", "white",
                    "clear")}
MANUFACTURERS = {"core-tech": "Core-Tech", "storm": "S.T.O.R.M.", "eklipse": "Eklipse"}


class _Marking(QTranslator):
    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        # None (not "") lets the other contexts fall through to their source text.
        return f"«{source}»" if context == "ValueNames" else None

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def marked(qapp: QApplication) -> Iterator[None]:
    translator = _Marking(qapp)
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def _mark(field: str, value: str) -> str:
    return MANUFACTURERS.get(value, f"«{value}»") if field == "manufacturer" else f"«{value}»"


def _all_records(service: CatalogService) -> list[CardRecord]:
    model = CatalogModel(service)
    model.set_query("")
    model.fetch_all()
    return [model.record(r) for r in range(model.rowCount())]


def test_value_titles_in_english_and_their_fallbacks() -> None:
    for field, values in CLOSED.items():
        assert [value_title(field, v) for v in values] == list(values)
    assert {v: value_title("manufacturer", v) for v in MANUFACTURERS} == MANUFACTURERS
    assert value_title("restricted_to", "storm") == "S.T.O.R.M."
    # Open sets and unknown values stay as the data has them.
    assert value_title("strike_type", "blade") == "blade"
    assert value_title("color", "teal") == "teal"
    assert value_title("species", "robot") == "robot"
    assert value_title("manufacturer", "Acme") == "Acme"
    assert value_title("color", "Red") == "red"
    assert field_title("strike_type") == "strike type"
    assert field_title("kairu") == "Kairu"


def test_value_titles_are_translated_except_proper_names(marked: None) -> None:
    for field, values in CLOSED.items():
        assert [value_title(field, v) for v in values] == [f"«{v}»" for v in values]
    assert {v: value_title("manufacturer", v) for v in MANUFACTURERS} == MANUFACTURERS
    assert value_title("manufacturer", "neutral") == "«neutral»"
    assert value_title("strike_type", "blade") == "blade"
    assert field_title("launch") == "«launch»"


def test_catalog_cells_show_value_titles_and_sort_and_search_by_raw_keys(
        marked: None, service: CatalogService) -> None:
    model = CatalogModel(service)
    seen: set[tuple[str, str]] = set()
    for game, fields in (("monster-cards", ("element", "species", "means", "size")),
                         ("redakai", ("color",)), ("monsuno", ("manufacturer",))):
        model.set_query(f"game:{game}")
        model.fetch_all()
        for field in fields:
            col = model.column_of(field)
            for row in range(model.rowCount()):
                raw = model.record(row).card.fields.get(field)
                if raw is None:
                    continue
                index = model.index(row, col)
                assert index.data() == _mark(field, raw), (field, raw)
                assert index.data(SORT_ROLE) == raw
                seen.add((field, raw))
    # The starter catalog uses every element, species, means and size.
    for field in ("element", "species", "means", "size"):
        assert {v for f, v in seen if f == field} == set(CLOSED[field])

    # The mixed view: "Faction" and the details' field names and values.
    model.set_query("")
    model.fetch_all()
    faction, details = model.column_of("type"), model.column_of("details")
    texts = {model.record(r).card.game + "/" + model.record(r).card.kind:
             (model.index(r, faction).data(), model.index(r, details).data())
             for r in range(model.rowCount())}
    assert texts["monster-cards/monster"][0].startswith("«")
    assert "«species» «" in texts["monster-cards/monster"][1]
    assert "«launch» " in texts["monsuno/monsuno"][1]
    assert texts["monsuno/monsuno"][0] in MANUFACTURERS.values()
    assert "«defence» «" in texts["redakai/monster"][1]

    # The search and the sort use the raw keys: the order is the raw one, not the titles'.
    assert model.set_query("game:monster-cards element:fire")
    assert model.rowCount() > 0
    assert {model.record(r).card.fields["element"] for r in range(model.rowCount())} == {"fire"}
    model.set_query("game:monster-cards")
    model.sort(model.column_of("species"))
    model.fetch_all()
    raw = [model.record(r).card.fields["species"] for r in range(model.rowCount())]
    assert raw == sorted(raw)


def test_filter_choices_show_titles_and_write_raw_keys(marked: None, main_window) -> None:  # type: ignore[no-untyped-def]
    panel = main_window.catalog
    for game, choices in (("monster-cards", MC_ELEMENTS),
                          ("redakai", ("red", "blue", "green", "purple", "yellow")),
                          ("monsuno", tuple(MANUFACTURERS))):
        panel.game_box.setCurrentIndex(panel.game_box.findData(game))
        box = panel.group_box
        assert [box.itemData(i) for i in range(1, box.count())] == list(choices)
        field = {"monsuno": "manufacturer", "redakai": "color"}.get(game, "element")
        assert [box.itemText(i) for i in range(1, box.count())] == [
            _mark(field, c) for c in choices]
    panel.game_box.setCurrentIndex(panel.game_box.findData("monster-cards"))
    panel.group_box.setCurrentIndex(panel.group_box.findData("water"))
    assert "element:water" in panel.search.text()


def test_card_pane_shows_every_closed_value_by_its_title(
        marked: None, qtbot: QtBot, service: CatalogService) -> None:
    from deckbuilder.ui.card_detail import CardDetailPane

    pane = CardDetailPane()
    qtbot.addWidget(pane)
    checked = 0
    for rec in _all_records(service):
        pane.set_record(rec)
        shown = " | ".join(w.text() for w in pane.findChildren(QLabel))
        for field, value in rec.card.fields.items():
            if field in CLOSED or field == "manufacturer":
                assert _mark(field, value) in shown, (rec.card.name, field, value)
                checked += 1
        for zone in rec.card.fields.get("defense") or ():
            if zone is not None:
                assert f"«{zone['color']}» {zone['value']}" in shown
    assert checked > 100


def test_card_editor_choices_and_summary_show_titles(
        marked: None, qtbot: QtBot, qapp: QApplication, service: CatalogService) -> None:
    from deckbuilder.ui.card_editor import CardEditorDialog, ColourEditor, EnumEditor

    qapp.setOrganizationName("deckbuilder-tests")
    qapp.setApplicationName("deckbuilder-tests")
    QSettings().remove("card_editor")

    def editor(game: str, kind: str) -> CardEditorDialog:
        dialog = CardEditorDialog(service, None, game=game, kind=kind)
        dialog.ask_before_discarding = False
        qtbot.addWidget(dialog)
        return dialog

    mc = editor("monster-cards", "monster")
    for field in ("element", "species", "means", "size"):
        combo = mc.field_widget(field)
        values = [combo.itemData(i) for i in range(combo.count()) if combo.itemData(i)]
        assert values == list(CLOSED[field])
        assert [combo.itemText(combo.findData(v)) for v in values] == [
            f"«{v}»" for v in values]
    mc.name_edit.setText("Marked Beast")
    for field, value in (("element", "fire"), ("species", "dragon"), ("means", "magic"),
                         ("size", "large")):
        combo = mc.field_widget(field)
        combo.setCurrentIndex(combo.findData(value))
    assert isinstance(mc.field_editor("element"), EnumEditor)
    assert mc.field_editor("element").value() == "fire"
    assert "«fire»" in mc.preview_stats.text() and "«dragon»" in mc.preview_stats.text()
    assert mc.shortcut_hint.wordWrap()

    strike = editor("monsuno", "strike")
    timing = strike.field_widget("timing")
    assert timing.currentData() == "damage" and timing.currentText() == "«damage»"

    # A colour: the known ones by their titles, stored by their keys; others as typed.
    attack = editor("redakai", "attack")
    colour = attack.field_editor("color")
    assert isinstance(colour, ColourEditor)
    colour.combo.setCurrentIndex(colour.combo.findData("blue"))
    assert colour.combo.currentText() == "«blue»" and colour.value() == "blue"
    colour.set_value("red")
    assert colour.combo.currentText() == "«red»" and colour.value() == "red"
    colour.combo.setEditText("teal")
    assert colour.value() == "teal"
    colour.combo.setEditText("green")  # the key typed in a translated window still works
    assert colour.value() == "green"
    QSettings().remove("card_editor")


def test_deck_statistics_name_groups_by_their_titles(marked: None, qtbot: QtBot) -> None:
    from deckbuilder.rules.registry import get_ruleset
    from deckbuilder.ui.deck_stats import DeckStatsPanel
    from tests.rules.engine_support import starter_deck

    panel = DeckStatsPanel()
    qtbot.addWidget(panel)
    panel.resize(380, 900)
    panel.show()
    qtbot.waitExposed(panel)
    panel.set_deck(starter_deck("redakai-advanced"), get_ruleset("redakai-advanced"))
    labels = panel.group_labels()
    assert "«red» 17" in labels
    combined = [label for label in labels if "/" in label]
    assert combined and all(label.startswith("«") and "»/«" in label for label in combined)
    # Narrow, a long label of several colours breaks after "/" instead of being cut off.
    assert all("/<br>" in label for label in panel.legend_labels() if "/" in label)
    panel.resize(1400, 900)
    qtbot.waitUntil(lambda: not any("<br>" in s for s in panel.legend_labels()))
    assert panel.display_name("fire", "monster-cards") == "«fire»"
    assert panel.display_name("storm", "monsuno") == "S.T.O.R.M."
    assert panel.display_name("neutral", "monsuno") == "«neutral»"
    assert panel.display_name("attack") == "attack"  # kinds keep their own titles
