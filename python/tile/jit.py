"""tile.jit: ``@tile.kernel``, tracing to tile IR, compiling and caching.

``@tile.kernel`` wraps a Python function in a :class:`Kernel`. The function
is traced (run once with proxy values, see :mod:`tile.language`) per
(constexpr values, target, options); ``for`` and ``if`` statements are first
rewritten (via the AST) into calls that trace their bodies as functions, so
loops with runtime bounds become ``scf.for`` with loop-carried variables and
``if`` on a runtime scalar becomes ``scf.if``.

``Kernel.compile(target=...)`` returns a :class:`CompiledKernel` (PTX plus
metadata); results are cached in memory and on disk (``$TILE_CACHE_DIR``,
default ``~/.cache/tile``), keyed by the kernel source, the generated IR,
constexprs, target, options, the tile version and the compiler library.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import os
import re
import tempfile
import threading
from typing import Any, Callable, Dict, List, Optional, Tuple

from . import _tile
from . import language as tl
from . import runtime, triton_ast
from ._builder import _Builder
from ._params import _NO_DEFAULT, _may_be_divisible, _One, _Param, _param_kind
from ._rewrite import _rewrite
from ._trace import _STATE, _error, _loc_text, _traceback_position, _tracing
from ._values import _constant, _norm, _pretty_type
from .compiler import CompileError, Target, __version__, _compile_with_metadata
from .compiler import compile as _compile_ir
from .dtypes import _dtype_by_name

__all__ = ["Kernel", "Function", "CompiledKernel", "kernel", "jit", "func", "cache_dir"]


# ---------------------------------------------------------------------------
# Compiled kernels and the cache
# ---------------------------------------------------------------------------

_SHARED_RE = re.compile(r"^\s*\.shared\s+(?:\.align\s+\d+\s+)?\.[busf](\d+)\s+[\w$.]+\[(\d+)\]",
                        re.M)
_VERSION_RE = re.compile(r"^\.version\s+(\S+)", re.M)
_REQNTID_RE = re.compile(r"^\s*\.reqntid\s+(\d+)", re.M)
_DYNAMIC_SHARED_RE = re.compile(r"^\s*\.extern\s+\.shared\b", re.M)


def _shared_bytes(ptx: str) -> int:
    """Static shared memory the PTX declares (``.shared .align 16 .b8 NAME[SIZE]``)."""
    return sum(int(bits) // 8 * int(count) for bits, count in _SHARED_RE.findall(ptx))


class CompiledKernel:
    """A kernel compiled for one target: PTX plus what a launch needs.

    Attributes: ``name`` (the PTX ``.entry``), ``ptx``, ``ir`` (the tile IR
    that was compiled, with Python source locations), ``target``
    (:class:`tile.Target`), ``num_warps`` (as written), ``num_threads``
    (the block size: ``32 * num_warps``, or more where the compiler added a
    producer warpgroup to a pipelined loop), ``shared_bytes`` (static shared
    memory of the PTX), ``dynamic_shared_bytes`` (what a pipelined loop's
    ring needs; the launcher requests it), ``ptx_version``, ``constexprs``, ``params`` (the runtime
    parameters as ``(name, IR type)``), ``options``, ``key`` (the cache key)
    and ``from_cache`` (whether it came from the disk cache).
    ``compiled[grid](*args)`` launches it (runtime arguments only).
    """

    def __init__(self, *, name, ptx, ir, target, num_warps, constexprs, params, options, key,
                 from_cache=False, kernel=None, dynamic_shared_bytes=0,
                 tensor_map_boxes=None, tensor_map_swizzles=None, descriptors=()):
        self.name: str = name
        self.ptx: str = ptx
        self.ir: str = ir
        self.target: Target = target
        self.num_warps: int = num_warps
        m = _REQNTID_RE.search(ptx)
        self.num_threads: int = int(m.group(1)) if m else 32 * num_warps
        self.shared_bytes: int = _shared_bytes(ptx)
        self.dynamic_shared_bytes: int = int(dynamic_shared_bytes)
        m = _VERSION_RE.search(ptx)
        self.ptx_version: str = m.group(1) if m else ""
        self.constexprs: Dict[str, Any] = dict(constexprs)
        self.params: List[Tuple[str, str]] = list(params)
        self.options: Dict[str, Any] = dict(options)
        self.cluster_dims: Optional[Tuple[int, int, int]] = self.options.get("cluster_dims")
        self.cta_group: int = self.options.get("cta_group") or 1
        #: {tensor-map parameter: (rows, cols)}: the box its TMA copies read
        #: (what ``TensorMap.tiled`` must be given; the launch checks it).
        self.tensor_map_boxes: Dict[str, Tuple[int, int]] = {
            k: tuple(v) for k, v in (tensor_map_boxes or {}).items()}
        #: {tensor-map parameter: swizzle in bytes}: how its boxes lie in
        #: shared memory (128, or 0 for a narrow box), what the map must be
        #: encoded with (``TensorMap.tiled(..., swizzle=)``; the launch
        #: encodes descriptors with it and checks given maps).
        self.tensor_map_swizzles: Dict[str, int] = dict(tensor_map_swizzles or {})
        #: The tensor descriptors the kernel makes (tile.make_tensor_descriptor):
        #: hidden tensor-map parameters after ``params`` that each launch
        #: encodes from the arguments.
        self.descriptors: List[tl.DescriptorSpec] = list(descriptors)
        self.key: str = key
        self.from_cache: bool = from_cache
        self._kernel = kernel
        self._param_specs = None
        #: The kernel's runtime parameters with their types (unannotated
        #: ones typed by the compile's signature).
        self._runtime_params = None

    @property
    def metadata(self) -> Dict[str, Any]:
        return {
            "name": self.name,
            "target": self.target.name,
            "num_warps": self.num_warps,
            "num_threads": self.num_threads,
            "shared_bytes": self.shared_bytes,
            "dynamic_shared_bytes": self.dynamic_shared_bytes,
            "cluster_dims": list(self.cluster_dims) if self.cluster_dims else None,
            "cta_group": self.cta_group,
            "tensor_map_boxes": {k: list(v) for k, v in self.tensor_map_boxes.items()},
            "tensor_map_swizzles": dict(self.tensor_map_swizzles),
            "descriptors": [d._asdict() for d in self.descriptors],
            "ptx_version": self.ptx_version,
            "constexprs": {k: _constexpr_json(v) for k, v in self.constexprs.items()},
            "params": [list(p) for p in self.params],
            "options": dict(self.options),
        }

    def __getitem__(self, grid):
        return _Launcher(self, grid)

    def __repr__(self) -> str:
        dyn = f" + {self.dynamic_shared_bytes} B dynamic" if self.dynamic_shared_bytes else ""
        return (f"<CompiledKernel {self.name} for {self.target.name}: {self.num_threads} threads, "
                f"{self.shared_bytes} B shared{dyn}, PTX {self.ptx_version}>")


def _constexpr_json(v):
    if isinstance(v, (bool, int, float, str)) or v is None:
        return v
    return repr(v)


def _constexpr_key(v):
    v = _norm(v)
    if isinstance(v, (bool, int, float, str, bytes)) or v is None:
        return (type(v).__name__, v)
    if isinstance(v, tl.dtype):
        return ("dtype", v.name)
    if isinstance(v, (tuple, list)):
        return (type(v).__name__, tuple(_constexpr_key(x) for x in v))
    try:
        hash(v)
    except TypeError:
        raise CompileError(f"constexpr value {v!r} is not hashable; use ints, floats, bools, "
                           "strings, dtypes or tuples of them") from None
    return (type(v).__qualname__, repr(v))


def cache_dir() -> Optional[str]:
    """The on-disk cache directory: ``$TILE_CACHE_DIR``, else
    ``$XDG_CACHE_HOME/tile`` or ``~/.cache/tile``; ``None`` when
    ``TILE_NO_CACHE`` is set (to anything but ``""``/``"0"``)."""
    if os.environ.get("TILE_NO_CACHE", "") not in ("", "0"):
        return None
    d = os.environ.get("TILE_CACHE_DIR")
    if d:
        return d
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "tile")


_LIB_ID = None


def _library_id() -> str:
    """Identifies the compiler build (the extension file), so that a
    rebuilt compiler does not reuse PTX cached by the old one."""
    global _LIB_ID
    if _LIB_ID is None:
        path = getattr(_tile, "__file__", "") or ""
        try:
            st = os.stat(path)
            _LIB_ID = f"{os.path.basename(path)}:{st.st_size}:{st.st_mtime_ns}"
        except OSError:
            _LIB_ID = os.path.basename(path)
    return _LIB_ID


def _cache_read(directory: str, key: str) -> Optional[dict]:
    path = os.path.join(directory, key[:2], key + ".json")
    try:
        with open(path, "r", encoding="utf-8") as f:
            entry = json.load(f)
    except (OSError, ValueError):
        return None
    if not isinstance(entry, dict) or entry.get("key") != key or not isinstance(entry.get("ptx"), str):
        return None
    return entry


def _cache_write(directory: str, key: str, entry: dict) -> None:
    sub = os.path.join(directory, key[:2])
    try:
        os.makedirs(sub, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=sub)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(entry, f)
            os.replace(tmp, os.path.join(sub, key + ".json"))
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
    except OSError:
        pass  # an unwritable cache only costs the next compile


# ---------------------------------------------------------------------------
# Kernel and Function
# ---------------------------------------------------------------------------

_SYMBOL_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_$.]*$")
_KERNEL_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def _num_stages(value) -> Optional[int]:
    """Triton's ``num_stages``: None, or an int in 1..16 (1: no pipeline)."""
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                              or not 1 <= value <= 16):
        raise ValueError(f"num_stages must be an int in 1..16, got {value!r}")
    return value


