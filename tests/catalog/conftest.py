"""Fixtures of the catalog tests (no dependency on the starter catalogs)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from catalog_samples import ALL_CARDS, sample_cards, write_json_catalog

from deckbuilder.catalog.catalog_io import import_catalog
from deckbuilder.catalog.db import Database


@pytest.fixture
def write_catalog(tmp_path: Path) -> Callable[..., Path]:
    """``write_catalog(cards, name="cat.json")`` writes a JSON catalog file in tmp_path."""

    def write(cards: list[dict[str, Any]], name: str = "catalog.json") -> Path:
        return write_json_catalog(tmp_path / name, cards)

    return write


@pytest.fixture
def catalog_db(empty_db: Database, tmp_path: Path) -> Iterator[Database]:
    """A database holding the sample cards of all three games."""
    path = write_json_catalog(tmp_path / "sample.json", sample_cards())
    report = import_catalog(empty_db, path)
    assert report.added == len(ALL_CARDS)
    yield empty_db
