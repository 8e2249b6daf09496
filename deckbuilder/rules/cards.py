"""Cards and the look-ups of the per-game card schema.

The schema is data: one list of :class:`FieldSpec` per (game, kind), in each game's
descriptor. The catalog importer, the CSV reader, the card editor form and the engines all
read it, so a field is described once. Everything here is pure Python so the rules engine
can use it anywhere.

The vocabulary the schema is written in (:class:`FieldSpec`, :class:`CardDataError`, the
field types and bounds) lives in :mod:`deckbuilder.rules.card_schema`, which a game's
descriptor imports; this module asks the descriptors through the registry, and names the
vocabulary again so that ``from deckbuilder.rules.cards import FieldSpec`` keeps working.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from deckbuilder.rules.card_schema import CARD_INT_MAX as CARD_INT_MAX
from deckbuilder.rules.card_schema import COMMON_FIELDS as COMMON_FIELDS
from deckbuilder.rules.card_schema import EFFECT_VERBS as EFFECT_VERBS
from deckbuilder.rules.card_schema import FIELD_TYPES as FIELD_TYPES
from deckbuilder.rules.card_schema import MAX_NAME_LENGTH as MAX_NAME_LENGTH
from deckbuilder.rules.card_schema import VALUE_KEYS as VALUE_KEYS
from deckbuilder.rules.card_schema import CardDataError as CardDataError
from deckbuilder.rules.card_schema import FieldSpec as FieldSpec
from deckbuilder.rules.card_schema import NameProblem as NameProblem
from deckbuilder.rules.card_schema import _int_expectation, name_problem, short_repr
from deckbuilder.rules.values import MAX_CARD_TEXT_LENGTH, text_problem

if TYPE_CHECKING:
    from deckbuilder.rules.game import Game

    # Built from the game descriptors on first use (see __getattr__ at the end); declared
    # here for the type checker only.
    GAMES: tuple[str, ...]
    GAME_TITLES: dict[str, str]
    KINDS: dict[str, tuple[str, ...]]
    TEAM_KINDS: frozenset[str]
    SCHEMA: dict[tuple[str, str], tuple[FieldSpec, ...]]
    SUMMARY_FIELDS: dict[tuple[str, str], tuple[str, ...]]

# GAMES, GAME_TITLES, KINDS, TEAM_KINDS, SCHEMA and SUMMARY_FIELDS come from the game
# descriptors (rules/games/<game>/game.py), see the module's __getattr__ at the end.


def _game(game: str | None) -> Game | None:
    from deckbuilder.rules.registry import find_game

    return find_game(game)


def field_specs(game: str, kind: str) -> tuple[FieldSpec, ...]:
    """The per-game fields of a kind (empty for an unknown pair)."""
    g = _game(game)
    return g.fields_of(kind) if g is not None else ()


@dataclass(frozen=True, slots=True)
class Card:
    """One card of the catalog. ``fields`` holds the per-game fields, defaults filled in.

    Lists inside ``fields`` are tuples and objects are dicts, so a card compares equal to
    the same card read back from a file.
    """

    game: str
    name: str
    kind: str
    set: str | None = None
    number: str | None = None
    rarity: str | None = None
    text: str | None = None
    image: str | None = None
    names: Mapping[str, str] = field(default_factory=dict, hash=False)
    fields: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def get(self, key: str, default: Any = None) -> Any:
        """A per-game field (or a common one) by name."""
        if key in self.fields:
            return self.fields[key]
        if key in COMMON_FIELDS:
            value = getattr(self, key)
            return default if value is None else value
        return default

    def all_names(self) -> list[str]:
        """The name and every translation."""
        return [self.name, *(n for n in self.names.values() if n and n != self.name)]

    def to_json(self) -> dict[str, Any]:
        """The catalog file form of the card (RULES.md §1), only present fields."""
        out: dict[str, Any] = {"game": self.game, "name": self.name, "kind": self.kind}
        for key in ("set", "number", "rarity", "text", "image"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.names:
            out["names"] = dict(self.names)
        for spec in field_specs(self.game, self.kind):
            if spec.name in self.fields and self.fields[spec.name] is not None:
                out[spec.name] = to_plain(self.fields[spec.name])
        return out


def to_plain(value: Any) -> Any:
    """Tuples as lists, as JSON reads them."""
    if isinstance(value, tuple | list):
        return [to_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: to_plain(v) for k, v in value.items()}
    return value


def _to_frozen(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_to_frozen(v) for v in value)
    if isinstance(value, dict):
        return {k: _to_frozen(v) for k, v in value.items()}
    return value


def card_cost(card: Card) -> int | None:
    """The card's cost as the cost curve shows it: Kairu, launch or MONSTER CARDS cost."""
    g = _game(card.game)
    return g.card_cost(card) if g is not None else None


