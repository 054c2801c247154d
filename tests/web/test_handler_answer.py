"""The production handler's answer: one send for a small answer, the rest by sendall; the Date made once a second."""

from __future__ import annotations

import pytest
from gevent.pywsgi import format_date_time

from web import handler


class Taking:
    """A socket that takes at most `step` bytes a send (a full buffer), and everything by sendall."""

    def __init__(self, step: int) -> None:
        self.step, self.got, self.sends = step, bytearray(), 0

    def send(self, data: bytes) -> int:
        self.sends += 1
        n = min(self.step, len(data))
        self.got += data[:n]
        return n

    def sendall(self, data: bytes) -> None:
        self.got += data


def _handler(sock: Taking) -> handler.Handler:
    h = handler.Handler.__new__(handler.Handler)  # no connection: only what an answer's send touches
    h.socket, h.response_length, h.code = sock, 0, 200
    return h


@pytest.mark.parametrize("step", [1 << 20, 7, 1])
def test_an_answer_goes_whole_whatever_one_send_takes(step: int) -> None:
    answer = b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n" + b"x" * 100
    h = _handler(Taking(step))
    h._sendall(answer)
    assert bytes(h.socket.got) == answer and h.response_length == len(answer)
    assert h.socket.sends == 1  # one try; what it left went by sendall


def test_the_date_header_is_made_once_a_second_and_reads_as_pywsgis(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [1_765_000_000.2]
    monkeypatch.setattr(handler.time, "time", lambda: now[0])
    first = handler._date()
    assert first == format_date_time(1_765_000_000) == b"Sat, 06 Dec 2025 05:46:40 GMT"
    now[0] += 0.5
    assert handler._date() is first  # the same second: not formatted again
    now[0] += 0.5
    assert handler._date() == format_date_time(1_765_000_001)
