"""Tensor-core results reduced and broadcast in registers, run through the
PTX emulator against NumPy: the paths docs/attention.md describes and the
ways out of them (a row vector also stored, a column reduction, an uneven
warp tiling without row structure, a row vector shared by two dots, a
loop-carried running max that the loop also stores, rows split over warps).

DSL kernels compiled for mma.sync targets and for sm_90a (wgmma from
shared memory without swizzling, which the emulator runs at once).
"""

import math
import re
import os
import sys

import numpy as np
import pytest

import tile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptxemu  # noqa: E402
from test_ptxemu import _bf16  # noqa: E402


def _launch(kernel, name, target, grid, num_warps, args, **meta):
    compiled = kernel.compile(target, num_warps=num_warps, cache=False, **meta)
    # A K loop of tile.loads on sm_90a keeps its cp.async ring in dynamic
    # shared memory.
    ptxemu.Module(compiled.ptx).launch(name, grid, (32 * num_warps,), args, MEM[0],
                                       shared_bytes=compiled.dynamic_shared_bytes)
    return compiled.ptx


MEM = [None]


@pytest.fixture(autouse=True)
def memory():
    MEM[0] = ptxemu.Memory()
    yield MEM[0]


def _rel(got, want):
    return float(np.max(np.abs(got - want) / np.maximum(np.abs(want), 1.0)))


@tile.kernel
def rows_and_columns(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16),
                     soft: tile.ptr(tile.float32), rsum: tile.ptr(tile.float32),
                     cmax: tile.ptr(tile.float32), M: tile.constexpr = 64, N: tile.constexpr = 64,
                     K: tile.constexpr = 32, COLS: tile.constexpr = False):
    """softmax over rows (in registers), the row sums also stored (blocked);
    with COLS the column maxima too (axis 0: the product goes to the blocked
    distribution and every reduction with it)."""
    r = tile.arange(0, M)
    c = tile.arange(0, N)
    k = tile.arange(0, K)
    s = tile.dot(tile.load(a, r[:, None] * K + k[None, :]), tile.load(b, k[:, None] * N + c[None, :]))
    e = tile.exp(s - tile.max(s, axis=1)[:, None])
    tile.store(soft, r[:, None] * N + c[None, :], e / tile.sum(e, axis=1)[:, None])
    tile.store(rsum, r, tile.sum(s, axis=1))
    if COLS:
        tile.store(cmax, c, tile.max(s, axis=0))


@pytest.mark.parametrize("cols", [False, True])
@pytest.mark.parametrize("target, m, n, k, warps, dt", [
    ("sm_80", 64, 64, 32, 4, tile.bfloat16),   # whole rows per warp
    ("sm_80", 64, 64, 32, 8, tile.bfloat16),   # rows in 2 x 4 blocks: parts
    ("sm_86", 128, 32, 16, 4, tile.bfloat16),  # 2 tile rows per warp
    ("sm_80", 48, 24, 16, 8, tile.float16),    # 9 tiles on 8 warps: no row structure
    ("sm_90a", 64, 64, 32, 4, tile.bfloat16),  # wgmma: 16 rows per warp
    ("sm_90a", 128, 32, 16, 4, tile.bfloat16),  # wgmma: 2 rounds
    ("sm_90a", 64, 64, 32, 8, tile.bfloat16),  # 2 warpgroups, 1 tile: uneven
])
def test_rows_and_columns(target, m, n, k, warps, dt, cols):
    rng = np.random.default_rng(m + n + warps)
    if dt == tile.bfloat16:
        a_bits, a = _bf16(rng.standard_normal((m, k)))
        b_bits, b = _bf16(rng.standard_normal((k, n)))
    else:
        a = rng.standard_normal((m, k)).astype(np.float16)
        b = rng.standard_normal((k, n)).astype(np.float16)
        a_bits, b_bits = a, b
    mem = MEM[0]
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(np.zeros((m, n), np.float32)),
            mem.alloc(np.zeros(m, np.float32)), mem.alloc(np.zeros(n, np.float32))]
    kernel = rows_and_columns if dt == tile.bfloat16 else _f16_variant()
    ptx = _launch(kernel, "rows_and_columns", target, (1,), warps, args, M=m, N=n, K=k, COLS=cols)
    if not cols and dt == tile.bfloat16 and m // 16 % warps == 0:
        # Whole rows per warp: after the product, no shared memory but
        # the row sums' trip to the blocked distribution (2 barriers).
        last = "mma.sync" if target != "sm_90a" else "wgmma.wait_group"
        assert ptx[ptx.rindex(last):].count("bar.sync") == 2
    s = a.astype(np.float64) @ b.astype(np.float64)
    e = np.exp(s - s.max(1, keepdims=True))
    assert _rel(mem.read(args[2], (m, n), np.float32), e / e.sum(1, keepdims=True)) < 1e-5
    assert _rel(mem.read(args[3], (m,), np.float32), s.sum(1)) < 1e-4
    if cols:
        assert _rel(mem.read(args[4], (n,), np.float32), s.max(0)) < 1e-5


