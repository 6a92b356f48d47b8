"""tile.gather and what the DSL builds on it (Triton's tl.gather, tl.flip,
tl.sort, tl.cat, tl.interleave), with tl.xor_sum, tl.umulhi, tl.swizzle2d
and tl.debug_barrier, run through the PTX emulator (the `emulated` fixture
of conftest.py) and compared with NumPy."""
import re

import numpy as np
import pytest

tile = pytest.importorskip("tile")

R, C = 8, 16


def _grid_offsets():
    return tile.arange(0, R)[:, None] * C + tile.arange(0, C)[None, :]


@tile.kernel
def gathers(x: tile.ptr(tile.float32), i0: tile.ptr(tile.int32), i1: tile.ptr(tile.int32),
            g0: tile.ptr(tile.float32), g1: tile.ptr(tile.float32), f0: tile.ptr(tile.float32),
            f1: tile.ptr(tile.float32)):
    offs = _grid_offsets()
    v = tile.load(x + offs)
    small = tile.arange(0, 4)[:, None] * C + tile.arange(0, C)[None, :]  # 4 x C
    tile.store(g0 + small, tile.gather(v, tile.load(i0 + small), 0))
    tile.store(g1 + offs, tile.gather(v, tile.load(i1 + offs), 1))
    tile.store(f0 + offs, tile.flip(v, 0))
    tile.store(f1 + offs, tile.flip(v))


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
def test_gather_flip(emulated, capability):
    """Along either axis, with a 4-row index into 8 rows, indices out of
    range clamped; flips along the rows and (by default) the last axis."""
    shim = emulated(capability)
    rng = np.random.default_rng(3)
    v = rng.standard_normal((R, C)).astype(np.float32)
    i0 = rng.integers(-2, R + 2, (4, C)).astype(np.int32)
    i1 = rng.integers(0, C, (R, C)).astype(np.int32)
    outs = [shim.asarray(np.zeros(s, np.float32)) for s in [(4, C), (R, C), (R, C), (R, C)]]
    gathers[(1,)](shim.asarray(v), shim.asarray(i0), shim.asarray(i1), *outs)
    np.testing.assert_array_equal(outs[0].get(),
                                  np.take_along_axis(v, np.clip(i0, 0, R - 1), 0))
    np.testing.assert_array_equal(outs[1].get(), np.take_along_axis(v, i1, 1))
    np.testing.assert_array_equal(outs[2].get(), v[::-1])
    np.testing.assert_array_equal(outs[3].get(), v[:, ::-1])


@tile.kernel
def sorts(x: tile.ptr(tile.float32), u: tile.ptr(tile.uint32), up: tile.ptr(tile.float32),
          down: tile.ptr(tile.float32), rows: tile.ptr(tile.uint32), N: tile.constexpr):
    r = tile.arange(0, N)
    v = tile.load(x + r)
    tile.store(up + r, tile.sort(v))
    tile.store(down + r, tile.sort(v, descending=True))
    offs = _grid_offsets()
    tile.store(rows + offs, tile.sort(tile.load(u + offs), dim=1))


@pytest.mark.parametrize("capability, n", [((8, 0), 64), ((9, 0), 256), ((8, 0), 8)])
def test_sort(emulated, capability, n):
    """Ascending and descending with duplicates; uint32 rows (values above
    2^31 sort as unsigned) along the last dimension."""
    shim = emulated(capability)
    rng = np.random.default_rng(n)
    v = rng.integers(-20, 20, n).astype(np.float32)
    u = rng.integers(0, 2**32, (R, C), dtype=np.uint64).astype(np.uint32)
    up, down = shim.asarray(np.zeros(n, np.float32)), shim.asarray(np.zeros(n, np.float32))
    rows = shim.asarray(np.zeros((R, C), np.uint32))
    sorts[(1,)](shim.asarray(v), shim.asarray(u), up, down, rows, N=n)
    np.testing.assert_array_equal(up.get(), np.sort(v))
    np.testing.assert_array_equal(down.get(), np.sort(v)[::-1])
    np.testing.assert_array_equal(rows.get(), np.sort(u, axis=1))


