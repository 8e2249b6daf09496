"""How card data values read in the window: the closed value sets of RULES.md §1.

The data, the search syntax (``element:fire``) and the catalog's sort order keep the raw
English keys; only the text a user reads goes through here. Every view that shows a value —
the catalog table and its filters, the card detail pane, the card editor and the deck
statistics — asks :func:`value_title`, so a value reads the same everywhere and is
translated once. The titles are each game's own (``value_titles`` of its descriptor,
translated in the context "GameText" by :mod:`deckbuilder.ui.common.game_text`). Open sets (strike types, colours not in the list,
Monsuno names, custom species) fall back to the raw value: there is nothing to translate.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from deckbuilder.rules.cards import Card, card_stats, field_specs, format_value
from deckbuilder.ui.common.game_text import field_name, value_titles


def _tr(text: str) -> str:
    return QCoreApplication.translate("ValueNames", text)


def value_title(field: str, value: str) -> str:
    """``value`` of card field ``field`` as the user reads it; the raw value when the field's
    set is open or the value is not one of the known ones."""
    titles = value_titles(field)
    if titles is None:
        return value
    return titles.get(value) or titles.get(value.strip().lower(), value)


def rarity_title(rarity: str) -> str:
    """A card's rarity as the user reads it: the word rarities of Monsuno and Redakai
    translated ("uncommon"), a code such as MONSTER CARDS' "SR" as it is."""
    words = {"common": _tr("common"), "uncommon": _tr("uncommon"), "rare": _tr("rare"),
             "super rare": _tr("super rare"), "ultra rare": _tr("ultra rare")}
    return words.get(rarity.strip().lower(), rarity)


def known_values(field: str) -> dict[str, str]:
    """Every known value of ``field`` with its title (empty for an open set)."""
    return value_titles(field) or {}


def known_titles(field: str) -> list[str]:
    """The titles of every known value of ``field`` (none for an open set): what a column
    of that field must be wide enough for."""
    return list((value_titles(field) or {}).values())


def field_title(name: str) -> str:
    """A field's name inside running text, as in the catalog's "launch 6, life 80"."""
    title = field_name(name)
    if title is not None:
        return title
    names = {"rarity": _tr("rarity"), "cost": _tr("cost")}
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
        elif key == "rarity":
            text = rarity_title(text)
        out.append((key, text))
    return out
