"""Words for counts in the texts players read: "1 bonus card", "2 bonus cards" (never "card(s)")."""

from __future__ import annotations


def plural(n: int, word: str, many: str | None = None) -> str:
    """`n` and the word, singular for exactly one: plural(1, "Tip") == "1 Tip"; plural(2, "Scroll") == "2 Scrolls"."""
    return f"{n} {word if n == 1 else (many or word + 's')}"
