"""One connection of the production server: a request read strictly, within its deadline; the answer or a stream."""

from __future__ import annotations

import contextlib
import io
import socket
import time

from gevent.pywsgi import Input, WSGIHandler, WSGIServer, _InvalidClientRequest, format_date_time

from companion import clean
from web import push, scan_reader
from web.headers import error_answer, refusal
from web.http_headers import Headers, read_headers

# pywsgi's read buffer, per connection: 8 KiB by default, 48 MB for 6,000 open connections (500 tables
# of 6 phones, a stream and a keep-alive each). A request's line and headers fit in 2 KiB; a longer
# one is only read in more pieces.
READ_BUFFER = 2048
# After a refusal, what the client is still sending is read and dropped for a moment before the
# close: closed with unread bytes, the socket would send a reset that can discard the answer.
LINGER_SECONDS = 0.5
LINGER_BYTES = 1 << 20
# An answer's head and a body up to this size go to the socket in one send (an action's answer,
# a snapshot, a page: most answers); a larger body follows its head, uncopied.
ONE_SEND = 64 * 1024
TOO_LONG = refusal(414, "uri_too_long", "the request line is longer than 8 KiB")


class _Deadline(io.RawIOBase):
    """A connection's reads, none waiting past the current request's deadline (None: no deadline)."""

    def __init__(self, sock: socket.socket):
        self.sock = sock
        self.deadline: float | None = None
        self.expired = False

    def readable(self) -> bool:
        return True

    def readinto(self, buf: bytearray | memoryview) -> int:  # type: ignore[override]
        if self.deadline is None:
            return self.sock.recv_into(buf)
        # A timeout per read would let a byte every few seconds go on for ever: each read waits
        # only for what is left of the request's time.
        left = self.deadline - time.monotonic()
        if left <= 0:
            self.expired = True
            raise TimeoutError("the request took too long")
        before = self.sock.gettimeout()
        self.sock.settimeout(left)
        try:
            return self.sock.recv_into(buf)
        except TimeoutError:
            self.expired = True
            raise
        finally:
            self.sock.settimeout(before)


