"""Pilot benchmark: the Done-when figures of the search pilots (issue #17).

    python -m bench pilots [--ruleset ID ...] [--games N] [--budget B] [--workers W]

For each starter deck (resources/decks/ID.txt) plays the same seeds with the greedy bot,
the planner and the clairvoyant bound, and prints each one's mean kill turn (a game not
won counting as the limit + 1) and not-won share, the planner's gap to the bound, whether
clairvoyant ≤ planner ≤ greedy holds, and the planner's games per second. Then, for the
comparison: how often the 95 % interval of a deck against a reordered copy of itself
contains 0 over many seeds, and the interval against the deck without its best attacks.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import replace
from typing import Any

from bench.goldfish import _catalog
from deckbuilder.rules.compare import bound_gap, paired_difference
from deckbuilder.rules.decklist import parse_deck
from deckbuilder.rules.legality import resolve
from deckbuilder.rules.registry import all_rulesets, get_ruleset
from deckbuilder.rules.sim import GoldfishSpec, run_batch


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench pilots")
    ap.add_argument("--ruleset", action="append", help="ruleset id (default: all with an engine)")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--budget", type=int)
    ap.add_argument("--max-turns", type=int, default=20)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--copies", type=int, default=40,
                    help="seeds of the deck-against-its-copy check (0: skip it)")
    args = ap.parse_args(argv)
    from deckbuilder.paths import resource

    catalog = _catalog()
    limit = args.max_turns
    ids = args.ruleset or [r.id for r in all_rulesets() if r.engine is not None]
    for rid in ids:
        ruleset = get_ruleset(rid)
        engine = ruleset.engine
        text = resource("decks", f"{rid}.txt").read_text(encoding="utf-8")
        deck = resolve(parse_deck(text), ruleset.game, catalog)
        base = GoldfishSpec(rid, deck, None, engine.options_type(), "greedy", 1, limit,
                            budget=args.budget)
        values, rates = {}, {}
        for pilot in ("greedy", "planner", "clairvoyant"):
            t = time.perf_counter()
            stats = run_batch(replace(base, policy=pilot), args.games, args.workers)
            rates[pilot] = args.games / (time.perf_counter() - t)
            values[pilot] = stats.turn_values(limit)
        mean = {p: sum(v) / len(v) for p, v in values.items()}
        nw = {p: sum(1 for x in v if x > limit) / len(v) for p, v in values.items()}
        gap = bound_gap(values["planner"], values["clairvoyant"], limit)
        order = mean["clairvoyant"] <= mean["planner"] <= mean["greedy"]
        print(f"{rid}: {args.games} games, seed 1, up to {limit} turns "
              f"(not won = {limit + 1}), {args.workers} process(es)")
        for p in ("greedy", "planner", "clairvoyant"):
            print(f"  {p:12} mean {mean[p]:6.2f}  not won {100 * nw[p]:5.1f}%  "
                  f"{rates[p]:8.1f} games/s")
        print(f"  clairvoyant ≤ planner ≤ greedy: {'yes' if order else 'NO'}; planner gap "
              f"{gap['gap_mean']:.2f} turns (target ≤ 0.5), slower in "
              f"{100 * gap['slower_share']:.1f}% of games; not won +"
              f"{100 * (nw['planner'] - nw['clairvoyant']):.1f} points (target ≤ 1)")
        print(f"  planner: 1,000 games would take {1000 / rates['planner']:.0f} s "
              f"(target ≤ 30 s on all cores)")
    if args.copies:
        _copies(catalog, args.copies, limit)
    return 0


def _copies(catalog: Any, seeds: int, limit: int) -> None:
    """A deck against a reordered copy of itself, greedy, 200 games per seed."""
    from deckbuilder.paths import resource

    rid = "monster-cards"
    ruleset = get_ruleset(rid)
    text = resource("decks", f"{rid}.txt").read_text(encoding="utf-8")
    lines = text.splitlines()
    cards = [ln for ln in lines if ln[:1].isdigit()]
    copy_text = "\n".join([ln for ln in lines if not ln[:1].isdigit()] + cards[::-1])
    a = resolve(parse_deck(text), ruleset.game, catalog)
    b = resolve(parse_deck(copy_text), ruleset.game, catalog)
    options = ruleset.engine.options_type()
    inside = 0
    for seed in range(seeds):
        va = run_batch(GoldfishSpec(rid, a, None, options, "greedy", seed, limit), 200)
        vb = run_batch(GoldfishSpec(rid, b, None, options, "greedy", seed, limit), 200)
        lo, hi = paired_difference(va.turn_values(limit), vb.turn_values(limit))["ci95"]
        inside += lo <= 0 <= hi
    print(f"{rid} against a reordered copy: the 95% interval contains 0 in {inside} of "
          f"{seeds} seeds ({100 * inside / seeds:.0f}%; expected ~95%)")
