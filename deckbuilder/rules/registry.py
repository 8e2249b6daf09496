"""Games and rulesets by id.

Every package under :mod:`deckbuilder.rules.games` is a game: its ``GAME`` descriptor
(:class:`deckbuilder.rules.game.Game`) is found by id here, and its rulesets module registers
its rulesets when one is first asked for. Nothing else lists the games."""

from __future__ import annotations

import dataclasses
import difflib
import importlib
import pkgutil
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from deckbuilder.numbers import parse_decimal, parse_integer

if TYPE_CHECKING:
    from deckbuilder.rules.game import Game


def _find_game_modules() -> tuple[str, ...]:
    from deckbuilder.rules import games

    return tuple(f"{games.__name__}.{m.name}" for m in pkgutil.iter_modules(games.__path__)
                 if m.ispkg)


#: The game packages (one folder each under rules/games; the desktop build bundles them).
_GAME_MODULES: tuple[str, ...] = _find_game_modules()
_GAMES: dict[str, Game] = {}


def game_modules() -> tuple[str, ...]:
    """The module names of the game packages."""
    return _GAME_MODULES


def rediscover() -> None:
    """Look for the game packages again and forget the games found so far.

    The discovery hook for a game outside this source tree: add its parent folder to
    ``deckbuilder.rules.games.__path__`` and call this (the test of a fourth game does);
    call it again after taking the folder away."""
    global _GAME_MODULES
    _GAME_MODULES = _find_game_modules()
    _GAMES.clear()
    known = set(game_ids())
    for rid in [rid for rid, ruleset in _REGISTRY.items() if ruleset.game not in known]:
        del _REGISTRY[rid]


class UnknownGame(ValueError):
    """No game has that id."""


def all_games() -> list[Game]:
    """Every game, in their display order."""
    if not _GAMES:
        found = [importlib.import_module(m).GAME for m in _GAME_MODULES]
        for game in sorted(found, key=lambda g: g.order):
            _GAMES[game.id] = game
    return list(_GAMES.values())


def game_ids() -> tuple[str, ...]:
    return tuple(g.id for g in all_games())


def get_game(game_id: str) -> Game:
    """The descriptor of a game (``monsuno``, ``redakai``, …)."""
    if not _GAMES:
        all_games()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(f"unknown game {game_id!r} (use one of: "
                          + ", ".join(_GAMES) + ")") from None


def find_game(game_id: str | None) -> Game | None:
    """The descriptor of a game, None for an unknown id."""
    if not _GAMES:
        all_games()
    return _GAMES.get(game_id) if game_id is not None else None


def _ruleset_ids() -> tuple[str, ...]:
    return tuple(rid for g in all_games() for rid in g.ruleset_ids)


def __getattr__(name: str) -> Any:
    # RULESET_IDS is read from the game descriptors on first use (PEP 562).
    if name == "RULESET_IDS":
        return _ruleset_ids()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class UnknownRuleset(ValueError):
    """No ruleset has that id; the message lists the ids."""


class OptionError(ValueError):
    """An option name or value a ruleset does not accept; the message says which."""


@dataclass(frozen=True, slots=True)
class DeckRules:
    """How a deck of one ruleset is built (RULES.md §3). Numbers are user options."""

    team_size: int | None = None          # None: the ruleset has no team
    team_distinct: bool = True
    deck_min: int = 0
    deck_max: int | None = None
    copy_limit: int | None = None         # copies of a card in deck + sideboard
    unique_limit: int | None = None       # copies of a Unique card in deck + sideboard
    launch_cap: int | None = None         # the team's total launch cost
    cost_cap: int | None = None           # MONSTER CARDS total deck cost
    team_kinds: frozenset[str] = frozenset()
    deck_kinds: frozenset[str] = frozenset()
    manufacturer_locked: bool = False     # exclusive strike cards need their manufacturer
    manufacturer_mismatch: bool = False   # warn about strike cards that lose their bonuses

    #: The fields a user may change (``--set``, the window's options).
    OPTIONS = ("team_size", "deck_min", "deck_max", "copy_limit", "unique_limit",
               "launch_cap", "cost_cap")


