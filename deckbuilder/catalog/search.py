"""The catalog search syntax: one parser for the CLI and the window.

A query is words and filters joined by spaces (AND), ``OR``, parentheses and ``-``
(negation)::

    storm bolt                 words match names (all translations) and rules text
    "storm bolt"               a quoted phrase
    game:monsuno kind:strike   filters on fields
    launch<=3 power>=4 kairu=2 comparisons on numeric fields
    is:owned owned>=2 is:unique
    defense>=4                 Redakai: the total of a card's three defence zone values
    strike:fire                Monsuno strike type (also strike_type:fire, st:fire)
    -m:eklipse (color:red OR color:blue)

A ``-`` followed by a space (or at the end) is not a negation but punctuation, so a
Redakai name types as printed: ``Kai - Blue Fire`` finds that card.

The parser turns a query into an SQL condition with bound parameters only: text from the
query never becomes SQL, so a query cannot inject anything.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from deckbuilder.catalog.card_repository import OWNED_ROW_SQL, fts_fold
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.fields import (
    SearchField,
    field_sql,
    raw_field_sql,
    search_fields,
    search_flags,
    shared_column_fields,
    sort_fields,
)
from deckbuilder.rules.cards import FieldSpec
from deckbuilder.rules.game import Game, SearchFlag

#: How deeply parentheses and negations may nest, and how many words and filters a query
#: may hold. Far beyond what anyone types; they keep a pasted or generated query from
#: exhausting Python's recursion limit or SQLite's expression depth (1000) and parser
#: stack, which would otherwise fail with a traceback instead of a SearchError.
MAX_NESTING = 20
MAX_TERMS = 200


class SearchError(ValueError):
    """A malformed query. ``position`` is the 0-based index of the offending character.

    ``message`` is English (the command line prints it); ``code`` and ``params`` say the
    same for the window, which words it in its own language (deckbuilder.ui.common.error_text)."""

    def __init__(self, message: str, position: int, query: str = "", *, code: str,
                 params: Mapping[str, Any] | None = None):
        self.message = message
        self.position = position
        self.query = query
        self.code = code
        self.params: Mapping[str, Any] = dict(params or {})
        super().__init__(f"{message} (at position {position + 1})")

    def pointer(self) -> str:
        """The query with a caret under the problem, for terminals."""
        return f"{self.query}\n{' ' * self.position}^"


# ----------------------------------------------------------------------------- fields

#: The numeric filters of every game's cards (the games' own come from their descriptors,
#: see :func:`vocabulary`).
NUMERIC_FIELDS: dict[str, str] = {"cost": "card.cost"}

OWNED_SQL = (f"(SELECT COALESCE(SUM({OWNED_ROW_SQL}), 0) FROM collection_entry ce "
             "WHERE ce.card_id = card.id)")
_PY_COMPARE = {"=": lambda a, b: a == b, ":": lambda a, b: a == b, "!=": lambda a, b: a != b,
               "<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
               ">=": lambda a, b: a >= b}

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

#: The ``is:`` words of every game (the games add theirs, see :func:`vocabulary`).
IS_FLAGS: dict[str, str] = {
    "owned": "card.id IN (SELECT card_id FROM collection_entry GROUP BY card_id "
    f"HAVING SUM({OWNED_ROW_SQL}) > 0)",
    "custom": "card.origin = 'user'",
    "starter": "card.origin = 'starter'",
    "foil": "EXISTS (SELECT 1 FROM collection_entry ce WHERE ce.card_id = card.id "
    "AND ce.foil = 1 AND ce.quantity > 0)",
}

#: The ``has:`` words of every game (the games add theirs, see :func:`vocabulary`).
HAS_FLAGS: dict[str, str] = {
    "picture": "card.picture_id IS NOT NULL",
    "translation": "card.names <> '{}'",
    "text": "(card.text IS NOT NULL AND card.text <> '')",
}


def game_aliases() -> dict[str, str]:
    """Word of ``game:`` → game id: each game's id and its search aliases."""
    from deckbuilder.rules.registry import all_games

    return {word: g.id for g in all_games() for word in (g.id, *g.search_aliases)}

