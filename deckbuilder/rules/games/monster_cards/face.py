"""MONSTER CARDS' printed card on a proxy sheet: a monster's window on parchment and the
back (drawn on the :class:`FaceCanvas` protocol; the descriptor names :data:`FACE`)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from deckbuilder.rules.face_design import (
    BADGE_FILL,
    DESIGN_H,
    DESIGN_W,
    GOLD,
    INK,
    NEUTRAL_COLOR,
    PAPER,
    RGB,
    WHITE,
    WIN,
    Colours,
    FaceCanvas,
    FaceContext,
    FaceStyle,
    Theme,
    darken,
    field_colours,
    ink_for,
)
from deckbuilder.rules.face_shapes import badge, clip_inside, frame, star
from deckbuilder.rules.game import game_text

from .values import MC_SKILLS

if TYPE_CHECKING:
    from deckbuilder.rules.cards import Card

#: The elements' and rarities' colours: the game descriptor's palette (the window's charts
#: use it too).
ELEMENT_COLORS = field_colours("monster-cards", "element")
MC_RARITY_COLORS = field_colours("monster-cards", "rarity")
MC_RARITY_NAMES: dict[str, str] = {
    "C": "Common", "R": "Rare", "SR": "Super Rare", "UR": "Ultra Rare",
}
MC_SKILL_TYPE_NAMES: dict[str, str] = {"S": "Standard", "Dc": "Discard", "GC": "Game Changer"}
MC_SKILL_TYPE_COLORS: dict[str, RGB] = {
    "S": (47, 111, 214),
    "Dc": (28, 138, 112),
    "GC": (190, 40, 130),
}
PARCHMENT: RGB = (244, 236, 214)    # the panel
MC_FRAME: RGB = (236, 226, 200)


def _theme(card: Card, colours: Colours) -> Theme:
    bg = ELEMENT_COLORS.get(str(card.get("element") or ""), NEUTRAL_COLOR)
    accent = darken(MC_RARITY_COLORS.get(card.rarity or "", GOLD), 0.1)
    return Theme(MC_FRAME, PARCHMENT, bg, accent, INK)


def _subtitle_parts(f: FaceContext) -> list[str]:
    card, t = f.card, f.tr
    rarity = MC_RARITY_NAMES.get(card.rarity or "")
    return [t("MONSTER"), t(rarity) if rarity else card.rarity or ""]


def _monster(f: FaceContext) -> None:
    c, card, t = f.c, f.card, f.tr
    x, y, w, h = WIN
    on = f.on_win
    power = int(card.get("power", 0) or 0)
    # power: a badge and five pips
    bx, by = x + 7.6, y + 7.4
    badge(c, bx, by, 5.2, str(power), "", (170, 60, 30) if on == WHITE else BADGE_FILL,
          GOLD)
    # the power scale on a paper plate, so the stars read on any element colour
    plate_x = bx + 6.6
    c.rounded(plate_x, by - 4.6, 25.0, 9.2, 1.2, PAPER, INK, 0.3)
    c.label(t("POWER"), plate_x + 1.4, by - 2.2, 4.6, INK, align="left", max_w=15.0)
    c.label(f"{power} / 5", plate_x + 25.0 - 1.4, by - 2.2, 4.6, INK, bold=False,
            align="right")
    for i in range(5):
        star(c, plate_x + 3.4 + i * 4.55, by + 1.7, 1.85, (236, 150, 20) if i < power
             else None, INK)
    # rarity at the top right
    rarity = card.rarity or ""
    rc = MC_RARITY_COLORS.get(rarity, GOLD)
    rw = max(9.0, c.width(rarity, 11.0, True) + 3.6)
    c.rounded(x + w - 1.6 - rw, y + 2.0, rw, 7.2, 1.6, rc, INK, 0.35)
    c.label(rarity, x + w - 1.6 - rw / 2, y + 5.6, 11.0, ink_for(rc))
    # attributes: element, species, means, size
    tiles = [
        (t("ELEMENT"), f.value_label("element", str(card.get("element") or "")),
         ELEMENT_COLORS.get(str(card.get("element") or ""), NEUTRAL_COLOR)),
        (t("SPECIES"), f.value_label("species", str(card.get("species") or "")), PAPER),
        (t("MEANS"), f.value_label("means", str(card.get("means") or "")), PAPER),
        (t("SIZE"), f.value_label("size", str(card.get("size") or "")), PAPER),
    ]
    tw, th = (w - 3.0 - 1.6) / 2, 5.8
    for i, (lab, val, fill) in enumerate(tiles):
        tx = x + 1.5 + (i % 2) * (tw + 1.6)
        ty = y + 13.6 + (i // 2) * (th + 1.1)
        c.rounded(tx, ty, tw, th, 1.2, fill, INK, 0.3)
        ink = ink_for(fill)
        c.label(lab, tx + 1.4, ty + th / 2, 4.2, ink, align="left", max_w=11.0,
                min_size=3.0)
        c.label(val, tx + tw - 1.4, ty + th / 2, 7.0, ink, max_w=tw - 11.0,
                align="right")
    # skill
    skill = card.get("skill")
    sy, sh = y + h - 6.6, 5.4
    c.rounded(x + 1.5, sy, w - 3.0, sh, 1.2, PAPER, INK, 0.3)
    if skill:
        kind = MC_SKILLS.get(str(skill), "")
        tname = t(MC_SKILL_TYPE_NAMES[kind]) if kind in MC_SKILL_TYPE_NAMES else kind
        tcol = MC_SKILL_TYPE_COLORS.get(kind, NEUTRAL_COLOR)
        cw = c.width(tname.upper(), 4.4, True) + 3.0
        c.rounded(x + w - 1.5 - 0.6 - cw, sy + 0.6, cw, sh - 1.2, (sh - 1.2) / 2, tcol)
        c.label(tname.upper(), x + w - 2.1 - cw / 2, sy + sh / 2, 4.4, ink_for(tcol))
        c.label(t("SKILL"), x + 2.8, sy + sh / 2, 4.2, INK, align="left", max_w=6.4,
                min_size=2.8)
        c.label(str(skill), x + 9.4, sy + sh / 2, 7.0, INK, align="left",
                max_w=w - 3.0 - 9.4 - cw - 1.0)
    else:
        c.label(t("NO SKILL"), x + w / 2, sy + sh / 2, 5.0, INK, max_w=w - 6.0)


def _back(c: FaceCanvas) -> None:
    cx, cy = DESIGN_W / 2, DESIGN_H / 2
    gold, brown = (200, 160, 60), (171, 74, 35)
    frame(c, PARCHMENT, gold)
    # a lattice of small diamonds, centred on the vertical axis
    with clip_inside(c, 4.5):
        step = 7.0
        half = int(DESIGN_W / step) + 1
        for j in range(int(2 * DESIGN_H / step) + 2):
            for i in range(-half, half + 1):
                x = cx + i * step + (step / 2 if j % 2 else 0.0)
                y = cy + (j - int(DESIGN_H / step)) * step / 2
                c.polygon([(x, y - 1.5), (x + 1.5, y), (x, y + 1.5), (x - 1.5, y)],
                          (228, 214, 180))
    c.rounded(4.5, 4.5, DESIGN_W - 9.0, DESIGN_H - 9.0, 2.0, None, gold, 0.35)
    # the six elements around a medallion; mirrored places share a colour
    ring = 20.0
    places = [(90, "light"), (270, "dark"), (30, "fire"), (150, "fire"), (330, "water"),
              (210, "water"), (0, "wood"), (180, "wood")]
    c.circle(cx, cy, ring, (250, 244, 226), gold, 0.6)
    for deg, element in places:
        a = math.radians(deg)
        c.circle(cx + ring * math.cos(a), cy - ring * math.sin(a), 2.8, ELEMENT_COLORS[element],
                 INK, 0.3)
    c.circle(cx, cy, 15.0, brown, INK, 0.4)
    c.circle(cx, cy, 13.6, None, gold, 0.35)
    c.label("MONSTER", cx, cy - 2.9, 10.5, WHITE, max_w=24.0)
    c.label("CARDS", cx, cy + 3.5, 10.5, WHITE, max_w=24.0)
    for y in (10.0, DESIGN_H - 10.0):
        for i in (-1, 0, 1):
            star(c, cx + i * 6.0, y, 2.0 if i else 2.6, gold, brown)


#: The words these faces print, translated with the game's other texts (the words
#: every face shares are ``deckbuilder.proxies.labels.FACE_LABELS``).
WORDS: tuple[str, ...] = (
    game_text("MONSTER"), game_text("Common"), game_text("Rare"), game_text("Super Rare"),
    game_text("Ultra Rare"), game_text("POWER"), game_text("ELEMENT"), game_text("SPECIES"),
    game_text("MEANS"), game_text("SIZE"), game_text("SKILL"), game_text("NO SKILL"),
    game_text("Standard"), game_text("Discard"), game_text("Game Changer"),
)

FACE = FaceStyle(_theme, MC_FRAME, _subtitle_parts, light=True, windows={"monster": _monster},
                 back=_back, words=WORDS)
