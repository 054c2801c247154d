"""Tales of Danger: a Sponsor card's values tapped in, as a player reads them off the card (none is prefilled, pt39)."""

from __future__ import annotations

from playwright.sync_api import Locator


def pick_values(scope: Locator, start: int = 2, market: int = 2, most: int = 7) -> None:
    """Tap Start, Market and Max in the value rows under `scope` (the secure sheet or the Act 2 form)."""
    for key, n in (("start", start), ("market", market), ("max", most)):
        scope.locator(f'[data-v="{key}"]').get_by_role("button", name=str(n), exact=True).click()
