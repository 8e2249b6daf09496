"""Goldfish simulation: many games of a deck against the dummy, bot policies, the
statistics players ask for, and exact draw odds (hypergeometric).

A batch is split into chunks that can run in other processes (``run_batch`` with
``workers``); every game's seed is derived from the batch seed and the game number, so a
batch gives the same figures however it is split.
"""

from __future__ import annotations

import functools
import math
import random
from array import array
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from deckbuilder.rules.engine import CHANCE, TERMINAL, Engine, Event, GameState
from deckbuilder.rules.legality import ResolvedDeck

DEFAULT_MAX_TURNS = 20


def game_seed(seed: int, game: int) -> int:
    """The seed of game number ``game`` of a batch (stable across Python versions)."""
    return (seed * 1_000_003 + game * 7_919 + 17) % (2**63)


# --------------------------------------------------------------------------- one game

@dataclass
class GameResult:
    """What the statistics need from one finished game."""

    kill_turn: int | None                 # the player's own turns to defeat the dummy
    first_seen: dict[str, int]            # card name → the player's turn it was first held
    turns: int                            # player turns played
    dead_turns: int                       # player turns with no card played
    winner: int | None
    #: Cards the player had drawn from their own deck into the hand (the cards looked at,
    #: in Monsuno medium) by the end of each of their turns: index 0 = turn 1. The exact
    #: odds weight the hypergeometric chance by these counts where play changes them.
    drawn_by_turn: tuple[int, ...] = ()


def play_goldfish(state: GameState, policy: Callable[[GameState, random.Random], Any],
                  rng: random.Random, max_turns: int,
                  on_event: Callable[[GameState, Event], None] | None = None,
                  player: int = 0, engine: Engine | None = None,
                  owned: Mapping[str, int] | None = None) -> GameResult:
    """Play one goldfish game to its end (or ``max_turns`` turns of the player).

    For "in hand by turn", a game that ends early keeps drawing on paper: the cards on
    top of the deck are counted as drawn on the turns that would have come (so a quick
    win does not make a card look rarer than it is). ``owned``: :func:`cards_owned` of
    the game at its start, the same for every game of a batch (worked out here if not
    given)."""
    first_seen: dict[str, int] = {}
    dead = 0
    played = False
    record = on_event is not None
    state.events_on = record
    state.tracing = record
    last_turn = state.player_turns(player)
    # Counting draws by watching the hand (the same view "in hand by turn" has) works for
    # every engine: a card that comes into the hand counts once per copy the player owns,
    # so a card returned to the hand or one taken from another player adds nothing.
    hand = state.hand_names(player)
    if owned is None:
        owned = cards_owned(state, player)
    entered = Counter(hand)
    drawn = len(hand)
    drawn_by: dict[int, int] = {last_turn: drawn}
    noted = False  # whether ``hand`` is in ``first_seen``
    # The loop runs once per decision of a whole batch: its methods looked up once, the
    # turn counts read from the state's own list (what ``player_turns`` reads). The hand is
    # watched by instance ids (the engine's own list, compared with a copy), and only the
    # cards that came in are named: equal ids mean equal names, and an instance is in a
    # hand at most once, so ``in`` on the two lists tells what came and what went.
    current_player = state.current_player
    apply_unchecked = state.apply_unchecked
    pturns = state.pturns
    hand_ids = state.hand_ids
    info = state.info
    ids = hand_ids(player)[:]
    while True:
        cp = current_player()
        if cp == TERMINAL:
            break
        if cp == CHANCE:
            action = state.sample_chance()
        else:
            action = policy(state, rng)
            if cp == player and not played and state.is_play(action):
                played = True
        events = apply_unchecked(action)  # the policy picked a legal action
        if record:
            assert on_event is not None
            for e in events:
                on_event(state, e)
        t = pturns[player]
        if t != last_turn:
            # The player's previous turn is over: it was dead if nothing was played.
            if last_turn > 0 and not played:
                dead += 1
            played = False
            last_turn = t
            if t > max_turns:
                break
            drawn_by[t] = drawn
        now = hand_ids(player)
        if now != ids:
            # (Comprehensions cost a function call each in Python 3.11: the two common
            # changes, cards drawn onto the end and cards gone, are told apart first.)
            m = len(ids)
            gone: list[str] = []
            if now[:m] == ids:
                fresh = now[m:]
            elif set(now).issubset(ids):
                fresh = []
            else:
                fresh = [c for c in now if c not in ids]
                # A card that left and a copy that came in cancel out (same names).
                gone = [info[c].name for c in ids if c not in now]
            if fresh:
                for c in fresh:
                    name = info[c].name
                    if name in gone:
                        gone.remove(name)
                        continue
                    # (get: a Counter's default 0 comes from a Python-level __missing__)
                    k = entered.get(name, 0)
                    if k < owned.get(name, 0):
                        entered[name] = k + 1
                        drawn += 1
                drawn_by[t] = drawn
                # A hand already noted in a turn of the player has nothing new but these.
                if t and noted:
                    for c in fresh:
                        name = info[c].name
                        if name not in first_seen:
                            first_seen[name] = t
            ids = now[:]
        if t and not noted:
            for c in ids:
                name = info[c].name
                if name not in first_seen:
                    first_seen[name] = t
        noted = t > 0
    winner = state.winner
    kill = state.player_turns(player) if winner == player else None
    turns = min(state.player_turns(player), max_turns)
    # A turn that began and ended within one step keeps the count it started with.
    counts = []
    last = drawn_by.get(0, 0)
    for t in range(1, turns + 1):
        last = drawn_by.get(t, last)
        counts.append(last)
    if turns < max_turns and engine is not None:
        order = state.deck_order(player)
        seen = _draw_schedule(engine, state.options, max_turns)
        pos = 0
        for t in range(turns + 1, max_turns + 1):
            n = seen[t] - seen[t - 1]
            if n:
                taken = order[pos:pos + n]
                for name in taken:
                    first_seen.setdefault(name, t)
                pos += n
                drawn += len(taken)
            counts.append(drawn)
    return GameResult(kill, first_seen, turns, dead, winner, tuple(counts))


