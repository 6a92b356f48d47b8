"""tile.associative_scan and tile.reduce with a combine_fn (Triton's
tl.associative_scan and tl.reduce): tuples of tiles combined by a traced
function (tile.associative_scan / tile.associative_reduce in the IR), run
through the PTX emulator (the `emulated` fixture of conftest.py) and
compared with NumPy: a linear recurrence, an argmax with its index, a
reversed running maximum, reductions along either axis and of a whole
tile."""
import numpy as np
import pytest

tile = pytest.importorskip("tile")


def _recurrence(a1, b1, a2, b2):
    """(a, b) pairs of h[i] = a[i] * h[i - 1] + b[i] compose associatively."""
    return a1 * a2, b1 * a2 + b2


@tile.func
def _argmax_combine(v1, i1, v2, i2):
    take = (v2 > v1) | ((v2 == v1) & (i2 < i1))
    return tile.where(take, v2, v1), tile.where(take, i2, i1)


@tile.kernel
def scans(a: tile.ptr(tile.float32), b: tile.ptr(tile.float32), h: tile.ptr(tile.float32),
          run: tile.ptr(tile.int32), N: tile.constexpr):
    r = tile.arange(0, N)
    x = tile.load(a + r)
    y = tile.load(b + r)
    _, hs = tile.associative_scan((x, y), 0, _recurrence)
    tile.store(h + r, hs)
    q = tile.load(run + r)
    tile.store(run + r, tile.associative_scan(q, 0, lambda u, v: tile.maximum(u, v), reverse=True))


@pytest.mark.parametrize("capability, n", [((8, 0), 128), ((9, 0), 512), ((8, 0), 64)])
def test_scans(emulated, capability, n):
    shim = emulated(capability)
    rng = np.random.default_rng(n)
    a = rng.uniform(0.5, 1.0, n).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32)
    q = rng.integers(-1000, 1000, n).astype(np.int32)
    dh, dq = shim.asarray(np.zeros(n, np.float32)), shim.asarray(q)
    scans[(1,)](shim.asarray(a), shim.asarray(b), dh, dq, N=n)
    ref, acc = np.zeros(n), 0.0
    for i in range(n):
        acc = float(a[i]) * acc + float(b[i])
        ref[i] = acc
    np.testing.assert_allclose(dh.get(), ref, rtol=1e-5, atol=1e-5)
    np.testing.assert_array_equal(dq.get(), np.maximum.accumulate(q[::-1])[::-1])


@tile.kernel
def reductions(x: tile.ptr(tile.float32), rows: tile.ptr(tile.int32), cols: tile.ptr(tile.float32),
               whole: tile.ptr(tile.float32), R: tile.constexpr, C: tile.constexpr):
    rr = tile.arange(0, R)
    cc = tile.arange(0, C)
    v = tile.load(x + rr[:, None] * C + cc[None, :])
    idx = tile.broadcast_to(cc[None, :], (R, C))
    _, arg = tile.reduce((v, idx), 1, _argmax_combine)
    tile.store(rows + rr, arg)
    colsum = tile.reduce(v, 0, lambda p, q: p + q, keep_dims=True)  # 1 x C
    tile.store(cols + cc[None, :], colsum)
    total = tile.reduce(v, None, lambda p, q: p + q)
    tile.store(whole + tile.arange(0, 1), tile.full((1,), total, tile.float32))


@pytest.mark.parametrize("capability, shape", [((8, 0), (16, 64)), ((9, 0), (8, 32)),
                                               ((8, 0), (4, 8))])
def test_reductions(emulated, capability, shape):
    """Argmax with its index (ties: the first), column sums kept 1 x C, the
    sum of all (axis=None); tiles smaller than the block included."""
    shim = emulated(capability)
    R, C = shape
    rng = np.random.default_rng(R * C)
    v = rng.integers(-8, 8, shape).astype(np.float32)  # ties in every row
    rows, cols, whole = (shim.asarray(np.zeros(R, np.int32)), shim.asarray(np.zeros(C, np.float32)),
                         shim.asarray(np.zeros(1, np.float32)))
    reductions[(1,)](shim.asarray(v), rows, cols, whole, R=R, C=C)
    np.testing.assert_array_equal(rows.get(), np.argmax(v, axis=1))
    np.testing.assert_array_equal(cols.get(), v.sum(axis=0))
    assert whole.get()[0] == v.sum()


def test_ir():
    """One region op per call; a tuple input gives %r:2 results."""
    ir = scans.ir(N=128)
    assert "tile.associative_scan %1, %2 axis 0 : tensor<128xf32>, tensor<128xf32> {" in ir
    assert "reverse : tensor<128xi32> {" in ir
    assert ir.count("tile.yield") == 2


@pytest.mark.parametrize("body, message", [
    (["tile.reduce(tile.arange(0, 8), 0, 3)"], "combine_fn must be a function"),
    (["tile.reduce(tile.arange(0, 8), 2, lambda p, q: p + q)"], "axis 2 is out of range"),
    (["tile.reduce((tile.arange(0, 8), tile.arange(0, 4)), 0, lambda a, b, c, d: (a, b))"],
     "the tiles must have one shape, got 8, 4"),
    (["tile.associative_scan(tile.arange(0, 8), 0, lambda p, q: (p, q))"],
     "combine_fn returned 2 value(s) for 1 tile(s)"),
    (["tile.reduce(x, 0, lambda p, q: p + q)"], "needs a tile or a tuple of tiles"),
    (["t = tile.arange(0, 8)", "tile.reduce(t, 0, lambda p, q: t)"],
     "combine_fn must return scalars, got a 8 tile of int32"),
    (["tile.associative_scan(tile.arange(0, 8), 0, lambda p, q: p, reverse=1)"],
     "reverse must be a constexpr bool"),
])
def test_errors(trace_error, body, message):
    trace_error("x: tile.int32", body, message)


