"""Triton's autotuning decorators for tile kernels: ``tile.autotune``,
``tile.Config`` and ``tile.heuristics`` (``triton.autotune``,
``triton.Config``, ``triton.heuristics``), so that ported code keeps them::

    @tile.autotune(configs=[tile.Config({"BLOCK": 128}, num_warps=4),
                            tile.Config({"BLOCK": 256}, num_warps=8)],
                   key=["n"])
    @tile.jit
    def add(x, y, out, n, BLOCK: tile.constexpr): ...

    add[lambda meta: (tile.cdiv(n, meta["BLOCK"]),)](x, y, out, n)

The first launch for each value of the ``key`` arguments (and the element
types of the tensor arguments) runs every configuration, times it, and
keeps the fastest; later launches with that key use it directly. See
docs/python.md, "Autotuning".
"""

from __future__ import annotations

import builtins
import statistics
import sys
import time
from typing import Any, Callable, Dict, List, Optional, Sequence

from . import runtime
from ._params import _NO_DEFAULT
from .compiler import CompileError
from .jit import Kernel
from .runtime import LaunchError

__all__ = ["Config", "autotune", "heuristics", "Autotuner", "Heuristics", "do_bench"]


class Config:
    """One point of an autotuning space (Triton's ``triton.Config``): the
    constexpr values ``kwargs`` and the launch options ``num_warps`` and
    ``num_stages`` (``None``: the kernel's). ``pre_hook(args)`` runs before
    each launch with this configuration (``args``: every argument by name,
    the configuration's values included). Triton's ``num_ctas`` and
    ``maxnreg`` are accepted at their defaults (1 and ``None``) only."""

    def __init__(self, kwargs: Dict[str, Any], num_warps: int = 4,
                 num_stages: Optional[int] = None, num_ctas: int = 1,
                 maxnreg: Optional[int] = None, pre_hook: Optional[Callable] = None):
        if not isinstance(kwargs, dict):
            raise TypeError(f"tile.Config: kwargs must be a dict of constexpr values, got "
                            f"{type(kwargs).__name__}")
        if num_ctas != 1:
            raise ValueError(f"tile.Config: num_ctas={num_ctas} is not supported (tile "
                             f"kernels take clusters from cluster_dims)")
        if maxnreg is not None:
            raise ValueError("tile.Config: maxnreg is not supported")
        self.kwargs = dict(kwargs)
        self.num_warps = num_warps
        self.num_stages = num_stages
        self.num_ctas = num_ctas
        self.maxnreg = maxnreg
        self.pre_hook = pre_hook

    def all_kwargs(self) -> Dict[str, Any]:
        """The constexpr values and the launch options that are set."""
        out = dict(self.kwargs)
        out["num_warps"] = self.num_warps
        if self.num_stages is not None:
            out["num_stages"] = self.num_stages
        return out

    def __repr__(self) -> str:
        return ", ".join(f"{k}: {v}" for k, v in self.all_kwargs().items())

    def __eq__(self, other) -> bool:
        return isinstance(other, Config) and self.all_kwargs() == other.all_kwargs()

    def __hash__(self) -> int:
        return hash(tuple(sorted((k, repr(v)) for k, v in self.all_kwargs().items())))


def _synchronize() -> None:
    """Waits for the GPU (torch, CuPy or tile's own driver, whichever is
    there); the emulator's launches are synchronous."""
    torch = sys.modules.get("torch")
    if torch is not None and getattr(torch, "cuda", None) is not None:
        try:
            if torch.cuda.is_available():
                torch.cuda.synchronize()
                return
        except Exception:  # noqa: BLE001  (no CUDA in this torch)
            pass
    cupy = sys.modules.get("cupy")
    if cupy is not None:
        try:
            cupy.cuda.runtime.deviceSynchronize()
            return
        except Exception:  # noqa: BLE001
            pass
    sync = getattr(runtime._DRIVER, "synchronize", None)
    if callable(sync):
        sync()


