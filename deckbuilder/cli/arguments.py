"""Argument types the commands share (as deckbuilder.numbers and deckbuilder.text_files
give the numbers' and the files'): here, not in the package's ``__init__``, so a command's
module needs nothing from the module that registers it."""

from __future__ import annotations

import argparse
from pathlib import Path


def game_arg(value: str) -> str:
    """A game as the search syntax takes it (monsuno, redakai, monster-cards, mc…)."""
    from deckbuilder.services.catalog_service import CatalogService

    game = CatalogService.resolve_game(value)
    if game is None:
        raise argparse.ArgumentTypeError(
            f"unknown game {value!r} (monsuno, redakai or monster-cards)")
    return game


def folder_arg(value: str) -> Path:
    """Another program's folder a command installs into (Cockatrice's data folder, Tabletop
    Simulator's Saved Objects). Not an ``output_file``: the folder is not replaced; every
    file put in it goes through the output gate (``output_folder``, ``OutputGroup``),
    which refuses the app's own data there as anywhere."""
    return Path(value).expanduser()
