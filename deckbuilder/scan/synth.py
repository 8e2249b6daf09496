"""Synthetic photos of cards, for the scan benchmark (``python -m bench scan``) and tests.

Card pictures are laid on a table (plain, wood, patterned or cluttered), in sleeves or in
a 3 × 3 binder page, seen with up to 30° of tilt, turned, lit unevenly, blurred, noisy and
JPEG-compressed. Cards that are not in the catalog are made from catalog pictures with new
art and a new name, so they look like the game's cards without being any of them.

``harsh=True`` photos are the ones nobody stages (issue #32): a woven cloth, a printed
playmat with card zones, a felt the colour of the card's own border or a table of planks;
the card turned any way and seen at up to 40° off straight above; a thumb over its edge,
a hand's shadow, a hard glare streak on a sleeve, motion blur and JPEG at quality 60; a
binder page filling the photo.
"""

from __future__ import annotations

import io
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

CARD_RATIO = 88.0 / 63.0


@dataclass
class SynthPhoto:
    """A generated photo (RGB) and, for each card in it, its label (None for a card not
    in the catalog) and corners (clockwise from the card's top-left)."""

    image: np.ndarray
    labels: list[str | None] = field(default_factory=list)
    corners: list[np.ndarray] = field(default_factory=list)

    def jpeg(self, quality: int = 85) -> bytes:
        buf = io.BytesIO()
        Image.fromarray(self.image).save(buf, "JPEG", quality=quality)
        return buf.getvalue()


# ----------------------------------------------------------------------------- backgrounds

