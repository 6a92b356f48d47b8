"""tile.language's reductions and scans: ``sum``, ``max``, ``min``, ``prod``,
``xor_sum``, ``argmax``/``argmin``, ``cumsum``/``cumprod``, ``reduce`` and
``associative_scan`` with a combine function (traced into the op's
region), and ``softmax``.
"""
from __future__ import annotations

from .dtypes import int32, uint32, _FP8, _int_dtype
from ._trace import _builder, _error, _loc_text, _user_position
from ._values import (broadcast_to, cast, expand_dims, Pointer, PointerOffsets, Scalar, Tile,
                      where, _as_value, _axis, _check_defined, _is_number, _is_value_like, _norm,
                      _pretty_type, _tensor_ir)
from ._builder import _Block, _RegionOp, _results_header, _type_key
from ._math import exp
from ._creation import arange, full
from ._shape import ravel


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