# --------------------------------------------------------------------------- validation

def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_count(value: Any, limit: int | None, card: str | None, field: str) -> None:
    """Raise unless ``value`` is an integer from 0 to ``limit`` (None: no upper bound).
    The bound is named only when it is what was broken."""
    got = short_repr(value)
    if not _is_int(value) or value < 0:
        raise CardDataError(f"expected an integer ≥ 0, got {got}", card=card, field=field,
                            code="wrong-value", params={**_int_expectation(0, None), "got": got})
    if limit is not None and value > limit:
        raise CardDataError(f"expected an integer from 0 to {limit}, got {got}", card=card,
                            field=field, code="wrong-value",
                            params={**_int_expectation(0, limit), "got": got})


def _check_effects(value: Any, spec_name: str, card: str | None,
                   limit: int | None = CARD_INT_MAX) -> tuple[dict[str, Any], ...]:
    if not isinstance(value, list | tuple):
        raise CardDataError("expected a list of effects", card=card, field=spec_name,
                            code="effects-not-list")
    out = []
    for i, eff in enumerate(value, 1):
        where = f"{spec_name}[{i}]"
        if not isinstance(eff, dict):
            raise CardDataError('expected an effect object like {"do": "damage", "amount": 2}',
                                card=card, field=where, code="effect-not-object")
        unknown = set(eff) - {"do", "amount", "color"}
        if unknown:
            key = short_repr(sorted(unknown, key=str)[0])
            raise CardDataError(f"unknown key {key} (allowed: do, amount, color)", card=card,
                                field=where, code="unknown-key",
                                params={"key": key, "allowed": "do, amount, color"})
        verb = eff.get("do")
        if verb not in EFFECT_VERBS:
            got = short_repr(verb)
            raise CardDataError(f"unknown effect verb {got}; expected one of "
                                + ", ".join(EFFECT_VERBS), card=card, field=where + ".do",
                                code="unknown-verb",
                                params={"got": got, "choices": ", ".join(EFFECT_VERBS)})
        _check_count(eff.get("amount"), limit, card, where + ".amount")
        amount = eff["amount"]
        norm: dict[str, Any] = {"do": verb, "amount": amount}
        if verb == "defense":
            color = eff.get("color")
            if not isinstance(color, str) or not color.strip():
                raise CardDataError("a defense effect needs a colour (text)", card=card,
                                    field=where + ".color", code="defense-needs-colour")
            if limit is not None:
                _checked_text(color.strip(), card, where + ".color")
            norm["color"] = _kept(color)
        elif "color" in eff:
            raise CardDataError(f"only defense effects take a colour, not {verb!r}",
                                card=card, field=where + ".color", code="colour-only-defense",
                                params={"verb": repr(verb)})
        out.append(norm)
    return tuple(out)


