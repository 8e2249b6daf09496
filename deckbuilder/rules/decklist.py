"""Deck lists: the value, the forgiving text format of RULES.md §2, and a JSON form.

``parse_deck(export_deck(d)) == d`` for every deck list ``d``.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from deckbuilder.rules.cards import MAX_NAME_LENGTH, name_key, name_problem, team_kinds
from deckbuilder.rules.values import (
    MAX_AUTHOR_LENGTH,
    MAX_DECK_NAME_LENGTH,
    MAX_NOTES_LENGTH,
    TextProblem,
    text_problem,
)

ZONES: tuple[str, ...] = ("team", "deck", "sideboard")

#: Section headings of a deck text in every game; each game adds its own words
#: (``Game.section_words``: "Characters:", "Strike cards:"), see :func:`section_words`.
SECTION_WORDS: dict[str, str] = {
    "team": "team",
    "deck": "deck", "main": "deck", "maindeck": "deck", "main deck": "deck",
    "sideboard": "sideboard", "side": "sideboard",
}


def section_words() -> dict[str, str]:
    """Section heading (lower case) → zone: every game's words and the shared ones."""
    from deckbuilder.rules.registry import all_games

    words = dict(SECTION_WORDS)
    for game in all_games():
        for word, zone in game.section_words.items():
            words.setdefault(word, zone)
    return words
META_KEYS: dict[str, str] = {"name": "name", "ruleset": "ruleset", "notes": "notes",
                             "description": "notes", "comment": "notes", "author": "author"}
MAX_COPIES_PER_LINE = 999


class DeckParseError(ValueError):
    """A deck list line that cannot be read. Names the source, the line and what is wrong.

    ``str()`` is English (the command line prints it); ``code`` and ``params`` say the same
    for the window, which words it in its own language (deckbuilder.ui.common.error_text)."""

    def __init__(self, message: str, line: int, source: str = "deck list", text: str = "",
                 *, code: str, params: Mapping[str, Any] | None = None):
        self.line = line
        self.source = source
        self.detail = message
        self.text = text
        self.code = code
        self.params: Mapping[str, Any] = dict(params or {})
        super().__init__(f"{source}: line {line}: {message}" + (f": {text!r}" if text else ""))


class DeckValueError(ValueError):
    """A value a deck list cannot hold (a deck name with an escape character, a count of
    2,000 copies…): raised where the value is made, so that every reader, restore and the
    window share one rule. ``field`` is ``name``, ``notes``, ``author``, ``ruleset`` or,
    for an entry, ``card`` (its name) or ``count``; ``card`` names the entry's card.
    ``code`` and ``params`` as in :class:`DeckParseError`."""

    def __init__(self, message: str, *, field: str, code: str, card: str | None = None,
                 params: Mapping[str, Any] | None = None):
        super().__init__(message)
        self.field = field
        self.card = card
        self.code = code
        self.params: Mapping[str, Any] = dict(params or {})


#: What each text of a deck is called in messages, its longest length, and whether it
#: may span lines.
DECK_TEXT_FIELDS: dict[str, tuple[str, int, bool]] = {
    "name": ("a deck name", MAX_DECK_NAME_LENGTH, False),
    "ruleset": ("a ruleset id", MAX_NAME_LENGTH, False),
    "author": ("an author", MAX_AUTHOR_LENGTH, False),
    "notes": ("deck notes", MAX_NOTES_LENGTH, True),
}


def deck_text_problem(field: str, value: str) -> TextProblem | None:
    """Why ``value`` cannot be the deck's ``field`` (name, ruleset, author, notes), or
    None: the one rule the deck list itself enforces, for readers that want to name
    the line first."""
    what, longest, multiline = DECK_TEXT_FIELDS[field]
    return text_problem(value, what, longest, multiline=multiline)


def check_deck_name(name: str) -> str:
    """``name`` if a deck may be called so (else :class:`DeckValueError`)."""
    bad = deck_text_problem("name", name)
    if bad is not None:
        raise DeckValueError(bad.message, field="name", code=bad.code,
                             params={**bad.params, "field": "name"})
    return name


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """``count`` copies of the card called ``name`` in one zone.

    Made only with a valid card name (:func:`deckbuilder.rules.cards.name_problem`; its
    spaces are collapsed) and a count from 1 to :data:`MAX_COPIES_PER_LINE` (else
    :class:`DeckValueError`)."""

    name: str
    count: int

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise DeckValueError("a card name cannot be empty", field="card",
                                 code="no-card-name")
        bad = name_problem(self.name)
        if bad is not None:
            raise DeckValueError(bad.message, field="card", card=self.name[:MAX_NAME_LENGTH],
                                 code="name-too-long" if bad.too_long else
                                 "name-control-character", params=bad.params)
        # A card name in a deck is kept as every reader makes it, spaces collapsed: an
        # entry made by hand ("Storm Bolt ") then writes and reads back equal.
        object.__setattr__(self, "name", " ".join(self.name.split()))
        if not isinstance(self.count, int) or isinstance(self.count, bool) or not (
                1 <= self.count <= MAX_COPIES_PER_LINE):
            raise DeckValueError(f"card {self.name!r}: expected 1 to {MAX_COPIES_PER_LINE} "
                                 f"copies, got {self.count!r}", field="count", card=self.name,
                                 code="bad-count",
                                 params={"max": MAX_COPIES_PER_LINE, "got": repr(self.count)})


