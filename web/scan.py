"""Scanning a filled score sheet: the photo in, each field's value, confidence and crop out.

`POST /api/tables/<code>/scan` (the host's token) reads a sheet for that table; `POST /api/scan`
reads a blank sheet (no table printed on it), which the phone then opens as a new finished table.
Reading records nothing: the host confirms the figures with the table's `score_sheet` action.
The reader is companion/scan (OpenCV, the optional `scan` extra); without it both answer 415.
"""

from __future__ import annotations

import base64
import io
from typing import Any

from flask import Blueprint, Response, jsonify, request
from werkzeug.exceptions import RequestEntityTooLarge

from companion import table_actions
from companion.errors import ActionError, Forbidden
from companion.games import get_game, sheet_sums, sheet_values
from companion.games import sheet as sheets
from companion.i18n import _
from web import action, errors, limits, scan_reader
from web.api import tables

bp = Blueprint("scan", __name__, url_prefix="/api")

MAX_PHOTO = scan_reader.MAX_PHOTO
CROP_WIDTH = 480  # px: sharp on a 360 px phone at 1.3x text, small on the wire


def _photo() -> bytes:
    """The uploaded photo (multipart field `photo`); 413 when too large, 400 when missing or empty."""
    request.max_content_length = MAX_PHOTO
    try:
        upload = request.files.get("photo")
    except RequestEntityTooLarge:
        raise ActionError("request_entity_too_large", _(errors.TOO_LARGE), status=413) from None
    data = b""
    if upload:
        try:
            data = upload.read()
        finally:  # a photo past 500 KB is spooled to a temporary file: closed here, not left to the collector
            upload.close()
    if not data:
        said = _("Send the photo as multipart/form-data in the field 'photo'")
        raise ActionError("missing_photo", said)
    return data


@bp.post("/tables/<code>/scan")
def scan_for_table(code: str) -> Response:
    """Read a photo of this table's score sheet (the host only: the host confirms it)."""
    token = action.required_token(request.headers.get("Authorization", ""))
    with limits.guard(code, disguise=True):
        table = tables().get(code)
    if table_actions.whois(table, token) != "host":
        raise Forbidden("host_only", _("Only the host can scan the score sheet: the host confirms it"))
    read = scan_reader.read(_photo())
    if read.game != table.game.id:
        said = _("This is a score sheet of {sheet}, and this table plays {table}: scan this table's own sheet")
        raise ActionError("other_game", said.format(sheet=_(get_game(read.game).title), table=_(table.game.title)), 409)
    # The table's first code (its id) or the one it has now: a sheet printed before "New join code" still counts.
    if read.table is not None and read.table not in (table.record.code, table.record.join_code):
        said = _("This score sheet was printed for another table ({other}): scan the sheet printed for this one")
        raise ActionError("other_table", said.format(other=read.table), 409)
    if read.players != len(table.players):
        said = _("This sheet has {sheet} players and this table {table}: scan the sheet printed for this table")
        raise ActionError("other_players", said.format(sheet=read.players, table=len(table.players)), 409)
    got = answer(read, [p.name for p in table.players], _row_names(table.state))
    got["app"] = sheet_sums.live(table.game, table.state)  # the game confirming would end: shown beside the sheet
    got["possible"] = sheet_values.possible(read.game, table.state, read.players)  # the phone marks the rest
    return jsonify(got)


def _row_names(state: dict[str, Any]) -> dict[str, str]:
    """A score pad's rows by the names the table gave them (its categories; "Round 2"), as printed on its sheet."""
    names = {f"category{i}": str(c) for i, c in enumerate(state.get("categories") or [], start=1)}
    names.update({f"round{r}": _("Round {n}").format(n=r) for r in range(1, int(state.get("rounds") or 0) + 1)})
    return names


