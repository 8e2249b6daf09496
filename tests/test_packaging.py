"""The package as it installs: every package folder is found by the build, and a
regular (non-editable) install carries the bundled resources and works from anywhere."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
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


def _setuptools_floor(pyproject: dict) -> tuple[int, ...]:
    """The lowest setuptools version the build requirements allow (from ``>=``)."""
    for req in pyproject["build-system"]["requires"]:
        m = re.fullmatch(r"\s*setuptools\s*>=\s*([\d.]+)\s*", req)
        if m:
            return tuple(int(p) for p in m.group(1).split("."))
    raise AssertionError("the build requirements name no 'setuptools>=' floor")


def test_the_setuptools_floor_understands_the_license_field() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    # `license = "MIT"` (a PEP 639 expression, not a table) is refused by setuptools
    # before 77: a build environment holding the oldest allowed release failed.
    if isinstance(pyproject["project"].get("license"), str):
        assert _setuptools_floor(pyproject) >= (77,)


@pytest.mark.slow
def test_a_wheel_builds_with_the_oldest_setuptools_allowed(tmp_path: Path) -> None:
    floor = _setuptools_floor(tomllib.loads((ROOT / "pyproject.toml").read_text()))
    # The floor's own release series (a ".0.0" release may not exist): what a build
    # environment can get when a newer setuptools is not at hand.
    constraint = tmp_path / "constraint.txt"
    constraint.write_text(f"setuptools=={floor[0]}.*\n")
    # A copy, so that the build's own folders (build/, *.egg-info) stay out of the tree.
    source = tmp_path / "src"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "*.egg-info", "__pycache__", ".*_cache", "tests", "bench"))
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet",
                            "--build-constraint", str(constraint), "-w", str(tmp_path / "w"),
                            str(source)], capture_output=True, text=True)
    assert build.returncode == 0, build.stderr[-3000:]
    assert next((tmp_path / "w").glob("deckbuilder-*.whl")).stat().st_size > 0
