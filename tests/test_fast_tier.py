"""The fast tier (`pytest -m fast`, README "Working on Deckbuilder") holds the rules,
catalog, services and quick CLI tests, and never a window test or a slow one."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _fast(*paths: str) -> set[str]:
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-m", "fast",
                          "-p", "no:cacheprovider", *paths], capture_output=True, text=True,
                         cwd=ROOT, timeout=300)
    assert out.returncode in (0, 5), out.stdout + out.stderr  # 5: nothing selected
    return {line.split("::")[0] for line in out.stdout.splitlines() if "::" in line}


def test_the_fast_tier_takes_rules_catalog_services_and_cli_but_no_window_or_slow_test() -> None:
    chosen = _fast("tests/rules/test_cards.py", "tests/catalog/test_decks.py",
                   "tests/test_deck_formats.py", "tests/test_cli_decks.py",
                   "tests/ui/test_backup_ui.py", "tests/test_crash_safety.py")
    assert chosen == {"tests/rules/test_cards.py", "tests/catalog/test_decks.py",
                      "tests/test_deck_formats.py", "tests/test_cli_decks.py"}

