"""Command-line commands for rulesets, deck checks and saved decks."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from deckbuilder.cli.arguments import folder_arg
from deckbuilder.outputs import output_file
from deckbuilder.text_files import DECK_FILE, input_file

EXIT_OK, EXIT_FAILED = 0, 1
# As deckbuilder.services.deck_export.FORMAT_IDS (not imported: the parser stays light).
FORMAT_CHOICES = ("text", "json", "cod", "o8d", "dec", "code", "tts", "image", "sheet")


def _service(args: argparse.Namespace) -> Any:
    from deckbuilder.services.deck_service import DeckService
    from deckbuilder.services.seeding import open_database

    return DeckService(open_database(args.db))


def cmd_rulesets(args: argparse.Namespace) -> int:
    from deckbuilder.rules.registry import all_rulesets

    rulesets = all_rulesets()
    if args.json:
        print(json.dumps([r.describe() for r in rulesets], ensure_ascii=False, indent=1))
        return EXIT_OK
    for r in rulesets:
        d = r.deck_rules
        parts = []
        if d.team_size is not None:
            parts.append(f"team {d.team_size}" + (" different" if d.team_distinct
                                                    and d.team_size > 1 else ""))
        deck = f"deck ≥ {d.deck_min}" + (f" and ≤ {d.deck_max}" if d.deck_max is not None else "")
        parts.append(deck)
        if d.copy_limit is not None:
            parts.append(f"≤ {d.copy_limit} copies")
        if d.unique_limit is not None:
            parts.append(f"Unique ≤ {d.unique_limit}")
        if d.launch_cap is not None:
            parts.append(f"team launch ≤ {d.launch_cap}")
        if d.cost_cap is not None:
            parts.append(f"cost ≤ {d.cost_cap}")
        print(f"{r.id:18} {r.title}\n{'':18} {'; '.join(parts)}")
    return EXIT_OK


def _report_text(deck: Any, report: Any, guessed: bool) -> str:
    errors, warnings = report.errors, report.warnings
    status = "LEGAL" if report.legal else "NOT LEGAL"
    detail = []
    if errors:
        detail.append(f"{len(errors)} error{'s' if len(errors) != 1 else ''}")
    if warnings:
        detail.append(f"{len(warnings)} warning{'s' if len(warnings) != 1 else ''}")
    head = f"{deck.name or 'Deck'} — {report.ruleset}" + (" (guessed from the cards)"
                                                          if guessed else "")
    lines = [f"{head}: {status}" + (f" ({', '.join(detail)})" if detail else "")]
    c = report.counts
    lines.append(f"Team {c['team']} · Deck {c['deck']} · Sideboard {c['sideboard']}")
    for v in report.violations:
        mark = "✗" if v.severity == "error" else "!"
        lines.append(f"  {mark} {v.message}  [{v.code}]")
    return "\n".join(lines)


def _print_import_notes(deck: Any) -> None:
    """What the reader did with cards the file put where the deck has no place (Archidekt's
    Maybeboard, an OCTGN section of another game), as it noted it in the deck's notes."""
    from deckbuilder.rules.decklist import import_notes

    for line in import_notes(deck):
        print(f"  note: {line}", file=sys.stderr)


