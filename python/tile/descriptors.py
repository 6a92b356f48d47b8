"""Triton's ``tl.make_tensor_descriptor`` for every rank TMA has (1-D to
5-D blocks).

A 2-D descriptor over a pointer parameter is a tensor map tile encodes on
the host at launch (:func:`tma_descriptor`: TMA
copies, pipelined in K loops). Any other rank is a :class:`PointerDescriptor`:
``desc.load(offsets)`` / ``desc.store(offsets, value)`` become masked
``tile.load`` / ``tile.store`` of the block (addresses in int64, as TMA's;
elements outside the tensor read as zero, or NaN with
``padding_option="nan"``, and are not written), the same values TMA gives.
"""

from __future__ import annotations

import re
from typing import Tuple

from . import language as _tl
from ._builder import _Builder
from ._trace import _builder, _error, _loc_text, _user_position
from ._values import (_BOOL_MSG, DescriptorSpec, Pointer, Scalar, _as_value, _check_defined,
                      _norm, _pretty_type, _static_shape)
from .runtime import TensorMap  # the element types a tensor map encodes
from .triton_types import unwrap

__all__ = ["make_tensor_descriptor", "set_allocator", "PointerDescriptor"]

_MAX_RANK = 5  # TMA's
#: Triton's descriptor methods tile refuses (located errors).
_UNSUPPORTED = ("gather", "scatter", "atomic_add", "atomic_min", "atomic_max", "atomic_and",
                "atomic_or", "atomic_xor", "prefetch")


_HOST_OPS = {"arith.addi": "add", "arith.subi": "sub", "arith.muli": "mul",
             "arith.divsi": "div"}
_HOST_BINARY_RE = re.compile(r"^(arith\.\w+) (%[\w$.]+), (%[\w$.]+)(?: overflow<[\w, ]+>)? : "
                             r"(i32|i64)$")
_HOST_CONSTANT_RE = re.compile(r"^arith\.constant (-?\d+) : i(?:32|64)$")
_HOST_EXTEND_RE = re.compile(r"^arith\.ext[su]i (%[\w$.]+) : i32 to i64$")


def _host_expression(b: _Builder, name: str, depth: int = 0):
    """The integer SSA value ``name`` as an expression the launch can
    evaluate from the arguments: a parameter's name, an int, or
    [op, lhs, rhs] with op add/sub/mul/div (C division) of such; None for
    anything else (a loaded value, a program id, ...)."""
    if name in b.params:
        return b.params[name]
    block = b.defs.get(name)
    if block is None or depth > 32:
        return None
    text = next((item[0][len(name) + 3:] for item in block.items
                 if isinstance(item, tuple) and item[0].startswith(f"{name} = ")), None)
    if text is None:
        return None
    m = _HOST_CONSTANT_RE.match(text)
    if m:
        return int(m.group(1))
    m = _HOST_EXTEND_RE.match(text)
    if m:
        return _host_expression(b, m.group(1), depth + 1)
    m = _HOST_BINARY_RE.match(text)
    if m and m.group(1) in _HOST_OPS:
        lhs = _host_expression(b, m.group(2), depth + 1)
        rhs = _host_expression(b, m.group(3), depth + 1)
        if lhs is not None and rhs is not None:
            return [_HOST_OPS[m.group(1)], lhs, rhs]
    return None


