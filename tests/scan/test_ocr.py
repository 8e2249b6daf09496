"""Reading a card's name and text with Tesseract, when it is installed."""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from deckbuilder.catalog.db import Database
from deckbuilder.cli import main
from deckbuilder.scan import names, ocr, synth
from deckbuilder.services.scan_service import CardMatch, Certainty, ScanService, certainty
from tests.scan.samples import picture, starter_pictures

needs_tesseract = pytest.mark.skipif(
    not ocr.available(), reason="Tesseract is not installed (apt install tesseract-ocr "
    "tesseract-ocr-eng tesseract-ocr-rus)")


@needs_tesseract
def test_the_name_and_text_of_a_clean_card_are_read() -> None:
    read = ocr.read_card(picture("redakai", "Blazing Jab"))
    # Tesseract may misread a letter of the stylised title; the word is there.
    assert read.name.lower().startswith("blazing")
    assert "middle zone" in read.text.lower()


@needs_tesseract
def test_an_unknown_card_in_a_photo_comes_back_with_its_text(scan_db: Database) -> None:
    rng = random.Random(9)
    novel = synth.novel_card(rng, picture("monster-cards", "Abyssal Kraken"))
    photo = synth.single_photo(rng, novel, None, max_tilt=8, sleeve=False, table="wood")
    (card,) = ScanService(scan_db).scan_image(photo.image).cards
    assert card.match is None
    # The new card kept the catalog card's rules text; its name is made-up letters.
    assert card.text is not None and "attack lands" in card.text.lower()
    assert card.name


def test_without_tesseract_the_feature_says_how_to_get_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKBUILDER_TESSERACT", "")
    assert not ocr.available()
    with pytest.raises(ocr.OcrUnavailable, match="tesseract-ocr-eng"):
        ocr.read_card(picture("redakai", "Blazing Jab"))


# ---------------------------------------------------------------- naming a card by its name

def _glared(rgb: np.ndarray) -> np.ndarray:
    """A card under a sleeve's glare: a wide streak across it, over its art and text box
    and out over its edges as a reflection on a sleeve lies (what :func:`glare_mask`
    looks for); its name line left readable: the fingerprint cannot match it (tested
    below), its printed name can."""
    h, w = rgb.shape[:2]
    yy, _xx = np.mgrid[0:h, 0:w]
    blob = np.minimum(1.0, 1.3 * np.exp(-(((yy - h * 0.55) / (h * 0.2)) ** 2)))
    blob[: int(h * 0.16)] = 0
    out = rgb.astype(np.float32) * (1 - blob[..., None]) + 255 * blob[..., None]
    return out.clip(0, 255).astype(np.uint8)


