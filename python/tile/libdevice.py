"""Triton's ``triton.language.extra.libdevice`` names, for porting kernels:
``from tile import libdevice`` then ``libdevice.pow(x, y)``.

Each is the tile function of the same meaning. The ones PTX has no
instruction for (pow, log1p, atan2, ...; exp, log, sin, ... on float64)
lower to calls of CUDA's libdevice functions (``__nv_powf``, ...), which
tile links from ``libdevice.10.bc`` when it emits PTX
(``$TILE_LIBDEVICE_PATH``, else found under ``$CUDA_HOME/nvvm/libdevice`` or
``/usr/local/cuda/nvvm/libdevice``; ``tile-translate --libdevice=<file>``).
On float32, ``exp``, ``exp2``, ``log``, ``log2``, ``sin``, ``cos`` and
``tanh`` stay PTX's approximate instructions, as ``tl.exp`` is; ``fast_*``
are the same ones.
"""

from .language import (
    abs, acos, acosh, asin, asinh, atan, atan2, atanh, cbrt, ceil, cos, cosh, div_rn,
    erf, erfc, exp, exp2, expm1, floor, fma, isinf, isnan, log, log1p, log2, log10,
    pow, rint, round, rsqrt, sin, sinh, sqrt, sqrt_rn, tan, tanh, trunc, fdiv,
)

fabs = abs
nearbyint = rint
fast_expf, fast_exp2f, fast_logf, fast_log2f = exp, exp2, log, log2
fast_sinf, fast_cosf, fast_tanhf, fast_dividef = sin, cos, tanh, fdiv

__all__ = [
    "abs", "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt", "ceil", "cos",
    "cosh", "div_rn", "erf", "erfc", "exp", "exp2", "expm1", "floor", "fma", "isinf", "isnan",
    "log", "log1p", "log2", "log10", "pow", "rint", "round", "rsqrt", "sin", "sinh", "sqrt",
    "sqrt_rn", "tan", "tanh", "trunc", "fabs", "nearbyint", "fast_expf", "fast_exp2f",
    "fast_logf", "fast_log2f", "fast_sinf", "fast_cosf", "fast_tanhf", "fast_dividef",
]
