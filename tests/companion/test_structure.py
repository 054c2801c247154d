"""The engine's layering, read from its source with `ast`: no import circle, no reach into private names.

Imports: every `import` and `from ... import` anywhere in a module counts (top level, under
`if TYPE_CHECKING:`, inside functions). `from companion import fold` is an edge to
`companion.fold` when that is a module, else to `companion`; `from companion.store import X`
is an edge to `companion.store` (its `__init__`). A package's implicit import of its parent
when a submodule loads is not counted: only what a module's text names.

Private reaches: `obj._name` (one leading underscore, not a dunder) where `obj` is anything but
`self`/`cls` and `_name` is not defined in the same module (as a top-level name, a class
attribute or method, or an attribute assigned on `self` in one of its classes). So a module
may touch its own classes' private fields on another instance (`other._x` inside the class
of `_x`), never a private name that only another module defines. What this cannot see: a
private name defined in both modules (the reach is then taken as the module's own), and
`getattr(obj, "_name")`, which is also flagged when the string is a literal private name.
A named tuple's `_asdict`, `_replace`, `_fields`, `_make` are its public API, not private.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "companion"


def _modules() -> dict[str, Path]:
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def _target(name: str) -> str | None:
    """The companion module an imported dotted name loads (the longest known prefix)."""
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in MODULES:
            return candidate
        parts.pop()
    return None


def _imports(module: str, tree: ast.AST) -> set[str]:
    is_package = MODULES[module].name == "__init__.py"
    here = module.split(".") if is_package else module.split(".")[:-1]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(here[: len(here) - node.level + 1] + ([base] if base else []))
            names = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
        else:
            continue
        for name in names:
            target = _target(name)
            if target is not None and target != module:
                found.add(target)
    return found


def _own_names(tree: ast.AST) -> set[str]:
    """Every name the module itself defines: top level, in classes, and on `self`."""
    own: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            own.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            own.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                own.add(node.attr)
        elif isinstance(node, ast.alias) and node.asname:
            own.add(node.asname)
    return own


# A named tuple's own methods start with one underscore so as not to clash with its fields: public.
NAMEDTUPLE = frozenset({"_asdict", "_replace", "_fields", "_make", "_field_defaults"})


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__") and name not in NAMEDTUPLE


def _reaches(module: str, tree: ast.AST) -> list[str]:
    own = _own_names(tree)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr) and node.attr not in own:
            if not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                out.append(f"{module}:{node.lineno} {ast.unparse(node)}")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "setattr", "hasattr")
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and isinstance(node.args[1].value, str)
            and _private(node.args[1].value)
            and node.args[1].value not in own
        ):
            out.append(f"{module}:{node.lineno} {ast.unparse(node)}")
    return out


def _trees() -> dict[str, ast.AST]:
    return {m: ast.parse(p.read_text(encoding="utf-8"), str(p)) for m, p in MODULES.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle() -> None:
    """No module of companion/ imports itself back through others, type-only imports included."""
    trees = _trees()
    graph = {m: _imports(m, t) for m, t in trees.items()}
    circles = _cycles(graph)
    assert not circles, "import circles in companion/:\n" + "\n".join(" <-> ".join(c) for c in circles)


def test_no_private_reach() -> None:
    """No module of companion/ uses a private name that only another module defines."""
    reaches = sorted(r for m, t in _trees().items() for r in _reaches(m, t))
    assert not reaches, "private names reached from another module:\n" + "\n".join(reaches)


def test_the_check_sees_a_circle_and_a_reach() -> None:
    """The checks themselves: a two-module circle is found, and so is `x._name`."""
    assert _cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]
    tree = ast.parse("class A:\n    def f(self, o):\n        self._x = o._x\n        return o._y\n")
    assert _reaches("m", tree) == ["m:4 o._y"]


def test_a_table_has_only_its_declared_fields() -> None:
    """Nothing is patched onto a table from outside: its state is the fields `Table` declares (slots)."""
    from companion.table import Table

    table = Table.__new__(Table)
    with pytest.raises(AttributeError):
        table.patched = 1  # type: ignore[attr-defined]
