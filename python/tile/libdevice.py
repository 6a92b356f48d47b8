"""Triton's ``triton.language.extra.libdevice`` names, for porting kernels:
``from tile import libdevice`` then ``libdevice.pow(x, y)``.

Each is the tile function of the same meaning. The ones PTX has no
instruction for (pow, log1p, atan2, ...; exp, log, sin, ... on float64)
lower to calls of CUDA's libdevice functions (``__nv_powf``, ...), which
tile links from ``libdevice.10.bc`` when it emits PTX (found under
``$CUDA_HOME/nvvm/libdevice`` or ``/usr/local/cuda/nvvm/libdevice``;
``tile-translate --libdevice=<file>``). On float32, ``exp``, ``exp2``,
``log``, ``log2``, ``sin``, ``cos`` and ``tanh`` stay PTX's approximate
instructions, as ``tl.exp`` is; ``fast_*`` are the same ones.
"""

from .language import (  # noqa: F401
    abs, acos, acosh, asin, asinh, atan, atan2, atanh, cbrt, ceil, cos, cosh, div_rn,
    erf, erfc, exp, exp2, expm1, floor, fma, isinf, isnan, log, log1p, log2, log10,
    pow, rint, round, rsqrt, sin, sinh, sqrt, sqrt_rn, tan, tanh, trunc,
)
from .language import exp as fast_expf, log as fast_logf, log2 as fast_log2f  # noqa: F401
from .language import exp2 as fast_exp2f, sin as fast_sinf, cos as fast_cosf  # noqa: F401
from .language import tanh as fast_tanhf, fdiv as fast_dividef  # noqa: F401

fabs = abs
nearbyint = rint
__all__ = [n for n in dir() if not n.startswith("_")]
