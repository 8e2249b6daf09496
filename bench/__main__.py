"""``python -m bench NAME [options]``: run one benchmark and print its figures."""

from __future__ import annotations

import importlib
import sys

BENCHES = {
    "catalog": "bench.catalog",
    "legality": "bench.legality",
    "goldfish": "bench.goldfish",
    "pilots": "bench.pilots",
    "matchup": "bench.matchup",
    "gui": "bench.gui",
    "screenshots": "bench.screenshots",
    "window-shots": "bench.window_shots",
    "proxies": "bench.proxies",
    "face-pixels": "bench.face_pixels",
    "playtest": "bench.playtest",
    "scan": "bench.scan",
}


def main() -> int:
    if len(sys.argv) < 2 or sys.argv[1] not in BENCHES:
        print("usage: python -m bench {" + ",".join(BENCHES) + "} [options]", file=sys.stderr)
        return 2
    module = importlib.import_module(BENCHES[sys.argv[1]])
    return int(module.main(sys.argv[2:]) or 0)


if __name__ == "__main__":
    sys.exit(main())
