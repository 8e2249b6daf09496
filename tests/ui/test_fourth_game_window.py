"""A fourth game is one folder for the window too (issue 29): the test suite's copy of the
Redakai package under a new id, with a field none of the three games has ("shine"),
works through the window's widgets with no change to the window's code."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

import deckbuilder.rules.games as games_package
from deckbuilder.rules import registry
from tests.rules.test_fourth_game import PACKAGE, _copy_redakai

#: The fourth game's own field: a closed set of values on its attack cards, shown as a
#: column of the catalog table when the search is limited to the game.
SHINE_EXTRA = '''

GAME = _dataclasses.replace(
    GAME,
    schema={**GAME.schema,
            "attack": (*GAME.schema["attack"],
                       FieldSpec("shine", "enum", choices=("dim", "sun"), searchable=True,
                                 sortable=True, column=80))},
    palette={**GAME.palette, "shine": {"dim": (90, 90, 120), "sun": (250, 200, 40)}},
)
'''


@pytest.fixture
def fourth(tmp_path: Path) -> Iterator[str]:
    """The copy as ``deckbuilder.rules.games.fourth`` with its "shine" field, through the
    registry's discovery hook; taken away afterwards."""
    _copy_redakai(tmp_path / "fourth")
    game_py = tmp_path / "fourth" / "game.py"
    game_py.write_text(game_py.read_text(encoding="utf-8") + SHINE_EXTRA, encoding="utf-8")
    games_package.__path__.append(str(tmp_path))
    registry.rediscover()
    try:
        yield "fourth"
    finally:
        games_package.__path__.remove(str(tmp_path))
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[name]
        registry.rediscover()


def _type(qtbot, panel, text: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(panel.search, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(panel.search, text)
    qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not panel.searching, timeout=5000)


def _headers(model) -> list[str]:  # type: ignore[no-untyped-def]
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def test_searching_the_fourth_game_shows_its_own_columns(  # type: ignore[no-untyped-def]
        fourth, qtbot, main_window):
    panel = main_window.catalog
    _type(qtbot, panel, f"game:{fourth}")
    assert not panel.error.isVisible()
    headers = _headers(main_window.model)
    # The game's own fields, titled by its descriptor, the new one among them.
    assert "Kairu" in headers and "Shine level" in headers
