"""`deckbuilder backup` and `deckbuilder restore`: all user data in one file."""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

from deckbuilder.cli.progress import add_quiet_option, bar
from deckbuilder.outputs import output_file
from deckbuilder.text_files import BACKUP_FILE, input_file, is_stdio, write_stdout_bytes


def cmd_backup(args: argparse.Namespace) -> int:
    from deckbuilder.services.backup_service import back_up_open
    from deckbuilder.services.seeding import open_database

    to_stdout = is_stdio(args.file)
    with open_database(args.db) as db:
        if to_stdout:
            # '-': the backup goes to standard output (made whole first), the report to
            # standard error.
            with tempfile.TemporaryDirectory(prefix="deckbuilder-") as tmp:
                info = back_up_open(db, Path(tmp) / "backup.zip")
                write_stdout_bytes(info.path.read_bytes())
        else:
            info = back_up_open(db, args.file)
    print(f"{args.file}: {info.cards} cards, {info.owned} owned copies, {info.decks} decks, "
          f"{info.pictures} pictures", file=sys.stderr if to_stdout else sys.stdout)
    if info.missing_pictures:
        print(f"deckbuilder: {info.missing_pictures} pictures are missing from disk and are "
              "not in the backup", file=sys.stderr)
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    from deckbuilder.catalog.backup import BackupError

    try:
        return _restore(args)
    except BackupError as exc:
        # Said here: the command's general error handling loads most of the app first.
        print(f"deckbuilder: {exc}", file=sys.stderr)
        return 2


def _restore(args: argparse.Namespace) -> int:
    from deckbuilder.catalog.db import default_db_path
    from deckbuilder.services.backup_service import read_backup_info, restore

    target = Path(args.db) if args.db else default_db_path()
    if target.exists() and not args.yes:
        info = read_backup_info(args.file)  # a file that is no backup is said instead
        print(f"deckbuilder: this replaces everything in {target} with the backup of "
              f"{info.created} ({info.cards} cards, {info.decks} decks); add --yes to go on")
        return 2
    target.parent.mkdir(parents=True, exist_ok=True)
    # Checks everything before it replaces anything, and upgrades an older schema first:
    # the file read once (a manifest can list 200,000 pictures).
    with bar(args, "restore", unit="files") as shown:
        restored = restore(args.file, target,
                           progress=lambda stage, done, total: shown(done, total, stage))
    print(f"restored {restored.cards} cards, {restored.owned} owned copies, "
          f"{restored.decks} decks into {target}")
    if restored.previous:
        print(f"the data it replaced is kept in {restored.previous}")
    return 0


def register(sub: Any) -> None:
    p = sub.add_parser("backup", help="save the catalog, collection, decks and pictures in "
                       "one file")
    p.add_argument("file", type=output_file, help="the backup file ('-': standard output)")
    p.set_defaults(func=cmd_backup)
    p = sub.add_parser("restore", help="replace all data with a backup")
    p.add_argument("file", type=input_file(BACKUP_FILE),
                   help="a backup made by 'backup' or File → Back Up All Data…")
    p.add_argument("--yes", action="store_true", help="do replace the existing data")
    add_quiet_option(p)
    p.set_defaults(func=cmd_restore)