@dataclass(frozen=True, slots=True)
class DeckList:
    """A deck: its name, the ruleset it is built for, and three zones of entries.

    Entries keep the order they were added in and are merged by card name (compared
    case-insensitively), so every name appears at most once per zone.
    """

    name: str = ""
    ruleset: str | None = None
    team: tuple[DeckEntry, ...] = ()
    deck: tuple[DeckEntry, ...] = ()
    sideboard: tuple[DeckEntry, ...] = ()
    notes: str = ""
    author: str = ""

    def __post_init__(self) -> None:
        # The one gate of a deck's texts: every reader, a restore and the window make
        # their deck lists here, and every writer can then represent what it is given.
        for key in DECK_TEXT_FIELDS:
            value = getattr(self, key)
            if value is None and key == "ruleset":
                continue
            if not isinstance(value, str):
                raise DeckValueError(f"field {key!r}: expected a text, got "
                                     f"{type(value).__name__}", field=key,
                                     code="json-not-text", params={"field": key})
            bad = deck_text_problem(key, value)
            if bad is not None:
                raise DeckValueError(bad.message, field=key, code=bad.code,
                                     params={**bad.params, "field": key})

    def zone(self, zone: str) -> tuple[DeckEntry, ...]:
        if zone not in ZONES:
            raise ValueError(f"unknown zone {zone!r}; use team, deck or sideboard")
        entries: tuple[DeckEntry, ...] = getattr(self, zone)
        return entries

    def count(self, zone: str) -> int:
        return sum(e.count for e in self.zone(zone))

    def counts(self) -> dict[str, int]:
        return {z: self.count(z) for z in ZONES}

    def copies(self, name: str, zones: Iterable[str] = ZONES) -> int:
        key = name_key(name)
        return sum(e.count for z in zones for e in self.zone(z) if name_key(e.name) == key)

    def names(self) -> list[str]:
        """Every distinct card name, in zone order."""
        seen: dict[str, str] = {}
        for z in ZONES:
            for e in self.zone(z):
                seen.setdefault(name_key(e.name), e.name)
        return list(seen.values())

    def with_zone(self, zone: str, entries: Iterable[DeckEntry]) -> DeckList:
        merged = _merge(entries)
        if zone == "team":
            return replace(self, team=merged)
        if zone == "deck":
            return replace(self, deck=merged)
        if zone == "sideboard":
            return replace(self, sideboard=merged)
        raise ValueError(f"unknown zone {zone!r}; use team, deck or sideboard")

    def add(self, zone: str, name: str, delta: int = 1) -> DeckList:
        """A copy of this list with ``delta`` more (or fewer) copies of a card in a zone.
        A card whose count drops to 0 leaves the zone; it never goes below 0."""
        key = name_key(name)
        entries = list(self.zone(zone))
        for i, e in enumerate(entries):
            if name_key(e.name) == key:
                # One entry holds at most MAX_COPIES_PER_LINE copies (what every deck
                # file can write and read back).
                n = min(e.count + delta, MAX_COPIES_PER_LINE)
                if n > 0:
                    entries[i] = DeckEntry(e.name, n)
                else:
                    del entries[i]
                return self.with_zone(zone, entries)
        if delta > 0:
            entries.append(DeckEntry(name, min(delta, MAX_COPIES_PER_LINE)))
        return self.with_zone(zone, entries)

    def rename_card(self, old: str, new: str) -> DeckList:
        """Every entry called ``old`` is called ``new`` (e.g. a name fixed to the catalog's
        spelling); entries that become the same card merge."""
        key = name_key(old)
        out = self
        for z in ZONES:
            out = out.with_zone(z, [DeckEntry(new if name_key(e.name) == key else e.name, e.count)
                                    for e in out.zone(z)])
        return out

    # JSON ------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"format": "deckbuilder-deck", "version": 1, "name": self.name,
                               "ruleset": self.ruleset}
        if self.notes:
            doc["notes"] = self.notes
        if self.author:
            doc["author"] = self.author
        for z in ZONES:
            doc[z] = [{"name": e.name, "count": e.count} for e in self.zone(z)]
        return doc

    @classmethod
    def from_json(cls, doc: Any, source: str = "deck") -> DeckList:
        """Read the JSON form (raises :class:`DeckJsonError`, a ValueError naming the
        field)."""
        def fail(path: tuple[str | int, ...], message: str, *, code: str,
                 **params: Any) -> DeckJsonError:
            return DeckJsonError(f"{source}: {message}", path, code=code, params=params)

        if not isinstance(doc, dict) or doc.get("format") != "deckbuilder-deck":
            raise fail(("format",) if isinstance(doc, dict) and "format" in doc else (),
                       'expected {"format": "deckbuilder-deck", …}', code="json-not-deck")
        if doc.get("version") != 1:
            raise fail(("version",) if "version" in doc else (),
                       f"field 'version': expected 1, got {doc.get('version')!r}",
                       code="json-version", got=repr(doc.get("version")))
        # A misspelt zone ("Team", "decks") would otherwise read as an empty zone.
        for key in doc:
            if key not in JSON_FIELDS:
                raise fail((key,), f"unknown field {key!r}{_field_hint(key)} (fields: "
                           f"{', '.join(JSON_FIELDS)})", code="json-unknown-field",
                           field=key, suggestion=_field_guess(key),
                           fields=", ".join(JSON_FIELDS))
        zones: dict[str, list[DeckEntry]] = {}
        for z in ZONES:
            raw = doc.get(z, [])
            if not isinstance(raw, list):
                raise fail((z,), f"field {z!r}: expected a list", code="json-not-list",
                           field=z)
            entries = []
            for i, item in enumerate(raw):
                at = f"{z}[{i + 1}]"
                where = f"field '{at}'"
                if not isinstance(item, dict) or set(item) - {"name", "count"}:
                    raise fail((z, i), f'{where}: expected {{"name": text, "count": number}}',
                               code="json-bad-entry", field=at)
                name, count = item.get("name"), item.get("count", 1)
                if not isinstance(name, str) or not name.strip():
                    raise fail((z, i, "name"), f"{where}.name: expected a card name",
                               code="json-no-name", field=at)
                # Before spaces are collapsed: U+0085 is white space to str.split.
                raw_bad = text_problem(name, "a card name", len(name), multiline=True)
                if raw_bad is not None:
                    raise fail((z, i, "name"), f"{where}.name: {raw_bad.message}",
                               code="json-name-control-character", field=at,
                               **raw_bad.params)
                if not isinstance(count, int) or isinstance(count, bool) or not (
                        1 <= count <= MAX_COPIES_PER_LINE):
                    raise fail((z, i, "count"), f"{where}.count: expected 1 to "
                               f"{MAX_COPIES_PER_LINE}, got {count!r}", code="json-bad-count",
                               field=at, max=MAX_COPIES_PER_LINE, got=repr(count))
                name = " ".join(name.split())
                bad = name_problem(name)
                if bad is not None:
                    raise fail((z, i, "name"), f"{where}.name: {bad.message}",
                               code="json-name-too-long", field=at, **bad.params) \
                        if bad.too_long else \
                        fail((z, i, "name"), f"{where}.name: {bad.message}",
                             code="json-name-control-character", field=at, **bad.params)
                entries.append(DeckEntry(name, count))
            zones[z] = entries
        text_fields = {}
        for key in ("name", "ruleset", "notes", "author"):
            value = doc.get(key)
            if value is not None and not isinstance(value, str):
                raise fail((key,), f"field {key!r}: expected a text", code="json-not-text",
                           field=key)
            problem = deck_text_problem(key, value) if value is not None else None
            if problem is not None:
                raise fail((key,), f"field {key!r}: {problem.message}", code=problem.code,
                           **{**problem.params, "field": key})
            text_fields[key] = value
        merged: dict[str, tuple[DeckEntry, ...]] = {}
        for z in ZONES:
            try:
                merged[z] = _merge(zones[z])
            except DeckValueError as exc:
                raise fail((z,), f"field {z!r}: {exc}", code=exc.code, field=z,
                           **exc.params) from None
        return cls(
            name=text_fields["name"] or "",
            ruleset=text_fields["ruleset"] or None,
            team=merged["team"],
            deck=merged["deck"],
            sideboard=merged["sideboard"],
            notes=text_fields["notes"] or "",
            author=text_fields["author"] or "",
        )


