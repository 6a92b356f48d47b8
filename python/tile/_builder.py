"""tile.language's IR text builder: a kernel being traced appends its ops
(``text loc``) to nested blocks (:class:`_Block`) and region ops
(:class:`_RegionOp`: scf.for/while/if, reductions' combiners), and renders
them as tile IR. :meth:`_Builder.emit` returns the result as a Tile or
Scalar, CSE-ing pure ops against the enclosing blocks. Also the types of a
region op's results (:func:`_results_header`).
"""
from __future__ import annotations

from typing import Any, Dict, Iterable, List, Optional, Sequence

from ._trace import _builder, _error, _loc_text, _user_position
from ._values import DescriptorSpec, Scalar, Tile, _tensor_ir


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


def _results_header(res, keys):
    """``%r = `` / ``%r:n = `` and the proxies of a region op's results."""
    if not keys:
        return "", []
    lhs = f"{res}:{len(keys)} = " if len(keys) > 1 else f"{res} = "
    b = _builder()
    return lhs, [_proxy_of(k, f"{res}#{n}" if len(keys) > 1 else res, b.block)
                 for n, k in enumerate(keys)]
