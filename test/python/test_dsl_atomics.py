"""tile.atomic_add / max / min / xchg / and / or / xor / cas in the DSL
(``tile.atomic_rmw``, ``tile.atomic_cas``, masked, with memory orders),
launched through the PTX emulator's driver (the `emulated` fixture of
conftest.py): histograms, split-K style float sums, unsigned maxima,
tickets, claims, CUDA's threadfence reduction."""

import numpy as np
import pytest

tile = pytest.importorskip("tile")


@tile.kernel
def histogram(x: tile.ptr(tile.int32), bins: tile.ptr(tile.int32), n: tile.int32,
              BLOCK: tile.constexpr):
    offs = tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
    inside = offs < n
    v = tile.load(x + offs, mask=inside)
    tile.atomic_add(bins + v, 1, mask=inside)


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
def test_masked_histogram(emulated, capability):
    """Blocks of 128 over 300 values (the last block masked): every value
    counted once, none of the masked-off lanes adds to bin 0."""
    shim = emulated(capability)
    rng = np.random.default_rng(1)
    values = rng.integers(0, 16, 300).astype(np.int32)
    x = shim.asarray(values)
    bins = shim.asarray(np.zeros(16, np.int32))
    histogram[(tile.cdiv(300, 128),)](x, bins, 300, BLOCK=128)
    np.testing.assert_array_equal(bins.get(), np.bincount(values, minlength=16))


def test_masked_atomic_ptx():
    """The mask is a predicate on each atom (ptxas-free check of the text)."""
    ptx = histogram.compile("sm_80", BLOCK=128, cache=False).ptx
    assert "atom.acq_rel.gpu.global.add.u32" in ptx
    assert "setp.ne.u32 %tl_p" in ptx and "@%tl_p atom.acq_rel.gpu.global.add.u32" in ptx


@tile.kernel
def row_sums(a: tile.ptr(tile.float32), out: tile.ptr(tile.float32), M: tile.int32,
             N: tile.int32, BM: tile.constexpr, BN: tile.constexpr):
    """Each program sums a BM x BN block's rows into out (split over N)."""
    rows = tile.program_id(0) * BM + tile.arange(0, BM)
    cols = tile.program_id(1) * BN + tile.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    block = tile.load(a + rows[:, None] * N + cols[None, :], mask=mask)
    tile.atomic_add(out + rows, tile.sum(block, axis=1), mask=rows < M)


def test_split_float_sums(emulated):
    """f32 partial sums from 3 x 2 programs added into one vector."""
    shim = emulated((9, 0))
    rng = np.random.default_rng(2)
    M, N = 70, 150
    data = rng.standard_normal((M, N)).astype(np.float32)
    a = shim.asarray(data)
    out = shim.asarray(np.zeros(M, np.float32))
    row_sums[(tile.cdiv(M, 32), tile.cdiv(N, 64))](a, out, M, N, BM=32, BN=64)
    np.testing.assert_allclose(out.get(), data.astype(np.float64).sum(1), rtol=1e-5, atol=1e-4)


@tile.kernel
def half_sums(x: tile.ptr(tile.float32), out16: tile.ptr(tile.float16),
              outbf: tile.ptr(tile.bfloat16), n: tile.int32, BF16: tile.constexpr):
    offs = tile.program_id(0) * 64 + tile.arange(0, 64)
    inside = offs < n
    v = tile.load(x + offs, mask=inside)
    tile.atomic_add(out16 + offs % 8, v.to(tile.float16), mask=inside)
    if BF16:
        tile.atomic_add(outbf + offs % 8, v.to(tile.bfloat16), mask=inside, sem="relaxed")