def do_bench(fn: Callable[[], Any], warmup: float = 25, rep: float = 100) -> float:
    """Milliseconds one call of ``fn`` takes (the median of the timed calls),
    Triton's ``do_bench`` budget: after one untimed call (it compiles), calls
    for about ``warmup`` ms, then times calls for about ``rep`` ms (at least
    one), each followed by a synchronization."""
    fn()
    _synchronize()
    start = time.perf_counter()
    fn()
    _synchronize()
    estimate = max((time.perf_counter() - start) * 1e3, 1e-3)
    for _ in range(int(warmup / estimate)):
        fn()
    _synchronize()
    times = []
    for _ in range(max(1, min(1000, int(rep / estimate)))):
        start = time.perf_counter()
        fn()
        _synchronize()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


def _kernel_of(fn):
    """The tile.kernel under heuristics and autotuners."""
    while not isinstance(fn, Kernel):
        inner = getattr(fn, "fn", None)
        if inner is None:
            raise TypeError(f"tile.autotune / tile.heuristics decorate a @tile.kernel (or "
                            f"@tile.jit) function, got {type(fn).__name__}")
        fn = inner
    return fn


def _bound(fn, args, kwargs) -> Dict[str, Any]:
    """Every argument by name: the positional ones, the keywords, and the
    defaults of the kernel's parameters that were not given."""
    params = _kernel_of(fn).params
    names = [p.name for p in params]
    if len(args) > len(names):
        raise TypeError(f"{_kernel_of(fn).name}() takes {len(names)} arguments but "
                        f"{len(args)} were given")
    out = {p.name: p.default for p in params if p.default is not _NO_DEFAULT}
    out.update(zip(names, args))
    out.update(kwargs)
    return out


class _Wrapper:
    """What the decorators have in common: ``wrapper[grid](*args)`` launches,
    other attributes (``name``, ``ir``, ``params``, ...) are the kernel's."""

    def __init__(self, fn):
        _kernel_of(fn)  # a kernel underneath, or TypeError now
        self.fn = fn

    def __getitem__(self, grid):
        return lambda *args, **kwargs: self.run(*args, grid=grid, **kwargs)

    def __getattr__(self, name):
        return getattr(self.fn, name)

    def _launch(self, grid, args, kwargs):
        if isinstance(self.fn, _Wrapper):
            return self.fn.run(*args, grid=grid, **kwargs)
        return self.fn[grid](*args, **kwargs)


class Heuristics(_Wrapper):
    """``tile.heuristics(values)`` applied to a kernel."""

    def __init__(self, fn, values: Dict[str, Callable[[Dict[str, Any]], Any]]):
        super().__init__(fn)
        self.values = dict(values)

    def run(self, *args, grid, **kwargs):
        for name, rule in self.values.items():
            if name in kwargs:
                raise TypeError(f"tile.heuristics: '{name}' is given at the launch and "
                                f"computed by a heuristic")
            kwargs[name] = rule(_bound(self.fn, args, kwargs))
        return self._launch(grid, args, kwargs)


def heuristics(values: Dict[str, Callable[[Dict[str, Any]], Any]]):
    """Triton's ``triton.heuristics``: each entry of ``values`` computes a
    constexpr argument from the others (a function of the dict of every
    argument by name), at each launch::

        @tile.heuristics({"EVEN": lambda args: args["n"] % args["BLOCK"] == 0})
    """
    if not isinstance(values, dict):
        raise TypeError("tile.heuristics takes a dict {name: function of the arguments}")
    return lambda fn: Heuristics(fn, values)