class DeckJsonError(ValueError):
    """A JSON deck that is valid JSON but not a deck; ``path`` leads to the field at fault
    (keys and 0-based list indexes), so a reader of the text can tell its line."""

    def __init__(self, message: str, path: tuple[str | int, ...] = (), *, code: str,
                 params: Mapping[str, Any] | None = None):
        super().__init__(message)
        self.path = path
        self.code = code  # as DeckParseError's: the window words the problem from these
        self.params: Mapping[str, Any] = dict(params or {})


#: The top-level fields of the JSON form, in the order :meth:`DeckList.to_json` writes them.
JSON_FIELDS: tuple[str, ...] = ("format", "version", "name", "ruleset", "notes", "author",
                                *ZONES)


def _field_guess(key: str) -> str | None:
    """The field a top-level key of a JSON deck that is not a field was likely meant as."""
    low = " ".join(key.lower().replace("_", " ").split())
    guess = section_words().get(low) or META_KEYS.get(low)
    if guess is None:
        close = difflib.get_close_matches(low, JSON_FIELDS, n=1, cutoff=0.6)
        guess = close[0] if close else None
    return guess


def _field_hint(key: str) -> str:
    """" — did you mean 'team'?" for a top-level key of a JSON deck that is not a field."""
    guess = _field_guess(key)
    return f" — did you mean {guess!r}?" if guess else ""


