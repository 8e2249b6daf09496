"""Paired figures of goldfish batches played on the same seeds: two decks compared, or a
pilot against the clairvoyant bound.

Game ``g`` of both batches was dealt the same seed (common random numbers), so the games
are compared in pairs: the interval is the paired t interval of the per-game differences
(kill turns, a game not won counting as the turn limit + 1).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from statistics import NormalDist
from typing import Any


def student_t_quantile(p: float, df: int) -> float:
    """The ``p`` quantile (0.5 < p < 1) of Student's t with ``df`` degrees of freedom.

    G. W. Hill, "Algorithm 396: Student's t-quantiles", Comm. ACM 13 (1970) 619: exact
    for 1 and 2 degrees of freedom, otherwise an expansion about the normal quantile
    accurate to about six significant figures for any ``df`` (the t table is not needed,
    nor its fall to the normal 1.96 past 120 degrees of freedom, up to 1 % too narrow).
    """
    if not 0.5 < p < 1 or df < 1:
        raise ValueError(f"need 0.5 < p < 1 and df >= 1, not p={p}, df={df}")
    two_tailed = 2 * (1 - p)
    n = float(df)
    if df == 1:
        return math.cos(two_tailed * math.pi / 2) / math.sin(two_tailed * math.pi / 2)
    if df == 2:
        return math.sqrt(2 / (two_tailed * (2 - two_tailed)) - 2)
    a = 1 / (n - 0.5)
    b = 48 / (a * a)
    c = ((20700 * a / b - 98) * a - 16) * a + 96.36
    d = ((94.5 / (b + c) - 3) / b + 1) * math.sqrt(a * math.pi / 2) * n
    x = d * two_tailed
    y = x ** (2 / n)
    if y > 0.05 + a:
        # Far from the tail: the Cornish-Fisher-like expansion about the normal deviate
        # (the lower-tail one, negative, as Hill's polynomial expects).
        x = NormalDist().inv_cdf(two_tailed / 2)
        y = x * x
        if df < 5:
            c += 0.3 * (n - 4.5) * (x + 0.6)
        c = (((0.05 * d * x - 5) * x - 7) * x - 2) * x + b + c
        y = (((((0.4 * y + 6.3) * y + 36) * y + 94.5) / c - y - 3) / b + 1) * x
        y = math.expm1(a * y * y)
    else:
        # Deep in the tail (few degrees of freedom, small p): the asymptotic series.
        y = ((1 / (((n + 6) / (n * y) - 0.089 * d - 0.822) * (n + 2) * 3)
              + 0.5 / (n + 4)) * y - 1) * (n + 1) / (n + 2) + 1 / y
    return math.sqrt(n * y)


def t975(df: int) -> float:
    """The 97.5 % point of Student's t with ``df`` degrees of freedom (at least 1): the
    half-width factor of a two-sided 95 % interval."""
    return student_t_quantile(0.975, max(1, df))


def wilson(wins: float, n: int, z: float = 1.96) -> list[float | None]:
    """The Wilson score interval of a share (95 % by default); ``[None, None]`` for no
    games.

    A draw may count as half a win (a *score*): the interval is then the Wilson interval
    of the score read as a share of wins. It is conservative for a score: it allows for
    the spread of a game that is won or lost, p(1 − p), and a half point has less spread
    (the true variance of a game's score is p(1 − p) − draws/4n), so the interval is at
    least as wide as the score needs — exact when no game is drawn."""
    if n <= 0:
        return [None, None]
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return [round(max(0.0, mid - half), 4), round(min(1.0, mid + half), 4)]


def paired_difference(a: Sequence[int], b: Sequence[int]) -> dict[str, Any]:
    """Mean of ``a[i] - b[i]`` with its 95 % paired t interval; the shares of pairs
    where ``a`` was lower (faster), where ``b`` was and where they tied; and ``a``'s
    score (a tie counting as half) with its interval."""
    if len(a) != len(b):
        raise ValueError("both batches must have the same number of games")
    n = len(a)
    if n == 0:
        return {"mean": None, "ci95": [None, None], "p_a_faster": None, "p_b_faster": None,
                "p_same": None, "a_score": None, "a_score_ci95": [None, None]}
    d = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(d) / n
    if n > 1:
        var = sum((x - mean) ** 2 for x in d) / (n - 1)
        half = t975(n - 1) * math.sqrt(var / n)
    else:
        half = math.inf
    lo, hi = mean - half, mean + half
    a_faster = sum(1 for x in d if x < 0)
    b_faster = sum(1 for x in d if x > 0)
    same = n - a_faster - b_faster
    # A's score: a pair where A was faster counts one, a tie (the same turn) half, like a
    # drawn matchup game; its interval is the (conservative) Wilson interval of a score.
    score = a_faster + same / 2
    return {"mean": round(mean, 4),
            "ci95": [round(lo, 4) if math.isfinite(lo) else None,
                     round(hi, 4) if math.isfinite(hi) else None],
            "p_a_faster": round(a_faster / n, 4),
            "p_b_faster": round(b_faster / n, 4),
            "p_same": round(same / n, 4),
            "a_score": round(score / n, 4), "a_score_ci95": wilson(score, n)}


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
