"""The rules engine API shared by every game (DESIGN.md §3, RULES.md §4).

A game is a :class:`GameState`: whose turn it is (a player index, :data:`CHANCE` or
:data:`TERMINAL`), the pending :class:`Decision`, its legal actions, and ``apply`` which
changes the state and returns :class:`Event` values. Actions are small hashable tuples.
Randomness lives in the state's own ``random.Random``; explicit chance points (who goes
first, a capsule launch) are :data:`CHANCE` turns whose outcomes can be listed, sampled or
chosen by a person. Same seed + same actions = same game, event for event.

:class:`Session` keeps the history for undo/redo and replays.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from dataclasses import fields as dataclass_fields
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

if TYPE_CHECKING:
    from deckbuilder.rules.cards import Card

CHANCE = -1
TERMINAL = -2

Action = tuple[Any, ...]

#: At a CHANCE point, "let chance decide": the state draws the outcome with its own random
#: generator while the action is applied (so undo and replays stay exact).
CHANCE_SAMPLE: Action = ("chance",)


def shuffle(rng: random.Random, x: list[Any]) -> None:
    """Shuffle ``x`` in place exactly as ``rng.shuffle(x)`` does (the same permutation for
    the same generator state; a test holds it to that), at about half the cost: the
    bounded draws of ``random.shuffle`` made inline instead of by a method call per card.
    Every game shuffles its decks, and a goldfish batch plays many short games."""
    getrandbits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


class _Replaced(random.Random):
    """Stands for a generator that :meth:`GameState.fork` is about to replace: copying it
    costs nothing."""


_REPLACED = _Replaced(0)


def copy_rng(rng: random.Random) -> random.Random:
    """A generator in the same state as ``rng`` (for ``clone``). ``random.Random()`` would
    first seed itself from the system's entropy, only to be overwritten: skipping that
    halves the cost of a copy, and the search pilots copy states thousands of times a
    decision. (A copy still reads and writes the generator's 625 words: about 15 µs, three
    times the cost of seeding a new one.)"""
    if rng is _REPLACED:
        return rng
    out = random.Random.__new__(random.Random)
    out.setstate(rng.getstate())
    return out


_Info = TypeVar("_Info")


def number_cards(groups: Sequence[tuple[int, Sequence[Card]]],
                 read: Callable[[Card], _Info]) -> tuple[list[_Info], list[int],
                                                          list[tuple[int, ...]]]:
    """Number every card instance of a game once, group after group: ``groups`` are
    (player, cards) pairs (a team, a deck). Each distinct card name is ``read`` once and
    its instances share that value. Returns ``info`` (instance → read card), ``owner``
    (instance → player) and each group's instance ids, in the order given."""
    info: list[_Info] = []
    owner: list[int] = []
    cache: dict[str, _Info] = {}
    ids: list[tuple[int, ...]] = []
    for player, cards in groups:
        first = len(info)
        for card in cards:
            ci = cache.get(card.name)
            if ci is None:
                ci = cache[card.name] = read(card)
            info.append(ci)
            owner.append(player)
        ids.append(tuple(range(first, len(info))))
    return info, owner, ids


@dataclass(frozen=True)
class Prepared:
    """Cards read once for a batch of games (``Engine.prepare_goldfish``): every card
    instance numbered once (``info``: instance → the game's read card, ``owner``: instance
    → seat), each seat's team and deck as instance ids, the options and the passive seat
    (``dummy``, None: none). ``tables``: what else the game reads once per batch (MONSTER
    CARDS: its tables), None when nothing."""

    info: tuple[Any, ...]
    owner: tuple[int, ...]
    teams: tuple[tuple[int, ...], ...]
    decks: tuple[tuple[int, ...], ...]
    options: Any
    dummy: int | None
    tables: Any = None


def prepare_seats(seats: Sequence[tuple[Sequence[Card], Sequence[Card]]],
                  read: Callable[[Card], Any], options: Any, dummy: int | None,
                  tables: Any = None) -> Prepared:
    """The :class:`Prepared` of ``seats`` ((team, deck) of each seat, seat 0 first): every
    team's cards numbered first, seat after seat, then every deck's (:func:`number_cards`;
    a game without a team gives empty ones)."""
    groups = [(p, team) for p, (team, _deck) in enumerate(seats)]
    groups += [(p, deck) for p, (_team, deck) in enumerate(seats)]
    info, owner, ids = number_cards(groups, read)
    n = len(seats)
    return Prepared(tuple(info), tuple(owner), tuple(ids[:n]), tuple(ids[n:]), options,
                    dummy, tables)


