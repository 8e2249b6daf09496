"""A deck's legality problems in the window's language: each rule's problem comes with a
stable ``code`` and its ``params`` (rules.legality.Violation); here each code has a
translatable template (a code this module does not know shows the rules' English text).
Shared by the deck editor's problem list and the playtest's deck check, so it lives in
ui/common. The texts keep their context "DeckModels", where they were first translated."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from deckbuilder.rules.legality import Violation


def _tr(text: str) -> str:
    return QCoreApplication.translate("DeckModels", text)


def zone_title(zone: str) -> str:
    """The translated name of a deck zone."""
    return {"team": QCoreApplication.translate("DeckModels", "Team"),
            "deck": QCoreApplication.translate("DeckModels", "Deck"),
            "sideboard": QCoreApplication.translate("DeckModels", "Sideboard")}[zone]


def _translated() -> bool:
    """Whether the window runs in another language than English."""
    app = QCoreApplication.instance()
    lang = app.property("deckbuilder_language") if app is not None else None
    return bool(lang) and lang != "en"


def violation_message(v: Violation) -> str:
    """The problem in the window's language. In English the rules' own message is used
    (it names the right things per game); other languages build it from the code and
    the numbers."""
    if not _translated():
        return v.message
    p = v.params
    card = v.cards[0] if v.cards else str(p.get("name", ""))
    templates = {
        "unknown-card": lambda: _tr("Unknown card “%1”").replace("%1", card)
        + (_tr(" — did you mean %1?").replace("%1", ", ".join(f"“{x}”" for x in
                                                              p.get("suggestions", [])))
           if p.get("suggestions") else ""),
        "wrong-game": lambda: _tr("“%1” belongs to another game (%2)")
        .replace("%1", card).replace("%2", str(p.get("game", ""))),
        "wrong-zone": lambda: _tr("“%1” does not belong in the %2")
        .replace("%1", card).replace("%2", zone_title(str(p.get("zone", "deck"))).lower()),
        "team-size": lambda: _tr("The team has %1 cards — it needs exactly %2")
        .replace("%1", str(p.get("count"))).replace("%2", str(p.get("required"))),
        "team-not-distinct": lambda: _tr("The team needs different cards: “%1” repeats one "
                                         "already there").replace("%1", card),
        "deck-too-small": lambda: _tr("%1 cards in the deck — it needs at least %2")
        .replace("%1", str(p.get("count"))).replace("%2", str(p.get("minimum"))),
        "deck-too-large": lambda: _tr("%1 cards in the deck — it holds at most %2")
        .replace("%1", str(p.get("count"))).replace("%2", str(p.get("maximum"))),
        "too-many-copies": lambda: _tr("%1 copies of “%2” — at most %3 allowed")
        .replace("%1", str(p.get("copies"))).replace("%2", card)
        .replace("%3", str(p.get("limit"))),
        "unique-duplicated": lambda: _tr("“%1” is Unique: %2 copies — only %3 allowed")
        .replace("%1", card).replace("%2", str(p.get("copies")))
        .replace("%3", str(p.get("limit"))),
        "launch-total": lambda: _tr("The team's launch costs add up to %1 — the limit is %2")
        .replace("%1", str(p.get("total"))).replace("%2", str(p.get("cap"))),
        "cost-total": lambda: _tr("Total deck cost %1 — the limit is %2")
        .replace("%1", str(p.get("total"))).replace("%2", str(p.get("cap"))),
        "manufacturer-locked": lambda: _tr("“%1” is exclusive to %2 Monsuno and the team has "
                                           "none — it cannot be played")
        .replace("%1", card).replace("%2", str(p.get("group"))),
        "manufacturer-mismatch": lambda: _tr("“%1” is a %2 card but no %2 Monsuno is in the "
                                             "team: it loses its bonuses and its speed counts 0")
        .replace("%1", card).replace("%2", str(p.get("group"))),
        "not-owned": lambda: _tr("You own %1 of the %2 “%3” the deck needs — %4 missing")
        .replace("%1", str(p.get("owned"))).replace("%2", str(p.get("needed")))
        .replace("%3", card).replace("%4", str(p.get("missing"))),
    }
    make = templates.get(v.code)
    return make() if make is not None else v.message
