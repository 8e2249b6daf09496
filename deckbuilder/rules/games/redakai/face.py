"""Redakai's printed card on a proxy sheet: a character's, a monster's and an attack's
window, the rules text they add, and the back (drawn on the :class:`FaceCanvas` protocol;
the descriptor names :data:`FACE`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from deckbuilder.rules.cards import GAME_TITLES
from deckbuilder.rules.face_design import (
    DESIGN_H,
    DESIGN_W,
    GOLD,
    INK,
    NEUTRAL_COLOR,
    RGB,
    WHITE,
    WIN,
    Colours,
    FaceCanvas,
    FaceContext,
    FaceStyle,
    Paragraph,
    Theme,
    darken,
    effects_sentence,
    field_colours,
    ink_for,
    lighten,
    value_colour,
)
from deckbuilder.rules.face_shapes import (
    badge,
    chips_row,
    clip_inside,
    frame,
    rays,
    title_band,
)
from deckbuilder.rules.game import game_text

if TYPE_CHECKING:
    from deckbuilder.rules.cards import Card

#: The printed colours: the game descriptor's palette (the window's charts use it too).
REDAKAI_COLORS = field_colours("redakai", "color")
HEAL_COLOR: RGB = (240, 206, 50)
HIT_COLOR: RGB = (214, 52, 44)
ZONE_LABELS = ("LEFT", "MIDDLE", "RIGHT")


def _redakai_color(colours: Colours, c: str) -> RGB:
    return value_colour(colours, "redakai", "color", c)


def _theme(card: Card, colours: Colours) -> Theme:
    if card.kind == "attack":
        bg = _redakai_color(colours, str(card.get("color") or ""))
    else:
        totals: dict[str, int] = {}
        for zone in card.get("defense") or ():
            if zone:
                totals[zone["color"]] = totals.get(zone["color"], 0) + zone["value"] + 1
        best = max(sorted(totals), key=lambda c: totals[c]) if totals else ""
        bg = _redakai_color(colours, best) if best else NEUTRAL_COLOR
    return Theme((20, 20, 26), darken(bg, 0.55), bg, GOLD, WHITE)


def _subtitle_parts(f: FaceContext) -> list[str]:
    card, t = f.card, f.tr
    if card.kind == "character":
        parts = [t("CHARACTER"), str(card.get("character") or "")]
        if card.get("version"):
            parts.append(str(card.get("version")))
        return [p for p in parts if p]
    if card.kind == "attack":
        return [t("ATTACK"), f.value_label("color", str(card.get("color") or ""))]
    return [t("MONSTER"), t("Transformation")]


def _paragraphs(f: FaceContext) -> list[Paragraph]:
    card, t = f.card, f.tr
    paras: list[Paragraph] = []
    ability = card.get("ability") or ()
    if ability:
        paras.append([(t("Ability:"), True), (effects_sentence(ability, t), False)])
    effects = card.get("effects") or ()
    if effects:
        paras.append([(t("Effect:"), True), (effects_sentence(effects, t), False)])
    react = card.get("react")
    if react:
        words = effects_sentence(react.get("effects") or (), t) or "—"
        paras.append([(t("React (%1 Kairu):", react.get("kairu", 0)), True),
                      (words, False)])
    return paras


# --------------------------------------------------------------------------- shields

def _shield_points(cx: float, cy: float, w: float, h: float) -> list[tuple[float, float]]:
    return [(cx - w / 2, cy - h / 2), (cx + w / 2, cy - h / 2), (cx + w / 2, cy + h * 0.12),
            (cx, cy + h / 2), (cx - w / 2, cy + h * 0.12)]


def _defense_shield(f: FaceContext, cx: float, cy: float, w: float,
                    zone: Mapping[str, Any] | None, label: str, heal: bool = False,
                    col: RGB = NEUTRAL_COLOR) -> None:
    """A zone: a shield in the zone's colour ``col`` with its value, or an empty
    outline."""
    c, on = f.c, f.on_win
    h = w * 1.15
    pts = _shield_points(cx, cy, w, h)
    if heal:
        c.polygon(_shield_points(cx, cy, w + 2.0, h + 2.2), HEAL_COLOR, INK, 0.25)
    if zone is None:
        c.polygon(pts, darken(on, 0.75) if on == WHITE else lighten(on, 0.8), on, 0.45,
                  dashed=True)
        c.label(f.tr("CLEAR"), cx, cy - h * 0.05, 4.6, on, max_w=w * 0.9, min_size=2.8)
    else:
        c.polygon(pts, col, WHITE if not heal else INK, 0.45)
        ink = ink_for(col)
        c.label(str(zone.get("value", "")), cx, cy - h * 0.1, w * 1.45, ink)
        c.label(f.value_label("color", str(zone.get("color", ""))).upper(), cx, cy + h * 0.2, 3.8, ink, max_w=w * 0.8,
                min_size=2.6)
    if heal:
        hx, hy = cx + w / 2 - 0.2, cy - h / 2 + 0.2
        c.circle(hx, hy, 1.9, HEAL_COLOR, INK, 0.25)
        c.line(hx - 1.0, hy, hx + 1.0, hy, INK, 0.45)
        c.line(hx, hy - 1.0, hx, hy + 1.0, INK, 0.45)
    c.label(label, cx, cy + h / 2 + 3.0, 4.8, on, max_w=w + 5.0)
    if heal:
        c.label(f.tr("HEAL"), cx, cy + h / 2 + 6.0, 4.4, HEAL_COLOR if on == WHITE else INK,
                max_w=w + 5.0)


def _hit_shield(f: FaceContext, cx: float, cy: float, w: float, hit: bool,
                label: str) -> None:
    """An attack's damage space: red with HIT when it hits, an empty outline if not."""
    c, on = f.c, f.on_win
    h = w * 1.15
    pts = _shield_points(cx, cy, w, h)
    if hit:
        c.polygon(pts, HIT_COLOR, WHITE, 0.45)
        c.label(f.tr("HIT"), cx, cy - h * 0.08, 6.0, WHITE, max_w=w * 0.9, min_size=3.0)
    else:
        c.polygon(pts, None, on, 0.4, dashed=True)
    c.label(label, cx, cy + h / 2 + 2.4, 4.6, on, max_w=w + 2.0, min_size=3.0)


