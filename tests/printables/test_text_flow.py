"""Setting text: wrapping keeps inside the column, text shrinks to fit, and refuses to spill."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printables import flow, fonts
from printables.layout import Bullets, Heading, Text
from printables.paper import MM, Rect
from printables.text import fit_size, runs, wrap

fonts.register()
LETTERS = "abcdefghijklmnopqrstuvwxyzАБВГДЕЖЗИЙКЛМНОПабвгдежзийклмн0123456789-—·'"
WORDS = st.text(alphabet=LETTERS, min_size=1, max_size=40)


def _width(line: list[tuple[str, str]], size: float) -> float:
    return sum(fonts.width(t, f, size) for t, f in line[:-1]) + (
        fonts.width(line[-1][0].rstrip(), line[-1][1], size) if line else 0
    )


@settings(max_examples=120, deadline=None)
@given(
    words=st.lists(WORDS, min_size=1, max_size=30),
    bold=st.booleans(),
    width=st.floats(min_value=20, max_value=300),
    size=st.floats(min_value=4, max_value=14),
)
def test_wrapped_lines_stay_inside_the_column_and_keep_every_character(words, bold, width, size) -> None:
    text = " ".join(words)
    lines = wrap(runs(text, bold), size, width)
    assert all(_width(line, size) <= width + 1e-6 for line in lines)
    assert "".join(t for line in lines for t, _ in line).replace(" ", "") == text.replace(" ", "")


def test_markup_makes_bold_runs() -> None:
    assert runs("a **Knight** scores") == [("a ", fonts.REGULAR), ("Knight", fonts.BOLD), (" scores", fonts.REGULAR)]


def test_a_long_name_shrinks_to_its_box() -> None:
    name = "Мирослава Константиновна"
    size = fit_size(name, fonts.BOLD, 10, 20 * MM)
    assert size < 10
    assert fonts.width(name, fonts.BOLD, size) <= 20 * MM
    assert fit_size("Ana", fonts.BOLD, 10, 20 * MM) == 10


def test_a_region_that_fits_keeps_the_full_size() -> None:
    region = [Rect(0, 0, 60 * MM, 80 * MM)]
    size, placed = flow.fit([Heading("Round"), Text("Short.")], region, 9, 5)
    assert size == 9 and [p.region for p in placed] == [0, 0]


def test_too_much_text_shrinks_until_it_fits() -> None:
    region = [Rect(0, 0, 60 * MM, 40 * MM)]
    items = [Heading("Scoring"), Bullets([f"Item {i}: a line of rules text that wraps" for i in range(12)])]
    size, placed = flow.fit(items, region, 9, 4)
    assert 4 <= size < 9
    assert flow.place(items, region, size + 0.1) is None  # the largest size that fits, give or take
    bottom = min(p.top - flow.blocks.height(p.block, region[0].w, size) for p in placed)
    assert bottom >= region[0].y - 0.01


def test_a_list_continues_in_the_next_column_and_headings_stay_with_their_text() -> None:
    cols = [Rect(0, 0, 50 * MM, 30 * MM), Rect(60 * MM, 0, 50 * MM, 30 * MM)]
    items = [Bullets([f"step {i}" for i in range(8)]), Heading("Next"), Text("body")]
    placed = flow.place(items, cols, 9)
    assert placed is not None
    assert {p.region for p in placed} == {0, 1}
    heading = next(p for p in placed if isinstance(p.block, Heading))
    assert heading.region == placed[-1].region


def test_text_that_cannot_fit_is_refused_not_spilled() -> None:
    with pytest.raises(flow.Overflow):
        flow.fit([Text("word " * 500)], [Rect(0, 0, 30 * MM, 20 * MM)], 9, 6)