class Handler(WSGIHandler):
    """pywsgi's handler, stricter: a request's headers and body within a deadline, refusals as JSON.

    It tells the server what its connection is doing (web/connections.py), reads a body whole
    before the app runs (so a slow one is the server's to refuse, and the app never waits on a
    phone), gives its own answers the app's security headers, and escapes its log lines.
    """

    def __init__(self, sock: socket.socket, address: tuple, server: WSGIServer):
        self._reader = _Deadline(sock)
        super().__init__(sock, address, server, rfile=io.BufferedReader(self._reader, READ_BUFFER))

    def MessageClass(self, fp: object, *args: object) -> Headers:  # pywsgi's name for its header reader
        return read_headers(fp)  # type: ignore[arg-type]

    def read_requestline(self) -> str:
        connections = self.server.connections
        # Idle from here until a request's first byte: a client that sends nothing is idle too.
        connections.idle(self.socket)
        self._reader.deadline = None
        # ...and holding nothing of its last request. Kept, a keep-alive connection's environ,
        # headers and input outlive the request by the seconds until the next one, get promoted
        # through the collector's generations and are scanned there (3,000 phones at 500x6).
        self.environ = self.headers = self.wsgi_input = self.response_headers = None
        if self.rfile.peek(1):  # waits for the first byte (b"": the client closed)
            self._reader.deadline = time.monotonic() + connections.request_timeout
            connections.reading(self.socket)
        return super().read_requestline()

    def handle_one_request(self) -> bool | None:
        result = super().handle_one_request()
        if not isinstance(result, tuple):
            return result
        # pywsgi refused the request (its line or headers): answer, and close without a reset.
        status, answer = result
        self.status = status
        self._refuse(TOO_LONG if status == "414" else answer)
        self.time_finish = time.time()
        self.log_request()
        return None

    def _handle_client_error(self, ex: BaseException) -> tuple[str, bytes]:
        if self._reader.expired:
            return "408", self._timed_out()
        what = ex.formatted_message if isinstance(ex, _InvalidClientRequest) else str(ex) or type(ex).__name__
        self.log_error("(from %s) %s", self.client_address, what)
        named = getattr(self.headers, "status", "") or "the request line or headers are malformed"
        return "400", refusal(400, "bad_request", f"bad request: {named}")

    def _timed_out(self) -> bytes:
        self.log_error(
            "(from %s) request not in within %s s", self.client_address, self.server.connections.request_timeout
        )
        message = f"the request's headers and body must come within {self.server.connections.request_timeout:g} s"
        return refusal(408, "request_timeout", message)

    def _send_error_response_if_possible(self, error_code: int) -> None:
        # pywsgi's 400 and 500 answers, as the app's: JSON with the security headers.
        if self.response_length:
            self.close_connection = True
            return
        code = "bad_request" if error_code == 400 else "internal"
        status, headers, body = error_answer(error_code, code, _ERRORS[error_code])
        try:
            self.start_response(status, headers)
            self.write(body)
        except OSError:
            self.close_connection = True

    def _refuse(self, answer: bytes) -> None:
        self.close_connection = True
        with contextlib.suppress(OSError):
            self.socket.sendall(answer)
            self.socket.shutdown(socket.SHUT_WR)
            self._reader.deadline = time.monotonic() + LINGER_SECONDS
            left = LINGER_BYTES
            while left > 0 and self.rfile.read1(min(left, 65536)):
                left -= 65536

    def handle_one_response(self) -> None:
        answer = self._read_body()
        if answer is not None:
            self.status = answer.split(b" ", 2)[1].decode()
            self._refuse(answer)
            self.time_finish = time.time()
            self.log_request()
            return
        self.server.connections.busy(self.socket)
        super().handle_one_response()
        if self._reader.expired:  # a chunked body that came too slowly: the rest cannot be trusted
            self.close_connection = True

    def _read_body(self) -> bytes | None:
        """Read a Content-Length body whole, within the request's deadline; the 408 if it does not come."""
        length = self.content_length or 0
        if not length or self.wsgi_input.chunked_input:
            return None  # a chunked body is read by the app, under the same deadline
        if length > scan_reader.body_limit(self.path or "", self.server.max_body):
            # The app refuses it (413) from its length alone; nothing more is read from this connection.
            self.close_connection = True
            self.wsgi_input = self.environ["wsgi.input"] = Input(io.BytesIO(), 0)
            return None
        try:
            data = self.wsgi_input.read(length)  # pywsgi's Input: sends 100 Continue when asked
        except TimeoutError:
            return self._timed_out()
        except OSError:
            # Ended before its length: the app reads that from an input that ends at once, and
            # answers it (400) as it does on any server; the connection closes after.
            self.close_connection = True
            data = b""
        self.wsgi_input = self.environ["wsgi.input"] = Input(io.BytesIO(data), length)
        return None

    def _write_with_headers(self, data: bytes) -> None:
        # pywsgi sends the head and the body in two calls: on a no-delay socket two segments, and
        # the client woken twice for one answer. Up to ONE_SEND bytes, its two sends are joined.
        if not data or len(data) > ONE_SEND:
            super()._write_with_headers(data)
            return
        parts: list[bytes] = []
        self._sendall = parts.append  # type: ignore[method-assign]  # pywsgi's own head and framing, held
        try:
            super()._write_with_headers(data)
        finally:
            del self._sendall
        self._sendall(b"".join(parts))

    def _sendall(self, data: bytes) -> None:
        # pywsgi's, with one send first: it takes a small answer whole almost always, where gevent's sendall first asks
        # the socket its buffer size (a getsockopt per answer) and copies through a memoryview. A full buffer's rest
        # goes by sendall.
        try:
            sent = self.socket.send(data)
            if sent < len(data):
                self.socket.sendall(data[sent:])
        except OSError as ex:
            self.status = f"socket error: {ex}"
            if self.code > 0:
                self.code = -self.code
            raise
        self.response_length += len(data)

    def finalize_headers(self) -> None:
        if self.provided_date is None:  # pywsgi formats the date for every answer: once a second is enough
            self.provided_date = _date()
            self.response_headers.append((b"Date", self.provided_date))
        super().finalize_headers()

    def get_environ(self) -> dict:
        environ = super().get_environ()
        if not hasattr(self.socket, "cipher"):  # plain TCP: an event stream may take the socket over
            environ[push.OFFER] = True
        return environ

    def run_application(self) -> None:
        # pywsgi's, and: an event stream whose view left a Pushed subscription takes the socket over.
        try:
            self.result = self.application(self.environ, self.start_response)
            pushed = self.environ.pop(push.ENVIRON, None)
            if pushed is not None:
                self._hand_over(*pushed)
            else:
                # A stream (only ever a GET) is written by this greenlet from now on.
                if self.command == "GET" and _is_stream(self.response_headers):
                    self.server.connections.streaming(self.socket)
                self.process_result()
        finally:
            close = getattr(self.result, "close", None)
            self.result = None
            if close is not None:
                close()

    def _hand_over(self, sub: push.Pushed, first: bytes, keep_alive: float) -> None:
        if self.code != 200:
            sub.close()
            self.process_result()
            return
        try:
            first = push.head(self._orig_status, self.response_headers) + first
            sock = push.detach(self.socket)
        except BaseException:
            sub.close()
            raise
        server = self.server  # not the handler: it and its request are let go now
        server.connections.hold(sub, self.client_address, sub.close)
        done = sub.on_close

        def closed() -> None:
            server.connections.release(sub)
            server.room_again()
            if done is not None:
                done()

        sub.on_close = closed
        # pywsgi writes nothing more; the socket it closes is an empty shell now.
        self.headers_sent = True
        self.response_use_chunked = False
        self.close_connection = True
        sub.attach(sock, first, keep_alive)

    def log_request(self) -> None:
        if self.server.access_log:  # without a log, pywsgi formats each line anyway (~20 µs)
            super().log_request()

    def format_request(self) -> str:
        return clean.for_terminal(super().format_request())

    def log_error(self, msg: str, *args: object) -> None:
        try:
            text = msg % args if args else msg
        except (TypeError, ValueError):
            text = f"{msg!r} {args!r}"
        super().log_error(clean.for_terminal(text))


_ERRORS = {400: "the request is malformed", 500: "the server failed; nothing was changed"}
_dated: list = [0, b""]  # the second and its Date header value


def _date() -> bytes:
    now = int(time.time())
    if _dated[0] != now:
        _dated[:] = [now, format_date_time(now)]
    return _dated[1]


def _is_stream(headers: list[tuple[bytes, bytes]] | None) -> bool:
    return any(k.lower() == b"content-type" and v.startswith(b"text/event-stream") for k, v in headers or ())
