"""Print downloads: reference cards and score sheets as PDF (filled in by the printables work)."""

from __future__ import annotations

from flask import Blueprint

bp = Blueprint("prints", __name__)
