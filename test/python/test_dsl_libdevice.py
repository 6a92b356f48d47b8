"""Math functions through CUDA's libdevice (tile.pow, tile.log1p, tile.atan2,
..., and exp/log/erf on float64; `from tile import libdevice` with Triton's
names): tile links libdevice.10.bc when it emits PTX. Run through the PTX
emulator and compared with NumPy; skipped where no libdevice is installed
(the same search as tile-translate: $CUDA_HOME, /usr/local/cuda)."""
import math
import os

import numpy as np
import pytest

tile = pytest.importorskip("tile")
from tile import libdevice  # noqa: E402


def _have_libdevice():
    return any(root and os.path.isfile(os.path.join(root, "nvvm", "libdevice",
                                                    "libdevice.10.bc"))
               for root in (os.environ.get("CUDA_HOME", ""), "/usr/local/cuda"))


needs_libdevice = pytest.mark.skipif(not _have_libdevice(), reason="no CUDA libdevice")

N = 128

# name -> (tile function of one tile, NumPy reference, input range)
UNARY = {
    "log1p": (tile.log1p, np.log1p, (-0.9, 5)),
    "expm1": (tile.expm1, np.expm1, (-3, 3)),
    "log10": (tile.log10, np.log10, (0.01, 100)),
    "cbrt": (tile.cbrt, np.cbrt, (-50, 50)),
    "tan": (tile.tan, np.tan, (-1.5, 1.5)),
    "asin": (tile.asin, np.arcsin, (-1, 1)),
    "acos": (tile.acos, np.arccos, (-1, 1)),
    "atan": (tile.atan, np.arctan, (-20, 20)),
    "sinh": (tile.sinh, np.sinh, (-5, 5)),
    "cosh": (tile.cosh, np.cosh, (-5, 5)),
    "asinh": (tile.asinh, np.arcsinh, (-20, 20)),
    "acosh": (tile.acosh, np.arccosh, (1, 20)),
    "atanh": (tile.atanh, np.arctanh, (-0.99, 0.99)),
    "erfc": (tile.erfc, np.vectorize(math.erfc), (-3, 3)),
}


def _unary_kernel(fn):
    @tile.kernel
    def k(x: tile.ptr(tile.float32), out: tile.ptr(tile.float32)):
        r = tile.arange(0, N)
        tile.store(out + r, fn(tile.load(x + r)))
    return k


@needs_libdevice
@pytest.mark.parametrize("name", sorted(UNARY))
def test_unary_float32(emulated, name):
    """Each function within a few float32 ulp of NumPy's float64 result."""
    fn, ref, (lo, hi) = UNARY[name]
    shim = emulated((8, 0))
    x = np.random.default_rng(len(name)).uniform(lo, hi, N).astype(np.float32)
    out = shim.asarray(np.zeros(N, np.float32))
    k = _unary_kernel(fn)
    assert f"llvm.func @__nv_{name}f(f32) -> f32" in tile.compile(k.ir(), gpu_name="sm_80", emit="mlir")
    k[(1,)](shim.asarray(x), out)
    np.testing.assert_allclose(out.get(), ref(x.astype(np.float64)), rtol=4e-7, atol=1e-7)


@tile.kernel
def binary(x: tile.ptr(tile.float32), y: tile.ptr(tile.float32), h: tile.ptr(tile.float16),
           p: tile.ptr(tile.float32), a: tile.ptr(tile.float32), ph: tile.ptr(tile.float16),
           rounded: tile.ptr(tile.float32)):
    r = tile.arange(0, N)
    u, v = tile.load(x + r), tile.load(y + r)
    tile.store(p + r, tile.pow(u, v))
    tile.store(a + r, libdevice.atan2(v, u))
    tile.store(ph + r, tile.pow(tile.load(h + r), 2.0))  # f16 through float32
    w = v * 3.0
    tile.store(rounded + r, tile.round(w))
    tile.store(rounded + N + r, tile.trunc(w))
    tile.store(rounded + 2 * N + r, tile.rint(w))


