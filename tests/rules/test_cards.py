"""The card schema (RULES.md §1): every (game, kind), every field, every error message."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from deckbuilder.rules.cards import (
    GAMES,
    KINDS,
    SCHEMA,
    CardDataError,
    FieldSpec,
    card_cost,
    card_from_json,
    field_specs,
    name_key,
)
from deckbuilder.rules.games.monster_cards.values import (
    MC_SKILLS,
    monster_cards_cost,
)
from deckbuilder.rules.games.redakai.game import (
    character_base_name,
)

# One valid card of every (game, kind) pair, with every required field.
VALID: dict[tuple[str, str], dict[str, Any]] = {
    ("monsuno", "monsuno"): {
        "game": "monsuno", "name": "Quickforge", "kind": "monsuno",
        "manufacturer": "core-tech", "launch": 2, "life": 50, "speed": 3, "damage": 10,
        "strike_type": "wave", "power_slots": ["wave", "fire"], "power_damage": 30,
    },
    ("monsuno", "strike"): {
        "game": "monsuno", "name": "Storm Bolt", "kind": "strike", "manufacturer": "storm",
        "launch": 2, "speed": 2, "damage": 10, "strike_type": "fire", "dominates": ["wave"],
        "effects": [{"do": "damage", "amount": 2}],
    },
    ("redakai", "character"): {
        "game": "redakai", "name": "Kai - Blue Fire", "kind": "character",
        "defense": [{"color": "blue", "value": 2}, None, {"color": "red", "value": 1}],
    },
    ("redakai", "monster"): {
        "game": "redakai", "name": "Hydro Wyrm", "kind": "monster", "kairu": 3,
        "defense": [{"color": "blue", "value": 3}, None, None], "heal": [False, True, False],
        "react": {"kairu": 1, "effects": [{"do": "defense", "amount": 2, "color": "yellow"}]},
    },
    ("redakai", "attack"): {
        "game": "redakai", "name": "Fire Slash", "kind": "attack", "kairu": 2, "power": 5,
        "color": "red", "hits": [True, False, False],
    },
    ("monster-cards", "monster"): {
        "game": "monster-cards", "name": "Thunder Drake", "kind": "monster", "rarity": "UR",
        "power": 5, "element": "fire", "species": "dragon", "means": "magic",
        "size": "large", "skill": "Reverse",
    },
}

ALL_SPECS: list[tuple[str, str, FieldSpec]] = [
    (game, kind, spec) for (game, kind), specs in SCHEMA.items() for spec in specs
]


def _id(item: tuple[str, str, FieldSpec]) -> str:
    game, kind, spec = item
    return f"{game}-{kind}-{spec.name}"


def valid(game: str, kind: str, /, **changes: Any) -> dict[str, Any]:
    """A copy of the valid card of (game, kind) with some keys changed."""
    raw = copy.deepcopy(VALID[(game, kind)])
    raw.update(changes)
    return raw


def without(game: str, kind: str, key: str) -> dict[str, Any]:
    raw = copy.deepcopy(VALID[(game, kind)])
    raw.pop(key, None)
    return raw


def refused(raw: Any) -> CardDataError:
    with pytest.raises(CardDataError) as info:
        card_from_json(raw)
    return info.value


# A value of the wrong type for each field type.
WRONG_TYPE: dict[str, Any] = {
    "int": "3",
    "str": 7,
    "bool": "yes",
    "enum": 3,
    "str_list": "wave",
    "bool3": "true|false|true",
    "defense3": {"color": "red", "value": 1},
    "effects": {"do": "damage", "amount": 2},
    "react": [1, []],
}


def test_the_valid_table_covers_every_game_and_kind() -> None:
    assert set(VALID) == {(g, k) for g in GAMES for k in KINDS[g]} == set(SCHEMA)


@pytest.mark.parametrize("key", sorted(VALID), ids=lambda k: f"{k[0]}-{k[1]}")
def test_a_valid_card_of_every_game_and_kind_is_accepted(key: tuple[str, str]) -> None:
    raw = VALID[key]
    card = card_from_json(copy.deepcopy(raw))
    assert (card.game, card.kind, card.name) == (raw["game"], raw["kind"], raw["name"])
    for spec in field_specs(*key):
        if spec.name in raw:
            value = card.fields[spec.name]
            # Lists come back as tuples so that equal cards compare equal.
            assert not isinstance(value, list)
        elif spec.default is not None:
            assert card.fields[spec.name] == spec.default
        else:
            assert spec.name not in card.fields or spec.name in ("character", "version")


def test_defaults_are_filled_in_for_a_strike_card() -> None:
    card = card_from_json(without("monsuno", "strike", "effects"))
    assert card.fields["exclusive"] is False
    assert card.fields["unique"] is False
    assert card.fields["timing"] == "damage"
    assert card.fields["category"] == "normal"
    assert card.fields["restricted_to"] == ()
    assert card.fields["effects"] == ()


# ------------------------------------------------------------------ every field spec


@pytest.mark.parametrize("item", [s for s in ALL_SPECS if s[2].required], ids=_id)
def test_a_missing_required_field_is_named(item: tuple[str, str, FieldSpec]) -> None:
    game, kind, spec = item
    raw = without(game, kind, spec.name)
    err = refused(raw)
    assert err.field == spec.name
    assert err.card == raw["name"]
    message = str(err)
    assert repr(spec.name) in message
    assert repr(raw["name"]) in message
    assert "missing" in message
    assert spec.expected() in message


@pytest.mark.parametrize("item", [s for s in ALL_SPECS if s[2].required], ids=_id)
def test_null_for_a_required_field_counts_as_missing(item: tuple[str, str, FieldSpec]) -> None:
    game, kind, spec = item
    err = refused(valid(game, kind, **{spec.name: None}))
    assert err.field == spec.name
    assert "missing" in str(err)


@pytest.mark.parametrize("item", ALL_SPECS, ids=_id)
def test_a_wrong_type_names_card_field_and_expected_value(
        item: tuple[str, str, FieldSpec]) -> None:
    game, kind, spec = item
    bad = WRONG_TYPE[spec.type]
    raw = valid(game, kind, **{spec.name: bad})
    err = refused(raw)
    assert err.card == raw["name"]
    assert err.field is not None and err.field.startswith(spec.name)
    message = str(err)
    assert repr(raw["name"]) in message
    assert "expected" in message
    if spec.type in ("int", "str", "bool", "enum", "str_list", "bool3", "defense3", "react"):
        assert err.field == spec.name
        assert spec.expected() in message
        assert repr(bad) in message  # what the file held


@pytest.mark.parametrize("item", [s for s in ALL_SPECS if s[2].type == "int"], ids=_id)
def test_a_boolean_or_a_fraction_is_not_an_integer(item: tuple[str, str, FieldSpec]) -> None:
    game, kind, spec = item
    for bad in (True, 2.0):
        err = refused(valid(game, kind, **{spec.name: bad}))
        assert err.field == spec.name


@pytest.mark.parametrize("item", [s for s in ALL_SPECS if s[2].type == "int"], ids=_id)
def test_an_integer_out_of_range_is_refused(item: tuple[str, str, FieldSpec]) -> None:
    game, kind, spec = item
    assert spec.minimum is not None, "every integer field of the schema has a lower bound"
    too_low = valid(game, kind, **{spec.name: spec.minimum - 1})
    err = refused(too_low)
    assert err.field == spec.name
    assert spec.expected() in str(err)
    assert f"got {spec.minimum - 1}" in str(err)
    # The bound itself is fine.
    assert card_from_json(valid(game, kind, **{spec.name: spec.minimum})).fields[
        spec.name] == spec.minimum
    if spec.maximum is not None:
        err = refused(valid(game, kind, **{spec.name: spec.maximum + 1}))
        assert err.field == spec.name
        assert card_from_json(valid(game, kind, **{spec.name: spec.maximum})).fields[
            spec.name] == spec.maximum


@pytest.mark.parametrize("item", [s for s in ALL_SPECS if s[2].type == "str"], ids=_id)
def test_an_empty_text_is_refused_and_spaces_are_trimmed(
        item: tuple[str, str, FieldSpec]) -> None:
    game, kind, spec = item
    err = refused(valid(game, kind, **{spec.name: "   "}))
    assert err.field == spec.name
    card = card_from_json(valid(game, kind, **{spec.name: "  storm  "}))
    assert card.fields[spec.name] == "storm"


@pytest.mark.parametrize("item", [s for s in ALL_SPECS if s[2].type == "enum"], ids=_id)
def test_an_enum_refuses_other_words_and_ignores_case(item: tuple[str, str, FieldSpec]) -> None:
    game, kind, spec = item
    err = refused(valid(game, kind, **{spec.name: "plasma"}))
    assert err.field == spec.name
    for choice in spec.choices:
        assert choice in str(err)  # the message lists what is allowed
    choice = spec.choices[-1]
    card = card_from_json(valid(game, kind, **{spec.name: f" {choice.upper()} "}))
    assert card.fields[spec.name] == choice


@pytest.mark.parametrize("item", [s for s in ALL_SPECS if s[2].type == "str_list"], ids=_id)
def test_a_text_list_refuses_non_texts(item: tuple[str, str, FieldSpec]) -> None:
    game, kind, spec = item
    for bad in (["wave", 3], ["wave", ""], [None]):
        err = refused(valid(game, kind, **{spec.name: bad}))
        assert err.field == spec.name
    raw = valid(game, kind, **{spec.name: [" wave", "wave "]})
    if spec.name == "restricted_to":
        raw["category"] = "restricted"
    card = card_from_json(raw)
    assert card.fields[spec.name] == ("wave", "wave")  # repeats are allowed


@pytest.mark.parametrize("item", [s for s in ALL_SPECS if s[2].type == "bool3"], ids=_id)
def test_bool3_needs_exactly_three_booleans(item: tuple[str, str, FieldSpec]) -> None:
    game, kind, spec = item
    for bad in ([True, False], [True, False, True, False], [True, "false", True], [1, 0, 1]):
        err = refused(valid(game, kind, **{spec.name: bad}))
        assert err.field == spec.name
        assert "3" in str(err)
    card = card_from_json(valid(game, kind, **{spec.name: [False, False, True]}))
    assert card.fields[spec.name] == (False, False, True)


@pytest.mark.parametrize("item", [s for s in ALL_SPECS if s[2].type == "defense3"], ids=_id)
def test_defense3_checks_the_list_and_each_zone(item: tuple[str, str, FieldSpec]) -> None:
    game, kind, spec = item
    n = spec.name
    err = refused(valid(game, kind, **{n: [None, None]}))
    assert err.field == n
    assert "3 zones" in str(err)
    cases = {
        f"{n}[2]": [None, {"color": "red"}, None],
        f"{n}[1]": ["red 3", None, None],
        f"{n}[3]": [None, None, {"color": "red", "value": 1, "extra": True}],
        f"{n}[2].value": [None, {"color": "red", "value": -1}, None],
        f"{n}[1].color": [{"color": " ", "value": 1}, None, None],
        f"{n}[3].value": [None, None, {"color": "red", "value": "2"}],
    }
    for field_name, zones in cases.items():
        err = refused(valid(game, kind, **{n: zones}))
        assert err.field == field_name, zones
        assert repr(field_name) in str(err)
    card = card_from_json(valid(game, kind, **{n: [None, {"color": " red ", "value": 0}, None]}))
    assert card.fields[n] == (None, {"color": "red", "value": 0}, None)


EFFECT_ERRORS = [
    ({"do": "explode", "amount": 1}, "[2].do", "unknown effect verb"),
    ({"do": "damage", "amount": -1}, "[2].amount", "≥ 0"),
    ({"do": "damage"}, "[2].amount", "≥ 0"),
    ({"do": "damage", "amount": "2"}, "[2].amount", "≥ 0"),
    ({"do": "defense", "amount": 2}, "[2].color", "colour"),
    ({"do": "defense", "amount": 2, "color": ""}, "[2].color", "colour"),
    ({"do": "damage", "amount": 2, "color": "red"}, "[2].color", "only defense"),
    ({"do": "damage", "amount": 2, "target": "self"}, "[2]", "unknown key 'target'"),
    ("damage 2", "[2]", "effect object"),
]


@pytest.mark.parametrize("item", [s for s in ALL_SPECS if s[2].type == "effects"], ids=_id)
@pytest.mark.parametrize(("effect", "suffix", "words"), EFFECT_ERRORS,
                         ids=[e[1] + "-" + e[2] for e in EFFECT_ERRORS])
def test_effects_are_checked_one_by_one(item: tuple[str, str, FieldSpec], effect: Any,
                                        suffix: str, words: str) -> None:
    game, kind, spec = item
    good = {"do": "draw", "amount": 1}
    raw = valid(game, kind, **{spec.name: [good, effect]})
    if spec.name == "effects" and kind == "strike":
        raw["timing"] = "after"
    err = refused(raw)
    assert err.field == spec.name + suffix
    assert words in str(err)
    assert repr(raw["name"]) in str(err)


def test_every_effect_verb_is_accepted() -> None:
    effects = [{"do": "speed", "amount": 1}, {"do": "damage", "amount": 0},
               {"do": "heal", "amount": 3}, {"do": "draw", "amount": 1},
               {"do": "defense", "amount": 2, "color": " blue "}, {"do": "power", "amount": 4}]
    card = card_from_json(valid("redakai", "attack", effects=effects))
    assert card.fields["effects"][4] == {"do": "defense", "amount": 2, "color": "blue"}
    assert [e["do"] for e in card.fields["effects"]] == [
        "speed", "damage", "heal", "draw", "defense", "power"]


@pytest.mark.parametrize("kind", ["monster", "attack"])
def test_react_is_checked(kind: str) -> None:
    err = refused(valid("redakai", kind, react={"kairu": 1, "cost": 2, "effects": []}))
    assert err.field == "react"
    assert "unknown key 'cost'" in str(err)
    err = refused(valid("redakai", kind, react={"kairu": -1, "effects": []}))
    assert err.field == "react.kairu"
    err = refused(valid("redakai", kind, react={"kairu": 1, "effects": [{"do": "fly",
                                                                         "amount": 1}]}))
    assert err.field == "react.effects[1].do"
    err = refused(valid("redakai", kind, react="2: heal 1"))
    assert err.field == "react"
    card = card_from_json(valid("redakai", kind, react={"effects": [{"do": "heal",
                                                                     "amount": 1}]}))
    assert card.fields["react"] == {"kairu": 0, "effects": ({"do": "heal", "amount": 1},)}


# ------------------------------------------------------------------ common fields


def test_not_a_card_object() -> None:
    err = refused(["monsuno", "Quickforge"])
    assert "card object" in str(err)


@pytest.mark.parametrize("name", [None, "", "   ", 12])
def test_the_name_is_required(name: Any) -> None:
    raw = valid("monsuno", "monsuno", name=name)
    err = refused(raw)
    assert err.field == "name"


def test_the_name_is_trimmed_and_spaces_collapsed() -> None:
    card = card_from_json(valid("monsuno", "monsuno", name="  Quick   forge "))
    assert card.name == "Quick forge"


@pytest.mark.parametrize("game", [None, "pokemon", "Monsuno", 3])
def test_an_unknown_game_is_refused(game: Any) -> None:
    err = refused(valid("monsuno", "monsuno", game=game))
    assert err.field == "game"
    assert err.card == "Quickforge"
    for g in GAMES:
        assert g in str(err)


@pytest.mark.parametrize(("game", "kind"), [("monsuno", "attack"), ("redakai", "strike"),
                                            ("monster-cards", "character"), ("monsuno", None)])
def test_a_kind_of_another_game_is_refused(game: str, kind: Any) -> None:
    raw = copy.deepcopy(next(v for k, v in VALID.items() if k[0] == game))
    raw["kind"] = kind
    err = refused(raw)
    assert err.field == "kind"
    for k in KINDS[game]:
        assert k in str(err)


@pytest.mark.parametrize("key", ["colour", "kairu", "Launch", "images"])
def test_an_unknown_key_names_the_key_and_the_card(key: str) -> None:
    err = refused(valid("monsuno", "monsuno", **{key: 1}))
    assert err.field == key
    assert err.card == "Quickforge"
    assert f"unknown field {key!r}" in str(err)


def test_a_field_of_another_kind_is_unknown() -> None:
    err = refused(valid("redakai", "attack", heal=[True, True, True]))
    assert err.field == "heal"


@pytest.mark.parametrize("key", ["set", "rarity", "text", "image"])
def test_optional_common_texts_must_be_texts(key: str) -> None:
    err = refused(valid("monsuno", "monsuno", **{key: ["x"]}))
    assert err.field == key
    assert "expected a text" in str(err)


def test_common_fields_are_kept_and_blank_ones_dropped() -> None:
    card = card_from_json(valid("monsuno", "monsuno", set=" MS1 ", number=7, rarity="rare",
                                text="  ", image="pics/q.png"))
    assert (card.set, card.number, card.rarity, card.text, card.image) == (
        "MS1", "7", "rare", None, "pics/q.png")


@pytest.mark.parametrize("names", [{"ru": 3}, "Ёжик", {"ru": ["Ёжик"]}])
def test_translations_must_be_an_object_of_texts(names: Any) -> None:
    err = refused(valid("monsuno", "monsuno", names=names))
    assert err.field == "names"


def test_an_empty_list_of_translations_is_a_wrong_type() -> None:
    err = refused(valid("monsuno", "monsuno", names=[]))
    assert err.field == "names"


def test_translations_are_kept_and_all_names_lists_them() -> None:
    card = card_from_json(valid("monsuno", "monsuno", names={"ru": " Ёжик  Громовержец ",
                                                             "de": ""}))
    assert card.names == {"ru": "Ёжик Громовержец"}
    assert card.all_names() == ["Quickforge", "Ёжик Громовержец"]


# ------------------------------------------------------------------ per-game rules


def test_a_restricted_strike_needs_restricted_to() -> None:
    err = refused(valid("monsuno", "strike", category="restricted"))
    assert err.field == "restricted_to"
    assert err.card == "Storm Bolt"
    card = card_from_json(valid("monsuno", "strike", category="restricted",
                                restricted_to=["Charlemagne", "storm"]))
    assert card.fields["restricted_to"] == ("Charlemagne", "storm")


def test_an_exclusive_strike_needs_a_manufacturer() -> None:
    raw = without("monsuno", "strike", "manufacturer")
    raw["exclusive"] = True
    err = refused(raw)
    assert err.field == "exclusive"
    assert "manufacturer" in str(err)
    assert card_from_json(valid("monsuno", "strike", exclusive=True)).fields["exclusive"] is True


def test_a_strike_without_manufacturer_is_neutral() -> None:
    card = card_from_json(without("monsuno", "strike", "manufacturer"))
    assert "manufacturer" not in card.fields


@pytest.mark.parametrize("rarity", [None, "", "common", "SSR", 3])
def test_monster_cards_rarity_is_required_and_checked(rarity: Any) -> None:
    raw = valid("monster-cards", "monster", rarity=rarity)
    if rarity is None:
        del raw["rarity"]
    err = refused(raw)
    assert err.field == "rarity"
    assert err.card == "Thunder Drake"
    if not isinstance(rarity, int):
        assert "C, R, SR, UR" in str(err)


def test_monster_cards_rarity_ignores_case() -> None:
    assert card_from_json(valid("monster-cards", "monster", rarity=" sr ")).rarity == "SR"


def test_rarity_of_other_games_is_free_text() -> None:
    assert card_from_json(valid("monsuno", "strike", rarity="Ultra Rare")).rarity == "Ultra Rare"


@pytest.mark.parametrize(("field_name", "bad"), [("element", "plasma"), ("skill", "Teleport"),
                                                 ("species", "robot"), ("means", "melee"),
                                                 ("size", "huge")])
def test_monster_cards_enums(field_name: str, bad: str) -> None:
    err = refused(valid("monster-cards", "monster", **{field_name: bad}))
    assert err.field == field_name
    assert repr(bad) in str(err)


@pytest.mark.parametrize(("power", "ok"), [(0, False), (1, True), (5, True), (6, False)])
def test_monster_cards_power_is_1_to_5(power: int, ok: bool) -> None:
    raw = valid("monster-cards", "monster", power=power)
    if ok:
        assert card_from_json(raw).fields["power"] == power
    else:
        err = refused(raw)
        assert err.field == "power"
        assert "an integer from 1 to 5" in str(err)


def test_monsuno_launch_minus_one_and_life_zero() -> None:
    err = refused(valid("monsuno", "monsuno", launch=-1))
    assert str(err) == "card 'Quickforge', field 'launch': expected an integer ≥ 0, got -1"
    err = refused(valid("monsuno", "monsuno", life=0))
    assert str(err) == "card 'Quickforge', field 'life': expected an integer ≥ 1, got 0"


def test_skills_ignore_case() -> None:
    card = card_from_json(valid("monster-cards", "monster", skill="double edged"))
    assert card.fields["skill"] == "Double Edged"


def test_redakai_character_base_name_and_version_default_from_the_name() -> None:
    card = card_from_json({"game": "redakai", "name": "Varo - Crimson Tide",
                           "kind": "character", "defense": [None, None, None]})
    assert card.fields["character"] == "Varo"
    assert card.fields["version"] == "Crimson Tide"
    assert character_base_name("Kai - Blue Fire - Alt") == "Kai"


def test_redakai_character_explicit_base_name_wins() -> None:
    card = card_from_json({"game": "redakai", "name": "Varo - Crimson Tide",
                           "kind": "character", "character": "Varo the Great",
                           "version": "Tide", "defense": [None, None, None]})
    assert card.fields["character"] == "Varo the Great"
    assert card.fields["version"] == "Tide"


def test_redakai_character_without_version() -> None:
    card = card_from_json({"game": "redakai", "name": "Boyd", "kind": "character",
                           "defense": [None, None, None]})
    assert card.fields["character"] == "Boyd"
    assert "version" not in card.fields


# ------------------------------------------------------------------ round trip and cost


@pytest.mark.parametrize("key", sorted(VALID), ids=lambda k: f"{k[0]}-{k[1]}")
def test_to_json_round_trips(key: tuple[str, str]) -> None:
    raw = valid(*key, set="S1", number="4", text="Some text.", names={"ru": "Имя"})
    if key[0] != "monster-cards":
        raw["rarity"] = "rare"
    card = card_from_json(raw)
    again = card_from_json(card.to_json())
    assert again == card
    assert again.to_json() == card.to_json()


def test_to_json_is_plain_json() -> None:
    import json

    card = card_from_json(VALID[("redakai", "monster")])
    out = card.to_json()
    assert json.loads(json.dumps(out)) == out
    assert out["defense"] == [{"color": "blue", "value": 3}, None, None]
    assert out["react"] == {"kairu": 1, "effects": [{"do": "defense", "amount": 2,
                                                     "color": "yellow"}]}


def test_cards_with_different_fields_are_not_equal() -> None:
    a = card_from_json(VALID[("monsuno", "monsuno")])
    b = card_from_json(valid("monsuno", "monsuno", damage=11))
    assert a != b


@pytest.mark.parametrize(("rarity", "power", "skill", "cost"), [
    ("C", 1, None, 5),
    ("UR", 5, "Reverse", 20),          # 12 + 4 + 4 (Game Changer)
    ("SR", 3, "Dodge", 11),            # 8 + 2 + 1 (Discard)
    ("R", 2, "Double Edged", 9),       # 6 + 1 + 2 (Standard)
    ("UR", 1, "Elemental Torrent", 16),
])
def test_monster_cards_cost(rarity: str, power: int, skill: str | None, cost: int) -> None:
    assert monster_cards_cost(rarity, power, skill) == cost
    raw = valid("monster-cards", "monster", rarity=rarity, power=power, skill=skill)
    assert card_cost(card_from_json(raw)) == cost


def test_every_skill_has_a_cost_type() -> None:
    assert len(MC_SKILLS) == 18
    for skill in MC_SKILLS:
        assert monster_cards_cost("C", 1, skill) in (6, 7, 9)


def test_card_cost_of_other_games() -> None:
    assert card_cost(card_from_json(VALID[("redakai", "attack")])) == 2
    assert card_cost(card_from_json(VALID[("monsuno", "monsuno")])) == 2
    assert card_cost(card_from_json(VALID[("redakai", "character")])) is None


def test_name_key_folds_case_spaces_and_yo() -> None:
    assert name_key("  Ёжик   ГРОМ ") == name_key("ежик гром") == "ежик гром"


# ------------------------------------------------------------------ codes for the window
# Besides its English detail (unchanged: the command line prints it), each problem has a
# stable code and the values of its message, which the window words in its own language.


@pytest.mark.parametrize(("raw", "field", "code", "params"), [
    (valid("monster-cards", "monster", power=9), "power", "wrong-value",
     {"expects": "int", "min": 1, "max": 5, "got": "9"}),
    (without("monster-cards", "monster", "size"), "size", "missing",
     {"expects": "enum", "choices": "small, medium, large"}),
    (valid("monster-cards", "monster", element="plasma"), "element", "wrong-value",
     {"expects": "enum", "choices": "normal, fire, water, wood, light, dark",
      "got": "'plasma'"}),
    (valid("monster-cards", "monster", rarity="Q"), "rarity", "wrong-value",
     {"expects": "enum", "choices": "C, R, SR, UR", "got": "'Q'"}),
    (valid("monsuno", "strike", launch=10_000), "launch", "wrong-value",
     {"expects": "int", "min": 0, "max": 9999, "got": "10000"}),
    (valid("monsuno", "strike", launch=-1), "launch", "wrong-value",
     {"expects": "int", "min": 0, "got": "-1"}),
    (valid("monsuno", "strike", effects=[{"do": "zap", "amount": 1}]), "effects[1].do",
     "unknown-verb", {"got": "'zap'", "choices": "speed, damage, heal, draw, defense, power"}),
    (valid("monsuno", "strike", effects=[{"do": "heal", "amount": 10_000}]),
     "effects[1].amount", "wrong-value", {"expects": "int", "min": 0, "max": 9999,
                                          "got": "10000"}),
    (valid("monsuno", "strike", effects=[{"do": "heal", "amount": 1, "colour": "red"}]),
     "effects[1]", "unknown-key", {"key": "'colour'", "allowed": "do, amount, color"}),
    (valid("monsuno", "strike", effects=[{"do": "heal", "amount": 1, "color": "red"}]),
     "effects[1].color", "colour-only-defense", {"verb": "'heal'"}),
    (valid("monsuno", "strike", effects=[{"do": "defense", "amount": 1}]),
     "effects[1].color", "defense-needs-colour", {}),
    (valid("monsuno", "strike", effects=[3]), "effects[1]", "effect-not-object", {}),
    (valid("monsuno", "strike", category="restricted"), "restricted_to",
     "restricted-needs-list", {}),
    (valid("monsuno", "strike", manufacturer=None, exclusive=True), "exclusive",
     "exclusive-needs-manufacturer", {}),
    (valid("redakai", "monster", defense=[{"color": "red"}, None, None]), "defense[1]",
     "zone-form", {"got": "{'color': 'red'}"}),
    (valid("redakai", "monster", defense=[{"color": " ", "value": 1}, None, None]),
     "defense[1].color", "expected-colour", {"got": "' '"}),
    (valid("redakai", "monster", defense=[{"color": "red", "value": -2}, None, None]),
     "defense[1].value", "wrong-value", {"expects": "int", "min": 0, "got": "-2"}),
    (valid("redakai", "monster", react={"kairu": 1, "speed": 2}), "react", "unknown-key",
     {"key": "'speed'", "allowed": "kairu, effects"}),
    (valid("redakai", "attack", kind="trap"), "kind", "unknown-kind",
     {"choices": "character, monster, attack", "game": "redakai", "got": "'trap'"}),
    (valid("redakai", "attack", launch=2), "launch", "unknown-field",
     {"field": "'launch'", "game": "redakai", "kind": "attack"}),
    (valid("redakai", "attack", names=["ru"]), "names", "names-not-object", {}),
    (valid("redakai", "attack", name=" "), "name", "wrong-value",
     {"expects": "nonempty-str", "got": "' '"}),
    (valid("redakai", "attack", set=3), "set", "wrong-value", {"expects": "str", "got": "3"}),
    (valid("redakai", "attack", game="pokemon"), "game", "wrong-value",
     {"expects": "enum", "choices": "monsuno, redakai, monster-cards", "got": "'pokemon'"}),
    ([], None, "not-card-object", {"type": "list"}),
])
def test_a_problem_has_a_code_and_the_values_of_its_message(
        raw: Any, field: str | None, code: str, params: dict[str, Any]) -> None:
    err = refused(raw)
    assert (err.field, err.code, dict(err.params)) == (field, code, params)


def test_every_problem_of_a_card_keeps_its_own_code() -> None:
    err = refused(valid("monster-cards", "monster", power=0, species=None, bogus=1))
    assert [(p.field, p.code) for p in err.problems] == [
        ("bogus", "unknown-field"), ("power", "wrong-value"), ("species", "missing")]
    # The whole error says what its first problem says, as for card, field and detail.
    assert (err.code, err.params) == (err.problems[0].code, err.problems[0].params)


@pytest.mark.parametrize("item", ALL_SPECS, ids=_id)
def test_a_wrong_type_or_a_missing_field_has_a_code(item: tuple[str, str, FieldSpec]) -> None:
    game, kind, spec = item
    err = refused(valid(game, kind, **{spec.name: WRONG_TYPE[spec.type]}))
    assert err.code is not None
    if err.code == "wrong-value":
        assert dict(err.params) == {**spec.expectation(), "got": repr(WRONG_TYPE[spec.type])}
    if spec.required:
        err = refused(without(game, kind, spec.name))
        assert (err.code, dict(err.params)) == ("missing", spec.expectation())
