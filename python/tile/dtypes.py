"""tile's element types (:class:`dtype`: ``tile.float32``, ``tile.int64``,
...) and pointer types (:class:`pointer_type`: ``tile.ptr(T)``,
``tile.tensor_map(T)``), re-exported by :mod:`tile.language`. The dtypes
also have Triton's methods (:class:`tile.triton_types.TritonDtype`).
:func:`_promote` is the element type of a binary operation on two types."""

from __future__ import annotations

from .triton_types import FALSE, TRUE, TritonDtype

__all__ = [
    "dtype", "pointer_type", "ptr", "tensor_map",
    "int1", "bool_", "int8", "int16", "int32", "int64",
    "uint8", "uint16", "uint32", "uint64",
    "float16", "bfloat16", "float32", "float64",
    "float8e4m3fn", "float8e5m2", "float8e8m0fnu", "float4e2m1fn", "float8e4nv", "float8e5",
]


class dtype(TritonDtype):
    """An element type: ``tile.float32``, ``tile.bfloat16``, ``tile.int32``, ...

    ``ir`` is the MLIR spelling (``"f32"``). Integer types are signless in
    the IR; ``uint*`` only changes which ops the DSL picks (``divui``,
    ``cmpi ult``, ``extui``, ``uitofp``). The predicates read as properties
    (``dt.is_floating``) and as Triton's methods (``dt.is_floating()``),
    with Triton's others (``dt.is_bf16()``, ``dt.is_int64()``, ...).
    """

    __slots__ = ("name", "ir", "kind", "bits")

    def __init__(self, name: str, ir: str, kind: str, bits: int):
        self.name = name
        self.ir = ir
        self.kind = kind  # "bool", "int", "uint" or "float"
        self.bits = bits

    @property
    def is_floating(self) -> bool:
        return TRUE if self.kind == "float" else FALSE

    @property
    def is_int(self) -> bool:
        """Integer or bool."""
        return TRUE if self.kind in ("int", "uint", "bool") else FALSE

    @property
    def is_bool(self) -> bool:
        return TRUE if self.kind == "bool" else FALSE

    @property
    def is_signed(self) -> bool:
        return TRUE if self.kind == "int" else FALSE

    @property
    def is_unsigned(self) -> bool:
        return TRUE if self.kind in ("uint", "bool") else FALSE

    @property
    def itemsize(self) -> int:
        return max(self.bits // 8, 1)

    def __repr__(self) -> str:
        return f"tile.{self.name}"

    __str__ = __repr__

    def __reduce__(self):
        return (_dtype_by_name, (self.name,))


int1 = dtype("int1", "i1", "bool", 1)
bool_ = int1
int8 = dtype("int8", "i8", "int", 8)
int16 = dtype("int16", "i16", "int", 16)
int32 = dtype("int32", "i32", "int", 32)
int64 = dtype("int64", "i64", "int", 64)
uint8 = dtype("uint8", "i8", "uint", 8)
uint16 = dtype("uint16", "i16", "uint", 16)
uint32 = dtype("uint32", "i32", "uint", 32)
uint64 = dtype("uint64", "i64", "uint", 64)
float16 = dtype("float16", "f16", "float", 16)
bfloat16 = dtype("bfloat16", "bf16", "float", 16)
float32 = dtype("float32", "f32", "float", 32)
float64 = dtype("float64", "f64", "float", 64)
float8e4m3fn = dtype("float8e4m3fn", "f8E4M3FN", "float", 8)
float8e5m2 = dtype("float8e5m2", "f8E5M2", "float", 8)
float8e8m0fnu = dtype("float8e8m0fnu", "f8E8M0FNU", "float", 8)
float4e2m1fn = dtype("float4e2m1fn", "f4E2M1FN", "float", 4)
#: Triton's names for the two fp8 formats.
float8e4nv = float8e4m3fn
float8e5 = float8e5m2

_DTYPES = {d.name: d for d in [
    int1, int8, int16, int32, int64, uint8, uint16, uint32, uint64,
    float16, bfloat16, float32, float64, float8e4m3fn, float8e5m2,
    float8e8m0fnu, float4e2m1fn]}
_FP8 = (float8e4m3fn, float8e5m2)


def _dtype_by_name(name: str) -> dtype:
    return _DTYPES[name]


class pointer_type:
    """The type of a ``!tile.ptr<T>`` kernel parameter; see :func:`ptr`
    and :func:`tensor_map`."""

    __slots__ = ("element", "tensor_map", "block_shape")

    def is_ptr(self) -> bool:  # Triton's
        return True

    def __init__(self, element: dtype, tensor_map: bool = False, block_shape=None):
        if not isinstance(element, dtype):
            what = "tile.tensor_map()" if tensor_map else "tile.ptr()"
            raise TypeError(f"{what} takes a tile dtype such as tile.float32, not {element!r}")
        self.element = element
        self.tensor_map = bool(tensor_map) or block_shape is not None
        #: A tensor descriptor's block (rows, cols), or None.
        self.block_shape = tuple(block_shape) if block_shape is not None else None

    @property
    def ir(self) -> str:
        return f"!tile.ptr<{self.element.ir}>"

    @property
    def element_ty(self) -> dtype:
        """Triton's name for the pointee type (``X.type.element_ty``)."""
        return self.element

    @property
    def param_ir(self) -> str:
        """The type and attributes of the parameter in the kernel signature."""
        return self.ir + (" {tile.tensor_map}" if self.tensor_map else "")

    def __eq__(self, other):
        return (isinstance(other, pointer_type) and other.element is self.element
                and other.tensor_map == self.tensor_map
                and other.block_shape == self.block_shape)

    def __hash__(self):
        return hash(("ptr", self.element.name, self.tensor_map, self.block_shape))

    def __repr__(self) -> str:
        if self.block_shape is not None:
            return f"tile.tensor_descriptor({self.element!r}, {self.block_shape})"
        return f"tile.{'tensor_map' if self.tensor_map else 'ptr'}({self.element!r})"


def ptr(element: dtype) -> pointer_type:
    """Annotation for a global-memory pointer parameter:
    ``x: tile.ptr(tile.float32)`` becomes ``%x: !tile.ptr<f32>``."""
    return pointer_type(element)


def tensor_map(element: dtype) -> pointer_type:
    """Annotation for a TMA tensor-map parameter (a 128-byte
    ``CUtensorMap`` passed by value, sm_90+): ``a: tile.tensor_map(tile.bfloat16)``
    becomes ``%a: !tile.ptr<bf16> {tile.tensor_map}``. Read it with
    :func:`load_box`; launch with a :class:`tile.TensorMap` (or its 128
    bytes) as the argument."""
    return pointer_type(element, tensor_map=True)


# ---------------------------------------------------------------------------
# Promotion: the element type of a binary operation on two types
# ---------------------------------------------------------------------------


def _promote(a: dtype, b: dtype) -> dtype:
    if a is b:
        return a
    if a.is_floating or b.is_floating:
        if a.is_floating and b.is_floating:
            if a.bits == b.bits:
                return float32 if a.bits <= 16 else a  # f16 + bf16 -> f32
            return a if a.bits > b.bits else b
        return a if a.is_floating else b
    if a.is_bool:
        return b
    if b.is_bool:
        return a
    bits = a.bits if a.bits >= b.bits else b.bits
    if a.kind == b.kind:
        return a if a.bits >= b.bits else b
    # signed/unsigned mix: unsigned when the unsigned one is at least as wide
    unsigned = a if a.kind == "uint" else b
    signed = b if unsigned is a else a
    if unsigned.bits >= signed.bits:
        return unsigned
    return signed if signed.bits == bits else _int_dtype(bits, True)


def _int_dtype(bits: int, signed: bool) -> dtype:
    return {(8, True): int8, (16, True): int16, (32, True): int32, (64, True): int64,
            (8, False): uint8, (16, False): uint16, (32, False): uint32,
            (64, False): uint64}[(bits, signed)]