def _cluster_dims(value) -> Optional[Tuple[int, int, int]]:
    """``cluster_dims`` as (x, y, z), or None: 1-3 positive ints."""
    if value is None:
        return None
    dims = (value,) if isinstance(value, int) and not isinstance(value, bool) else value
    if (not isinstance(dims, (tuple, list)) or not 1 <= len(dims) <= 3 or
            any(isinstance(d, bool) or not isinstance(d, int) or d < 1 for d in dims)):
        raise ValueError(f"cluster_dims must be 1-3 positive ints (x, y, z), got {value!r}")
    return tuple(dims) + (1,) * (3 - len(dims))


def _cta_group(value) -> Optional[int]:
    """``cta_group``: None, 1 or 2."""
    if value is None:
        return None
    if isinstance(value, bool) or value not in (1, 2):
        raise ValueError(f"cta_group must be 1 or 2, got {value!r}")
    return value


class Function:
    """A ``@tile.func`` helper: traced inline where a kernel calls it."""

    def __init__(self, fn: Callable):
        if not callable(fn):
            raise TypeError("@tile.func / @tile.kernel decorate a function")
        self.fn = fn
        self.__name__ = getattr(fn, "__name__", "kernel")
        self.__qualname__ = getattr(fn, "__qualname__", self.__name__)
        self.__doc__ = fn.__doc__
        self.__module__ = getattr(fn, "__module__", None)
        self.__wrapped__ = fn
        self._rewritten = None
        self._source = None
        self._lock = threading.RLock()

    def _traceable(self):
        if self._rewritten is None:
            with self._lock:
                if self._rewritten is None:
                    self._rewritten = _rewrite(self.fn)
        return self._rewritten

    @property
    def source(self) -> str:
        """The function's source text (part of the disk cache key), read
        once: inspect.getsource tokenizes the file's lines again at every
        call, about 1 ms of each compile."""
        if self._source is None:
            try:
                self._source = inspect.getsource(self.fn)
            except (OSError, TypeError):
                self._source = (getattr(self.fn, "__qualname__", "")
                                + repr(self.fn.__code__.co_code))
        return self._source

    def __call__(self, *args, **kwargs):
        if not _tracing():
            raise TypeError(f"'{self.__name__}' is a tile function: call it from a @tile.kernel "
                            "while it is traced")
        return self._traceable()[0](*args, **kwargs)

    def __repr__(self) -> str:
        return f"<tile.func {self.__qualname__}>"


