"""Scanning real photos (bench/scan_corpus.py's, of the real PDFs) through the API and companion/scan:
each photo that is not this table's sheet says what to do and records nothing; an empty field must be typed.
"""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient
from PIL import Image

from tests.conftest import act, bearer
from tests.web.scan_fake import multipart

pytest.importorskip("cv2", reason="the scan extra (OpenCV) reads the photos")
from bench import scan_corpus  # needs OpenCV
from tests.web.scan_photos import table_photo


def upload(client: FlaskClient, t: dict, photo: bytes):
    """POST a photo to the table's scan as its host."""
    body, kind = multipart(photo)
    return client.post(f"/api/tables/{t['code']}/scan", data=body, content_type=kind, headers=bearer(t["host_token"]))


def test_real_photos_that_are_not_this_tables_sheet_say_what_to_do(app: Flask, client: FlaskClient, new_table) -> None:
    engine = app.extensions["tables"]
    t, other = new_table("bard-saga", ["Ann", "Bob"]), new_table("bard-saga", ["Cy", "Dee"])
    noise = scan_corpus.to_jpeg(Image.effect_noise((900, 1200), 60))
    photos = [
        (scan_corpus.make("minstrels", 1, megapixels=1.5, tilt=8, blur=0.3, quality=85).jpeg, 409, "other_game"),
        (table_photo(engine, other["code"], "http://x", seed=2, megapixels=1.5).jpeg, 409, "other_table"),
        (noise, 422, "not_a_sheet"),
        (table_photo(engine, t["code"], "http://x", seed=3, megapixels=1.5, blur=9.0).jpeg, 422, "too_blurred"),
    ]
    for photo, status, code in photos:
        r = upload(client, t, photo)
        assert (r.status_code, r.json["error"]["code"]) == (status, code), r.json
        assert len(r.json["error"]["message"]) > 30, "a message that says what to do"
    assert client.get(f"/api/tables/{t['code']}").json["seq"] == t["seq"]


def test_a_real_photo_with_a_field_left_empty_must_have_it_typed(app: Flask, client: FlaskClient, new_table) -> None:
    t = new_table("bard-saga", ["Ann", "Bob"])
    shot = table_photo(app.extensions["tables"], t["code"], "http://x", seed=4, megapixels=2.0, empty=0.3)
    got = upload(client, t, shot.jpeg).json
    left = sorted(k for k, v in shot.truth.items() if v is None)
    assert left, "the seed leaves a field empty"
    assert sorted((f["key"], f["seat"]) for f in got["fields"] if f["empty"]) == left
    sure = [f for f in got["fields"] if f["value"] is not None]
    assert all(f["value"] == shot.truth[(f["key"], f["seat"])] for f in sure), "no field read confidently and wrong"
    values: dict[str, list] = {}
    for f in got["fields"]:
        values.setdefault(f["key"], [None, None])[f["seat"]] = f["value"]
    if all(None not in values.get(k, [None]) for k in got["required"]):
        pytest.fail(f"seed 4 must leave a required row unfilled; left {left}")
    refused = act(client, t, {"type": "score_sheet", "values": values}, "host", status=400)
    assert "type it" in refused["error"]["message"]
    assert client.get(f"/api/tables/{t['code']}").json["seq"] == t["seq"]
