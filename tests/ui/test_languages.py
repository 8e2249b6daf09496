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

from deckbuilder.catalog.card_repository import CardRecord
from deckbuilder.rules.games.monster_cards.values import (
    MC_ELEMENTS,
    MC_MEANS,
    MC_SIZES,
    MC_SPECIES,
)
from deckbuilder.rules.games.monsuno.game import (
    MONSUNO_CATEGORIES,
    MONSUNO_TIMINGS,
)
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.catalog.catalog_model import SORT_ROLE, CatalogModel
from deckbuilder.ui.common.value_names import field_title, value_title

SCRIPT = r'''
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
app.setOrganizationName("deckbuilder-lang-test")
app.setApplicationName("deckbuilder-lang-test")
from deckbuilder.ui.common.i18n import chosen_language, install_translators
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
# the games' descriptors, context "GameText" (deckbuilder.ui.common.game_text). A translator that marks every message of
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
        return f"«{source}»" if context == "GameText" else None

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
    from deckbuilder.ui.cards.card_detail import CardDetailPane

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
    from deckbuilder.ui.cards.card_editor import CardEditorDialog, ColourEditor, EnumEditor

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
    from deckbuilder.ui.deck.deck_charts import DeckStatsPanel
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
    # The legend is a wrapping label of ours: every label whole, however narrow the panel
    # (issue 30: QtCharts' legend cut them, "S.T.O.R.M…"); a long one of several colours
    # may break after its "/".
    import html

    legend = html.unescape(panel.legend_text()).replace("\u200b", "").replace("\xa0", " ")
    assert all(label in legend for label in labels), (labels, legend)
    assert panel.group_legend.isVisible() and panel.group_legend.wordWrap()
    assert panel.display_name("fire", "monster-cards") == "«fire»"
    assert panel.display_name("storm", "monsuno") == "S.T.O.R.M."
    assert panel.display_name("neutral", "monsuno") == "«neutral»"
    # A kind reads as its game's descriptor names it (issue 29: no table of kinds here).
    assert panel.display_name("attack") == "«attack»"


# ------------------------------------------------------------------ lower layers' problems
# The rules and the catalog say what is wrong in English (the command line prints that) and
# give each problem a code with its values; deckbuilder.ui.common.error_text words it in the
# window's language. The window runs in Russian here, with the compiled translation.




def test_a_bad_pasted_line_is_explained_in_russian(russian: None, main_window) -> None:  # type: ignore[no-untyped-def]
    from deckbuilder.ui.deck.deck_editor import PasteDeckDialog

    text = "Name: Test\nDeck:\n3 Blazing Jab\n0 Blazing Jab\n"
    dialog = PasteDeckDialog(text, main_window)
    assert not main_window.editor.apply_list_text(text, dialog)
    shown = dialog.error.text()
    assert shown == ("вставленный список колоды: строка 4: число копий должно быть не меньше "
                     "1: «0 Blazing Jab»")
    assert dialog.edit.textCursor().selectedText() == "0 Blazing Jab"
    dialog.deleteLater()


def test_a_bad_query_is_explained_in_russian(russian: None, main_window) -> None:  # type: ignore[no-untyped-def]
    panel = main_window.catalog
    for query, expected in (
            ("game:monsuno (OR storm)", "символ 15): ожидалось слово или фильтр"),
            ("colour:red", "символ 1): неизвестное поле «colour»"),
            ("launch>=many", "символ 9): для «launch» нужно целое число, а не «many»"),
            ('name:"storm', "кавычка не закрыта"),
    ):
        panel.search.setText(query)
        assert not panel.run_search()
        assert panel.error.text().startswith("Проблема в запросе (")
        assert panel.error.text().endswith(expected), panel.error.text()
        assert panel.error.isVisible()


def test_a_bad_collection_file_is_explained_in_russian(
        russian: None, qtbot: QtBot, service: CatalogService, tmp_path: Path) -> None:
    from deckbuilder.ui.catalog.collection_import import CollectionImportDialog

    path = tmp_path / "mine.csv"
    path.write_text("Count,Name,Condition,Foil\n2,Blazing Jab,NM,\n1,Blazing Jab,LP,\n"
                    "x,Blazing Jab,,\n1,Blazing Jab,Awful,shiny\n", encoding="utf-8")
    dialog = CollectionImportDialog(service, path)
    qtbot.addWidget(dialog)
    lines = dialog.errors.toPlainText().splitlines()
    assert lines == [
        f"{path}: строка 4, столбец Count: ожидалось целое число от 0 до 9999, а указано 'x'",
        f"{path}: строка 5, столбец Condition: неизвестное состояние «Awful»; допустимо: NM, "
        "LP, MP, HP или DMG (или Near Mint, Lightly Played, Moderately Played, Heavily "
        "Played, Damaged)",
        f"{path}: строка 5, столбец Foil: ожидалось foil/normal или true/false, а указано "
        "«shiny»",
    ]
    assert dialog.status.text().startswith("Найдено 3 проблемы.")
    assert not dialog.import_button.isEnabled()

    # Unknown cards to be skipped are named in Russian too, with the suggestion.
    path.write_text("Count,Name\n1,Blazing Jabb\n", encoding="utf-8")
    dialog.replan()  # shown at once, no box to tick
    assert dialog.errors.toPlainText() == (
        "mine.csv: строка 2: неизвестная карта «Blazing Jabb» — может быть, вы имели в виду "
        "«Blazing Jab»?")


def test_catalog_and_deck_file_problems_are_explained_in_russian(
        russian: None, service: CatalogService, tmp_path: Path) -> None:
    from deckbuilder.catalog.file_problems import CatalogFileError
    from deckbuilder.services.deck_service import DeckFileError, DeckService
    from deckbuilder.ui.common.error_text import deck_file_error_text, file_error_text

    bad = tmp_path / "cards.csv"
    bad.write_text("game,name,kind,launch,colour\nmonsuno,A,monsuno,many,\n"
                   "monsuno,A,monsuno,2,\n", encoding="utf-8")
    with pytest.raises(CatalogFileError) as info:
        service.import_catalog(bad)
    assert file_error_text(info.value) == (
        f"{bad}: строка 1, столбец 5: неизвестный столбец 'colour'")
    bad.write_text("game,name,kind,launch,life,speed,damage,strike_type\n"
                   "monsuno,A,monsuno,many,5,1,1,fire\nmonsuno,B,monsuno,2,5,1,1,fire\n"
                   "monsuno,b,monsuno,2,5,1,1,fire\nmonsuno,C,monsuno,2,5,1,1\n",
                   encoding="utf-8")
    with pytest.raises(CatalogFileError) as info:
        service.import_catalog(bad)
    assert file_error_text(info.value).splitlines() == [
        f"{bad}: ничего не импортировано.",
        f"{bad}: строка 2, поле «launch»: ожидалось целое число ≥ 0, а указано 'many'",
        # What the rules find in a card is worded in Russian too.
        f"{bad}: строка 5, поле «strike_type»: не указано; ожидался текст",
        f"{bad}: строка 4: карта «b» (Monsuno) уже есть в файле (строка 3)",
    ]

    with pytest.raises(DeckFileError) as deck_info:
        DeckService(service.db).read_file(tmp_path / "missing.txt")
    assert deck_file_error_text(deck_info.value) == f"{tmp_path / 'missing.txt'}: файл не найден"


def test_every_problem_code_of_the_lower_layers_has_a_russian_wording(russian: None) -> None:
    """Each code given at a raise site (a ``code="…"`` argument in the modules of a family)
    has a template, each template is used, and each template reads in Russian with every
    placeholder filled: a new message without a translation fails here."""
    import ast
    import re

    from deckbuilder.ui.common.error_text import FAMILIES

    root = Path(__file__).resolve().parents[2]
    for family, (templates, modules) in FAMILIES.items():
        codes: set[str] = set()
        for path in (p for module in modules for p in sorted(root.glob(module))):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            codes |= {kw.value.value for node in ast.walk(tree) if isinstance(node, ast.Call)
                      for kw in node.keywords
                      if kw.arg == "code" and isinstance(kw.value, ast.Constant)}
        table = templates()
        assert codes, family
        assert codes - set(table) == set(), f"{family}: codes without a wording"
        assert set(table) - codes == set(), f"{family}: wordings of no code"
        for code, make in table.items():
            params = {"detail": "d", "max": 9, "min": 1, "got": "'x'", "field": "f", "op": ":",
                      "value": "v", "choices": "a, b", "token": "t", "key": "k", "fields": "f",
                      "suggestion": "s", "byte": 3, "reason": "r", "expected": "e", "type": "t",
                      "picture": "p.png", "column": "c", "name": "N", "first": 2,
                      "first_name": "M", "cells": 3, "columns": 2, "game": "monsuno",
                      "kind": "strike", "after": "'a'", "found": "'A'", "games": "A, B",
                      "separator": ";", "suggestions": ("S",), "condition": "NM",
                      "language": "en", "foil": True, "lines": "2, 3", "total": 5, "old": 4,
                      "new": 9, "expects": "int", "allowed": "a, b", "verb": "'heal'",
                      "max_mb": 50, "width": 8000, "height": 6000, "max_mp": 40,
                      "pixels": 10**10, "format": "PPM", "left": 0, "top": 0, "right": 70,
                      "bottom": 84, "source": "p.png", "encoding": "UTF-16", "length": 300,
                      "character": "U+0000", "escape": "\\ud800", "folder": "/f"}
            if code == "duplicate-card":
                params["first"] = {"line": 2}  # type: ignore[assignment]
            # A card's and a picture's problem carry the rules' or the store's own code.
            if code == "card-data":
                params.update(code="missing", params={"expects": "str"})
            if code == "picture-refused":
                params.update(code="not-a-picture", params={"source": "p.png"})
            text = make(params)
            assert not re.search(r"\{\w+\}", text), (family, code, text)
            if code != "other":  # a ValueError not of ours: its English text as it is
                assert re.search("[а-яё]", text), (family, code, text)


def test_every_expected_value_of_a_card_field_has_a_russian_wording(russian: None) -> None:
    """A wrong or missing value says what was expected, for every type of field."""
    import re

    from deckbuilder.rules.cards import SCHEMA
    from deckbuilder.ui.common.error_text import card_data_detail

    expectations = [spec.expectation() for specs in SCHEMA.values() for spec in specs]
    expectations += [{"expects": "nonempty-str"}, {"expects": "str"},
                     {"expects": "int", "min": 0}, {"expects": "int"}]
    assert {e["expects"] for e in expectations} >= {
        "int", "str", "nonempty-str", "bool", "enum", "str_list", "bool3", "defense3",
        "effects", "react"}
    for expectation in expectations:
        for code, params in (("wrong-value", {**expectation, "got": "'x'"}),
                             ("missing", expectation)):
            text = card_data_detail(code, params, "English")
            assert re.search("[а-яё]", text) and "{" not in text.replace('{"', ""), text
    # A type the window does not know keeps the English detail.
    assert card_data_detail("wrong-value", {"expects": "colour"}, "English") == "English"


def test_a_bad_catalog_card_and_a_bad_picture_are_explained_in_russian(
        russian: None, service: CatalogService, tmp_path: Path) -> None:
    from deckbuilder.catalog.file_problems import CatalogFileError
    from deckbuilder.ui.common.error_text import file_error_text

    bad = tmp_path / "cards.csv"
    bad.write_text("game,name,kind,rarity,power,element,species,means,size\n"
                   "monster-cards,Too Strong,monster,R,9,fire,beast,close,small\n"
                   "monster-cards,No Size,monster,Q,2,plasma,beast,close,\n",
                   encoding="utf-8")
    with pytest.raises(CatalogFileError) as info:
        service.import_catalog(bad)
    assert file_error_text(info.value).splitlines() == [
        f"{bad}: ничего не импортировано.",
        f"{bad}: строка 2, поле «power»: ожидалось целое число от 1 до 5, а указано 9",
        f"{bad}: строка 3, поле «element»: ожидалось одно из значений: normal, fire, water, "
        "wood, light, dark, а указано 'plasma'",
        f"{bad}: строка 3, поле «size»: не указано; ожидалось одно из значений: small, "
        "medium, large",
        f"{bad}: строка 3, поле «rarity»: ожидалось одно из значений: C, R, SR, UR, а "
        "указано 'Q'",
    ]

    scan = tmp_path / "scan.png"
    scan.write_bytes(b"not a picture at all")
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps({"format": "deckbuilder-catalog", "version": 1, "cards": [
        {"game": "redakai", "name": "Pictured", "kind": "attack", "kairu": 1, "power": 2,
         "color": "red", "hits": [True, False, False], "image": "scan.png",
         "effects": [{"do": "heal", "amount": 1, "color": "red"}]}]}), encoding="utf-8")
    with pytest.raises(CatalogFileError) as info:
        service.import_catalog(cards)
    assert file_error_text(info.value) == (
        f"{cards}: карта №1 'Pictured', поле «effects[1].color»: цвет бывает только у "
        "эффектов defense, а не у 'heal'")
    cards.write_text(cards.read_text(encoding="utf-8").replace(
        ', "color": "red"}]', "}]"), encoding="utf-8")
    with pytest.raises(CatalogFileError) as info:
        service.import_catalog(cards)
    assert file_error_text(info.value) == (
        f"{cards}: карта №1 'Pictured', поле «image»: {scan}: это не картинка, которую "
        "Deckbuilder умеет читать (PNG, JPEG, WebP, GIF, BMP или TIFF)")
    # The command line's English is unchanged.
    assert str(info.value).endswith(f"{scan}: not a picture Deckbuilder can read (PNG, JPEG, "
                                    "WebP, GIF, BMP or TIFF)")


def test_the_card_editor_explains_card_and_picture_problems_in_russian(
        russian: None, qtbot: QtBot, service: CatalogService, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QComboBox, QLineEdit

    from deckbuilder.ui.cards.card_editor import CardEditorDialog

    editor = CardEditorDialog(service, game="monsuno", kind="strike")
    editor.ask_before_discarding = False
    qtbot.addWidget(editor)
    editor.name_edit.setText("Storm Bolt X")
    strike_type = editor.field_widget("strike_type")
    assert isinstance(strike_type, QLineEdit)
    strike_type.setText("shock")
    assert editor.validate()
    category = editor.field_widget("category")
    assert isinstance(category, QComboBox)
    category.setCurrentIndex(category.findData("restricted"))
    assert not editor.validate()
    assert editor.error_text("restricted_to") == (
        "У ограниченной карты удара должно быть указано, чем она ограничена.")
    strike_type.clear()
    editor.validate()
    assert editor.error_text("strike_type") == "Обязательное поле."  # missing, by its code

    scan = tmp_path / "scan.png"
    scan.write_bytes(b"\x89PNG\r\n\x1a\nthis is not really a picture")
    assert not editor.pictures.set_picture_file(scan)
    assert editor.pictures.picture_error_text().startswith(f"Картинка не использована — {scan}: ")
    assert editor.pictures.picture_error_text().endswith(("картинка повреждена (Truncated File Read)",
                                                 "это не картинка, которую Deckbuilder умеет "
                                                 "читать (PNG, JPEG, WebP, GIF, BMP или TIFF)"))


def test_a_deck_file_that_cannot_be_checked_is_refused_in_russian(
        russian: None, main_window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    path = tmp_path / "odd.txt"
    path.write_text("3 No Such Card\n", encoding="utf-8")
    # No ruleset and no known card: refused with a message instead of an uncaught error.
    assert not main_window.editor.import_path(path)
    path.write_text("Deck:\n3 Blazing Jab\nSB:\n", encoding="utf-8")
    assert not main_window.editor.import_path(path)
    assert shown == [
        "в колоде не указаны правила, и ни одна её карта не известна; добавьте строку "
        "«Ruleset:» или выберите правила",
        f"{path}: строка 3: после «SB:» должна идти карта: «SB:»",
    ]


def test_the_deck_tables_name_cards_in_russian_with_the_original_beside(  # type: ignore[no-untyped-def]
        russian: None, main_window) -> None:
    """As the catalog does: the Russian name first, the printed one in brackets (a card
    without a translation keeps its own name)."""
    from deckbuilder.paths import resource

    assert main_window.editor.import_path(resource("decks", "redakai-advanced.txt"))
    model = main_window.editor.models["deck"]
    shown = [model.index(r, 1).data() for r in range(model.rowCount())]
    assert "Пылающий тычок (Blazing Jab)" in shown, shown
    rec = main_window.decks.cards.find("Blazing Jab", "redakai")
    assert rec is not None and rec.card.names.get("ru") == "Пылающий тычок"
