"""The Rules Options dialog: every engine option as a control, MONSTER CARDS' attribute
tables as clickable grids, bad values refused with the reason."""

from __future__ import annotations

from PySide6.QtWidgets import QDoubleSpinBox, QLabel, QLineEdit, QTabWidget

from deckbuilder.rules.games.monster_cards import MonsterCardsOptions, load_tables
from deckbuilder.rules.registry import get_ruleset
from deckbuilder.ui.rules_options import OptionsDialog, TableGrid


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
