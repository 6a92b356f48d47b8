#!/usr/bin/env python3
"""tile GEMM benchmark, GPU side.

Loads the PTX that bench/gemm/prepare.sh compiled on the CPU machine,
checks numerics against a float32 reference, and times tile, torch.matmul
(cuBLAS) and a Triton matmul in the same run on the same inputs. Prints the
ratio tile / cuBLAS per shape and writes bench/results/<gpu>-<date>.json and
a PNG plot. Exits 0 with a message where there is no GPU.

  python3 bench/gemm/run.py [--sizes 1024,2048,4096,8192] [--quick]
"""
import argparse
import datetime
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def parse_shapes(args):
    shapes = [(s, s, s) for s in map(int, args.sizes.split(",")) if s]
    for spec in filter(None, args.skinny.split(",")):
        m, n, k = map(int, spec.lower().split("x"))
        shapes.append((m, n, k))
    return shapes


def target_for(capability):
    major, minor = capability
    cc = major * 10 + minor
    # Arch-specific builds run only on their own arch: prefer them there.
    return {90: ["sm_90a", "sm_90"], 100: ["sm_100a", "sm_100f", "sm_100"],
            120: ["sm_120a", "sm_120f", "sm_120"]}.get(cc, ["sm_%d" % cc, "sm_80"])


