"""Monsuno's printed card on a proxy sheet: a Monsuno's and a strike card's window, the
rules text they add, and the back (drawn on the :class:`FaceCanvas` protocol; the
descriptor names :data:`FACE`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckbuilder.rules.cards import GAME_TITLES
from deckbuilder.rules.face_design import (
    BADGE_FILL,
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
    sentence,
    value_colour,
)
from deckbuilder.rules.face_shapes import (
    badge,
    chips_row,
    clip_inside,
    frame,
    rays,
    title_band,
    type_chip,
    type_chip_width,
)
from deckbuilder.rules.game import game_text
from deckbuilder.rules.games.monsuno.game import NEUTRAL

if TYPE_CHECKING:
    from deckbuilder.rules.cards import Card

MANUFACTURER_NAMES: dict[str, str] = {
    "core-tech": "Core-Tech",
    "storm": "S.T.O.R.M.",
    "eklipse": "Eklipse",
}
#: The manufacturers' colours: the game descriptor's palette (the window's charts use it too).
MANUFACTURER_COLORS = field_colours("monsuno", "manufacturer")

TIMING_WORDS: dict[str, str] = {
    "reveal": "On reveal",
    "domination": "On domination",
    "damage": "On damage",
    "after": "After combat",
}
CATEGORY_WORDS: dict[str, str] = {"upgrade": "UPGRADE", "restricted": "RESTRICTED"}

#: How a Monsuno card says "heal" (a Monsuno heals damage, RULES.md §5.2).
HEAL = "heal %1 damage"


def _manufacturer_color(colours: Colours, m: str | None) -> RGB:
    if not m:
        return NEUTRAL_COLOR
    return MANUFACTURER_COLORS.get(m.casefold(), colours.hashed(m))


def _manufacturer_name(f: FaceContext, m: str | None) -> str:
    # The makers' names are proper names, printed as the cards print them; "neutral"
    # (no maker) is a word, in the sheet's language.
    if not m:
        return f.value_label("manufacturer", NEUTRAL)
    return MANUFACTURER_NAMES.get(m.casefold(), m)


def _strike_color(colours: Colours, t: str) -> RGB:
    return value_colour(colours, "monsuno", "strike_type", t)


def _theme(card: Card, colours: Colours) -> Theme:
    bg = _manufacturer_color(colours, card.get("manufacturer"))
    accent = _strike_color(colours, str(card.get("strike_type") or "")) if card.get(
        "strike_type") else GOLD
    panel = darken(bg, 0.55)
    return Theme((34, 38, 46), panel, bg, accent, WHITE)


def _subtitle_parts(f: FaceContext) -> list[str]:
    card, t = f.card, f.tr
    maker = _manufacturer_name(f, card.get("manufacturer"))
    return [t("MONSUNO") if card.kind == "monsuno" else t("STRIKE"), maker]


def _paragraphs(f: FaceContext) -> list[Paragraph]:
    card, t = f.card, f.tr
    paras: list[Paragraph] = []
    if card.kind == "strike":
        restricted = card.get("restricted_to") or ()
        if restricted:
            names = ", ".join(MANUFACTURER_NAMES.get(r.casefold(), r) for r in restricted)
            paras.append([(t("Restricted to:"), True), (sentence(names), False)])
        effects = card.get("effects") or ()
        if effects:
            timing = t(TIMING_WORDS.get(str(card.get("timing") or "damage"), "Effect"))
            paras.append([(timing + ":", True), (effects_sentence(effects, t, HEAL), False)])
    return paras


def _slot_symbol(c: FaceCanvas, cx: float, cy: float, r: float, fill: RGB) -> None:
    """A power slot: a diamond in the strike type's colour with an inner socket."""
    c.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill, INK, 0.35)
    s = r * 0.42
    c.polygon([(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)], darken(fill, 0.35))


