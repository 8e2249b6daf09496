"""Sheet geometry (pure): what fits where, mirrored backs, locale defaults."""

from __future__ import annotations

from itertools import pairwise

import pytest

from deckbuilder.proxies.layout import (
    LayoutError,
    SheetOptions,
    card_size_for,
    compute_layout,
    corner_marks,
    cut_lines,
    default_paper,
    parse_card_size,
)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_nine_standard_cards_fit_a4_and_letter_portrait(paper: str) -> None:
    layout = compute_layout(SheetOptions(paper=paper))
    assert (layout.columns, layout.rows) == (3, 3)
    for slot in layout.slots:
        _x, _y, w, h = slot.card
        assert (w, h) == (63.0, 88.0)
        assert slot.bleed == slot.card  # no bleed asked
    # Centred on the page.
    pw = layout.page[0]
    left = min(s.card[0] for s in layout.slots)
    right = max(s.card[0] + s.card[2] for s in layout.slots)
    assert left == pytest.approx(pw - right)


def test_cards_touch_without_a_gap_and_are_apart_with_one() -> None:
    tight = compute_layout(SheetOptions())
    a, b = tight.slots[0], tight.slots[1]
    assert b.card[0] == pytest.approx(a.card[0] + 63.0)
    spaced = compute_layout(SheetOptions(gap=3))
    a, b = spaced.slots[0], spaced.slots[1]
    assert b.card[0] == pytest.approx(a.card[0] + 66.0)


def _extents(slot) -> tuple[float, float, float, float]:  # type: ignore[no-untyped-def]
    """Bleed on the left, top, right and bottom of a card box."""
    (x, y, w, h), (bx, by, bw, bh) = slot.card, slot.bleed
    return (round(x - bx, 6), round(y - by, 6), round(bx + bw - x - w, 6),
            round(by + bh - y - h, 6))


def test_bleed_is_full_outside_the_grid_and_half_the_gap_between_cards() -> None:
    layout = compute_layout(SheetOptions(bleed=2, gap=2))
    by_pos = {(s.row, s.column): s for s in layout.slots}
    assert _extents(by_pos[0, 0]) == (2.0, 2.0, 1.0, 1.0)   # top left: outside full
    assert _extents(by_pos[1, 1]) == (1.0, 1.0, 1.0, 1.0)   # centre: half the gap all round
    assert _extents(by_pos[2, 2]) == (1.0, 1.0, 2.0, 2.0)
    # Neighbours' bleeds meet in the middle of the gap and never overlap.
    a, b = by_pos[0, 0], by_pos[0, 1]
    assert a.bleed[0] + a.bleed[2] == pytest.approx(b.bleed[0])
    # A gap of twice the bleed gives every card its full bleed.
    wide = compute_layout(SheetOptions(bleed=2, gap=4, margin=3))
    assert all(_extents(s) == (2.0, 2.0, 2.0, 2.0) for s in wide.slots)


def test_without_a_gap_the_bleed_goes_round_the_outside_and_cut_lines_stay_on_cards() -> None:
    layout = compute_layout(SheetOptions(bleed=3))
    xs, ys = cut_lines(layout)
    # Cards touch: the cut lines are the card edges, 63 and 88 mm apart.
    assert [round(b - a, 6) for a, b in pairwise(xs)] == [63.0] * 3
    assert [round(b - a, 6) for a, b in pairwise(ys)] == [88.0] * 3
    by_pos = {(s.row, s.column): s for s in layout.slots}
    assert _extents(by_pos[0, 0]) == (3.0, 3.0, 0.0, 0.0)
    assert _extents(by_pos[1, 1]) == (0.0, 0.0, 0.0, 0.0)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("bleed", [0.0, 1.0, 2.0, 3.0])
def test_any_bleed_keeps_nine_cards_on_a4_and_letter(paper: str, bleed: float) -> None:
    """The 5 mm margins hold the card boxes; the bleed may run into them (Letter: 279.4 −
    264 = 15.4 mm, 7.7 mm a side, so 3 mm of bleed still leaves 4.7 mm of paper)."""
    layout = compute_layout(SheetOptions(paper=paper, bleed=bleed))
    assert (layout.columns, layout.rows) == (3, 3)
    pw, ph = layout.page
    for s in layout.slots:
        assert s.card[2:] == (63.0, 88.0)
        x, y, w, h = s.bleed
        assert x >= 0 and y >= 0 and x + w <= pw and y + h <= ph
    outer = [_extents(s) for s in layout.slots]
    assert max(max(e) for e in outer) == bleed
    # Full bleed with a gap of twice the bleed, where that still fits 3 × 3:
    # 3 × 88 + 2 × gap ≤ 279.4 − 10 on Letter means a gap of at most 2.7 mm.
    gap = 2 * bleed
    spaced = compute_layout(SheetOptions(paper=paper, bleed=bleed, gap=gap))
    fits_rows = 3 * 88 + 2 * gap <= ph - 10 + 1e-9
    fits_cols = 3 * 63 + 2 * gap <= pw - 10 + 1e-9
    assert (spaced.columns, spaced.rows) == (3 if fits_cols else 2, 3 if fits_rows else 2)


