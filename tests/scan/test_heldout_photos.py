"""Photos nobody staged (issue #32), made by the held-out generator (bench/heldout_photos.py)
and committed: a card in no catalog on a busy playmat, a catalog card turned and seen at
an angle on a playmat with a thumb over its edge, and a binder page whose top-left pocket lies under glare. Each
was missed by the outline finder that needed a plain table."""

from __future__ import annotations

import numpy as np
import pytest

from deckbuilder.catalog.db import Database
from deckbuilder.scan import detect
from deckbuilder.scan.images import read_photo
from deckbuilder.services.scan_service import ScanService
from tests.scan.samples import BINDER, HELDOUT_FILES, HELDOUT_SINGLE, HERE, heldout_truth


@pytest.fixture
def scanner(scan_db: Database) -> ScanService:
    return ScanService(scan_db, read_text=False)


def _iou(a: np.ndarray, b: np.ndarray) -> float:
    return detect._iou_and_inside(np.asarray(a, np.float32), np.asarray(b, np.float32))[0]


def test_a_card_in_no_catalog_on_a_playmat_is_found_and_called_unknown(
        scanner: ScanService) -> None:
    name = HELDOUT_FILES["unknown"]
    photo = scanner.scan_file(HERE / name)
    (truth,) = heldout_truth()[name]
    # Found: its outline is offered, so "Create card…" can use the cut-out.
    (card,) = photo.cards
    assert _iou(np.array(card.corners), np.array(truth)) > 0.85
    assert card.match is None


def test_a_turned_card_seen_at_an_angle_under_a_thumb_on_a_playmat_is_named(
        scanner: ScanService) -> None:
    name = HELDOUT_FILES["single"]
    photo = scanner.scan_file(HERE / name)
    (truth,) = heldout_truth()[name]
    (card,) = photo.cards
    assert _iou(np.array(card.corners), np.array(truth)) > 0.85
    assert card.match is not None and card.match.name == HELDOUT_SINGLE[1]


def test_every_pocket_of_a_binder_page_is_found_the_top_left_one_too(
        scanner: ScanService) -> None:
    name = HELDOUT_FILES["binder"]
    rgb, scale = read_photo(HERE / name)
    truths = heldout_truth()[name]
    quads = [q * scale for q in detect.find_quads(rgb)]
    assert len(quads) == 9
    # Reading order: the first outline is the top-left pocket's.
    assert _iou(quads[0], np.array(truths[0])) > 0.8
    for truth in truths:
        assert max(_iou(q, np.array(truth)) for q in quads) > 0.8
    # The pockets in clear view are named; the top-left one, under the glare, is at
    # least offered for review.
    photo = scanner.scan_file(HERE / name)
    names = [c.match.name if c.match else None for c in photo.cards]
    assert names[1:] == [n for _g, n in BINDER[1:]]
