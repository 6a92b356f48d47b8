"""tile.language's operations on a tile's shape and order: ``trans``,
``permute``, ``reshape``/``view``/``ravel``, ``join``/``split``,
``interleave``, ``cat``, ``flip``, the fp4 packing, ``gather``,
``histogram``, and sorting (``sort``, ``argsort``, ``topk``: bitonic
networks).
"""
from __future__ import annotations

from typing import List

from .dtypes import float4e2m1fn, int32, int8, uint8
from ._trace import _builder, _error, _loc_text, _user_position
from ._values import (broadcast_to, cast, expand_dims, Tile, where, _access_mask, _axis, _coerce,
                      _pretty_type, _static_shape, _tensor_ir, _tile_arg)
from ._builder import _results_header
from ._math import maximum, minimum
from ._creation import arange, zeros


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
