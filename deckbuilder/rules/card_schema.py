"""The vocabulary a game's card schema is written in: :class:`FieldSpec` (one field of a
kind), :class:`CardDataError` (a card breaking the schema), the field types, the shared
card attributes and the bounds of every card's values.

It depends on nothing but :mod:`deckbuilder.rules.values`: each game's descriptor
(``rules/games/<game>/game.py``) is written in it, and :mod:`deckbuilder.rules.cards`, the
cards and the look-ups that ask the descriptors through the registry, builds on it. Kept
apart so that a descriptor never imports the module that asks the registry for it (no
import cycle; tests/test_architecture.py).
"""

from __future__ import annotations

import reprlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from deckbuilder.rules.values import text_problem

EFFECT_VERBS: tuple[str, ...] = ("speed", "damage", "heal", "draw", "defense", "power")

#: The types a field may have (:class:`FieldSpec`), and the keys of the values the
#: structured ones hold: an effect ``{"do", "amount", "color"}``, a defence zone
#: ``{"color", "value"}``. With the effect verbs they are the shared core's own words;
#: every other word of a card belongs to its game (tests/test_architecture.py).
FIELD_TYPES: tuple[str, ...] = (
    "int", "str", "bool", "enum", "str_list", "bool3", "defense3", "effects", "react",
)
VALUE_KEYS: tuple[str, ...] = ("do", "amount", "color", "value")

COMMON_FIELDS: tuple[str, ...] = (
    "game", "name", "kind", "set", "number", "rarity", "text", "image", "names",
)

#: The largest value of any integer on a card (stats, zone values, effect amounts, react
#: Kairu) unless its field sets a smaller maximum. Printed cards stay far below it (the
#: starter cards below 100) and the card editor's spin boxes stop at the same number; the
#: bound keeps absurd values out of the SQLite INTEGER columns, which overflow at 2**63.
CARD_INT_MAX = 9999

# Values quoted in error messages are shortened: a file may hold a megabyte of text or a
# list nested a thousand levels deep where a number belongs, and the message must stay
# readable (and its repr must not itself hit the recursion limit).
_short = reprlib.Repr()
_short.maxstring = 80
_short.maxother = 80
_short.maxlong = 40
_short.maxlevel = 3


#: The longest card name accepted (the longest real ones have about 40 characters): every
#: unknown name is compared with every known one for suggestions, so a megabyte name in a
#: catalog would cost memory and time in every later suggestion.
MAX_NAME_LENGTH = 200


@dataclass(frozen=True, slots=True)
class NameProblem:
    """Why a text cannot be a card name: ``too_long`` (else it holds a control character),
    the English ``message`` and the ``params`` of the callers' problem codes
    (``name-too-long``: max, length; ``name-control-character``: character)."""

    too_long: bool
    message: str
    params: dict[str, Any]


def name_problem(name: str) -> NameProblem | None:
    """Why ``name`` cannot be a card name, or None: over :data:`MAX_NAME_LENGTH`
    characters, or holding a character no one-line value may hold
    (:func:`deckbuilder.rules.values.text_problem`: controls, lone surrogates, bidi
    overrides)."""
    if len(name) > MAX_NAME_LENGTH:
        return NameProblem(True, f"a card name has at most {MAX_NAME_LENGTH} characters, "
                           f"this one {len(name)}", {"max": MAX_NAME_LENGTH,
                                                      "length": len(name)})
    bad = text_problem(name, "a card name", MAX_NAME_LENGTH)
    if bad is not None:
        return NameProblem(False, bad.message, bad.params)
    return None


def short_repr(value: Any) -> str:
    """``repr(value)``, cut short for an error message."""
    return _short.repr(value)


