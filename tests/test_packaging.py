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
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    # `license = "MIT"` (a PEP 639 expression, not a table) is refused by setuptools
    # before 77: a build environment holding the oldest allowed release failed.
    if isinstance(pyproject["project"].get("license"), str):
        assert _setuptools_floor(pyproject) >= (77,)


@pytest.mark.slow
def test_a_wheel_builds_with_the_oldest_setuptools_allowed(tmp_path: Path) -> None:
    floor = _setuptools_floor(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8")))
    # The floor's own release series (a ".0.0" release may not exist): what a build
    # environment can get when a newer setuptools is not at hand.
    constraint = tmp_path / "constraint.txt"
    constraint.write_text(f"setuptools=={floor[0]}.*\n", encoding="utf-8")
    # A copy, so that the build's own folders (build/, *.egg-info) stay out of the tree.
    source = tmp_path / "src"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "*.egg-info", "__pycache__", ".*_cache", "tests", "bench"))
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet",
                            "--build-constraint", str(constraint), "-w", str(tmp_path / "w"),
                            str(source)], capture_output=True, text=True)
    assert build.returncode == 0, build.stderr[-3000:]
    assert next((tmp_path / "w").glob("deckbuilder-*.whl")).stat().st_size > 0


# ----------------------------------------------------------------- the dependencies

def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _declared() -> dict[str, object]:
    from packaging.requirements import Requirement

    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    reqs = [Requirement(r) for r in pyproject["project"]["dependencies"]]
    return {_normal(r.name): r for r in reqs}


def _imported_top_names() -> tuple[set[str], set[str]]:
    """Top-level names the app imports from outside the standard library: (required,
    optional); optional ones are imported in a ``try`` that catches ImportError."""
    import ast

    required: set[str] = set()
    optional: set[str] = set()
    for path in (ROOT / "deckbuilder").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        guarded: set[int] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Try) and any(
                    isinstance(h.type, ast.Name) and h.type.id in ("ImportError",
                                                                   "ModuleNotFoundError")
                    for h in node.handlers):
                guarded.update(id(n) for stmt in node.body for n in ast.walk(stmt))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                if top in sys.stdlib_module_names or top == "deckbuilder":
                    continue
                (optional if id(node) in guarded else required).add(top)
    return required, optional - required


def test_every_package_the_app_imports_is_declared() -> None:
    """A package imported directly but only installed as another's dependency (SQLAlchemy
    under sqlmodel, shiboken6 under PySide6) can change or vanish with that package."""
    from importlib.metadata import packages_distributions

    required, _optional = _imported_top_names()
    providers = packages_distributions()
    declared = _declared()
    missing = {name: providers.get(name) for name in required
               if not {_normal(d) for d in providers.get(name, [])} & declared.keys()}
    assert missing == {}, f"imported but not in pyproject's dependencies: {missing}"
    assert {"sqlalchemy", "cv2", "numpy", "PySide6", "shiboken6"} <= required


def test_opencv_and_numpy_cannot_be_installed_as_a_broken_pair() -> None:
    """OpenCV wheels before 4.10 were built against NumPy 1 and fail to import under
    NumPy 2 ("compiled using NumPy 1.x"): if the NumPy range lets 2.x in, the OpenCV floor
    must be 4.10."""
    from packaging.version import Version

    declared = _declared()
    numpy = declared["numpy"].specifier  # type: ignore[attr-defined]
    opencv = declared["opencv-python-headless"].specifier  # type: ignore[attr-defined]
    assert numpy.contains("1.26.4") and numpy.contains("2.2.0")
    assert not numpy.contains("3.0.0"), "NumPy 3 is a new ABI nobody has tried"
    assert not opencv.contains("4.9.0.80") and opencv.contains("4.10.0.84")
    floors = [Version(s.version) for s in opencv if s.operator == ">="]
    assert floors and min(floors) >= Version("4.10")


@pytest.mark.slow
def test_the_smoke_test_of_the_desktop_build_passes_from_the_source_tree(
        tmp_path: Path) -> None:
    """``launcher.py --smoke-test`` as the frozen app runs it, from the checkout: the
    journey itself works (tests/test_packaging_build.py runs it in the built app)."""
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("XDG_") and k != "DECKBUILDER_DB"}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
               QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, str(ROOT / "packaging" / "launcher.py"),
                          "--smoke-test", str(tmp_path / "out")], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, (out.stdout + out.stderr)[-4000:]
    assert "QtMultimedia" in out.stdout.split("Qt modules loaded: ", 1)[1].split()
    assert (tmp_path / "out" / "proxies.pdf").read_bytes()[:5] == b"%PDF-"