@dataclass(frozen=True)
class Ruleset:
    """A way to build (and, with an engine, play) decks of one game."""

    id: str
    game: str
    title: str
    summary: str
    deck_rules: DeckRules
    #: The engine that plays the ruleset (None: deck building only), or where to find it,
    #: ``"package.module:NAME"``, imported the first time :attr:`engine` is asked for: a
    #: game's engine and bots are most of its code, and checking a deck needs none of it.
    engine_source: Any = field(default=None, compare=False, repr=False)
    #: The deck checks (:data:`deckbuilder.rules.legality.Check`) in report order; empty:
    #: the standard ones.
    checks: tuple[Any, ...] = field(default=(), compare=False)

    @property
    def engine(self) -> Any:
        """The ruleset's engine (loaded on first use), or None."""
        found = self.engine_source
        if isinstance(found, str):
            module, _, name = found.partition(":")
            found = getattr(importlib.import_module(module), name)
            object.__setattr__(self, "engine_source", found)  # once per process
        return found

    @property
    def playable(self) -> bool:
        """Whether an engine plays the ruleset (without loading the engine)."""
        return self.engine_source is not None

    def describe(self) -> dict[str, Any]:
        """The ruleset as ``deckbuilder rulesets --json`` prints it."""
        rules = self.deck_rules
        out: dict[str, Any] = {
            "id": self.id,
            "game": self.game,
            "title": self.title,
            "summary": self.summary,
            "deck": {name: getattr(rules, name) for name in DeckRules.OPTIONS},
            "team_kinds": sorted(rules.team_kinds),
            "deck_kinds": sorted(rules.deck_kinds),
        }
        if self.engine is not None:
            out["options"] = option_defaults(self.engine.options_type())
        return out


_REGISTRY: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    _REGISTRY[ruleset.id] = ruleset
    return ruleset


def _load() -> None:
    if len(_REGISTRY) < len(_ruleset_ids()):
        for game in all_games():
            importlib.import_module(game.rulesets_module)


def all_rulesets() -> list[Ruleset]:
    _load()
    return [_REGISTRY[i] for i in _ruleset_ids() if i in _REGISTRY]


def get_ruleset(ruleset_id: str) -> Ruleset:
    _load()
    key = ruleset_id.strip().lower()
    if key in _REGISTRY:
        return _REGISTRY[key]
    close = difflib.get_close_matches(key, list(_REGISTRY), n=1)
    hint = f" — did you mean {close[0]!r}?" if close else ""
    raise UnknownRuleset(f"unknown ruleset {ruleset_id!r}{hint} (use one of: "
                         + ", ".join(_ruleset_ids()) + ")")


def rulesets_for_game(game: str) -> list[Ruleset]:
    return [r for r in all_rulesets() if r.game == game]


# --------------------------------------------------------------------------- options

def option_defaults(obj: Any) -> dict[str, Any]:
    """Name → value of an options dataclass (tuples and nested mappings made plain)."""
    out = {}
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        if isinstance(value, tuple):
            value = list(value)
        out[f.name] = value
    return out


def parse_option_value(name: str, current: Any, text: str, nullable: bool = True) -> Any:
    """Turn ``text`` into a value of the same kind as ``current`` (for ``--set``).
    ``nullable``: the option may be switched off with ``none``."""
    t = text.strip()
    low = t.lower()
    if isinstance(current, bool):
        if low in ("true", "yes", "on", "1"):
            return True
        if low in ("false", "no", "off", "0"):
            return False
        raise OptionError(f"option {name!r} takes true or false, not {text!r}")
    if current is None or (isinstance(current, int) and not isinstance(current, bool)):
        if low in ("none", "off", "no", "unlimited", "-"):
            if not nullable:
                raise OptionError(f"option {name!r} needs a number; it cannot be switched off")
            return None
        try:
            value = parse_integer(t)
        except ValueError:
            # "(or none)" only where the option can really be switched off.
            hint = " (or none)" if nullable else ""
            raise OptionError(f"option {name!r} takes a whole number{hint}, not {text!r}") \
                from None
        if value < 0:
            raise OptionError(f"option {name!r} cannot be negative")
        return value
    if isinstance(current, float):
        try:
            value_f = parse_decimal(t)
        except ValueError:
            raise OptionError(f"option {name!r} takes a number, not {text!r}") from None
        return value_f
    if isinstance(current, str):
        return t
    raise OptionError(f"option {name!r} cannot be set from the command line")


def with_options(obj: Any, settings: Mapping[str, str], allowed: tuple[str, ...] | None = None,
                 what: str = "option") -> Any:
    """A copy of a frozen options dataclass with ``name=value`` texts applied."""
    fields = {f.name: f for f in dataclasses.fields(obj)}
    names = list(fields)
    if allowed is not None:
        names = [n for n in names if n in allowed]
    changes = {}
    for key, text in settings.items():
        if key not in names:
            close = difflib.get_close_matches(key, names, n=1)
            hint = f" — did you mean {close[0]!r}?" if close else ""
            raise OptionError(f"unknown {what} {key!r}{hint} (known: {', '.join(names)})")
        nullable = "None" in str(fields[key].type)
        changes[key] = parse_option_value(key, getattr(obj, key), text, nullable)
    try:
        return dataclasses.replace(obj, **changes)
    except ValueError as exc:  # __post_init__ checks of the options type
        raise OptionError(str(exc)) from None


def parse_settings(items: list[str] | None) -> dict[str, str]:
    """``["deck_min=20", …]`` → ``{"deck_min": "20"}``; a malformed item is an error."""
    out: dict[str, str] = {}
    for item in items or []:
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            raise OptionError(f"expected OPTION=VALUE, got {item!r}")
        out[key.strip()] = value
    return out
