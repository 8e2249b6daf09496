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
from deckbuilder.rules.cards import (
    GAME_TITLES,
    GAMES,
    KINDS,
    MC_ELEMENTS,
    MC_MEANS,
    MC_SIZES,
    MC_SKILLS,
    MC_SPECIES,
    MONSUNO_CATEGORIES,
    MONSUNO_TIMINGS,
    TEAM_KINDS,
)

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
}

#: Redakai defence: the total of the three zone values (a clear zone counts 0), NULL for
#: cards without zones. No column holds it, so only Redakai rows parse their JSON.
DEFENSE_SQL = ("(SELECT sum(coalesce(json_extract(z.value, '$.value'), 0)) "
               "FROM json_each(card.data, '$.defense') z)")

OWNED_SQL = (f"(SELECT COALESCE(SUM({OWNED_ROW_SQL}), 0) FROM collection_entry ce "
             "WHERE ce.card_id = card.id)")
_PY_COMPARE = {"=": lambda a, b: a == b, ":": lambda a, b: a == b, "!=": lambda a, b: a != b,
               "<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
               ">=": lambda a, b: a >= b}

#: Text fields matched by case-insensitive prefix against lower-cased search columns.
TEXT_FIELDS: dict[str, str] = {
    "m": "card.manufacturer",
    "manufacturer": "card.manufacturer",
    "faction": "card.manufacturer",
    "strike": "card.strike_type",
    "strike_type": "card.strike_type",
    "st": "card.strike_type",
    "character": "card.character",
    "char": "card.character",
    "version": "card.version",
}

_ALL_KINDS = tuple(dict.fromkeys(k for kinds in KINDS.values() for k in kinds))
_SKILLS = tuple(s.lower() for s in MC_SKILLS)

#: Fields with a fixed set of values: a prefix picks the values (an unknown one is an
#: error that lists them), compared with = so the column's index can be used.
ENUM_FIELDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "kind": ("card.kind", _ALL_KINDS),
    "k": ("card.kind", _ALL_KINDS),
    "t": ("card.kind", _ALL_KINDS),
    "type": ("card.kind", _ALL_KINDS),
    "element": ("card.element", MC_ELEMENTS),
    "el": ("card.element", MC_ELEMENTS),
    "species": ("card.species", MC_SPECIES),
    "sp": ("card.species", MC_SPECIES),
    "means": ("card.means", MC_MEANS),
    "size": ("card.size", MC_SIZES),
    "skill": ("card.skill", _SKILLS),
    "timing": ("card.timing", MONSUNO_TIMINGS),
    "category": ("card.category", MONSUNO_CATEGORIES),
    "cat": ("card.category", MONSUNO_CATEGORIES),
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
    "owned": "card.id IN (SELECT card_id FROM collection_entry GROUP BY card_id "
    f"HAVING SUM({OWNED_ROW_SQL}) > 0)",
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

def game_aliases() -> dict[str, str]:
    """Word of ``game:`` → game id: each game's id and its search aliases."""
    from deckbuilder.rules.registry import all_games

    return {word: g.id for g in all_games() for word in (g.id, *g.search_aliases)}

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
    "owned": OWNED_SQL,
    # One column for all three games: launch / Kairu / MONSTER CARDS cost, and so on.
    "strike_type": "card.strike_type",
    "character": "card.character",
    "any_cost": "coalesce(card.cost, card.kairu, card.launch)",
    "any_power": "coalesce(card.power, card.damage)",
    "any_type": "coalesce(card.manufacturer, card.color, card.element)",
}


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
                raise self.err(f"unknown game {value!r}; use " + ", ".join(GAMES), f.value_pos,
                               code="unknown-game", value=value, choices=", ".join(GAMES))
            self.params.append(game)
            return ("card.game <> ?" if op == "!=" else "card.game = ?")
        if name == "owned":
            return self._owned(f)
        if name == "defense":
            self.params.append(self._number(f))
            # Only cards with a zone defence (a list of zones) have a defence total.
            return (f"(json_type(card.data, '$.defense') = 'array' AND {DEFENSE_SQL} "
                    f"{_COMPARE_OPS[op]} ?)")
        if name in NUMERIC_FIELDS:
            number = self._number(f)
            self.params.append(number)
            return f"{NUMERIC_FIELDS[name]} {_COMPARE_OPS[op]} ?"
        if name in ENUM_FIELDS:
            self._require_eq(f)
            col, choices = ENUM_FIELDS[name]
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
            self.params.append(" " + value.lower())
            # `colors` is " red blue ": a colour starting with the value follows a space.
            cond = "instr(card.colors, ?) > 0"
            return f"NOT coalesce({cond}, 0)" if op == "!=" else cond
        if name in EXACT_FIELDS:
            self._require_eq(f)
            self.params.append(value.lower())
            cond = f"lower({EXACT_FIELDS[name]}) = ?"
            return f"NOT coalesce({cond}, 0)" if op == "!=" else cond
        if name in LIST_FIELDS:
            self._require_eq(f)
            self.params.append(_like_escape(value.lower()) + "%")
            cond = (f"EXISTS (SELECT 1 FROM json_each(card.data, '{LIST_FIELDS[name]}') j "
                    "WHERE lower(j.value) LIKE ? ESCAPE '\\')")
            return f"NOT {cond}" if op == "!=" else cond
        if name in ("is", "has", "not"):
            table = IS_FLAGS if name in ("is", "not") else HAS_FLAGS
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
    for game, title in GAME_TITLES.items():
        if title.lower() == value.lower():
            return game
    matches = [g for g in GAMES if g.startswith(key)]
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
    for key, ascending in order:
        expr = SORT_KEYS.get(key)
        if expr is None:
            raise ValueError(f"unknown sort key {key!r}; use " + ", ".join(SORT_KEYS))
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
