"""Goldfish use cases shared by the window and the command line: prepare a deck for the
engine, run a batch of games, write a trace, compute exact odds."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TextIO, cast

from deckbuilder.outputs import open_output
from deckbuilder.rules.cards import GAME_TITLES
from deckbuilder.rules.compare import bound_gap, paired_difference, verdict
from deckbuilder.rules.decklist import DeckList
from deckbuilder.rules.engine import Engine, Event, GameState
from deckbuilder.rules.impossible import explain_impossible
from deckbuilder.rules.legality import LegalityReport, ResolvedDeck
from deckbuilder.rules.registry import Ruleset, option_defaults, with_options
from deckbuilder.rules.sim import (
    DEFAULT_MAX_TURNS,
    GoldfishSpec,
    Odds,
    Stats,
    draw_odds,
    max_players,
    played_odds,
    policy_names,
    run_batch,
)
from deckbuilder.services.deck_service import DeckService

#: The longest game a batch plays: real games end within a few dozen turns, and each turn
#: of every game is kept for the statistics (a billion-turn limit ran out of memory).
MAX_TURNS = 1000
#: The most rollouts per decision a search pilot may take: the default is 16 and 256 plays
#: no better on the starter decks; a billion reached 7 GB within a minute.
MAX_BUDGET = 4096
#: Games ``deckbuilder odds`` plays to learn how many cards are drawn by a turn: the
#: weighted chance's standard error stays under 1 point (a few tenths of a second).
ODDS_GAMES = 2000


class PlaytestError(ValueError):
    """The deck cannot be played (unknown cards, no engine, a bad option…). ``code`` and
    ``params`` let the window word the message in its own language."""

    def __init__(self, message: str, code: str = "", **params: Any):
        super().__init__(message)
        self.code = code
        self.params = params


def _some(names: list[str], most: int = 4) -> str:
    """'A', 'B', 'C' and 5 more — a long list stays readable."""
    shown = ", ".join(repr(n) for n in names[:most])
    return shown + (f" and {len(names) - most} more" if len(names) > most else "")


@dataclass(frozen=True)
class Playable:
    """A deck ready for the engine, with its ruleset, options and dummy."""

    ruleset: Ruleset
    engine: Engine
    deck: ResolvedDeck
    dummy: ResolvedDeck | None
    options: Any
    legality: LegalityReport
    not_simulated: tuple[str, ...]


class PlaytestService:
    def __init__(self, decks: DeckService):
        self.decks = decks

    def playable(self, deck: DeckList, ruleset: Ruleset, *,
                 settings: Mapping[str, str] | None = None, options: Any = None,
                 dummy: DeckList | None = None) -> Playable:
        """Resolve the deck (and the dummy's cards) and the engine options."""
        engine: Engine | None = ruleset.engine
        if engine is None:
            raise PlaytestError(f"{ruleset.id} cannot be played yet (no rules engine)")
        resolved = self.decks.resolve(deck, ruleset)
        missing = [e.name for z in ("team", "deck") for e in deck.zone(z)
                   if resolved.card(e.name) is None]
        if missing:
            raise PlaytestError("these cards are not in the catalog (or belong to another "
                                "game): " + ", ".join(repr(n) for n in dict.fromkeys(missing)))
        if options is None:
            options = engine.options_type()
        if settings:
            options = with_options(options, settings)
        dummy_resolved = self._dummy(dummy, ruleset)
        legality = self.decks.check(deck, ruleset)
        cards = [c for c in resolved.cards.values()]
        return Playable(ruleset, engine, resolved, dummy_resolved, options, legality,
                        tuple(engine.not_simulated(cards)))

    def _dummy(self, dummy: DeckList | None, ruleset: Ruleset) -> ResolvedDeck | None:
        if dummy is None:
            return None
        resolved = self.decks.resolve(dummy, ruleset)
        unknown = [n for n in dummy.names() if resolved.card(n) is None]
        if unknown:
            # A deck of another game is the usual mistake: say so rather than list its
            # cards as unknown.
            elsewhere = [r.card.game for n in unknown for r in self.decks.cards.find_all(n)
                         if r.card.game != ruleset.game]
            if elsewhere:
                other = max(set(elsewhere), key=elsewhere.count)
                raise PlaytestError(
                    f"the dummy's deck is for another game: {_some(unknown)} are "
                    f"{GAME_TITLES.get(other, other)} cards, and this playtest is "
                    f"{GAME_TITLES.get(ruleset.game, ruleset.game)}",
                    "dummy-other-game", game=other, names=unknown)
            raise PlaytestError("the dummy's cards are not in the catalog: " + _some(unknown),
                                "dummy-unknown", names=unknown)
        return resolved

    def with_dummy(self, play: Playable, dummy: DeckList | None) -> Playable:
        """The same deck against another dummy (None: the ruleset's built-in one)."""
        return replace(play, dummy=self._dummy(dummy, play.ruleset))

    def spec(self, play: Playable, *, policy: str = "greedy", seed: int = 0,
             max_turns: int = DEFAULT_MAX_TURNS, players: int = 2,
             budget: int | None = None) -> GoldfishSpec:
        """A batch of games. ``players`` > 2 seats bots (playing the dummy's cards with the
        same policy) against the player, for rulesets whose engine supports it.
        ``budget``: rollouts per decision of the search pilots."""
        names = policy_names(play.engine)
        if policy not in names:
            raise PlaytestError(f"unknown policy {policy!r}; use " + ", ".join(names))
        check_budget(budget)
        if players != 2 and policy not in play.engine.policies():
            raise PlaytestError(f"the {policy} pilot plays against the dummy only "
                                "(2 players)")
        if not 1 <= max_turns <= MAX_TURNS:
            raise PlaytestError(f"--max-turns must be from 1 to {MAX_TURNS}, not {max_turns}",
                                "max-turns", max=MAX_TURNS, got=max_turns)
        if players != 2:
            most = max_players(play.engine)
            if most <= 2:
                raise PlaytestError(f"{play.ruleset.id} is played by 2 players only; "
                                    f"--players {players} is not supported")
            if not 2 <= players <= most:
                raise PlaytestError(f"--players must be from 2 to {most} for "
                                    f"{play.ruleset.id}, not {players}")
        return GoldfishSpec(play.ruleset.id, play.deck, play.dummy, play.options, policy, seed,
                            max_turns, players, budget)

    def run(self, play: Playable, spec: GoldfishSpec, games: int, *, workers: int = 1,
            trace: TextIO | None = None,
            progress: Callable[[int], bool] | None = None) -> Stats:
        """Run ``games`` games (with a JSON Lines trace of every event if asked)."""
        if games < 1:
            raise PlaytestError("--games must be at least 1")
        workers = min(max(1, workers), max_workers())
        if trace is not None:
            writer = TraceWriter(trace)
            return run_batch(spec, games, on_event=writer, progress=progress)
        return run_batch(spec, games, workers, progress=progress)

    @staticmethod
    def summary(play: Playable, spec: GoldfishSpec, stats: Stats) -> dict[str, Any]:
        """The result object of ``deckbuilder goldfish --json``."""
        names = [play.deck.card(e.name).name for e in play.deck.deck.deck  # type: ignore[union-attr]
                 if play.deck.card(e.name) is not None]
        return {
            "ruleset": play.ruleset.id,
            "games": stats.games,
            "seed": spec.seed,
            "policy": spec.policy,
            "max_turns": spec.max_turns,
            "options": option_defaults(play.options),
            "kill_turn": stats.kill_turn_summary(),
            "in_hand_by_turn": stats.in_hand_by_turn(list(dict.fromkeys(names)),
                                                     spec.max_turns),
            "dead_turn_share": stats.dead_turn_share(),
            "not_simulated": list(play.not_simulated),
            "players": spec.players,
            # Games the player won (was the last one standing) within the turn limit.
            "win_share": round((stats.games - stats.not_won) / stats.games, 4)
            if stats.games else None,
            **PlaytestService.impossible(play, spec),
        }

    @staticmethod
    def impossible(play: Playable, spec: GoldfishSpec) -> dict[str, Any]:
        """``{"impossible": [...]}``: why no game of this deck can be won within the turn
        limit, when its cards say so (see :mod:`deckbuilder.rules.impossible`); empty when
        there is nothing to say, so the result of a deck that can win is unchanged."""
        found = explain_impossible(play.ruleset.id, play.ruleset.game, play.deck,
                                   play.options, spec.max_turns)
        return {"impossible": [f.to_json() for f in found]} if found else {}

    def bound(self, play: Playable, spec: GoldfishSpec, games: int, *, workers: int = 1,
              progress: Callable[[int], bool] | None = None) -> Stats:
        """The clairvoyant bound over the same seeds as ``spec``."""
        return self.run(play, replace(spec, policy="clairvoyant"), games, workers=workers,
                        progress=progress)

    @staticmethod
    def bound_summary(spec: GoldfishSpec, stats: Stats, bound: Stats) -> dict[str, Any]:
        """The ``bound`` object of a planner run: the bound's mean kill turn and not-won
        share, and the pilot's gap to it game by game."""
        return bound_gap(stats.turn_values(spec.max_turns), bound.turn_values(spec.max_turns),
                         spec.max_turns)

    def compare(self, a: Playable, b: Playable, *, games: int, policy: str = "greedy",
                seed: int = 0, max_turns: int = DEFAULT_MAX_TURNS, budget: int | None = None,
                workers: int = 1,
                progress: Callable[[int], bool] | None = None) -> dict[str, Any]:
        """Both decks on the same seeds: each one's goldfish summary and the paired
        difference of their kill turns (``compare --json``). ``progress(done)`` counts
        the games of both batches (2 × ``games``)."""
        out: dict[str, Any] = {}
        values = {}
        for base, (key, play) in enumerate((("a", a), ("b", b))):
            spec = self.spec(play, policy=policy, seed=seed, max_turns=max_turns,
                             budget=budget)
            stats = self.run(play, spec, games, workers=workers,
                             progress=_offset(progress, base * games))
            out[key] = self.summary(play, spec, stats)
            values[key] = stats.turn_values(max_turns)
        return {**out, **self.difference(values["a"], values["b"])}

    @staticmethod
    def difference(a: list[int], b: list[int]) -> dict[str, Any]:
        diff = paired_difference(a, b)
        return {"difference": {"mean": diff["mean"], "ci95": diff["ci95"]},
                "p_a_faster": diff["p_a_faster"], "p_b_faster": diff["p_b_faster"],
                "p_same": diff["p_same"], "a_score": diff["a_score"],
                "a_score_ci95": diff["a_score_ci95"],
                "verdict": verdict(diff, len(a))}

    def odds(self, play: Playable, names: list[str], copies: int, by_turn: int, *,
             games: int = ODDS_GAMES, seed: int = 1, workers: int = 1,
             progress: Callable[[int], bool] | None = None) -> Odds:
        """The chance to have held at least ``copies`` of ``names`` by the end of the
        player's ``by_turn``-th turn, as the Simulation tab gives it after a run: exact
        for each number of cards drawn, weighted by what ``games`` greedy goldfish games
        drew by then (``sim.played_odds``; turn 0: the opening hand)."""
        unknown = [n for n in names if play.deck.card(n) is None]
        if unknown:
            raise PlaytestError("not in this deck: " + ", ".join(map(repr, unknown)))
        if copies < 0 or by_turn < 0:
            raise PlaytestError("--copies and --by-turn cannot be negative")
        if by_turn > MAX_TURNS:
            raise PlaytestError(f"--by-turn must be at most {MAX_TURNS}, not {by_turn}")
        if by_turn == 0:
            return draw_odds(play.engine, play.options, play.deck, names, copies, 0)
        spec = self.spec(play, seed=seed, max_turns=max(DEFAULT_MAX_TURNS, by_turn))
        stats = self.run(play, spec, games, workers=workers, progress=progress)
        return played_odds(play.engine, play.options, play.deck, names, copies, by_turn,
                           stats)


def _offset(progress: Callable[[int], bool] | None,
            base: int) -> Callable[[int], bool] | None:
    """``progress`` told ``base`` more games than a batch has done (the second deck of a
    comparison continues where the first left off)."""
    if progress is None:
        return None
    return lambda done: progress(base + done)


class TraceWriter:
    """Writes one JSON object per event: the game, the turn, the player, the event, every
    player's zone sizes after it, and the event's own fields."""

    def __init__(self, out: TextIO):
        self.out = out

    def __call__(self, game: int, state: GameState, event: Event) -> None:
        zones = event.zones or state.zone_counts()
        record = {"game": game, "turn": state.turn if event.turn is None else event.turn,
                  "player": event.player, "event": event.name,
                  "zones": {str(p): z for p, z in zones.items()}}
        for k, v in event.fields().items():
            # An event field never hides the record's own keys.
            record[k if k not in record else f"event_{k}"] = v
        self.out.write(json.dumps(record, ensure_ascii=False, sort_keys=False) + "\n")


def check_budget(budget: int | None) -> None:
    """Refuse a search budget outside 1 to :data:`MAX_BUDGET` (the window and the command
    line give the same message)."""
    if budget is not None and not 1 <= budget <= MAX_BUDGET:
        raise PlaytestError(f"--budget must be from 1 to {MAX_BUDGET}, not {budget}",
                            "budget", max=MAX_BUDGET, got=budget)


def max_workers() -> int:
    """The most processes a batch runs in: one per core (more only add start-up cost)."""
    return os.cpu_count() or 1


def open_trace(path: Path | None) -> AbstractContextManager[TextIO | None]:
    """The trace file through the output gate (checked now, in place when the games are
    over, gone if they fail); ``-`` is standard output; no path, no trace (None)."""
    if path is None:
        return nullcontext()
    return cast("AbstractContextManager[TextIO | None]", open_output(path, "w", stdio=True))