def cards_owned(state: GameState, player: int = 0) -> Counter[str]:
    """How many copies of each card ``player`` has in the deck and the hand (at the start
    of a game: what "in hand by turn" counts a card's draws against)."""
    owned = Counter(state.deck_order(player))
    owned.update(state.hand_names(player))
    return owned


def _draw_schedule(engine: Engine, options: Any, max_turns: int) -> Sequence[int]:
    """``engine.cards_seen(options, t, True)`` for t = 0 … ``max_turns``, worked out once
    per batch rather than twice a turn in every game that ends early."""
    try:
        return _schedules(engine, options, max_turns)
    except TypeError:  # options that cannot be hashed: no cache
        return [engine.cards_seen(options, t, True) for t in range(max_turns + 1)]


@functools.lru_cache(maxsize=32)
def _schedules(engine: Engine, options: Any, max_turns: int) -> tuple[int, ...]:
    return tuple(engine.cards_seen(options, t, True) for t in range(max_turns + 1))


# --------------------------------------------------------------------------- batches

@dataclass
class Stats:
    """Figures of a batch of goldfish games (mergeable across processes)."""

    games: int = 0
    kill_turns: Counter[int] = field(default_factory=Counter)
    not_won: int = 0
    seen_by: dict[str, Counter[int]] = field(default_factory=dict)
    player_turns: int = 0
    dead_turns: int = 0
    #: (turn, cards drawn by the end of that turn) → games; one flat Counter, as adding a
    #: game is then a single C-level update.
    drawn_by: Counter[tuple[int, int]] = field(default_factory=Counter)
    #: Each game's kill turn (0: not won), for comparisons that pair the games dealt the
    #: same seed: runs of consecutive games by the number of their first game (chunks may
    #: come back in any order), two bytes a game so a million-game batch stays small.
    kill_runs: dict[int, array[int]] = field(default_factory=dict, compare=False)
    _open_run: int | None = field(default=None, repr=False, compare=False)

    def add(self, r: GameResult, game: int | None = None) -> None:
        g = self.games if game is None else game
        start = self._open_run
        if start is None or start + len(self.kill_runs[start]) != g:
            start = self._open_run = g
            self.kill_runs[g] = array("H")
        self.kill_runs[start].append(min(r.kill_turn or 0, 65535))
        self.games += 1
        if r.kill_turn is None:
            self.not_won += 1
        else:
            self.kill_turns[r.kill_turn] += 1
        seen_by = self.seen_by
        for name, t in r.first_seen.items():
            seen = seen_by.get(name)
            if seen is None:  # (setdefault would build a Counter for every card)
                seen = seen_by[name] = Counter()
            seen[t] = seen.get(t, 0) + 1  # (no Python-level __missing__ call)
        self.player_turns += r.turns
        self.dead_turns += r.dead_turns
        self.drawn_by.update(enumerate(r.drawn_by_turn, 1))

    def merge(self, other: Stats) -> None:
        self.games += other.games
        self.kill_turns.update(other.kill_turns)
        self.not_won += other.not_won
        for name, c in other.seen_by.items():
            self.seen_by.setdefault(name, Counter()).update(c)
        self.player_turns += other.player_turns
        self.dead_turns += other.dead_turns
        self.drawn_by.update(other.drawn_by)
        self.kill_runs.update(other.kill_runs)
        self._open_run = None

    # summaries -------------------------------------------------------------------

    def turn_values(self, max_turns: int) -> list[int]:
        """Each game's kill turn in game order, a game not won counting as
        ``max_turns + 1`` (what comparisons and the bound average)."""
        return [k or max_turns + 1
                for _g, run in sorted(self.kill_runs.items()) for k in run]

    def kill_turn_summary(self) -> dict[str, Any]:
        values = sorted(self.kill_turns.elements())
        return {
            "mean": round(sum(values) / len(values), 4) if values else None,
            "median": _percentile(values, 0.5),
            "p10": _percentile(values, 0.1),
            "p90": _percentile(values, 0.9),
            "histogram": {str(t): n for t, n in sorted(self.kill_turns.items())},
            "not_won": self.not_won,
            "not_won_share": round(self.not_won / self.games, 4) if self.games else None,
        }

    def in_hand_by_turn(self, names: Sequence[str], max_turns: int) -> dict[str, list[float]]:
        out = {}
        for name in names:
            c = self.seen_by.get(name, Counter())
            acc, row = 0, []
            for t in range(max_turns + 1):
                acc += c.get(t, 0)
                if t >= 1:
                    row.append(round(acc / self.games, 4) if self.games else 0.0)
            out[name] = row
        return out

    def draw_counts(self, turn: int) -> dict[int, int]:
        """Cards drawn by the end of the player's ``turn``-th turn → games (empty when no
        game of the batch counted that turn)."""
        return {k: n for (t, k), n in sorted(self.drawn_by.items()) if t == turn}

    def dead_turn_share(self) -> float | None:
        if not self.player_turns:
            return None
        return round(self.dead_turns / self.player_turns, 4)


