"""The ``deckbuilder`` command: the window by default, subcommands for headless work.

Exit codes: 0 success, 1 a check failed, 2 bad input (the message goes to stderr).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sqlite3
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckbuilder import APP_TITLE, __version__
from deckbuilder.cli.arguments import folder_arg, game_arg
from deckbuilder.cli.progress import add_quiet_option, bar
from deckbuilder.numbers import integer
from deckbuilder.outputs import output_file
from deckbuilder.text_files import (
    CATALOG_FILE,
    COLLECTION_FILE,
    DECK_FILE,
    input_file,
    is_stdio,
    shown_name,
)

if TYPE_CHECKING:
    from deckbuilder.services.catalog_service import CatalogService

EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT = 0, 1, 2


class UsageError(Exception):
    """Bad input the user can fix; printed to stderr, exit 2."""


def _catalog(args: argparse.Namespace) -> CatalogService:
    """The catalog's use cases on the database of ``--db`` (a first start seeds it)."""
    from deckbuilder.services.catalog_service import CatalogService

    return CatalogService.open(args.db)


# ----------------------------------------------------------------------------- catalog

def cmd_catalog_import(args: argparse.Namespace) -> int:
    with _catalog(args) as catalog, bar(args, "catalog import", unit="cards") as shown:
        report = catalog.import_catalog(
            args.file, allow_outside_pictures=args.allow_outside_pictures,
            progress=lambda step, count: shown(count, None, step))
    print(f"{shown_name(args.file)}: {report.cards} cards ({report.added} new, {report.updated} updated), "
          f"{report.pictures} pictures")
    return EXIT_OK


def cmd_catalog_export(args: argparse.Namespace) -> int:
    if args.install:
        if args.format != "cockatrice":
            raise UsageError("--install installs into Cockatrice: give --format cockatrice")
        # No file is written where the user says: the one positional is the query.
        if args.file is not None and args.query is not None:
            raise UsageError("with --install give no file (the set goes into Cockatrice's "
                             "customsets folder), only a search query")
        query = args.query if args.query is not None else \
            (str(args.file) if args.file is not None else None)
        with _catalog(args) as catalog:
            target, n = catalog.install_cockatrice(args.cockatrice_folder, game=args.game,
                                                   query=query,
                                                   pictures=not args.no_pictures)
        print(f"{target}: {n} cards installed into Cockatrice (restart Cockatrice to see "
              "them)")
        return EXIT_OK
    if args.cockatrice_folder is not None:
        raise UsageError("--cockatrice-folder is used only with --install")
    if args.file is None:
        raise UsageError("give the file to write (or --format cockatrice --install)")
    if getattr(args, "format", None) == "cockatrice":
        with _catalog(args) as catalog:
            n = catalog.export_cockatrice(args.file, game=args.game, query=args.query,
                                          pictures=not args.no_pictures)
        print(f"{args.file}: {n} cards written for Cockatrice")
        return EXIT_OK
    if getattr(args, "query", None):
        raise UsageError("a search query is used only with --format cockatrice")
    with _catalog(args) as catalog:
        n = catalog.export_catalog(args.file, game=args.game, pictures=not args.no_pictures)
    # With the file on standard output, the report must not mix into it.
    print(f"{args.file}: {n} cards written", file=sys.stderr if is_stdio(args.file)
          else sys.stdout)
    return EXIT_OK


def _card_summary(rec: Any) -> str:
    from deckbuilder.rules.cards import card_stats

    card = rec.card
    stats = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in card_stats(card))
    owned = f"  owned {rec.owned}" if rec.owned else ""
    return f"{card.name}  [{card.game} {card.kind}]  {stats}{owned}"


def cmd_catalog_search(args: argparse.Namespace) -> int:
    with _catalog(args) as catalog:
        order = [(args.sort, not args.desc)] if args.sort else []
        records = catalog.records(catalog.search_ids(args.query, order, limit=args.limit))
        if args.json:
            cards = []
            for r in records:
                doc = r.card.to_json()
                if r.picture:
                    # An absolute path: the output can be imported from anywhere, pictures
                    # included.
                    doc["image"] = str(catalog.picture_path(r.picture))
                cards.append(doc)
            print(json.dumps(cards, ensure_ascii=False, indent=1))
        else:
            for rec in records:
                print(_card_summary(rec))
            print(f"{len(records)} cards", file=sys.stderr)
    return EXIT_OK


# ----------------------------------------------------------------------------- collection

