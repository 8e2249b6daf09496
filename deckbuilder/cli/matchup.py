"""Command-line commands for matchups: decks against each other, piloted by the computer."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from deckbuilder.cli.progress import add_quiet_option, bar
from deckbuilder.numbers import GAMES, SEED, WORKERS, integer
from deckbuilder.text_files import DECK_FILE, input_file, is_stdio

EXIT_OK = 0


def _load(args: argparse.Namespace, paths: list[Path]) -> tuple[Any, Any, list[Any], Any]:
    """The services, the ruleset and each file's playable deck (errors name the file)."""
    from deckbuilder.cli.play import _named
    from deckbuilder.services.deck_service import DeckService
    from deckbuilder.services.matchup_service import MatchupService
    from deckbuilder.services.playtest_service import PlaytestService
    from deckbuilder.services.seeding import open_database

    if sum(1 for p in paths if is_stdio(p)) > 1:
        raise ValueError("only one deck can come from standard input ('-')")
    decks = DeckService(open_database(args.db))
    try:
        play = PlaytestService(decks)
        lists = [decks.read_file(p) for p in paths]
        ruleset, guessed = decks.ruleset_for(lists[0], args.ruleset)
        if guessed:
            print(f"note: {paths[0]} names no ruleset; playing {ruleset.id}", file=sys.stderr)
        playables = [_named(p, lambda d=d: play.playable(d, ruleset))
                     for p, d in zip(paths, lists, strict=True)]
    except BaseException:
        decks.close()
        raise
    return decks, MatchupService(play), playables, ruleset


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.1f}%"


def _ci(ci: list[float | None]) -> str:
    lo, hi = ci
    return "—" if lo is None or hi is None else f"{100 * lo:.1f}–{100 * hi:.1f}%"


def cmd_matchup(args: argparse.Namespace) -> int:
    paths = [args.deck_a, args.deck_b, *args.more]
    decks, service, playables, ruleset = _load(args, paths)
    try:
        spec = service.spec(playables, policy=args.policy, seed=args.seed,
                            max_turns=args.max_turns, budget=args.budget)
        with bar(args, "matchup", args.games, "games") as shown:
            stats = service.run(spec, args.games, workers=args.workers, progress=shown)
    finally:
        decks.close()
    result = service.summary(spec, stats)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, sort_keys=True))
        return EXIT_OK
    names = [p.deck.deck.name or str(path) for p, path in zip(playables, paths, strict=True)]
    print(f"{' against '.join(names)} — {ruleset.id}, {stats.games} games, {args.policy} "
          f"pilots, seed {args.seed}, up to {args.max_turns} turns")
    if len(paths) == 2:
        rows = [("A", names[0], result["a"], result["on_the_play"]["a"]),
                ("B", names[1], result["b"], result["on_the_play"]["b"])]
    else:
        rows = [(str(i + 1), names[i], d, d["on_the_play"])
                for i, d in enumerate(result["decks"])]
    for key, name, seat, play in rows:
        print(f"  {key} {name[:36]:36} {_record(seat)}")
        print(f"    {'':36} going first: {_record(play)}")
    print(f"Draws {result['draws']}, unfinished {result['unfinished']}, mean length "
          f"{result['mean_turns']} turns (score: a draw counts as half a win)")
    print(f"The player going first: {_record(result['first_player'])}")
    return EXIT_OK


def _record(r: dict[str, Any]) -> str:
    """Wins, draws and losses, the score and the win rate, with their intervals."""
    text = f"{r['wins']} won, {r['draws']} drawn, {r['losses']} lost"
    if r.get("unfinished"):
        text += f", {r['unfinished']} unfinished"
    return (f"{text}; score {_pct(r['score'])} (95%: {_ci(r['score_ci95'])}), "
            f"won {_pct(r['win_rate'])} (95%: {_ci(r['ci95'])})")


def cmd_gauntlet(args: argparse.Namespace) -> int:
    paths = [args.deck, *args.others]
    decks, service, playables, ruleset = _load(args, paths)
    try:
        labels = [p.deck.deck.name or str(path)
                  for p, path in zip(playables[1:], paths[1:], strict=True)]
        with bar(args, "gauntlet", args.games * len(labels), "games") as shown:
            rows = service.gauntlet(
                playables[0], list(zip(labels, playables[1:], strict=True)),
                games=args.games, policy=args.policy, seed=args.seed,
                max_turns=args.max_turns, budget=args.budget, workers=args.workers,
                progress=lambda done, total, label: shown(done, total, label[:30]))
    finally:
        decks.close()
    if args.json:
        print(json.dumps({"ruleset": ruleset.id, "deck": playables[0].deck.deck.name,
                          "games": args.games, "policy": args.policy, "seed": args.seed,
                          "rows": rows}, ensure_ascii=False, sort_keys=True))
        return EXIT_OK
    print(f"{playables[0].deck.deck.name or paths[0]} against {len(rows)} decks — "
          f"{ruleset.id}, {args.games} games each, {args.policy} pilots")
    for r in rows:
        print(f"  {r['opponent'][:40]:40} {_record(r)}")
    return EXIT_OK


def _common(p: argparse.ArgumentParser) -> None:
    from deckbuilder.services.matchup_service import DEFAULT_MATCH_TURNS
    from deckbuilder.services.playtest_service import MAX_BUDGET, MAX_TURNS

    p.add_argument("--ruleset", help="ruleset id for every deck (default: the first deck's "
                   "'Ruleset:' line)")
    p.add_argument("--games", type=GAMES, default=1000,
                   help="games per matchup (default %(default)s)")
    p.add_argument("--seed", type=SEED, default=1,
                   help="the first game's seed: the same seed plays the same games "
                   "(default %(default)s)")
    p.add_argument("--policy", default="greedy", choices=("greedy", "planner"),
                   help="pilot of every seat: greedy (the rules' bot) or planner (searches, "
                   "seeing only what its seat may see)")
    p.add_argument("--budget", type=integer(1, MAX_BUDGET),
                   help=f"rollouts per decision of the planner (default 16, at most {MAX_BUDGET})")
    p.add_argument("--max-turns", type=integer(1, MAX_TURNS), default=DEFAULT_MATCH_TURNS,
                   help="a game still going when a seat would begin a turn past this "
                   "counts as unfinished")
    p.add_argument("--workers", type=WORKERS, default=1,
                   help="processes to use (the figures do not depend on it; default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    add_quiet_option(p)


def register(sub: Any) -> None:
    p = sub.add_parser("matchup", help="play decks against each other, every seat piloted "
                       "by the computer, and report who wins")
    p.add_argument("deck_a", type=input_file(DECK_FILE), help="deck list A ('-': standard input)")
    p.add_argument("deck_b", type=input_file(DECK_FILE), help="deck list B")
    p.add_argument("more", type=input_file(DECK_FILE), nargs="*",
                   help="more decks at the same table (MONSTER CARDS: up to 8 in all)")
    _common(p)
    p.set_defaults(func=cmd_matchup)

    p = sub.add_parser("gauntlet", help="play one deck against each of a list of decks and "
                       "rank the matchups by win rate")
    p.add_argument("deck", type=input_file(DECK_FILE), help="your deck list")
    p.add_argument("others", type=input_file(DECK_FILE), nargs="+", help="the decks to play against")
    _common(p)
    p.set_defaults(func=cmd_gauntlet)
