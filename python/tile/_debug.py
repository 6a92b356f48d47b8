"""tile.language's debugging and low-level operations: ``static_assert``,
``static_print``, ``device_print``, ``device_assert``,
``debug_barrier``, ``inline_asm_elementwise`` and programmatic dependent
launch (``gdc_wait``, ``gdc_launch_dependents``).
"""
from __future__ import annotations

from .dtypes import float32
from .triton_types import constexpr
from ._trace import _builder, _error, _loc_text, _mlir_string, _user_position
from ._values import (broadcast_to, cast, Pointer, PointerOffsets, Tile, _as_value,
                      _broadcast_shapes, _check_defined, _mask_value, _pretty_type, _Value)
from ._builder import _results_header, _type_text


def gdc_wait() -> None:
    """Triton's ``tl.extra.cuda.gdc_wait``: waits until the kernel this one
    was launched after (``kernel[grid](..., launch_pdl=True)``) has finished
    and its memory writes are visible (griddepcontrol.wait; sm_90+). Without
    a programmatic dependent launch it returns at once."""
    _builder().emit("tile.griddepcontrol wait", pure=False)


def gdc_launch_dependents() -> None:
    """Triton's ``tl.extra.cuda.gdc_launch_dependents``: lets the kernel
    launched after this one with ``launch_pdl=True`` start once every
    program has called it or exited (griddepcontrol.launch_dependents;
    sm_90+). Memory written after it is not guaranteed visible to that
    kernel before its ``gdc_wait()``."""
    _builder().emit("tile.griddepcontrol launch_dependents", pure=False)


def static_assert(condition, message: str = "static assertion failed") -> None:
    """Fails the trace (with the user's line) when a constexpr condition is false."""
    if isinstance(condition, _Value):
        raise _error("tile.static_assert needs a constexpr condition")
    if not condition:
        raise _error(message)


def inline_asm_elementwise(asm: str, constraints: str, args, dtype, is_pure: bool = True,
                           pack: int = 1):
    """Triton's ``tl.inline_asm_elementwise``: ``asm`` (PTX) once per
    element of the tile arguments (broadcast to one shape; scalars are the
    same everywhere), ``$0``.. naming the results (of ``dtype``, or a tuple
    of dtypes) then the arguments, with LLVM ``constraints`` (``"=r,r"``:
    ``h`` 16-bit, ``r`` 32-bit, ``l`` 64-bit, ``f`` f32, ``d`` f64; 8-bit
    values in 16-bit registers). ``is_pure=False`` keeps it from being
    removed or reordered. ``pack=2`` or ``4`` hands the assembly that many
    elements of every argument and result in one integer register (element
    0 in the low bits): four int8 or two float16 in an ``r``."""
    asm, constraints = getattr(asm, "value", asm), getattr(constraints, "value", constraints)
    if not isinstance(asm, str) or not isinstance(constraints, str):
        raise _error("tile.inline_asm_elementwise needs the assembly and the constraints as str")
    pack = getattr(pack, "value", pack)
    if isinstance(pack, bool) or pack not in (1, 2, 4):
        raise _error(f"tile.inline_asm_elementwise's pack must be 1, 2 or 4, got {pack!r}")
    dtypes = list(dtype) if isinstance(dtype, (tuple, list)) else [dtype]
    if not dtypes or not all(isinstance(d, type(float32)) for d in dtypes):  # `dtype` is shadowed
        raise _error(f"tile.inline_asm_elementwise's dtype must be a tile dtype or a tuple of "
                     f"them, got {dtype!r}")
    values = []
    for a in args:
        _check_defined(a)
        if isinstance(a, (Pointer, PointerOffsets)):
            raise _error(f"tile.inline_asm_elementwise cannot take {_pretty_type(a)}")
        values.append(_as_value(a))
    shape = None
    for v in values:
        if isinstance(v, Tile):
            shape = v.shape if shape is None else _broadcast_shapes(shape, v.shape)
    if shape is None:
        raise _error("tile.inline_asm_elementwise needs at least one tile argument")
    values = [broadcast_to(v, shape) if isinstance(v, Tile) and v.shape != shape else v
              for v in values]
    b = _builder()
    b.check_operands(values)
    keys = [("t", shape, d) for d in dtypes]
    lhs, out = _results_header(b.fresh(), keys)
    b.block.items.append((
        f"{lhs}tile.inline_asm {_mlir_string(asm)}, {_mlir_string(constraints)}"
        f"{' pure' if is_pure else ''} ({', '.join(v.name for v in values)})"
        f"{f' {{pack = {pack} : i32}}' if pack != 1 else ''} : "
        f"({', '.join(v.ir_type for v in values)}) -> "
        f"({', '.join(_type_text(k) for k in keys)})",
        _loc_text(_user_position())))
    return out[0] if len(out) == 1 else tuple(out)