@tile.kernel
def argsorts(x: tile.ptr(tile.float32), up: tile.ptr(tile.int32), down: tile.ptr(tile.int32),
             by_key: tile.ptr(tile.int32), top: tile.ptr(tile.float32),
             rows: tile.ptr(tile.int32), rtop: tile.ptr(tile.float32), N: tile.constexpr,
             K: tile.constexpr):
    r = tile.arange(0, N)
    v = tile.load(x + r)
    tile.store(up + r, tile.argsort(v))
    order = tile.argsort(v, descending=True)
    tile.store(down + r, order)
    # A sort by key: the positions r gathered in the order of v.
    tile.store(by_key + r, tile.gather(r * 10, order, 0))
    tile.store(top + tile.arange(0, K), tile.topk(v, K))
    offs = _grid_offsets()
    g = tile.load(x + offs)
    tile.store(rows + offs, tile.argsort(g, dim=0))
    tile.store(rtop + tile.arange(0, R)[:, None] * 4 + tile.arange(0, 4)[None, :],
               tile.topk(g, 4))


@pytest.mark.parametrize("capability, n, k", [((8, 0), 64, 8), ((9, 0), 128, 128),
                                              ((8, 0), 8, 1)])
def test_argsort_topk(emulated, capability, n, k):
    """argsort is stable (equal keys keep their order) ascending and
    descending; gathering by it sorts another tile by key; topk keeps the k
    largest, largest first, of rows and columns."""
    shim = emulated(capability)
    rng = np.random.default_rng(n + k)
    v = rng.integers(-5, 5, max(n, R * C)).astype(np.float32)
    outs = [shim.asarray(np.zeros(n, np.int32)) for _ in range(3)]
    top = shim.asarray(np.zeros(k, np.float32))
    rows = shim.asarray(np.zeros((R, C), np.int32))
    rtop = shim.asarray(np.zeros((R, 4), np.float32))
    argsorts[(1,)](shim.asarray(v), *outs, top, rows, rtop, N=n, K=k)
    x = v[:n]
    np.testing.assert_array_equal(outs[0].get(), np.argsort(x, kind="stable"))
    down = np.argsort(-x, kind="stable")
    np.testing.assert_array_equal(outs[1].get(), down)
    np.testing.assert_array_equal(outs[2].get(), down * 10)
    np.testing.assert_array_equal(top.get(), np.sort(x)[::-1][:k])
    g = v[:R * C].reshape(R, C)
    np.testing.assert_array_equal(rows.get(), np.argsort(g, axis=0, kind="stable"))
    np.testing.assert_array_equal(rtop.get(), -np.sort(-g, axis=1)[:, :4])


@tile.kernel
def aliases(x: tile.ptr(tile.float32), y: tile.ptr(tile.float32), out: tile.ptr(tile.float32)):
    r = tile.arange(0, 32)
    tile.assume(True)
    a, b = tile.broadcast(tile.load(x + r).to(tile.float8e4nv).to(tile.float32)[None, :],
                          tile.load(y + tile.arange(0, 4))[:, None])
    tile.store(out + tile.arange(0, 4)[:, None] * 32 + r[None, :],
               tile.max_constancy(a + b, 4))


def test_triton_aliases(emulated):
    """Triton's fp8 names (float8e4nv), tl.broadcast, tl.assume and
    tl.max_constancy."""
    assert tile.float8e4nv is tile.float8e4m3fn and tile.float8e5 is tile.float8e5m2
    shim = emulated((9, 0))
    x = np.arange(32, dtype=np.float32) / 4 - 4  # exact in e4m3 (steps of 1/4 up to 4)
    y = np.arange(4, dtype=np.float32)
    out = shim.asarray(np.zeros((4, 32), np.float32))
    aliases[(1,)](shim.asarray(x), shim.asarray(y), out)
    np.testing.assert_array_equal(out.get(), x[None, :] + y[:, None])


@tile.kernel
def joins(a: tile.ptr(tile.int32), b: tile.ptr(tile.int32), inter: tile.ptr(tile.int32),
          cat0: tile.ptr(tile.int32), cat1: tile.ptr(tile.int32), flat: tile.ptr(tile.int32)):
    offs = _grid_offsets()
    x = tile.load(a + offs)
    y = tile.load(b + offs)
    tile.store(inter + tile.arange(0, R)[:, None] * 2 * C + tile.arange(0, 2 * C)[None, :],
               tile.interleave(x, y))
    tile.store(cat0 + tile.arange(0, 2 * R)[:, None] * C + tile.arange(0, C)[None, :],
               tile.cat(x, y))
    tile.store(cat1 + tile.arange(0, R)[:, None] * 2 * C + tile.arange(0, 2 * C)[None, :],
               tile.cat(x, y, dim=1))
    r = tile.arange(0, C)
    tile.store(flat + tile.arange(0, 2 * C), tile.cat(tile.load(a + r), tile.load(b + r),
                                                     can_reorder=True))