def _f16_variant():
    @tile.kernel
    def rows_and_columns(a: tile.ptr(tile.float16), b: tile.ptr(tile.float16),
                         soft: tile.ptr(tile.float32), rsum: tile.ptr(tile.float32),
                         cmax: tile.ptr(tile.float32), M: tile.constexpr = 48,
                         N: tile.constexpr = 24, K: tile.constexpr = 16,
                         COLS: tile.constexpr = False):
        r = tile.arange(0, M)
        c = tile.arange(0, N)
        k = tile.arange(0, K)
        s = tile.dot(tile.load(a, r[:, None] * K + k[None, :]),
                     tile.load(b, k[:, None] * N + c[None, :]))
        e = tile.exp(s - tile.max(s, axis=1)[:, None])
        tile.store(soft, r[:, None] * N + c[None, :], e / tile.sum(e, axis=1)[:, None])
        tile.store(rsum, r, tile.sum(s, axis=1))
        if COLS:
            tile.store(cmax, c, tile.max(s, axis=0))
    return rows_and_columns


@tile.kernel
def shared_rows(a: tile.ptr(tile.bfloat16), b1: tile.ptr(tile.bfloat16),
                b2: tile.ptr(tile.bfloat16), out: tile.ptr(tile.float32)):
    """A row vector of one dot (64 x 64) scales another (64 x 32) in
    registers: same rows per warp (FragmentLayout::rowsKey)."""
    r = tile.arange(0, 64)
    k = tile.arange(0, 32)
    c64 = tile.arange(0, 64)
    c32 = tile.arange(0, 32)
    ta = tile.load(a, r[:, None] * 32 + k[None, :])
    s1 = tile.dot(ta, tile.load(b1, k[:, None] * 64 + c64[None, :]))
    s2 = tile.dot(ta, tile.load(b2, k[:, None] * 32 + c32[None, :]))
    m = tile.max(s1, axis=1)
    tile.store(out, r[:, None] * 32 + c32[None, :], s2 * tile.exp(-m)[:, None] + m[:, None])


@pytest.mark.parametrize("target", ["sm_80", "sm_90a"])
def test_row_vector_between_dots(target):
    rng = np.random.default_rng(5)
    a_bits, a = _bf16(rng.standard_normal((64, 32)))
    b1_bits, b1 = _bf16(rng.standard_normal((32, 64)))
    b2_bits, b2 = _bf16(rng.standard_normal((32, 32)))
    mem = MEM[0]
    args = [mem.alloc(a_bits), mem.alloc(b1_bits), mem.alloc(b2_bits),
            mem.alloc(np.zeros((64, 32), np.float32))]
    ptx = _launch(shared_rows, "shared_rows", target, (1,), 4, args)
    m = (a.astype(np.float64) @ b1).max(1)
    want = (a.astype(np.float64) @ b2) * np.exp(-m)[:, None] + m[:, None]
    assert _rel(mem.read(args[3], (64, 32), np.float32), want) < 1e-5
    # After the two products, nothing goes through shared memory.
    tail = ptx[ptx.rindex("mma.sync" if target == "sm_80" else "wgmma.wait_group"):]
    assert "bar.sync" not in tail and "ld.shared" not in tail