def _check_value(spec: FieldSpec, value: Any, card: str | None,
                 limit: int | None = CARD_INT_MAX) -> Any:
    """The checked, normalised value of one field. ``limit`` is the largest integer
    allowed where the field sets no maximum (None: no upper bound)."""
    name = spec.name

    def bad(got: Any = value) -> CardDataError:
        shown = short_repr(got)
        return CardDataError(f"expected {spec.expected()}, got {shown}", card=card,
                             field=name, code="wrong-value",
                             params={**spec.expectation(), "got": shown})

    t = spec.type
    if t == "int":
        if not _is_int(value):
            raise bad()
        if (spec.minimum is not None and value < spec.minimum) or (
            spec.maximum is not None and value > spec.maximum
        ):
            raise bad()
        if spec.maximum is None and limit is not None and value > limit:
            got = short_repr(value)
            raise CardDataError(f"expected an integer from {spec.minimum or 0} to {limit}, "
                                f"got {got}", card=card, field=name, code="wrong-value",
                                params={**_int_expectation(spec.minimum or 0, limit),
                                        "got": got})
        return value
    if t == "str":
        if not isinstance(value, str) or not value.strip():
            raise bad()
        if limit is not None:
            _checked_text(value.strip(), card, name)
        return _kept(value)
    if t == "bool":
        if not isinstance(value, bool):
            raise bad()
        return value
    if t == "enum":
        if not isinstance(value, str):
            raise bad()
        for choice in spec.choices:
            if value.strip().casefold() == choice.casefold():
                return choice
        raise bad()
    if t == "str_list":
        if not isinstance(value, list | tuple) or not all(
            isinstance(v, str) and v.strip() for v in value
        ):
            raise bad()
        if limit is not None:
            for v in value:
                _checked_text(v.strip(), card, name)
        return tuple(_kept(v) for v in value)
    if t == "bool3":
        if not isinstance(value, list | tuple) or len(value) != 3 or not all(
            isinstance(v, bool) for v in value
        ):
            raise bad()
        return tuple(value)
    if t == "defense3":
        if not isinstance(value, list | tuple) or len(value) != 3:
            raise bad()
        zones: list[dict[str, Any] | None] = []
        for i, zone in enumerate(value):
            if zone is None:
                zones.append(None)
                continue
            zname = f"{name}[{i + 1}]"
            if not isinstance(zone, dict) or set(zone) != {"color", "value"}:
                got = short_repr(zone)
                raise CardDataError(f'expected null or {{"color": text, "value": integer ≥ 0}}, '
                                    f"got {got}", card=card, field=zname, code="zone-form",
                                    params={"got": got})
            color, val = zone["color"], zone["value"]
            if not isinstance(color, str) or not color.strip():
                got = short_repr(color)
                raise CardDataError(f"expected a colour name, got {got}", card=card,
                                    field=zname + ".color", code="expected-colour",
                                    params={"got": got})
            if limit is not None:
                _checked_text(color.strip(), card, zname + ".color")
            _check_count(val, limit, card, zname + ".value")
            zones.append({"color": _kept(color), "value": val})
        return tuple(zones)
    if t == "effects":
        return _check_effects(value, name, card, limit)
    if t == "react":
        if not isinstance(value, dict):
            raise bad()
        cost_key = spec.cost_key
        unknown = set(value) - {cost_key, "effects"}
        if unknown:
            key = short_repr(sorted(unknown, key=str)[0])
            raise CardDataError(f"unknown key {key} (allowed: {cost_key}, effects)", card=card,
                                field=name, code="unknown-key",
                                params={"key": key, "allowed": f"{cost_key}, effects"})
        cost = value.get(cost_key, 0)
        _check_count(cost, limit, card, f"{name}.{cost_key}")
        return {cost_key: cost, "effects": _check_effects(value.get("effects", []),
                                                          name + ".effects", card, limit)}
    raise AssertionError(f"unknown field type {t}")  # pragma: no cover - schema bug


#: The longest set code, number, rarity, picture name or text field of a card but its
#: rules text (:data:`MAX_CARD_TEXT_LENGTH`) and its names (:data:`MAX_NAME_LENGTH`).
MAX_FIELD_TEXT_LENGTH = 1000


def _checked_text(value: str, card: str | None, field: str, *,
                  long: bool = False) -> str:
    """``value`` unless it breaks the rule of every text of a card (rules.values): no
    control character but a tab and line ends (which CSV and XML both carry), within a
    length (``long``: that of the rules text)."""
    bad = text_problem(value, f"field {field!r}",
                       MAX_CARD_TEXT_LENGTH if long else MAX_FIELD_TEXT_LENGTH,
                       multiline=True)
    if bad is not None and bad.too_long:
        raise CardDataError(bad.message.removeprefix(f"field {field!r} "), card=card,
                            field=field, code="value-too-long", params=bad.params)
    if bad is not None:
        raise CardDataError(bad.message.removeprefix(f"field {field!r} "), card=card,
                            field=field, code="value-control-character", params=bad.params)
    return value


def _kept(value: str) -> str:
    """A card's text as it is kept: no white space around it, line feeds for line ends (a
    lone carriage return is a line end to XML and to a CSV reader alike, and came back as
    neither)."""
    return value.strip().replace("\r\n", "\n").replace("\r", "\n")


