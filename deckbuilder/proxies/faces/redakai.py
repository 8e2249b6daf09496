"""Redakai faces (character, monster, attack) and back."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deckbuilder.proxies.labels import value_label
from deckbuilder.proxies.palette import GOLD, INK, NEUTRAL_COLOR, RGB, WHITE, darken, field_colours
from deckbuilder.rules.cards import GAME_TITLES, Card

from .backs import _clip_inside, _frame, _rays, _title_band
from .canvas import (
    DESIGN_H,
    DESIGN_W,
    HEAL_COLOR,
    WIN,
    ZONE_LABELS,
    Paragraph,
    _Canvas,
    _effects_sentence,
    _Theme,
    value_color,
)
from .painters import FaceStyle, register_back, register_face, register_style
from .shapes import badge, chips_row, defense_shield, hit_shield

#: The printed colours: the game descriptor's palette (the window's charts use it too).
REDAKAI_COLORS = field_colours("redakai", "color")


def _redakai_color(c: str) -> RGB:
    return value_color("redakai", "color", c)


if TYPE_CHECKING:
    from . import _Face


def _theme(card: Card) -> _Theme:
    if card.kind == "attack":
        bg = _redakai_color(str(card.get("color") or ""))
    else:
        totals: dict[str, int] = {}
        for zone in card.get("defense") or ():
            if zone:
                totals[zone["color"]] = totals.get(zone["color"], 0) + zone["value"] + 1
        best = max(sorted(totals), key=lambda c: totals[c]) if totals else ""
        bg = _redakai_color(best) if best else NEUTRAL_COLOR
    return _Theme((20, 20, 26), darken(bg, 0.55), bg, GOLD, WHITE)


def _subtitle_parts(f: _Face) -> list[str]:
    card, t = f.card, f.tr
    if card.kind == "character":
        parts = [t("CHARACTER"), str(card.get("character") or "")]
        if card.get("version"):
            parts.append(str(card.get("version")))
        return [p for p in parts if p]
    if card.kind == "attack":
        return [t("ATTACK"), value_label(f.labels, "color", str(card.get("color") or ""))]
    return [t("MONSTER"), t("Transformation")]


def _paragraphs(f: _Face) -> list[Paragraph]:
    card, t, labels = f.card, f.tr, f.labels
    paras: list[Paragraph] = []
    ability = card.get("ability") or ()
    if ability:
        paras.append([(t("Ability:"), True), (_effects_sentence(ability, labels), False)])
    effects = card.get("effects") or ()
    if effects:
        paras.append([(t("Effect:"), True), (_effects_sentence(effects, labels), False)])
    react = card.get("react")
    if react:
        words = _effects_sentence(react.get("effects") or (), labels) or "—"
        paras.append([(t("React (%1 Kairu):", react.get("kairu", 0)), True),
                      (words, False)])
    return paras


def _zones(f: _Face, cy: float, sw: float, heal: Sequence[bool] = (False, False, False)) -> None:
    c, card = f.c, f.card
    x, _y, w, _h = WIN
    cx = x + w / 2
    zones = list(card.get("defense") or (None, None, None))[:3]
    zones += [None] * (3 - len(zones))
    for i, zone in enumerate(zones):
        zx = cx + (i - 1) * (sw + 5.5)
        defense_shield(c, zx, cy, sw, zone, f.tr(ZONE_LABELS[i]), f.on_win,
                       heal=bool(heal[i]) if i < len(heal) else False,
                       labels=f.labels,
                       col=_redakai_color(str(zone.get("color", ""))) if zone else NEUTRAL_COLOR)


def _character(f: _Face) -> None:
    x, y, w, _h = WIN
    f.c.label(f.tr("DEFENSE"), x + 2.0, y + 3.0, 4.8, f.on_win, align="left",
                 max_w=w - 4.0)
    _zones(f, y + 16.0, 12.0)


def _redakai_monster(f: _Face) -> None:
    x, y, w, _h = WIN
    c = f.c
    heal = tuple(f.card.get("heal") or (False, False, False))
    c.label(f.tr("DEFENSE"), x + 2.0, y + 3.0, 4.8, f.on_win, align="left",
            max_w=w / 2 - 3.0)
    if any(heal):
        c.label(f.tr("+ YELLOW ZONES HEAL"), x + w - 2.0, y + 3.0, 4.6, HEAL_COLOR
                if f.on_win == WHITE else INK, align="right", max_w=w / 2 - 1.0)
    _zones(f, y + 16.0, 12.0, heal)


def _attack(f: _Face) -> None:
    c, card, t = f.c, f.card, f.tr
    x, y, w, h = WIN
    on = f.on_win
    color_name = str(card.get("color") or "")
    col = _redakai_color(color_name)
    px, py = x + 10.0, y + 12.8
    badge(c, px, py, 7.0, str(card.get("power", "")), t("POWER"), col, GOLD,
          label_color=on, value_size=19.0)
    c.label(value_label(f.labels, "color", color_name).upper(), px, py + 7.0 + 5.2, 4.6,
            on, max_w=18.0)
    hits = tuple(card.get("hits") or (False, False, False))
    sw, step = 8.6, 11.0
    hx = x + w - 2.6 - sw / 2 - 2 * step      # centre of the left zone
    c.label(t("HITS"), hx + step, y + 3.2, 4.8, on, max_w=3 * step)
    for i in range(3):
        hit_shield(c, hx + i * step, y + 13.0, sw, bool(hits[i]) if i < len(hits) else False,
                   t(("LEFT", "MID", "RIGHT")[i]), on, labels=f.labels)
    if card.get("blanks_ability"):
        chips_row(c, [(t("BLANKS ABILITY"), (250, 236, 180))], x + w / 2, y + h - 3.6,
                  w - 4)

# --- MONSTER CARDS


def _back_redakai(c: _Canvas, game: str) -> None:
    cx, cy = DESIGN_W / 2, DESIGN_H / 2 - 6.0
    dark = (20, 20, 26)
    _frame(c, (90, 18, 20), GOLD)
    c.p.save()
    _clip_inside(c, 2.0)
    _rays(c, cx, cy, 20, (128, 28, 28), 90.0)
    c.p.restore()
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
    _title_band(c, [GAME_TITLES["redakai"].upper()], cy + 30.0, dark, GOLD, GOLD, 15.0)



register_face("redakai", "character", _character)
register_face("redakai", "monster", _redakai_monster)
register_face("redakai", "attack", _attack)
register_back("redakai", _back_redakai)
register_style("redakai", FaceStyle(_theme, (20, 20, 26), _subtitle_parts, _paragraphs,
                                     cost_label="KAIRU"))
