"""tcgen05 GEMMs whose K loop loads A and B with tile.load (no tensor maps)
through the generic passes (tile-opt --tile-pipeline-loads): cp.async rings
swizzled for the MMAs' shared-memory descriptors (64-byte lines of bf16 A,
a 128-byte K x N slab of B, 32-byte lines of e4m3), each stage released by
its MMAs' tcgen05.commit before every thread refills it, the accumulator in
tensor memory. Run in the PTX emulator against NumPy, masked M, N and K,
under several warp schedules."""

import os
import re
import sys

import numpy as np
import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ptxemu  # noqa: E402
from opt_pipeline import bf16, opt_then_translate  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))


def _with_kstep(path, kstep, tmp_path):
    """The kernel at `path` with its K step of 32 made `kstep` (every 32 of
    its shapes, ranges and constants)."""
    if kstep == 32:
        return path
    with open(path, encoding="utf-8") as f:
        text = re.sub(r"(?<=[<x ])32(?=x|\b)", str(kstep), f.read())
    out = tmp_path / os.path.basename(path)
    out.write_text(text)
    return str(out)


def _passes(stages):
    return ["--tile-lower-dot", f"--tile-pipeline-loads=stages={stages}"]


def _check_rings(ir, ptx, stages):
    """The IR's rings, MMAs and commits, and what the PTX makes of them."""
    assert ir.count("tile.async_copy") == 2 * stages  # prologue S - 1, loop 1
    assert "tile.tmem_dot" in ir and " fenced :" in ir
    assert "tile.tmem_commit" in ir
    assert "tcgen05.mma.cta_group::1" in ptx
    assert f"cp.async.wait_group {stages - 2};" in ptx
    assert "fence.proxy.async.shared::cta" in ptx
    assert "tcgen05.fence::after_thread_sync" in ptx


@pytest.mark.parametrize("target, kstep, m, n, k, stages, schedule", [
    ("sm_100a", 32, 200, 70, 300, 3, "random"), ("sm_100a", 32, 33, 17, 7, 2, "min"),
    ("sm_100f", 32, 128, 64, 64, 4, "random"), ("sm_110a", 32, 130, 100, 200, 2, "lag"),
    ("sm_103f", 32, 70, 130, 0, 3, "random"), ("sm_100a", 32, 256, 64, 520, 4, "min"),
    ("sm_100a", 32, 100, 64, 200, 2, "min"), ("sm_100a", 128, 130, 70, 600, 2, "min"),
    ("sm_100f", 128, 64, 100, 300, 3, "random")])
def test_bf16_gemm_on_cp_async_rings_with_tcgen05(tile_translate, tmp_path, target, kstep, m,
                                                   n, k, stages, schedule):
    """examples/gemm_bf16.mlir (A 128 x 32, B 32 x 64 K x N, both bf16):
    A's 64-byte lines in 64-byte-swizzled stages read K-major, B MN-major
    in one 128-byte slab. K = 0 (no MMA: the accumulator reads zero), K = 7
    (one iteration, zero-filled past K), K = 520 (17 iterations: every
    stage refilled several times). The "min" schedule completes MMAs only
    when nothing else can run: a stage refilled before its MMAs were done
    shows. With K steps of 128 (the file's 32s made 128s) each line of A
    is two 128-byte swizzled slabs, the MMAs' descriptors stepping into
    the second after 4 of 8."""
    path = _with_kstep(os.path.join(ROOT, "examples", "gemm_bf16.mlir"), kstep, tmp_path)
    ir, ptx, meta = opt_then_translate(tile_translate, target, _passes(stages), path)
    _check_rings(ir, ptx, stages)
    span = 64 if kstep == 32 else 128
    assert f"128x{kstep}xbf16, #tile.shared<swizzle = {span}, elem_bytes = 2>, stages" in ir
    assert f"{kstep}x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages" in ir
    assert ptx.count("tcgen05.mma.cta_group::1.kind::f16") == kstep // 16
    rng = np.random.default_rng(k + stages)
    a_bits, a = bf16(rng.standard_normal((m, k)))
    b_bits, b = bf16(rng.standard_normal((k, n)))
    mem = ptxemu.Memory()
    args = [mem.alloc(a_bits), mem.alloc(b_bits),
            mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    ptxemu.Module(ptx).launch("gemm_bf16", ((n + 63) // 64, (m + 127) // 128), (128,), args,
                              mem, shared_bytes=meta["dynamic_shared_bytes"],
                              schedule=schedule, seed=stages)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ b, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("kstep, m, n, k, stages, schedule", [
    (32, 150, 90, 200, 3, "random"), (32, 64, 64, 32, 2, "min"), (32, 130, 70, 300, 4, "min"),
    (64, 130, 70, 600, 2, "min"), (128, 64, 100, 300, 2, "random")])
def test_fp8_gemm_on_swizzled_rings(tile_translate, tmp_path, kstep, m, n, k, stages,
                                    schedule):
    """test/Transforms/Inputs/gemm_fp8_loads.mlir (e4m3 A 128 x 32, B
    stored N x K, 64 x 32, through a tile.trans): both in 32-byte-swizzled
    stages, one kind::f8f6f4 MMA of K 32 each; with K steps of 64 and 128,
    64- and 128-byte swizzles, 2 and 4 MMAs a stage."""
    path = _with_kstep(
        os.path.join(ROOT, "test", "Transforms", "Inputs", "gemm_fp8_loads.mlir"), kstep,
        tmp_path)
    ir, ptx, meta = opt_then_translate(tile_translate, "sm_100a", _passes(stages), path)
    _check_rings(ir, ptx, stages)
    assert f"swizzle = {kstep}, elem_bytes = 1>, stages" in ir
    assert ptx.count("tcgen05.mma.cta_group::1.kind::f8f6f4") == kstep // 32
    rng = np.random.default_rng(k + stages)
    a_codes, a = ptxemu.fp8_bits(rng.standard_normal((m, k)))
    bt_codes, bt = ptxemu.fp8_bits(rng.standard_normal((n, k)))
    mem = ptxemu.Memory()
    args = [mem.alloc(a_codes), mem.alloc(bt_codes),
            mem.alloc(np.full((m, n), np.nan, np.float32)), m, n, k]
    ptxemu.Module(ptx).launch("gemm_fp8_loads", ((n + 63) // 64, (m + 127) // 128), (128,),
                              args, mem, shared_bytes=meta["dynamic_shared_bytes"],
                              schedule=schedule, seed=stages)
    np.testing.assert_allclose(mem.read(args[2], (m, n), np.float32),
                               a.astype(np.float64) @ bt.T.astype(np.float64),
                               rtol=1e-4, atol=1e-4)
