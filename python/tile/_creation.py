"""tile.language's program queries and tile creation: ``program_id``,
``num_programs``, the cluster ids, ``arange``, ``full``, ``zeros`` and
their ``_like`` forms.
"""
from __future__ import annotations

from typing import Optional

from .dtypes import dtype, float32, int32
from ._trace import _builder, _error
from ._values import (broadcast_to, cast, Scalar, Tile, _as_value, _check_defined, _constant,
                      _default_dtype, _is_empty_shape, _is_number, _norm, _static_shape,
                      _tensor_ir, _Value)


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
