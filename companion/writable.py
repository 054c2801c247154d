"""What is wrong with a path the command line is told to write to, said in one line (or nothing)."""

from __future__ import annotations

import os
from pathlib import Path

from companion.i18n import _


def missing_folders(path: Path) -> list[Path]:
    """The folders above `path` that do not exist yet, outermost first (writing there creates them)."""
    missing = []
    for parent in path.absolute().parents:
        if parent.exists():
            break
        missing.append(parent)
    return missing[::-1]


def problem(path: Path, *, folder: bool = False) -> str | None:
    """Why a file (or, with `folder`, a folder) cannot be written at `path`; None when it can.

    Checked before the work is done, so that the user hears what is wrong in words and not, after
    the work, as an OS error about the first folder `mkdir` tripped over ("File exists").
    """
    path = path.absolute()
    if path.exists():
        if folder and not path.is_dir():
            return _("{path} is a file, not a folder").format(path=path)
        if not folder and path.is_dir():
            return _("{path} is a folder, not a file").format(path=path)
        if not os.access(path, os.W_OK):
            return _("{path} cannot be written (permission denied)").format(path=path)
        return None
    nearest = next(p for p in path.parents if p.exists())  # the root always exists
    if not nearest.is_dir():
        return _("{path} cannot be made: {file} is a file, not a folder").format(path=path, file=nearest)
    if not os.access(nearest, os.W_OK | os.X_OK):
        return _("{path} cannot be made: {folder} cannot be written (permission denied)").format(
            path=path, folder=nearest
        )
    return None