def _optional_text(raw: Mapping[str, Any], key: str, card: str | None,
                   strict: bool = True) -> str | None:
    value = raw.get(key)
    if value is None:
        return None
    if _is_int(value) and key == "number":
        return str(value)
    if not isinstance(value, str):
        got = short_repr(value)
        raise CardDataError(f"expected a text, got {got}", card=card, field=key,
                            code="wrong-value", params={"expects": "str", "got": got})
    if strict:
        # An imported card's text reaches Cockatrice's XML and every terminal: a NUL,
        # bell or escape in it would make the export ill-formed or drive the terminal.
        _checked_text(value.strip(), card, key, long=key == "text")
    return _kept(value) or None


def card_from_json(raw: Any, *, check_limits: bool = True) -> Card:
    """Validate one card object of a catalog file (RULES.md §1) and return the card.

    Raises :class:`CardDataError` naming the card and the field; it lists every problem
    of the card (``problems``), except that a bad game or kind stops the check (the
    fields depend on them). ``check_limits=False`` skips the upper bound of integers
    (:data:`CARD_INT_MAX`) and the rules of names and texts (rules.values): cards read
    back from a database an older version filled must stay readable, and editable, rather
    than break every list they appear in.
    """
    if not isinstance(raw, dict):
        raise CardDataError(f"expected a card object, got {type(raw).__name__}",
                            code="not-card-object", params={"type": type(raw).__name__})
    limit = CARD_INT_MAX if check_limits else None
    problems: list[CardDataError] = []
    raw_name = raw.get("name")
    name: str | None = None
    if isinstance(raw_name, str) and raw_name.strip():
        name = " ".join(raw_name.split())
        bad = name_problem(name) if check_limits else None
        if bad is not None:
            problems.append(
                CardDataError(bad.message, field="name", code="name-too-long",
                              params=bad.params) if bad.too_long else
                CardDataError(bad.message, field="name", code="name-control-character",
                              params=bad.params))
            name = short_repr(name)
    else:
        got = short_repr(raw_name)
        problems.append(CardDataError(f"expected a non-empty text, got {got}", field="name",
                                      code="wrong-value",
                                      params={"expects": "nonempty-str", "got": got}))
    game = raw.get("game")
    games = _game_ids()
    if not isinstance(game, str) or game not in games:
        got = short_repr(game)
        problems.append(CardDataError(f"expected one of {', '.join(games)}, got {got}",
                                      card=name, field="game", code="wrong-value",
                                      params={"expects": "enum", "choices": ", ".join(games),
                                              "got": got}))
        raise CardDataError.of(problems)
    kind = raw.get("kind")
    desc = _game(game)
    assert desc is not None
    if not isinstance(kind, str) or kind not in desc.kinds:
        got = short_repr(kind)
        choices = ", ".join(desc.kinds)
        problems.append(CardDataError(f"expected one of {choices} for {game}, got {got}",
                                      card=name, field="kind", code="unknown-kind",
                                      params={"choices": choices, "game": game, "got": got}))
        raise CardDataError.of(problems)
    specs = field_specs(game, kind)
    allowed = set(COMMON_FIELDS) | {s.name for s in specs}
    for key in raw:
        if key not in allowed:
            shown = short_repr(key)
            problems.append(CardDataError(f"unknown field {shown} for a {game} {kind} card",
                                          card=name, field=key, code="unknown-field",
                                          params={"field": shown, "game": game,
                                                  "kind": kind}))

    names_raw = raw.get("names")
    if names_raw is None:
        names_raw = {}
    names: dict[str, str] = {}
    if not isinstance(names_raw, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in names_raw.items()
    ):
        problems.append(CardDataError('expected an object of translations like {"ru": "…"}',
                                      card=name, field="names", code="names-not-object"))
    else:
        names = {k.strip(): " ".join(v.split()) for k, v in names_raw.items() if v.strip()}
        for lang, translated in names.items():
            bad = name_problem(translated) if check_limits else None
            where = f"names.{lang[:20]}"
            if bad is not None:
                problems.append(
                    CardDataError(bad.message, card=name, field=where, code="name-too-long",
                                  params=bad.params) if bad.too_long else
                    CardDataError(bad.message, card=name, field=where,
                                  code="name-control-character", params=bad.params))

    fields: dict[str, Any] = {}
    failed: set[str] = set()
    for spec in specs:
        value = raw.get(spec.name)
        if value is None:
            if spec.required:
                problems.append(CardDataError(f"missing; expected {spec.expected()}", card=name,
                                              field=spec.name, code="missing",
                                              params=spec.expectation()))
                continue
            value = spec.default
            if value is not None:
                fields[spec.name] = value
            continue
        try:
            fields[spec.name] = _check_value(spec, value, name, limit)
        except CardDataError as exc:
            problems.append(exc)
            failed.add(spec.name)

    rarity: str | None = None
    try:
        rarity = _optional_text(raw, "rarity", name, check_limits)
    except CardDataError as exc:
        problems.append(exc)
        failed.add("rarity")
    rarity, more = desc.finish_card(kind, name, rarity, fields, failed)
    problems.extend(more)

    texts: dict[str, str | None] = {}
    for key in ("set", "number", "text", "image"):
        try:
            texts[key] = _optional_text(raw, key, name, check_limits)
        except CardDataError as exc:
            problems.append(exc)
    if problems:
        raise CardDataError.of(problems)
    assert name is not None  # a bad name is one of the problems

    return Card(
        game=game,
        name=name,
        kind=kind,
        set=texts["set"],
        number=texts["number"],
        rarity=rarity,
        text=texts["text"],
        image=texts["image"],
        names=names,
        fields=_to_frozen(fields),
    )


