"""Every module of the four packages is small and says what it owns, read from the source with `ast`.

A module has at most 300 lines and a function at most 60 (its `def` line to its last line,
decorators aside; methods and nested functions count on their own); a module opens with a
docstring whose first line is its whole summary (a blank line or nothing after it). Data
tables (the games' components, numbers and texts, written once from the rulebooks) are named
below as the exceptions to the length of a module and of a function.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("companion", "web", "scoring", "printables")
MAX_MODULE = 300
MAX_FUNCTION = 60
DATA_TABLES = {"scoring/king_of_all_bards/data.py", "scoring/minstrels/data.py"}

SOURCES = {
    path.relative_to(ROOT).as_posix(): path.read_text(encoding="utf-8")
    for package in PACKAGES
    for path in sorted((ROOT / package).rglob("*.py"))
}


def _functions(tree: ast.AST) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]


def test_the_data_tables_named_as_exceptions_exist_and_need_it() -> None:
    for name in DATA_TABLES:
        assert len(SOURCES[name].splitlines()) > MAX_MODULE, f"{name} fits now: take it off DATA_TABLES"


@pytest.mark.parametrize("name", sorted(SOURCES.keys() - DATA_TABLES))
def test_a_module_has_at_most_300_lines_and_its_functions_at_most_60(name: str) -> None:
    source = SOURCES[name]
    assert len(source.splitlines()) <= MAX_MODULE, f"{name}: {len(source.splitlines())} lines"
    long = {
        f"{f.name} (line {f.lineno})": f.end_lineno - f.lineno + 1
        for f in _functions(ast.parse(source))
        if f.end_lineno - f.lineno + 1 > MAX_FUNCTION
    }
    assert not long, f"{name}: functions over {MAX_FUNCTION} lines: {long}"


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_a_module_opens_with_a_one_line_summary_of_what_it_owns(name: str) -> None:
    doc = ast.get_docstring(ast.parse(SOURCES[name]))
    assert doc and doc.strip(), f"{name}: no module docstring"
    first, *rest = doc.splitlines()
    assert first.strip(), f"{name}: the docstring's first line is empty"
    assert not rest or not rest[0].strip(), f"{name}: the summary runs on past its first line: {first!r}"


def test_the_checks_see_what_they_check() -> None:
    """The three checks above would flag a long module, a long function and a two-line summary."""
    long_function = "def f():\n" + "    x = 1\n" * MAX_FUNCTION
    assert [f.end_lineno - f.lineno + 1 for f in _functions(ast.parse(long_function))] == [MAX_FUNCTION + 1]
    doc = ast.get_docstring(ast.parse('"""Two lines\nof summary."""\n'))
    assert doc.splitlines()[1].strip()
    assert len(SOURCES) > 150 and all(any(n.startswith(p + "/") for n in SOURCES) for p in PACKAGES)
