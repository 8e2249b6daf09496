"""Paired figures of goldfish batches played on the same seeds: two decks compared, or a
pilot against the clairvoyant bound.

Game ``g`` of both batches was dealt the same seed (common random numbers), so the games
are compared in pairs: the interval is the paired t interval of the per-game differences
(kill turns, a game not won counting as the turn limit + 1).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

#: Two-sided 97.5 % points of Student's t for small samples (degrees of freedom → t); the
#: normal 1.96 beyond.
_T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306,
         9: 2.262, 10: 2.228, 12: 2.179, 15: 2.131, 20: 2.086, 25: 2.060, 30: 2.042,
         40: 2.021, 60: 2.000, 120: 1.980}


def t975(df: int) -> float:
    """The 97.5 % point of Student's t with ``df`` degrees of freedom (a conservative
    table value: the nearest tabulated df at or below)."""
    if df > 120:
        return 1.96
    best = max(k for k in _T975 if k <= max(1, df))
    return _T975[best]


def paired_difference(a: Sequence[int], b: Sequence[int]) -> dict[str, Any]:
    """Mean of ``a[i] - b[i]`` with its 95 % paired t interval, and the shares of pairs
    where ``a`` was lower (faster) and where ``b`` was."""
    if len(a) != len(b):
        raise ValueError("both batches must have the same number of games")
    n = len(a)
    if n == 0:
        return {"mean": None, "ci95": [None, None], "p_a_faster": None, "p_b_faster": None}
    d = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(d) / n
    if n > 1:
        var = sum((x - mean) ** 2 for x in d) / (n - 1)
        half = t975(n - 1) * math.sqrt(var / n)
    else:
        half = math.inf
    lo, hi = mean - half, mean + half
    return {"mean": round(mean, 4),
            "ci95": [round(lo, 4) if math.isfinite(lo) else None,
                     round(hi, 4) if math.isfinite(hi) else None],
            "p_a_faster": round(sum(1 for x in d if x < 0) / n, 4),
            "p_b_faster": round(sum(1 for x in d if x > 0) / n, 4)}


def verdict(diff: dict[str, Any], games: int, a: str = "A", b: str = "B") -> str:
    """The comparison in words: which deck kills sooner and by how much, when the
    interval leaves no doubt; otherwise that no difference was found."""
    lo, hi = diff["ci95"]
    mean = diff["mean"]
    if mean is None or lo is None or hi is None or lo <= 0 <= hi:
        return f"no difference found in {games:,} games"
    # difference = a − b: negative means a kills sooner.
    faster = a if mean < 0 else b
    lo_abs, hi_abs = sorted((abs(lo), abs(hi)))
    return (f"{faster} kills {abs(mean):.1f} turns sooner "
            f"(95 %: {lo_abs:.1f}–{hi_abs:.1f})")


def bound_gap(pilot: Sequence[int], bound: Sequence[int], max_turns: int) -> dict[str, Any]:
    """How far a pilot is from the clairvoyant bound on the same seeds: the mean gap in
    turns, the share of games where the pilot was slower, and the bound's own figures."""
    n = len(bound)
    gap = paired_difference(pilot, bound)
    not_won = sum(1 for x in bound if x > max_turns)
    return {"mean": round(sum(bound) / n, 4) if n else None,
            "not_won_share": round(not_won / n, 4) if n else None,
            "gap_mean": gap["mean"],
            "gap_ci95": gap["ci95"],
            "slower_share": gap["p_b_faster"],
            "explanation": explain_bound(not_won, n, max_turns)}


def explain_bound(not_won: int, games: int, max_turns: int) -> str | None:
    """Why some games are lost whoever pilots, when the bound says so."""
    if not games or not not_won:
        return None
    share = 100 * not_won / games
    return (f"{share:.0f} % of shuffles cannot win by turn {max_turns} even knowing the "
            f"deck order")
