"""Generate the built-in card pictures from the starter catalogs.

Run from the repository root (it imports deckbuilder for the MONSTER CARDS cost rule):

    PYTHONPATH=. .venv/bin/python resources/tools/make_pictures.py [--update-catalogs] [--clean]

Reads resources/catalogs/{monsuno,redakai,monster-cards}.json and writes one PNG per card
to resources/pictures/<game>/<slug>.png, 745×1040 pixels (63×88 mm at 300 dpi). The art is
procedural: every shape is drawn from a random generator seeded with a hash of the game and
the card name, so the output is deterministic (same catalogs → identical bytes).

--update-catalogs  rewrite each card's "image" field to its generated picture's path.
--clean            delete PNGs in the game folders that no card uses any more.
"""

from __future__ import annotations

import argparse
import colorsys
import hashlib
import json
import math
import random
import re
import sys
import unicodedata
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from deckbuilder.rules.face_design import (
    GOLD,
    INK,
    NEUTRAL_COLOR,
    RGB,
    WHITE,
    darken,
    field_colours,
    lighten,
    mix,
)
from deckbuilder.rules.games.monster_cards.values import monster_cards_cost

# The games' colours are their descriptors' palettes (the window and the proxies use them).
MANUFACTURER_COLORS = field_colours("monsuno", "manufacturer")
STRIKE_TYPE_COLORS = field_colours("monsuno", "strike_type")
REDAKAI_COLORS = field_colours("redakai", "color")
ELEMENT_COLORS = field_colours("monster-cards", "element")
MC_RARITY_COLORS = field_colours("monster-cards", "rarity")

RESOURCES = Path(__file__).resolve().parent.parent
CATALOGS = {
    "monsuno": RESOURCES / "catalogs" / "monsuno.json",
    "redakai": RESOURCES / "catalogs" / "redakai.json",
    "monster-cards": RESOURCES / "catalogs" / "monster-cards.json",
}
PICTURES = RESOURCES / "pictures"

WIDTH, HEIGHT = 745, 1040
S = 2  # supersampling factor: everything is drawn at 2× and scaled down
FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
FONT_REGULAR = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
PALETTE_COLORS = 64


# --------------------------------------------------------------------------- colours

def hash_color(rng: random.Random, base: RGB) -> RGB:
    """A colour related to ``base``: rotated a little in hue."""
    h, lum, sat = colorsys.rgb_to_hls(*(v / 255 for v in base))
    h = (h + rng.uniform(-0.12, 0.12)) % 1.0
    lum = min(0.8, max(0.25, lum + rng.uniform(-0.15, 0.15)))
    sat = min(1.0, max(0.35, sat + rng.uniform(-0.1, 0.2)))
    r, g, b = colorsys.hls_to_rgb(h, lum, sat)
    return (round(r * 255), round(g * 255), round(b * 255))


def complement(c: RGB) -> RGB:
    h, lum, sat = colorsys.rgb_to_hls(*(v / 255 for v in c))
    r, g, b = colorsys.hls_to_rgb((h + 0.5) % 1.0, min(0.7, max(0.45, lum)), max(0.5, sat))
    return (round(r * 255), round(g * 255), round(b * 255))


# --------------------------------------------------------------------------- helpers