class IllegalAction(ValueError):
    """An action that is not legal now. The state is unchanged."""


# --------------------------------------------------------------------------- texts

class Msg(str):
    """A text of an engine, as a message key and parameters: ``key`` is the English
    template (``"Transform {character} into {card}"``), ``params`` fill its fields. As a
    ``str`` it is the finished English, so the command line, logs and tests read it as
    always; the window translates ``key`` and fills in the parameters (a parameter that is
    itself a ``Msg`` — a seat title, a strike type — is translated in turn; card names and
    numbers stay as they are). :meth:`joined` makes a list of texts with a separator, each
    part translated on its own. Any other ``str`` an engine shows (a card name, "3/5") is
    data, never translated."""

    key: str
    params: dict[str, Any]
    sep: str
    parts: tuple[str, ...]
    #: The number of a plural text (:meth:`counted`), None for the others.
    plural: int | None

    def __new__(cls, key: str, /, **params: Any) -> Msg:
        self = super().__new__(cls, key.format(**params) if params else key)
        self.key, self.params, self.sep, self.parts = key, params, "", ()
        self.plural = None
        return self

    @classmethod
    def counted(cls, key: str, n: int) -> Msg:
        """A plural text in Qt's form, ``%n`` and a ``(s)``: ``Msg.counted("%n card(s)", 3)``
        is "3 cards"; the window picks the plural form of its language by ``plural``."""
        n = int(n)
        self = super().__new__(cls, key.replace("(s)", "" if n == 1 else "s")
                               .replace("%n", str(n)))
        self.key, self.params, self.sep, self.parts = key, {}, "", ()
        self.plural = n
        return self

    @classmethod
    def joined(cls, sep: str, parts: Sequence[str]) -> Msg:
        """``sep.join(parts)``, the parts kept apart for translation."""
        self = super().__new__(cls, sep.join(parts))
        self.key, self.params, self.sep, self.parts = "", {}, sep, tuple(parts)
        self.plural = None
        return self

    def keys(self) -> Iterator[str]:
        """Every message key in this text: its own, its parts' and its parameters'."""
        if self.sep:
            for part in self.parts:
                if isinstance(part, Msg):
                    yield from part.keys()
            return
        yield self.key
        for value in self.params.values():
            if isinstance(value, Msg):
                yield from value.keys()

    def __repr__(self) -> str:
        return f"Msg({str(self)!r})"


# --------------------------------------------------------------------------- decisions

@dataclass(frozen=True, slots=True)
class Option:
    """One choice of a decision: the action it stands for and a short label (a
    :class:`Msg`).

    ``instance`` is the card instance the option plays or uses (the table lets the player
    click or drag that card) and ``target`` the key of the table zone it goes to or aims
    at (see :class:`ZoneView`), so a drag of a card onto a zone finds its option."""

    action: Action
    label: str
    card: str | None = None  # the card the option is about, if any
    instance: int | None = None
    target: str | None = None


class DecisionKind(StrEnum):
    """The closed set of decisions (a ``str``, so ``kind == "choose_one"`` and JSON stay as
    they were)."""

    CONFIRM = "confirm"
    CHOOSE_ONE = "choose_one"
    CHOOSE_MANY = "choose_many"
    ORDER = "order"
    NUMBER = "number"


@dataclass(frozen=True, slots=True)
class Decision:
    """What the player to act must decide. ``kind`` is one of ``confirm``,
    ``choose_one``, ``choose_many``, ``order``, ``number`` (a closed set the window and
    the bots both answer). ``key`` names the situation (for tests and bots); ``prompt`` is a
    :class:`Msg`; ``params`` are the numbers in it.

    * choose_one: the action is one option's action.
    * choose_many: the action is ``(tag, i, j, …)`` with the chosen option indices in
      increasing order, between ``minimum`` and ``maximum`` of them.
    * order: the action is ``(tag, permutation of the option indices)``.
    * number: the action is ``(tag, n)`` with ``minimum <= n <= maximum``.
    * confirm: a single option.
    """

    kind: DecisionKind
    player: int
    key: str
    prompt: str
    options: tuple[Option, ...] = ()
    minimum: int = 0
    maximum: int = 0
    tag: str = ""
    params: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)


