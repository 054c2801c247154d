"""What changed in a view between two events: a patch a phone applies to the view it holds.

A stream message used to carry the viewer's whole view and table strip; a score pad's view grows
with its history (5.4 KB after 650 scores), a game's strip with its recent rolls (2-3 KB), and
every stream got them with every move. Now a live message carries `"base": <seq>` and
`"patch": [op, ...]` instead of `"state"` (and `"table_patch"` instead of `"table"`) when the
server still holds what it sent at `base` (the seq before the message's events); a phone holding
that applies the ops in order, any other resumes its stream from what it holds and is sent the
whole view (companion/render.py, web/static/js/table.js).

The ops, each a JSON array; a path is the list of keys (strings) and list indexes (integers) from
the top of the view down to the value it names:

- `[path, value]`: the value at `path` is now `value` (set or added; `[[], value]` is a new view);
- `[path]`: the key (or list item) at `path` is gone;
- `[path, items, 1]`: `items` are appended to the list at `path` (a log or history grows at its end).

Made by comparing the old and the new view: values the two share (the same object) cost nothing,
dicts are compared key by key, a list that only grew gets an append, one whose window moved on by
one item (a table's 20 recent rolls) drops its first and appends, a list of the same length is
otherwise compared item by item, anything else is replaced whole.
"""

from __future__ import annotations

from typing import Any

Path = list[str | int]
Op = list[Any]
APPEND = 1  # the third item of an append op
DEEPER = 4  # lists of the same length are compared item by item this far down; deeper, replaced whole


def diff(old: Any, new: Any) -> list[Op]:
    """The ops that turn `old` into `new` (JSON values; `[]` when they are equal)."""
    ops: list[Op] = []
    _diff(old, new, [], ops, 0)
    return ops


def _diff(old: Any, new: Any, path: Path, ops: list[Op], depth: int) -> None:
    if old is new:
        return
    if type(old) is dict and type(new) is dict:
        # A key added goes to the end of the dict a phone holds; one that comes elsewhere in the new view
        # is sent with its whole dict, so the phone's keys stay in the view's order (pages draw them so).
        if list(new) != [k for k in old if k in new] + [k for k in new if k not in old]:
            ops.append([path, new])
            return
        for k, v in new.items():
            if k not in old:
                ops.append([[*path, k], v])
            elif old[k] is not v and (old[k] != v or type(old[k]) is not type(v)):
                _diff(old[k], v, [*path, k], ops, depth + 1)
        ops.extend([[*path, k]] for k in old if k not in new)
    elif type(old) is list and type(new) is list:
        _lists(old, new, path, ops, depth)
    elif old != new or type(old) is not type(new):  # 1 == 1.0 == True, but a phone tells them apart
        ops.append([path, new])


def _lists(old: list, new: list, path: Path, ops: list[Op], depth: int) -> None:
    n = len(old)
    if len(new) > n and new[:n] == old:
        ops.append([path, new[n:], APPEND])
    elif len(new) == n and depth < DEEPER:
        changed = [
            i for i in range(n) if old[i] is not new[i] and (old[i] != new[i] or type(old[i]) is not type(new[i]))
        ]
        if n > 1 and len(changed) * 2 > n and new[:-1] == old[1:]:  # a window moved on by one (recent rolls)
            ops += [[[*path, 0]], [path, new[-1:], APPEND]]
        elif n > 1 and len(changed) * 2 > n:  # most of it changed: one op instead of many
            ops.append([path, new])
        else:
            for i in changed:
                _diff(old[i], new[i], [*path, i], ops, depth + 1)
    else:
        ops.append([path, new])


def apply(view: Any, ops: list[Op]) -> Any:
    """`view` with the ops applied, in order; `view` itself is not changed (what they touch is copied)."""
    for op in ops:
        path = op[0]
        if not path:
            view = op[1]
            continue
        view = _copied(view)
        at = view
        for k in path[:-1]:
            at[k] = _copied(at[k])
            at = at[k]
        last = path[-1]
        if len(op) == 1:
            if type(at) is list:
                at.pop(last)
            else:
                del at[last]
        elif len(op) == 3:
            at[last] = [*at[last], *op[1]]
        else:
            at[last] = op[1]
    return view


def _copied(value: Any) -> Any:
    return dict(value) if type(value) is dict else list(value) if type(value) is list else value
