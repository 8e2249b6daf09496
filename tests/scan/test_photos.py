"""Reading photos and finding the cards in them: EXIF rotation, formats, refused files,
and the corners of every card of generated photos."""

from __future__ import annotations

import io
import random
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from deckbuilder.scan import detect, synth
from deckbuilder.scan.images import MIN_SIDE, ScanError, read_photo
from tests.scan.samples import BINDER, HERE, SINGLE, picture


def _iou(a: np.ndarray, b: np.ndarray) -> float:
    return detect._iou_and_inside(a.astype(np.float32), b.astype(np.float32))[0]


def test_a_sideways_phone_photo_is_turned_as_its_exif_says() -> None:
    raw = Image.open(HERE / "single-exif-rotated.jpg")
    assert raw.size == (720, 960)  # stored on its side
    rgb, scale = read_photo(HERE / "single-exif-rotated.jpg")
    assert rgb.shape[:2] == (720, 960) and scale == 1.0
    (quad,) = detect.find_quads(rgb)
    assert all(0 <= x < 960 and 0 <= y < 720 for x, y in quad)


def test_a_big_photo_is_shrunk_and_corners_come_back_in_its_pixels(tmp_path: Path) -> None:
    rng = random.Random(3)
    photo = synth.single_photo(rng, picture(*SINGLE), None, size=(3200, 2400), max_tilt=0)
    path = tmp_path / "big.jpg"
    path.write_bytes(photo.jpeg(70))
    rgb, scale = read_photo(path)
    assert max(rgb.shape[:2]) <= 1600 and scale == pytest.approx(2.0)
    (found,) = detect.find_cards(rgb, scale=scale)
    assert _iou(np.array(found.corners), photo.corners[0]) > 0.9


def test_every_card_of_a_binder_page_is_found_in_reading_order() -> None:
    rgb, _scale = read_photo(HERE / "binder-page.jpg")
    quads = detect.find_quads(rgb)
    assert len(quads) == len(BINDER)
    centres = [q.mean(axis=0) for q in quads]
    rows = [centres[i:i + 3] for i in range(0, 9, 3)]
    for row in rows:
        assert row[0][0] < row[1][0] < row[2][0]
    assert rows[0][0][1] < rows[1][0][1] < rows[2][0][1]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_generated_photos_have_each_card_found_with_its_corners(seed: int) -> None:
    rng = random.Random(seed)
    if seed == 4:
        cards = [(picture(*c), c[1]) for c in BINDER]
        photo = synth.binder_photo(rng, cards)
    else:
        photo = synth.single_photo(rng, picture(*BINDER[seed]), BINDER[seed][1])
    quads = detect.find_quads(photo.image)
    assert len(quads) == len(photo.corners)
    for truth in photo.corners:
        # A sleeve's edge lies a little outside the card: 0.85 allows for it.
        assert max(_iou(q, truth) for q in quads) > 0.85


@pytest.mark.parametrize("seed", [2, 16, 22])
def test_a_card_cut_across_by_a_glare_or_its_print_is_found_whole_on_an_unstaged_table(
        seed: int) -> None:
    # Photos nobody staged (synth's ``harsh``): a card turned any way on felt, cloth or a
    # playmat, a thumb or a glare streak over it. The straight lines across it (the
    # streak's edges, its boxes) make smaller card-shaped shapes side by side inside it,
    # which made the card look like a 2 × 2 block of binder pockets: it was dropped and
    # a piece of it reported instead.
    rng = random.Random(seed)
    photo = synth.single_photo(rng, picture(*BINDER[seed % 9]), None, harsh=True,
                               size=(960, 720))
    quads = detect.find_quads(photo.image)
    assert max(_iou(q, photo.corners[0]) for q in quads) > 0.9


def test_photos_nobody_staged_are_made_the_same_for_a_seed_with_the_card_in_view() -> None:
    def make(seed: int) -> synth.SynthPhoto:
        return synth.single_photo(random.Random(seed), picture(*SINGLE), "x", harsh=True,
                                  size=(480, 360))

    first, again = make(5), make(5)
    assert np.array_equal(first.image, again.image)
    for seed in range(5):
        (quad,) = make(seed).corners
        assert quad[:, 0].min() >= 0 and quad[:, 0].max() < 480
        assert quad[:, 1].min() >= 0 and quad[:, 1].max() < 360
    tables = {kind: synth.harsh_background(random.Random(1), 120, 90, kind, (200, 30, 30))
              for kind in synth.HARSH_TABLES}
    # Felt takes the colour of the card's border: red here, so the card's edge is faint.
    felt = tables["felt"].reshape(-1, 3).mean(axis=0)
    assert felt[0] > 150 and felt[1] < 90 and felt[2] < 90


def test_a_cut_out_card_is_upright_or_upside_down_and_card_shaped() -> None:
    rng = random.Random(8)
    photo = synth.single_photo(rng, picture(*SINGLE), None, max_tilt=30)
    (card,) = detect.find_cards(photo.image)
    h, w = card.image.shape[:2]
    assert (w, h) == (252, 352)


def test_a_game_with_another_card_size_gets_its_shape() -> None:
    rgb = np.zeros((600, 600, 3), np.uint8)
    quad = np.array([[100, 100], [300, 100], [300, 400], [100, 400]], np.float32)
    assert detect.warp_card(rgb, quad, (59.0, 86.0)).shape[:2] == (367, 252)


def _png(size: tuple[int, int]) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", size, (200, 10, 10)).save(buf, "PNG")
    return buf.getvalue()


def test_a_file_that_is_not_a_picture_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "notes.jpg"
    path.write_text("not a photo", encoding="utf-8")
    with pytest.raises(ScanError, match=r"notes\.jpg: not a photo Deckbuilder can read") as e:
        read_photo(path)
    assert e.value.code == "not-a-picture"


def test_a_tiny_picture_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "icon.png"
    path.write_bytes(_png((MIN_SIDE - 1, 400)))
    with pytest.raises(ScanError, match=r"icon\.png: .* too small") as e:
        read_photo(path)
    assert e.value.code == "too-small"


def test_a_decompression_bomb_is_refused_before_decoding(tmp_path: Path) -> None:
    # 20,000 × 20,000 pixels of one colour: a few hundred kilobytes that would decode
    # to 1.2 GB.
    path = tmp_path / "bomb.png"
    Image.new("1", (20_000, 20_000)).save(path, "PNG")
    with pytest.raises(ScanError, match=r"bomb\.png: refused") as e:
        read_photo(path)
    assert e.value.code in ("too-many-pixels", "decompression-bomb")


def test_a_missing_photo_is_named(tmp_path: Path) -> None:
    with pytest.raises(ScanError, match=r"gone\.jpg: cannot read the photo"):
        read_photo(tmp_path / "gone.jpg")