def debug_barrier() -> None:
    """Triton's ``tl.debug_barrier``: every thread of the block waits for
    the others (``tile.barrier``, ``bar.sync 0``); what the block wrote
    before it is visible after it."""
    _builder().emit("tile.barrier", (), None, pure=False)


def static_print(*values, sep: str = " ", end: str = "\n", file=None, flush: bool = False) -> None:
    """Prints while the kernel is traced (once per compilation, on the
    host): constexprs as they are, tiles and scalars as their types."""
    def text(v):
        return _pretty_type(v) if isinstance(v, (_Value, Pointer)) else str(v)
    print(*(text(v) for v in values), sep=sep, end=end, file=file, flush=flush)


def device_print(prefix: str, *args, hex: bool = False) -> None:
    """Triton's ``tl.device_print``: prints from the device, one line per
    element position of the tile arguments (which must have one shape),
    from the thread that holds the element::

        pid (0, 0, 0) idx (5) x: 2.500000, 5

    Scalars print the same value on every line; with scalars only, thread 0
    of each program prints one line. A non-empty ``prefix`` is made to end
    in ``": "`` when there are values. Floats print as ``%f``, integers in
    decimal (unsigned types unsigned); ``hex=True`` prints integers and the
    bits of floats in hex. 8-bit floats are printed as float32. The lines
    appear when the host next synchronizes with the device."""
    prefix = getattr(prefix, "value", prefix)
    if not isinstance(prefix, str):
        raise _error(f"tile.device_print's prefix must be a str, got {_pretty_type(prefix)}")
    if any(c not in _PRINTABLE for c in prefix):
        raise _error("tile.device_print's prefix must be printable ASCII (no newlines)")
    values = []
    for a in args:
        _check_defined(a)
        if isinstance(a, (Pointer, PointerOffsets)):
            raise _error(f"tile.device_print cannot print {_pretty_type(a)}")
        v = _as_value(getattr(a, "value", a) if isinstance(a, constexpr) else a)
        if v.dtype.is_floating and v.dtype.bits < 16:
            v = cast(v, float32)
        values.append(v)
    shapes = {v.shape for v in values if isinstance(v, Tile)}
    if len(shapes) > 1:
        raise _error("tile.device_print's tile arguments must have one shape, got "
                     + ", ".join("x".join(map(str, sh)) for sh in sorted(shapes)))
    if values:
        prefix = prefix.rstrip()
        if prefix and not prefix.endswith(":"):
            prefix += ":"
        if prefix:
            prefix += " "
    text = "tile.print " + _mlir_string(prefix) + (" hex" if hex else "")
    if values:
        text += (" (" + ", ".join(v.name for v in values) + ") : "
                 + ", ".join(v.ir_type for v in values))
        if any(v.dtype.is_unsigned and not v.dtype.is_bool for v in values):
            flags = ", ".join("true" if v.dtype.kind == "uint" else "false" for v in values)
            text += " {unsigned_args = array<i1: " + flags + ">}"
    _builder().emit(text, values, None, pure=False)


def device_assert(cond, msg: str = "", mask=None) -> None:
    """Triton's ``tl.device_assert``: where an element of ``cond`` (a bool
    tile or scalar; other types compare with 0) is false, and ``mask`` (if
    given) is true, the kernel stops with ``msg``; CUDA reports the kernel's
    Python file and line, the block and the thread, and the launch fails
    with ``cudaErrorAssert``. A constexpr-true condition emits nothing.
    As in Triton, assertions are compiled in only in debug mode
    (``@tile.jit(debug=True)``, ``compile(debug=True)``, a launch's
    ``debug=True``, or ``$TRITON_DEBUG`` / ``$TILE_DEBUG`` set to 1);
    otherwise the arguments are checked and nothing is emitted."""
    msg = getattr(msg, "value", msg)
    if not isinstance(msg, str):
        raise _error(f"tile.device_assert's message must be a str, got {_pretty_type(msg)}")
    _check_defined(cond)
    cond = getattr(cond, "value", cond) if isinstance(cond, constexpr) else cond
    if isinstance(cond, (bool, int, float)) and mask is None:
        if cond:
            return
    if isinstance(cond, (Pointer, PointerOffsets)):
        raise _error(f"tile.device_assert's condition cannot be {_pretty_type(cond)}")
    cond = _as_value(cond)
    if not cond.dtype.is_bool:
        cond = cond != 0
    if mask is not None:
        m = _mask_value(mask)
        if m is False:
            return
        if m is not True:
            cond = cond | ~m
    if not _builder().asserts:
        return
    _builder().emit(f"tile.assert {cond.name}, {_mlir_string(msg)} : {cond.ir_type}",
                    [cond], None, pure=False)


_PRINTABLE = frozenset(chr(c) for c in range(32, 127)) | {"\t"}
