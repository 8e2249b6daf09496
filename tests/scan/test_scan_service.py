"""Recognising cards against a real catalog database: fingerprints made once and stored,
made again for a changed picture, cards matched either way up, unknown cards reported
unknown, and adding to the collection as one transaction."""

from __future__ import annotations

import random

import numpy as np
import pytest

from deckbuilder.catalog.card_repository import CardRepository
from deckbuilder.catalog.collection import CollectionRepository
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.fingerprints import FingerprintRepository
from deckbuilder.catalog.pictures import PictureStore
from deckbuilder.scan import detect, synth
from deckbuilder.scan import fingerprint as fp
from deckbuilder.services.scan_service import ScanService, matched_counts
from tests.scan.samples import BINDER, HERE, SINGLE, picture


@pytest.fixture
def scanner(scan_db: Database) -> ScanService:
    return ScanService(scan_db, read_text=False)


def _names(photo) -> list[str | None]:  # type: ignore[no-untyped-def]
    return [c.match.name if c.match else None for c in photo.cards]


def test_fingerprints_are_made_once_and_kept_in_the_database(starter_db: Database) -> None:
    repo = FingerprintRepository(starter_db)
    assert repo.count(fp.VERSION) == 0  # a catalog from before scanning: none yet
    with_pictures = len(repo.entries(fp.VERSION))
    assert ScanService(starter_db).prepare() == with_pictures
    assert repo.count(fp.VERSION) == with_pictures
    # The next scan (another session) reads them instead of making them again.
    assert ScanService(starter_db).prepare() == 0


def test_a_changed_picture_gets_a_new_fingerprint_and_is_recognised_by_it(
        scan_db: Database) -> None:
    starter_db = scan_db
    assert ScanService(starter_db).prepare() == 0
    cards = CardRepository(starter_db)
    rec = cards.find("Blazing Jab", "redakai")
    assert rec is not None
    # The card's picture becomes another card's art: scans must now find it by that.
    other = cards.find("Abyssal Kraken", "monster-cards")
    assert other is not None and other.picture
    data = PictureStore(starter_db).path_of(other.picture).read_bytes()
    # The same picture with one pixel changed is a new picture (stored by content).
    from io import BytesIO

    from PIL import Image

    im = Image.open(BytesIO(data)).convert("RGB")
    im.putpixel((0, 0), (1, 2, 3))
    buf = BytesIO()
    im.save(buf, "PNG")
    new_id = PictureStore(starter_db).add_bytes(buf.getvalue())
    cards.set_picture(rec.id, new_id)
    service = ScanService(starter_db, read_text=False)
    assert service.prepare() == 1
    rng = random.Random(4)
    photo = synth.single_photo(rng, np.asarray(im), None, max_tilt=10)
    (found,) = service.scan_image(photo.image).cards
    # Both cards now have this picture: they are the two best, equally good.
    assert {c.name for c in found.candidates[:2]} == {"Blazing Jab", "Abyssal Kraken"}
    assert found.candidates[0].score == pytest.approx(found.candidates[1].score, abs=0.05)


def test_the_sample_photos_are_recognised(scanner: ScanService) -> None:
    single, page, unknown = scanner.scan_files([HERE / "single-exif-rotated.jpg",
                                                HERE / "binder-page.jpg",
                                                HERE / "unknown-card.webp"])
    assert _names(single) == [SINGLE[1]]
    assert _names(page) == [name for _game, name in BINDER]
    assert all(c.match and c.match.score >= scanner.min_score for c in page.cards)
    assert _names(unknown) == [None]
    # The unknown card still lists what it looks most like, under the threshold.
    assert unknown.cards[0].candidates[0].score < scanner.min_score


def test_a_card_upside_down_is_recognised_and_turned_upright(scanner: ScanService) -> None:
    card = picture("monsuno", "Antler Rend")
    rng = random.Random(11)
    photo = synth.single_photo(rng, np.ascontiguousarray(card[::-1, ::-1]), None, max_tilt=5,
                               table="wood")
    (found,) = scanner.scan_image(photo.image).cards
    assert found.match is not None and found.match.name == "Antler Rend"
    # The crop shown beside the catalog picture is upright: it matches better as it is.
    upright = fp.descriptor(found.crop) @ fp.descriptor(card)
    turned = fp.descriptor(found.crop[::-1, ::-1]) @ fp.descriptor(card)
    assert upright > turned


def test_generated_cards_on_every_kind_of_table_are_recognised(scanner: ScanService) -> None:
    rng = random.Random(2026)
    for (game, name), table in zip(BINDER[:4], ["plain", "wood", "pattern", "clutter"],
                                   strict=True):
        card = picture(game, name)
        photo = synth.single_photo(rng, card, name, table=table)
        assert _names(scanner.scan_image(photo.image)) == [name], table


def test_a_new_card_from_a_catalog_cards_frame_is_unknown(scanner: ScanService) -> None:
    rng = random.Random(5)
    for game, name in BINDER[:3]:
        novel = synth.novel_card(rng, picture(game, name))
        photo = synth.single_photo(rng, novel, None, max_tilt=15)
        assert _names(scanner.scan_image(photo.image)) == [None]


def test_a_game_filter_only_matches_that_games_cards(scan_db: Database) -> None:
    service = ScanService(scan_db, game="monsuno", read_text=False)
    (page,) = service.scan_files([HERE / "binder-page.jpg"])
    names = _names(page)
    assert [n for n in names if n] == [name for game, name in BINDER if game == "monsuno"]


def test_adding_scanned_cards_is_one_transaction(scanner: ScanService,
                                                 scan_db: Database) -> None:
    photos = scanner.scan_files([HERE / "binder-page.jpg", HERE / "binder-page.jpg"])
    counts = matched_counts(photos)
    assert len(counts) == 9 and {n for _id, n in counts} == {2}
    owned = CollectionRepository(scan_db)
    before = {cid: owned.owned(cid) for cid, _n in counts}
    added = scanner.add_to_collection(counts)
    assert sorted(a.name for a in added) == sorted(name for _game, name in BINDER)
    assert all(a.added == 2 and a.owned == before[a.card_id] + 2 for a in added)
    assert all(owned.owned(cid) == before[cid] + 2 for cid in before)
    # A card gone from the catalog in the meantime: nothing at all is added.
    after = {cid: owned.owned(cid) for cid in before}
    with pytest.raises(ValueError, match="no longer in the catalog"):
        scanner.add_to_collection([*counts, (999_999, 1)])
    assert {cid: owned.owned(cid) for cid in before} == after


def test_a_card_whose_outline_was_pulled_out_is_matched_by_another_outline(
        scanner: ScanService) -> None:
    # On a busy table a line touching the card can drag one corner of its outline out;
    # the other outlines found for the card get a second try.
    rng = random.Random(7)
    game, name = SINGLE
    photo = synth.single_photo(rng, picture(game, name), name, table="plain", max_tilt=5)
    right = detect._order(np.asarray(photo.corners[0], np.float32))
    pulled = right.copy()
    pulled[2] += (right[2] - right[0]) * 0.6  # the bottom-right corner far out
    bad = detect.warp_card(photo.image, pulled)
    assert scanner.recognise(bad)[0] is None  # the bad outline alone gives no match
    card = detect.FoundCard(
        tuple(map(tuple, pulled.tolist())), bad,  # type: ignore[arg-type]
        ((tuple(map(tuple, right.tolist())), detect.warp_card(photo.image, right)),))  # type: ignore[arg-type]
    corners, best, cands, _upright = scanner.recognise_found(card)
    assert best is not None and best.name == name
    assert np.allclose(corners, right)
    assert cands[0].name == name