def slug(name: str) -> str:
    """Lower-case ASCII of the name, every run of other characters turned into '-'."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")


def image_path(game: str, name: str) -> str:
    return f"../pictures/{game}/{slug(name)}.png"


_FONTS: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}


def font(size: int, bold: bool = True) -> ImageFont.FreeTypeFont:
    key = (FONT_BOLD if bold else FONT_REGULAR, size * S)
    if key not in _FONTS:
        _FONTS[key] = ImageFont.truetype(key[0], key[1])
    return _FONTS[key]


def sc(*values: float) -> list[int]:
    return [round(v * S) for v in values]


def text_width(draw: ImageDraw.ImageDraw, text: str, f: ImageFont.FreeTypeFont) -> float:
    return draw.textlength(text, font=f) / S


def wrap(draw: ImageDraw.ImageDraw, text: str, f: ImageFont.FreeTypeFont, width: float) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if text_width(draw, trial, f) <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        if line:
            lines.append(line)
    return lines


def centered_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str,
                  f: ImageFont.FreeTypeFont, fill: RGB, stroke: int = 0,
                  stroke_fill: RGB = INK) -> None:
    draw.text(sc(*xy), text, font=f, fill=fill, anchor="mm", stroke_width=stroke * S,
              stroke_fill=stroke_fill)


# --------------------------------------------------------------------------- backgrounds

def rays(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], center: tuple[float, float],
         c1: RGB, c2: RGB, n: int, phase: float) -> None:
    x0, y0, x1, y1 = box
    draw.rectangle(sc(x0, y0, x1, y1), fill=c1)
    cx, cy = center
    r = math.hypot(x1 - x0, y1 - y0)
    for i in range(n):
        a0 = phase + 2 * math.pi * i / n
        a1 = a0 + math.pi / n
        pts = [(cx, cy), (cx + r * math.cos(a0), cy + r * math.sin(a0)),
               (cx + r * math.cos(a1), cy + r * math.sin(a1))]
        draw.polygon([tuple(sc(*p)) for p in pts], fill=c2)


def rings(draw: ImageDraw.ImageDraw, center: tuple[float, float], colors: list[RGB], r0: float,
          step: float) -> None:
    cx, cy = center
    for i, c in enumerate(colors):
        r = r0 - i * step
        if r <= 0:
            break
        draw.ellipse(sc(cx - r, cy - r, cx + r, cy + r), fill=c)


# --------------------------------------------------------------------------- art

def draw_creature(draw: ImageDraw.ImageDraw, rng: random.Random, cx: float, cy: float,
                  size: float, body: RGB, accent: RGB) -> None:
    """A symmetric little monster: body, head, limbs, wings or fins, horns, eyes, markings."""
    outline = darken(body, 0.55)
    ow = 4 * S
    belly = lighten(body, 0.35)
    bw = size * rng.uniform(0.42, 0.62)
    bh = size * rng.uniform(0.45, 0.65)
    body_y = cy + size * 0.18
    head_r = size * rng.uniform(0.2, 0.3)
    head_y = body_y - bh * 0.55 - head_r * 0.35

    def mirrored(points: list[tuple[float, float]], fill: RGB) -> None:
        for sign in (1, -1):
            pts = [tuple(sc(cx + sign * (x - cx), y)) for x, y in points]
            draw.polygon(pts, fill=fill, outline=outline, width=ow)

    # wings / fins behind the body
    style = rng.choice(("wings", "fins", "spikes", "none"))
    if style == "wings":
        span = size * rng.uniform(0.85, 1.05)
        tip_y = body_y - bh * rng.uniform(0.6, 1.0)
        n = rng.randint(2, 4)
        pts = [(cx + bw * 0.3, body_y - bh * 0.3), (cx + span, tip_y)]
        for k in range(n):
            t = (k + 1) / n
            pts.append((cx + span - (span - bw * 0.5) * t * 0.95,
                        tip_y + (bh * 0.9) * t + (size * 0.08 if k % 2 == 0 else 0)))
        pts.append((cx + bw * 0.3, body_y + bh * 0.15))
        mirrored(pts, darken(accent, 0.1))
    elif style == "fins":
        fin = size * rng.uniform(0.35, 0.55)
        pts = [(cx + bw * 0.8, body_y - bh * 0.2), (cx + bw * 0.8 + fin, body_y - bh * 0.5),
               (cx + bw * 0.8 + fin * 0.6, body_y + bh * 0.1),
               (cx + bw * 0.8 + fin, body_y + bh * 0.45), (cx + bw * 0.7, body_y + bh * 0.3)]
        mirrored(pts, accent)
    elif style == "spikes":
        n = rng.randint(3, 5)
        for k in range(n):
            a = -math.pi * 0.9 + k * (math.pi * 0.8 / max(1, n - 1))
            base = (cx + bw * 0.9 * math.cos(a), body_y + bh * 0.9 * math.sin(a))
            tip = (cx + (bw + size * 0.28) * math.cos(a), body_y + (bh + size * 0.28) * math.sin(a))
            side = (cx + bw * 0.9 * math.cos(a + 0.35), body_y + bh * 0.9 * math.sin(a + 0.35))
            mirrored([base, tip, side], accent)

    # legs
    legs = rng.choice((1, 2))
    leg_w = size * rng.uniform(0.1, 0.16)
    leg_h = size * rng.uniform(0.2, 0.32)
    for k in range(legs):
        lx = bw * (0.35 + 0.35 * k)
        for sign in (1, -1):
            x = cx + sign * lx
            draw.rounded_rectangle(sc(x - leg_w / 2, body_y + bh * 0.6, x + leg_w / 2,
                                      body_y + bh * 0.6 + leg_h),
                                   radius=round(leg_w * S / 2), fill=darken(body, 0.15),
                                   outline=outline, width=ow)
    # tail
    if rng.random() < 0.6:
        t_side = rng.choice((1, -1))
        pts = [(cx + t_side * bw * 0.6, body_y + bh * 0.3),
               (cx + t_side * (bw + size * 0.35), body_y + bh * 0.1 - size * 0.25),
               (cx + t_side * (bw + size * 0.45), body_y - size * 0.35),
               (cx + t_side * bw * 0.8, body_y + bh * 0.55)]
        draw.polygon([tuple(sc(*p)) for p in pts], fill=accent, outline=outline, width=ow)

    # body and belly
    draw.ellipse(sc(cx - bw, body_y - bh, cx + bw, body_y + bh), fill=body, outline=outline,
                 width=ow)
    draw.ellipse(sc(cx - bw * 0.55, body_y - bh * 0.35, cx + bw * 0.55, body_y + bh * 0.85),
                 fill=belly)
    # markings
    for _ in range(rng.randint(0, 4)):
        mx = rng.uniform(0.45, 0.8) * bw
        my = body_y + rng.uniform(-0.6, 0.3) * bh
        mr = size * rng.uniform(0.03, 0.06)
        for sign in (1, -1):
            draw.ellipse(sc(cx + sign * mx - mr, my - mr, cx + sign * mx + mr, my + mr),
                         fill=darken(body, 0.3))
    # horns / ears
    horn = rng.choice(("horns", "ears", "crest", "antennae"))
    if horn == "horns":
        h = size * rng.uniform(0.2, 0.35)
        mirrored([(cx + head_r * 0.35, head_y - head_r * 0.6),
                  (cx + head_r * 1.1, head_y - head_r - h),
                  (cx + head_r * 0.8, head_y - head_r * 0.2)], lighten(accent, 0.3))
    elif horn == "ears":
        h = size * rng.uniform(0.15, 0.25)
        mirrored([(cx + head_r * 0.2, head_y - head_r * 0.8),
                  (cx + head_r * 0.9, head_y - head_r - h),
                  (cx + head_r * 0.95, head_y - head_r * 0.1)], body)
    elif horn == "crest":
        n = rng.randint(3, 5)
        w = head_r * 1.4
        pts = [(cx - w / 2, head_y - head_r * 0.6)]
        for k in range(n):
            pts.append((cx - w / 2 + w * (k + 0.5) / n, head_y - head_r - size * rng.uniform(0.1, 0.2)))
            pts.append((cx - w / 2 + w * (k + 1) / n, head_y - head_r * 0.7))
        draw.polygon([tuple(sc(*p)) for p in pts], fill=accent, outline=outline, width=ow)
    else:
        for sign in (1, -1):
            x1, y1 = cx + sign * head_r * 0.4, head_y - head_r * 0.8
            x2, y2 = cx + sign * head_r * 1.2, head_y - head_r * 1.9
            draw.line(sc(x1, y1, x2, y2), fill=outline, width=ow)
            r = size * 0.04
            draw.ellipse(sc(x2 - r, y2 - r, x2 + r, y2 + r), fill=accent, outline=outline, width=ow)
    # head
    draw.ellipse(sc(cx - head_r, head_y - head_r, cx + head_r, head_y + head_r), fill=body,
                 outline=outline, width=ow)
    # eyes
    eyes = rng.choice((1, 2, 2, 2, 3))
    er = head_r * rng.uniform(0.2, 0.3)
    eye_y = head_y - head_r * 0.1
    xs = {1: [0.0], 2: [-0.42, 0.42], 3: [-0.5, 0.0, 0.5]}[eyes]
    for i, fx in enumerate(xs):
        ey = eye_y - (head_r * 0.25 if eyes == 3 and i == 1 else 0)
        ex = cx + fx * head_r
        draw.ellipse(sc(ex - er, ey - er, ex + er, ey + er), fill=WHITE, outline=outline, width=ow)
        pr = er * 0.5
        draw.ellipse(sc(ex - pr, ey - pr + er * 0.1, ex + pr, ey + pr + er * 0.1), fill=INK)
    # mouth
    my = head_y + head_r * 0.5
    if rng.random() < 0.5:
        draw.arc(sc(cx - head_r * 0.4, my - head_r * 0.25, cx + head_r * 0.4, my + head_r * 0.2),
                 start=20, end=160, fill=outline, width=ow)
    else:
        for sign in (1, -1):
            draw.polygon([tuple(sc(cx + sign * head_r * 0.25, my - head_r * 0.05)),
                          tuple(sc(cx + sign * head_r * 0.12, my + head_r * 0.25)),
                          tuple(sc(cx + sign * head_r * 0.02, my - head_r * 0.05))], fill=WHITE)


def draw_emblem(draw: ImageDraw.ImageDraw, rng: random.Random, cx: float, cy: float,
                size: float, main: RGB, accent: RGB) -> None:
    """A radial emblem for strike and attack cards: star, blades, rings and a core."""
    outline = darken(main, 0.6)
    ow = 4 * S
    n = rng.randint(3, 8)
    phase = rng.uniform(0, 2 * math.pi)
    r_out = size * rng.uniform(0.85, 1.0)
    r_in = r_out * rng.uniform(0.3, 0.55)
    # halo ring
    hr = size * 0.7
    draw.ellipse(sc(cx - hr, cy - hr, cx + hr, cy + hr), outline=lighten(accent, 0.4), width=8 * S)
    # curved blades
    if rng.random() < 0.6:
        twist = rng.uniform(0.3, 0.8)
        for i in range(n):
            a = phase + 2 * math.pi * i / n
            pts = [(cx + r_in * 0.6 * math.cos(a - 0.5), cy + r_in * 0.6 * math.sin(a - 0.5)),
                   (cx + r_out * math.cos(a + twist), cy + r_out * math.sin(a + twist)),
                   (cx + r_in * math.cos(a + 0.4), cy + r_in * math.sin(a + 0.4))]
            draw.polygon([tuple(sc(*p)) for p in pts], fill=accent, outline=outline, width=ow)
    # star
    pts = []
    for i in range(2 * n):
        r = r_out * 0.8 if i % 2 == 0 else r_in
        a = phase + math.pi * i / n
        pts.append(tuple(sc(cx + r * math.cos(a), cy + r * math.sin(a))))
    draw.polygon(pts, fill=main, outline=outline, width=ow)
    # inner rings
    rr = r_in * 0.85
    draw.ellipse(sc(cx - rr, cy - rr, cx + rr, cy + rr), fill=lighten(main, 0.35), outline=outline,
                 width=ow)
    m = rng.randint(3, 6)
    for i in range(m):
        a = phase / 2 + 2 * math.pi * i / m
        d = rr * 0.6
        r = rr * 0.16
        x, y = cx + d * math.cos(a), cy + d * math.sin(a)
        draw.ellipse(sc(x - r, y - r, x + r, y + r), fill=accent, outline=outline, width=ow // 2)
    cr = rr * 0.32
    draw.ellipse(sc(cx - cr, cy - cr, cx + cr, cy + cr), fill=WHITE, outline=outline, width=ow)


def draw_portrait(draw: ImageDraw.ImageDraw, rng: random.Random, cx: float, cy: float,
                  size: float, main: RGB, accent: RGB) -> None:
    """A hero bust for Redakai characters: shoulders, head, hair, visor and an amulet."""
    outline = darken(main, 0.6)
    ow = 4 * S
    skin = rng.choice(((238, 200, 170), (205, 150, 110), (150, 100, 70), (250, 220, 195)))
    hair = rng.choice(((40, 30, 30), (120, 70, 30), (230, 210, 150), (200, 200, 210),
                       darken(accent, 0.2)))
    sh_w = size * rng.uniform(0.85, 1.0)
    sh_y = cy + size * 0.35
    # shoulders / armour
    draw.pieslice(sc(cx - sh_w, sh_y, cx + sh_w, sh_y + size * 1.3), 180, 360, fill=main,
                  outline=outline, width=ow)
    # collar and pauldrons
    draw.polygon([tuple(sc(cx - size * 0.3, sh_y)), tuple(sc(cx, sh_y + size * 0.3)),
                  tuple(sc(cx + size * 0.3, sh_y))], fill=lighten(main, 0.3), outline=outline,
                 width=ow)
    pauldron = rng.choice(("round", "spiked"))
    for sign in (1, -1):
        px = cx + sign * sh_w * 0.7
        py = sh_y + size * 0.12
        pr = size * 0.2
        if pauldron == "round":
            draw.chord(sc(px - pr * 1.2, py - pr, px + pr * 1.2, py + pr * 1.4), 180, 360,
                       fill=accent, outline=outline, width=ow)
        else:
            draw.polygon([tuple(sc(px - pr * 1.1, py + pr * 0.2)),
                          tuple(sc(px + sign * pr * 0.9, py - pr * 1.1)),
                          tuple(sc(px + pr * 1.1, py + pr * 0.2))], fill=accent,
                         outline=outline, width=ow)
    # neck + head
    nw = size * 0.14
    draw.rectangle(sc(cx - nw, sh_y - size * 0.15, cx + nw, sh_y + size * 0.1), fill=skin,
                   outline=outline, width=ow)
    hr = size * 0.32
    hy = sh_y - size * 0.42
    # hair back
    style = rng.choice(("spiky", "long", "short"))
    if style == "long":
        draw.rounded_rectangle(sc(cx - hr * 1.15, hy - hr * 0.9, cx + hr * 1.15, hy + hr * 1.5),
                               radius=round(hr * S * 0.8), fill=hair, outline=outline, width=ow)
    draw.ellipse(sc(cx - hr, hy - hr * 1.1, cx + hr, hy + hr), fill=skin, outline=outline, width=ow)
    if style == "spiky":
        n = rng.randint(4, 7)
        pts = [tuple(sc(cx - hr * 1.05, hy - hr * 0.1))]
        for k in range(n):
            a = math.pi + math.pi * (k + 0.5) / n
            pts.append(tuple(sc(cx + hr * 1.5 * math.cos(a), hy - hr * 0.2 + hr * 1.5 * math.sin(a))))
            a2 = math.pi + math.pi * (k + 1) / n
            pts.append(tuple(sc(cx + hr * 0.9 * math.cos(a2), hy - hr * 0.3 + hr * 0.9 * math.sin(a2))))
        pts.append(tuple(sc(cx + hr * 1.05, hy - hr * 0.1)))
        draw.polygon(pts, fill=hair, outline=outline, width=ow)
    else:
        draw.chord(sc(cx - hr * 1.05, hy - hr * 1.2, cx + hr * 1.05, hy + hr * 0.4), 180, 360,
                   fill=hair, outline=outline, width=ow)
    # visor / eyes
    vy = hy + hr * 0.1
    if rng.random() < 0.5:
        draw.rounded_rectangle(sc(cx - hr * 0.85, vy - hr * 0.2, cx + hr * 0.85, vy + hr * 0.2),
                               radius=round(hr * S * 0.2), fill=accent, outline=outline, width=ow)
    else:
        for sign in (1, -1):
            ex = cx + sign * hr * 0.38
            er = hr * 0.13
            draw.ellipse(sc(ex - er, vy - er, ex + er, vy + er), fill=INK)
    draw.arc(sc(cx - hr * 0.3, hy + hr * 0.35, cx + hr * 0.3, hy + hr * 0.65), 20, 160,
             fill=outline, width=ow)
    # amulet
    ar = size * 0.11
    ay = sh_y + size * 0.38
    pts = [tuple(sc(cx, ay - ar * 1.3)), tuple(sc(cx + ar, ay)), tuple(sc(cx, ay + ar * 1.3)),
           tuple(sc(cx - ar, ay))]
    draw.polygon(pts, fill=GOLD, outline=outline, width=ow)
    draw.ellipse(sc(cx - ar * 0.4, ay - ar * 0.4, cx + ar * 0.4, ay + ar * 0.4), fill=accent)


# --------------------------------------------------------------------------- card parts

def badge(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, value: str, label: str,
          fill: RGB, ring: RGB, text_fill: RGB = WHITE, on_light: bool = False) -> None:
    draw.ellipse(sc(cx - r, cy - r, cx + r, cy + r), fill=fill, outline=ring, width=5 * S)
    size = 40 if len(value) <= 2 else (30 if len(value) <= 4 else 22)
    f = font(size)
    while text_width(draw, value, f) > r * 1.7 and size > 14:
        size -= 2
        f = font(size)
    centered_text(draw, (cx, cy - 4), value, f, text_fill, stroke=2, stroke_fill=darken(fill, 0.6))
    lf = font(15)
    if on_light:
        centered_text(draw, (cx, cy + r + 14), label, lf, INK)
    else:
        centered_text(draw, (cx, cy + r + 14), label, lf, WHITE, stroke=2, stroke_fill=INK)


def zone_shield(draw: ImageDraw.ImageDraw, cx: float, cy: float, w: float, zone: dict | None,
                label: str, heal: bool = False, hit: bool | None = None) -> None:
    h = w * 1.15
    pts = [(cx - w / 2, cy - h / 2), (cx + w / 2, cy - h / 2), (cx + w / 2, cy + h * 0.1),
           (cx, cy + h / 2), (cx - w / 2, cy + h * 0.1)]
    if hit is not None:
        fill = REDAKAI_COLORS["red"] if hit else (70, 70, 78)
        draw.polygon([tuple(sc(*p)) for p in pts], fill=fill, outline=WHITE, width=4 * S)
        if hit:
            centered_text(draw, (cx, cy - 4), "HIT", font(20), WHITE, 2)
    elif zone is None:
        draw.polygon([tuple(sc(*p)) for p in pts], fill=(60, 60, 66), outline=(170, 170, 180),
                     width=4 * S)
        centered_text(draw, (cx, cy - 4), "–", font(30), (200, 200, 205))
    else:
        col = REDAKAI_COLORS.get(zone["color"], NEUTRAL_COLOR)
        draw.polygon([tuple(sc(*p)) for p in pts], fill=col, outline=WHITE, width=4 * S)
        centered_text(draw, (cx, cy - 4), str(zone["value"]), font(36), WHITE, 2, darken(col, 0.6))
    if heal:
        r = w * 0.2
        hx, hy = cx + w / 2 - 2, cy - h / 2 + 2
        draw.ellipse(sc(hx - r, hy - r, hx + r, hy + r), fill=(240, 210, 60), outline=INK,
                     width=2 * S)
        centered_text(draw, (hx, hy - 1), "+", font(20), INK)
    centered_text(draw, (cx, cy + h / 2 + 14), label, font(14), WHITE, 2)


def type_chip(draw: ImageDraw.ImageDraw, x: float, y: float, t: str, prefix: str = "") -> float:
    """A rounded label with a strike type; returns its width."""
    col = STRIKE_TYPE_COLORS.get(t, NEUTRAL_COLOR)
    f = font(20)
    label = f"{prefix}{t.upper()}"
    w = text_width(draw, label, f) + 28
    draw.rounded_rectangle(sc(x, y, x + w, y + 36), radius=18 * S, fill=col, outline=INK,
                           width=3 * S)
    centered_text(draw, (x + w / 2, y + 18), label, f, INK)
    return w


def title_lines(draw: ImageDraw.ImageDraw, name: str, width: float) -> tuple[list[str], int]:
    for size in range(54, 33, -2):
        if text_width(draw, name, font(size)) <= width:
            return [name], size
    for size in range(44, 25, -2):
        lines = wrap(draw, name, font(size), width)
        if len(lines) <= 2 and all(text_width(draw, ln, font(size)) <= width for ln in lines):
            return lines, size
    return [name], 26


# --------------------------------------------------------------------------- the card

def card_theme(card: dict) -> tuple[RGB, RGB, RGB]:
    """(frame, background, accent) colours of a card."""
    game, kind = card["game"], card["kind"]
    if game == "monsuno":
        bg = MANUFACTURER_COLORS.get(card.get("manufacturer", ""), NEUTRAL_COLOR)
        return (34, 38, 46), bg, STRIKE_TYPE_COLORS.get(card["strike_type"], GOLD)
    if game == "redakai":
        if kind == "attack":
            col = REDAKAI_COLORS.get(card["color"], NEUTRAL_COLOR)
        else:
            totals: dict[str, int] = {}
            for z in card["defense"]:
                if z:
                    totals[z["color"]] = totals.get(z["color"], 0) + z["value"] + 1
            best = max(sorted(totals), key=lambda c: totals[c]) if totals else ""
            col = REDAKAI_COLORS.get(best, NEUTRAL_COLOR)
        return (20, 20, 26), col, GOLD
    col = ELEMENT_COLORS.get(card["element"], NEUTRAL_COLOR)
    return (236, 226, 200), col, MC_RARITY_COLORS.get(card["rarity"], GOLD)


def subtitle(card: dict) -> str:
    game, kind = card["game"], card["kind"]
    if game == "monsuno":
        maker = {"core-tech": "Core-Tech", "storm": "S.T.O.R.M.", "eklipse": "Eklipse"}
        m = maker.get(card.get("manufacturer", ""), card.get("manufacturer") or "Neutral")
        if kind == "monsuno":
            return f"MONSUNO  ·  {m}"
        tags = [m]
        if card.get("unique"):
            tags.append("Unique")
        if card.get("exclusive"):
            tags.append("Exclusive")
        if card.get("category", "normal") != "normal":
            tags.append(card["category"].capitalize())
        return "STRIKE  ·  " + "  ·  ".join(tags)
    if game == "redakai":
        if kind == "character":
            return f"CHARACTER  ·  {card.get('version') or card['name'].split(' - ', 1)[-1]}"
        if kind == "attack":
            return f"ATTACK  ·  {card['color'].capitalize()}"
        return "MONSTER  ·  Transformation"
    return f"{card['species'].upper()}  ·  {card['means'].capitalize()}  ·  {card['size'].capitalize()}"


def render(card: dict) -> Image.Image:
    game, kind, name = card["game"], card["kind"], card["name"]
    seed = int.from_bytes(hashlib.sha256(f"{game}\n{name}".encode()).digest()[:8], "big")
    rng = random.Random(seed)
    frame, bg, accent = card_theme(card)
    light_panel = game == "monster-cards"  # MONSTER CARDS: parchment panel, dark lettering
    panel = (244, 236, 214) if light_panel else darken(bg, 0.55)
    img = Image.new("RGB", (WIDTH * S, HEIGHT * S), frame)
    draw = ImageDraw.Draw(img)

    # frame: outer rounded card with an inner border in the theme colour
    draw.rounded_rectangle(sc(0, 0, WIDTH - 1, HEIGHT - 1), radius=36 * S, fill=frame)
    border = accent if game != "monster-cards" else darken(accent, 0.1)
    draw.rounded_rectangle(sc(16, 16, WIDTH - 17, HEIGHT - 17), radius=26 * S,
                           fill=panel, outline=border, width=6 * S)
    if game == "monsuno":  # hazard-style corner stripes
        for i in range(4):
            x = 40 + i * 26
            draw.polygon([tuple(sc(x, 22)), tuple(sc(x + 14, 22)), tuple(sc(x - 4, 40)),
                          tuple(sc(x - 18, 40))], fill=accent)
            draw.polygon([tuple(sc(WIDTH - x, 22)), tuple(sc(WIDTH - x - 14, 22)),
                          tuple(sc(WIDTH - x + 4, 40)), tuple(sc(WIDTH - x + 18, 40))], fill=accent)

    # title bar
    tb = (36, 44, WIDTH - 36, 150)
    draw.rounded_rectangle(sc(*tb), radius=18 * S, fill=darken(bg, 0.25), outline=border,
                           width=4 * S)
    lines, size = title_lines(draw, name, tb[2] - tb[0] - 40)
    f = font(size)
    if len(lines) == 1:
        centered_text(draw, ((tb[0] + tb[2]) / 2, (tb[1] + tb[3]) / 2), lines[0], f, WHITE, 3)
    else:
        lh = size * 1.08
        top = (tb[1] + tb[3]) / 2 - lh / 2
        for i, ln in enumerate(lines):
            centered_text(draw, ((tb[0] + tb[2]) / 2, top + i * lh), ln, f, WHITE, 3)
    # subtitle
    sub = subtitle(card)
    sf = font(22)
    while text_width(draw, sub, sf) > WIDTH - 100 and sf.size > 14 * S:
        sf = font(sf.size // S - 1)
    if light_panel:
        centered_text(draw, (WIDTH / 2, 174), sub, sf, INK)
    else:
        centered_text(draw, (WIDTH / 2, 174), sub, sf, WHITE, 2, INK)

    # art window
    ax0, ay0, ax1, ay1 = 44, 198, WIDTH - 44, 690
    art = Image.new("RGB", sc(ax1 - ax0, ay1 - ay0), bg)
    ad = ImageDraw.Draw(art)
    w, h = ax1 - ax0, ay1 - ay0
    center = (w / 2 + rng.uniform(-60, 60), h / 2 + rng.uniform(-40, 40))
    c_dark, c_light = darken(bg, 0.2), lighten(bg, 0.12)
    if rng.random() < 0.5:
        rays(ad, (0, 0, w, h), center, c_dark, c_light, rng.randint(9, 16), rng.uniform(0, 6.3))
    else:
        ad.rectangle(sc(0, 0, w, h), fill=c_dark)
        rings(ad, center, [mix(c_dark, c_light, k / 5) for k in range(6)], max(w, h) * 0.8, 70)
    # a few floating particles
    for _ in range(rng.randint(6, 14)):
        x, y, r = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(4, 14)
        ad.ellipse(sc(x - r, y - r, x + r, y + r), fill=lighten(bg, 0.45))
    body = hash_color(rng, bg if game != "monsuno" or kind != "monsuno" else accent)
    acc = complement(body) if kind == "character" or rng.random() < 0.5 else hash_color(rng, accent)
    # soft shadow under the figure
    ad.ellipse(sc(w / 2 - 190, h - 80, w / 2 + 190, h - 30), fill=darken(bg, 0.45))
    if kind in ("strike", "attack"):
        draw_emblem(ad, rng, w / 2, h / 2 + 5, 190, body, acc)
    elif kind == "character":
        draw_portrait(ad, rng, w / 2, h / 2 - 30, 230, body, acc)
    else:
        draw_creature(ad, rng, w / 2, h / 2 - 10, 230, body, acc)
    img.paste(art, sc(ax0, ay0))
    draw.rectangle(sc(ax0, ay0, ax1, ay1), outline=border, width=5 * S)

    # overlays on the art: types, domination icons, rarity
    if game == "monsuno":
        if kind == "strike":
            x = ax0 + 14
            for t in card.get("dominates", []):
                x += type_chip(draw, x, ay0 + 14, t, "▲ ") + 8
        type_chip(draw, ax1 - 14 - (text_width(draw, card["strike_type"].upper(), font(20)) + 28),
                  ay1 - 50, card["strike_type"])
        if kind == "monsuno":
            x = ax0 + 14
            for t in card.get("power_slots", []):
                x += type_chip(draw, x, ay0 + 14, t, "◆ ") + 8
    if game == "monster-cards":
        rc = MC_RARITY_COLORS.get(card["rarity"], GOLD)
        rw = text_width(draw, card["rarity"], font(30)) + 34
        draw.rounded_rectangle(sc(ax1 - 14 - rw, ay0 + 14, ax1 - 14, ay0 + 64), radius=14 * S,
                               fill=rc, outline=INK, width=3 * S)
        centered_text(draw, (ax1 - 14 - rw / 2, ay0 + 39), card["rarity"], font(30), WHITE, 2)
        if card.get("skill"):
            sk = card["skill"].upper()
            skf = font(20)
            sw = text_width(draw, sk, skf) + 30
            draw.rounded_rectangle(sc(ax0 + 14, ay1 - 50, ax0 + 14 + sw, ay1 - 14), radius=16 * S,
                                   fill=(250, 246, 230), outline=INK, width=3 * S)
            centered_text(draw, (ax0 + 14 + sw / 2, ay1 - 32), sk, skf, INK)

    # rules text box
    tx0, ty0, tx1, ty1 = 44, 702, WIDTH - 44, 840
    draw.rounded_rectangle(sc(tx0, ty0, tx1, ty1), radius=14 * S, fill=(250, 246, 234),
                           outline=border, width=3 * S)
    text = card.get("text") or ""
    for size in range(24, 13, -1):
        tf = font(size, bold=False)
        lines = wrap(draw, text, tf, tx1 - tx0 - 36)
        if len(lines) * size * 1.25 <= ty1 - ty0 - 20:
            break
    lh = size * 1.25
    top = (ty0 + ty1) / 2 - lh * len(lines) / 2 + lh / 2
    for i, ln in enumerate(lines):
        draw.text(sc(tx0 + 18, top + i * lh), ln, font=tf, fill=INK, anchor="lm")

    # stats along the bottom
    stats_y = 910
    dark = darken(bg, 0.35)
    if game == "monsuno":
        if kind == "monsuno":
            items = [(str(card["launch"]), "LAUNCH"), (str(card["life"]), "LIFE"),
                     (str(card["speed"]), "SPEED"), (str(card["damage"]), "DAMAGE"),
                     (str(card.get("power_damage", 0)), "SUPER")]
        else:
            items = [(str(card["launch"]), "LAUNCH"), (str(card["speed"]), "SPEED"),
                     (str(card["damage"]), "DAMAGE")]
        _badge_row(draw, items, stats_y, dark, accent)
    elif game == "redakai":
        if kind == "attack":
            col = REDAKAI_COLORS.get(card["color"], NEUTRAL_COLOR)
            badge(draw, 120, stats_y, 50, str(card["kairu"]), "KAIRU", (30, 30, 36), GOLD)
            badge(draw, 250, stats_y, 50, str(card["power"]), "POWER", col, GOLD)
            for i, hit in enumerate(card["hits"]):
                zone_shield(draw, 420 + i * 100, stats_y - 6, 70, None, ("LEFT", "MID", "RIGHT")[i],
                            hit=hit)
        else:
            x0, step = WIDTH / 2 - 150, 150
            if kind == "monster":
                badge(draw, 120, stats_y, 50, str(card["kairu"]), "KAIRU", (30, 30, 36), GOLD)
                x0, step = 320, 130
            heal = card.get("heal", [False, False, False])
            for i, zone in enumerate(card["defense"]):
                zone_shield(draw, x0 + i * step, stats_y - 6, 80, zone,
                            ("LEFT", "MIDDLE", "RIGHT")[i], heal=heal[i])
    else:
        cost = monster_cards_cost(card["rarity"], card["power"], card.get("skill"))
        items = [(card["rarity"], "RARITY"), (str(card["power"]), "POWER"),
                 (card["element"].upper(), "ELEMENT"), (str(cost), "COST")]
        _badge_row(draw, items, stats_y, darken(bg, 0.2), darken(accent, 0.1), on_light=True)

    # footer: set, number, rarity
    foot = "  ".join(x for x in (card.get("set", ""), card.get("number", ""),
                                 card.get("rarity", "") if game != "monster-cards" else "") if x)
    if light_panel:
        centered_text(draw, (WIDTH / 2, 1001), foot, font(15, bold=False), INK)
    else:
        centered_text(draw, (WIDTH / 2, 1001), foot, font(15, bold=False), WHITE, 2, INK)

    # a box filter (reduce) keeps edges clean, so the palette needs fewer in-between colours
    out = img.reduce(S)
    return out.quantize(PALETTE_COLORS, method=Image.Quantize.MEDIANCUT,
                        dither=Image.Dither.NONE)


def _badge_row(draw: ImageDraw.ImageDraw, items: list[tuple[str, str]], y: float, fill: RGB,
               ring: RGB, on_light: bool = False) -> None:
    n = len(items)
    span = WIDTH - 120
    r = min(52, span / n / 2 - 8)
    for i, (value, label) in enumerate(items):
        cx = 60 + span * (i + 0.5) / n
        badge(draw, cx, y, r, value, label, fill, ring, on_light=on_light)


# --------------------------------------------------------------------------- main

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update-catalogs", action="store_true",
                        help="rewrite each card's image field to its picture path")
    parser.add_argument("--clean", action="store_true",
                        help="delete PNGs that no card uses any more")
    parser.add_argument("--only", help="render only cards whose name contains this text")
    args = parser.parse_args(argv)

    total = 0
    for game, path in CATALOGS.items():
        doc = json.loads(path.read_text(encoding="utf-8"))
        out_dir = PICTURES / game
        out_dir.mkdir(parents=True, exist_ok=True)
        seen: dict[str, str] = {}
        changed = False
        for card in doc["cards"]:
            s = slug(card["name"])
            if s in seen:
                print(f"error: {card['name']!r} and {seen[s]!r} share the slug {s!r}",
                      file=sys.stderr)
                return 1
            seen[s] = card["name"]
            rel = image_path(game, card["name"])
            if card.get("image") != rel:
                if args.update_catalogs:
                    card["image"] = rel
                    changed = True
                else:
                    print(f"warning: {card['name']!r} has image {card.get('image')!r}, "
                          f"the picture is {rel!r} (use --update-catalogs)", file=sys.stderr)
            if args.only and args.only.lower() not in card["name"].lower():
                continue
            render(card).save(out_dir / f"{s}.png", optimize=True)
            total += 1
        if changed:
            path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n",
                            encoding="utf-8")
            print(f"updated image paths in {path.name}")
        if args.clean:
            for stale in sorted(out_dir.glob("*.png")):
                if stale.stem not in seen:
                    stale.unlink()
                    print(f"removed {stale.relative_to(RESOURCES)}")
    size = sum(p.stat().st_size for p in PICTURES.rglob("*.png"))
    print(f"wrote {total} pictures; pictures folder: {size / 2**20:.2f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
