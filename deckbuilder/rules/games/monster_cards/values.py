"""The closed value sets and the deck-building cost of MONSTER CARDS cards (RULES.md §1.3,
§3): the game's own vocabulary, which the rest of the program reaches through the game's
descriptor (its schema's choices and its cost functions)."""

from __future__ import annotations

MC_RARITIES: tuple[str, ...] = ("C", "R", "SR", "UR")
MC_ELEMENTS: tuple[str, ...] = ("normal", "fire", "water", "wood", "light", "dark")
MC_SPECIES: tuple[str, ...] = (
    "human", "beast", "sea", "elemental", "dragon", "god", "devil", "machine", "insect", "ghost",
)
MC_MEANS: tuple[str, ...] = ("close", "range", "magic", "special", "guard")
MC_SIZES: tuple[str, ...] = ("small", "medium", "large")

#: The 18 MONSTER CARDS skills and their type: S = standard, Dc = discard, GC = game changer.
MC_SKILLS: dict[str, str] = {
    "Dodge": "Dc",
    "Double Edged": "S",
    "Elemental Torrent": "GC",
    "Finishing Blow": "S",
    "Friendship": "S",
    "Giant Killing": "S",
    "Heal": "S",
    "Lightning": "S",
    "Pressure": "S",
    "Protect": "S",
    "Return": "S",
    "Reverse": "GC",
    "Revolution": "GC",
    "Ruin": "S",
    "Snipe": "Dc",
    "Species Pride": "GC",
    "Surge": "S",
    "Swindle": "S",
}
MC_RARITY_COST: dict[str, int] = {"C": 5, "R": 6, "SR": 8, "UR": 12}
MC_SKILL_TYPE_COST: dict[str, int] = {"S": 2, "Dc": 1, "GC": 4}


def monster_cards_cost(rarity: str | None, power: int, skill: str | None) -> int:
    """Deck-building cost of a MONSTER CARDS card (RULES.md §3)."""
    cost = MC_RARITY_COST.get(rarity or "", 0) + (power - 1)
    if skill:
        cost += MC_SKILL_TYPE_COST[MC_SKILLS[skill]]
    return cost
