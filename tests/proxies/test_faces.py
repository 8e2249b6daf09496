"""Card faces and backs for proxy sheets (deckbuilder.proxies.faces)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageOps
from PySide6.QtCore import QMarginsF, QRectF, QSizeF
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from deckbuilder.proxies.faces import (
    back_background,
    draw_card_back,
    draw_card_face,
    face_background,
)
from deckbuilder.rules.cards import GAMES, MAX_NAME_LENGTH, Card, card_from_json

DPI = 300.0
CARD_MM = (63.0, 88.0)
SENTINEL = QColor(255, 0, 255)

CARDS: dict[str, dict[str, Any]] = {
    "monsuno-monsuno": {
        "game": "monsuno", "kind": "monsuno", "name": "Glimmerfang", "set": "TST-1",
        "number": "001", "rarity": "rare", "text": "Test Monsuno with three slots.",
        "manufacturer": "storm", "launch": 5, "life": 85, "speed": 2, "damage": 11,
        "strike_type": "shock", "power_slots": ["shock", "gust", "shock"], "power_damage": 26,
    },
    "monsuno-strike": {
        "game": "monsuno", "kind": "strike", "name": "Quartz Lash", "set": "TST-1",
        "number": "002", "text": "Invented strike.", "manufacturer": "eklipse",
        "exclusive": True, "unique": True, "launch": 3, "speed": 1, "damage": 12,
        "strike_type": "venom", "dominates": ["quake", "blade"], "timing": "reveal",
        "category": "restricted", "restricted_to": ["Glimmerfang"],
        "effects": [{"do": "damage", "amount": 2}, {"do": "draw", "amount": 1}],
    },
    "redakai-character": {
        "game": "redakai", "kind": "character", "name": "Vessa - Ash Lantern",
        "set": "TST-2", "number": "001",
        "defense": [{"color": "red", "value": 3}, None, {"color": "blue", "value": 1}],
        "ability": [{"do": "heal", "amount": 1}], "text": "Heals at the start of the turn.",
    },
    "redakai-monster": {
        "game": "redakai", "kind": "monster", "name": "Cinder Moth", "kairu": 4,
        "defense": [{"color": "green", "value": 5}, {"color": "green", "value": 4}, None],
        "heal": [False, True, False],
        "react": {"kairu": 1, "effects": [{"do": "defense", "amount": 2, "color": "green"}]},
        "effects": [{"do": "draw", "amount": 1}], "text": "Transform a character.",
    },
    "redakai-attack": {
        "game": "redakai", "kind": "attack", "name": "Gloom Spike", "kairu": 3, "power": 6,
        "color": "purple", "hits": [True, False, True], "blanks_ability": True,
        "react": {"kairu": 2, "effects": [{"do": "power", "amount": 2}]},
        "text": "Hits left and right.",
    },
    "monster-cards-monster": {
        "game": "monster-cards", "kind": "monster", "name": "Brinefang Wyrm", "rarity": "SR",
        "set": "TST-3", "number": "007", "power": 4, "element": "water", "species": "dragon",
        "means": "magic", "size": "large", "skill": "Reverse",
        "text": "Invented monster with a game changer.",
    },
}

LONG_NAME = "The Extraordinarily Long Named Monsuno of the Northern Wastes and Beyond"
LONG_TEXT = " ".join(["A long rules text that keeps going so the box must shrink it."] * 14)


def card(key: str, **changes: Any) -> Card:
    return card_from_json({**CARDS[key], **changes})


def new_image(width: int, height: int, dpi: float = DPI) -> QImage:
    img = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    dpm = round(dpi / 0.0254)
    img.setDotsPerMeterX(dpm)
    img.setDotsPerMeterY(dpm)
    img.fill(SENTINEL)
    return img


def card_px(dpi: float = DPI) -> tuple[int, int]:
    return round(CARD_MM[0] * dpi / 25.4), round(CARD_MM[1] * dpi / 25.4)


def paint(draw: Callable[[QPainter, QRectF], None], margin: int = 0,
          dpi: float = DPI) -> tuple[QImage, QRectF]:
    """Render into an image with ``margin`` pixels of sentinel colour around the card box."""
    w, h = card_px(dpi)
    img = new_image(w + 2 * margin, h + 2 * margin, dpi)
    rect = QRectF(margin, margin, w, h)
    painter = QPainter(img)
    try:
        draw(painter, rect)
    finally:
        painter.end()
    return img, rect


def to_pil(img: QImage) -> Image.Image:
    img = img.convertToFormat(QImage.Format.Format_RGB32)
    data = bytes(img.constBits())
    return Image.frombuffer("RGB", (img.width(), img.height()), data, "raw", "BGRX",
                            img.bytesPerLine(), 1)


def distinct_colours(img: QImage) -> int:
    colours = to_pil(img).getcolors(maxcolors=1 << 20)
    assert colours is not None
    return len(colours)


def margin_is_untouched(img: QImage, margin: int) -> bool:
    """Every pixel outside the card box still has the sentinel colour."""
    pil = to_pil(img)
    w, h = pil.size
    sentinel = (SENTINEL.red(), SENTINEL.green(), SENTINEL.blue())
    strips = [(0, 0, w, margin), (0, h - margin, w, h), (0, 0, margin, h),
              (w - margin, 0, w, h)]
    for box in strips:
        colours = pil.crop(box).getcolors(maxcolors=1 << 16)
        if colours is None or [c for _n, c in colours] != [sentinel]:
            return False
    return True


def face(c: Card, translation: str | None = None, dpi: float = DPI,
         margin: int = 0) -> tuple[QImage, QRectF]:
    return paint(lambda p, r: draw_card_face(p, r, c, dpi, translation=translation), margin,
                 dpi)


def pdf_text(tmp_path: Path, cards: list[tuple[Card, str | None]]) -> str:
    """Render faces into a PDF (one per page) and return pypdf's text, spaces normalised."""
    import pypdf

    path = tmp_path / "faces.pdf"
    writer = QPdfWriter(str(path))
    writer.setResolution(int(DPI))
    writer.setPageSize(QPageSize(QSizeF(*CARD_MM), QPageSize.Unit.Millimeter))
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    painter = QPainter(writer)
    try:
        for i, (c, translation) in enumerate(cards):
            if i:
                writer.newPage()
            rect = QRectF(0, 0, writer.width(), writer.height())
            draw_card_face(painter, rect, c, DPI, translation=translation)
    finally:
        painter.end()
    reader = pypdf.PdfReader(str(path))
    return " ".join(" ".join(page.extract_text().split()) for page in reader.pages)


