"""Sample cards of all three games and small helpers shared by the catalog tests.

Written by the tests themselves so they do not depend on the starter catalogs."""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path
from typing import Any

from deckbuilder.catalog.db import Database

MONSUNO_CARDS: list[dict[str, Any]] = [
    {"game": "monsuno", "name": "Quickforge", "kind": "monsuno", "set": "MS1", "number": "1",
     "rarity": "rare", "text": "A swift wolf of steel.", "manufacturer": "core-tech",
     "launch": 2, "life": 50, "speed": 3, "damage": 10, "strike_type": "wave",
     "power_slots": ["wave", "fire"], "power_damage": 30},
    {"game": "monsuno", "name": "Charlemagne", "kind": "monsuno", "set": "MS1", "number": "2",
     "text": "Thunder shakes the arena.", "manufacturer": "storm", "launch": 4, "life": 70,
     "speed": 1, "damage": 20, "strike_type": "fire", "power_slots": ["fire"],
     "power_damage": 40},
    {"game": "monsuno", "name": "Airswitch", "kind": "monsuno", "set": "MS2", "number": "3",
     "names": {"ru": "Ёжик-Громовержец"}, "manufacturer": "eklipse", "launch": 1,
     "life": 40, "speed": 5, "damage": 5, "strike_type": "wind"},
    {"game": "monsuno", "name": "Storm Bolt", "kind": "strike", "set": "MS1", "number": "10",
     "text": "Deals 2 extra damage.", "manufacturer": "storm", "exclusive": True,
     "launch": 2, "speed": 2, "damage": 10, "strike_type": "fire", "dominates": ["wave"],
     "effects": [{"do": "damage", "amount": 2}]},
    {"game": "monsuno", "name": "Core Shield", "kind": "strike", "set": "MS1", "number": "11",
     "text": "Heal 10 damage from your Monsuno.", "manufacturer": "core-tech",
     "unique": True, "launch": 1, "speed": 0, "damage": 0, "strike_type": "wave",
     "dominates": ["fire", "wind"], "timing": "reveal",
     "effects": [{"do": "heal", "amount": 10}]},
    {"game": "monsuno", "name": "Neutral Jab", "kind": "strike", "set": "MS2", "number": "12",
     "launch": 0, "speed": 1, "damage": 5, "strike_type": "wind", "dominates": ["wave"]},
    {"game": "monsuno", "name": "Cafe Racer", "kind": "strike", "set": "MS2", "number": "13",
     "text": "Fast as a rocket.", "launch": 3, "speed": 4, "damage": 15,
     "strike_type": "fire", "dominates": ["wind"]},
]

REDAKAI_CARDS: list[dict[str, Any]] = [
    {"game": "redakai", "name": "Kai - Blue Fire", "kind": "character", "set": "RK1",
     "defense": [{"color": "blue", "value": 2}, None, {"color": "red", "value": 1}]},
    {"game": "redakai", "name": "Varo - Crimson Tide", "kind": "character", "set": "RK1",
     "defense": [None, None, None]},
    {"game": "redakai", "name": "Hydro Wyrm", "kind": "monster", "set": "RK1",
     "kairu": 3, "defense": [{"color": "blue", "value": 3}, None, None],
     "heal": [False, True, False],
     "react": {"kairu": 1, "effects": [{"do": "defense", "amount": 2, "color": "yellow"}]}},
    {"game": "redakai", "name": "Fire Slash", "kind": "attack", "set": "RK1",
     "text": "A searing blow.", "kairu": 2, "power": 5, "color": "red",
     "hits": [True, False, False]},
    {"game": "redakai", "name": "Tidal Crash", "kind": "attack", "set": "RK2",
     "text": "The wave swallows the arena.", "kairu": 4, "power": 7, "color": "blue",
     "hits": [True, True, False], "blanks_ability": True},
    {"game": "redakai", "name": "Green Sting", "kind": "attack", "set": "RK2",
     "kairu": 1, "power": 3, "color": "green", "hits": [False, True, False]},
]

MONSTER_CARDS: list[dict[str, Any]] = [
    {"game": "monster-cards", "name": "Café Golem", "kind": "monster", "rarity": "C",
     "power": 1, "element": "normal", "species": "elemental", "means": "guard",
     "size": "large"},
    {"game": "monster-cards", "name": "Thunder Drake", "kind": "monster", "rarity": "UR",
     "power": 5, "element": "fire", "species": "dragon", "means": "magic", "size": "large",
     "skill": "Reverse", "text": "Turn order is reversed."},
    {"game": "monster-cards", "name": "Sly Fox", "kind": "monster", "rarity": "SR",
     "power": 3, "element": "wood", "species": "beast", "means": "close", "size": "small",
     "skill": "Dodge"},
    {"game": "monster-cards", "name": "Twin Blade", "kind": "monster", "rarity": "R",
     "power": 2, "element": "dark", "species": "human", "means": "close", "size": "medium",
     "skill": "Double Edged"},
    {"game": "monster-cards", "name": "Ghost Lantern", "kind": "monster", "rarity": "R",
     "power": 4, "element": "light", "species": "ghost", "means": "special",
     "size": "medium", "skill": "Heal", "names": {"ru": "Призрачный Фонарь"}},
]

#: Cost of each MONSTER CARDS sample, worked out by hand from RULES.md §3.
MC_COSTS = {"Café Golem": 5, "Thunder Drake": 20, "Sly Fox": 11, "Twin Blade": 9,
            "Ghost Lantern": 11}

ALL_CARDS: list[dict[str, Any]] = [*MONSUNO_CARDS, *REDAKAI_CARDS, *MONSTER_CARDS]


def sample_cards() -> list[dict[str, Any]]:
    """A deep copy of every sample card (tests may change them)."""
    return copy.deepcopy(ALL_CARDS)


def catalog_doc(cards: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": "deckbuilder-catalog", "version": 1, "cards": cards}


def write_json_catalog(path: Path, cards: list[dict[str, Any]]) -> Path:
    path.write_text(json.dumps(catalog_doc(cards), ensure_ascii=False, indent=1),
                    encoding="utf-8")
    return path


def png_bytes(size: tuple[int, int] = (60, 84), color: tuple[int, int, int] = (200, 30, 30),
              fmt: str = "PNG") -> bytes:
    """A small valid picture."""
    from PIL import Image

    buf = io.BytesIO()
    Image.new("RGB", size, color).save(buf, fmt)
    return buf.getvalue()


def card_snapshot(db: Database) -> list[tuple[Any, ...]]:
    """Everything the user could see of the cards, to check an import changed nothing."""
    return db.conn.execute(
        "SELECT id, game, name, kind, set_code, number, rarity, text, names, data, picture_id "
        "FROM card ORDER BY id").fetchall()