def cmd_collection_import(args: argparse.Namespace) -> int:
    with _catalog(args) as catalog:
        plan = catalog.plan_collection_import(args.file, mode=args.mode,
                                              skip_unknown=args.skip_unknown)
        changed = catalog.apply_collection_import(plan, previewed=False)
    print(f"{plan.path}: {plan.rows} rows, {changed} cards changed"
          + (f", {plan.merged} identical rows merged" if plan.merged else ""))
    if plan.encoding_guessed:
        # Said, so that a wrong guess is seen in the names, not wondered about later.
        print(f"read as {plan.encoding} text")
    if plan.ignored_columns:
        print("columns not read: " + ", ".join(repr(c) for c in plan.ignored_columns))
    if plan.quantity_column is None:
        print("no quantity column (Quantity, Count, Qty, Amount or Copies): each row "
              "counted as 1 copy")
    for u in plan.unknown:
        print("skipped: " + u.message(str(args.file)), file=sys.stderr)
    return EXIT_OK


def cmd_collection_export(args: argparse.Namespace) -> int:
    with _catalog(args) as catalog:
        n = catalog.export_collection(args.file)
    print(f"{args.file}: {n} rows written", file=sys.stderr if is_stdio(args.file)
          else sys.stdout)
    return EXIT_OK


def cmd_collection_set(args: argparse.Namespace) -> int:
    from deckbuilder.catalog.collection import Variant, parse_condition
    from deckbuilder.services.catalog_service import CatalogService

    game = CatalogService.resolve_game(args.game)
    if game is None:
        raise UsageError(f"unknown game {args.game!r}; use monsuno, redakai or monster-cards")
    if args.quantity < 0:
        raise UsageError("the quantity cannot be negative")
    with _catalog(args) as catalog:
        rec = catalog.find_card(args.name, game)
        if rec is None:
            hints = catalog.suggest_names(args.name, game)
            hint = f" — did you mean {', '.join(repr(h) for h in hints)}?" if hints else ""
            raise UsageError(f"unknown {game} card {args.name!r}{hint}")
        if args.condition or args.language or args.foil:
            variant = Variant(parse_condition(args.condition or "NM"),
                              (args.language or "en").lower(), bool(args.foil))
            owned = catalog.set_owned_variant(rec.id, args.quantity, variant)
        else:
            owned = catalog.set_owned(rec.id, args.quantity)
        print(f"{rec.card.name}: {owned} owned")
    return EXIT_OK


# ----------------------------------------------------------------------------- GUI

def run_gui(args: argparse.Namespace) -> int:
    from deckbuilder.ui.app import run_app

    return run_app(db_path=args.db, exit_on_launch=args.exit_on_launch, language=args.lang,
                   open_files=args.open)


# ----------------------------------------------------------------------------- parser

