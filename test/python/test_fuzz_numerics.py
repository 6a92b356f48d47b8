"""A short run of the differential numerics fuzzer (test/fuzz/numerics.py):
random DSL kernels compiled by tile for random targets and warp counts,
run in the PTX emulator, against NumPy. Longer runs: numerics.py --count N
--seed S."""

import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "fuzz"))
pytest.importorskip("tile")
import numerics  # noqa: E402


@pytest.mark.parametrize("seed", [11, 12])
def test_random_kernels_agree_with_numpy(seed):
    results = [numerics.run_one(seed, i) for i in range(30)]
    failed = [(i, m) for i, (v, m, _) in enumerate(results) if v == "failed"]
    assert not failed, failed
    assert sum(v == "ok" for v, _, _ in results) >= 25


def test_a_wrong_reference_is_noticed(monkeypatch):
    """The comparison can fail: a reference that loads every input 5% too
    large disagrees with tile on most programs (within 1e-4 of the scale,
    or 2e-2 with narrow types), one whose max is off by 0.001 on some."""
    import numpy as np
    real_load = numerics.NumpyF.load
    monkeypatch.setattr(numerics.NumpyF, "load", staticmethod(
        lambda p, offs, mask, other: real_load(p, offs, mask, other) * np.float32(1.05)))
    verdicts = [numerics.run_one(1, i)[0] for i in range(30)]
    assert verdicts.count("failed") >= 15, verdicts
    monkeypatch.setattr(numerics.NumpyF, "load", staticmethod(real_load))
    monkeypatch.setattr(numerics.NumpyF, "max", staticmethod(
        lambda t, axis: np.max(t, axis=axis, keepdims=True) + np.float32(1e-3)))
    verdicts = [numerics.run_one(1, i)[0] for i in range(30)]
    assert verdicts.count("failed") >= 1, verdicts


def _sweep(module, shared, seed, count, least_ok):
    """Configurations seed:0 .. seed:count-1 of a test/fuzz sweep: none
    fails, at least `least_ok` agree (the rest are located rejections)."""
    import random
    verdicts = [module.run_config(module.config(random.Random(f"{seed}:{i}")), shared)
                for i in range(count)]
    failed = [(i, m) for i, (v, m) in enumerate(verdicts) if v == "failed"]
    assert not failed, failed
    assert sum(v == "ok" for v, _ in verdicts) >= least_ok, verdicts


def test_random_tma_gemm_configurations():
    """test/fuzz/gemm_sweep.py: the DSL's pipelined TMA GEMM with random
    blocks, B layouts, clusters / CTA pairs, warps and sm_90a / sm_100a,
    under random schedules, against NumPy."""
    import gemm_sweep
    _sweep(gemm_sweep, gemm_sweep._example(), 5, 16, 8)


def test_random_mxfp8_configurations():
    """test/fuzz/mxfp8_sweep.py: tile.dot_scaled GEMMs with random blocks,
    warps, masked edges and K, on tcgen05 block scaling (sm_100a, sm_103a)
    and mma.sync block_scale (sm_120a), under random schedules."""
    import mxfp8_sweep
    _sweep(mxfp8_sweep, mxfp8_sweep._kernel(), 3, 10, 6)


def test_random_fp4_configurations():
    """test/fuzz/fp4_sweep.py: NVFP4 / MXFP4 GEMMs (tile.unpack_fp4 +
    tile.dot_scaled) with random blocks, warps, B layouts (packed bytes
    staged as they are, or packed along N and staged per value), masked
    edges and K, on sm_120a / sm_121a, under random schedules."""
    import fp4_sweep
    _sweep(fp4_sweep, fp4_sweep._kernel(), 2, 8, 8)


def test_random_cp_async_gemm_configurations():
    """test/fuzz/cp_async_sweep.py: the DSL's Triton-style GEMM (tile.load
    + tile.dot) with random blocks, element types, B layouts (row-major, N x K
    read as K x N, tile.trans) and warps, on sm_90a (cp.async + wgmma) and
    mma.sync targets, under random schedules (copies landing early or at
    their wait), against NumPy."""
    import cp_async_sweep
    _sweep(cp_async_sweep, cp_async_sweep.kernels(), 7, 10, 7)