@tile.kernel
def warp_scans(x: tile.ptr(tile.int32), a: tile.ptr(tile.float32), b: tile.ptr(tile.float32),
               sums: tile.ptr(tile.int32), small: tile.ptr(tile.int8), h: tile.ptr(tile.float32),
               back: tile.ptr(tile.int32), hb: tile.ptr(tile.float32), R: tile.constexpr,
               C: tile.constexpr):
    offs = tile.arange(0, R)[:, None] * C + tile.arange(0, C)[None, :]
    v = tile.load(x + offs)
    tile.store(sums + offs, tile.cumsum(v, axis=1))
    tile.store(back + offs, tile.cumsum(v, axis=1, reverse=True))
    _, hr = tile.associative_scan((tile.load(a + offs), tile.load(b + offs)), 1, _recurrence,
                                  reverse=True)
    tile.store(hb + offs, hr)
    tile.store(small + offs, tile.cumsum(v.to(tile.int8), axis=1))
    _, hs = tile.associative_scan((tile.load(a + offs), tile.load(b + offs)), 1, _recurrence)
    tile.store(h + offs, hs)


@pytest.mark.parametrize("capability, shape, warps", [
    ((8, 0), (4, 32), 4),      # a row per warp-chunk: shuffles only
    ((9, 0), (16, 64), 4),     # two chunks a row
    ((8, 0), (2, 1024), 4),    # 32 chunks a row: the totals' scan spans a warp
    ((8, 0), (1, 1024), 1),    # one warp: 32 slots
    ((9, 0), (64, 128), 2),    # 256 chunks over 64 threads: four passes
    ((8, 0), (2, 2048), 4),    # runs of 4: 16 chunks of 128 a row
    ((8, 0), (1, 4096), 4),    # runs of 4: 32 chunks a row
    ((8, 0), (1, 8192), 4),    # runs of 4, rows over 4096: through shared memory
    ((8, 0), (2, 64), 4),      # 128 elements: runs of 1
    ((8, 0), (4, 64), 4),      # runs of 2: a row is 32 lanes' runs
])
def test_warp_scans(emulated, capability, shape, warps):
    """Scans along the last axis by warp shuffles (rows of 32..1024 runs, either
    direction; any associative combiner, in order): int32 and wrapping int8
    sums and the linear recurrence, forward and reversed, against NumPy;
    rows of runs (a thread's consecutive elements) scan each run first, and
    rows over 1024 runs take the shared-memory path."""
    shim = emulated(capability)
    R, C = shape
    rng = np.random.default_rng(R * C + warps)
    x = rng.integers(-100, 100, shape).astype(np.int32)
    a = rng.uniform(0.5, 1.0, shape).astype(np.float32)
    b = rng.standard_normal(shape).astype(np.float32)
    sums = shim.asarray(np.zeros(shape, np.int32))
    small = shim.asarray(np.zeros(shape, np.int8))
    h = shim.asarray(np.zeros(shape, np.float32))
    back, hb = shim.asarray(np.zeros(shape, np.int32)), shim.asarray(np.zeros(shape, np.float32))
    kernel = warp_scans.compile(f"sm_{capability[0]}{capability[1]}", R=R, C=C, num_warps=warps)
    # A thread holds runs of up to 4 consecutive elements (the largest power
    # of two dividing R * C / threads): rows of up to 32 x 32 runs go by warps.
    run = 1
    while run < 4 and R * C % (32 * warps * run * 2) == 0:
        run *= 2
    assert ("shfl.sync.up" in kernel.ptx) == (C <= 1024 * run)
    assert ("shfl.sync.down" in kernel.ptx) == (C <= 1024 * run)
    warp_scans[(1,)](shim.asarray(x), shim.asarray(a), shim.asarray(b), sums, small, h, back, hb,
                     R=R, C=C, num_warps=warps)
    np.testing.assert_array_equal(back.get(), np.cumsum(x[:, ::-1], axis=1)[:, ::-1])
    ref_back = np.zeros(shape)
    ra, rb = np.ones(R), np.zeros(R)
    for j in reversed(range(C)):
        # Element j combines (x[j], the combination of x[j + 1:]) in order.
        ra, rb = a[:, j] * ra, b[:, j] * ra + rb
        ref_back[:, j] = rb
    np.testing.assert_allclose(hb.get(), ref_back, rtol=1e-4, atol=1e-4)
    np.testing.assert_array_equal(sums.get(), np.cumsum(x, axis=1))
    np.testing.assert_array_equal(small.get(), np.cumsum(x.astype(np.int8), axis=1,
                                                         dtype=np.int8))
    ref = np.zeros(shape)
    acc = np.zeros(R)
    for j in range(C):
        acc = a[:, j] * acc + b[:, j]
        ref[:, j] = acc
    np.testing.assert_allclose(h.get(), ref, rtol=1e-4, atol=1e-4)