def _merge(entries: Iterable[DeckEntry]) -> tuple[DeckEntry, ...]:
    """Entries of the same card (names compared case-insensitively) add up; first spelling
    and first position win; entries with no copies are dropped."""
    order: dict[str, DeckEntry] = {}
    for e in entries:
        key = name_key(e.name)
        if key in order:
            total = order[key].count + e.count
            if total > MAX_COPIES_PER_LINE:
                raise DeckValueError(f"card {order[key].name!r}: at most "
                                     f"{MAX_COPIES_PER_LINE} copies in one zone, these lines "
                                     f"add up to {total}", field="count",
                                     card=order[key].name, code="too-many-copies-in-zone",
                                     params={"max": MAX_COPIES_PER_LINE, "got": total})
            order[key] = DeckEntry(order[key].name, total)
        else:
            order[key] = e
    return tuple(e for e in order.values() if e.count > 0)


# --------------------------------------------------------------------------- text format

# ASCII digits: "\d" also matches "٣", which int() reads as 3.
_COUNT_RE = re.compile(r"^([0-9]+)\s*[xX×]?\s+(.+)$|^([0-9]+)[xX×](\S.*)$")
# What other deck tools add around a card's name (RULES.md §2): set codes and collector
# numbers, finish markers, categories. They are not part of the name — unless a card is
# really called that, so the parser keeps the name as written and name_forms() gives the
# shorter names to try, one addition at a time, in this order.
_NAME_ADDITIONS: tuple[re.Pattern[str], ...] = (
    # *F*, *E* (Moxfield, Archidekt), (foil), (etched)
    re.compile(r"\s+(?:\*[A-Za-z]{1,8}\*|\((?:foil|etched|non-?foil)\))$", re.IGNORECASE),
    # (SET) 12, (set) 12a, (SET) — Arena, Moxfield, Archidekt
    re.compile(r"\s+\([A-Za-z0-9][A-Za-z0-9-]{1,9}\)(?:\s+\d+[A-Za-z]?)?$"),
    # [SET] after the name (TCGplayer) or a [Category] (Archidekt)
    re.compile(r"\s+\[[^\[\]]{1,40}\]$"),
    # SET 12 — an upper-case code and a number
    re.compile(r"\s+(?=[A-Z0-9-]*[A-Z])[A-Z0-9-]{2,6}\s+\d+[a-z]?$"),
    # [SET] before the name (MWS)
    re.compile(r"^\[[^\[\]]{1,20}\]\s+"),
)
_HEADER_RE = re.compile(r"^([^\W\d_][\w ]*?)\s*:\s*(.*)$")
# "// NAME : Storm Rush" — the header comments of an MWS .dec file.
_MWS_META_RE = re.compile(r"^//\s*(NAME|CREATOR|RULESET)\s+:\s*(.*)$")
_MWS_META: dict[str, str] = {"NAME": "name", "CREATOR": "author", "RULESET": "ruleset"}
# Arena's "About" section holds "Name Storm Rush" lines (no colon).
_ABOUT_RE = re.compile(r"^(\w+)\s+(.+)$")


def name_forms(name: str) -> tuple[str, ...]:
    """The names to look a deck entry up by, in order: as written, then without what other
    deck tools add — a finish marker (``*F*``, ``(foil)``), a set and number (``(MS1) 12``,
    ``(ms1) 12``, ``MS1 12``), a ``[SET]`` or ``[Category]`` before or after the name —
    one addition at a time.

    A card whose real name ends like that ("Golem (MK) 2") is found by its full name first;
    other names lose the additions."""
    forms = [name]
    while True:
        current = forms[-1]
        shorter = current
        for pattern in _NAME_ADDITIONS:
            shorter = pattern.sub("", current, count=1).strip()
            if shorter != current:
                break
        if shorter == current or not shorter or not any(ch.isalnum() for ch in shorter):
            return tuple(forms)
        forms.append(shorter)


def _catalog_form(name: str, kind_of: Callable[[str], str | None]) -> str:
    """The first of the name's forms (:func:`name_forms`) that is a card; the name as
    written when none is."""
    return next((form for form in name_forms(name) if kind_of(form) is not None), name)


