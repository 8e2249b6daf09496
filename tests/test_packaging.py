"""The package as it installs: every package folder is listed in pyproject.toml, and a
regular (non-editable) install carries the bundled resources and works from anywhere."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_folder_is_listed_in_pyproject() -> None:
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
                 ["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "deckbuilder").rglob("__init__.py")
    }
    assert found | {"deckbuilder.resources"} == listed


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