@tile.kernel
def running_max(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16),
                steps: tile.ptr(tile.float32), out: tile.ptr(tile.float32), n: tile.int32):
    """A loop-carried running row max (rows layout) that the loop also
    stores each step (a user outside the fragment), and a rescaled
    accumulator carried in registers."""
    r = tile.arange(0, 64)
    k = tile.arange(0, 32)
    c = tile.arange(0, 64)
    ta = tile.load(a, r[:, None] * 32 + k[None, :])
    m_i = tile.full((64,), -float("inf"), tile.float32)
    acc = tile.zeros((64, 64), tile.float32)
    for j in range(0, n):
        s = tile.dot(ta, tile.load(b, j * 32 * 64 + k[:, None] * 64 + c[None, :]))
        m_new = tile.maximum(m_i, tile.max(s, axis=1))
        tile.store(steps, j * 64 + r, m_new)
        acc = acc * tile.exp(m_i - m_new)[:, None] + s
        m_i = m_new
    tile.store(out, r[:, None] * 64 + c[None, :], acc / m_i[:, None])


@pytest.mark.parametrize("target, warps", [("sm_80", 4), ("sm_80", 8), ("sm_90a", 4)])
def test_running_max_also_stored(target, warps):
    rng = np.random.default_rng(9)
    n = 3
    a_bits, a = _bf16(rng.standard_normal((64, 32)))
    b_bits, b = _bf16(rng.standard_normal((n, 32, 64)))
    mem = MEM[0]
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(np.zeros((n, 64), np.float32)),
            mem.alloc(np.zeros((64, 64), np.float32)), n]
    _launch(running_max, "running_max", target, (1,), warps, args)
    m = np.full(64, -np.inf)
    acc = np.zeros((64, 64))
    steps = []
    for j in range(n):
        s = a.astype(np.float64) @ b[j]
        m_new = np.maximum(m, s.max(1))
        steps.append(m_new)
        acc = acc * np.exp(m - m_new)[:, None] + s
        m = m_new
    assert _rel(mem.read(args[2], (n, 64), np.float32), np.array(steps)) < 1e-5
    assert _rel(mem.read(args[3], (64, 64), np.float32), acc / m[:, None]) < 1e-4


@pytest.mark.parametrize("target, warps, head, causal", [
    ("sm_80", 8, 64, False),    # rows split over warps: parts in shared memory
    ("sm_80", 4, 32, True),     # accumulator of another N: rows shared by key
    ("sm_120a", 4, 128, False),
    ("sm_90a", 4, 64, True),
    ("sm_90a", 4, 128, False),
    ("sm_90a", 8, 256, True),   # head 256: the rings in dynamic shared memory
    ("sm_80", 8, 256, False),
])
def test_attention_variants(target, warps, head, causal):
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "examples", "python"))
    import attention as example
    seqlen, bh = 77, 2
    rng = np.random.default_rng(head)
    (qb, q), (kb, k), (vb, v) = (_bf16(rng.standard_normal((bh, seqlen, head)))
                                 for _ in range(3))
    mem = MEM[0]
    args = [mem.alloc(qb), mem.alloc(kb), mem.alloc(vb),
            mem.alloc(np.zeros((bh, seqlen, head), np.uint16)), seqlen,
            np.float32(1 / math.sqrt(head))]
    _launch(example.attention, "attention", target, (math.ceil(seqlen / 64), bh), warps, args,
            HEAD=head, CAUSAL=causal)
    got = (mem.read(args[3], (bh, seqlen, head), np.uint16).astype(np.uint32) << 16).view(
        np.float32)
    want = example.reference(q.astype(np.float64), k, v, 1 / math.sqrt(head), causal)
    assert float(np.max(np.abs(got - want))) < 1e-2