@pytest.mark.parametrize("capability,bf16", [((8, 0), False), ((9, 0), True)])
def test_half_precision_adds(emulated, capability, bf16):
    """float16 (sm_70+) and bfloat16 (sm_90+) atomic adds: atom.add.noftz,
    each add rounded to the element type; bfloat16 on sm_80 is a located
    error naming sm_90."""
    shim = emulated(capability)
    n = 200
    x = (np.arange(n) % 7).astype(np.float32) * 0.5  # small halves: exact sums
    o16 = shim.asarray(np.zeros(8, np.float16))
    obf = shim.asarray(np.zeros(8, np.uint16))
    half_sums[(tile.cdiv(n, 64),)](shim.asarray(x), o16, obf.data.ptr, n, BF16=bf16)  # bf16 bits
    want = np.array([x[i::8].sum() for i in range(8)], np.float32)
    np.testing.assert_array_equal(o16.get().astype(np.float32), want)
    if bf16:
        got = (obf.get().astype(np.uint32) << 16).view(np.float32)
        np.testing.assert_array_equal(got, want)
    ptx = half_sums.compile("sm_90", BF16=True).ptx
    assert "atom.gpu.global.add.noftz.f16" in ptx or "atom.acq_rel.gpu.global.add.noftz.f16" in ptx
    assert "atom.gpu.global.add.noftz.bf16" in ptx
    with pytest.raises(tile.CompileError, match="atom.add.noftz.bf16 needs sm_90"):
        half_sums.compile("sm_80", BF16=True)


@tile.kernel
def extremes(x: tile.ptr(tile.uint32), y: tile.ptr(tile.int32), umax: tile.ptr(tile.uint32),
             smin: tile.ptr(tile.int32), n: tile.int32):
    offs = tile.program_id(0) * 64 + tile.arange(0, 64)
    inside = offs < n
    tile.atomic_max(umax + offs % 4, tile.load(x + offs, mask=inside), mask=inside)
    tile.atomic_min(smin + offs % 4, tile.load(y + offs, mask=inside), mask=inside)


def test_unsigned_max_signed_min(emulated):
    """uint32 maxima compare unsigned (values above 2^31 win), int32 minima
    signed (negative values win); 64-element tiles on 128 threads."""
    shim = emulated((8, 0))
    rng = np.random.default_rng(3)
    n = 150
    xs = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    ys = rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32)
    umax = shim.asarray(np.zeros(4, np.uint32))
    smin = shim.asarray(np.full(4, 2**31 - 1, np.int32))
    extremes[(tile.cdiv(n, 64),)](shim.asarray(xs), shim.asarray(ys), umax, smin, n, num_warps=4)
    np.testing.assert_array_equal(umax.get(), [xs[i::4].max() for i in range(4)])
    np.testing.assert_array_equal(smin.get(), [ys[i::4].min() for i in range(4)])


@tile.kernel
def tickets(counter: tile.ptr(tile.int32), out: tile.ptr(tile.int32)):
    one = tile.arange(0, 1)
    old = tile.atomic_add(counter + one * 0, 1)
    tile.store(out + tile.program_id(0) + one, old)


def test_tickets_from_old_values(emulated):
    """A one-element atomic per program (performed by one thread of the
    block): the old values are the tickets 0..4, each handed out once."""
    shim = emulated((9, 0))
    counter = shim.asarray(np.zeros(1, np.int32))
    out = shim.asarray(np.full(5, -1, np.int32))
    tickets[(5,)](counter, out)
    assert counter.get()[0] == 5
    assert sorted(out.get().tolist()) == [0, 1, 2, 3, 4]


@tile.kernel
def bits(x: tile.ptr(tile.int32), a: tile.ptr(tile.int32), o: tile.ptr(tile.int32),
         e: tile.ptr(tile.int32), old: tile.ptr(tile.int32)):
    offs = tile.arange(0, 128)
    v = tile.load(x + offs)
    tile.atomic_and(a + offs % 2, v)
    tile.atomic_or(o + offs % 2, v)
    tile.atomic_xor(e + offs % 2, v)
    tile.store(old + offs, tile.atomic_xchg(x + offs, offs))


