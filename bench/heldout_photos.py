"""A second, independent maker of card photos: the HELD-OUT set of ``python -m bench scan``.

Written apart from deckbuilder.scan.synth (nothing imported or copied from it) so that
the scanner is measured on photos it was not tuned on: other tables (playmats printed
with art and card zones, wooden planks, woven cloth, felt the colour of the card's
border), other light (a lamp's pool, a hand's shadow, colour casts), other distortions
(turns up to ±60°, a camera held at an angle, motion and focus blur, a thumb over the
card's edge, a sleeve's hard glare streak, JPEG at quality 60) and its own designs of
cards that are in no catalog. Thresholds are never tuned on these photos.

Everything is drawn from one ``numpy.random.Generator``: the same seed gives the same
photos, byte for byte.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass, field

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

#: A card's height over its width (63 × 88 mm).
TALL = 88.0 / 63.0


@dataclass
class Shot:
    """One photo (RGB) with, for each card on it, the card's key (None: in no catalog)
    and its four corners in the photo (the card's own top-left first, clockwise)."""

    rgb: np.ndarray
    keys: list[object] = field(default_factory=list)
    outlines: list[np.ndarray] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def encoded(self, fmt: str = "JPEG", quality: int = 60) -> bytes:
        out = io.BytesIO()
        Image.fromarray(self.rgb).save(out, fmt, quality=quality)
        return out.getvalue()


# ============================================================================ noise

def _smooth_noise(g: np.random.Generator, h: int, w: int, cell: float,
                  octaves: int = 3) -> np.ndarray:
    """Value noise in [0, 1]: random grids upsampled bicubically, finer ones fainter."""
    total = np.zeros((h, w), np.float32)
    amp, norm = 1.0, 0.0
    for _ in range(octaves):
        gh, gw = max(2, int(h / cell) + 2), max(2, int(w / cell) + 2)
        grid = g.random((gh, gw)).astype(np.float32)
        total += amp * cv2.resize(grid, (w, h), interpolation=cv2.INTER_CUBIC)
        norm += amp
        amp *= 0.5
        cell = max(2.0, cell / 2)
    total /= norm
    lo, hi = float(total.min()), float(total.max())
    return (total - lo) / max(1e-6, hi - lo)


def _colour(g: np.random.Generator, lo: int = 0, hi: int = 256) -> np.ndarray:
    return g.integers(lo, hi, 3).astype(np.float32)


def _rotated_field(h: int, w: int, turn: float) -> tuple[np.ndarray, np.ndarray]:
    """Coordinates u (along ``turn`` radians) and v (across) of every pixel."""
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    c, s = np.cos(turn), np.sin(turn)
    return xx * c + yy * s, -xx * s + yy * c


# ============================================================================ tables

def playmat(g: np.random.Generator, h: int, w: int) -> np.ndarray:
    """A printed playmat: a painted scene of colour clouds, bold shapes and lettering,
    and often the outlined zones where cards go."""
    a, b, c = _colour(g), _colour(g), _colour(g)
    clouds = _smooth_noise(g, h, w, cell=float(g.uniform(120, 300)), octaves=4)
    ridges = _smooth_noise(g, h, w, cell=float(g.uniform(40, 90)), octaves=2)
    t = clouds[:, :, None]
    img = a * (1 - t) + b * t
    img = img * (1 - 0.4 * ridges[:, :, None]) + c * 0.4 * ridges[:, :, None]
    canvas = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    draw = ImageDraw.Draw(canvas)
    for _ in range(int(g.integers(6, 18))):  # the art's bold strokes
        col = tuple(int(v) for v in g.integers(0, 256, 3))
        x, y = int(g.integers(0, w)), int(g.integers(0, h))
        r = int(g.integers(20, max(21, w // 5)))
        kind = int(g.integers(0, 4))
        if kind == 0:
            draw.ellipse((x - r, y - r, x + r, y + r), outline=col, width=int(g.integers(3, 14)))
        elif kind == 1:
            pts = [(x + r * np.cos(k * 0.8 * np.pi), y + r * np.sin(k * 0.8 * np.pi))
                   for k in range(5)]
            draw.polygon(pts, fill=col)
        elif kind == 2:
            draw.line([(x, y), (int(g.integers(0, w)), int(g.integers(0, h)))], fill=col,
                      width=int(g.integers(2, 10)))
        else:
            draw.pieslice((x - r, y - r, x + r, y + r), int(g.integers(0, 360)),
                          int(g.integers(0, 360)), fill=col)
    if g.random() < 0.7:  # the card zones printed on the mat
        zone_h = int(h * g.uniform(0.25, 0.4))
        zone_w = int(zone_h / TALL)
        line = tuple(int(v) for v in g.integers(150, 256, 3))
        y0 = int(g.integers(0, max(1, h - zone_h)))
        for k in range(int(g.integers(2, 6))):
            x0 = int(k * zone_w * 1.25 + g.integers(0, 30))
            draw.rounded_rectangle((x0, y0, x0 + zone_w, y0 + zone_h), radius=12,
                                   outline=line, width=3)
    font = _font(int(h * g.uniform(0.05, 0.1)))
    draw.text((int(g.integers(0, w // 2)), int(g.integers(0, h - h // 8))),
              _word(g, 6, 12).upper(), fill=tuple(int(v) for v in g.integers(0, 256, 3)),
              font=font)
    return np.asarray(canvas).astype(np.float32)


def planks(g: np.random.Generator, h: int, w: int) -> np.ndarray:
    """Wooden boards: bands of slightly different hue, wavy grain, knots and seams."""
    turn = float(g.uniform(0, np.pi))
    u, v = _rotated_field(h, w, turn)
    board = float(g.uniform(90, 220))
    idx = np.floor(v / board)
    base = np.array([g.uniform(90, 190), g.uniform(50, 120), g.uniform(20, 70)], np.float32)
    shade = (np.sin(idx * 12.9898) * 43758.5453) % 1.0  # a fixed tone per board
    wobble = _smooth_noise(g, h, w, cell=float(g.uniform(60, 160)), octaves=2)
    grain = np.sin((v + 25 * wobble) * float(g.uniform(0.25, 0.7)) + u * 0.01)
    grain = 0.5 + 0.5 * grain
    img = base[None, None, :] * (0.75 + 0.35 * shade[:, :, None])
    img = img * (0.85 + 0.2 * grain[:, :, None])
    seam = np.abs((v / board) - np.round(v / board)) * board < 1.5
    img[seam] *= 0.45
    for _ in range(int(g.integers(0, 4))):  # knots
        cx, cy = g.uniform(0, w), g.uniform(0, h)
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        d = np.hypot(xx - cx, (yy - cy) * 0.6)
        ring = 0.5 + 0.5 * np.cos(d / 3.0)
        weight = np.exp(-d / 25)[:, :, None]
        img = img * (1 - 0.5 * weight * ring[:, :, None])
    return img


def cloth(g: np.random.Generator, h: int, w: int) -> np.ndarray:
    """Woven cloth: a plaid of coloured stripes over a fine weave, with folds."""
    u, v = _rotated_field(h, w, float(g.uniform(0, np.pi)))
    ground = _colour(g, 30, 220)
    stripe_a, stripe_b = _colour(g), _colour(g)
    period = float(g.uniform(30, 120))
    sa = ((u % period) < period * g.uniform(0.15, 0.4)).astype(np.float32)
    sb = ((v % period) < period * g.uniform(0.15, 0.4)).astype(np.float32)
    img = ground[None, None, :] * np.ones((h, w, 1), np.float32)
    img = img * (1 - 0.5 * sa[:, :, None]) + stripe_a * 0.5 * sa[:, :, None]
    img = img * (1 - 0.5 * sb[:, :, None]) + stripe_b * 0.5 * sb[:, :, None]
    thread = float(g.uniform(1.2, 2.5))
    weave = np.sin(u * np.pi / thread) * np.sin(v * np.pi / thread)
    img *= (0.88 + 0.12 * weave)[:, :, None]
    folds = _smooth_noise(g, h, w, cell=float(g.uniform(150, 400)), octaves=2)
    img *= (0.75 + 0.4 * folds)[:, :, None]
    return img


def felt(g: np.random.Generator, h: int, w: int, near: np.ndarray) -> np.ndarray:
    """Plain felt close in colour to ``near`` (the card's border): little contrast."""
    tone = np.clip(near + g.uniform(-22, 22, 3), 0, 255).astype(np.float32)
    fuzz = _smooth_noise(g, h, w, cell=6.0, octaves=2) - 0.5
    return tone[None, None, :] + 18 * fuzz[:, :, None]


def table(g: np.random.Generator, h: int, w: int, kind: str,
          near: np.ndarray | None = None) -> np.ndarray:
    if kind == "playmat":
        return playmat(g, h, w)
    if kind == "wood":
        return planks(g, h, w)
    if kind == "cloth":
        return cloth(g, h, w)
    return felt(g, h, w, near if near is not None else _colour(g))


# ============================================================================ text

_SYLLABLES = ("ka", "ro", "vel", "thu", "mi", "zar", "on", "qui", "les", "dra", "no",
              "pha", "gri", "ul", "sen", "tor", "ba", "fy", "xe", "ith")


def _word(g: np.random.Generator, lo: int, hi: int) -> str:
    n = int(g.integers(lo, hi))
    out = ""
    while len(out) < n:
        out += _SYLLABLES[int(g.integers(0, len(_SYLLABLES)))]
    return out[:n]


def _font(px: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for name in ("DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "LiberationSans-Bold.ttf"):
        try:
            return ImageFont.truetype(name, max(8, px))
        except OSError:
            continue
    try:
        return ImageFont.load_default(size=max(8, px))
    except TypeError:  # Pillow < 10.1
        return ImageFont.load_default()


# ============================================================================ new cards

def _art(g: np.random.Generator, w: int, h: int) -> Image.Image:
    """Procedural art: rings, rays, stripes or a blob creature on a gradient."""
    top, bottom = _colour(g), _colour(g)
    ramp = np.linspace(0, 1, h, dtype=np.float32)[:, None, None]
    img = np.broadcast_to(top * (1 - ramp) + bottom * ramp, (h, w, 3)).copy()
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = g.uniform(0.2, 0.8) * w, g.uniform(0.2, 0.8) * h
    style = int(g.integers(0, 4))
    if style == 0:
        rings = (np.hypot(xx - cx, yy - cy) // g.uniform(8, 25)) % 2
        img = img * (1 - 0.35 * rings[:, :, None]) + _colour(g) * 0.35 * rings[:, :, None]
    elif style == 1:
        rays = (np.arctan2(yy - cy, xx - cx) * g.integers(5, 14) / np.pi) % 2 < 1
        img[rays] = img[rays] * 0.6 + _colour(g) * 0.4
    elif style == 2:
        bands = ((xx * g.uniform(-1, 1) + yy) // g.uniform(10, 30)) % 3 == 0
        img[bands] = _colour(g)
    else:
        tex = _smooth_noise(g, h, w, cell=float(g.uniform(10, 40)), octaves=3)
        img = img * (0.6 + 0.8 * tex[:, :, None])
    pic = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    draw = ImageDraw.Draw(pic)
    for _ in range(int(g.integers(2, 7))):  # a creature made of blobs
        r = int(g.integers(max(4, w // 14), max(5, w // 4)))
        x, y = int(g.uniform(0.2, 0.8) * w), int(g.uniform(0.25, 0.85) * h)
        draw.ellipse((x - r, y - int(r * g.uniform(0.6, 1.2)), x + r,
                      y + int(r * g.uniform(0.6, 1.2))),
                     fill=tuple(int(v) for v in g.integers(0, 256, 3)),
                     outline=(20, 20, 20), width=2)
    return pic


def new_card(g: np.random.Generator, width: int = 630) -> np.ndarray:
    """A card of a game nobody catalogued, in one of three layouts of its own: a framed
    card with name, art, rules and stats; a full-art card with a name ribbon; or a plain
    light card with a small picture and a lot of text."""
    height = round(width * TALL)
    layout = int(g.integers(0, 3))
    frame = tuple(int(v) for v in g.integers(0, 256, 3))
    card = Image.new("RGB", (width, height), frame)
    draw = ImageDraw.Draw(card)
    m = int(width * g.uniform(0.04, 0.07))
    name_font = _font(int(height * 0.045))
    body_font = _font(int(height * 0.026))
    ink = (15, 15, 15)
    if layout == 0:
        draw.rounded_rectangle((m, m, width - m, m + int(height * 0.08)), radius=10,
                               fill=tuple(int(v) for v in g.integers(0, 256, 3)),
                               outline=(0, 0, 0), width=2)
        draw.text((m + 14, m + 6), _word(g, 5, 11).title(), fill=(255, 255, 255),
                  font=name_font)
        art_box = (m, m + int(height * 0.1), width - m, int(height * 0.6))
        card.paste(_art(g, art_box[2] - art_box[0], art_box[3] - art_box[1]), art_box[:2])
        text_box = (m, int(height * 0.63), width - m, int(height * 0.85))
        draw.rectangle(text_box, fill=(240, 236, 222), outline=(0, 0, 0), width=2)
        for k in range(4):
            draw.text((text_box[0] + 12, text_box[1] + 10 + k * int(height * 0.035)),
                      " ".join(_word(g, 2, 8) for _ in range(4)), fill=ink, font=body_font)
        for k in range(int(g.integers(2, 5))):
            cx = m + (k + 1) * (width - 2 * m) // 5
            cy = int(height * 0.92)
            draw.regular_polygon((cx, cy, int(height * 0.035)), int(g.integers(3, 7)),
                                 fill=tuple(int(v) for v in g.integers(0, 256, 3)),
                                 outline=(0, 0, 0))
            draw.text((cx - 8, cy - 12), str(int(g.integers(1, 10))), fill=(255, 255, 255),
                      font=body_font)
    elif layout == 1:
        card.paste(_art(g, width - 2 * m, height - 2 * m), (m, m))
        ribbon = (m, int(height * 0.78), width - m, int(height * 0.9))
        draw.rectangle(ribbon, fill=(0, 0, 0))
        draw.text((ribbon[0] + 16, ribbon[1] + 12), _word(g, 6, 12).upper(),
                  fill=tuple(int(v) for v in g.integers(150, 256, 3)), font=name_font)
        draw.ellipse((width - m - 70, m + 10, width - m - 10, m + 70), fill=(250, 250, 250),
                     outline=(0, 0, 0), width=3)
        draw.text((width - m - 52, m + 22), str(int(g.integers(0, 10))), fill=ink,
                  font=name_font)
    else:
        paper = tuple(int(v) for v in g.integers(200, 256, 3))
        draw.rectangle((m, m, width - m, height - m), fill=paper)
        draw.text((m + 16, m + 12), _word(g, 4, 10).title(), fill=ink, font=name_font)
        pic = (m + 16, m + int(height * 0.1), width // 2, int(height * 0.42))
        card.paste(_art(g, pic[2] - pic[0], pic[3] - pic[1]), pic[:2])
        for k in range(12):
            draw.text((m + 16, int(height * 0.46) + k * int(height * 0.037)),
                      " ".join(_word(g, 2, 7) for _ in range(5)), fill=ink, font=body_font)
    return np.asarray(card)


# ============================================================================ geometry

def _card_outline(g: np.random.Generator, centre: np.ndarray, long_px: float,
                  turn_deg: float, lean: float) -> np.ndarray:
    """Corners of a card ``long_px`` tall, turned ``turn_deg`` about its centre, then
    seen by a camera held at an angle: the far side shrinks by up to ``lean``."""
    half_w, half_h = long_px / TALL / 2, long_px / 2
    box = np.array([[-half_w, -half_h], [half_w, -half_h], [half_w, half_h],
                    [-half_w, half_h]], np.float64)
    t = np.radians(turn_deg)
    rot = np.array([[np.cos(t), -np.sin(t)], [np.sin(t), np.cos(t)]])
    pts = box @ rot.T
    # Keystone: points far along a random direction come closer to the centre line.
    d = np.array([np.cos(g.uniform(0, 2 * np.pi)), np.sin(g.uniform(0, 2 * np.pi))])
    d /= np.linalg.norm(d)
    along = pts @ d / long_px  # about -0.7 … 0.7
    pts = pts * (1 - lean * along)[:, None]
    pts += g.normal(0, long_px * 0.008, pts.shape)  # a hand-held camera's small skew
    return (pts + centre).astype(np.float32)


def _lay(photo: np.ndarray, item: np.ndarray, outline: np.ndarray,
         alpha: np.ndarray | None = None) -> None:
    """Draw ``item`` (float RGB) into ``photo`` so its corners land on ``outline``."""
    ih, iw = item.shape[:2]
    src = np.array([[0, 0], [iw, 0], [iw, ih], [0, ih]], np.float32)
    m = cv2.getPerspectiveTransform(src, outline.astype(np.float32))
    h, w = photo.shape[:2]
    warped = cv2.warpPerspective(item, m, (w, h), flags=cv2.INTER_CUBIC)
    cover = np.ones((ih, iw), np.float32) if alpha is None else alpha
    # 4× supersampled coverage gives the card's edge the soft step a lens gives it.
    big = cv2.warpPerspective(cv2.resize(cover, (iw, ih)), m, (w, h), flags=cv2.INTER_LINEAR)
    photo *= 1 - big[:, :, None]
    photo += warped * big[:, :, None]


def _rounded(h: int, w: int, radius: int) -> np.ndarray:
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w - 1, h - 1), radius=radius, fill=255)
    return np.asarray(mask).astype(np.float32) / 255


def _in_sleeve(g: np.random.Generator, card: np.ndarray) -> tuple[np.ndarray, float]:
    """The card in a matte or clear sleeve a little larger than it; returns the sleeved
    card and how much longer it is than the card."""
    h, w = card.shape[:2]
    pad = int(w * g.uniform(0.02, 0.045))
    back = _colour(g) if g.random() < 0.6 else np.full(3, 235, np.float32)
    out = np.empty((h + 2 * pad, w + 2 * pad, 3), np.float32)
    out[:] = back
    out[pad:pad + h, pad:pad + w] = card
    out = out * 0.9 + 20  # the plastic's haze
    return out, (h + 2 * pad) / h


# ============================================================================ light, lens

def _glare_streak(g: np.random.Generator, photo: np.ndarray, outline: np.ndarray) -> None:
    """A lamp's reflection on a glossy sleeve: a bright band with a hard core, clipped
    to the card."""
    h, w = photo.shape[:2]
    mask = np.zeros((h, w), np.uint8)
    cv2.fillConvexPoly(mask, outline.astype(np.int32), 255)
    u, v = _rotated_field(h, w, float(g.uniform(0, np.pi)))
    cx = int(np.clip(outline[:, 0].mean(), 0, w - 1))
    cy = int(np.clip(outline[:, 1].mean(), 0, h - 1))
    c_u = float(u[cy, cx])  # the band is placed relative to the card's centre
    span = float(np.linalg.norm(outline[2] - outline[0]))
    v0 = float(v[cy, cx]) + float(g.uniform(-0.3, 0.3)) * span
    width = span * float(g.uniform(0.04, 0.12))
    band = np.exp(-((v - v0) / width) ** 4)
    band *= 0.6 + 0.4 * np.cos((u - c_u) / span * 2)  # brighter towards the middle
    band *= (mask.astype(np.float32) / 255) * float(g.uniform(0.7, 1.0))
    photo += band[:, :, None] * (300 - photo)


def _thumb(g: np.random.Generator, photo: np.ndarray, outline: np.ndarray) -> None:
    """A thumb holding the card: a skin-toned rounded shape from outside over one edge,
    covering a few percent of the card."""
    side = int(g.integers(0, 4))
    a, b = outline[side], outline[(side + 1) % 4]
    t = float(g.uniform(0.25, 0.75))
    edge_pt = a + (b - a) * t
    centre = outline.mean(axis=0)
    inward = centre - edge_pt
    inward /= np.linalg.norm(inward)
    span = float(np.linalg.norm(outline[2] - outline[1]))
    width = span * float(g.uniform(0.13, 0.2))
    reach_in = span * float(g.uniform(0.06, 0.12))
    tip = edge_pt + inward * reach_in
    base = edge_pt - inward * span * 0.6
    skin = np.array([g.uniform(150, 235), g.uniform(100, 180), g.uniform(80, 150)],
                    np.float32)
    h, w = photo.shape[:2]
    mask = np.zeros((h, w), np.uint8)
    cv2.line(mask, tuple(int(v) for v in base), tuple(int(v) for v in tip), 255,
             int(width))
    cv2.circle(mask, tuple(int(v) for v in tip), int(width / 2), 255, -1)
    soft = cv2.GaussianBlur(mask.astype(np.float32) / 255, (0, 0), 1.5)
    shade = _smooth_noise(g, h, w, cell=width, octaves=1)
    finger = skin[None, None, :] * (0.8 + 0.3 * shade[:, :, None])
    photo *= 1 - soft[:, :, None]
    photo += finger * soft[:, :, None]


def _light(g: np.random.Generator, photo: np.ndarray) -> np.ndarray:
    """A lamp's pool of light, a colour cast and sometimes the soft shadow of a hand or
    a phone across part of the photo."""
    h, w = photo.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    lx, ly = g.uniform(-0.2, 1.2) * w, g.uniform(-0.2, 1.2) * h
    d = np.hypot(xx - lx, yy - ly) / max(h, w)
    pool = 1.15 - float(g.uniform(0.3, 0.7)) * d
    cast = np.array([g.uniform(0.85, 1.15), 1.0, g.uniform(0.8, 1.15)], np.float32)
    out = photo * pool[:, :, None] * cast
    if g.random() < 0.35:
        u, _v = _rotated_field(h, w, float(g.uniform(0, 2 * np.pi)))
        edge = float(np.quantile(u, g.uniform(0.1, 0.4)))
        shadow = 1 - float(g.uniform(0.25, 0.5)) / (1 + np.exp(-(edge - u) / 25))
        out *= shadow[:, :, None]
    return out


def _lens(g: np.random.Generator, photo: np.ndarray, quality: int) -> np.ndarray:
    """Focus or motion blur, sensor noise growing with darkness, then JPEG."""
    kind = g.random()
    if kind < 0.3:
        photo = cv2.GaussianBlur(photo, (0, 0), float(g.uniform(0.8, 2.2)))
    elif kind < 0.55:
        n = int(g.integers(3, 9))
        kernel = np.zeros((n, n), np.float32)
        kernel[n // 2, :] = 1.0 / n
        rot = cv2.getRotationMatrix2D((n / 2 - 0.5, n / 2 - 0.5), float(g.uniform(0, 180)), 1)
        kernel = cv2.warpAffine(kernel, rot, (n, n))
        kernel /= max(1e-6, float(kernel.sum()))
        photo = cv2.filter2D(photo, -1, kernel)
    level = float(g.uniform(2, 8))
    photo = photo + g.normal(0, 1, photo.shape).astype(np.float32) * level * (
        1.4 - photo / 255)
    raw = np.clip(photo, 0, 255).astype(np.uint8)
    out = io.BytesIO()
    Image.fromarray(raw).save(out, "JPEG", quality=quality)
    return np.asarray(Image.open(io.BytesIO(out.getvalue())).convert("RGB"))


# ============================================================================ photos

TABLES = ("playmat", "wood", "cloth", "felt")


def _frame(g: np.random.Generator) -> tuple[int, int]:
    """(height, width) of a photo: landscape 4:3 or 16:9, or portrait."""
    return [(960, 1280), (900, 1600), (1280, 960), (1080, 1440)][int(g.integers(0, 4))]


def _border_colour(card: np.ndarray) -> np.ndarray:
    edge = np.concatenate([card[:8].reshape(-1, 3), card[-8:].reshape(-1, 3)])
    return edge.mean(axis=0).astype(np.float32)


def single_shot(g: np.random.Generator, card: np.ndarray, key: object, *,
                tabletop: str | None = None, turn_limit: float = 60.0,
                thumb: bool | None = None, sleeve: bool | None = None,
                quality: int = 60) -> Shot:
    """One card on a table: turned up to ``turn_limit`` degrees (either way up), seen at
    an angle, maybe sleeved with a glare streak, maybe held by a thumb."""
    h, w = _frame(g)
    kind = tabletop or TABLES[int(g.integers(0, len(TABLES)))]
    photo = table(g, h, w, kind, _border_colour(card)).astype(np.float32)
    item = card.astype(np.float32)
    sleeved = bool(g.random() < 0.3) if sleeve is None else sleeve
    grow = 1.0
    if sleeved:
        item, grow = _in_sleeve(g, item)
    radius = int(item.shape[1] * 0.035)
    alpha = _rounded(item.shape[0], item.shape[1], radius)
    notes = [kind] + (["sleeve"] if sleeved else [])
    for _ in range(200):
        long_px = min(h, w) * float(g.uniform(0.45, 0.85)) * grow
        turn = float(g.uniform(-turn_limit, turn_limit)) + (180.0 if g.random() < 0.2 else 0.0)
        centre = np.array([g.uniform(0.3, 0.7) * w, g.uniform(0.3, 0.7) * h])
        outline = _card_outline(g, centre, long_px, turn, float(g.uniform(0, 0.35)))
        if (outline[:, 0].min() > 0.03 * w and outline[:, 0].max() < 0.97 * w
                and outline[:, 1].min() > 0.03 * h and outline[:, 1].max() < 0.97 * h):
            break
    # A card drawn in a shadow of its own lifts it off the table a little.
    shadow = np.zeros((h, w), np.float32)
    cv2.fillConvexPoly(shadow, (outline + 4).astype(np.int32), 1.0)
    photo *= (1 - 0.35 * cv2.GaussianBlur(shadow, (0, 0), 6))[:, :, None]
    _lay(photo, item, outline, alpha)
    if sleeved:
        ih, iw = card.shape[:2]
        pad_x = (item.shape[1] - iw) / 2
        pad_y = (item.shape[0] - ih) / 2
        src = np.array([[0, 0], [item.shape[1], 0], [item.shape[1], item.shape[0]],
                        [0, item.shape[0]]], np.float32)
        m = cv2.getPerspectiveTransform(src, outline.astype(np.float32))
        inner = np.array([[[pad_x, pad_y], [pad_x + iw, pad_y], [pad_x + iw, pad_y + ih],
                           [pad_x, pad_y + ih]]], np.float32)
        card_outline = cv2.perspectiveTransform(inner, m)[0]
        if g.random() < 0.8:
            _glare_streak(g, photo, outline)
            notes.append("glare")
    else:
        card_outline = outline
    if thumb if thumb is not None else g.random() < 0.2:
        _thumb(g, photo, card_outline)
        notes.append("thumb")
    photo = _light(g, photo)
    return Shot(_lens(g, photo, quality), [key], [card_outline], notes)


def binder_shot(g: np.random.Generator, cards: Sequence[tuple[np.ndarray, object]], *,
                quality: int = 60) -> Shot:
    """A 3 × 3 binder page: nine pockets of clear plastic on a coloured sheet, the page
    turned a little and seen at an angle, filling most of the photo (its corner pockets
    near the photo's edges)."""
    assert len(cards) == 9
    cw, ch = 300, round(300 * TALL)
    gap = int(g.integers(14, 34))
    rim = int(g.integers(20, 60))
    pw, ph = 3 * cw + 2 * gap + 2 * rim, 3 * ch + 2 * gap + 2 * rim + int(g.integers(0, 40))
    sheet = np.empty((ph, pw, 3), np.float32)
    sheet[:] = [(18, 18, 20), (60, 60, 66), (200, 200, 205), (20, 30, 80),
                (90, 20, 30)][int(g.integers(0, 5))]
    pockets = []
    for i, (card, _key) in enumerate(cards):
        r, c = divmod(i, 3)
        x, y = rim + c * (cw + gap), rim + r * (ch + gap)
        sheet[y:y + ch, x:x + cw] = cv2.resize(card, (cw, ch),
                                               interpolation=cv2.INTER_AREA)
        # The pocket's welded seam shows a few pixels around the card.
        cv2.rectangle(sheet, (x - 6, y - 6), (x + cw + 6, y + ch + 6), (235, 235, 240), 1)
        pockets.append((x, y))
    sheet = sheet * 0.9 + 18  # the plastic over it all
    h, w = _frame(g)
    if h > w:
        h, w = w, h  # a page is photographed in landscape or square-ish framing
        h = int(w * 0.8)
    kind = TABLES[int(g.integers(0, len(TABLES)))]
    photo = table(g, h, w, kind).astype(np.float32)
    fill = float(g.uniform(0.86, 0.98))
    long_px = h * fill
    scale = long_px / ph
    centre = np.array([w / 2 + g.uniform(-0.04, 0.04) * w, h / 2 + g.uniform(-0.02, 0.02) * h])
    t = np.radians(float(g.uniform(-8, 8)))
    rot = np.array([[np.cos(t), -np.sin(t)], [np.sin(t), np.cos(t)]])
    corners = np.array([[-pw / 2, -ph / 2], [pw / 2, -ph / 2], [pw / 2, ph / 2],
                        [-pw / 2, ph / 2]]) * scale @ rot.T
    lean = float(g.uniform(0, 0.12))
    d = np.array([np.cos(g.uniform(0, 2 * np.pi)), np.sin(g.uniform(0, 2 * np.pi))])
    corners = corners * (1 - lean * (corners @ d / long_px))[:, None] + centre
    page_outline = corners.astype(np.float32)
    _lay(photo, sheet, page_outline)
    m = cv2.getPerspectiveTransform(
        np.array([[0, 0], [pw, 0], [pw, ph], [0, ph]], np.float32), page_outline)
    keys, outlines = [], []
    for (x, y), (_card, key) in zip(pockets, cards, strict=True):
        box = np.array([[[x, y], [x + cw, y], [x + cw, y + ch], [x, y + ch]]], np.float32)
        outlines.append(cv2.perspectiveTransform(box, m)[0])
        keys.append(key)
    for _ in range(int(g.integers(0, 3))):
        _glare_streak(g, photo, outlines[int(g.integers(0, 9))])
    photo = _light(g, photo)
    return Shot(_lens(g, photo, quality), keys, outlines, [kind, "binder"])


@dataclass
class HeldOutSet:
    """The held-out photos of one seed: singles of catalog cards, cards in no catalog,
    and binder pages."""

    singles: list[Shot]
    unknowns: list[Shot]
    pages: list[Shot]


def make_set(pictures: dict[object, np.ndarray], *, seed: int, singles: int,
             unknowns: int, pages: int) -> HeldOutSet:
    """The held-out set drawn from ``pictures`` (key → RGB card picture)."""
    g = np.random.default_rng(seed)
    keys = sorted(pictures, key=str)
    one = []
    for _ in range(singles):
        key = keys[int(g.integers(0, len(keys)))]
        one.append(single_shot(g, pictures[key], key))
    new = []
    for k in range(unknowns):
        # Every other unknown card lies on a playmat: the hardest table to find it on.
        new.append(single_shot(g, new_card(g), None,
                               tabletop="playmat" if k % 2 == 0 else None))
    page_shots = []
    for _ in range(pages):
        chosen = [keys[int(i)] for i in g.choice(len(keys), 9, replace=False)]
        page_shots.append(binder_shot(g, [(pictures[c], c) for c in chosen]))
    return HeldOutSet(one, new, page_shots)
