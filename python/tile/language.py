"""tile.language: the kernel DSL's types and operations.

A ``@tile.kernel`` function is *traced*: it runs once per (constexpr values,
target) with proxy objects in place of its runtime parameters, and every
operation on them appends tile IR text (``tile``, ``arith``, ``math`` and
``scf`` ops) to the kernel being built. Nothing here needs the MLIR Python
bindings; ``tile.compile`` parses the text.

Values:

- :class:`Tile`: a statically shaped tile (``tensor<64x32xf32>``).
- :class:`Scalar`: one scalar (``i32``, ``f32``, ...) such as a kernel
  parameter, ``tile.program_id(0)`` or a 1-D reduction.
- :class:`Pointer`: a ``!tile.ptr<T>`` kernel parameter; ``ptr + offsets``
  gives a :class:`PointerOffsets` that ``load``/``store`` accept.

Python numbers mix freely with them (a number takes the other operand's
element type); shapes broadcast like NumPy. Every emitted op carries a
``loc("file.py":line:col)`` of the user's source line, so MLIR diagnostics
name the Python line. See docs/python.md, "Kernel DSL".
"""

from __future__ import annotations

import builtins as _builtins
import linecache
import math as _math
import os
import struct
import sys
import threading
from typing import Any, Dict, Iterable, List, NamedTuple, Optional, Sequence, Tuple

from .compiler import CompileError, Diagnostic
from .triton_types import TENSOR_METHODS, constexpr, constexpr_function, hint_error

__all__ = [
    # types
    "dtype", "pointer_type", "ptr", "constexpr", "constexpr_function", "tensor",
    "int1", "bool_", "int8", "int16", "int32", "int64",
    "uint8", "uint16", "uint32", "uint64",
    "float16", "bfloat16", "float32", "float64",
    "float8e4m3fn", "float8e5m2", "float8e8m0fnu", "float4e2m1fn", "float8e4nv", "float8e5",
    "Tile", "Scalar", "Pointer", "PointerOffsets",
    "TraceError",
    # program
    "program_id", "num_programs", "current_target",
    "cluster_id", "num_clusters", "cluster_block_id",
    # creation
    "arange", "zeros", "zeros_like", "full", "full_like",
    "expand_dims", "broadcast_to", "broadcast",
    # memory
    "load", "store", "load_box", "store_box", "trans", "tensor_map", "tensor_descriptor",
    "reshape", "view", "ravel", "join", "split", "unpack_fp4", "pack_fp4", "make_block_ptr", "advance", "BlockPointer",
    "gather", "flip", "interleave", "cat", "sort", "argsort", "topk", "histogram", "permute",
    "atomic_add", "atomic_max", "atomic_min", "atomic_xchg",
    "atomic_and", "atomic_or", "atomic_xor", "atomic_cas",
    # math
    "dot", "dot_scaled", "where", "maximum", "minimum", "gdc_wait", "gdc_launch_dependents",
    "sqrt", "rsqrt", "abs", "floor", "ceil", "fma", "cdiv",
    "exp", "exp2", "log", "log2", "sin", "cos", "tanh",
    "sigmoid", "clamp", "softmax", "multiple_of", "max_contiguous", "max_constancy", "assume",
    "umulhi", "swizzle2d",
    "erf", "div_rn", "fdiv", "sqrt_rn",
    # libdevice (CUDA's libdevice.10.bc, linked when used)
    "pow", "atan2", "log1p", "expm1", "log10", "cbrt", "tan", "asin", "acos", "atan",
    "sinh", "cosh", "asinh", "acosh", "atanh", "erfc",
    "round", "trunc", "rint", "isnan", "isinf",
    "cast",
    # reductions
    "sum", "max", "min", "prod", "argmax", "argmin", "cumsum", "cumprod",
    "reduce", "associative_scan", "xor_sum",
    # control flow
    "static_range", "for_loop", "static_assert",
    # debugging
    "device_print", "device_assert", "static_print", "debug_barrier",
    "inline_asm_elementwise",
]

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


# ---------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------


from .dtypes import (  # noqa: E402  (the types; re-exported)
    _FP8, _dtype_by_name, bfloat16, bool_, dtype, float4e2m1fn, float8e4m3fn, float8e4nv,
    float8e5, float8e5m2, float8e8m0fnu, float16, float32, float64, int1, int8, int16, int32,
    int64, pointer_type, ptr, tensor_map, uint8, uint16, uint32, uint64)


class _DescriptorType(type):
    def __instancecheck__(cls, obj) -> bool:
        return (isinstance(obj, Pointer) and obj.block_shape is not None
                or getattr(type(obj), "_tile_descriptor", False))  # descriptors.PointerDescriptor


class tensor_descriptor(metaclass=_DescriptorType):
    """``tile.tensor_descriptor(element, block_shape)``: annotation for a
    Triton-style tensor descriptor parameter: a tensor map
    (:func:`tensor_map`) whose 2-D block the kernel reads and writes with
    ``desc.load([row, col])`` and ``desc.store([row, col], value)``. An
    unannotated parameter launched with a :class:`tile.TensorDescriptor` is
    one of these. In a kernel, ``isinstance(x, tile.tensor_descriptor)``
    (Triton's test) is true of descriptor parameters and of
    :func:`make_tensor_descriptor`'s results."""

    def __new__(cls, element: dtype, block_shape) -> pointer_type:  # type: ignore[misc]
        shape = _static_shape(block_shape)
        if len(shape) != 2:
            raise TypeError(f"tile.tensor_descriptor takes a 2-D block shape, got {shape} "
                            "(a tensor-map parameter is a 2-D TMA box; make 1-D and 3-D to "
                            "5-D descriptors in the kernel with tl.make_tensor_descriptor)")
        return pointer_type(element, tensor_map=True, block_shape=shape)


class DescriptorSpec(NamedTuple):
    """A tensor descriptor made in a kernel (:func:`make_tensor_descriptor`):
    the hidden tensor-map parameter ``name`` the launch encodes from the
    arguments: the pointer parameter ``base``, ``shape`` (rows, cols) and
    ``row_stride`` (elements), each an int, the name of an integer
    parameter or a tuple (op, lhs, rhs) of them (op add, sub, mul or div),
    and the ``block`` of ``element`` values (a dtype name)."""
    name: str
    base: str
    shape: Tuple[Any, Any]
    row_stride: Any
    block: Tuple[int, int]
    element: str


def _tensor_ir(shape: Tuple[int, ...], dt: dtype) -> str:
    return "tensor<" + "x".join(str(d) for d in shape) + "x" + dt.ir + ">"


def _pretty_type(v) -> str:
    if isinstance(v, Tile):
        return f"a {'x'.join(map(str, v.shape))} tile of {v.dtype.name}"
    if isinstance(v, Scalar):
        return f"a {v.dtype.name} scalar"
    if isinstance(v, Pointer):
        return f"a pointer to {v.element.name}"
    return f"a Python {type(v).__name__}"


# ---------------------------------------------------------------------------
# The IR builder
# ---------------------------------------------------------------------------


class _Block:
    """One block of ops: lines ``(text, loc)`` and nested region ops."""

    __slots__ = ("items", "memo", "active")

    def __init__(self):
        self.items: List[Any] = []
        self.memo: Dict[str, str] = {}
        self.active = True


class _RegionOp:
    """An op with regions (scf.for / scf.if): ``header {`` block
    (``separator {`` block)* ``}`` loc."""

    __slots__ = ("header", "blocks", "separators", "loc", "attrs")

    def __init__(self, header: str, loc: str):
        self.header = header
        self.blocks: List[_Block] = []
        self.separators: List[str] = []
        self.loc = loc
        self.attrs = ""  # an attribute dictionary after the regions


class _Builder:
    def __init__(self, target=None):
        self.counter = 0
        self.root = _Block()
        self.stack: List[_Block] = [self.root]
        self.defs: Dict[str, _Block] = {}
        self.target = target
        self.num_stages: Optional[int] = None  # the kernel's num_stages
        #: {SSA name: parameter name} of the kernel's runtime parameters.
        self.params: Dict[str, str] = {}
        #: The tensor descriptors the kernel makes (make_tensor_descriptor):
        #: hidden tensor-map parameters the launch encodes, in order.
        self.descriptors: List["DescriptorSpec"] = []
        self.descriptor_locs: List[str] = []  # where each was made
        #: {SSA name of a tile.trans result: its operand}: the transpose of
        #: a transpose is the tile itself (Triton's ``b.T`` handed to
        #: dot_scaled, which transposes its rhs again).
        self.transposed: Dict[str, "Tile"] = {}
        #: Whether tile.device_assert / `assert` on runtime values emit
        #: tile.assert (Triton's debug mode; off by default, as in Triton).
        self.asserts = False

    # --- names and blocks ---------------------------------------------------
    def fresh(self) -> str:
        n = self.counter
        self.counter += 1
        return f"%{n}"

    @property
    def block(self) -> _Block:
        return self.stack[-1]

    def push(self, block: _Block) -> None:
        block.active = True
        self.stack.append(block)

    def pop(self) -> _Block:
        block = self.stack.pop()
        block.active = False
        return block

    def check_operands(self, operands: Iterable[Any]) -> None:
        for v in operands:
            blk = getattr(v, "_block", None)
            if blk is not None and not blk.active:
                raise _error(
                    "this value was computed inside a loop or if body and is not "
                    "available here; carry it out by assigning it to a variable "
                    "that exists before the loop/if")

    # --- emission -------------------------------------------------------------
    def emit(self, text: str, operands: Sequence[Any] = (), rtype=None, pure: bool = True):
        """Appends ``[%r = ]text`` (with the user's location) and returns the
        result as a Tile/Scalar of ``rtype = (shape or None, dtype)``. Pure
        ops are CSE'd against the enclosing blocks."""
        self.check_operands(operands)
        if rtype is None:
            self.block.items.append((text, _loc_text(_user_position())))
            return None
        name = None
        if pure:
            for blk in reversed(self.stack):
                name = blk.memo.get(text)
                if name is not None:
                    break
        if name is None:
            name = self.fresh()
            self.block.items.append((f"{name} = {text}", _loc_text(_user_position())))
            self.defs[name] = self.block
            if pure:
                self.block.memo[text] = name
        shape, dt = rtype
        blk = self.defs[name]
        if shape is None:
            return Scalar(name, dt, blk)
        return Tile(name, tuple(shape), dt, blk)

    # --- rendering ------------------------------------------------------------
    def render_block(self, block: _Block, indent: str, out: List[str], locations: bool) -> None:
        for item in block.items:
            if isinstance(item, str):  # a block label
                out.append(f"{indent[:-2]}{item}")
            elif isinstance(item, tuple):
                text, loc = item
                out.append(f"{indent}{text} {loc}" if locations else f"{indent}{text}")
            else:
                out.append(f"{indent}{item.header} {{")
                for i, blk in enumerate(item.blocks):
                    if i:
                        out.append(f"{indent}}} {item.separators[i - 1]} {{")
                    self.render_block(blk, indent + "  ", out, locations)
                close = f"{indent}}}" + (f" {item.attrs}" if item.attrs else "")
                out.append(f"{close} {item.loc}" if locations else close)


_STATE = threading.local()


def _builder() -> _Builder:
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


# ---------------------------------------------------------------------------
# Values
# ---------------------------------------------------------------------------


_BOOL_MSG = ("a runtime tile value cannot be used as a Python bool (`bool(x)`, or `and`, "
             "`or`, `not`, `a if c else b`, a comparison chain or `assert` outside a "
             "@tile.kernel/@tile.func body, where they apply elementwise); use `&`, `|`, "
             "`~` or tile.where(). An `if` or `while` statement on a runtime scalar "
             "becomes scf.if / scf.while, but only in a @tile.kernel/@tile.func and "
             "without return, break or continue inside it")


class _Value:
    """Common operators of Tile and Scalar."""

    __slots__ = ("_name", "_dtype", "_block")

    @property
    def dtype(self) -> dtype:
        return self._dtype

    @property
    def name(self) -> str:
        """The SSA name in the generated IR."""
        return self._name

    def __bool__(self):
        raise _error(_BOOL_MSG)

    def __index__(self):
        raise _error("a runtime value cannot be used as a Python int (e.g. as a "
                     "range() bound in a function that is not traced with "
                     "@tile.kernel or @tile.func, or as a shape); shapes and "
                     "static loop bounds must be constexpr")

    __int__ = __index__

    def __float__(self):
        raise _error("a runtime value cannot be converted to a Python float")

    def __iter__(self):
        raise _error("tiles cannot be iterated in Python; index them with [:, None] "
                     "or reduce them with tile.sum/max/min")

    __hash__ = object.__hash__

    # arithmetic
    def __add__(self, o): return _binary("add", self, o)
    def __radd__(self, o): return _binary("add", o, self)
    def __sub__(self, o): return _binary("sub", self, o)
    def __rsub__(self, o): return _binary("sub", o, self)
    def __mul__(self, o): return _binary("mul", self, o)
    def __rmul__(self, o): return _binary("mul", o, self)
    def __truediv__(self, o): return _binary("truediv", self, o)
    def __rtruediv__(self, o): return _binary("truediv", o, self)
    def __floordiv__(self, o): return _binary("floordiv", self, o)
    def __rfloordiv__(self, o): return _binary("floordiv", o, self)
    def __mod__(self, o): return _binary("mod", self, o)
    def __rmod__(self, o): return _binary("mod", o, self)
    def __and__(self, o): return _binary("and", self, o)
    def __rand__(self, o): return _binary("and", o, self)
    def __or__(self, o): return _binary("or", self, o)
    def __ror__(self, o): return _binary("or", o, self)
    def __xor__(self, o): return _binary("xor", self, o)
    def __rxor__(self, o): return _binary("xor", o, self)
    def __lshift__(self, o): return _binary("shl", self, o)
    def __rlshift__(self, o): return _binary("shl", o, self)
    def __rshift__(self, o): return _binary("shr", self, o)
    def __rrshift__(self, o): return _binary("shr", o, self)
    def __lt__(self, o): return _compare("lt", self, o)
    def __le__(self, o): return _compare("le", self, o)
    def __gt__(self, o): return _compare("gt", self, o)
    def __ge__(self, o): return _compare("ge", self, o)
    def __eq__(self, o): return _compare("eq", self, o)
    def __ne__(self, o): return _compare("ne", self, o)
    def __neg__(self): return _negate(self)
    def __pos__(self): return self
    def __invert__(self): return _invert(self)
    def __abs__(self): return abs(self)

    def __pow__(self, o):
        raise _error("** is not supported on tiles; multiply explicitly, or use tile.pow "
                     "(libdevice's powf)")

    def to(self, dt: dtype, fp_downcast_rounding=None, bitcast: bool = False):
        """Converts to element type ``dt`` (``arith.extf``/``truncf``/
        ``sitofp``/``fptosi``/``extsi``/``trunci``/...); ``bitcast=True``
        reinterprets the bits (same width); see :func:`cast`."""
        return cast(self, dt, fp_downcast_rounding, bitcast)

    def __getattr__(self, name):
        # Triton's tensor methods: x.cast(tl.int64), x.exp(), x.cumsum(0), ...
        if name in TENSOR_METHODS:
            fn = globals()[name]
            return lambda *args, **kwargs: fn(self, *args, **kwargs)
        raise AttributeError(f"{type(self).__name__} has no attribute {name!r}")


class Scalar(_Value):
    """A scalar runtime value (kernel parameter, program id, reduction)."""

    __slots__ = ()

    def __init__(self, name: str, dt: dtype, block: Optional[_Block]):
        self._name = name
        self._dtype = dt
        self._block = block

    @property
    def ir_type(self) -> str:
        return self._dtype.ir

    @property
    def shape(self) -> Tuple[int, ...]:
        return ()

    def __repr__(self) -> str:
        return f"Scalar({self._name}: {self._dtype.name})"

    def __getitem__(self, index):
        # A 0-d tensor indexed with None only: s[None] is a 1-element tile.
        index = index if isinstance(index, tuple) else (index,)
        if not index or any(i is not None for i in index):
            raise _error("a scalar (0-d tensor) can only be indexed with None (s[None])")
        return broadcast_to(self, (1,) * len(index))


class _TensorType(type):
    def __instancecheck__(cls, obj) -> bool:
        return isinstance(obj, (_Value, Pointer, PointerOffsets))


class tensor(metaclass=_TensorType):
    """Triton's ``tl.tensor``, for annotations and ``isinstance``: tiles,
    scalars (0-d tensors) and pointers are instances. Values are made by
    the operations, not by calling it."""

    def __new__(cls, *args, **kwargs):
        raise TypeError("tl.tensor values are made by tile operations (tl.full, tl.load, "
                        "...), not by calling tl.tensor")


class Tile(_Value):
    """A statically shaped tile: ``tensor<shape x dtype>`` in the IR."""

    __slots__ = ("_shape",)

    def __init__(self, name: str, shape: Tuple[int, ...], dt: dtype, block: Optional[_Block]):
        self._name = name
        self._shape = tuple(shape)
        self._dtype = dt
        self._block = block

    @property
    def shape(self) -> Tuple[int, ...]:
        return self._shape

    @property
    def ndim(self) -> int:
        return len(self._shape)

    @property
    def numel(self) -> int:
        n = 1
        for d in self._shape:
            n *= d
        return n

    @property
    def ir_type(self) -> str:
        return _tensor_ir(self._shape, self._dtype)

    def __len__(self) -> int:
        return self._shape[0]

    def __repr__(self) -> str:
        return f"Tile({self._name}: {'x'.join(map(str, self._shape))}x{self._dtype.name})"

    def __getitem__(self, index):
        return _index(self, index)

    def __matmul__(self, other):
        return dot(self, other)

    def expand_dims(self, axis: int) -> "Tile":
        return expand_dims(self, axis)

    def broadcast_to(self, shape) -> "Tile":
        return broadcast_to(self, shape)

    def reshape(self, *shape) -> "Tile":
        return reshape(self, shape[0] if len(shape) == 1 and not isinstance(shape[0], int)
                       else shape)

    @property
    def T(self) -> "Tile":
        return trans(self)

    def sum(self, axis=None, keep_dims=False, dtype=None):
        return sum(self, axis, keep_dims, dtype)

    def max(self, axis=None, return_indices=False, return_indices_tie_break_left=True,
            keep_dims=False):
        return max(self, axis, return_indices, return_indices_tie_break_left, keep_dims)

    def min(self, axis=None, return_indices=False, return_indices_tie_break_left=True,
            keep_dims=False):
        return min(self, axis, return_indices, return_indices_tie_break_left, keep_dims)


def _descriptor_offsets(offsets, what):
    try:
        c = list(offsets)
    except TypeError:
        raise _error(f"desc.{what} takes a list of 2 offsets (outermost first)") from None
    if len(c) != 2:
        raise _error(f"desc.{what} takes 2 offsets (outermost first), got {len(c)}")
    return c


class Pointer:
    """A ``!tile.ptr<T>`` kernel parameter. ``ptr + offsets`` gives a
    :class:`PointerOffsets` that ``tile.load``/``tile.store`` accept; a
    tensor-map parameter is read with :func:`load_box` instead."""

    __slots__ = ("_name", "_element", "_block", "tensor_map", "block_shape")

    def __init__(self, name: str, element: dtype, tensor_map: bool = False, block_shape=None):
        self._name = name
        self._element = element
        self._block = None
        self.tensor_map = tensor_map
        self.block_shape = block_shape

    def _descriptor(self, what):
        if self.block_shape is None:
            raise _error(f"'{self._name[1:]}' is not a tensor descriptor: desc.{what} needs a "
                         "parameter annotated tile.tensor_descriptor(dtype, block_shape) or "
                         "launched with a tile.TensorDescriptor")
        return self.block_shape

    def load(self, offsets):
        """Triton's ``desc.load([row, col])``: the descriptor's block at
        those offsets (outermost first), by TMA (:func:`load_box`)."""
        shape = self._descriptor("load")
        row, col = _descriptor_offsets(offsets, "load")
        return load_box(self, [col, row], shape)

    def store(self, offsets, value):
        """Triton's ``desc.store([row, col], value)``: ``value`` (of the
        block's shape) into the tensor at those offsets (:func:`store_box`)."""
        shape = self._descriptor("store")
        row, col = _descriptor_offsets(offsets, "store")
        v = _tile_arg(value, "desc.store's value")
        if v.shape != shape:
            raise _error(f"desc.store: the value is {'x'.join(map(str, v.shape))} but the "
                         f"descriptor's block is {'x'.join(map(str, shape))}")
        return store_box(self, [col, row], v)

    @property
    def element(self) -> dtype:
        return self._element

    @property
    def type(self) -> pointer_type:
        """The parameter's type (Triton's ``X.type.element_ty`` and
        ``X.dtype.element_ty`` are the element type)."""
        return pointer_type(self._element, self.tensor_map, self.block_shape)

    dtype = type

    @property
    def name(self) -> str:
        return self._name

    @property
    def ir_type(self) -> str:
        return f"!tile.ptr<{self._element.ir}>"

    def __add__(self, offsets):
        if self.tensor_map:
            if self.block_shape is not None:
                raise _error(f"'{self._name[1:]}' is a tensor descriptor: read it with "
                             f"{self._name[1:]}.load([row, col]), not with pointer arithmetic")
            raise _error(f"'{self._name[1:]}' is a tensor map (tile.tensor_map): read it with "
                         "tile.load_box, not with pointer arithmetic")
        return PointerOffsets(self, _offsets_value(offsets))

    __radd__ = __add__

    def __bool__(self):
        raise _error(_BOOL_MSG)

    def to(self, dt, fp_downcast_rounding=None, bitcast: bool = False):
        """``ptr.to(tile.int64)``: the address; ``ptr.to(tile.pointer_type(U))``:
        the same address as a pointer to ``U`` elements."""
        return _pointer_cast(self, dt)

    cast = to

    def __repr__(self) -> str:
        return f"Pointer({self._name}: {self._element.name})"


