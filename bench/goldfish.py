"""Goldfish benchmark: simulated games per second on one core.

    python -m bench goldfish [--ruleset ID ...] [--games N] [--policy greedy]
                             [--planner-games N] [--workers W]

For each ruleset with an engine, plays its starter deck (resources/decks/ID.txt) against
the built-in dummy and prints games per second, and the ratio to a bare loop that only
shuffles the same deck and draws the same number of cards per game (the floor any
simulation of that deck pays). Target (issue #17): ≥ 10,000 games/s for every ruleset.
"""

from __future__ import annotations

import argparse
import os
import random
import time

from deckbuilder.rules.decklist import parse_deck
from deckbuilder.rules.legality import MemoryCatalog, resolve
from deckbuilder.rules.registry import all_rulesets, get_ruleset
from deckbuilder.rules.sim import GoldfishSpec, run_chunk


def _catalog() -> MemoryCatalog:
    import json

    from deckbuilder.paths import resource
    from deckbuilder.rules.cards import card_from_json

    cards = []
    for path in sorted(resource("catalogs").glob("*.json")):
        for raw in json.loads(path.read_text(encoding="utf-8"))["cards"]:
            raw.pop("image", None)
            cards.append(card_from_json(raw))
    return MemoryCatalog(cards)


def bare_loop(names: list[str], games: int, draws_per_game: int, seed: int) -> float:
    """Seconds to shuffle the deck and draw ``draws_per_game`` cards, ``games`` times."""
    t = time.perf_counter()
    for g in range(games):
        rng = random.Random(seed + g)
        deck = names[:]
        rng.shuffle(deck)
        hand = []
        for _ in range(min(draws_per_game, len(deck))):
            hand.append(deck.pop())
    return time.perf_counter() - t


def _planner(spec: GoldfishSpec, games: int, workers: int) -> None:
    """The planner's speed, measured as the target is put (issue #17: 1,000 games in
    ≤ 30 s on all cores): a whole batch on ``workers`` processes, as the CLI and the
    window run it."""
    from dataclasses import replace

    from deckbuilder.rules.sim import run_batch

    t = time.perf_counter()
    run_batch(replace(spec, policy="planner"), games, workers=workers)
    dt = time.perf_counter() - t
    print(f"  planner: {games:,} games on {workers} core(s) in {dt:.1f} s "
          f"({games / dt:,.1f} games/s; 1,000 games ≈ {1000 * dt / games:.0f} s, "
          f"target ≤ 30 s on all cores)")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench goldfish")
    ap.add_argument("--ruleset", action="append", help="ruleset id (default: all with an engine)")
    ap.add_argument("--games", type=int, default=5000)
    ap.add_argument("--policy", default="greedy")
    ap.add_argument("--repeat", type=int, default=3,
                    help="runs of the games per ruleset; the fastest is reported")
    ap.add_argument("--max-turns", type=int, default=20)
    ap.add_argument("--planner-games", type=int, default=1000,
                    help="games of the planner pilot per ruleset (0: skip it)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                    help="processes for the planner's games (default: all cores)")
    args = ap.parse_args(argv)
    from deckbuilder.paths import resource

    catalog = _catalog()
    ids = args.ruleset or [r.id for r in all_rulesets() if r.engine is not None]
    for rid in ids:
        ruleset = get_ruleset(rid)
        engine = ruleset.engine
        deck = parse_deck(resource("decks", f"{rid}.txt").read_text(encoding="utf-8"))
        resolved = resolve(deck, ruleset.game, catalog)
        options = engine.options_type()
        spec = GoldfishSpec(rid, resolved, None, options, args.policy, 1, args.max_turns)
        run_chunk(spec, 0, min(200, args.games))  # warm-up
        # The best of a few runs: what the code costs, less what other work on the
        # machine took from it meanwhile (as timeit reports).
        dt = float("inf")
        for _ in range(args.repeat):
            t = time.perf_counter()
            stats = run_chunk(spec, 0, args.games)
            dt = min(dt, time.perf_counter() - t)
        rate = args.games / dt
        turns = stats.player_turns / max(1, stats.games)
        draws = engine.cards_seen(options, round(turns), True)
        names = [e.name for e in deck.deck for _ in range(e.count)]
        bare = min(bare_loop(names, args.games, draws, 1) for _ in range(args.repeat))
        k = stats.kill_turn_summary()
        print(f"{rid}: {rate:,.0f} games/s ({args.policy}, {args.games} games, one core, best "
              f"of {args.repeat})  target ≥ 10,000")
        print(f"  {turns:.1f} turns and ~{draws} cards drawn per game; bare shuffle-and-draw "
              f"loop: {args.games / bare:,.0f} games/s; ratio {dt / bare:.1f}× the bare loop")
        print(f"  kill turn median {k['median']}, not won {k['not_won_share']}")
        if args.planner_games:
            _planner(spec, args.planner_games, args.workers)
    return 0