def _percentile(values: Sequence[int], q: float) -> float | None:
    """Nearest-rank percentile (a turn number, as players read it)."""
    if not values:
        return None
    k = max(0, min(len(values) - 1, math.ceil(q * len(values)) - 1))
    return float(values[k])


@dataclass(frozen=True)
class GoldfishSpec:
    """Everything a batch needs, picklable so chunks can run in other processes."""

    ruleset: str
    deck: ResolvedDeck
    dummy: ResolvedDeck | None
    options: Any
    policy: str = "greedy"
    seed: int = 0
    max_turns: int = DEFAULT_MAX_TURNS
    #: Seats at the table. 2 = the player against the passive dummy; more (only for an
    #: engine whose ``max_players`` attribute allows it) = the player against bot seats.
    players: int = 2
    #: Rollouts per decision of the search pilots (None: their default).
    budget: int | None = None


def policy_names(engine: Engine) -> list[str]:
    """Every pilot a batch can use with ``engine``: its own bots and the search pilots
    (which need its greedy bot to play their rollouts)."""
    from deckbuilder.rules.pilots import PILOTS

    own = list(engine.policies())
    return own + [p for p in PILOTS if "greedy" in own and p not in own]


def make_policy(engine: Engine, name: str, *, max_turns: int = DEFAULT_MAX_TURNS,
                budget: int | None = None) -> Callable[[GameState, random.Random], Any]:
    """The pilot called ``name`` for one run of games (search pilots keep a little state
    between decisions, so each run gets its own)."""
    from deckbuilder.rules.pilots import PILOTS, pilot

    own = engine.policies()
    if name in own:
        return own[name]
    if name in PILOTS and "greedy" in own:
        return pilot(name, own["greedy"], max_turns=max_turns, budget=budget,
                     min_per=engine.planner_min_per)
    raise KeyError(name)


