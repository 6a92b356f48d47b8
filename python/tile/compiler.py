"""The compiler's Python API: the native pipeline (tile::compileModule, as
tile-translate runs it), its errors and the target model. It imports nothing
else of the package (tile/__init__.py re-exports it; jit, _trace and
runtime import it), so that the package's modules import one way."""

from __future__ import annotations

import functools
import json
import os
import warnings
from typing import Any, Dict, Iterable, List, NamedTuple, Sequence, Tuple, Union

from . import _tile

__all__ = [
    "CompileError",
    "TargetError",
    "CompileWarning",
    "Diagnostic",
    "Target",
    "compile",
    "parse",
    "run_pipeline",
    "targets",
    "target_names",
    "feature_names",
    "format_target_table",
    "version_string",
    "validate_options",
    "EMIT_KINDS",
    "DOT_KINDS",
    "MAX_PTX_VERSION",
]

#: The text of ``tile-translate --version``, e.g.
#: ``"tile 0.1.0 (LLVM 22.1.8, PTX up to 9.0)"``.
_VERSION_STRING: str = _tile.version_string()
#: The package version, e.g. ``"0.1.0"`` (second word of the version string).
__version__: str = _VERSION_STRING.split()[1]

#: The newest PTX ISA version LLVM 22 can emit, as "X.Y".
MAX_PTX_VERSION: str = _tile.MAX_PTX_VERSION
#: The values accepted by ``compile(emit=...)``.
EMIT_KINDS: Tuple[str, ...] = ("ptx", "llvm", "mlir", "cubin", "metadata")
#: The values accepted by ``compile(dot_kind=...)``.
DOT_KINDS: Tuple[str, ...] = ("auto", "mma_sync", "wgmma", "tcgen05", "block_scale")


def version_string() -> str:
    """The same text as ``tile-translate --version``."""
    return _VERSION_STRING


# ---------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------


class Diagnostic(NamedTuple):
    """One MLIR diagnostic: ``(severity, location, message)``.

    ``severity`` is "error", "warning", "note" or "remark"; ``location`` is
    "file:line:col" (empty when the diagnostic has no location, e.g. a bad
    option). Notes follow the diagnostic they belong to.
    """

    severity: str
    location: str
    message: str

    def __str__(self) -> str:
        if self.location:
            return f"{self.location}: {self.severity}: {self.message}"
        return f"{self.severity}: {self.message}"


class CompileError(Exception):
    """A compile, parse, verifier, pipeline or option error.

    ``str(error)`` is the text ``tile-translate`` prints on stderr for the same
    input (``file:line:col: error: ...`` lines with source excerpts and notes;
    for a bad option, the option message alone). ``error.diagnostics`` is the
    list of :class:`Diagnostic` tuples behind it.
    """

    def __init__(self, message: str, diagnostics: Iterable[Sequence[str]] = ()):
        super().__init__(message)
        self.message: str = message
        diags = [Diagnostic(*d) for d in diagnostics]
        if not diags and message:
            diags = [Diagnostic("error", "", message)]
        self.diagnostics: List[Diagnostic] = diags

    def __str__(self) -> str:
        return self.message

    @property
    def errors(self) -> List[Diagnostic]:
        """Only the diagnostics with severity "error"."""
        return [d for d in self.diagnostics if d.severity == "error"]


class TargetError(CompileError, ValueError):
    """An unknown or malformed target name, e.g. ``Target("sm_91")``.

    Also a :class:`ValueError`. The message names the closest valid targets,
    exactly as ``tile-translate`` does:
    ``unknown target 'sm_91'; did you mean sm_90, sm_90a or sm_100?``
    """


class CompileWarning(UserWarning):
    """MLIR warnings (and remarks) of a compile that succeeded; the warning
    text is what ``tile-translate`` prints on stderr."""