def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="deckbuilder",
        description=f"{APP_TITLE}: card catalog, collection, decks, playtesting and proxies "
        "for Monsuno, Redakai and MONSTER CARDS. With no command, opens the window.",
    )
    _window_options(p)
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    cat = sub.add_parser("catalog", help="import, export and search cards")
    cat_sub = cat.add_subparsers(dest="action", metavar="ACTION", required=True)
    c = cat_sub.add_parser("import", help="import a catalog file (JSON, CSV or a Cockatrice "
                           "card database, cards.xml), all or nothing")
    c.add_argument("file", type=input_file(CATALOG_FILE), help="the file ('-': standard input)")
    c.add_argument("--allow-outside-pictures", action="store_true",
                   help="also read pictures the cards name outside the file's folder "
                   "(by default only that folder and its subfolders)")
    add_quiet_option(c)
    c.set_defaults(func=cmd_catalog_import)
    c = cat_sub.add_parser("export", help="write the catalog to a JSON or CSV file")
    c.add_argument("file", type=output_file, nargs="?",
                   help="the file, CSV when it ends in .csv ('-': JSON to standard output); "
                   "none with --install")
    c.add_argument("--game", type=game_arg, metavar="GAME",
                   help="only this game: monsuno, redakai or monster-cards (or mc, as in search)")
    c.add_argument("--no-pictures", action="store_true", help="do not copy card pictures")
    c.add_argument("--format", choices=("catalog", "cockatrice"), default="catalog",
                   help="catalog: our JSON or CSV (by the extension); cockatrice: a Cockatrice "
                   "card database (XML, pictures under pics/CUSTOM beside it)")
    c.add_argument("--install", action="store_true",
                   help="with --format cockatrice: install into Cockatrice (the set into its "
                   "customsets folder, the pictures into pics/CUSTOM)")
    c.add_argument("--cockatrice-folder", metavar="DIR", type=folder_arg,
                   help="with --install: Cockatrice's data folder (default: this system's, "
                   "e.g. ~/.local/share/Cockatrice/Cockatrice)")
    c.add_argument("query", nargs="?", help="with --format cockatrice: only the cards this "
                   "search finds")
    c.set_defaults(func=cmd_catalog_export, late_positional="query")
    c = cat_sub.add_parser("search", help="search cards (see 'Search syntax' in the README)")
    c.add_argument("query", help="the search, e.g. 'game:redakai kind:attack kairu<=2' "
                   "(F1 in the window, or the README's 'Search syntax')")
    c.add_argument("--json", action="store_true",
                   help="print the matching cards as a JSON array in the catalog card form")
    c.add_argument("--limit", type=integer(1, 10_000_000), help="at most this many cards")
    c.add_argument("--sort", help="sort key: name, cost, power, kairu, launch, life, speed, …")
    c.add_argument("--desc", action="store_true", help="sort descending")
    c.set_defaults(func=cmd_catalog_search)

    from deckbuilder.catalog.card_repository import MAX_QUANTITY

    col = sub.add_parser("collection", help="record which cards you own")
    col_sub = col.add_subparsers(dest="action", metavar="ACTION", required=True)
    c = col_sub.add_parser("import", help="import a collection CSV (ours, or Moxfield, Deckbox, "
                           "Dragon Shield, ManaBox columns)")
    c.add_argument("file", type=input_file(COLLECTION_FILE),
                   help="the CSV file ('-': standard input)")
    c.add_argument("--skip-unknown", action="store_true",
                   help="import the rows that match and list the unknown ones")
    c.add_argument("--mode", choices=["set", "add", "replace"], default="set",
                   help="set: listed cards get the file's quantity (default); add: add to what "
                   "you have; replace: the collection becomes exactly the file")
    c.set_defaults(func=cmd_collection_import)
    c = col_sub.add_parser("export", help="write the collection to a CSV file")
    c.add_argument("file", type=output_file, help="the CSV file ('-': standard output)")
    c.set_defaults(func=cmd_collection_export)
    c = col_sub.add_parser("set", help="set how many copies of a card you own")
    c.add_argument("game", help="monsuno, redakai or monster-cards (or mc, as in search)")
    c.add_argument("name", help="the card's name as the catalog has it")
    c.add_argument("quantity", type=integer(0, MAX_QUANTITY),
                   help="copies owned (0 removes the card from the collection)")
    c.add_argument("--condition", help="NM, LP, MP, HP or DMG (default: adjust the total)")
    c.add_argument("--language", help="language code, e.g. en, ru")
    c.add_argument("--foil", action="store_true",
                   help="the foil variant (with --condition or --language)")
    c.set_defaults(func=cmd_collection_set)
    import deckbuilder.cli.collection as cli_collection

    cli_collection.register(col_sub)

    import deckbuilder.cli.backup as cli_backup
    import deckbuilder.cli.completion as cli_completion
    import deckbuilder.cli.decks as cli_decks
    import deckbuilder.cli.matchup as cli_matchup
    import deckbuilder.cli.play as cli_play
    import deckbuilder.cli.proxies as cli_proxies
    import deckbuilder.cli.scan as cli_scan

    cli_decks.register(sub)
    cli_play.register(sub)
    cli_matchup.register(sub)
    cli_proxies.register(sub)
    cli_backup.register(sub)
    cli_scan.register(sub)
    cli_completion.register(sub, p)  # completes the whole parser: handed it, not importing it
    _show_defaults(p)
    return p


