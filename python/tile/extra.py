"""Triton's ``tl.extra`` namespace, for ported kernels:
``tl.extra.cuda.gdc_wait()``, ``tl.extra.cuda.gdc_launch_dependents()``
(programmatic dependent launch, sm_90+) and ``tl.extra.libdevice`` /
``tl.extra.cuda.libdevice`` (:mod:`tile.libdevice`)."""
import types

from . import libdevice
from .language import gdc_launch_dependents, gdc_wait

#: ``tl.extra.cuda``: the CUDA-only functions.
cuda = types.SimpleNamespace(gdc_wait=gdc_wait, gdc_launch_dependents=gdc_launch_dependents,
                             libdevice=libdevice)

__all__ = ["cuda", "libdevice"]
