"""Deck legality: is a deck list legal under a ruleset, and if not, why (RULES.md §3).

Names are first resolved against the catalog (:func:`resolve`); the check itself
(:func:`check`) is pure and fast, so an editor can run it on every change.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, Protocol

from deckbuilder.rules.cards import (
    Card,
    name_key,
)
from deckbuilder.rules.decklist import ZONES, DeckEntry, DeckList, name_forms
from deckbuilder.rules.registry import DeckRules, Ruleset

if TYPE_CHECKING:
    from deckbuilder.rules.game import Game

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


def plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def a_an(word: str) -> str:
    """The word with "a" or "an" before it, by its first letter ("an Eklipse", "a Core-Tech";
    letters-as-names like S.T.O.R.M. are read as words in the show, so "a S.T.O.R.M.")."""
    return f"{'an' if word[:1].lower() in ('a', 'e', 'i', 'o', 'u') else 'a'} {word}"


def allowed(limit: int, lead: str) -> str:
    """ "at most 3 allowed" — or "none allowed" when the limit is 0."""
    return "none allowed" if limit == 0 else f"{lead} {limit} allowed"


def violation(code: str, message: str, cards: Iterable[str] = (), **params: Any) -> Violation:
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


# --------------------------------------------------------------------------- the checks

@dataclass
class CheckContext:
    """What every check of one deck reads: the resolved deck, the rules and the game."""

    resolved: ResolvedDeck
    rules: DeckRules
    game: Game
    collection: Mapping[str, int] | None = None

    @property
    def deck(self) -> DeckList:
        return self.resolved.deck

    @property
    def title(self) -> str:
        return self.game.title

    @cached_property
    def team_cards(self) -> list[tuple[DeckEntry, Card | None]]:
        return [(e, self.resolved.card(e.name)) for e in self.deck.team]


#: A check of one rule: the violations it finds (in the order they are reported).
Check = Callable[[CheckContext], list[Violation]]


def check_names(c: CheckContext) -> list[Violation]:
    """Names that are not cards of this game."""
    from deckbuilder.rules.registry import get_game

    out: list[Violation] = []
    resolved, deck, title = c.resolved, c.deck, c.title
    for name in deck.names():
        key = name_key(name)
        if key in resolved.unknown:
            hints = resolved.unknown[key]
            hint = f" — did you mean {_quote(hints)}?" if hints else f" — no {title} card has that name"
            out.append(violation("unknown-card", f"Unknown card '{name}'{hint}", [name],
                          name=name, suggestions=list(hints)))
        elif key in resolved.foreign:
            other = resolved.foreign[key]
            out.append(violation("wrong-game",
                          f"'{other.name}' is {a_an(get_game(other.game).title)} card, not "
                          f"{a_an(title)} card", [name], name=other.name, game=other.game))
    return out


def check_zones(c: CheckContext) -> list[Violation]:
    """Every card in a zone that holds its kind."""
    out: list[Violation] = []
    resolved, deck, rules, title = c.resolved, c.deck, c.rules, c.title
    kind_noun = c.game.kind_nouns
    team_noun_many = c.game.team_noun[1]
    for zone in ZONES:
        for e in deck.zone(zone):
            card = resolved.card(e.name)
            if card is None:
                continue
            if zone == "team":
                if rules.team_size is None:
                    out.append(violation("wrong-zone", f"{title} decks have no team: move "
                                  f"'{card.name}' to the deck", [card.name], name=card.name,
                                  zone=zone))
                elif card.kind not in rules.team_kinds:
                    out.append(violation("wrong-zone", f"'{card.name}' is {kind_noun[card.kind]}; the "
                                  f"team holds only {team_noun_many}", [card.name],
                                  name=card.name, zone=zone))
            elif zone == "deck" and card.kind not in rules.deck_kinds:
                allowed = " and ".join(sorted(kind_noun[k].split(" ", 1)[1] + "s"
                                              for k in rules.deck_kinds))
                out.append(violation("wrong-zone", f"'{card.name}' is {kind_noun[card.kind]}; the deck "
                              f"holds only {allowed}", [card.name], name=card.name, zone=zone))
    return out


def check_team(c: CheckContext) -> list[Violation]:
    """The team's size, and its cards all different."""
    out: list[Violation] = []
    deck, rules = c.deck, c.rules
    team_cards = c.team_cards
    team_noun_one, team_noun_many = c.game.team_noun
    team_count = deck.count("team")
    if rules.team_size is not None and team_count != rules.team_size:
        # "2 Monsuno" only when they all are Monsuno; otherwise count them as cards.
        all_team_kind = all(card is not None and card.kind in rules.team_kinds
                            for _e, card in team_cards)
        has = (plural(team_count, team_noun_one, team_noun_many) if all_team_kind
               else plural(team_count, "card", "cards"))
        out.append(violation("team-size",
                      f"The team has {has} — it needs exactly "
                      f"{plural(rules.team_size, team_noun_one, team_noun_many)}",
                      [e.name for e in deck.team], count=team_count, required=rules.team_size))
    # With a team of one, "two of the same" is already a wrong team size.
    if rules.team_size is not None and rules.team_size > 1 and rules.team_distinct:
        identity = c.game.team_identity
        seen: dict[str, str] = {}
        for e, card in team_cards:
            if card is None:
                continue
            # Versions of one team card are the same card where the game says so (Redakai:
            # "Kai - Blue Fire" and "Kai - Storm" are both Kai).
            base = card.fields.get(identity) if identity else None
            ident = name_key(str(base or card.name))
            if e.count > 1:
                out.append(violation("team-not-distinct",
                              f"'{card.name}' is in the team {e.count} times — the team needs "
                              f"{rules.team_size} different {team_noun_many}", [card.name],
                              name=card.name))
            if ident in seen:
                first_name = seen[ident]
                if base:
                    msg = (f"'{first_name}' and '{card.name}' are both {base} — the team needs "
                           f"{rules.team_size} different {team_noun_many}")
                else:
                    msg = (f"'{card.name}' is in the team twice — the team needs "
                           f"{rules.team_size} different {team_noun_many}")
                out.append(violation("team-not-distinct", msg, [first_name, card.name],
                              name=card.name))
            else:
                seen[ident] = card.name
    return out


