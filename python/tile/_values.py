"""tile.language's values and their elementwise semantics.

The types of the values a traced kernel computes with (:class:`Tile`,
:class:`Scalar`, :class:`Pointer`, :class:`PointerOffsets`; the
``tensor`` and ``tensor_descriptor`` annotations and the
:class:`DescriptorSpec` of a descriptor made in a kernel) and what their
operators do: constants, casts, broadcasting, elementwise arithmetic and
comparisons, indexing, ``where``, ``abs`` and ``floor`` (used by ``//``
and casts). Each emits tile IR text through the builder of the kernel being
traced (:mod:`tile._trace`).

The methods that call operations defined in the modules above this one
(``x @ y``, ``x.T``, ``x.reshape``, ``x.sum/max/min``, ``desc.load/store``
and Triton's tensor methods, ``x.exp()`` ...) look them up in
``_METHODS``, which :mod:`tile.language` fills once it has imported them
all (:func:`_bind_methods`), so that this module imports none of them.
"""
from __future__ import annotations

import math as _math
import operator
import struct
from typing import Any, Callable, Dict, NamedTuple, Optional, Tuple

from .dtypes import (bfloat16, dtype, float16, float32, float64, float8e8m0fnu, int1, int32, int64,
                     pointer_type, _FP8, _int_dtype, _promote)
from .triton_types import constexpr, TENSOR_METHODS
from ._trace import _builder, _error


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
# Values
# ---------------------------------------------------------------------------


#: The operations defined above this module that the values' methods call,
#: by name: ``dot``, ``reshape``, ``trans``, ``sum``, ``max``, ``min``,
#: ``load_box``, ``store_box`` and Triton's tensor methods
#: (``TENSOR_METHODS``). Bound by :mod:`tile.language` (:func:`_bind_methods`).
_METHODS: Dict[str, Callable] = {}

#: The names :func:`_bind_methods` must be given.
_METHOD_NAMES = TENSOR_METHODS | {"dot", "reshape", "trans", "sum", "max", "min", "load_box",
                                  "store_box"}


def _bind_methods(namespace: Dict[str, Any]) -> None:
    """Binds the values' methods to the operations of ``namespace`` (the
    public DSL, tile.language's globals)."""
    _METHODS.update((name, namespace[name]) for name in _METHOD_NAMES)


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
            fn = _METHODS[name]
            return lambda *args, **kwargs: fn(self, *args, **kwargs)
        raise AttributeError(f"{type(self).__name__} has no attribute {name!r}")


class Scalar(_Value):
    """A scalar runtime value (kernel parameter, program id, reduction)."""

    __slots__ = ()

    def __init__(self, name: str, dt: dtype, block):
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

    def __init__(self, name: str, shape: Tuple[int, ...], dt: dtype, block):
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
        return _METHODS["dot"](self, other)

    def expand_dims(self, axis: int) -> "Tile":
        return expand_dims(self, axis)

    def broadcast_to(self, shape) -> "Tile":
        return broadcast_to(self, shape)

    def reshape(self, *shape) -> "Tile":
        return _METHODS["reshape"](self, shape[0] if len(shape) == 1 and not isinstance(shape[0], int)
                       else shape)

    @property
    def T(self) -> "Tile":
        return _METHODS["trans"](self)

    def sum(self, axis=None, keep_dims=False, dtype=None):
        return _METHODS["sum"](self, axis, keep_dims, dtype)

    def max(self, axis=None, return_indices=False, return_indices_tie_break_left=True,
            keep_dims=False):
        return _METHODS["max"](self, axis, return_indices, return_indices_tie_break_left, keep_dims)

    def min(self, axis=None, return_indices=False, return_indices_tie_break_left=True,
            keep_dims=False):
        return _METHODS["min"](self, axis, return_indices, return_indices_tie_break_left, keep_dims)


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
        return _METHODS["load_box"](self, [col, row], shape)

    def store(self, offsets, value):
        """Triton's ``desc.store([row, col], value)``: ``value`` (of the
        block's shape) into the tensor at those offsets (:func:`store_box`)."""
        shape = self._descriptor("store")
        row, col = _descriptor_offsets(offsets, "store")
        v = _tile_arg(value, "desc.store's value")
        if v.shape != shape:
            raise _error(f"desc.store: the value is {'x'.join(map(str, v.shape))} but the "
                         f"descriptor's block is {'x'.join(map(str, shape))}")
        return _METHODS["store_box"](self, [col, row], v)

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


def _is_empty_shape(shape) -> bool:
    shape = _norm(shape)
    return isinstance(shape, (tuple, list)) and len(shape) == 0


def _mask_value(mask):
    _check_defined(mask)
    if isinstance(mask, bool):
        return mask
    mask = _as_value(mask)
    if not mask.dtype.is_bool:
        raise _error(f"a mask must be a bool tile (e.g. offs < n), got {_pretty_type(mask)}")
    return mask


def _access_mask(mask):
    """A store's or atomic's mask: None (every element), a bool tile, or
    False (nothing to do: None returned after the caller's check)."""
    m = None if mask is None else _mask_value(mask)
    return None if m is True else m


# ---------------------------------------------------------------------------
# The elementwise math that casts and ``//`` use (tile._math has the rest)
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


def _float_unary(opname: str, x):
    x = _as_value(x, float32 if _is_number(x) else None)
    if not x.dtype.is_floating:
        x = cast(x, float32)
    return _unary_op(f"{opname} {x.name} : {x.ir_type}", x, x.dtype, _shape_or_none(x))


def floor(x):
    """Elementwise floor (``math.floor``)."""
    return _float_unary("math.floor", x)


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


# ---------------------------------------------------------------------------
# Arguments of the operations: axes, tiles, indices
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


def _is_value_like(x) -> bool:
    return isinstance(x, (_Value, Pointer, PointerOffsets))


def _tile_arg(x, what: str) -> Tile:
    _check_defined(x)
    if not isinstance(x, Tile):
        raise _error(f"{what} must be a tile, got {_pretty_type(x)}")
    return x


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