class PointerOffsets:
    """``pointer + offsets``: a base pointer with element offsets (a tile,
    or a scalar before a tile is added). Adding more offsets adds them up,
    so ``x + pid * BLOCK + tile.arange(0, BLOCK)`` and Triton-style pointer
    increments (``ptrs += BLOCK_K``) work."""

    __slots__ = ("base", "offsets")

    def __init__(self, base: Pointer, offsets):
        self.base = base
        self.offsets = offsets

    def __add__(self, more):
        return PointerOffsets(self.base, _binary("add", self.offsets, _offsets_value(more)))

    __radd__ = __add__

    def __sub__(self, more):
        return PointerOffsets(self.base, _binary("sub", self.offsets, _offsets_value(more)))

    @property
    def type(self) -> pointer_type:
        """The base pointer's type (Triton's ``ptrs.dtype.element_ty``)."""
        return self.base.type

    dtype = type

    def to(self, dt, fp_downcast_rounding=None, bitcast: bool = False):
        return _pointer_cast(self, dt)

    cast = to

    def __getitem__(self, index):
        if not isinstance(self.offsets, Tile):
            raise _error("index a pointer tile only after adding a tile of offsets")
        return PointerOffsets(self.base, _index(self.offsets, index))

    def __bool__(self):
        raise _error(_BOOL_MSG)

    @property
    def shape(self):
        return getattr(self.offsets, "shape", ())

    def __repr__(self) -> str:
        return f"PointerOffsets({self.base!r} + {self.offsets!r})"


class _Undefined:
    """What a variable holds after a loop/if when it was only bound inside."""

    __slots__ = ("varname", "why")

    def __init__(self, varname: str, why: str):
        self.varname = varname
        self.why = why

    def _fail(self, *args, **kwargs):
        raise _error(f"variable '{self.varname}' {self.why}")

    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = _fail
    __truediv__ = __rtruediv__ = __floordiv__ = __rfloordiv__ = __mod__ = _fail
    __and__ = __rand__ = __or__ = __ror__ = __xor__ = __lt__ = __le__ = _fail
    __gt__ = __ge__ = __neg__ = __invert__ = __getitem__ = __call__ = _fail
    __bool__ = __index__ = __iter__ = _fail

    def __getattr__(self, item):
        if item.startswith("__"):
            raise AttributeError(item)
        self._fail()

    def __repr__(self) -> str:
        return f"<undefined {self.varname}>"


def _check_defined(v):
    if isinstance(v, _Undefined):
        v._fail()
    return v


def _offsets_value(offsets):
    _check_defined(offsets)
    if isinstance(offsets, PointerOffsets):
        raise _error("cannot add two pointers")
    if isinstance(offsets, (Tile, Scalar)):
        if not offsets.dtype.is_int:
            raise _error(f"pointer offsets must be integers, got {_pretty_type(offsets)}")
        return offsets
    if isinstance(offsets, bool) or not isinstance(offsets, int):
        raise _error(f"pointer offsets must be integers, got {_pretty_type(offsets)}")
    return _constant(offsets, int32 if -2**31 <= offsets < 2**31 else int64)


# ---------------------------------------------------------------------------
# Constants, casts and broadcasting
# ---------------------------------------------------------------------------


def _is_number(x) -> bool:
    return isinstance(x, (bool, int, float)) and not isinstance(x, _Value)


def _norm(x):
    """NumPy scalars and constexprs -> Python values."""
    if isinstance(x, constexpr):
        x = x.value
    if type(x).__module__ == "numpy" and hasattr(x, "item") and getattr(x, "ndim", 1) == 0:
        return x.item()
    return x


def _float_literal(value: float, dt: dtype) -> str:
    value = float(value)
    if _math.isfinite(value):
        text = repr(value)
        if "e" in text and "." not in text.split("e")[0]:
            mant, exp = text.split("e")
            text = f"{mant}.0e{exp}"
        elif "." not in text and "e" not in text:
            text += ".0"
        return text
    # inf/nan: MLIR takes the bit pattern in hex.
    if dt is float32:
        bits = struct.unpack(">I", struct.pack(">f", value))[0]
        return f"0x{bits:08X}"
    if dt is float64:
        bits = struct.unpack(">Q", struct.pack(">d", value))[0]
        return f"0x{bits:016X}"
    if dt is float16:
        bits = struct.unpack(">H", struct.pack(">e", value))[0]
        return f"0x{bits:04X}"
    if dt is bfloat16:
        bits = struct.unpack(">I", struct.pack(">f", value))[0] >> 16
        if _math.isnan(value):
            bits = 0x7FC0
        return f"0x{bits:04X}"
    raise _error(f"cannot make a {dt.name} constant of {value}")


def _literal(value, dt: dtype) -> str:
    if dt.is_bool:
        return "true" if value else "false"
    if dt.is_int:
        if isinstance(value, float):
            if not value.is_integer():
                raise _error(f"cannot convert {value!r} to {dt.name} exactly")
            value = int(value)
        value = int(value)
        lo = -(1 << (dt.bits - 1))
        hi = (1 << dt.bits) - 1
        if dt.kind == "int":
            hi = (1 << (dt.bits - 1)) - 1
        else:
            lo = 0
        if not lo <= value <= hi:
            raise _error(f"constant {value} does not fit in {dt.name}")
        if value >= 1 << (dt.bits - 1):
            value -= 1 << dt.bits  # signless: the two's complement bits
        return str(value)
    if dt in _FP8 or dt.bits < 16 or dt is float8e8m0fnu:
        raise _error(f"constants of type {dt.name} are not supported; build them in "
                     "float32 and store or dot them as 8-bit values")
    return _float_literal(value, dt)


def _constant(value, dt: dtype, shape: Optional[Tuple[int, ...]] = None):
    b = _builder()
    lit = _literal(value, dt)
    if shape is None:
        if dt.is_bool:
            text = f"arith.constant {lit}"
        else:
            text = f"arith.constant {lit} : {dt.ir}"
        return b.emit(text, (), (None, dt))
    ty = _tensor_ir(shape, dt)
    return b.emit(f"arith.constant dense<{lit}> : {ty}", (), (shape, dt))


def _default_dtype(x) -> dtype:
    if isinstance(x, bool):
        return int1
    if isinstance(x, int):
        return int32 if -2**31 <= x < 2**31 else int64
    if isinstance(x, float):
        return float32
    raise _error(f"expected a tile, a scalar or a Python number, got {_pretty_type(x)}")


def _as_value(x, like: Optional[dtype] = None):
    """A Tile/Scalar for x; Python numbers become constants (of ``like``)."""
    _check_defined(x)
    if isinstance(x, (Tile, Scalar)):
        return x
    x = _norm(x)
    if isinstance(x, Pointer) or isinstance(x, PointerOffsets):
        raise _error(f"expected a tile or scalar, got {_pretty_type(x)}; "
                     "pointers only go into tile.load/tile.store")
    if isinstance(x, (bool, int, float)):
        return _constant(x, like or _default_dtype(x))
    raise _error(f"expected a tile, a scalar or a Python number, got {_pretty_type(x)}")


def _promote(a: dtype, b: dtype) -> dtype:
    if a is b:
        return a
    if a.is_floating or b.is_floating:
        if a.is_floating and b.is_floating:
            if a.bits == b.bits:
                return float32 if a.bits <= 16 else a  # f16 + bf16 -> f32
            return a if a.bits > b.bits else b
        return a if a.is_floating else b
    if a.is_bool:
        return b
    if b.is_bool:
        return a
    bits = a.bits if a.bits >= b.bits else b.bits
    if a.kind == b.kind:
        return a if a.bits >= b.bits else b
    # signed/unsigned mix: unsigned when the unsigned one is at least as wide
    unsigned = a if a.kind == "uint" else b
    signed = b if unsigned is a else a
    if unsigned.bits >= signed.bits:
        return unsigned
    return signed if signed.bits == bits else _int_dtype(bits, True)


def _int_dtype(bits: int, signed: bool) -> dtype:
    return {(8, True): int8, (16, True): int16, (32, True): int32, (64, True): int64,
            (8, False): uint8, (16, False): uint16, (32, False): uint32,
            (64, False): uint64}[(bits, signed)]


def _unary_op(text_fn, v, dt: dtype, shape):
    b = _builder()
    return b.emit(text_fn, (v,), (shape, dt))