@tile.kernel
def product_nt(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16), c: tile.ptr(tile.float32),
               M: tile.constexpr = 64, N: tile.constexpr = 32, K: tile.constexpr = 64):
    """C = A B^T with B (N x K) read along its rows: the dot stages the
    transpose itself (no separate trip through shared memory)."""
    m = tile.arange(0, M)
    n = tile.arange(0, N)
    k = tile.arange(0, K)
    bt = tile.trans(tile.load(b, n[:, None] * K + k[None, :]))
    acc = tile.dot(tile.load(a, m[:, None] * K + k[None, :]), bt)
    tile.store(c, m[:, None] * N + n[None, :], acc)


@pytest.mark.parametrize("target, warps", [("sm_80", 4), ("sm_80", 8), ("sm_120a", 4),
                                           ("sm_90a", 4)])
def test_transposed_operand(target, warps):
    rng = np.random.default_rng(11)
    a_bits, a = _bf16(rng.standard_normal((64, 64)))
    b_bits, b = _bf16(rng.standard_normal((32, 64)))
    mem = MEM[0]
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(np.zeros((64, 32), np.float32))]
    ptx = _launch(product_nt, "product_nt", target, (1,), warps, args)
    assert ptx.count("bar.sync") == 2  # the operands' staging, nothing else
    assert _rel(mem.read(args[2], (64, 32), np.float32), a.astype(np.float64) @ b.T) < 1e-5
    # wgmma stages it into its core matrices the same way.
    assert product_nt.compile("sm_90a", cache=False).ptx.count("bar.sync") == 2


@tile.kernel
def gemm_epilogue(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16),
                  bias: tile.ptr(tile.float32), scale: tile.ptr(tile.float32),
                  c: tile.ptr(tile.bfloat16), M: tile.int32, N: tile.int32, K: tile.int32,
                  BLOCK_M: tile.constexpr = 64, BLOCK_N: tile.constexpr = 64,
                  BLOCK_K: tile.constexpr = 32):
    """A masked GEMM (the cp.async pipeline on mma.sync targets) whose
    epilogue scales rows, adds a bias per column and stores bf16, all on
    the accumulator's registers."""
    rows = tile.program_id(1) * BLOCK_M + tile.arange(0, BLOCK_M)
    cols = tile.program_id(0) * BLOCK_N + tile.arange(0, BLOCK_N)
    ks = tile.arange(0, BLOCK_K)
    acc = tile.zeros((BLOCK_M, BLOCK_N), tile.float32)
    for k0 in range(0, K, BLOCK_K):
        k = k0 + ks
        ta = tile.load(a, rows[:, None] * K + k[None, :], mask=(rows[:, None] < M) & (k[None, :] < K))
        tb = tile.load(b, k[:, None] * N + cols[None, :], mask=(k[:, None] < K) & (cols[None, :] < N))
        acc = tile.dot(ta, tb, acc)
    s = tile.load(scale, rows, mask=rows < M, other=0.0)
    bv = tile.load(bias, cols, mask=cols < N, other=0.0)
    out = acc * s[:, None] + bv[None, :]
    tile.store(c, rows[:, None] * N + cols[None, :], out.to(tile.bfloat16),
               mask=(rows[:, None] < M) & (cols[None, :] < N))


@pytest.mark.parametrize("target", ["sm_80", "sm_89", "sm_90a"])
def test_gemm_epilogue(target):
    m, n, k = 100, 72, 80
    rng = np.random.default_rng(13)
    a_bits, a = _bf16(rng.standard_normal((m, k)))
    b_bits, b = _bf16(rng.standard_normal((k, n)))
    bias = rng.standard_normal(n).astype(np.float32)
    scale = rng.standard_normal(m).astype(np.float32)
    mem = MEM[0]
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(bias), mem.alloc(scale),
            mem.alloc(np.zeros((m, n), np.uint16)), m, n, k]
    ptx = _launch(gemm_epilogue, "gemm_epilogue", target, (math.ceil(n / 64), math.ceil(m / 64)),
                  4, args)
    assert ("cp.async" if target != "sm_90a" else "wgmma.mma_async") in ptx
    got = (mem.read(args[4], (m, n), np.uint16).astype(np.uint32) << 16).view(np.float32)
    want = (a.astype(np.float64) @ b) * scale[:, None] + bias[None, :]
    assert _rel(got, want) < 8e-3  # bf16 output