FTS_COLUMNS = {"name": "name", "n": "name", "text": "text", "o": "text", "oracle": "text"}

#: The sort keys of every game's cards (the games' sortable fields are added by name).
SORT_KEYS: dict[str, str] = {
    "name": "card.name_key",
    "game": "card.game",
    "kind": "card.kind",
    "set": "card.set_code",
    "number": "card.number",
    "rarity": "card.rarity",
    "cost": "card.cost",
    "owned": OWNED_SQL,
}

#: The all-games table's shared columns: sort key → the column the games' fields fill
#: (``FieldSpec.shared_column``), ``any_cost`` falling back on the deck-building cost first.
SHARED_SORTS = {"any_cost": "cost", "any_power": "power", "any_type": "faction"}


def _quoted(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _has_sql(spec: FieldSpec) -> str:
    """The condition that a card's field holds something (not empty, not false, not all
    false)."""
    path = f"'$.{spec.name}'"
    if spec.type == "bool3":
        return f"EXISTS (SELECT 1 FROM json_each(card.data, {path}) j WHERE j.value = 1)"
    if spec.type in ("str_list", "effects", "defense3"):
        return f"coalesce(json_array_length(card.data, {path}), 0) > 0"
    if spec.type == "bool":
        return f"{field_sql(spec)} = 1"
    return f"{raw_field_sql(spec)} IS NOT NULL"


def _flag_sql(flag: SearchFlag, spec: FieldSpec, game: str | None) -> str:
    if flag.absent:
        cond = f"json_valid(card.data) AND {raw_field_sql(spec)} IS NULL"
    elif flag.value is None:
        cond = _has_sql(spec)
    elif spec.type == "bool":
        cond = f"{field_sql(spec)} = 1"
    else:
        cond = f"{field_sql(spec)} = {_quoted(flag.value.lower())}"
    parts = [cond]
    if flag.kinds:
        parts.insert(0, "card.kind IN (" + ", ".join(_quoted(k) for k in flag.kinds) + ")")
    if game is not None:
        parts.insert(0, f"card.game = {_quoted(game)}")
    return "(" + " AND ".join(parts) + ")" if len(parts) > 1 else cond


@dataclass(frozen=True)
class Vocabulary:
    """The words of the search as the registered games make them: each field filter,
    flag and sort key (built from the descriptors; nothing here names a game)."""

    numeric: dict[str, str]
    text: dict[str, str]
    enum: dict[str, tuple[str, tuple[str, ...]]]
    lists: dict[str, str]
    is_flags: dict[str, str]
    has_flags: dict[str, str]
    sort_keys: dict[str, str]
    games: tuple[str, ...]
    game_titles: dict[str, str]


#: The vocabulary of the last set of games asked for (building it costs about a
#: millisecond and a half, as much as a whole search of a rare word).
_VOCABULARY: dict[tuple[Game, ...], Vocabulary] = {}


def vocabulary() -> Vocabulary:
    """The search words of the games registered now."""
    from deckbuilder.rules.registry import all_games

    games = tuple(all_games())
    found = _VOCABULARY.get(games)
    if found is None:
        _VOCABULARY.clear()
        found = _VOCABULARY[games] = _vocabulary(games)
    return found


def _vocabulary(games: tuple[Game, ...]) -> Vocabulary:
    kinds = tuple(dict.fromkeys(k for g in games for k in g.kinds))
    team = sorted(frozenset().union(*(g.team_kinds for g in games)))
    numeric = dict(NUMERIC_FIELDS)
    text: dict[str, str] = {}
    enum: dict[str, tuple[str, tuple[str, ...]]] = {
        word: ("card.kind", kinds) for word in ("kind", "k", "t", "type")}
    lists: dict[str, str] = {}
    found: SearchField
    for word, found in search_fields().items():
        spec = found.spec
        if spec.type == "int":
            numeric.setdefault(word, found.sql)
        elif spec.type == "str":
            text.setdefault(word, found.sql)
        elif spec.type == "enum":
            enum.setdefault(word, (found.sql, tuple(c.lower() for c in spec.choices)))
        elif spec.type == "str_list":
            lists.setdefault(word, f"$.{spec.name}")
        elif spec.type == "defense3":
            # The total of the zone values (a clear zone counts 0); NULL without zones.
            numeric.setdefault(word, "(SELECT sum(coalesce(json_extract(z.value, '$.value'), "
                               f"0)) FROM json_each(card.data, '$.{spec.name}') z)")
    is_flags = dict(IS_FLAGS)
    is_flags["team"] = "card.kind IN (" + ", ".join(_quoted(k) for k in team) + ")"
    has_flags = dict(HAS_FLAGS)
    owners = {id(g.field(f.field)): g.id for g in games for f in g.search_flags}
    for (word, has), flags in search_flags().items():
        table = has_flags if has else is_flags
        if word in table:
            continue
        conds = [_flag_sql(flag, spec, owners.get(id(spec)) if flag.kinds or flag.absent
                           else None) for flag, spec in flags]
        conds = list(dict.fromkeys(conds))
        table[word] = conds[0] if len(conds) == 1 else "(" + " OR ".join(conds) + ")"
    sort_keys = dict(SORT_KEYS)
    for name, spec in sort_fields().items():
        sort_keys.setdefault(name, field_sql(spec))
    for key, column in SHARED_SORTS.items():
        exprs = [field_sql(s) for s in shared_column_fields(column)]
        if key == "any_cost":
            exprs.insert(0, "card.cost")
        if exprs:
            sort_keys[key] = exprs[0] if len(exprs) == 1 else f"coalesce({', '.join(exprs)})"
    return Vocabulary(numeric, text, enum, lists, is_flags, has_flags, sort_keys,
                      tuple(g.id for g in games), {g.id: g.title for g in games})


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
                raise SearchError("unclosed quote", i, query, code="unclosed-quote")
            tokens.append(Token("PHRASE", query[i + 1:end], i))
            i = end + 1
            continue
        if ch == "-" and (i == 0 or query[i - 1].isspace() or query[i - 1] == "("):
            if i + 1 >= n or query[i + 1].isspace():
                # A dash standing alone is punctuation, not a negation: every Redakai name
                # has one ("Kai - Blue Fire"), and a user typing "kai -" is not done yet.
                i += 1
                continue
            if query[i + 1] == ")":
                raise SearchError("nothing to negate after '-'", i, query,
                                  code="nothing-to-negate")
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
                raise SearchError("unclosed quote", i, query, code="unclosed-quote")
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
        self.depth = 0  # parentheses and negations open around the current token
        self.terms = 0  # words and filters so far

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
            if tok.kind == "RPAREN":
                raise SearchError("unexpected ')'", tok.pos, self.query,
                                  code="unexpected-close")
            raise SearchError(f"unexpected {tok.text!r}", tok.pos, self.query,
                              code="unexpected-token", params={"token": tok.text})
        return node

    def parse_or(self) -> Node:
        first = self.parse_and()
        items = [first]
        while (tok := self.peek()) is not None and tok.kind == "OR":
            self.take()
            nxt = self.peek()
            if nxt is None or nxt.kind in ("OR", "RPAREN"):
                raise SearchError("OR needs something on both sides",
                                  tok.pos, self.query, code="or-needs-both")
            items.append(self.parse_and())
        return items[0] if len(items) == 1 else Or(first.pos, items)

    def parse_and(self) -> Node:
        items: list[Node] = []
        start = self.peek()
        while (tok := self.peek()) is not None and tok.kind not in ("OR", "RPAREN"):
            if tok.kind == "AND":
                self.take()
                nxt = self.peek()
                if not items or nxt is None or nxt.kind in ("OR", "RPAREN", "AND"):
                    raise SearchError("AND needs something on both sides", tok.pos,
                                      self.query, code="and-needs-both")
                continue
            items.append(self.parse_unary())
        if not items:
            pos = start.pos if start else len(self.query)
            raise SearchError("expected a word or a filter", pos, self.query,
                              code="expected-term")
        return items[0] if len(items) == 1 else And(items[0].pos, items)

    def parse_unary(self) -> Node:
        tok = self.take()
        if tok.kind in ("NOT", "LPAREN"):
            self.depth += 1
            if self.depth > MAX_NESTING:
                raise SearchError(f"too deeply nested: at most {MAX_NESTING} levels of "
                                  "parentheses and negations", tok.pos, self.query,
                                  code="too-deep", params={"max": MAX_NESTING})
            try:
                return self.parse_group(tok)
            finally:
                self.depth -= 1
        if tok.kind == "RPAREN":
            raise SearchError("unexpected ')'", tok.pos, self.query, code="unexpected-close")
        self.terms += 1
        if self.terms > MAX_TERMS:
            raise SearchError(f"too many words and filters: at most {MAX_TERMS}", tok.pos,
                              self.query, code="too-many-terms", params={"max": MAX_TERMS})
        if tok.kind == "PHRASE":
            return FullText(tok.pos, tok.text, phrase=True)
        return self.word(tok)

    def parse_group(self, tok: Token) -> Node:
        """What follows a negation or an opening parenthesis."""
        if tok.kind == "NOT":
            nxt = self.peek()
            if nxt is None or nxt.kind in ("OR", "RPAREN", "AND"):
                raise SearchError("nothing to negate after '-'", tok.pos, self.query,
                                  code="nothing-to-negate")
            return Not(tok.pos, self.parse_unary())
        nxt = self.peek()
        if nxt is not None and nxt.kind == "RPAREN":
            raise SearchError("empty parentheses", tok.pos, self.query, code="empty-parens")
        node = self.parse_or()
        close = self.peek()
        if close is None or close.kind != "RPAREN":
            raise SearchError("missing ')'", tok.pos, self.query, code="missing-close")
        self.take()
        return node

    def word(self, tok: Token) -> Node:
        m = _FIELD_RE.match(tok.text)
        if m:
            name, op, value = m.group(1).lower(), m.group(2), m.group(3)
            value_pos = tok.pos + len(m.group(1)) + len(op)
            if tok.quoted_value is not None:
                value = tok.quoted_value
            if not value:
                raise SearchError(f"'{name}{op}' needs a value", value_pos, self.query,
                                  code="needs-value", params={"field": name, "op": op})
            if name in FTS_COLUMNS:
                if op != ":" and op != "=":
                    raise SearchError(f"'{name}' takes ':'", tok.pos + len(name), self.query,
                                      code="takes-colon", params={"field": name})
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
    """An SQL condition over ``card`` with ``{fts<n>}`` markers (see :class:`CardSearch`),
    its parameters, and the FTS5 MATCH expressions it uses. ``fts_only``: the whole query
    is one MATCH, so the FTS index alone can count the hits."""

    sql: str
    params: list[Any]
    fts: list[str] = field(default_factory=list)
    fts_only: bool = False


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
        self.words = vocabulary()
        self.params: list[Any] = []
        self.fts: list[str] = []  # MATCH expression of each FTS lookup, by marker number

    def err(self, msg: str, pos: int, *, code: str, **params: Any) -> SearchError:
        return SearchError(msg, pos, self.query, code=code, params=params)

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
        """The words of one AND become a single FTS5 MATCH (one index lookup)."""
        words = [i for i in items if isinstance(i, FullText)]
        parts: list[str] = []
        if words:
            parts.append(self._fts(words))
        parts.extend(self.compile(i) for i in items if not isinstance(i, FullText))
        return parts

    def _fts(self, nodes: list[FullText]) -> str:
        terms = []
        for node in nodes:
            t = _fts_terms(node.text, node.phrase)
            if t is not None:  # punctuation between words ("fire & ice") is ignored
                terms.append(f"{node.column} : ({t})" if node.column else t)
        if not terms:
            raise self.err("nothing to search for: use letters or digits", nodes[0].pos,
                           code="nothing-to-search")
        match = " AND ".join(terms)
        self.params.append(match)
        self.fts.append(match)
        # {fts<n>} becomes "card.id" or "+card.id" when the search runs: whether SQLite
        # should look each hit up (few hits) or scan in name order and test membership
        # (many hits) depends on how many hits the FTS index reports.
        return f"{{fts{len(self.fts) - 1}}} IN (SELECT rowid FROM card_fts WHERE card_fts MATCH ?)"

    def _filter(self, f: Filter) -> str:
        name, op, value = f.field, f.op, f.value.strip()
        if name in ("game", "g"):
            self._require_eq(f)
            game = resolve_game(value)
            if game is None:
                games = self.words.games
                raise self.err(f"unknown game {value!r}; use " + ", ".join(games), f.value_pos,
                               code="unknown-game", value=value, choices=", ".join(games))
            self.params.append(game)
            return ("card.game <> ?" if op == "!=" else "card.game = ?")
        if name == "owned":
            return self._owned(f)
        words = self.words
        if name in words.numeric:
            number = self._number(f)
            self.params.append(number)
            return f"{words.numeric[name]} {_COMPARE_OPS[op]} ?"
        if name in words.enum:
            self._require_eq(f)
            col, choices = words.enum[name]
            wanted = value.lower()
            exact = [c for c in choices if c == wanted]
            found = exact or [c for c in choices if c.startswith(wanted)]
            if not found:
                raise self.err(f"unknown {name} {value!r}; use " + ", ".join(choices),
                               f.value_pos, code="unknown-value", field=name, value=value,
                               choices=", ".join(choices))
            self.params.extend(found)
            cond = f"{col} IN ({', '.join('?' * len(found))})"
            return f"NOT coalesce({cond}, 0)" if op == "!=" else cond
        if name in words.text:
            self._require_eq(f)
            col = words.text[name]
            # A range over the lower-cased value, which the field's index holds. A value
            # typed with dots ("s.t.o.r.m.") also finds the one stored without them.
            ranges = []
            for v in dict.fromkeys((value.lower(), value.lower().replace(".", ""))):
                self.params.extend([v, v + "\U0010ffff"])
                ranges.append(f"({col} >= ? AND {col} < ?)")
            cond = ranges[0] if len(ranges) == 1 else "(" + " OR ".join(ranges) + ")"
            return f"NOT coalesce({cond}, 0)" if op == "!=" else cond
        if name in ("color", "c"):
            self._require_eq(f)
            self.params.append(" " + value.lower())
            # `colors` is " red blue ": a colour starting with the value follows a space.
            cond = "instr(card.colors, ?) > 0"
            return f"NOT coalesce({cond}, 0)" if op == "!=" else cond
        if name in EXACT_FIELDS:
            self._require_eq(f)
            self.params.append(value.lower())
            cond = f"lower({EXACT_FIELDS[name]}) = ?"
            return f"NOT coalesce({cond}, 0)" if op == "!=" else cond
        if name in words.lists:
            self._require_eq(f)
            self.params.append(_like_escape(value.lower()) + "%")
            cond = (f"EXISTS (SELECT 1 FROM json_each(card.data, '{words.lists[name]}') j "
                    "WHERE lower(j.value) LIKE ? ESCAPE '\\')")
            return f"NOT {cond}" if op == "!=" else cond
        if name in ("is", "has", "not"):
            table = words.is_flags if name in ("is", "not") else words.has_flags
            key = value.lower()
            if key not in table:
                raise self.err(f"unknown {name}: value {value!r}; use "
                               + ", ".join(sorted(table)), f.value_pos, code="unknown-flag",
                               field=name, value=value, choices=", ".join(sorted(table)))
            cond = table[key]
            return f"NOT coalesce({cond}, 0)" if (name == "not") != (op == "!=") else cond
        raise self.err(f"unknown field {name!r}", f.pos, code="unknown-field", field=name)

    def _number(self, f: Filter) -> int:
        text = f.value.strip()
        try:
            number = int(text)
        except ValueError:
            raise self.err(f"'{f.field}' needs a whole number, not {text!r}",
                           f.value_pos, code="needs-number", field=f.field,
                           value=text) from None
        if abs(number) > 2**62:
            raise self.err(f"{text} is too large a number", f.value_pos,
                           code="number-too-large", value=text)
        return number

    def _owned(self, f: Filter) -> str:
        number = self._number(f)
        op = _COMPARE_OPS[f.op]
        self.params.append(number)
        # Cards never owned have no collection rows, so a comparison that holds at 0
        # (owned<2, owned=0) is written as "not among the cards where it fails".
        if _PY_COMPARE[f.op](0, number):
            return ("card.id NOT IN (SELECT card_id FROM collection_entry GROUP BY card_id "
                    f"HAVING NOT (SUM({OWNED_ROW_SQL}) {op} ?))")
        return ("card.id IN (SELECT card_id FROM collection_entry GROUP BY card_id "
                f"HAVING SUM({OWNED_ROW_SQL}) {op} ?)")

    def _require_eq(self, f: Filter) -> None:
        if f.op not in (":", "=", "!="):
            raise self.err(f"'{f.field}' can only be compared with ':' or '!='",
                           f.pos + len(f.field), code="only-equality", field=f.field)


def _like_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def resolve_game(value: str) -> str | None:
    """The game a ``game:`` value names: its id, title, an alias or a unique prefix."""
    key = value.lower().replace(" ", "-")
    aliases = game_aliases()
    if key in aliases:
        return aliases[key]
    words = vocabulary()
    for game, title in words.game_titles.items():
        if title.lower() == value.lower():
            return game
    matches = [g for g in words.games if g.startswith(key)]
    return matches[0] if len(matches) == 1 else None


def query_game(query: str) -> str | None:
    """The one game a query is limited to (a plain ``game:`` filter), if any."""
    try:
        tree = parse(query)
    except SearchError:
        return None
    items = tree.items if isinstance(tree, And) else [tree]
    for item in items:
        if isinstance(item, Filter) and item.field in ("game", "g") and item.op in (":", "="):
            return resolve_game(item.value)
    return None


def compile_query(query: str) -> Compiled:
    """The SQL condition (over table ``card``) and parameters for a query."""
    compiler = _Compiler(query)
    tree = parse(query)
    sql = compiler.compile(tree)
    fts_only = isinstance(tree, FullText) or (
        isinstance(tree, And) and bool(tree.items)
        and all(isinstance(i, FullText) for i in tree.items))
    return Compiled(sql, compiler.params, compiler.fts, fts_only)


def order_clause(order: Sequence[tuple[str, bool]] = ()) -> str:
    """``ORDER BY`` for (sort key, ascending) pairs; always ends with the unique key
    (name, game), which is also the search index's order."""
    parts = []
    sort_keys = vocabulary().sort_keys if order else SORT_KEYS
    for key, ascending in order:
        expr = sort_keys.get(key)
        if expr is None:
            raise ValueError(f"unknown sort key {key!r}; use " + ", ".join(sort_keys))
        if key == "name":
            parts.append("card.name_key " + ("ASC" if ascending else "DESC"))
            continue
        # Fields other games do not have (NULL) go last either way.
        parts.append(f"{expr} {'ASC' if ascending else 'DESC'} NULLS LAST")
    parts.append("card.name_key ASC")
    parts.append("card.game ASC")
    return " ORDER BY " + ", ".join(parts)


class PreparedSearch:
    """One query, ready to count its cards and fetch them a page at a time.

    Each FTS lookup of the query can run two ways: look every hit up by id (cost grows
    with the hits) or scan the search index in name order, testing each card against the
    hits (stops as soon as a page is full). Counting and fetching everything always look
    up; a page scans when the hits are so many that the page fills up quickly.
    """

    def __init__(self, conn: Any, query: str, order: Sequence[tuple[str, bool]] = ()):
        self.conn = conn
        self.query = query
        self.compiled = compile_query(query)
        self._order = order_clause(order)
        self._ordered_by_name = not order or next(iter(order))[0] == "name"
        self._hits: list[int] | None = None
        self._count: int | None = None

    def _where(self, scan: bool) -> str:
        sql = self.compiled.sql
        if not self.compiled.fts:
            return sql
        marker = "+card.id" if scan else "card.id"
        return sql.format(**{f"fts{i}": marker for i in range(len(self.compiled.fts))})

    def fts_hits(self) -> list[int]:
        """How many cards each FTS lookup finds (the FTS index answers this quickly)."""
        if self._hits is None:
            self._hits = [
                self.conn.execute("SELECT count(*) FROM card_fts WHERE card_fts MATCH ?",
                                  (m,)).fetchone()[0]
                for m in self.compiled.fts
            ]
        return self._hits

    def remember_count(self, count: int) -> None:
        """Take the count from an earlier run of the same query (on another
        connection): ``count()`` and the planning of ``ids`` then read nothing."""
        self._count = count

    def count(self) -> int:
        if self._count is None:
            if self.compiled.fts_only:
                self._count = self.fts_hits()[0]
            else:
                # Tens of thousands of hits are cheaper to test while scanning (or while
                # walking another filter's index) than to look up one by one.
                scan = bool(self.compiled.fts) and min(self.fts_hits()) > 10_000
                self._count = self.conn.execute(
                    f"SELECT count(*) FROM card WHERE {self._where(scan)}",
                    self.compiled.params).fetchone()[0]
        return self._count

    def ids(self, offset: int = 0, limit: int | None = None) -> list[int]:
        """Ids in order: all of them, or ``limit`` from ``offset``."""
        params = list(self.compiled.params)
        scan = False
        if limit is not None and self.compiled.fts and self._ordered_by_name:
            # Measured on 100,000 cards: scanning wins once the hits exceed about
            # 2,000 for a 100-card page (the crossing grows with the square root of
            # the rows wanted).
            wanted = offset + limit
            hits = self._count if self._count is not None else min(self.fts_hits())
            scan = hits > 2000 * max(1.0, (wanted / 100) ** 0.5)
        sql = f"SELECT card.id FROM card WHERE {self._where(scan)}{self._order}"
        if limit is not None or offset:
            # Written into the SQL (they are our own integers) so the planner knows how
            # few rows are wanted.
            sql += f" LIMIT {-1 if limit is None else int(limit)} OFFSET {int(offset)}"
        return [r[0] for r in self.conn.execute(sql, params)]


class CardSearch:
    """Runs queries against one database."""

    def __init__(self, db: Database):
        self.db = db

    def prepare(self, query: str, order: Sequence[tuple[str, bool]] = ()) -> PreparedSearch:
        """Parse and plan a query (raises :class:`SearchError`)."""
        return PreparedSearch(self.db.conn, query, order)

    def ids(self, query: str, order: Sequence[tuple[str, bool]] = (),
            limit: int | None = None, offset: int = 0) -> list[int]:
        """Ids of the matching cards, in order (all of them, or one page)."""
        return self.prepare(query, order).ids(offset, limit)

    def count(self, query: str) -> int:
        return self.prepare(query).count()