def max_players(engine: Engine) -> int:
    """How many seats an engine can play a goldfish batch with (2 unless it says more)."""
    return int(getattr(engine, "max_players", 2))


def engine_for(ruleset_id: str) -> Engine:
    from deckbuilder.rules.registry import get_ruleset

    ruleset = get_ruleset(ruleset_id)
    if ruleset.engine is None:
        raise ValueError(f"{ruleset_id} has no rules engine yet")
    engine: Engine = ruleset.engine
    return engine


def run_chunk(spec: GoldfishSpec, start: int, count: int,
              on_event: Callable[[int, GameState, Event], None] | None = None,
              progress: Callable[[int], bool] | None = None) -> Stats:
    """Games ``start`` … ``start + count - 1`` of a batch. ``progress(done)`` may return
    False to stop early (Cancel)."""
    engine = engine_for(spec.ruleset)
    policy = make_policy(engine, spec.policy, max_turns=spec.max_turns, budget=spec.budget)
    # Only engines that seat more than two players take the extra keyword.
    extra = {"players": spec.players} if spec.players != 2 else {}
    prepared = engine.prepare_goldfish(spec.deck, options=spec.options, dummy=spec.dummy,
                                       **extra)
    stats = Stats()
    shared_rng = random.Random(0) if getattr(policy, "rng_free", False) else None
    owned: Counter[str] | None = None  # the same in every game (see play_goldfish)
    for g in range(start, start + count):
        seed = game_seed(spec.seed, g)
        state = engine.start(prepared, seed)
        if owned is None:
            owned = cards_owned(state)
        rng = shared_rng or random.Random(seed ^ 0x5DEECE66D)
        hook = None
        if on_event is not None:
            def hook(st: GameState, e: Event, g: int = g) -> None:
                on_event(g, st, e)
        stats.add(play_goldfish(state, policy, rng, spec.max_turns, hook, engine=engine,
                                owned=owned), g)
        if progress is not None and progress(g - start + 1) is False:
            break
    return stats


def goldfish_chunk(spec: GoldfishSpec, start: int, count: int,
                   progress: Callable[[int], bool] | None = None) -> Stats:
    """:func:`run_chunk` in the shape :func:`run_games` plays (no trace)."""
    return run_chunk(spec, start, count, progress=progress)


def chunks(games: int, parts: int) -> Iterator[tuple[int, int]]:
    size = max(1, math.ceil(games / max(1, parts)))
    for start in range(0, games, size):
        yield start, min(size, games - start)