# --------------------------------------------------------------------------- windows

def _zones(f: FaceContext, cy: float, sw: float,
           heal: Sequence[bool] = (False, False, False)) -> None:
    c, card = f.c, f.card
    x, _y, w, _h = WIN
    cx = x + w / 2
    zones = list(card.get("defense") or (None, None, None))[:3]
    zones += [None] * (3 - len(zones))
    for i, zone in enumerate(zones):
        zx = cx + (i - 1) * (sw + 5.5)
        _defense_shield(f, zx, cy, sw, zone, f.tr(ZONE_LABELS[i]),
                        heal=bool(heal[i]) if i < len(heal) else False,
                        col=_redakai_color(c, str(zone.get("color", ""))) if zone
                        else NEUTRAL_COLOR)


def _character(f: FaceContext) -> None:
    x, y, w, _h = WIN
    f.c.label(f.tr("DEFENSE"), x + 2.0, y + 3.0, 4.8, f.on_win, align="left",
              max_w=w - 4.0)
    _zones(f, y + 16.0, 12.0)


def _monster(f: FaceContext) -> None:
    x, y, w, _h = WIN
    c = f.c
    heal = tuple(f.card.get("heal") or (False, False, False))
    c.label(f.tr("DEFENSE"), x + 2.0, y + 3.0, 4.8, f.on_win, align="left",
            max_w=w / 2 - 3.0)
    if any(heal):
        c.label(f.tr("+ YELLOW ZONES HEAL"), x + w - 2.0, y + 3.0, 4.6, HEAL_COLOR
                if f.on_win == WHITE else INK, align="right", max_w=w / 2 - 1.0)
    _zones(f, y + 16.0, 12.0, heal)