# --------------------------------------------------------------------------- the table

@dataclass(frozen=True, slots=True)
class CardView:
    """A card as it lies on the table: its instance, name, small notes shown on it
    (:class:`Msg` values or seat titles: "tired", "power 3"), and its state (``""``, ``tired``, ``defeated``, ``blanked``,
    ``face-down``, ``attached``)."""

    instance: int
    name: str
    notes: tuple[str, ...] = ()
    state: str = ""


@dataclass(frozen=True, slots=True)
class ZoneView:
    """One zone of the table. ``kind``: ``hand`` (cards in a row, the player's to play),
    ``pile`` (face down, only ``count`` shown; ``browsable`` piles can be looked into),
    ``row`` (cards side by side), ``stack`` (a card with cards stacked on it: a Redakai
    character, a Monsuno with clips) or ``slot`` (one place, e.g. the Attack zone).
    ``key`` is stable (``p0.hand``, ``p1.char.2``) and is what option targets name.
    ``title`` is a :class:`Msg` ("Hand") or a card name; each counter a (name, value) pair
    of a :class:`Msg` and a :class:`Msg` or plain data ("3/5")."""

    key: str
    title: str
    kind: str
    cards: tuple[CardView, ...] = ()
    count: int | None = None
    counters: tuple[tuple[str, str], ...] = ()
    browsable: bool = False


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player's side of the table: title, counters (Kairu, life…) and zones."""

    player: int
    title: str
    counters: tuple[tuple[str, str], ...]
    zones: tuple[ZoneView, ...]


# --------------------------------------------------------------------------- events

@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """Something that happened: one subclass per kind (``CardDrawn``, ``AttackHit``… in
    ``rules/events.py`` and each game's ``events.py``) with typed fields. ``name`` is the
    kind's stable id (``card_drawn``) as the trace writes it, ``player`` whose event it is
    (or -1). When the state is tracing, ``turn`` and ``zones`` (every player's zone sizes)
    record the moment it happened; they are not fields of the event itself."""

    name: ClassVar[str] = "event"
    player: int
    turn: int | None = field(default=None, compare=False, repr=False)
    zones: dict[int, dict[str, int]] | None = field(default=None, compare=False, repr=False)

    def fields(self) -> dict[str, Any]:
        """The event's own fields in their order (a field that is None did not apply and is
        left out)."""
        names = _EVENT_FIELDS.get(type(self))
        if names is None:
            names = _EVENT_FIELDS[type(self)] = tuple(
                f.name for f in dataclass_fields(self) if f.name not in _BASE_FIELDS)
        out = {}
        for n in names:
            v = getattr(self, n)
            if v is not None:
                out[n] = v
        return out

    def to_json(self) -> dict[str, Any]:
        return {"event": self.name, "player": self.player, **self.fields()}


_BASE_FIELDS = frozenset({"player", "turn", "zones"})
_EVENT_FIELDS: dict[type, tuple[str, ...]] = {}


# --------------------------------------------------------------------------- hidden cards

@dataclass(frozen=True, slots=True)
class FaceDown:
    """A card set down face down: ``holder[index]`` (a list of the state's own, such as a
    combat's strike card per player). ``allowed`` says which cards the rules would have
    let its owner set there (None: any card of its pool) — a card dealt into it in an
    imagined world must be one of those."""

    holder: list[int]
    index: int
    allowed: Callable[[int], bool] | None = None


@dataclass(frozen=True, slots=True)
class Hidden:
    """One pool of cards a seat cannot see, and the places they are in: the whole of each
    of ``zones`` (the state's own lists: another seat's hand, a draw pile — every zone
    keeps its size) and the ``face_down`` cards. Any dealing of the pool's cards among
    these places looks the same to the seat (see :meth:`GameState.hidden_from`)."""

    zones: tuple[list[int], ...]
    face_down: tuple[FaceDown, ...] = ()

    def cards(self) -> list[int]:
        """Every card of the pool."""
        out = [c for zone in self.zones for c in zone]
        out += [f.holder[f.index] for f in self.face_down]
        return out


