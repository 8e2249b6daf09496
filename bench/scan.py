"""Card scanning benchmark (issue #20).

    python -m bench scan [--singles N] [--unknowns N] [--pages N] [--seed S] [--save DIR]

Generates photos from the starter catalog's pictures (deckbuilder.scan.synth): single cards
on plain, wood, patterned and cluttered tables, in sleeves with glare, tilted up to 30°,
turned any way, unevenly lit, blurred, noisy and JPEG-compressed; 3 × 3 binder pages; and
cards that are in no catalog. Prints top-1 accuracy for single cards and binder cards
(targets ≥ 99 % and ≥ 97 %), the share of not-in-catalog cards reported unknown (≥ 99 %),
the cards not found at all (binder pages: none), the milliseconds per card to recognise a
found card on one core (≤ 150 ms), the score distributions behind the threshold, and every
confusion.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

import cv2
import numpy as np

from deckbuilder.catalog.fingerprints import FingerprintRepository
from deckbuilder.catalog.pictures import PictureStore
from deckbuilder.scan import fingerprint as fp
from deckbuilder.scan import synth
from deckbuilder.scan.detect import find_cards
from deckbuilder.scan.images import load_picture
from deckbuilder.services.scan_service import ScanService
from deckbuilder.services.seeding import open_database


def _inside(point: tuple[float, float], quad: np.ndarray) -> bool:
    return cv2.pointPolygonTest(quad.astype(np.float32), point, False) >= 0


class Tally:
    def __init__(self) -> None:
        self.right = self.wrong = self.missed = self.unknown = 0
        self.scores: list[float] = []
        self.confusions: list[str] = []

    def line(self, title: str) -> str:
        total = self.right + self.wrong + self.missed + self.unknown
        return (f"{title}: {self.right}/{total} right ({100 * self.right / max(1, total):.1f} %), "
                f"{self.wrong} wrong, {self.unknown} called unknown, {self.missed} not found")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench scan")
    ap.add_argument("--singles", type=int, default=200)
    ap.add_argument("--unknowns", type=int, default=100)
    ap.add_argument("--pages", type=int, default=12)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--save", type=Path, help="save the photos with a mistake here")
    args = ap.parse_args(argv)
    cv2.setNumThreads(1)  # the target is per core
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        db = open_database(Path(tmp) / "bench.sqlite3")  # a new file gets the starter catalogs
        service = ScanService(db, read_text=False)
        t = time.perf_counter()
        made = service.prepare()
        prep = time.perf_counter() - t
        store = PictureStore(db)
        entries = FingerprintRepository(db).entries(fp.VERSION)
        pictures = {e.card_id: load_picture(store.path_of(e.picture)) for e in entries}
        names = {e.card_id: f"{e.name} [{e.game}]" for e in entries}
        ids = sorted(pictures)
        print(f"catalog: {len(ids)} cards with pictures; {made} fingerprints made in "
              f"{prep:.1f} s ({1000 * prep / max(1, made):.0f} ms each)")
        recognise_ms: list[float] = []
        detect_ms: list[float] = []
        if args.save:
            args.save.mkdir(parents=True, exist_ok=True)

        def run(photo: synth.SynthPhoto, tally: Tally, tag: str) -> None:
            t0 = time.perf_counter()
            found = find_cards(photo.image, service.card_mm)
            detect_ms.append(1000 * (time.perf_counter() - t0))
            bad = False
            for label, quad in zip(photo.labels, photo.corners, strict=True):
                centre = quad.mean(axis=0)
                hit = sorted((f for f in found
                              if _inside(tuple(np.mean(f.corners, axis=0)), quad)),
                             key=lambda f: float(np.linalg.norm(
                                 np.mean(f.corners, axis=0) - centre)))
                if not hit:
                    tally.missed += 1
                    tally.confusions.append(f"{tag}: not found: {names.get(label, 'new card')}")
                    bad = True
                    continue
                t1 = time.perf_counter()
                _corners, best, cands, _upright = service.recognise_found(hit[0])
                recognise_ms.append(1000 * (time.perf_counter() - t1))
                top = cands[0].score if cands else 0.0
                tally.scores.append(top)
                got = best.card_id if best else None
                if label is None:
                    if got is None:
                        tally.right += 1
                    else:
                        tally.wrong += 1
                        bad = True
                        tally.confusions.append(f"{tag}: new card taken for {names[got]} "
                                                f"({top:.3f})")
                elif got == label:
                    tally.right += 1
                elif got is None:
                    tally.unknown += 1
                    bad = True
                    tally.confusions.append(f"{tag}: {names[label]} called unknown "
                                            f"(best {names[cands[0].card_id]} {top:.3f})")
                else:
                    tally.wrong += 1
                    bad = True
                    tally.confusions.append(f"{tag}: {names[label]} taken for {names[got]} "
                                            f"({top:.3f})")
            if bad and args.save:
                cv2.imwrite(str(args.save / f"{tag}.jpg"),
                            cv2.cvtColor(photo.image, cv2.COLOR_RGB2BGR))
                for k, f in enumerate(found):
                    cv2.imwrite(str(args.save / f"{tag}-crop{k}.png"),
                                cv2.cvtColor(f.image, cv2.COLOR_RGB2BGR))

        singles, unknowns, binder = Tally(), Tally(), Tally()
        t = time.perf_counter()
        for n in range(args.singles):
            cid = rng.choice(ids)
            run(synth.single_photo(rng, pictures[cid], cid), singles, f"single-{n}")  # type: ignore[arg-type]
        for n in range(args.unknowns):
            card = synth.novel_card(rng, pictures[rng.choice(ids)])
            run(synth.single_photo(rng, card, None), unknowns, f"unknown-{n}")
        for n in range(args.pages):
            chosen = rng.sample(ids, 9)
            run(synth.binder_photo(rng, [(pictures[c], c) for c in chosen]), binder,  # type: ignore[misc]
                f"page-{n}")
        elapsed = time.perf_counter() - t
        db.close()
    print(singles.line("single cards"))
    print(binder.line("binder cards"))
    print(f"not in the catalog: {unknowns.right}/{unknowns.right + unknowns.wrong + unknowns.missed}"
          f" reported unknown ({100 * unknowns.right / max(1, args.unknowns):.1f} %), "
          f"{unknowns.missed} not found")
    known = sorted(singles.scores + binder.scores)
    new = sorted(unknowns.scores)
    if known and new:
        print(f"scores: known cards min {known[0]:.3f}, 1st percentile "
              f"{known[len(known) // 100]:.3f}; new cards max {new[-1]:.3f}, 99th percentile "
              f"{new[(99 * len(new)) // 100 - 1]:.3f}; threshold {fp.DEFAULT_MIN_SCORE}")
    if recognise_ms:
        print(f"recognition: {statistics.mean(recognise_ms):.1f} ms per card on one core "
              f"(p95 {sorted(recognise_ms)[int(0.95 * len(recognise_ms))]:.1f} ms); finding "
              f"the cards: {statistics.mean(detect_ms):.0f} ms per photo")
    print(f"({elapsed:.0f} s in all)")
    for line in singles.confusions + binder.confusions + unknowns.confusions:
        print("  " + line)
    return 0
