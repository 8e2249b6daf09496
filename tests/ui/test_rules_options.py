"""The Rules Options dialog: every engine option as a control, MONSTER CARDS' attribute
tables as clickable grids, bad values refused with the reason."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QDoubleSpinBox, QLabel, QLineEdit, QTabWidget

from deckbuilder.rules.games.monster_cards import MonsterCardsOptions, load_tables
from deckbuilder.rules.registry import get_ruleset
from deckbuilder.ui.playtest.rules_options import OptionsDialog, TableGrid


def _options(ruleset: str):  # type: ignore[no-untyped-def]
    engine = get_ruleset(ruleset).engine
    assert engine is not None
    return engine.options_type()


def test_options_have_readable_labels_and_change_the_game(qtbot):  # type: ignore[no-untyped-def]
    dialog = OptionsDialog(_options("monsuno-medium"))
    qtbot.addWidget(dialog)
    labels = [w.text() for w in dialog.findChildren(QLabel)]
    assert "Launch weight: miss:" in labels
    miss = dialog.findChild(QDoubleSpinBox, "option_launch_miss")
    clash = dialog.findChild(QDoubleSpinBox, "option_launch_clash")
    miss.setValue(0.5)
    clash.setValue(0.3)
    dialog.accept()
    assert dialog.result() == OptionsDialog.DialogCode.Accepted
    assert dialog.result_options.launch_miss == 0.5


def test_impossible_launch_chances_are_refused_with_the_reason(qtbot):  # type: ignore[no-untyped-def]
    base = _options("monsuno-medium")
    dialog = OptionsDialog(base)
    qtbot.addWidget(dialog)
    for name in ("launch_miss", "launch_clash", "launch_both_out"):
        dialog.findChild(QDoubleSpinBox, f"option_{name}").setValue(0)
    dialog.accept()
    assert dialog.result() != OptionsDialog.DialogCode.Accepted
    assert "launch" in dialog.error.text()
    assert dialog.result_options is base
    dialog._defaults()
    dialog.accept()
    assert dialog.result_options == base


def test_monster_cards_tables_are_grids_a_click_cycles(qtbot):  # type: ignore[no-untyped-def]
    base = _options("monster-cards")
    dialog = OptionsDialog(base)
    qtbot.addWidget(dialog)
    tabs = dialog.findChild(QTabWidget, "attributeTables")
    assert [tabs.tabText(i) for i in range(tabs.count())] == \
        ["Element", "Species", "Means", "Size"]
    grid = dialog.findChild(TableGrid, "option_element_table")
    fire, water = grid.axis.index("fire"), grid.axis.index("water")
    assert grid.item(fire, water).text() == "D"  # as in the rules
    grid._cycle(fire, water)  # D → nobody
    assert grid.item(fire, water).text() == ""
    grid._cycle(fire, water)  # → A
    dialog.accept()
    table = dialog.result_options.element_table
    assert ("fire", "water", "A") in table and ("fire", "water", "D") not in table
    assert len(table) == len(base.element_table)


def test_rarity_ranks_are_text_and_a_typo_is_named(qtbot):  # type: ignore[no-untyped-def]
    dialog = OptionsDialog(_options("monster-cards"))
    qtbot.addWidget(dialog)
    ranks = dialog.findChild(QLineEdit, "option_rarity_ranks")
    assert ranks.text() == "C=1, R=2, SR=3, UR=4"
    ranks.setText("C=1, R=2, SR=3, UR=five")
    dialog.accept()
    assert "UR=five" in dialog.error.text()
    ranks.setText("C=1, R=2, SR=4, UR=8")
    dialog.accept()
    assert dict(dialog.result_options.rarity_ranks)["UR"] == 8


def test_saved_tables_load_back_as_the_same_rules(qtbot, tmp_path):  # type: ignore[no-untyped-def]
    dialog = OptionsDialog(_options("monster-cards"))
    qtbot.addWidget(dialog)
    grid = dialog.findChild(TableGrid, "option_size_table")
    grid._cycle(0, 0)  # small against small: nobody → A
    target = tmp_path / "house-rules.json"
    assert dialog.save_tables(target)
    loaded = MonsterCardsOptions(tables_file=str(target))
    dialog.accept()
    assert loaded.size_table == dialog.result_options.size_table
    assert ("small", "small", "A") in loaded.size_table
    assert load_tables(target)["rarity_ranks"] == dialog.result_options.rarity_ranks


# --------------------------------------------------------------------------- deck rules

def _deck_spin(dialog, name):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QSpinBox

    return dialog.findChild(QSpinBox, f"deck_{name}")


def test_deck_building_options_have_their_own_section(qtbot):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QGroupBox

    ruleset = get_ruleset("monsuno-tcg")
    dialog = OptionsDialog(_options("monsuno-tcg"), ruleset=ruleset)
    qtbot.addWidget(dialog)
    box = dialog.findChild(QGroupBox, "deckRules")
    assert box is not None and box.title() == "Deck building"
    assert list(dialog.deck_editors) == ["deck_min", "deck_max", "copy_limit",
                                         "unique_limit", "launch_cap"]
    # RULES.md §3 for the tournament preset: at least 40, 3 copies, Unique once, launch 15.
    assert [_deck_spin(dialog, n).value() for n in ("deck_min", "copy_limit",
                                                     "unique_limit", "launch_cap")] \
        == [40, 3, 1, 15]
    assert _deck_spin(dialog, "deck_max").text() == "No limit"
    labels = [w.text() for w in box.findChildren(QLabel)]
    assert "Deck minimum (cards):" in labels and "Team launch cost at most:" in labels
    _deck_spin(dialog, "deck_min").setValue(30)
    _deck_spin(dialog, "launch_cap").setValue(_deck_spin(dialog, "launch_cap").minimum())
    dialog.accept()
    rules = dialog.result_deck_rules
    assert rules.deck_min == 30 and rules.launch_cap is None     # "No limit"
    assert rules.copy_limit == 3 and rules.team_size == 3
    # Restore Defaults brings back the ruleset's own.
    dialog._defaults()
    assert _deck_spin(dialog, "deck_min").value() == 40
    assert _deck_spin(dialog, "launch_cap").value() == 15


def test_each_game_shows_its_own_deck_options(qtbot):  # type: ignore[no-untyped-def]
    expected = {"monster-cards": ["deck_min", "deck_max", "copy_limit", "cost_cap"],
                "redakai-advanced": ["deck_min", "deck_max", "copy_limit"],
                "monsuno-medium": ["deck_min", "deck_max", "copy_limit", "unique_limit",
                                   "launch_cap"]}
    for rid, names in expected.items():
        ruleset = get_ruleset(rid)
        dialog = OptionsDialog(_options(rid), ruleset=ruleset)
        qtbot.addWidget(dialog)
        assert list(dialog.deck_editors) == names
        dialog.accept()
        assert dialog.result_deck_rules == ruleset.deck_rules  # untouched: the same rules
    mc = OptionsDialog(_options("monster-cards"), ruleset=get_ruleset("monster-cards"))
    qtbot.addWidget(mc)
    assert _deck_spin(mc, "cost_cap").value() == 200 and _deck_spin(mc, "deck_max").value() == 20
    # Without a ruleset (as the playtest window opens it today) there is no deck section.
    plain = OptionsDialog(_options("monster-cards"))
    qtbot.addWidget(plain)
    assert plain.deck_editors == {} and plain.result_deck_rules is None
    plain.accept()
    assert plain.result() == OptionsDialog.DialogCode.Accepted


def test_a_deck_minimum_above_the_maximum_is_refused(qtbot):  # type: ignore[no-untyped-def]
    ruleset = get_ruleset("monster-cards")
    dialog = OptionsDialog(_options("monster-cards"), ruleset=ruleset)
    qtbot.addWidget(dialog)
    _deck_spin(dialog, "deck_min").setValue(30)
    dialog.accept()
    assert dialog.result() != OptionsDialog.DialogCode.Accepted
    assert "(30)" in dialog.error.text() and "(20)" in dialog.error.text()
    assert dialog.result_deck_rules is ruleset.deck_rules


# --------------------------------------------------------------------------- languages

class _Marking(QTranslator):
    """Marks every text of the dialog and of the value titles: what is shown marked went
    through the translation."""

    def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[no-untyped-def]
        return f"«{source}»" if context in ("GameText", "OptionsDialog") else None

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def marked(qapp):  # type: ignore[no-untyped-def]
    translator = _Marking(qapp)
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def test_engine_option_errors_are_translated_by_their_code(qtbot, marked):  # type: ignore[no-untyped-def]
    dialog = OptionsDialog(_options("monster-cards"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.editors["hand_size"].setValue(0)
    dialog.editors["protect_reduction"].setFocus()
    dialog.accept()
    assert dialog.error.text() == "«Hand size must be at least 1.»"
    assert dialog.focusWidget() is dialog.editors["hand_size"]    # the field at fault
    medium = OptionsDialog(_options("monsuno-medium"))
    qtbot.addWidget(medium)
    for name in ("launch_miss", "launch_clash", "launch_both_out"):
        medium.editors[name].setValue(0)
    medium.accept()
    assert medium.error.text() == \
        "«At least one launch weight (miss, clash or both out) must be above 0.»"
    # An engine message the dialog does not know is still shown, inside a translated line.
    assert medium.engine_error("something new") == \
        "«The rules do not accept these options: %1»".replace("%1", "something new")
    assert medium.engine_error("/x/t.json: cannot read the table file (No such file)") == \
        "«Cannot read the tables file %1 (%2).»".replace("%1", "/x/t.json").replace(
            "%2", "No such file")


def test_attribute_grids_show_the_values_titles(qtbot, marked):  # type: ignore[no-untyped-def]
    dialog = OptionsDialog(_options("monster-cards"))
    qtbot.addWidget(dialog)
    for name, value in (("element_table", "fire"), ("species_table", "beast"),
                        ("means_table", "close"), ("size_table", "small")):
        grid = dialog.findChild(TableGrid, f"option_{name}")
        i = grid.axis.index(value)                         # the data keeps the key
        assert grid.horizontalHeaderItem(i).text() == f"«{value}»"
        assert grid.verticalHeaderItem(i).text() == f"«{value}»"
        assert grid.item(i, i).toolTip() == f"«{value}» → «{value}»"
    dialog.accept()
    assert dialog.result_options == _options("monster-cards")   # keys, not titles
