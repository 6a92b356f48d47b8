"""A short run of the differential numerics fuzzer (test/fuzz/numerics.py):
random DSL kernels compiled by tile for random targets and warp counts,
run in the PTX emulator, against NumPy. Longer runs: numerics.py --count N
--seed S. By default each test runs a sample of its programs or
configurations (test/python/sampling.py: every k-th, and the first of each
target not in it); pytest --extended or TILE_TEST_EXTENDED=1 runs them all."""

import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "fuzz"))
pytest.importorskip("tile")
import numerics  # noqa: E402
import sampling  # noqa: E402


def _target(seed):
    """The target of program `index` of `seed` (numerics.run_one's)."""
    import random
    return lambda index: numerics.Program(random.Random(f"{seed}:{index}")).target


def _source(seed, index):
    import random
    return numerics.Program(random.Random(f"{seed}:{index}")).source()


@pytest.mark.parametrize("seed", [11, 12])
def test_random_kernels_agree_with_numpy(seed):
    """Programs seed:0 .. seed:29 (a sample of them by default): none
    fails, at most 1 in 6 is rejected (with a located error)."""
    programs = sampling.sample(range(30), every=3, kinds=(_target(seed),),
                               name=f"programs of seed {seed} (numerics.run_one)")
    results = [numerics.run_one(seed, i) for i in programs]
    failed = [(i, m) for i, (v, m, _) in zip(programs, results) if v == "failed"]
    assert not failed, failed
    ok = sum(v == "ok" for v, _, _ in results)
    assert ok >= len(programs) - len(programs) // 6, [(i, v) for i, (v, _, _) in
                                                      zip(programs, results)]


def test_a_wrong_reference_is_noticed(monkeypatch):
    """The comparison can fail: a reference that loads every input 5% too
    large disagrees with tile on most programs (within 1e-4 of the scale,
    or 2e-2 with narrow types), one whose max is off by 0.001 on some.
    By default a sample of the programs 1:0 .. 1:29, and for the max only
    those of them that call F.max (no other can notice it)."""
    import numpy as np
    programs = sampling.sample(range(30), every=3, kinds=(_target(1),),
                               name="programs of seed 1 (numerics.run_one)")
    real_load = numerics.NumpyF.load
    monkeypatch.setattr(numerics.NumpyF, "load", staticmethod(
        lambda p, offs, mask, other: real_load(p, offs, mask, other) * np.float32(1.05)))
    verdicts = [numerics.run_one(1, i)[0] for i in programs]
    assert verdicts.count("failed") >= len(programs) // 2, verdicts
    monkeypatch.setattr(numerics.NumpyF, "load", staticmethod(real_load))
    monkeypatch.setattr(numerics.NumpyF, "max", staticmethod(
        lambda t, axis: np.max(t, axis=axis, keepdims=True) + np.float32(1e-3)))
    if not sampling.extended():
        programs = sampling.sample([i for i in range(30) if "F.max(" in _source(1, i)],
                                   every=2, name="programs of seed 1 that call F.max")
    verdicts = [numerics.run_one(1, i)[0] for i in programs]
    assert verdicts.count("failed") >= 1, verdicts


def _sweep(module, shared, seed, count, least_ok, kinds=(lambda c: c[1]["target"],)):
    """Configurations seed:0 .. seed:count-1 of a test/fuzz sweep (by
    default every other one and the first of each kind (target) not among
    them): none fails, at least `least_ok` of `count` agree (in proportion
    in a sample; the rest are located rejections)."""
    import random
    configs = [(i, module.config(random.Random(f"{seed}:{i}"))) for i in range(count)]
    configs = sampling.sample(configs, every=2, kinds=kinds,
                              name=f"{module.__name__} configurations {seed}:i",
                              label=lambda c: f"{c[0]} ({c[1]['target']})")
    verdicts = [module.run_config(cfg, shared) for _, cfg in configs]
    failed = [(i, m) for (i, _), (v, m) in zip(configs, verdicts) if v == "failed"]
    assert not failed, failed
    assert sum(v == "ok" for v, _ in verdicts) >= least_ok * len(configs) // count, verdicts


def test_random_tma_gemm_configurations():
    """test/fuzz/gemm_sweep.py: the DSL's pipelined TMA GEMM with random
    blocks, B layouts, clusters / CTA pairs, warps and sm_90a / sm_100a,
    under random schedules, against NumPy."""
    import gemm_sweep
    _sweep(gemm_sweep, gemm_sweep._example(), 5, 16, 8,
           kinds=(lambda c: c[1]["target"], lambda c: c[1]["CLUSTER"], lambda c: c[1]["pair"],
                  lambda c: c[1]["B_KN"]))


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
    _sweep(cp_async_sweep, cp_async_sweep.kernels(), 7, 10, 7,
           kinds=(lambda c: c[1]["target"], lambda c: c[1]["dtype"]))
