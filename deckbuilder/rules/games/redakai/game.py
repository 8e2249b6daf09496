"""Redakai as the rest of the program sees it: card schema, titles, costs, dummies."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckbuilder.rules.card_schema import CardDataError, FieldSpec
from deckbuilder.rules.game import GROUP_JOIN, Game, SearchFlag, deferred, game_text

if TYPE_CHECKING:
    from deckbuilder.rules.cards import Card
    from deckbuilder.rules.impossible import Impossibility
    from deckbuilder.rules.legality import ResolvedDeck

#: Group key of a monster whose defence has no colour at all.
CLEAR = "clear"
#: Separator of the colours of a monster that defends in several colours.
COLOUR_JOIN = GROUP_JOIN


def character_base_name(name: str) -> str:
    """``Kai - Blue Fire`` → ``Kai``: the part of a Redakai name before `` - ``."""
    return name.split(" - ", 1)[0].strip()


def _f(name: str, type_: str, **kw: Any) -> FieldSpec:
    return FieldSpec(name, type_, **kw)


SCHEMA: dict[str, tuple[FieldSpec, ...]] = {
    "character": (
        _f("character", "str", help="base name; defaults to the part of the name before ' - '",
           searchable=True, search_names=("char",), sortable=True, column=90),
        _f("version", "str", searchable=True),
        _f("defense", "defense3", required=True, searchable=True, column=150),
        _f("ability", "effects", default=()),
    ),
    "monster": (
        _f("kairu", "int", required=True, minimum=0, searchable=True, sortable=True,
           column=50, shared_column="cost"),
        _f("defense", "defense3", required=True, searchable=True),
        _f("heal", "bool3", default=(False, False, False)),
        _f("react", "react", cost_key="kairu"),
        _f("effects", "effects", default=()),
    ),
    "attack": (
        _f("kairu", "int", required=True, minimum=0, searchable=True, sortable=True,
           column=50, shared_column="cost"),
        _f("power", "int", required=True, minimum=0, searchable=True, search_names=("pow",),
           sortable=True, column=55, shared_column="power"),
        # Searched through the colours every game's cards show (``c:``), not on its own.
        _f("color", "str", required=True, sortable=True, column=70, shared_column="faction"),
        _f("hits", "bool3", required=True, column=60),
        _f("blanks_ability", "bool", default=False, searchable=True,
           search_names=("blanking",)),
        _f("react", "react", cost_key="kairu"),
        _f("effects", "effects", default=()),
    ),
}


def _finish(kind: str, name: str | None, rarity: str | None, fields: dict[str, Any],
            failed: set[str]) -> tuple[str | None, list[CardDataError]]:
    if kind == "character" and name is not None:
        fields.setdefault("character", character_base_name(name))
        if "version" not in fields and " - " in name:
            fields["version"] = name.split(" - ", 1)[1].strip()
    return rarity, []


def _cost(card: Card) -> int | None:
    return card.fields.get("kairu")


def _group(card: Card) -> str | None:
    if card.kind == "attack":
        color = card.fields.get("color")
        return str(color).strip().casefold() if color else None
    colours = sorted({str(z["color"]).strip().casefold()
                      for z in card.fields.get("defense") or () if z})
    return COLOUR_JOIN.join(colours) if colours else CLEAR


def _colors(card: Card) -> list[str]:
    found: list[str] = []
    if card.fields.get("color"):
        found.append(card.fields["color"])
    for zone in card.fields.get("defense") or ():
        if zone:
            found.append(zone["color"])
    react = card.fields.get("react") or {}
    for eff in [*(card.fields.get("effects") or ()), *(react.get("effects") or ())]:
        if eff.get("color"):
            found.append(eff["color"])
    return found


#: The engine-side functions the descriptor names (loaded when first called: the engine
#: modules ask the registry, which reads this descriptor).
_training: Callable[[], list[Card]] = deferred(f"{__package__}.state:training_characters")


#: The titles of the colours of the printed cards; "clear" is a defence zone with no colour.
_COLORS = {"red": game_text("red"), "blue": game_text("blue"), "green": game_text("green"),
           "purple": game_text("purple"), "yellow": game_text("yellow"),
           "orange": game_text("orange"), "black": game_text("black"),
           "white": game_text("white"), "clear": game_text("clear")}



#: The analysis reads the game's state module: loaded when a deck is looked at.
_impossible: Callable[[str, ResolvedDeck, Any, int], list[Impossibility]] = \
    deferred(f"{__package__}.analysis:impossible")

GAME = Game(
    impossible=_impossible,
    id="redakai",
    title="Redakai",
    order=1,
    kinds=("character", "monster", "attack"),
    team_kinds=frozenset({"character"}),
    schema=SCHEMA,
    summary_fields={
        "character": ("character", "version", "defense"),
        "monster": ("kairu", "defense", "heal"),
        "attack": ("kairu", "power", "color", "hits"),
    },
    card_cost=_cost,
    finish_card=_finish,
    cost_label=game_text("Kairu"),
    group_label=game_text("Colour"),
    deck_groupings=("kind", "group", "cost"),
    curve_kinds=frozenset({"attack", "monster"}),
    card_group=_group,
    group_field="color",
    group_filter=("color", ("red", "blue", "green", "purple", "yellow")),
    group_filter_names=("c",),
    group_filter_all=game_text("All colours"),
    card_colors=_colors,
    search_aliases=("rk",),
    team_identity="character",
    section_words={"characters": "team", "character": "team"},
    search_flags=(SearchFlag("react", "react", has=True),
                  SearchFlag("heal", "heal", has=True),
                  SearchFlag("effects", "effects", has=True),
                  SearchFlag("effects", "ability", has=True)),
    team_noun=("character", "characters"),
    kind_nouns={"character": "a character", "attack": "an attack card",
                "monster": "a monster card"},
    deck_noun=("card", "cards"),
    ruleset_ids=("redakai-advanced",),
    rulesets_module="deckbuilder.rules.games.redakai.rulesets",
    face="deckbuilder.rules.games.redakai.face:FACE",
    new_deck_game=True,
    suggestions={"color": ("red", "blue", "green", "purple")},
    dummy_team_prompts=(game_text("Choose the dummy's %1 characters."),
                        game_text("Choose the dummy's %1 characters.")),
    name_parts={"character": {"character": 0, "version": 1}},
    odds_notes={"redakai-advanced": (game_text(
        "Cards seen: the opening hand, then the draw at the start of each of your turns, "
        "the first one included."), game_text(
        "Draw abilities and draw effects add cards, so play changes the count."))},
    training_cards=_training,
    kind_titles={"character": game_text("character"), "monster": game_text("monster"),
                 "attack": game_text("attack")},
    kind_headings={"character": game_text("Character"), "monster": game_text("Monster"),
                   "attack": game_text("Attack")},
    field_labels={"character": game_text("Character"), "version": game_text("Version"),
                  "defense": game_text("Defense"), "ability": game_text("Ability"),
                  "kairu": game_text("Kairu"), "heal": game_text("Heal zones"),
                  "react": game_text("React"), "effects": game_text("Effects"),
                  "power": game_text("Power"), "color": game_text("Colour"),
                  "hits": game_text("Hits"), "blanks_ability": game_text("Blanks ability")},
    field_names={"character": game_text("character"), "version": game_text("version"),
                 "defense": game_text("defence"), "kairu": game_text("Kairu"),
                 "heal": game_text("heal"), "react": game_text("react"),
                 "power": game_text("power"), "color": game_text("colour"),
                 "hits": game_text("hits")},
    value_titles={"color": _COLORS},
    # The printed cards' colours; "clear" is a defence zone with no colour.
    palette={"color": {"red": (214, 52, 44), "blue": (47, 111, 214), "green": (58, 166, 74),
                       "purple": (138, 60, 200), "yellow": (230, 190, 40),
                       "orange": (236, 133, 38), "black": (58, 58, 58),
                       "white": (216, 216, 216), CLEAR: (184, 184, 184)}},
)
