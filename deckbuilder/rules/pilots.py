"""Search pilots: ``planner`` (fair) and ``clairvoyant`` (the cheating bound).

Both answer every decision of their seat by trying each legal action and playing the game
on from there with the ruleset's greedy bot (rollouts), choosing the action whose
rollouts win soonest (a goldfish player: kill the dummy). They use only the generic engine
API (``clone``, ``legal_actions``, ``apply_unchecked``, ``current_player``,
``player_turns``, ``winner``), the hidden-information contract every engine states
(:meth:`GameState.hidden_from`: for a seat, every card it cannot see — other hands, every
draw pile and its order, a face-down card, anything an effect hides — in pools it could
not tell apart) and ``state.rng``, which draws everything still to come (shuffles, chance
points). So any decision an engine asks — targets, discards, reacts, launch payments,
outcome choices, zones — is handled the same way.

* ``planner`` plays fair: before each rollout it deals every card its seat cannot see
  anew (:func:`redeal`: each pool sorted, then shuffled with its own generator; a
  face-down card replaced by one its owner could have set) and gives the copy a fresh
  generator, so neither the hidden cards, nor the order of a deck, nor the future the
  game's generator holds can leak into its choice (the tests deal the hidden cards anew
  and check the choice does not move, for every ruleset). An action's value is the mean
  kill turn over the same worlds for every action (common random numbers), and it leaves
  the greedy bot's choice only for a clearly better one.
* ``clairvoyant`` cheats by design: it searches the true state — the other seats' hands,
  face-down cards, deck order and future chance included. Every rollout is then an exact
  line of play, so an action's value is the best line found, and the best line so far is
  kept and followed unless a better one turns up. Its kill turn is the upper bound of what
  any pilot could do with that shuffle, a lower bound for a fair one's kill turn (bounded
  search: a better line may exist that it did not find, so it is an estimate of the bound
  from above, never below what was actually achieved). It never plays a seat against a
  person or another deck.

Games not won within the limit count as ``max_turns + 1`` throughout.
"""

from __future__ import annotations

import random
from typing import Any

from deckbuilder.rules.engine import CHANCE, TERMINAL, Action, GameState, Policy, shuffle

#: Rollouts per decision when no budget is given. On the starter decks 8 left the planner
#: 0.75 turns behind the bound with Monsuno hard and 16 about 0.5; 32 did no better (what
#: is left is what knowing the deck order is worth), at half the speed.
DEFAULT_BUDGET = 16
#: At most this many candidate actions are tried at one decision (the greedy bot's choice
#: always among them); a hand-limit discard of several cards can have dozens.
MAX_CANDIDATES = 8
#: Each candidate gets at least this many rollouts (never more than the budget),
#: however many candidates there are: a decision with eight candidates then costs up to
#: twice the budget. With one or two rollouts each, the best of eight noisy means is
#: mostly luck, and a move picked by luck costs turns: on the Monsuno hard starter deck
#: the planner came 0.09 ± 0.07 turns closer to the bound (600 seeds, paired: 0.56, 0.63
#: and 0.66 turns behind it before, 0.46, 0.50 and 0.63 after), the tournament deck from
#: 0.42 to 0.33. 8 did no better; neither did a budget of 32, a smaller or larger margin,
#: successive halving, re-checking the winner on fresh shuffles, or four times the
#: budget on the first two turns (what is left is mostly which Monsuno to launch first,
#: which the bound picks knowing the cards to come).
MIN_PER = 4
#: The planner leaves the greedy choice only for an action whose rollouts kill at least
#: this many turns sooner on average (noise of a few rollouts is not a reason to move).
MARGIN = 0.15
#: Rollouts look at most this many of the player's turns ahead (within the turn limit; a
#: decision whose options all miss the kill within it keeps the greedy choice). Shorter
#: horizons were tried: they leave the early turns to the greedy bot, which cost the
#: Monsuno decks 3-4 turns against the bound, and are not even faster (the games the
#: search shortens end sooner). The clairvoyant always looks to the limit.
HORIZON = 20
#: Share of random moves in the clairvoyant's exploring rollouts.
EXPLORE = 0.2

PILOTS = ("planner", "clairvoyant")


def _quiet_copy(state: GameState) -> GameState:
    st = state.clone()
    st.events_on = False
    st.tracing = False
    return st


def _generator(state: tuple[Any, ...]) -> random.Random:
    """A generator in the given state (``random.Random()`` would seed itself first)."""
    rng = random.Random.__new__(random.Random)
    rng.setstate(state)
    return rng