def test_cat_interleave(emulated):
    shim = emulated((8, 0))
    x = np.arange(R * C, dtype=np.int32).reshape(R, C)
    y = -x - 1
    outs = [shim.asarray(np.zeros(s, np.int32)) for s in [(R, 2 * C), (2 * R, C), (R, 2 * C),
                                                          (2 * C,)]]
    joins[(1,)](shim.asarray(x), shim.asarray(y), *outs)
    np.testing.assert_array_equal(outs[0].get(), np.stack([x, y], -1).reshape(R, 2 * C))
    np.testing.assert_array_equal(outs[1].get(), np.concatenate([x, y], 0))
    np.testing.assert_array_equal(outs[2].get(), np.concatenate([x, y], 1))
    np.testing.assert_array_equal(outs[3].get(), np.concatenate([x[0], y[0]]))


@tile.kernel
def misc(x: tile.ptr(tile.uint32), y: tile.ptr(tile.uint32), hi: tile.ptr(tile.uint32),
         xs: tile.ptr(tile.uint32), sw: tile.ptr(tile.int32), N: tile.constexpr):
    r = tile.arange(0, N)
    a = tile.load(x + r)
    tile.store(hi + r, tile.umulhi(a, tile.load(y + r)))
    tile.debug_barrier()
    tile.store(xs + tile.arange(0, 1), tile.full((1,), tile.xor_sum(a), tile.uint32))
    i, j = tile.swizzle2d(tile.program_id(0), tile.program_id(1), 5, 3, 2)
    tile.store(sw + (tile.program_id(0) * 3 + tile.program_id(1)) * 2 + tile.arange(0, 2),
               tile.where(tile.arange(0, 2) == 0, i, j))