def _chain_kernel(steps):
    @tile.kernel
    def chain(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16), c: tile.ptr(tile.float32),
              n: tile.int32):
        r = tile.arange(0, 64)
        ta = tile.load(a, r[:, None] * 64 + r[None, :])
        tb = tile.load(b, r[:, None] * 64 + r[None, :])
        m = tile.full((64,), 0.0, tile.float32)
        acc = tile.zeros((64, 64), tile.float32)
        for _ in range(0, n):
            s = tile.dot(ta, tb)
            for _ in tile.static_range(steps):
                m = tile.maximum(m, tile.max(s, axis=1)) * 0.5
                s = s * 1.01 - m[:, None]
            acc = tile.dot(s.to(tile.bfloat16), tb, acc * tile.exp(m)[:, None])
        tile.store(c, r[:, None] * 64 + r[None, :], acc)
    return chain


@pytest.mark.parametrize("target", ["sm_80", "sm_90a"])
@pytest.mark.parametrize("steps", [3, 48])
def test_long_chains(target, steps):
    """Chains of row reductions and broadcasts (96 ops deep at 48 steps) stay
    in registers: the lowering's look-ahead (kMaxLookAhead, 256 ops,
    memoized) sees through them. The dots' operands loaded before the loop
    are staged once, before it (2 barriers); in the loop the first dot reads
    them there, the second takes the first's result in registers, so the
    loop body has no barrier at all (2 more: the store of the result)."""
    barriers = 4
    rng = np.random.default_rng(17)
    a_bits, a = _bf16(rng.standard_normal((64, 64)) * 0.3)
    b_bits, b = _bf16(rng.standard_normal((64, 64)) * 0.3)
    mem = MEM[0]
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(np.zeros((64, 64), np.float32)), 2]
    ptx = _launch(_chain_kernel(steps), "chain", target, (1,), 4, args)
    assert ptx.count("bar.sync") == barriers
    m, acc = np.zeros(64), np.zeros((64, 64))
    for _ in range(2):
        s = a.astype(np.float64) @ b
        for _ in range(steps):
            m = np.maximum(m, s.max(1)) * 0.5
            s = s * 1.01 - m[:, None]
        acc = _bf16(s.astype(np.float32))[1] @ b + acc * np.exp(m)[:, None]
    assert _rel(mem.read(args[2], (64, 64), np.float32), acc) < 1e-5


@tile.kernel
def two_dots(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16), v: tile.ptr(tile.bfloat16),
             o: tile.ptr(tile.float32), M: tile.constexpr = 64, K: tile.constexpr = 64,
             N: tile.constexpr = 64, D: tile.constexpr = 64):
    """O = exp(A B - rowmax) V in f32: the product P of the first dot (M x N,
    to bf16) is the A operand of the second (M x N by N x D)."""
    r = tile.arange(0, M)
    kk = tile.arange(0, K)
    n = tile.arange(0, N)
    d = tile.arange(0, D)
    s = tile.dot(tile.load(a, r[:, None] * K + kk[None, :]),
                 tile.load(b, kk[:, None] * N + n[None, :]))
    p = tile.exp(s - tile.max(s, axis=1)[:, None]).to(tile.bfloat16)
    acc = tile.dot(p, tile.load(v, n[:, None] * D + d[None, :]))
    tile.store(o, r[:, None] * D + d[None, :], acc)


_REGISTER_A = re.compile(r"wgmma\.mma_async\S* \{[^}]*\}, \{(%r\d+), (%r\d+), (%r\d+), (%r\d+)\}")