def redeal(state: GameState, seat: int | None, rng: random.Random) -> None:
    """Deal the cards ``seat`` cannot see anew with ``rng`` (in place): exactly what the
    engine's hidden-information contract names (:meth:`GameState.hidden_from`), and
    nothing else. Each pool is sorted first, so the result does not depend on where its
    cards really were; a face-down card is the first card of the shuffled pool the rules
    would have let be set there, the rest fill the zones, each keeping its size."""
    for hidden in state.hidden_from(seat):
        pool = sorted(hidden.cards())
        shuffle(rng, pool)
        for down in hidden.face_down:
            allowed = down.allowed
            at = 0 if allowed is None else next(
                i for i, c in enumerate(pool) if allowed(c))  # (the true card is one)
            down.holder[down.index] = pool.pop(at)
        at = 0
        for zone in hidden.zones:
            n = len(zone)
            zone[:] = pool[at:at + n]
            at += n


def determinize(state: GameState, rng: random.Random, seat: int | None = None) -> GameState:
    """A copy of ``state`` in which every card ``seat`` cannot see is dealt anew with
    ``rng`` (see :func:`redeal`; ``seat`` None: the draw piles only) and the game's own
    generator replaced: what the player may believe the hidden cards are."""
    st, chance = _dealt(state, rng, seat)
    st.rng = random.Random(chance)
    return st


def _dealt(state: GameState, rng: random.Random, seat: int | None) -> tuple[GameState, int]:
    """A quiet copy of ``state`` with the hidden cards dealt anew with ``rng``, and the seed
    of its chance to come (its generator is still ``rng``: the caller replaces it)."""
    st = state.fork(rng)
    st.events_on = False
    st.tracing = False
    redeal(st, seat, rng)
    return st, rng.getrandbits(64)


def _deal(state: GameState, seeds: list[int], seat: int) -> list[tuple[GameState, int]]:
    """The worlds of one decision, each dealt once for all its candidates (as
    :func:`determinize` with ``random.Random(seed)``): the state with the hidden cards
    dealt, and the seed of its chance to come."""
    return [_dealt(state, random.Random(seed), seat) for seed in seeds]


def rollout(state: GameState, player: int, limit: int, greedy: Policy, rng: random.Random,
            explore: float = 0.0, line: list[Action] | None = None) -> int:
    """Play ``state`` (changed in place) to the end with ``greedy`` (with a share
    ``explore`` of random moves); the player's kill turn, or ``limit + 1`` when the game is
    not won by the player's ``limit``-th turn. ``line`` collects the actions taken."""
    turns = state.player_turns
    current_player = state.current_player
    apply = state.apply_unchecked
    while True:
        cp = current_player()
        if cp == TERMINAL:
            break
        if cp == CHANCE:
            action = state.sample_chance()
        elif explore and cp == player and rng.random() < explore:
            actions = state.legal_actions()
            action = actions[rng.randrange(len(actions))]
        else:
            action = greedy(state, rng)
        if line is not None:
            line.append(action)
        apply(action)
        if turns(player) > limit:
            return limit + 1
    return turns(player) if state.winner == player else limit + 1


def _candidates(actions: list[Action], first: Action, rng: random.Random) -> list[Action]:
    rest = [a for a in actions if a != first]
    if len(rest) >= MAX_CANDIDATES:
        rest = rng.sample(rest, MAX_CANDIDATES - 1)
    return [first, *rest]