def cmd_check(args: argparse.Namespace) -> int:
    from deckbuilder.rules.registry import parse_settings

    service = _service(args)
    try:
        deck = service.read_file(args.deckfile)
        ruleset, guessed = service.ruleset_for(deck, args.ruleset)
        rules = service.deck_rules(ruleset, parse_settings(args.set))
        report = service.check(deck, ruleset, rules, with_collection=args.collection)
    finally:
        service.close()
    if args.json:
        print(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        print(_report_text(deck, report, guessed))
        _print_import_notes(deck)
    return EXIT_OK if report.legal else EXIT_FAILED


def cmd_deck_import(args: argparse.Namespace) -> int:
    service = _service(args)
    try:
        _deck_id, deck = service.import_file(args.file, ruleset=args.ruleset, name=args.name,
                                            replace_existing=args.replace)
        report = service.check(deck, service.ruleset_for(deck)[0])
    finally:
        service.close()
    c = report.counts
    print(f"saved deck {deck.name!r} ({deck.ruleset}): team {c['team']}, deck {c['deck']}, "
          f"sideboard {c['sideboard']} — {'legal' if report.legal else 'not legal'}")
    _print_import_notes(deck)
    for v in report.violations:
        print(f"  {'✗' if v.severity == 'error' else '!'} {v.message}", file=sys.stderr)
    return EXIT_OK


def cmd_deck_export(args: argparse.Namespace) -> int:
    from deckbuilder.services.deck_export import (
        TEXT_FORMATS,
        format_for,
        service_deck_text,
        write_deck,
    )

    if args.install or args.tts_folder is not None:
        if args.format != "tts" or not args.install:
            raise ValueError("--install and --tts-folder install into Tabletop Simulator: "
                             "give --format tts --install")
        if args.file is not None:
            raise ValueError("with --install give no file (the deck goes into Tabletop "
                             "Simulator's Saved Objects folder)")
    elif args.file is None:
        raise ValueError("give the file to write (or --format tts --install)")
    if args.image_url_base and args.format != "tts":
        raise ValueError("--image-url-base is used only with --format tts")
    service = _service(args)
    try:
        _id, deck = service.load(args.name)
        if args.install:
            from deckbuilder.services.deck_export import install_deck_tts

            written = install_deck_tts(service, deck, args.tts_folder,
                                       image_url_base=args.image_url_base)
            print(f"{written[0]}: deck {deck.name!r} installed into Tabletop Simulator "
                  "(Objects → Saved Objects)"
                  + ("" if args.image_url_base else
                     f"; upload the pictures ({', '.join(p.name for p in written[1:])}) "
                     "and give --image-url-base for other players to see the cards"))
        elif str(args.file) == "-":
            fmt = format_for("-", args.format)
            if fmt not in TEXT_FORMATS:
                raise ValueError(f"--format {fmt} writes pictures: give a file, not '-'")
            sys.stdout.write(service_deck_text(service, deck, fmt))
        else:
            written = write_deck(service, deck, str(args.file), args.format,
                                 image_url_base=args.image_url_base)
            print(f"{args.file}: deck {deck.name!r} written"
                  + (f" (and {', '.join(str(p) for p in written[1:])})"
                     if len(written) > 1 else ""))
    finally:
        service.close()
    return EXIT_OK


def cmd_deck_list(args: argparse.Namespace) -> int:
    service = _service(args)
    try:
        decks = service.list()
    finally:
        service.close()
    if args.json:
        print(json.dumps([{"name": d.name, "ruleset": d.ruleset, "cards": d.cards,
                           "updated": d.updated_at} for d in decks], ensure_ascii=False))
        return EXIT_OK
    for d in decks:
        print(f"{d.name}  [{d.ruleset}]  {d.cards} cards  {d.updated_at}")
    if not decks:
        print("no saved decks yet (deckbuilder deck import FILE)", file=sys.stderr)
    return EXIT_OK


def cmd_deck_rename(args: argparse.Namespace) -> int:
    service = _service(args)
    try:
        service.rename(args.name, args.new_name)
    finally:
        service.close()
    print(f"renamed {args.name!r} to {args.new_name!r}")
    return EXIT_OK


def cmd_deck_duplicate(args: argparse.Namespace) -> int:
    service = _service(args)
    try:
        new_id = service.duplicate(args.name, args.new_name)
        _id, deck = service.load(new_id)
    finally:
        service.close()
    print(f"copied {args.name!r} to {deck.name!r}")
    return EXIT_OK


def cmd_deck_delete(args: argparse.Namespace) -> int:
    service = _service(args)
    try:
        service.delete(args.name)
    finally:
        service.close()
    print(f"deleted {args.name!r}")
    return EXIT_OK


def register(sub: Any) -> None:
    p = sub.add_parser("rulesets", help="list the rulesets and their deck constraints")
    p.add_argument("--json", action="store_true", help="print them as JSON, with option names")
    p.set_defaults(func=cmd_rulesets)

    p = sub.add_parser("check", help="check a deck file against a ruleset "
                       "(exit 0 legal, 1 illegal, 2 bad input)")
    p.add_argument("deckfile", type=input_file(DECK_FILE),
                   help="deck list, text, JSON, a deck file of another tool or a deck code "
                   "('-': standard input)")
    p.add_argument("--ruleset", help="ruleset id (overrides the file's 'Ruleset:' line)")
    p.add_argument("--set", action="append", metavar="OPTION=VALUE",
                   help="change a deck rule, e.g. deck_min=20 (names: rulesets --json)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--collection", action="store_true",
                   help="also warn about cards your collection does not cover")
    p.set_defaults(func=cmd_check)

    deck = sub.add_parser("deck", help="saved decks: import, export, list, rename, …")
    dsub = deck.add_subparsers(dest="action", metavar="ACTION", required=True)
    p = dsub.add_parser("import", help="save a deck file in the database (text of most deck "
                        "tools, JSON, Cockatrice .cod, OCTGN .o8d, MWS .dec, a Tabletop "
                        "Simulator saved object, a deck code)")
    p.add_argument("file", type=input_file(DECK_FILE),
                   help="the deck file ('-': standard input)")
    p.add_argument("--ruleset", help="ruleset id (default: the file's, or a guess)")
    p.add_argument("--name", help="save under this name (default: the file's Name: line)")
    p.add_argument("--replace", action="store_true", help="overwrite a deck of that name")
    p.set_defaults(func=cmd_deck_import)
    p = dsub.add_parser("export", help="write a saved deck: text, JSON, Cockatrice .cod, OCTGN "
                        ".o8d, MWS .dec, a deck code, Tabletop Simulator, a PNG image or a "
                        "PDF sheet ('-' for the terminal)")
    p.add_argument("name", help="the saved deck's name (see 'deck list')")
    p.add_argument("file", type=output_file, nargs="?",
                   help="the file to write ('-': the terminal); none with --install")
    p.add_argument("--format", choices=FORMAT_CHOICES,
                   help="the file's format (default: from its extension — .txt text, "
                   ".deck.json or .json JSON, .cod, .o8d, .dec, .png image, .pdf sheet; code "
                   "and tts only by name)")
    p.add_argument("--install", action="store_true",
                   help="with --format tts: put the deck into Tabletop Simulator's Saved "
                   "Objects folder")
    p.add_argument("--tts-folder", metavar="DIR", type=folder_arg,
                   help="with --install: Tabletop Simulator's Saved Objects folder "
                   "(default: this system's, e.g. ~/.local/share/Tabletop Simulator/Saves/"
                   "Saved Objects)")
    p.add_argument("--image-url-base", metavar="URL",
                   help="with --format tts: the web address the deck sheets will be "
                   "uploaded to (e.g. https://example.org/decks/), so every player sees "
                   "the cards (default: file:// addresses only this computer opens)")
    p.set_defaults(func=cmd_deck_export)
    p = dsub.add_parser("list", help="list saved decks")
    p.add_argument("--json", action="store_true",
                   help="print a JSON array (name, game, ruleset, cards, last changed)")
    p.set_defaults(func=cmd_deck_list)
    p = dsub.add_parser("rename", help="rename a saved deck")
    p.add_argument("name", help="the saved deck's name")
    p.add_argument("new_name", help="its new name")
    p.set_defaults(func=cmd_deck_rename)
    p = dsub.add_parser("duplicate", help="copy a saved deck")
    p.add_argument("name", help="the saved deck's name")
    p.add_argument("new_name", nargs="?",
                   help="the copy's name (default: the name with ' (copy)' added)")
    p.set_defaults(func=cmd_deck_duplicate)
    p = dsub.add_parser("delete", help="delete a saved deck")
    p.add_argument("name", help="the saved deck's name")
    p.set_defaults(func=cmd_deck_delete)