#: The longest line of a text deck but a header line (Name:, Notes:…).
MAX_LINE_LENGTH = 500


def _is_meta_line(raw: str) -> bool:
    m = _HEADER_RE.match(raw.strip())
    return m is not None and m.group(1).strip().lower() in META_KEYS


def _set_meta(meta: dict[str, str], key: str, value: str, line_no: int, source: str) -> None:
    """A header value, spaces collapsed, if the deck list may hold it (else the
    :class:`DeckParseError` of its line)."""
    value = " ".join(value.split())
    bad = deck_text_problem(key, value)
    if bad is not None:
        raise DeckParseError(bad.message, line_no, source, code=bad.code,
                             params={**bad.params, "field": key})
    meta[key] = value


def _strip_comment(line: str) -> str | None:
    s = line.strip()
    if s.startswith("#") or s.startswith("//"):
        return None
    return s


def _card_line(text: str, line_no: int, source: str) -> DeckEntry:
    m = _COUNT_RE.match(text)
    if m:
        count_s = m.group(1) or m.group(3)
        name = (m.group(2) or m.group(4) or "").strip()
        count = int(count_s)
    else:
        if re.fullmatch(r"\d+\s*[xX×]?", text):
            raise DeckParseError("a number of copies but no card name", line_no, source, text,
                                 code="copies-without-name")
        count, name = 1, text
    # The name as written, suffixes included (see name_forms), so that export reads back.
    name = " ".join(name.split())
    if count < 1:
        raise DeckParseError("the number of copies must be at least 1", line_no, source, text,
                             code="copies-below-one")
    if count > MAX_COPIES_PER_LINE:
        raise DeckParseError(f"at most {MAX_COPIES_PER_LINE} copies on one line", line_no,
                             source, text, code="too-many-copies-on-line",
                             params={"max": MAX_COPIES_PER_LINE})
    if not name or not any(ch.isalnum() for ch in name):
        raise DeckParseError("no card name", line_no, source, text, code="no-card-name")
    bad = name_problem(name)
    if bad is not None:
        raise DeckParseError(bad.message, line_no, source, code="name-too-long",
                             params=bad.params) if bad.too_long else \
            DeckParseError(bad.message, line_no, source, code="name-control-character",
                           params=bad.params)
    return DeckEntry(name, count)


# Archidekt writes a card's categories after it, the first one its own, each with the
# flags of the deck's category settings: "2x Name (set) 40 *F* [Maybeboard{noDeck}{noPrice},
# Strike] ^Have,#37d67a^" (the tags between carets are the user's own labels).
_ARCHIDEKT_TAGS = re.compile(r"\s+\^[^\^]{0,200}\^$")
_ARCHIDEKT_CATEGORIES = re.compile(r"\s+\[([^\[\]]{1,300})\]$")
_ARCHIDEKT_FLAG = re.compile(r"\{(\w{1,20})\}")
#: Archidekt's categories that are no part of the deck (beside any marked {noDeck}).
ARCHIDEKT_LEFT_OUT = frozenset({"maybeboard", "maybe", "considering"})
ARCHIDEKT_SIDEBOARD = frozenset({"sideboard", "side"})
#: The first words of a line a reader adds to the deck's notes to say what it did with
#: cards it could not put where the file did (deckbuilder.cli prints these lines).
IMPORT_NOTE = "Import note:"


def archidekt_zone(text: str) -> tuple[str, str | None] | None:
    """For an Archidekt line whose categories say where the card goes: the line without
    them, and ``sideboard``, or None for a card left out of the deck (a Maybeboard, any
    category marked ``{noDeck}``). For a line whose categories leave it to the card's kind
    (``[Strike]``, ``[Commander{top}]``): the line without them and ``""``. None when the
    line has no categories Archidekt's way (a TCGplayer ``[SET]`` is flagless too, so a
    flagless, unknown category stays on the line for :func:`name_forms` to try)."""
    line = _ARCHIDEKT_TAGS.sub("", text)
    m = _ARCHIDEKT_CATEGORIES.search(line)
    if m is None:
        return (line, "") if line != text else None
    flags: set[str] = set()
    names: set[str] = set()
    for category in m.group(1).split(","):
        flags.update(f.lower() for f in _ARCHIDEKT_FLAG.findall(category))
        names.add(" ".join(_ARCHIDEKT_FLAG.sub("", category).split()).lower())
    rest = line[:m.start()].rstrip()
    if "nodeck" in flags or names & ARCHIDEKT_LEFT_OUT:
        return rest, None
    if names & ARCHIDEKT_SIDEBOARD:
        return rest, "sideboard"
    if flags or line != text:
        return rest, ""
    return None


