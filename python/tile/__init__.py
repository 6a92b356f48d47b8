"""tile: compile tile IR to PTX from Python.

The same in-process pipeline as ``tile-translate`` (``tile::compileModule``),
plus the family-aware NVPTX target model (``tile::Target``)::

    import tile
    ptx = tile.compile(open("examples/vector_add.mlir").read(), gpu_name="sm_90a")
    tile.Target("sm_100f").runs_on        # ['sm_100', 'sm_101', 'sm_103']

Every failure (bad options, parse, verifier or pipeline errors) raises
:class:`CompileError`. See docs/python.md.
"""
# The compiler's API (tile/compiler.py: the native pipeline, errors, the
# target model); the modules of the package import it from there.
from . import compiler
from .compiler import (DOT_KINDS, EMIT_KINDS, MAX_PTX_VERSION, CompileError, CompileWarning,
                       Diagnostic, Target, TargetError, compile, feature_names,
                       format_target_table, parse, run_pipeline, target_names, targets,
                       validate_options, version_string)

__version__ = compiler.__version__
__all__ = ["CompileError", "TargetError", "CompileWarning", "Diagnostic", "Target", "compile",
           "parse", "run_pipeline", "targets", "target_names", "feature_names",
           "format_target_table", "version_string", "validate_options", "EMIT_KINDS",
           "DOT_KINDS", "MAX_PTX_VERSION"]

# ---------------------------------------------------------------------------
# The kernel DSL (docs/python.md, "Kernel DSL"): @tile.kernel, tile.load, ...
# ---------------------------------------------------------------------------

from . import language  # noqa: E402
from .language import *  # noqa: E402,F401,F403
from ._control import _range as range  # noqa: E402,A001  (Triton's tl.range)
from . import random  # noqa: E402
from . import libdevice  # noqa: E402  (Triton's libdevice names)
from . import math  # noqa: E402  (Triton's tl.math)
from . import extra  # noqa: E402  (Triton's tl.extra.cuda)
from .random import *  # noqa: E402,F401,F403
from .jit import CompiledKernel, Function, Kernel, cache_dir, func, jit, kernel  # noqa: E402
from .runtime import LaunchError, TensorDescriptor, TensorMap  # noqa: E402
from .autotune import Config, autotune, heuristics  # noqa: E402  (Triton's decorators)
from . import testing  # noqa: E402  (triton.testing.do_bench)
# Triton's tl.make_tensor_descriptor for 1-D to 5-D blocks (2-D: the TMA one).
from . import descriptors  # noqa: E402
make_tensor_descriptor = descriptors.make_tensor_descriptor
set_allocator = descriptors.set_allocator


def __getattr__(name: str):
    # A Triton name tile does not have (tl.async_task, tl.core, ...): say so
    # where the kernel reads it (a located TraceError while tracing).
    raise AttributeError(f"module 'tile' has no attribute {name!r} (Triton's tl.{name} is not "
                         "supported by tile; docs/python.md, \"Triton compatibility\", lists "
                         "what is)")

__all__ += language.__all__ + random.__all__ + [
    "Kernel", "Function", "CompiledKernel", "kernel", "jit", "func", "cache_dir", "LaunchError",
    "TensorMap", "TensorDescriptor", "range", "libdevice", "math", "extra",
    "Config", "autotune", "heuristics", "testing", "make_tensor_descriptor", "set_allocator"]
