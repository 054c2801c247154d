"""Requests whose body can be delimited more than one way, each hiding a second request (a roll)."""

from __future__ import annotations

ROLL = b'{"type": "roll"}'


def action(code: str, token: str, framing: bytes, body: bytes) -> bytes:
    """A raw `POST .../actions` with the given framing header lines and body."""
    head = (
        f"POST /api/tables/{code}/actions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n"
        "Content-Type: application/json\r\n"
    ).encode()
    return head + framing + b"\r\n\r\n" + body


def vectors(code: str, token: str) -> list[tuple[str, bytes]]:
    """(name, raw request) for the 10 framings a strict server refuses; a lenient one runs the hidden roll."""
    hidden = action(code, token, b"Content-Length: %d" % len(ROLL), ROLL)
    ended = b"0\r\n\r\n" + hidden  # an empty chunked body, then the hidden request
    n, m = b"%d" % len(ended), b"%d" % len(hidden)
    cases = [
        ("Transfer-Encoding: \\x0bchunked, and a length", [b"Transfer-Encoding: \x0bchunked", b"Content-Length: " + n]),
        ("Transfer-Encoding: chunked\\x0c, and a length", [b"Transfer-Encoding: chunked\x0c", b"Content-Length: " + n]),
        ("Content-Length and Transfer-Encoding: chunked", [b"Content-Length: " + n, b"Transfer-Encoding: chunked"]),
        ("Transfer-Encoding: chunked twice", [b"Transfer-Encoding: chunked", b"Transfer-Encoding: chunked"]),
        ("Transfer-Encoding: gzip, chunked", [b"Transfer-Encoding: gzip, chunked"]),
        ("Transfer-Encoding folded onto a second line", [b"Transfer-Encoding:", b" chunked"]),
        ("Content-Length 0, then the real one", [b"Content-Length: 0", b"Content-Length: " + m]),
        ("Content-Length: +N", [b"Content-Length: +" + m]),
        ("Content-Length: N with an underscore", [b"Content-Length: " + m[:1] + b"_" + m[1:]]),
        ("Content-Length: N twice", [b"Content-Length: " + m, b"Content-Length: " + m]),
    ]
    out = []
    for name, lines in cases:
        chunked = any(b"chunked" in line for line in lines)
        out.append((name, action(code, token, b"\r\n".join(lines), ended if chunked else hidden)))
    return out
