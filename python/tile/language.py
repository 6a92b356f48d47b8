"""tile.language: the kernel DSL's types and operations.

A ``@tile.kernel`` function is *traced*: it runs once per (constexpr values,
target) with proxy objects in place of its runtime parameters, and every
operation on them appends tile IR text (``tile``, ``arith``, ``math`` and
``scf`` ops) to the kernel being built. Nothing here needs the MLIR Python
bindings; ``tile.compile`` parses the text.

Values:

- :class:`Tile`: a statically shaped tile (``tensor<64x32xf32>``).
- :class:`Scalar`: one scalar (``i32``, ``f32``, ...) such as a kernel
  parameter, ``tile.program_id(0)`` or a 1-D reduction.
- :class:`Pointer`: a ``!tile.ptr<T>`` kernel parameter; ``ptr + offsets``
  gives a :class:`PointerOffsets` that ``load``/``store`` accept.

Python numbers mix freely with them (a number takes the other operand's
element type); shapes broadcast like NumPy. Every emitted op carries a
``loc("file.py":line:col)`` of the user's source line, so MLIR diagnostics
name the Python line. See docs/python.md, "Kernel DSL".
"""
# The facade of the DSL. The operations live in modules of one concern each,
# every one importing only modules listed before it:
#   _trace     tracing state, TraceError, source locations
#   _values    Tile/Scalar/Pointer, constants, casts, broadcasting, operators
#   _builder   the IR text builder (blocks, region ops)
#   _math      elementwise math, libdevice functions, hints
#   _creation  program ids, arange/full/zeros
#   _shape     trans, reshape, join/split, gather, sort, ...
#   _reduce    reductions and scans
#   _memory    load/store, block pointers, TMA boxes, atomics
#   _dot       dot, dot_scaled
#   _debug     prints, asserts, inline asm, PDL
#   _control   for/while/if tracing, static_range, Triton's range
# This module re-exports their public names and binds the values' methods to
# them; ``import tile.language as tl`` and ``from tile.language import ...``
# are the API, the underscored modules are not.

from .compiler import CompileError, Diagnostic
from .dtypes import (bfloat16, bool_, dtype, float16, float32, float4e2m1fn, float64, float8e4m3fn,
                     float8e4nv, float8e5, float8e5m2, float8e8m0fnu, int1, int16, int32, int64,
                     int8, pointer_type, ptr, tensor_map, uint16, uint32, uint64, uint8)
from .triton_types import constexpr, constexpr_function, hint_error, TENSOR_METHODS
from ._trace import current_target, TraceError
from ._values import (abs, broadcast, broadcast_to, cast, DescriptorSpec, expand_dims, floor,
                      Pointer, PointerOffsets, Scalar, tensor, tensor_descriptor, Tile, where)
from ._math import (acos, acosh, asin, asinh, assume, atan, atan2, atanh, cbrt, cdiv, ceil, clamp,
                    cos, cosh, div_rn, erf, erfc, exp, exp2, expm1, fdiv, fma, isinf, isnan, log,
                    log10, log1p, log2, max_constancy, max_contiguous, maximum, minimum,
                    multiple_of, pow, rint, round, rsqrt, sigmoid, sin, sinh, sqrt, sqrt_rn,
                    swizzle2d, tan, tanh, trunc, umulhi)
from ._creation import (arange, cluster_block_id, cluster_id, full, full_like, num_clusters,
                        num_programs, program_id, zeros, zeros_like)
from ._shape import (argsort, cat, flip, gather, histogram, interleave, join, pack_fp4, permute,
                     ravel, reshape, sort, split, topk, trans, unpack_fp4, view)
from ._reduce import (argmax, argmin, associative_scan, cumprod, cumsum, max, min, prod, reduce,
                      softmax, sum, xor_sum)
from ._memory import (advance, atomic_add, atomic_and, atomic_cas, atomic_max, atomic_min,
                      atomic_or, atomic_xchg, atomic_xor, BlockPointer, load, load_box,
                      make_block_ptr, store, store_box)
from ._dot import dot, dot_scaled
from ._debug import (debug_barrier, device_assert, device_print, gdc_launch_dependents, gdc_wait,
                     inline_asm_elementwise, static_assert, static_print)
from ._control import for_loop, static_range

from . import _values

__all__ = [
    # types
    "dtype", "pointer_type", "ptr", "constexpr", "constexpr_function", "tensor",
    "int1", "bool_", "int8", "int16", "int32", "int64",
    "uint8", "uint16", "uint32", "uint64",
    "float16", "bfloat16", "float32", "float64",
    "float8e4m3fn", "float8e5m2", "float8e8m0fnu", "float4e2m1fn", "float8e4nv", "float8e5",
    "Tile", "Scalar", "Pointer", "PointerOffsets",
    "TraceError",
    # program
    "program_id", "num_programs", "current_target",
    "cluster_id", "num_clusters", "cluster_block_id",
    # creation
    "arange", "zeros", "zeros_like", "full", "full_like",
    "expand_dims", "broadcast_to", "broadcast",
    # memory
    "load", "store", "load_box", "store_box", "trans", "tensor_map", "tensor_descriptor",
    "reshape", "view", "ravel", "join", "split", "unpack_fp4", "pack_fp4", "make_block_ptr", "advance", "BlockPointer",
    "gather", "flip", "interleave", "cat", "sort", "argsort", "topk", "histogram", "permute",
    "atomic_add", "atomic_max", "atomic_min", "atomic_xchg",
    "atomic_and", "atomic_or", "atomic_xor", "atomic_cas",
    # math
    "dot", "dot_scaled", "where", "maximum", "minimum", "gdc_wait", "gdc_launch_dependents",
    "sqrt", "rsqrt", "abs", "floor", "ceil", "fma", "cdiv",
    "exp", "exp2", "log", "log2", "sin", "cos", "tanh",
    "sigmoid", "clamp", "softmax", "multiple_of", "max_contiguous", "max_constancy", "assume",
    "umulhi", "swizzle2d",
    "erf", "div_rn", "fdiv", "sqrt_rn",
    # libdevice (CUDA's libdevice.10.bc, linked when used)
    "pow", "atan2", "log1p", "expm1", "log10", "cbrt", "tan", "asin", "acos", "atan",
    "sinh", "cosh", "asinh", "acosh", "atanh", "erfc",
    "round", "trunc", "rint", "isnan", "isinf",
    "cast",
    # reductions
    "sum", "max", "min", "prod", "argmax", "argmin", "cumsum", "cumprod",
    "reduce", "associative_scan", "xor_sum",
    # control flow
    "static_range", "for_loop", "static_assert",
    # debugging
    "device_print", "device_assert", "static_print", "debug_barrier",
    "inline_asm_elementwise",
]

#: Public names of tile.language that are not in __all__ (they were before
#: the DSL was split into modules; ``tl.CompileError``, ``tl.DescriptorSpec``).
_ALSO_PUBLIC = (CompileError, Diagnostic, DescriptorSpec, TENSOR_METHODS, hint_error)

# ``x.sum()``, ``x @ y``, ``x.exp()``, ``desc.load(...)``: the values' methods.
_values._bind_methods(globals())
