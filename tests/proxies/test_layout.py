"""Sheet geometry (pure): what fits where, mirrored backs, locale defaults."""

from __future__ import annotations

import pytest

from deckbuilder.proxies.layout import (
    LayoutError,
    SheetOptions,
    compute_layout,
    corner_marks,
    cut_lines,
    default_paper,
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


def test_bleed_grows_the_slot_around_the_card() -> None:
    layout = compute_layout(SheetOptions(bleed=2, margin=3))
    s = layout.slots[0]
    assert s.bleed[2:] == (67.0, 92.0)
    assert s.card[0] - s.bleed[0] == pytest.approx(2.0)
    assert s.card[1] - s.bleed[1] == pytest.approx(2.0)


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
    with pytest.raises(LayoutError, match="does not fit"):
        compute_layout(SheetOptions(paper="custom", custom_size=(50.0, 50.0)))
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
