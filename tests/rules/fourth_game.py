"""The test suite's fourth game: a copy of the Redakai package under a new id, with a kind,
a field, a value and an event of its own, added through the registry's discovery hook.
Shared by the rules test (tests/rules/test_fourth_game.py) and the window test
(tests/ui/test_fourth_game_window.py), which adds a field of its own."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import deckbuilder.rules.games as games_package
from deckbuilder.rules import registry

PACKAGE = "deckbuilder.rules.games.fourth"

#: Added to the copied descriptor: words no other game has, each different from its id.
DESCRIPTOR_EXTRA = '''

import dataclasses as _dataclasses

GAME = _dataclasses.replace(
    GAME,
    # No printed face of its own (the copied face.py stays unused): the generic face
    # draws its cards, as it draws any game's that has none.
    face="",
    kinds=(*GAME.kinds, "relic"),
    kind_titles={**GAME.kind_titles, "relic": game_text("ancient relic")},
    kind_headings={**GAME.kind_headings, "relic": game_text("Ancient relic")},
    field_labels={**GAME.field_labels, "shine": game_text("Shine level")},
    field_names={**GAME.field_names, "shine": game_text("shine level")},
    value_titles={**GAME.value_titles,
                  "shine": {"dim": game_text("barely glowing"), "sun": "Sunstone"}},
)
'''

#: A new event with its log line, in the game's own events module.
EVENTS_EXTRA = '''

@dataclass(frozen=True, slots=True, kw_only=True)
class RelicGlows(Event):
    name: ClassVar[str] = "relic_glows"
    card: str


def _relic_glows(w: Words[RelicGlows]) -> Msg:
    return w.pick(Msg("Your {card} glows"), Msg("{who}'s {card} glows"), card=w.e.card)


LOG_LINES = {**LOG_LINES, RelicGlows: _relic_glows}
'''


def _copy_redakai(target: Path) -> None:
    source = Path(games_package.__path__[0]) / "redakai"
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
    for path in target.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        text = (text.replace("deckbuilder.rules.games.redakai", PACKAGE)
                .replace('"redakai-advanced"', '"fourth-advanced"')
                .replace('"redakai"', '"fourth"')
                .replace('game_text("Redakai \u2014 advanced rules")',
                         'game_text("Fourth \u2014 advanced rules")')
                .replace('title="Redakai"', 'title="Fourth Game"')
                .replace("order=1,", "order=3,")
                .replace('search_aliases=("rk",)', 'search_aliases=("fg",)'))
        if path.name == "game.py":
            text += DESCRIPTOR_EXTRA
        if path.name == "events.py":
            text += EVENTS_EXTRA
        path.write_text(text, encoding="utf-8")


@contextmanager
def fourth_game(folder: Path, descriptor_extra: str = "") -> Iterator[str]:
    """The copy as ``deckbuilder.rules.games.fourth`` under ``folder`` (with
    ``descriptor_extra`` appended to its descriptor), through the registry's discovery
    hook (a folder added to the games package's path); taken away afterwards. Yields the
    game's id."""
    _copy_redakai(folder / "fourth")
    if descriptor_extra:
        game_py = folder / "fourth" / "game.py"
        game_py.write_text(game_py.read_text(encoding="utf-8") + descriptor_extra,
                           encoding="utf-8")
    games_package.__path__.append(str(folder))
    registry.rediscover()
    try:
        yield "fourth"
    finally:
        games_package.__path__.remove(str(folder))
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[name]
        registry.rediscover()