class _HelpFormatter(argparse.HelpFormatter):
    """Shows an option's default at the end of its help, unless the help already says
    it (so ``--games`` reads "how many games to play (default 1000)" once, not twice)."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        default = action.default
        if ("default" in text or not action.option_strings or action.required
                or default is None or default is False or default == argparse.SUPPRESS
                or default == []):
            return text
        return text + " (default: %(default)s)"


def _show_defaults(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = _HelpFormatter
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for child in action.choices.values():
                _show_defaults(child)


def _window_options(p: argparse.ArgumentParser) -> None:
    """The options of the window (and of every command: ``--db``)."""
    p.add_argument("--version", action="version", version=f"{APP_TITLE} {__version__}")
    p.add_argument("--db", metavar="PATH", type=Path,
                   help="the catalog database file (default: $DECKBUILDER_DB or the user data "
                   "folder)")
    p.add_argument("--exit-on-launch", action="store_true",
                   help="open the window and quit at once (a smoke test)")
    p.add_argument("--lang", metavar="LANG", help="window language: en or ru (default: system)")
    p.add_argument("--open", metavar="DECK", type=input_file(DECK_FILE), nargs="*", default=[],
                   help="open a deck list file in the window's deck editor (as a new, unsaved "
                   "deck); the desktop menu entry passes files dropped on it this way")


def _window_args(argv: Sequence[str]) -> argparse.Namespace | None:
    """The arguments of a start of the window, read without the commands' parsers:
    building those imports the module of every command, a good part of a start. None
    when ``argv`` may hold a command or asks for help: the whole parser decides then."""
    p = argparse.ArgumentParser(prog="deckbuilder", add_help=False, exit_on_error=False)
    _window_options(p)
    try:
        args, rest = p.parse_known_args(argv)
    except argparse.ArgumentError:
        return None
    if rest:
        return None
    args.command = None
    return args


def _user_errors() -> tuple[type[BaseException], ...]:
    from deckbuilder.catalog.backup import BackupError
    from deckbuilder.catalog.collection import CollectionFileError
    from deckbuilder.catalog.db import DatabaseError
    from deckbuilder.catalog.decks import DeckError
    from deckbuilder.catalog.file_problems import CatalogFileError
    from deckbuilder.catalog.pictures import PictureError
    from deckbuilder.catalog.search import SearchError
    from deckbuilder.proxies.layout import LayoutError
    from deckbuilder.rules.decklist import DeckParseError
    from deckbuilder.rules.registry import OptionError, UnknownRuleset
    from deckbuilder.services.deck_service import DeckFileError
    from deckbuilder.services.playtest_service import PlaytestError
    from deckbuilder.services.proxy_service import ProxyError

    return (UsageError, CatalogFileError, CollectionFileError, DatabaseError, PictureError,
            SearchError, DeckError, DeckParseError, DeckFileError, OptionError, UnknownRuleset,
            PlaytestError, ProxyError, LayoutError, BackupError, ValueError, OSError)


def _stdout_to_devnull() -> None:
    """After a broken pipe, point stdout at the null device (what the Python docs advise
    for SIGPIPE): the interpreter's last flush of the unsent output then succeeds instead of
    printing "Exception ignored … BrokenPipeError"."""
    # (No real file descriptor, e.g. under a test's capture: nothing will flush there.)
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


def _parse(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """The parsed command line. A command whose last positional is optional (the query of
    ``catalog export``) also takes it after the options, as ``catalog search`` does:
    argparse alone gives an optional positional only the place right after the one
    before it."""
    args, extra = parser.parse_known_args(argv)
    late = getattr(args, "late_positional", None)
    if (extra and late is not None and getattr(args, late) is None and len(extra) == 1
            and not extra[0].startswith("-")):
        setattr(args, late, extra[0])
    elif extra:
        parser.error("unrecognized arguments: " + " ".join(extra))
    return args


def main(argv: Sequence[str] | None = None) -> int:
    from deckbuilder.cli.output import printable_streams

    args = _window_args(sys.argv[1:] if argv is None else argv)
    if args is None:
        with printable_streams():  # a usage error repeats what was typed
            args = _parse(build_parser(), argv)
    if args.command is None:
        return run_gui(args)
    # Names from files and old databases are printed: none may drive the terminal.
    with printable_streams():
        return _run_command(args)


def _run_command(args: argparse.Namespace) -> int:
    code = EXIT_OK
    try:
        code = int(args.func(args))
        # Output still in the buffer meets a closed pipe here, while we can handle it.
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        # The reader (e.g. `| head`) stopped reading: not an error of ours, and not bad
        # input — so before OSError below. Quiet, with the command's own exit code when it
        # had finished (a check still says legal or not).
        _stdout_to_devnull()
        return code
    except _user_errors() as exc:
        from deckbuilder.catalog.search import SearchError

        if isinstance(exc, SearchError):
            print(f"deckbuilder: bad query: {exc}\n{exc.pointer()}", file=sys.stderr)
        elif isinstance(exc, OSError) and exc.filename:
            print(f"deckbuilder: {exc.filename}: {exc.strerror}", file=sys.stderr)
        else:
            print(f"deckbuilder: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except sqlite3.OperationalError as exc:
        # Another Deckbuilder (a window, or a second command) held the database for
        # longer than the busy timeout: say so instead of a traceback.
        from deckbuilder.catalog.db import is_busy

        if is_busy(exc):
            print("deckbuilder: the database is busy — another Deckbuilder is writing to "
                  "it; try again in a moment", file=sys.stderr)
            return EXIT_BAD_INPUT
        raise
    except KeyboardInterrupt:
        return 130


def gui_main() -> int:
    return main(sys.argv[1:] or [])


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
