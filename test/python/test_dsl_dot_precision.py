"""Triton's tl.dot precision options on float32 inputs, run through the PTX
emulator against float64 NumPy: input_precision="tf32" (the default,
allow_tf32=True) rounds to tf32 on the tensor cores, "tf32x3" adds three
tensor-core products of the tf32 parts and remainders (about float32
accuracy), "ieee" (allow_tf32=False) is one fma per product, no tensor
cores."""
import numpy as np
import pytest

tile = pytest.importorskip("tile")

M = N = 32
K = 32


@tile.kernel
def dots(a: tile.ptr(tile.float32), b: tile.ptr(tile.float32), out: tile.ptr(tile.float32),
         PRECISION: tile.constexpr, ALLOW: tile.constexpr):
    rm = tile.arange(0, M)[:, None]
    rn = tile.arange(0, N)[None, :]
    rk = tile.arange(0, K)
    x = tile.load(a + rm * K + rk[None, :])
    y = tile.load(b + rk[:, None] * N + rn)
    if ALLOW is None:
        c = tile.dot(x, y, input_precision=PRECISION)
    else:
        c = tile.dot(x, y, allow_tf32=ALLOW)
    tile.store(out + rm * N + rn, c)


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
@pytest.mark.parametrize("precision, allow, worst", [
    ("tf32", None, 2e-3), (None, True, 2e-3),
    ("tf32x3", None, 2e-6),
    ("ieee", None, 2e-6), (None, False, 2e-6),
])
def test_dot_precision(emulated, capability, precision, allow, worst):
    shim = emulated(capability)
    rng = np.random.default_rng(7)
    a = rng.standard_normal((M, K)).astype(np.float32)
    b = rng.standard_normal((K, N)).astype(np.float32)
    out = shim.asarray(np.zeros((M, N), np.float32))
    dots[(1,)](shim.asarray(a), shim.asarray(b), out, PRECISION=precision, ALLOW=allow)
    want = a.astype(np.float64) @ b.astype(np.float64)
    err = np.abs(out.get() - want).max() / np.abs(want).max()
    assert err < worst
    if worst < 1e-5:  # more than tf32 can give
        assert err < 1e-4
    else:
        assert err > 1e-5  # tf32 rounding is visible
    ptx = dots.compile(f"sm_{capability[0]}{capability[1]}", PRECISION=precision, ALLOW=allow).ptx
    mma = ptx.count("mma.sync") + ptx.count("wgmma.mma_async")
    if precision == "ieee" or allow is False:
        assert mma == 0 and "fma.rn.f32" in ptx
    else:
        assert mma > 0


@pytest.mark.parametrize("kwargs, message", [
    ("input_precision='tf32', allow_tf32=True", "takes input_precision or allow_tf32, not both"),
    ("input_precision='bf16x9'", "input_precision must be one of tf32, tf32x3, ieee, got 'bf16x9'"),
    ("allow_tf32=1", "allow_tf32 must be a constexpr bool"),
])
def test_dot_precision_errors(trace_error, kwargs, message):
    trace_error("x: tile.int32", [f"tile.dot(tile.zeros((16, 16), tile.float32), "
                                  f"tile.zeros((16, 16), tile.float32), {kwargs})"], message)