@bp.post("/scan")
def scan_blank() -> Response:
    """Read a photo of a blank sheet (one printed without a table): the phone opens its finished table."""
    read = scan_reader.read(_photo())
    if read.table is not None:
        said = _("This score sheet belongs to table {code}: open that table and scan it there (Table sheet)")
        raise ActionError("table_sheet", said.format(code=read.table), 409, table=read.table)
    names = [n or _("Player {n}").format(n=i + 1) for i, n in enumerate(read.names)]
    got = answer(read, names)
    got["app"] = None
    got["possible"] = sheet_values.possible(read.game, None, read.players)
    return jsonify(got)


def answer(read: Any, names: list[str], row_names: dict[str, str] | None = None) -> dict[str, Any]:
    """The reading as the phone shows it: each field (value, confidence, crop); the rows adding up to the Total."""
    threshold = scan_reader.threshold()
    page = _page(read.page)
    fields = [_field(f, threshold, page) for f in read.fields]
    for f in fields:  # the reader knows a free row by its place ("#1"); the table knows its name
        f["label"] = (row_names or {}).get(f["key"], f["label"])
    # A row the game's tally needs that this page does not carry (a sheet over several pages): typed.
    have = {(f["key"], f["seat"]) for f in fields}
    labels = {f["key"]: f["label"] for f in fields}  # the other seats' page prints the same rows
    for key in sheets.required(read.game):
        for seat in range(read.players):
            if (key, seat) not in have:
                fields.append({**_NOT_ON_PAGE, "key": key, "seat": seat, "label": labels.get(key, key)})
    must = sum(1 for f in fields if f["value"] is None)
    return {
        "game": read.game,
        "title": _(get_game(read.game).title),
        "table": read.table,
        "players": read.players,
        "names": names,
        "threshold": threshold,
        "required": sheets.required(read.game),
        "total": sheets.tally_of(read.game).total,
        "groups": sheet_sums.groups(read.game, list(dict.fromkeys(f["key"] for f in fields))),
        "fields": fields,
        "must_type": must,
        "message": _count_message(must),
    }


_NOT_ON_PAGE = {"value": None, "guess": None, "confidence": 0.0, "empty": True, "unread": False, "crop": ""}


def _count_message(must: int) -> str:
    if not must:
        return _("Every figure was read: check them against the sheet, then confirm.")
    return _("Type the figures marked unread or empty ({n}), then confirm.").format(n=must)


def _page(data: bytes) -> Any:
    """The rectified page, decoded once for all its crops (None when it is not an image)."""
    from PIL import Image, UnidentifiedImageError

    try:
        img = Image.open(io.BytesIO(data))
        img.load()
    except (UnidentifiedImageError, OSError, ValueError):
        return None
    return img


def _field(f: Any, threshold: float, page: Any) -> dict[str, Any]:
    """One field: a value below the threshold is sent as unread (None): the player must type it."""
    sure = f.value is not None and not f.empty and f.confidence >= threshold
    return {
        "key": f.key,
        "seat": f.seat,
        "label": f.label,
        "value": f.value if sure else None,
        "guess": f.value,
        "confidence": round(float(f.confidence), 3),
        "empty": bool(f.empty),
        "unread": not sure and not f.empty,
        "crop": crop(page, f.box),
    }


def crop(img: Any, box: tuple[int, int, int, int]) -> str:
    """The field cut from the rectified page, as a JPEG data URL ("" when the box is off the page)."""
    if img is None:
        return ""
    x, y, w, h = (int(v) for v in box)
    part = img.crop((max(0, x), max(0, y), min(img.width, x + w), min(img.height, y + h)))
    if part.width < 2 or part.height < 2:
        return ""
    if part.width > CROP_WIDTH:
        part = part.resize((CROP_WIDTH, max(1, part.height * CROP_WIDTH // part.width)))
    out = io.BytesIO()
    part.convert("RGB").save(out, "JPEG", quality=70)
    return "data:image/jpeg;base64," + base64.b64encode(out.getvalue()).decode("ascii")
