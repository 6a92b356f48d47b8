"""tile.autotune, tile.Config and tile.heuristics (Triton's decorators),
launched through the PTX emulator's driver (the `emulated` fixture of
conftest.py): each key value is timed once over the configurations and
then launches with the fastest; pruning, heuristics, reset_to_zero and
restore_value for kernels that accumulate or update in place, and the
errors of a misused decorator."""

import numpy as np
import pytest

tile = pytest.importorskip("tile")


def _add_kernel():
    @tile.jit
    def add(x, y, out, n, BLOCK: tile.constexpr):
        offs = tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
        inside = offs < n
        tile.store(out + offs, tile.load(x + offs, mask=inside) + tile.load(y + offs, mask=inside),
                   mask=inside)
    return add


CONFIGS = [tile.Config({"BLOCK": 64}, num_warps=2), tile.Config({"BLOCK": 128}, num_warps=4),
           tile.Config({"BLOCK": 256}, num_warps=8)]


class _Bench:
    """A do_bench that times nothing: it runs the launch and returns the
    time it was told for the configuration the launch used (seen through
    the configurations' pre_hook), and counts its calls."""

    def __init__(self, times):
        self.times, self.calls, self.current = times, 0, None

    def hook(self, args):
        self.current = args["BLOCK"]

    def __call__(self, fn):
        self.calls += 1
        fn()
        return self.times[self.current]


def _configs(bench):
    return [tile.Config(c.kwargs, num_warps=c.num_warps, pre_hook=bench.hook) for c in CONFIGS]


def _operands(shim, n, seed=0):
    rng = np.random.default_rng(seed)
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    return x, y, shim.asarray(x), shim.asarray(y), shim.asarray(np.full(n, np.nan, np.float32))


def test_autotune_picks_the_fastest_and_caches_per_key(emulated):
    shim = emulated((8, 0))
    bench = _Bench({64: 3.0, 128: 1.0, 256: 2.0})
    add = tile.autotune(configs=_configs(bench), key=["n"], do_bench=bench)(_add_kernel())
    grid = lambda meta: (tile.cdiv(meta["n"], meta["BLOCK"]),)  # noqa: E731
    x, y, dx, dy, out = _operands(shim, 1000)
    add[grid](dx, dy, out, 1000)
    np.testing.assert_array_equal(out.get(), x + y)
    assert bench.calls == 3 and add.best_config.kwargs == {"BLOCK": 128}
    assert sorted(add.configs_timings.values()) == [1.0, 2.0, 3.0]
    # The launch that counts used 128 threads (4 warps) and 8 blocks.
    name, launched_grid, block, _ = shim.driver.launches[-1]
    assert block == (128, 1, 1) and launched_grid[0] == 8
    # The same key: no timing. Another n: timed again.
    add[grid](dx, dy, out, 1000)
    assert bench.calls == 3
    bench.times = {64: 0.5, 128: 1.0, 256: 2.0}
    x, y, dx, dy, out = _operands(shim, 300, seed=1)
    add[grid](dx, dy, out, 300)
    assert bench.calls == 6 and add.best_config.kwargs == {"BLOCK": 64}
    np.testing.assert_array_equal(out.get(), x + y)
    assert set(add.cache) == {(1000, "float32", "float32", "float32"),
                              (300, "float32", "float32", "float32")}


def test_autotune_with_the_default_timer(emulated):
    """The default do_bench times real launches (here emulated ones, a few
    each: about 25 ms of warm-up and 100 ms of timing, at least one)."""
    shim = emulated((9, 0))
    add = tile.autotune(configs=CONFIGS[:2], key=["n"], warmup=0, rep=1)(_add_kernel())
    x, y, dx, dy, out = _operands(shim, 500)
    add[lambda meta: (tile.cdiv(500, meta["BLOCK"]),)](dx, dy, out, 500)
    np.testing.assert_array_equal(out.get(), x + y)
    assert len(add.configs_timings) == 2
    assert all(t > 0 for t in add.configs_timings.values())
    assert add.best_config in CONFIGS[:2]
    # triton.testing.do_bench's spelling: milliseconds of one call.
    calls = []
    assert tile.testing.do_bench(lambda: calls.append(1), warmup=0, rep=0) > 0
    assert len(calls) == 3  # the untimed call, the estimate, one timed call


