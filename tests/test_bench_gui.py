"""bench/gui.py: the window benchmark compiles the package once per run, not per start."""

from __future__ import annotations

import compileall
import io
from pathlib import Path
from typing import Any

import pytest

from bench import gui


class _ShownWindow:
    """A started app that reports its window shown at once (no Qt needed here)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.stdout = io.StringIO("window shown\n")

    def wait(self) -> int:
        return 0


def test_a_run_of_several_starts_compiles_the_package_once(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    compiled: list[object] = []
    monkeypatch.setattr(compileall, "compile_dir", lambda *a, **k: compiled.append(a))
    monkeypatch.setattr(gui.subprocess, "Popen", _ShownWindow)
    cache_clear = getattr(gui._compile_once, "cache_clear", None)
    if cache_clear is not None:
        cache_clear()  # a run of its own, whatever ran in this process before
    for _start in range(3):
        assert gui.startup_seconds(tmp_path / "db.sqlite3", tmp_path) >= 0
    assert len(compiled) == 1
