"""What the card editor holds and checks, without a widget: the game and kind, the values
of the common and the game's own fields, the card object they make, every problem with
it (not only the first), the MONSTER CARDS deck cost, and saving with the picture.

:class:`~deckbuilder.ui.cards.card_editor.CardEditorDialog` is a view over a :class:`CardForm`:
its widgets write the values here and show the problems found here. Tests fill a form and
save it with no window. No Qt in this module (a test checks it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from deckbuilder.catalog.card_repository import CardRecord
from deckbuilder.rules.cards import (
    Card,
    CardDataError,
    FieldSpec,
    field_specs,
    name_key,
)
from deckbuilder.rules.registry import find_game
from deckbuilder.services.catalog_service import CatalogService

#: The common fields in the order of the form (the game's own fields come after
#: ``rarity``, the rules text last).
COMMON_FIELDS = ("name", "set", "number", "rarity", "text")


def top_field(path: str) -> str:
    """``defense[2].value`` → ``defense``."""
    m = re.match(r"[A-Za-z_]+", path)
    return m.group(0) if m else path


def split_list(text: str) -> list[str]:
    """``a, b`` or ``a|b`` → ``["a", "b"]`` (empty pieces dropped)."""
    sep = "|" if "|" in text else ","
    return [p.strip() for p in text.split(sep) if p.strip()]


def next_number(number: str) -> str:
    """The number after ``number`` keeping its zero padding: ``007`` → ``008``."""
    m = re.search(r"(\d+)(\D*)$", number)
    if not m:
        return ""
    digits = m.group(1)
    bumped = str(int(digits) + 1).zfill(len(digits))
    return number[:m.start(1)] + bumped + m.group(2)


def placeholder_value(spec: FieldSpec) -> Any:
    """A valid stand-in for a field, so validation can go on and find the next problem."""
    t = spec.type
    if t == "int":
        return spec.minimum if spec.minimum is not None else 0
    if t == "str":
        return "x"
    if t == "bool":
        return False
    if t == "enum":
        return spec.choices[0]
    if t == "str_list":
        return ["x"]
    if t == "bool3":
        return [False, False, False]
    if t == "defense3":
        return [None, None, None]
    if t == "effects":
        return []
    return None  # react: simply absent


@dataclass(frozen=True)
class FormProblem:
    """One field's problem: the field's path (``defense[2].value``), the validation
    error (None when another card already has the name: ``duplicate_of`` names it), and
    whether the field is simply not filled in."""

    path: str
    error: CardDataError | None
    missing: bool
    duplicate_of: str = ""


@dataclass
class CardForm:
    """The values of the card editor. ``values`` holds the common fields (name, set,
    number, rarity, text, the Russian name as ``ru``) and the game's own fields by name;
    an empty text or None leaves a field out of the card."""

    service: CatalogService
    game: str
    kind: str
    record: CardRecord | None = None
    values: dict[str, Any] = field(default_factory=dict)
    #: Names in languages the form does not show, kept as they were.
    other_names: dict[str, str] = field(default_factory=dict)

    @classmethod
    def of_record(cls, service: CatalogService, record: CardRecord) -> CardForm:
        """The form of a saved card."""
        card = record.card
        values: dict[str, Any] = {"name": card.name, "ru": card.names.get("ru", ""),
                                  "set": card.set or "", "number": card.number or "",
                                  "rarity": card.rarity, "text": card.text or ""}
        for spec in field_specs(card.game, card.kind):
            values[spec.name] = card.fields.get(spec.name)
        return cls(service, card.game, card.kind, record, values,
                   {k: v for k, v in card.names.items() if k != "ru"})

    def specs(self) -> list[FieldSpec]:
        """The game's own fields of this kind of card, in the form's order."""
        return list(field_specs(self.game, self.kind))

    def raw(self) -> dict[str, Any]:
        """The card object (catalog file form) the form describes right now."""
        v = self.values
        raw: dict[str, Any] = {"game": self.game, "kind": self.kind,
                               "name": str(v.get("name") or "")}
        for key in ("set", "number"):
            text = str(v.get(key) or "").strip()
            if text:
                raw[key] = text
        if v.get("rarity"):
            raw["rarity"] = v["rarity"]
        text = str(v.get("text") or "").strip()
        if text:
            raw["text"] = text
        names = dict(self.other_names)
        ru = str(v.get("ru") or "").strip()
        if ru:
            names["ru"] = ru
        if names:
            raw["names"] = names
        for spec in self.specs():
            value = v.get(spec.name)
            if value is not None:
                raw[spec.name] = value
        return raw

    def check(self, raw: dict[str, Any] | None = None
              ) -> tuple[Card | None, dict[str, FormProblem]]:
        """Validate through the service; on a problem put a valid stand-in in that field
        and go on, so every field's problem is found, not only the first. The card when
        there is no problem; the problems by top field."""
        raw = self.raw() if raw is None else raw
        problems: dict[str, FormProblem] = {}
        specs = {s.name: s for s in self.specs()}
        attempt = dict(raw)
        card: Card | None = None
        for _ in range(len(specs) + 12):
            try:
                card = self.service.check_card(attempt)
                break
            except CardDataError as exc:
                path = exc.field or ""
                top = top_field(path)
                found = FormProblem(path, exc, exc.code == "missing")
                if not top or top in problems:
                    problems.setdefault(top, found)
                    break
                problems[top] = found
                attempt = dict(attempt)
                if top in specs:
                    stand_in = placeholder_value(specs[top])
                    if stand_in is None:
                        attempt.pop(top, None)
                    else:
                        attempt[top] = stand_in
                elif top == "name":
                    attempt["name"] = "x"
                elif top == "rarity" and self._game_rarities():
                    attempt["rarity"] = self._game_rarities()[0]
                else:
                    attempt.pop(top, None)
        name = raw["name"].strip()
        if name and "name" not in problems:
            own = self.record.id if self.record is not None else None
            key = name_key(name)
            for other in self.service.cards_named(name, self.game):
                if other.id != own and name_key(other.card.name) == key:
                    problems["name"] = FormProblem("name", None, False, other.card.name)
                    break
        return (None if problems else card), problems

    def order(self) -> list[str]:
        """The form's fields top to bottom: problems are listed (and focused) this way."""
        return ["game", "kind", "name", "names", "set", "number", "rarity",
                *(s.name for s in self.specs()), "text"]

    def _game_rarities(self) -> tuple[str, ...]:
        game = find_game(self.game)
        return game.rarities if game is not None else ()

    def deck_cost(self) -> int | None:
        """The card's deck cost as its game's descriptor counts it (``Game.deck_cost``;
        an unset rarity counts as the first one); None for a game without one."""
        game = find_game(self.game)
        if game is None or not game.has_deck_cost:
            return None
        rarity = self.values.get("rarity") or (game.rarities[0] if game.rarities else None)
        names = {s.name for s in self.specs()}
        fields = {k: v for k, v in self.values.items() if k in names and v is not None}
        return game.deck_cost(Card(self.game, "x", self.kind, rarity=rarity, fields=fields))

    def save(self, *, picture: bytes | None = None, remove_picture: bool = False) -> int:
        """Save the card (new, or the record's) with its picture in one transaction; its
        id. Raises :class:`ValueError` when the form has a problem, and the catalog's
        errors (a name taken meanwhile, a bad picture)."""
        card, problems = self.check()
        if card is None:
            raise ValueError("the card has problems: " + ", ".join(problems))
        card_id = self.record.id if self.record is not None else None
        return self.service.save_card(card, card_id=card_id, picture=picture,
                                      remove_picture=remove_picture and picture is None)
