#!/usr/bin/env python3
"""Random configurations of the DSL's pipelined TMA GEMM, in the emulator.

examples/python/gemm_tma.py's kernel with random block shapes (BM 64/128,
BN 64/128/256, BK 64/128), B stored N x K or K x N, clusters of 1 or 2
blocks (multicast, or a CTA pair on tcgen05 targets), 4 or 8 warps, for
sm_90a (wgmma) or sm_100a (tcgen05), on random M, N, K with partial
blocks, launched through tile.runtime on the emulator's driver (tensor maps
from TensorMap.tiled, the kernel's own boxes) under a random schedule, and
compared with NumPy. A located compile diagnostic is a rejection; a wrong
C, an emulator error or a crash is a failure.

  gemm_sweep.py --count 40 --seed 1
"""

import importlib.util
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "test", "python"))
import ptxemu  # noqa: E402
import sweep  # noqa: E402


def _example():
    spec = importlib.util.spec_from_file_location(
        "sweep_gemm_tma", os.path.join(ROOT, "examples", "python", "gemm_tma.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module




def config(rng):
    target = rng.choice(["sm_90a", "sm_100a"])
    cluster = rng.choice([1, 1, 2])
    return dict(target=target, BM=rng.choice([64, 128]), BN=rng.choice([64, 128, 256]),
                BK=rng.choice([64, 64, 128]), B_KN=rng.random() < 0.4, CLUSTER=cluster,
                pair=target == "sm_100a" and cluster == 2 and rng.random() < 0.5,
                num_warps=rng.choice([4, 8]),
                M=rng.randint(1, 300), N=8 * rng.randint(1, 50), K=8 * rng.randint(1, 48),
                seed=rng.randint(0, 1 << 30))


def run_config(cfg, example=None):
    """('ok' | 'rejected' | 'failed', message)"""
    import tile
    ex = example or _example()
    kernel, verdict = sweep.guarded(lambda: ex.gemm_tma.compile(
        cfg["target"], BM=cfg["BM"], BN=cfg["BN"], BK=cfg["BK"], B_KN=cfg["B_KN"],
        CLUSTER=cfg["CLUSTER"], num_warps=cfg["num_warps"], cache=False,
        cluster_dims=(1, cfg["CLUSTER"]) if cfg["CLUSTER"] > 1 else None,
        cta_group=2 if cfg["pair"] else None))
    if verdict:
        return verdict
    M, N, K = cfg["M"], cfg["N"], cfg["K"]
    rng = np.random.default_rng(cfg["seed"])
    a_bits, a = ptxemu.bf16_bits(rng.standard_normal((M, K)))
    b_bits, b = ptxemu.bf16_bits(rng.standard_normal((K, N)))
    cap = (9, 0) if cfg["target"] == "sm_90a" else (10, 0)
    with sweep.emulated_runtime(cap, cfg["seed"]) as shim:
        def launch():
            boxes = kernel.tensor_map_boxes
            da = shim.asarray(a_bits)
            db = shim.asarray(b_bits if cfg["B_KN"] else np.ascontiguousarray(b_bits.T))
            c = shim.asarray(np.full((M, N), np.nan, np.float32))
            ma = tile.TensorMap.tiled(da, boxes["a"], element=tile.bfloat16)
            mb = tile.TensorMap.tiled(db, boxes["b"], element=tile.bfloat16)
            cl = cfg["CLUSTER"]
            grid = (tile.cdiv(N, cfg["BN"]), tile.cdiv(tile.cdiv(M, cfg["BM"]), cl) * cl)
            kernel[grid](ma, mb, c, M, N, K)
            return c
        c, verdict = sweep.guarded(launch)
    if verdict:
        return verdict
    got = c.get().astype(np.float64)
    want = a.astype(np.float64) @ b
    return sweep.judge(got, want)


def main(argv=None):
    return sweep.main("gemm_sweep", __doc__.split("\n\n")[0], config, run_config, _example, argv)


if __name__ == "__main__":
    sys.exit(main())
