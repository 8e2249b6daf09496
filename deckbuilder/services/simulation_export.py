"""A goldfish batch's results as a CSV file a spreadsheet opens: the summary figures, the
kill-turn histogram and the "in hand by turn" table, one section after the other."""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from typing import Any

from deckbuilder.catalog.csv_records import neutralise

#: Section titles, each on a row of its own before the section's header row.
SUMMARY_SECTION = "Summary"
HISTOGRAM_SECTION = "Kill turn histogram"
IN_HAND_SECTION = "In hand by turn"
NOT_WON_ROW = "not won"

_SUMMARY_KEYS = ("ruleset", "deck", "games", "games_requested", "cancelled", "seed", "policy",
                 "max_turns", "players", "workers")
_KILL_KEYS = ("mean", "median", "p10", "p90", "not_won", "not_won_share")
_AFTER_KEYS = ("win_share", "dead_turn_share", "games_per_second", "seconds")


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return neutralise(str(value))  # a deck named "=cmd|…" must not run in a spreadsheet


def simulation_csv(summary: Mapping[str, Any]) -> str:
    """The CSV text of a batch summary (the dict of ``PlaytestService.summary``, optionally
    with ``deck``, ``games_requested``, ``cancelled``, ``workers``, ``games_per_second`` and
    ``seconds`` added). Shares are fractions (0.25 = 25%); the histogram lists every turn
    from 1 to ``max_turns`` (zeros included) and then the games not won."""
    out = io.StringIO()
    w = csv.writer(out)
    w.writerow([SUMMARY_SECTION])
    w.writerow(["field", "value"])
    for key in _SUMMARY_KEYS:
        if key in summary:
            w.writerow([key, _cell(summary[key])])
    kill: Mapping[str, Any] = summary.get("kill_turn") or {}
    for key in _KILL_KEYS:
        if key in kill:
            w.writerow([f"kill_turn_{key}" if not key.startswith("not_won") else key,
                        _cell(kill[key])])
    for key in _AFTER_KEYS:
        if key in summary:
            w.writerow([key, _cell(summary[key])])
    for key, value in (summary.get("options") or {}).items():
        w.writerow([f"option.{key}", _cell(value)])
    w.writerow(["not_simulated", neutralise("; ".join(summary.get("not_simulated") or ()))])

    w.writerow([])
    w.writerow([HISTOGRAM_SECTION])
    w.writerow(["turn", "games"])
    histogram = {int(t): int(n) for t, n in (kill.get("histogram") or {}).items()}
    last = max([int(summary.get("max_turns") or 0), *histogram])
    for turn in range(1, last + 1):
        w.writerow([turn, histogram.get(turn, 0)])
    w.writerow([NOT_WON_ROW, _cell(kill.get("not_won", 0))])

    w.writerow([])
    w.writerow([IN_HAND_SECTION])
    rows: Mapping[str, list[float]] = summary.get("in_hand_by_turn") or {}
    turns = max((len(r) for r in rows.values()), default=0)
    w.writerow(["card", *(f"turn {t}" for t in range(1, turns + 1))])
    for name, row in rows.items():
        w.writerow([neutralise(name), *(_cell(v) for v in row)])
    return out.getvalue()