def triton_matmul():
    """A standard Triton matmul (bf16 in, fp32 accumulate) as the second
    baseline; returns None when Triton is missing."""
    try:
        import triton
        import triton.language as tl
    except ImportError:
        return None

    @triton.jit
    def kernel(a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
               GROUP: tl.constexpr):
        pid = tl.program_id(0)
        num_m = tl.cdiv(M, BM)
        num_n = tl.cdiv(N, BN)
        group = pid // (GROUP * num_n)
        first_m = group * GROUP
        size_m = min(num_m - first_m, GROUP)
        pm = first_m + (pid % (GROUP * num_n)) % size_m
        pn = (pid % (GROUP * num_n)) // size_m
        rm = pm * BM + tl.arange(0, BM)
        rn = pn * BN + tl.arange(0, BN)
        rk = tl.arange(0, BK)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k0 in range(0, tl.cdiv(K, BK)):
            kk = k0 * BK + rk
            ta = tl.load(a + rm[:, None] * sam + kk[None, :] * sak,
                         mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
            tb = tl.load(b + kk[:, None] * sbk + rn[None, :] * sbn,
                         mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
            acc = tl.dot(ta, tb, acc)
        tl.store(c + rm[:, None] * scm + rn[None, :] * scn,
                 acc.to(c.dtype.element_ty),
                 mask=(rm[:, None] < M) & (rn[None, :] < N))

    def run(a, b, c):
        M, K = a.shape
        N = b.shape[1]
        grid = (triton.cdiv(M, 128) * triton.cdiv(N, 256),)
        kernel[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0),
                     b.stride(1), c.stride(0), c.stride(1), BM=128, BN=256,
                     BK=64, GROUP=8, num_warps=8, num_stages=3)
    return run


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ptx-dir", default=os.path.join(HERE, "ptx"))
    ap.add_argument("--sizes", default="1024,2048,4096,8192")
    ap.add_argument("--skinny", default="8192x256x8192,256x8192x8192,16384x1024x1024")
    ap.add_argument("--quick", action="store_true", help="1024 and 2048 only")
    ap.add_argument("--out", default=os.path.join(ROOT, "bench", "results"))
    args = ap.parse_args()
    if args.quick:
        args.sizes, args.skinny = "1024,2048", ""

    try:
        import torch
    except ImportError:
        print("bench/gemm: torch is not installed here; run this on the GPU machine")
        return 0
    if not torch.cuda.is_available():
        print("bench/gemm: no CUDA GPU on this machine; compile with "
              "bench/gemm/prepare.sh here and run this script where there is one")
        return 0
    import cupy
    import numpy as np
    from triton.testing import do_bench

    manifest_path = os.path.join(args.ptx_dir, "manifest.json")
    if not os.path.exists(manifest_path):
        print(f"bench/gemm: {manifest_path} is missing; run bench/gemm/prepare.sh first")
        return 1
    manifest = json.load(open(manifest_path))
    gpu = torch.cuda.get_device_name()
    cap = torch.cuda.get_device_capability()
    wanted = target_for(cap)
    kernels = [k for t in wanted for k in manifest["kernels"] if k["target"] == t]
    if not kernels:
        print(f"bench/gemm: no prepared PTX for {gpu} (wants one of {wanted})")
        return 1
    torch.backends.cuda.matmul.allow_tf32 = False
    tri = triton_matmul()
    results = {"gpu": gpu, "capability": list(cap), "date": datetime.date.today().isoformat(),
               "tile": manifest.get("tile_version"), "commit": manifest.get("commit"),
               "torch": torch.__version__, "rows": []}
    failures = 0
    for spec in kernels:
        mod = cupy.RawModule(path=os.path.join(args.ptx_dir, spec["ptx"]))
        fn = mod.get_function(spec["kernel"])
        for (M, N, K) in parse_shapes(args):
            g = torch.Generator(device="cuda").manual_seed(M * 7 + N * 3 + K)
            a = torch.randn(M, K, device="cuda", dtype=torch.bfloat16, generator=g)
            b = torch.randn(K, N, device="cuda", dtype=torch.bfloat16, generator=g)
            c = torch.full((M, N), float("nan"), device="cuda", dtype=torch.float32)
            grid = (math.ceil(N / spec["block_n"]), math.ceil(M / spec["block_m"]), 1)
            params = (np.uint64(a.data_ptr()), np.uint64(b.data_ptr()),
                      np.uint64(c.data_ptr()), np.int32(M), np.int32(N), np.int32(K))

            def launch():
                fn(grid, (spec["threads"], 1, 1), params)

            launch()
            torch.cuda.synchronize()
            ref = a.float() @ b.float()
            rel = ((c - ref).norm() / ref.norm()).item()
            ok = math.isfinite(rel) and rel < 1e-2 and not torch.isnan(c).any().item()
            failures += not ok
            flops = 2.0 * M * N * K
            t_tile = do_bench(launch, return_mode="median")
            t_cublas = do_bench(lambda: a @ b, return_mode="median")
            t_triton = None
            if tri is not None:
                ct = torch.empty(M, N, device="cuda", dtype=torch.bfloat16)
                t_triton = do_bench(lambda: tri(a, b, ct), return_mode="median")
            row = {"target": spec["target"], "family": spec["family"], "M": M, "N": N,
                   "K": K, "rel_error": rel, "correct": ok,
                   "tile_tflops": flops / t_tile * 1e-9,
                   "cublas_tflops": flops / t_cublas * 1e-9,
                   "triton_tflops": flops / t_triton * 1e-9 if t_triton else None}
            row["ratio_vs_cublas"] = row["tile_tflops"] / row["cublas_tflops"]
            results["rows"].append(row)
            print(f"{spec['target']:8} {spec['family']:16} {M:6}x{N:6}x{K:6} "
                  f"err {rel:.2e} {'ok ' if ok else 'BAD'} tile {row['tile_tflops']:7.1f} "
                  f"cuBLAS {row['cublas_tflops']:7.1f} "
                  f"triton {row['triton_tflops'] or 0:7.1f} TFLOP/s  "
                  f"tile/cuBLAS {row['ratio_vs_cublas']:.3f}", flush=True)
    os.makedirs(args.out, exist_ok=True)
    stem = os.path.join(args.out, f"{gpu.replace(' ', '_')}-{results['date']}")
    with open(stem + ".json", "w") as f:
        json.dump(results, f, indent=1)
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        rows = [r for r in results["rows"] if r["M"] == r["N"] == r["K"]]
        xs = [r["M"] for r in rows]
        plt.figure(figsize=(6, 4))
        for key, label in [("tile_tflops", "tile"), ("cublas_tflops", "cuBLAS"),
                           ("triton_tflops", "Triton")]:
            if all(r[key] for r in rows):
                plt.plot(xs, [r[key] for r in rows], marker="o", label=label)
        plt.xscale("log", base=2)
        plt.xlabel("M = N = K")
        plt.ylabel("TFLOP/s (bf16 in, f32 acc)")
        plt.title(gpu)
        plt.legend()
        plt.savefig(stem + ".png", dpi=120, bbox_inches="tight")
    except Exception as e:  # the plot is a convenience, the JSON is the record
        print("bench/gemm: no plot:", e)
    print(f"bench/gemm: wrote {stem}.json; {failures} numerics failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