#: Games per ``run_chunk`` call on one core, between two looks at Cancel outside a game.
PIECE = 200
#: The most games one process gets at a time (all cores): small enough that progress
#: moves and Cancel loses little, large enough that sending the figures back is cheap.
MAX_CHUNK = 1000
MIN_CHUNK = 50
#: How long the pool runner waits for a chunk before asking ``progress`` again (so a
#: Cancel is seen even while every process is busy).
POLL_INTERVAL = 0.05


def chunk_size(games: int, workers: int, least: int = MIN_CHUNK) -> int:
    """Games per task of a process pool: about eight tasks per process (at least
    ``least``: a batch of slow games, the planner's, asks for fewer)."""
    return max(least, min(MAX_CHUNK, math.ceil(games / max(1, workers * 8))))


class Batch(Protocol):
    """The figures of some games of a batch: how many, and how to add another part's."""

    games: int

    def merge(self, other: Any, /) -> None: ...


B = TypeVar("B", bound=Batch)
#: Plays games ``start`` … ``start + count - 1`` of the batch ``spec``; ``progress(done)``
#: may return False to stop between games. Must be a module-level function (the pool
#: sends it to the other processes by name).
ChunkPlayer = Callable[[Any, int, int, Callable[[int], bool] | None], B]


def run_batch(spec: GoldfishSpec, games: int, workers: int = 1, *,
              progress: Callable[[int], bool | None] | None = None,
              on_event: Callable[[int, GameState, Event], None] | None = None,
              started: Callable[[int], None] | None = None) -> Stats:
    """A whole goldfish batch through :func:`run_games` (see there). ``on_event`` (a
    trace) needs every event here, so it runs on one core."""
    if on_event is not None:
        def traced(s: GoldfishSpec, start: int, count: int,
                   prog: Callable[[int], bool] | None) -> Stats:
            return run_chunk(s, start, count, on_event=on_event, progress=prog)
        return run_games(traced, spec, games, 1, empty=Stats, progress=progress,
                         started=started)
    # A search pilot's game takes up to a second: its chunks may be single games, so
    # progress moves and a Cancel loses little.
    least = 1 if spec.policy in ("planner", "clairvoyant") else MIN_CHUNK
    return run_games(goldfish_chunk, spec, games, workers, empty=Stats,
                     progress=progress, least=least, started=started)


def run_games(play: ChunkPlayer[B], spec: Any, games: int, workers: int = 1, *,
              empty: Callable[[], B],
              progress: Callable[[int], bool | None] | None = None,
              least: int = MIN_CHUNK,
              started: Callable[[int], None] | None = None) -> B:
    """A whole batch, chunked and cancellable: the one runner of goldfish, compare,
    matchup and gauntlet, on the command line and in the window.

    ``play`` plays a chunk of the batch ``spec`` (:func:`goldfish_chunk`,
    ``matchup.run_match_chunk``); ``empty()`` makes the figures of no game, to merge the
    chunks into. ``workers`` > 1 plays the chunks in that many processes (at most one per
    chunk; chunks of at least ``least`` games). ``started(processes)`` is told how many
    processes play the batch (1: this one), before the first game. ``progress(done)`` is
    called as games finish (after every game on one core, after every chunk and every
    :data:`POLL_INTERVAL` with ``workers`` > 1) and may return False to stop: the figures
    of the games played so far come back. Every game's seed comes from the batch seed and
    the game number and the figures merge by adding counts, so they do not depend on how
    the batch is split or how many processes play it.
    """
    size = chunk_size(games, workers, least)
    if workers <= 1 or games <= size:  # one chunk: no process would have company
        if started is not None:
            started(1)
        return _run_here(play, spec, games, empty, progress)
    return _run_in_pool(play, spec, games, workers, size, empty, progress, started)


