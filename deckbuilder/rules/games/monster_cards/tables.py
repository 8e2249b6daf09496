"""MONSTER CARDS advantage tables (RULES.md, MONSTER CARDS) and the options that carry them."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deckbuilder.rules.games.monster_cards.values import (
    MC_ELEMENTS,
    MC_MEANS,
    MC_SIZES,
    MC_SPECIES,
)
from deckbuilder.text_files import TABLES_FILE, InputFileError, read_bytes

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
        doc = json.loads(read_bytes(p, TABLES_FILE).decode("utf-8"))
    except InputFileError as exc:
        raise ValueError(str(exc)) from None
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

    __slots__ = ("element", "means", "memo", "rank", "size", "species")

    def __init__(self, options: MonsterCardsOptions):
        def compile_(table: Table) -> dict[tuple[str, str], int]:
            return {(a, d): (1 if m == "A" else -1) for a, d, m in table}

        self.element = compile_(options.element_table)
        self.species = compile_(options.species_table)
        self.means = compile_(options.means_table)
        self.size = compile_(options.size_table)
        self.rank = dict(options.rarity_ranks)
        #: state.advantage's results by (attacker, defender, field card, gap).
        self.memo: dict[tuple[Any, ...], tuple[int, int, bool]] = {}