def _renamed(rgb: np.ndarray, name: str) -> np.ndarray:
    """The card with another name printed over its name line."""
    h, w = rgb.shape[:2]
    canvas = Image.fromarray(rgb.copy())
    draw = ImageDraw.Draw(canvas)
    bar = (round(w * 0.08), round(h * 0.03), round(w * 0.92), round(h * 0.13))
    draw.rectangle(bar, fill=(40, 40, 60))
    draw.text((bar[0] + w * 0.04, bar[1] + h * 0.015), name, fill=(255, 255, 255),
              font=ImageFont.truetype("DejaVuSans-Bold.ttf", h // 22))
    return np.asarray(canvas)


def _photo(tmp_path: Path, card: np.ndarray) -> Path:
    photo = synth.single_photo(random.Random(5), card, None, max_tilt=8, sleeve=False,
                               table="wood")
    path = tmp_path / "photo.png"
    Image.fromarray(photo.image).save(path)
    return path


def _scan_json(db: Database, photo: Path, capsys: pytest.CaptureFixture[str]
               ) -> tuple[dict[str, object], str]:
    """``deckbuilder scan PHOTO --json`` as the user runs it: the one card, and stderr."""
    path = db.path
    db.close()
    assert main(["--db", str(path), "scan", str(photo), "--json"]) == 0
    out, err = capsys.readouterr()
    (card,) = json.loads(out)["photos"][0]["cards"]
    assert isinstance(card, dict)
    return card, err


@needs_tesseract
def test_a_glared_card_is_named_by_its_printed_name_and_marked_check_this(
        scan_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    photo = _photo(tmp_path, _glared(picture("redakai", "Glowmoth Healer")))
    (by_picture,) = ScanService(scan_db, read_text=False).scan_file(photo).cards
    assert by_picture.match is None  # the glare defeats the fingerprint
    card, _err = _scan_json(scan_db, photo, capsys)
    match = card["match"]
    assert isinstance(match, dict)
    assert (match["game"], match["name"]) == ("redakai", "Glowmoth Healer")
    assert "glowmoth" in str(match["read"]).lower()
    found = CardMatch(0, "redakai", "Glowmoth Healer", float(match["score"]))
    assert certainty(found) is Certainty.CHECK  # the review says "check this", not "sure"


@needs_tesseract
@pytest.mark.parametrize(("name", "word"), [
    # The frame and colours of a catalog card (its picture is among the likeliest), but a
    # name no catalog card has: not taken for the card it looks like.
    ("Quorvax Zendrel", "quorvax"),
    # A real card's name (another game's) on a picture unlike that card: a misprint, a
    # custom card, or a misread: the name alone never names a card.
    ("Abyssal Kraken", "kraken"),
    # The start or the end of another card's name (the rest under a glare): no more.
    ("Abyssal Kr", "abyssal"),
    ("yssal Kraken", "kraken"),
], ids=["name in no catalog", "another card's name", "another card's name's start",
        "another card's name's end"])
def test_a_glared_card_is_not_named_by_a_name_the_picture_does_not_back(
        name: str, word: str, scan_db: Database, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    card_art = _renamed(_glared(picture("redakai", "Glowmoth Healer")), name)
    card, _err = _scan_json(scan_db, _photo(tmp_path, card_art), capsys)
    assert card["match"] is None
    assert word in str(card["text"]).lower()  # read, and shown for Create card…


@needs_tesseract
def test_a_glared_card_whose_name_is_read_in_part_is_named_by_its_start(
        scan_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The rest of the name lost under the glare: the start read names the one card whose
    # name starts so, which the picture looks most like.
    card_art = _renamed(_glared(picture("redakai", "Glowmoth Healer")), "Glowmo")
    card, _err = _scan_json(scan_db, _photo(tmp_path, card_art), capsys)
    match = card["match"]
    assert isinstance(match, dict)
    assert (match["game"], match["name"]) == ("redakai", "Glowmoth Healer")
    assert "glowmo" in str(match["read"]).lower()
    assert certainty(CardMatch(0, "redakai", "Glowmoth Healer",
                               float(match["score"]))) is Certainty.CHECK


def _veiled(rgb: np.ndarray, edge: float) -> np.ndarray:
    """The glared card (:func:`_glared`) with a second streak's bright veil over its name
    line from the left up to ``edge`` (a share of its width), fading out over a tenth of
    it: the print under the veil keeps a seventh of its contrast."""
    h, w = rgb.shape[:2]
    _yy, xx = np.mgrid[0:h, 0:w]
    veil = 0.85 * np.clip((edge * w - xx) / (0.1 * w), 0, 1)
    veil[int(h * 0.2):] = 0
    card = _glared(rgb).astype(np.float32)
    return (card + veil[..., None] * (255 - card)).clip(0, 255).astype(np.uint8)


@needs_tesseract
@pytest.mark.parametrize(("edge", "read"), [(0.45, "oth healer"), (0.65, "glowmot")],
                         ids=["its end read", "read with the light evened out"])
def test_a_name_half_under_a_glare_streak_is_named(
        edge: float, read: str, scan_db: Database, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    # Veiled to 0.45 of the card's width, Tesseract reads "oth Healer": the end of one
    # card's name, begun inside a word. Veiled to 0.65, it reads only "Healer" (a word
    # of other names too), and "Glowmot Healer" once the light is evened out.
    photo = _photo(tmp_path, _veiled(picture("redakai", "Glowmoth Healer"), edge))
    card, _err = _scan_json(scan_db, photo, capsys)
    match = card["match"]
    assert isinstance(match, dict)
    assert (match["game"], match["name"]) == ("redakai", "Glowmoth Healer")
    assert read in str(match["read"]).lower()
    assert certainty(CardMatch(0, "redakai", "Glowmoth Healer",
                               float(match["score"]))) is Certainty.CHECK


def test_without_tesseract_a_glared_card_is_unknown_as_before(
        scan_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKBUILDER_TESSERACT", "")
    photo = _photo(tmp_path, _glared(picture("redakai", "Glowmoth Healer")))
    card, err = _scan_json(scan_db, photo, capsys)
    assert card["match"] is None and card["text"] is None
    assert "tesseract-ocr" in err  # says how to get text reading


def test_read_names_are_folded_before_they_are_compared() -> None:
    catalog = {1: ("Canopy Wyvern",), 2: ("Cinder Hatchling",), 3: ("Granite Warden",
                                                                      "Гранитный страж")}
    assert names.best_match("Canopv Wvyvern", catalog).key == 1  # type: ignore[union-attr]
    # Cyrillic look-alikes in a Latin word (read with eng+rus) count as Latin letters.
    assert names.best_match("Cinder Наtсhling", catalog).key == 2  # type: ignore[union-attr]
    assert names.best_match("гранитный страж", catalog).key == 3  # type: ignore[union-attr]
    assert names.best_match("Quorvax Zendrel", catalog) is None
    assert names.best_match("Ca", catalog) is None  # too few letters to name anything


def test_the_start_or_end_of_a_name_names_the_one_card_whose_name_has_it() -> None:
    catalog = {1: ("Duskwing Owl",), 2: ("Ripple Tap",), 3: ("Ripple Guard",),
               4: ("Granite Warden", "Гранитный страж"), 5: ("Tidecaller Eel",),
               6: ("Cyclone Edge",), 7: ("Thunder Strike",), 8: ("Shadow Needle",),
               9: ("Spark Needle",)}
    assert names.part_match("Dusk", catalog) == 1
    assert names.part_match("Г Dusk", catalog) == 1  # a frame's edge read as a letter
    assert names.part_match("Ripple T", catalog) == 2
    assert names.part_match("Ripple", catalog) is None  # two cards' names start so
    assert names.part_match("Гранит", catalog) == 4
    assert names.part_match("Du", catalog) is None  # too few letters
    # The end of a name, begun inside a word (a glare over its start), of 6 letters or more.
    assert names.part_match("ne Edge |", catalog) == 6
    assert names.part_match("caller Eel", catalog) == 5
    assert names.part_match("страж", catalog) is None  # a whole word: not a cut name
    assert names.part_match("Strike", catalog) is None  # a type line's word, whole
    assert names.part_match("der Strike", catalog) == 7
    assert names.part_match("Needle", catalog) is None  # two cards' names end so
    assert names.part_match("er Eel", catalog) is None  # too few letters for an end
    assert names.part_match("Owl", catalog) is None  # neither a start nor a cut end


@needs_tesseract
def test_a_synth_card_in_a_glared_sleeve_is_named_by_reading(
        scan_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Our generator's own glare streak on a sleeved card (seed 8: "Core Overclock"),
    # which the picture alone calls unknown: named by reading, as "check this".
    rng = random.Random(8)
    card = rng.choice(sorted(starter_pictures()))
    assert card == ("monsuno", "Core Overclock")
    photo = synth.single_photo(rng, picture(*card), None, harsh=True, sleeve=True)
    path = tmp_path / "photo.png"
    Image.fromarray(photo.image).save(path)
    (by_picture,) = ScanService(scan_db, read_text=False).scan_file(path).cards
    assert by_picture.match is None
    found, _err = _scan_json(scan_db, path, capsys)
    match = found["match"]
    assert isinstance(match, dict)
    assert (match["game"], match["name"]) == card
    assert "overclock" in str(match["read"]).lower()
    assert certainty(CardMatch(0, *card, float(match["score"]))) is Certainty.CHECK


@needs_tesseract
def test_only_a_glared_card_has_its_name_read(
        scan_db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Reading a name costs ~0.7 s: a card in no catalog (the common unmatched card) with
    # no glare on it is not read for its name; one under glare is.
    calls: list[int] = []
    real = ScanService.recognise_by_name

    def counted(self: ScanService, crop: np.ndarray) -> tuple[CardMatch, np.ndarray] | None:
        calls.append(1)
        return real(self, crop)

    monkeypatch.setattr(ScanService, "recognise_by_name", counted)
    rng = random.Random(9)
    novel = synth.novel_card(rng, picture("monster-cards", "Abyssal Kraken"))
    photo = synth.single_photo(rng, novel, None, max_tilt=8, sleeve=False, table="wood")
    (card,) = ScanService(scan_db).scan_image(photo.image).cards
    assert card.match is None and card.name  # its name and text read for Create card…
    assert calls == []
    glared = _photo(tmp_path, _renamed(_glared(picture("redakai", "Glowmoth Healer")),
                                       "Quorvax Zendrel"))
    (card,) = ScanService(scan_db).scan_file(glared).cards
    assert card.match is None and calls == [1]


def test_tesseract_runs_on_one_thread_unless_the_user_says_otherwise(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Its OpenMP threads made a name read take 0.9 s instead of 0.5 s on two cores.
    monkeypatch.delenv("OMP_THREAD_LIMIT", raising=False)
    assert ocr._env()["OMP_THREAD_LIMIT"] == "1"
    monkeypatch.setenv("OMP_THREAD_LIMIT", "4")
    assert ocr._env()["OMP_THREAD_LIMIT"] == "4"