def test_umulhi_xor_sum_swizzle(emulated):
    shim = emulated((8, 0))
    rng = np.random.default_rng(9)
    n = 128
    x = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    y = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    hi, xs = shim.asarray(np.zeros(n, np.uint32)), shim.asarray(np.zeros(1, np.uint32))
    sw = shim.asarray(np.zeros((5, 3, 2), np.int32))
    misc[(5, 3)](shim.asarray(x), shim.asarray(y), hi, xs, sw, N=n)
    np.testing.assert_array_equal(hi.get(), ((x.astype(np.uint64) * y) >> 32).astype(np.uint32))
    assert xs.get()[0] == np.bitwise_xor.reduce(x)
    # Triton's swizzle2d on a 5 x 3 grid in groups of 2 rows.
    expect = np.zeros((5, 3, 2), np.int32)
    for i in range(5):
        for j in range(3):
            ij = i * 3 + j
            off = (ij // 6) * 2
            g = min(5 - off, 2)
            expect[i, j] = (off + (ij % 6) % g, (ij % 6) // g)
    np.testing.assert_array_equal(sw.get(), expect)
    assert "tile.barrier" in misc.ir(N=n)
    assert misc.compile("sm_80", N=n).ptx.count("bar.sync") >= 1


@pytest.mark.parametrize("body, message", [
    (["tile.gather(tile.arange(0, 8), tile.arange(0, 8) * 1.0, 0)"], "must be an integer tile"),
    (["tile.gather(tile.zeros((4, 8), tile.float32), tile.zeros((4, 4), tile.int32), 0)"],
     "must match the source shape (4, 8) in every dimension but the axis (0)"),
    (["tile.sort(tile.arange(0, 12))"], "needs a power-of-two size along dim 0, got 12"),
    (["tile.argsort(tile.arange(0, 8), descending=1)"], "descending must be a constexpr bool"),
    (["tile.topk(tile.arange(0, 8), 3)"], "k must be a power-of-two constexpr int in [1, 8], got 3"),
    (["tile.topk(tile.arange(0, 8), 16)"], "in [1, 8], got 16"),
    (["tile.assume(False)"], "tile.assume: the condition is False"),
    (["tile.cat(tile.arange(0, 8), tile.arange(0, 4))"], "cannot broadcast shapes (8,) and (4,)"),
    (["tile.umulhi(tile.arange(0, 8).to(tile.int64), 3)"], "needs 32-bit integers"),
    (["tile.xor_sum(tile.arange(0, 8) * 1.0)"], "needs an integer tile"),
])
def test_errors(trace_error, body, message):
    trace_error("x: tile.int32", body, message)


@tile.kernel
def gelu(x: tile.ptr(tile.float32), out: tile.ptr(tile.float32), q: tile.ptr(tile.float32),
         N: tile.constexpr):
    r = tile.arange(0, N)
    v = tile.load(x + r)
    tile.store(out + r, 0.5 * v * (1.0 + tile.erf(v * 0.7071067811865476)))
    tile.store(q + r, tile.div_rn(v, 3.0) + tile.fdiv(v, 7.0) + tile.sqrt_rn(tile.abs(v)))


def test_erf_gelu(emulated):
    """tile.erf (no libdevice) against math.erf through GELU, to a few
    float32 ulps; div_rn / fdiv / sqrt_rn are IEEE division and sqrt."""
    import math
    shim = emulated((9, 0))
    n = 512
    x = np.concatenate([np.linspace(-6, 6, n - 4), [0.0, 1e-6, -0.4999, 0.5]]).astype(np.float32)
    out, q = shim.asarray(np.zeros(n, np.float32)), shim.asarray(np.zeros(n, np.float32))
    gelu[(1,)](shim.asarray(x), out, q, N=n)
    ref = np.array([0.5 * v * (1 + math.erf(v / math.sqrt(2))) for v in x.astype(np.float64)])
    np.testing.assert_allclose(out.get(), ref, rtol=2e-6, atol=1e-7)
    np.testing.assert_allclose(q.get(), x / np.float32(3) + x / np.float32(7) +
                               np.sqrt(np.abs(x)), rtol=1e-6)


@tile.kernel
def asm_ops(x: tile.ptr(tile.int32), f: tile.ptr(tile.float32), rot: tile.ptr(tile.int32),
            fma: tile.ptr(tile.float32), halves: tile.ptr(tile.int16), N: tile.constexpr):
    r = tile.arange(0, N)
    v = tile.load(x + r)
    tile.store(rot + r, tile.inline_asm_elementwise(
        "shf.l.wrap.b32 $0, $1, $1, 8;", "=r,r", [v], dtype=tile.int32, is_pure=True, pack=1))
    w = tile.load(f + r)
    tile.store(fma + r, tile.inline_asm_elementwise(
        "fma.rn.f32 $0, $1, $2, $1;", "=f,f,f", [w, 2.0], tile.float32, True, 1))
    lo, hi = tile.inline_asm_elementwise("mov.b32 {$0, $1}, $2;", "=h,=h,r", [v],
                                         (tile.int16, tile.int16), False, 1)
    tile.store(halves + r * 2, lo)
    tile.store(halves + r * 2 + 1, hi)


def test_inline_asm_elementwise(emulated):
    """A rotate, an fma with a scalar operand in a float register, and two
    results unpacked from one register (not pure), run by the emulator."""
    shim = emulated((8, 0))
    n = 256
    rng = np.random.default_rng(4)
    x = rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32)
    f = rng.standard_normal(n).astype(np.float32)
    rot, fma = shim.asarray(np.zeros(n, np.int32)), shim.asarray(np.zeros(n, np.float32))
    halves = shim.asarray(np.zeros(2 * n, np.int16))
    asm_ops[(1,)](shim.asarray(x), shim.asarray(f), rot, fma, halves, N=n)
    u = x.view(np.uint32)
    np.testing.assert_array_equal(rot.get().view(np.uint32), (u << 8) | (u >> 24))
    np.testing.assert_allclose(fma.get(), f * 2 + f, rtol=1e-6)
    np.testing.assert_array_equal(halves.get(), x.view(np.int16))


@tile.kernel
def packed_asm(b: tile.ptr(tile.int8), h: tile.ptr(tile.float16), s: tile.ptr(tile.int16),
               xb: tile.ptr(tile.int8), nh: tile.ptr(tile.float16), sw: tile.ptr(tile.int16),
               N: tile.constexpr):
    r = tile.arange(0, N)
    # Four int8 in one 32-bit register: a byte permutation reverses them
    # within the register (so the run order is visible), xor flips the low
    # nibbles.
    tile.store(xb + r, tile.inline_asm_elementwise(
        "{ .reg .b32 t; xor.b32 t, $1, 0x0f0f0f0f; prmt.b32 $0, t, 0, 0x0123; }", "=r,r",
        [tile.load(b + r)], tile.int8, True, 4))
    # Two float16 in one register: both signs flipped at once; a scalar
    # operand packed as two copies.
    tile.store(nh + r, tile.inline_asm_elementwise(
        "xor.b32 $0, $1, $2;", "=r,r,r", [tile.load(h + r), tile.full((N,), -0.0, tile.float16)],
        tile.float16, True, 2))
    # Two int16 in an r, swapped (16-bit halves exchanged).
    tile.store(sw + r, tile.inline_asm_elementwise(
        "prmt.b32 $0, $1, 0, 0x1032;", "=r,r", [tile.load(s + r)], tile.int16, True, 2))


@pytest.mark.parametrize("capability, n, warps", [((8, 0), 512, 4), ((9, 0), 128, 4),
                                                  ((8, 0), 64, 1), ((8, 0), 256, 1)])
def test_inline_asm_pack(emulated, capability, n, warps):
    """pack=4 int8 and pack=2 float16/int16: one run of the assembly per
    register of packed elements (element 0 in the low bits); a thread whose
    slots do not fill the last run repeats its last slot."""
    shim = emulated(capability)
    rng = np.random.default_rng(n)
    b = rng.integers(-128, 128, n).astype(np.int8)
    h = rng.standard_normal(n).astype(np.float16)
    s = rng.integers(-2**15, 2**15, n).astype(np.int16)
    xb, nh = shim.asarray(np.zeros(n, np.int8)), shim.asarray(np.zeros(n, np.float16))
    sw = shim.asarray(np.zeros(n, np.int16))
    packed_asm[(1,)](shim.asarray(b), shim.asarray(h), shim.asarray(s), xb, nh, sw, N=n,
                     num_warps=warps)
    # Which elements share a register: a thread's groups of 4 slots. Slot k
    # of thread t is element ((k // R) * threads + t) * R + k % R, R the
    # tile's run: the largest power of two up to 4 that divides n / threads
    # (convert-tile-to-llvm{max-run}), so packs hold consecutive elements
    # where the runs are long enough.
    threads = 32 * warps
    slots = n // threads
    length = 1
    while length < 4 and n % (threads * length * 2) == 0:
        length *= 2
    flipped = b ^ np.int8(0x0f)
    want = np.zeros(n, np.int8)
    pairs = np.zeros(n, np.int16)
    for t in range(threads):
        elems = [((k // length) * threads + t) * length + k % length for k in range(slots)]
        for p, out, src, swap in ((4, want, flipped, 3), (2, pairs, s, 1)):
            for run in range(0, slots, p):
                g = elems[run:run + p]
                real = len(g)
                g = g + [g[-1]] * (p - real)
                for k in range(real):
                    out[g[k]] = src[g[swap - k]]
    np.testing.assert_array_equal(xb.get(), want)
    np.testing.assert_array_equal(nh.get(), -h)
    np.testing.assert_array_equal(sw.get(), pairs)
    assert packed_asm.compile(f"sm_{capability[0]}{capability[1]}", N=n,
                              num_warps=warps).ptx.count("prmt.b32") >= 2


@pytest.mark.parametrize("body, message", [
    (["tile.inline_asm_elementwise('mov.b32 $0, $1;', '=r,r', [tile.arange(0, 8)], tile.int32, "
      "True, 3)"], "pack must be 1, 2 or 4, got 3"),
    (["tile.inline_asm_elementwise('mov.b32 $0, $1;', '=r,r', [x], tile.int32, True, 1)"],
     "needs at least one tile argument"),
])
def test_inline_asm_trace_errors(trace_error, body, message):
    trace_error("x: tile.int32", body, message)


@pytest.mark.parametrize("asm, constraints, message", [
    ("mov.b32 $0, $1;", "=l,r", "constraint 'l' (entry 0) cannot hold 'i32'"),
    ("mov.b32 $0, $1;", "r,r", "constraint 'r' (entry 0) must start with '=': results come first"),
    ("mov.b32 $0, $1;", "=r", "have 1 entries for the 1 results and 1 operands"),
    ("mov.b32 $0, $2;", "=r,r", "the assembly names operand $2, but there are 2 operands"),
    ("mov.b32 $0, $x;", "=r,r", "the assembly has '$x' at offset 12"),
    ("mov.b32 $0, $1;", "=r,r;4", "cannot hold 4 x 'i32' (128 bits): with pack = 4 use h "
     "(16-bit), r (32-bit) or l (64-bit)"),
])
def test_inline_asm_compile_errors(asm, constraints, message):
    """Constraints that LLVM would abort on are located tile errors."""
    @tile.kernel
    def k(x: tile.ptr(tile.int32)):
        r = tile.arange(0, 8)
        c, _, pack = constraints.partition(";")
        tile.store(x + r, tile.inline_asm_elementwise(asm, c, [tile.load(x + r)],
                                                      tile.int32, True, int(pack or 1)))
    with pytest.raises(tile.CompileError, match=re.escape(message)):
        k.compile("sm_80", cache=False)


@tile.kernel
def hist(x: tile.ptr(tile.int32), u: tile.ptr(tile.uint8), out: tile.ptr(tile.int32),
         out8: tile.ptr(tile.int32), n: tile.int32, N: tile.constexpr, BINS: tile.constexpr):
    r = tile.arange(0, N)
    v = tile.load(x + r, mask=r < n, other=0)
    tile.store(out + tile.arange(0, BINS), tile.histogram(v, BINS, mask=r < n))
    w = tile.load(u + r)
    tile.store(out8 + tile.arange(0, 256), tile.histogram(w, 256))


@pytest.mark.parametrize("capability, N, BINS", [((8, 0), 1024, 64), ((9, 0), 64, 200),
                                                  ((8, 0), 256, 8)])
def test_histogram(emulated, capability, N, BINS):
    """Masked, with values out of range (negative and too large) not
    counted, more or fewer bins than threads, uint8 values above 127."""
    shim = emulated(capability)
    rng = np.random.default_rng(N + BINS)
    x = rng.integers(-5, BINS + 5, N).astype(np.int32)
    u = rng.integers(0, 256, N).astype(np.uint8)
    n = N - 7
    out, out8 = shim.asarray(np.zeros(BINS, np.int32)), shim.asarray(np.zeros(256, np.int32))
    hist[(1,)](shim.asarray(x), shim.asarray(u), out, out8, n, N=N, BINS=BINS)
    kept = x[:n][(x[:n] >= 0) & (x[:n] < BINS)]
    np.testing.assert_array_equal(out.get(), np.bincount(kept, minlength=BINS))
    np.testing.assert_array_equal(out8.get(), np.bincount(u, minlength=256))


@tile.kernel
def permutes(x: tile.ptr(tile.float32), p021: tile.ptr(tile.float32),
             p201: tile.ptr(tile.float32), t10: tile.ptr(tile.float32)):
    A, B, C3 = 4, 8, 16
    offs = (tile.arange(0, A)[:, None, None] * B * C3 + tile.arange(0, B)[None, :, None] * C3
            + tile.arange(0, C3)[None, None, :])
    v = tile.load(x + offs)
    o021 = (tile.arange(0, A)[:, None, None] * C3 * B + tile.arange(0, C3)[None, :, None] * B
            + tile.arange(0, B)[None, None, :])
    tile.store(p021 + o021, tile.permute(v, 0, 2, 1))
    o201 = (tile.arange(0, C3)[:, None, None] * A * B + tile.arange(0, A)[None, :, None] * B
            + tile.arange(0, B)[None, None, :])
    tile.store(p201 + o201, tile.trans(v, (2, 0, 1)))
    w = tile.load(x + tile.arange(0, 8)[:, None] * 16 + tile.arange(0, 16)[None, :])
    tile.store(t10 + tile.arange(0, 16)[:, None] * 8 + tile.arange(0, 8)[None, :],
               tile.trans(w, 1, 0))


def test_permute(emulated):
    """3-D permutations (through a gather) match NumPy's transpose; a 2-D
    swap with dims is tile.trans."""
    shim = emulated((8, 0))
    v = np.arange(4 * 8 * 16, dtype=np.float32).reshape(4, 8, 16)
    outs = [shim.asarray(np.zeros(s, np.float32)) for s in [(4, 16, 8), (16, 4, 8), (16, 8)]]
    permutes[(1,)](shim.asarray(v), *outs)
    np.testing.assert_array_equal(outs[0].get(), v.transpose(0, 2, 1))
    np.testing.assert_array_equal(outs[1].get(), v.transpose(2, 0, 1))
    np.testing.assert_array_equal(outs[2].get(), v.reshape(-1)[:128].reshape(8, 16).T)
    assert "tile.trans" in permutes.ir()