def import_note(meta: dict[str, str], what: str, entries: Iterable[DeckEntry]) -> None:
    """Add one :data:`IMPORT_NOTE` line to ``meta``'s notes: ``what`` happened to these
    cards (a few named, the rest counted, so that the notes stay within their length)."""
    listed = [f"{e.count} {e.name}" for e in entries]
    shown = ", ".join(listed[:8]) + (f" and {len(listed) - 8} more" if len(listed) > 8
                                      else "")
    line = f"{IMPORT_NOTE} {what}: {shown}"
    notes = meta.get("notes", "")
    if len(notes) + len(line) + 1 <= MAX_NOTES_LENGTH:
        meta["notes"] = f"{notes}\n{line}" if notes else line


def import_notes(deck: DeckList) -> list[str]:
    """The :data:`IMPORT_NOTE` lines of a deck's notes."""
    return [line for line in deck.notes.splitlines() if line.startswith(IMPORT_NOTE)]


SECTION_WORDS_OF_OTHER_TOOLS: dict[str, str] = {
    # Arena's commander and companion are what the team is to our games.
    "commander": "team", "commanders": "team", "companion": "team",
}
#: Arena's "About" header: the metadata lines ("Name Storm Rush") follow it.
ABOUT_WORD = "about"


def parse_deck(text: str, *, source: str = "deck list",
               kind_of: Callable[[str], str | None] | None = None) -> DeckList:
    """Read a deck list in the text format (RULES.md §2), with the conventions of other
    deck tools it lists (Arena, MTGO, Moxfield, TCGplayer, Archidekt, MWS).

    ``kind_of(name)`` tells a card's kind, if known: in a list without sections, cards of a
    team kind (Monsuno, Redakai characters) then go to the team. Raises
    :class:`DeckParseError` with the line number on the first unreadable line.
    """
    sections = section_words()
    meta: dict[str, str] = {}
    zones: dict[str, list[DeckEntry]] = {z: [] for z in ZONES}
    unsectioned: list[DeckEntry] = []
    # Unsectioned cards after a blank line that followed cards: MTGO's and Arena's
    # sideboard, if the list turns out to have no section headers at all.
    after_blank: list[DeckEntry] = []
    blank_after_cards = has_headers = False
    section: str | None = None
    seen_card = False
    card_lines: dict[str, int] = {}
    left_out: list[DeckEntry] = []  # Archidekt's Maybeboard and {noDeck} categories

    def card_at(text: str, line_no: int) -> DeckEntry:
        entry = _card_line(text, line_no, source)
        card_lines[name_key(entry.name)] = line_no
        return entry

    if "\x00" in text:
        raise DeckParseError("not a text file (it contains NUL bytes)", 1, source,
                             code="not-text")
    # Before the text is cut into lines: U+0085, U+2028 and a few controls are line
    # breaks to str.splitlines, and would make a name two lines.
    bad = text_problem(text, "a deck list", len(text), multiline=True)
    if bad is not None:
        at = text.find(chr(int(bad.params["character"][2:], 16)))
        raise DeckParseError(f"{bad.message} (a control character)",
                             text.count("\n", 0, at) + 1, source,
                             code="text-control-character", params=bad.params)
    for line_no, raw in enumerate(text.splitlines(), 1):
        if len(raw) > MAX_LINE_LENGTH and not (
                len(raw) <= MAX_NOTES_LENGTH + MAX_LINE_LENGTH and _is_meta_line(raw)):
            # Notes are written on one line (export_deck): their line may be as long.
            raise DeckParseError("the line is too long for a card entry", line_no, source,
                                 code="line-too-long")
        stripped = raw.strip()
        if not stripped and unsectioned:
            blank_after_cards = True
        # "//Sideboard" (Deckstats) is a section header written as a comment.
        if stripped.startswith("//"):
            word = stripped[2:].strip().rstrip(":").strip().lower()
            if word in sections:
                section = sections[word]
                has_headers = True
            mws = _MWS_META_RE.match(stripped)
            if mws and not seen_card and mws.group(2).strip():
                _set_meta(meta, _MWS_META[mws.group(1)], mws.group(2), line_no, source)
        s = _strip_comment(raw)
        if not s:
            continue
        low = s.lower()
        if low.startswith("sb:"):
            rest = s[3:].strip()
            if not rest:
                raise DeckParseError("'SB:' needs a card after it", line_no, source, s,
                                     code="sb-needs-card")
            zones["sideboard"].append(card_at(rest, line_no))
            seen_card = has_headers = True
            continue
        word = low.rstrip(":").strip()
        if word in sections or word in SECTION_WORDS_OF_OTHER_TOOLS:
            section = sections.get(word) or SECTION_WORDS_OF_OTHER_TOOLS[word]
            has_headers = True
            continue
        if word == ABOUT_WORD and not seen_card:
            section = ABOUT_WORD
            has_headers = True
            continue
        if section == ABOUT_WORD:
            about = _ABOUT_RE.match(s)
            key = about.group(1).lower() if about else ""
            if about and key in META_KEYS:
                _set_meta(meta, META_KEYS[key], about.group(2), line_no, source)
                continue
        m = _HEADER_RE.match(s)
        if m:
            key = m.group(1).strip().lower()
            value = m.group(2).strip()
            if key in META_KEYS:
                if seen_card:
                    raise DeckParseError(f"'{m.group(1)}:' must come before the first card",
                                         line_no, source, s, code="header-after-cards",
                                         params={"key": m.group(1)})
                if META_KEYS[key] in ("name", "ruleset") and not value:
                    raise DeckParseError(f"'{m.group(1)}:' needs a value", line_no, source, s,
                                         code="header-needs-value", params={"key": m.group(1)})
                _set_meta(meta, META_KEYS[key], value, line_no, source)
                continue
            if key in sections and value:
                # "Sideboard: 2 Card" puts one line in that section.
                zones[sections[key]].append(card_at(value, line_no))
                seen_card = has_headers = True
                continue
        archidekt = archidekt_zone(s)
        if archidekt is not None and archidekt[0]:
            s, zone = archidekt
            if zone is None or zone == "sideboard":
                (left_out if zone is None else zones["sideboard"]).append(
                    card_at(s, line_no))
                seen_card = True
                continue
        entry = card_at(s, line_no)
        seen_card = True
        if section is None or section == ABOUT_WORD:
            (after_blank if blank_after_cards else unsectioned).append(entry)
        else:
            zones[section].append(entry)
    if has_headers:
        unsectioned += after_blank
    else:
        zones["sideboard"] += after_blank
    if left_out:
        import_note(meta, "left out, in Archidekt categories outside the deck "
                    "(Maybeboard, {noDeck})", _merge(left_out))
    return deck_from_zones(meta, zones, unsectioned, kind_of, source=source,
                           line_of=lambda name: card_lines.get(name_key(name), 1))