@pytest.mark.parametrize("target", ["sm_90a", "sm_80", "sm_120a"])
@pytest.mark.parametrize("m, n, d, warps, register_a", [
    (64, 64, 64, 4, True),      # attention's P x V, head 64
    (64, 64, 128, 4, True),     # head 128: one m64n128 tile across D
    (64, 128, 64, 4, True),     # 128 keys: 8 K steps
    (128, 64, 64, 8, True),     # two warpgroups, 64 rows of P each
    (64, 64, 64, 8, False),     # the second warpgroup holds no rows: staged
    (64, 64, 192, 4, True),     # D = 192: three m64n64 tiles on one warpgroup
    (128, 64, 192, 8, False),   # ... on two warpgroups: rows per tile vary, staged
])
def test_register_a(target, m, n, d, warps, register_a):
    """A bf16 A that is the accumulator fragment of the first dot goes to
    the second in registers (no shared memory for P): on sm_90a a wgmma
    fragment on the same warpgroups (the emulator reads the registers with
    the ISA's A-fragment layout), on mma.sync targets a fragment with whole
    rows of tiles per warp (the row max gives both dots that tiling)."""
    rng = np.random.default_rng(m + n + d + warps)
    k = 32
    (ab, a), (bb, b), (vb, v) = (_bf16(rng.standard_normal(s) * 0.5)
                                 for s in ((m, k), (k, n), (n, d)))
    mem = MEM[0]
    args = [mem.alloc(ab), mem.alloc(bb), mem.alloc(vb), mem.alloc(np.zeros((m, d), np.float32))]
    ptx = _launch(two_dots, "two_dots", target, (1,), warps, args, M=m, K=k, N=n, D=d)
    if target == "sm_90a":  # mma.sync: test/Conversion/TileToNV/wgmma-register-a.mlir
        assert bool(_REGISTER_A.search(ptx)) == register_a
    s = a.astype(np.float64) @ b
    _, p = _bf16(np.exp(s - s.max(axis=1, keepdims=True)))
    assert _rel(mem.read(args[3], (m, d), np.float32), p @ v) < 2e-3  # P rounded to bf16
    if register_a and target == "sm_90a":
        # The registers in another order: the emulator must see it.
        swapped = _REGISTER_A.sub(lambda x: x.group(0).replace(
            f"{x.group(1)}, {x.group(2)}", f"{x.group(2)}, {x.group(1)}"), ptx)
        mem2 = ptxemu.Memory()
        args2 = [mem2.alloc(ab), mem2.alloc(bb), mem2.alloc(vb),
                 mem2.alloc(np.zeros((m, d), np.float32))]
        ptxemu.Module(swapped).launch("two_dots", (1,), (32 * warps,), args2, mem2)
        assert _rel(mem2.read(args2[3], (m, d), np.float32), p @ v) > 1e-2


@tile.kernel
def invariant_operand_and_big_relayout(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16),
                                       x: tile.ptr(tile.float32), c: tile.ptr(tile.float32),
                                       y: tile.ptr(tile.float32), n: tile.int32):
    """A (64 x 256 bf16, 32 KiB) is loaded before the loop; the loop also
    transposes a 64 x 128 f32 tile (32 KiB through shared memory)."""
    r = tile.arange(0, 64)
    k = tile.arange(0, 256)
    j = tile.arange(0, 32)
    q = tile.arange(0, 128)
    ta = tile.load(a, r[:, None] * 256 + k[None, :])
    acc = tile.zeros((64, 32))
    for i in range(0, n):
        acc = tile.dot(ta, tile.load(b, i * 256 * 32 + k[:, None] * 32 + j[None, :]), acc)
        tx = tile.load(x, i * 64 * 128 + r[:, None] * 128 + q[None, :])
        tile.store(y, i * 64 * 128 + q[:, None] * 64 + r[None, :], tile.trans(tx) * 2.0)
    tile.store(c, r[:, None] * 32 + j[None, :], acc)