# --------------------------------------------------------------------------- faces

@pytest.mark.parametrize("key", sorted(CARDS))
def test_face_is_drawn_and_stays_inside(qapp: Any, key: str) -> None:
    c = card(key)
    img, rect = face(c, translation="Перевод", margin=24)
    assert margin_is_untouched(img, 24)
    assert distinct_colours(img) > 200
    # the face covers its whole box: the corners have the bleed colour
    bg = face_background(c)
    for x, y in ((rect.left(), rect.top()), (rect.right() - 1, rect.bottom() - 1)):
        assert QColor(img.pixel(int(x), int(y))) == bg


def test_every_game_and_kind_is_covered() -> None:
    from deckbuilder.rules.cards import KINDS

    assert {f"{g}-{k}" for g in GAMES for k in KINDS[g]} == set(CARDS)


@pytest.mark.parametrize("key", sorted(CARDS))
def test_long_name_and_long_text_stay_inside(qapp: Any, key: str) -> None:
    c = card(key, name=LONG_NAME, text=LONG_TEXT)
    img, _rect = face(c, translation="Очень длинный перевод названия карты " * 3, margin=16)
    assert margin_is_untouched(img, 16)


def test_absurd_name_and_unbroken_text_do_not_crash(qapp: Any) -> None:
    # The longest name a catalog accepts.
    c = card("redakai-attack", name="X" * MAX_NAME_LENGTH,
             text="Y" * 3000 + "\n" + "z " * 800)
    img, _rect = face(c, margin=10)
    assert margin_is_untouched(img, 10)


def test_unknown_colours_and_types_render(qapp: Any) -> None:
    odd = [
        card("redakai-character", defense=[{"color": "teal", "value": 12},
                                           {"color": "no such colour", "value": 0}, None]),
        card("redakai-attack", color="chartreuse-ish"),
        card("monsuno-monsuno", manufacturer="Black Ops", strike_type="sonic",
             power_slots=["sonic", "a", "b", "c", "d", "e"]),
        card("monsuno-strike", manufacturer=None, exclusive=False, dominates=[]),
    ]
    for c in odd:
        img, _rect = face(c, margin=8)
        assert margin_is_untouched(img, 8)