def deck_from_zones(meta: Mapping[str, str], zones: Mapping[str, list[DeckEntry]],
                    unsectioned: Iterable[DeckEntry] = (),
                    kind_of: Callable[[str], str | None] | None = None, *,
                    source: str = "deck list",
                    line_of: Callable[[str], int] = lambda _name: 1) -> DeckList:
    """The deck list read from a file: ``zones`` as the file put them, ``unsectioned`` the
    cards it put nowhere. With ``kind_of`` known, names lose what other tools add to them
    (:func:`name_forms`) and team-kind cards find the team (RULES.md §2).

    Lines of one card that add up to more copies than an entry holds are a
    :class:`DeckParseError` at ``line_of(card)``."""
    try:
        return _deck_from_zones(meta, zones, unsectioned, kind_of)
    except DeckValueError as exc:
        raise DeckParseError(str(exc), line_of(exc.card or ""), source, code=exc.code,
                             params=exc.params) from None


def _deck_from_zones(meta: Mapping[str, str], zones: Mapping[str, list[DeckEntry]],
                     unsectioned: Iterable[DeckEntry],
                     kind_of: Callable[[str], str | None] | None) -> DeckList:
    zones = {z: list(zones.get(z, [])) for z in ZONES}
    unsectioned = list(unsectioned)
    if kind_of is not None:
        # With a catalog at hand, "3 Storm Bolt (MS1) 12" becomes Storm Bolt at once (and
        # adds up with other Storm Bolt lines); a card really called so keeps its name.
        for entries in (*zones.values(), unsectioned):
            entries[:] = [DeckEntry(_catalog_form(e.name, kind_of), e.count) for e in entries]
    if kind_of is not None and not zones["team"]:
        # A list with no team section (Arena's Deck/Sideboard, a Cockatrice main zone):
        # its team-kind cards in the deck are the team.
        kinds = team_kinds()
        team = [e for e in zones["deck"] if kind_of(e.name) in kinds]
        zones["deck"] = [e for e in zones["deck"] if kind_of(e.name) not in kinds]
        zones["team"] = team
    for entry in unsectioned:
        kind = kind_of(entry.name) if kind_of else None
        zones["team" if kind in team_kinds() else "deck"].append(entry)
    return DeckList(
        name=meta.get("name", ""),
        ruleset=meta.get("ruleset") or None,
        team=_merge(zones["team"]),
        deck=_merge(zones["deck"]),
        sideboard=_merge(zones["sideboard"]),
        notes=meta.get("notes", ""),
        author=meta.get("author", ""),
    )