@pytest.mark.parametrize("target", ["sm_80", "sm_90a"])
def test_hoisted_operand_over_the_shared_limit(target):
    """Keeping A staged across the loop (32 KiB) plus the loop's own 32 KiB
    transpose needs 64 KiB (more with padded rows on mma.sync), over the 48
    KiB PTX allows statically: the buffer is dynamic shared memory (the
    launch passes it), A stays staged once before the loop, and the kernel
    is lowered once (no compact retry: that is only for kernels over the
    target's shared memory per block)."""
    rng = np.random.default_rng(3)
    n = 2
    a_bits, a = _bf16(rng.standard_normal((64, 256)) * 0.2)
    b_bits, b = _bf16(rng.standard_normal((n, 256, 32)) * 0.2)
    x = rng.standard_normal((n, 64, 128)).astype(np.float32)
    mem = MEM[0]
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(x),
            mem.alloc(np.zeros((64, 32), np.float32)),
            mem.alloc(np.zeros((n, 128, 64), np.float32)), n]
    ptx = _launch(invariant_operand_and_big_relayout, "invariant_operand_and_big_relayout",
                  target, (1,), 4, args)
    assert re.search(r"\.extern \.shared .*_dsmem\[\]", ptx)
    assert not re.search(r"\.shared .*_smem\[49152\]", ptx)
    with pytest.warns(tile.CompileWarning, match="staged to shared memory once") as w:
        invariant_operand_and_big_relayout.compile(target, num_warps=4, remarks=True)
    assert not [x for x in w if "staged compactly" in str(x.message)]
    assert [x for x in w if "use dynamic shared memory" in str(x.message)]
    want = sum(a.astype(np.float64) @ b[i] for i in range(n))
    assert _rel(mem.read(args[3], (64, 32), np.float32), want) < 1e-4
    np.testing.assert_array_equal(mem.read(args[4], (n, 128, 64), np.float32),
                                  np.transpose(x, (0, 2, 1)) * 2)


@pytest.mark.parametrize("target", ["sm_80", "sm_90a"])
def test_loop_invariant_operand_staged_once(target):
    """Attention's Q (loaded before the key loop) is staged into shared
    memory once, before the loop: inside it only K and V are written."""
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "examples", "python"))
    import attention as example
    ptx = example.attention.compile(target, num_warps=4, cache=False, HEAD=64).ptx
    labels = {m.group(1): m.start() for m in re.finditer(r"^(\$L__BB\d+_\d+):", ptx, re.M)}
    loops = [(labels[m.group(1)], m.start()) for m in re.finditer(r"bra(?:\.uni)?\s+(\$L__\w+);", ptx)
             if m.group(1) in labels and labels[m.group(1)] < m.start()]
    start, end = max(loops, key=lambda se: se[1] - se[0])  # the key loop
    body, before = ptx[start:end], ptx[:start]
    # bf16 elements stored per thread (a thread's run of 4 is one
    # st.shared.v4.b16): Q before the loop, K and V (64 x 64 each) in it.
    stores = lambda text: sum(int(v or 1) for v in re.findall(r"st\.shared\.(?:v(\d)\.)?b16",  # noqa: E731
                                                              text))
    assert stores(before) >= 64 * 64 // 128 // 2
    assert stores(body) <= 2 * (64 * 64 // 128)


def _attention_bank_stats(target):
    """Shared-memory stats (Module.launch(stats=...)) of the attention
    example on 4 warps, two key blocks: {line: [n, wavefronts,
    conflict-free wavefronts, text]}."""
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "examples", "python"))
    import attention as example
    ptx = example.attention.compile(target, num_warps=4, cache=False, HEAD=64).ptx
    rng = np.random.default_rng(0)
    (qb, _), (kb, _), (vb, _) = (_bf16(rng.standard_normal((1, 128, 64))) for _ in range(3))
    mem = MEM[0]
    args = [mem.alloc(qb), mem.alloc(kb), mem.alloc(vb),
            mem.alloc(np.zeros((1, 128, 64), np.uint16)), 128, np.float32(0.125)]
    stats = {}
    ptxemu.Module(ptx).launch("attention", (2, 1, 1), (128, 1, 1), args, mem, stats=stats)
    return stats