def test_prune_configs_by(emulated):
    shim = emulated((8, 0))
    bench = _Bench({64: 3.0, 128: 1.0, 256: 2.0})
    seen = []

    def early(configs, args):
        seen.append(args["n"])
        return [c for c in configs if c.kwargs["BLOCK"] <= args["n"]]

    def model(**kw):  # the larger the block, the better it looks
        return -kw["BLOCK"]

    add = tile.autotune(configs=_configs(bench), key=["n"], do_bench=bench,
                        prune_configs_by={"early_config_prune": early, "perf_model": model,
                                          "top_k": 1})(_add_kernel())
    x, y, dx, dy, out = _operands(shim, 200)
    add[lambda meta: (tile.cdiv(200, meta["BLOCK"]),)](dx, dy, out, 200)
    # 256 > n is pruned early; the model keeps the best of 64 and 128 only:
    # one configuration left, launched without timing.
    assert seen == [200] and bench.calls == 0 and add.best_config.kwargs == {"BLOCK": 128}
    np.testing.assert_array_equal(out.get(), x + y)


def test_heuristics_compute_constexprs(emulated):
    shim = emulated((8, 0))

    @tile.heuristics({"BLOCK": lambda args: 1 << (args["n"] - 1).bit_length(),
                      "EVEN": lambda args: args["n"] == 1 << (args["n"] - 1).bit_length()})
    @tile.jit
    def scale(x, out, n, BLOCK: tile.constexpr, EVEN: tile.constexpr):
        offs = tile.arange(0, BLOCK)
        if EVEN:
            tile.store(out + offs, tile.load(x + offs) * 2.0)
        else:
            tile.store(out + offs, tile.load(x + offs, mask=offs < n) * 2.0, mask=offs < n)

    for n in (100, 128):
        x = np.arange(n, dtype=np.float32)
        dx, out = shim.asarray(x), shim.asarray(np.full(n, np.nan, np.float32))
        scale[(1,)](dx, out, n)
        np.testing.assert_array_equal(out.get(), 2 * x)
    ir = scale.fn.ir(BLOCK=128, EVEN=False, signature={"x": tile.ptr(tile.float32),
                                                       "out": tile.ptr(tile.float32),
                                                       "n": tile.int32})
    assert "128" in ir
    with pytest.raises(TypeError, match="given at the launch and computed by a heuristic"):
        scale[(1,)](dx, out, 128, BLOCK=128)


def test_autotune_over_heuristics(emulated):
    shim = emulated((8, 0))
    bench = _Bench({64: 2.0, 128: 1.0, 256: 3.0})

    @tile.autotune(configs=_configs(bench), key=["n"], do_bench=bench)
    @tile.heuristics({"MASKED": lambda args: args["n"] % args["BLOCK"] != 0})
    @tile.jit
    def add(x, y, out, n, BLOCK: tile.constexpr, MASKED: tile.constexpr):
        offs = tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
        if MASKED:
            inside = offs < n
            tile.store(out + offs, tile.load(x + offs, mask=inside) +
                       tile.load(y + offs, mask=inside), mask=inside)
        else:
            tile.store(out + offs, tile.load(x + offs) + tile.load(y + offs))

    for n in (1024, 1000):
        x, y, dx, dy, out = _operands(shim, n)
        add[lambda meta: (tile.cdiv(meta["n"], meta["BLOCK"]),)](dx, dy, out, n)
        np.testing.assert_array_equal(out.get(), x + y)
    assert add.best_config.kwargs == {"BLOCK": 128}


