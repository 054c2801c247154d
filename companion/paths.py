"""Where the app keeps its data on this machine."""

from __future__ import annotations

from pathlib import Path


def default_db() -> Path:
    """The SQLite file `companion serve` and `companion print --table` use by default."""
    from platformdirs import user_data_path

    return user_data_path("companion") / "companion.sqlite3"
