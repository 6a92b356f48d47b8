"""tile.language's elementwise math: ``maximum``/``minimum``, ``sqrt``,
``exp``/``log``/``sin``/... (PTX's approximate instructions or libdevice
calls), the libdevice functions (``pow``, ``atan2``, ``erfc``, ...),
rounding, ``fma``, ``umulhi``, ``cdiv``, ``clamp`` and the compiler hints
(``multiple_of``, ``max_contiguous``, ``max_constancy``, ``assume``).
``where``, ``abs`` and ``floor`` are in :mod:`tile._values` (the operators
use them).
"""
from __future__ import annotations

import builtins as _builtins

from .dtypes import float32, float64, uint32, uint64, _promote
from .triton_types import constexpr
from ._trace import _builder, _error
from ._values import (abs, cast, PointerOffsets, Tile, where, _as_value, _check_defined, _coerce,
                      _float_unary, _is_number, _norm, _pretty_type, _same_shape, _shape_or_none,
                      _Value)


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


def ceil(x):
    """Elementwise ceil (``math.ceil``)."""
    return _float_unary("math.ceil", x)


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