def tma_descriptor(base, shape, strides, block_shape, padding_option="zero"):
    """Triton's ``tl.make_tensor_descriptor(base, shape, strides,
    block_shape)``: a 2-D tensor descriptor over ``base`` (a pointer
    parameter) read and written with ``desc.load([row, col])`` /
    ``desc.store([row, col], value)`` by TMA.

    tile builds the tensor map on the host: the descriptor is a hidden
    tensor-map parameter of the kernel that each launch encodes from the
    arguments (``base``'s address, the shape and the row stride), so
    ``shape`` and ``strides`` entries must be ints or integer kernel
    parameters, ``strides[-1]`` 1 and ``block_shape`` constexprs; no device
    scratch memory is needed (``tile.set_allocator`` is accepted and not
    used). Out-of-bounds elements read as zero (``padding_option="zero"``)
    and are not written."""
    b = _builder()
    if not isinstance(base, Pointer) or base.tensor_map or base.name not in b.params:
        raise _error("tile.make_tensor_descriptor: the base must be a pointer parameter of the "
                     f"kernel (tile builds the tensor map on the host at launch), got "
                     f"{_pretty_type(base)}")
    element = base.element
    if element.ir not in TensorMap._DTYPES:
        raise _error(f"tile.make_tensor_descriptor: TMA cannot describe {element.name} elements")
    if padding_option != "zero":
        raise _error(f"tile.make_tensor_descriptor: padding_option must be 'zero' (TMA's zero "
                     f"fill), got {padding_option!r}")

    def entries(values, what):
        values = list(getattr(values, "value", values))
        if len(values) != 2:
            raise _error(f"tile.make_tensor_descriptor: tile's descriptors are 2-D, got "
                         f"{len(values)} {what}")
        out = []
        for v in values:
            v = _norm(getattr(v, "value", v))
            if isinstance(v, bool) or not isinstance(v, (int, Scalar)):
                raise _error(f"tile.make_tensor_descriptor's {what} must be ints or integer kernel "
                             f"parameters, got {_pretty_type(v)}")
            if isinstance(v, Scalar):
                expr = _host_expression(b, v.name) if v.dtype.is_int else None
                if expr is None:
                    raise _error(f"tile.make_tensor_descriptor's {what} must be ints, integer "
                                 "kernel parameters or +, -, *, // of them (tile encodes the "
                                 "tensor map on the host at launch), not a value computed from "
                                 "other kernel values")
                v = expr
            out.append(v)
        return out

    dims = entries(shape, "shape entries")
    stride = entries(strides, "strides")
    if stride[1] != 1:
        raise _error("tile.make_tensor_descriptor: the last stride must be 1 (a row-major tensor)")
    block = _static_shape(getattr(block_shape, "value", block_shape))
    if len(block) != 2:
        raise _error(f"tile.make_tensor_descriptor: the block shape must be 2-D, got {block}")
    key = (b.params[base.name], _frozen(dims), _frozen(stride[0]), tuple(block))
    for d in b.descriptors:
        if (d.base, d.shape, d.row_stride, d.block) == key:
            return Pointer(f"%{d.name}", element, True, tuple(block))
    name = f"__tile_desc{len(b.descriptors)}"
    b.descriptors.append(DescriptorSpec(name, key[0], key[1], key[2], key[3], element.name))
    b.descriptor_locs.append(_loc_text(_user_position()))
    return Pointer(f"%{name}", element, True, tuple(block))


def _frozen(expr):
    """A host expression (lists inside) as nested tuples."""
    return tuple(_frozen(e) for e in expr) if isinstance(expr, (list, tuple)) else expr


def set_allocator(allocator) -> None:
    """Triton's ``triton.set_allocator``: accepted for ported host code and
    not used (tile encodes tensor descriptors on the host; kernels need no
    device scratch memory)."""
    if allocator is not None and not callable(allocator):
        raise TypeError("set_allocator takes a callable (size, alignment, stream) -> buffer")



