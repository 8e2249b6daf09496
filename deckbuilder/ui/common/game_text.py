"""The games' own words in the window's language: kinds, fields, values, rulesets and the
words their proxy faces print.

Each game's descriptor (``rules/games/<game>/game.py``) and rulesets carry their English
titles, written as ``game_text("…")`` (a plain string there is a proper name, shown as it
is); ``resources/tools/i18n.py extract`` finds them in the context "GameText", where this
module translates them. The window has no table per game,
so a new game's words need no change here, only their translations in the .ts file.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from deckbuilder.rules.face_design import game_face
from deckbuilder.rules.game import GameText
from deckbuilder.rules.registry import UnknownRuleset, all_games, get_ruleset

CONTEXT = "GameText"


def _tr(text: str) -> str:
    """A :class:`GameText` translated; any other text is a proper name, shown as it is."""
    return QCoreApplication.translate(CONTEXT, text) if isinstance(text, GameText) else text


def game_title(text: str) -> str:
    """A descriptor's title in the window's language (see :func:`_tr`)."""
    return _tr(text)


def _english(table: str, key: str) -> str | None:
    """The English title of ``key`` in the descriptors' ``table`` (the first game that has
    one: kinds and fields of the same id read the same in every game)."""
    for game in all_games():
        titles: Mapping[str, str] = getattr(game, table)
        if key in titles:
            return titles[key]
    return None


def value_cost(field: str, value: str) -> tuple[str, int] | None:
    """What choosing ``value`` of ``field`` adds to a deck cost: its type's title (in the
    window's language) and the cost (the first game whose descriptor has one)."""
    for game in all_games():
        found = game.value_costs.get(field, {}).get(value)
        if found is not None:
            return _tr(found[0]), found[1]
    return None


def kind_title(kind: str) -> str:
    """A card kind as a noun ("strike card"); an unknown kind as it is."""
    title = _english("kind_titles", kind)
    return _tr(title) if title is not None else kind


def kind_heading(kind: str) -> str:
    """A card kind as a heading ("Strike card"); an unknown kind as it is."""
    title = _english("kind_headings", kind)
    return _tr(title) if title is not None else kind


def field_label(name: str) -> str | None:
    """A game's card field as a label ("Super strike damage"), None if no game has it."""
    title = _english("field_labels", name)
    return _tr(title) if title is not None else None


def field_name(name: str) -> str | None:
    """A game's card field inside running text ("launch"), None if no game names it."""
    title = _english("field_names", name)
    return _tr(title) if title is not None else None


def value_titles(field: str) -> dict[str, str] | None:
    """Value → title of a field's closed set of values; None for an open set."""
    for game in all_games():
        titles = game.value_titles.get(field)
        if titles is not None:
            return {value: _tr(title) for value, title in titles.items()}
    return None


def ruleset_title(ruleset_id: str, fallback: str = "") -> str:
    """The title of a ruleset; ``fallback`` (or the id) for an unknown one."""
    try:
        return _tr(get_ruleset(ruleset_id).title)
    except UnknownRuleset:
        return fallback or ruleset_id


def face_words() -> dict[str, str]:
    """The words every registered game's proxy face prints (its ``FaceStyle.words``),
    English → in the window's language; a game without a face of its own adds none."""
    out: dict[str, str] = {}
    for game in all_games():
        face = game_face(game.id)
        for word in face.words if face is not None else ():
            out[str(word)] = _tr(word)
    return out