def test_a_partly_filled_page_gives_lone_cards_their_full_bleed() -> None:
    layout = compute_layout(SheetOptions(bleed=2, gap=1))
    five = layout.page_slots(5)     # row 0 full, row 1 has two cards
    by_pos = {(s.row, s.column): s for s in five}
    assert _extents(by_pos[1, 1])[2:] == (2.0, 2.0)     # nothing right of it or below
    assert _extents(by_pos[0, 2])[3] == 2.0              # nothing below
    assert _extents(by_pos[0, 1])[3] == 0.5              # a card below
    backs = {(s.row, s.column): s for s in layout.page_slots(5, back=True)}
    # The back of the lone card at column 1 sits at mirrored column 1, bleed mirrored.
    assert _extents(backs[1, 1])[0] == 2.0 and _extents(backs[1, 1])[2] == 0.5


def test_landscape_and_custom_paper() -> None:
    land = compute_layout(SheetOptions(paper="a4", landscape=True))
    assert land.page == (297.0, 210.0)
    assert (land.columns, land.rows) == (4, 2)
    custom = compute_layout(SheetOptions(paper="custom", custom_size=(100.0, 100.0), margin=2))
    assert (custom.columns, custom.rows) == (1, 1)


def test_back_slots_mirror_the_columns() -> None:
    layout = compute_layout(SheetOptions(gap=2, bleed=1))
    pw = layout.page[0]
    for front, back in zip(layout.slots, layout.back_slots, strict=True):
        assert back.row == front.row
        assert back.column == layout.columns - 1 - front.column
        # The back of a card sits at the mirror image of its front.
        assert back.card[0] == pytest.approx(pw - front.card[0] - front.card[2])
        assert back.card[1] == pytest.approx(front.card[1])


def test_bad_options_are_refused_with_a_reason() -> None:
    with pytest.raises(LayoutError, match="bleed"):
        SheetOptions(bleed=4)
    with pytest.raises(LayoutError, match="paper"):
        SheetOptions(paper="b5")
    with pytest.raises(LayoutError, match="does not fit") as err:
        compute_layout(SheetOptions(paper="custom", custom_size=(50.0, 50.0)))
    # A code and numbers the GUI can put in its own language.
    assert err.value.code == "no_fit"
    assert err.value.params["page_w"] == 50.0 and err.value.params["card_h"] == 88.0
    with pytest.raises(LayoutError, match="cut marks"):
        SheetOptions(cut_marks="dots")


def test_cut_lines_and_corner_marks() -> None:
    layout = compute_layout(SheetOptions())
    xs, ys = cut_lines(layout)
    assert len(xs) == 4 and len(ys) == 4
    assert xs[1] - xs[0] == pytest.approx(63.0)
    marks = corner_marks(layout.slots[0])
    assert len(marks) == 8
    x, y, _w, _h = layout.slots[0].card
    # No mark touches the card itself.
    for x1, y1, x2, y2 in marks:
        assert not (x < min(x1, x2) < x + 63 and y < min(y1, y2) < y + 88)


@pytest.mark.parametrize(("env", "paper"), [
    ({"LANG": "en_US.UTF-8"}, "letter"),
    ({"LANG": "fr_CA.UTF-8"}, "letter"),
    ({"LANG": "ru_RU.UTF-8"}, "a4"),
    ({"LANG": "de_DE.UTF-8", "LC_PAPER": "en_US.UTF-8"}, "letter"),
    ({"LANG": "C.UTF-8"}, "a4"),
    ({}, "a4"),
])
def test_the_default_paper_follows_the_locale(monkeypatch: pytest.MonkeyPatch,
                                              env: dict[str, str], paper: str) -> None:
    for var in ("LC_ALL", "LC_PAPER", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    assert default_paper() == paper
    assert default_paper("US") == "letter" and default_paper("GB") == "a4"


def test_card_size_follows_the_game_and_parses_from_the_command_line() -> None:
    assert card_size_for(["redakai"]) == (63.0, 88.0)
    assert card_size_for([]) == (63.0, 88.0)
    assert parse_card_size("59x86") == (59.0, 86.0)
    assert parse_card_size(" 63,5 × 88 ") == (63.5, 88.0)
    for bad in ("63", "axb", "0x88", "63x88x3", "-5x88"):
        with pytest.raises(LayoutError):
            parse_card_size(bad)


def test_a_game_with_its_own_card_size_gets_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import dataclasses

    from deckbuilder.rules import registry

    registry.all_games()
    smaller = dataclasses.replace(registry.get_game("redakai"), card_size_mm=(59.0, 86.0))
    monkeypatch.setitem(registry._GAMES, "redakai", smaller)
    assert card_size_for(["redakai", "redakai"]) == (59.0, 86.0)
    # Mixed games with different sizes fall back to the standard size.
    assert card_size_for(["redakai", "monsuno"]) == (63.0, 88.0)
    layout = compute_layout(SheetOptions(card_size=card_size_for(["redakai"])))
    assert layout.slots[0].card[2:] == (59.0, 86.0)
