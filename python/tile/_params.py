"""A kernel's parameters (tile.jit): their kinds from the annotations, the
specialization of integer arguments equal to 1 (:class:`_One`), which may be
marked divisible by 16, and the marker of a parameter without a default.
Shared by tile.jit (tracing) and tile.runtime (binding launch arguments).
"""

from __future__ import annotations

import inspect

from . import language as tl
from .compiler import CompileError
from .dtypes import _FP8


class _Param:
    __slots__ = ("name", "kind", "type", "default", "index", "keyword_only", "one")

    def __init__(self, name, kind, type_, default, index, keyword_only=False, one=False):
        self.name = name
        self.kind = kind  # "constexpr", "pointer", "scalar" or "infer" (unannotated)
        self.type = type_  # pointer_type, dtype or None
        self.default = default
        self.index = index
        self.keyword_only = keyword_only
        # An integer scalar specialized to 1 (Triton's specialization of
        # arguments equal to 1): still a parameter, traced as the constant.
        self.one = one

    @property
    def ir_type(self) -> str:
        return self.type.ir

    def __repr__(self):
        return f"_Param({self.name}, {self.kind}, {self.type!r})"


class _One:
    """A signature entry: the unannotated integer parameter is 1 at this
    launch (Triton specializes such arguments: a unit stride is then known
    to the compiler); the kernel is compiled for that value."""

    __slots__ = ("dtype",)

    def __init__(self, dtype):
        self.dtype = dtype

    def __repr__(self):
        return f"{self.dtype.name}=1"


def _may_be_divisible(p) -> bool:
    """Whether parameter `p` can be marked ``tile.divisibility = 16``: a
    pointer (not a tensor map: 16-byte aligned) or a 32/64-bit integer (a
    multiple of 16)."""
    return (p.kind == "pointer" and not p.type.tensor_map) or \
        (p.kind == "scalar" and p.type in (tl.int32, tl.int64, tl.uint32, tl.uint64))


def _param_kind(annotation, name: str, kernel_name: str):
    if isinstance(annotation, _One):
        return "scalar", annotation.dtype
    if annotation is tl.constexpr or isinstance(annotation, tl.constexpr) or \
            annotation in ("constexpr", "tile.constexpr", "tl.constexpr"):
        return "constexpr", None
    if isinstance(annotation, tl.pointer_type):
        return "pointer", annotation
    if isinstance(annotation, tl.dtype):
        if annotation.bits < 8 and not annotation.is_bool or annotation in _FP8 or \
                annotation is tl.float8e8m0fnu:
            raise CompileError(f"parameter '{name}' of kernel '{kernel_name}': {annotation} "
                               "scalars cannot be kernel parameters")
        return "scalar", annotation
    if annotation is int:
        return "scalar", tl.int32
    if annotation is float:
        return "scalar", tl.float32
    if annotation is bool:
        return "scalar", tl.int1
    if annotation is inspect.Parameter.empty:
        return "infer", None  # Triton-style: typed by the launch's argument
    raise CompileError(f"parameter '{name}' of kernel '{kernel_name}' has an unsupported "
                       f"annotation {annotation!r}; use tile.ptr(<dtype>), a scalar type or "
                       "tile.constexpr")


class _NoDefault:
    def __repr__(self):
        return "<no default>"


_NO_DEFAULT = _NoDefault()
