"""Monsuno as the rest of the program sees it: card schema, titles, costs, dummies."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from deckbuilder.rules.card_schema import CardDataError, FieldSpec
from deckbuilder.rules.game import Game, SearchFlag, deferred, game_text

if TYPE_CHECKING:
    from deckbuilder.rules.cards import Card
    from deckbuilder.rules.decklist import DeckList
    from deckbuilder.rules.impossible import Impossibility
    from deckbuilder.rules.legality import ResolvedDeck

MONSUNO_TIMINGS: tuple[str, ...] = ("reveal", "domination", "damage", "after")
MONSUNO_CATEGORIES: tuple[str, ...] = ("normal", "restricted", "upgrade")

#: Group key of a strike card without a manufacturer.
NEUTRAL = "neutral"


def _f(name: str, type_: str, **kw: Any) -> FieldSpec:
    return FieldSpec(name, type_, **kw)


# What the catalog does with the fields both kinds share (search, sort, table column).
_MAKER: dict[str, Any] = dict(searchable=True, search_names=("m", "faction"), sortable=True,
                              column=95, shared_column="faction")
_LAUNCH: dict[str, Any] = dict(searchable=True, sortable=True, column=55, shared_column="cost")
_SPEED: dict[str, Any] = dict(searchable=True, search_names=("spd",), sortable=True, column=50)
_DAMAGE: dict[str, Any] = dict(searchable=True, search_names=("dmg",), sortable=True,
                               column=60, shared_column="power")
_STRIKE: dict[str, Any] = dict(searchable=True, search_names=("strike", "st"),
                               sortable=True, column=70)

SCHEMA: dict[str, tuple[FieldSpec, ...]] = {
    "monsuno": (
        _f("manufacturer", "str", help="core-tech, storm, eklipse or another", **_MAKER),
        _f("launch", "int", required=True, minimum=0, help="launch cost (hard rules)",
           **_LAUNCH),
        _f("life", "int", required=True, minimum=1, help="hit points", searchable=True,
           search_names=("hp",), sortable=True, column=45),
        _f("speed", "int", required=True, minimum=0, help="attack speed", **_SPEED),
        _f("damage", "int", required=True, minimum=0, help="base strike damage", **_DAMAGE),
        _f("strike_type", "str", required=True, help="strike type printed at the bottom",
           **_STRIKE),
        _f("power_slots", "str_list", default=(), help="powered-up strike type slots",
           searchable=True, search_names=("slot", "slots")),
        _f("power_damage", "int", default=0, minimum=0, help="super strike damage",
           searchable=True, search_names=("pd",)),
    ),
    "strike": (
        _f("manufacturer", "str", help="absent = neutral", **_MAKER),
        _f("exclusive", "bool", default=False, help="cannot be used with another manufacturer",
           searchable=True),
        _f("unique", "bool", default=False, help="at most one copy", searchable=True),
        _f("launch", "int", required=True, minimum=0, help="launch value", **_LAUNCH),
        _f("speed", "int", required=True, minimum=0, help="speed bonus", **_SPEED),
        _f("damage", "int", required=True, minimum=0, **_DAMAGE),
        _f("strike_type", "str", required=True, **_STRIKE),
        _f("dominates", "str_list", default=(), help="domination icons", searchable=True,
           search_names=("dom",), column=110),
        _f("timing", "enum", default="damage", choices=MONSUNO_TIMINGS, searchable=True),
        _f("category", "enum", default="normal", choices=MONSUNO_CATEGORIES, searchable=True,
           search_names=("cat",)),
        _f("restricted_to", "str_list", default=(), help="Monsuno names or manufacturers"),
        _f("effects", "effects", default=()),
    ),
}


def _finish(kind: str, name: str | None, rarity: str | None, fields: dict[str, Any],
            failed: set[str]) -> tuple[str | None, list[CardDataError]]:
    problems: list[CardDataError] = []
    if kind == "strike":
        # Only when the fields involved are valid themselves (else they are listed already).
        if (fields.get("category") == "restricted" and not fields.get("restricted_to")
                and "restricted_to" not in failed):
            problems.append(CardDataError("a restricted strike card must list what it is "
                                          "restricted to", card=name, field="restricted_to",
                                          code="restricted-needs-list"))
        if (fields.get("exclusive") and not fields.get("manufacturer")
                and "manufacturer" not in failed):
            problems.append(CardDataError("an exclusive strike card needs a manufacturer",
                                          card=name, field="exclusive",
                                          code="exclusive-needs-manufacturer"))
    return rarity, problems


def _cost(card: Card) -> int | None:
    return card.fields.get("launch")


def _group(card: Card) -> str | None:
    maker = card.fields.get("manufacturer")
    return str(maker).strip().lower() if maker else NEUTRAL


def _guess(deck: DeckList) -> str:
    return "monsuno-medium" if deck.count("team") == 1 else "monsuno-hard"


#: The engine-side functions the descriptor names (loaded when first called: the engine
#: modules ask the registry, which reads this descriptor).
_training_monsuno = deferred(f"{__package__}.shared:training_monsuno")


def _training() -> list[Card]:
    return [*_training_monsuno(1), *_training_monsuno(3)]


#: The titles of the manufacturer values: proper names, as the cards print them; only
#: "neutral" (a strike card of no manufacturer, as the deck statistics group it) is a word.
_MANUFACTURERS = {"core-tech": "Core-Tech", "storm": "S.T.O.R.M.", "eklipse": "Eklipse",
                  "neutral": game_text("neutral")}


#: The titles of the timing values.
_TIMINGS = {"reveal": game_text("reveal"), "domination": game_text("domination"),
            "damage": game_text("damage"), "after": game_text("after")}


#: The titles of the category values.
_CATEGORIES = {"normal": game_text("normal"), "restricted": game_text("restricted"),
              "upgrade": game_text("upgrade")}



#: The analysis reads the game's state module: loaded when a deck is looked at.
_impossible: Callable[[str, ResolvedDeck, Any, int], list[Impossibility]] = \
    deferred(f"{__package__}.analysis:impossible")

GAME = Game(
    impossible=_impossible,
    id="monsuno",
    title="Monsuno",
    order=0,
    kinds=("monsuno", "strike"),
    team_kinds=frozenset({"monsuno"}),
    schema=SCHEMA,
    summary_fields={
        "monsuno": ("manufacturer", "launch", "life", "speed", "damage", "strike_type",
                    "power_slots", "power_damage"),
        "strike": ("manufacturer", "launch", "speed", "damage", "strike_type", "dominates"),
    },
    card_cost=_cost,
    finish_card=_finish,
    cost_label=game_text("Launch"),
    group_label=game_text("Manufacturer"),
    deck_groupings=("kind", "group", "cost"),
    curve_kinds=frozenset({"strike"}),
    card_group=_group,
    group_field="manufacturer",
    group_filter=("m", ("core-tech", "storm", "eklipse")),
    group_filter_names=("manufacturer",),
    group_filter_all=game_text("All manufacturers"),
    team_cost_field="launch",
    search_aliases=("ms",),
    unique_field="unique",
    section_words={"monsuno": "team", "strike": "deck", "strikes": "deck",
                   "strike cards": "deck"},
    search_flags=(SearchFlag("neutral", "manufacturer", kinds=("strike",), absent=True),
                  SearchFlag("restricted", "category", "restricted"),
                  SearchFlag("upgrade", "category", "upgrade"),
                  SearchFlag("effects", "effects", has=True)),
    team_noun=("Monsuno", "Monsuno"),
    kind_nouns={"monsuno": "a Monsuno", "strike": "a strike card"},
    deck_noun=("strike card", "strike cards"),
    deck_options=("deck_min", "deck_max", "copy_limit", "unique_limit", "launch_cap"),
    ruleset_ids=("monsuno-medium", "monsuno-hard", "monsuno-tcg"),
    rulesets_module="deckbuilder.rules.games.monsuno.rulesets",
    face="deckbuilder.rules.games.monsuno.face:FACE",
    guess_ruleset=_guess,
    first_card_ruleset="monsuno-hard",
    suggestions={"manufacturer": ("core-tech", "storm", "eklipse"),
                 "strike_type": ("blade", "flame", "gust", "quake", "shock", "venom")},
    dummy_team_prompts=(game_text("Choose the dummy's Monsuno."),
                        game_text("Choose the dummy's %1 Monsuno.")),
    odds_notes={
        "monsuno-medium": (game_text(
            "Each clash shows the top 2 cards of the deck and the one put back goes to the "
            "bottom, so by clash T you have seen 2·T different cards. A round whose launch "
            "misses has no clash and is not counted."), ""),
        **dict.fromkeys(("monsuno-hard", "monsuno-tcg"), (game_text(
            "Cards seen: the opening hand, then one card in the combat of each of your "
            "turns from the second on (the first turn launches: none of your Monsuno is on "
            "the battlefield yet)."), game_text(
            "A Recover that refills the hand, the redraw Recover and draw effects add "
            "cards, so play changes the count."))),
    },
    training_cards=_training,
    kind_titles={"monsuno": game_text("Monsuno"), "strike": game_text("strike card")},
    kind_headings={"monsuno": game_text("Monsuno"), "strike": game_text("Strike card")},
    field_labels={"manufacturer": game_text("Manufacturer"), "launch": game_text("Launch"),
                  "life": game_text("Life"), "speed": game_text("Speed"),
                  "damage": game_text("Damage"), "strike_type": game_text("Strike type"),
                  "power_slots": game_text("Power slots"),
                  "power_damage": game_text("Super strike damage"),
                  "exclusive": game_text("Exclusive"), "unique": game_text("Unique"),
                  "dominates": game_text("Dominates"), "timing": game_text("Timing"),
                  "category": game_text("Category"),
                  "restricted_to": game_text("Restricted to"), "effects": game_text("Effects")},
    field_names={"manufacturer": game_text("manufacturer"), "launch": game_text("launch"),
                 "life": game_text("life"), "speed": game_text("speed"),
                 "damage": game_text("damage"), "strike_type": game_text("strike type"),
                 "power_slots": game_text("power slots"),
                 "power_damage": game_text("power damage"), "dominates": game_text("dominates")},
    value_titles={"manufacturer": _MANUFACTURERS, "timing": _TIMINGS, "category": _CATEGORIES,
                  # a restricted strike card names the manufacturers it works with
                  "restricted_to": _MANUFACTURERS},
    palette={"manufacturer": {"core-tech": (28, 138, 112), "storm": (36, 99, 181),
                              "eklipse": (112, 48, 160), NEUTRAL: (110, 118, 130)},
             "strike_type": {"blade": (196, 204, 214), "flame": (240, 112, 32),
                             "quake": (166, 112, 58), "shock": (242, 210, 46),
                             "venom": (108, 192, 74), "gust": (127, 214, 232)}},
)
