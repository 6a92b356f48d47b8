"""tile.language's lowest layer: tracing state, errors and source locations.

The kernel being traced has a builder (:class:`tile._builder._Builder`) in
thread-local state (``_STATE.builder``, set by tile.jit); every DSL operation
asks :func:`_builder` for it. :class:`TraceError` and :func:`_error` report a
problem at the user's line (the first frame outside the tile package), and
:func:`_loc_text` is the ``loc(...)`` an emitted op carries. Imports nothing
of the DSL, so every other module of it can import this one.
"""
from __future__ import annotations

import builtins as _builtins
import linecache
import os
import sys
import threading
from typing import Any, Dict, Optional, Tuple

from .compiler import CompileError, Diagnostic

_PKG_DIR = os.path.dirname(os.path.abspath(__file__))


# ---------------------------------------------------------------------------
# Errors and source locations
# ---------------------------------------------------------------------------


class TraceError(CompileError):
    """An error found while tracing a kernel's Python function.

    ``str(error)`` reads like an MLIR diagnostic on the user's source::

        /path/kernel.py:12:11: error: cannot broadcast shapes (64, 32) and (32, 64)
            acc = a + b
                  ^

    ``filename``, ``lineno`` and ``col`` (1-based) locate it; when the cause
    was an ordinary Python exception it is chained as ``__cause__``.
    """

    def __init__(self, message: str, filename: str = "", lineno: int = 0, col: int = 0):
        self.filename = filename
        self.lineno = lineno
        self.col = col
        self.reason = message
        if filename:
            location = f"{filename}:{lineno}:{col}"
            text = f"{location}: error: {message}"
            src = linecache.getline(filename, lineno).rstrip("\n")
            if src:
                text += f"\n{src}\n{' ' * _builtins.max(col - 1, 0)}^"
        else:
            location = ""
            text = message
        super().__init__(text, [Diagnostic("error", location, message)])


def _is_internal(filename: str) -> bool:
    return filename.startswith(_PKG_DIR)


_POSITIONS: Dict[Any, list] = {}


def _frame_position(frame) -> Tuple[str, int, int]:
    """(filename, line, 1-based column) of the instruction a frame runs."""
    code = frame.f_code
    lineno = frame.f_lineno or code.co_firstlineno
    col = 1
    positions = _POSITIONS.get(code)
    if positions is None:
        try:
            positions = list(code.co_positions())
        except AttributeError:  # Python < 3.11
            positions = []
        _POSITIONS[code] = positions
    index = frame.f_lasti // 2
    if 0 <= index < len(positions):
        line, _, column, _ = positions[index]
        if line is not None:
            lineno = line
        if column is not None:
            col = column + 1
    return code.co_filename, lineno, col


def _user_frame(start=None):
    frame = start if start is not None else sys._getframe(1)
    while frame is not None and _is_internal(frame.f_code.co_filename):
        frame = frame.f_back
    return frame


def _user_position() -> Optional[Tuple[str, int, int]]:
    frame = _user_frame(sys._getframe(1))
    if frame is None:
        return None
    return _frame_position(frame)


def _error(message: str) -> TraceError:
    """A TraceError located at the innermost user frame on the stack."""
    pos = _user_position()
    if pos is None:
        return TraceError(message)
    return TraceError(message, *pos)


def _traceback_position(tb) -> Optional[Tuple[str, int, int]]:
    """The innermost user (non-tile) frame of a traceback."""
    found = None
    while tb is not None:
        if not _is_internal(tb.tb_frame.f_code.co_filename):
            code = tb.tb_frame.f_code
            lineno = tb.tb_lineno
            col = 1
            try:
                positions = _POSITIONS.get(code) or list(code.co_positions())
                _POSITIONS[code] = positions
                line, _, column, _ = positions[tb.tb_lasti // 2]
                if line is not None:
                    lineno = line
                if column is not None:
                    col = column + 1
            except (AttributeError, IndexError):
                pass
            found = (code.co_filename, lineno, col)
        tb = tb.tb_next
    return found


def _mlir_string(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _loc_text(pos: Optional[Tuple[str, int, int]]) -> str:
    if pos is None:
        return "loc(unknown)"
    return f"loc({_mlir_string(pos[0])}:{pos[1]}:{pos[2]})"


_STATE = threading.local()


def _builder():
    """The :class:`tile._builder._Builder` of the kernel being traced."""
    b = getattr(_STATE, "builder", None)
    if b is None:
        raise _error("tile operations can only be used inside a @tile.kernel function "
                     "while it is traced (kernel.ir(), kernel.compile() or a launch)")
    return b


def _tracing() -> bool:
    return getattr(_STATE, "builder", None) is not None


def current_target():
    """The :class:`tile.Target` the kernel is being traced for (``None`` for
    ``kernel.ir()`` without a target)."""
    return _builder().target
