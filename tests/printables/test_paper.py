"""Paper and card geometry: exact sizes, nine poker-size cells that touch, centred."""

from __future__ import annotations

import pytest

from printables.paper import A4, CARD_H, CARD_W, LETTER, MM, PAPERS, card_cells, grid_lines


def test_paper_sizes_are_exact() -> None:
    assert (A4.width, A4.height) == pytest.approx((595.2755905511812, 841.8897637795276), abs=1e-9)
    assert (LETTER.width, LETTER.height) == (612.0, 792.0)
    assert set(PAPERS) == {"a4", "letter"}


def test_cards_are_poker_size() -> None:
    assert pytest.approx(63.5) == CARD_W / MM and pytest.approx(88.9) == CARD_H / MM
    assert pytest.approx((2.5 * 72, 3.5 * 72)) == (CARD_W, CARD_H)


@pytest.mark.parametrize("paper", list(PAPERS.values()), ids=list(PAPERS))
def test_nine_cells_touch_and_sit_on_the_sheet(paper) -> None:
    cells = card_cells(paper)
    assert len(cells) == 9
    assert all((c.w, c.h) == (CARD_W, CARD_H) for c in cells)
    xs, ys = grid_lines(paper)
    assert sorted({c.x for c in cells}) == pytest.approx(xs[:3])
    assert sorted({c.y for c in cells}) == pytest.approx(ys[:3])
    # Centred, with room left for crop marks on every side.
    assert xs[0] == pytest.approx(paper.width - xs[-1])
    assert ys[0] == pytest.approx(paper.height - ys[-1])
    assert min(xs[0], ys[0]) > 6 * MM
    # Row by row from the top left.
    assert cells[0].x == xs[0] and cells[0].top == pytest.approx(ys[-1])
    assert cells[8].right == pytest.approx(xs[-1]) and cells[8].y == pytest.approx(ys[0])