def _raise(ok_output_msg_diags: Tuple[bool, str, str, list], gpu_name: str = "") -> str:
    ok, output, message, diagnostics = ok_output_msg_diags
    if ok:
        if diagnostics and message.strip():
            warnings.warn(message.rstrip("\n"), CompileWarning, stacklevel=3)
        return output
    if gpu_name and _tile.target_parse_error(gpu_name) is not None:
        raise TargetError(message, diagnostics)
    raise CompileError(message, diagnostics)


# ---------------------------------------------------------------------------
# Target model
# ---------------------------------------------------------------------------


@functools.lru_cache(maxsize=None)
def _target_info(name: str) -> Dict[str, Any]:
    try:
        return json.loads(_tile.target_json(name))
    except ValueError as e:  # unknown name: did-you-mean text
        raise TargetError(str(e)) from None


@functools.total_ordering
class Target:
    """One NVPTX target (``sm_XY``, ``sm_XYa`` or ``sm_XYf``).

    The properties are the keys of ``tile-translate --print-target-info``;
    ``to_json()`` returns the same JSON text. Targets compare by capability
    first, then ``sm_XY < sm_XYf < sm_XYa``.
    """

    __slots__ = ("_info",)

    def __init__(self, name: Union[str, "Target"]):
        if isinstance(name, Target):
            name = name.name
        if not isinstance(name, str):
            raise TypeError(f"target name must be a str, not {type(name).__name__}")
        self._info = _target_info(name)

    # --- the --print-target-info keys --------------------------------------
    @property
    def name(self) -> str:
        """Canonical name, e.g. "sm_100f"."""
        return self._info["name"]

    @property
    def compute_capability(self) -> int:
        """XY as an integer: 100 for sm_100, sm_100a and sm_100f."""
        return self._info["compute_capability"]

    @property
    def target_spec(self) -> str:
        """"" (base), "a" (arch-specific) or "f" (family-specific)."""
        return self._info["target_spec"]

    @property
    def full_sm_version(self) -> int:
        """XY*100 + (f ? 10 : 0) + (a ? 11 : 0)."""
        return self._info["full_sm_version"]

    @property
    def arch(self) -> int:
        return self._info["arch"]

    @property
    def family(self) -> int:
        return self._info["family"]

    @property
    def has_tmem(self) -> bool:
        """Tensor memory / tcgen05 (sm_100a/f, 101a/f, 103a/f, 110a/f)."""
        return self._info["has_tmem"]

    @property
    def arch_accel(self) -> bool:
        """hasArchAccelFeatures() at the target's minimum PTX version."""
        return self._info["arch_accel"]

    @property
    def family_specific(self) -> bool:
        """hasFamilySpecificFeatures() at the target's minimum PTX version."""
        return self._info["family_specific"]

    @property
    def min_ptx_version(self) -> str:
        """Minimum ``.version`` for this ``.target``, e.g. "8.8"."""
        return self._info["min_ptx_version"]

    @property
    def mma(self) -> List[str]:
        """Matrix-multiply families tile may use here, e.g. ['mma_sync', 'wgmma']."""
        return list(self._info["mma"])

    @property
    def runs_on(self) -> List[str]:
        """Base targets (real GPUs) code for this target runs on, ascending."""
        return list(self._info["runs_on"])

    # --- extra row data ----------------------------------------------------
    @property
    def llvm_can_emit(self) -> bool:
        """False for the placeholders sm_73 and sm_82."""
        return _tile.target_flags(self.name)[0]

    @property
    def ptxas_knows(self) -> bool:
        """Whether CUDA 13 ptxas accepts this target."""
        return _tile.target_flags(self.name)[1]

    @property
    def is_base(self) -> bool:
        return self.target_spec == ""

    # --- queries -----------------------------------------------------------
    def runs_on_device(self, device: Union[str, "Target"]) -> bool:
        """Whether code built for this target runs on the GPU ``device``.

        base: ``device >= self``; f: same family and ``device >= self``;
        a: ``device`` is this arch exactly. A suffixed device counts as its
        arch.
        """
        return _tile.target_runs_on(self.name, Target(device).name)

    def supports(self, feature: str) -> bool:
        """Whether code built for this target may use ``feature``.

        ``feature`` is one of :func:`feature_names` ("mma_sync", "wgmma",
        "tcgen05", "tma", ...); an unknown name raises ValueError.
        """
        return _tile.target_supports(self.name, feature)

    def min_ptx_version_for(self, feature: str) -> str:
        """The minimum PTX version for using ``feature`` on this target."""
        return _tile.target_min_ptx_for(self.name, feature)

    def to_json(self) -> str:
        """The JSON text ``tile-translate --print-target-info`` prints
        (without the trailing newline)."""
        return _tile.target_json(self.name)

    def to_dict(self) -> Dict[str, Any]:
        return json.loads(self.to_json())

    # --- protocol ------------------------------------------------------------
    def __repr__(self) -> str:
        return f"Target({self.name!r})"

    def __str__(self) -> str:
        return self.name

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Target):
            return self.name == other.name
        return NotImplemented

    def __lt__(self, other: object) -> bool:
        if isinstance(other, Target):
            return _tile.target_compare(self.name, other.name) < 0
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("tile.Target", self.name))


