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
    """The comparison can fail: a reference whose max is off by 0.001 and
    whose tanh is off by 0.1% disagrees with tile on some programs."""
    import numpy as np
    monkeypatch.setattr(numerics.NumpyF, "max", staticmethod(
        lambda t, axis: np.max(t, axis=axis, keepdims=True) + np.float32(1e-3)))
    monkeypatch.setattr(numerics.NumpyF, "tanh", staticmethod(
        lambda t: (np.tanh(np.asarray(t, np.float64)) * 1.001).astype(np.float32)))
    verdicts = [numerics.run_one(1, i)[0] for i in range(30)]
    assert verdicts.count("failed") >= 3, verdicts


def test_random_tma_gemm_configurations():
    """test/fuzz/gemm_sweep.py: the DSL's pipelined TMA GEMM with random
    blocks, B layouts, clusters / CTA pairs, warps and sm_90a / sm_100a,
    under random schedules, against NumPy."""
    import gemm_sweep
    import random
    ex = gemm_sweep._example()
    verdicts = [gemm_sweep.run_config(gemm_sweep.config(random.Random(f"5:{i}")), ex)
                for i in range(16)]
    failed = [(i, m) for i, (v, m) in enumerate(verdicts) if v == "failed"]
    assert not failed, failed
    assert sum(v == "ok" for v, _ in verdicts) >= 8, verdicts