def _attack(f: FaceContext) -> None:
    c, card, t = f.c, f.card, f.tr
    x, y, w, h = WIN
    on = f.on_win
    color_name = str(card.get("color") or "")
    col = _redakai_color(c, color_name)
    px, py = x + 10.0, y + 12.8
    badge(c, px, py, 7.0, str(card.get("power", "")), t("POWER"), col, GOLD,
          label_color=on, value_size=19.0)
    c.label(f.value_label("color", color_name).upper(), px, py + 7.0 + 5.2, 4.6,
            on, max_w=18.0)
    hits = tuple(card.get("hits") or (False, False, False))
    sw, step = 8.6, 11.0
    hx = x + w - 2.6 - sw / 2 - 2 * step      # centre of the left zone
    c.label(t("HITS"), hx + step, y + 3.2, 4.8, on, max_w=3 * step)
    for i in range(3):
        _hit_shield(f, hx + i * step, y + 13.0, sw, bool(hits[i]) if i < len(hits) else False,
                    t(("LEFT", "MID", "RIGHT")[i]))
    if card.get("blanks_ability"):
        chips_row(c, [(t("BLANKS ABILITY"), (250, 236, 180))], x + w / 2, y + h - 3.6,
                  w - 4)


def _back(c: FaceCanvas) -> None:
    cx, cy = DESIGN_W / 2, DESIGN_H / 2 - 6.0
    dark = (20, 20, 26)
    frame(c, (90, 18, 20), GOLD)
    with clip_inside(c, 2.0):
        rays(c, cx, cy, 20, (128, 28, 28), 90.0)
    # the colours of the game as rings, a Kairu diamond in the middle
    for r, col in ((20.0, GOLD), (18.2, REDAKAI_COLORS["purple"]), (15.6, REDAKAI_COLORS["blue"]),
                   (13.0, REDAKAI_COLORS["green"]), (10.4, REDAKAI_COLORS["red"])):
        c.circle(cx, cy, r, col, darken(col, 0.5), 0.3)
    c.circle(cx, cy, 7.8, dark, GOLD, 0.5)
    c.polygon([(cx, cy - 6.6), (cx + 4.4, cy), (cx, cy + 6.6), (cx - 4.4, cy)], GOLD, INK, 0.35)
    c.polygon([(cx, cy - 3.2), (cx + 2.1, cy), (cx, cy + 3.2), (cx - 2.1, cy)],
              REDAKAI_COLORS["blue"], INK, 0.25)
    for x in (7.0, DESIGN_W - 7.0):
        for y in (7.0, DESIGN_H - 7.0):
            c.polygon([(x, y - 2.4), (x + 1.6, y), (x, y + 2.4), (x - 1.6, y)], GOLD)
    title_band(c, [GAME_TITLES["redakai"].upper()], cy + 30.0, dark, GOLD, GOLD, 15.0)


#: The words these faces print, translated with the game's other texts (the words
#: every face shares are ``deckbuilder.proxies.labels.FACE_LABELS``).
WORDS: tuple[str, ...] = (
    game_text("KAIRU"), game_text("CHARACTER"), game_text("ATTACK"), game_text("MONSTER"),
    game_text("Transformation"), game_text("DEFENSE"), game_text("+ YELLOW ZONES HEAL"),
    game_text("LEFT"), game_text("MIDDLE"), game_text("RIGHT"), game_text("MID"),
    game_text("CLEAR"), game_text("HEAL"), game_text("HIT"), game_text("HITS"),
    game_text("POWER"), game_text("BLANKS ABILITY"), game_text("Ability:"),
    game_text("Effect:"), game_text("React (%1 Kairu):"),
)

FACE = FaceStyle(_theme, (20, 20, 26), _subtitle_parts, _paragraphs, cost_label="KAIRU",
                 windows={"character": _character, "monster": _monster, "attack": _attack},
                 back=_back, words=WORDS)