def _run_here(play: ChunkPlayer[B], spec: Any, games: int, empty: Callable[[], B],
              progress: Callable[[int], bool | None] | None) -> B:
    if progress is None:
        return play(spec, 0, games, None)
    total = empty()
    stopped = False
    for start in range(0, games, PIECE):
        base = total.games

        def piece_progress(d: int, base: int = base) -> bool:
            nonlocal stopped
            stopped = progress(base + d) is False
            return not stopped

        total.merge(play(spec, start, min(PIECE, games - start), piece_progress))
        if stopped:
            break
    return total


def _chunk_worker(args: tuple[ChunkPlayer[B], Any, int, int]) -> B:
    play, spec, start, count = args
    return play(spec, start, count, None)


def _run_in_pool(play: ChunkPlayer[B], spec: Any, games: int, workers: int, size: int,
                 empty: Callable[[], B], progress: Callable[[int], bool | None] | None,
                 started: Callable[[int], None] | None) -> B:
    import multiprocessing
    import queue

    def stop(done: int) -> bool:
        return progress is not None and progress(done) is False

    total = empty()
    if stop(0):  # cancelled before it began: start no processes
        return total
    parts = [(s, min(size, games - s)) for s in range(0, games, size)]
    todo = iter(parts)
    results: queue.Queue[Any] = queue.Queue()
    processes = min(workers, len(parts))
    if started is not None:
        started(processes)
    ctx = multiprocessing.get_context("spawn")
    pool = ctx.Pool(processes)
    in_flight = 0
    clean = False
    try:
        def submit() -> None:
            nonlocal in_flight
            part = next(todo, None)
            if part is not None:
                pool.apply_async(_chunk_worker, ((play, spec, *part),),
                                 callback=results.put, error_callback=results.put)
                in_flight += 1

        # Two chunks per process in flight: none waits for work, and a stop leaves
        # little running.
        for _ in range(2 * processes):
            submit()
        while in_flight:
            try:
                item = results.get(timeout=POLL_INTERVAL)
            except queue.Empty:
                if stop(total.games):
                    break
                continue
            in_flight -= 1
            if isinstance(item, BaseException):
                raise item
            total.merge(item)
            if stop(total.games):
                break
            submit()
        clean = not in_flight
    finally:
        if clean:
            pool.close()
        else:
            pool.terminate()  # stopped (or an error): end the processes mid-chunk
        pool.join()
    return total


# --------------------------------------------------------------------------- exact odds

def hypergeom_at_least(population: int, successes: int, draws: int, k: int) -> float:
    """P(at least ``k`` successes in ``draws`` cards drawn without replacement from
    ``population`` cards of which ``successes`` are successes)."""
    if k <= 0:
        return 1.0
    draws = max(0, min(draws, population))
    successes = max(0, min(successes, population))
    if k > min(draws, successes):
        return 0.0
    total = math.comb(population, draws)
    p = sum(math.comb(successes, i) * math.comb(population - successes, draws - i)
            for i in range(k, min(draws, successes) + 1))
    return p / total


@dataclass(frozen=True)
class Odds:
    cards: tuple[str, ...]
    deck_size: int
    copies_in_deck: int
    at_least: int
    by_turn: int
    cards_seen: int
    probability: float
    #: When the count of cards drawn by that turn came from simulated games (it depends on
    #: play): the fewest and the most drawn, the mean, and how many games it came from.
    #: ``cards_seen`` is then the most common count.
    seen_range: tuple[int, int] | None = None
    seen_mean: float | None = None
    games: int = 0
    #: The ruleset whose draw schedule gave ``cards_seen`` (the window explains it).
    ruleset: str = ""
    #: From simulated games: the standard error of ``probability`` (the spread of the
    #: games' exact chances over the square root of their number); 0 when exact.
    standard_error: float = 0.0

    @property
    def from_simulation(self) -> bool:
        return self.games > 0

    def to_json(self) -> dict[str, Any]:
        out = {"cards": list(self.cards), "deck_size": self.deck_size,
               "copies_in_deck": self.copies_in_deck, "copies": self.at_least,
               "by_turn": self.by_turn, "cards_seen": self.cards_seen,
               "probability": round(self.probability, 6)}
        if self.from_simulation:
            assert self.seen_range is not None and self.seen_mean is not None
            out.update({"cards_seen_range": list(self.seen_range),
                        "cards_seen_mean": round(self.seen_mean, 4),
                        "simulated_games": self.games,
                        "standard_error": round(self.standard_error, 6)})
        return out


