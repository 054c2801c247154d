"""A static script's or style's wire copy without comment lines and indentation (web/slim.py), the code unchanged."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from web.slim import SCRIPT, STYLE, slim

STATIC = Path(__file__).resolve().parents[2] / "web" / "static"
GZ = {"Accept-Encoding": "gzip"}


def test_a_scripts_comment_lines_and_indentation_go_and_its_code_stays_in_order() -> None:
    source = """// Why the module is.
(() => {
  /* A block comment
     over lines. */
  const a = 1; // a trailing comment stays (it could be inside a string)

  /** One line. */ const b = "// not a comment";
  return a /* inline */ + b;
})();
"""
    assert slim(
        source, SCRIPT
    ) == "(() => {\nconst a = 1; // a trailing comment stays (it could be inside a string)\n" + (
        'const b = "// not a comment";\nreturn a /* inline */ + b;\n})();\n'
    )


def test_a_styles_comments_go_and_a_double_slash_is_not_one() -> None:
    source = "/* The board. */\n.board {\n  /* wide */\n  gap: 4px;\n  // not a CSS comment: kept as written\n}\n"
    assert slim(source, STYLE) == ".board {\ngap: 4px;\n// not a CSS comment: kept as written\n}\n"


@pytest.mark.parametrize(
    "source",
    [
        "const t = `first line\n  // second line of the string`;\n",  # a template literal over lines
        'const s = "one \\\n  // two";\n',  # a string continued with a backslash
        "const a = 1; /* opened after code\n// still inside */\nconst b = 2;\n",  # which lines are comment: unsure
        'const accept = "image/*";\n  // comment\n',  # "/*" in a string reads as an opened comment
        "/* never closed\n",
    ],
)
def test_a_file_it_cannot_be_sure_of_is_sent_whole(source: str) -> None:
    assert slim(source, SCRIPT) == source


def _static(client: FlaskClient, name: str, headers: dict) -> bytes:
    r = client.get(f"/static/{name}", headers=headers)
    data = r.get_data()
    r.close()
    assert r.status_code == 200, name
    return data


def test_every_table_script_and_style_goes_slimmed_and_gzipped(client: FlaskClient) -> None:
    names = [p.relative_to(STATIC).as_posix() for p in sorted(STATIC.rglob("*")) if p.suffix in (".js", ".css")]
    names.remove("sw.js")  # the worker is served by its own route, whole
    source_total = sent_total = 0
    for name in names:
        plain = _static(client, name, {})
        assert plain == (STATIC / name).read_bytes()  # a client without gzip gets the file as written
        sent = gzip.decompress(_static(client, name, GZ)).decode()
        assert sent == slim(plain.decode(), SCRIPT if name.endswith(".js") else STYLE)
        if name == "js/scan.js":  # its "image/*" reads as an opened comment: sent whole
            assert sent == plain.decode()
        else:
            lines = sent.split("\n")
            assert not any(line.startswith((" ", "\t", "/*")) for line in lines), name
            assert not any(line.startswith("//") for line in lines if name.endswith(".js")), name
        source_total, sent_total = source_total + len(plain), sent_total + len(sent)
    assert sent_total < source_total * 0.75