class Autotuner(_Wrapper):
    """``tile.autotune(...)`` applied to a kernel: ``cache`` maps each key
    to the configuration chosen for it, ``best_config`` is the last one
    used, ``configs_timings`` the timings (ms) behind it."""

    def __init__(self, fn, configs: Sequence[Config], key: Sequence[str],
                 prune_configs_by: Optional[Dict[str, Any]] = None,
                 reset_to_zero: Optional[Sequence[str]] = None,
                 restore_value: Optional[Sequence[str]] = None,
                 pre_hook: Optional[Callable] = None, post_hook: Optional[Callable] = None,
                 warmup: float = 25, rep: float = 100,
                 do_bench: Optional[Callable[[Callable[[], Any]], float]] = None):
        super().__init__(fn)
        self.configs = list(configs) or [Config({})]
        for c in self.configs:
            if not isinstance(c, Config):
                raise TypeError(f"tile.autotune: configs must be tile.Config objects, got "
                                f"{type(c).__name__}")
        names = [p.name for p in _kernel_of(fn).params]
        for what, given in (("key", key), ("reset_to_zero", reset_to_zero or ()),
                            ("restore_value", restore_value or ())):
            for name in given:
                if name not in names:
                    raise ValueError(f"tile.autotune: {what} names '{name}', which is not a "
                                     f"parameter of {_kernel_of(fn).name}({', '.join(names)})")
        self.keys = list(key)
        prune = dict(prune_configs_by or {})
        unknown = set(prune) - {"perf_model", "top_k", "early_config_prune"}
        if unknown:
            raise ValueError(f"tile.autotune: prune_configs_by takes perf_model, top_k and "
                             f"early_config_prune, not {sorted(unknown)}")
        self.perf_model = prune.get("perf_model")
        self.top_k = prune.get("top_k", 1.0)
        self.early_config_prune = prune.get("early_config_prune")
        self.reset_to_zero = list(reset_to_zero or ())
        self.restore_value = list(restore_value or ())
        self.user_pre_hook, self.user_post_hook = pre_hook, post_hook
        self.warmup, self.rep = warmup, rep
        self._bench_fn = do_bench
        self.cache: Dict[tuple, Config] = {}
        self.best_config: Optional[Config] = None
        self.configs_timings: Optional[Dict[Config, float]] = None
        self.bench_time: Optional[float] = None

    # --- the key and the configurations ------------------------------------------------
    def _key(self, nargs: Dict[str, Any]) -> tuple:
        key = [nargs[k] for k in self.keys if k in nargs]
        key += [str(a.dtype) for a in nargs.values() if hasattr(a, "dtype")]
        return tuple(key)

    def prune_configs(self, kwargs: Dict[str, Any]) -> List[Config]:
        """The configurations worth timing for these arguments."""
        configs = self.configs
        if self.early_config_prune:
            configs = list(self.early_config_prune(configs, kwargs))
        if self.perf_model:
            top_k = self.top_k
            if isinstance(top_k, float) and top_k <= 1.0:
                top_k = int(len(configs) * top_k)
            top_k = builtins.max(1, int(top_k))
            if len(configs) > top_k:
                est = {c: self.perf_model(**kwargs, **c.all_kwargs()) for c in configs}
                configs = sorted(est, key=est.get)[:top_k]
        if not configs:
            raise ValueError("tile.autotune: pruning left no configuration")
        return configs

    # --- hooks ----------------------------------------------------------------------
    def _zero(self, nargs):
        for name in self.reset_to_zero:
            _fill_zero(name, nargs[name])

    def _save(self, nargs) -> Dict[str, Any]:
        return {name: _copy(name, nargs[name]) for name in self.restore_value}

    def _restore(self, nargs, saved):
        for name, value in saved.items():
            _copy_into(name, nargs[name], value)

    def _full(self, nargs, args, kwargs, config: Config) -> Dict[str, Any]:
        """Every argument by name (`nargs`, from _bound) with the
        configuration's values; an argument given at the launch that a
        configuration also sets is an error (Triton's "conflicting
        meta-parameters")."""
        names = [p.name for p in _kernel_of(self.fn).params]
        given = set(names[:len(args)]) | set(kwargs)
        conflicts = sorted(given & set(config.kwargs))
        if conflicts:
            raise ValueError(f"tile.autotune: conflicting meta-parameters {conflicts}: they "
                             f"are given at the launch and set by the configurations")
        return {**nargs, **config.all_kwargs()}

    def _run_config(self, grid, args, kwargs, config: Config, full):
        if config.pre_hook:
            config.pre_hook(full)
        return self._launch(grid, args, {**kwargs, **config.all_kwargs()})

    def _bench(self, grid, args, kwargs, config: Config, nargs) -> float:
        full = self._full(nargs, args, kwargs, config)

        def call():
            self._zero(full)
            saved = self._save(full)
            if self.user_pre_hook:
                self.user_pre_hook(full)
            try:
                self._run_config(grid, args, kwargs, config, full)
            finally:
                if self.user_post_hook:
                    self.user_post_hook(full, None)
                self._restore(full, saved)

        bench = self._bench_fn or (lambda f: do_bench(f, self.warmup, self.rep))
        try:
            return float(bench(call))
        except (CompileError, LaunchError):
            # A configuration that does not compile for this target or
            # cannot launch on this device (too much shared memory, ...) is
            # never the fastest; if none works, the real launch says why.
            return float("inf")

    def run(self, *args, grid, **kwargs):
        nargs = _bound(self.fn, args, kwargs)
        key = self._key(nargs)
        if key not in self.cache:
            configs = self.prune_configs(nargs)
            if len(configs) == 1:
                self.cache[key] = configs[0]
                self.configs_timings = None
            else:
                start = time.perf_counter()
                timings = {c: self._bench(grid, args, kwargs, c, nargs) for c in configs}
                self.bench_time = time.perf_counter() - start
                best = builtins.min(timings, key=timings.get)
                if timings[best] == float("inf"):
                    # None compiles: launch the first, whose error says why.
                    best = configs[0]
                self.cache[key] = best
                self.configs_timings = timings
                # The timed launches wrote the outputs: zero those again.
                self._zero(nargs)
        config = self.best_config = self.cache[key]
        return self._run_config(grid, args, kwargs, config,
                                self._full(nargs, args, kwargs, config))


