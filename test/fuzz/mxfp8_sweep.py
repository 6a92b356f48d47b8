#!/usr/bin/env python3
"""Random MXFP8 GEMMs (tile.dot_scaled) in the emulator.

A DSL kernel in the shape of examples/gemm_mxfp8.mlir with random block
shapes (BM 128/256 on tcgen05 targets, 16..128 on mma.sync ones; BN 16..256
in steps of 16; BK 32..256 in steps of 32), 4 or 8 warps, masked edges
(random M, N; K a multiple of 32, as MXFP8 requires) and scales that vary
by row, column and K block, for sm_100a / sm_103a (tcgen05.mma
kind::mxf8f6f4.block_scale, scales through tcgen05.cp) or sm_120a
(mma.sync block_scale), run in the PTX emulator under a random schedule
and compared with NumPy. A located compile diagnostic is a rejection; a
wrong C, an emulator error or a crash is a failure.

  mxfp8_sweep.py --count 40 --seed 1
"""

import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "test", "python"))
import ptxemu  # noqa: E402
import sweep  # noqa: E402


def _kernel():
    import tile

    @tile.kernel
    def mxfp8(a: tile.ptr(tile.float8e4m3fn), sa: tile.ptr(tile.float8e8m0fnu),
              b: tile.ptr(tile.float8e4m3fn), sb: tile.ptr(tile.float8e8m0fnu),
              c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32,
              BM: tile.constexpr = 128, BN: tile.constexpr = 64, BK: tile.constexpr = 64):
        """C = (A * SA) (B * SB): A M x K, B K x N (e4m3), SA M x K/32 and
        SB N x K/32 (ue8m0), one BM x BN block of C per program."""
        m = tile.program_id(1) * BM + tile.arange(0, BM)
        n = tile.program_id(0) * BN + tile.arange(0, BN)
        kk = tile.arange(0, BK)
        j = tile.arange(0, BK // 32)
        acc = tile.zeros((BM, BN))
        for k0 in range(0, K, BK):
            k_ok = k0 + kk < K
            ta = tile.load(a, m[:, None] * K + k0 + kk[None, :],
                           mask=(m[:, None] < M) & k_ok[None, :], other=0.0)
            tb = tile.load(b, (k0 + kk[:, None]) * N + n[None, :],
                           mask=k_ok[:, None] & (n[None, :] < N), other=0.0)
            s_ok = k0 // 32 + j < K // 32
            # Masked scales read as 0 (2^-127): they scale masked zeros.
            ts_a = tile.load(sa, m[:, None] * (K // 32) + k0 // 32 + j[None, :],
                             mask=(m[:, None] < M) & s_ok[None, :])
            ts_b = tile.load(sb, n[:, None] * (K // 32) + k0 // 32 + j[None, :],
                             mask=(n[:, None] < N) & s_ok[None, :])
            acc = tile.dot_scaled(ta, ts_a, tb, ts_b, acc)
        tile.store(c, m[:, None] * N + n[None, :], acc, mask=(m[:, None] < M) & (n[None, :] < N))

    return mxfp8


def config(rng):
    target = rng.choice(["sm_100a", "sm_100a", "sm_103a", "sm_120a"])
    tcgen05 = target != "sm_120a"
    return dict(target=target,
                BM=rng.choice([128, 128, 256]) if tcgen05 else rng.choice([16, 32, 64, 128]),
                BN=16 * rng.randint(1, 16) if tcgen05 else rng.choice([8, 16, 32, 64]),
                BK=32 * rng.choice([1, 2, 2, 4, 8]), num_warps=rng.choice([4, 8]),
                M=rng.randint(1, 300), N=rng.randint(1, 300), K=32 * rng.randint(1, 12),
                seed=rng.randint(0, 1 << 30))


def run_config(cfg, kernel=None):
    """('ok' | 'rejected' | 'failed', message)"""
    kernel = kernel or _kernel()
    compiled, verdict = sweep.guarded(lambda: kernel.compile(
        cfg["target"], BM=cfg["BM"], BN=cfg["BN"], BK=cfg["BK"], num_warps=cfg["num_warps"],
        cache=False))
    if verdict:
        return verdict
    if "block_scale" not in compiled.ptx:
        return "failed", "no block-scaled MMA in the PTX"
    M, N, K = cfg["M"], cfg["N"], cfg["K"]
    a, sa, b, sb, want = ptxemu.mxfp8_problem(np.random.default_rng(cfg["seed"]), M, N, K)
    mem = ptxemu.Memory()
    args = [mem.alloc(x) for x in (a, sa, b, sb)] + [
        mem.alloc(np.full((M, N), np.nan, np.float32)), M, N, K]
    grid = (-(-N // cfg["BN"]), -(-M // cfg["BM"]), 1)
    _, verdict = sweep.guarded(lambda: ptxemu.Module(compiled.ptx).launch(
        "mxfp8", grid, (compiled.num_threads, 1, 1), args, mem, schedule="random",
        seed=cfg["seed"], shared_bytes=compiled.dynamic_shared_bytes))
    if verdict:
        return verdict
    got = mem.read(args[4], (M, N), np.float32).astype(np.float64)
    return sweep.judge(got, want)


def main(argv=None):
    return sweep.main("mxfp8_sweep", __doc__.split("\n\n")[0], config, run_config, _kernel, argv)


if __name__ == "__main__":
    sys.exit(main())