def _pointer_cast(x, dt):
    """``int64_scalar.to(tile.pointer_type(T))`` (tile.int_to_ptr: an
    address loaded from a table of pointers), ``ptr.to(tile.int64)``
    (tile.ptr_to_int) and ``ptr.to(tile.pointer_type(U))`` (the same address
    as a pointer to other elements)."""
    b = _builder()
    if isinstance(x, Pointer):
        if x.tensor_map:
            raise _error("a tensor map cannot be converted")
        if isinstance(dt, dtype):
            if not dt.is_int or dt.bits != 64:
                raise _error(f"a pointer converts to tile.int64 or another pointer type, "
                             f"not {dt.name}")
            b.check_operands((x,))
            addr = b.emit(f"tile.ptr_to_int {x.name} : {x.ir_type}", (x,), (None, int64))
            return _retype(addr, dt) if dt is not int64 else addr
        if dt.element is x.element:
            return x
        x = _pointer_cast(x, int64)
    if isinstance(x, PointerOffsets):
        raise _error("a tile of pointers cannot be converted; convert the base pointer "
                     "and add the offsets to it")
    if dt.tensor_map:
        raise _error("an integer cannot be converted to a tensor map")
    x = _norm(x)
    if not isinstance(x, (Scalar, Tile)) or not x.dtype.is_int:
        raise _error(f"only an integer (an address) or a tile of them converts to a pointer, "
                     f"got {_pretty_type(x)}")
    if x.dtype.bits != 64:
        raise _error(f"an address is a 64-bit integer (tile.int64), got {x.dtype.name}")
    if isinstance(x, Tile):
        # A tile of addresses (Triton's pointer tensors): element offsets
        # from address 0 (the addresses of `dt.element` data are multiples
        # of its size), so loads and stores gather and scatter through them.
        bits = dt.element.bits
        if bits < 8:
            raise _error(f"a tile of addresses of {dt.element.name} elements is not supported")
        base = _pointer_cast(_as_value(0, int64), dt)
        shift = (bits // 8).bit_length() - 1
        return PointerOffsets(base, _binary("shr", x, shift) if shift else x)
    name = b.emit(f"tile.int_to_ptr {x.name} : !tile.ptr<{dt.element.ir}>", (x,),
                  (None, int64)).name
    p = Pointer(name, dt.element)
    p._block = b.defs[name]
    return p


def cast(x, dt: dtype, fp_downcast_rounding=None, bitcast: bool = False):
    """Converts a tile or scalar to element type ``dt`` (``x.to(dt)``,
    ``x.cast(dt)``); a 64-bit scalar to a pointer type and back
    (``tile.pointer_type(T)``). Triton's keywords: ``bitcast=True``
    reinterprets the bits; ``fp_downcast_rounding`` ("rtne", the default,
    or "rtz") rounds a float to a narrower float to nearest even or toward
    zero."""
    dt, bitcast = _norm(dt), _norm(bitcast)
    rounding = _norm(fp_downcast_rounding)
    if isinstance(dt, pointer_type) or isinstance(x, (Pointer, PointerOffsets)):
        return _pointer_cast(x, dt)
    if not isinstance(dt, dtype):
        raise _error(f"expected a tile dtype such as tile.float32, got {dt!r}")
    if rounding not in (None, "rtne", "rtz"):
        raise _error(f"fp_downcast_rounding must be 'rtne' or 'rtz' (Triton's), got {rounding!r}")
    x = _as_value(x, dt if _is_number(x) else None)
    src = x.dtype
    if rounding is not None and not (src.is_floating and dt.is_floating and dt.bits < src.bits):
        raise _error(f"fp_downcast_rounding applies to float downcasts, not {src.name} to "
                     f"{dt.name} (Triton's rule)")
    if rounding == "rtz":
        return _round_toward_zero(x, dt)
    if src is dt:
        return x
    shape = x.shape if isinstance(x, Tile) else None
    b = _builder()
    tin = x.ir_type
    tout = _tensor_ir(shape, dt) if shape is not None else dt.ir

    def conv(op):
        return b.emit(f"{op} {x.name} : {tin} to {tout}", (x,), (shape, dt))

    if bitcast:
        if src.bits != dt.bits:
            raise _error(f"bitcast needs types of the same width, got {src.name} and {dt.name}")
        if src.ir == dt.ir:
            return _retype(x, dt)
        return conv("arith.bitcast")
    if src.is_int and dt.is_int:
        if dt.is_bool:
            return _compare("ne", x, 0)
        if src.ir == dt.ir:
            return _retype(x, dt)  # signedness only
        if dt.bits > src.bits:
            return conv("arith.extui" if src.is_unsigned else "arith.extsi")
        return conv("arith.trunci")
    if src.is_floating and dt.is_floating:
        if dt.bits > src.bits:
            return conv("arith.extf")
        if dt.bits < src.bits:
            return conv("arith.truncf")
        return cast(cast(x, float32), dt)  # f16 <-> bf16
    if src.is_floating and src.bits < 16 or dt.is_floating and dt.bits < 16:
        # 8-bit and 4-bit floats only convert to and from wider floats
        return cast(cast(x, float32), dt)
    if src.is_int and dt.is_floating:
        return conv("arith.uitofp" if src.is_unsigned else "arith.sitofp")
    # float -> int
    if dt.is_bool:
        return _compare("ne", x, 0.0)
    return conv("arith.fptoui" if dt.is_unsigned else "arith.fptosi")


def _round_toward_zero(x, dt: dtype):
    """``x`` (a float) rounded toward zero to the narrower float ``dt``:
    the nearest-even conversion, one unit in the last place toward zero
    where it rounded up in magnitude (inf from a finite value becomes the
    largest finite one; NaN stays NaN)."""
    if dt.bits < 16:
        raise _error(f"fp_downcast_rounding='rtz' to {dt.name} is not supported by tile "
                     "(8-bit floats convert to nearest, saturating)")
    near = cast(x, dt)
    bits = _int_dtype(dt.bits, True)
    up = abs(cast(near, x.dtype)) > abs(x)  # rounded away from zero (never for NaN)
    fixed = cast(cast(near, bits, bitcast=True) - 1, dt, bitcast=True)
    return where(up, fixed, near)


def _retype(x, dt: dtype):
    if isinstance(x, Tile):
        return Tile(x.name, x.shape, dt, x._block)
    return Scalar(x.name, dt, x._block)


def _broadcast_shapes(s1: Tuple[int, ...], s2: Tuple[int, ...]) -> Tuple[int, ...]:
    out = []
    for i in range(1, (len(s1) if len(s1) > len(s2) else len(s2)) + 1):
        a = s1[-i] if i <= len(s1) else 1
        c = s2[-i] if i <= len(s2) else 1
        if a != c and a != 1 and c != 1:
            raise _error(f"cannot broadcast shapes {tuple(s1)} and {tuple(s2)}")
        out.append(a if c == 1 else c)
    return tuple(reversed(out))


def expand_dims(x, axis: int) -> Tile:
    """Inserts a dimension of size 1 at ``axis`` (``tile.expand_dims``);
    ``x[:, None]`` is the same as ``expand_dims(x, 1)``."""
    x = _as_value(x)
    if not isinstance(x, Tile):
        raise _error("expand_dims needs a tile; use tile.full to make one from a scalar")
    rank = x.ndim
    if isinstance(axis, bool) or not isinstance(axis, int):
        raise _error("expand_dims axis must be a Python int")
    if axis < 0:
        axis += rank + 1
    if not 0 <= axis <= rank:
        raise _error(f"axis {axis} is out of range for a rank-{rank} tile")
    shape = x.shape[:axis] + (1,) + x.shape[axis:]
    b = _builder()
    return b.emit(f"tile.expand_dims {x.name} axis {axis} : {x.ir_type} -> {_tensor_ir(shape, x.dtype)}",
                  (x,), (shape, x.dtype))


def broadcast_to(x, shape) -> Tile:
    """Broadcasts a tile (or scalar) to ``shape`` like NumPy
    (``tile.expand_dims`` + ``tile.broadcast``, or ``tile.splat``)."""
    if _is_empty_shape(shape) and isinstance(_as_value(x), Scalar):
        return _as_value(x)  # a 0-d tensor stays one
    shape = _static_shape(shape)
    x = _as_value(x)
    if isinstance(x, Scalar):
        b = _builder()
        return b.emit(f"tile.splat {x.name} : {_tensor_ir(shape, x.dtype)}", (x,),
                      (shape, x.dtype))
    if x.shape == shape:
        return x
    if len(x.shape) > len(shape) or _broadcast_shapes(x.shape, shape) != shape:
        raise _error(f"cannot broadcast a tile of shape {x.shape} to {shape}")
    while x.ndim < len(shape):
        x = expand_dims(x, 0)
    if x.shape == shape:
        return x
    b = _builder()
    return b.emit(f"tile.broadcast {x.name} : {x.ir_type} -> {_tensor_ir(shape, x.dtype)}",
                  (x,), (shape, x.dtype))


def broadcast(input, other):
    """Triton's ``tl.broadcast``: ``input`` and ``other`` broadcast to
    their common shape (NumPy rules), as a pair."""
    a, b = _as_value(input), _as_value(other)
    if isinstance(a, Scalar) and isinstance(b, Scalar):
        return a, b
    return _same_shape(a, b)


def _static_shape(shape, allow_minus_one=False) -> Tuple[int, ...]:
    if isinstance(shape, int) and not isinstance(shape, bool):
        shape = (shape,)
    try:
        shape = tuple(shape)
    except TypeError:
        raise _error(f"a shape must be a tuple of constexpr ints, got {shape!r}") from None
    for d in shape:
        if isinstance(d, bool) or not isinstance(d, int):
            raise _error(f"a shape must be a tuple of constexpr ints, got {shape!r}")
        if d <= 0 and not (allow_minus_one and d == -1):
            raise _error(f"tile dimensions must be positive, got {shape!r}")
    if not shape:
        raise _error("tiles need at least one dimension")
    return shape


def _coerce(a, c):
    """Two operands -> two Values of one dtype and one shape."""
    a, c = _norm(a), _norm(c)
    _check_defined(a)
    _check_defined(c)
    an, cn = _is_number(a), _is_number(c)
    if an and cn:
        raise _error("internal: two Python numbers")
    if an or cn:
        num, val = (a, c) if an else (c, a)
        val = _as_value(val)
        dt = val.dtype
        if isinstance(num, float) and not dt.is_floating:
            dt = float32  # int tile with a float literal: compute in f32
            val = cast(val, dt)
        elif isinstance(num, int) and not isinstance(num, bool) and dt.is_bool:
            dt = int32
            val = cast(val, dt)
        elif (isinstance(num, int) and not isinstance(num, bool) and dt.bits < 64 and
              -2**63 <= num < 2**63 and not (0 if dt.kind == "uint" else -(1 << (dt.bits - 1)))
              <= num < (1 << (dt.bits - (dt.kind != "uint")))):
            dt = int64  # Triton's: an int literal outside int32 is an int64
            val = cast(val, dt)
        numv = _constant(num, dt)
        a, c = (numv, val) if an else (val, numv)
    else:
        a, c = _as_value(a), _as_value(c)
        dt = _promote(a.dtype, c.dtype)
        a, c = cast(a, dt), cast(c, dt)
    return _same_shape(a, c)


def _same_shape(*vals):
    shapes = [v.shape for v in vals if isinstance(v, Tile)]
    if not shapes:
        return vals
    shape = shapes[0]
    for s in shapes[1:]:
        shape = _broadcast_shapes(shape, s)
    return tuple(broadcast_to(v, shape) for v in vals)


# ---------------------------------------------------------------------------
# Elementwise arithmetic
# ---------------------------------------------------------------------------

_FLOAT_OPS = {"add": "arith.addf", "sub": "arith.subf", "mul": "arith.mulf",
              "truediv": "arith.divf", "mod": "arith.remf"}
_INT_OPS = {"add": "arith.addi", "sub": "arith.subi", "mul": "arith.muli",
            "and": "arith.andi", "or": "arith.ori", "xor": "arith.xori", "shl": "arith.shli"}


def _binary(kind: str, lhs, rhs):
    lhs, rhs = _norm(lhs), _norm(rhs)
    if _is_number(lhs) and _is_number(rhs):
        return _python_binary(kind, lhs, rhs)
    if isinstance(lhs, PointerOffsets) or isinstance(lhs, Pointer):
        if kind == "add":
            return lhs + rhs
        raise _error("only + is defined on pointers")
    if isinstance(rhs, (Pointer, PointerOffsets)) and kind == "add":
        return rhs + lhs
    a, c = _coerce(lhs, rhs)
    dt = a.dtype
    if kind == "truediv" and not dt.is_floating:
        a, c = cast(a, float32), cast(c, float32)
        dt = float32
    if kind == "floordiv" and dt.is_floating:
        return floor(_binary("truediv", a, c))
    if dt.is_floating:
        op = _FLOAT_OPS.get(kind)
        if op is None:
            raise _error(f"operator {_OP_SYMBOL[kind]} needs integer operands, got {dt.name}")
    else:
        op = _INT_OPS.get(kind)
        if op is None:
            if kind == "floordiv":
                op = "arith.divui" if dt.is_unsigned else "arith.divsi"
            elif kind == "mod":
                op = "arith.remui" if dt.is_unsigned else "arith.remsi"
            elif kind == "shr":
                op = "arith.shrui" if dt.is_unsigned else "arith.shrsi"
            else:
                raise _error(f"unsupported operator {kind}")
    b = _builder()
    shape = a.shape if isinstance(a, Tile) else None
    return b.emit(f"{op} {a.name}, {c.name} : {a.ir_type}", (a, c), (shape, dt))


_OP_SYMBOL = {"add": "+", "sub": "-", "mul": "*", "truediv": "/", "floordiv": "//",
              "mod": "%", "and": "&", "or": "|", "xor": "^", "shl": "<<", "shr": ">>"}


def _python_binary(kind, a, c):
    import operator
    return {"add": operator.add, "sub": operator.sub, "mul": operator.mul,
            "truediv": operator.truediv, "floordiv": operator.floordiv,
            "mod": operator.mod, "and": operator.and_, "or": operator.or_,
            "xor": operator.xor, "shl": operator.lshift, "shr": operator.rshift}[kind](a, c)


_CMPF = {"lt": "olt", "le": "ole", "gt": "ogt", "ge": "oge", "eq": "oeq", "ne": "une"}
_CMPI_S = {"lt": "slt", "le": "sle", "gt": "sgt", "ge": "sge", "eq": "eq", "ne": "ne"}
_CMPI_U = {"lt": "ult", "le": "ule", "gt": "ugt", "ge": "uge", "eq": "eq", "ne": "ne"}


def _compare(kind: str, lhs, rhs):
    if isinstance(lhs, (Pointer, PointerOffsets)) or isinstance(rhs, (Pointer, PointerOffsets)):
        raise _error("pointers cannot be compared")
    a, c = _coerce(lhs, rhs)
    dt = a.dtype
    if dt.is_floating:
        op, pred = "arith.cmpf", _CMPF[kind]
    else:
        op, pred = "arith.cmpi", (_CMPI_U if dt.is_unsigned else _CMPI_S)[kind]
    b = _builder()
    shape = a.shape if isinstance(a, Tile) else None
    return b.emit(f"{op} {pred}, {a.name}, {c.name} : {a.ir_type}", (a, c),
                  (shape, int1))


def _negate(x):
    x = _as_value(x)
    if x.dtype.is_floating:
        return _unary_op(f"arith.negf {x.name} : {x.ir_type}", x, x.dtype, _shape_or_none(x))
    return _binary("sub", 0, x)


def _invert(x):
    x = _as_value(x)
    if not x.dtype.is_int:
        raise _error(f"~ needs an integer or bool operand, got {x.dtype.name}")
    return _binary("xor", x, True if x.dtype.is_bool else -1 if x.dtype.is_signed
                   else (1 << x.dtype.bits) - 1)


def _shape_or_none(x):
    return x.shape if isinstance(x, Tile) else None


def _index(x: Tile, index):
    if not isinstance(index, tuple):
        index = (index,)
    n_real = 0
    for i in index:
        if i is None:
            continue
        if i is Ellipsis:
            continue
        if isinstance(i, slice) and i.start is None and i.stop is None and i.step is None:
            n_real += 1
            continue
        raise _error("tiles only support indexing with ':' and None (e.g. x[:, None]) "
                     "to insert dimensions")
    ellipses = [k for k, i in enumerate(index) if i is Ellipsis]
    if len(ellipses) > 1:
        raise _error("an index can only have one '...'")
    if ellipses:
        k = ellipses[0]
        fill = x.ndim - n_real
        if fill < 0:
            raise _error(f"too many indices for a rank-{x.ndim} tile")
        index = index[:k] + (slice(None),) * fill + index[k + 1:]
        n_real = x.ndim
    if n_real != x.ndim:
        raise _error(f"a rank-{x.ndim} tile needs {x.ndim} ':' in its index, got {n_real}")
    out = x
    for pos, i in enumerate(index):
        if i is None:
            out = expand_dims(out, pos)
    return out


# ---------------------------------------------------------------------------
# Program, creation, memory
# ---------------------------------------------------------------------------

_AXES = {0: "x", 1: "y", 2: "z", "x": "x", "y": "y", "z": "z"}


def program_id(axis=0) -> Scalar:
    """This program instance's index along grid axis 0, 1 or 2 (``tile.program_id``)."""
    if axis not in _AXES or isinstance(axis, bool):
        raise _error(f"program_id axis must be 0, 1 or 2, got {axis!r}")
    b = _builder()
    return b.emit(f"tile.program_id {_AXES[axis]} : i32", (), (None, int32))


def num_programs(axis=0) -> Scalar:
    """The grid size along axis 0, 1 or 2 (``tile.num_programs``)."""
    if axis not in _AXES or isinstance(axis, bool):
        raise _error(f"num_programs axis must be 0, 1 or 2, got {axis!r}")
    b = _builder()
    return b.emit(f"tile.num_programs {_AXES[axis]} : i32", (), (None, int32))


def _cluster_query(op: str, what: str, axis) -> Scalar:
    if axis not in _AXES or isinstance(axis, bool):
        raise _error(f"{what} axis must be 0, 1 or 2, got {axis!r}")
    return _builder().emit(f"tile.{op} {_AXES[axis]} : i32", (), (None, int32))


def cluster_id(axis=0) -> Scalar:
    """The index of this block's cluster in the grid along axis 0, 1 or 2
    (``tile.cluster_id``; kernels with ``cluster_dims``, sm_90+)."""
    return _cluster_query("cluster_id", "cluster_id", axis)


def num_clusters(axis=0) -> Scalar:
    """The number of clusters in the grid along axis 0, 1 or 2 (``tile.num_clusters``)."""
    return _cluster_query("num_clusters", "num_clusters", axis)


def cluster_block_id(axis=0) -> Scalar:
    """This block's index within its cluster along axis 0, 1 or 2
    (``tile.cluster_block_id``)."""
    return _cluster_query("cluster_block_id", "cluster_block_id", axis)


def arange(start: int, end: Optional[int] = None) -> Tile:
    """The 1-D int32 tile ``[start, ..., end-1]`` (``tile.range``); bounds are constexpr."""
    if end is None:
        start, end = 0, start
    for v in (start, end):
        if isinstance(v, _Value):
            raise _error("tile.arange bounds must be constexpr ints (tile shapes are static); "
                         "add a runtime offset to the result instead")
        if isinstance(v, bool) or not isinstance(v, int):
            raise _error(f"tile.arange bounds must be ints, got {v!r}")
    if end <= start:
        raise _error(f"tile.arange({start}, {end}) is empty")
    if not (-2**31 <= start < 2**31 and -2**31 <= end < 2**31):
        raise _error("tile.arange bounds must fit in int32")
    b = _builder()
    shape = (end - start,)
    return b.emit(f"tile.range {start} to {end} : {_tensor_ir(shape, int32)}", (),
                  (shape, int32))


def full(shape, value, dtype: Optional[dtype] = None) -> Tile:
    """A tile of ``shape`` filled with ``value`` (a number: ``arith.constant
    dense<...>``; a scalar: ``tile.splat``); ``shape == ()`` (Triton's 0-d
    tensor) is a scalar."""
    value, dtype = _norm(value), _norm(dtype)
    if _is_empty_shape(shape):
        _check_defined(value)
        if isinstance(value, Tile):
            raise _error("tile.full needs a scalar value; use tile.broadcast_to for tiles")
        return cast(value, dtype) if dtype is not None else _as_value(value)
    shape = _static_shape(shape)
    _check_defined(value)
    if isinstance(value, Tile):
        raise _error("tile.full needs a scalar value; use tile.broadcast_to for tiles")
    if _is_number(value):
        dt = dtype or _default_dtype(value)
        return _constant(value, dt, shape)
    value = _as_value(value)
    if dtype is not None:
        value = cast(value, dtype)
    return broadcast_to(value, shape)


def _is_empty_shape(shape) -> bool:
    shape = _norm(shape)
    return isinstance(shape, (tuple, list)) and len(shape) == 0


def zeros(shape, dtype: dtype = None) -> Tile:
    """A tile of zeros (``arith.constant dense<0...>``); dtype defaults to float32."""
    dt = _norm(dtype) or float32
    return full(shape, False if dt.is_bool else 0 if dt.is_int else 0.0, dt)


def zeros_like(x: Tile) -> Tile:
    x = _as_value(x)
    return zeros(x.shape, x.dtype)


def full_like(x: Tile, value) -> Tile:
    x = _as_value(x)
    return full(x.shape, value, x.dtype)


def _element_address(pointer, offsets, opname):
    """(base, offsets tile, scalar) of a load or store: one element (a
    pointer parameter alone, or plus a scalar offset, as Triton's scalar
    loads and stores) is a one-element tile."""
    _check_defined(pointer)
    if isinstance(pointer, Pointer) and not pointer.tensor_map and offsets is None:
        offsets = 0
    elif isinstance(pointer, PointerOffsets) and offsets is None:
        pointer, offsets = pointer.base, pointer.offsets
    if isinstance(pointer, Pointer) and not pointer.tensor_map and (
            _is_number(offsets) or isinstance(offsets, Scalar)):
        offsets = _as_index(offsets)
        return pointer, full((1,), offsets, offsets.dtype), True
    base, offs = _pointer_and_offsets(pointer, offsets, opname)
    return base, offs, False


def _pointer_and_offsets(pointer, offsets, opname):
    _check_defined(pointer)
    if isinstance(pointer, PointerOffsets):
        if offsets is not None:
            raise _error(f"{opname}(ptr + offsets, ...) takes no separate offsets")
        base, offs = pointer.base, pointer.offsets
    elif isinstance(pointer, Pointer):
        if pointer.tensor_map:
            raise _error(f"'{pointer.name[1:]}' is a tensor map (tile.tensor_map): {opname} "
                         "cannot use it; read it with tile.load_box")
        if offsets is None:
            raise _error(f"{opname} needs offsets: {opname}(ptr, offsets, ...) or {opname}(ptr + offsets, ...)")
        base, offs = pointer, _offsets_value(offsets)
    else:
        raise _error(f"{opname} needs a pointer parameter (annotated tile.ptr(...)) as its "
                     f"first argument, got {_pretty_type(pointer)}")
    if not isinstance(offs, Tile):
        raise _error(f"{opname} offsets must be a tile (e.g. built from tile.arange); "
                     f"got {_pretty_type(offs)}")
    if offs.dtype.ir not in ("i32", "i64"):
        offs = cast(offs, int32)
    return base, offs


def _mask_value(mask):
    _check_defined(mask)
    if isinstance(mask, bool):
        return mask
    mask = _as_value(mask)
    if not mask.dtype.is_bool:
        raise _error(f"a mask must be a bool tile (e.g. offs < n), got {_pretty_type(mask)}")
    return mask


class BlockPointer:
    """Triton's block pointer (``tl.make_block_ptr``): a ``block_shape``
    window at ``offsets`` into a ``shape`` tensor with ``strides`` (in
    elements) at ``base``. :func:`load` and :func:`store` turn it into
    offsets and, for the dimensions in ``boundary_check``, masks; carried
    through a loop and moved with :func:`advance`, its offsets become
    functions of the loop variable, so a K loop over block pointers is
    pipelined as one over pointer offsets is."""

    __slots__ = ("base", "shape", "strides", "offsets", "block_shape", "order", "start")

    def __init__(self, base, shape, strides, offsets, block_shape, order, start=0):
        self.base, self.shape, self.strides = base, tuple(shape), tuple(strides)
        self.offsets, self.block_shape, self.order = tuple(offsets), tuple(block_shape), order
        #: Elements from the base pointer to the tensor (``base=X + off``).
        self.start = start

    def __bool__(self):
        raise _error(_BOOL_MSG)

    def __repr__(self) -> str:
        return f"BlockPointer({self.base!r}, block {self.block_shape})"

    def _replace_offsets(self, offsets):
        return BlockPointer(self.base, self.shape, self.strides, offsets, self.block_shape,
                            self.order, self.start)

    def advance(self, offsets):
        return advance(self, offsets)


def _index_scalar(v, what):
    _check_defined(v)
    if _is_number(v):
        if not isinstance(v, int) or isinstance(v, bool):
            raise _error(f"tile.make_block_ptr {what} must be integers, got {v!r}")
        return v
    v = _as_value(v)
    if isinstance(v, Tile) or v.dtype.is_floating or v.dtype.is_bool:
        raise _error(f"tile.make_block_ptr {what} must be integer scalars, got "
                     f"{_pretty_type(v)}")
    return v


def make_block_ptr(base, shape, strides, offsets, block_shape, order=None) -> BlockPointer:
    """Triton's ``tl.make_block_ptr``: ``base`` (a pointer parameter),
    the tensor's ``shape`` and ``strides`` and the block's ``offsets``
    (scalars, one per dimension), a constexpr ``block_shape`` and
    ``order`` (a permutation; the memory order hint, not needed here)."""
    _check_defined(base)
    start = 0
    if isinstance(base, PointerOffsets) and not isinstance(base.offsets, Tile):
        base, start = base.base, base.offsets  # base=X + scalar (attention's per-head offset)
    if not isinstance(base, Pointer) or base.tensor_map:
        raise _error(f"tile.make_block_ptr needs a pointer parameter (plus a scalar offset), "
                     f"got {_pretty_type(base)}")
    block_shape = _static_shape(block_shape)
    rank = len(block_shape)
    if rank > 2:
        raise _error(f"tile.make_block_ptr: blocks of 1 or 2 dimensions, got {block_shape}")
    parts = {"shape": shape, "strides": strides, "offsets": offsets}
    for what, v in parts.items():
        if not isinstance(v, (tuple, list)) or len(v) != rank:
            raise _error(f"tile.make_block_ptr {what} must have {rank} entries (one per "
                         f"block dimension), got {v!r}")
    if order is not None and sorted(order) != list(range(rank)):
        raise _error(f"tile.make_block_ptr order must be a permutation of "
                     f"{tuple(range(rank))}, got {order!r}")
    return BlockPointer(base, [_index_scalar(v, "shape entries") for v in shape],
                        [_index_scalar(v, "strides") for v in strides],
                        [_index_scalar(v, "offsets") for v in offsets], block_shape,
                        tuple(order) if order is not None else None, start)


def advance(pointer, offsets) -> BlockPointer:
    """Triton's ``tl.advance``: the block pointer moved by ``offsets``."""
    _check_defined(pointer)
    if not isinstance(pointer, BlockPointer):
        raise _error(f"tile.advance moves a block pointer (tile.make_block_ptr), got "
                     f"{_pretty_type(pointer)}")
    if not isinstance(offsets, (tuple, list)) or len(offsets) != len(pointer.block_shape):
        raise _error(f"tile.advance takes {len(pointer.block_shape)} offsets, got {offsets!r}")
    moved = []
    for o, d in zip(pointer.offsets, offsets):
        d = _index_scalar(d, "offsets")
        moved.append(o + d if not (_is_number(d) and d == 0) else o)
    return pointer._replace_offsets(moved)


def _block_access(pointer: BlockPointer, boundary_check, opname):
    """(base, offsets tile, mask or None) of a block pointer's window."""
    if not isinstance(boundary_check, (tuple, list)) or any(
            isinstance(d, bool) or not isinstance(d, int) or not 0 <= d < len(pointer.block_shape)
            for d in boundary_check):
        raise _error(f"{opname}: boundary_check must list dimensions of the block "
                     f"(0..{len(pointer.block_shape) - 1}), got {boundary_check!r}")
    rank = len(pointer.block_shape)
    offs, mask = None, None
    for d, n in enumerate(pointer.block_shape):
        idx = arange(0, n) + pointer.offsets[d]
        if rank == 2:
            idx = expand_dims(idx, 1 - d)
        term = idx * pointer.strides[d]
        offs = term if offs is None else offs + term
        if d in boundary_check:
            inside = (idx >= 0) & (idx < pointer.shape[d])
            mask = inside if mask is None else mask & inside
    offs = broadcast_to(offs, pointer.block_shape)
    if not (_is_number(pointer.start) and pointer.start == 0):
        offs = offs + pointer.start
    if mask is not None:
        mask = broadcast_to(mask, pointer.block_shape)
    return pointer.base, offs, mask


def _hints(op, cache_modifier, eviction_policy, volatile=False):
    """Triton's cache and eviction hints, checked as Triton checks them and
    not used (tile.load/store have no cache operators)."""
    message = hint_error(op, cache_modifier, eviction_policy, volatile)
    if message is not None:
        raise _error(message)


def load(pointer, offsets=None, mask=None, other=None, *, boundary_check=(),
         padding_option="", cache_modifier="", eviction_policy="", volatile=False) -> Tile:
    """Loads ``pointer[offsets]`` (``tile.load``).

    ``tile.load(x, offs, mask=None, other=None)`` or, Triton style,
    ``tile.load(x + offs, mask=None, other=None)``. Where ``mask`` is false
    nothing is read and the element is ``other`` (zero by default). The
    offsets and mask broadcast against each other. On e4m3 / e5m2 pointers
    ``other`` can only be zero (``other=0.0``, Triton's usual padding, is
    the default); other 8-bit float constants have no literal here.

    A block pointer (:func:`make_block_ptr`) loads its window:
    ``tile.load(bp, boundary_check=(0, 1), padding_option="zero")`` masks
    the listed dimensions at the tensor's edges (``"zero"`` or ``"nan"``
    fills them; without ``boundary_check`` every element must be inside).

    Triton's ``cache_modifier`` (".ca", ".cg", ".cv"), ``eviction_policy``
    ("evict_first", "evict_last") and ``volatile`` are checked and
    accepted as hints, without effect: tile's loads carry no cache operator.
    """
    _hints("load", cache_modifier, eviction_policy, volatile)
    if isinstance(pointer, BlockPointer):
        if offsets is not None or mask is not None or other is not None:
            raise _error("tile.load of a block pointer takes boundary_check= and "
                         "padding_option=, not offsets, mask or other")
        if padding_option not in ("", "zero", "nan"):
            raise _error(f"tile.load padding_option must be '', 'zero' or 'nan', got "
                         f"{padding_option!r}")
        base, offs, m = _block_access(pointer, boundary_check, "tile.load")
        fill = float("nan") if padding_option == "nan" else None
        return load(base, offs, mask=m, other=fill if m is not None else None)
    if boundary_check or padding_option:
        raise _error("boundary_check and padding_option are for block pointers "
                     "(tile.make_block_ptr); use mask= and other=")
    if isinstance(pointer, PointerOffsets) and offsets is not None:
        # load(ptr + offs, mask, other): shift the positional arguments.
        offsets, mask, other = None, offsets, mask if other is None else other
    base, offs, scalar = _element_address(pointer, offsets, "tile.load")
    if scalar:  # Triton's scalar load: one element, as a scalar
        if isinstance(_norm(mask), _Value):
            mask = broadcast_to(mask, (1,))
        return _reduce("add", load(base, offs, mask=mask, other=other), None, False)
    m = None if mask is None else _mask_value(mask)
    if m is True:
        m = None
    elif m is False:
        raise _error("tile.load with mask=False loads nothing")
    if m is not None:
        offs, m = _same_shape(offs, m)
    elif other is not None:
        raise _error("tile.load: 'other' is only meaningful with a mask")
    elt = base.element
    if elt in _FP8 and _is_number(other) and other == 0:
        other = None  # the default: zero bits are e4m3 / e5m2 zero
    b = _builder()
    text = f"tile.load {base.name}[{offs.name}]"
    operands = [offs]
    if m is not None:
        text += f" mask {m.name}"
        operands.append(m)
    if other is not None:
        _check_defined(other)
        if isinstance(other, Tile):
            raise _error("tile.load 'other' must be a scalar or a number")
        o = _as_value(other, elt if _is_number(other) else None)
        o = cast(o, elt)
        text += f" other {o.name}"
        operands.append(o)
    text += f" : {offs.ir_type} -> {_tensor_ir(offs.shape, elt)}"
    return b.emit(text, operands, (offs.shape, elt), pure=False)


def _box_operands(op: str, verb: str, desc, coords):
    """The two i32 coordinates of a box op on tensor-map parameter desc."""
    _check_defined(desc)
    if not isinstance(desc, Pointer) or not desc.tensor_map:
        raise _error(f"{op} {verb} a tensor-map parameter (annotated "
                     f"tile.tensor_map(<dtype>)), got {_pretty_type(desc)}")
    try:
        c = list(coords)
    except TypeError:
        raise _error(f"{op} coords must be a list of 2 coordinates "
                     "(innermost first)") from None
    if len(c) != 2:
        raise _error(f"{op} takes 2 coordinates (innermost first), got {len(c)}")
    for v in c:
        _check_defined(v)
        if isinstance(v, Tile):
            raise _error(f"{op} coordinates are scalars, not tiles")
    return tuple(_as_i32(v) for v in c)


def load_box(desc, coords, shape) -> Tile:
    """A 2-D box of a tensor-map parameter (``tile.load_box``, a TMA copy,
    sm_90+): ``tile.load_box(a, [k0, m0], (ROWS, COLS))`` is the ROWS x COLS
    tile whose element (i, j) is the tensor's element (m0 + i, k0 + j);
    ``coords`` are innermost first, as the tensor map's dimensions are.
    A row is 128 bytes (64 bf16/f16, 128 fp8 elements: the 128-byte
    swizzle span), or 2-4 times that (copied as 128-byte-wide slabs), or
    narrow: 16, 32 or 64 bytes (copied unswizzled; such boxes are
    pipelined only where the dot runs on mma.sync), and ROWS is at most 256, a multiple of 8. Parts of the box
    outside the tensor read as zeros. In a K loop that feeds two boxes to ``tile.dot``
    (B through :func:`trans`, or for bf16/f16 a K x N box of a row-major B)
    the compiler pipelines the copies (TMA + mbarriers: warp-specialized
    wgmma on sm_90a, tcgen05 on sm_100a and the other tensor-memory
    targets, mma.sync reading the stages in place on sm_90 and sm_120).
    """
    c0, c1 = _box_operands("tile.load_box", "reads", desc, coords)
    shape = _static_shape(shape)
    if len(shape) != 2:
        raise _error(f"tile.load_box reads 2-D boxes, got shape {shape}")
    b = _builder()
    text = (f"tile.load_box {desc.name}[{c0.name}, {c1.name}] : {desc.ir_type} -> "
            f"{_tensor_ir(shape, desc.element)}")
    return b.emit(text, (c0, c1), (shape, desc.element), pure=False)


_TMA_REDUCTIONS = ("add", "min", "max", "inc", "dec", "and", "or", "xor")


def store_box(desc, coords, value, buffer_slabs=None, reduce=None) -> None:
    """Stores a 2-D tile into a box of a tensor-map parameter
    (``tile.store_box``, a TMA copy out of shared memory, sm_90+):
    ``tile.store_box(c, [n0, m0], acc)`` writes element (i, j) of ``acc``
    to the tensor's element (m0 + i, n0 + j). Elements of the box outside
    the tensor are not written, so the edge blocks of C need no mask. A row
    is 1 to 8 times 128 bytes (32 f32, 64 bf16 columns per 128 bytes; a
    128 x 256 f32 accumulator is 8 slabs), or 16, 32 or 64 bytes
    (unswizzled), at most 256 rows, a multiple of 8. ``value`` is converted
    to the tensor map's element type. After a pipelined K loop it reuses the
    loop's shared memory.

    ``buffer_slabs=B`` (a divisor of the row's slabs) stores the tile
    through a buffer of B slabs, one slab at a time. In a persistent loop
    the compiler picks it when a smaller buffer leaves room for more
    pipeline stages.

    ``reduce="add"`` (or ``"min"``, ``"max"``, ``"inc"``, ``"dec"``,
    ``"and"``, ``"or"``, ``"xor"``) combines the tile with the tensor's
    elements instead of overwriting them (``cp.reduce.async.bulk.tensor``,
    atomic per element): split-K kernels add their partial products into a
    zeroed C.
    """
    c0, c1 = _box_operands("tile.store_box", "writes", desc, coords)
    v = _tile_arg(value, "tile.store_box's value")
    if v.ndim != 2:
        raise _error(f"tile.store_box writes 2-D boxes, got shape {v.shape}")
    v = cast(v, desc.element)
    attrs = ""
    if buffer_slabs is not None:
        slabs = v.shape[1] * desc.element.itemsize // 128
        if (not isinstance(buffer_slabs, int) or isinstance(buffer_slabs, bool)
                or buffer_slabs < 1 or slabs % buffer_slabs):
            raise _error(f"tile.store_box buffer_slabs must be a positive "
                         f"divisor of the row's {slabs} slab(s) of 128 bytes, "
                         f"got {buffer_slabs!r}")
        attrs = f" {{buffer_slabs = {buffer_slabs} : i32}}"
    if reduce is not None:
        if reduce not in _TMA_REDUCTIONS:
            raise _error(f"tile.store_box reduce must be one of "
                         f"{', '.join(_TMA_REDUCTIONS)}, got {reduce!r}")
        attrs = f" reduce {reduce}" + attrs
    b = _builder()
    text = (f"tile.store_box {v.name}, {desc.name}[{c0.name}, {c1.name}]"
            f"{attrs} : {v.ir_type}, {desc.ir_type}")
    b.emit(text, (v, c0, c1), None, pure=False)
    return None


def trans(x, *dims) -> Tile:
    """The transpose of a 2-D tile (``tile.trans``): a box of B stored N x K
    read with :func:`load_box` becomes the K x N operand of ``tile.dot``.
    With ``dims`` (Triton's ``tl.trans(x, *dims)``), :func:`permute`."""
    x = _tile_arg(x, "tile.trans's operand")
    if len(dims) == 1 and isinstance(dims[0], (tuple, list)):
        dims = tuple(dims[0])
    if dims and tuple(dims) != (1, 0):
        return permute(x, *dims)
    if x.ndim != 2:
        raise _error(f"tile.trans needs a 2-D tile (or dims), got shape {x.shape}")
    shape = (x.shape[1], x.shape[0])
    b = _builder()
    # trans(trans(y)) is y (visible wherever its transpose is).
    if x.name in b.transposed:
        return b.transposed[x.name]
    t = b.emit(f"tile.trans {x.name} : {x.ir_type} -> {_tensor_ir(shape, x.dtype)}",
               (x,), (shape, x.dtype))
    b.transposed[t.name] = x
    return t


def reshape(x, shape, can_reorder=False) -> Tile:
    """The same elements in row-major order in another shape
    (``tile.reshape``, free in registers), as Triton's ``tl.reshape``; one
    dimension may be -1. ``can_reorder`` is accepted for Triton's
    signature (the order is always kept)."""
    x = _tile_arg(x, "tile.reshape's operand")
    if not isinstance(can_reorder, bool):
        raise _error("tile.reshape: can_reorder must be a constexpr bool")
    shape = list(_static_shape(shape, allow_minus_one=True))
    if shape.count(-1) > 1:
        raise _error(f"tile.reshape: at most one dimension may be -1, got {tuple(shape)}")
    known = 1
    for d in shape:
        if d != -1:
            known *= d
    if -1 in shape:
        if known == 0 or x.numel % known:
            raise _error(f"tile.reshape cannot fit {x.numel} elements into {tuple(shape)}")
        shape[shape.index(-1)] = x.numel // known
    shape = tuple(shape)
    n = 1
    for d in shape:
        n *= d
    if n != x.numel:
        raise _error(f"tile.reshape: {x.shape} has {x.numel} elements, {shape} holds {n}")
    if shape == x.shape:
        return x
    b = _builder()
    return b.emit(f"tile.reshape {x.name} : {x.ir_type} -> {_tensor_ir(shape, x.dtype)}",
                  (x,), (shape, x.dtype))


def unpack_fp4(x) -> Tile:
    """Packed FP4 bytes as e2m1 values (``tile.unpack_fp4``): a uint8/int8
    tile whose bytes each hold two e2m1 values (PyTorch's
    ``float4_e2m1fn_x2``: element ``2 j`` in the low nibble of byte ``j``)
    becomes a :data:`float4e2m1fn` tile with the innermost dimension
    doubled, for :func:`dot_scaled` (MXFP4, NVFP4) or ``.to(float32)``. A
    is packed along K (M x K/2 bytes); B is stored N x K/2 and transposed::

        a = tile.unpack_fp4(tile.load(a_ptr + ...))              # M x K
        b = tile.trans(tile.unpack_fp4(tile.load(b_ptr + ...)))  # K x N
    """
    x = _tile_arg(x, "tile.unpack_fp4's operand")
    if x.dtype not in (uint8, int8):
        raise _error(f"tile.unpack_fp4 takes packed bytes (a uint8 or int8 tile), got "
                     f"{_pretty_type(x)}")
    if x.dtype is uint8:
        x = cast(x, int8, bitcast=True)
    shape = x.shape[:-1] + (2 * x.shape[-1],)
    return _builder().emit(f"tile.unpack_fp4 {x.name} : {x.ir_type} -> "
                           f"{_tensor_ir(shape, float4e2m1fn)}", (x,), (shape, float4e2m1fn))


def pack_fp4(x) -> Tile:
    """e2m1 values as packed bytes (``tile.pack_fp4``, the inverse of
    :func:`unpack_fp4`): a :data:`float4e2m1fn` tile (``x.to(float4e2m1fn)``
    rounds to nearest even and saturates to +-6) becomes a uint8 tile with
    the innermost dimension halved, element ``2 j`` in the low nibble of
    byte ``j``, ready to store as PyTorch's ``float4_e2m1fn_x2``."""
    x = _tile_arg(x, "tile.pack_fp4's operand")
    if x.dtype is not float4e2m1fn:
        raise _error(f"tile.pack_fp4 packs float4e2m1fn tiles (convert with "
                     f"x.to(tile.float4e2m1fn)), got {_pretty_type(x)}")
    if x.shape[-1] % 2:
        raise _error(f"tile.pack_fp4 packs pairs: the last dimension of shape {x.shape} "
                     f"must be even")
    shape = x.shape[:-1] + (x.shape[-1] // 2,)
    packed = _builder().emit(f"tile.pack_fp4 {x.name} : {x.ir_type} -> "
                             f"{_tensor_ir(shape, int8)}", (x,), (shape, int8))
    return cast(packed, uint8, bitcast=True)


def join(a, b) -> Tile:
    """``a`` and ``b`` (broadcast to one shape and type) interleaved along a
    new innermost dimension of 2 (``tile.join``, Triton's ``tl.join``):
    ``join(a, b)[..., 0] == a``."""
    a, b = _coerce(a, b)
    if not isinstance(a, Tile):
        raise _error("tile.join needs tiles (or a tile and a scalar)")
    shape = a.shape + (2,)
    return _builder().emit(f"tile.join {a.name}, {b.name} : {a.ir_type} -> "
                           f"{_tensor_ir(shape, a.dtype)}", (a, b), (shape, a.dtype))


def split(x):
    """The two halves of a tile whose innermost dimension is 2
    (``tile.split``, Triton's ``tl.split``): ``a, b = tile.split(x)``."""
    x = _tile_arg(x, "tile.split's operand")
    if x.shape[-1] != 2 or x.ndim < 2:
        raise _error(f"tile.split needs an innermost dimension of 2, got shape {x.shape}")
    shape = x.shape[:-1]
    b = _builder()
    b.check_operands([x])
    lhs, halves = _results_header(b.fresh(), [("t", shape, x.dtype)] * 2)
    b.block.items.append((f"{lhs}tile.split {x.name} : {x.ir_type} -> "
                          f"{_tensor_ir(shape, x.dtype)}", _loc_text(_user_position())))
    return tuple(halves)


def view(x, shape) -> Tile:
    """Triton's ``tl.view``: :func:`reshape` (tile keeps the order)."""
    return reshape(x, shape)


def ravel(x) -> Tile:
    """The elements as a 1-D tile, in row-major order."""
    return reshape(x, (-1,))


def _coords(shape) -> List[Tile]:
    """Per dimension d, the int32 tile of ``shape`` holding each element's
    coordinate along d (index tiles: recomputed, never stored)."""
    out = []
    for d, n in enumerate(shape):
        t = arange(0, n)
        for k in range(len(shape)):
            if k != d:
                t = expand_dims(t, k)
        out.append(broadcast_to(t, shape))
    return out


def gather(src, index, axis) -> Tile:
    """Triton's ``tl.gather``: ``out[i][j] = src[index[i][j]][j]`` for
    ``axis=0`` (``tile.gather``, through shared memory). ``index`` (ints)
    has ``src``'s rank and sizes except along ``axis``; the result has its
    shape. Indices outside the axis are clamped to it."""
    src = _tile_arg(src, "tile.gather's source")
    index = _tile_arg(index, "tile.gather's index")
    if not index.dtype.is_int or index.dtype.is_bool:
        raise _error(f"tile.gather's index must be an integer tile, got {_pretty_type(index)}")
    axis = _axis(axis, src.ndim, "tile.gather: the axis must be a constexpr int")
    if index.ndim != src.ndim or any(index.shape[d] != src.shape[d]
                                     for d in range(src.ndim) if d != axis):
        raise _error(f"tile.gather: the index shape {index.shape} must match the source shape "
                     f"{src.shape} in every dimension but the axis ({axis})")
    if index.dtype.bits > 32:
        index = cast(index, int32)
    if src.dtype.is_bool:
        return cast(gather(cast(src, int8), index, axis), src.dtype)
    return _builder().emit(
        f"tile.gather {src.name}[{index.name}] axis {axis} : {src.ir_type}, {index.ir_type}",
        (src, index), (index.shape, src.dtype))


def histogram(input, num_bins, mask=None) -> Tile:
    """Triton's ``tl.histogram``: an int32 tile of ``num_bins`` counts,
    ``out[b]`` the number of elements of ``input`` (where ``mask``) equal to
    ``b``; values outside ``[0, num_bins)`` are not counted
    (``tile.histogram``: shared-memory atomics)."""
    x = _tile_arg(input, "tile.histogram's input")
    if not x.dtype.is_int or x.dtype.is_bool:
        raise _error(f"tile.histogram needs an integer tile, got {_pretty_type(x)}")
    num_bins = getattr(num_bins, "value", num_bins)
    if isinstance(num_bins, bool) or not isinstance(num_bins, int) or num_bins < 1:
        raise _error(f"tile.histogram's num_bins must be a positive constexpr int, got "
                     f"{num_bins!r}")
    if x.dtype.bits > 32:  # values out of range stay out of range in int32
        x = cast(minimum(maximum(x, -1), num_bins), int32)
    elif x.dtype.is_unsigned and x.dtype.bits < 32:  # the op sign-extends narrow values
        x = cast(x, int32)
    m = None if mask is None else _access_mask(mask)
    if m is False:
        return zeros((num_bins,), int32)
    operands = [x]
    text = f"tile.histogram {x.name}"
    if m is not None and m is not True:
        m = broadcast_to(m, x.shape) if m.shape != x.shape else m
        operands.append(m)
        text += f" mask {m.name}"
    return _builder().emit(f"{text} : {x.ir_type} -> {_tensor_ir((num_bins,), int32)}",
                           operands, ((num_bins,), int32))


def permute(x, *dims) -> Tile:
    """Triton's ``tl.permute``: the dimensions of ``x`` reordered, result
    dimension ``k`` being ``x``'s ``dims[k]`` (a 2-D swap is ``tile.trans``;
    otherwise a :func:`gather` of the elements, through shared memory)."""
    x = _tile_arg(x, "tile.permute's operand")
    if len(dims) == 1 and isinstance(dims[0], (tuple, list)):
        dims = tuple(dims[0])
    if sorted(dims) != list(range(x.ndim)) or any(isinstance(d, bool) for d in dims):
        raise _error(f"tile.permute's dims must order 0..{x.ndim - 1}, got {tuple(dims)}")
    if tuple(dims) == tuple(range(x.ndim)):
        return x
    if tuple(dims) == (1, 0):
        return trans(x)
    shape = tuple(x.shape[d] for d in dims)
    src = [None] * x.ndim
    for k, c in enumerate(_coords(shape)):
        src[dims[k]] = c
    return _gather_at(x, src, shape)


def _gather_at(src, coords, shape) -> Tile:
    """The tile of ``shape`` whose elements are ``src``'s at ``coords`` (one
    index tile of ``shape`` per dimension of ``src``): a :func:`gather` of
    the flattened source at their row-major positions."""
    at = 0
    for n, c in zip(src.shape, coords):
        at = at * n + c
    return reshape(gather(ravel(src), ravel(at), 0), shape)


def _last_axis_or(dim, x, name) -> int:
    return _axis(x.ndim - 1 if dim is None else dim, x.ndim,
                 f"{name}: dim must be a constexpr int or None")


def flip(x, dim=None) -> Tile:
    """Triton's ``tl.flip``: ``x`` reversed along ``dim`` (the last by
    default), a :func:`gather` at ``n - 1 - i``."""
    x = _tile_arg(x, "tile.flip's operand")
    dim = _last_axis_or(dim, x, "tile.flip")
    return gather(x, (x.shape[dim] - 1) - _coords(x.shape)[dim], dim)


def interleave(a, b) -> Tile:
    """Triton's ``tl.interleave``: ``a[..., 0], b[..., 0], a[..., 1], ...``
    along the last dimension (``join`` then ``reshape``)."""
    j = join(a, b)
    return reshape(j, j.shape[:-2] + (2 * j.shape[-2],))


def cat(input, other, can_reorder=False, dim=0) -> Tile:
    """Triton's ``tl.cat``: ``input`` then ``other`` (one shape, promoted
    to one type) along ``dim``, in order (``can_reorder`` is accepted and
    not needed): the two joined, then gathered into place."""
    a, b = _coerce(input, other)
    if not isinstance(a, Tile) or not isinstance(b, Tile) or a.shape != b.shape:
        raise _error("tile.cat needs two tiles of one shape, got "
                     f"{_pretty_type(a)} and {_pretty_type(b)}")
    dim = _axis(dim, a.ndim, "tile.cat: dim must be a constexpr int")
    shape = a.shape[:dim] + (2 * a.shape[dim],) + a.shape[dim + 1:]
    coords = _coords(shape)
    half = a.shape[dim]
    which = coords[dim] // half  # 0: from a, 1: from b
    coords[dim] = coords[dim] - which * half
    return _gather_at(join(a, b), coords + [which], shape)


def _bitonic(x, dim, descending, index=None):
    """``x`` (and ``index``, its positions, when given) sorted along
    ``dim`` by a bitonic network: log2(n) * (log2(n) + 1) / 2
    compare-exchange rounds, each a :func:`gather` of the partners (through
    shared memory). With ``index`` equal keys keep their order (the smaller
    index first), which makes the network stable."""
    n = x.shape[dim]
    i = _coords(x.shape)[dim]
    k = 2
    while k <= n:
        j = k // 2
        while j >= 1:
            y = gather(x, i ^ j, dim)
            # y goes before x in the output order.
            y_first = (y > x) if descending else (y < x)
            if index is not None:
                iy = gather(index, i ^ j, dim)
                y_first = y_first | ((y == x) & (iy < index))
            # The first of each pair takes the earlier element in the
            # ascending runs ((i & k) == 0), the later in the others.
            take_earlier = ((i & j) == 0) == ((i & k) == 0)
            swap = take_earlier == y_first
            x = where(swap, y, x)
            if index is not None:
                index = where(swap, iy, index)
            j //= 2
        k *= 2
    return x, index


def _sort_operand(x, dim, descending, name):
    x = _tile_arg(x, f"{name}'s operand")
    dim = _last_axis_or(dim, x, name)
    if not isinstance(descending, bool):
        raise _error(f"{name}: descending must be a constexpr bool")
    n = x.shape[dim]
    if n & (n - 1):
        raise _error(f"{name} needs a power-of-two size along dim {dim}, got {n}")
    if x.dtype.is_bool:
        x = cast(x, int8)
    return x, dim


def sort(x, dim=None, descending=False) -> Tile:
    """Triton's ``tl.sort``: ``x`` sorted along ``dim`` (the last by
    default; a power-of-two size), ascending or ``descending``: a bitonic
    network of log2(n) * (log2(n) + 1) / 2 compare-exchange rounds, each a
    :func:`gather` of the partners (through shared memory)."""
    dt = _tile_arg(x, "tile.sort's operand").dtype
    x, dim = _sort_operand(x, dim, descending, "tile.sort")
    return cast(_bitonic(x, dim, descending)[0], dt)


def argsort(x, dim=None, descending=False) -> Tile:
    """The int32 positions along ``dim`` (the last by default; a
    power-of-two size) that sort ``x`` ascending or ``descending``, as
    ``torch.argsort(x, dim, descending, stable=True)``: equal elements keep
    their order. ``tile.gather(x, tile.argsort(x), dim)`` is
    ``tile.sort(x)``; gather another tile with the same indices to sort it
    by ``x`` (a sort by key)."""
    x, dim = _sort_operand(x, dim, descending, "tile.argsort")
    return _bitonic(x, dim, descending, _coords(x.shape)[dim])[1]


def topk(x, k, dim=None) -> Tile:
    """Triton's ``tl.topk``: the ``k`` largest elements of ``x`` along
    ``dim`` (the last by default; a power-of-two size, ``k`` a power of two
    not above it), largest first: ``dim``'s size becomes ``k``. For their
    positions take the first ``k`` of :func:`argsort` with
    ``descending=True``."""
    dt = _tile_arg(x, "tile.topk's operand").dtype
    x, dim = _sort_operand(x, dim, True, "tile.topk")
    k = getattr(k, "value", k)
    n = x.shape[dim]
    if isinstance(k, bool) or not isinstance(k, int) or k < 1 or k > n or k & (k - 1):
        raise _error(f"tile.topk: k must be a power-of-two constexpr int in [1, {n}], got {k!r}")
    top = _bitonic(x, dim, True)[0]
    shape = x.shape[:dim] + (k,) + x.shape[dim + 1:]
    return cast(gather(top, _coords(shape)[dim], dim), dt)


def _access_args(opname, pointer, args, mask, names, scalar_ok=False):
    """(offsets or None, values, mask) of ``op(ptr, offsets, *values[,
    mask])`` or ``op(ptr + offsets, *values[, mask])`` (with ``scalar_ok``
    also ``op(ptr, *values)``: one element); ``names`` name the values."""
    n = len(names)
    if isinstance(pointer, PointerOffsets) or (scalar_ok and len(args) == n):
        offsets, rest = None, list(args)
    else:
        offsets, rest = (args[0] if args else None), list(args[1:])
    if len(rest) == n + 1 and mask is None:
        mask = rest.pop()
    if len(rest) != n:
        vals = ", ".join(names)
        raise _error(f"{opname} takes {opname}(ptr, offsets, {vals}, mask=None) or "
                     f"{opname}(ptr + offsets, {vals}, mask=None)")
    return offsets, rest, mask


def _access_mask(mask):
    """A store's or atomic's mask: None (every element), a bool tile, or
    False (nothing to do: None returned after the caller's check)."""
    m = None if mask is None else _mask_value(mask)
    return None if m is True else m


def _same_shape_masked(offs, values, m):
    """Offsets, values and a mask (or None) broadcast to one shape; the
    values as tiles."""
    shaped = _same_shape(offs, *values, *([m] if m is not None else []))
    offs = shaped[0]
    vals = [v if isinstance(v, Tile) else broadcast_to(v, offs.shape)
            for v in shaped[1:1 + len(values)]]
    return offs, vals, (shaped[-1] if m is not None else None)


def _mask_text(m, operands) -> str:
    """`` mask %m`` (appending the mask to ``operands``), or nothing."""
    if m is None:
        return ""
    operands.append(m)
    return f" mask {m.name}"


def store(pointer, *args, mask=None, boundary_check=(), cache_modifier="",
          eviction_policy="") -> None:
    """Stores a tile (``tile.store``).

    ``tile.store(x, offs, value, mask=None)`` or, Triton style,
    ``tile.store(x + offs, value, mask=None)``. ``value`` (a tile, scalar or
    number) broadcasts to the offsets' shape and is converted to the
    pointer's element type. A block pointer stores its window
    (``tile.store(bp, value, boundary_check=(0, 1))``). Triton's
    ``cache_modifier`` and ``eviction_policy`` are accepted hints (see
    :func:`load`).
    """
    _hints("store", cache_modifier, eviction_policy)
    if isinstance(pointer, BlockPointer):
        if len(args) != 1 or mask is not None:
            raise _error("tile.store of a block pointer takes the value and "
                         "boundary_check=, not offsets or a mask")
        base, offs, m = _block_access(pointer, boundary_check, "tile.store")
        return store(base, offs, args[0], mask=m)
    if boundary_check:
        raise _error("boundary_check is for block pointers (tile.make_block_ptr); use mask=")
    offsets, (value,), mask = _access_args("tile.store", pointer, args, mask, ["value"],
                                           scalar_ok=True)
    base, offs, _ = _element_address(pointer, offsets, "tile.store")
    _check_defined(value)
    elt = base.element
    if isinstance(value, (Pointer, PointerOffsets)):
        raise _error("tile.store cannot store pointers")
    v = _as_value(value, elt if _is_number(value) else None)
    v = cast(v, elt)
    m = _access_mask(mask)
    if m is False:
        return None
    offs, (v,), m = _same_shape_masked(offs, [v], m)
    operands = [v, offs]
    text = f"tile.store {v.name}, {base.name}[{offs.name}]" + _mask_text(m, operands)
    _builder().emit(text + f" : {offs.ir_type}, {v.ir_type}", operands, None, pure=False)
    return None


_ATOMIC_SCOPES = ("cta", "cluster", "gpu", "sys")


def _atomic_address(opname, pointer, offsets):
    """(base, offsets tile, scalar): an atomic on one element (a pointer
    parameter, or one plus a scalar offset, as Triton's scalar atomics) is
    a one-element tile op whose old value comes back as a scalar."""
    _check_defined(pointer)
    if isinstance(pointer, Pointer) and not pointer.tensor_map and offsets is None:
        offsets = 0
    elif isinstance(pointer, PointerOffsets) and offsets is None:
        pointer, offsets = pointer.base, pointer.offsets
    if _is_number(offsets) or isinstance(offsets, Scalar):
        offsets = _as_index(offsets)
        return pointer, full((1,), offsets, offsets.dtype), True
    base, offs = _pointer_and_offsets(pointer, offsets, opname)
    return base, offs, False


def _atomic(name, kind, pointer, args, mask, sem, scope):
    """Shared body of the tile.atomic_* functions (``tile.atomic_rmw``)."""
    def check(elt):
        if elt.ir in ("f16", "bf16") and kind != "add":
            raise _error(f"tile.{name} on {elt.name}: PTX's atom only adds 16-bit floats "
                         "(tile.atomic_add: atom.add.noftz)")
        if elt.is_floating and kind not in ("add", "exch"):
            raise _error(f"tile.{name} on {elt.name}: PTX's atom only adds and exchanges "
                         "floats (tile.atomic_add, tile.atomic_xchg)")
    unsigned_kind = "u" + kind if kind in ("min", "max") else kind
    return _emit_atomic(lambda elt: f"tile.atomic_rmw {unsigned_kind if elt.is_unsigned else kind}",
                        f"tile.{name}", pointer, args, ["value"], mask, sem, scope, check,
                        _ATOMIC_ELEMENTS + ("f16", "bf16"))


#: Element types (IR names) of atom; read-modify-writes also add f16/bf16.
_ATOMIC_ELEMENTS = ("i32", "i64", "f32", "f64")


def _emit_atomic(op, opname, pointer, args, names, mask, sem, scope, check=None,
                 elements=_ATOMIC_ELEMENTS):
    """``op base[offs], values... [mask m] sem s scope c`` (``op(element
    dtype)`` names the op) of the arguments ``op(ptr, offsets, *names[,
    mask])`` or its one-element and ``ptr + offsets`` forms: the old values
    (a scalar for a one-element atomic)."""
    offsets, values, mask = _access_args(opname, pointer, args, mask, names, scalar_ok=True)
    sem = _atomic_sem(opname, sem)
    if scope not in _ATOMIC_SCOPES:
        raise _error(f"{opname} scope must be one of {', '.join(_ATOMIC_SCOPES)}, "
                     f"got {scope!r}")
    base, offs, scalar = _atomic_address(opname, pointer, offsets)
    elt = base.element
    if elt.ir not in elements:
        raise _error(f"{opname} works on int32/uint32/int64/uint64 and float32/float64 "
                     f"pointers (and float16/bfloat16 for tile.atomic_add), got a pointer "
                     f"to {elt.name}")
    if check:
        check(elt)
    converted = []
    for x in values:
        _check_defined(x)
        if isinstance(x, (Pointer, PointerOffsets)):
            raise _error(f"{opname} cannot take pointers as values")
        converted.append(cast(_as_value(x, elt if _is_number(x) else None), elt))
    values = converted
    op = op(elt)
    m = _access_mask(mask)
    if m is False:
        raise _error(f"{opname} with mask=False does nothing")
    offs, values, m = _same_shape_masked(offs, values, m)
    operands = [offs] + values
    text = (f"{op} {base.name}[{offs.name}], {', '.join(v.name for v in values)}"
            + _mask_text(m, operands)
            + f" sem {sem} scope {scope} : {offs.ir_type}, {values[-1].ir_type}")
    old = _builder().emit(text, operands, (offs.shape, base.element), pure=False)
    return _reduce("add", old, None, False) if scalar else old


_ATOMIC_SEMS = ("relaxed", "acquire", "release", "acq_rel")


def _atomic_sem(opname, sem):
    """The memory order of an atomic: Triton's default (None) is acq_rel."""
    if sem is None:
        return "acq_rel"
    if sem not in _ATOMIC_SEMS:
        raise _error(f"{opname} sem must be one of {', '.join(_ATOMIC_SEMS)} "
                     f"(None: acq_rel, as Triton), got {sem!r}")
    return sem


def atomic_cas(pointer, *args, mask=None, sem=None, scope="gpu") -> Tile:
    """Atomic compare-and-swap (``tile.atomic_cas``, ``atom.cas.b32``):
    where ``pointer[offsets]`` equals ``cmp`` it becomes ``value``; returns
    the old values. ``tile.atomic_cas(x, offs, cmp, value, mask=None)`` or,
    Triton style, ``tile.atomic_cas(x + offs, cmp, value)``; 32- or 64-bit
    ints or floats (compared bit for bit). ``sem`` and ``scope`` as for
    :func:`atomic_add`. The first program to find a flag 0 claims it:
    ``won = tile.atomic_cas(flags + i, 0, 1) == 0``.
    """
    return _emit_atomic(lambda elt: "tile.atomic_cas", "tile.atomic_cas", pointer, args,
                        ["cmp", "value"], mask, sem, scope)


def atomic_add(pointer, *args, mask=None, sem=None, scope="gpu") -> Tile:
    """Atomically adds ``value`` to ``pointer[offsets]`` element by element
    and returns the old values (``tile.atomic_rmw add``).

    ``tile.atomic_add(x, offs, value, mask=None)`` or, Triton style,
    ``tile.atomic_add(x + offs, value, mask=None)``; on one element
    ``tile.atomic_add(counter, 1)`` or ``tile.atomic_add(x + i, v)`` with a
    scalar ``i`` (the old value is then a scalar). ``value`` broadcasts
    to the offsets' shape and is converted to the pointer's element type
    (32- or 64-bit ints, float32 or float64). Where ``mask`` is false nothing happens and
    the old value reads 0. ``scope`` is ``"gpu"`` (default), ``"cta"``,
    ``"cluster"`` (sm_90+) or ``"sys"``; ``sem`` the memory order,
    ``"acq_rel"`` by default as in Triton (``"relaxed"`` for counters and
    histograms that order nothing, ``"acquire"``, ``"release"``). Each
    element is applied once, also where the tile is smaller than the block.
    """
    return _atomic("atomic_add", "add", pointer, args, mask, sem, scope)


def atomic_max(pointer, *args, mask=None, sem=None, scope="gpu") -> Tile:
    """As :func:`atomic_add`, storing the maximum (signed for int32,
    unsigned for uint32; not float32)."""
    return _atomic("atomic_max", "max", pointer, args, mask, sem, scope)


def atomic_min(pointer, *args, mask=None, sem=None, scope="gpu") -> Tile:
    """As :func:`atomic_add`, storing the minimum (signed for int32,
    unsigned for uint32; not float32)."""
    return _atomic("atomic_min", "min", pointer, args, mask, sem, scope)


def atomic_xchg(pointer, *args, mask=None, sem=None, scope="gpu") -> Tile:
    """As :func:`atomic_add`, storing ``value`` and returning the old value."""
    return _atomic("atomic_xchg", "exch", pointer, args, mask, sem, scope)


def atomic_and(pointer, *args, mask=None, sem=None, scope="gpu") -> Tile:
    """As :func:`atomic_add`, with bitwise and (int32, uint32)."""
    return _atomic("atomic_and", "and", pointer, args, mask, sem, scope)


def atomic_or(pointer, *args, mask=None, sem=None, scope="gpu") -> Tile:
    """As :func:`atomic_add`, with bitwise or (int32, uint32)."""
    return _atomic("atomic_or", "or", pointer, args, mask, sem, scope)


def atomic_xor(pointer, *args, mask=None, sem=None, scope="gpu") -> Tile:
    """As :func:`atomic_add`, with bitwise xor (int32, uint32)."""
    return _atomic("atomic_xor", "xor", pointer, args, mask, sem, scope)


# ---------------------------------------------------------------------------
# Math
# ---------------------------------------------------------------------------


def where(condition, x, y):
    """Elementwise ``condition ? x : y`` (``arith.select``); everything broadcasts."""
    _check_defined(condition)
    if isinstance(condition, bool):
        return x if condition else y
    c = _as_value(condition)
    if not c.dtype.is_bool:
        c = cast(c, int1)
    if _is_number(x) and _is_number(y):
        x = _as_value(x, _default_dtype(y) if isinstance(y, float) else None)
    a, z = _coerce(x, y)
    c, a, z = _same_shape(c, a, z)
    if isinstance(a, Scalar) and isinstance(c, Tile):
        a, z = broadcast_to(a, c.shape), broadcast_to(z, c.shape)
    b = _builder()
    if isinstance(a, Tile):
        text = f"arith.select {c.name}, {a.name}, {z.name} : {c.ir_type}, {a.ir_type}"
        return b.emit(text, (c, a, z), (a.shape, a.dtype))
    text = f"arith.select {c.name}, {a.name}, {z.name} : {a.ir_type}"
    return b.emit(text, (c, a, z), (None, a.dtype))


def _minmax(kind, x, y):
    if _is_number(x) and _is_number(y):
        return (x if x >= y else y) if kind == "max" else (x if x <= y else y)
    a, c = _coerce(x, y)
    dt = a.dtype
    if dt.is_floating:
        op = "arith.maxnumf" if kind == "max" else "arith.minnumf"
    else:
        op = ("arith.maxui" if dt.is_unsigned else "arith.maxsi") if kind == "max" else \
             ("arith.minui" if dt.is_unsigned else "arith.minsi")
    b = _builder()
    return b.emit(f"{op} {a.name}, {c.name} : {a.ir_type}", (a, c), (_shape_or_none(a), dt))


def maximum(x, y):
    """Elementwise maximum (``arith.maxnumf`` / ``maxsi`` / ``maxui``)."""
    return _minmax("max", x, y)


def minimum(x, y):
    """Elementwise minimum (``arith.minnumf`` / ``minsi`` / ``minui``)."""
    return _minmax("min", x, y)


def _float_unary(opname: str, x):
    x = _as_value(x, float32 if _is_number(x) else None)
    if not x.dtype.is_floating:
        x = cast(x, float32)
    return _unary_op(f"{opname} {x.name} : {x.ir_type}", x, x.dtype, _shape_or_none(x))


def sqrt(x):
    """Elementwise square root (``math.sqrt``)."""
    return _float_unary("math.sqrt", x)


def rsqrt(x):
    """Elementwise 1/sqrt(x) (``math.rsqrt``)."""
    return _float_unary("math.rsqrt", x)


def _math_unary(opname: str, x):
    """A float math op (ints converted to float32; 8-bit floats refused):
    PTX's approximate f32 instruction or a libdevice call, as
    tile-scalars-to-llvm chooses by op and type."""
    x = _as_value(x, float32 if _is_number(x) else None)
    _refuse_8bit_float(opname.split('.')[1], x.dtype)
    return _float_unary(opname, x)


def _refuse_8bit_float(name: str, dt) -> None:
    if dt is not None and dt.is_floating and dt.bits < 16:
        raise _error(f"tile.{name} on {dt.name} is not supported: "
                     "8-bit float tiles can be loaded, stored and used by tile.dot")


def _libdevice_binary(opname: str, x, y, name: str):
    x, y = _norm(x), _norm(y)
    for v in (x, y):
        _refuse_8bit_float(name, getattr(v, "dtype", None))
    if _is_number(x) and _is_number(y):
        x = _as_value(x, float32)
    a, c = _coerce(x, y)
    if not a.dtype.is_floating:
        a, c = cast(a, float32), cast(c, float32)
    shape = a.shape if isinstance(a, Tile) else None
    return _builder().emit(f"{opname} {a.name}, {c.name} : {a.ir_type}", (a, c),
                           (shape, a.dtype))


def pow(x, y):
    """Elementwise ``x ** y`` (``math.powf``: libdevice's ``__nv_powf``,
    ``__nv_pow`` on float64; Triton's ``libdevice.pow``)."""
    return _libdevice_binary("math.powf", x, y, "pow")


def atan2(y, x):
    """Elementwise ``atan2(y, x)`` (``math.atan2``, libdevice)."""
    return _libdevice_binary("math.atan2", y, x, "atan2")


def _libdevice_function(name: str, doc: str):
    op = "math." + name

    def fn(x):
        return _math_unary(op, x)
    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = f"Elementwise {doc} (``{op}``: libdevice's ``__nv_{name}f``, " \
                 f"``__nv_{name}`` on float64)."
    return fn


log1p = _libdevice_function("log1p", "log(1 + x)")
expm1 = _libdevice_function("expm1", "exp(x) - 1")
log10 = _libdevice_function("log10", "base-10 logarithm")
cbrt = _libdevice_function("cbrt", "cube root")
tan = _libdevice_function("tan", "tangent")
asin = _libdevice_function("asin", "arcsine")
acos = _libdevice_function("acos", "arccosine")
atan = _libdevice_function("atan", "arctangent")
sinh = _libdevice_function("sinh", "hyperbolic sine")
cosh = _libdevice_function("cosh", "hyperbolic cosine")
asinh = _libdevice_function("asinh", "inverse hyperbolic sine")
acosh = _libdevice_function("acosh", "inverse hyperbolic cosine")
atanh = _libdevice_function("atanh", "inverse hyperbolic tangent")
erfc = _libdevice_function("erfc", "complementary error function")


def round(x):
    """Elementwise rounding half away from zero (``math.round``)."""
    return _float_unary("math.round", x)


def trunc(x):
    """Elementwise rounding toward zero (``math.trunc``)."""
    return _float_unary("math.trunc", x)


def rint(x):
    """Elementwise rounding half to even (``math.roundeven``)."""
    return _float_unary("math.roundeven", x)


def isnan(x):
    """Elementwise ``x != x``: True where ``x`` is NaN."""
    return x != x


def isinf(x):
    """Elementwise ``|x| == inf``."""
    return abs(x) == float("inf")


def exp(x):
    """Elementwise e**x (``math.exp``): ``ex2.approx.f32(x * log2(e))``, as
    CUDA's ``__expf`` and Triton's ``tl.exp``. On float64:
    libdevice's ``__nv_exp``."""
    return _math_unary("math.exp", x)


def exp2(x):
    """Elementwise 2**x (``math.exp2``): ``ex2.approx.f32``. On float64:
    libdevice's ``__nv_exp2``."""
    return _math_unary("math.exp2", x)


def log(x):
    """Elementwise natural logarithm (``math.log``): ``lg2.approx.f32(x) * ln(2)``. On float64:
    libdevice's ``__nv_log``."""
    return _math_unary("math.log", x)


def log2(x):
    """Elementwise base-2 logarithm (``math.log2``): ``lg2.approx.f32``. On float64:
    libdevice's ``__nv_log2``."""
    return _math_unary("math.log2", x)


def sin(x):
    """Elementwise sine (``math.sin``): ``sin.approx.f32``. On float64:
    libdevice's ``__nv_sin``."""
    return _math_unary("math.sin", x)


def cos(x):
    """Elementwise cosine (``math.cos``): ``cos.approx.f32``. On float64:
    libdevice's ``__nv_cos``."""
    return _math_unary("math.cos", x)


def tanh(x):
    """Elementwise hyperbolic tangent (``math.tanh``): ``tanh.approx.f32`` on
    sm_75 and newer, else computed from ``ex2.approx.f32``. On float64:
    libdevice's ``__nv_tanh``."""
    return _math_unary("math.tanh", x)


def sigmoid(x):
    """Elementwise ``1 / (1 + exp(-x))`` (float32, with :func:`exp`'s
    approximate ``ex2``), as Triton's ``tl.sigmoid``."""
    x = _as_value(x, float32 if _is_number(x) else None)
    if not x.dtype.is_floating:
        x = cast(x, float32)
    return 1.0 / (1.0 + exp(-x))


def erf(x):
    """Elementwise error function (float32; f16/bf16 through float32), as
    Triton's ``tl.erf`` (which calls libdevice): a Taylor series below 0.5
    and Numerical Recipes' Chebyshev fit of erfc above (relative error
    below 4e-7 in float32, about 3 ulp), so GELU's
    ``0.5 * x * (1 + erf(x / sqrt(2)))`` needs no libdevice. On float64
    it is libdevice's ``__nv_erf``."""
    x = _as_value(x, float32 if _is_number(x) else None)
    if x.dtype is float64:
        return _math_unary("math.erf", x)
    if not x.dtype.is_floating or x.dtype.bits < 32:
        x = cast(x, float32)
    z = abs(x)
    t = 1.0 / (1.0 + 0.5 * z)
    poly = 0.17087277
    for c in (-0.82215223, 1.48851587, -1.13520398, 0.27886807, -0.18628806, 0.09678418,
              0.37409196, 1.00002368, -1.26551223):
        poly = c + t * poly
    large = 1.0 - t * exp(-z * z + poly)  # erf(|x|) = 1 - erfc(|x|)
    x2 = z * z
    series = 0.0
    # 2/sqrt(pi) * (z - z^3/3 + z^5/10 - z^7/42 + z^9/216 - z^11/1320 + z^13/9360)
    for k in (1.0 / 9360, -1.0 / 1320, 1.0 / 216, -1.0 / 42, 1.0 / 10, -1.0 / 3, 1.0):
        series = k + x2 * series
    small = 1.1283791670955126 * z * series
    out = where(z < 0.5, small, large)
    return where(x < 0, -out, out)


def div_rn(x, y):
    """Triton's ``tl.div_rn``: IEEE division rounded to nearest (``arith.divf``
    is ``div.rn``)."""
    return x / y


def fdiv(x, y, ieee_rounding=False):
    """Triton's ``tl.fdiv``: ``x / y`` (always IEEE-rounded here)."""
    return x / y


def sqrt_rn(x):
    """Triton's ``tl.sqrt_rn``: IEEE square root (:func:`sqrt` is ``sqrt.rn``)."""
    return sqrt(x)


def clamp(x, lo, hi):
    """Elementwise ``minimum(maximum(x, lo), hi)``, as Triton's
    ``tl.clamp`` (NaN in ``x`` gives ``lo``'s side: maxnum semantics)."""
    return minimum(maximum(x, lo), hi)


def _hint(x, attr: str, values, what: str):
    """``x`` with a tile.hint promise (``attr``: divisibility, contiguity or
    constancy, one value per dimension); Python numbers and float values
    pass through unchanged."""
    _check_defined(x)
    if isinstance(x, PointerOffsets):
        # Consecutive pointers are consecutive offsets; an alignment promise
        # (bytes) is the base's and the offsets' together, which tile does
        # not split: pointers take their alignment from tile.divisibility.
        if attr == "contiguity" and isinstance(x.offsets, _Value):
            return PointerOffsets(x.base, _hint(x.offsets, attr, values, what))
        return x
    if not isinstance(x, _Value) or not x.dtype.is_int or x.dtype.bits == 1:
        return x
    vals = values.value if isinstance(values, constexpr) else values
    vals = list(vals) if isinstance(vals, (list, tuple)) else [vals]
    vals = [v.value if isinstance(v, constexpr) else v for v in vals]
    rank = len(x.shape)
    if len(vals) != (rank or 1):  # (``max`` is tile.max here)
        raise _error(f"tile.{what}: {len(vals)} value(s) for a rank-{rank} value; give one "
                     f"per dimension (one for a scalar or a 1-D tile)")
    for v in vals:
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            raise _error(f"tile.{what}: {v!r} is not a positive int (a constexpr)")
    text = (f"tile.hint {x.name} {{{attr} = array<i64: {', '.join(map(str, vals))}>}} "
            f": {x.ir_type}")
    return _builder().emit(text, (x,), (_shape_or_none(x), x.dtype))


def multiple_of(x, values):
    """Triton's divisibility hint: a promise that ``x`` (an integer scalar
    or tile) is a multiple of ``values`` (one per dimension; for a tile,
    the first element of each group :func:`max_contiguous` promises, or
    every element). Vector accesses and cp.async copies then drop their
    run-time alignment tests where the rest of the address is known
    aligned (``tile.hint``; a promise that does not hold is undefined
    behavior, as in Triton). On pointers it changes nothing: their
    alignment comes from the launch's divisibility specialization."""
    return _hint(x, "divisibility", values, "multiple_of")


def max_constancy(x, values):
    """Triton's constancy hint: recorded (``tile.hint``), not used yet."""
    return _hint(x, "constancy", values, "max_constancy")


def assume(cond) -> None:
    """Triton's ``tl.assume``: a promise the compiler may use. tile does not
    use it; a condition that is False while tracing is an error (a
    constexpr promise that does not hold)."""
    _check_defined(cond)
    if cond is False or (isinstance(cond, constexpr) and cond.value is False):
        raise _error("tile.assume: the condition is False")


def max_contiguous(x, values):
    """Triton's contiguity hint: a promise that along each dimension the
    elements of every aligned group of ``values`` positions of ``x`` are
    consecutive integers (``tl.where(offs < M, offs, 0)`` is not, in its
    last block: Triton's tutorials promise it anyway, as the elements it
    changes are masked off where they are used). Runs and cp.async chunks
    inside such groups then need no run-time test that their offsets are
    consecutive (see :func:`multiple_of`)."""
    return _hint(x, "contiguity", values, "max_contiguous")


def floor(x):
    """Elementwise floor (``math.floor``)."""
    return _float_unary("math.floor", x)


def ceil(x):
    """Elementwise ceil (``math.ceil``)."""
    return _float_unary("math.ceil", x)


def abs(x):
    """Elementwise absolute value (``math.absf`` / ``math.absi``)."""
    if _is_number(x):
        return x if x >= 0 else -x
    x = _as_value(x)
    if x.dtype.is_floating:
        return _unary_op(f"math.absf {x.name} : {x.ir_type}", x, x.dtype, _shape_or_none(x))
    if x.dtype.is_unsigned:
        return x
    return _unary_op(f"math.absi {x.name} : {x.ir_type}", x, x.dtype, _shape_or_none(x))


def fma(a, b_, c):
    """Elementwise ``a * b + c`` fused (``math.fma``)."""
    vals = [v for v in (a, b_, c) if not _is_number(v)]
    if not vals:
        return a * b_ + c
    dts = [_as_value(v).dtype for v in vals]
    dt = dts[0]
    for d in dts[1:]:
        dt = _promote(dt, d)
    if not dt.is_floating:
        dt = float32
    x, y, z = (cast(_as_value(v, dt), dt) for v in (a, b_, c))
    x, y, z = _same_shape(x, y, z)
    bld = _builder()
    return bld.emit(f"math.fma {x.name}, {y.name}, {z.name} : {x.ir_type}", (x, y, z),
                    (_shape_or_none(x), dt))


def umulhi(x, y):
    """Triton's ``tl.umulhi``: the high 32 bits of the 64-bit product of
    two 32-bit integers (as unsigned), in ``x``'s type."""
    x, y = _coerce(x, y)
    if not x.dtype.is_int or x.dtype.bits != 32:
        raise _error(f"tile.umulhi needs 32-bit integers, got {_pretty_type(x)}")
    wide = cast(cast(x, uint32, bitcast=True), uint64) * cast(cast(y, uint32, bitcast=True), uint64)
    return cast(cast(wide >> 32, uint32), x.dtype, bitcast=True)


def swizzle2d(i, j, size_i, size_j, size_g):
    """Triton's ``tl.swizzle2d``: (i, j) of a ``size_i x size_j`` grid
    renumbered so that groups of ``size_g`` rows are walked column by
    column (the matmul tutorial's grouped ordering, for L2 reuse)."""
    ij = i * size_j + j
    size_gj = size_g * size_j
    group_id = ij // size_gj
    off_i = group_id * size_g
    rows_left = size_i - off_i
    size_g = (_builtins.min(rows_left, size_g) if _is_number(rows_left) and _is_number(size_g)
              else minimum(rows_left, size_g))
    ij = ij % size_gj
    return off_i + ij % size_g, ij // size_g


def cdiv(a, b_):
    """``ceil(a / b)`` for integers: Python ints fold, runtime values emit ops."""
    if _is_number(a) and _is_number(b_):
        return -(-a // b_)
    return (a + b_ - 1) // b_


# ---------------------------------------------------------------------------
# Reductions and dots
# ---------------------------------------------------------------------------


def _axis(axis, rank: int, not_int: str) -> int:
    """A constexpr axis of a rank-``rank`` tile, negative ones counted from
    the end; ``not_int`` is the error for anything but an int."""
    if isinstance(axis, bool) or not isinstance(axis, int):
        raise _error(not_int)
    if axis < 0:
        axis += rank
    if not 0 <= axis < rank:
        raise _error(f"axis {axis} is out of range for a rank-{rank} tile")
    return axis


def _reduce(kind: str, x, axis, keep_dims: bool):
    x = _as_value(x)
    if not isinstance(x, Tile):
        raise _error(f"tile.{ {'add': 'sum', 'mul': 'prod'}.get(kind, kind)} needs a tile")
    if x.dtype.is_bool:
        x = cast(x, int32)
    if kind in ("max", "min") and x.dtype.is_unsigned:
        # tile.reduce compares integers as signed: flipping the sign bit
        # maps unsigned order onto signed order (and back).
        flip = 1 << (x.dtype.bits - 1)
        signed = _int_dtype(x.dtype.bits, True)
        out = _reduce(kind, cast(x ^ flip, signed, bitcast=True), axis, keep_dims)
        return cast(out, x.dtype, bitcast=True) ^ flip
    if axis is None:
        out = x
        while isinstance(out, Tile):
            out = _reduce(kind, out, out.ndim - 1, False)
        if keep_dims:
            out = full((1,) * x.ndim, out)
        return out
    rank = x.ndim
    axis = _axis(axis, rank, "a reduction axis must be a constexpr int or None")
    b = _builder()
    if rank == 1:
        out = b.emit(f"tile.reduce {kind} {x.name} axis 0 : {x.ir_type} -> {x.dtype.ir}", (x,),
                     (None, x.dtype))
        if keep_dims:
            out = full((1,), out)
        return out
    shape = x.shape[:axis] + x.shape[axis + 1:]
    out = b.emit(f"tile.reduce {kind} {x.name} axis {axis} : {x.ir_type} -> {_tensor_ir(shape, x.dtype)}",
                 (x,), (shape, x.dtype))
    if keep_dims:
        out = expand_dims(out, axis)
    return out


def sum(x, axis=None, keep_dims=False, dtype=None):
    """Sum along ``axis`` (``tile.reduce add``); ``axis=None`` reduces every
    axis to a scalar. ``dtype`` (Triton's) converts ``x`` first (the sum's
    type); by default, as in Triton, integers narrower than 32 bits are
    summed in int32 (uint32 if unsigned)."""
    return _reduce("add", _sum_operand(x, dtype), axis, keep_dims)


def _sum_operand(x, dtype):
    """``x`` converted to Triton's type for its sum (``dtype``, or int32 /
    uint32 for narrower integers)."""
    dtype, x = _norm(dtype), _as_value(x)
    if dtype is None and x.dtype.is_int and not x.dtype.is_bool and x.dtype.bits < 32:
        dtype = int32 if x.dtype.is_signed else uint32
    return x if dtype is None else cast(x, dtype)


def prod(x, axis=None, keep_dims=False):
    """Product along ``axis`` (``tile.reduce mul``)."""
    return _reduce("mul", x, axis, keep_dims)


def max(x, axis=None, return_indices=False, return_indices_tie_break_left=True,
        keep_dims=False):
    """Maximum along ``axis`` (``tile.reduce max``); Triton's signature:
    ``return_indices=True`` also gives the index (:func:`argmax`). For the
    elementwise maximum of two values use :func:`maximum`."""
    return _extreme("max", x, axis, return_indices, return_indices_tie_break_left, keep_dims)


def min(x, axis=None, return_indices=False, return_indices_tie_break_left=True,
        keep_dims=False):
    """Minimum along ``axis`` (``tile.reduce min``), as :func:`max`. For the
    elementwise minimum of two values use :func:`minimum`."""
    return _extreme("min", x, axis, return_indices, return_indices_tie_break_left, keep_dims)


def _extreme(kind, x, axis, return_indices, tie_break_left, keep_dims):
    axis, return_indices, keep_dims = _norm(axis), _norm(return_indices), _norm(keep_dims)
    if not isinstance(axis, (int, type(None))) or isinstance(axis, bool) or _is_value_like(axis):
        other = "maximum" if kind == "max" else "minimum"
        raise _error(f"tile.{kind}(x, axis) reduces; use tile.{other}(a, b) elementwise")
    value = _reduce(kind, x, axis, keep_dims)
    if not return_indices:
        return value
    return value, _arg_extreme(kind, x, axis, keep_dims, _norm(tie_break_left))


def _scan(kind: str, name: str, x, axis, reverse: bool):
    x = _as_value(x)
    if not isinstance(x, Tile):
        raise _error(f"tile.{name} needs a tile")
    axis = _axis(axis, x.ndim, f"tile.{name}: the axis must be a constexpr int")
    if not isinstance(reverse, bool):
        raise _error(f"tile.{name}: reverse must be a constexpr bool")
    if x.dtype.is_bool:
        x = cast(x, int32)
    if x.dtype in _FP8:
        raise _error(f"tile.{name} cannot combine 8-bit floats; convert with .to(tile.float32)")
    rev = " reverse" if reverse else ""
    return _builder().emit(f"tile.scan {kind} {x.name} axis {axis}{rev} : {x.ir_type}", (x,),
                           (x.shape, x.dtype))


def cumsum(x, axis=0, reverse=False, dtype=None):
    """Inclusive prefix sums along ``axis`` (``tile.scan add``), as Triton's
    ``tl.cumsum``: element i is ``x[0] + ... + x[i]`` (with ``reverse``,
    ``x[i] + ... + x[n-1]``). Bools count as int32; other integers
    narrower than 32 bits, as Triton's, are summed in int32 (uint32)
    unless ``dtype`` says otherwise."""
    return _scan("add", "cumsum", _sum_operand(x, dtype), axis, reverse)


def cumprod(x, axis=0, reverse=False):
    """Inclusive prefix products along ``axis`` (``tile.scan mul``), as
    Triton's ``tl.cumprod``."""
    return _scan("mul", "cumprod", x, axis, reverse)


def _combined(opname: str, input, axis, combine_fn, extra: str = ""):
    """``tile.associative_scan`` / ``tile.associative_reduce`` of a tile or
    a tuple of tiles of one shape, ``combine_fn`` traced once into the
    combiner region on scalars (the earlier elements, then the later ones):
    the results and whether the input was one tile."""
    single = not isinstance(input, (tuple, list))
    tiles = [_as_value(t) for t in ([input] if single else input)]
    name = f"tile.{'associative_scan' if opname == 'associative_scan' else 'reduce'}"
    if not tiles or not all(isinstance(t, Tile) for t in tiles):
        raise _error(f"{name} needs a tile or a tuple of tiles")
    if len({t.shape for t in tiles}) != 1:
        raise _error(f"{name}: the tiles must have one shape, got "
                     + ", ".join("x".join(map(str, t.shape)) for t in tiles))
    tiles = [cast(t, int32) if t.dtype.is_bool else t for t in tiles]
    for t in tiles:
        if t.dtype in _FP8 or (t.dtype.is_floating and t.dtype.bits < 16):
            raise _error(f"{name} cannot combine 8-bit floats; convert with .to(tile.float32)")
    if not callable(combine_fn):
        raise _error(f"{name}: combine_fn must be a function, got {_pretty_type(combine_fn)}")
    axis = _axis(axis, tiles[0].ndim, f"{name}: the axis must be a constexpr int")
    b = _builder()
    b.check_operands(tiles)
    loc = _loc_text(_user_position())
    region = _RegionOp("", loc)
    block = _Block()
    region.blocks.append(block)
    b.block.items.append(region)
    args = [Scalar(b.fresh(), t.dtype, block) for t in tiles]
    args += [Scalar(b.fresh(), t.dtype, block) for t in tiles]
    block.items.append("^bb0(" + ", ".join(f"{a.name}: {a.dtype.ir}" for a in args) + "):")
    b.push(block)
    try:
        out = combine_fn(*args)
        outs = list(out) if isinstance(out, (tuple, list)) else [out]
        if len(outs) != len(tiles):
            raise _error(f"{name}: combine_fn returned {len(outs)} value(s) for "
                         f"{len(tiles)} tile(s)")
        yielded = []
        for o, t in zip(outs, tiles):
            _check_defined(o)
            if isinstance(o, Tile) or isinstance(o, (Pointer, PointerOffsets)):
                raise _error(f"{name}: combine_fn must return scalars, got {_pretty_type(o)}")
            yielded.append(cast(_as_value(o, t.dtype if _is_number(o) else None), t.dtype))
        b.emit(f"tile.yield {', '.join(v.name for v in yielded)} : "
               f"{', '.join(t.dtype.ir for t in tiles)}", yielded, None)
    finally:
        b.pop()
    if opname == "associative_scan":
        keys = [_type_key(t) for t in tiles]
    else:  # the axis dropped; a 1-D tile gives a scalar
        keys = [("s", t.dtype) if t.ndim == 1 else
                ("t", t.shape[:axis] + t.shape[axis + 1:], t.dtype) for t in tiles]
    lhs, results = _results_header(b.fresh(), keys)
    region.header = (f"{lhs}tile.{opname} {', '.join(t.name for t in tiles)} axis {axis}"
                     f"{extra} : {', '.join(t.ir_type for t in tiles)}")
    return results, single


def xor_sum(x, axis=None, keep_dims=False):
    """Triton's ``tl.xor_sum``: the xor of an integer tile's elements along
    ``axis`` (None: all)."""
    x = _as_value(x)
    if not isinstance(x, Tile) or not x.dtype.is_int or x.dtype.is_bool:
        raise _error(f"tile.xor_sum needs an integer tile, got {_pretty_type(x)}")
    return reduce(x, axis, lambda a, b: a ^ b, keep_dims)


def associative_scan(input, axis, combine_fn, reverse=False):
    """Triton's ``tl.associative_scan``: inclusive scans of a tile (or a
    tuple of tiles of one shape) along ``axis`` with ``combine_fn(a0, a1,
    ..., b0, b1, ...)``, which takes the earlier element of each tile, then
    the later one, as scalars and returns the combined scalar (or tuple).
    It must be associative (``tile.associative_scan``: log2(n) rounds in
    shared memory)."""
    if not isinstance(reverse, bool):
        raise _error("tile.associative_scan: reverse must be a constexpr bool")
    results, single = _combined("associative_scan", input, axis, combine_fn,
                                " reverse" if reverse else "")
    return results[0] if single else tuple(results)


def reduce(input, axis, combine_fn, keep_dims=False):
    """Triton's ``tl.reduce``: combines a tile (or a tuple of tiles of one
    shape) along ``axis`` (None: all of it) with ``combine_fn``, as
    :func:`associative_scan` takes it (``tile.associative_reduce``); a 1-D
    tile reduces to a scalar."""
    if axis is None:
        tiles = [_as_value(t) for t in (input if isinstance(input, (tuple, list)) else [input])]
        flat = [ravel(t) if isinstance(t, Tile) else t for t in tiles]
        out = reduce(tuple(flat) if isinstance(input, (tuple, list)) else flat[0], 0,
                     combine_fn)
        if keep_dims:
            ndim = tiles[0].ndim
            out = tuple(full((1,) * ndim, o) for o in out) if isinstance(out, tuple) else \
                full((1,) * ndim, out)
        return out
    results, single = _combined("associative_reduce", input, axis, combine_fn)
    if keep_dims:
        ndim = (input if single else input[0]).ndim
        axis = axis + ndim if axis < 0 else axis
        results = [full((1,), r) if isinstance(r, Scalar) else expand_dims(r, axis)
                   for r in results]
    return results[0] if single else tuple(results)


def _arg_extreme(kind: str, x, axis, keep_dims: bool, tie_break_left: bool):
    name = f"tile.arg{kind}"
    x = _as_value(x)
    if not isinstance(x, Tile):
        raise _error(f"{name} needs a tile")
    rank = x.ndim
    axis = _axis(axis, rank, f"{name}(x, axis): the axis must be a constexpr int")
    if not tie_break_left:
        raise _error(f"{name} returns the first index of the {kind}imum "
                     "(tie_break_left=True); tie_break_left=False is not supported")
    n = x.shape[axis]
    best = _reduce(kind, x, axis, True)
    index = arange(0, n)
    for d in range(rank):
        if d != axis:
            index = expand_dims(index, d)
    if rank > 1:
        index = broadcast_to(index, x.shape)
    found = _reduce("min", where(x == best, index, n), axis, keep_dims)
    # A line of NaNs matches nowhere: index 0, as for an all-equal line.
    return where(found == n, 0, found)


def argmax(x, axis, keep_dims=False, tie_break_left=True):
    """The index of the maximum along ``axis`` (int32; the first one on
    ties, as Triton's ``tl.argmax``): a ``tile.reduce max`` and a
    ``tile.reduce min`` of the indices where it is reached. NaNs are
    ignored (a line of NaNs gives 0)."""
    return _arg_extreme("max", x, axis, keep_dims, tie_break_left)


def argmin(x, axis, keep_dims=False, tie_break_left=True):
    """The index of the minimum along ``axis`` (see :func:`argmax`)."""
    return _arg_extreme("min", x, axis, keep_dims, tie_break_left)


def softmax(x, axis=-1, keep_dims=False):
    """``exp(x - max) / sum(exp(x - max))`` along ``axis`` (the last by
    default), with :func:`exp`'s approximate ``ex2``, as Triton's
    ``tl.softmax``. ``keep_dims`` is accepted for Triton's signature; the
    result always has ``x``'s shape."""
    x = _as_value(x)
    if not isinstance(x, Tile) or not x.dtype.is_floating:
        raise _error(f"tile.softmax needs a float tile, got {_pretty_type(x)}")
    z = x - max(x, axis, keep_dims=True)
    num = exp(z)
    return num / sum(num, axis, keep_dims=True)


def _is_value_like(x) -> bool:
    return isinstance(x, (_Value, Pointer, PointerOffsets))


_DOT_ACC = {"float16": ("float32", "float16"), "bfloat16": ("float32",),
            "float32": ("float32",), "float8e4m3fn": ("float32", "float16"),
            "float8e5m2": ("float32", "float16"),
            "int8": ("int32",)}
_DOT_KINDS = ("auto", "mma_sync", "wgmma", "tcgen05", "block_scale")


def _dot_kind(kind) -> str:
    if kind is None or kind == "auto":
        return ""
    if kind not in _DOT_KINDS:
        raise _error(f"unknown dot kind {kind!r}; expected one of {', '.join(_DOT_KINDS)}")
    return f" kind {kind}"


def _tile_arg(x, what: str) -> Tile:
    _check_defined(x)
    if not isinstance(x, Tile):
        raise _error(f"{what} must be a tile, got {_pretty_type(x)}")
    return x


_PRECISIONS = ("tf32", "tf32x3", "ieee")


def dot(a, b, acc=None, input_precision=None, allow_tf32=None, max_num_imprecise_acc=None, *,
        out_dtype: Optional[dtype] = None, kind: Optional[str] = None) -> Tile:
    """``a @ b + acc`` on tensor cores (``tile.dot``).

    ``a`` is M x K, ``b`` K x N; ``acc`` (M x N) defaults to zeros of
    ``out_dtype`` (float32; int32 for int8). Element types: f16 -> f32|f16,
    bf16 -> f32, f32 (as tf32) -> f32, fp8 (e4m3/e5m2, any mix) -> f32|f16,
    int8 -> int32 (mma.sync on every target from sm_80; the int32 sums wrap
    around modulo 2^32). ``kind`` forces
    the instruction family (``"mma_sync"``, ``"wgmma"``, ``"tcgen05"``);
    by default the compiler picks the best one for the target.

    Triton's ``input_precision`` (or ``allow_tf32``) for float32 inputs:
    ``"tf32"`` (the default, ``allow_tf32=True``) rounds them to tf32 on
    the tensor cores; ``"tf32x3"`` splits each into a tf32 part and the
    rest and adds three tensor-core products (about float32 accuracy);
    ``"ieee"`` (``allow_tf32=False``) is an exact float32 fma per product,
    no tensor cores (K a power of two). Other inputs ignore it, and
    ``max_num_imprecise_acc`` is accepted and ignored (fp8 products
    accumulate in the accumulator's type).
    """
    a = _tile_arg(a, "tile.dot's a")
    b = _tile_arg(b, "tile.dot's b")
    if a.ndim != 2 or b.ndim != 2:
        raise _error(f"tile.dot needs 2-D tiles, got shapes {a.shape} and {b.shape}")
    (m, k), (k2, n) = a.shape, b.shape
    if k != k2:
        raise _error(f"tile.dot: a is {m}x{k} but b is {k2}x{n}: the K dimensions differ")
    ea, eb = a.dtype, b.dtype
    if ea is not eb and not (ea in _FP8 and eb in _FP8):
        raise _error(f"tile.dot: a and b element types differ ({ea.name} vs {eb.name}); "
                     "convert one with .to()")
    if ea.name not in _DOT_ACC:
        raise _error(f"tile.dot does not support {ea.name} inputs (supported: float16, bfloat16, "
                     "float32 (tf32), float8e4m3fn, float8e5m2, int8)")
    default_acc = _dtype_by_name(_DOT_ACC[ea.name][0])
    if acc is None:
        acc = zeros((m, n), out_dtype or default_acc)
    else:
        _check_defined(acc)
        if _is_number(acc) or isinstance(acc, Scalar):
            acc = full((m, n), acc, out_dtype or default_acc)
        acc = _tile_arg(acc, "tile.dot's acc")
        if out_dtype is not None and acc.dtype is not out_dtype:
            acc = cast(acc, out_dtype)
        if acc.shape != (m, n):
            raise _error(f"tile.dot: the accumulator is {'x'.join(map(str, acc.shape))} but a*b is {m}x{n}")
    if acc.dtype.name not in _DOT_ACC[ea.name]:
        raise _error(f"tile.dot: {ea.name} inputs need an accumulator of "
                     f"{' or '.join(_DOT_ACC[ea.name])}, got {acc.dtype.name}")
    precision = _dot_precision(input_precision, allow_tf32)
    if ea is float32 and precision == "ieee":
        return _fma_dot(a, b, acc)
    if ea is float32 and precision == "tf32x3":
        def parts(x):  # the tf32 value (low 13 mantissa bits cleared), the rest
            big = cast(cast(x, uint32, bitcast=True) & 0xFFFFE000, float32, bitcast=True)
            return big, x - big
        (a_big, a_small), (b_big, b_small) = parts(a), parts(b)
        acc = _emit_dot(a_small, b_big, acc, kind)
        acc = _emit_dot(a_big, b_small, acc, kind)
        return _emit_dot(a_big, b_big, acc, kind)
    return _emit_dot(a, b, acc, kind)


def _emit_dot(a, b, acc, kind) -> Tile:
    text = (f"tile.dot {a.name}, {b.name}, {acc.name}{_dot_kind(kind)} : "
            f"{a.ir_type}, {b.ir_type} -> {acc.ir_type}")
    return _builder().emit(text, (a, b, acc), (acc.shape, acc.dtype))


def _dot_precision(input_precision, allow_tf32) -> str:
    input_precision = getattr(input_precision, "value", input_precision)
    allow_tf32 = getattr(allow_tf32, "value", allow_tf32)
    if input_precision is not None and allow_tf32 is not None:
        raise _error("tile.dot takes input_precision or allow_tf32, not both")
    if allow_tf32 is not None:
        if not isinstance(allow_tf32, bool):
            raise _error(f"tile.dot: allow_tf32 must be a constexpr bool, got {allow_tf32!r}")
        return "tf32" if allow_tf32 else "ieee"
    if input_precision is None:
        return "tf32"
    if input_precision not in _PRECISIONS:
        raise _error(f"tile.dot: input_precision must be one of {', '.join(_PRECISIONS)}, "
                     f"got {input_precision!r}")
    return input_precision


def _columns(x) -> List[Tile]:
    """The K columns of an R x K tile (K a power of two) as R-element tiles,
    by halving the columns into even and odd ones with :func:`split` (so in
    bit-reversed order: the same for any two tiles of one K)."""
    cols = [x]
    while cols[0].shape[1] > 1:
        cols = [h for c in cols
                for h in split(reshape(c, (c.shape[0], c.shape[1] // 2, 2)))]
    return [reshape(c, (c.shape[0],)) for c in cols]


def _fma_dot(a, b, acc) -> Tile:
    """``a @ b + acc`` in float32 by one fma per product (Triton's
    ``input_precision="ieee"``): the outer products of a's columns and b's
    rows, accumulated in place."""
    k = a.shape[1]
    if k & (k - 1):
        raise _error(f"tile.dot with input_precision='ieee' needs a power-of-two K, got {k}")
    for col, row in zip(_columns(a), _columns(trans(b))):
        acc = fma(col[:, None], row[None, :], acc)
    return acc


_SCALED_FORMATS = {"e4m3": float8e4m3fn, "e5m2": float8e5m2, "e2m1": float4e2m1fn}


def _scaled_operand(x, fmt, what, k_pack=True):
    """Triton's dot_scaled operand in format ``fmt``: an fp8 tile of that
    format, or its codes as a uint8/int8 tile (reinterpreted)."""
    x = _tile_arg(x, f"tile.dot_scaled's {what}")
    fmt = getattr(fmt, "value", fmt)
    dt = _SCALED_FORMATS.get(fmt)
    if dt is None:
        raise _error(f"tile.dot_scaled: format {fmt!r} of {what} is not supported; tile's "
                     f"block-scaled dots take 'e4m3', 'e5m2' (MXFP8) or 'e2m1' (MXFP4) in "
                     f"Triton's form")
    if x.dtype is dt:
        return x
    if dt is float4e2m1fn and x.dtype.bits == 8 and x.dtype.is_int:
        # Triton's packing: along K (lhs M x K/2, rhs K/2 x N), or with
        # k_pack=False along M / N (lhs M/2 x K, rhs K x N/2).
        if (what == "lhs") == bool(getattr(k_pack, "value", k_pack)):
            return unpack_fp4(x)
        return trans(unpack_fp4(trans(x)))
    if x.dtype.bits == 8 and x.dtype.is_int:
        return cast(x, dt, bitcast=True)
    if dt is float4e2m1fn:
        raise _error(f"tile.dot_scaled: {what} is {x.dtype.name}, not e2m1: uint8 bytes of "
                     f"two e2m1 values packed along K (lhs M x K/2, rhs K/2 x N) or a "
                     f"float4e2m1fn tile")
    raise _error(f"tile.dot_scaled: {what} is {x.dtype.name}, not {fmt} ({dt.name}) or its "
                 f"uint8 codes")


def dot_scaled(a, a_scale, b, b_scale=None, *args, acc=None, kind: Optional[str] = None,
               fast_math: bool = False, lhs_k_pack: bool = True, rhs_k_pack: bool = True,
               out_dtype=None) -> Tile:
    """Block-scaled ``(a * a_scale) @ (b * b_scale) + acc`` (``tile.dot_scaled``).

    MXFP8: a, b fp8 (e4m3/e5m2) with float8e8m0fnu scales, one per 32
    elements along K; MXFP4: float4e2m1fn with e8m0 scales (32); NVFP4:
    float4e2m1fn with float8e4m3fn scales (16). ``a_scale`` is M x K/V,
    ``b_scale`` N x K/V; ``acc`` is float32 M x N (zeros by default).

    FP4 tiles come from packed bytes through :func:`unpack_fp4`.

    Triton's form ``tl.dot_scaled(lhs, lhs_scale, "e4m3", rhs, rhs_scale,
    "e4m3", acc)`` works too, for the MXFP8 formats "e4m3" and "e5m2"
    (operands as fp8 tiles or their uint8 codes) and MXFP4 "e2m1" (uint8
    tiles packed along K, as Triton's: lhs M x K/2, rhs K/2 x N; with
    ``lhs_k_pack=False`` / ``rhs_k_pack=False`` along M / N: M/2 x K,
    K x N/2); scales
    as uint8 (e8m0 bits) tiles, reinterpreted in registers.
    """
    if isinstance(getattr(b, "value", b), str):  # Triton: (lhs, lhs_scale, lhs_format, rhs, ...)
        a_format, b, rest = b, b_scale, list(args)
        if len(rest) < 2:
            raise _error("tl.dot_scaled(lhs, lhs_scale, lhs_format, rhs, rhs_scale, rhs_format, "
                         "acc=None): missing arguments")
        b_scale, b_format = rest[0], rest[1]
        fa, fb = (getattr(f, "value", f) for f in (a_format, b_format))
        if (fa == "e2m1") != (fb == "e2m1") and {fa, fb} <= set(_SCALED_FORMATS):
            raise _error(f"tl.dot_scaled: lhs is {fa!r} but rhs {fb!r}: both operands must be "
                         f"fp8 (e4m3, e5m2) or both e2m1")
        if len(rest) > 2:
            if acc is not None or len(rest) > 3:
                raise _error("tl.dot_scaled: too many arguments")
            acc = rest[2]
        if out_dtype not in (None, float32):
            raise _error(f"tile.dot_scaled accumulates in float32, not {_pretty_type(out_dtype)}")
        a = _scaled_operand(a, a_format, "lhs", lhs_k_pack)
        b = _scaled_operand(b, b_format, "rhs", rhs_k_pack)
        scales = []
        for sc, what in ((a_scale, "lhs_scale"), (b_scale, "rhs_scale")):
            if sc is None:
                raise _error(f"tile.dot_scaled: {what} is required (tile has no unscaled "
                             f"operand form)")
            sc = _tile_arg(sc, f"tile.dot_scaled's {what}")
            if sc.dtype.bits == 8 and sc.dtype.is_int:
                sc = cast(sc, float8e8m0fnu, bitcast=True)
            scales.append(sc)
        a_scale, b_scale = scales
    elif args:
        if acc is not None or len(args) > 1:
            raise _error("tile.dot_scaled(a, a_scale, b, b_scale, acc=None): too many arguments")
        acc = args[0]
    a = _tile_arg(a, "tile.dot_scaled's a")
    b = _tile_arg(b, "tile.dot_scaled's b")
    sa = _tile_arg(a_scale, "tile.dot_scaled's a_scale")
    sb = _tile_arg(b_scale, "tile.dot_scaled's b_scale")
    for t in (a, b, sa, sb):
        if t.ndim != 2:
            raise _error(f"tile.dot_scaled needs 2-D tiles, got shape {t.shape}")
    (m, k), (k2, n) = a.shape, b.shape
    if k != k2:
        raise _error(f"tile.dot_scaled: a is {m}x{k} but b is {k2}x{n}: the K dimensions differ")
    fp8 = a.dtype in _FP8 and b.dtype in _FP8
    fp4 = a.dtype is float4e2m1fn and b.dtype is float4e2m1fn
    if not (fp8 or fp4):
        raise _error("tile.dot_scaled: a and b must both be fp8 (float8e4m3fn/float8e5m2) or both "
                     f"float4e2m1fn, got {a.dtype.name} and {b.dtype.name}")
    if sa.dtype is not sb.dtype:
        raise _error(f"tile.dot_scaled: scale types differ ({sa.dtype.name} vs {sb.dtype.name})")
    if fp8 and sa.dtype is not float8e8m0fnu:
        raise _error(f"tile.dot_scaled: MXFP8 scales must be float8e8m0fnu, got {sa.dtype.name}")
    if fp4 and sa.dtype not in (float8e8m0fnu, float8e4m3fn):
        raise _error("tile.dot_scaled: fp4 scales must be float8e8m0fnu (MXFP4) or "
                     f"float8e4m3fn (NVFP4), got {sa.dtype.name}")
    v = 16 if sa.dtype is float8e4m3fn else 32
    if k % v:
        raise _error(f"tile.dot_scaled: K = {k} is not a multiple of the scale block {v}")
    if sa.shape != (m, k // v):
        raise _error(f"tile.dot_scaled: a_scale must be {m}x{k // v}, got {'x'.join(map(str, sa.shape))}")
    if sb.shape != (n, k // v):
        raise _error(f"tile.dot_scaled: b_scale must be {n}x{k // v}, got {'x'.join(map(str, sb.shape))}")
    if acc is None:
        acc = zeros((m, n), float32)
    else:
        acc = _tile_arg(acc, "tile.dot_scaled's acc")
        if acc.dtype is not float32 or acc.shape != (m, n):
            raise _error(f"tile.dot_scaled: the accumulator must be a {m}x{n} float32 tile, "
                         f"got {_pretty_type(acc)}")
    bld = _builder()
    text = (f"tile.dot_scaled {a.name} scale {sa.name}, {b.name} scale {sb.name}, {acc.name}"
            f"{_dot_kind(kind)} : {a.ir_type}, {sa.ir_type}, {b.ir_type}, {sb.ir_type} -> {acc.ir_type}")
    return bld.emit(text, (a, sa, b, sb, acc), (acc.shape, acc.dtype))


# ---------------------------------------------------------------------------
# Control flow
# ---------------------------------------------------------------------------


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


class static_range:
    """``for i in tile.static_range(...)``: a loop unrolled while tracing
    (bounds must be constexpr ints); ``i`` is a Python int."""

    def __init__(self, *args):
        for a in args:
            if isinstance(a, bool) or not isinstance(a, int):
                raise _error("tile.static_range bounds must be constexpr ints")
        self._range = range(*args)

    def __iter__(self):
        return iter(self._range)

    def __len__(self):
        return len(self._range)


class _RangeSpec:
    """``range(...)`` inside a traced kernel: an ``scf.for`` loop."""

    __slots__ = ("start", "stop", "step", "num_stages")

    def __init__(self, *args, num_stages=None):
        self.num_stages = num_stages
        if not 1 <= len(args) <= 3:
            raise _error(f"range expected 1 to 3 arguments, got {len(args)}")
        if len(args) == 1:
            start, stop, step = 0, args[0], 1
        elif len(args) == 2:
            (start, stop), step = args, 1
        else:
            start, stop, step = args
        for v in (start, stop, step):
            _check_defined(v)
            if isinstance(v, Tile) or not (isinstance(v, Scalar) or
                                           (isinstance(v, int) and not isinstance(v, bool))):
                raise _error(f"range bounds must be ints or integer scalars, got {_pretty_type(v)}")
            if isinstance(v, Scalar) and not v.dtype.is_int:
                raise _error(f"range bounds must be integers, got {_pretty_type(v)}")
        if isinstance(step, int) and step == 0:
            raise _error("range steps must not be zero")
        self.start, self.stop, self.step = start, stop, step

    def _static(self) -> range:
        if all(isinstance(v, int) for v in (self.start, self.stop, self.step)):
            return range(self.start, self.stop, self.step)
        raise _error("a loop over runtime bounds must be a plain `for` statement in a "
                     "@tile.kernel/@tile.func function, without break, continue or return")

    # Outside a rewritten `for` statement, constant bounds act like range().
    def __iter__(self):
        return iter(self._static())

    def __reversed__(self):
        return reversed(self._static())

    def __len__(self):
        return len(self._static())

    def __getitem__(self, index):
        return self._static()[index]


def _tile_range(*args):
    """The ``range`` a traced kernel sees."""
    if not _tracing():
        return range(*args)
    return _RangeSpec(*args)


def _minmax_builtin(python, tiled):
    def fn(*args, **kwargs):
        if len(args) < 2 or kwargs or not any(isinstance(_norm(a), _Value) for a in args):
            return python(*args, **kwargs)
        out = args[0]
        for a in args[1:]:
            out = tiled(out, a)
        return out
    return fn


#: The ``min`` and ``max`` a traced kernel sees: Python's, or on runtime
#: values tile.minimum / tile.maximum, as in Triton kernels.
_tile_min = _minmax_builtin(min, lambda a, b: minimum(a, b))
_tile_max = _minmax_builtin(max, lambda a, b: maximum(a, b))


def _truth(v):
    """A runtime value as an i1 (nonzero is true), as Triton's `and`."""
    v = _norm(v)
    if isinstance(v, _Value) and v.dtype is not int1:
        return v != 0
    return v


def _tile_and(lhs, rhs):
    """``a and b`` in a traced kernel: Python's on Python values (``b`` not
    evaluated when ``a`` is false); on a runtime value both sides are
    evaluated and combined as i1 (Triton's logical_and)."""
    if not isinstance(_norm(lhs), _Value):
        return lhs and rhs()
    r = rhs()
    if not isinstance(_norm(r), _Value):
        return _truth(lhs) if r else r
    return _truth(lhs) & _truth(r)


def _tile_or(lhs, rhs):
    """``a or b``: as `_tile_and` (Triton's logical_or)."""
    if not isinstance(_norm(lhs), _Value):
        return lhs or rhs()
    r = rhs()
    if not isinstance(_norm(r), _Value):
        return True if r else _truth(lhs)
    return _truth(lhs) | _truth(r)


def _tile_not(v):
    """``not v``: Python's, or on a runtime value ``v == 0`` (an i1)."""
    n = _norm(v)
    if not isinstance(n, _Value):
        return not v
    return n == 0 if n.dtype is not int1 else n ^ True


def _tile_assert(cond, message):
    """``assert cond, msg``: Python's on a Python value (a TraceError at the
    line); on a runtime value tile.device_assert (Triton's)."""
    c = _norm(cond)
    if not isinstance(c, _Value):
        if not cond:
            text = message() if message is not None else None
            raise _error(f"assertion failed: {text}" if text is not None else "assertion failed")
        return
    device_assert(c, message() if message is not None else "")


def _tile_ifexp(cond, then, other):
    """``a if c else b``: Python's, or on a runtime scalar condition
    tile.where(c, a, b) (both sides evaluated)."""
    c = _norm(cond)
    if not isinstance(c, _Value):
        return then() if cond else other()
    return where(_truth(c), then(), other())


def _range(start, stop=None, step=None, num_stages=None, loop_unroll_factor=None,
           disallow_acc_multi_buffer=False, flatten=False, warp_specialize=False):
    """Triton's ``tl.range`` (exported as ``tile.range``): a runtime loop,
    as ``range`` in a kernel, whose ``num_stages`` (1..16; 1: not
    pipelined) sets the pipeline depth of this loop (``tile.num_stages``),
    capped by the shared memory. Triton's other hints are accepted and
    ignored (tile decides unrolling, buffering and warp specialization)."""
    args = (start,) if stop is None else (start, stop) if step is None else (start, stop, step)
    num_stages = getattr(num_stages, "value", num_stages)
    if num_stages is not None and (isinstance(num_stages, bool) or not isinstance(num_stages, int)
                                   or not 1 <= num_stages <= 16):
        raise _error(f"tile.range num_stages must be an int in 1..16, got {num_stages!r}")
    if not _tracing():
        return range(*args)
    return _RangeSpec(*args, num_stages=num_stages)


class _Unbound:
    """Marks a loop/if variable that had no value before the statement."""

    __slots__ = ()


_UNBOUND = _Unbound()


# --- pytree-ish flattening of carried variables -------------------------------

def _flatten(x):
    if isinstance(x, PointerOffsets):
        return ("P", x.base), [x.offsets]
    if isinstance(x, BlockPointer):
        return (("B", x.base, x.block_shape, x.order),
                list(x.shape) + list(x.strides) + list(x.offsets) + [x.start])
    if type(x) in (tuple, list):
        defs, leaves = [], []
        for e in x:
            d, l = _flatten(e)
            defs.append(d)
            leaves.extend(l)
        return ("T", type(x), tuple(defs)), leaves
    return "L", [x]


def _unflatten(d, it):
    if d == "L":
        return next(it)
    if d[0] == "P":
        return PointerOffsets(d[1], next(it))
    if d[0] == "B":
        rank = len(d[2])
        vals = [next(it) for _ in range(3 * rank + 1)]
        return BlockPointer(d[1], vals[:rank], vals[rank:2 * rank], vals[2 * rank:3 * rank],
                            d[2], d[3], vals[3 * rank])
    return d[1](_unflatten(c, it) for c in d[2])


def _treedef_eq(a, c) -> bool:
    if isinstance(a, str) or isinstance(c, str):
        return a == c if isinstance(a, str) and isinstance(c, str) else False
    if a[0] != c[0]:
        return False
    if a[0] == "P":
        return a[1] is c[1]
    if a[0] == "B":
        return a[1] is c[1] and a[2] == c[2] and a[3] == c[3]
    return a[1] is c[1] and len(a[2]) == len(c[2]) and all(
        _treedef_eq(x, y) for x, y in zip(a[2], c[2]))


def _same_static(a, c) -> bool:
    if a is c:
        return True
    if isinstance(a, (_Value, Pointer, PointerOffsets)) or isinstance(c, (_Value, Pointer, PointerOffsets)):
        return False
    if type(a) is not type(c):
        return False
    if isinstance(a, (int, float, str, bytes, bool, type(None), dtype)):
        return a == c
    return False


def _type_key(v):
    if isinstance(v, Tile):
        return ("t", v.shape, v.dtype)
    return ("s", v.dtype)


def _type_text(key) -> str:
    if key[0] == "t":
        return _tensor_ir(key[1], key[2])
    return key[1].ir


def _proxy_of(key, name, block):
    if key[0] == "t":
        return Tile(name, key[1], key[2], block)
    return Scalar(name, key[1], block)


def _leaf_to_type(leaf, key, varname, where):
    """Converts a yielded leaf to the carried type ``key`` (or fails)."""
    if isinstance(leaf, _Value) and _type_key(leaf) == key:
        return leaf
    if _is_number(leaf):
        if key[0] == "t":
            return full(key[1], leaf, key[2])
        return _constant(leaf, key[1])
    if isinstance(leaf, Scalar) and key[0] == "t" and leaf.dtype is key[2]:
        return broadcast_to(leaf, key[1])
    got = leaf.ir_type if isinstance(leaf, _Value) else _pretty_type(leaf)
    raise _error(f"{_var(varname)} is {_type_text(key)} {where[0]} but {got} "
                 f"{where[1]}; a value carried through a loop or an if must keep its "
                 "type (convert it with .to())")


def _initial_values(names, scope):
    vals = []
    for n in names:
        v = scope.get(n, _UNBOUND)
        vals.append(_UNBOUND if isinstance(v, _Undefined) else v)
    return vals


def _tile_for(iterable, body, names, targets, scope):
    """Runs a rewritten ``for`` statement; returns the new values of ``names``.

    ``body(item, *values)`` is the loop body as a function of the names the
    body assigns; ``targets`` are the loop variables; ``scope`` is the
    enclosing ``locals()``.
    """
    init = _initial_values(names, scope)
    if not isinstance(iterable, _RangeSpec):
        # A Python iteration (tile.static_range, lists, ...): unrolled.
        vals = init
        for item in iterable:
            vals = list(body(item, *vals))
        return tuple(_Undefined(n, "is not defined (the loop ran no iterations)")
                     if v is _UNBOUND else v for n, v in zip(names, vals))
    return _scf_for(iterable, body, names, targets, init)


def _as_i32(v):
    if isinstance(v, int):
        return _constant(v, int32)
    return cast(v, int32)


def _index_type(*values) -> dtype:
    """int64 where one of ``values`` (scalars or ints) is a 64-bit integer
    or an int outside int32, else int32: Triton keeps 64-bit indices."""
    for v in values:
        v = _norm(v)
        if isinstance(v, _Value) and v.dtype.is_int and v.dtype.bits == 64:
            return int64
        if isinstance(v, int) and not -2**31 <= v < 2**31:
            return int64
    return int32


def _as_index(v, dt: Optional[dtype] = None):
    """An integer scalar or int as an int32 or int64 scalar (``dt``, or
    the type :func:`_index_type` gives it: never narrowed from 64 bits)."""
    dt = dt or _index_type(v)
    if isinstance(_norm(v), int):
        return _constant(_norm(v), dt)
    return cast(v, dt)


_PROMOTE = object()


def _carry(inits, names, targets=()):
    """Per name: None (not carried: a loop variable or unbound) or
    (treedef, leaves); and the leaves that are runtime values (carried)."""
    flat, carried = [], []
    for i, v in enumerate(inits):
        if names[i] in targets or v is _UNBOUND:
            flat.append(None)
            continue
        d, leaves = _flatten(v)
        flat.append((d, leaves))
        carried.extend(leaf for leaf in leaves if isinstance(leaf, _Value))
    return flat, carried


def _with_carried(inits, flat, values):
    """``inits`` with their carried leaves replaced by ``values`` in order."""
    it = iter(values)
    out = []
    for i, v in enumerate(inits):
        if flat[i] is None:
            out.append(v)
        else:
            d, leaves = flat[i]
            out.append(_unflatten(d, iter([next(it) if isinstance(leaf, _Value) else leaf
                                           for leaf in leaves])))
    return out


def _loop_yields(inits, flat, keys, results, names):
    """The values the loop body yields (converted to the carried types) and
    the Python numbers it changes ({name index: leaves with _PROMOTE
    markers}), which become runtime values before the body is traced again."""
    yields, promoted = [], {}
    key_iter = iter(keys)
    for i, r in enumerate(results):
        if flat[i] is None:
            continue
        d0, leaves0 = flat[i]
        d1, leaves1 = _flatten(r)
        if not _treedef_eq(d0, d1):
            if _same_static(inits[i], r):
                continue
            if _advanced_pointer(inits[i], r):
                # ``x_ptr += step`` on a pointer parameter: carried as the
                # pointer plus offsets that start at 0.
                promoted[i] = [(_PROMOTE, inits[i], _type_key(r.offsets))]
                for _ in leaves0:
                    if isinstance(_, _Value):
                        next(key_iter)
                continue
            raise _error(f"variable '{names[i]}' changes what it holds inside a loop "
                         f"with runtime bounds ({_pretty_type(inits[i])} before, "
                         f"{_pretty_type(r)} after one iteration); only tiles and scalars "
                         "can be carried (use tile.static_range to unroll the loop)")
        new_leaves = None
        for j, (l0, l1) in enumerate(zip(leaves0, leaves1)):
            if isinstance(l0, _Value) and d0[0] == "P" and _wider_offsets(l0, l1):
                # Pointer offsets that become int64 (``p += stride64``):
                # int64 from the start (a pointer has no offset type in Triton).
                next(key_iter)
                if new_leaves is None:
                    new_leaves = list(leaves0)
                new_leaves[j] = (_PROMOTE, l0, _type_key(l1))
            elif isinstance(l0, _Value):
                yields.append(_leaf_to_type(l1, next(key_iter), names[i],
                                            ("before the loop", "at the end of its body")))
            elif _same_static(l0, l1):
                continue
            elif _is_number(l0) and (_is_number(l1) or isinstance(l1, _Value)):
                if new_leaves is None:
                    new_leaves = list(leaves0)
                key = _type_key(l1) if isinstance(l1, _Value) else ("s", _default_dtype(l0))
                new_leaves[j] = (_PROMOTE, l0, key)
            else:
                raise _error(f"variable '{names[i]}' changes inside a loop with runtime "
                             f"bounds but holds {_pretty_type(l0)}, not a tile value; "
                             "use tile.static_range to unroll the loop")
        if new_leaves is not None:
            promoted[i] = new_leaves
    return yields, promoted


def _promote_changed(inits, flat, promoted):
    """Turns the Python numbers a loop body changes into runtime values
    (made before the loop)."""
    for i, leaves in promoted.items():
        if isinstance(inits[i], Pointer):  # a pointer the body advances
            key = leaves[0][2]
            zero = full(key[1], 0, key[2]) if key[0] == "t" else _constant(0, key[1])
            inits[i] = PointerOffsets(inits[i], zero)
            continue
        conv = []
        for leaf in leaves:
            if isinstance(leaf, tuple) and len(leaf) == 3 and leaf[0] is _PROMOTE:
                _, num, key = leaf
                if isinstance(num, _Value):  # widened pointer offsets
                    conv.append(broadcast_to(cast(num, key[-1]), key[1]) if key[0] == "t"
                                else cast(num, key[1]))
                    continue
                conv.append(full(key[1], num, key[2]) if key[0] == "t"
                            else _constant(num, key[1]))
            else:
                conv.append(leaf)
        inits[i] = _unflatten(flat[i][0], iter(conv))


def _advanced_pointer(before, after) -> bool:
    """``before`` is a pointer parameter and ``after`` that pointer plus
    offsets (Triton's ``ptr += n`` in a loop or a branch)."""
    return (isinstance(before, Pointer) and isinstance(after, PointerOffsets)
            and after.base is before)


def _wider_offsets(before, after) -> bool:
    """Pointer offsets that widen from int32 to int64 (the same shape)."""
    return (isinstance(after, _Value) and after.dtype.is_int and before.dtype.is_int
            and after.dtype.bits > before.dtype.bits and after.shape == before.shape)


def _emit_yield(op, values):
    b = _builder()
    if values:
        b.emit(f"{op} {', '.join(v.name for v in values)} : "
               f"{', '.join(v.ir_type for v in values)}", values, None, pure=False)
    else:
        b.emit(op, (), None, pure=False)


def _loop_results(inits, flat, names, targets, results, outs):
    """The names' values after a loop whose carried results are ``outs``."""
    out_iter = iter(outs)
    final = []
    for i, v in enumerate(inits):
        if names[i] in targets:
            final.append(_Undefined(names[i], "is the variable of a loop with runtime bounds "
                                    "and is not available after the loop"))
        elif flat[i] is None:  # bound only inside the loop
            r = results[i]
            if r is _UNBOUND or any(isinstance(l, (_Value, PointerOffsets))
                                    for l in _flatten(r)[1]):
                final.append(_Undefined(names[i], "was only assigned inside a loop body and is "
                                        "not available after it; assign it before the loop "
                                        "to carry it through the loop"))
            else:
                final.append(r)
        else:
            d, leaves = flat[i]
            final.append(_unflatten(d, iter([next(out_iter) if isinstance(l, _Value) else l
                                             for l in leaves])))
    return tuple(final)


def _trace_loop_body(block, call, inits, flat, keys, names):
    """Traces ``call()`` (the loop body on the carried values) into
    ``block`` and yields what it returns: (results, promoted numbers)."""
    b = _builder()
    b.push(block)
    try:
        results = list(call())
        yields, promoted = _loop_yields(inits, flat, keys, results, names)
        if not promoted:
            _emit_yield("scf.yield", yields)
    finally:
        b.pop()
    return results, promoted


def _results_header(res, keys):
    """``%r = `` / ``%r:n = `` and the proxies of a region op's results."""
    if not keys:
        return "", []
    lhs = f"{res}:{len(keys)} = " if len(keys) > 1 else f"{res} = "
    b = _builder()
    return lhs, [_proxy_of(k, f"{res}#{n}" if len(keys) > 1 else res, b.block)
                 for n, k in enumerate(keys)]


def _scf_for(spec: _RangeSpec, body, names, targets, init):
    """Traces ``body`` once into an ``scf.for`` region.

    Variables holding tiles/scalars (or PointerOffsets, or tuples/lists of
    them) before the loop are loop-carried (``iter_args``). A variable
    holding a Python number that the body changes is turned into a runtime
    value of the type the body gives it and the body is traced again.
    """
    b = _builder()
    if isinstance(spec.step, int) and spec.step < 0:
        # A constant negative step (Triton's range(hi, lo, -s)): a forward
        # loop over the trip count, the loop variable start - k * s.
        s, start, inner = -spec.step, spec.start, body
        trip = cdiv(_binary("sub", start, spec.stop), s)
        body = lambda k, *vals: inner(start - k * s, *vals)  # noqa: E731
        spec = _RangeSpec(0, trip, 1, num_stages=spec.num_stages)
    ivt = _index_type(spec.start, spec.stop, spec.step)  # i64 bounds: an i64 loop
    lo, hi, st = (_as_index(v, ivt) for v in (spec.start, spec.stop, spec.step))
    loc = _loc_text(_user_position())
    inits = list(init)
    for _attempt in range(8):
        flat, carried = _carry(inits, names, targets)
        b.check_operands([lo, hi, st] + carried)
        keys = [_type_key(leaf) for leaf in carried]
        region = _RegionOp("", loc)
        block = _Block()
        region.blocks.append(block)
        b.block.items.append(region)
        res = b.fresh()  # the loop's results
        iv = Scalar(b.fresh(), ivt, block)
        args = [_proxy_of(k, b.fresh(), block) for k in keys]
        results, promoted = _trace_loop_body(
            block, lambda: body(iv, *_with_carried(inits, flat, args)), inits, flat, keys, names)
        if promoted:
            # Python numbers that the body changes become runtime values
            # (made before the loop); trace the body again.
            b.block.items.pop()
            _promote_changed(inits, flat, promoted)
            continue
        # Complete the header now that the results are known.
        lhs, outs = _results_header(res, keys)
        if carried:
            iter_args = ", ".join(f"{a.name} = {leaf.name}" for a, leaf in zip(args, carried))
            region.header = (f"{lhs}scf.for {iv.name} = {lo.name} to {hi.name} step {st.name} "
                             f"iter_args({iter_args}) -> "
                             f"({', '.join(_type_text(k) for k in keys)}) : {ivt.ir}")
        else:
            region.header = (f"scf.for {iv.name} = {lo.name} to {hi.name} step {st.name} : "
                             f"{ivt.ir}")
        stages = spec.num_stages if spec.num_stages is not None else b.num_stages
        if stages is not None:
            region.attrs = f"{{tile.num_stages = {stages} : i32}}"
        return _loop_results(inits, flat, names, targets, results, outs)
    raise _error("the types of the loop-carried variables do not settle; give them explicit "
                 "types before the loop")


_MAX_STATIC_WHILE = 4096


def _tile_while(cond, body, names, scope):
    """Runs a rewritten ``while`` statement; returns the new values of
    ``names`` (the variables the body assigns).

    A condition that is a Python bool (constexpr) runs the loop while
    tracing (unrolled, at most 4096 iterations); a runtime scalar condition
    traces the condition and the body once into an ``scf.while``.
    """
    vals = _initial_values(names, scope)
    # Probe the condition in a block that is thrown away: a runtime
    # condition is traced again inside the loop, and its ops (an atomic,
    # say) must not also run once before it.
    b = _builder()
    b.push(_Block())
    try:
        c = cond(*vals)
    finally:
        b.pop()
    _check_defined(c)
    if isinstance(c, Tile):
        raise _error("a `while` condition must be a scalar, not a tile")
    if not isinstance(c, Scalar):
        for _ in range(_MAX_STATIC_WHILE):
            if not c:
                return tuple(_Undefined(n, "is not defined (the loop ran no iterations)")
                             if v is _UNBOUND else v for n, v in zip(names, vals))
            vals = list(body(*vals))
            c = cond(*vals)
            _check_defined(c)
            if isinstance(c, (Tile, Scalar)):
                raise _error("this `while` condition became a runtime value after "
                             "unrolled iterations; make the variables it reads runtime "
                             "values before the loop")
        raise _error(f"a `while` loop on a constexpr condition ran {_MAX_STATIC_WHILE} "
                     "iterations while tracing; use a runtime condition")
    return _scf_while(cond, body, names, vals)


def _scf_while(cond, body, names, init):
    """Traces the condition and the body once into an ``scf.while`` (the
    carried variables as in :func:`_scf_for`)."""
    b = _builder()
    loc = _loc_text(_user_position())
    inits = list(init)
    for _attempt in range(8):
        flat, carried = _carry(inits, names)
        b.check_operands(carried)
        keys = [_type_key(leaf) for leaf in carried]
        region = _RegionOp("", loc)
        region.separators.append("do")
        before, after = _Block(), _Block()
        region.blocks += [before, after]
        b.block.items.append(region)
        res = b.fresh()  # the loop's results
        b.push(before)
        try:
            args = [_proxy_of(k, b.fresh(), before) for k in keys]
            c = cond(*_with_carried(inits, flat, args))
            _check_defined(c)
            if not isinstance(c, Scalar):
                raise _error("this `while` condition does not depend on the loop's runtime "
                             "values on every iteration; give it a runtime value")
            c = c if c.dtype.is_bool else cast(c, int1)
            text = f"scf.condition({c.name})"
            if args:
                text += f" {', '.join(a.name for a in args)} : {', '.join(a.ir_type for a in args)}"
            b.emit(text, [c] + args, None, pure=False)
        finally:
            b.pop()
        params = [_proxy_of(k, b.fresh(), after) for k in keys]
        if params:
            after.items.append(f"^bb0({', '.join(f'{p.name}: {p.ir_type}' for p in params)}):")
        results, promoted = _trace_loop_body(
            after, lambda: body(*_with_carried(inits, flat, params)), inits, flat, keys, names)
        if promoted:
            b.block.items.pop()
            _promote_changed(inits, flat, promoted)
            continue
        lhs, outs = _results_header(res, keys)
        types = ", ".join(_type_text(k) for k in keys)
        assign = ", ".join(f"{a.name} = {leaf.name}" for a, leaf in zip(args, carried))
        region.header = f"{lhs}scf.while ({assign}) : ({types}) -> ({types})"
        return _loop_results(inits, flat, names, (), results, outs)
    raise _error("the types of the loop-carried variables do not settle; give them explicit "
                 "types before the loop")


def for_loop(start, stop, step, init, body):
    """A functional ``scf.for``: ``acc = tile.for_loop(0, K, 32, acc, lambda k, acc: ...)``.

    ``init`` is one value or a tuple of values; ``body(k, *carried)``
    returns the new value(s), of the same types. This needs no source
    rewriting, so it also works in functions that are not decorated.
    """
    single = not isinstance(init, tuple)
    vals = [init] if single else list(init)
    names = tuple(f"carried value #{i}" for i in range(len(vals)))

    def wrapped(iv, *carried):
        out = body(iv, *carried)
        return (out,) if single else tuple(out)

    out = _scf_for(_RangeSpec(start, stop, step), wrapped, names, (), vals)
    return out[0] if single else out


def _tile_if_tail(cond, then_fn, else_fn, names, params, scope):
    """An ``if`` that an early return became (tile.triton_ast): the
    branches take the variables ``params`` and only ``names`` (the return
    value, or nothing) leave it."""
    return _tile_if(cond, then_fn, else_fn, names, scope, params)


def _var(name: str) -> str:
    if name == "__tileret":  # tile.triton_ast.RETURN_VAR
        return "the value of a `return` under a runtime condition"
    return f"variable '{name}'"


def _tile_if(cond, then_fn, else_fn, names, scope, params=None):
    """Runs a rewritten ``if`` statement; returns the new values of ``names``.

    A Python condition (constexpr) runs one branch; a runtime scalar
    condition traces both into ``scf.if`` and yields the variables either
    branch changes.
    """
    init = _initial_values(names, scope)
    args = init if params is None else _initial_values(params, scope)
    _check_defined(cond)
    if isinstance(cond, Tile):
        raise _error("an `if` condition must be a scalar, not a tile; use tile.where() for "
                     "elementwise selection")
    if not isinstance(cond, Scalar):
        vals = (then_fn if cond else else_fn)(*args)
        return tuple(_Undefined(n, "is not defined on this path") if v is _UNBOUND else v
                     for n, v in zip(names, vals))
    c = cond if cond.dtype.is_bool else cast(cond, int1)
    b = _builder()
    b.check_operands([c])
    region = _RegionOp("", _loc_text(_user_position()))
    region.separators.append("else")
    b.block.items.append(region)
    res = b.fresh()  # the if's results
    outs = []
    for fn in (then_fn, else_fn):
        blk = _Block()
        region.blocks.append(blk)
        b.push(blk)
        try:
            outs.append(list(fn(*args)))
        finally:
            b.pop()
    then_out, else_out = outs
    plan = []  # per name: ("static", v) | ("undef",) | ("yield", treedef, leaf plans)
    for i, name in enumerate(names):
        t, e = then_out[i], else_out[i]
        if t is e:
            plan.append(("static", t))
            continue
        if t is _UNBOUND or e is _UNBOUND:
            plan.append(("undef",))
            continue
        if _advanced_pointer(t, e):  # the pointer advanced in one branch
            t = PointerOffsets(t, 0)
        elif _advanced_pointer(e, t):
            e = PointerOffsets(e, 0)
        dt_, lt = _flatten(t)
        de, le = _flatten(e)
        if not _treedef_eq(dt_, de):
            if _same_static(t, e):
                plan.append(("static", t))
                continue
            raise _error(f"{_var(name)} gets different kinds of values in the two branches "
                         f"of an if on a runtime condition ({_pretty_type(t)} and {_pretty_type(e)})")
        leaf_plans = []
        for x, y in zip(lt, le):
            if x is y or _same_static(x, y):
                leaf_plans.append(("static", x))
            elif dt_[0] == "P" and isinstance(x, _Value) and _wider_offsets(x, y):
                leaf_plans.append(("yield", _type_key(y), x, y, "widen"))  # int64 offsets
            elif dt_[0] == "P" and isinstance(y, _Value) and _wider_offsets(y, x):
                leaf_plans.append(("yield", _type_key(x), x, y, "widen"))
            elif isinstance(x, _Value):
                leaf_plans.append(("yield", _type_key(x), x, y))
            elif isinstance(y, _Value):
                leaf_plans.append(("yield", _type_key(y), x, y))
            elif _is_number(x) and _is_number(y):
                key = ("s", _promote(_default_dtype(x), _default_dtype(y)))
                leaf_plans.append(("yield", key, x, y))
            else:
                raise _error(f"{_var(name)} holds different Python objects in the two "
                             "branches of an if on a runtime condition")
        plan.append(("yield", dt_, leaf_plans))
    # Conversions and yields at the end of each branch.
    for branch, blk in enumerate(region.blocks):
        b.push(blk)
        try:
            ys = []
            for i, p in enumerate(plan):
                if p[0] == "yield":
                    for lp in p[2]:
                        if lp[0] == "yield":
                            leaf = lp[2 + branch]
                            if len(lp) > 4 and isinstance(leaf, _Value):
                                leaf = cast(leaf, lp[1][-1])  # pointer offsets to int64
                            ys.append(_leaf_to_type(leaf, lp[1], names[i],
                                                    ("in one branch of the if",
                                                     "in the other")))
            if ys:
                b.emit(f"scf.yield {', '.join(y.name for y in ys)} : "
                       f"{', '.join(y.ir_type for y in ys)}", ys, None, pure=False)
            else:
                b.emit("scf.yield", (), None, pure=False)
        finally:
            b.pop()
    keys = [lp[1] for p in plan if p[0] == "yield" for lp in p[2] if lp[0] == "yield"]
    if keys:
        lhs = f"{res}:{len(keys)} = " if len(keys) > 1 else f"{res} = "
        region.header = f"{lhs}scf.if {c.name} -> ({', '.join(_type_text(k) for k in keys)})"
        out_iter = iter([_proxy_of(k, f"{res}#{n}" if len(keys) > 1 else res, b.block)
                         for n, k in enumerate(keys)])
    else:
        region.header = f"scf.if {c.name}"
        out_iter = iter(())
    final = []
    for i, p in enumerate(plan):
        if p[0] == "static":
            final.append(_Undefined(names[i], "is not defined") if p[1] is _UNBOUND else p[1])
        elif p[0] == "undef":
            final.append(_Undefined(names[i], "is only assigned in one branch of an if on a "
                                    "runtime condition; assign it before the if"))
        else:
            leaves = [next(out_iter) if lp[0] == "yield" else lp[1] for lp in p[2]]
            final.append(_unflatten(p[1], iter(leaves)))
    return tuple(final)
