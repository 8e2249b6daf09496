"""What the rest of the program knows about one game: the :class:`Game` descriptor.

Each package under :mod:`deckbuilder.rules.games` exposes one ``GAME`` in its ``game``
module; :mod:`deckbuilder.rules.registry` finds them by id. Code outside ``rules/games``
asks the descriptor instead of testing a game id, so a new game is one new folder.

The descriptor module of a game is light (card data only); its engines and rulesets load on
first use (``rulesets_module``), so looking up a card schema does not load a rules engine.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from deckbuilder.rules.cards import Card, CardDataError, FieldSpec
    from deckbuilder.rules.decklist import DeckList
    from deckbuilder.rules.impossible import Impossibility
    from deckbuilder.rules.legality import ResolvedDeck

#: ``finish_card(kind, name, rarity, fields, failed)`` → (rarity, problems): the checks and
#: defaults of one game that span several fields (run after the per-field checks).
CardFinisher = Callable[[str, "str | None", "str | None", dict[str, Any], set[str]],
                        "tuple[str | None, list[CardDataError]]"]


class GameText(str):
    """An English title of a game that the window translates (a kind, a field, a value, a
    ruleset); any other ``str`` in a title table (a manufacturer's name) is a proper name,
    shown as it is."""


def game_text(text: str) -> str:
    """``text`` as a :class:`GameText`. ``resources/tools/i18n.py extract`` finds the literal
    and puts it in the context "GameText", in which ``deckbuilder/ui/common/game_text.py``
    translates it."""
    return GameText(text)


#: A colour as red, green, blue (0–255): plain numbers, so the window (Qt), the proxies and
#: the picture tool (Pillow) draw one palette.
RGB = tuple[int, int, int]


#: One term of a deck cost as the card editor explains it: an English ``game_text`` with
#: ``%1``, ``%2``… and their values (a ``GameText`` value is translated too).
CostPart = tuple[str, tuple["str | int", ...]]


def _no_cost_parts(rarity: str | None, fields: Mapping[str, Any]) -> tuple[CostPart, ...]:
    return ()


def _no_finish(kind: str, name: str | None, rarity: str | None, fields: dict[str, Any],
               failed: set[str]) -> tuple[str | None, list[CardDataError]]:
    return rarity, []


def _no_cost(card: Card) -> int | None:
    return None


def _no_group(card: Card) -> str | None:
    return None


def _no_colors(card: Card) -> list[str]:
    return []


def _no_dummies() -> list[Card]:
    return []


def _nothing_impossible(ruleset_id: str, deck: ResolvedDeck, options: Any,
                        max_turns: int) -> list[Impossibility]:
    return []


#: How a breakdown group of several values is written ("red/blue"): the deck statistics
#: split and join group keys with it.
GROUP_JOIN = "/"


@dataclass(frozen=True)
class SearchFlag:
    """A word of the catalog search's ``is:`` (or, with ``has``, ``has:``) that a game
    adds besides its searchable ``bool`` fields: the cards (of ``kinds``; any kind when
    empty) whose ``field`` equals ``value``; with ``value`` None, whose field holds
    something (not empty, not false, not all false); with ``absent``, whose field is
    missing. Several games may give the same word: a card matches when any game's does."""

    word: str
    field: str
    value: str | None = None
    kinds: tuple[str, ...] = ()
    absent: bool = False
    has: bool = False


@dataclass(frozen=True, eq=False)
class Game:
    """One game, as data and small functions (RULES.md describes each)."""

    id: str
    title: str
    #: Where the game sorts among the others (menus, lists, ``rulesets``).
    order: int
    #: Card kinds, in the order the UI lists them.
    kinds: tuple[str, ...]
    #: Kinds that belong in a deck's team zone.
    team_kinds: frozenset[str]
    #: kind → the per-game fields of that kind (the card schema).
    schema: Mapping[str, tuple[FieldSpec, ...]]
    #: kind → the fields a one-line summary shows.
    summary_fields: Mapping[str, tuple[str, ...]]
    #: The card's cost as the cost curve shows it (Kairu, launch, deck-building cost).
    card_cost: Callable[[Card], int | None] = _no_cost
    #: The deck-building cost stored with a card (MONSTER CARDS), None where there is none.
    deck_cost: Callable[[Card], int | None] = _no_cost
    #: Whether a summary shows the rarity and the deck cost first.
    summary_shows_cost: bool = False
    #: Cross-field checks and defaults of a card (see :data:`CardFinisher`).
    finish_card: CardFinisher = _no_finish
    #: Value titles of the deck statistics: what a cost and a breakdown group are called.
    cost_label: str = "Cost"
    group_label: str = "Group"
    #: The kinds on the cost curve (and in the group breakdown), and a card's group.
    curve_kinds: frozenset[str] = frozenset()
    card_group: Callable[[Card], str | None] = _no_group
    #: The card field the breakdown groups by (its values are the group keys).
    group_field: str | None = None
    #: How the deck editor's card view may group a deck, first the default: "kind" (the
    #: kinds, in ``kinds`` order), "cost" (``card_cost``, titled ``cost_label``), "group"
    #: (``card_group``, titled ``group_label``). Only those that tell the cards apart.
    deck_groupings: tuple[str, ...] = ("kind",)
    #: The catalog's third filter: (search field, the values offered).
    group_filter: tuple[str, tuple[str, ...]] | None = None
    #: The team's total launch cost is worth showing (Monsuno).
    team_cost_field: str | None = None
    #: The colours a card shows (search ``c:``); empty for games without colours.
    card_colors: Callable[[Card], list[str]] = _no_colors
    #: Words of the search syntax (``game:``) that mean this game, besides its id.
    search_aliases: tuple[str, ...] = ()
    #: Section headings of the game's deck texts (lower case) → zone ("characters:" →
    #: team), besides the shared "team", "deck", "sideboard"…
    section_words: Mapping[str, str] = field(default_factory=dict)
    #: The ``is:``/``has:`` words of the catalog search the game adds (see
    #: :class:`SearchFlag`); its searchable ``bool`` fields are ``is:`` words already.
    search_flags: tuple[SearchFlag, ...] = ()
    #: The card attributes the game's own catalog table shows before its field columns
    #: (any of "kind", "rarity", "cost"); the fields follow (``columns()``).
    core_columns: tuple[str, ...] = ("kind",)
    #: Why a deck cannot win some goldfish games, from its card list alone
    #: (:func:`deckbuilder.rules.impossible.explain_impossible`; empty: nothing to say).
    impossible: Callable[[str, ResolvedDeck, Any, int], list[Impossibility]] = \
        _nothing_impossible
    #: The field that makes two team cards one for a team of different cards (Redakai:
    #: versions of a character); None: the card's name.
    team_identity: str | None = None
    #: The ``bool`` field that marks a card Unique (the ruleset's ``unique_limit``).
    unique_field: str | None = None
    #: Legality nouns: a team card (one, many), a deck card (one, many).
    team_noun: tuple[str, str] = ("card", "cards")
    deck_noun: tuple[str, str] = ("card", "cards")
    #: Each kind with its article: "a strike card".
    kind_nouns: Mapping[str, str] = field(default_factory=dict)
    #: Ruleset ids of the game, in menu order, and the module that registers them.
    ruleset_ids: tuple[str, ...] = ()
    rulesets_module: str = ""
    #: The game's printed card on a proxy sheet: ``"package.module:NAME"`` of a
    #: :class:`deckbuilder.rules.face_design.FaceStyle`, imported when a card of the game is
    #: first drawn; "": the generic face (the card's fields one a line) and back.
    face: str = ""
    #: The ruleset a deck without one most likely means (from its team size).
    guess_ruleset: Callable[[DeckList], str] | None = None
    #: Built-in dummy cards for the playtest's training opponent.
    training_cards: Callable[[], list[Card]] = _no_dummies
    #: The deck-building options a player may change in the window (RULES.md §3 makes
    #: them options for this game; the team size stays the ruleset's own).
    deck_options: tuple[str, ...] = ("deck_min", "deck_max", "copy_limit")
    #: The printed card's size in millimetres (proxy sheets default to it).
    card_size_mm: tuple[float, float] = (63.0, 88.0)
    #: What the window calls things (English, each written as ``game_text("…")`` so the
    #: translation tool finds it): kind → its title as a noun ("strike card") and as a
    #: heading ("Strike card"); field → its label ("Super strike damage") and its name
    #: inside running text ("launch 6"; a field without one reads as its id); field → the
    #: titles of its closed set of values (RULES.md §1; an open set has none).
    kind_titles: Mapping[str, str] = field(default_factory=dict)
    kind_headings: Mapping[str, str] = field(default_factory=dict)
    field_labels: Mapping[str, str] = field(default_factory=dict)
    field_names: Mapping[str, str] = field(default_factory=dict)
    value_titles: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    #: field → value → its colour on charts, proxy faces and starter pictures (the one
    #: palette of the game; a value missing here gets a colour made from its name).
    palette: Mapping[str, Mapping[str, RGB]] = field(default_factory=dict)
    #: field → the values the card editor suggests while a value of an open set is typed
    #: (any text is still accepted).
    suggestions: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: What the playtest asks when the user picks the dummy's team: for one card, and for
    #: ``%1`` cards (English ``game_text``; empty: the window's own words).
    dummy_team_prompts: tuple[str, str] = ("", "")
    #: The other words of the search that mean the catalog's third filter's field (the
    #: first is ``group_filter[0]``), and the title of its "any value" entry (English
    #: ``game_text``).
    group_filter_names: tuple[str, ...] = ()
    group_filter_all: str = ""
    #: The closed set of rarities, each with what it adds to the deck cost (MONSTER
    #: CARDS); empty: a rarity is free text.
    rarity_costs: Mapping[str, int] = field(default_factory=dict)
    #: The terms of :attr:`deck_cost` of a card being made (its rarity and fields), for
    #: the card editor to explain it; empty for a game without a deck cost.
    deck_cost_parts: Callable[[str | None, Mapping[str, Any]], tuple[CostPart, ...]] = \
        _no_cost_parts
    #: The rule of :attr:`deck_cost` in one line (English ``game_text``), "" if none.
    cost_help: str = ""
    #: kind → field → which part of a "Base - Version" card name fills the field when it
    #: is left empty (0: before " - ", 1: after), as ``finish_card`` does; the card editor
    #: shows it as the field's placeholder.
    name_parts: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    #: The game the card editor offers first when the user has not chosen one yet.
    new_card_game: bool = False
    #: field → value → what choosing it adds to the deck cost: (its type's title, cost),
    #: shown beside the value in the card editor (MONSTER CARDS skills).
    value_costs: Mapping[str, Mapping[str, tuple[str, int]]] = field(default_factory=dict)
    #: What the odds calculator says of a ruleset id's cards seen by a turn (English
    #: ``game_text``): how its rules schedule them, and why play changes the count
    #: ("" when it does not).
    odds_notes: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    #: The ruleset an empty deck takes when its first card is of this game (default: the
    #: last of ``ruleset_ids``).
    first_card_ruleset: str | None = None
    #: A new deck starts with this game's ``first_card_ruleset`` (one game says so; if
    #: none does, the first game's).
    new_deck_game: bool = False

    @property
    def deck_ruleset(self) -> str:
        """The ruleset an empty deck takes when its first card is of this game."""
        return self.first_card_ruleset or self.ruleset_ids[-1]

    @property
    def rarities(self) -> tuple[str, ...]:
        return tuple(self.rarity_costs)

    def colour(self, field_name: str, value: str) -> RGB | None:
        """The palette's colour of ``value`` of ``field_name``, None if it has none."""
        table = self.palette.get(field_name, {})
        return table.get(value) or table.get(value.strip().casefold())

    @property
    def has_deck_cost(self) -> bool:
        """Whether a deck of this game has a total cost (MONSTER CARDS)."""
        return self.deck_cost is not _no_cost

    def fields_of(self, kind: str) -> tuple[FieldSpec, ...]:
        return self.schema.get(kind, ())

    def fields(self) -> tuple[FieldSpec, ...]:
        """Every field of the game once (the first kind that has a name describes it), in
        kind and schema order."""
        seen: dict[str, FieldSpec] = {}
        for kind in self.kinds:
            for spec in self.schema.get(kind, ()):
                seen.setdefault(spec.name, spec)
        return tuple(seen.values())

    def field(self, name: str) -> FieldSpec | None:
        """The field ``name`` of any kind of the game, or None."""
        return next((s for s in self.fields() if s.name == name), None)

    def search_fields(self) -> tuple[FieldSpec, ...]:
        """The fields the catalog search filters by (``FieldSpec.searchable``)."""
        return tuple(s for s in self.fields() if s.searchable)

    def sort_fields(self) -> tuple[FieldSpec, ...]:
        """The fields the catalog search sorts by (``FieldSpec.sortable``)."""
        return tuple(s for s in self.fields() if s.sortable)

    def columns(self) -> tuple[FieldSpec, ...]:
        """The fields with a column of their own in the game's catalog table, in order
        (``FieldSpec.column`` is the width)."""
        return tuple(s for s in self.fields() if s.column)

    def ruleset_for(self, deck: DeckList) -> str:
        if self.guess_ruleset is not None:
            return self.guess_ruleset(deck)
        return self.ruleset_ids[0]


def deferred(source: str) -> Callable[..., Any]:
    """The function ``"package.module:name"`` of a game's engine side (its training cards,
    its deck analysis), imported on its first call, as a ruleset names its engine
    (``Ruleset.engine_source``). A descriptor names them so because those modules ask the
    registry, which reads the descriptor: imported by the descriptor, they would make an
    import cycle, and a look at the card schema would load them."""
    import importlib

    module, _, name = source.partition(":")

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    call.__qualname__ = call.__name__ = name
    return call


def lazy_rulesets(package: str) -> Callable[[str], Any]:
    """A game package's module ``__getattr__`` (PEP 562): its engines, bots and rulesets
    (``<package>.rulesets``) load on the first name asked for, so a look at the card schema
    loads no rules engine."""
    import importlib

    def __getattr__(name: str) -> Any:
        # Not "from . import": that asks the package for the attribute first, which would
        # land here again.
        rulesets = importlib.import_module(f"{package}.rulesets")
        try:
            return getattr(rulesets, name)
        except AttributeError:
            raise AttributeError(f"module {package!r} has no attribute {name!r}") from None

    return __getattr__


def lazy_engines(module: str) -> Callable[[str], Any]:
    """A game's rulesets module ``__getattr__`` (PEP 562): the game's engine API
    (``<package>.engines``: states, bots, ``new_game``…) one import away, loaded on the
    first name asked for, so checking a deck loads no engine."""
    import importlib

    package = module.rpartition(".")[0]

    def __getattr__(name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        # (importlib, not "from . import": the package's own __getattr__ would come back
        # here)
        engines = importlib.import_module(f"{package}.engines")
        try:
            return getattr(engines, name)
        except AttributeError:
            raise AttributeError(f"module {module!r} has no attribute {name!r}") from None

    return __getattr__
