"""MONSTER CARDS (RULES.md §1.3, §3, §6.3–6.6): deck rules, engine and bots, 2 to 8 players.

The board
=========

Every player has a **deck** (their life: the top card is the end of the list), a **hand**
and a **graveyard** (where damage sends cards; its top card is the last one). The table
has one **Attack zone** (one card at most), one **Field** (one Game-Changer card at most)
and a **Discard zone**; :meth:`MonsterCardsState.card_locations` lists each card under its
owner, zone by zone (``deck``, ``hand``, ``graveyard``, ``discard``, ``attack``, ``field``
and ``played`` — a card between the hand and its zone, which is never seen between two
actions except in a finished game).

Setup
=====

Every deck is shuffled; nobody holds cards before their first turn (the first draw to 3 is
part of that turn). Who goes first is a chance step with one outcome per seat, all equally
likely (a person may pick it). People see seat ``p`` as "Player p+1".

A turn (§6.3)
=============

1. *Lightning*: if the Attack zone holds a Lightning card of another player, the player
   whose turn begins mills 1 (deck → graveyard). It fires at the start of every turn of
   every player except its owner, for as long as it stays there ("the next player" is the
   one whose turn comes next, whoever that is). It never fires for its own owner.
2. Draw until the hand holds ``hand_size`` (3) cards. A hand that already holds more keeps
   them (it only happens after Return).
3. Optionally, in any order, one Discard-skill card (Dodge, Snipe) to the Discard zone and
   one Game-Changer card to the Field (the old field card goes to its owner's discard).
   These plays are allowed even while your card holds the Attack zone.
4. The main play: if your card holds the Attack zone you play nothing; otherwise you play
   one card to the Attack zone (*replacement*: the card there deals its power to you and
   goes to discard, yours takes its place) or to the Defense zone (combat with the card in
   the Attack zone). With an empty Attack zone both lead to the same place, so only "to the
   Attack zone" is offered. All of this is one decision, ``monster_cards.main``. When
   nothing is left to choose (your card holds the Attack zone and you hold no Discard or
   Game-Changer card) the player still confirms the end of the turn
   (``monster_cards.end``), as in Redakai, so the turn is seen to pass; the dummy's turns
   and the rest of the turn of a player who just lost pass by themselves.

Damage and losing
=================

Damage mills that many cards. **A deck at 0 loses at once**, however it got there — also
by drawing the last card. Losses are checked after every atomic step (a draw, a mill,
the Double Edged damage of a combat, Surge's mill of every player…); every player found at
0 in the same check loses at the same time: the last player standing wins, and if nobody
is left the game is a draw (``winner == -1``). A player who loses leaves the game: their
cards in the Attack zone, the Field and the ``played`` slot go to the discard zone (their
hand, deck and graveyard stay where they are). If the player whose turn it is loses, the
turn ends at once.

Turn order
==========

Seats go 0, 1, … N−1 and around; the next player is the next seat still in the game, or
the previous one while a **Reverse** card is on the Field. **Snipe** names who takes the
next turn (any player still in, yourself included); afterwards play goes on from that
player. **Friendship** gives you the next turn; when both apply in one turn the later one
(Friendship, in the main play) wins. **Dodge** ends your turn at once and the next player
in order plays. Extra turns count as turns of their player (for the kill turn too).

Combat (§6.4) and the skills (§6.6)
===================================

The advantage of each card adds up, one *gain* at a time:

* rarity: the higher rank gains the difference (C 1, R 2, SR 3, UR 4; the ranks are an
  option); under **Revolution** the lower rank gains it;
* each of the four attribute tables (element, species, means, size) gives +1 to the
  attacker, the defender or nobody. Under **Elemental Torrent** the attacking card uses the
  field card's element in the element table; if it already has that element it keeps it
  and gains +1 (a gain of its own, not an attribute win);
* **Species Pride**: each card in the combat with the field card's species gains +1;
* **Giant Killing**: if the opposing card's power is at least ``giant_killing_gap`` (2)
  more than this card's, every gain above is 1 bigger (rarity, each attribute, the Torrent
  bonus, the Pride bonus).

More advantage wins; equal is a tie. Then, in this order:

1. **Friendship** (as defender) skips all of it: both cards go to discard, you take the
   next turn. A Friendship card that attacks, or is played with no attacker, does nothing.
2. **Finishing Blow**: the attacking card won all four attribute tables (rarity, Torrent
   and Pride do not count) → the defending player loses at once. A Finishing Blow card
   that defends never fires.
3. **Double Edged**: each point of this card's final advantage mills the opposing card's
   owner by 1, each point of the opposing card's advantage mills this card's owner by 1;
   both directions at the same time (two Double Edged cards both count).
4. The outcome: the loser goes to discard. An attacking card that wins stays in the Attack
   zone and deals its power to the defending player (minus ``protect_reduction`` (3), not
   below 0, if the defending card has **Protect**). A defending card that wins moves to the
   Attack zone. A tie sends both to discard. If a step above made the attacking card's
   owner leave, the defending card simply moves to the Attack zone; if it made the
   defending player leave, the attacking card stays and deals nothing.

"The opposing card's owner" is the owner of the card in the Attack zone when the card is
played (for a defence, and for a replacement the owner of the replaced card); a card played
to an empty Attack zone has no opposing card.

* **Heal**, **Pressure**, **Surge**, **Swindle** ("when played") fire when the card is put
  into the Attack or Defense zone by the main play, before the replacement or the combat.
  Pressure and Swindle do nothing with an empty Attack zone. Swindle swaps one card of the
  player's remaining hand with one card of the opposing card's owner's hand, both picked by
  the game's seeded random generator (each lands in the other's slot). A swapped card
  changes owner for good: from then on it is the card of the player who received it (they
  play it and hold the Attack zone with it, it returns to their hand, it leaves with them,
  it is listed under them).
* **Return** and **Ruin** fire when the attacking card deals at least 1 damage to a player:
  when it wins a combat, and also when it is replaced (the replacement damage is its
  attack damage). Ruin sends that player's whole hand to the discard zone; Return puts the
  card back in its owner's hand instead of leaving it in (or sending it from) the Attack
  zone.
* **Dodge**, **Snipe**, the Game Changers: only as the optional plays of step 3; played to
  the Attack or Defense zone they are plain monsters.

The goldfish dummy
==================

A built-in deck of 20 *Training Monster* cards: rarity C, power 1, element ``normal``, no
skill, and the most even values of the other tables — species ``beast`` (as many A as D in
its row and in its column), size ``medium`` (every size is even) and means ``close`` (no
means is even both ways; close gives nothing net as attacker and +1 net as defender, like
range and magic). ``--dummy FILE`` replaces the deck with the file's cards. The dummy draws
and loses like everybody; on its turn it plays the first card of its hand (the one it has
held longest) to the Defense zone if there is an attacker, otherwise to the Attack zone; it
never makes an optional play and never decides anything (the "when played" skills of its
cards still fire). With more than 2 players there is no passive dummy: every other seat
is a bot playing a copy of the dummy's deck with the same policy.

The kill turn is the number of the player's own turns until the opponents have all lost
(the dummy, or every bot seat). A turn in which the player's card held the Attack zone
(nothing played) counts as a turn with no card played in the statistics.

Exact odds (:meth:`MonsterCardsEngine.cards_seen`) assume a full hand of ``hand_size`` on
the first turn and one new card on each later turn (the card played the turn before is
replaced): 3, 4, 5… cards seen by turns 1, 2, 3… That is exact for turns 1 and 2 only.
Turns where your card holds the Attack zone (no play, so no draw) and extra
Dodge/Snipe/field plays (one more draw each) make the count depend on play: the
simulation counts the cards each game drew and the odds are weighed with those counts
(``sim.draw_odds`` with ``drawn``).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deckbuilder.rules.cards import (
    MC_ELEMENTS,
    MC_MEANS,
    MC_SIZES,
    MC_SKILLS,
    MC_SPECIES,
    Card,
    card_from_json,
)
from deckbuilder.rules.engine import (
    CHANCE,
    CHANCE_SAMPLE,
    TERMINAL,
    Action,
    CardView,
    Decision,
    Engine,
    Event,
    GameState,
    Option,
    PlayerView,
    ZoneView,
    expand,
    random_policy,
)
from deckbuilder.rules.registry import DeckRules, Ruleset, register

MIN_PLAYERS = 2
MAX_PLAYERS = 8

# --------------------------------------------------------------------------- tables (data)

#: The four attribute tables of RULES.md §6.5, written as grids: the first line names the
#: defender columns, every other line is an attacker row; ``A`` = attacker +1, ``D`` =
#: defender +1, ``-`` = nobody. :func:`parse_grid` turns one into the option format.
ELEMENT_GRID = """
          normal fire water wood light dark