def autotune(configs: Sequence[Config], key: Sequence[str],
             prune_configs_by: Optional[Dict[str, Any]] = None,
             reset_to_zero: Optional[Sequence[str]] = None,
             restore_value: Optional[Sequence[str]] = None,
             pre_hook: Optional[Callable] = None, post_hook: Optional[Callable] = None,
             warmup: float = 25, rep: float = 100, do_bench: Optional[Callable] = None):
    """Triton's ``triton.autotune``: times each :class:`Config` the first
    time the ``key`` arguments (names of the kernel's parameters; the
    element types of tensor arguments count too) take a value, and launches
    with the fastest from then on.

    ``prune_configs_by={"early_config_prune": f(configs, args),
    "perf_model": f(**args, **config), "top_k": n or fraction}`` narrows
    the configurations first; ``reset_to_zero`` names arguments zeroed
    before each timed launch (and once more after the timing: accumulating
    kernels), ``restore_value`` arguments saved before and restored after
    each; ``pre_hook(args)`` / ``post_hook(args, exception)`` run around
    each timed launch; ``do_bench(fn) -> ms`` replaces the timer
    (:func:`do_bench`, with ``warmup`` / ``rep`` in ms). A configuration
    that does not compile for the target is skipped.
    """
    if isinstance(key, str):
        key = [key]
    return lambda fn: Autotuner(fn, configs, key, prune_configs_by, reset_to_zero,
                                restore_value, pre_hook, post_hook, warmup, rep, do_bench)


# --- tensors of any library: zero, copy, copy back ---------------------------------------
def _fill_zero(name: str, a) -> None:
    if hasattr(a, "zero_"):  # torch
        a.zero_()
    elif hasattr(a, "fill"):  # CuPy (and its stand-ins), NumPy
        a.fill(0)
    else:
        raise TypeError(f"tile.autotune: cannot zero argument '{name}' "
                        f"({type(a).__name__})")


def _copy(name: str, a):
    if hasattr(a, "clone"):  # torch
        return a.clone()
    if hasattr(a, "copy"):  # CuPy, NumPy
        return a.copy()
    raise TypeError(f"tile.autotune: cannot save argument '{name}' ({type(a).__name__})")


def _copy_into(name: str, a, saved) -> None:
    if hasattr(a, "copy_"):  # torch
        a.copy_(saved)
    else:
        a[...] = saved
