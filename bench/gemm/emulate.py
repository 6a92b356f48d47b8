#!/usr/bin/env python3
"""The GEMM kernels of bench/gemm on the PTX emulator (no GPU).

Runs every Hopper TMA kernel that bench/gemm/prepare.sh compiled (the
manifest's entries with launch metadata: warp-specialized producer and
consumer warpgroups, mbarrier pipelines, TMA loads with the 128-byte
swizzle, wgmma from swizzled descriptors, TMA stores and reductions,
clusters with multicast, persistent and split-K schedules) through
test/python/ptxemu.py and compares C with NumPy. The host side is
run.py's: the same tensor maps (tma_maps, tma_c_argument, encoded by the
emulator's TensorMapEncoder), the same grid (tma_grid), the same metadata
checks. Also the plain (pointer) kernels built for sm_90a / sm_100a: the
cp.async + wgmma pipelines of examples/gemm_bf16.mlir and of the DSL's
Triton-style GEMMs, and the example's cp.async + mma.sync build
(tile_cp_async), launched as run.py's run_plain does (threads and
dynamic shared memory from the manifest). Sizes are small (the emulator
runs a CTA in about a second).

  bench/gemm/prepare.sh --out DIR sm_90a
  python3 bench/gemm/emulate.py --ptx-dir DIR [--variants tile_tma,...]
        [--shapes 200x296x608,...] [--sms 2] [--schedule min|random --seed N]
        [--kinds tma,plain]

What this does not check: the descriptor and swizzle formats themselves
(the emulator reads them as tile's emitter does), timing, and anything the
emulator refuses (it raises EmuError instead of guessing): a GPU run
(run.py --check) stays the final word.
"""
import argparse
import json
import os
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "test", "python"))
import ptxemu  # noqa: E402
import run  # noqa: E402  (bench/gemm/run.py: the GPU run's host code)

bf16_bits = ptxemu.bf16_bits
e4m3_bits = ptxemu.fp8_bits
DEFAULT_SHAPES = "200x296x608,256x512x512"


def run_one(spec, kmeta, module, M, N, K, sms, schedule="min", seed=0):
    fp8 = spec.get("dtype") == "fp8"
    i8 = spec.get("dtype") == "i8"
    eb = 1 if fp8 or i8 else 2
    kn = spec.get("b_layout") == "kn"
    if (K * eb) % 16 or (kn and (N * eb) % 16):
        return None, "K or N not a multiple of 16 bytes (tensor map strides)"
    rng = np.random.default_rng(M * 7 + N * 3 + K)
    if i8:  # int8 in, int32 out: the bits are the values
        a_bits = a = rng.integers(-128, 128, (M, K)).astype(np.int8)
        b_bits = bt = rng.integers(-128, 128, (N, K)).astype(np.int8)
    else:
        conv = e4m3_bits if fp8 else bf16_bits
        a_bits, a = conv(rng.standard_normal((M, K)))
        b_bits, bt = conv(rng.standard_normal((N, K)))
    mem = ptxemu.Memory()
    pa = mem.alloc(a_bits)
    pb = mem.alloc(np.ascontiguousarray(b_bits.T) if kn else b_bits)
    c_bf16 = spec.get("c_dtype") == "bf16"
    split_k = spec.get("split_k", 0)
    c_init = np.zeros((M, N)) if split_k else np.full((M, N), np.nan)
    c_host = bf16_bits(c_init)[0] if c_bf16 else \
        np.full((M, N), -2**31, np.int32) if i8 else c_init.astype(np.float32)
    pc = mem.alloc(c_host)
    enc = ptxemu.TensorMapEncoder()
    map_a, map_b = run.tma_maps(enc, pa, pb, M, N, K, eb, spec["block_m"], spec["block_n"],
                                spec.get("b_layout", "nk"), spec.get("cta_pair", False))
    c_arg = run.tma_c_argument(enc, spec, pc, 2 if c_bf16 else 4, M, N)
    grid = run.tma_grid(spec, kmeta, M, N, sms)
    module.launch(spec["kernel"], grid, (kmeta["threads_per_block"], 1, 1),
                  [map_a, map_b, c_arg, M, N, K], mem,
                  shared_bytes=kmeta["dynamic_shared_bytes"],
                  cluster=kmeta.get("cluster_shape"), schedule=schedule, seed=seed)
    raw = mem.read(pc, (M, N), np.uint16 if c_bf16 else np.int32 if i8 else np.float32)
    c = (raw.astype(np.uint32) << 16).view(np.float32) if c_bf16 else raw
    ref = a.astype(np.float64) @ bt.astype(np.float64).T
    if i8:  # exact, or an error as large as can be
        return (0.0 if np.array_equal(c, ref) else 1.0), grid
    rel = float(np.linalg.norm(np.nan_to_num(c, nan=1e30) - ref) / np.linalg.norm(ref))
    return rel, grid


