"""`deckbuilder scan PHOTO...`: recognise the cards in photos, and optionally add them to
the collection."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from deckbuilder.cli.arguments import game_arg
from deckbuilder.cli.progress import add_quiet_option, bar
from deckbuilder.numbers import decimal
from deckbuilder.text_files import PHOTO_FILE, input_file


def cmd_scan(args: argparse.Namespace) -> int:
    from deckbuilder.scan import ocr
    from deckbuilder.scan.fingerprint import DEFAULT_MIN_SCORE
    from deckbuilder.services.scan_service import ScanService, matched_counts
    from deckbuilder.services.seeding import open_database

    min_score = DEFAULT_MIN_SCORE if args.min_score is None else args.min_score
    with open_database(args.db) as db:
        service = ScanService(db, game=args.game, min_score=min_score)
        with bar(args, "scan", len(args.photos), "photos") as shown:

            def told(done: int, total: int) -> None:
                shown(done, total)

            photos = service.scan_files(args.photos, progress=told)
        added = service.add_to_collection(matched_counts(photos)) if args.add else []
    unknown = sum(1 for p in photos for c in p.cards if c.match is None)
    if args.json:
        doc: dict[str, Any] = {"photos": [p.to_json() for p in photos]}
        if args.add:
            doc["added"] = [{"game": a.game, "name": a.name, "added": a.added,
                             "owned": a.owned} for a in added]
        print(json.dumps(doc, ensure_ascii=False, indent=1))
    else:
        for photo in photos:
            print(f"{photo.source}: {len(photo.cards)} card(s)")
            for n, card in enumerate(photo.cards, 1):
                if card.match is not None:
                    m = card.match
                    # Named by its printed name (its picture matched nothing): say so.
                    read = f"  check this: named by reading {m.read!r}" if m.read else ""
                    print(f"  {n}. {m.name}  [{m.game}]  score {m.score:.2f}{read}")
                else:
                    near = card.candidates[0] if card.candidates else None
                    hint = f" (nearest: {near.name}, score {near.score:.2f})" if near else ""
                    read = f"  read: {card.name!r}" if card.name else ""
                    print(f"  {n}. unknown card{hint}{read}")
        for a in added:
            print(f"added {a.added} × {a.name} [{a.game}], now {a.owned} owned")
        if args.add:
            total = sum(a.added for a in added)
            print(f"{total} card(s) added to the collection")
    if unknown and not ocr.available():
        print(f"deckbuilder: {unknown} card(s) not in the catalog; {ocr.INSTALL_HINT}",
              file=sys.stderr)
    return 0


def register(sub: Any) -> None:
    p = sub.add_parser("scan", help="recognise the cards in photos (and add them to the "
                       "collection with --add)")
    p.add_argument("photos", nargs="+", type=input_file(PHOTO_FILE), metavar="PHOTO",
                   help="JPEG, PNG or WebP photos of cards (a table, sleeves, a binder page)")
    p.add_argument("--game", type=game_arg, help="only match cards of this game")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--add", action="store_true",
                   help="add every recognised card to the collection (one change)")
    p.add_argument("--min-score", type=decimal(0, 1), default=None,
                   help="lowest score (0-1) that counts as recognised; below it a card is "
                   "reported unknown")
    add_quiet_option(p)
    p.set_defaults(func=cmd_scan)
