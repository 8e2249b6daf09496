"""How card data values read in the window: the closed value sets of RULES.md §1.

The data, the search syntax (``element:fire``) and the catalog's sort order keep the raw
English keys; only the text a user reads goes through here. Every view that shows a value —
the catalog table and its filters, the card detail pane, the card editor and the deck
statistics — asks :func:`value_title`, so a value reads the same everywhere and is
translated once (context ``ValueNames``). Open sets (strike types, colours not in the list,
Monsuno names, custom species) fall back to the raw value: there is nothing to translate.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from deckbuilder.rules.cards import Card, card_stats, field_specs, format_value


def _tr(text: str) -> str:
    return QCoreApplication.translate("ValueNames", text)


# Each table is built when asked for (a few look-ups), not at import: the translator is
# installed after the modules are imported, and tests switch it.
def _elements() -> dict[str, str]:
    return {"normal": _tr("normal"), "fire": _tr("fire"), "water": _tr("water"),
            "wood": _tr("wood"), "light": _tr("light"), "dark": _tr("dark")}


def _species() -> dict[str, str]:
    return {"human": _tr("human"), "beast": _tr("beast"), "sea": _tr("sea"),
            "elemental": _tr("elemental"), "dragon": _tr("dragon"), "god": _tr("god"),
            "devil": _tr("devil"), "machine": _tr("machine"), "insect": _tr("insect"),
            "ghost": _tr("ghost")}


def _means() -> dict[str, str]:
    return {"close": _tr("close"), "range": _tr("range"), "magic": _tr("magic"),
            "special": _tr("special"), "guard": _tr("guard")}


def _sizes() -> dict[str, str]:
    return {"small": _tr("small"), "medium": _tr("medium"), "large": _tr("large")}


def _manufacturers() -> dict[str, str]:
    # Proper names, written as the cards print them; only "neutral" (a strike card of no
    # manufacturer, as the deck statistics group it) is a word to translate.
    return {"core-tech": "Core-Tech", "storm": "S.T.O.R.M.", "eklipse": "Eklipse",
            "neutral": _tr("neutral")}


def _timings() -> dict[str, str]:
    return {"reveal": _tr("reveal"), "domination": _tr("domination"),
            "damage": _tr("damage"), "after": _tr("after")}


def _categories() -> dict[str, str]:
    return {"normal": _tr("normal"), "restricted": _tr("restricted"),
            "upgrade": _tr("upgrade")}


def _colours() -> dict[str, str]:
    # The Redakai colours of the printed cards; "clear" is a defence zone with no colour.
    return {"red": _tr("red"), "blue": _tr("blue"), "green": _tr("green"),
            "purple": _tr("purple"), "yellow": _tr("yellow"), "orange": _tr("orange"),
            "black": _tr("black"), "white": _tr("white"), "clear": _tr("clear")}


_TABLES: dict[str, Callable[[], dict[str, str]]] = {
    "element": _elements, "species": _species, "means": _means, "size": _sizes,
    "manufacturer": _manufacturers, "timing": _timings, "category": _categories,
    "color": _colours,
}
#: Fields whose values come from another field's set: a restricted strike names the
#: manufacturers (or Monsuno) it works with.
_SAME_SET = {"restricted_to": "manufacturer"}


def value_title(field: str, value: str) -> str:
    """``value`` of card field ``field`` as the user reads it; the raw value when the field's
    set is open or the value is not one of the known ones."""
    table = _TABLES.get(_SAME_SET.get(field, field))
    if table is None:
        return value
    titles = table()
    return titles.get(value) or titles.get(value.strip().lower(), value)


def known_values(field: str) -> dict[str, str]:
    """Every known value of ``field`` with its title (empty for an open set)."""
    table = _TABLES.get(_SAME_SET.get(field, field))
    return dict(table()) if table is not None else {}


def known_titles(field: str) -> list[str]:
    """The titles of every known value of ``field`` (none for an open set): what a column
    of that field must be wide enough for."""
    table = _TABLES.get(_SAME_SET.get(field, field))
    return list(table().values()) if table is not None else []


def field_title(name: str) -> str:
    """A field's name inside running text, as in the catalog's "launch 6, life 80"."""
    names = {
        "launch": _tr("launch"), "life": _tr("life"), "speed": _tr("speed"),
        "damage": _tr("damage"), "strike_type": _tr("strike type"),
        "power_slots": _tr("power slots"), "power_damage": _tr("power damage"),
        "dominates": _tr("dominates"), "character": _tr("character"),
        "version": _tr("version"), "defense": _tr("defence"), "kairu": _tr("Kairu"),
        "heal": _tr("heal"), "hits": _tr("hits"), "react": _tr("react"),
        "rarity": _tr("rarity"), "species": _tr("species"), "means": _tr("means"),
        "size": _tr("size"), "skill": _tr("skill"), "power": _tr("power"),
        "cost": _tr("cost"), "manufacturer": _tr("manufacturer"), "color": _tr("colour"),
        "element": _tr("element"),
    }
    return names.get(name, name.replace("_", " "))


def zone_letters() -> tuple[str, str, str]:
    """The one-letter names of the left, middle and right zones ("hits L M")."""
    return _tr("L"), _tr("M"), _tr("R")


def value_text(field: str, spec_type: str, value: Any) -> str:
    """A field's value as a short text for the user: :func:`format_value` with the known
    values, colours and zones shown by their titles. Booleans, numbers, effects and react
    read as ``format_value`` writes them."""
    if value is None:
        return ""
    if spec_type == "bool3":
        return " ".join(z for z, on in zip(zone_letters(), value, strict=True) if on) or "—"
    if spec_type == "defense3":
        return " · ".join("—" if z is None else f"{value_title('color', z['color'])} "
                          f"{z['value']}" for z in value)
    if spec_type == "str_list":
        return "/".join(value_title(field, str(v)) for v in value)
    if isinstance(value, str):
        return value_title(field, value)
    return format_value(spec_type, value)


def card_stat_titles(card: Card) -> list[tuple[str, str]]:
    """:func:`card_stats` (same fields, same order) with the values as the user reads them."""
    specs = {s.name: s for s in field_specs(card.game, card.kind)}
    out = []
    for key, text in card_stats(card):
        spec = specs.get(key)
        if spec is not None and key in card.fields:
            text = value_text(key, spec.type, card.fields[key])
        out.append((key, text))
    return out
