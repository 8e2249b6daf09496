"""Why a deck cannot win, in the window's language: the reasons of
:mod:`deckbuilder.rules.impossible` come with a stable ``code`` and ``params``; here each
code has a translatable template (a code this module does not know shows the rules'
English text)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("ImpossibleText", text)


def _zone(name: str) -> str:
    return {"left": _tr("left"), "middle": _tr("middle"), "right": _tr("right")}.get(name, name)


def impossible_text(why: Mapping[str, Any]) -> str:
    """One reason (a ``goldfish --json`` ``impossible`` entry) as a sentence."""
    code, p = why.get("code"), why.get("params", {})
    if code == "zone-never-damaged" and "cost" in p:
        return _tr("No game can be won: no attack the deck can pay for damages the {zone} "
                   "zone (the cheapest that does costs {cost} Kairu; by turn {turns} the "
                   "player has at most {kairu}), so no character can be defeated.").format(
            # The template names the parameters the game's analysis gives (its currency).
            **{**p, "zone": _zone(p["zone"])})
    if code == "zone-never-damaged":
        return _tr("No game can be won: no card in the deck damages the {zone} zone, so no "
                   "character can be defeated.").format(zone=_zone(p["zone"]))
    if code == "cannot-launch":
        return _tr("No game can be won: no Monsuno of the team can be launched (the cheapest "
                   "costs {cost} launch; the best hand of {hand} cards the deck can deal "
                   "gives {total}).").format(cost=p["cost"], total=p["total"],
                                             hand=p.get("hand", "?"))
    if code == "no-damage":
        return _tr("No game can be won: nothing in the team or the deck deals any damage.")
    return _tr("No game can be won: {reason}.").format(reason=why.get("message", ""))
