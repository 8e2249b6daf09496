"""What a restore holds the restored content to: the rules of an import.

A backup may come from anyone. Its database passed the structural checks of
:mod:`deckbuilder.catalog.backup` (schema, integrity, picture names, hashes), but its rows
could still hold what no import would have let in: a card whose ``data`` is not JSON or
is nested a hundred thousand levels deep, a card text with an escape character, a deck
named with a bell, a picture of 13000×13000 pixels whose hash is right. Each of those
restored, then broke a later command or hung the window. So every card goes through the
card type's validation (:func:`deckbuilder.rules.cards.card_from_json`, as the catalog
import), every deck through the deck list type (as a deck import), and every picture
through the import's own picture check (:meth:`PictureStore.check`), in the staging
folder, before anything is replaced.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from deckbuilder.catalog.decks import deck_from_rows
from deckbuilder.catalog.pictures import PictureError, PictureStore
from deckbuilder.rules.cards import CardDataError, card_from_json, short_repr
from deckbuilder.rules.decklist import DeckValueError
from deckbuilder.rules.registry import UnknownRuleset, get_ruleset
from deckbuilder.text_files import PICTURE_FILE, InputFileError, read_bytes

#: How a problem is reported: the restore's own refusal (a BackupError naming the backup).
Refuse = Callable[[str], Exception]


def _json(text: object) -> Any:
    """A JSON column's value; ValueError (with why) when it is none."""
    if not isinstance(text, str):
        raise ValueError(f"not a text but {type(text).__name__}")
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("JSON nested too deeply") from None


def check_cards(conn: sqlite3.Connection, refuse: Refuse) -> None:
    """Every card row as the catalog import would accept it."""
    rows = conn.execute("SELECT id, game, name, kind, set_code, number, rarity, text, names, "
                        "data FROM card ORDER BY id")
    for cid, game, name, kind, set_code, number, rarity, text, names, data in rows:
        shown = f"card {short_repr(name)} (row {cid})"
        try:
            raw = _json(data)
            if not isinstance(raw, dict):
                raise ValueError(f"expected an object, got {type(raw).__name__}")
        except ValueError as exc:
            raise refuse(f"{shown}: its data is not a card's ({exc})") from None
        try:
            translations = _json(names) if names else {}
        except ValueError as exc:
            raise refuse(f"{shown}: its names are not a card's ({exc})") from None
        # The row as CardRepository reads it (record_from_row), with the import's limits.
        raw.update(game=game, name=name, kind=kind)
        for key, value in (("set", set_code), ("number", number), ("rarity", rarity),
                           ("text", text)):
            if value is not None:
                raw[key] = value
        if translations:
            raw["names"] = translations
        try:
            card_from_json(raw)
        except CardDataError as exc:
            raise refuse(f"{shown} would be refused by a catalog import: {exc}") from None


def check_decks(conn: sqlite3.Connection, refuse: Refuse) -> None:
    """Every deck as a deck import would accept it."""
    entries: dict[int, list[tuple[object, object, object]]] = {}
    for deck_id, zone, card, count in conn.execute(
            "SELECT deck_id, zone, card_name, count FROM deck_entry "
            "ORDER BY deck_id, position, id"):
        entries.setdefault(deck_id, []).append((zone, card, count))
    for deck_id, name, ruleset, notes, author in conn.execute(
            "SELECT id, name, ruleset, notes, author FROM deck ORDER BY id"):
        shown = f"deck {short_repr(name)} (row {deck_id})"
        try:
            deck_from_rows(name, ruleset, notes, author, entries.get(deck_id, ()))
            get_ruleset(str(ruleset))
        except (DeckValueError, UnknownRuleset) as exc:
            raise refuse(f"{shown} would be refused by a deck import: {exc}") from None


def check_pictures(files: Iterable[tuple[str, Path]], refuse: Refuse) -> None:
    """Every picture as the catalog import would accept it (its size in pixels too)."""
    for name, file in files:
        try:
            PictureStore.check(read_bytes(file, PICTURE_FILE), name)
        except (PictureError, InputFileError) as exc:
            raise refuse(f"{exc}; a catalog import refuses it") from None


__all__ = ["check_cards", "check_decks", "check_pictures"]