def export_deck(deck: DeckList) -> str:
    """The deck in the text format; :func:`parse_deck` reads it back to an equal list."""
    lines: list[str] = []
    # A header with nothing after it is an error to the reader ("Name:" needs a value):
    # a name of spaces only is written as no name, which it reads back as.
    if _one_line(deck.name):
        lines.append(f"Name: {_one_line(deck.name)}")
    if deck.ruleset and _one_line(deck.ruleset):
        lines.append(f"Ruleset: {_one_line(deck.ruleset)}")
    if _one_line(deck.author):
        lines.append(f"Author: {_one_line(deck.author)}")
    if _one_line(deck.notes):
        lines.append(f"Notes: {_one_line(deck.notes)}")
    titles = {"team": "Team", "deck": "Deck", "sideboard": "Sideboard"}
    for z in ZONES:
        entries = deck.zone(z)
        if not entries:
            continue
        if lines:
            lines.append("")
        lines.append(f"{titles[z]}:")
        lines.extend(_entry_line(e) for e in entries)
    return "\n".join(lines) + "\n"


def _entry_line(e: DeckEntry) -> str:
    # "3 X Ray" would read back as 3 × "Ray" (the "N x Name" form): write "3x X Ray".
    if re.match(r"[xX×]\s", e.name):
        return f"{e.count}x {e.name}"
    return f"{e.count} {e.name}"


def _one_line(text: str) -> str:
    return " ".join(text.split())


def deck_to_json_text(deck: DeckList) -> str:
    return json.dumps(deck.to_json(), ensure_ascii=False, indent=1) + "\n"


def parse_deck_json(text: str, *, source: str = "deck list") -> DeckList:
    """A deck saved as JSON (:func:`deck_to_json_text`). Raises :class:`DeckParseError`
    naming the line of the field at fault. Which reader a file needs is
    :func:`deckbuilder.rules.deckfiles.read_deck_text`'s to say."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        # The decoder may point just past the last line when the text ends early.
        line = max(1, min(exc.lineno, len(text.splitlines())))
        raise DeckParseError(f"not valid JSON ({exc.msg})", line, source,
                             code="json-invalid", params={"detail": exc.msg}) from None
    except RecursionError:
        raise DeckParseError("the JSON is nested too deeply to be a deck", 1,
                             source, code="json-too-deep") from None
    except ValueError:  # Python's own limit: a number of thousands of digits
        long = re.search(r"[0-9]{1000,}", text)
        line = text.count("\n", 0, long.start()) + 1 if long else 1
        raise DeckParseError("a number of thousands of digits: not a deck", line, source,
                             code="json-number-too-long") from None
    try:
        json.dumps(doc, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as exc:
        # JSON can escape half a surrogate pair ("\ud800"): no character, cannot be saved.
        escape = f"\\u{ord(exc.object[exc.start]):04x}"
        at = re.search(re.escape(escape), text, re.IGNORECASE)
        line = text.count("\n", 0, at.start()) + 1 if at else 1
        raise DeckParseError(f"holds {escape}, which is not a character (a lone "
                             "surrogate): not valid text", line, source,
                             code="json-lone-surrogate", params={"escape": escape}) \
            from None
    try:
        return DeckList.from_json(doc, source)
    except DeckJsonError as exc:
        raise DeckParseError(str(exc).removeprefix(f"{source}: "),
                             _json_line(text, exc.path), source, code=exc.code,
                             params=exc.params) from None


_JSON_SPACE = re.compile(r"[ \t\n\r]*")


def _json_line(text: str, path: tuple[str | int, ...]) -> int:
    """The line of the field at ``path`` in a JSON text that parsed (1-based, counting line
    feeds as the JSON decoder does): of the key for an object member, of the value for a
    list item. The deepest part of the path that can be followed wins; the line of the
    opening brace if none can."""
    decoder = json.JSONDecoder()

    def skip(i: int) -> int:
        return _JSON_SPACE.match(text, i).end()  # type: ignore[union-attr]

    def after_value(i: int) -> int:
        return skip(decoder.raw_decode(text, i)[1])

    at = i = skip(0)
    try:
        for step in path:
            found = None
            if isinstance(step, str) and text[i] == "{":
                i = skip(i + 1)
                while text[i] == '"':
                    key_at = i
                    key, i = decoder.raw_decode(text, i)
                    i = skip(skip(i) + 1)  # the colon
                    if key == step:
                        # json keeps the last of duplicate keys, so look on for another.
                        found = (key_at, i)
                    i = after_value(i)
                    if text[i] == ",":
                        i = skip(i + 1)
            elif isinstance(step, int) and text[i] == "[":
                i = skip(i + 1)
                n = 0
                while text[i] != "]":
                    if n == step:
                        found = (i, i)
                        break
                    i = after_value(i)
                    if text[i] == ",":
                        i = skip(i + 1)
                    n += 1
            if found is None:
                break
            at, i = found
    except (ValueError, IndexError, RecursionError):
        pass  # cannot happen for text json.loads read; the line found so far will do
    return text.count("\n", 0, at) + 1