normal    D      -    -     -    -     -
fire      -      -    D     A    -     -
water     -      A    -     D    -     -
wood      -      D    A     -    -     -
light     -      -    -     -    D     A
dark      -      -    -     -    A     D
"""

MEANS_GRID = """
          close range magic special guard
close     -     D     A     A       D
range     A     -     D     A       D
magic     D     A     -     A       D
special   -     -     -     -       A
guard     D     D     D     D       -
"""

SIZE_GRID = """
          small medium large
small     -     D      A
medium    A     -      D
large     D     A      -
"""

SPECIES_GRID = """
          human beast sea elemental dragon god devil machine insect ghost
human     -     A     A   D         A      A   D     D       A      D
beast     D     -     A   -         A      D   -     D       A      -
sea       D     D     -   D         A      -   A     A       A      -
elemental D     D     -   D         -      D   D     D       D      A
dragon    A     -     A   -         A      -   A     D       A      -
god       A     A     -   -         A      -   D     -       D      A
devil     A     -     D   D         A      D   A     -       A      -
machine   A     A     D   -         A      -   -     -       A      D
insect    D     D     D   A         D      A   D     A       -      -
ghost     A     -     -   D         -      D   -     A       -      A
"""

#: One table in the option format: ``(attacker value, defender value, "A" or "D")`` for
#: every pair where somebody gains; a pair that is not listed gives nobody anything.
Table = tuple[tuple[str, str, str], ...]

TABLE_NAMES = ("element", "species", "means", "size")
_TABLE_VALUES: dict[str, tuple[str, ...]] = {
    "element": MC_ELEMENTS, "species": MC_SPECIES, "means": MC_MEANS, "size": MC_SIZES,
}
_NOBODY = ("-", "–", "—", "", "none")


def parse_grid(text: str) -> Table:
    """A grid like :data:`ELEMENT_GRID` → a table in the option format."""
    lines = [ln.split() for ln in text.strip().splitlines() if ln.strip()]
    if not lines:
        raise ValueError("an empty attribute table")
    columns = lines[0]
    out = []
    for row in lines[1:]:
        if len(row) != len(columns) + 1:
            raise ValueError(f"attribute table row {row[0]!r} has {len(row) - 1} entries, "
                             f"expected {len(columns)}")
        for col, mark in zip(columns, row[1:], strict=True):
            if mark.upper() in ("A", "D"):
                out.append((row[0], col, mark.upper()))
            elif mark not in _NOBODY:
                raise ValueError(f"attribute table row {row[0]!r}, column {col!r}: "
                                 f"expected A, D or -, got {mark!r}")
    return tuple(out)


ELEMENT_TABLE = parse_grid(ELEMENT_GRID)
MEANS_TABLE = parse_grid(MEANS_GRID)
SIZE_TABLE = parse_grid(SIZE_GRID)
SPECIES_TABLE = parse_grid(SPECIES_GRID)
RARITY_RANKS: tuple[tuple[str, int], ...] = (("C", 1), ("R", 2), ("SR", 3), ("UR", 4))


def _check_table(name: str, table: Any) -> Table:
    out = []
    seen: set[tuple[str, str]] = set()
    for entry in table:
        if not isinstance(entry, tuple | list) or len(entry) != 3:
            raise ValueError(f"{name} table: expected (attacker, defender, 'A' or 'D') "
                             f"entries, got {entry!r}")
        atk, dfn, mark = (str(x).strip() for x in entry)
        if mark.upper() not in ("A", "D"):
            raise ValueError(f"{name} table, {atk} against {dfn}: expected A or D, "
                             f"got {mark!r}")
        if (atk, dfn) in seen:
            raise ValueError(f"{name} table: {atk} against {dfn} is given twice")
        seen.add((atk, dfn))
        out.append((atk, dfn, mark.upper()))
    return tuple(out)


def tables_from_mapping(doc: Mapping[str, Any]) -> dict[str, Any]:
    """Read a table set (the JSON file format, see :class:`MonsterCardsOptions`) into
    option values: ``{"element_table": …, "rarity_ranks": …}`` for the keys present."""
    if not isinstance(doc, Mapping):
        raise ValueError("a table file holds one JSON object")
    out: dict[str, Any] = {}
    for key, value in doc.items():
        if key == "rarity":
            if not isinstance(value, Mapping):
                raise ValueError('"rarity" must map each rarity to its rank, e.g. {"C": 1}')
            ranks = []
            for rarity, rank in value.items():
                if not isinstance(rank, int) or isinstance(rank, bool):
                    raise ValueError(f"rarity {rarity!r}: the rank must be a whole number")
                ranks.append((str(rarity).upper(), rank))
            out["rarity_ranks"] = tuple(ranks)
        elif key in TABLE_NAMES:
            if isinstance(value, str):
                out[f"{key}_table"] = parse_grid(value)
                continue
            if not isinstance(value, Mapping):
                raise ValueError(f'"{key}" must map attacker → defender → "A" or "D" '
                                 "(or be a grid text)")
            rows = []
            for atk, cols in value.items():
                if not isinstance(cols, Mapping):
                    raise ValueError(f'"{key}" row {atk!r} must map defender → "A" or "D"')
                for dfn, mark in cols.items():
                    if str(mark).strip() in _NOBODY:
                        continue
                    rows.append((str(atk), str(dfn), str(mark)))
            out[f"{key}_table"] = _check_table(key, rows)
        else:
            raise ValueError(f"unknown key {key!r} in a table file (known: rarity, "
                             + ", ".join(TABLE_NAMES) + ")")
    return out


def load_tables(path: str | Path) -> dict[str, Any]:
    """Read a table file (JSON, UTF-8) into option values; errors name the file."""
    p = Path(path)
    try:
        doc = json.loads(p.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ValueError(f"{p}: cannot read the table file ({exc.strerror})") from None
    except json.JSONDecodeError as exc:
        raise ValueError(f"{p}: line {exc.lineno}: not valid JSON ({exc.msg})") from None
    try:
        return tables_from_mapping(doc)
    except ValueError as exc:
        raise ValueError(f"{p}: {exc}") from None


def tables_to_mapping(options: MonsterCardsOptions) -> dict[str, Any]:
    """The options' tables in the table file format (a starting point for your own)."""
    out: dict[str, Any] = {"rarity": dict(options.rarity_ranks)}
    for name in TABLE_NAMES:
        rows: dict[str, dict[str, str]] = {}
        for atk, dfn, mark in getattr(options, f"{name}_table"):
            rows.setdefault(atk, {})[dfn] = mark
        out[name] = rows
    return out