class Kernel(Function):
    """A ``@tile.kernel`` function.

    - ``kernel.ir(**constexprs)``: the tile IR text of one specialization.
    - ``kernel.compile(target="sm_90a", **constexprs)``: a
      :class:`CompiledKernel` (PTX, name, num_threads, shared_bytes, ...).
    - ``kernel[grid](*args)``: compile for the current GPU and launch.

    Calling a kernel from another kernel while tracing inlines it.
    """

    def __init__(self, fn: Callable, *, num_warps: int = 4, name: Optional[str] = None,
                 cluster_dims=None, cta_group=None, num_stages=None, do_not_specialize=(),
                 debug=None):
        super().__init__(fn)
        #: Triton's ``@triton.jit(debug=True)``: assertions compiled in.
        self.debug = bool(debug)
        self._do_not_specialize = tuple(do_not_specialize or ())
        self._do_not_specialize_names: Optional[List[str]] = None
        if isinstance(num_warps, bool) or not isinstance(num_warps, int) or not 1 <= num_warps <= 32:
            raise ValueError(f"num_warps must be an int in 1..32, got {num_warps!r}")
        self.num_warps = num_warps
        self.num_stages = _num_stages(num_stages)
        self.cluster_dims = _cluster_dims(cluster_dims)
        self.cta_group = _cta_group(cta_group)
        self.name = name or self.__name__
        if not _KERNEL_NAME_RE.match(self.name):
            raise ValueError(f"kernel name {self.name!r} is not a valid PTX entry name (ASCII "
                             "letters, digits and _); give one with @tile.kernel(name=...)")
        self._params: Optional[List[_Param]] = None
        self._compiled: Dict[tuple, CompiledKernel] = {}

    # --- parameters -----------------------------------------------------------
    @property
    def params(self) -> List[_Param]:
        if self._params is None:
            try:
                sig = inspect.signature(self.fn, eval_str=True)
            except Exception as e:  # an annotation that does not evaluate
                raise CompileError(f"kernel '{self.name}': cannot evaluate its annotations: "
                                   f"{type(e).__name__}: {e}") from e
            params = []
            for i, p in enumerate(sig.parameters.values()):
                if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                    raise CompileError(f"kernel '{self.name}': *args/**kwargs parameters are "
                                       "not supported")
                try:
                    kind, type_ = _param_kind(p.annotation, p.name, self.name)
                except CompileError as e:
                    _, positions, def_pos = self._traceable()
                    line, col = positions.get(p.name, def_pos[1:])
                    raise tl.TraceError(str(e), def_pos[0], line, col) from None
                default = p.default if p.default is not p.empty else _NO_DEFAULT
                params.append(_Param(p.name, kind, type_, default, i,
                                     keyword_only=p.kind == p.KEYWORD_ONLY))
            self._params = params
        return self._params

    @property
    def do_not_specialize(self) -> List[str]:
        """The unannotated parameters a launch never specializes to 1 (the
        decorator's ``do_not_specialize``: names or positions), resolved
        once."""
        if self._do_not_specialize_names is None:
            names = [p.name for p in self.params]
            out = []
            for x in self._do_not_specialize:
                if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < len(names):
                    out.append(names[x])
                elif isinstance(x, str) and x in names:
                    out.append(x)
                else:
                    raise CompileError(f"kernel '{self.name}': do_not_specialize names {x!r}, "
                                       f"which is not one of its parameters "
                                       f"({', '.join(names)})")
            self._do_not_specialize_names = out
        return self._do_not_specialize_names

    @property
    def constexpr_names(self) -> List[str]:
        return [p.name for p in self.params if p.kind == "constexpr"]

    def _resolved_params(self, signature) -> List[_Param]:
        """The parameters with the unannotated ones typed by ``signature``
        ({name: tile.ptr(...) | dtype | int | float | bool}), as Triton
        types them from the launch arguments. Memoized per signature (every
        launch resolves them)."""
        signature = dict(signature or {})
        key = tuple(sorted((k, repr(v), isinstance(v, _One)) for k, v in signature.items()))
        memo = self.__dict__.setdefault("_resolved_memo", {})
        if key in memo:
            return list(memo[key])
        out = self._resolve_params(signature)
        memo[key] = tuple(out)
        return out

    def _resolve_params(self, signature) -> List[_Param]:
        params = {p.name: p for p in self.params}
        for name in signature:
            if name not in params:
                raise CompileError(f"signature: kernel '{self.name}' has no parameter '{name}'")
            if params[name].kind != "infer":
                raise CompileError(f"signature: parameter '{name}' of kernel '{self.name}' is "
                                   "annotated; the signature types unannotated parameters only")
        out = []
        for p in self.params:
            if p.kind == "infer":
                if p.name not in signature:
                    _, positions, def_pos = self._traceable()
                    line, col = positions.get(p.name, def_pos[1:])
                    raise tl.TraceError(
                        f"parameter '{p.name}' of kernel '{self.name}' has no annotation: "
                        f"annotate it (tile.ptr(<dtype>) for a pointer, int/float/tile.int32/... "
                        f"for a scalar, tile.constexpr for a compile-time value) or give its type "
                        f"with compile(signature={{'{p.name}': ...}}); a launch takes it from the "
                        f"argument", def_pos[0], line, col)
                kind, type_ = _param_kind(signature[p.name], p.name, self.name)
                if kind not in ("pointer", "scalar"):
                    raise CompileError(f"signature: '{p.name}' must be a tile.ptr(...) or a "
                                       f"scalar type, got {signature[p.name]!r}")
                p = _Param(p.name, kind, type_, p.default, p.index, p.keyword_only,
                           one=isinstance(signature[p.name], _One))
            out.append(p)
        return out

    def _constexprs(self, given: Dict[str, Any]) -> Dict[str, Any]:
        params = {p.name: p for p in self.params}
        for name in given:
            if name not in params:
                raise CompileError(f"kernel '{self.name}' has no parameter '{name}'")
            if params[name].kind != "constexpr":
                raise CompileError(f"'{name}' is a runtime parameter of kernel '{self.name}'; only "
                                   "tile.constexpr parameters take values at compile time")
        values = {}
        for p in self.params:
            if p.kind != "constexpr":
                continue
            # A tl.constexpr(v) given or as the default is v (Triton's).
            if p.name in given:
                values[p.name] = triton_ast.cv(given[p.name])
            elif p.default is not _NO_DEFAULT:
                values[p.name] = triton_ast.cv(p.default)
            else:
                raise CompileError(f"kernel '{self.name}' needs a value for its constexpr "
                                   f"parameter '{p.name}' (e.g. .compile({p.name}=...))")
        return values

    # --- tracing --------------------------------------------------------------
    def _trace(self, constexprs: Dict[str, Any], target: Optional[Target], num_warps: int,
               locations: bool = True, cluster_dims=None, cta_group=None,
               num_stages=None, signature=None, descriptors=None, divisible=(),
               asserts=False) -> str:
        """The kernel's IR; ``descriptors`` (a list) receives the
        tl.DescriptorSpec of each tensor descriptor the kernel makes (its
        hidden tensor-map parameters, after the others). The parameters
        named in ``divisible`` are marked ``tile.divisibility = 16``
        (Triton's specialization of 16-byte aligned pointers and integers
        divisible by 16)."""
        fn, param_pos, def_pos = self._traceable()
        values = self._constexprs(constexprs)
        b = _Builder(target)
        b.num_stages = num_stages
        b.asserts = bool(asserts)
        args, kwargs = [], {}
        sig_parts = []
        ones = []  # (args index or kwargs name, dtype) of parameters specialized to 1
        for p in self._resolved_params(signature):
            if p.kind == "constexpr":
                value = values[p.name]
            else:
                ssa = f"%{p.name}" if _SYMBOL_RE.match(p.name) else f"%arg{p.index}"
                b.params[ssa] = p.name
                if p.kind == "pointer":
                    value = tl.Pointer(ssa, p.type.element, p.type.tensor_map,
                                       p.type.block_shape)
                else:
                    value = tl.Scalar(ssa, p.type, b.root)
            if p.one:
                ones.append((p.name if p.keyword_only else len(args), p.type))
            if p.keyword_only:
                kwargs[p.name] = value
            else:
                args.append(value)
            if p.kind == "constexpr":
                continue
            line, col = param_pos.get(p.name, def_pos[1:])
            loc = f" {_loc_text((def_pos[0], line, col))}" if locations else ""
            attr = " {tile.divisibility = 16 : i64}" if p.name in divisible else ""
            sig_parts.append(f"{ssa}: {getattr(p.type, 'param_ir', p.type.ir)}{attr}{loc}")
        prev = getattr(_STATE, "builder", None)
        _STATE.builder = b
        try:
            for where, dt in ones:  # the parameter stays; the body sees 1
                if isinstance(where, str):
                    kwargs[where] = _constant(1, dt)
                else:
                    args[where] = _constant(1, dt)
            result = fn(*args, **kwargs)
            if result is not None:
                raise _error(f"kernel '{self.name}' returned {_pretty_type(result)}; "
                                "kernels return nothing (store results with tile.store)")
        except CompileError:
            raise
        except RecursionError:
            raise
        except Exception as e:
            pos = _traceback_position(e.__traceback__)
            message = f"{type(e).__name__}: {e}"
            if pos is None:
                raise tl.TraceError(message) from e
            raise tl.TraceError(message, *pos) from e
        finally:
            _STATE.builder = prev
        for d, made_at in zip(b.descriptors, b.descriptor_locs):
            loc = f" {made_at}" if locations else ""
            ir_type = _dtype_by_name(d.element).ir
            sig_parts.append(f"%{d.name}: !tile.ptr<{ir_type}> {{tile.tensor_map}}{loc}")
        if descriptors is not None:
            descriptors.extend(b.descriptors)
        kernel_loc = f" {_loc_text(def_pos)}" if locations else ""
        attrs = f"num_warps = {num_warps} : i32"
        if cluster_dims:
            attrs += f", cluster_dims = array<i32: {', '.join(map(str, cluster_dims))}>"
        if cta_group:
            attrs += f", cta_group = {cta_group} : i32"
        out = ["module {",
               f"  tile.kernel @{self.name}({', '.join(sig_parts)}) attributes {{{attrs}}} {{"]
        b.render_block(b.root, "    ", out, locations)
        out.append(f"    tile.return{kernel_loc}")
        out.append(f"  }}{kernel_loc}")
        out.append("}")
        return "\n".join(out) + "\n"

    def ir(self, *, target=None, num_warps: Optional[int] = None, locations: bool = False,
           cluster_dims=None, cta_group=None, num_stages=None, signature=None,
           divisible=None, debug=None, **constexprs) -> str:
        """The tile IR of one specialization (a ``module`` with one
        ``tile.kernel``). ``locations=True`` adds the ``loc(...)`` of every
        op (what :meth:`compile` compiles); ``signature`` types unannotated
        parameters and ``divisible`` marks parameters ``tile.divisibility =
        16`` (see :meth:`compile`); ``debug=True`` compiles the assertions
        in (see :meth:`asserts`)."""
        tgt = Target(target) if target is not None else None
        return self._trace(constexprs, tgt, self._num_warps(num_warps), locations,
                           self._cluster(cluster_dims), self._group(cta_group),
                           self._stages(num_stages), signature,
                           divisible=self._divisible_names(divisible, signature),
                           asserts=self.asserts(debug))

    def asserts(self, debug=None) -> bool:
        """Whether ``tile.device_assert`` and ``assert`` on runtime values are
        compiled in: as in Triton, only in debug mode, that is with
        ``debug=True`` given here (``compile``/``ir``/a launch), on the
        decorator (``@tile.jit(debug=True)``) or ``$TRITON_DEBUG`` /
        ``$TILE_DEBUG`` set (to anything but ``""``/``"0"``)."""
        return bool(debug) or self.debug or _env_debug()

    def _divisible_names(self, divisible, signature) -> Tuple[str, ...]:
        """``divisible`` checked: names of pointer (not tensor-map) and
        integer parameters, sorted."""
        if divisible is None:
            return ()
        if isinstance(divisible, str):
            divisible = (divisible,)
        params = {p.name: p for p in self._resolved_params(signature)}
        for name in divisible:
            p = params.get(name)
            if p is None or not _may_be_divisible(p):
                what = ("not a parameter" if p is None else
                        "a constexpr" if p.kind == "constexpr" else
                        "a tensor map" if p.kind == "pointer" else f"a {p.type.name} scalar")
                raise CompileError(
                    f"divisible: '{name}' of kernel '{self.name}' is {what}; divisibility (16-byte "
                    f"aligned, or a multiple of 16) applies to its pointer and integer "
                    f"parameters: "
                    f"{', '.join(q.name for q in params.values() if _may_be_divisible(q))}")
        return tuple(sorted(set(divisible)))

    @staticmethod
    def _override(value, default, check):
        """A compile-time override of a decorator option: ``default`` when
        None, else ``check(value)``, whose ValueError is a CompileError."""
        if value is None:
            return default
        try:
            return check(value)
        except ValueError as e:
            raise CompileError(str(e)) from None

    def _cluster(self, cluster_dims):
        return self._override(cluster_dims, self.cluster_dims, _cluster_dims)

    def _group(self, cta_group):
        return self._override(cta_group, self.cta_group, _cta_group)

    def _stages(self, num_stages):
        return self._override(num_stages, self.num_stages, _num_stages)

    def _num_warps(self, num_warps):
        if num_warps is None:
            return self.num_warps
        if isinstance(num_warps, bool) or not isinstance(num_warps, int) or not 1 <= num_warps <= 32:
            raise CompileError(f"num_warps must be an int in 1..32, got {num_warps!r}")
        return num_warps

    # --- compiling ------------------------------------------------------------
    def compile(self, target="sm_90a", *, num_warps: Optional[int] = None, opt_level: int = 3,
                ptx_version=None, lineinfo: bool = False, debug: bool = False,
                dot_kind: str = "auto", cache: bool = True, cluster_dims=None,
                cta_group=None, num_stages=None, remarks: bool = False, signature=None,
                divisible=None, asserts=None, pipeline_loads: int = 0,
                warp_specialize: int = 0, ping_pong: bool = False,
                enable_fp_fusion: bool = True, overlap_dots: bool = False,
                **constexprs) -> CompiledKernel:
        """Traces and compiles the kernel for ``target``; returns a
        :class:`CompiledKernel`.

        ``constexprs`` give the ``tile.constexpr`` parameters (defaults
        apply). ``num_warps``, ``num_stages``, ``cluster_dims`` and
        ``cta_group`` override the decorator's. Unannotated (Triton-style)
        parameters take their types from ``signature={name: tile.ptr(...) |
        dtype | int | float | bool}`` (a launch fills it in from the
        arguments). ``divisible`` names pointer parameters known 16-byte
        aligned and integer parameters known multiples of 16, compiled as a
        launch that finds them so compiles them (``tile.divisibility = 16``:
        vector accesses without run-time alignment tests); launching the
        result with other arguments is a :class:`LaunchError`.
        ``remarks=True`` reports what the compiler made of
        each K loop (:class:`tile.CompileWarning` warnings located at the
        Python lines; it always compiles, bypassing the caches). The other
        keywords are :func:`tile.compile`'s; ``debug=True`` also compiles
        the assertions in (Triton's debug mode, see :meth:`asserts`), as
        ``asserts=True`` does alone (without ``-g``). ``pipeline_loads=S``
        (1..8) runs the generic pipeliner, rings of S stages (1: one buffer per
        load, refilled after its last reader), and
        ``warp_specialize=P`` (1..4, with ``pipeline_loads``) then gives a
        loop of tensor-descriptor loads P producer warps that issue its
        copies (see :func:`tile.compile`; ``num_threads`` counts them and a
        launch starts them), with ``ping_pong=True`` its consumer
        warpgroups taking turns at the loop's dots and with
        ``overlap_dots=True`` its first dot issued one iteration ahead of
        its second (FlashAttention-3's overlap within a warpgroup; a
        constexpr parameter of one of these four names takes the keyword
        instead).
        ``enable_fp_fusion=False`` rounds every float multiply and add on
        its own instead of letting them contract into fma (Triton's option
        and default: on). With
        ``cache=True`` the result is kept in memory and on disk
        (:func:`cache_dir`); ``cache=False`` always compiles.
        """
        # A constexpr named like one of these options (Triton's fused-
        # attention tutorial kernel has a `warp_specialize`) is given the
        # value: the option stays off.
        named = {p.name for p in self.params if p.kind == "constexpr"}
        options = {"pipeline_loads": pipeline_loads, "warp_specialize": warp_specialize,
                   "ping_pong": ping_pong, "overlap_dots": overlap_dots}
        for name in named & set(options):  # _compile's defaults: off
            constexprs[name] = options.pop(name)
        return self._compile(target, constexprs, num_warps=num_warps, opt_level=opt_level,
                             ptx_version=ptx_version, lineinfo=lineinfo, debug=debug,
                             dot_kind=dot_kind, cache=cache, cluster_dims=cluster_dims,
                             cta_group=cta_group, num_stages=num_stages, remarks=remarks,
                             signature=signature,
                             divisible=self._divisible_names(divisible, signature),
                             asserts=asserts, enable_fp_fusion=enable_fp_fusion, **options)

    def _compile(self, target, constexprs: Dict[str, Any], *, num_warps=None, opt_level=3,
                 ptx_version=None, lineinfo=False, debug=False, dot_kind="auto", cache=True,
                 cluster_dims=None, cta_group=None, num_stages=None, remarks=False,
                 signature=None, divisible=(), asserts=None,
                 pipeline_loads=0, warp_specialize=0, ping_pong=False,
                 enable_fp_fusion=True, overlap_dots=False) -> CompiledKernel:
        """compile() with the constexprs as a dict (a constexpr may be named
        like an option: Triton's softmax tutorial has ``num_stages``);
        ``divisible``: the runtime parameters a launch found 16-byte aligned
        (pointers) or divisible by 16 (integers)."""
        tgt = Target(target)
        nw = self._num_warps(num_warps)
        cluster = self._cluster(cluster_dims)
        group = self._group(cta_group)
        stages = self._stages(num_stages)
        cache = cache and not remarks
        values = self._constexprs(constexprs)
        resolved = self._resolved_params(signature)
        options = {"num_warps": nw, "opt_level": opt_level, "ptx_version": ptx_version,
                   "lineinfo": bool(lineinfo), "debug": bool(debug), "dot_kind": dot_kind,
                   "cluster_dims": cluster, "cta_group": group, "num_stages": stages,
                   "asserts": bool(asserts) or self.asserts(debug)}
        if signature:  # part of the cache keys: the types, not how they were spelled
            options["signature"] = tuple(
                (p.name, repr(p.type) if p.kind == "pointer" else
                 p.type.name + ("=1" if p.one else ""))
                for p in resolved if p.name in signature)
        divisible = tuple(sorted(divisible or ()))
        if divisible:
            options["divisible"] = divisible
        if pipeline_loads:  # part of the cache keys where used
            options["pipeline_loads"] = pipeline_loads
        if warp_specialize:
            options["warp_specialize"] = warp_specialize
        if ping_pong:
            options["ping_pong"] = True
        if overlap_dots:
            options["overlap_dots"] = True
        if not enable_fp_fusion:
            options["enable_fp_fusion"] = False
        mem_key = (tgt.name, tuple(sorted(options.items(), key=lambda kv: kv[0])),
                   tuple((k, _constexpr_key(v)) for k, v in sorted(values.items())))
        if cache:
            hit = self._compiled.get(mem_key)
            if hit is not None:
                return hit
        descriptors: List[tl.DescriptorSpec] = []
        ir = self._trace(values, tgt, nw, True, cluster, group, stages, signature, descriptors,
                         divisible, options["asserts"])
        params = [(p.name, p.type.ir) for p in resolved if p.kind != "constexpr"]
        key = hashlib.sha256(json.dumps({
            "source": self.source,
            "ir": ir,
            "constexprs": repr(mem_key[2]),
            "target": tgt.name,
            "options": options,
            "tile_version": _tile_version(),
            "library": _library_id(),
        }, sort_keys=True, default=repr).encode("utf-8")).hexdigest()
        directory = cache_dir() if cache else None
        entry = _cache_read(directory, key) if directory else None
        from_cache = entry is not None
        if entry is None:
            # The PTX and its launch metadata from one compile (a second
            # compile for the metadata cost a pipelined kernel 25% more).
            ptx, meta = _compile_with_metadata(
                ir, gpu_name=tgt.name, ptx_version=ptx_version, opt_level=opt_level,
                debug=debug, lineinfo=lineinfo, dot_kind=dot_kind,
                filename=f"<tile kernel {self.name}>", remarks=remarks,
                pipeline_loads=pipeline_loads, warp_specialize=warp_specialize,
                ping_pong=ping_pong, enable_fp_fusion=enable_fp_fusion,
                overlap_dots=overlap_dots)
            dynamic, boxes, swizzles = self._launch_metadata(ir, tgt, ptx, descriptors, meta)
            entry = {"key": key, "name": self.name, "ptx": ptx, "target": tgt.name,
                     "num_warps": nw, "tile_version": _tile_version(),
                     "dynamic_shared_bytes": dynamic, "tensor_map_boxes": boxes,
                     "tensor_map_swizzles": swizzles}
            if directory:
                _cache_write(directory, key, entry)
        dynamic, boxes = entry.get("dynamic_shared_bytes"), entry.get("tensor_map_boxes")
        swizzles = entry.get("tensor_map_swizzles")
        if dynamic is None or boxes is None or swizzles is None:
            # an entry written before tile recorded them
            dynamic, boxes, swizzles = self._launch_metadata(ir, tgt, entry["ptx"], descriptors)
        compiled = CompiledKernel(name=entry["name"], ptx=entry["ptx"], ir=ir, target=tgt,
                                  num_warps=nw, constexprs=values, params=params, options=options,
                                  key=key, from_cache=from_cache, kernel=self,
                                  dynamic_shared_bytes=dynamic, tensor_map_boxes=boxes,
                                  tensor_map_swizzles=swizzles,
                                  descriptors=descriptors)
        compiled._runtime_params = [p for p in resolved if p.kind != "constexpr"]
        compiled._divisible = frozenset(divisible)
        if cache:
            with self._lock:
                self._compiled[mem_key] = compiled
        return compiled

    def _launch_metadata(self, ir: str, tgt: Target, ptx: str, descriptors=(), metadata=None):
        """(dynamic shared memory, {tensor-map parameter: box},
        {tensor-map parameter: swizzle}) from the launch metadata
        (`metadata`, the JSON the compile of `ptx` wrote; without it, asked
        for by a compile of its own), read only when the PTX declares
        dynamic shared memory (a pipelined loop's ring, a TMA box's
        buffer)."""
        if not _DYNAMIC_SHARED_RE.search(ptx):
            return 0, {}, {}
        if metadata is None:
            metadata = _compile_ir(ir, gpu_name=tgt.name, emit="metadata",
                                   filename=f"<tile kernel {self.name}>")
        meta = json.loads(metadata)
        names = [p.name for p in self.params if p.kind != "constexpr"]
        names += [d.name for d in descriptors]
        for k in meta.get("kernels", []):
            if k.get("name") == self.name:
                params = [p for p in k.get("params", [])
                          if p.get("box") and p["index"] < len(names)]
                boxes = {names[p["index"]]: list(p["box"]) for p in params}
                swizzles = {names[p["index"]]: int(p["swizzle"]) for p in params
                            if p.get("swizzle") is not None}
                return int(k.get("dynamic_shared_bytes", 0)), boxes, swizzles
        return 0, {}, {}

    def clear_cache(self) -> None:
        """Forgets the in-memory compiled kernels (not the disk cache)."""
        with self._lock:
            self._compiled.clear()

    # --- launching --------------------------------------------------------------
    def __call__(self, *args, **kwargs):
        if _tracing():
            return self._traceable()[0](*args, **kwargs)
        raise TypeError(f"kernel '{self.name}' is launched with {self.__name__}[grid](*args); "
                        f"use {self.__name__}.compile(target=...) for its PTX")

    def __getitem__(self, grid):
        return _Launcher(self, grid)

    def __repr__(self) -> str:
        return f"<tile.kernel {self.__qualname__}>"


