"""Reading a PDF back with pypdf (not our code): image placements and clip boxes."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pypdf import PdfReader
from pypdf.generic import ContentStream

PT_PER_MM = 72 / 25.4


def _mul(a: list[float], b: list[float]) -> list[float]:
    """a then b, PDF matrices [a b c d e f]."""
    return [a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3],
            a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3],
            a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5]]


def _box(m: list[float], x: float, y: float, w: float, h: float) -> tuple[float, ...]:
    pts = [(x, y), (x + w, y), (x, y + h), (x + w, y + h)]
    tx = [m[0] * px + m[2] * py + m[4] for px, py in pts]
    ty = [m[1] * px + m[3] * py + m[5] for px, py in pts]
    return (min(tx), min(ty), max(tx), max(ty))


@dataclass(frozen=True)
class Placement:
    """An image drawn on a page: its box in mm (x0, y0, x1, y1, PDF coordinates), the
    clip box in force (or None), its XObject number and pixel size."""

    box: tuple[float, ...]
    clip: tuple[float, ...] | None
    xobject: int
    pixels: tuple[int, int]

    @property
    def size_mm(self) -> tuple[float, float]:
        return (self.box[2] - self.box[0], self.box[3] - self.box[1])


def placements(path: Path) -> list[list[Placement]]:
    reader = PdfReader(str(path))
    out: list[list[Placement]] = []
    for page in reader.pages:
        resources = page["/Resources"]
        xobjects = resources.get("/XObject", {})
        content = ContentStream(page.get_contents(), reader)
        ctm = [1.0, 0, 0, 1.0, 0, 0]
        clip: tuple[float, ...] | None = None
        stack: list[tuple[list[float], tuple[float, ...] | None]] = []
        pending_rect: tuple[float, ...] | None = None
        path: list[tuple[float, float]] = []
        found: list[Placement] = []
        for operands, op in content.operations:
            if op == b"q":
                stack.append((ctm[:], clip))
            elif op == b"Q":
                ctm, clip = stack.pop()
            elif op == b"cm":
                ctm = _mul([float(v) for v in operands], ctm)
            elif op == b"re":
                pending_rect = _box(ctm, *(float(v) for v in operands))
            elif op in (b"m", b"l"):
                x, y = (float(v) for v in operands)
                path.append((ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]))
                xs, ys = [p[0] for p in path], [p[1] for p in path]
                pending_rect = (min(xs), min(ys), max(xs), max(ys))
            elif op in (b"n", b"f", b"S", b"B", b"f*", b"B*"):
                path = []
            elif op in (b"W", b"W*") and pending_rect is not None:
                clip = pending_rect if clip is None else (
                    max(clip[0], pending_rect[0]), max(clip[1], pending_rect[1]),
                    min(clip[2], pending_rect[2]), min(clip[3], pending_rect[3]))
            elif op == b"Do":
                ref = xobjects.raw_get(operands[0])
                obj = ref.get_object()
                if obj.get("/Subtype") != "/Image":
                    continue
                box = tuple(v / PT_PER_MM for v in _box(ctm, 0, 0, 1, 1))
                c = tuple(v / PT_PER_MM for v in clip) if clip is not None else None
                found.append(Placement(box, c, ref.idnum, (int(obj["/Width"]),
                                                           int(obj["/Height"]))))
        out.append(found)
    return out


def page_sizes_pt(path: Path) -> list[tuple[float, float]]:
    reader = PdfReader(str(path))
    return [(float(p.mediabox.width), float(p.mediabox.height)) for p in reader.pages]


def text(path: Path) -> str:
    # pypdf separates the words Qt writes one by one with tabs: read them as spaces.
    return "\n".join(" ".join(p.extract_text().split()) for p in PdfReader(str(path)).pages)