class Planner:
    """The fair search pilot (see the module text). ``budget``: rollouts per decision
    (each candidate gets at least ``min(min_per, budget)`` of them; ``min_per`` None:
    :data:`MIN_PER`)."""

    def __init__(self, greedy: Policy, *, max_turns: int = 20, budget: int | None = None,
                 player: int = 0, min_per: int | None = None):
        self.greedy = greedy
        self.max_turns = max_turns
        self.budget = max(1, budget if budget is not None else DEFAULT_BUDGET)
        self.player = player
        self.min_per = max(1, min_per if min_per is not None else MIN_PER)

    def __call__(self, state: GameState, rng: random.Random) -> Action:
        p = state.current_player()
        seed = rng.getrandbits(64)
        if p != self.player:
            return self.greedy(state, rng)
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        own = random.Random(seed)
        view = determinize(state, random.Random(own.getrandbits(64)), self.player)
        first = self.greedy(view, random.Random(own.getrandbits(64)))
        if first not in actions:  # (an engine whose options depend on the hidden cards)
            first = actions[0]
        return self.choose(state, _candidates(actions, first, own), own)

    def choose(self, state: GameState, candidates: list[Action],
               own: random.Random) -> Action:
        per = max(min(self.min_per, self.budget), self.budget // len(candidates))
        limit = min(self.max_turns, state.player_turns(self.player) + HORIZON)
        worlds = _deal(state, [own.getrandbits(64) for _ in range(per)], self.player)
        # Bots that draw no random numbers (every greedy bot) share one generator.
        shared = random.Random(0) if getattr(self.greedy, "rng_free", False) else None
        # No game can be won before the turn it is in: a rollout is worth at least
        # ``now``. So the search stops as soon as it knows the choice cannot move — the
        # greedy choice wins this turn in every world, or a candidate's rollouts so far
        # already keep it from the margin whatever the rest give — and picks exactly
        # what the full search would (13 % fewer rollouts with the Monsuno hard starter
        # deck, 5 % with Redakai's).
        now = state.player_turns(self.player)
        best, best_value = candidates[0], 0.0
        for i, action in enumerate(candidates):
            total = 0
            left = per
            for world, chance in worlds:
                st = world.fork(random.Random(chance))
                st.apply_unchecked(action)
                total += rollout(st, self.player, limit, self.greedy,
                                 shared or random.Random(chance ^ 1))
                left -= 1
                # (The same sum as the switch below, so it agrees with it to the bit.)
                if i and (total + left * now) / per >= best_value - MARGIN:
                    break
            else:
                value = total / per
                if i == 0:
                    best_value = value
                    if value <= now:
                        return best
                elif value < best_value - MARGIN:
                    best, best_value = action, value
        return best


class Clairvoyant(Planner):
    """The bound: the same search on the true state (deck order and future chance known).
    The best line found is kept and followed while the game goes along it."""

    def __init__(self, greedy: Policy, *, max_turns: int = 20, budget: int | None = None,
                 player: int = 0):
        super().__init__(greedy, max_turns=max_turns, budget=budget, player=player)
        self._line: list[Action] = []
        self._keys: list[Any] = []
        self._value = 0

    def __call__(self, state: GameState, rng: random.Random) -> Action:
        p = state.current_player()
        seed = rng.getrandbits(64)
        kept = self._follow(state)
        if kept is not None and (p != self.player or len(self._line) == 1
                                 or self._value <= state.player_turns(self.player)):
            # Other seats play the kept line as the rollouts played them (so it stays
            # exact); a line that is one action from its end, or that wins in the turn
            # the game is in (none can win sooner), has nothing left to improve.
            return self._take()
        if p != self.player:
            return self.greedy(state, rng)
        actions = state.legal_actions()
        if len(actions) == 1:
            if kept is not None:
                self._take()
            return actions[0]
        own = random.Random(seed)
        first = kept if kept is not None else self.greedy(state, random.Random(0))
        candidates = _candidates(actions, first, own)
        per = max(2, self.budget // len(candidates))
        best_line: list[Action] | None = None
        best_value = self._value if kept is not None else self.max_turns + 2
        start = _quiet_copy(state)
        # Every rollout starts from the true generator's state: read once, each copy only
        # written (reading the 625 words back out is two thirds of a copy's cost).
        chance = start.rng.getstate()
        now = state.player_turns(self.player)
        for action in candidates:
            if best_value <= now:
                break  # a line that wins in this turn: none can win sooner
            for k in range(per):
                st = start.fork(_generator(chance))
                line = [action]
                st.apply_unchecked(action)
                value = rollout(st, self.player, self.max_turns, self.greedy,
                                random.Random(k), EXPLORE if k else 0.0, line)
                if value < best_value:
                    best_line, best_value = line, value
                    if value <= now:
                        break
        if best_line is not None:
            self._record(start, best_line, best_value)
        assert self._line
        return self._take()

    # The kept line: its actions and the state key before each, so the pilot can tell
    # whether the game is still on it.

    def _record(self, start: GameState, line: list[Action], value: int) -> None:
        # Chance steps are left out: the game takes them without asking the pilot.
        keys, kept = [], []
        st = start.clone()
        for action in line:
            if st.current_player() != CHANCE:
                keys.append(st.state_key())
                kept.append(action)
            st.apply_unchecked(action)
        self._line, self._keys, self._value = kept, keys, value

    def _follow(self, state: GameState) -> Action | None:
        """The kept line's next action when the game is still on it (else forget it)."""
        if self._keys and self._keys[0] == state.state_key():
            return self._line[0]
        self._line, self._keys = [], []
        return None

    def _take(self) -> Action:
        action = self._line.pop(0)
        self._keys.pop(0)
        return action


def pilot(name: str, greedy: Policy, *, max_turns: int = 20, budget: int | None = None,
          player: int = 0, min_per: int | None = None) -> Policy:
    """A fresh pilot (the clairvoyant keeps its line between calls: one per batch chunk).
    ``min_per``: the planner's least rollouts per candidate (the engine's
    ``planner_min_per``)."""
    if name == "planner":
        return Planner(greedy, max_turns=max_turns, budget=budget, player=player,
                       min_per=min_per)
    if name == "clairvoyant":
        return Clairvoyant(greedy, max_turns=max_turns, budget=budget, player=player)
    raise KeyError(name)