@pytest.mark.parametrize("target", ["sm_80", "sm_120a", "sm_90a"])
def test_attention_shared_memory_conflict_free(target):
    """Head 64: every shared access takes one wavefront per phase, no bank
    conflicts: the stores (Q once, the row vectors), the cp.async copies of
    K (as loaded: K^T staged at transposed positions put a warp's stores
    128 bytes apart) and V one iteration ahead, and on mma.sync targets the
    ldmatrix reads (rows padded by 16 bytes: unpadded 64-element rows put
    the 8 rows of a matrix in the same banks). wgmma: the copies fill core
    matrices (8 rows of 16 bytes, 128 contiguous bytes) 8 lanes apiece."""
    stats = _attention_bank_stats(target)
    # Q staged a thread's run of 4 bf16 per st.shared.v4.b16.
    for kind, least in (("st.shared", 8), ("cp.async", 16),
                        ("ldmatrix", 0 if target == "sm_90a" else 32)):
        rows = [v for v in stats.values() if v[3].startswith(kind)]
        assert len(rows) >= least, kind
        assert sum(v[1] for v in rows) == sum(v[2] for v in rows), kind


@tile.kernel(num_warps=4)
def staged_operands(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16),
                    bt: tile.ptr(tile.bfloat16), c: tile.ptr(tile.float32)):
    """A (64 x 64), B as K x N and B through tile.trans of an N x K tile,
    loaded into registers and staged for the dots (no loop: nothing to
    stage once or copy ahead)."""
    r = tile.arange(0, 64)
    ta = tile.load(a + r[:, None] * 64 + r[None, :])
    tb = tile.load(b + r[:, None] * 64 + r[None, :])
    tbt = tile.trans(tile.load(bt + r[:, None] * 64 + r[None, :]))
    tile.store(c + r[:, None] * 64 + r[None, :], tile.dot(ta, tb) + tile.dot(ta, tbt))


def test_wgmma_staging_conflict_free():
    """sm_90a: operands in registers staged for wgmma, A and an N x K B
    (K^T) K-major into core matrices 144 bytes apart along K (LBO), a K x N
    B as loaded, MN-major, with core matrices 144 bytes apart along N (SBO;
    transpose-B set), each thread's run of 4 consecutive elements with one
    8-byte store: a half warp's 16 stores cover the 32 banks once. (B
    written N x K walked down core-matrix rows 16 bytes apart: 4
    wavefronts.) Against NumPy."""
    rng = np.random.default_rng(3)
    (ab, a), (bb, b), (btb, bt) = (_bf16(rng.standard_normal((64, 64))) for _ in range(3))
    mem = MEM[0]
    args = [mem.alloc(ab), mem.alloc(bb), mem.alloc(btb),
            mem.alloc(np.zeros((64, 64), np.float32))]
    ptx = staged_operands.compile("sm_90a", cache=False).ptx
    assert "cp.async" not in ptx and "p, 1, 1, 0, 1;" in ptx  # an MN-major B
    stats = {}
    ptxemu.Module(ptx).launch("staged_operands", (1,), (128,), args, mem, stats=stats)
    got = mem.read(args[3], (64, 64), np.float32)
    want = a.astype(np.float64) @ b + a.astype(np.float64) @ bt.T
    assert _rel(got, want) < 1e-4
    stores = [v for v in stats.values() if v[3].startswith("st.shared")]
    # A thread's run of 4 bf16 is one 8-byte store (st.shared.v4.b16, or
    # v2.b32 where LLVM packs the pairs) into a core matrix row: A (for each
    # dot), B and B^T are 32 of them per thread.
    assert len([v for v in stores if v[3].startswith(("st.shared.v4.b16",
                                                      "st.shared.v2.b32"))]) == 32
    assert sum(v[1] for v in stores) == sum(v[2] for v in stores)
