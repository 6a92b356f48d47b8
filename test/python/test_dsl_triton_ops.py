"""Triton's helpers that kernels ported from Triton use, in the DSL:
tile.argmax / argmin, softmax, sigmoid, clamp, cumsum / cumprod
(tile.scan), reshape / view / ravel, join / split and the multiple_of /
max_contiguous hints, run through the PTX emulator (the `emulated`
fixture of conftest.py) and compared with NumPy."""
import numpy as np
import pytest

tile = pytest.importorskip("tile")

LOAD_8X8 = "v = tile.load(x + tile.arange(0, 8)[:, None] * 8 + tile.arange(0, 8)[None, :])"


@tile.kernel
def arg_extremes(x: tile.ptr(tile.float32), rmax: tile.ptr(tile.int32),
                 cmin: tile.ptr(tile.int32), fmax: tile.ptr(tile.int32),
                 R: tile.constexpr, C: tile.constexpr):
    rows = tile.arange(0, R)
    cols = tile.arange(0, C)
    v = tile.load(x + rows[:, None] * C + cols[None, :])
    tile.store(rmax + rows, tile.argmax(v, axis=1))
    tile.store(cmin + cols, tile.argmin(v, 0))
    flat = tile.load(x + tile.arange(0, C))
    tile.store(fmax + tile.arange(0, 1), tile.argmax(flat, 0, keep_dims=True))


def test_argmax_argmin(emulated):
    """Per row and per column, with ties (the first index wins, as in
    NumPy and Triton) and a row of NaNs (index 0)."""
    shim = emulated((8, 0))
    rng = np.random.default_rng(5)
    R, C = 16, 32
    data = rng.integers(-4, 5, (R, C)).astype(np.float32)  # many ties
    data[3, :] = np.nan
    x = shim.asarray(data)
    rmax = shim.asarray(np.full(R, -1, np.int32))
    cmin = shim.asarray(np.full(C, -1, np.int32))
    fmax = shim.asarray(np.full(1, -1, np.int32))
    arg_extremes[(1,)](x, rmax, cmin, fmax, R=R, C=C)
    want_rows = np.argmax(np.nan_to_num(data, nan=-np.inf), axis=1)
    want_rows[3] = 0
    np.testing.assert_array_equal(rmax.get(), want_rows)
    np.testing.assert_array_equal(cmin.get(), np.nanargmin(data, axis=0))
    assert fmax.get()[0] == np.argmax(data[0])


@tile.kernel
def activations(x: tile.ptr(tile.float32), soft: tile.ptr(tile.float32),
                sig: tile.ptr(tile.float32), clamped: tile.ptr(tile.float32),
                R: tile.constexpr, C: tile.constexpr):
    rows = tile.arange(0, R)
    cols = tile.max_contiguous(tile.multiple_of(tile.arange(0, C), C), C)
    offs = rows[:, None] * C + cols[None, :]
    v = tile.load(x + offs)
    tile.store(soft + offs, tile.softmax(v))
    tile.store(sig + offs, tile.sigmoid(v))
    tile.store(clamped + offs, tile.clamp(v, -0.5, 0.75))


