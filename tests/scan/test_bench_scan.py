"""`python -m bench scan` judges what the user sees: the outline and match the app finally
reports for a photo, not the finder's first outline."""

from __future__ import annotations

import random

import numpy as np
import pytest

from bench import scan as bench_scan
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.fingerprints import FingerprintRepository
from deckbuilder.scan import detect, synth
from deckbuilder.scan import fingerprint as fp
from deckbuilder.services.scan_service import ScanService
from tests.scan.samples import BINDER, picture


def _photo(db: Database, n: int) -> tuple[dict[int, str], bench_scan.Photo, np.ndarray]:
    """A photo of the n-th sample card as the bench gets it, with its names by id."""
    game, name = BINDER[n]
    shot = synth.single_photo(random.Random(80 + n), picture(game, name), name,
                              table="plain", max_tilt=10, size=(960, 720), sleeve=False)
    truth = detect._order(shot.corners[0])
    names = {e.card_id: e.name for e in FingerprintRepository(db).entries(fp.VERSION)}
    card_id = next(k for k, v in names.items() if v == name)
    return names, bench_scan.Photo(shot.image, [card_id], [truth]), truth


def test_the_bench_counts_a_card_named_at_the_outline_the_app_reports(
        scan_db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    # The finder's outline is a piece of the card; the app reports the card with its own
    # outline (found by its art), so the bench counts it right, where it used to count
    # it "not found" from the finder's outline alone.
    service = ScanService(scan_db, read_text=False)
    names, photo, truth = _photo(scan_db, 4)
    piece = (truth[0] + (truth - truth[0]) * 0.58).astype(np.float32)
    monkeypatch.setattr(detect, "find_quads_with_alternatives",
                        lambda rgb, card_mm, **_kw: [(piece, [])])
    result = bench_scan.SetResult("test")
    bench_scan.evaluate(service, [("single-0", photo, result.singles)], result, names, None)
    assert (result.singles.right, result.singles.missed, result.spurious) == (1, 0, 0)
    assert len(result.recognise_ms) == 1 and len(result.detect_ms) == 1


def test_the_bench_counts_a_wrong_outline_as_not_found(
        scan_db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    # An outline beside the card (here: nothing where the card is, a shape of the table
    # elsewhere) is a card not found and an outline where there is no card.
    service = ScanService(scan_db, read_text=False)
    names, photo, truth = _photo(scan_db, 5)
    elsewhere = (truth * 0.3).astype(np.float32)
    monkeypatch.setattr(detect, "find_quads_with_alternatives",
                        lambda rgb, card_mm, **_kw: [(elsewhere, [])])
    monkeypatch.setattr(service, "_located", lambda *_a, **_kw: None)
    result = bench_scan.SetResult("test")
    bench_scan.evaluate(service, [("single-0", photo, result.singles)], result, names, None)
    assert (result.singles.right, result.singles.missed, result.spurious) == (0, 1, 1)