def _monsuno(f: FaceContext) -> None:
    c, card = f.c, f.card
    x, y, w, _h = WIN
    cx = x + w / 2
    on = f.on_win
    # life, speed, damage
    row = y + 7.6
    life = str(card.get("life", ""))
    t = f.tr
    badge(c, cx - 17.5, row, 5.4, life, t("LIFE"), (150, 24, 36), GOLD, label_color=on)
    badge(c, cx, row, 5.0, str(card.get("speed", "")), t("SPEED"), BADGE_FILL,
          f.t.accent, label_color=on)
    badge(c, cx + 17.5, row, 5.0, str(card.get("damage", "")), t("DAMAGE"), BADGE_FILL,
          f.t.accent, label_color=on)
    # strike type
    st = str(card.get("strike_type") or "")
    c.label(t("STRIKE TYPE"), cx - 1.5, y + 19.2, 5.0, on, align="right",
            max_w=w / 2 - 3.0)
    type_chip(c, cx + 1.5, y + 19.2, st, _strike_color(c, st))
    # power slots and the super strike
    slots = list(card.get("power_slots") or ())
    c.label(t("POWER SLOTS"), x + 2.0, y + 23.6, 4.6, on, align="left", max_w=w - 20.0)
    sx = x + 5.0
    step = min(8.0, 30.0 / max(1, len(slots)))
    if not slots:
        c.label(t("none"), x + 2.0, y + 28.5, 5.5, on, bold=False, align="left",
                max_w=30.0)
    for i, s in enumerate(slots):
        px = sx + i * step
        _slot_symbol(c, px, y + 27.6, 2.5, _strike_color(c, s))
        c.label(s.upper(), px, y + 31.9, 4.2, on, max_w=step - 0.4, min_size=3.0)
    bx = x + w - 8.0
    c.label(t("SUPER STRIKE"), bx, y + 23.6, 4.6, on, max_w=14.0)
    badge(c, bx, y + 29.0, 4.0, str(card.get("power_damage", 0)), "", (150, 24, 36), GOLD)
    if slots:
        ax0 = sx + (len(slots) - 1) * step + 3.8
        ax1 = bx - 5.2
        if ax1 - ax0 > 2.0:
            mid = y + 27.6
            c.line(ax0, mid, ax1 - 0.8, mid, on, 0.35)
            c.polygon([(ax1, mid), (ax1 - 1.4, mid - 0.9), (ax1 - 1.4, mid + 0.9)], on)


def _strike(f: FaceContext) -> None:
    c, card, t = f.c, f.card, f.tr
    x, y, w, h = WIN
    cx = x + w / 2
    on = f.on_win
    # domination icons at the top right, as on the printed cards
    dominates = list(card.get("dominates") or ())
    right = x + w - 1.5
    chip_y = y + 3.4
    for kind in reversed(dominates):
        cw = type_chip_width(c, kind, triangle=True)
        type_chip(c, right - cw, chip_y, kind, _strike_color(c, kind), triangle=True)
        right -= cw + 1.0
    if dominates:
        c.label(t("DOMINATES"), right - 0.5, chip_y, 4.6, on, align="right",
                max_w=max(8.0, right - 0.5 - x - 1.5))
    # keywords
    words: list[tuple[str, RGB]] = []
    if card.get("unique"):
        words.append((t("UNIQUE"), GOLD))
    if card.get("exclusive"):
        words.append((t("EXCLUSIVE"), (200, 60, 60)))
    category = str(card.get("category") or "normal")
    if category != "normal":
        words.append((t(CATEGORY_WORDS.get(category, category.upper())),
                      (230, 230, 236)))
    timing = str(card.get("timing") or "damage")
    if card.get("effects") or timing != "damage":
        words.append((t(TIMING_WORDS.get(timing, timing)).upper(), (196, 224, 250)))
    chips_row(c, words, cx, y + 9.4, w - 3.0)
    # speed and damage
    row = y + 18.8
    badge(c, cx - 11.0, row, 5.2, f"+{card.get('speed', 0)}", t("SPEED"), BADGE_FILL,
          f.t.accent, label_color=on)
    badge(c, cx + 11.0, row, 5.2, str(card.get("damage", "")), t("DAMAGE"),
          (150, 24, 36), GOLD, label_color=on)
    # strike type at the bottom right
    st = str(card.get("strike_type") or "")
    cw = type_chip_width(c, st)
    type_chip(c, x + w - 1.5 - cw, y + h - 3.4, st, _strike_color(c, st))
    c.label(t("STRIKE TYPE"), x + w - 2.5 - cw, y + h - 3.4, 4.6, on, align="right",
            max_w=w - cw - 4.0)


