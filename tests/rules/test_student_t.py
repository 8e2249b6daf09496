"""Student's t quantiles (the paired interval of ``compare``): computed, not looked up in
a table that falls to the normal 1.96 past 120 degrees of freedom (up to 1 % too narrow)."""

from __future__ import annotations

import pytest

from deckbuilder.rules.compare import paired_difference, student_t_quantile, t975

#: (p, degrees of freedom) → the quantile, from published tables (R's qt, to 5 decimals).
KNOWN = {(0.975, 1): 12.70620, (0.975, 2): 4.30265, (0.975, 3): 3.18245,
         (0.975, 5): 2.57058, (0.975, 10): 2.22814, (0.975, 30): 2.04227,
         (0.975, 120): 1.97993, (0.975, 121): 1.97976, (0.975, 200): 1.97190,
         (0.975, 1000): 1.96234, (0.995, 3): 5.84091, (0.995, 10): 3.16927,
         (0.95, 7): 1.89458, (0.9, 60): 1.29582}


@pytest.mark.parametrize(("p", "df"), sorted(KNOWN))
def test_the_quantile_matches_the_table(p: float, df: int) -> None:
    assert student_t_quantile(p, df) == pytest.approx(KNOWN[(p, df)], abs=5e-5)


def test_past_120_degrees_of_freedom_it_stays_above_the_normal_point() -> None:
    values = [t975(df) for df in (121, 150, 500, 1000, 10_000)]
    assert values == sorted(values, reverse=True)
    assert all(v > 1.95996 for v in values)
    assert t975(10**7) == pytest.approx(1.95996, abs=5e-5)


def test_the_paired_interval_of_200_games_uses_t_199() -> None:
    # Differences alternating 0 and 2: mean 1, sd 1.0025 (n − 1), half width
    # t(0.975, 199) · sd / √200 = 1.97196 · 1.0025 / 14.142 = 0.13979.
    d = paired_difference([2, 0] * 100, [0, 0] * 100)
    assert d["ci95"] == [pytest.approx(1 - 0.13979, abs=1e-4),
                         pytest.approx(1 + 0.13979, abs=1e-4)]


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError):
        student_t_quantile(0.4, 10)
    with pytest.raises(ValueError):
        student_t_quantile(0.975, 0)
