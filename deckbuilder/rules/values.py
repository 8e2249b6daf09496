"""The rules every text and count of a deck or a card obeys, in one place.

The deck list (:mod:`deckbuilder.rules.decklist`) and the card
(:mod:`deckbuilder.rules.cards`) check their values here when they are made, so every
reader (text, JSON, Cockatrice, OCTGN, MWS, paste, the window), the catalog import and a
restore share one rule, and every writer can represent what it is given: no value holds a
character that XML 1.0 cannot carry, that a terminal would obey (escape sequences), or
that reorders what is shown (bidi overrides).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

#: The longest deck name and author (card names: :data:`cards.MAX_NAME_LENGTH`, the same).
MAX_DECK_NAME_LENGTH = 200
MAX_AUTHOR_LENGTH = 200
#: The longest deck notes: a few pages of text (the text format writes them on one line).
MAX_NOTES_LENGTH = 10_000
#: The longest card rules text (the longest printed ones have a few hundred characters).
MAX_CARD_TEXT_LENGTH = 10_000

# Refused everywhere: C0 controls (NUL, BEL, ESC… XML 1.0 cannot hold them and terminals
# obey them), DEL and the C1 controls (U+0085 is a line break to Python, U+009B starts a
# terminal escape), lone surrogates (not Unicode: cannot be encoded), the noncharacters
# U+FFFE/U+FFFF (not allowed in XML), the line and paragraph separators (line breaks to
# str.splitlines, so a one-line value would become two lines in a text file) and the bidi
# embeddings, overrides and isolates that display text in another order than it is stored
# (U+202A-U+202E, U+2066-U+2069). The marks LRM/RLM/ALM stay allowed: right-to-left
# names need them and they reorder nothing.
_REFUSED = (r"\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff"
            r"\u2028\u2029\u202a-\u202e\u2066-\u2069")
_BAD_ONE_LINE = re.compile(f"[{_REFUSED}\\t\\n\\r]")
_BAD_MULTI_LINE = re.compile(f"[{_REFUSED}]")
_ASCII_COUNT = re.compile(r"[0-9]{1,9}")


@dataclass(frozen=True, slots=True)
class TextProblem:
    """Why a text cannot be a value: ``too_long`` (else it holds a refused character),
    the English ``message`` and the ``params`` of the callers' problem codes (``max``,
    ``length``; or ``character`` as ``U+XXXX``)."""

    too_long: bool
    message: str
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def code(self) -> str:
        return "value-too-long" if self.too_long else "value-control-character"


def text_problem(value: str, what: str, max_length: int, *,
                 multiline: bool = False) -> TextProblem | None:
    """Why ``value`` cannot be ``what`` (e.g. "a deck name"), or None. Multi-line values
    may hold tabs, line feeds and carriage returns; one-line values none of them (the
    readers turn them into spaces before a value is made)."""
    bad = (_BAD_MULTI_LINE if multiline else _BAD_ONE_LINE).search(value)
    if bad is not None:
        code = f"U+{ord(bad.group()):04X}"
        return TextProblem(False, f"{what} cannot hold the control character {code}",
                           {"character": code})
    if len(value) > max_length:
        return TextProblem(True, f"{what} has at most {max_length:,} characters, this one "
                           f"{len(value):,}", {"max": max_length, "length": len(value)})
    return None


# What XML 1.0 cannot carry at all, escaped or not.
_XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_illegal(text: str) -> str | None:
    """The first character of ``text`` that XML 1.0 cannot carry (as ``U+XXXX``), or
    None."""
    bad = _XML_ILLEGAL.search(text)
    return None if bad is None else f"U+{ord(bad.group()):04X}"


def xml_safe(text: str) -> str:
    """``text`` with every character XML 1.0 cannot carry shown as U+FFFD: for writing
    values an older version stored without today's rules (cards read from a database)."""
    return _XML_ILLEGAL.sub("\ufffd", text)


def one_line(value: str) -> str:
    """A one-line value as it is kept: runs of white space (tabs too) one space, none at
    either end."""
    return " ".join(value.split())


def multi_line(value: str) -> str:
    """A multi-line value as it is kept: line feeds for line ends (XML reads ``\\r\\n``
    and ``\\r`` as ``\\n``), no white space at the end of a line or around the text."""
    return "\n".join(line.rstrip() for line in value.splitlines()).strip()


def parse_count(raw: str) -> int | None:
    """The number a count field holds, or None: ASCII digits only (``"٣"`` and ``"²"``
    are digits to Python, not to a deck file), at most nine of them."""
    raw = raw.strip()
    return int(raw) if _ASCII_COUNT.fullmatch(raw) else None


__all__ = ["MAX_AUTHOR_LENGTH", "MAX_CARD_TEXT_LENGTH", "MAX_DECK_NAME_LENGTH",
           "MAX_NOTES_LENGTH", "TextProblem", "multi_line", "one_line", "parse_count",
           "text_problem", "xml_illegal", "xml_safe"]
