#!/usr/bin/env python3
"""Random configurations of the DSL's plain GEMM (tile.load + tile.dot), in the emulator.

A Triton-style kernel (pointer offsets and masks, a K loop of two
tile.loads and a tile.dot) with random blocks (BM 64..256, BN 16..256,
BK 16..128), element types (bf16, f16, e4m3, f32 as tf32, int8 into int32), B layouts (K x N row-major;
stored N x K and loaded as a K x N tile; loaded N x K and transposed with
tile.trans; Triton's tutorial, whose pointer tiles advance through the
loop; or its block-pointer version, tile.make_block_ptr / tile.advance),
4 or 8 warps, on sm_90a (the cp.async + wgmma pipeline),
sm_100a (cp.async + tcgen05, the accumulator in tensor memory), or
sm_80 / sm_89 / sm_120a (cp.async + mma.sync), on random M, N, K with partial
blocks, launched through tile.runtime on the emulator's driver under a
random schedule, and compared with NumPy. A located compile diagnostic is
a rejection; a wrong C, an emulator error or a crash is a failure.

  cp_async_sweep.py --count 40 --seed 1
"""

import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "test", "python"))
import ptxemu  # noqa: E402
import sweep  # noqa: E402


def kernels():
    """One kernel per element type: C = A @ B, B in one of three layouts."""
    import tile

    def make(dt, acc_dt):
        @tile.kernel
        def gemm(a: tile.ptr(dt), b: tile.ptr(dt), c: tile.ptr(acc_dt),
                 M: tile.int32, N: tile.int32, K: tile.int32,
                 BM: tile.constexpr = 128, BN: tile.constexpr = 64,
                 BK: tile.constexpr = 32, B_LAYOUT: tile.constexpr = "kn"):
            rows = tile.program_id(1) * BM + tile.arange(0, BM)
            cols = tile.program_id(0) * BN + tile.arange(0, BN)
            ks = tile.arange(0, BK)
            acc = tile.zeros((BM, BN), acc_dt)
            for k0 in range(0, K, BK):
                k = k0 + ks
                ta = tile.load(a, rows[:, None] * K + k[None, :],
                               mask=(rows[:, None] < M) & (k[None, :] < K))
                if B_LAYOUT == "kn":      # B row-major K x N
                    tb = tile.load(b, k[:, None] * N + cols[None, :],
                                   mask=(k[:, None] < K) & (cols[None, :] < N))
                elif B_LAYOUT == "nk":    # B stored N x K, read as K x N
                    tb = tile.load(b, cols[None, :] * K + k[:, None],
                                   mask=(k[:, None] < K) & (cols[None, :] < N))
                else:                     # B stored N x K, loaded so, transposed
                    tb = tile.trans(tile.load(b, cols[:, None] * K + k[None, :],
                                              mask=(cols[:, None] < N) & (k[None, :] < K)))
                acc = tile.dot(ta, tb, acc)
            tile.store(c, rows[:, None] * N + cols[None, :], acc,
                       mask=(rows[:, None] < M) & (cols[None, :] < N))
        return gemm

    def make_advancing(dt, acc_dt):
        # Triton's tutorial: pointer tiles carried through the loop and
        # advanced each iteration (tile-pipeline folds them back into
        # functions of the induction variable).
        @tile.kernel
        def gemm(a: tile.ptr(dt), b: tile.ptr(dt), c: tile.ptr(acc_dt),
                 M: tile.int32, N: tile.int32, K: tile.int32,
                 BM: tile.constexpr = 128, BN: tile.constexpr = 64,
                 BK: tile.constexpr = 32, B_LAYOUT: tile.constexpr = "kn"):
            rows = tile.program_id(1) * BM + tile.arange(0, BM)
            cols = tile.program_id(0) * BN + tile.arange(0, BN)
            ks = tile.arange(0, BK)
            a_ptrs = a + (rows[:, None] * K + ks[None, :])
            b_ptrs = b + (ks[:, None] * N + cols[None, :])
            acc = tile.zeros((BM, BN), acc_dt)
            for k in range(0, tile.cdiv(K, BK)):
                ta = tile.load(a_ptrs, mask=(rows[:, None] < M) & (ks[None, :] < K - k * BK))
                tb = tile.load(b_ptrs, mask=(ks[:, None] < K - k * BK) & (cols[None, :] < N))
                acc = tile.dot(ta, tb, acc)
                a_ptrs += BK
                b_ptrs += BK * N
            tile.store(c, rows[:, None] * N + cols[None, :], acc,
                       mask=(rows[:, None] < M) & (cols[None, :] < N))
        return gemm

    def make_blockptr(dt, acc_dt):
        # Triton's block pointers: carried, advanced, boundary-checked.
        @tile.kernel
        def gemm(a: tile.ptr(dt), b: tile.ptr(dt), c: tile.ptr(acc_dt),
                 M: tile.int32, N: tile.int32, K: tile.int32,
                 BM: tile.constexpr = 128, BN: tile.constexpr = 64,
                 BK: tile.constexpr = 32, B_LAYOUT: tile.constexpr = "kn"):
            pm, pn = tile.program_id(1) * BM, tile.program_id(0) * BN
            a_bp = tile.make_block_ptr(a, (M, K), (K, 1), (pm, 0), (BM, BK), (1, 0))
            b_bp = tile.make_block_ptr(b, (K, N), (N, 1), (0, pn), (BK, BN), (1, 0))
            acc = tile.zeros((BM, BN), acc_dt)
            for k in range(0, K, BK):
                ta = tile.load(a_bp, boundary_check=(0, 1), padding_option="zero")
                tb = tile.load(b_bp, boundary_check=(0, 1), padding_option="zero")
                acc = tile.dot(ta, tb, acc)
                a_bp = tile.advance(a_bp, (0, BK))
                b_bp = tile.advance(b_bp, (BK, 0))
            tile.store(tile.make_block_ptr(c, (M, N), (N, 1), (pm, pn), (BM, BN)), acc,
                       boundary_check=(0, 1))
        return gemm

    names = ("bfloat16", "float16", "float8e4m3fn", "float32", "int8")
    acc = {"int8": tile.int32}
    kinds = {name: make(getattr(tile, name), acc.get(name, tile.float32)) for name in names}
    kinds.update({name + "/advancing": make_advancing(getattr(tile, name),
                                                      acc.get(name, tile.float32))
                  for name in names})
    kinds.update({name + "/blockptr": make_blockptr(getattr(tile, name),
                                                    acc.get(name, tile.float32))
                  for name in names})
    return kinds


