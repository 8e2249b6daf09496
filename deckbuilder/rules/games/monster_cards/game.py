"""MONSTER CARDS as the rest of the program sees it: card schema, titles, costs, dummies."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from deckbuilder.rules.card_schema import CardDataError, FieldSpec, short_repr
from deckbuilder.rules.game import CostPart, Game, SearchFlag, deferred, game_text
from deckbuilder.rules.games.monster_cards.values import (
    MC_ELEMENTS,
    MC_MEANS,
    MC_RARITIES,
    MC_RARITY_COST,
    MC_SIZES,
    MC_SKILL_TYPE_COST,
    MC_SKILLS,
    MC_SPECIES,
    monster_cards_cost,
)

if TYPE_CHECKING:
    from deckbuilder.rules.cards import Card


def _f(name: str, type_: str, **kw: Any) -> FieldSpec:
    return FieldSpec(name, type_, **kw)


SCHEMA: dict[str, tuple[FieldSpec, ...]] = {
    "monster": (
        _f("power", "int", required=True, minimum=1, maximum=5, searchable=True,
           search_names=("pow",), sortable=True, column=55, shared_column="power"),
        _f("element", "enum", required=True, choices=MC_ELEMENTS, searchable=True,
           search_names=("el",), sortable=True, column=70, shared_column="faction"),
        _f("species", "enum", required=True, choices=MC_SPECIES, searchable=True,
           search_names=("sp",), sortable=True, column=80),
        _f("means", "enum", required=True, choices=MC_MEANS, searchable=True,
           sortable=True, column=70),
        _f("size", "enum", required=True, choices=MC_SIZES, searchable=True, sortable=True,
           column=60),
        _f("skill", "enum", choices=tuple(MC_SKILLS), searchable=True, sortable=True,
           column=110),
    ),
}


def _finish(kind: str, name: str | None, rarity: str | None, fields: dict[str, Any],
            failed: set[str]) -> tuple[str | None, list[CardDataError]]:
    if "rarity" in failed:  # not a text at all: that error is given already
        return rarity, []
    if rarity is None or rarity.upper() not in MC_RARITIES:
        got = short_repr(rarity)
        return None, [CardDataError(f"expected one of {', '.join(MC_RARITIES)}, got {got}",
                                    card=name, field="rarity", code="wrong-value",
                                    params={"expects": "enum",
                                            "choices": ", ".join(MC_RARITIES), "got": got})]
    return rarity.upper(), []


def _cost(card: Card) -> int | None:
    return monster_cards_cost(card.rarity, int(card.fields.get("power", 1)),
                              card.fields.get("skill"))


#: The titles of the skill types (S, Dc, GC).
_SKILL_TYPES = {"S": game_text("Standard"), "Dc": game_text("Discard"),
                "GC": game_text("Game Changer")}


def _cost_parts(rarity: str | None, fields: Mapping[str, Any]) -> tuple[CostPart, ...]:
    """The terms of :func:`monster_cards_cost`, for the card editor: the rarity's cost,
    power − 1, the skill type's cost."""
    rarity = rarity if rarity in MC_RARITY_COST else MC_RARITIES[0]
    power = fields.get("power") or 1
    parts: list[CostPart] = [(game_text("%1 %2"), (rarity, MC_RARITY_COST[rarity])),
                             (game_text("power %1−1"), (power,))]
    skill = fields.get("skill")
    if skill in MC_SKILLS:
        code = MC_SKILLS[skill]
        parts.append((game_text("%1 skill %2"), (_SKILL_TYPES[code], MC_SKILL_TYPE_COST[code])))
    return tuple(parts)


def _group(card: Card) -> str | None:
    element = card.fields.get("element")
    return str(element) if element else None


#: The engine-side function the descriptor names (loaded when first called: the engine
#: modules ask the registry, which reads this descriptor).
_training_monster = deferred(f"{__package__}.state:training_monster")


def _training() -> list[Card]:
    return [_training_monster()]


