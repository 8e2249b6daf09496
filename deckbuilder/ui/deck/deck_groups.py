"""How the deck editor's card view groups a zone's cards: by kind, by cost or by the game's
own group (colour, manufacturer, element), as the game's descriptor offers
(``Game.deck_groupings``); each group with its heading in the window's language and its
place among the others."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from deckbuilder.rules.cards import Card
from deckbuilder.rules.game import GROUP_JOIN, Game
from deckbuilder.ui.common.game_text import game_title, kind_heading
from deckbuilder.ui.common.value_names import value_title

#: The groupings a game may offer (see ``Game.deck_groupings``).
GROUPINGS = ("kind", "cost", "group")


def _tr(text: str) -> str:
    return QCoreApplication.translate("DeckGroups", text)


@dataclass(frozen=True, order=True)
class Group:
    """One heading of the card view: ``order`` sorts the groups of a zone, ``title`` is
    what the heading says."""

    order: tuple[int, int, str]
    title: str


def groupings(game: Game | None) -> tuple[str, ...]:
    """The groupings that make sense for ``game``, its default first."""
    offered = game.deck_groupings if game is not None else ("kind",)
    return tuple(g for g in offered if g in GROUPINGS) or ("kind",)


def grouping_title(game: Game | None, grouping: str) -> str:
    """What the grouping menu calls a grouping ("Kind", "Kairu", "Colour")."""
    if grouping == "cost" and game is not None:
        return game_title(game.cost_label)
    if grouping == "group" and game is not None:
        return game_title(game.group_label)
    return _tr("Kind")


def group_of(game: Game | None, grouping: str, card: Card | None) -> Group:
    """The group ``card`` goes in (a card not in the catalog goes last, in a group of its
    own)."""
    if card is None or game is None:
        return Group((9, 0, ""), _tr("Not in the catalog"))
    if grouping == "cost":
        cost = game.card_cost(card)
        label = game_title(game.cost_label)
        if cost is None:
            return Group((8, 0, ""), f"{label} —")
        return Group((0, cost, ""), f"{label} {cost}")
    if grouping == "group":
        key = game.card_group(card)
        if not key:
            return Group((8, 0, ""), "—")
        field = game.group_field
        title = GROUP_JOIN.join(value_title(field, part) if field else part
                                for part in key.split(GROUP_JOIN))
        # Single values first, then the mixed ones ("green/purple").
        return Group((0, key.count(GROUP_JOIN), title.casefold()), title)
    place = game.kinds.index(card.kind) if card.kind in game.kinds else len(game.kinds)
    return Group((0, place, card.kind), kind_heading(card.kind))