@dataclass(frozen=True)
class MonsterCardsOptions:
    """Options of MONSTER CARDS (defaults = RULES.md §6.3–6.6).

    The attribute tables are data. Each ``*_table`` is a tuple of
    ``(attacker value, defender value, "A" or "D")``: ``A`` gives the attacking card +1,
    ``D`` the defending card; a pair that is not listed gives nobody anything.
    ``rarity_ranks`` maps each rarity to its rank (the higher rank gains the difference).

    ``tables_file`` loads another table set from a JSON file (``--set tables_file=PATH``);
    the tables it names replace the ones here, the others stay::

        {"rarity": {"C": 1, "R": 2, "SR": 3, "UR": 4},
         "element": {"normal": {"normal": "D"},
                     "fire": {"water": "D", "wood": "A"}, ...},
         "means": {...}, "size": {...}, "species": {...}}

    Each table maps attacker → defender → ``"A"`` / ``"D"`` (``"-"`` or absent = nobody);
    a table may also be given as a grid text like :data:`ELEMENT_GRID`.
    :func:`tables_to_mapping` writes the current tables in this format.
    """

    hand_size: int = 3
    protect_reduction: int = 3
    giant_killing_gap: int = 2
    rarity_ranks: tuple[tuple[str, int], ...] = RARITY_RANKS
    element_table: Table = ELEMENT_TABLE
    species_table: Table = SPECIES_TABLE
    means_table: Table = MEANS_TABLE
    size_table: Table = SIZE_TABLE
    tables_file: str = ""

    def __post_init__(self) -> None:
        if self.hand_size < 1:
            raise ValueError("hand_size must be at least 1")
        if self.protect_reduction < 0 or self.giant_killing_gap < 0:
            raise ValueError("protect_reduction and giant_killing_gap cannot be negative")
        if self.tables_file:
            for key, value in load_tables(self.tables_file).items():
                object.__setattr__(self, key, value)
        for name in TABLE_NAMES:
            key = f"{name}_table"
            object.__setattr__(self, key, _check_table(name, getattr(self, key)))
        ranks = tuple((str(r).upper(), int(v)) for r, v in self.rarity_ranks)
        object.__setattr__(self, "rarity_ranks", ranks)


class Tables:
    """The options' tables compiled for combat: (attacker, defender) → +1 (attacker
    gains) or -1 (defender gains)."""

    __slots__ = ("element", "means", "rank", "size", "species")

    def __init__(self, options: MonsterCardsOptions):
        def compile_(table: Table) -> dict[tuple[str, str], int]:
            return {(a, d): (1 if m == "A" else -1) for a, d, m in table}

        self.element = compile_(options.element_table)
        self.species = compile_(options.species_table)
        self.means = compile_(options.means_table)
        self.size = compile_(options.size_table)
        self.rank = dict(options.rarity_ranks)


# --------------------------------------------------------------------------- cards

SKILL_NAMES: tuple[str, ...] = ("", *MC_SKILLS)
(NO_SKILL, DODGE, DOUBLE_EDGED, TORRENT, FINISHING_BLOW, FRIENDSHIP, GIANT_KILLING, HEAL,
 LIGHTNING, PRESSURE, PROTECT, RETURN, REVERSE, REVOLUTION, RUIN, SNIPE, SPECIES_PRIDE,
 SURGE, SWINDLE) = range(19)
assert SKILL_NAMES[SWINDLE] == "Swindle" and SKILL_NAMES[TORRENT] == "Elemental Torrent"
_SKILL_CODE = {name: i for i, name in enumerate(SKILL_NAMES)}
_WHEN_PLAYED = frozenset({HEAL, PRESSURE, SURGE, SWINDLE})


class CardInfo:
    """The numbers of one card, read once from its catalog data."""

    __slots__ = ("dc", "element", "gc", "means", "name", "power", "rank", "rarity", "size",
                 "skill", "skill_name", "species")

    def __init__(self, card: Card, ranks: Mapping[str, int]):
        f = card.fields
        self.name = card.name
        self.rarity = (card.rarity or "C").upper()
        self.rank = int(ranks.get(self.rarity, 1))
        self.power = int(f.get("power", 1))
        self.element = str(f.get("element", "normal"))
        self.species = str(f.get("species", "beast"))
        self.means = str(f.get("means", "close"))
        self.size = str(f.get("size", "medium"))
        self.skill_name = str(f.get("skill") or "")
        self.skill = _SKILL_CODE.get(self.skill_name, NO_SKILL)
        kind = MC_SKILLS.get(self.skill_name, "")
        self.dc = kind == "Dc"
        self.gc = kind == "GC"


def training_monster() -> Card:
    """The dummy's built-in vanilla card (RULES.md §6.6; the neutral values are explained
    in the module docstring)."""
    return card_from_json({"game": "monster-cards", "name": "Training Monster",
                           "kind": "monster", "rarity": "C", "power": 1,
                           "element": "normal", "species": "beast", "means": "close",
                           "size": "medium"})


DUMMY_DECK_SIZE = 20


def advantage(ai: CardInfo, di: CardInfo, fi: CardInfo | None, tabs: Tables, gap: int,
              detail: list[tuple[str, str, int]] | None = None) -> tuple[int, int, bool]:
    """Combat advantage of the attacking card ``ai`` against the defending card ``di`` with
    ``fi`` on the field (RULES.md §6.4–6.6; the gains are listed in the module docstring).

    Returns (attacker's advantage, defender's advantage, whether the attacker won all four
    attribute tables). ``detail``, when given, receives one ``(source, side, points)`` per
    gain (side ``attacker`` or ``defender``)."""
    fskill = fi.skill if fi is not None else NO_SKILL
    ga = 1 if ai.skill == GIANT_KILLING and di.power >= ai.power + gap else 0
    gd = 1 if di.skill == GIANT_KILLING and ai.power >= di.power + gap else 0
    a = d = 0
    diff = ai.rank - di.rank
    if fskill == REVOLUTION:
        diff = -diff
    if diff > 0:
        a += diff + ga
        if detail is not None:
            detail.append(("rarity", "attacker", diff + ga))
    elif diff < 0:
        d += gd - diff
        if detail is not None:
            detail.append(("rarity", "defender", gd - diff))
    elem = ai.element
    if fskill == TORRENT:
        assert fi is not None
        if elem == fi.element:
            a += 1 + ga
            if detail is not None:
                detail.append(("elemental torrent", "attacker", 1 + ga))
        else:
            elem = fi.element
    wins = 0
    for src, r in (("element", tabs.element.get((elem, di.element), 0)),
                   ("species", tabs.species.get((ai.species, di.species), 0)),
                   ("means", tabs.means.get((ai.means, di.means), 0)),
                   ("size", tabs.size.get((ai.size, di.size), 0))):
        if r > 0:
            a += 1 + ga
            wins += 1
            if detail is not None:
                detail.append((src, "attacker", 1 + ga))
        elif r < 0:
            d += 1 + gd
            if detail is not None:
                detail.append((src, "defender", 1 + gd))
    if fskill == SPECIES_PRIDE:
        assert fi is not None
        if ai.species == fi.species:
            a += 1 + ga
            if detail is not None:
                detail.append(("species pride", "attacker", 1 + ga))
        if di.species == fi.species:
            d += 1 + gd
            if detail is not None:
                detail.append(("species pride", "defender", 1 + gd))
    return a, d, wins == 4


