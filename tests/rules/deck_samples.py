"""Small hand-built cards and deck lists shared by the deck list and legality tests.

Everything is pure Python: the cards go into a :class:`MemoryCatalog`, no database.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from deckbuilder.paths import resource
from deckbuilder.rules.cards import Card, card_from_json
from deckbuilder.rules.decklist import DeckEntry, DeckList
from deckbuilder.rules.legality import LegalityReport, MemoryCatalog, Violation

# --------------------------------------------------------------------------- card builders


def monsuno(name: str, manufacturer: str | None = "storm", launch: int = 4, **kw: Any) -> Card:
    raw: dict[str, Any] = {"game": "monsuno", "kind": "monsuno", "name": name, "launch": launch,
                           "life": 50, "speed": 2, "damage": 10, "strike_type": "wave", **kw}
    if manufacturer:
        raw["manufacturer"] = manufacturer
    return card_from_json(raw)


def strike(name: str, manufacturer: str | None = None, *, exclusive: bool = False,
           unique: bool = False, **kw: Any) -> Card:
    raw: dict[str, Any] = {"game": "monsuno", "kind": "strike", "name": name, "launch": 1,
                           "speed": 1, "damage": 5, "strike_type": "wave",
                           "exclusive": exclusive, "unique": unique, **kw}
    if manufacturer:
        raw["manufacturer"] = manufacturer
    return card_from_json(raw)


def character(name: str, **kw: Any) -> Card:
    return card_from_json({"game": "redakai", "kind": "character", "name": name,
                           "defense": [{"color": "red", "value": 1}, None, None], **kw})


def attack(name: str, **kw: Any) -> Card:
    return card_from_json({"game": "redakai", "kind": "attack", "name": name, "kairu": 1,
                           "power": 3, "color": "red", "hits": [True, False, False], **kw})


def redakai_monster(name: str, **kw: Any) -> Card:
    return card_from_json({"game": "redakai", "kind": "monster", "name": name, "kairu": 2,
                           "defense": [None, {"color": "blue", "value": 2}, None], **kw})


def mc_monster(name: str, rarity: str, power: int, skill: str | None = None) -> Card:
    raw: dict[str, Any] = {"game": "monster-cards", "kind": "monster", "name": name,
                           "rarity": rarity, "power": power, "element": "fire",
                           "species": "beast", "means": "close", "size": "medium"}
    if skill:
        raw["skill"] = skill
    return card_from_json(raw)


# --------------------------------------------------------------------------- the sample catalog

#: Neutral strike cards used to fill Monsuno decks (3 copies each at most).
STRIKE_FILLER = [f"Filler Strike {chr(ord('A') + i)}" for i in range(20)]
#: Redakai attack cards used to fill decks.
ATTACK_FILLER = [f"Filler Attack {chr(ord('A') + i)}" for i in range(20)]

MONSUNO_CARDS = [
    monsuno("Quickforge", "core-tech", launch=4),
    monsuno("Charlemagne", "storm", launch=5),
    monsuno("Airswitch", "eklipse", launch=6),
    monsuno("Tempest Hawk", "storm", launch=7),
    monsuno("Nomad", None, launch=2),
    strike("Storm Bolt", "storm", exclusive=True),
    strike("Storm Gust", "storm"),
    strike("Core Shield", "core-tech", unique=True),
    strike("Eklipse Shade", "eklipse", exclusive=True),
    strike("Neutral Jab"),
    strike("Lone Star", unique=True),
    strike("Thunder Lance", names={"ru": "Громовое копьё"}),
    *(strike(n) for n in STRIKE_FILLER),
]

REDAKAI_CARDS = [
    character("Kai - Blue Fire"),
    character("Kai - Storm Fist"),
    character("Shadow Hunter", character="Kai", version="Shadow"),
    character("Boulder - Stone Heart"),
    character("Maya - Ice Crown"),
    attack("Fire Slash"),
    redakai_monster("Hydro Wyrm"),
    *(attack(n) for n in ATTACK_FILLER),
]

# MONSTER CARDS costs, by hand: rarity (C5 R6 SR8 UR12) + (power - 1) + skill (S2 Dc1 GC4).
MC_COSTS: dict[str, int] = {
    "Thunder Drake": 12 + 4 + 4,   # UR, power 5, Reverse (GC) = 20
    "Sky Titan": 12 + 3 + 4,       # UR, power 4, Revolution (GC) = 19
    "Mirror Fox": 8 + 2 + 1,       # SR, power 3, Dodge (Dc) = 11
    "Tide Knight": 6 + 1 + 2,      # R, power 2, Heal (S) = 9
    "Ember Pup": 5 + 1 + 1,        # C, power 2, Snipe (Dc) = 7
    "Goblin": 5 + 0,               # C, power 1, no skill = 5
    "Stone Crab": 6 + 2,           # R, power 3, no skill = 8
}
MONSTER_CARDS_CARDS = [
    mc_monster("Thunder Drake", "UR", 5, "Reverse"),
    mc_monster("Sky Titan", "UR", 4, "Revolution"),
    mc_monster("Mirror Fox", "SR", 3, "Dodge"),
    mc_monster("Tide Knight", "R", 2, "Heal"),
    mc_monster("Ember Pup", "C", 2, "Snipe"),
    mc_monster("Goblin", "C", 1),
    mc_monster("Stone Crab", "R", 3),
]

ALL_CARDS = MONSUNO_CARDS + REDAKAI_CARDS + MONSTER_CARDS_CARDS


def sample_catalog() -> MemoryCatalog:
    return MemoryCatalog(ALL_CARDS)


def starter_catalog() -> MemoryCatalog:
    """The shipped starter catalogs (resources/catalogs), read without a database."""
    cards: list[Card] = []
    for game in ("monsuno", "redakai", "monster-cards"):
        doc = json.loads(resource("catalogs", f"{game}.json").read_text(encoding="utf-8"))
        cards.extend(card_from_json(raw) for raw in doc["cards"])
    return MemoryCatalog(cards)


# --------------------------------------------------------------------------- deck builders


def entries(*pairs: tuple[int, str]) -> tuple[DeckEntry, ...]:
    return tuple(DeckEntry(name, n) for n, name in pairs)


def filler(total: int, names: Iterable[str] = STRIKE_FILLER, per_card: int = 3) -> list[DeckEntry]:
    """``total`` cards spread over ``names``, ``per_card`` copies each at most."""
    out: list[DeckEntry] = []
    left = total
    for name in names:
        if left <= 0:
            break
        n = min(per_card, left)
        out.append(DeckEntry(name, n))
        left -= n
    assert left <= 0, "not enough filler names"
    return out


def monsuno_deck(team: Iterable[str] = ("Quickforge", "Charlemagne", "Airswitch"),
                 size: int = 30, extra: Iterable[tuple[int, str]] = (),
                 sideboard: Iterable[tuple[int, str]] = (), ruleset: str = "monsuno-hard"
                 ) -> DeckList:
    """A Monsuno deck of ``size`` strike cards: ``extra`` cards, then neutral filler."""
    extra_entries = [DeckEntry(name, n) for n, name in extra]
    used = sum(e.count for e in extra_entries)
    deck = DeckList(name="Sample", ruleset=ruleset)
    deck = deck.with_zone("team", [DeckEntry(name, 1) for name in team])
    deck = deck.with_zone("deck", [*extra_entries, *filler(size - used)])
    return deck.with_zone("sideboard", [DeckEntry(name, n) for n, name in sideboard])


def redakai_deck(team: Iterable[str] = ("Kai - Blue Fire", "Boulder - Stone Heart",
                                        "Maya - Ice Crown"),
                 size: int = 40, extra: Iterable[tuple[int, str]] = (),
                 sideboard: Iterable[tuple[int, str]] = ()) -> DeckList:
    extra_entries = [DeckEntry(name, n) for n, name in extra]
    used = sum(e.count for e in extra_entries)
    deck = DeckList(name="Sample", ruleset="redakai-advanced")
    deck = deck.with_zone("team", [DeckEntry(name, 1) for name in team])
    deck = deck.with_zone("deck", [*extra_entries, *filler(size - used, ATTACK_FILLER)])
    return deck.with_zone("sideboard", [DeckEntry(name, n) for n, name in sideboard])


def mc_deck(*pairs: tuple[int, str], team: Iterable[tuple[int, str]] = ()) -> DeckList:
    deck = DeckList(name="Sample", ruleset="monster-cards")
    deck = deck.with_zone("deck", [DeckEntry(name, n) for n, name in pairs])
    return deck.with_zone("team", [DeckEntry(name, n) for n, name in team])


# --------------------------------------------------------------------------- report helpers


def codes(report: LegalityReport) -> list[str]:
    return [v.code for v in report.violations]


def only(report: LegalityReport, code: str) -> Violation:
    """The single violation with this code (fails if there are none or several)."""
    found = [v for v in report.violations if v.code == code]
    assert len(found) == 1, f"expected one {code!r}, got {report.violations!r}"
    return found[0]


def all_of(report: LegalityReport, code: str) -> list[Violation]:
    return [v for v in report.violations if v.code == code]