def test_bitwise_and_exchange(emulated):
    shim = emulated((8, 0))
    rng = np.random.default_rng(4)
    vals = rng.integers(-2**31, 2**31, 128, dtype=np.int64).astype(np.int32)
    x = shim.asarray(vals.copy())
    a = shim.asarray(np.full(2, -1, np.int32))
    o = shim.asarray(np.zeros(2, np.int32))
    e = shim.asarray(np.zeros(2, np.int32))
    old = shim.asarray(np.zeros(128, np.int32))
    bits[(1,)](x, a, o, e, old)
    for i in range(2):
        assert a.get()[i] == np.bitwise_and.reduce(vals[i::2])
        assert o.get()[i] == np.bitwise_or.reduce(vals[i::2])
        assert e.get()[i] == np.bitwise_xor.reduce(vals[i::2])
    np.testing.assert_array_equal(old.get(), vals)
    np.testing.assert_array_equal(x.get(), np.arange(128))


@pytest.mark.parametrize("body, message", [
    ("tile.atomic_max(f + offs, 1.0)", "on float32: PTX's atom only adds and exchanges floats"),
    ("tile.atomic_add(i + offs, 1, sem='seq_cst')", "sem must be one of relaxed, acquire, release, acq_rel"),
    ("tile.atomic_cas(i + offs, 1)", "tile.atomic_cas(ptr + offsets, cmp, value, mask=None)"),
    ("tile.atomic_cas(h + offs, 0, 1)", "works on int32/uint32/int64/uint64 and float32/float64 pointers"),
    ("tile.atomic_add(i + offs, 1, scope='device')", "scope must be one of cta, cluster, gpu, sys"),
    ("tile.atomic_xchg(h + offs, 1.0)", "on float16: PTX's atom only adds 16-bit floats"),
    ("tile.atomic_add(b + offs, 1)", "works on int32/uint32/int64/uint64 and float32/float64 pointers"),
    ("tile.atomic_add(i + offs, 1, mask=False)", "with mask=False does nothing"),
    ("tile.atomic_add(i)", "takes tile.atomic_add(ptr, offsets, value, mask=None)"),
])
def test_atomic_errors(trace_error, body, message):
    """Clear errors at the call for what tile's atom cannot do."""
    trace_error("f: tile.ptr(tile.float32), i: tile.ptr(tile.int32), h: tile.ptr(tile.float16), "
                "b: tile.ptr(tile.int8)",
                ["offs = tile.arange(0, 128)", body], message)


@tile.kernel
def claim(flag: tile.ptr(tile.int32), out: tile.ptr(tile.int32)):
    one = tile.arange(0, 1)
    pid = tile.program_id(0)
    old = tile.atomic_cas(flag + one * 0, 0, pid + 1, sem="acquire")
    tile.store(out + pid + one, old)


def test_compare_and_swap_claims_once(emulated):
    """Six programs race to swap 0 -> pid + 1: exactly one finds 0 (the
    winner), the others read the winner's value."""
    shim = emulated((9, 0))
    flag = shim.asarray(np.zeros(1, np.int32))
    out = shim.asarray(np.full(6, -1, np.int32))
    claim[(6,)](flag, out)
    winner = flag.get()[0]
    got = out.get()
    assert 1 <= winner <= 6 and got[winner - 1] == 0
    assert sorted(got.tolist()) == [0] + [winner] * 5


@tile.kernel
def last_block_sums(x: tile.ptr(tile.float32), partial: tile.ptr(tile.float32),
                    count: tile.ptr(tile.int32), total: tile.ptr(tile.float32), n: tile.int32,
                    BLOCK: tile.constexpr, PROGRAMS: tile.constexpr):
    """CUDA's threadfence reduction: each program stores its partial sum,
    then counts itself in (acq_rel); the program that counts last sums the
    partials."""
    pid = tile.program_id(0)
    offs = pid * BLOCK + tile.arange(0, BLOCK)
    one = tile.arange(0, 1)
    tile.store(partial + pid + one, tile.sum(tile.load(x + offs, mask=offs < n)))
    ticket = tile.sum(tile.atomic_add(count + one * 0, 1, sem="acq_rel"))
    if ticket == PROGRAMS - 1:
        parts = tile.load(partial + tile.arange(0, PROGRAMS))
        tile.store(total + one, tile.sum(parts))


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
def test_release_acquire_reduction(emulated, capability):
    shim = emulated(capability)
    rng = np.random.default_rng(7)
    n, block, programs = 900, 128, 8
    data = rng.standard_normal(n).astype(np.float32)
    total = shim.asarray(np.zeros(1, np.float32))
    count = shim.asarray(np.zeros(1, np.int32))
    last_block_sums[(programs,)](shim.asarray(data), shim.asarray(np.zeros(programs, np.float32)),
                                 count, total, n, BLOCK=block, PROGRAMS=programs)
    assert count.get()[0] == programs
    np.testing.assert_allclose(total.get()[0], data.astype(np.float64).sum(), rtol=1e-5, atol=1e-4)