class PointerDescriptor:
    """A tensor descriptor read and written by masked pointer accesses (see
    the module docstring). ``shape``, ``strides`` (elements, scalars or
    ints) and ``block_shape`` are Triton's; ``dtype`` is the element type."""

    #: ``isinstance(desc, tl.tensor_descriptor)`` is true of it.
    _tile_descriptor = True

    __slots__ = ("base", "start", "shape", "strides", "block_shape", "padding")

    def __init__(self, base, start, shape, strides, block_shape, padding):
        self.base, self.start = base, start
        self.shape, self.strides = tuple(shape), tuple(strides)
        self.block_shape: Tuple[int, ...] = tuple(block_shape)
        self.padding = padding

    @property
    def dtype(self):
        return self.base.element

    def __repr__(self) -> str:
        return f"PointerDescriptor({self.base!r}, block {self.block_shape})"

    def __bool__(self):
        raise _error(_BOOL_MSG)

    def __getattr__(self, name):
        if name in _UNSUPPORTED:
            raise _error(f"Triton's desc.{name} (tensor descriptor {name}) is not "
                             "supported by tile; use desc.load / desc.store")
        raise AttributeError(name)

    def _window(self, offsets, what):
        """(offsets tile in int64, mask) of the block at ``offsets``."""
        offsets = unwrap(offsets)
        try:
            offsets = list(offsets)
        except TypeError:
            raise _error(f"desc.{what} takes a list of {len(self.block_shape)} offsets "
                             "(outermost first)") from None
        rank = len(self.block_shape)
        if len(offsets) != rank:
            raise _error(f"desc.{what}: the descriptor's block has {rank} dimensions, got "
                             f"{len(offsets)} offsets")
        offs, mask = None, None
        for d, n in enumerate(self.block_shape):
            o = _norm(offsets[d])
            _check_defined(o)
            if isinstance(o, _tl.Tile) or not (isinstance(o, _tl.Scalar) and o.dtype.is_int
                                               or isinstance(o, int)):
                raise _error(f"desc.{what}: offsets must be integer scalars, got "
                                 f"{_pretty_type(o)}")
            idx = _tl.cast(_tl.arange(0, n), _tl.int64) + o
            for _ in range(d):
                idx = _tl.expand_dims(idx, 0)
            for _ in range(rank - 1 - d):
                idx = _tl.expand_dims(idx, idx.ndim)
            term = idx * self.strides[d]
            offs = term if offs is None else offs + term
            inside = (idx >= 0) & (idx < self.shape[d])
            mask = inside if mask is None else mask & inside
        offs = _tl.broadcast_to(offs, self.block_shape)
        if not (isinstance(self.start, int) and self.start == 0):
            offs = offs + self.start
        return offs, _tl.broadcast_to(mask, self.block_shape)

    def load(self, offsets):
        """Triton's ``desc.load(offsets)``: the block at ``offsets``
        (outermost first)."""
        offs, mask = self._window(offsets, "load")
        other = float("nan") if self.padding == "nan" else 0
        return _tl.load(self.base + offs, mask=mask, other=other)

    def store(self, offsets, value):
        """Triton's ``desc.store(offsets, value)``: ``value`` (the block's
        shape) into the tensor; elements outside it are not written."""
        offs, mask = self._window(offsets, "store")
        v = _as_value(value)
        if isinstance(v, _tl.Tile) and v.shape != self.block_shape:
            raise _error(f"desc.store: the value is {'x'.join(map(str, v.shape))} but the "
                             f"descriptor's block is {'x'.join(map(str, self.block_shape))}")
        return _tl.store(self.base + offs, v, mask=mask)


def _entries(values, rank, what):
    values = unwrap(values)
    try:
        values = [_norm(unwrap(v)) for v in values]
    except TypeError:
        raise _error(f"tl.make_tensor_descriptor: {what} must be a list") from None
    if len(values) != rank:
        raise _error(f"tl.make_tensor_descriptor: the block has {rank} dimensions but "
                         f"{what} has {len(values)} entries")
    for v in values:
        _check_defined(v)
        if isinstance(v, bool) or not (isinstance(v, int) or isinstance(v, _tl.Scalar)
                                       and v.dtype.is_int):
            raise _error(f"tl.make_tensor_descriptor's {what} must be ints or integer "
                             f"scalars, got {_pretty_type(v)}")
    return values


def make_tensor_descriptor(base, shape, strides, block_shape, padding_option="zero"):
    """Triton's ``tl.make_tensor_descriptor(base, shape, strides,
    block_shape, padding_option="zero")``. A 2-D block over a pointer
    parameter is a TMA tensor map (see
    :func:`tma_descriptor`); blocks of 1 or 3 to 5
    dimensions are :class:`PointerDescriptor` s (masked pointer accesses,
    the values TMA gives)."""
    block = _static_shape(unwrap(block_shape))
    if len(block) == 2:
        return tma_descriptor(base, shape, strides, block_shape, padding_option)
    if len(block) > _MAX_RANK:
        raise _error(f"tl.make_tensor_descriptor: blocks of 1 to {_MAX_RANK} dimensions "
                         f"(TMA's), got {len(block)}")
    padding_option = unwrap(padding_option)
    if padding_option not in ("zero", "nan"):
        raise _error(f"tl.make_tensor_descriptor: padding_option must be 'zero' or 'nan', "
                         f"got {padding_option!r}")
    _check_defined(base)
    start = 0
    if isinstance(base, _tl.PointerOffsets) and not isinstance(base.offsets, _tl.Tile):
        base, start = base.base, base.offsets
    if not isinstance(base, _tl.Pointer) or base.tensor_map:
        raise _error(f"tl.make_tensor_descriptor: the base must be a pointer (plus a scalar "
                         f"offset), got {_pretty_type(base)}")
    dims = _entries(shape, len(block), "shape")
    steps = _entries(strides, len(block), "strides")
    return PointerDescriptor(base, start, dims, steps, block, padding_option)