def config(rng):
    dtype = rng.choice(["bfloat16", "bfloat16", "float16", "float8e4m3fn", "float32", "int8"])
    target = rng.choice(["sm_90a", "sm_90a", "sm_100a", "sm_100a",
                         "sm_89" if dtype == "float8e4m3fn" else "sm_80", "sm_120a"])
    bk_choices = {"float8e4m3fn": [32, 64, 128], "int8": [32, 64, 128],
                  "float32": [16, 32, 64]}.get(
        dtype, [16, 32, 64, 128])
    return dict(target=target, dtype=dtype, BM=rng.choice([64, 128, 128, 256]),
                BN=16 * rng.randint(1, 16), BK=rng.choice(bk_choices),
                B_LAYOUT=rng.choice(["kn", "kn", "nk", "trans", "advancing", "blockptr"]),
                num_warps=rng.choice([4, 8]),
                M=rng.randint(1, 300), N=8 * rng.randint(1, 40), K=16 * rng.randint(1, 20),
                seed=rng.randint(0, 1 << 30))


def run_config(cfg, shared=None):
    """('ok' | 'rejected' | 'failed', message)"""
    import tile
    ks = shared or kernels()
    variant = cfg["B_LAYOUT"] if cfg["B_LAYOUT"] in ("advancing", "blockptr") else None
    kernel, verdict = sweep.guarded(lambda: ks[cfg["dtype"] + ("/" + variant if variant else "")]
                                    .compile(cfg["target"], BM=cfg["BM"], BN=cfg["BN"],
                                             BK=cfg["BK"],
                                             B_LAYOUT="kn" if variant else cfg["B_LAYOUT"],
                                             num_warps=cfg["num_warps"], cache=False))
    if verdict:
        return verdict
    M, N, K = cfg["M"], cfg["N"], cfg["K"]
    rng = np.random.default_rng(cfg["seed"])
    x, y = rng.standard_normal((M, K)), rng.standard_normal((K, N))
    if cfg["dtype"] == "float8e4m3fn":
        (a_bits, a), (b_bits, b) = ptxemu.fp8_bits(x), ptxemu.fp8_bits(y)
    elif cfg["dtype"] == "int8":  # exact int32 sums
        a = rng.integers(-128, 128, (M, K)).astype(np.int8)
        b = rng.integers(-128, 128, (K, N)).astype(np.int8)
        a_bits, b_bits = a, b
    elif cfg["dtype"] == "float32":
        # tf32 dots read 10 mantissa bits: bf16 values are exact in them.
        a = ptxemu.bf16_bits(x)[1].astype(np.float32)
        b = ptxemu.bf16_bits(y)[1].astype(np.float32)
        a_bits, b_bits = a, b
    elif cfg["dtype"] == "float16":
        a, b = x.astype(np.float16), y.astype(np.float16)
        a_bits, b_bits = a.view(np.uint16), b.view(np.uint16)
    else:
        (a_bits, a), (b_bits, b) = ptxemu.bf16_bits(x), ptxemu.bf16_bits(y)
    if cfg["B_LAYOUT"] in ("nk", "trans"):
        b_bits = np.ascontiguousarray(b_bits.T)
    cap = {"sm_90a": (9, 0), "sm_100a": (10, 0), "sm_80": (8, 0), "sm_89": (8, 9),
           "sm_120a": (12, 0)}[cfg["target"]]
    with sweep.emulated_runtime(cap, cfg["seed"]) as shim:
        c = shim.asarray(np.full((M, N), -7, np.int32) if cfg["dtype"] == "int8"
                         else np.full((M, N), np.nan, np.float32))
        da, db = shim.asarray(a_bits), shim.asarray(b_bits)  # passed by address
        grid = (tile.cdiv(N, cfg["BN"]), tile.cdiv(M, cfg["BM"]))
        _, verdict = sweep.guarded(lambda: kernel[grid](da.data.ptr, db.data.ptr, c, M, N, K))
    if verdict:
        return verdict
    got = c.get().astype(np.float64)
    want = np.asarray(a, np.float64) @ np.asarray(b, np.float64)
    if cfg["dtype"] == "int8":
        wrong = int((got != want).sum())
        return ("failed", f"{wrong} of {got.size} int32 sums differ") if wrong else ("ok", "exact")
    return sweep.judge(got, want)


def main(argv=None):
    return sweep.main("cp_async_sweep", __doc__.split("\n\n")[0], config, run_config, kernels,
                      argv)


if __name__ == "__main__":
    sys.exit(main())