def test_softmax_sigmoid_clamp(emulated):
    shim = emulated((9, 0))
    rng = np.random.default_rng(6)
    R, C = 8, 64
    data = (rng.standard_normal((R, C)) * 3).astype(np.float32)
    outs = [shim.asarray(np.zeros((R, C), np.float32)) for _ in range(3)]
    activations[(1,)](shim.asarray(data), *outs, R=R, C=C)
    soft, sig, clamped = (o.get() for o in outs)
    d = data.astype(np.float64)
    e = np.exp(d - d.max(1, keepdims=True))
    np.testing.assert_allclose(soft, e / e.sum(1, keepdims=True), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(sig, 1 / (1 + np.exp(-d)), rtol=1e-5, atol=1e-6)
    np.testing.assert_array_equal(clamped, np.clip(data, -0.5, 0.75))


@pytest.mark.parametrize("body, message", [
    ("tile.argmax(v, axis=None)", "the axis must be a constexpr int"),
    ("tile.argmax(v, 2)", "axis 2 is out of range for a rank-2 tile"),
    ("tile.argmin(v, 0, tie_break_left=False)", "tie_break_left=False is not supported"),
    ("tile.softmax(tile.arange(0, 8))", "tile.softmax needs a float tile"),
    ("tile.multiple_of(tile.arange(0, 8)[:, None], 8)",
     "tile.multiple_of: 1 value(s) for a rank-2 value; give one per dimension"),
    ("tile.max_contiguous(tile.arange(0, 8), 0)",
     "tile.max_contiguous: 0 is not a positive int"),
])
def test_errors(trace_error, body, message):
    trace_error("x: tile.ptr(tile.float32)", [LOAD_8X8, body], message)


@tile.kernel
def scans(x: tile.ptr(tile.float32), i: tile.ptr(tile.int32), rows_out: tile.ptr(tile.float32),
          cols_out: tile.ptr(tile.float32), rev_out: tile.ptr(tile.int32),
          flat_out: tile.ptr(tile.int32), small_out: tile.ptr(tile.int32),
          R: tile.constexpr, C: tile.constexpr):
    rows = tile.arange(0, R)
    cols = tile.arange(0, C)
    offs = rows[:, None] * C + cols[None, :]
    v = tile.load(x + offs)
    tile.store(rows_out + offs, tile.cumsum(v, axis=1))
    tile.store(cols_out + offs, tile.cumsum(v, axis=0))
    iv = tile.load(i + offs)
    tile.store(rev_out + offs, tile.cumprod(iv % 3 + 1, axis=1, reverse=True))
    flat = tile.load(i + tile.arange(0, R * C))
    tile.store(flat_out + tile.arange(0, R * C), tile.cumsum(flat > 0))
    small = tile.arange(0, 16)  # fewer elements than threads: replicated
    tile.store(small_out + small, tile.cumsum(small, reverse=True))


@pytest.mark.parametrize("capability, warps", [((8, 0), 4), ((9, 0), 8)])
def test_cumsum_cumprod(emulated, capability, warps):
    """Prefix sums along rows and columns, a reverse prefix product, a bool
    count over 512 elements (4 per thread) and a 16-element tile."""
    shim = emulated(capability)
    rng = np.random.default_rng(9)
    R, C = 16, 32
    xs = rng.standard_normal((R, C)).astype(np.float32)
    ints = rng.integers(-5, 6, (R, C)).astype(np.int32)
    outs = [shim.asarray(np.zeros((R, C), np.float32)) for _ in range(2)]
    rev, flat = shim.asarray(np.zeros((R, C), np.int32)), shim.asarray(np.zeros(R * C, np.int32))
    small = shim.asarray(np.zeros(16, np.int32))
    scans[(1,)](shim.asarray(xs), shim.asarray(ints), *outs, rev, flat, small, R=R, C=C,
                num_warps=warps)
    np.testing.assert_allclose(outs[0].get(), np.cumsum(xs.astype(np.float64), 1), atol=1e-4)
    np.testing.assert_allclose(outs[1].get(), np.cumsum(xs.astype(np.float64), 0), atol=1e-4)
    # tile's % is remsi (C's remainder, as np.fmod): factors -1..3
    want = np.cumprod(np.fmod(ints, 3)[:, ::-1] + 1, axis=1)[:, ::-1]
    np.testing.assert_array_equal(rev.get(), want)
    np.testing.assert_array_equal(flat.get(), np.cumsum(ints.reshape(-1) > 0))
    np.testing.assert_array_equal(small.get(), np.cumsum(np.arange(16)[::-1])[::-1])


@tile.kernel
def reshapes(x: tile.ptr(tile.float32), flat: tile.ptr(tile.float32), back: tile.ptr(tile.float32),
             sums: tile.ptr(tile.float32), R: tile.constexpr, C: tile.constexpr):
    rows = tile.arange(0, R)
    cols = tile.arange(0, C)
    offs = rows[:, None] * C + cols[None, :]
    v = tile.load(x + offs)
    tile.store(flat + tile.arange(0, R * C), tile.ravel(v) * 2.0)
    grouped = v.reshape(R * C // 8, 8)            # rows of 8 consecutive elements
    tile.store(sums + tile.arange(0, R * C // 8), tile.sum(grouped, axis=1))
    idx = tile.reshape(offs, (-1,))                # an index tile, reshaped
    tile.store(back + idx, tile.reshape(tile.reshape(v, (C, R)), (R, C)).reshape(-1) + 1.0)


@pytest.mark.parametrize("capability, warps", [((8, 0), 4), ((9, 0), 2)])
def test_reshape(emulated, capability, warps):
    """ravel, reshape into groups and back, -1 dimensions and a reshaped
    index tile: the same elements in row-major order."""
    shim = emulated(capability)
    R, C = 8, 48
    data = np.random.default_rng(10).standard_normal((R, C)).astype(np.float32)
    flat, back = (shim.asarray(np.zeros(R * C, np.float32)) for _ in range(2))
    sums = shim.asarray(np.zeros(R * C // 8, np.float32))
    reshapes[(1,)](shim.asarray(data), flat, back, sums, R=R, C=C, num_warps=warps)
    np.testing.assert_array_equal(flat.get(), data.reshape(-1) * 2)
    np.testing.assert_allclose(sums.get(), data.reshape(-1, 8).sum(1), rtol=1e-5, atol=1e-5)
    np.testing.assert_array_equal(back.get(), data.reshape(-1) + 1)


@pytest.mark.parametrize("body, message", [
    ("tile.reshape(v, (3, 5))", "(8, 8) has 64 elements, (3, 5) holds 15"),
    ("tile.reshape(v, (-1, -1))", "at most one dimension may be -1"),
    ("tile.reshape(v, (-1, 7))", "cannot fit 64 elements into (-1, 7)"),
])
def test_reshape_errors(trace_error, body, message):
    trace_error("x: tile.ptr(tile.float32)", [LOAD_8X8, body], message)


@tile.kernel
def join_split(x: tile.ptr(tile.float32), joined: tile.ptr(tile.float32),
               evens: tile.ptr(tile.float32), odds: tile.ptr(tile.float32), N: tile.constexpr):
    i = tile.arange(0, N)
    v = tile.load(x + i)
    j = tile.join(v, v * 10.0)                     # N x 2: (v, 10 v) pairs
    tile.store(joined + tile.arange(0, 2 * N), tile.ravel(j))
    e, o = tile.split(tile.reshape(v, (N // 2, 2)))  # v[2i] and v[2i + 1]
    tile.store(evens + tile.arange(0, N // 2), e)
    tile.store(odds + tile.arange(0, N // 2), o)


@pytest.mark.parametrize("n", [64, 512])
def test_join_split(emulated, n):
    """join interleaves (Triton's rotary and int4-unpacking idiom), split
    takes the pairs apart; tiles smaller and larger than the block."""
    shim = emulated((8, 0))
    x = np.arange(n, dtype=np.float32) + 1
    joined = shim.asarray(np.zeros(2 * n, np.float32))
    evens, odds = (shim.asarray(np.zeros(n // 2, np.float32)) for _ in range(2))
    join_split[(1,)](shim.asarray(x), joined, evens, odds, N=n)
    np.testing.assert_array_equal(joined.get(), np.stack([x, x * 10], 1).reshape(-1))
    np.testing.assert_array_equal(evens.get(), x[0::2])
    np.testing.assert_array_equal(odds.get(), x[1::2])


def test_split_errors(trace_error):
    trace_error("x: tile.ptr(tile.float32)", [LOAD_8X8, "tile.split(v)"],
                "tile.split needs an innermost dimension of 2, got shape (8, 8)")


@tile.kernel(num_warps=4)
def staged_gemm(a: tile.ptr(tile.float16), b: tile.ptr(tile.float16),
                c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32,
                BM: tile.constexpr = 128, BN: tile.constexpr = 64, BK: tile.constexpr = 32,
                S: tile.constexpr = None):
    rm = tile.program_id(0) * BM + tile.arange(0, BM)
    rn = tile.program_id(1) * BN + tile.arange(0, BN)
    rk = tile.arange(0, BK)
    acc = tile.zeros((BM, BN), tile.float32)
    for k in tile.range(0, K, BK, num_stages=S):
        x = tile.load(a + rm[:, None] * K + (k + rk)[None, :])
        y = tile.load(b + (k + rk)[:, None] * N + rn[None, :])
        acc = tile.dot(x, y, acc)
    tile.store(c + rm[:, None] * N + rn[None, :], acc)


def _pipeline_remark(**options):
    import warnings
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        staged_gemm.compile("sm_80", remarks=True, **options)
    found = [str(w.message) for w in caught if "pipelined" in str(w.message)]
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize("options, remark", [
    # tile's choice: 4 stages, 59392 bytes, more than the static 48 KiB
    ({}, "pipelined: cp.async + mma.sync, 4 stages of 14848 bytes in dynamic shared memory"),
    ({"S": 2}, "pipelined: cp.async + mma.sync, 2 stages"),  # tile.range(num_stages=2)
    ({"num_stages": 2}, "pipelined: cp.async + mma.sync, 2 stages"),  # the kernel's
    ({"num_stages": 1}, "not pipelined: its tile.num_stages is 1"),
    ({"S": 3, "num_stages": 1}, "pipelined: cp.async + mma.sync, 3 stages"),  # the loop's wins
    # capped: what fits sm_80's 163 KiB, less 4 KiB kept for the static buffer
    ({"S": 16}, "pipelined: cp.async + mma.sync, 10 stages of 14848 bytes in dynamic"),
])
def test_num_stages(options, remark):
    """Triton's num_stages: per loop (tile.range) or per kernel (compile,
    launch or decorator option), written as tile.num_stages on the scf.for."""
    assert remark in _pipeline_remark(**options)


def test_num_stages_ir_and_launch(emulated):
    """tile.range outside a loop over runtime bounds acts as range; the
    launch option num_stages reaches the compile (and its cache key), and the
    2-stage kernel computes the same product."""
    assert "{tile.num_stages = 2 : i32}" in staged_gemm.ir(num_stages=2)
    assert "tile.num_stages" not in staged_gemm.ir()
    assert list(tile.range(0, 6, 2, num_stages=3)) == [0, 2, 4]
    shim = emulated((8, 0))
    rng = np.random.default_rng(5)
    a = rng.standard_normal((128, 96)).astype(np.float16)
    b = rng.standard_normal((96, 64)).astype(np.float16)
    c = shim.asarray(np.zeros((128, 64), np.float32))
    staged_gemm[(1, 1)](shim.asarray(a), shim.asarray(b), c, 128, 64, 96, num_stages=2)
    ref = a.astype(np.float32) @ b.astype(np.float32)
    np.testing.assert_allclose(c.get(), ref, rtol=1e-4, atol=1e-3)
    assert any(k.options["num_stages"] == 2 for k in staged_gemm._compiled.values())


@pytest.mark.parametrize("body, message", [
    (["for k in tile.range(0, x, 1, num_stages=0): pass"], "num_stages must be an int in 1..16"),
])
def test_num_stages_errors(trace_error, body, message):
    trace_error("x: tile.int32", body, message)