@needs_libdevice
def test_pow_atan2_rounding(emulated):
    shim = emulated((9, 0))
    rng = np.random.default_rng(1)
    x = rng.uniform(0.1, 4, N).astype(np.float32)
    y = rng.uniform(-3, 3, N).astype(np.float32)
    y[:4] = [0.5, -0.5, 1.5, 2.5]  # w = 1.5, -1.5, 4.5, 7.5: halves
    h = rng.uniform(-8, 8, N).astype(np.float16)
    p, a = shim.asarray(np.zeros(N, np.float32)), shim.asarray(np.zeros(N, np.float32))
    ph = shim.asarray(np.zeros(N, np.float16))
    rounded = shim.asarray(np.zeros(3 * N, np.float32))
    binary[(1,)](shim.asarray(x), shim.asarray(y), shim.asarray(h), p, a, ph, rounded)
    np.testing.assert_allclose(p.get(), x.astype(np.float64) ** y, rtol=4e-7)
    np.testing.assert_allclose(a.get(), np.arctan2(y, x.astype(np.float64)), rtol=4e-7)
    np.testing.assert_array_equal(ph.get(), (h.astype(np.float32) ** 2).astype(np.float16))
    w = y * np.float32(3)
    got = rounded.get()
    np.testing.assert_array_equal(got[:N], np.sign(w) * np.floor(np.abs(w) + 0.5))
    np.testing.assert_array_equal(got[N:2 * N], np.trunc(w))
    np.testing.assert_array_equal(got[2 * N:], np.rint(w))


@tile.kernel
def doubles(x: tile.ptr(tile.float64), out: tile.ptr(tile.float64)):
    r = tile.arange(0, N)
    v = tile.load(x + r)
    tile.store(out + r, tile.exp(v))
    tile.store(out + N + r, tile.log(v * v + 1.0))
    tile.store(out + 2 * N + r, tile.erf(v))
    tile.store(out + 3 * N + r, tile.tanh(v))
    tile.store(out + 4 * N + r, tile.expm1(v))
    w = v * 1e9  # sin and cos of large arguments: libdevice's slow-path reduction
    tile.store(out + 5 * N + r, tile.sin(w))
    tile.store(out + 6 * N + r, tile.cos(w))
    tile.store(out + 7 * N + r, libdevice.pow(tile.abs(v), 2.5))


@needs_libdevice
def test_float64(emulated):
    """exp, log, erf, tanh, sin, cos and pow on float64 are libdevice's (to
    the last ulp or two), not PTX's approximate f32 instructions; sin and
    cos of large arguments and pow call libdevice's device functions, which
    the emulator runs inlined."""
    shim = emulated((8, 0))
    v = np.random.default_rng(2).uniform(-5, 5, N)
    out = shim.asarray(np.zeros(8 * N))
    doubles[(1,)](shim.asarray(v), out)
    assert ".func" in doubles.compile("sm_80").ptx
    got = out.get()
    np.testing.assert_allclose(got[:N], np.exp(v), rtol=1e-15)
    np.testing.assert_allclose(got[N:2 * N], np.log(v * v + 1), rtol=1e-15)
    np.testing.assert_allclose(got[2 * N:3 * N], [math.erf(t) for t in v], rtol=1e-15)
    np.testing.assert_allclose(got[3 * N:4 * N], np.tanh(v), rtol=1e-15)
    np.testing.assert_allclose(got[4 * N:5 * N], np.expm1(v), rtol=1e-15)
    np.testing.assert_allclose(got[5 * N:6 * N], np.sin(v * 1e9), rtol=1e-13, atol=1e-15)
    np.testing.assert_allclose(got[6 * N:7 * N], np.cos(v * 1e9), rtol=1e-13, atol=1e-15)
    np.testing.assert_allclose(got[7 * N:], np.abs(v) ** 2.5, rtol=1e-15)