def run_plain_one(spec, module, M, N, K, schedule="min", seed=0):
    """A plain variant (pointer arguments, row-major B K x N) as run.py's
    run_plain launches it: its threads and dynamic shared memory from the
    manifest, grid N / block_n x M / block_m."""
    rng = np.random.default_rng(M * 7 + N * 3 + K)
    a_bits, a = bf16_bits(rng.standard_normal((M, K)))
    b_bits, b = bf16_bits(rng.standard_normal((K, N)))
    mem = ptxemu.Memory()
    pa, pb = mem.alloc(a_bits), mem.alloc(b_bits)
    pc = mem.alloc(np.full((M, N), np.nan, np.float32))
    grid = (-(-N // spec["block_n"]), -(-M // spec["block_m"]), 1)
    module.launch(spec["kernel"], grid, (spec["threads"], 1, 1), [pa, pb, pc, M, N, K], mem,
                  shared_bytes=int(spec.get("dynamic_shared_bytes", 0)), schedule=schedule,
                  seed=seed)
    c = mem.read(pc, (M, N), np.float32)
    ref = a.astype(np.float64) @ b.astype(np.float64)
    return float(np.linalg.norm(np.nan_to_num(c, nan=1e30) - ref) / np.linalg.norm(ref)), grid


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ptx-dir", default=os.path.join(HERE, "ptx"))
    ap.add_argument("--variants", help="comma-separated (default: every TMA variant)")
    ap.add_argument("--shapes", default=DEFAULT_SHAPES)
    ap.add_argument("--sms", type=int, default=2,
                    help="SMs the persistent kernels' grid assumes (default 2: each "
                         "program loops over several tiles)")
    ap.add_argument("--schedule", choices=("min", "random"), default="min",
                    help="the emulator's order of warps and TMA completions (random: "
                         "seeded by --seed, other legal interleavings)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--kinds", default="tma,plain",
                    help="which kernels: tma (with launch metadata), plain, or both")
    args = ap.parse_args(argv)
    kinds = set(args.kinds.split(","))
    manifest = json.load(open(os.path.join(args.ptx_dir, "manifest.json")))
    # TMA kernels, and the plain ones of the tensor-core targets the GPU
    # runs (sm_90a: cp.async + wgmma or mma.sync pipelines in dynamic shared
    # memory).
    specs = [s for s in manifest["kernels"]
             if ("tma" in kinds and s.get("metadata")) or
             ("plain" in kinds and not s.get("metadata") and
              s["target"] in ("sm_90a", "sm_100a"))]
    if args.variants:
        want = args.variants.split(",")
        specs = [s for s in specs if s["variant"] in want]
        missing = set(want) - {s["variant"] for s in specs}
        if missing:
            sys.exit(f"emulate.py: no variant {sorted(missing)} in the manifest")
    shapes = [tuple(int(x) for x in s.split("x")) for s in args.shapes.split(",")]
    failures = 0
    for spec in specs:
        ptx_path = os.path.join(args.ptx_dir, spec["ptx"])
        ptx = open(ptx_path).read()
        kmeta = None
        if spec.get("metadata"):
            meta = json.load(open(os.path.join(args.ptx_dir, spec["metadata"])))
            kmeta = next(k for k in meta["kernels"] if k["name"] == spec["kernel"])
            run.check_tma_metadata(kmeta, ptx, bool(spec.get("c_map")))
        module = ptxemu.Module(ptx)
        div = int(spec.get("divisible", 1))
        for (M, N, K) in shapes:
            if M % div or N % div or K % div:  # compiled for multiples of div, as run.py
                print(f"{spec['variant']:28} {M}x{N}x{K}: skipped (compiled for multiples "
                      f"of {div})", flush=True)
                continue
            t0 = time.time()
            try:
                if kmeta is None:
                    rel, grid = run_plain_one(spec, module, M, N, K, args.schedule, args.seed)
                else:
                    rel, grid = run_one(spec, kmeta, module, M, N, K, args.sms, args.schedule,
                                        args.seed)
            except ptxemu.EmuError as e:
                failures += 1
                print(f"{spec['variant']:28} {M}x{N}x{K}: EMULATION ERROR: {e}", flush=True)
                continue
            if rel is None:
                print(f"{spec['variant']:28} {M}x{N}x{K}: skipped ({grid})", flush=True)
                continue
            ok = np.isfinite(rel) and rel < 1e-2
            failures += not ok
            print(f"{spec['variant']:28} {M}x{N}x{K}: grid {grid}, rel error {rel:.2e} "
                  f"{'ok' if ok else 'BAD'} ({time.time() - t0:.1f} s)", flush=True)
    print(f"bench/gemm/emulate.py: {failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
