"""The back of a card of a game without a back of its own: its title over rays."""

from __future__ import annotations

from deckbuilder.rules.cards import GAME_TITLES
from deckbuilder.rules.face_design import DESIGN_H, DESIGN_W, GOLD, WHITE, FaceCanvas
from deckbuilder.rules.face_shapes import clip_inside, frame, rays, title_band


def back_generic(c: FaceCanvas, game: str) -> None:
    cx, cy = DESIGN_W / 2, DESIGN_H / 2
    frame(c, (60, 60, 68), GOLD)
    with clip_inside(c, 2.0):
        rays(c, cx, cy, 16, (70, 70, 80), 90.0)
    title_band(c, [GAME_TITLES.get(game, game).upper()], cy, (30, 30, 36), GOLD, WHITE, 12.0)
