"""Triton's value semantics for the pieces of the DSL that are plain Python
objects: :class:`constexpr` (a compile-time value that behaves as its value
everywhere), Triton's ``dtype`` predicates (``dt.is_bf16()``,
``dt.is_int64()``, ``dt.is_floating()``, ...) and the cache and eviction
hints of ``tl.load`` / ``tl.store``.

This module imports nothing from tile (``tile.language`` builds on it), so
it can be used by every other module without import cycles.
"""

from __future__ import annotations

import operator
from typing import Any, Optional

__all__ = ["constexpr", "constexpr_function"]


def unwrap(x):
    """``x.value`` for a :class:`constexpr`, else ``x``."""
    return x.value if isinstance(x, constexpr) else x


class constexpr:
    """Annotation for compile-time parameters (``BLOCK: tile.constexpr``),
    and Triton's wrapper of a compile-time value (``_MODE = tl.constexpr(0)``
    at module level).

    Parameter values come from ``kernel.compile(BLOCK=...)``, the launch
    arguments or the parameter's default, and are plain Python values while
    tracing. A ``constexpr(v)`` object behaves as ``v``: it compares equal to
    it, hashes like it, takes part in arithmetic (the results are plain
    values), converts with ``int()``/``float()``/``bool()``, indexes, is
    iterated and called like it, and ``.value`` is ``v``. Inside a traced
    kernel, names and attributes that hold one are read as their value.
    """

    def __init__(self, value: Any = None):
        self.value = unwrap(value)

    def __repr__(self) -> str:
        return f"tile.constexpr({self.value!r})"

    def __bool__(self) -> bool:
        return bool(self.value)

    def __index__(self):
        return operator.index(self.value)

    def __int__(self) -> int:
        return int(self.value)

    def __float__(self) -> float:
        return float(self.value)

    def __hash__(self):
        return hash(self.value)

    def __call__(self, *args, **kwargs):
        return self.value(*args, **kwargs)

    def __iter__(self):
        return iter(self.value)

    def __len__(self) -> int:
        return len(self.value)

    def __getitem__(self, index):
        return self.value[unwrap(index)]

    def __contains__(self, item) -> bool:
        return unwrap(item) in self.value

    def __getattr__(self, name: str):
        # Only reached for attributes a constexpr does not have: those of
        # its value (``DTYPE.is_floating()``, ``SHAPE.count(1)``).
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.__dict__.get("value"), name)

    def __neg__(self):
        return -self.value

    def __pos__(self):
        return +self.value

    def __invert__(self):
        return ~self.value

    def __abs__(self):
        return abs(self.value)


def _binary(op):
    return (lambda self, other: op(self.value, unwrap(other)),
            lambda self, other: op(unwrap(other), self.value))


for _name, _op in [("add", operator.add), ("sub", operator.sub), ("mul", operator.mul),
                   ("truediv", operator.truediv), ("floordiv", operator.floordiv),
                   ("mod", operator.mod), ("pow", operator.pow), ("and", operator.and_),
                   ("or", operator.or_), ("xor", operator.xor), ("lshift", operator.lshift),
                   ("rshift", operator.rshift), ("matmul", operator.matmul)]:
    _fwd, _rev = _binary(_op)
    setattr(constexpr, f"__{_name}__", _fwd)
    setattr(constexpr, f"__r{_name}__", _rev)
for _name in ("eq", "ne", "lt", "le", "gt", "ge"):
    setattr(constexpr, f"__{_name}__", _binary(getattr(operator, _name))[0])
del _name, _op, _fwd, _rev


# ---------------------------------------------------------------------------
# dtype predicates
# ---------------------------------------------------------------------------


class Flag(int):
    """A predicate of a dtype that reads both as tile's property
    (``dt.is_floating``) and as Triton's method (``dt.is_floating()``)."""

    __slots__ = ()

    def __call__(self) -> bool:
        return bool(self)

    def __repr__(self) -> str:
        return repr(bool(self))

    __str__ = __repr__


TRUE, FALSE = Flag(1), Flag(0)

#: Triton's ``dtype.is_<name>()`` predicates that test for one type, by the
#: tile dtype name they are true of.
_EXACT = {
    "fp16": "float16", "bf16": "bfloat16", "fp32": "float32", "fp64": "float64",
    "fp8e4nv": "float8e4m3fn", "fp8e5": "float8e5m2",
    "int1": "int1", "int8": "int8", "int16": "int16", "int32": "int32", "int64": "int64",
    "uint8": "uint8", "uint16": "uint16", "uint32": "uint32", "uint64": "uint64",
}
#: Triton's AMD / legacy fp8 variants: no tile dtype is one of them.
_NEVER = ("fp8e4b8", "fp8e4b15", "fp8e5b16", "void", "block", "ptr", "const")
_MANTISSA = {"float16": 10, "bfloat16": 7, "float32": 23, "float64": 52,
             "float8e4m3fn": 3, "float8e5m2": 2, "float8e8m0fnu": 0, "float4e2m1fn": 1}
_EXPONENT_BIAS = {"float16": 15, "bfloat16": 127, "float32": 127, "float64": 1023,
                  "float8e4m3fn": 7, "float8e5m2": 15, "float8e8m0fnu": 127,
                  "float4e2m1fn": 1}


