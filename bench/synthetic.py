"""A synthetic catalog of any size, valid under the card schema, for benchmarks."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from deckbuilder.rules.games.monster_cards.values import (
    MC_ELEMENTS,
    MC_MEANS,
    MC_RARITIES,
    MC_SIZES,
    MC_SKILLS,
    MC_SPECIES,
)

SYLLABLES = ["storm", "iron", "gale", "dra", "ko", "vex", "lum", "tor", "sha", "quill", "bran",
             "nyx", "ora", "zel", "mor", "fen", "rik", "sol", "thra", "vel", "ash", "bolt",
             "crest", "dusk", "ember", "frost", "glim", "hex", "jade", "kin"]
RU_SYLLABLES = ["шторм", "желез", "ветр", "дра", "ко", "векс", "люм", "тор", "ша", "ёж"]
TYPES = ["blade", "flame", "quake", "shock", "venom", "gust"]
MANUFACTURERS = ["core-tech", "storm", "eklipse"]
COLORS = ["red", "blue", "green", "yellow"]
WORDS = ["strike", "draw", "card", "damage", "speed", "heal", "zone", "attack", "defend",
         "monster", "turn", "launch", "power", "react", "bonus", "this", "combat"]


def vocabulary(seed: int = 7, size: int = 4000) -> list[str]:
    """Pseudo-words made of syllables: about as many distinct words as the names of a
    real 100,000-card catalog, so a word matches tens to hundreds of cards, not half."""
    rng = random.Random(seed)
    words: dict[str, None] = {}
    while len(words) < size:
        words["".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 3)))] = None
    return list(words)


VOCAB = vocabulary()
_ru = random.Random(11)
RU_VOCAB = sorted({"".join(_ru.choice(RU_SYLLABLES) for _ in range(_ru.randint(2, 4)))
                   for _ in range(2000)})


def _name(rng: random.Random, i: int) -> str:
    words = [rng.choice(VOCAB).capitalize() for _ in range(rng.randint(1, 3))]
    # Names are unique per game; a number keeps the rare collision apart.
    return " ".join(words) + (f" {i}" if rng.random() < 0.5 else f" {chr(65 + i % 26)}{i}")


def _card(rng: random.Random, i: int) -> dict[str, Any]:
    game = rng.choice(["monsuno", "redakai", "monster-cards"])
    card: dict[str, Any] = {"game": game, "name": _name(rng, i), "set": f"SYN-{i % 40}",
                            "number": str(i), "text": " ".join(rng.choice(WORDS)
                                                                for _ in range(rng.randint(4, 14)))}
    if rng.random() < 0.3:
        card["names"] = {"ru": " ".join(rng.choice(RU_VOCAB).capitalize()
                                        for _ in range(rng.randint(1, 2))) + f" {i}"}
    if game == "monsuno":
        if rng.random() < 0.2:
            card.update(kind="monsuno", manufacturer=rng.choice(MANUFACTURERS),
                        launch=rng.randint(2, 6), life=rng.randint(40, 90),
                        speed=rng.randint(1, 6), damage=rng.randint(5, 15),
                        strike_type=rng.choice(TYPES),
                        power_slots=rng.sample(TYPES, 2), power_damage=rng.randint(15, 30))
        else:
            card.update(kind="strike", launch=rng.randint(0, 3), speed=rng.randint(0, 4),
                        damage=rng.randint(0, 15), strike_type=rng.choice(TYPES),
                        dominates=rng.sample(TYPES, rng.randint(1, 2)),
                        unique=rng.random() < 0.1)
            if rng.random() < 0.6:
                card["manufacturer"] = rng.choice(MANUFACTURERS)
                card["exclusive"] = rng.random() < 0.2
            if rng.random() < 0.3:
                card["effects"] = [{"do": rng.choice(["speed", "damage", "draw"]),
                                    "amount": rng.randint(1, 3)}]
    elif game == "redakai":
        zone = lambda: None if rng.random() < 0.3 else {  # noqa: E731
            "color": rng.choice(COLORS), "value": rng.randint(0, 6)}
        kind = rng.choice(["character", "monster", "attack", "attack"])
        card["kind"] = kind
        if kind == "character":
            card["defense"] = [zone(), zone(), zone()]
        elif kind == "monster":
            card.update(kairu=rng.randint(1, 5), defense=[zone(), zone(), zone()],
                        heal=[rng.random() < 0.2 for _ in range(3)])
        else:
            card.update(kairu=rng.randint(0, 6), power=rng.randint(2, 9),
                        color=rng.choice(COLORS), hits=[rng.random() < 0.5, True, False])
    else:
        card.update(kind="monster", rarity=rng.choice(MC_RARITIES), power=rng.randint(1, 5),
                    element=rng.choice(MC_ELEMENTS), species=rng.choice(MC_SPECIES),
                    means=rng.choice(MC_MEANS), size=rng.choice(MC_SIZES))
        if rng.random() < 0.6:
            card["skill"] = rng.choice(list(MC_SKILLS))
    return card


def write_catalog(path: Path, n: int, seed: int = 1) -> Path:
    rng = random.Random(seed)
    doc = {"format": "deckbuilder-catalog", "version": 1,
           "cards": [_card(rng, i) for i in range(n)]}
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path