def test_reset_to_zero_and_restore_value(emulated):
    """Timing runs a kernel several times: an accumulating output is zeroed
    before each timed launch and once more before the real one
    (reset_to_zero), an updated-in-place input saved and restored around
    each (restore_value), so the result is one launch's."""
    shim = emulated((8, 0))

    @tile.autotune(configs=CONFIGS[:2], key=["n"], reset_to_zero=["total"],
                   restore_value=["x"], warmup=0, rep=1)
    @tile.jit
    def sum_and_bump(x, total, n, BLOCK: tile.constexpr):
        offs = tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
        inside = offs < n
        v = tile.load(x + offs, mask=inside, other=0.0)
        tile.atomic_add(total, tile.sum(v, axis=0))
        tile.store(x + offs, v + 1.0, mask=inside)

    values = np.arange(300, dtype=np.float32)
    x, total = shim.asarray(values), shim.asarray(np.full(1, 5.0, np.float32))
    sum_and_bump[lambda meta: (tile.cdiv(300, meta["BLOCK"]),)](x, total, 300)
    assert total.get()[0] == values.sum()
    np.testing.assert_array_equal(x.get(), values + 1)


def test_a_config_that_does_not_compile_is_skipped(emulated):
    """A configuration the kernel rejects while it is traced (BLOCK = 512,
    over the kernel's tile.static_assert) is never the fastest; the others
    are timed as usual."""
    shim = emulated((8, 0))

    @tile.jit
    def add(x, y, out, n, BLOCK: tile.constexpr):
        tile.static_assert(BLOCK <= 256, "BLOCK too large")
        offs = tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
        inside = offs < n
        tile.store(out + offs, tile.load(x + offs, mask=inside) + tile.load(y + offs, mask=inside),
                   mask=inside)

    configs = [tile.Config({"BLOCK": 512}), tile.Config({"BLOCK": 128})]
    add = tile.autotune(configs=configs, key=["n"], warmup=0, rep=1)(add)
    x, y, dx, dy, out = _operands(shim, 256)
    add[lambda meta: (tile.cdiv(256, meta["BLOCK"]),)](dx, dy, out, 256)
    assert add.configs_timings[configs[0]] == float("inf")
    assert add.best_config is configs[1]
    np.testing.assert_array_equal(out.get(), x + y)


def test_misuse_is_a_clear_error(emulated):
    shim = emulated((8, 0))
    with pytest.raises(ValueError, match="key names 'size', which is not a parameter of "
                                         r"add\(x, y, out, n, BLOCK\)"):
        tile.autotune(configs=CONFIGS, key=["size"])(_add_kernel())
    with pytest.raises(ValueError, match="maxnreg is not supported"):
        tile.Config({"BLOCK": 64}, maxnreg=128)
    with pytest.raises(TypeError, match="decorate a @tile.kernel"):
        tile.autotune(configs=CONFIGS, key=["n"])(lambda x: x)
    add = tile.autotune(configs=CONFIGS, key=["n"], do_bench=lambda fn: fn() or 1.0)(
        _add_kernel())
    x, y, dx, dy, out = _operands(shim, 64)
    with pytest.raises(ValueError, match=r"conflicting meta-parameters \['BLOCK'\]"):
        add[(1,)](dx, dy, out, 64, BLOCK=64)
    assert repr(CONFIGS[1]) == "BLOCK: 128, num_warps: 4"


def test_docs_snippet(emulated, tmp_path):
    """docs/python.md's autotuning example runs as shown (from a file, as
    the DSL reads a kernel's source; the emulator's CuPy stand-in as
    `cp`)."""
    import os
    import re
    import runpy
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "docs", "python.md"), encoding="utf-8") as f:
        blocks = re.findall(r"```python\n(.*?)```", f.read(), re.S)
    block, = [b for b in blocks if "@tile.autotune(" in b]
    path = tmp_path / "autotune_snippet.py"
    path.write_text(block)
    shim = emulated((8, 0))
    scope = runpy.run_path(str(path), init_globals={"cp": shim})
    assert scope["scale"].best_config in scope["scale"].configs
    assert len(scope["scale"].configs_timings) == 2
