"""Reading a card's name and text with Tesseract, when it is installed."""

from __future__ import annotations

import random

import pytest

from deckbuilder.catalog.db import Database
from deckbuilder.scan import ocr, synth
from deckbuilder.services.scan_service import ScanService
from tests.scan.samples import picture

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