class CardDataError(ValueError):
    """A card's data breaks the schema. Names the card and the field.

    :func:`card_from_json` checks the whole card and raises one error for all its
    problems: ``problems`` lists each (with its own ``field`` and ``detail``), and
    ``card``/``field``/``detail`` are those of the first one.

    ``detail`` is English (the command line prints it); ``code`` and ``params`` say the
    same for the window, which words the detail in its own language
    (deckbuilder.ui.common.error_text). A ``wrong-value`` or ``missing`` problem describes what
    was expected with ``expects`` (a field type, see :meth:`FieldSpec.expectation`) and
    its ``min``/``max``/``choices``; every ``got`` is already cut short.
    """

    def __init__(self, message: str, *, card: str | None = None, field: str | None = None,
                 problems: list[CardDataError] | None = None, code: str | None = None,
                 params: Mapping[str, Any] | None = None):
        self.card = card
        self.field = field
        self.detail = message
        self.code = code
        self.params: Mapping[str, Any] = dict(params or {})
        self.problems: list[CardDataError] = problems or [self]
        if problems and len(problems) > 1:
            super().__init__("\n".join(str(p) for p in problems))
            return
        where = []
        if card:
            where.append(f"card {card!r}")
        if field:
            where.append(f"field {field!r}")
        super().__init__(f"{', '.join(where)}: {message}" if where else message)

    @classmethod
    def of(cls, problems: list[CardDataError]) -> CardDataError:
        """One error for every problem of a card (the first one's card, field, detail)."""
        if len(problems) == 1:
            return problems[0]
        first = problems[0]
        return cls(first.detail, card=first.card, field=first.field, problems=list(problems),
                   code=first.code, params=first.params)


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One per-game field of a card kind.

    ``type`` is one of: ``int``, ``str``, ``bool``, ``enum``, ``str_list``, ``bool3``,
    ``defense3``, ``effects``, ``react``.

    What the catalog and its window do with the field (the game's descriptor is the only
    place that says it; :class:`deckbuilder.rules.game.Game` gathers them):

    - ``searchable``: a search filter named after the field and each of ``search_names``.
      How it compares follows the type: ``int`` numbers (``=`` ``!=`` ``<`` ``<=`` ``>``
      ``>=``), ``enum`` a prefix of one of its ``choices``, ``str`` a case-insensitive
      prefix, ``str_list`` a prefix of one of its items, ``bool`` the flag
      ``is:<name>`` (and ``is:<search name>``). The catalog keeps an index for every
      searchable ``int``, ``str``, ``enum`` and ``bool`` field.
    - ``sortable``: a sort key of the search under the field's name (``int``, ``str``,
      ``enum`` only).
    - ``column``: the width in pixels of the field's column in the game's own catalog
      table (0: no column of its own); the columns come in schema order.
    - ``shared_column``: the column of the all-games table the field fills (``"cost"``,
      ``"power"``, ``"faction"``; the first field of a card that has a value wins).

    ``cost_key`` names the cost a ``react`` field pays, its key beside ``effects``
    (Redakai: ``kairu``); the shared core knows no game's currency.
    """

    name: str
    type: str
    required: bool = False
    default: Any = None
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    help: str = ""
    searchable: bool = False
    search_names: tuple[str, ...] = ()
    sortable: bool = False
    column: int = 0
    shared_column: str | None = None
    cost_key: str = "cost"

    def expected(self) -> str:
        """Human description of the accepted values, used in error messages."""
        if self.type == "int":
            if self.minimum is not None and self.maximum is not None:
                return f"an integer from {self.minimum} to {self.maximum}"
            if self.minimum is not None:
                return f"an integer ≥ {self.minimum}"
            return "an integer"
        if self.type == "enum":
            return "one of " + ", ".join(self.choices)
        return {
            "str": "a text",
            "bool": "true or false",
            "str_list": "a list of texts",
            "bool3": "a list of 3 true/false values (left, middle, right)",
            "defense3": "a list of 3 zones (left, middle, right), each null or "
            '{"color": text, "value": integer ≥ 0}',
            "effects": 'a list of effects like {"do": "damage", "amount": 2}',
            "react": f'{{"{self.cost_key}": integer ≥ 0, "effects": [...]}}',
        }[self.type]

    def expectation(self) -> dict[str, Any]:
        """What :meth:`expected` says, as values the window can word in its language:
        ``expects`` (the field type) with ``min``/``max`` of an integer and ``choices``
        of an enum (only those that apply)."""
        if self.type == "int":
            return _int_expectation(self.minimum, self.maximum)
        if self.type == "enum":
            return {"expects": "enum", "choices": ", ".join(self.choices)}
        return {"expects": self.type}


def _int_expectation(minimum: int | None, maximum: int | None) -> dict[str, Any]:
    """``expects: int`` with the bounds there are (as FieldSpec.expected() names them)."""
    out: dict[str, Any] = {"expects": "int"}
    if minimum is not None:
        out["min"] = minimum
        if maximum is not None:
            out["max"] = maximum
    return out
