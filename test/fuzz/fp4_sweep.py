#!/usr/bin/env python3
"""Random NVFP4 / MXFP4 GEMMs (tile.unpack_fp4 + tile.dot_scaled) in the emulator.

A DSL kernel in the shape of examples/gemm_nvfp4.mlir with random formats
(NVFP4: e4m3 scales per 16; MXFP4: ue8m0 per 32), block shapes (BM
16..128, BN 8..64, BK 64..256), 4 or 8 warps, B layouts (N x K/2 bytes
transposed in the kernel, whose packed bytes the dot stages as they are,
or K x N/2 bytes packed along N, staged one value per byte) and masked
edges (random M, N; K a multiple of 64, masked past the end), on sm_120a
or sm_121a (mma.sync kind::mxf4nvf4 / kind::mxf4 block_scale) or sm_100a
/ sm_103a (tcgen05.mma, BM 128, BN 16..96; B packed along N is a located
rejection there), run in the PTX emulator under a random schedule and
compared with NumPy. A located
compile diagnostic is a rejection; a wrong C, an emulator error or a crash
is a failure.

  fp4_sweep.py --count 40 --seed 1
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
    def fp4(a: tile.ptr(tile.uint8), sa: tile.ptr(tile.uint8), b: tile.ptr(tile.uint8),
            sb: tile.ptr(tile.uint8), c: tile.ptr(tile.float32),
            M: tile.int32, N: tile.int32, K: tile.int32,
            BM: tile.constexpr = 64, BN: tile.constexpr = 32, BK: tile.constexpr = 64,
            V: tile.constexpr = 16, B_NK: tile.constexpr = True):
        """C = (A * SA) (B * SB)^T: A M x K/2 packed bytes, B N x K/2 (or
        with B_NK false K x N/2, packed along N), scales SA M x K/V and SB
        N x K/V (e4m3 for V = 16, ue8m0 for V = 32) as uint8 bits."""
        m = tile.program_id(1) * BM + tile.arange(0, BM)
        n = tile.program_id(0) * BN + tile.arange(0, BN)
        kb = tile.arange(0, BK // 2)
        j = tile.arange(0, BK // V)
        acc = tile.zeros((BM, BN))
        for k0 in range(0, K, BK):
            b_ok = k0 // 2 + kb < K // 2
            ta = tile.unpack_fp4(tile.load(a, m[:, None] * (K // 2) + k0 // 2 + kb[None, :],
                                           mask=(m[:, None] < M) & b_ok[None, :]))
            if B_NK:
                tb = tile.trans(tile.unpack_fp4(tile.load(
                    b, n[:, None] * (K // 2) + k0 // 2 + kb[None, :],
                    mask=(n[:, None] < N) & b_ok[None, :])))
            else:
                k = tile.arange(0, BK)
                nb = tile.program_id(0) * (BN // 2) + tile.arange(0, BN // 2)
                tb = tile.unpack_fp4(tile.load(
                    b, (k0 + k[:, None]) * (N // 2) + nb[None, :],
                    mask=(k0 + k[:, None] < K) & (nb[None, :] < N // 2)))
            s_ok = k0 // V + j < K // V
            sat = tile.load(sa, m[:, None] * (K // V) + k0 // V + j[None, :],
                            mask=(m[:, None] < M) & s_ok[None, :])
            sbt = tile.load(sb, n[:, None] * (K // V) + k0 // V + j[None, :],
                            mask=(n[:, None] < N) & s_ok[None, :])
            st = tile.float8e4m3fn if V == 16 else tile.float8e8m0fnu
            acc = tile.dot_scaled(ta, sat.to(st, bitcast=True), tb, sbt.to(st, bitcast=True),
                                  acc)
        tile.store(c, m[:, None] * N + n[None, :], acc, mask=(m[:, None] < M) & (n[None, :] < N))

    return fp4


def config(rng):
    target = rng.choice(["sm_120a", "sm_121a", "sm_100a", "sm_103a"])
    tcgen05 = target.startswith("sm_10")
    # tcgen05 takes B packed along K only (anything else is a located error).
    b_nk = rng.random() < (0.95 if tcgen05 else 0.7)
    N = rng.randint(1, 200)
    if not b_nk:
        N += N % 2  # whole bytes along N
    return dict(target=target, V=rng.choice([16, 32]),
                BM=128 if tcgen05 else rng.choice([16, 32, 64, 128]),
                BN=16 * rng.randint(1, 6) if tcgen05 else rng.choice([8, 16, 32, 64]),
                BK=64 * rng.choice([1, 1, 2, 4]), num_warps=rng.choice([4, 8]), B_NK=b_nk,
                M=rng.randint(1, 200), N=N, K=64 * rng.randint(1, 6),
                seed=rng.randint(0, 1 << 30))


def run_config(cfg, kernel=None):
    """('ok' | 'rejected' | 'failed', message)"""
    kernel = kernel or _kernel()
    compiled, verdict = sweep.guarded(lambda: kernel.compile(
        cfg["target"], BM=cfg["BM"], BN=cfg["BN"], BK=cfg["BK"], V=cfg["V"], B_NK=cfg["B_NK"],
        num_warps=cfg["num_warps"], cache=False))
    if verdict:
        return verdict
    kind = "kind::mxf4nvf4" if cfg["V"] == 16 else "kind::mxf4."
    if cfg["target"].startswith("sm_10"):
        kind = kind.rstrip(".") + ".block_scale.block" + str(cfg["V"])
    if kind not in compiled.ptx:
        return "failed", f"no {kind} MMA in the PTX"
    M, N, K = cfg["M"], cfg["N"], cfg["K"]
    a, sa, b, sb, want = ptxemu.fp4_problem(np.random.default_rng(cfg["seed"]), M, N, K,
                                            nvfp4=cfg["V"] == 16)
    if not cfg["B_NK"]:  # K x N/2: byte (k, i) holds columns 2 i, 2 i + 1
        b = ptxemu.fp4_pack(ptxemu.fp4_unpack(b).T)
    mem = ptxemu.Memory()
    args = [mem.alloc(np.ascontiguousarray(x)) for x in (a, sa, b, sb)] + [
        mem.alloc(np.full((M, N), np.nan, np.float32)), M, N, K]
    grid = (-(-N // cfg["BN"]), -(-M // cfg["BM"]), 1)
    _, verdict = sweep.guarded(lambda: ptxemu.Module(compiled.ptx).launch(
        "fp4", grid, (compiled.num_threads, 1, 1), args, mem, schedule="random",
        seed=cfg["seed"], shared_bytes=compiled.dynamic_shared_bytes))
    if verdict:
        return verdict
    got = mem.read(args[4], (M, N), np.float32).astype(np.float64)
    return sweep.judge(got, want)


def main(argv=None):
    return sweep.main("fp4_sweep", __doc__.split("\n\n")[0], config, run_config, _kernel, argv)


if __name__ == "__main__":
    sys.exit(main())