# ---------------------------------------------------------------------------
# Launching: kernel[grid](*args)
# ---------------------------------------------------------------------------


class _Launcher:
    """``kernel[grid]``: call it with the kernel's arguments."""

    __slots__ = ("target_obj", "grid")

    def __init__(self, target_obj, grid):
        if not callable(grid) and not isinstance(grid, (int, tuple, list)):
            raise TypeError(f"kernel[grid]: the grid must be an int, a tuple of 1-3 ints or a "
                            f"callable, got {type(grid).__name__}")
        self.target_obj = target_obj
        self.grid = grid

    def __call__(self, *args, **kwargs):
        obj = self.target_obj
        if isinstance(obj, CompiledKernel):
            names = [n for n, _ in obj.params]
            stream = kwargs.pop("stream", None)
            pdl = kwargs.pop("launch_pdl", False) if "launch_pdl" not in names else False
            bound = runtime._bind(obj.name, names, args, kwargs, {})
            meta = dict(obj.constexprs)
            meta.update(bound)
            return runtime.launch(obj, self.grid, [bound[n] for n in names], stream=stream,
                                  meta=meta, launch_pdl=bool(pdl))
        assert isinstance(obj, Kernel)
        params = obj.params
        pnames = [p.name for p in params]
        options = {k: kwargs.pop(k) for k in ("num_warps", "num_stages", "target", "stream",
                                              "launch_pdl", "debug", "enable_fp_fusion")
                   if k in kwargs and k not in pnames}
        defaults = {p.name: p.default for p in params if p.default is not _NO_DEFAULT}
        bound = runtime._bind(obj.name, pnames, args, kwargs, defaults)
        constexprs = {p.name: bound[p.name] for p in params if p.kind == "constexpr"}
        runtime_args = [bound[p.name] for p in params if p.kind != "constexpr"]
        # Unannotated parameters (Triton-style): typed by their arguments.
        signature = {p.name: runtime._argument_type(p.name, bound[p.name]) for p in params
                     if p.kind == "infer"}
        # Triton's specialization: an integer argument of 1 is compiled as
        # the constant (a unit stride), unless the kernel says not to.
        keep = obj.do_not_specialize
        for name, t in signature.items():
            a = bound[name]
            if t in (tl.int32, tl.int64) and not isinstance(a, bool) and a == 1 and \
                    name not in keep:
                signature[name] = _One(t)
        params = obj._resolved_params(signature)
        pointers: Dict[str, Any] = {}  # each pointer argument read once
        # Find the driver and device first: without a GPU this is the error.
        drv = runtime._driver()
        device = None
        for p, a in zip([p for p in params if p.kind == "pointer"],
                        [bound[p.name] for p in params if p.kind == "pointer"]):
            if isinstance(a, runtime.TensorDescriptor):
                _, dev = runtime._pointer_arg(p.name, a.base, p.type.element)
            elif p.type.tensor_map:
                dev = a.device if isinstance(a, runtime.TensorMap) else None
            else:
                _, dev = runtime._pointer_arg_once(pointers, p.name, a, p.type.element)
            if dev is not None:
                device = dev
                break
        if device is None:
            device = drv.current_device()
        target = options.get("target")
        if target is None:
            target = runtime.device_target(drv.capability(device))
        compiled = obj._compile(target, constexprs, num_warps=options.get("num_warps"),
                                num_stages=options.get("num_stages"),
                                asserts=options.get("debug"),
                                enable_fp_fusion=options.get("enable_fp_fusion", True),
                                signature=signature or None,
                                divisible=runtime._divisible(params, bound, keep, pointers))
        return runtime.launch(compiled, self.grid, runtime_args, stream=options.get("stream"),
                              device=device, meta=bound,
                              launch_pdl=bool(options.get("launch_pdl")), pointers=pointers)


