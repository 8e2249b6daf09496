"""Command-line commands for playtesting: goldfish batches and exact draw odds."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from pathlib import Path
from typing import Any

from deckbuilder.cli.progress import add_quiet_option, bar
from deckbuilder.numbers import GAMES, SEED, WORKERS, integer
from deckbuilder.outputs import output_file
from deckbuilder.text_files import DECK_FILE, input_file, is_stdio

EXIT_OK = 0


def _services(args: argparse.Namespace) -> tuple[Any, Any]:
    from deckbuilder.services.deck_service import DeckService
    from deckbuilder.services.playtest_service import PlaytestService
    from deckbuilder.services.seeding import open_database

    decks = DeckService(open_database(args.db))
    return decks, PlaytestService(decks)


def _playable(args: argparse.Namespace, decks: Any, play: Any, settings: Any) -> Any:
    if is_stdio(args.deckfile) and is_stdio(getattr(args, "dummy", None)):
        raise ValueError("the deck and the dummy cannot both come from standard input ('-')")
    deck = decks.read_file(args.deckfile)
    ruleset, guessed = decks.ruleset_for(deck, args.ruleset)
    if guessed:
        print(f"note: the deck names no ruleset; playing {ruleset.id}", file=sys.stderr)
    dummy = decks.read_file(args.dummy) if getattr(args, "dummy", None) else None
    return deck, play.playable(deck, ruleset, settings=settings, dummy=dummy)


def _bar(n: int, top: int, width: int = 30) -> str:
    return "█" * max(1 if n else 0, round(width * n / top)) if top else ""


def cmd_goldfish(args: argparse.Namespace) -> int:
    from deckbuilder.rules.registry import parse_settings
    from deckbuilder.services.playtest_service import max_workers, open_trace

    decks, play = _services(args)
    try:
        deck, playable = _playable(args, decks, play, parse_settings(args.set))
        spec = play.spec(playable, policy=args.policy, seed=args.seed, max_turns=args.max_turns,
                         players=args.players, budget=args.budget)
        if not playable.legality.legal:
            print(f"note: the deck is not legal under {playable.ruleset.id}; playing it anyway",
                  file=sys.stderr)
        if args.workers > max_workers():
            print(f"note: --workers {args.workers} is more than the {max_workers()} cores of "
                  f"this computer; using {max_workers()}", file=sys.stderr)
        # '-': the trace goes to standard output, and the report to standard error.
        to_stdout = is_stdio(args.trace)
        with open_trace(args.trace) as trace, \
                bar(args, "goldfish", args.games, "games") as shown:
            stats = play.run(playable, spec, args.games, workers=args.workers, trace=trace,
                             progress=shown)
        bound = None
        if args.policy == "planner":
            with bar(args, "clairvoyant bound", args.games, "games") as shown:
                bound = play.bound(playable, spec, args.games, workers=args.workers,
                                   progress=shown)
    finally:
        decks.close()
    result = play.summary(playable, spec, stats)
    if bound is not None:
        result["bound"] = play.bound_summary(spec, stats, bound)
    with contextlib.redirect_stdout(sys.stderr) if to_stdout else contextlib.nullcontext():
        return _goldfish_report(args, deck, result)


def _goldfish_report(args: argparse.Namespace, deck: Any, result: dict[str, Any]) -> int:
    if args.json:
        print(json.dumps(result, ensure_ascii=False, sort_keys=True))
        return EXIT_OK
    k = result["kill_turn"]
    print(f"{deck.name} ({result['ruleset']}) — {result['games']} games, {args.policy} bot, "
          f"seed {args.seed}, up to {args.max_turns} turns")
    if args.players != 2:
        print(f"{args.players} players: your deck in seat 1 against {args.players - 1} "
              f"{args.policy} bots; won (last one standing) in "
              f"{100 * result['win_share']:.1f}% of the games")
    if k["median"] is None and args.players != 2:
        print(f"You were never the last one standing within {args.max_turns} turns.")
    elif k["median"] is None:
        print(f"The dummy was never defeated within {args.max_turns} turns.")
    else:
        what = "Kill turn" if args.players == 2 else \
            "Kill turn (your turns until you are the last one standing)"
        print(f"{what}: mean {k['mean']:.2f}, median {k['median']:g}, 10% of games by "
              f"turn {k['p10']:g}, 90% by turn {k['p90']:g}")
        games = "game" if k["not_won"] == 1 else "games"
        lost = "" if args.players == 2 else " (lost, drawn or past the limit)"
        print(f"Not won within {args.max_turns} turns{lost}: {k['not_won']} {games} "
              f"({100 * k['not_won_share']:.1f}%)")
        top = max(k["histogram"].values())
        for turn, n in k["histogram"].items():
            print(f"  turn {int(turn):3d}  {_bar(n, top):30} {n}")
    if "bound" in result:
        b = result["bound"]
        print(f"Clairvoyant bound (deck order known, same seeds): mean {b['mean']:.2f} "
              f"(not won counted as turn {args.max_turns + 1}), not won "
              f"{100 * b['not_won_share']:.1f}%")
        print(f"  the planner is {b['gap_mean']:.2f} turns behind it on average and slower "
              f"in {100 * b['slower_share']:.1f}% of the games")
        if b["explanation"]:
            print(f"  {b['explanation']}")
    elif args.policy == "clairvoyant" and k["not_won"]:
        from deckbuilder.rules.compare import explain_bound

        print(explain_bound(k["not_won"], result["games"], args.max_turns))
    for why in result.get("impossible", ()):
        print(f"No game can be won: {why['message']}.")
    if result["dead_turn_share"] is not None:
        print(f"Turns with no card played: {100 * result['dead_turn_share']:.1f}%")
    shown = [t for t in (1, 2, 3, 4, 5, 6, 8, 10) if t <= args.max_turns]
    print("Chance to have held each card by turn " + ", ".join(map(str, shown)) + ":")
    for name, row in result["in_hand_by_turn"].items():
        print(f"  {name[:28]:28} " + " ".join(f"{100 * row[t - 1]:4.0f}%" for t in shown))
    if result["not_simulated"]:
        print("Effects not simulated (played by their numbers only): "
              + ", ".join(result["not_simulated"]))
    if args.trace and not is_stdio(args.trace):
        print(f"trace written to {args.trace}", file=sys.stderr)
    return EXIT_OK


def _named(path: Path, make: Any) -> Any:
    """``make()``, its error naming the deck file it is about (compare reads two)."""
    from deckbuilder.services.playtest_service import PlaytestError

    try:
        return make()
    except PlaytestError as exc:
        raise PlaytestError(f"{path}: {exc}", exc.code, **exc.params) from exc


def cmd_compare(args: argparse.Namespace) -> int:
    decks, play = _services(args)
    try:
        if is_stdio(args.deck_a) and is_stdio(args.deck_b):
            raise ValueError("the two decks cannot both come from standard input ('-')")
        deck_a, deck_b = decks.read_file(args.deck_a), decks.read_file(args.deck_b)
        ruleset, guessed = decks.ruleset_for(deck_a, args.ruleset)
        if guessed:
            print(f"note: deck A names no ruleset; playing {ruleset.id}", file=sys.stderr)
        a = _named(args.deck_a, lambda: play.playable(deck_a, ruleset))
        b = _named(args.deck_b, lambda: play.playable(deck_b, ruleset))
        with bar(args, "compare", 2 * args.games, "games") as shown:
            result = play.compare(a, b, games=args.games, policy=args.policy,
                                  seed=args.seed, max_turns=args.max_turns,
                                  budget=args.budget, workers=args.workers, progress=shown)
    finally:
        decks.close()
    if args.json:
        print(json.dumps(result, ensure_ascii=False, sort_keys=True))
        return EXIT_OK
    limit = args.max_turns
    print(f"{deck_a.name} (A) against {deck_b.name} (B) — {ruleset.id}, {args.games} games "
          f"each on the same seeds, {args.policy} bot, seed {args.seed}, up to {limit} turns")
    for key, deck in (("a", deck_a), ("b", deck_b)):
        k = result[key]["kill_turn"]
        mean = "—" if k["mean"] is None else f"{k['mean']:.2f}"
        print(f"  {key.upper()} {deck.name[:40]:40} kill turn mean {mean} (won games), "
              f"not won {100 * k['not_won_share']:.1f}%")
    d = result["difference"]
    if d["ci95"][0] is not None:
        print(f"Difference A − B (not won = turn {limit + 1}): {d['mean']:+.2f} turns, "
              f"95% interval {d['ci95'][0]:+.2f} to {d['ci95'][1]:+.2f}")
    lo, hi = result["a_score_ci95"]
    print(f"A faster in {100 * result['p_a_faster']:.1f}% of the games, B faster in "
          f"{100 * result['p_b_faster']:.1f}%, the same turn in "
          f"{100 * result['p_same']:.1f}%; A's score (the same turn counting as half) "
          f"{100 * result['a_score']:.1f}% (95%: {100 * lo:.1f}–{100 * hi:.1f}%)")
    print(result["verdict"].capitalize() if result["verdict"].startswith("no") else
          result["verdict"])
    return EXIT_OK


def cmd_odds(args: argparse.Namespace) -> int:
    decks, play = _services(args)
    try:
        _deck, playable = _playable(args, decks, play, None)
        with bar(args, "odds", args.games, "games") as shown:
            odds = play.odds(playable, args.card, args.copies, args.by_turn,
                             games=args.games, seed=args.seed, workers=args.workers,
                             progress=shown)
    finally:
        decks.close()
    if args.json:
        out = odds.to_json()
        out["ruleset"] = playable.ruleset.id
        if odds.from_simulation:
            out["seed"] = args.seed
        print(json.dumps(out, ensure_ascii=False, sort_keys=True))
        return EXIT_OK
    names = " or ".join(odds.cards)
    error = f" (standard error {100 * odds.standard_error:.2f})" \
        if odds.from_simulation else ""
    print(f"P(at least {odds.at_least} of {names} by turn {odds.by_turn}) = "
          f"{100 * odds.probability:.2f}%{error}")
    if odds.from_simulation:
        assert odds.seen_range is not None and odds.seen_mean is not None
        lo, hi = odds.seen_range
        drawn = f"{lo} cards drawn by then in all {odds.games:,} greedy games" if lo == hi \
            else f"{lo}–{hi} cards drawn by then, {odds.seen_mean:.2f} on average, in " \
            f"{odds.games:,} greedy games"
        drawn += f" (seed {args.seed})"
    else:
        drawn = f"{odds.cards_seen} cards drawn by then"
    print(f"  {odds.copies_in_deck} such cards in a {odds.deck_size}-card deck; "
          f"{drawn} ({playable.ruleset.id})")
    return EXIT_OK


def _pilot_args(p: argparse.ArgumentParser) -> None:
    from deckbuilder.services.playtest_service import MAX_BUDGET, MAX_TURNS

    p.add_argument("--policy", default="greedy",
                   help="pilot: greedy, random, planner (searches, plays fair) or "
                   "clairvoyant (searches knowing the deck order: the bound)")
    p.add_argument("--budget", type=integer(1, MAX_BUDGET),
                   help="rollouts per decision of the planner and the clairvoyant "
                   f"(default 16, at most {MAX_BUDGET})")
    p.add_argument("--max-turns", type=integer(1, MAX_TURNS), default=20,
                   help="stop a game after this many of your turns (it counts as not won; "
                   f"default %(default)s, at most {MAX_TURNS})")


def register(sub: Any) -> None:
    p = sub.add_parser("goldfish", help="play a deck many times against the dummy and "
                       "report kill turns, draws and dead turns")
    p.add_argument("deckfile", type=input_file(DECK_FILE), help="deck list ('-': standard input)")
    p.add_argument("--ruleset", help="ruleset id (overrides the file's 'Ruleset:' line)")
    p.add_argument("--games", type=GAMES, default=1000,
                   help="how many games to play (default %(default)s)")
    p.add_argument("--seed", type=SEED, default=1,
                   help="the first game's seed: the same seed plays the same games "
                   "(default %(default)s)")
    _pilot_args(p)
    p.add_argument("--dummy", type=input_file(DECK_FILE), help="deck list of the dummy's cards")
    p.add_argument("--players", type=integer(2, 8), default=2,
                   help="seats at the table (default 2: you against the dummy); more seats "
                   "are bots playing the dummy's cards with the same policy (rulesets that "
                   "support it)")
    p.add_argument("--set", action="append", metavar="OPTION=VALUE",
                   help="change a rules option, e.g. kairu_cap=8 (names: rulesets --json)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--trace", type=output_file, help="write every event as JSON Lines to this file "
                   "('-': standard output, the report then going to standard error)")
    p.add_argument("--workers", type=WORKERS, default=1,
                   help="processes to use (the figures do not depend on it; default 1)")
    add_quiet_option(p)
    p.set_defaults(func=cmd_goldfish)

    p = sub.add_parser("compare", help="play two decks on the same seeds and say which "
                       "kills the dummy sooner, and how sure that is")
    p.add_argument("deck_a", type=input_file(DECK_FILE), help="deck list A ('-': standard input)")
    p.add_argument("deck_b", type=input_file(DECK_FILE), help="deck list B")
    p.add_argument("--ruleset", help="ruleset id for both (default: deck A's 'Ruleset:' "
                   "line)")
    p.add_argument("--games", type=GAMES, default=1000,
                   help="how many games to play (default %(default)s)")
    p.add_argument("--seed", type=SEED, default=1,
                   help="the first game's seed: the same seed plays the same games "
                   "(default %(default)s)")
    _pilot_args(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--workers", type=WORKERS, default=1,
                   help="processes to use (the figures do not depend on it; default 1)")
    add_quiet_option(p)
    p.set_defaults(func=cmd_compare)

    p = sub.add_parser(
        "odds", help="chance to have drawn cards by a turn (as the Simulation tab gives it)",
        description="The chance to have held at least --copies of the cards by the end of "
        "your turn N (--by-turn N, counted as the kill turn is: your own turns; Monsuno "
        "medium: clashes). It counts every card that came into your hand from your deck "
        "up to the end of that turn: the opening hand, the draw of each turn, refills, "
        "draw effects and discards-and-redraws, and in the Monsuno hard and tcg rules the "
        "combat draw of turn N itself (there is none on your first turn); Monsuno medium "
        "counts the two cards each clash shows. How many that is depends on play, so "
        "--games greedy goldfish games are played and the exact (hypergeometric) chance "
        "for each number of cards they drew is weighted by the games that drew it: the "
        "computation of the Simulation tab's odds after a run. --by-turn 0: the opening "
        "hand alone.")
    p.add_argument("deckfile", type=input_file(DECK_FILE), help="deck list ('-': standard input)")
    p.add_argument("--card", action="append", required=True,
                   help="a card name; repeat to count several cards together")
    from deckbuilder.services.playtest_service import MAX_TURNS

    p.add_argument("--copies", type=integer(1, 99), default=1,
                   help="at least this many (default 1)")
    p.add_argument("--by-turn", type=integer(0, MAX_TURNS), required=True,
                   help="by the end of your turn N, its draws (the hard rules' combat draw "
                   "included) counted; 0: the opening hand")
    p.add_argument("--ruleset", help="ruleset id (overrides the file's 'Ruleset:' line)")
    p.add_argument("--games", type=GAMES, default=2000,
                   help="goldfish games that measure how many cards are drawn (default "
                   "%(default)s)")
    p.add_argument("--seed", type=SEED, default=1,
                   help="the seed of those games (default %(default)s)")
    p.add_argument("--workers", type=WORKERS, default=1,
                   help="processes to use (the figures do not depend on it; default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    add_quiet_option(p)
    p.set_defaults(func=cmd_odds)
