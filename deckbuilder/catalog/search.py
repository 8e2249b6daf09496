"""The catalog search syntax: one parser for the CLI and the window.

A query is words and filters joined by spaces (AND), ``OR``, parentheses and ``-``
(negation)::

    storm bolt                 words match names (all translations) and rules text
    "storm bolt"               a quoted phrase
    game:monsuno kind:strike   filters on fields
    launch<=3 power>=4 kairu=2 comparisons on numeric fields
    is:owned owned>=2 is:unique
    -m:eklipse (color:red OR color:blue)

The parser turns a query into an SQL condition with bound parameters only: text from the
query never becomes SQL, so a query cannot inject anything.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from deckbuilder.catalog.cards import fts_fold
from deckbuilder.catalog.db import Database
from deckbuilder.rules.cards import GAME_TITLES, GAMES, TEAM_KINDS


class SearchError(ValueError):
    """A malformed query. ``position`` is the 0-based index of the offending character."""

    def __init__(self, message: str, position: int, query: str = ""):
        self.message = message
        self.position = position
        self.query = query
        super().__init__(f"{message} (at position {position + 1})")

    def pointer(self) -> str:
        """The query with a caret under the problem, for terminals."""
        return f"{self.query}\n{' ' * self.position}^"


# ----------------------------------------------------------------------------- fields

NUMERIC_FIELDS: dict[str, str] = {
    "launch": "card.launch",
    "life": "card.life",
    "hp": "card.life",
    "speed": "card.speed",
    "spd": "card.speed",
    "damage": "card.damage",
    "dmg": "card.damage",
    "power_damage": "card.power_damage",
    "pd": "card.power_damage",
    "kairu": "card.kairu",
    "power": "card.power",
    "pow": "card.power",
    "cost": "card.cost",
    "owned": "(SELECT COALESCE(SUM(ce.quantity), 0) FROM collection_entry ce "
    "WHERE ce.card_id = card.id)",
}

#: Text fields matched by case-insensitive prefix against lower-cased search columns.
TEXT_FIELDS: dict[str, str] = {
    "kind": "card.kind",
    "k": "card.kind",
    "t": "card.kind",
    "type": "card.kind",
    "m": "card.manufacturer",
    "manufacturer": "card.manufacturer",
    "faction": "card.manufacturer",
    "element": "card.element",
    "el": "card.element",
    "species": "card.species",
    "sp": "card.species",
    "means": "card.means",
    "size": "card.size",
    "skill": "card.skill",
    "timing": "card.timing",
    "category": "card.category",
    "cat": "card.category",
    "strike": "card.strike_type",
    "st": "card.strike_type",
    "character": "card.character",
    "char": "card.character",
    "version": "card.version",
}

#: Fields compared case-insensitively for equality against columns stored as given.
EXACT_FIELDS: dict[str, str] = {
    "set": "card.set_code",
    "s": "card.set_code",
    "e": "card.set_code",
    "edition": "card.set_code",
    "rarity": "card.rarity",
    "r": "card.rarity",
    "number": "card.number",
    "cn": "card.number",
}

LIST_FIELDS: dict[str, str] = {
    "dominates": "$.dominates",
    "dom": "$.dominates",
    "slot": "$.power_slots",
    "slots": "$.power_slots",
}

IS_FLAGS: dict[str, str] = {
    "owned": NUMERIC_FIELDS["owned"] + " > 0",
    "unique": "card.is_unique = 1",
    "exclusive": "card.exclusive = 1",
    "neutral": "(card.kind = 'strike' AND card.manufacturer IS NULL)",
    "custom": "card.origin = 'user'",
    "starter": "card.origin = 'starter'",
    "team": "card.kind IN (" + ", ".join(f"'{k}'" for k in sorted(TEAM_KINDS)) + ")",
    "foil": "EXISTS (SELECT 1 FROM collection_entry ce WHERE ce.card_id = card.id "
    "AND ce.foil = 1 AND ce.quantity > 0)",
    "blanking": "json_extract(card.data, '$.blanks_ability') = 1",
    "restricted": "card.category = 'restricted'",
    "upgrade": "card.category = 'upgrade'",
}

HAS_FLAGS: dict[str, str] = {
    "picture": "card.picture_id IS NOT NULL",
    "skill": "card.skill IS NOT NULL",
    "react": "json_extract(card.data, '$.react') IS NOT NULL",
    "heal": "EXISTS (SELECT 1 FROM json_each(card.data, '$.heal') j WHERE j.value = 1)",
    "effects": "(json_array_length(card.data, '$.effects') > 0 "
    "OR json_array_length(card.data, '$.ability') > 0)",
    "translation": "card.names <> '{}'",
    "text": "(card.text IS NOT NULL AND card.text <> '')",
}

GAME_ALIASES: dict[str, str] = {
    "monsuno": "monsuno",
    "ms": "monsuno",
    "redakai": "redakai",
    "rk": "redakai",
    "monster-cards": "monster-cards",
    "monstercards": "monster-cards",
    "monster": "monster-cards",
    "mc": "monster-cards",
}

FTS_COLUMNS = {"name": "name", "n": "name", "text": "text", "o": "text", "oracle": "text"}

SORT_KEYS: dict[str, str] = {
    "name": "card.name_key",
    "game": "card.game",
    "kind": "card.kind",
    "set": "card.set_code",
    "number": "card.number",
    "rarity": "card.rarity",
    "cost": "card.cost",
    "launch": "card.launch",
    "life": "card.life",
    "speed": "card.speed",
    "damage": "card.damage",
    "kairu": "card.kairu",
    "power": "card.power",
    "manufacturer": "card.manufacturer",
    "color": "card.color",
    "element": "card.element",
    "species": "card.species",
    "means": "card.means",
    "size": "card.size",
    "skill": "card.skill",
    "owned": NUMERIC_FIELDS["owned"],
}


def known_fields() -> list[str]:
    """Every field name the syntax accepts (for help and completion)."""
    return sorted(
        {"game", "g", "is", "has", "not", *NUMERIC_FIELDS, *TEXT_FIELDS, *EXACT_FIELDS,
         *LIST_FIELDS, *FTS_COLUMNS, "color", "c"}
    )


# ----------------------------------------------------------------------------- tokens

@dataclass(frozen=True, slots=True)
class Token:
    kind: str  # WORD, PHRASE, LPAREN, RPAREN, OR, AND, NOT
    text: str
    pos: int
    quoted_value: str | None = None  # for field:"quoted value"


_FIELD_RE = re.compile(r"^([A-Za-z_]+)(<=|>=|!=|:|=|<|>)(.*)$", re.S)


def tokenize(query: str) -> list[Token]:
    tokens: list[Token] = []
    i, n = 0, len(query)
    while i < n:
        ch = query[i]
        if ch.isspace():
            i += 1
            continue
        if ch == "(":
            tokens.append(Token("LPAREN", ch, i))
            i += 1
            continue
        if ch == ")":
            tokens.append(Token("RPAREN", ch, i))
            i += 1
            continue
        if ch == '"':
            end = query.find('"', i + 1)
            if end < 0:
                raise SearchError("unclosed quote", i, query)
            tokens.append(Token("PHRASE", query[i + 1:end], i))
            i = end + 1
            continue
        if ch == "-" and i + 1 < n and not query[i + 1].isspace() and (
            not tokens or tokens[-1].kind != "WORD" or query[i - 1].isspace()
            or query[i - 1] == "("
        ):
            tokens.append(Token("NOT", ch, i))
            i += 1
            continue
        start = i
        while i < n and not query[i].isspace() and query[i] not in '()"':
            i += 1
        word = query[start:i]
        # field:"quoted value"
        if i < n and query[i] == '"' and _FIELD_RE.match(word) and word[-1] in ":=<>":
            end = query.find('"', i + 1)
            if end < 0:
                raise SearchError("unclosed quote", i, query)
            tokens.append(Token("WORD", word, start, quoted_value=query[i + 1:end]))
            i = end + 1
            continue
        if word == "OR" or word == "|":
            tokens.append(Token("OR", word, start))
        elif word == "AND":
            tokens.append(Token("AND", word, start))
        elif word == "NOT":
            tokens.append(Token("NOT", word, start))
        else:
            tokens.append(Token("WORD", word, start))
    return tokens


# ----------------------------------------------------------------------------- AST

@dataclass
class Node:
    pos: int


@dataclass
class And(Node):
    items: list[Node] = field(default_factory=list)


@dataclass
class Or(Node):
    items: list[Node] = field(default_factory=list)


@dataclass
class Not(Node):
    item: Node | None = None


@dataclass
class FullText(Node):
    text: str = ""
    phrase: bool = False
    column: str | None = None  # None = name and text


@dataclass
class Filter(Node):
    field: str = ""
    op: str = ":"
    value: str = ""
    value_pos: int = 0


class _Parser:
    def __init__(self, query: str):
        self.query = query
        self.tokens = tokenize(query)
        self.i = 0

    def peek(self) -> Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self) -> Token:
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def parse(self) -> Node:
        if not self.tokens:
            return And(0, [])
        node = self.parse_or()
        tok = self.peek()
        if tok is not None:
            raise SearchError("unexpected ')'" if tok.kind == "RPAREN" else
                              f"unexpected {tok.text!r}", tok.pos, self.query)
        return node

    def parse_or(self) -> Node:
        first = self.parse_and()
        items = [first]
        while (tok := self.peek()) is not None and tok.kind == "OR":
            self.take()
            nxt = self.peek()
            if nxt is None or nxt.kind in ("OR", "RPAREN"):
                raise SearchError("OR needs something on both sides",
                                  tok.pos, self.query)
            items.append(self.parse_and())
        return items[0] if len(items) == 1 else Or(first.pos, items)

    def parse_and(self) -> Node:
        items: list[Node] = []
        start = self.peek()
        while (tok := self.peek()) is not None and tok.kind not in ("OR", "RPAREN"):
            if tok.kind == "AND":
                self.take()
                if not items:
                    raise SearchError("AND needs something on both sides", tok.pos, self.query)
                continue
            items.append(self.parse_unary())
        if not items:
            pos = start.pos if start else len(self.query)
            raise SearchError("expected a word or a filter", pos, self.query)
        return items[0] if len(items) == 1 else And(items[0].pos, items)

    def parse_unary(self) -> Node:
        tok = self.take()
        if tok.kind == "NOT":
            nxt = self.peek()
            if nxt is None or nxt.kind in ("OR", "RPAREN", "AND"):
                raise SearchError("nothing to negate after '-'", tok.pos, self.query)
            return Not(tok.pos, self.parse_unary())
        if tok.kind == "LPAREN":
            nxt = self.peek()
            if nxt is not None and nxt.kind == "RPAREN":
                raise SearchError("empty parentheses", tok.pos, self.query)
            node = self.parse_or()
            close = self.peek()
            if close is None or close.kind != "RPAREN":
                raise SearchError("missing ')'", tok.pos, self.query)
            self.take()
            return node
        if tok.kind == "RPAREN":
            raise SearchError("unexpected ')'", tok.pos, self.query)
        if tok.kind == "PHRASE":
            return FullText(tok.pos, tok.text, phrase=True)
        return self.word(tok)

    def word(self, tok: Token) -> Node:
        m = _FIELD_RE.match(tok.text)
        if m:
            name, op, value = m.group(1).lower(), m.group(2), m.group(3)
            value_pos = tok.pos + len(m.group(1)) + len(op)
            if tok.quoted_value is not None:
                value = tok.quoted_value
            if not value:
                raise SearchError(f"'{name}{op}' needs a value", value_pos, self.query)
            if name in FTS_COLUMNS:
                if op != ":" and op != "=":
                    raise SearchError(f"'{name}' takes ':'", tok.pos + len(name), self.query)
                return FullText(tok.pos, value, phrase=tok.quoted_value is not None,
                                column=FTS_COLUMNS[name])
            return Filter(tok.pos, name, op, value, value_pos)
        return FullText(tok.pos, tok.text)


def parse(query: str) -> Node:
    """Parse a query; raises :class:`SearchError` with the position of the problem."""
    return _Parser(query).parse()


# ----------------------------------------------------------------------------- SQL

@dataclass
class Compiled:
    sql: str
    params: list[Any]


def _fts_terms(text: str, phrase: bool) -> str | None:
    words = re.findall(r"\w+", fts_fold(text))
    if not words:
        return None
    if phrase:
        return '"' + " ".join(words) + '"'
    # Each word matches as a prefix, so results appear while the user types.
    return " ".join(f'"{w}"*' for w in words)


_COMPARE_OPS = {":": "=", "=": "=", "!=": "<>", "<": "<", "<=": "<=", ">": ">", ">=": ">="}


class _Compiler:
    def __init__(self, query: str):
        self.query = query
        self.params: list[Any] = []

    def err(self, msg: str, pos: int) -> SearchError:
        return SearchError(msg, pos, self.query)

    def compile(self, node: Node) -> str:
        if isinstance(node, And):
            if not node.items:
                return "1"
            parts = self._merge_fts(node.items)
            return "(" + " AND ".join(parts) + ")" if len(parts) > 1 else parts[0]
        if isinstance(node, Or):
            return "(" + " OR ".join(self.compile(i) for i in node.items) + ")"
        if isinstance(node, Not):
            assert node.item is not None
            # Cards without the field (NULL) are "not" it, e.g. -m:storm keeps Redakai.
            return f"NOT coalesce({self.compile(node.item)}, 0)"
        if isinstance(node, FullText):
            return self._fts([node])
        if isinstance(node, Filter):
            return self._filter(node)
        raise AssertionError(node)  # pragma: no cover

    def _merge_fts(self, items: list[Node]) -> list[str]:
        """Plain words of one AND become a single FTS5 MATCH (one index lookup)."""
        plain = [i for i in items if isinstance(i, FullText) and i.column is None]
        parts: list[str] = []
        if len(plain) > 1:
            parts.append(self._fts(plain))
        for item in items:
            if item in plain and len(plain) > 1:
                continue
            parts.append(self.compile(item))
        return parts

    def _fts(self, nodes: list[FullText]) -> str:
        terms = []
        for node in nodes:
            t = _fts_terms(node.text, node.phrase)
            if t is None:
                continue
            terms.append(f"{node.column} : ({t})" if node.column else t)
        if not terms:
            return "1"
        self.params.append(" AND ".join(terms))
        return "card.id IN (SELECT rowid FROM card_fts WHERE card_fts MATCH ?)"

    def _filter(self, f: Filter) -> str:
        name, op, value = f.field, f.op, f.value.strip()
        if name in ("game", "g"):
            self._require_eq(f)
            game = _resolve_game(value)
            if game is None:
                raise self.err(f"unknown game {value!r}; use " + ", ".join(GAMES), f.value_pos)
            self.params.append(game)
            return ("card.game <> ?" if op == "!=" else "card.game = ?")
        if name in NUMERIC_FIELDS:
            try:
                number = int(value)
            except ValueError:
                raise self.err(f"'{name}' needs a whole number, not {value!r}",
                               f.value_pos) from None
            self.params.append(number)
            return f"{NUMERIC_FIELDS[name]} {_COMPARE_OPS[op]} ?"
        if name in TEXT_FIELDS:
            self._require_eq(f)
            v = value.lower().replace(".", "") if name in ("m", "manufacturer", "faction") \
                else value.lower()
            self.params.extend([v, v + "\U0010ffff"])
            # The search columns hold lower-cased copies, so this range can use an index.
            col = TEXT_FIELDS[name]
            cond = f"({col} >= ? AND {col} < ?)"
            return f"NOT coalesce({cond}, 0)" if op == "!=" else cond
        if name in ("color", "c"):
            self._require_eq(f)
            self.params.append(f"% {_like_escape(value.lower())}%")
            cond = "card.colors LIKE ? ESCAPE '\\'"
            return f"NOT coalesce({cond}, 0)" if op == "!=" else cond
        if name in EXACT_FIELDS:
            self._require_eq(f)
            self.params.append(value.lower())
            cond = f"lower({EXACT_FIELDS[name]}) = ?"
            return f"NOT coalesce({cond}, 0)" if op == "!=" else cond
        if name in LIST_FIELDS:
            self._require_eq(f)
            self.params.append(value.lower() + "%")
            cond = (f"EXISTS (SELECT 1 FROM json_each(card.data, '{LIST_FIELDS[name]}') j "
                    "WHERE lower(j.value) LIKE ?)")
            return f"NOT {cond}" if op == "!=" else cond
        if name in ("is", "has", "not"):
            table = IS_FLAGS if name in ("is", "not") else HAS_FLAGS
            key = value.lower()
            if key not in table:
                raise self.err(f"unknown {name}: value {value!r}; use "
                               + ", ".join(sorted(table)), f.value_pos)
            cond = table[key]
            return f"NOT coalesce({cond}, 0)" if (name == "not") != (op == "!=") else cond
        raise self.err(f"unknown field {name!r}", f.pos)

    def _require_eq(self, f: Filter) -> None:
        if f.op not in (":", "=", "!="):
            raise self.err(f"'{f.field}' can only be compared with ':' or '!='",
                           f.pos + len(f.field))


def _like_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _resolve_game(value: str) -> str | None:
    key = value.lower().replace(" ", "-")
    if key in GAME_ALIASES:
        return GAME_ALIASES[key]
    for game, title in GAME_TITLES.items():
        if title.lower() == value.lower():
            return game
    matches = [g for g in GAMES if g.startswith(key)]
    return matches[0] if len(matches) == 1 else None


def compile_query(query: str) -> Compiled:
    """The SQL condition (over table ``card``) and parameters for a query."""
    compiler = _Compiler(query)
    sql = compiler.compile(parse(query))
    return Compiled(sql, compiler.params)


def order_clause(order: Sequence[tuple[str, bool]] = ()) -> str:
    """``ORDER BY`` for (sort key, ascending) pairs; always ends with a unique key."""
    parts = []
    for key, ascending in order:
        expr = SORT_KEYS.get(key)
        if expr is None:
            raise ValueError(f"unknown sort key {key!r}; use " + ", ".join(SORT_KEYS))
        direction = "ASC" if ascending else "DESC"
        # NULLs (fields other games do not have) go last either way.
        parts.append(f"({expr} IS NULL), {expr} {direction}")
    if not order:
        parts.append("card.name_key ASC")
    parts.append("card.id ASC")
    return " ORDER BY " + ", ".join(parts)


class CardSearch:
    """Runs queries against one database."""

    def __init__(self, db: Database):
        self.db = db

    def ids(self, query: str, order: Sequence[tuple[str, bool]] = (),
            limit: int | None = None) -> list[int]:
        """Ids of the matching cards, in order."""
        compiled = compile_query(query)
        sql = f"SELECT card.id FROM card WHERE {compiled.sql}{order_clause(order)}"
        params = list(compiled.params)
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        return [r[0] for r in self.db.conn.execute(sql, params)]

    def count(self, query: str) -> int:
        compiled = compile_query(query)
        return self.db.conn.execute(
            f"SELECT count(*) FROM card WHERE {compiled.sql}", compiled.params
        ).fetchone()[0]
