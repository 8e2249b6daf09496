"""Check the built-in starter catalogs, their pictures and the starter deck lists.

Run from the repository root:

    PYTHONPATH=. .venv/bin/python resources/tools/check_starter.py

Every card must pass ``deckbuilder.rules.cards.card_from_json``; names are unique per game;
every picture exists; the catalogs cover the starter requirements; every starter deck is
legal for its ruleset (RULES.md §3) with no warnings. Prints counts; exits 1 on a problem.
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

from deckbuilder.rules.cards import (
    MC_ELEMENTS,
    MC_MEANS,
    MC_RARITIES,
    MC_SIZES,
    MC_SKILLS,
    MC_SPECIES,
    MONSUNO_CATEGORIES,
    MONSUNO_TIMINGS,
    Card,
    card_from_json,
    monster_cards_cost,
    name_key,
)

RESOURCES = Path(__file__).resolve().parent.parent
CATALOGS = {
    "monsuno": RESOURCES / "catalogs" / "monsuno.json",
    "redakai": RESOURCES / "catalogs" / "redakai.json",
    "monster-cards": RESOURCES / "catalogs" / "monster-cards.json",
}
DECKS = RESOURCES / "decks"
RULESET_GAME = {
    "monsuno-medium": "monsuno",
    "monsuno-hard": "monsuno",
    "monsuno-tcg": "monsuno",
    "redakai-advanced": "redakai",
    "monster-cards": "monster-cards",
}
MONSUNO_RARITIES = ("common", "uncommon", "rare", "super rare")

problems: list[str] = []


def fail(msg: str) -> None:
    problems.append(msg)
    print("  PROBLEM:", msg)


def need(cond: bool, msg: str) -> None:
    if not cond:
        fail(msg)


def slug(name: str) -> str:
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")


def in_range(card: Card, key: str, lo: int, hi: int) -> None:
    value = card.get(key)
    need(value is not None and lo <= value <= hi,
         f"{card.name}: {key} = {value!r}, expected {lo}..{hi}")


# --------------------------------------------------------------------------- catalogs

def load_catalog(game: str) -> dict[str, Card]:
    path = CATALOGS[game]
    print(f"\n== {path.relative_to(RESOURCES.parent)}")
    doc = json.loads(path.read_text(encoding="utf-8"))
    need(doc.get("format") == "deckbuilder-catalog" and doc.get("version") == 1,
         f"{path.name}: wrong format/version header")
    cards: dict[str, Card] = {}
    slugs: set[str] = set()
    numbers: set[str] = set()
    for raw in doc["cards"]:
        try:
            card = card_from_json(raw)
        except Exception as exc:
            fail(f"{path.name}: {exc}")
            continue
        need(card.game == game, f"{card.name}: game {card.game!r} in the {game} catalog")
        key = name_key(card.name)
        need(key not in cards, f"{card.name}: duplicate name in {game}")
        cards[key] = card
        s = slug(card.name)
        need(s not in slugs, f"{card.name}: duplicate picture slug {s}")
        slugs.add(s)
        for common in ("set", "number", "rarity", "text", "image"):
            need(getattr(card, common), f"{card.name}: missing {common}")
        need((card.set, card.number) not in numbers, f"{card.name}: duplicate set number")
        numbers.add((card.set, card.number))
        expected_image = f"../pictures/{game}/{s}.png"
        need(card.image == expected_image, f"{card.name}: image {card.image!r} != {expected_image!r}")
        if card.image:
            need((path.parent / card.image).is_file(), f"{card.name}: picture {card.image} missing")
        if game != "monster-cards":
            need(card.rarity in MONSUNO_RARITIES, f"{card.name}: rarity {card.rarity!r}")
    kinds = Counter(c.kind for c in cards.values())
    ru = sum(1 for c in cards.values() if c.names.get("ru"))
    print(f"  cards: {len(cards)}  by kind: {dict(kinds)}  with ru name: {ru} "
          f"({100 * ru // max(1, len(cards))}%)")
    need(ru * 10 >= 4 * len(cards), f"{game}: fewer than 40% of cards have a Russian name")
    for c in cards.values():
        ru_name = c.names.get("ru")
        if ru_name:
            need(bool(re.search("[А-Яа-яЁё]", ru_name)), f"{c.name}: ru name is not Cyrillic")
    return cards


def check_monsuno(cards: dict[str, Card]) -> None:
    mons = [c for c in cards.values() if c.kind == "monsuno"]
    strikes = [c for c in cards.values() if c.kind == "strike"]
    by_mfr = Counter(c.get("manufacturer") for c in mons)
    print(f"  monsuno: {len(mons)} by manufacturer {dict(by_mfr)}; strike cards: {len(strikes)}")
    need(len(mons) >= 9, "fewer than 9 Monsuno")
    for m in ("core-tech", "storm", "eklipse"):
        need(by_mfr[m] >= 3, f"fewer than 3 {m} Monsuno")
    types = {c.get("strike_type") for c in mons} | {c.get("strike_type") for c in strikes}
    print(f"  strike types: {sorted(types)}")
    need(5 <= len(types) <= 6, "expected 5-6 strike types")
    for c in mons:
        in_range(c, "life", 40, 90)
        in_range(c, "speed", 1, 6)
        in_range(c, "damage", 5, 15)
        in_range(c, "power_damage", 15, 30)
        in_range(c, "launch", 2, 6)
        need(2 <= len(c.get("power_slots")) <= 3, f"{c.name}: 2-3 power slots")
        need(set(c.get("power_slots")) <= types, f"{c.name}: unknown slot type")
    # three Monsuno of one manufacturer with launch total <= 15
    for m in ("core-tech", "storm", "eklipse"):
        costs = sorted(c.get("launch") for c in mons if c.get("manufacturer") == m)
        need(sum(costs[:3]) <= 15, f"{m}: cheapest three Monsuno cost {sum(costs[:3])} > 15")
    need(len(strikes) >= 48, "fewer than 48 strike cards")
    for c in strikes:
        in_range(c, "launch", 0, 3)
        in_range(c, "speed", 0, 4)
        in_range(c, "damage", 0, 15)
        need(1 <= len(c.get("dominates")) <= 2, f"{c.name}: 1-2 domination icons")
        need(set(c.get("dominates")) <= types, f"{c.name}: unknown domination icon")
    counts = {
        "unique": sum(1 for c in strikes if c.get("unique")),
        "exclusive": sum(1 for c in strikes if c.get("exclusive")),
        "neutral": sum(1 for c in strikes if not c.get("manufacturer")),
    }
    for k in MONSUNO_CATEGORIES:
        counts[f"category {k}"] = sum(1 for c in strikes if c.get("category") == k)
    for k in MONSUNO_TIMINGS:
        counts[f"timing {k}"] = sum(1 for c in strikes if c.get("timing") == k)
    for verb in ("speed", "damage", "heal", "draw", "defense", "power"):
        counts[f"verb {verb}"] = sum(
            1 for c in strikes if any(e["do"] == verb for e in c.get("effects")))
    print("  " + ", ".join(f"{k}: {v}" for k, v in counts.items()))
    for k, v in counts.items():
        need(v >= 1, f"monsuno: no strike card with {k}")
    names = {name_key(c.name) for c in mons}
    for c in strikes:
        for target in c.get("restricted_to"):
            need(target in ("core-tech", "storm", "eklipse") or name_key(target) in names,
                 f"{c.name}: restricted to unknown {target!r}")


def check_redakai(cards: dict[str, Card]) -> None:
    chars = [c for c in cards.values() if c.kind == "character"]
    attacks = [c for c in cards.values() if c.kind == "attack"]
    monsters = [c for c in cards.values() if c.kind == "monster"]
    bases = Counter(c.get("character") for c in chars)
    colors = Counter(c.get("color") for c in attacks)
    print(f"  characters: {len(chars)} ({len(bases)} base names; two versions: "
          f"{[b for b, n in bases.items() if n > 1]}); attacks: {len(attacks)} {dict(colors)}; "
          f"monsters: {len(monsters)}")
    need(len(chars) >= 7, "fewer than 7 characters")
    need(any(n >= 2 for n in bases.values()), "no character in two versions")
    need(len(attacks) >= 32, "fewer than 32 attacks")
    need(len(colors) >= 3, "attacks in fewer than 3 colours")
    need(len(monsters) >= 14, "fewer than 14 monsters")
    all_colors = set(colors)
    for c in chars:
        for z in c.get("defense"):
            if z:
                need(0 <= z["value"] <= 4, f"{c.name}: defense value {z['value']}")
                all_colors.add(z["color"])
    for c in attacks:
        in_range(c, "kairu", 0, 6)
        in_range(c, "power", 2, 9)
        need(1 <= sum(c.get("hits")) <= 2, f"{c.name}: 1-2 hit zones")
    for c in monsters:
        in_range(c, "kairu", 1, 5)
        for z in c.get("defense"):
            if z:
                need(2 <= z["value"] <= 7, f"{c.name}: defense value {z['value']}")
                all_colors.add(z["color"])
    need(3 <= len(all_colors) <= 4, f"expected 3-4 colours, got {sorted(all_colors)}")
    counts = {
        "attacks blanking abilities": sum(1 for c in attacks if c.get("blanks_ability")),
        "attacks with react": sum(1 for c in attacks if c.get("react")),
        "attacks with effects": sum(1 for c in attacks if c.get("effects")),
        "monsters with heal zones": sum(1 for c in monsters if any(c.get("heal"))),
        "monsters with react": sum(1 for c in monsters if c.get("react")),
        "characters with ability": sum(1 for c in chars if c.get("ability")),
    }
    print("  " + ", ".join(f"{k}: {v}" for k, v in counts.items()))
    for k, v in counts.items():
        need(v >= (1 if k.startswith("characters") else 2), f"redakai: too few {k}")


def check_monster_cards(cards: dict[str, Card]) -> None:
    mc = list(cards.values())
    need(len(mc) >= 44, "fewer than 44 MONSTER CARDS")
    for field, values in (("rarity", MC_RARITIES), ("element", MC_ELEMENTS),
                          ("species", MC_SPECIES), ("means", MC_MEANS), ("size", MC_SIZES),
                          ("skill", tuple(MC_SKILLS))):
        got = Counter(c.get(field) for c in mc)
        print(f"  {field}: " + ", ".join(f"{v} {got[v]}" for v in values))
        for v in values:
            need(got[v] >= 1, f"monster-cards: no card with {field} {v}")
    no_skill = sum(1 for c in mc if not c.get("skill"))
    print(f"  without skill: {no_skill}")
    need(no_skill >= 3, "fewer than 3 cards without a skill")
    for c in mc:
        in_range(c, "power", 1, 5)


# --------------------------------------------------------------------------- decks

LINE = re.compile(r"^(?:(\d+)\s*x?\s+)?(.+?)$", re.IGNORECASE)
SECTIONS = {"team": "team", "monsuno": "team", "characters": "team", "deck": "deck",
            "main": "deck", "strike": "deck", "strikes": "deck", "sideboard": "sideboard",
            "side": "sideboard"}


def parse_deck(path: Path) -> tuple[dict[str, str], dict[str, Counter]]:
    meta: dict[str, str] = {}
    zones: dict[str, Counter] = {"team": Counter(), "deck": Counter(), "sideboard": Counter()}
    section = None
    seen_card = False
    for lineno, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        m = re.match(r"^(name|ruleset)\s*:\s*(.+)$", line, re.IGNORECASE)
        if m and not seen_card:
            meta[m.group(1).lower()] = m.group(2).strip()
            continue
        header = line.rstrip(":").strip().lower()
        if header in SECTIONS:
            section = SECTIONS[header]
            continue
        zone = section or "deck"
        if line.lower().startswith("sb:"):
            zone, line = "sideboard", line[3:].strip()
        m = LINE.match(line)
        if not m:
            fail(f"{path.name}:{lineno}: cannot parse {raw!r}")
            continue
        zones[zone][m.group(2).strip()] += int(m.group(1) or 1)
        seen_card = True
    return meta, zones


def check_deck(path: Path, catalogs: dict[str, dict[str, Card]]) -> None:
    meta, zones = parse_deck(path)
    ruleset = meta.get("ruleset", "")
    print(f"\n== decks/{path.name}: {meta.get('name')!r} ({ruleset})")
    need(bool(meta.get("name")), f"{path.name}: no Name: line")
    need(ruleset in RULESET_GAME, f"{path.name}: unknown ruleset {ruleset!r}")
    if ruleset not in RULESET_GAME:
        return
    game = RULESET_GAME[ruleset]
    cat = catalogs[game]
    resolved: dict[str, Counter] = {}
    for zone, counter in zones.items():
        resolved[zone] = Counter()
        for name, n in counter.items():
            card = cat.get(name_key(name))
            if card is None:
                fail(f"{path.name}: unknown {game} card {name!r}")
                continue
            resolved[zone][card.name] += n
    team = [cat[name_key(n)] for n, k in resolved["team"].items() for _ in range(k)]
    deck = [cat[name_key(n)] for n, k in resolved["deck"].items() for _ in range(k)]
    both = resolved["deck"] + resolved["sideboard"]
    team_kinds = {"monsuno": {"monsuno"}, "redakai": {"character"}, "monster-cards": set()}[game]
    deck_kinds = {"monsuno": {"strike"}, "redakai": {"attack", "monster"},
                  "monster-cards": {"monster"}}[game]
    for c in team:
        need(c.kind in team_kinds, f"{path.name}: {c.name} ({c.kind}) cannot be in the team")
    for zone in ("deck", "sideboard"):
        for n in resolved[zone]:
            c = cat[name_key(n)]
            need(c.kind in deck_kinds, f"{path.name}: {c.name} ({c.kind}) cannot be in the {zone}")
    copy_limit = None if ruleset in ("monsuno-medium", "monster-cards") else 3
    max_copies = max(both.values(), default=0)
    # starter decks keep to 3 copies everywhere, even where the ruleset has no limit
    need(max_copies <= 3, f"{path.name}: {max_copies} copies of one card")
    if copy_limit:
        for n, k in both.items():
            need(k <= copy_limit, f"{path.name}: {k} copies of {n}")
    for n, k in both.items():
        if cat[name_key(n)].get("unique"):
            need(k <= 1, f"{path.name}: unique card {n} x{k}")
    info = [f"team {len(team)}", f"deck {len(deck)}",
            f"sideboard {sum(resolved['sideboard'].values())}", f"max copies {max_copies}"]

    if game == "monsuno":
        want_team = 1 if ruleset == "monsuno-medium" else 3
        need(len(team) == want_team, f"{path.name}: team of {len(team)}, expected {want_team}")
        need(len({c.name for c in team}) == len(team), f"{path.name}: team not distinct")
        lo, hi = {"monsuno-medium": (8, 12), "monsuno-hard": (30, 33),
                  "monsuno-tcg": (40, 42)}[ruleset]
        need(lo <= len(deck) <= hi, f"{path.name}: {len(deck)} strike cards, expected {lo}-{hi}")
        mfrs = {c.get("manufacturer") for c in team}
        names = {name_key(c.name) for c in team}
        launch = sum(c.get("launch") for c in team)
        info.append(f"team launch total {launch}")
        if ruleset == "monsuno-tcg":
            need(launch <= 15, f"{path.name}: launch total {launch} > 15")
        for n in both:
            c = cat[name_key(n)]
            m = c.get("manufacturer")
            if m and m not in mfrs:
                fail(f"{path.name}: {n} is {'locked' if c.get('exclusive') else 'mismatched'}"
                     f" ({m} not in the team)")
            targets = c.get("restricted_to")
            if targets:
                need(any(t in mfrs or name_key(t) in names for t in targets),
                     f"{path.name}: restricted {n} has none of {targets} in the team")
        info.append(f"manufacturers {sorted(mfrs)}")
    elif game == "redakai":
        need(len(team) == 3, f"{path.name}: {len(team)} characters, expected 3")
        bases = {c.get("character") for c in team}
        need(len(bases) == 3, f"{path.name}: characters share a base name")
        need(40 <= len(deck) <= 42, f"{path.name}: {len(deck)} cards, expected 40-42")
        attacks = sum(1 for c in deck if c.kind == "attack")
        share = attacks / max(1, len(deck))
        info.append(f"attacks {attacks}, monsters {len(deck) - attacks} ({share:.0%} attacks)")
        need(0.6 <= share <= 0.72, f"{path.name}: attack share {share:.0%}, expected about 2/3")
    else:
        need(not team, f"{path.name}: MONSTER CARDS has no team")
        need(15 <= len(deck) <= 20, f"{path.name}: {len(deck)} cards, expected 15-20")
        total = sum(monster_cards_cost(c.rarity, c.get("power"), c.get("skill")) for c in deck)
        info.append(f"total cost {total}")
        need(total <= 200, f"{path.name}: total cost {total} > 200")
        text = path.read_text(encoding="utf-8")
        m = re.search(r"Total cost:\s*(\d+)", text)
        need(bool(m) and int(m.group(1)) == total,
             f"{path.name}: the 'Total cost:' comment does not say {total}")
    print("  " + "; ".join(info))


def main() -> int:
    catalogs = {game: load_catalog(game) for game in CATALOGS}
    check_monsuno(catalogs["monsuno"])
    check_redakai(catalogs["redakai"])
    check_monster_cards(catalogs["monster-cards"])
    all_ru = [n for cat in catalogs.values() for c in cat.values() for n in c.names.values()]
    need(any("ё" in n.lower() for n in all_ru), "no Russian name with ё")
    need(any(unicodedata.normalize("NFKD", c.name) != c.name
             for cat in catalogs.values() for c in cat.values()),
         "no English name with a diacritic")

    deck_files = sorted(DECKS.glob("*.txt"))
    expected = {"monsuno-medium.txt", "monsuno-hard.txt", "monsuno-tcg.txt",
                "redakai-advanced.txt", "monster-cards.txt"}
    need(expected <= {p.name for p in deck_files}, "a starter deck file is missing")
    for path in deck_files:
        check_deck(path, catalogs)

    pictures = sorted((RESOURCES / "pictures").rglob("*.png"))
    size = sum(p.stat().st_size for p in pictures)
    n_cards = sum(len(c) for c in catalogs.values())
    print(f"\npictures: {len(pictures)} files, {size / 2**20:.2f} MiB (cards: {n_cards})")
    need(len(pictures) == n_cards, "picture count differs from the card count")
    need(size < 7 * 2**20, "pictures folder is larger than 7 MiB")

    if problems:
        print(f"\nFAILED: {len(problems)} problem(s)")
        return 1
    print("\nOK: all starter checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
