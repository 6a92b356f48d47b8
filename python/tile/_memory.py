"""tile.language's memory operations: ``load``/``store`` through pointers
plus offsets or block pointers (``make_block_ptr``, ``advance``), TMA
boxes of tensor maps (``load_box``/``store_box``) and the atomics
(``atomic_add`` ... ``atomic_cas``).
"""
from __future__ import annotations

from .dtypes import int32, _FP8
from .triton_types import hint_error
from ._trace import _builder, _error
from ._values import (broadcast_to, cast, expand_dims, Pointer, PointerOffsets, Scalar, Tile,
                      _access_mask, _as_i32, _as_index, _as_value, _BOOL_MSG, _check_defined,
                      _is_number, _mask_value, _norm, _offsets_value, _pretty_type, _same_shape,
                      _static_shape, _tensor_ir, _tile_arg, _Value)
from ._creation import arange, full
from ._reduce import _reduce


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
