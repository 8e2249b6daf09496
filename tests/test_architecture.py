"""The layers stay clean: the rules engine loads no GUI, database or imaging library, and
catalog/services load no Qt."""

from __future__ import annotations

import subprocess
import sys

import pytest

FORBIDDEN = {
    "deckbuilder.rules": ("PySide6", "sqlalchemy", "sqlmodel", "PIL", "alembic", "sqlite3"),
    # Fingerprints are bytes to the catalog: OpenCV loads only when something is scanned.
    "deckbuilder.catalog": ("PySide6", "cv2"),
    "deckbuilder.scan": ("PySide6", "sqlalchemy", "sqlmodel", "sqlite3"),
    "deckbuilder.services": ("PySide6",),
}


def _loaded_after_import(package: str) -> set[str]:
    code = (
        "import importlib, pkgutil, sys\n"
        f"pkg = importlib.import_module({package!r})\n"
        "for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "    if '.migrations' in m.name: continue\n"
        "    importlib.import_module(m.name)\n"
        "print('\\n'.join(sorted({n.split('.')[0] for n in sys.modules})))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    return set(out.stdout.split())


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_layer_imports_point_down_only(package: str) -> None:
    loaded = _loaded_after_import(package)
    bad = [m for m in FORBIDDEN[package] if m in loaded]
    assert not bad, f"{package} loads {bad}"


def test_cli_subcommands_do_not_load_qt() -> None:
    code = ("import sys; from deckbuilder.cli import build_parser; build_parser(); "
            "print('PySide6' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"
