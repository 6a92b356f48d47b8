"""Layout changes and staged dot operands over 48 KiB (the most PTX allows
statically) go to dynamic shared memory, after the kernel's own dynamic
region (a pipeline's ring): the metadata says how many bytes to launch with,
and the emulated kernels compute the right products with exactly that many."""
import os
import re
import sys

import numpy as np
import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ptxemu  # noqa: E402

tile = pytest.importorskip("tile")

def _static_shared(ptx):
    return sum(int(n) for n in re.findall(r"^\.shared .*\[(\d+)\];", ptx, re.M))


def _big_dot(bm, bn, bk):
    @tile.kernel
    def big(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16), c: tile.ptr(tile.float32)):
        rows = tile.arange(0, bm)
        cols = tile.arange(0, bn)
        ks = tile.arange(0, bk)
        ta = tile.load(a, rows[:, None] * bk + ks[None, :])
        tb = tile.load(b, ks[:, None] * bn + cols[None, :])
        acc = tile.dot(ta, tb, tile.zeros((bm, bn), tile.float32))
        tile.store(c, rows[:, None] * bn + cols[None, :], acc)
    return big


def _run(compiled, name, block, args, mem, **kw):
    ptxemu.Module(compiled.ptx).launch(name, (1, 1, 1), block, args, mem,
                                       shared_bytes=compiled.dynamic_shared_bytes, **kw)


@pytest.mark.parametrize("target", ["sm_80", "sm_90a"])
def test_big_staging_is_dynamic(target):
    """One 64 x 256 x 128 bf16 dot, no loop: its staged operands need more
    than 48 KiB, so they live in dynamic shared memory (before: an error);
    the launch with the metadata's bytes gives the product."""
    compiled = _big_dot(64, 256, 128).compile(target, num_warps=4, cache=False)
    assert compiled.dynamic_shared_bytes > 48 * 1024
    assert _static_shared(compiled.ptx) <= 48 * 1024
    assert re.search(r"^\.extern \.shared .*big_dsmem\[\];", compiled.ptx, re.M)
    rng = np.random.default_rng(3)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((64, 128)))
    b_bits, b = ptxemu.bf16_bits(rng.standard_normal((128, 256)))
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(np.full((64, 256), np.nan, np.float32))]
    _run(compiled, "big", (128, 1, 1), args, mem)
    np.testing.assert_allclose(mem.read(args[2], (64, 256), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


def test_too_little_dynamic_shared_memory_is_caught():
    """The emulator traps a launch with fewer dynamic bytes than the metadata
    asks for (so the test above can fail)."""
    compiled = _big_dot(64, 256, 128).compile("sm_80", num_warps=4, cache=False)
    mem = ptxemu.Memory()
    args = [mem.alloc(np.zeros((64, 128), np.uint16)), mem.alloc(np.zeros((128, 256), np.uint16)),
            mem.alloc(np.zeros((64, 256), np.float32))]
    with pytest.raises(ptxemu.EmuError):
        ptxemu.Module(compiled.ptx).launch("big", (1, 1, 1), (128, 1, 1), args, mem,
                                           shared_bytes=48 * 1024)


def test_staging_after_a_pipeline_ring():
    """sm_90a: a pipelined K loop (its ring in dynamic shared memory) and then
    a second, unpipelined 64 x 256 x 128 dot whose staging goes after the
    ring: the metadata's bytes cover both, and both products are right."""
    @tile.kernel
    def two(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16), c: tile.ptr(tile.float32),
            d: tile.ptr(tile.bfloat16), e: tile.ptr(tile.bfloat16), f: tile.ptr(tile.float32),
            K: tile.int32):
        rows = tile.arange(0, 64)
        cols = tile.arange(0, 64)
        ks = tile.arange(0, 64)
        acc = tile.zeros((64, 64), tile.float32)
        for k0 in range(0, K, 64):
            k = k0 + ks
            ta = tile.load(a, rows[:, None] * K + k[None, :])
            tb = tile.load(b, k[:, None] * 64 + cols[None, :])
            acc = tile.dot(ta, tb, acc)
        tile.store(c, rows[:, None] * 64 + cols[None, :], acc)
        wide = tile.arange(0, 256)
        deep = tile.arange(0, 128)
        td = tile.load(d, rows[:, None] * 128 + deep[None, :])
        te = tile.load(e, deep[:, None] * 256 + wide[None, :])
        out = tile.dot(td, te, tile.zeros((64, 256), tile.float32))
        tile.store(f, rows[:, None] * 256 + wide[None, :], out)

    compiled = two.compile("sm_90a", num_warps=4, cache=False)
    assert "cp.async" in compiled.ptx and "wgmma.mma_async" in compiled.ptx
    assert compiled.dynamic_shared_bytes > 48 * 1024
    K = 192
    rng = np.random.default_rng(4)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((64, K)))
    b_bits, b = ptxemu.bf16_bits(rng.standard_normal((K, 64)))
    d_bits, d = ptxemu.bf16_bits(rng.standard_normal((64, 128)))
    e_bits, e = ptxemu.bf16_bits(rng.standard_normal((128, 256)))
    for schedule, seed in (("min", 0), ("random", 2)):
        mem = ptxemu.Memory()
        args = [mem.alloc(a_bits), mem.alloc(b_bits), mem.alloc(np.full((64, 64), np.nan, np.float32)),
                mem.alloc(d_bits), mem.alloc(e_bits),
                mem.alloc(np.full((64, 256), np.nan, np.float32)), K]
        _run(compiled, "two", (128, 1, 1), args, mem, schedule=schedule, seed=seed)
        np.testing.assert_allclose(mem.read(args[2], (64, 64), np.float32),
                                   a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)
        np.testing.assert_allclose(mem.read(args[5], (64, 256), np.float32),
                                   d.astype(np.float64) @ e, rtol=1e-4, atol=1e-4)