def check_deck_size(c: CheckContext) -> list[Violation]:
    """The deck's size within the ruleset's bounds."""
    out: list[Violation] = []
    deck, rules = c.deck, c.rules
    deck_count = deck.count("deck")
    one, many = c.game.deck_noun
    if deck_count < rules.deck_min:
        lead = "Only " if deck_count else ""
        out.append(violation("deck-too-small", f"{lead}{plural(deck_count, one, many)} — the deck "
                      f"needs at least {rules.deck_min}", [], count=deck_count,
                      minimum=rules.deck_min))
    if rules.deck_max is not None and deck_count > rules.deck_max:
        out.append(violation("deck-too-large", f"{plural(deck_count, one, many)} — the deck holds at "
                      f"most {rules.deck_max}", [], count=deck_count, maximum=rules.deck_max))
    return out


def check_copies(c: CheckContext) -> list[Violation]:
    """Copies of a card (and of a Unique card) in deck and sideboard."""
    out: list[Violation] = []
    resolved, rules = c.resolved, c.rules
    # Copies (deck and sideboard together), per card: a card listed under its English
    # and its Russian name is still one card.
    if rules.copy_limit is not None or rules.unique_limit is not None:
        for card, (in_deck, in_side) in _copies_per_card(resolved, ("deck", "sideboard")):
            n = in_deck + in_side
            where = ("deck and sideboard" if in_deck and in_side
                     else "sideboard" if in_side else "deck")
            unique = c.game.unique_field
            if unique and card.fields.get(unique) and rules.unique_limit is not None:
                if n > rules.unique_limit:
                    out.append(violation("unique-duplicated",
                                  f"'{card.name}' is Unique: {plural(n, 'copy', 'copies')} "
                                  f"({where}) — {allowed(rules.unique_limit, 'only')}",
                                  [card.name], copies=n, limit=rules.unique_limit))
            elif rules.copy_limit is not None and n > rules.copy_limit:
                out.append(violation("too-many-copies", f"{plural(n, 'copy', 'copies')} of "
                              f"'{card.name}' ({where}) — {allowed(rules.copy_limit, 'at most')}",
                              [card.name], copies=n, limit=rules.copy_limit))
    return out


def check_owned(c: CheckContext) -> list[Violation]:
    """Cards the collection lacks (only when a collection is given)."""
    out: list[Violation] = []
    resolved, collection = c.resolved, c.collection
    if collection is None:
        return out
    for card, counts in _copies_per_card(resolved, ZONES):
        need = sum(counts)
        have = collection.get(name_key(card.name), 0)
        if need > have:
            out.append(violation("not-owned", f"You own {have} of the {need} '{card.name}' the "
                                 f"deck needs — {need - have} missing", [card.name], owned=have,
                                 needed=need, missing=need - have))
    return out


#: The checks of a ruleset that selects none (the rules every game has).
STANDARD_CHECKS: tuple[Check, ...] = (check_names, check_zones, check_team, check_deck_size,
                                      check_copies)


def check(resolved: ResolvedDeck, ruleset: Ruleset, rules: DeckRules | None = None,
          collection: Mapping[str, int] | None = None) -> LegalityReport:
    """Check a resolved deck with the checks its ruleset selects. ``collection`` (name key →
    copies owned) adds ``not-owned`` warnings."""
    from deckbuilder.rules.registry import get_game

    c = CheckContext(resolved, rules or ruleset.deck_rules, get_game(ruleset.game), collection)
    out: list[Violation] = []
    for rule in ruleset.checks or STANDARD_CHECKS:
        out.extend(rule(c))
    out.extend(check_owned(c))
    legal = not any(v.severity == ERROR for v in out)
    return LegalityReport(ruleset.id, legal, c.deck.counts(), tuple(out))


def check_deck(deck: DeckList, ruleset: Ruleset, lookup: CardLookup,
               rules: DeckRules | None = None,
               collection: Mapping[str, int] | None = None) -> LegalityReport:
    """Resolve and check in one go."""
    return check(resolve(deck, ruleset.game, lookup), ruleset, rules, collection)