def _back(c: FaceCanvas) -> None:
    orange, yellow = (240, 112, 32), (242, 210, 46)
    panel = (30, 34, 42)
    cx, cy = DESIGN_W / 2, DESIGN_H / 2 - 6.0
    frame(c, panel, orange)
    with clip_inside(c, 2.0):
        rays(c, cx, cy, 16, (40, 46, 58), 90.0)
        # chevrons at the top and the bottom (symmetric, unlike hazard stripes)
        for i in range(3):
            for top in (True, False):
                yy = 5.0 + i * 2.6 if top else DESIGN_H - 5.0 - i * 2.6
                d = 1.0 if top else -1.0
                col = orange if i % 2 == 0 else yellow
                c.polygon([(6.0, yy), (cx, yy + d * 3.0), (DESIGN_W - 6.0, yy),
                           (DESIGN_W - 6.0, yy + d * 1.0), (cx, yy + d * 4.0),
                           (6.0, yy + d * 1.0)], col)
    # the three manufacturers as rings around a capsule
    for r, col in ((20.0, MANUFACTURER_COLORS["eklipse"]), (16.6, MANUFACTURER_COLORS["storm"]),
                   (13.2, MANUFACTURER_COLORS["core-tech"])):
        c.circle(cx, cy, r, col, darken(col, 0.5), 0.4)
    c.circle(cx, cy, 9.8, panel, orange, 0.6)
    c.rounded(cx - 4.0, cy - 7.4, 8.0, 14.8, 4.0, (230, 232, 236), INK, 0.4)
    with c.clip(cx - 5.0, cy, 10.0, 9.0):
        c.rounded(cx - 4.0, cy - 7.4, 8.0, 14.8, 4.0, orange, INK, 0.4)
    c.rounded(cx - 4.7, cy - 1.0, 9.4, 2.0, 0.6, (60, 64, 72), INK, 0.3)
    c.circle(cx, cy, 1.3, yellow, INK, 0.25)
    title_band(c, [GAME_TITLES["monsuno"].upper()], cy + 30.0, (18, 20, 26), orange, WHITE,
               15.0)


#: The words these faces print, translated with the game's other texts (the words
#: every face shares are ``deckbuilder.proxies.labels.FACE_LABELS``).
WORDS: tuple[str, ...] = (
    game_text("LAUNCH"), game_text("MONSUNO"), game_text("STRIKE"), game_text("LIFE"),
    game_text("SPEED"), game_text("DAMAGE"), game_text("STRIKE TYPE"),
    game_text("POWER SLOTS"), game_text("none"), game_text("SUPER STRIKE"),
    game_text("DOMINATES"), game_text("UNIQUE"), game_text("EXCLUSIVE"), game_text("UPGRADE"),
    game_text("RESTRICTED"), game_text("On reveal"), game_text("On domination"),
    game_text("On damage"), game_text("After combat"), game_text("Effect"),
    game_text("Restricted to:"), game_text("heal %1 damage"),
)

FACE = FaceStyle(_theme, (22, 24, 30), _subtitle_parts, _paragraphs, cost_label="LAUNCH",
                 banded=True, windows={"monsuno": _monsuno, "strike": _strike}, back=_back,
                 words=WORDS)