def _env_debug() -> bool:
    """Triton's ``TRITON_DEBUG`` (or ``TILE_DEBUG``): assertions on."""
    return any(os.environ.get(v, "") not in ("", "0") for v in ("TRITON_DEBUG", "TILE_DEBUG"))


def _tile_version() -> str:
    return __version__


def kernel(fn: Optional[Callable] = None, *, num_warps: int = 4, name: Optional[str] = None,
           cluster_dims=None, cta_group=None, num_stages=None, do_not_specialize=(),
           debug=None):
    """Decorator: ``@tile.kernel`` or ``@tile.kernel(num_warps=8, name="k")``.

    Parameters are annotated ``tile.ptr(<dtype>)`` (a ``!tile.ptr<T>``),
    a scalar type (``int`` -> i32, ``float`` -> f32, ``tile.int64``, ...)
    or ``tile.constexpr`` (a compile-time value baked into the IR). An
    unannotated parameter is typed by its launch argument, as in Triton (a
    GPU tensor: a pointer to its elements; an int: int32, or int64 where it
    does not fit; a float: float32; a bool: int1); ``compile`` then needs
    ``signature={name: type}``.

    ``cluster_dims=(x, y, z)`` (sm_90+) launches the blocks in thread-block
    clusters of that shape (the kernel's ``cluster_dims``; the grid must be
    a whole number of clusters); ``tile.cluster_id``,
    ``tile.cluster_block_id`` and ``tile.num_clusters`` say where a block
    is. A pipelined box whose coordinates come from the cluster's position
    only is copied once per cluster (TMA multicast, docs/gemm.md).

    ``cta_group=2`` (tcgen05 targets: sm_100a, sm_100f, sm_103a, ...) runs
    the kernel's K loop over CTA pairs (cluster ranks 2i and 2i + 1, so
    ``cluster_dims`` with an even first extent above 1): one tcgen05.mma of
    M = 256 per K step, each block copying its A box and half of the B box
    both load; the B tensor map's box is then half as tall (or for a K x N
    box half as wide): ``CompiledKernel.tensor_map_boxes`` says what to
    encode, and the launch checks it.

    ``num_stages`` (Triton's) is the pipeline depth of the kernel's K loops
    (``tile.num_stages`` on each ``scf.for``; 1: not pipelined), capped by
    the shared memory; a loop over ``tile.range(..., num_stages=n)`` sets
    its own. Without it, tile picks (4 stages, or as many as fit).

    As in Triton, a launch compiles an unannotated integer parameter whose
    argument is 1 as the constant 1 (a unit stride is then known: the
    copies of a pipelined loop need no run-time contiguity checks), and
    the kernel once more for other values; ``do_not_specialize`` (names or
    positions) turns that off for the parameters it names.

    ``debug=True`` (Triton's) compiles ``tile.device_assert`` and ``assert``
    on runtime values in; without it (or ``$TRITON_DEBUG`` / ``$TILE_DEBUG``,
    or ``debug=True`` at ``compile``/``ir``/the launch) they are dropped,
    as Triton drops them.
    """
    options = dict(num_warps=num_warps, name=name, cluster_dims=cluster_dims,
                   cta_group=cta_group, num_stages=num_stages,
                   do_not_specialize=do_not_specialize, debug=debug)
    if fn is None:
        return lambda f: Kernel(f, **options)
    return Kernel(fn, **options)


def jit(fn: Optional[Callable] = None, **options):
    """Triton's spelling, for ported code: ``@tile.jit`` is
    ``@tile.kernel`` (a kernel is also a helper: called from another kernel
    while it is traced, it is inlined)."""
    return kernel(fn, **options)


def func(fn: Callable) -> Function:
    """Decorator for helpers called from kernels: ``@tile.func``. They are
    traced inline (their loops and ifs are rewritten like a kernel's);
    parameters need no annotations."""
    return Function(fn)
