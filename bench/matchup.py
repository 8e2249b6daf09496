"""Matchup benchmark: the Done-when figures of matchups (issue #21).

    python -m bench matchup [--ruleset ID ...] [--games N] [--planner-games N]
                            [--budget B] [--workers W] [--copies SEEDS]

For each starter deck (resources/decks/ID.txt) against itself: games per second with
greedy against greedy and planner against planner, each deck's win rate, and the
first-player advantage (how often the seat that went first won, with its interval). Then
how often the interval of a deck against its copy contains 50 % over several seeds, and the
MONSTER CARDS starter deck against the same deck with its best cards replaced by the
weakest ones it lacks (target: above 90 %).
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from bench.goldfish import _catalog
from deckbuilder.rules.decklist import parse_deck
from deckbuilder.rules.legality import resolve
from deckbuilder.rules.matchup import MatchSpec, run_match
from deckbuilder.rules.registry import all_rulesets, get_ruleset

#: The strongest cards of the MONSTER CARDS starter deck → the weakest it lacks (the deck
#: stays legal: one copy each, under the cost cap).
WEAKEST = {"Sunforge Sovereign": "Gearbug Scout", "Abyssal Kraken": "Ripple Sprite",
           "Pyre Dragon": "Gravemoss Shade", "Halo Seraph": "Marsh Leech",
           "Iron Sentry": "Soot Imp", "Nightshade Witch": "Grim Lantern Moth"}


def _pct(ci: list[float | None]) -> str:
    lo, hi = ci
    return "—" if lo is None or hi is None else f"{100 * lo:.1f}–{100 * hi:.1f}%"


def _deck(catalog: Any, rid: str, swap: dict[str, str] | None = None) -> Any:
    from deckbuilder.paths import resource

    text = resource("decks", f"{rid}.txt").read_text(encoding="utf-8")
    for old, new in (swap or {}).items():
        text = text.replace(f" {old}\n", f" {new}\n")
    return resolve(parse_deck(text), get_ruleset(rid).game, catalog)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench matchup")
    ap.add_argument("--ruleset", action="append", help="ruleset id (default: all with an engine)")
    ap.add_argument("--games", type=int, default=1000, help="greedy games per deck")
    ap.add_argument("--planner-games", type=int, default=40)
    ap.add_argument("--budget", type=int)
    ap.add_argument("--max-turns", type=int, default=40)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--copies", type=int, default=10,
                    help="seeds of the deck-against-its-copy check (0: skip it)")
    args = ap.parse_args(argv)
    catalog = _catalog()
    ids = args.ruleset or [r.id for r in all_rulesets() if r.engine is not None]
    for rid in ids:
        engine = get_ruleset(rid).engine
        deck = _deck(catalog, rid)
        print(f"{rid}: starter deck against itself, up to {args.max_turns} turns, "
              f"{args.workers} process(es)")
        for policy, games in (("greedy", args.games), ("planner", args.planner_games)):
            spec = MatchSpec(rid, (deck, deck), engine.options_type(), policy, 1,
                             args.max_turns, args.budget)
            t = time.perf_counter()
            stats = run_match(spec, games, args.workers)
            rate = games / (time.perf_counter() - t)
            fp = stats.first_player_win_rate()
            print(f"  {policy:8} {games:6} games {rate:9.1f} games/s  A wins "
                  f"{100 * (stats.seat(0)['win_rate'] or 0):5.1f}%  draws {stats.draws}  "
                  f"unfinished {stats.unfinished}  first player "
                  f"{fp['wins']}-{fp['draws']}-{fp['losses']}, score "
                  f"{100 * (fp['score'] or 0):5.1f}% (95%: {_pct(fp['score_ci95'])}), won "
                  f"{100 * (fp['win_rate'] or 0):5.1f}% (95%: {_pct(fp['ci95'])})")
        if args.copies:
            inside = 0
            for seed in range(1, args.copies + 1):
                stats = run_match(MatchSpec(rid, (deck, deck), engine.options_type(), "greedy",
                                            seed, args.max_turns), 200, args.workers)
                lo, hi = stats.seat(0)["score_ci95"]
                inside += lo is not None and hi is not None and lo <= 0.5 <= hi
            print(f"  copy against copy: the 95 % interval of the score contains 50 % in "
                  f"{inside} of {args.copies} seeds (200 games each)")
    if "monster-cards" in ids:
        rid = "monster-cards"
        engine = get_ruleset(rid).engine
        strong, weak = _deck(catalog, rid), _deck(catalog, rid, WEAKEST)
        for policy, games in (("greedy", args.games), ("planner", args.planner_games)):
            stats = run_match(MatchSpec(rid, (strong, weak), engine.options_type(), policy, 1,
                                        args.max_turns, args.budget), games, args.workers)
            a = stats.seat(0)
            print(f"{rid}: starter against its weakened copy ({len(WEAKEST)} best cards → "
                  f"weakest), {policy}, {games} games: {100 * (a['win_rate'] or 0):.1f}% "
                  f"(95%: {_pct(a['ci95'])}; target > 90 %)")
    return 0