class TritonDtype:
    """Triton's ``tl.dtype`` methods, mixed into tile's dtype (which has
    ``name``, ``kind`` and ``bits``)."""

    __slots__ = ()

    def is_fp8(self) -> bool:
        return self.kind == "float" and self.bits == 8

    def is_standard_floating(self) -> bool:
        return self.kind == "float" and self.bits >= 16

    def is_int_signed(self) -> bool:
        return self.kind == "int"

    def is_int_unsigned(self) -> bool:
        return self.kind in ("uint", "bool")

    def is_dtype(self) -> bool:  # pragma: no cover - trivial
        return True

    @property
    def primitive_bitwidth(self) -> int:
        return self.bits

    @property
    def int_bitwidth(self) -> int:
        if self.kind == "float":
            raise AttributeError(f"{self} is not an integer type (int_bitwidth)")
        return self.bits

    @property
    def fp_mantissa_width(self) -> int:
        if self.kind != "float":
            raise AttributeError(f"{self} is not a floating-point type (fp_mantissa_width)")
        return _MANTISSA[self.name]

    @property
    def exponent_bias(self) -> int:
        if self.kind != "float":
            raise AttributeError(f"{self} is not a floating-point type (exponent_bias)")
        return _EXPONENT_BIAS[self.name]

    @property
    def scalar(self):
        """Triton's ``dtype.scalar``: the type itself (tile's dtypes are
        element types)."""
        return self

    def get_int_max_value(self) -> int:
        if self.kind == "float":
            raise AttributeError(f"{self} is not an integer type")
        return (1 << (self.bits - 1)) - 1 if self.kind == "int" else (1 << self.bits) - 1

    def get_int_min_value(self) -> int:
        if self.kind == "float":
            raise AttributeError(f"{self} is not an integer type")
        return -(1 << (self.bits - 1)) if self.kind == "int" else 0


def _exact(type_name):
    return lambda self: self.name == type_name


for _what, _type_name in _EXACT.items():
    setattr(TritonDtype, f"is_{_what}", _exact(_type_name))
for _what in _NEVER:
    setattr(TritonDtype, f"is_{_what}", lambda self: False)
del _what, _type_name


#: Triton's tensor methods (``x.cast(tl.int64)``, ``x.exp()``,
#: ``x.cumsum(0)``, ...): the ``tl`` functions of these names called with the
#: tensor first.
TENSOR_METHODS = frozenset((
    "abs", "argmax", "argmin", "argsort", "associative_scan", "cast", "cdiv", "ceil", "clamp",
    "cos", "cumprod", "cumsum", "div_rn", "erf", "exp", "exp2", "fdiv", "flip", "floor", "fma",
    "gather", "histogram", "interleave", "join", "log", "log2", "permute", "ravel", "reduce",
    "rsqrt", "sigmoid", "sin", "softmax", "sort", "split", "sqrt", "sqrt_rn", "topk", "trans",
    "umulhi", "view", "xor_sum"))


def constexpr_function(fn):
    """Triton's ``@triton.constexpr_function``: a plain Python function of
    constexpr values, called while tracing (tile traces kernels in Python,
    so any function of Python values already is one); constexpr arguments
    are passed as their values."""
    def call(*args, **kwargs):
        return fn(*(unwrap(a) for a in args), **{k: unwrap(v) for k, v in kwargs.items()})
    call.__name__ = getattr(fn, "__name__", "constexpr_function")
    call.__doc__ = fn.__doc__
    call.__wrapped__ = fn
    return call


# ---------------------------------------------------------------------------
# Cache and eviction hints
# ---------------------------------------------------------------------------

#: Triton's accepted values (``tl.load(..., cache_modifier=".cg")``).
LOAD_CACHE = ("", ".ca", ".cg", ".cv")
STORE_CACHE = ("", ".wb", ".cg", ".cs", ".wt")
EVICTION = ("", "evict_normal", "evict_first", "evict_last")


def hint_error(op: str, cache_modifier, eviction_policy, volatile=False) -> Optional[str]:
    """The message for a bad cache / eviction hint of ``op`` ("load" or
    "store"), or None. The hints are checked as Triton checks them and then
    not used: tile's loads and stores have no cache operators (see
    docs/python.md, "Triton compatibility")."""
    allowed = LOAD_CACHE if op == "load" else STORE_CACHE
    cache_modifier = unwrap(cache_modifier)
    eviction_policy = unwrap(eviction_policy)
    if cache_modifier is None:
        cache_modifier = ""
    if eviction_policy is None:
        eviction_policy = ""
    if cache_modifier not in allowed:
        return (f"tl.{op}: cache_modifier must be one of "
                f"{', '.join(repr(c) for c in allowed)} (Triton's), got {cache_modifier!r}")
    if eviction_policy not in EVICTION:
        return (f"tl.{op}: eviction_policy must be one of "
                f"{', '.join(repr(c) for c in EVICTION)} (Triton's), got {eviction_policy!r}")
    if not isinstance(unwrap(volatile), bool):
        return f"tl.{op}: volatile must be a constexpr bool, got {volatile!r}"
    return None