# --------------------------------------------------------------------------- state

# Phases.
SETUP, MAIN, SNIPE_CHOICE, OVER = range(4)

_PLAYS = frozenset({"attack", "defend", "discard_play", "field"})
#: The shared table zone each kind of play puts its card in (option targets).
_TARGETS = {"attack": "attack", "defend": "defense", "discard_play": "discard",
            "field": "field"}


class MonsterCardsState(GameState):
    """A game of MONSTER CARDS for 2 to 8 players (seat ``dummy``, if any, is the passive
    goldfish dummy and never decides)."""

    ruleset_id = "monster-cards"
    __slots__ = ("active", "alive", "attack", "deck", "discard", "dummy", "field", "gap",
                 "grave", "hand", "info", "n", "next_override", "owner", "phase", "played",
                 "pturns", "tabs", "used_dc", "used_gc")

    def __init__(self, info: list[CardInfo], owner: list[int], n: int,
                 options: MonsterCardsOptions, seed: int, dummy: int | None = None,
                 tabs: Tables | None = None):
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise ValueError(f"MONSTER CARDS is played by {MIN_PLAYERS} to {MAX_PLAYERS} "
                             f"players, not {n}")
        self.info = info
        self.owner = owner
        self.n = n
        self.options = options
        self.tabs = tabs or Tables(options)
        self.gap = options.giant_killing_gap
        self.rng = random.Random(seed)
        self.turn = 0
        self.winner: int | None = None
        self.events_on = True
        self.tracing = False
        self.dummy = dummy
        self.deck: list[list[int]] = [[] for _ in range(n)]
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.grave: list[list[int]] = [[] for _ in range(n)]
        self.discard: list[list[int]] = [[] for _ in range(n)]
        self.alive = [True] * n
        self.pturns = [0] * n
        self.attack = -1          # the card in the Attack zone, -1 = empty
        self.field = -1           # the card on the Field, -1 = empty
        self.played = -1          # a card on its way from a hand to its zone
        self.active = 0
        self.phase = SETUP
        self.used_dc = False      # this turn's optional plays
        self.used_gc = False
        self.next_override = -1   # Snipe / Friendship: who plays next

    # ------------------------------------------------------------------ copying

    def clone(self) -> MonsterCardsState:
        s = MonsterCardsState.__new__(MonsterCardsState)
        s.info = self.info
        s.owner = self.owner[:]       # Swindle changes it (a shared list would leak back)
        s.n = self.n
        s.options = self.options
        s.tabs = self.tabs
        s.gap = self.gap
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        s.turn = self.turn
        s.winner = self.winner
        s.events_on = self.events_on
        s.tracing = self.tracing
        s.dummy = self.dummy
        s.deck = [z[:] for z in self.deck]
        s.hand = [z[:] for z in self.hand]
        s.grave = [z[:] for z in self.grave]
        s.discard = [z[:] for z in self.discard]
        s.alive = self.alive[:]
        s.pturns = self.pturns[:]
        s.attack = self.attack
        s.field = self.field
        s.played = self.played
        s.active = self.active
        s.phase = self.phase
        s.used_dc = self.used_dc
        s.used_gc = self.used_gc
        s.next_override = self.next_override
        return s

    def state_key(self) -> tuple[Any, ...]:
        return (self.rng.getstate(), self.turn, self.winner, self.dummy, self.n,
                tuple(map(tuple, self.deck)), tuple(map(tuple, self.hand)),
                tuple(map(tuple, self.grave)), tuple(map(tuple, self.discard)),
                tuple(self.alive), tuple(self.pturns), self.attack, self.field, self.played,
                self.active, self.phase, self.used_dc, self.used_gc, self.next_override,
                tuple(self.owner))

    # ------------------------------------------------------------------ who acts

    def num_players(self) -> int:
        return self.n

    def current_player(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase == SETUP:
            return CHANCE
        return self.active

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase != SETUP:
            return []
        return [(("first", p), 1.0 / self.n) for p in range(self.n)]

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == MAIN:
            return self._main_actions()
        if phase == SNIPE_CHOICE:
            return [("snipe", q) for q in range(self.n) if self.alive[q]]
        if phase == SETUP:
            return [("first", p) for p in range(self.n)] + [CHANCE_SAMPLE]
        return []

    def holding(self, p: int) -> bool:
        """Whether ``p``'s card holds the Attack zone (then ``p`` plays nothing)."""
        return self.attack >= 0 and self.owner[self.attack] == p

    def _main_actions(self) -> list[Action]:
        p = self.active
        hand = self.hand[p]
        info = self.info
        out: list[Action] = []
        holding = self.attack >= 0 and self.owner[self.attack] == p
        if not holding:
            if self.attack >= 0:
                for c in hand:
                    out.append(("defend", c))
                    out.append(("attack", c))
            else:
                out.extend(("attack", c) for c in hand)
        if not self.used_dc:
            out.extend(("discard_play", c) for c in hand if info[c].dc)
        if not self.used_gc:
            out.extend(("field", c) for c in hand if info[c].gc)
        if holding or not hand:
            out.append(("end",))
        return out

    # ------------------------------------------------------------------ applying

    def _apply(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        kind = action[0]
        if kind == "attack":
            self._main_play(action[1], True, ev)
        elif kind == "defend":
            self._main_play(action[1], False, ev)
        elif kind == "discard_play":
            self._discard_play(action[1], ev)
        elif kind == "field":
            self._field_play(action[1], ev)
        elif kind == "end":
            self._end_turn(ev)
        elif kind == "snipe":
            self._snipe(action[1], ev)
        elif kind == "first":
            self._emit(ev, "first_player", action[1])
            self._begin_turn(action[1], ev)
        self._settle(ev)
        return ev

    def _settle(self, ev: list[Event]) -> None:
        """Take every step nobody has a choice in: the dummy's turns and the rest of the
        turn of a player who lost during it."""
        while self.phase == MAIN:
            p = self.active
            if not self.alive[p]:
                self._end_turn(ev)
            elif p == self.dummy:
                self._dummy_turn(ev)
            else:
                return

    def _dummy_turn(self, ev: list[Event]) -> None:
        """The dummy's rule: nothing while its card holds the Attack zone; otherwise the
        first card of its hand, to the Defense zone if there is an attacker."""
        p = self.active
        hand = self.hand[p]
        if not hand or (self.attack >= 0 and self.owner[self.attack] == p):
            self._end_turn(ev)
        else:
            self._main_play(hand[0], self.attack < 0, ev)

    def _begin_turn(self, p: int, ev: list[Event]) -> None:
        self.turn += 1
        self.pturns[p] += 1
        self.active = p
        self.used_dc = self.used_gc = False
        self.next_override = -1
        self.phase = MAIN
        if self.events_on:
            self._emit(ev, "turn_started", p, player_turn=self.pturns[p])
        a = self.attack
        if a >= 0 and self.info[a].skill == LIGHTNING and self.owner[a] != p:
            self._mill(p, 1, "lightning", ev)
            if self._check_losses(ev) or not self.alive[p]:
                return
        deck, hand = self.deck[p], self.hand[p]
        size = self.options.hand_size
        while len(hand) < size and deck:
            c = deck.pop()
            hand.append(c)
            if self.events_on:
                self._emit(ev, "card_drawn", p, card=self.info[c].name)
        if not deck:
            self._check_losses(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        p = self.active
        if self.events_on:
            self._emit(ev, "turn_ended", p)
        nxt = self.next_override
        if nxt < 0 or not self.alive[nxt]:
            nxt = self.next_in_order(p)
        self._begin_turn(nxt, ev)

    def next_in_order(self, p: int) -> int:
        """The next seat after ``p`` still in the game (backwards under Reverse)."""
        step = -1 if self.field >= 0 and self.info[self.field].skill == REVERSE else 1
        n = self.n
        q = p
        for _ in range(n):
            q = (q + step) % n
            if self.alive[q]:
                return q
        return p

    # --- damage and losing

    def _mill(self, p: int, amount: int, reason: str, ev: list[Event]) -> None:
        deck, grave = self.deck[p], self.grave[p]
        moved = 0
        while moved < amount and deck:
            grave.append(deck.pop())
            moved += 1
        if self.events_on:
            self._emit(ev, "cards_milled", p, amount=moved, reason=reason,
                       deck=len(deck))

    def _check_losses(self, ev: list[Event]) -> bool:
        """Every player still in whose deck is at 0 loses now (all at the same time).
        True when the game is over."""
        losers = [p for p in range(self.n) if self.alive[p] and not self.deck[p]]
        if not losers:
            return False
        return self._eliminate(losers, "deck at 0", ev)

    def _eliminate(self, losers: Iterable[int], reason: str, ev: list[Event]) -> bool:
        for p in losers:
            self.alive[p] = False
            if self.events_on:
                self._emit(ev, "player_lost", p, reason=reason)
            self._leave(p, ev)
        left = [p for p in range(self.n) if self.alive[p]]
        if len(left) > 1:
            return False
        self.phase = OVER
        if left:
            self.winner = left[0]
            self._emit(ev, "game_won", left[0])
        else:
            self.winner = -1
            self._emit(ev, "game_drawn", -1)
        return True

    def _leave(self, p: int, ev: list[Event]) -> None:
        """A player who lost takes their cards out of play (to the discard zone)."""
        owner = self.owner
        for attr in ("attack", "field", "played"):
            c = getattr(self, attr)
            if c >= 0 and owner[c] == p:
                setattr(self, attr, -1)
                self.discard[p].append(c)
                if self.events_on:
                    self._emit(ev, "card_discarded", p, card=self.info[c].name,
                               reason="owner lost", zone=attr)

    # --- the optional plays

    def _discard_play(self, c: int, ev: list[Event]) -> None:
        p = self.active
        ci = self.info[c]
        self.hand[p].remove(c)
        self.discard[p].append(c)
        self.used_dc = True
        if self.events_on:
            self._emit(ev, "discard_skill_played", p, card=ci.name, skill=ci.skill_name)
        if ci.skill == DODGE:
            self._end_turn(ev)
        elif ci.skill == SNIPE:
            self.phase = SNIPE_CHOICE

    def _snipe(self, q: int, ev: list[Event]) -> None:
        self.next_override = q
        self.phase = MAIN
        if self.events_on:
            self._emit(ev, "next_player_chosen", self.active, chosen=q)

    def _field_play(self, c: int, ev: list[Event]) -> None:
        p = self.active
        ci = self.info[c]
        self.hand[p].remove(c)
        old = self.field
        self.field = c
        if old >= 0:
            q = self.owner[old]
            self.discard[q].append(old)
            if self.events_on:
                self._emit(ev, "card_discarded", q, card=self.info[old].name,
                           reason="replaced on the field", zone="field")
        self.used_gc = True
        if self.events_on:
            self._emit(ev, "field_card_played", p, card=ci.name, skill=ci.skill_name)

    # --- the main play

    def _main_play(self, c: int, to_attack: bool, ev: list[Event]) -> None:
        p = self.active
        self.hand[p].remove(c)
        self.played = c
        if self.events_on:
            self._emit(ev, "card_played", p, card=self.info[c].name,
                       zone="attack" if to_attack else "defense")
        self._resolve_play(p, c, to_attack, ev)
        if self.phase != OVER:
            self._end_turn(ev)

    def _resolve_play(self, p: int, c: int, to_attack: bool, ev: list[Event]) -> None:
        ci = self.info[c]
        if ci.skill in _WHEN_PLAYED and self._when_played(p, c, ci, ev):
            return
        if self.played < 0:          # its owner lost during the "when played" skill
            return
        x = self.attack
        if x < 0:
            self.played = -1
            self.attack = c
            if self.events_on:
                self._emit(ev, "attacker_placed", p, card=ci.name)
        elif to_attack:
            self._replace(p, c, x, ev)
        else:
            self._combat(p, c, x, ev)

    def _when_played(self, p: int, c: int, ci: CardInfo, ev: list[Event]) -> bool:
        """Heal, Pressure, Surge, Swindle. True when the game is over."""
        skill = ci.skill
        x = self.attack
        if skill == HEAL:
            grave = self.grave[p]
            if grave:
                self.deck[p].append(grave.pop())
                if self.events_on:
                    self._emit(ev, "card_healed", p, card=ci.name, deck=len(self.deck[p]))
            return False
        if skill == PRESSURE:
            if x < 0:
                return False
            self._mill(self.owner[x], 1, "pressure", ev)
            return self._check_losses(ev)
        if skill == SURGE:
            for q in range(self.n):
                if self.alive[q]:
                    self._mill(q, 1, "surge", ev)
            return self._check_losses(ev)
        # Swindle
        if x < 0:
            return False
        q = self.owner[x]
        mine, theirs = self.hand[p], self.hand[q]
        if mine and theirs:
            i = self.rng.randrange(len(mine))
            j = self.rng.randrange(len(theirs))
            got, gave = theirs[j], mine[i]
            mine[i], theirs[j] = got, gave
            # The cards change hands for good: each now belongs to the player holding it,
            # since every later rule (who holds the Attack zone, Double Edged, Pressure,
            # Return, leaving the game, card_locations) goes by owner[]. clone() copies
            # owner and state_key() includes it because of this.
            owner = self.owner
            owner[got] = p
            owner[gave] = q
            if self.events_on:
                self._emit(ev, "cards_swapped", p, other=q, given=self.info[theirs[j]].name,
                           taken=self.info[mine[i]].name)
        return False

    def _replace(self, p: int, c: int, x: int, ev: list[Event]) -> None:
        """The card in the Attack zone deals its power to ``p`` and leaves; ``c`` takes
        its place."""
        xi = self.info[x]
        q = self.owner[x]
        if self.events_on:
            self._emit(ev, "replacement_damage", q, card=xi.name, target=p, damage=xi.power)
        self._mill(p, xi.power, "attack", ev)
        self._attack_hit(x, xi, q, p, xi.power, ev)
        if self.attack == x:
            self.attack = -1
            self.discard[q].append(x)
        self.played = -1
        self.attack = c
        if self.events_on:
            self._emit(ev, "attacker_placed", p, card=self.info[c].name)
        self._check_losses(ev)

    def _attack_hit(self, x: int, xi: CardInfo, q: int, target: int, damage: int,
                    ev: list[Event]) -> None:
        """Ruin and Return, after the attacking card ``x`` dealt ``damage`` to
        ``target``."""
        if damage <= 0:
            return
        if xi.skill == RUIN:
            hand = self.hand[target]
            if hand:
                if self.events_on:
                    self._emit(ev, "hand_discarded", target, card=xi.name,
                               cards=[self.info[h].name for h in hand])
                self.discard[target].extend(hand)
                hand.clear()
        elif xi.skill == RETURN:
            self.attack = -1
            self.hand[q].append(x)
            if self.events_on:
                self._emit(ev, "card_returned", q, card=xi.name)

    def _combat(self, p: int, c: int, x: int, ev: list[Event]) -> None:
        info = self.info
        ci, xi = info[c], info[x]
        q = self.owner[x]
        if ci.skill == FRIENDSHIP:
            self.played = self.attack = -1
            self.discard[p].append(c)
            self.discard[q].append(x)
            self.next_override = p
            if self.events_on:
                self._emit(ev, "friendship", p, card=ci.name, attacker=xi.name)
            return
        fi = info[self.field] if self.field >= 0 else None
        detail: list[tuple[str, str, int]] | None = [] if self.events_on else None
        a, d, four = advantage(xi, ci, fi, self.tabs, self.gap, detail)
        if self.events_on:
            self._emit(ev, "combat", p, attacker=xi.name, defender=ci.name,
                       attacker_owner=q, attacker_advantage=a, defender_advantage=d,
                       gains=detail,
                       result="attacker" if a > d else "defender" if d > a else "tie")
        if xi.skill == FINISHING_BLOW and four:
            if self.events_on:
                self._emit(ev, "finishing_blow", q, card=xi.name, target=p)
            if self._eliminate([p], "finishing blow", ev):
                return
        de_a = xi.skill == DOUBLE_EDGED
        de_d = ci.skill == DOUBLE_EDGED
        if de_a or de_d:
            times = de_a + de_d
            # Each point of the attacker's advantage hurts the defender's owner and each
            # point of the defender's the attacker's owner, once per Double Edged card.
            hurt = ((p, a * times), (q, d * times))
            if self.events_on:
                self._emit(ev, "double_edged", p if de_d else q,
                           damage={str(t): n for t, n in hurt})
            for t, n in hurt:
                if n and self.alive[t]:
                    self._mill(t, n, "double edged", ev)
            if self._check_losses(ev):
                return
        x, c = self.attack, self.played
        if c < 0:
            return                      # the defending player left: the attacker stays
        if x < 0:                       # the attacking card's owner left
            self.played = -1
            self.attack = c
            if self.events_on:
                self._emit(ev, "attacker_placed", p, card=ci.name)
            return
        if a > d:
            self.played = -1
            self.discard[p].append(c)
            damage = xi.power
            if ci.skill == PROTECT:
                damage = max(0, damage - self.options.protect_reduction)
            if self.events_on:
                self._emit(ev, "attack_damage", q, card=xi.name, target=p, damage=damage,
                           protected=ci.skill == PROTECT)
            if damage:
                self._mill(p, damage, "attack", ev)
            self._attack_hit(x, xi, q, p, damage, ev)
            self._check_losses(ev)
        elif d > a:
            self.discard[q].append(x)
            self.played = -1
            self.attack = c
            if self.events_on:
                self._emit(ev, "attacker_placed", p, card=ci.name)
        else:
            self.played = self.attack = -1
            self.discard[p].append(c)
            self.discard[q].append(x)

    # ------------------------------------------------------------------ describing

    def decision(self) -> Decision | None:
        p = self.current_player()
        if p < 0:
            return None
        info = self.info
        if self.phase == SNIPE_CHOICE:
            opts = tuple(Option(a, "Yourself (another turn)" if a[1] == p
                                else f"{self.seat_title(a[1])} (cards in deck: "
                                     f"{len(self.deck[a[1]])})", target=f"p{a[1]}.hand")
                         for a in self.legal_actions())
            return Decision("choose_one", p, "monster_cards.snipe",
                            "Snipe: choose who takes the next turn", opts)
        x = self.attack
        legal = self.legal_actions()
        if len(legal) == 1 and legal[0] == ("end",):
            why = (f"Your {info[x].name} holds the Attack zone: you play nothing this turn"
                   if x >= 0 and self.owner[x] == p else "You have no card to play")
            return Decision("confirm", p, "monster_cards.end", why,
                            (Option(("end",), "End the turn"),))
        opts_l = []
        for a in legal:
            kind = a[0]
            if kind == "end":
                opts_l.append(Option(a, "End the turn"))
                continue
            ci = info[a[1]]
            if kind == "attack":
                label = (f"Attack with {ci.name}: take {info[x].power} damage from "
                         f"{info[x].name}, then {ci.name} holds the Attack zone"
                         if x >= 0 else f"Attack with {ci.name} (power {ci.power})")
            elif kind == "defend":
                label = f"Defend with {ci.name} against {info[x].name}"
            elif kind == "discard_play":
                label = (f"Dodge with {ci.name}: discard it and pass the turn unattacked"
                         if ci.skill == DODGE else
                         f"Snipe with {ci.name}: discard it and choose who plays next")
            else:
                label = f"Put {ci.name} on the field ({ci.skill_name})"
            opts_l.append(Option(a, label, ci.name, instance=a[1], target=_TARGETS[kind]))
        if x >= 0 and self.owner[x] == p:
            prompt = (f"Your {info[x].name} holds the Attack zone: play a Discard or "
                      "Game-Changer card, or end the turn")
            params: dict[str, Any] = {"attacker": info[x].name}
        elif x >= 0:
            prompt = (f"{info[x].name} of {self.seat_title(self.owner[x])} (power "
                      f"{info[x].power}) holds the Attack zone: defend against it or "
                      "replace it")
            params = {"attacker": info[x].name, "owner": self.owner[x],
                      "power": info[x].power}
        else:
            prompt = "The Attack zone is empty: play a card to it"
            params = {}
        return Decision("choose_one", p, "monster_cards.main", prompt, tuple(opts_l),
                        params=params)

    def next_player(self) -> int:
        """Who takes the next turn if the turn ended now (Snipe, Friendship, order)."""
        nxt = self.next_override
        if nxt < 0 or not self.alive[nxt]:
            nxt = self.next_in_order(self.active)
        return nxt

    def table_view(self) -> list[PlayerView]:
        """One side per seat: the hand (``p0.hand``; other seats' hands are face-down piles
        with a count), the deck (``p0.deck``) and the graveyard (``p0.graveyard``). The
        shared zones — ``attack``, ``defense`` (a card on its way to its zone), ``field`` and
        ``discard`` (every player's discarded cards) — come last on player 0's side; each
        card there names its owner in its notes."""
        info = self.info
        over = self.phase in (OVER, SETUP)
        nxt = -1 if over else self.next_player()
        sides: list[tuple[list[tuple[str, str]], list[ZoneView]]] = []
        for p in range(self.n):
            zones = []
            if p == 0:
                zones.append(ZoneView(f"p{p}.hand", "Hand", "hand",
                                      tuple(CardView(c, info[c].name) for c in self.hand[p])))
            else:
                zones.append(ZoneView(f"p{p}.hand", "Hand", "pile",
                                      count=len(self.hand[p])))
            zones.append(ZoneView(f"p{p}.deck", "Deck", "pile", count=len(self.deck[p])))
            zones.append(ZoneView(f"p{p}.graveyard", "Graveyard", "pile",
                                  tuple(CardView(c, info[c].name) for c in self.grave[p]),
                                  count=len(self.grave[p]), browsable=True))
            counters = [("Deck", str(len(self.deck[p]))),
                        ("Graveyard", str(len(self.grave[p]))),
                        ("Hand", str(len(self.hand[p]))),
                        ("Turns", str(self.pturns[p]))]
            if self.winner == p:
                status = "winner"
            elif not self.alive[p]:
                status = "out"
            elif over:
                status = ""
            elif p == self.active:
                status = "playing"
            elif p == nxt:
                status = "plays next"
            else:
                status = ""
            if status:
                counters.append(("Status", status))
            sides.append((counters, zones))
        reverse = self.field >= 0 and info[self.field].skill == REVERSE
        discarded = tuple(CardView(c, info[c].name, (self.seat_title(q),))
                          for q in range(self.n) for c in self.discard[q])
        sides[0][1].extend((
            self._slot_zone("attack", "Attack zone", self.attack),
            self._slot_zone("defense", "Defense zone", self.played),
            self._slot_zone("field", "Field", self.field,
                            ("turn order", "reversed" if reverse else "normal")),
            ZoneView("discard", "Discard zone", "pile", discarded, count=len(discarded),
                     browsable=True)))
        return [PlayerView(p, self.seat_title(p), tuple(counters), tuple(zones))
                for p, (counters, zones) in enumerate(sides)]

    def _slot_zone(self, key: str, title: str, c: int,
                   *extra: tuple[str, str]) -> ZoneView:
        """A shared one-card zone; the card's notes name its owner and power."""
        if c < 0:
            return ZoneView(key, title, "slot", counters=extra)
        ci = self.info[c]
        owner = self.seat_title(self.owner[c])
        notes = [owner, f"power {ci.power}"]
        if ci.skill_name:
            notes.append(ci.skill_name)
        return ZoneView(key, title, "slot", (CardView(c, ci.name, tuple(notes)),),
                        counters=(("owner", owner), ("power", str(ci.power)), *extra))

    def card_locations(self) -> dict[int, dict[str, list[int]]]:
        out: dict[int, dict[str, list[int]]] = {}
        for p in range(self.n):
            out[p] = {"deck": self.deck[p][:], "hand": self.hand[p][:],
                      "graveyard": self.grave[p][:], "discard": self.discard[p][:],
                      "attack": [], "field": [], "played": []}
        for zone, c in (("attack", self.attack), ("field", self.field),
                        ("played", self.played)):
            if c >= 0:
                out[self.owner[c]][zone].append(c)
        return out

    def hand_names(self, player: int) -> list[str]:
        info = self.info
        return [info[c].name for c in self.hand[player]]

    def deck_order(self, player: int) -> list[str]:
        return [self.info[c].name for c in reversed(self.deck[player])]

    def is_play(self, action: Action) -> bool:
        return action[0] in _PLAYS


# --------------------------------------------------------------------------- engine

@dataclass(frozen=True)
class Prepared:
    """Cards read once for a batch of games: who owns which instance and each deck."""

    info: tuple[CardInfo, ...]
    owner: tuple[int, ...]
    decks: tuple[tuple[int, ...], ...]
    options: MonsterCardsOptions
    dummy: int | None
    tabs: Tables


def prepare(decks: Sequence[Sequence[Card]], options: MonsterCardsOptions | None = None,
            dummy: int | None = None) -> Prepared:
    """Read the seats' decks (seat 0 first) once. ``dummy``: the passive seat, if any."""
    options = options or MonsterCardsOptions()
    if not MIN_PLAYERS <= len(decks) <= MAX_PLAYERS:
        raise ValueError(f"MONSTER CARDS is played by {MIN_PLAYERS} to {MAX_PLAYERS} "
                         f"players, not {len(decks)}")
    ranks = dict(options.rarity_ranks)
    info: list[CardInfo] = []
    owner: list[int] = []
    cache: dict[str, CardInfo] = {}
    out_decks = []
    for p, cards in enumerate(decks):
        ids = []
        for card in cards:
            ci = cache.get(card.name)
            if ci is None:
                ci = cache[card.name] = CardInfo(card, ranks)
            ids.append(len(info))
            info.append(ci)
            owner.append(p)
        out_decks.append(tuple(ids))
    return Prepared(tuple(info), tuple(owner), tuple(out_decks), options, dummy,
                    Tables(options))


def start(prep: Prepared, seed: int) -> MonsterCardsState:
    """A new game (at the chance point "who goes first") with every deck shuffled."""
    n = len(prep.decks)
    state = MonsterCardsState(list(prep.info), list(prep.owner), n, prep.options, seed,
                              prep.dummy, prep.tabs)
    shuffle = state.rng.shuffle
    for p in range(n):
        deck = state.deck[p] = list(prep.decks[p])
        shuffle(deck)
    return state


def new_game(decks: Sequence[Sequence[Card]], options: MonsterCardsOptions | None = None,
             seed: int = 0, dummy: int | None = None) -> MonsterCardsState:
    """A new game from cards (tests and tools)."""
    return start(prepare(decks, options, dummy), seed)


class MonsterCardsEngine(Engine):
    """The MONSTER CARDS engine: 2 to 8 players, goldfish against the dummy or bots."""

    ruleset_id = "monster-cards"
    game = "monster-cards"
    simulated_verbs = frozenset()      # the cards have skills, not effect lists
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

    def options_type(self) -> MonsterCardsOptions:
        return MonsterCardsOptions()

    def prepare_goldfish(self, deck: Any, *, options: Any = None, dummy: Any = None,
                         players: int = 2) -> Prepared:
        """Seat 0 plays ``deck``. With 2 players seat 1 is the passive dummy; with more,
        every other seat is a bot with its own copy of the dummy's deck (``dummy``'s
        cards, or the built-in vanilla deck)."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"MONSTER CARDS is played by {MIN_PLAYERS} to {MAX_PLAYERS} "
                             f"players, not {players}")
        main = expand(deck.deck.deck, deck.card)
        if dummy is not None:
            bot = expand(dummy.deck.deck, dummy.card)
            if not bot:
                raise ValueError("the dummy's deck list has no cards in its deck")
        else:
            bot = _DUMMY_DECK
        decks = [main] + [bot] * (players - 1)
        return prepare(decks, options, dummy=1 if players == 2 else None)

    def start(self, prepared: Any, seed: int) -> MonsterCardsState:
        return start(prepared, seed)

    def new_goldfish(self, deck: Any, *, options: Any = None, seed: int = 0,
                     dummy: Any = None) -> MonsterCardsState:
        """A 2-player goldfish game: seat 0 plays ``deck``, seat 1 is the dummy."""
        return start(self.prepare_goldfish(deck, options=options, dummy=dummy), seed)

    def policies(self) -> dict[str, Callable[[GameState, random.Random], Action]]:
        return {"greedy": greedy_policy, "random": random_policy}

    def opening_hand(self, options: Any) -> int:
        return int(options.hand_size)

    def cards_seen(self, options: Any, turn: int, first: bool) -> int:
        # The schedule of a player who plays a card on every turn. Hands fill up to
        # hand_size at the start of each of the player's own turns (nobody holds a card
        # before), so turn 1 draws a full hand and turn 2 exactly one card: the first turn
        # always plays, as no card of the player can hold the Attack zone yet. From turn 3
        # play decides: a turn whose card holds the Attack zone played nothing and the next
        # draws nothing, a Dodge/Snipe/field play draws one more, and damage mills cards
        # from the top unseen. That count is not a function of the turn, so the
        # simulation measures it (Stats.draw_counts) and draw_odds weighs the exact odds
        # with it. Going first or second is the same.
        if turn <= 0:
            return 0
        return int(options.hand_size) + turn - 1

    def not_simulated(self, cards: Sequence[Any]) -> list[str]:
        # Every one of the 18 skills is carried out.
        return []


# --------------------------------------------------------------------------- bots

#: What holding the Attack zone is worth per point of the holder's power (greedy bot).
HOLD = 0.5


def _play_score(s: MonsterCardsState, p: int, c: int, to_attack: bool, field: int,
                hand_after: int) -> float:
    """The greedy bot's value of playing ``c`` (see :func:`greedy_policy`)."""
    info = s.info
    ci = info[c]
    x = s.attack
    score = 0.0
    taken = 0                              # cards milled from p's own deck
    skill = ci.skill
    if skill == HEAL and s.grave[p]:
        score += 1
        taken -= 1
    elif skill == PRESSURE and x >= 0:
        score += 1
    elif skill == SURGE:
        score += sum(s.alive) - 1          # every opponent mills 1 …
        taken += 1                         # … and so do you
    elif skill == LIGHTNING:
        score += 1
    if x < 0:
        score += HOLD * ci.power
    else:
        xi = info[x]
        if to_attack:
            taken += xi.power
            if xi.skill == RUIN:
                score -= hand_after
            score += HOLD * (ci.power + xi.power)
        elif skill == FRIENDSHIP:
            score += HOLD * xi.power + 1
        else:
            fi = info[field] if field >= 0 else None
            a, d, four = advantage(xi, ci, fi, s.tabs, s.gap)
            if xi.skill == FINISHING_BLOW and four:
                return -1000.0
            times = (xi.skill == DOUBLE_EDGED) + (skill == DOUBLE_EDGED)
            score += times * d
            taken += times * a
            if a > d:
                damage = xi.power - (s.options.protect_reduction if skill == PROTECT else 0)
                if damage > 0:
                    taken += damage
                    if xi.skill == RUIN:
                        score -= hand_after
            elif d > a:
                score += HOLD * (xi.power + ci.power)
            else:
                score += HOLD * xi.power
    if taken >= len(s.deck[p]) and taken > 0:
        return -1000.0 - taken            # this play would empty your deck: you lose
    return score - taken


def _best_main(s: MonsterCardsState, p: int, field: int, skip: int = -1
               ) -> tuple[float, Action | None]:
    hand = s.hand[p]
    n_after = len(hand) - 1 - (skip >= 0)
    best: Action | None = None
    best_score = 0.0
    modes = (False, True) if s.attack >= 0 else (True,)
    for c in hand:
        if c == skip:
            continue
        for to_attack in modes:
            v = _play_score(s, p, c, to_attack, field, n_after)
            if best is None or v > best_score:
                best, best_score = ("attack" if to_attack else "defend", c), v
    return best_score, best


def greedy_policy(state: GameState, rng: random.Random) -> Action:
    """The documented greedy bot for MONSTER CARDS (any seat, any number of players).

    Every main play gets a value in cards of life: damage dealt to others minus damage
    taken (the replacement damage, a lost combat less Protect, Double Edged both ways, a
    Ruin'd hand counted as the cards it throws away), plus ``HOLD`` (½) per power point of
    a card of yours that ends in the Attack zone and per power point of an opposing
    attacker that leaves it; Heal, Pressure and Lightning +1, Surge +1 per opponent −1;
    Friendship +1. A play that would empty the bot's own deck, or a defence that a
    Finishing Blow would punish, is never chosen while another play is left. So with
    an empty Attack zone it plays its strongest card there, and against an attacker it
    plays the card with the best advantage (a winning defender becomes a strong attacker),
    replacing the attacker when no defence pays.

    * Optional plays: a Game Changer goes on the field when, against the current attacker,
      the best play with it there is worth more than 1 (the extra card it costs) above the
      best play without it; Dodge is used when the best play is worth less than 0 (the
      attacker would cost more than it gives). Snipe and Reverse are only played as
      monsters. While its own card holds the Attack zone the bot ends the turn.
    * Snipe choice (only if a person played Snipe for it): the opponent with the fewest
      cards in deck.
    * Ties go to the earlier option (hand order).
    """
    assert isinstance(state, MonsterCardsState)
    s = state
    p = s.active
    if s.phase == SNIPE_CHOICE:
        others = [q for q in range(s.n) if s.alive[q] and q != p]
        if not others:
            return ("snipe", p)
        return ("snipe", min(others, key=lambda q: (len(s.deck[q]), q)))
    x = s.attack
    if x >= 0 and s.owner[x] == p:
        return ("end",)
    hand = s.hand[p]
    info = s.info
    best_score, best = _best_main(s, p, s.field)
    if x >= 0:
        for c in hand:
            ci = info[c]
            if ci.gc and not s.used_gc:
                v, _a = _best_main(s, p, c, skip=c)
                if v - 1 > best_score:
                    best_score, best = v - 1, ("field", c)
        if best_score < 0 and not s.used_dc:
            for c in hand:
                if info[c].skill == DODGE:
                    return ("discard_play", c)
    if best is None:
        return s.legal_actions()[0]
    return best


# --------------------------------------------------------------------------- registration

_DUMMY_DECK = [training_monster()] * DUMMY_DECK_SIZE
ENGINE = MonsterCardsEngine()

MONSTER_CARDS = register(Ruleset(
    id="monster-cards",
    game="monster-cards",
    title="MONSTER CARDS",
    summary="A deck of 1 to 20 monsters whose costs add up to 200 at most; the deck is also "
            "your life.",
    deck_rules=DeckRules(
        team_size=None, team_distinct=False, deck_min=1, deck_max=20, cost_cap=200,
        deck_kinds=frozenset({"monster"}),
    ),
    engine=ENGINE,
))