@needs_libdevice
@pytest.mark.parametrize("target", ["sm_80", "sm_90a", "sm_100a", "sm_120f"])
def test_float64_trig_ptx(target, tmp_path):
    """f64 sin/cos/tan and pow keep libdevice's slow paths (argument
    reduction, accurate pow) as .funcs: the PTX is checked by ptxas where
    installed."""
    @tile.kernel
    def trig(x: tile.ptr(tile.float64)):
        r = tile.arange(0, N)
        v = tile.load(x + r)
        tile.store(x + r, tile.sin(v) + tile.cos(v) * tile.tan(libdevice.pow(v, 3.0)))

    ptx = trig.compile(target, cache=False).ptx
    assert "__internal_trig_reduction_slowpathd" in ptx and "__nvvm_reflect" not in ptx
    assert "__internal_accurate_pow" in ptx
    import shutil
    import subprocess
    ptxas = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
    if os.access(ptxas, os.X_OK):
        (tmp_path / "t.ptx").write_text(ptx)
        subprocess.run([ptxas, f"-arch={target}", str(tmp_path / "t.ptx"), "-o", "/dev/null"],
                       check=True)


def test_libdevice_names():
    """Triton's libdevice spellings map to tile's functions."""
    assert libdevice.pow is tile.pow and libdevice.fast_expf is tile.exp
    assert libdevice.fabs is tile.abs and libdevice.nearbyint is tile.rint
    assert {"pow", "log1p", "atan2", "erfc", "isnan", "isinf"} <= set(libdevice.__all__)


@tile.kernel
def classify(x: tile.ptr(tile.float32), out: tile.ptr(tile.int32)):
    r = tile.arange(0, 8)
    v = tile.load(x + r)
    tile.store(out + r, tile.isnan(v).to(tile.int32) + 2 * tile.isinf(v).to(tile.int32))


def test_isnan_isinf(emulated):
    shim = emulated((8, 0))
    x = np.array([0, np.nan, np.inf, -np.inf, 1e38, -0.0, np.nan, 3], np.float32)
    out = shim.asarray(np.zeros(8, np.int32))
    classify[(1,)](shim.asarray(x), out)
    np.testing.assert_array_equal(out.get(), np.isnan(x) + 2 * np.isinf(x))


@pytest.mark.parametrize("body, message", [
    (["tile.pow(tile.load(x + tile.arange(0, 8)), 2.0)"],
     "tile.pow on float8e4m3fn is not supported"),
    (["tile.log1p(tile.load(x + tile.arange(0, 8)))"],
     "tile.log1p on float8e4m3fn is not supported"),
    (["tile.arange(0, 8) ** 2"], "use tile.pow"),
])
def test_errors(trace_error, body, message):
    trace_error("x: tile.ptr(tile.float8e4m3fn)", body, message)


@needs_libdevice
def test_unoptimized_calls():
    """At -O0 libdevice's functions stay calls (.func definitions in the
    PTX); the emulator runs them as device functions."""
    import sys
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import ptxemu

    @tile.kernel
    def k(x: tile.ptr(tile.float32), d: tile.ptr(tile.float64)):
        r = tile.arange(0, N)
        tile.store(x + r, tile.pow(tile.load(x + r), 1.5) + tile.log1p(tile.load(x + r)))
        tile.store(d + r, tile.cos(tile.load(d + r) * 1e9))

    compiled = k.compile("sm_80", opt_level=0, cache=False)
    assert "call.uni (retval0), __nv_powf" in compiled.ptx
    rng = np.random.default_rng(3)
    x = rng.uniform(0.1, 9, N).astype(np.float32)
    d = rng.uniform(-5, 5, N)
    mem = ptxemu.Memory()
    args = [mem.alloc(x), mem.alloc(d)]
    ptxemu.Module(compiled.ptx).launch("k", (1,), (compiled.num_threads,), args, mem)
    xd = x.astype(np.float64)
    np.testing.assert_allclose(mem.read(args[0], (N,), np.float32), xd ** 1.5 + np.log1p(xd),
                               rtol=4e-7)
    np.testing.assert_allclose(mem.read(args[1], (N,), np.float64), np.cos(d * 1e9), rtol=1e-13,
                               atol=1e-15)
