"""Matching a name read from a card (by OCR) against catalog names: a second opinion for
a card whose picture matched nothing (glare, blur, a sleeve), see
:meth:`deckbuilder.services.scan_service.ScanService.recognise_by_name`.

OCR misreads are of a few kinds: a letter for a look-alike ("Canopv" for "Canopy"), a
Cyrillic letter for a Latin one (the cards are read with eng+rus), a stray "|" or ")" at
a frame's edge, an accent lost. Names are folded to compare like with like, and then
compared with :class:`difflib.SequenceMatcher` (ratio of matching characters).
"""

from __future__ import annotations

import difflib
import functools
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

K = TypeVar("K")

#: The least similarity (0–1) of a read name to a catalog name for the card to be taken
#: as that one. Tuned on our own generator's photos only (``python -m bench scan --sets
#: tuning``, seed 2026): names read off glared cards score 0.8–1.0 against their own
#: name, while the lines under a name score up to 0.78 against a catalog name (a Redakai
#: character's type line repeats its title: "CHARACTER - Stone Oath" against "Brannoc -
#: Stone Oath"), and a card in no catalog keeps such a line. 0.85 leaves a margin over
#: those at the cost of two cards read badly (0.80, 0.83) in 200.
NAME_BAR = 0.85

#: Fewer letters than this read is no name: "Ko" would match too much too easily.
MIN_LETTERS = 4

#: Cyrillic letters Tesseract gives for Latin ones that look the same (read with eng+rus).
_LOOKALIKE = str.maketrans({
    "а": "a", "в": "b", "е": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p",
    "с": "c", "т": "t", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s",
})


@functools.lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """A name as compared: lower case, accents dropped, Cyrillic look-alikes made Latin
    (only in a word that has Latin letters: a Russian name stays Russian), and anything
    but letters, digits and single spaces gone."""
    plain = "".join(ch for ch in unicodedata.normalize("NFKD", text.casefold())
                    if not unicodedata.combining(ch))
    words = []
    for word in plain.split():
        word = "".join(ch for ch in word if ch.isalnum())
        if any("a" <= ch <= "z" for ch in word):
            word = word.translate(_LOOKALIKE)
        if word:
            words.append(word)
    return " ".join(words)


def similarity(read: str, name: str) -> float:
    """How alike a read name and a catalog name are (0–1), both folded."""
    a, b = fold(read), fold(name)
    if not a or not b:
        return 0.0
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


@dataclass(frozen=True, slots=True)
class NameMatch(Generic[K]):
    """The catalog card whose name (or a translation of it) a read name is most like."""

    key: K
    name: str
    similarity: float


def best_match(read: str, names: Mapping[K, Iterable[str]],
               bar: float = NAME_BAR) -> NameMatch[K] | None:
    """The card among ``names`` (key → its name and translated names) whose name is most
    like ``read``, if at least ``bar`` alike and no other card's name is as alike (two
    cards a misread could be are not told apart by guessing); else None."""
    if sum(ch.isalpha() for ch in fold(read)) < MIN_LETTERS:
        return None
    scored: list[NameMatch[K]] = []
    for key, card_names in names.items():
        best = max(((similarity(read, n), n) for n in card_names), default=(0.0, ""))
        scored.append(NameMatch(key, best[1], best[0]))
    scored.sort(key=lambda m: -m.similarity)
    if not scored or scored[0].similarity < bar:
        return None
    if len(scored) > 1 and scored[1].similarity >= scored[0].similarity:
        return None
    return scored[0]


#: A name read only in part (a glare over the rest of it) names a card when what was read
#: is the start of that card's name alone, and has at least this many letters ...
PREFIX_LETTERS = 4
#: ... or the end of that card's name alone, from inside one of its words (a glare over
#: the name's start cuts it mid-word: "ne Edge" of "Cyclone Edge"), with at least this
#: many letters: more than a start, since a name's end is a word other cards' printed
#: lines end in more often than they start with it.
SUFFIX_LETTERS = 6


def part_match(read: str, names: Mapping[K, Iterable[str]],
               letters: int = PREFIX_LETTERS, end_letters: int = SUFFIX_LETTERS) -> K | None:
    """The one card among ``names`` whose name (or a translation) starts with ``read``
    (both folded, single letters before it left out: a frame's edge read as "Г"),
    when ``read`` has at least ``letters`` letters ("Dusk" of "Duskwing Owl", but not
    "Ripple" of two cards' names); else the one card whose name ends with ``read`` begun
    inside a word, with at least ``end_letters`` letters ("caller Eel" of "Tidecaller
    Eel", but not "Eel" nor a whole word: a type line's "STRIKE"); else None."""
    words = fold(read).split()
    while words and len(words[0]) < 2:
        words.pop(0)
    piece = " ".join(words)
    count = sum(ch.isalpha() for ch in piece)
    if count < letters:
        return None
    folded = {key: [fold(n) for n in card_names] for key, card_names in names.items()}
    keys = {key for key, card_names in folded.items()
            if any(n.startswith(piece) for n in card_names)}
    if not keys and count >= end_letters:
        # Ending so, and begun inside a word: the name has a letter just before the piece.
        keys = {key for key, card_names in folded.items()
                if any(n.endswith(piece) and len(n) > len(piece)
                       and n[-len(piece) - 1] != " " for n in card_names)}
    return keys.pop() if len(keys) == 1 else None
