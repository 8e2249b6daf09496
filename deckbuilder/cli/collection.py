"""`deckbuilder collection list|summary|wishlist|tradelist`: the collection's figures and
lists, from the same service as the window's Collection screen (the same numbers)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from deckbuilder.outputs import output_file
from deckbuilder.text_files import is_stdio

if TYPE_CHECKING:
    from deckbuilder.services.collection_service import CollectionService, Completion


def _service(args: argparse.Namespace) -> CollectionService:
    from deckbuilder.services.collection_service import CollectionService
    from deckbuilder.services.seeding import open_database

    return CollectionService(open_database(args.db))


def _money(money: tuple[tuple[str, int], ...]) -> dict[str, str]:
    """A sum of money as JSON: currency code (``""``: none said) → ``"12.50"``."""
    from deckbuilder.services.collection_service import format_cents

    return {cur: format_cents(cents) for cur, cents in money}


def cmd_list(args: argparse.Namespace) -> int:
    from deckbuilder.services.collection_service import format_money

    with _service(args) as service:
        cards = service.owned_cards(args.query or "")
    if args.json:
        print(json.dumps([{"game": c.game, "name": c.name, "kind": c.kind, "set": c.set,
                           "number": c.number, "copies": c.copies, "trade": c.trade,
                           "value": _money(c.value)} for c in cards],
                         ensure_ascii=False, indent=1))
        return 0
    for c in cards:
        where = " ".join(x for x in (c.game, c.set or "", f"#{c.number}" if c.number else "")
                         if x)
        extra = f"  trade {c.trade}" if c.trade else ""
        extra += f"  value {format_money(c.value)}" if c.value else ""
        print(f"{c.copies:>4}  {c.name}  [{where}]{extra}")
    print(f"{len(cards)} cards, {sum(c.copies for c in cards)} copies", file=sys.stderr)
    return 0


def _completion(c: Completion) -> dict[str, Any]:
    return {"game": c.game, **({"set": c.set} if c.set is not None else {}),
            "owned": c.owned, "total": c.total, "percent": round(c.percent, 1)}


def cmd_summary(args: argparse.Namespace) -> int:
    from deckbuilder.services.collection_service import format_money

    with _service(args) as service:
        s = service.summary()
    if args.json:
        print(json.dumps({
            "copies": s.copies, "distinct": s.distinct, "trade": s.trade,
            "value": _money(s.value),
            "games": [_completion(c) for c in s.games],
            "sets": [_completion(c) for c in s.sets],
            "decks": [{"name": d.name, "ruleset": d.ruleset, "cards": d.cards,
                       "missing": d.missing} for d in s.decks],
        }, ensure_ascii=False, indent=1))
        return 0
    print(f"copies: {s.copies}\ndistinct cards: {s.distinct}\non the trade list: {s.trade}\n"
          f"value: {format_money(s.value)}")
    print("completion:")
    for g in s.games:
        print(f"  {g.game}: {g.owned} of {g.total} ({g.percent:.1f}%)")
        for c in s.sets:
            if c.game == g.game:
                print(f"    {c.set or '(no set)'}: {c.owned} of {c.total} ({c.percent:.1f}%)")
    if s.decks:
        print("decks:")
        for d in s.decks:
            state = f"{d.missing} missing" if d.missing else "complete"
            print(f"  {d.name}: {d.cards} cards, {state}")
    return 0


def cmd_wishlist(args: argparse.Namespace) -> int:
    target = args.out if args.out is not None else "-"
    with _service(args) as service:
        n = service.export_wishlist(target, args.decks)
    if is_stdio(target):  # the list is on standard output: the count must not mix in
        print(f"{n} cards to get", file=sys.stderr)
    else:
        print(f"{target}: {n} cards to get")
    return 0


def cmd_tradelist(args: argparse.Namespace) -> int:
    target = args.out if args.out is not None else "-"
    with _service(args) as service:
        n = service.export_tradelist(target)
    if is_stdio(target):  # the list is on standard output: the count must not mix in
        print(f"{n} cards to trade", file=sys.stderr)
    else:
        print(f"{target}: {n} cards to trade")
    return 0


def register(col_sub: Any) -> None:
    """Add the commands to ``deckbuilder collection``'s subcommands."""
    c = col_sub.add_parser("list", help="list the cards you own (copies, trade list, value)")
    c.add_argument("query", nargs="?", help="only the owned cards this search finds, e.g. "
                   "'game:redakai kind:attack' (the catalog's search syntax)")
    c.add_argument("--json", action="store_true", help="print the cards as a JSON array")
    c.set_defaults(func=cmd_list)
    c = col_sub.add_parser("summary", help="copies, distinct cards, completion per game and "
                           "set, value, and what each saved deck is missing")
    c.add_argument("--json", action="store_true", help="print the figures as JSON")
    c.set_defaults(func=cmd_summary)
    c = col_sub.add_parser("wishlist", help="the cards the chosen saved decks need beyond "
                           "what you own (their needs added up)")
    c.add_argument("decks", nargs="+", metavar="DECK", help="a saved deck's name")
    c.add_argument("--out", type=output_file, metavar="FILE",
                   help="write to this file: CSV when it ends in .csv, else text "
                   "(default: text to standard output)")
    c.set_defaults(func=cmd_wishlist)
    c = col_sub.add_parser("tradelist", help="copies beyond what your saved decks and a "
                           "playset use, and those you put on your trade list")
    c.add_argument("--out", type=output_file, metavar="FILE",
                   help="write to this file: CSV when it ends in .csv, else text "
                   "(default: text to standard output)")
    c.set_defaults(func=cmd_tradelist)
