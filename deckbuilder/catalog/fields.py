"""The games' card fields as the catalog stores, indexes and searches them.

A card's per-game fields live in its JSON ``data`` only: no column per field. What the
search needs is read out with ``json_extract`` and kept fast by expression indexes, one
per searchable field, made from the game descriptors (``FieldSpec.searchable``) when the
catalog opens. A game added later (a fourth folder under ``rules/games``) gets its
indexes the next time the catalog opens; nothing here names a game or a field.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, replace

from deckbuilder.rules.cards import FieldSpec
from deckbuilder.rules.game import Game, SearchFlag

#: Index names this module owns; any other index is the migrations'.
INDEX_PREFIX = "ix_field_"

#: Field types that have an index and compare as one value.
SCALAR_TYPES = ("int", "str", "enum", "bool")

_SAFE_NAME = re.compile(r"^[a-z_][a-z0-9_]*$")


def _all_games() -> tuple[Game, ...]:
    from deckbuilder.rules.registry import all_games

    return tuple(all_games())


@dataclass(frozen=True)
class SearchField:
    """One field as the search sees it: its spec (the choices of every game that has it),
    the search words that name it and the SQL expression of its value."""

    spec: FieldSpec
    words: tuple[str, ...]

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def sql(self) -> str:
        return field_sql(self.spec)


def raw_field_sql(spec: FieldSpec, table: str = "card") -> str:
    """The SQL expression of a field's value as stored, NULL where the card's data is no
    JSON at all: a row an older version's restore let in must neither stop the catalog
    from indexing (the whole catalog would not open) nor fail every search that reads
    it; the card itself then says it is damaged when it is shown. The field name is
    checked to be an identifier before it is written into SQL: descriptors are code, but
    a new game's typo must not turn into a broken statement."""
    if not _SAFE_NAME.match(spec.name):
        raise ValueError(f"field name {spec.name!r} is not a plain identifier")
    data = f"{table}.data" if table else "data"
    return f"CASE WHEN json_valid({data}) THEN json_extract({data}, '$.{spec.name}') END"


def field_sql(spec: FieldSpec, table: str = "card") -> str:
    """The SQL expression a field is searched, sorted and indexed by: its value (see
    :func:`raw_field_sql`), texts lower-cased (searched and sorted regardless of case)."""
    value = raw_field_sql(spec, table)
    return f"lower({value})" if spec.type in ("str", "enum") else value


def _merged(specs: list[FieldSpec]) -> FieldSpec:
    """One spec for a field several games have: the first one's, with every game's
    choices (an ``enum`` of one game and the same name as ``enum`` of another)."""
    first = specs[0]
    for other in specs[1:]:
        if other.type != first.type:
            raise ValueError(f"field {first.name!r} is {first.type} in one game and "
                             f"{other.type} in another; the catalog searches one type")
    choices = tuple(dict.fromkeys(c for s in specs for c in s.choices))
    return replace(first, choices=choices, sortable=any(s.sortable for s in specs))


def search_fields() -> dict[str, SearchField]:
    """Search word → field, for every searchable field of every game."""
    by_name: dict[str, list[FieldSpec]] = {}
    words: dict[str, list[str]] = {}
    for game in _all_games():
        for spec in game.search_fields():
            by_name.setdefault(spec.name, []).append(spec)
            words.setdefault(spec.name, []).extend((spec.name, *spec.search_names))
    out: dict[str, SearchField] = {}
    for name, specs in by_name.items():
        found = SearchField(_merged(specs), tuple(dict.fromkeys(words[name])))
        for word in found.words:
            out.setdefault(word, found)
    return out


def sort_fields() -> dict[str, FieldSpec]:
    """Field name → spec, for every sortable field of every game."""
    out: dict[str, FieldSpec] = {}
    for game in _all_games():
        for spec in game.sort_fields():
            out.setdefault(spec.name, spec)
    return out


def shared_column_fields(column: str) -> tuple[FieldSpec, ...]:
    """The fields that fill the all-games table's ``column`` ("cost", "power",
    "faction"), in game order."""
    out: dict[str, FieldSpec] = {}
    for game in _all_games():
        for spec in game.fields():
            if spec.shared_column == column:
                out.setdefault(spec.name, spec)
    return tuple(out.values())


def search_flags() -> dict[tuple[str, bool], list[tuple[SearchFlag, FieldSpec]]]:
    """(word, is a ``has:`` word) → the flags of every game that gives it, each with the
    spec of its field."""
    out: dict[tuple[str, bool], list[tuple[SearchFlag, FieldSpec]]] = {}
    for game in _all_games():
        for flag in game.search_flags:
            spec = game.field(flag.field)
            if spec is None:
                raise ValueError(f"search flag {flag.word!r} names no field of the game")
            out.setdefault((flag.word, flag.has), []).append((flag, spec))
        for spec in game.search_fields():
            if spec.type == "bool":
                for word in (spec.name, *spec.search_names):
                    out.setdefault((word, False), []).append(
                        (SearchFlag(word, spec.name, "1"), spec))
    return out


def index_statements() -> dict[str, str]:
    """Index name → its CREATE INDEX statement, for every searchable field that compares
    as one value. The index expression is the one the search writes (``field_sql``), so
    SQLite uses it."""
    out: dict[str, str] = {}
    for found in search_fields().values():
        spec = found.spec
        if spec.type not in SCALAR_TYPES:
            continue
        name = INDEX_PREFIX + spec.name
        out[name] = f"CREATE INDEX {name} ON card ({field_sql(spec, table='')})"
    return out


def ensure_field_indexes(conn: sqlite3.Connection) -> bool:
    """Make the field indexes the games' searchable fields need and drop those of fields
    no game searches any more; True when anything changed. Runs in one transaction."""
    wanted = index_statements()
    have = {name: sql for name, sql in conn.execute(
        "SELECT name, sql FROM sqlite_master WHERE type='index'")
        if name.startswith(INDEX_PREFIX)}
    stale = [n for n, sql in have.items() if wanted.get(n) != sql]
    missing = [n for n in wanted if have.get(n) != wanted[n]]
    if not stale and not missing:
        return False
    in_transaction = conn.in_transaction
    if not in_transaction:
        conn.execute("BEGIN IMMEDIATE")
    try:
        for name in stale:
            conn.execute(f"DROP INDEX IF EXISTS {name}")
        for name in missing:
            conn.execute(wanted[name])
        if not in_transaction:
            conn.execute("COMMIT")
    except BaseException:
        if not in_transaction:
            conn.execute("ROLLBACK")
        raise
    return True


def drop_field_indexes(conn: sqlite3.Connection) -> None:
    """Drop the field indexes (from a backup's copy: a backup holds exactly the schema of
    its revision, and the catalog that opens it makes them again)."""
    names = [name for (name,) in conn.execute(
        "SELECT name FROM sqlite_master WHERE type='index'") if name.startswith(INDEX_PREFIX)]
    for name in names:
        conn.execute(f"DROP INDEX {name}")
    if names:
        conn.commit()