def name_key(name: str) -> str:
    """The key two names are compared by: case-insensitive, spaces collapsed, ё = е."""
    return " ".join(name.split()).casefold().replace("ё", "е")


ZONE_NAMES = ("L", "M", "R")


def format_value(spec_type: str, value: Any) -> str:
    """A field value as a short readable text (used by the CLI, the window and proxies)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if spec_type == "str_list":
        return "/".join(value)
    if spec_type == "bool3":
        return " ".join(z for z, on in zip(ZONE_NAMES, value, strict=True) if on) or "—"
    if spec_type == "defense3":
        return " · ".join("—" if z is None else f"{z['color']} {z['value']}" for z in value)
    if spec_type == "effects":
        return ", ".join(_effect_words(e) for e in value)
    if spec_type == "react":
        # The cost is the entry beside the effects, named by the game (FieldSpec.cost_key).
        key, cost = next(((k, v) for k, v in value.items() if k != "effects"), ("", 0))
        return f"{cost} {key.capitalize()}: " + ", ".join(_effect_words(e)
                                                           for e in value["effects"])
    return str(value)


def _effect_words(e: Mapping[str, Any]) -> str:
    return f"+{e['amount']} {e['do']}" + (f" ({e['color']})" if e.get("color") else "")


def card_stats(card: Card) -> list[tuple[str, str]]:
    """(field name, readable value) pairs for a card's summary, cost first."""
    specs = {s.name: s for s in field_specs(card.game, card.kind)}
    out: list[tuple[str, str]] = []
    g = _game(card.game)
    if g is None:
        return out
    if g.summary_shows_cost:
        out.append(("rarity", card.rarity or ""))
        out.append(("cost", str(card_cost(card))))
    for key in g.summary_fields.get(card.kind, ()):
        value = card.fields.get(key)
        if value in (None, (), ""):
            continue
        out.append((key, format_value(specs[key].type, value)))
    return out


# --------------------------------------------------------------------------- per-game tables

def _game_ids() -> tuple[str, ...]:
    from deckbuilder.rules.registry import game_ids

    return game_ids()


def team_kinds() -> frozenset[str]:
    """Kinds that belong in a deck's team zone, in any game."""
    from deckbuilder.rules.registry import all_games

    return frozenset().union(*(g.team_kinds for g in all_games()))


def _schema() -> dict[tuple[str, str], tuple[FieldSpec, ...]]:
    from deckbuilder.rules.registry import all_games

    return {(g.id, kind): specs for g in all_games() for kind, specs in g.schema.items()}


def __getattr__(name: str) -> Any:
    # The per-game tables, built from the game descriptors on first use (PEP 562): the
    # descriptors import this module, so they cannot be read while it loads.
    from deckbuilder.rules.registry import all_games

    if name == "GAMES":
        return _game_ids()
    if name == "GAME_TITLES":
        return {g.id: g.title for g in all_games()}
    if name == "KINDS":
        return {g.id: g.kinds for g in all_games()}
    if name == "TEAM_KINDS":
        return team_kinds()
    if name == "SCHEMA":
        return _schema()
    if name == "SUMMARY_FIELDS":
        return {(g.id, kind): f for g in all_games() for kind, f in g.summary_fields.items()}
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