def draw_odds(engine: Engine, options: Any, deck: ResolvedDeck, names: Sequence[str],
              copies: int, by_turn: int, first: bool = True,
              drawn: Mapping[int, int] | None = None) -> Odds:
    """Exact probability of holding at least ``copies`` of the named cards (together)
    by the player's ``by_turn``-th turn (the turn count the kill turn and "in hand by
    turn" use), from the ruleset's hand size and draws.

    ``drawn`` (cards drawn by that turn → games, :meth:`Stats.draw_counts`) is for rulesets
    where play changes how many cards are drawn (a MONSTER CARDS turn whose card holds the
    Attack zone draws nothing; card effects draw more): the chance is then the
    hypergeometric one for each count, weighted by the games that drew it. Whichever cards
    a game draws, they are a uniformly random part of the shuffled deck (cards milled
    unseen from the top included), so given the count the hypergeometric chance holds."""
    from deckbuilder.rules.cards import name_key

    def canonical(name: str) -> str:
        card = deck.card(name)
        return card.name if card is not None else name

    keys = {name_key(canonical(n)) for n in names}
    size = deck.deck.count("deck")
    hits = sum(e.count for e in deck.deck.deck if name_key(canonical(e.name)) in keys)
    shown = tuple(canonical(n) for n in names)
    ruleset = str(getattr(engine, "ruleset_id", "") or "")
    games = sum(drawn.values()) if drawn else 0
    if drawn and games > 0:
        assert drawn is not None
        chance = {k: hypergeom_at_least(size, hits, k, copies) for k in drawn}
        p = sum(n * chance[k] for k, n in drawn.items()) / games
        spread = sum(n * (chance[k] - p) ** 2 for k, n in drawn.items()) / games
        common = max(drawn.items(), key=lambda kv: (kv[1], -kv[0]))[0]
        mean = sum(k * n for k, n in drawn.items()) / games
        return Odds(shown, size, hits, copies, by_turn, min(common, size), p,
                    (min(min(drawn), size), min(max(drawn), size)), min(mean, float(size)),
                    games, ruleset, math.sqrt(spread / games))
    seen = engine.cards_seen(options, by_turn, first)
    p = hypergeom_at_least(size, hits, seen, copies)
    return Odds(shown, size, hits, copies, by_turn, min(seen, size), p, ruleset=ruleset)


def played_odds(engine: Engine, options: Any, deck: ResolvedDeck, names: Sequence[str],
                copies: int, by_turn: int, stats: Stats) -> Odds:
    """The draw odds of ``deckbuilder odds`` and of the Simulation tab after a run: the
    exact (hypergeometric) chance for each number of cards the batch's games had drawn
    into the hand by the end of the player's ``by_turn``-th turn, weighted by the games
    that drew it (:func:`draw_odds` with :meth:`Stats.draw_counts`).

    The count is what play drew, not a fixed number a turn: the opening hand, every turn's
    draw, refills, draw effects, and the combat draw of the Monsuno hard and tcg rules
    (which falls within the turn). A game that ended earlier keeps drawing on paper. Turn
    0, or a turn the batch did not reach, falls back to the rules' schedule alone."""
    drawn = stats.draw_counts(by_turn) if by_turn >= 1 else {}
    return draw_odds(engine, options, deck, names, copies, by_turn, drawn=drawn or None)
