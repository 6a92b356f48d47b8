"""Triton's ``tl.math`` namespace, for ported code: ``tl.math.exp2(x)``,
``tl.math.rsqrt(x)``, ... are the tile functions of the same names (see
:mod:`tile.libdevice` for the ones that call CUDA's libdevice)."""

from .language import (
    abs, acos, asin, atan, atan2, cbrt, ceil, clamp, cos, cosh, div_rn, erf, exp, exp2, fdiv,
    floor, fma, isinf, isnan, log, log1p, log2, log10, maximum as max, minimum as min, pow,
    rsqrt, sin, sinh, sqrt, sqrt_rn, tan, tanh, umulhi,
)
from .libdevice import fast_dividef, fast_expf

__all__ = [
    "abs", "acos", "asin", "atan", "atan2", "cbrt", "ceil", "clamp", "cos", "cosh", "div_rn",
    "erf", "exp", "exp2", "fdiv", "floor", "fma", "isinf", "isnan", "log", "log1p", "log2",
    "log10", "max", "min", "pow", "rsqrt", "sin", "sinh", "sqrt", "sqrt_rn", "tan", "tanh",
    "umulhi", "fast_dividef", "fast_expf",
]
