"""A script's or style's wire copy without its comment lines and indentation: a third less to download.

The files under web/static are written to be read, a comment on every rule that needs one; a
phone only runs them. Before a static script or style is compressed (web/compress.py), the lines
that hold only a comment and every line's leading spaces are left out: the King of All Bards' page
came to ~20 KB less as sent. This is no build step: the files are served from where they are
written, a line at a time, and a client that does not ask for gzip (a developer's `curl`) gets
them as written.

Only what cannot change a file's meaning is taken out, and a file this reading cannot be sure of
is sent whole: one with a string that runs over lines (a template literal or a `\\` line end), or
a block comment opened after code on a line without closing there.
"""

from __future__ import annotations

SCRIPT, STYLE = "script", "style"


def kind_of(mimetype: str) -> str | None:
    """SCRIPT or STYLE for a mimetype this module slims, else None."""
    if mimetype in ("text/javascript", "application/javascript"):
        return SCRIPT
    return STYLE if mimetype == "text/css" else None


def slim(text: str, kind: str) -> str:
    """`text` without comment-only lines, blank lines and indentation; `text` itself unless surely the same code."""
    kept: list[str] = []
    in_comment = False
    for raw in text.split("\n"):
        # A template literal or a string continued with `\` over lines: its lines are its value.
        if raw.count("`") % 2 or raw.rstrip().endswith("\\"):
            return text
        line = raw.strip()
        if in_comment:
            end = line.find("*/")
            if end < 0:
                continue
            in_comment, line = False, line[end + 2 :].strip()
        elif line.startswith("/*"):
            end = line.find("*/", 2)
            if end < 0:
                in_comment = True
                continue
            line = line[end + 2 :].strip()
        if not line or (kind == SCRIPT and line.startswith("//")):
            continue
        # Code that opens a block comment it does not close on its line (or "/*" in a string):
        # which lines follow inside the comment cannot be told here.
        opened = line.rfind("/*")
        if opened >= 0 and line.find("*/", opened + 2) < 0:
            return text
        kept.append(line)
    return text if in_comment else "\n".join(kept) + "\n"