def test_cyrillic_name_renders(qapp: Any) -> None:
    base = card("redakai-monster")
    empty, _ = face(dataclasses.replace(base, name=""))
    hedgehog, _ = face(dataclasses.replace(base, name="Ёжик"))
    other, _ = face(dataclasses.replace(base, name="Жук"))
    assert hedgehog != empty
    # real glyphs, not the same "missing glyph" boxes for every letter
    assert hedgehog != other
    diff = ImageChops.difference(to_pil(hedgehog), to_pil(other)).convert("L").point(
        lambda v: 255 if v > 40 else 0).getbbox()
    assert diff is not None
    # the difference is in the title bar (top fifth of the card)
    assert diff[3] < hedgehog.height() / 5


def test_translation_is_drawn(qapp: Any) -> None:
    c = card("monsuno-monsuno")
    plain, _ = face(c)
    translated, _ = face(c, translation="Мерцающий клык")
    assert plain != translated


def test_faces_are_searchable_text_in_a_pdf(qapp: Any, tmp_path: Path) -> None:
    text = pdf_text(tmp_path, [
        (card("monster-cards-monster"), "Рассольный змей"),
        (card("redakai-monster", name="Ёжик"), None),
        (card("monsuno-monsuno", name=LONG_NAME), None),
    ])
    assert "Brinefang Wyrm" in text
    assert "Рассольный змей" in text
    assert "Ёжик" in text
    # a long name is wrapped or shrunk, not elided
    for word in LONG_NAME.split():
        assert word in text
    assert "Reverse" in text and "Game Changer".upper() in text.upper()


def test_face_at_preview_resolution_and_other_card_sizes(qapp: Any) -> None:
    c = card("monsuno-strike")
    img, _rect = face(c, dpi=60, margin=6)
    assert margin_is_untouched(img, 6)
    # a smaller card box of other proportions: scaled, centred, still inside
    img = new_image(400, 400, 150)
    painter = QPainter(img)
    draw_card_face(painter, QRectF(100, 80, 180, 260), c, 150)
    painter.end()
    pil = to_pil(img)
    sentinel = (255, 0, 255)
    for box in ((0, 0, 400, 80), (0, 340, 400, 400), (0, 0, 100, 400), (280, 0, 400, 400)):
        assert pil.crop(box).getcolors() == [(pil.crop(box).size[0] * pil.crop(box).size[1],
                                              sentinel)]


def test_painter_state_is_restored(qapp: Any) -> None:
    img = new_image(*card_px())
    painter = QPainter(img)
    try:
        painter.setPen(QColor(1, 2, 3))
        painter.setBrush(QColor(4, 5, 6))
        font = painter.font()
        draw_card_face(painter, QRectF(0, 0, img.width(), img.height()), card("redakai-attack"),
                       DPI)
        draw_card_back(painter, QRectF(0, 0, img.width(), img.height()), "redakai", DPI)
        assert painter.pen().color() == QColor(1, 2, 3)
        assert painter.brush().color() == QColor(4, 5, 6)
        assert painter.font() == font
        assert not painter.hasClipping()
        assert painter.transform().isIdentity()
    finally:
        painter.end()


def test_backgrounds_are_colours(qapp: Any) -> None:
    for key in CARDS:
        assert face_background(card(key)).isValid()
    for game in GAMES:
        assert back_background(game).isValid()
    assert face_background(card("monster-cards-monster")) != face_background(card(
        "monsuno-monsuno"))


# --------------------------------------------------------------------------- backs

@pytest.mark.parametrize("game", GAMES)
def test_back_renders_inside_and_is_symmetric(qapp: Any, game: str) -> None:
    img, rect = paint(lambda p, r: draw_card_back(p, r, game, DPI), margin=20)
    assert margin_is_untouched(img, 20)
    assert distinct_colours(img) > 50
    assert QColor(img.pixel(int(rect.left()), int(rect.top()))) == back_background(game)
    pil = to_pil(img).crop((20, 20, img.width() - 20, img.height() - 20))
    diff = ImageChops.difference(pil, ImageOps.mirror(pil)).convert("L")
    histogram = diff.histogram()
    differing = sum(histogram[48:]) / (pil.size[0] * pil.size[1])
    # only the lettering of the title is not mirror-symmetric
    assert differing < 0.03, differing


def test_unknown_game_back_does_not_crash(qapp: Any) -> None:
    img, _rect = paint(lambda p, r: draw_card_back(p, r, "some-other-game", DPI), margin=4)
    assert margin_is_untouched(img, 4)