#: The titles of the element values.
_ELEMENTS = {"normal": game_text("normal"), "fire": game_text("fire"),
             "water": game_text("water"), "wood": game_text("wood"),
             "light": game_text("light"), "dark": game_text("dark")}


#: The titles of the species values.
_SPECIES = {"human": game_text("human"), "beast": game_text("beast"), "sea": game_text("sea"),
            "elemental": game_text("elemental"), "dragon": game_text("dragon"),
            "god": game_text("god"), "devil": game_text("devil"),
            "machine": game_text("machine"), "insect": game_text("insect"),
            "ghost": game_text("ghost")}


#: The titles of the means values.
_MEANS = {"close": game_text("close"), "range": game_text("range"),
          "magic": game_text("magic"), "special": game_text("special"),
          "guard": game_text("guard")}


#: The titles of the size values.
_SIZES = {"small": game_text("small"), "medium": game_text("medium"),
          "large": game_text("large")}


GAME = Game(
    id="monster-cards",
    title="MONSTER CARDS",
    order=2,
    kinds=("monster",),
    team_kinds=frozenset(),
    schema=SCHEMA,
    summary_fields={
        "monster": ("power", "element", "species", "means", "size", "skill"),
    },
    card_cost=_cost,
    deck_cost=_cost,
    summary_shows_cost=True,
    finish_card=_finish,
    cost_label=game_text("Cost"),
    group_label=game_text("Element"),
    # One kind only: grouping by it would say nothing.
    deck_groupings=("group", "cost"),
    curve_kinds=frozenset({"monster"}),
    card_group=_group,
    group_field="element",
    group_filter=("element", MC_ELEMENTS),
    group_filter_names=("el",),
    group_filter_all=game_text("All elements"),
    search_aliases=("monstercards", "monster", "mc"),
    search_flags=(SearchFlag("skill", "skill", has=True),),
    core_columns=("rarity", "cost"),
    kind_nouns={"monster": "a monster card"},
    deck_noun=("card", "cards"),
    deck_options=("deck_min", "deck_max", "copy_limit", "cost_cap"),
    ruleset_ids=("monster-cards",),
    rulesets_module="deckbuilder.rules.games.monster_cards.rulesets",
    face="deckbuilder.rules.games.monster_cards.face:FACE",
    odds_notes={"monster-cards": (game_text(
        "Cards seen: a full hand on your first turn, then one card a turn for the card you "
        "played the turn before."), game_text(
        "A turn whose card holds the Attack zone plays and draws nothing, Dodge, Snipe and "
        "field plays draw one more, and damage mills cards unseen, so from turn 3 play "
        "changes the count."))},
    training_cards=_training,
    kind_titles={"monster": game_text("monster")},
    kind_headings={"monster": game_text("Monster")},
    field_labels={"power": game_text("Power"), "element": game_text("Element"),
                  "species": game_text("Species"), "means": game_text("Means"),
                  "size": game_text("Size"), "skill": game_text("Skill")},
    field_names={"power": game_text("power"), "element": game_text("element"),
                 "species": game_text("species"), "means": game_text("means"),
                 "size": game_text("size"), "skill": game_text("skill")},
    value_titles={"element": _ELEMENTS, "species": _SPECIES, "means": _MEANS,
                  "size": _SIZES},
    palette={"element": {"normal": (168, 160, 144), "fire": (226, 87, 43),
                         "water": (47, 143, 216), "wood": (76, 154, 58),
                         "light": (236, 200, 70), "dark": (74, 48, 104)},
             "rarity": {"C": (150, 150, 150), "R": (120, 170, 220), "SR": (222, 180, 60),
                        "UR": (214, 70, 170)}},
    rarity_costs=MC_RARITY_COST,
    deck_cost_parts=_cost_parts,
    new_card_game=True,
    cost_help=game_text("Deck cost = rarity cost + (power − 1) + skill cost; a deck may cost "
                        "at most 200"),
    value_costs={"skill": {skill: (_SKILL_TYPES[code], MC_SKILL_TYPE_COST[code])
                           for skill, code in MC_SKILLS.items()}},
)
