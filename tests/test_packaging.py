"""The package as it installs: every package folder is found by the build, and a
regular (non-editable) install carries the bundled resources and works from anywhere."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_every_folder_of_python_code_is_a_package_the_build_finds() -> None:
    """setup.py finds packages by their __init__.py: a folder of modules without one
    would be left out of an installed app."""
    from setuptools import find_packages

    found = set(find_packages(str(ROOT), include=["deckbuilder", "deckbuilder.*"]))
    with_code = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "deckbuilder").rglob("*.py") if "__pycache__" not in p.parts
    }
    assert with_code <= found
    assert "deckbuilder.rules.games.monsuno" in found
    assert '"deckbuilder.resources"' in (ROOT / "setup.py").read_text(encoding="utf-8")


@pytest.mark.slow
def test_a_wheel_install_finds_its_resources(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w",
                    str(wheels), str(ROOT)], check=True, capture_output=True)
    wheel = next(wheels.glob("deckbuilder-*.whl"))
    site = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--quiet",
                    "--target", str(site), str(wheel)], check=True, capture_output=True)
    assert (site / "deckbuilder" / "resources" / "catalogs" / "monsuno.json").is_file()
    env = dict(os.environ, PYTHONPATH=str(site))
    out = subprocess.run(
        [sys.executable, "-c",
         "import deckbuilder.paths as p, sys; print(p.resources_dir()); "
         "from deckbuilder.cli import main; "
         "sys.exit(main(['--db', 'w.sqlite3', 'catalog', 'search', 'game:mc', '--limit', '2']))"],
        cwd=tmp_path, env=env, capture_output=True, text=True, check=True)
    lines = out.stdout.strip().splitlines()
    assert lines[0] == str(site / "deckbuilder" / "resources")
    assert len(lines) == 3 and all("monster-cards monster" in line for line in lines[1:])