# --------------------------------------------------------------------------- state

class GameState:
    """Base class of every game's state. Subclasses keep their fields in ``__slots__`` and
    implement the methods below; states are mutable and copied with :meth:`clone`."""

    ruleset_id: ClassVar[str] = ""
    __slots__ = ("events_on", "options", "rng", "tracing", "turn", "winner")

    rng: random.Random
    options: Any
    events_on: bool    # False in batch simulations (no Event objects made)
    tracing: bool      # events carry the zone sizes at the moment they happen
    turn: int          # number of turns begun, both players together
    winner: int | None  # player index, -1 for a draw, None while playing
    # Every engine keeps these three (in its own slots); the defaults below read them.
    owner: list[int]    # card instance → the player it belongs to
    info: Sequence[Any]  # card instance → its data (with a ``name``)
    pturns: list[int]   # player → turns begun

    def fork(self, rng: random.Random) -> GameState:
        """A copy of the state (as :meth:`clone`) whose chance to come is drawn from
        ``rng`` instead: the search pilots' imagined worlds, made without first copying
        the generator they replace."""
        own = self.rng
        self.rng = _REPLACED
        try:
            s = self.clone()
        finally:
            self.rng = own
        s.rng = rng
        return s

    def _copy_base(self, s: GameState) -> None:
        """Copy the fields every state keeps into ``s``, a new state of the same class
        (for ``clone``): the options are shared, the random generator copied."""
        s.options = self.options
        s.rng = copy_rng(self.rng)
        s.turn = self.turn
        s.winner = self.winner
        s.events_on = self.events_on
        s.tracing = self.tracing

    # --- events -------------------------------------------------------------------

    def _emit(self, ev: list[Event], kind: type[Event], player: int, **data: Any) -> None:
        """Record an event of type ``kind`` (when events are on). When tracing, the turn and
        every player's zone sizes at that moment go with it."""
        if self.events_on:
            if self.tracing:
                ev.append(kind(player=player, turn=self.turn, zones=self.zone_counts(), **data))
            else:
                ev.append(kind(player=player, **data))

    # --- the API ------------------------------------------------------------------

    def current_player(self) -> int:
        raise NotImplementedError

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def decision(self) -> Decision | None:
        """The pending decision in words (None when the game is over or at chance)."""
        raise NotImplementedError

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a CHANCE point: the outcomes and their probabilities."""
        raise NotImplementedError

    def sample_chance(self) -> Action:
        """At a CHANCE point: the action that lets chance decide (see CHANCE_SAMPLE)."""
        return CHANCE_SAMPLE

    def chance_text(self, action: Action) -> Msg | None:
        """A chance outcome in the game's own words ("The launch misses…"), None where the
        window's shared words do (who goes first, who wins a toss) or none fit."""
        return None

    def _draw_outcome(self) -> Action:
        outcomes = self.chance_outcomes()
        r = self.rng.random()
        acc = 0.0
        for action, p in outcomes:
            acc += p
            if r < acc:
                return action
        return outcomes[-1][0]

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` (checked first: an illegal one raises
        :class:`IllegalAction` and changes nothing) and return what happened."""
        if action not in self.legal_actions():
            raise IllegalAction(self.explain_illegal(action))
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """:meth:`apply` without the legality check, for bots that picked from
        :meth:`legal_actions` (the batch simulations)."""
        if action == CHANCE_SAMPLE:
            action = self._draw_outcome()
        return self._apply(action)

    def _apply(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def explain_illegal(self, action: Action) -> str:
        if self.is_terminal():
            return "the game is over"
        d = self.decision()
        what = d.prompt if d else "a chance outcome"
        return f"{action!r} is not legal now (waiting for: {what})"

    def clone(self) -> GameState:
        raise NotImplementedError

    def hidden_from(self, seat: int | None) -> list[Hidden]:
        """The hidden-information contract: every card ``seat`` cannot see, in pools
        (:class:`Hidden`) whose cards could be dealt among their places in any way without
        the seat being able to tell — the other seats' hands, every draw pile and its order
        (the seat's own included), a card another seat has set face down, anything an
        effect hides. Each pool holds cards of one seat only, and a card the seat has seen
        where it is now is in none. The search pilots deal exactly these anew in every
        world they imagine (``pilots.redeal``), and nothing else, so a pilot that plays a
        seat cannot see more than the person in it. (A seat may be made to forget: a card
        it saw go into a hidden place is dealt like any other there — never to know more.)
        ``seat`` None: no seat in particular, only the draw piles, each on its own (a
        goldfish player's deck order). The lists are the state's own: read, or deal anew in
        place. Used only by the pilots, never on a game's own path."""
        raise NotImplementedError

    def state_key(self) -> tuple[Any, ...]:
        """Everything that makes this state what it is (equal keys = equal states)."""
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and self.state_key() == other.state_key()

    __hash__ = None  # type: ignore[assignment]  # mutable

    # --- what the window, the statistics and the tests look at ------------------

    def num_players(self) -> int:
        return 2

    def card_locations(self) -> dict[int, dict[str, list[int]]]:
        """player → zone → card instance ids (each card of a player in exactly one zone)."""
        raise NotImplementedError

    def all_cards(self) -> dict[int, list[int]]:
        """player → every card instance id the player owns."""
        out: dict[int, list[int]] = {p: [] for p in range(self.num_players())}
        for c, p in enumerate(self.owner):
            out[p].append(c)
        return out

    def zone_counts(self) -> dict[int, dict[str, int]]:
        return {p: {z: len(ids) for z, ids in zones.items()}
                for p, zones in self.card_locations().items()}

    def card_name(self, instance: int) -> str:
        return str(self.info[instance].name)

    def player_turns(self, player: int) -> int:
        """How many turns ``player`` has begun."""
        return self.pturns[player]

    def hand_names(self, player: int) -> list[str]:
        raise NotImplementedError

    def hand_ids(self, player: int) -> list[int]:
        """The card instances :meth:`hand_names` names, in that order. It is the state's own
        list, not a copy (the batch runner looks at it after every step): read, don't change."""
        raise NotImplementedError

    def deck_order(self, player: int) -> list[str]:
        """The names in the player's draw pile, top card first."""
        raise NotImplementedError

    def is_play(self, action: Action) -> bool:
        """Whether an action of the player puts a card into play (for "dead turns")."""
        raise NotImplementedError

    def table_view(self) -> list[PlayerView]:
        """The table as the playtest window draws it (player 0 first)."""
        raise NotImplementedError

    def seat_title(self, player: int) -> Msg:
        """"You" for player 0; "Dummy" or "Player N" for the others."""
        dummy = getattr(self, "dummy", None)
        if player == 0:
            return Msg("You")
        return Msg("Dummy") if dummy == player else Msg("Player {number}", number=player + 1)


def expand(entries: Sequence[Any], cards: Callable[[str], Card | None]) -> list[Card]:
    """Deck entries (name, count) → one Card per copy, via a name → Card lookup."""
    out: list[Card] = []
    for e in entries:
        card = cards(e.name)
        if card is None:
            raise ValueError(f"unknown card {e.name!r}")
        out.extend([card] * e.count)
    return out


# --------------------------------------------------------------------------- engines

class Engine:
    """A ruleset's engine: its options type, how a game starts, its bots and odds model."""

    ruleset_id: str = ""
    game: str = ""
    #: Verbs of RULES.md §1.4 this engine carries out; other verbs are "not simulated".
    simulated_verbs: frozenset[str] = frozenset()
    #: The least rollouts the planner gives each candidate move (None: the pilots'
    #: ``MIN_PER``). A game whose decisions are told apart by fewer may say so: its
    #: planner is then that much faster.
    planner_min_per: int | None = None

    def options_type(self) -> Any:
        raise NotImplementedError

    def prepare_goldfish(self, deck: Any, *, options: Any = None, dummy: Any = None) -> Any:
        """Everything about a goldfish game that does not change from game to game (the
        cards read into the engine's form), made once per batch. ``deck`` and ``dummy`` are
        resolved decks (:class:`deckbuilder.rules.legality.ResolvedDeck`); ``dummy`` None
        means the ruleset's built-in dummy."""
        raise NotImplementedError

    def start(self, prepared: Any, seed: int) -> GameState:
        """A new game from :meth:`prepare_goldfish`, shuffled with ``seed``."""
        raise NotImplementedError

    def new_goldfish(self, deck: Any, *, options: Any = None, seed: int = 0,
                     dummy: Any = None) -> GameState:
        """A goldfish game: player 0 plays ``deck``, player 1 is the dummy."""
        return self.start(self.prepare_goldfish(deck, options=options, dummy=dummy), seed)

    def policies(self) -> dict[str, Callable[[GameState, random.Random], Action]]:
        """Bot policies by name (``greedy``, ``random``)."""
        raise NotImplementedError

    #: What "by turn T" counts in this ruleset's odds and charts: ``turn`` or ``clash``.
    turn_unit = "turn"

    def opening_hand(self, options: Any) -> int:
        """Cards in the opening hand (for exact draw odds)."""
        raise NotImplementedError

    def cards_seen(self, options: Any, turn: int, first: bool) -> int:
        """Cards a player has drawn in all by the start of their ``turn``-th turn (after
        that turn's draw), going first or second — the model behind the exact odds."""
        raise NotImplementedError

    def not_simulated(self, cards: Sequence[Any]) -> list[str]:
        """Names of the cards whose effects this engine cannot carry out."""
        from deckbuilder.rules.cards import field_specs

        out = []
        for card in cards:
            verbs: set[str] = set()
            for spec in field_specs(card.game, card.kind):
                value = card.fields.get(spec.name)
                if spec.type == "react" and value:
                    value = value.get("effects")
                elif spec.type != "effects":
                    continue
                verbs.update(e["do"] for e in value or ())
            if verbs - self.simulated_verbs:
                out.append(card.name)
        return sorted(set(out))


#: A bot or a pilot: the action it picks in a state, drawing any randomness from the
#: generator it is given.
Policy = Callable[[GameState, random.Random], Action]
PolicyT = TypeVar("PolicyT", bound=Callable[..., Any])


def rng_free(policy: PolicyT) -> PolicyT:
    """Mark a bot policy that never draws from the generator it is given (the greedy bots):
    a batch then lends it one generator for all its games instead of seeding a new one per
    game, which costs as much as a few of its decisions."""
    setattr(policy, "rng_free", True)  # noqa: B010  (mypy knows no attributes of a Callable)
    return policy


def random_policy(state: GameState, rng: random.Random) -> Action:
    """A uniformly random legal action."""
    actions = state.legal_actions()
    return actions[rng.randrange(len(actions))]


# --------------------------------------------------------------------------- sessions

@dataclass
class Step:
    action: Action
    events: list[Event]


class Session:
    """A game being played with history: undo/redo to any point, replays.

    States are snapshotted before every action, so stepping back restores the exact
    earlier state (its random generator included).
    """

    def __init__(self, state: GameState):
        self.state = state
        self._past: list[tuple[GameState, Step]] = []
        self._future: list[tuple[Action, list[Event]]] = []

    @property
    def steps(self) -> list[Step]:
        return [s for _st, s in self._past]

    def events(self) -> Iterator[Event]:
        for _st, step in self._past:
            yield from step.events

    def apply(self, action: Action) -> list[Event]:
        before = self.state.clone()
        events = self.state.apply(action)
        self._past.append((before, Step(action, events)))
        self._future.clear()
        return events

    def can_undo(self) -> bool:
        return bool(self._past)

    def can_redo(self) -> bool:
        return bool(self._future)

    def undo(self, steps: int = 1) -> None:
        for _ in range(steps):
            if not self._past:
                return
            before, step = self._past.pop()
            self._future.append((step.action, step.events))
            self.state = before

    def redo(self, steps: int = 1) -> None:
        for _ in range(steps):
            if not self._future:
                return
            action, _events = self._future.pop()
            before = self.state.clone()
            events = self.state.apply(action)
            self._past.append((before, Step(action, events)))

    def undo_to(self, index: int) -> None:
        """Go back to the state before step ``index`` (0 = the start)."""
        self.undo(len(self._past) - index)