def target_names() -> List[str]:
    """Every target name, in ``tile-translate --list-targets`` order."""
    return list(_tile.target_names())


def targets() -> List[Target]:
    """Every target (42), in ``tile-translate --list-targets`` order:
    ascending capability, ``sm_XY`` < ``sm_XYf`` < ``sm_XYa``."""
    return [Target(n) for n in _tile.target_names()]


def feature_names() -> List[str]:
    """The instruction-family names ``Target.supports`` accepts."""
    return list(_tile.feature_names())


def format_target_table() -> str:
    """The table ``tile-translate --list-targets`` prints."""
    return _tile.format_target_table()


# ---------------------------------------------------------------------------
# Compiling
# ---------------------------------------------------------------------------

_Source = Union[str, bytes, "os.PathLike[str]"]


def _source(module_or_text: Any, filename: str) -> Tuple[str, str]:
    if not isinstance(filename, str):
        raise TypeError(f"filename must be a str, not {type(filename).__name__}")
    if isinstance(module_or_text, str):
        return module_or_text, filename
    if isinstance(module_or_text, (bytes, bytearray)):
        return bytes(module_or_text).decode("utf-8"), filename
    if isinstance(module_or_text, os.PathLike):
        path = os.fspath(module_or_text)
        with open(path, "r", encoding="utf-8") as f:
            text = f.read()
        return text, (path if filename == "<string>" else filename)
    raise TypeError(
        "expected tile IR as str or bytes, or a path as os.PathLike, not "
        f"{type(module_or_text).__name__}"
    )


def _gpu_name(gpu_name: Any) -> str:
    if isinstance(gpu_name, Target):
        return gpu_name.name
    if not isinstance(gpu_name, str):
        raise TypeError(f"gpu_name must be a str or tile.Target, not {type(gpu_name).__name__}")
    return gpu_name


def _ptx_version(ptx_version: Any) -> str:
    if ptx_version is None:
        return ""
    if isinstance(ptx_version, bool):
        raise TypeError("ptx_version must be a str such as '8.8', or None")
    if isinstance(ptx_version, str):
        return ptx_version
    if isinstance(ptx_version, int):  # 88 -> "88", like --ptx-version=88
        return str(ptx_version)
    if isinstance(ptx_version, float):  # 8.8 -> "8.8"
        return repr(ptx_version)
    raise TypeError(f"ptx_version must be a str such as '8.8', or None, not {type(ptx_version).__name__}")


def _opt_level(opt_level: Any) -> int:
    if isinstance(opt_level, bool) or not isinstance(opt_level, int):
        raise TypeError(f"opt_level must be an int 0..3, not {type(opt_level).__name__}")
    if opt_level < 0 or opt_level > 3:
        # validateOptions' text for an out-of-range level.
        raise CompileError(f"optimization level -O{opt_level} does not exist; use -O0 to -O3")
    return opt_level