@tile.kernel(num_warps=8)
def _gemm_column_sums(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16),
                      c: tile.ptr(tile.float32), s: tile.ptr(tile.float32), K: tile.int32,
                      BM: tile.constexpr = 128, BN: tile.constexpr = 256,
                      BK: tile.constexpr = 64):
    rows = tile.arange(0, BM)
    cols = tile.arange(0, BN)
    ks = tile.arange(0, BK)
    acc = tile.zeros((BM, BN), tile.float32)
    for k0 in range(0, K, BK):
        x = tile.load(a + rows[:, None] * K + (k0 + ks)[None, :])
        y = tile.load(b + (k0 + ks)[:, None] * BN + cols[None, :])
        acc = tile.dot(x, y, acc)
    tile.store(c + rows[:, None] * BN + cols[None, :], acc)
    tile.store(s + cols, tile.sum(acc * 2.0, axis=0))


@pytest.mark.parametrize("target, ring", [("sm_80", 3 * 52224), ("sm_90a", 4 * 49152)])
def test_layout_change_inside_a_cp_async_ring(target, ring):
    """A 128 x 256 x 64 K loop: on sm_80 mma.sync with 3 stages of 52224
    bytes of dynamic shared memory, on sm_90a wgmma with 4 of 49152; the
    column sums after it change the accumulator's layout through 128 KiB,
    which do not fit beside the ring (163 / 227 KiB a block) but fit inside
    it, free once the loop is done: the kernel launches with the ring's
    bytes alone, and C and the sums are right (before, this was an error
    on sm_90a, and on sm_80 once its ring was dynamic)."""
    with pytest.warns(tile.CompileWarning, match=r"use the cp.async ring's bytes \[0, 131072\)"):
        compiled = _gemm_column_sums.compile(target, cache=False, remarks=True)
    assert compiled.dynamic_shared_bytes == ring
    assert _static_shared(compiled.ptx) == 0
    K = 192
    rng = np.random.default_rng(7)
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((128, K)))
    b_bits, b = ptxemu.bf16_bits(rng.standard_normal((K, 256)))
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits),
            mem.alloc(np.full((128, 256), np.nan, np.float32)),
            mem.alloc(np.full(256, np.nan, np.float32)), K]
    _run(compiled, "_gemm_column_sums", (256, 1, 1), args, mem, schedule="random", seed=2)
    want = a.astype(np.float64) @ b
    np.testing.assert_allclose(mem.read(args[2], (128, 256), np.float32), want,
                               rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(mem.read(args[3], (256,), np.float32), 2 * want.sum(0),
                               rtol=1e-4, atol=1e-3)
