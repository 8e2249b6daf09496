"""The words the proxy renderer prints, in English, and how translations reach it.

The renderer takes an optional mapping English → translated text. The GUI builds it with
``tr()`` (see ``deckbuilder.ui.proxies.proxy_dialog``), so this package needs no Qt translator and the
command line, which passes nothing, stays English. ``%1``, ``%2``… are placeholders, as in
Qt's own translated strings. :data:`FACE_LABELS` and :data:`SHEET_LABELS` list the shared
keys and each game's face lists its own (``FaceStyle.words``), so a test can check that the
GUI supplies them all.
"""

from __future__ import annotations

from collections.abc import Mapping

Labels = Mapping[str, str]


def tr(labels: Labels | None, text: str, *args: object) -> str:
    """``text`` translated by ``labels`` (English when absent), ``%1``… filled from ``args``."""
    out = labels.get(text, text) if labels else text
    # Highest number first, so %1 does not eat the start of %10.
    for i in range(len(args), 0, -1):
        out = out.replace(f"%{i}", str(args[i - 1]))
    return out


def value_label(labels: Labels | None, field: str, value: str) -> str:
    """A card's value of ``field`` as printed (``Fire``): the GUI may supply it translated
    under the key ``field=value``; otherwise the stored value, capitalised."""
    if labels:
        found = labels.get(f"{field}={value}")
        if found:
            return found
    return value.capitalize()


#: Words every drawn face may print: the generic face's cost and the effects in words
#: (``rules/face_design.py``). A game's own face declares its own printed words in its
#: folder (``FaceStyle.words``), translated with the game's other texts.
FACE_LABELS: tuple[str, ...] = (
    "COST",
    "+%1 speed", "+%1 damage", "heal %1", "draw %1 card", "draw %1 cards",
    "+%1 %2 defense", "+%1 defense", "+%1 attack power",
)

#: Words on the sheet itself: the calibration page and the page labels in the margin.
SHEET_LABELS: tuple[str, ...] = (
    "100 mm — measure this bar; if it is not exactly 100 mm, turn off 'fit to page' / "
    "'scale' in the print dialog",
    "100 mm",
    "card %1 × %2 mm",
    "Deckbuilder calibration page — paper %1 × %2 mm, grid squares 10 mm",
    "page %1 of %2",
    "fronts",
    "backs of page %1",
    "calibration",
    "back of the calibration page",
    "Double-sided check: print this sheet on both sides, hold it up to the light and read "
    "where the cross on the back meets each scale. Add the two numbers to the back offset "
    "(now %1, %2 mm).",
    "back of the calibration page — read this cross from the front",
)