@pytest.mark.parametrize("target, want", [
    ("sm_80", "atom.acq_rel.gpu.global.add.u32"),
    ("sm_90a", "atom.acq_rel.gpu.global.add.u32"),
])
def test_default_order_is_acq_rel(target, want):
    """sem=None is Triton's acq_rel: PTX's atom.acq_rel on sm_70 and newer;
    sem="relaxed" drops it."""
    assert want in histogram.compile(target, BLOCK=128, cache=False).ptx

    @tile.kernel
    def relaxed(bins: tile.ptr(tile.int32)):
        tile.atomic_add(bins + tile.arange(0, 128), 1, sem="relaxed")
    ptx = relaxed.compile(target, cache=False).ptx
    assert "atom.gpu.global.add.u32" in ptx and "acq_rel" not in ptx


@tile.kernel
def scalar_tickets(counter: tile.ptr(tile.int32), out: tile.ptr(tile.int32)):
    ticket = tile.atomic_add(counter, 1, sem="relaxed")  # Triton's scalar form
    tile.store(out + tile.program_id(0) + tile.arange(0, 1), tile.full((1,), ticket, tile.int32))


def test_scalar_atomic(emulated):
    """An atomic on a pointer parameter alone is one element; its old value
    is a scalar (five programs: tickets 0..4)."""
    shim = emulated((8, 0))
    counter = shim.asarray(np.zeros(1, np.int32))
    out = shim.asarray(np.full(5, -1, np.int32))
    scalar_tickets[(5,)](counter, out)
    assert counter.get()[0] == 5 and sorted(out.get().tolist()) == [0, 1, 2, 3, 4]


@tile.kernel
def wide(counts: tile.ptr(tile.int64), sums: tile.ptr(tile.float64), peak: tile.ptr(tile.uint64),
         x: tile.ptr(tile.float64), n: tile.int32):
    offs = tile.program_id(0) * 128 + tile.arange(0, 128)
    inside = offs < n
    v = tile.load(x + offs, mask=inside)
    tile.atomic_add(counts + offs % 3, (1 << 40) + offs.to(tile.int64), mask=inside)
    tile.atomic_add(sums + offs % 2, v, mask=inside, sem="relaxed")
    tile.atomic_max(peak + offs * 0, offs.to(tile.uint64) << 55, mask=inside)


def test_64_bit_atomics(emulated):
    """int64 adds past 2^32, float64 sums, uint64 maxima above 2^63."""
    shim = emulated((9, 0))
    n = 300
    xs = np.random.default_rng(12).standard_normal(n)
    counts = shim.asarray(np.zeros(3, np.int64))
    sums = shim.asarray(np.zeros(2, np.float64))
    peak = shim.asarray(np.zeros(1, np.uint64))
    wide[(3,)](counts, sums, peak, shim.asarray(xs), n)
    i = np.arange(n, dtype=np.int64)
    np.testing.assert_array_equal(counts.get(), [((1 << 40) + i[i % 3 == k]).sum() for k in range(3)])
    np.testing.assert_allclose(sums.get(), [xs[0::2].sum(), xs[1::2].sum()], rtol=1e-12)
    assert int(peak.get()[0]) == 299 << 55  # above 2^63: compared unsigned