def _str_option(name: str, value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, not {type(value).__name__}")
    return value


def validate_options(
    gpu_name: Union[str, Target] = "sm_90a",
    ptx_version: Union[str, float, None] = None,
    opt_level: int = 3,
    debug: bool = False,
    lineinfo: bool = False,
    emit: str = "ptx",
    dot_kind: str = "auto",
) -> None:
    """Checks the options on their own (``tile::validateOptions``); raises
    :class:`CompileError` with tile-translate's message when they are bad."""
    gpu = _gpu_name(gpu_name)
    emit = _str_option("emit", emit)
    if emit not in EMIT_KINDS:
        raise CompileError(f"invalid emit kind '{emit}'; expected ptx, llvm, mlir, cubin or metadata")
    error = _tile.validate_options(
        gpu, _ptx_version(ptx_version), _opt_level(opt_level), bool(debug),
        bool(lineinfo), _str_option("dot_kind", dot_kind))
    if error is not None:
        cls = TargetError if _tile.target_parse_error(gpu) is not None else CompileError
        raise cls(error)


def compile(
    module_or_text: _Source,
    gpu_name: Union[str, Target] = "sm_90a",
    ptx_version: Union[str, float, None] = None,
    opt_level: int = 3,
    debug: bool = False,
    lineinfo: bool = False,
    emit: str = "ptx",
    dot_kind: str = "auto",
    filename: str = "<string>",
    remarks: bool = False,
    pipeline_loads: int = 0,
    warp_specialize: int = 0,
    ping_pong: bool = False,
    enable_fp_fusion: bool = True,
    overlap_dots: bool = False,
) -> str:
    """Compiles tile IR for one target, exactly like ``tile-translate``.

    Args:
      module_or_text: tile IR text (str or bytes), or a path (os.PathLike,
        e.g. pathlib.Path) to read it from.
      gpu_name: target, e.g. "sm_90a", "sm_100f" (``--gpu-name``).
      ptx_version: "X.Y" for ``.version``; None picks the lowest that works
        (``--ptx-version``).
      opt_level: 0..3 (``-O``).
      debug: full device debug info; needs opt_level=0 (``-g``).
      lineinfo: ``.loc`` line tables only (``--lineinfo``).
      emit: "ptx", "llvm" (LLVM IR), "mlir" (the lowered MLIR), "metadata"
        (launch metadata JSON) or "cubin" (bytes: the PTX assembled by the
        installed ptxas) (``--emit``).
      dot_kind: auto|mma_sync|wgmma|tcgen05|block_scale (``--dot-kind``).
      filename: the name diagnostics use for the input (default "<string>";
        a path argument uses the path).
      remarks: say what tile-pipeline made of every loop that runs a
        tile.dot (its pipeline, or why it is not pipelined, persistent or
        multicast), and which dot operands skip per-iteration staging
        (staged once before their loop, or taken in registers), as
        :class:`CompileWarning` warnings (``--remarks``).
      pipeline_loads: 1..8 runs the generic pipeliner (tile-pipeline-loads)
        with rings of that many stages (1: one buffer per load, refilled
        for the next iteration once its last reader is done); 0 (the
        default) leaves loops to tile-pipeline and the lowering
        (``--pipeline-loads``).
      warp_specialize: 1..4 then runs tile-warp-specialize with that many
        producer warps (a kernel whose loop the pipeliner gave TMA rings
        splits into producer warps issuing the copies and the kernel's
        warps computing; launch it with the metadata's threads_per_block);
        needs pipeline_loads (``--warp-specialize``).
      ping_pong: with warp_specialize, the consumer warpgroups (a kernel of
        8 or more warps) take turns at the loop's wgmma dots, one's dots
        beside the others' softmax (``--ping-pong``).
      enable_fp_fusion: contract float multiplies and adds into fma, as
        Triton (its default too) and nvcc's ``--fmad`` do; False rounds
        each on its own (``--enable-fp-fusion``).
      overlap_dots: with warp_specialize, the consumers' loop issues its
        first wgmma dot (S = Q K^T) with the previous iteration's second
        (O += P V) and runs the softmax while that one computes
        (FlashAttention-3's overlap within a warpgroup; ``--overlap-dots``).

    Returns the output text (bytes for emit="cubin"). Raises
    :class:`CompileError` on any error.
    The GIL is released while compiling; each call has its own MLIRContext.
    """
    source, filename = _source(module_or_text, filename)
    gpu = _gpu_name(gpu_name)
    result = _tile.compile(
        source, filename, gpu, _ptx_version(ptx_version), _opt_level(opt_level),
        bool(debug), bool(lineinfo), _str_option("emit", emit),
        _str_option("dot_kind", dot_kind), bool(remarks), _pipeline_loads(pipeline_loads),
        _warp_specialize(warp_specialize), bool(ping_pong), bool(enable_fp_fusion),
        bool(overlap_dots))
    return _raise(result, gpu)


def _pipeline_loads(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise CompileError(f"pipeline_loads must be an int (0: off, 1..8 stages), got {value!r}")
    return value


def _warp_specialize(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise CompileError(f"warp_specialize must be an int (0: off, 1..4 producer warps), "
                           f"got {value!r}")
    return value


def _compile_with_metadata(module_or_text: _Source, gpu_name: Union[str, Target] = "sm_90a",
                           ptx_version: Union[str, float, None] = None, opt_level: int = 3,
                           debug: bool = False, lineinfo: bool = False, dot_kind: str = "auto",
                           filename: str = "<string>", remarks: bool = False,
                           pipeline_loads: int = 0, warp_specialize: int = 0,
                           ping_pong: bool = False,
                           enable_fp_fusion: bool = True,
                           overlap_dots: bool = False) -> Tuple[str, str]:
    """(PTX, launch metadata JSON) of one compile: :func:`compile` with
    emit="ptx", and what emit="metadata" prints, without lowering twice."""
    source, filename = _source(module_or_text, filename)
    gpu = _gpu_name(gpu_name)
    result, metadata = _tile.compile_with_metadata(
        source, filename, gpu, _ptx_version(ptx_version), _opt_level(opt_level),
        bool(debug), bool(lineinfo), _str_option("dot_kind", dot_kind), bool(remarks),
        _pipeline_loads(pipeline_loads), _warp_specialize(warp_specialize), bool(ping_pong),
        bool(enable_fp_fusion), bool(overlap_dots))
    return _raise(result, gpu), metadata


def parse(module_or_text: _Source, filename: str = "<string>") -> str:
    """Parses and verifies tile IR; returns the module printed back.

    Raises :class:`CompileError` with located diagnostics on bad IR.
    """
    source, filename = _source(module_or_text, filename)
    return _raise(_tile.parse(source, filename))


def run_pipeline(module_or_text: _Source, pipeline: str, filename: str = "<string>") -> str:
    """Runs an MLIR pass pipeline on the module and returns it printed.

    ``pipeline`` is textual pass-pipeline syntax anchored on the module, e.g.
    ``"builtin.module(tile-set-target{gpu-name=sm_90a},tile-assign-layouts,convert-tile-to-llvm)"``;
    a bare pass list without parentheses (``"canonicalize,cse"``) is wrapped
    in ``builtin.module(...)``. Available passes: the tile passes
    (tile-set-target, tile-assign-layouts, convert-tile-to-llvm,
    tile-attach-nvvm-target), the
    upstream transforms (canonicalize, cse, ...) and the upstream conversions
    the compile pipeline uses.
    """
    source, filename = _source(module_or_text, filename)
    return _raise(_tile.run_pipeline(source, filename, _str_option("pipeline", pipeline)))
