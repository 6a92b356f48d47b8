"""tile.language's matrix products: ``dot`` (tensor-core MMA of the kind the
target and operands allow, or FMAs) and ``dot_scaled`` (block-scaled
MX formats).
"""
from __future__ import annotations

from typing import List, Optional

from .dtypes import (dtype, float32, float4e2m1fn, float8e4m3fn, float8e5m2, float8e8m0fnu, uint32,
                     _dtype_by_name, _FP8)
from ._trace import _builder, _error
from ._values import cast, Scalar, Tile, _check_defined, _is_number, _pretty_type, _tile_arg
from ._math import fma
from ._creation import full, zeros
from ._shape import reshape, split, trans, unpack_fp4


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
