"""Deck legality: is a deck list legal under a ruleset, and if not, why (RULES.md §3).

Names are first resolved against the catalog (:func:`resolve`); the check itself
(:func:`check`) is pure and fast, so an editor can run it on every change.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from deckbuilder.rules.cards import (
    GAME_TITLES,
    Card,
    card_cost,
    character_base_name,
    name_key,
)
from deckbuilder.rules.decklist import ZONES, DeckList, name_forms
from deckbuilder.rules.registry import DeckRules, Ruleset

ERROR, WARNING = "error", "warning"

#: Every code and its severity (RULES.md §3; stable API).
CODES: dict[str, str] = {
    "unknown-card": ERROR,
    "wrong-game": ERROR,
    "wrong-zone": ERROR,
    "team-size": ERROR,
    "team-not-distinct": ERROR,
    "deck-too-small": ERROR,
    "deck-too-large": ERROR,
    "too-many-copies": ERROR,
    "unique-duplicated": ERROR,
    "launch-total": ERROR,
    "cost-total": ERROR,
    "manufacturer-locked": ERROR,
    "manufacturer-mismatch": WARNING,
    "not-owned": WARNING,
}

MANUFACTURER_TITLES = {"core-tech": "Core-Tech", "storm": "S.T.O.R.M.", "eklipse": "Eklipse"}


@dataclass(frozen=True, slots=True)
class Violation:
    """One problem: a stable ``code``, its ``severity``, a message a player understands,
    the cards it concerns, and the numbers in the message (for translations)."""

    code: str
    severity: str
    message: str
    cards: tuple[str, ...] = ()
    params: Mapping[str, Any] = field(default_factory=dict, hash=False, compare=False)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "severity": self.severity, "message": self.message,
                "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class LegalityReport:
    ruleset: str
    legal: bool
    counts: Mapping[str, int]
    violations: tuple[Violation, ...]

    @property
    def errors(self) -> list[Violation]:
        return [v for v in self.violations if v.severity == ERROR]

    @property
    def warnings(self) -> list[Violation]:
        return [v for v in self.violations if v.severity == WARNING]

    def to_json(self) -> dict[str, Any]:
        return {"ruleset": self.ruleset, "legal": self.legal, "counts": dict(self.counts),
                "violations": [v.to_json() for v in self.violations]}


class CardLookup(Protocol):
    """What legality needs from a catalog."""

    def card(self, name: str, game: str) -> Card | None:
        """The card of ``game`` with this name (or translated name), any case."""

    def other_games(self, name: str, game: str) -> list[Card]:
        """Cards of other games with this name."""

    def suggest(self, name: str, game: str) -> list[str]:
        """Close names in ``game`` for a name that was not found."""


class MemoryCatalog:
    """A :class:`CardLookup` over a list of cards (tests, benchmarks, small tools)."""

    def __init__(self, cards: Iterable[Card]):
        self._by_key: dict[tuple[str, str], Card] = {}
        for c in cards:
            for n in c.all_names():
                self._by_key.setdefault((c.game, name_key(n)), c)

    def card(self, name: str, game: str) -> Card | None:
        return self._by_key.get((game, name_key(name)))

    def other_games(self, name: str, game: str) -> list[Card]:
        key = name_key(name)
        return [c for (g, k), c in self._by_key.items() if k == key and g != game]

    def suggest(self, name: str, game: str) -> list[str]:
        import difflib

        names = {k: c.name for (g, k), c in self._by_key.items() if g == game}
        close = difflib.get_close_matches(name_key(name), list(names), n=3, cutoff=0.5)
        return list(dict.fromkeys(names[k] for k in close))


@dataclass(frozen=True)
class ResolvedDeck:
    """A deck list with each name looked up: ``cards`` (name key → card of the game),
    ``unknown`` (name key → suggestions) and ``foreign`` (name key → a card of another
    game)."""

    deck: DeckList
    game: str
    cards: Mapping[str, Card]
    unknown: Mapping[str, tuple[str, ...]]
    foreign: Mapping[str, Card]

    def card(self, name: str) -> Card | None:
        return self.cards.get(name_key(name))


def resolve(deck: DeckList, game: str, lookup: CardLookup) -> ResolvedDeck:
    """Look every card of the deck up in the catalog of ``game``."""
    cards: dict[str, Card] = {}
    unknown: dict[str, tuple[str, ...]] = {}
    foreign: dict[str, Card] = {}
    for name in deck.names():
        key = name_key(name)
        # The full name first: a card may really be called "Golem (MK) 2"; only when no
        # card is, the set/number and foil suffixes of other deck tools are dropped.
        forms = name_forms(name)
        card = next((c for c in (lookup.card(f, game) for f in forms) if c is not None), None)
        if card is not None:
            cards[key] = card
            continue
        others = next((o for o in (lookup.other_games(f, game) for f in forms) if o), [])
        if others:
            foreign[key] = others[0]
        else:
            unknown[key] = tuple(lookup.suggest(forms[-1], game))
    return ResolvedDeck(deck, game, cards, unknown, foreign)


# --------------------------------------------------------------------------- helpers

def _quote(names: Iterable[str]) -> str:
    names = [f"'{n}'" for n in names]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " or " + names[-1]


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _a(word: str) -> str:
    """The word with "a" or "an" before it, by its first letter ("an Eklipse", "a Core-Tech";
    letters-as-names like S.T.O.R.M. are read as words in the show, so "a S.T.O.R.M.")."""
    return f"{'an' if word[:1].lower() in ('a', 'e', 'i', 'o', 'u') else 'a'} {word}"


def _allowed(limit: int, lead: str) -> str:
    """ "at most 3 allowed" — or "none allowed" when the limit is 0."""
    return "none allowed" if limit == 0 else f"{lead} {limit} allowed"


_TEAM_NOUN = {"monsuno": ("Monsuno", "Monsuno"), "redakai": ("character", "characters")}
_DECK_NOUN = {"monsuno": ("strike card", "strike cards"), "redakai": ("card", "cards"),
              "monster-cards": ("card", "cards")}
_KIND_NOUN = {"monsuno": "a Monsuno", "strike": "a strike card", "character": "a character",
              "attack": "an attack card", "monster": "a monster card"}


def _v(code: str, message: str, cards: Iterable[str] = (), **params: Any) -> Violation:
    return Violation(code, CODES[code], message, tuple(cards), params)


def _copies_per_card(resolved: ResolvedDeck,
                     zones: tuple[str, ...]) -> list[tuple[Card, list[int]]]:
    """(card, [copies in each zone]) for every known card, in deck-list order."""
    found: dict[str, tuple[Card, list[int]]] = {}
    for i, zone in enumerate(zones):
        for e in resolved.deck.zone(zone):
            card = resolved.card(e.name)
            if card is None:
                continue
            entry = found.setdefault(name_key(card.name), (card, [0] * len(zones)))
            entry[1][i] += e.count
    return list(found.values())


def _character(card: Card) -> str:
    return str(card.fields.get("character") or character_base_name(card.name))


def _manufacturer(m: str) -> str:
    return MANUFACTURER_TITLES.get(m.lower(), m)


# --------------------------------------------------------------------------- the check

def check(resolved: ResolvedDeck, ruleset: Ruleset, rules: DeckRules | None = None,
          collection: Mapping[str, int] | None = None) -> LegalityReport:
    """Check a resolved deck. ``collection`` (name key → copies owned) adds ``not-owned``
    warnings."""
    rules = rules or ruleset.deck_rules
    deck = resolved.deck
    game = ruleset.game
    out: list[Violation] = []
    title = GAME_TITLES[game]

    # Names that are not cards of this game.
    for name in deck.names():
        key = name_key(name)
        if key in resolved.unknown:
            hints = resolved.unknown[key]
            hint = f" — did you mean {_quote(hints)}?" if hints else f" — no {title} card has that name"
            out.append(_v("unknown-card", f"Unknown card '{name}'{hint}", [name],
                          name=name, suggestions=list(hints)))
        elif key in resolved.foreign:
            other = resolved.foreign[key]
            out.append(_v("wrong-game",
                          f"'{other.name}' is {_a(GAME_TITLES[other.game])} card, not "
                          f"{_a(title)} card", [name], name=other.name, game=other.game))

    # Kinds per zone.
    team_noun_one, team_noun_many = _TEAM_NOUN.get(game, ("card", "cards"))
    for zone in ZONES:
        for e in deck.zone(zone):
            card = resolved.card(e.name)
            if card is None:
                continue
            if zone == "team":
                if rules.team_size is None:
                    out.append(_v("wrong-zone", f"{title} decks have no team: move "
                                  f"'{card.name}' to the deck", [card.name], name=card.name,
                                  zone=zone))
                elif card.kind not in rules.team_kinds:
                    out.append(_v("wrong-zone", f"'{card.name}' is {_KIND_NOUN[card.kind]}; the "
                                  f"team holds only {team_noun_many}", [card.name],
                                  name=card.name, zone=zone))
            elif zone == "deck" and card.kind not in rules.deck_kinds:
                allowed = " and ".join(sorted(_KIND_NOUN[k].split(" ", 1)[1] + "s"
                                              for k in rules.deck_kinds))
                out.append(_v("wrong-zone", f"'{card.name}' is {_KIND_NOUN[card.kind]}; the deck "
                              f"holds only {allowed}", [card.name], name=card.name, zone=zone))

    # The team.
    team_cards = [(e, resolved.card(e.name)) for e in deck.team]
    team_count = deck.count("team")
    if rules.team_size is not None and team_count != rules.team_size:
        # "2 Monsuno" only when they all are Monsuno; otherwise count them as cards.
        all_team_kind = all(card is not None and card.kind in rules.team_kinds
                            for _e, card in team_cards)
        has = (_plural(team_count, team_noun_one, team_noun_many) if all_team_kind
               else _plural(team_count, "card", "cards"))
        out.append(_v("team-size",
                      f"The team has {has} — it needs exactly "
                      f"{_plural(rules.team_size, team_noun_one, team_noun_many)}",
                      [e.name for e in deck.team], count=team_count, required=rules.team_size))
    # With a team of one, "two of the same" is already a wrong team size.
    if rules.team_size is not None and rules.team_size > 1 and rules.team_distinct:
        seen: dict[str, str] = {}
        for e, card in team_cards:
            if card is None:
                continue
            # Redakai characters are the same across versions ("Kai - Blue Fire" and
            # "Kai - Storm" are both Kai).
            ident = name_key(_character(card) if card.kind == "character" else card.name)
            if e.count > 1:
                out.append(_v("team-not-distinct",
                              f"'{card.name}' is in the team {e.count} times — the team needs "
                              f"{rules.team_size} different {team_noun_many}", [card.name],
                              name=card.name))
            if ident in seen:
                first_name = seen[ident]
                if card.kind == "character":
                    base = _character(card)
                    msg = (f"'{first_name}' and '{card.name}' are both {base} — the team needs "
                           f"{rules.team_size} different characters")
                else:
                    msg = (f"'{card.name}' is in the team twice — the team needs "
                           f"{rules.team_size} different {team_noun_many}")
                out.append(_v("team-not-distinct", msg, [first_name, card.name],
                              name=card.name))
            else:
                seen[ident] = card.name
    if rules.launch_cap is not None:
        launches = [(card.name, int(card.fields.get("launch", 0)), e.count)
                    for e, card in team_cards if card is not None and card.kind == "monsuno"]
        total = sum(v * n for _name, v, n in launches)
        if total > rules.launch_cap:
            parts = " + ".join(f"{name} {v}" + (f" ×{n}" if n > 1 else "")
                               for name, v, n in launches)
            out.append(_v("launch-total", f"The team's launch costs add up to {total} ({parts}) "
                          f"— the limit is {rules.launch_cap}", [t[0] for t in launches],
                          total=total, cap=rules.launch_cap))

    # The deck's size.
    deck_count = deck.count("deck")
    one, many = _DECK_NOUN[game]
    if deck_count < rules.deck_min:
        lead = "Only " if deck_count else ""
        out.append(_v("deck-too-small", f"{lead}{_plural(deck_count, one, many)} — the deck "
                      f"needs at least {rules.deck_min}", [], count=deck_count,
                      minimum=rules.deck_min))
    if rules.deck_max is not None and deck_count > rules.deck_max:
        out.append(_v("deck-too-large", f"{_plural(deck_count, one, many)} — the deck holds at "
                      f"most {rules.deck_max}", [], count=deck_count, maximum=rules.deck_max))

    # Copies (deck and sideboard together), per card: a card listed under its English
    # and its Russian name is still one card.
    if rules.copy_limit is not None or rules.unique_limit is not None:
        for card, (in_deck, in_side) in _copies_per_card(resolved, ("deck", "sideboard")):
            n = in_deck + in_side
            where = ("deck and sideboard" if in_deck and in_side
                     else "sideboard" if in_side else "deck")
            if card.fields.get("unique") and rules.unique_limit is not None:
                if n > rules.unique_limit:
                    out.append(_v("unique-duplicated",
                                  f"'{card.name}' is Unique: {_plural(n, 'copy', 'copies')} "
                                  f"({where}) — {_allowed(rules.unique_limit, 'only')}",
                                  [card.name], copies=n, limit=rules.unique_limit))
            elif rules.copy_limit is not None and n > rules.copy_limit:
                out.append(_v("too-many-copies", f"{_plural(n, 'copy', 'copies')} of "
                              f"'{card.name}' ({where}) — {_allowed(rules.copy_limit, 'at most')}",
                              [card.name], copies=n, limit=rules.copy_limit))

    # MONSTER CARDS deck cost.
    if rules.cost_cap is not None:
        costs = []
        for e in deck.deck:
            card = resolved.card(e.name)
            if card is not None and card.kind == "monster" and card.game == "monster-cards":
                costs.append((card.name, card_cost(card) or 0, e.count))
        total = sum(c * n for _name, c, n in costs)
        if total > rules.cost_cap:
            costs.sort(key=lambda t: (-t[1], t[0]))
            # Every card's cost (RULES.md §3), dearest first: the player sees what to cut.
            shown = ", ".join(f"{name} {c}" + (f" ×{n}" if n > 1 else "")
                              for name, c, n in costs)
            out.append(_v("cost-total", f"Total deck cost {total} — the limit is "
                          f"{rules.cost_cap} (costs: {shown})", [c[0] for c in costs],
                          total=total, cap=rules.cost_cap))

    # Manufacturers.
    if rules.manufacturer_locked or rules.manufacturer_mismatch:
        team_makers = {str(card.fields.get("manufacturer", "")).lower()
                       for _e, card in team_cards if card is not None and card.kind == "monsuno"}
        team_makers.discard("")
        if team_cards:
            # The sideboard is only checked for copies (RULES.md §0).
            for e in deck.deck:
                card = resolved.card(e.name)
                if card is None or card.kind != "strike":
                    continue
                maker = card.fields.get("manufacturer")
                if not maker or maker.lower() in team_makers:
                    continue
                title_m = _manufacturer(maker)
                if card.fields.get("exclusive") and rules.manufacturer_locked:
                    out.append(_v("manufacturer-locked",
                                  f"'{card.name}' is exclusive to {title_m} Monsuno and the team "
                                  "has none — it cannot be played", [card.name],
                                  name=card.name, manufacturer=maker))
                elif rules.manufacturer_mismatch:
                    out.append(_v("manufacturer-mismatch",
                                  f"'{card.name}' is {_a(title_m)} card but no {title_m} Monsuno "
                                  "is in the team: it loses its bonuses and its speed counts 0",
                                  [card.name], name=card.name, manufacturer=maker))

    # The collection.
    if collection is not None:
        for card, counts in _copies_per_card(resolved, ZONES):
            need = sum(counts)
            have = collection.get(name_key(card.name), 0)
            if need > have:
                out.append(_v("not-owned", f"You own {have} of the {need} '{card.name}' the deck "
                              f"needs — {need - have} missing", [card.name], owned=have,
                              needed=need, missing=need - have))

    legal = not any(v.severity == ERROR for v in out)
    return LegalityReport(ruleset.id, legal, deck.counts(), tuple(out))


def check_deck(deck: DeckList, ruleset: Ruleset, lookup: CardLookup,
               rules: DeckRules | None = None,
               collection: Mapping[str, int] | None = None) -> LegalityReport:
    """Resolve and check in one go."""
    return check(resolve(deck, ruleset.game, lookup), ruleset, rules, collection)