def background(rng: random.Random, w: int, h: int, kind: str | None = None) -> np.ndarray:
    """A table: plain, wood, a regular pattern or clutter."""
    kind = kind or rng.choice(["plain", "wood", "pattern", "clutter"])
    nprng = np.random.default_rng(rng.randrange(2**32))
    base = np.array([rng.randrange(20, 235) for _ in range(3)], np.float32)
    img = np.empty((h, w, 3), np.float32)
    img[:] = base
    if kind == "wood":
        y = np.arange(h, dtype=np.float32)[:, None]
        x = np.arange(w, dtype=np.float32)[None, :]
        grain = np.sin(y / rng.uniform(6, 18) + 3 * np.sin(x / rng.uniform(80, 200)))
        img += grain[:, :, None] * rng.uniform(10, 30)
    elif kind == "pattern":
        step = rng.randrange(18, 70)
        other = np.array([rng.randrange(0, 255) for _ in range(3)], np.float32)
        yy, xx = np.mgrid[0:h, 0:w]
        if rng.random() < 0.5:
            mask = ((yy // step + xx // step) % 2) == 0
        else:
            mask = ((xx + yy) // step % 2) == 0
        img[mask] = other
    elif kind == "clutter":
        canvas = Image.fromarray(img.astype(np.uint8))
        draw = ImageDraw.Draw(canvas)
        for _ in range(rng.randrange(25, 60)):
            colour = tuple(rng.randrange(256) for _ in range(3))
            x0, y0 = rng.randrange(w), rng.randrange(h)
            x1, y1 = x0 + rng.randrange(10, w // 4), y0 + rng.randrange(10, h // 4)
            shape = rng.random()
            if shape < 0.4:
                draw.ellipse((x0, y0, x1, y1), fill=colour)
            elif shape < 0.7:
                draw.line((x0, y0, x1, y1), fill=colour, width=rng.randrange(2, 12))
            else:
                draw.rectangle((x0, y0, x1, y1), outline=colour, width=rng.randrange(1, 6))
        img = np.asarray(canvas).astype(np.float32)
    img += nprng.normal(0, 6, (h, w, 1)).astype(np.float32)
    return np.clip(img, 0, 255).astype(np.uint8)


#: The tables of photos nobody staged (``harsh``); "felt" is the colour of the card's border.
HARSH_TABLES = ("cloth", "playmat", "planks", "felt")


def harsh_background(rng: random.Random, w: int, h: int, kind: str,
                     border: tuple[int, int, int] = (128, 128, 128)) -> np.ndarray:
    """A table that fights the card's outline: ``cloth`` (a fine weave: edges everywhere),
    ``playmat`` (printed art with card-sized zones drawn on it), ``planks`` (long straight
    seams) or ``felt`` (smooth, of about the colour ``border`` of the card's own edge)."""
    nprng = np.random.default_rng(rng.randrange(2**32))
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind == "cloth":
        base = np.array([rng.randrange(30, 220) for _ in range(3)], np.float32)
        thread = np.array([rng.randrange(0, 255) for _ in range(3)], np.float32)
        period = rng.uniform(3.0, 9.0)
        a = rng.uniform(0, math.pi)
        u = xx * math.cos(a) + yy * math.sin(a)
        v = -xx * math.sin(a) + yy * math.cos(a)
        weave = (np.sin(2 * math.pi * u / period) * np.sin(2 * math.pi * v / period) + 1) / 2
        mix = rng.uniform(0.25, 0.6) * weave
        img = base * (1 - mix[:, :, None]) + thread * mix[:, :, None]
        # Folds: slow waves of light across the cloth.
        img *= (1 + 0.12 * np.sin(u / rng.uniform(60, 160)))[:, :, None]
    elif kind == "playmat":
        canvas = Image.new("RGB", (w, h), tuple(rng.randrange(256) for _ in range(3)))
        draw = ImageDraw.Draw(canvas)
        for _ in range(rng.randrange(8, 20)):  # the mat's art: big soft shapes
            r = rng.randrange(w // 12, w // 3)
            x0, y0 = rng.randrange(w), rng.randrange(h)
            draw.ellipse((x0 - r, y0 - r, x0 + r, y0 + r),
                         fill=tuple(rng.randrange(256) for _ in range(3)))
        canvas = canvas.filter(ImageFilter.GaussianBlur(rng.uniform(2, 12)))
        draw = ImageDraw.Draw(canvas)
        line = tuple(rng.randrange(256) for _ in range(3))
        zone_h = rng.uniform(0.3, 0.55) * h
        zone_w = zone_h / CARD_RATIO
        for k in range(rng.randrange(2, 6)):  # card zones, outlined like a card
            zx = rng.uniform(0, w - zone_w)
            zy = rng.uniform(0, h - zone_h)
            if rng.random() < 0.5:  # in a row, as a mat lays them out
                zx = k * zone_w * 1.15 % max(1.0, w - zone_w)
            draw.rounded_rectangle((zx, zy, zx + zone_w, zy + zone_h), radius=zone_w * 0.06,
                                   outline=line, width=rng.randrange(2, 7))
        try:
            font = ImageFont.load_default(size=rng.randrange(20, 60))
        except TypeError:  # Pillow < 10.1
            font = ImageFont.load_default()
        for _ in range(rng.randrange(1, 4)):
            draw.text((rng.randrange(w), rng.randrange(h)),
                      rng.choice(["DECK", "DISCARD", "BATTLE ZONE", "GRAVEYARD", "ENERGY"]),
                      fill=line, font=font)
        img = np.asarray(canvas).astype(np.float32)
    elif kind == "planks":
        base = np.array([rng.randrange(60, 200) for _ in range(3)], np.float32)
        width = rng.uniform(0.1, 0.3) * h
        a = rng.uniform(0, math.pi)
        u = xx * math.cos(a) + yy * math.sin(a)
        v = -xx * math.sin(a) + yy * math.cos(a)
        plank = np.floor(v / width)
        shade = (np.sin(plank * 12.9898) * 43758.5453) % 1.0  # each plank its own shade
        grain = np.sin(v / rng.uniform(3, 9) + 2 * np.sin(u / rng.uniform(60, 200) + plank))
        img = base * (0.8 + 0.35 * shade[:, :, None]) + grain[:, :, None] * rng.uniform(6, 20)
        seam = np.abs(v - (plank + 0.5) * width) > width / 2 - rng.uniform(1.5, 4)
        img[seam] *= 0.45
    else:  # felt
        base = np.array(border, np.float32) + np.array(
            [rng.uniform(-18, 18) for _ in range(3)], np.float32)
        blotch = cv2.GaussianBlur(nprng.normal(0, 1, (h // 8 + 1, w // 8 + 1)).astype(np.float32),
                                  (0, 0), 3)
        blotch = cv2.resize(blotch, (w, h))
        img = np.empty((h, w, 3), np.float32)
        img[:] = base
        img += (blotch * 10)[:, :, None]
    img += nprng.normal(0, 5, (h, w, 1)).astype(np.float32)
    return np.clip(img, 0, 255).astype(np.uint8)


#: Tables for single cards only (issue #32, a held-out diagnosis: single cards were lost on
#: cloth whose folds and creases make long straight lines and card-sized rectangles).
SINGLE_TABLES = ("creased",)


def creased_cloth(rng: random.Random, w: int, h: int) -> np.ndarray:
    """A tablecloth kept folded: a coarse or fine weave crossed by the creases of its
    folds, a grid of long straight ridges (light on one side, dark on the other) a card's
    size or two apart, with a soft fold's shading either side; the rectangles between
    them are the size of a card or of several."""
    cloth = harsh_background(rng, w, h, "cloth").astype(np.float32)
    nprng = np.random.default_rng(rng.randrange(2**32))
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    a = rng.uniform(0, math.pi)
    relief = np.zeros((h, w), np.float32)
    for turn in (0.0, math.pi / 2):  # folded in both directions: creases across each other
        u = xx * math.cos(a + turn) + yy * math.sin(a + turn)
        spacing = rng.uniform(0.35, 0.9) * h
        phase = rng.uniform(0, spacing)
        for k in range(-4, 6):
            at = phase + k * spacing + rng.uniform(-0.05, 0.05) * spacing
            if rng.random() < 0.2:
                continue  # a crease ironed out
            d = u - at
            sharp, soft = rng.uniform(1.0, 3.0), rng.uniform(12, 40)
            ridge = np.tanh(d / sharp) * np.exp(-np.abs(d) / soft) * rng.uniform(25, 60)
            relief += ridge * rng.choice((-1.0, 1.0))
    # A fold is not ruler-straight over the whole cloth: it wanders a pixel or two.
    wobble = cv2.GaussianBlur(nprng.normal(0, 1, (h, w)).astype(np.float32), (0, 0), 25)
    relief += wobble * 40
    cloth += relief[:, :, None]
    return np.clip(cloth, 0, 255).astype(np.uint8)


def _border_colour(card: np.ndarray) -> tuple[int, int, int]:
    """The mean colour of a card picture's outer edge."""
    w = card.shape[1]
    d = max(2, w // 40)
    ring = np.concatenate([card[:d].reshape(-1, 3), card[-d:].reshape(-1, 3),
                           card[:, :d].reshape(-1, 3), card[:, -d:].reshape(-1, 3)])
    r, g, b = ring.astype(np.float32).mean(axis=0)
    return int(r), int(g), int(b)


# ----------------------------------------------------------------------------- geometry

def _project(rng: random.Random, w: float, h: float, centre: tuple[float, float],
             angle: float, tilt: float, focal: float) -> np.ndarray:
    """Corners of a w × h card turned by ``angle`` in the table's plane and seen ``tilt``
    degrees off straight above (about a random axis), through a pinhole of ``focal`` px."""
    pts = np.array([[-w / 2, -h / 2, 0], [w / 2, -h / 2, 0], [w / 2, h / 2, 0],
                    [-w / 2, h / 2, 0]], np.float64)
    a = math.radians(angle)
    rot = np.array([[math.cos(a), -math.sin(a), 0], [math.sin(a), math.cos(a), 0], [0, 0, 1]])
    pts = pts @ rot.T
    axis_angle = rng.uniform(0, math.pi)
    axis = np.array([math.cos(axis_angle), math.sin(axis_angle), 0.0])
    rvec = axis * math.radians(tilt)
    tilt_m, _ = cv2.Rodrigues(rvec)
    pts = pts @ tilt_m.T
    z = pts[:, 2] + focal
    return np.stack([centre[0] + focal * pts[:, 0] / z, centre[1] + focal * pts[:, 1] / z],
                    axis=1).astype(np.float32)


def _paste(dst: np.ndarray, src: np.ndarray, quad: np.ndarray) -> None:
    h, w = src.shape[:2]
    corners = np.array([[0, 0], [w - 1, 0], [w - 1, h - 1], [0, h - 1]], np.float32)
    m = cv2.getPerspectiveTransform(corners, quad.astype(np.float32))
    size = (dst.shape[1], dst.shape[0])
    warped = cv2.warpPerspective(src, m, size, flags=cv2.INTER_LINEAR)
    mask = cv2.warpPerspective(np.full((h, w), 255, np.uint8), m, size, flags=cv2.INTER_LINEAR)
    alpha = (mask.astype(np.float32) / 255.0)[:, :, None]
    dst[:] = (dst * (1 - alpha) + warped * alpha).astype(np.uint8)


def _sleeve(rng: random.Random, card: np.ndarray) -> np.ndarray:
    """The card in a sleeve: a coloured back showing around it and a glossy sheen."""
    h, w = card.shape[:2]
    border = max(2, round(w * rng.uniform(0.015, 0.03)))
    colour = rng.choice([(15, 15, 20), (20, 40, 140), (150, 20, 25), (230, 230, 235),
                         (20, 110, 40)])
    out = np.empty((h + 2 * border, w + 2 * border, 3), np.uint8)
    out[:] = colour
    out[border:border + h, border:border + w] = card
    return (out.astype(np.float32) * 0.92 + 14).astype(np.uint8)


def _glare(rng: random.Random, img: np.ndarray, quad: np.ndarray, strength: float) -> None:
    """A soft white highlight somewhere on the card, as a lamp makes on a sleeve."""
    cx, cy = quad.mean(axis=0)
    span = float(np.linalg.norm(quad[2] - quad[0]))
    gx = cx + rng.uniform(-0.3, 0.3) * span
    gy = cy + rng.uniform(-0.3, 0.3) * span
    rx, ry = span * rng.uniform(0.06, 0.16), span * rng.uniform(0.03, 0.08)
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    a = rng.uniform(0, math.pi)
    dx, dy = xx - gx, yy - gy
    u = (dx * math.cos(a) + dy * math.sin(a)) / rx
    v = (-dx * math.sin(a) + dy * math.cos(a)) / ry
    spot = np.exp(-(u * u + v * v)) * strength
    img[:] = np.clip(img + spot[:, :, None] * (255 - img.astype(np.float32)), 0,
                     255).astype(np.uint8)


def _motion_blur(rng: random.Random, img: np.ndarray) -> np.ndarray:
    """The camera moving while the shutter is open: a streak of 4–14 px in one direction."""
    length = rng.randrange(4, 15)
    line = np.zeros((length, length), np.float32)
    line[length // 2, :] = 1.0
    turn = cv2.getRotationMatrix2D(((length - 1) / 2, (length - 1) / 2), rng.uniform(0, 180), 1)
    kernel = cv2.warpAffine(line, turn, (length, length))
    kernel = (kernel / max(float(kernel.sum()), 1e-6)).astype(np.float32)
    return cv2.filter2D(img, -1, kernel)


def _thumb(rng: random.Random, img: np.ndarray, quad: np.ndarray) -> None:
    """A thumb holding the card: a skin-coloured oval from outside over one of its sides."""
    k = rng.randrange(4)
    a, b = quad[k], quad[(k + 1) % 4]
    centre = quad.mean(axis=0)
    at = a + (b - a) * rng.uniform(0.25, 0.75)
    inward = centre - at
    inward /= max(float(np.linalg.norm(inward)), 1e-6)
    side = float(np.linalg.norm(b - a))
    reach = side * rng.uniform(0.06, 0.16)  # how far over the card the thumb comes
    length, width = side * rng.uniform(0.3, 0.45), side * rng.uniform(0.13, 0.2)
    tip = at + inward * reach
    middle = tip - inward * (length / 2)
    angle = math.degrees(math.atan2(inward[1], inward[0]))
    skin = rng.choice([(224, 172, 140), (198, 134, 100), (141, 85, 56), (236, 196, 170)])
    mask = np.zeros(img.shape[:2], np.uint8)
    cv2.ellipse(mask, (round(middle[0]), round(middle[1])), (round(length / 2), round(width / 2)),
                angle, 0, 360, 255, -1)
    soft = cv2.GaussianBlur(mask, (0, 0), 2).astype(np.float32)[:, :, None] / 255
    shadow = cv2.GaussianBlur(np.roll(mask, (6, 6), axis=(0, 1)), (0, 0), 8).astype(
        np.float32)[:, :, None] / 255
    out = img.astype(np.float32) * (1 - 0.35 * shadow)
    # Skin is lit from above: lighter along the nail side.
    out = out * (1 - soft) + np.array(skin, np.float32) * soft
    img[:] = np.clip(out, 0, 255).astype(np.uint8)


def _across_band(rng: random.Random, img: np.ndarray, quad: np.ndarray,
                 shift: float) -> tuple[np.ndarray, float]:
    """For a reflected band across ``quad`` (a card or a page) at a random angle, its
    centre moved up to ``shift`` of the diagonal: each pixel's signed distance from the
    band's middle line, and the diagonal's length (the bands' widths are shares of it)."""
    h, w = img.shape[:2]
    centre = quad.mean(axis=0) + (quad[2] - quad[0]) * rng.uniform(-shift, shift)
    span = float(np.linalg.norm(quad[2] - quad[0]))
    a = rng.uniform(0, math.pi)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    return (xx - centre[0]) * -math.sin(a) + (yy - centre[1]) * math.cos(a), span


def _glare_streak(rng: random.Random, img: np.ndarray, quad: np.ndarray) -> None:
    """A lamp's hard reflection on a sleeve: a bright band across the card, burnt out to
    white in its middle, on the card only."""
    h, w = img.shape[:2]
    across, span = _across_band(rng, img, quad, 0.3)
    half = span * rng.uniform(0.03, 0.08)
    band = np.clip((half - np.abs(across)) / (0.25 * half) + 0.5, 0, 1)
    card = np.zeros((h, w), np.uint8)
    cv2.fillConvexPoly(card, quad.astype(np.int32), 255)
    band *= card.astype(np.float32) / 255 * rng.uniform(0.75, 1.0)
    img[:] = np.clip(img + band[:, :, None] * (255 - img.astype(np.float32)) * 1.2, 0,
                     255).astype(np.uint8)


def _hand_shadow(rng: random.Random, img: np.ndarray) -> None:
    """The shadow of the hand holding the phone: a large soft dark patch."""
    h, w = img.shape[:2]
    mask = np.zeros((h, w), np.uint8)
    cv2.ellipse(mask, (rng.randrange(w), rng.randrange(h)),
                (rng.randrange(w // 6, w // 2), rng.randrange(h // 6, h // 2)),
                rng.uniform(0, 180), 0, 360, 255, -1)
    soft = cv2.GaussianBlur(mask, (0, 0), min(h, w) / 25).astype(np.float32)[:, :, None] / 255
    img[:] = (img * (1 - rng.uniform(0.3, 0.5) * soft)).astype(np.uint8)


def _camera(rng: random.Random, img: np.ndarray, *, light: float = 0.45,
            harsh: bool = False) -> np.ndarray:
    """Uneven light, blur, sensor noise and JPEG compression; ``harsh``: also a shake of
    the hand (motion blur) and JPEG at about quality 60."""
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    a = rng.uniform(0, 2 * math.pi)
    ramp = ((xx / w - 0.5) * math.cos(a) + (yy / h - 0.5) * math.sin(a))
    gain = 1.0 + light * rng.uniform(0.4, 1.0) * ramp * 2
    vignette = 1 - 0.25 * (((xx / w - 0.5) ** 2 + (yy / h - 0.5) ** 2) * 2)
    tint = np.array([rng.uniform(0.9, 1.1) for _ in range(3)], np.float32)
    out = img.astype(np.float32) * (gain * vignette)[:, :, None] * tint
    sigma = rng.uniform(0, 1.8)
    if sigma > 0.3:
        out = cv2.GaussianBlur(out, (0, 0), sigma)
    if harsh and rng.random() < 0.5:
        out = _motion_blur(rng, out)
    out += np.random.default_rng(rng.randrange(2**32)).normal(0, rng.uniform(1, 7), out.shape)
    out8 = np.clip(out, 0, 255).astype(np.uint8)
    quality = rng.randrange(55, 66) if harsh else rng.randrange(45, 92)
    ok, enc = cv2.imencode(".jpg", cv2.cvtColor(out8, cv2.COLOR_RGB2BGR),
                           [cv2.IMWRITE_JPEG_QUALITY, quality])
    decoded = cv2.imdecode(enc, cv2.IMREAD_COLOR)
    assert ok and decoded is not None
    return cv2.cvtColor(decoded, cv2.COLOR_BGR2RGB)


# ----------------------------------------------------------------------------- cards

def novel_card(rng: random.Random, template: np.ndarray) -> np.ndarray:
    """A card that is in no catalog: a catalog card's frame with new art and a new name."""
    h, w = template.shape[:2]
    canvas = Image.fromarray(template.copy())
    draw = ImageDraw.Draw(canvas)
    art = (round(w * 0.07), round(h * 0.19), round(w * 0.93), round(h * 0.66))
    aw, ah = art[2] - art[0], art[3] - art[1]
    # New art stays inside the art box, as a printed card's does.
    painting = Image.new("RGB", (aw, ah), tuple(rng.randrange(256) for _ in range(3)))
    brush = ImageDraw.Draw(painting)
    for _ in range(rng.randrange(6, 16)):
        colour = tuple(rng.randrange(256) for _ in range(3))
        x0, y0 = rng.randrange(aw), rng.randrange(ah)
        r = rng.randrange(w // 30, w // 5)
        if rng.random() < 0.5:
            brush.ellipse((x0 - r, y0 - r, x0 + r, y0 + r), fill=colour)
        else:
            brush.polygon([(x0 + rng.randrange(-r, r), y0 + rng.randrange(-r, r))
                           for _ in range(rng.randrange(3, 7))], fill=colour)
    canvas.paste(painting, art[:2])
    name = "".join(rng.choice("ABCDEFGHIKLMNOPRSTUVWZ") for _ in range(rng.randrange(5, 12)))
    bar = (round(w * 0.08), round(h * 0.035), round(w * 0.92), round(h * 0.1))
    draw.rectangle(bar, fill=tuple(rng.randrange(256) for _ in range(3)))
    try:
        font = ImageFont.load_default(size=max(10, h // 22))
    except TypeError:  # Pillow < 10.1
        font = ImageFont.load_default()
    draw.text((bar[0] + w * 0.05, bar[1] + 2), name, fill=(255, 255, 255), font=font)
    return np.asarray(canvas)


# ----------------------------------------------------------------------------- photos

def single_photo(rng: random.Random, card: np.ndarray, label: str | None, *,
                 size: tuple[int, int] = (1600, 1200), sleeve: bool | None = None,
                 max_tilt: float | None = None, table: str | None = None,
                 harsh: bool = False, streak: bool | None = None,
                 thumb: bool | None = None) -> SynthPhoto:
    """One card on a table (``table``: a :func:`background` or, ``harsh``, a
    :data:`HARSH_TABLES` kind; else any), anywhere, turned any way, up to ``max_tilt``
    degrees of tilt (30, or 40 when ``harsh``); ``harsh``: see the module's help.
    ``streak`` and ``thumb`` (None: by chance when ``harsh``) force a sleeve's glare
    streak and a thumb over the card's edge on or off."""
    w, h = size
    if max_tilt is None:
        max_tilt = 40.0 if harsh else 30.0
    if harsh:
        kind = table or rng.choice(HARSH_TABLES + SINGLE_TABLES)
        img = (creased_cloth(rng, w, h) if kind == "creased"
               else harsh_background(rng, w, h, kind, _border_colour(card)))
    else:
        img = background(rng, w, h, table)
    sleeved = rng.random() < (0.5 if harsh else 0.35) if sleeve is None else sleeve
    src = _sleeve(rng, card) if sleeved else card
    # A photo of a card shows all of it: draw again until the card is inside the frame.
    for _ in range(100):
        card_h = rng.uniform(0.4, 0.8) * h
        card_w = card_h * src.shape[1] / src.shape[0]
        centre = (w / 2 + rng.uniform(-0.15, 0.15) * w, h / 2 + rng.uniform(-0.08, 0.08) * h)
        angle = rng.uniform(0, 360) if harsh else rng.choice([0, 0, 90, 180, 270]) + rng.uniform(-25, 25)
        quad = _project(rng, card_w, card_h, centre, angle, rng.uniform(0, max_tilt), 1.6 * w)
        if (quad.min() >= 0.02 * h and quad[:, 0].max() <= 0.98 * w
                and quad[:, 1].max() <= 0.98 * h):
            break
    _paste(img, src, quad)
    if sleeved:
        if streak if streak is not None else harsh and rng.random() < 0.6:
            _glare_streak(rng, img, quad)
        else:
            _glare(rng, img, quad, rng.uniform(0.4, 0.8))
    if thumb if thumb is not None else harsh and rng.random() < 0.4:
        _thumb(rng, img, quad)
    if harsh and rng.random() < 0.3:
        _hand_shadow(rng, img)
    return SynthPhoto(_camera(rng, img, harsh=harsh), [label], [quad])


def worst_single(rng: random.Random, card: np.ndarray, label: str | None, *,
                 size: tuple[int, int] = (1600, 1200)) -> SynthPhoto:
    """A single card at its worst (issue #32, the held-out set's last misses): in a
    sleeve on a woven cloth, with a hard glare streak across it and a thumb over its
    edge, turned any way and tilted up to 40°, often motion-blurred, JPEG 60."""
    return single_photo(rng, card, label, size=size, sleeve=True, table="cloth",
                        harsh=True, streak=True, thumb=True)


def _unstaged_page(rng: random.Random, w: int, h: int, page_w: int,
                   page_h: int) -> np.ndarray:
    """Where a binder page lies in a photo nobody staged: filling the photo, often past
    its edge on any side (the outer pockets cut by the frame), held crooked (turned up to
    25°) and seen up to 30° off straight above."""
    page_hpx = rng.uniform(0.9, 1.06) * h
    scale = page_hpx / page_h
    centre = (w / 2 + rng.uniform(-0.06, 0.06) * w, h / 2 + rng.uniform(-0.05, 0.05) * h)
    return _project(rng, page_w * scale, page_hpx, centre, rng.uniform(-25, 25),
                    rng.uniform(0, 30), 2.2 * w)


def _sheet_glare(rng: random.Random, img: np.ndarray, page: np.ndarray) -> None:
    """A window reflected in a binder page's plastic sheet: a broad soft bright band across
    the page, over several pockets and the gaps between them, washing out their edges."""
    h, w = img.shape[:2]
    across, span = _across_band(rng, img, page, 0.35)
    band = np.exp(-np.square(across / (span * rng.uniform(0.05, 0.14))))
    sheet = np.zeros((h, w), np.uint8)
    cv2.fillConvexPoly(sheet, page.astype(np.int32), 255)
    band *= sheet.astype(np.float32) / 255 * rng.uniform(0.5, 0.85)
    img[:] = np.clip(img + band[:, :, None] * (255 - img.astype(np.float32)), 0,
                     255).astype(np.uint8)


def binder_photo(rng: random.Random, cards: Sequence[tuple[np.ndarray, str | None]], *,
                 size: tuple[int, int] = (1600, 1200), max_tilt: float = 20.0,
                 harsh: bool = False) -> SynthPhoto:
    """A 3 × 3 binder page (nine pockets, cards upright in them) photographed on a table;
    ``harsh``: on a table of :data:`HARSH_TABLES`, filling the photo or past its edges,
    crooked and tilted (:func:`_unstaged_page`), with glare streaks on the pockets and a
    window's reflection across the sheet (:func:`_sheet_glare`)."""
    assert len(cards) == 9
    cw, ch = 252, 352
    gap = rng.randrange(10, 22)
    margin = rng.randrange(16, 40)
    page_w, page_h = 3 * cw + 2 * gap + 2 * margin, 3 * ch + 2 * gap + 2 * margin
    page = np.empty((page_h, page_w, 3), np.uint8)
    page[:] = rng.choice([(25, 25, 28), (50, 50, 55), (210, 210, 215), (30, 35, 70)])
    for i, (card, _label) in enumerate(cards):
        r, c = divmod(i, 3)
        x, y = margin + c * (cw + gap), margin + r * (ch + gap)
        page[y:y + ch, x:x + cw] = cv2.resize(card, (cw, ch), interpolation=cv2.INTER_AREA)
    page = (page.astype(np.float32) * 0.93 + 12).astype(np.uint8)  # the pocket's plastic
    w, h = size
    if harsh:
        img = harsh_background(rng, w, h, rng.choice(HARSH_TABLES), _border_colour(page))
        page_quad = _unstaged_page(rng, w, h, page_w, page_h)
    else:
        img = background(rng, w, h)
        page_hpx = rng.uniform(0.82, 0.95) * h
        scale = page_hpx / page_h
        centre = (w / 2 + rng.uniform(-0.05, 0.05) * w, h / 2 + rng.uniform(-0.03, 0.03) * h)
        angle = rng.uniform(-6, 6)
        page_quad = _project(rng, page_w * scale, page_hpx, centre, angle,
                             rng.uniform(0, max_tilt), 2.2 * w)
    _paste(img, page, page_quad)
    m = cv2.getPerspectiveTransform(
        np.array([[0, 0], [page_w - 1, 0], [page_w - 1, page_h - 1], [0, page_h - 1]],
                 np.float32), page_quad)
    labels, quads = [], []
    for i, (_card, label) in enumerate(cards):
        r, c = divmod(i, 3)
        x, y = margin + c * (cw + gap), margin + r * (ch + gap)
        corners = np.array([[[x, y], [x + cw, y], [x + cw, y + ch], [x, y + ch]]], np.float32)
        quads.append(cv2.perspectiveTransform(corners, m)[0])
        labels.append(label)
    for _ in range(rng.randrange(0, 3)):
        if harsh and rng.random() < 0.5:
            _glare_streak(rng, img, quads[rng.randrange(9)])
        else:
            _glare(rng, img, quads[rng.randrange(9)], rng.uniform(0.3, 0.6))
    if harsh and rng.random() < 0.5:
        _sheet_glare(rng, img, page_quad)
    if harsh and rng.random() < 0.3:
        _hand_shadow(rng, img)
    return SynthPhoto(_camera(rng, img, light=0.35, harsh=harsh), labels, quads)
