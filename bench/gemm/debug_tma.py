#!/usr/bin/env python3
"""Diagnoses the TMA GEMM kernel (variant tile_tma) on a GPU, case by case.

Each case runs in its own process with a time limit, so a hung pipeline or a
faulting launch costs one case, not the run. Besides random inputs it runs
"probe" inputs whose output names where each value came from:

  probeB: A = identity (A[m,k] = [m == k]), Bt[n,k] = n or k (exact small
          integers in bf16): then C[m,n] should be Bt[n,m], and the two runs
          say which (n', k') of Bt landed at (m, n).
  probeA: Bt = identity, A[m,k] = m or k: C[m,n] should be A[m,n].

A wrong swizzle/descriptor shows as a permutation; a wrong barrier as a
moving error or a hang.

  python3 bench/gemm/debug_tma.py [--ptx-dir bench/gemm/ptx] [--timeout 30]
"""
import argparse
import json
import math
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def run_case(args, M, N, K, kind, kernel="gemm_bf16_tma", target="sm_90a"):
    import torch
    import cupy
    import run as bench

    ptx_path = os.path.join(args.ptx_dir, target, kernel + ".ptx")
    meta = json.load(open(os.path.join(args.ptx_dir, target, kernel + ".json")))
    kmeta = next(k for k in meta["kernels"] if k["name"] == kernel)
    threads, smem = kmeta["threads_per_block"], kmeta["dynamic_shared_bytes"]
    mod = cupy.RawModule(path=ptx_path)
    fn = mod.get_function(kernel)
    fn.max_dynamic_shared_size_bytes = smem
    enc = bench.tensor_map_encoders("ctypes")[0]
    dev = "cuda"
    g = torch.Generator(device=dev).manual_seed(M + 3 * N + 7 * K)

    def launch(a, bt):
        c = torch.full((M, N), float("nan"), device=dev, dtype=torch.float32)
        maps = bench.tma_maps(enc, a.data_ptr(), bt.data_ptr(), M, N, K)
        kargs = bench.kernel_params_args(kmeta, (maps[0], maps[1], c.data_ptr(), M, N, K))
        grid = (math.ceil(N / 256), math.ceil(M / 128), 1)
        fn(grid, (threads, 1, 1), kargs, shared_mem=smem)
        torch.cuda.synchronize()
        return c

    if kind == "rand":
        errs = []
        for rep in range(3):
            a = torch.randn(M, K, device=dev, dtype=torch.bfloat16, generator=g)
            bt = torch.randn(N, K, device=dev, dtype=torch.bfloat16, generator=g)
            c = launch(a, bt)
            ref = a.float() @ bt.float().T
            rel = ((c - ref).norm() / ref.norm()).item()
            nan = int(torch.isnan(c).sum())
            errs.append(f"{rel:.2e}/{nan}nan")
            if rep == 0 and not (rel < 1e-2 and nan == 0):
                print("   ", bench.describe_mismatch(torch, c, ref, 128, 256))
                # rows/cols pattern of the wrong elements
                bad = torch.isnan(c) | ((c - ref).abs() > 1e-2 * (ref.abs() + 1))
                rows = bad.any(1).nonzero().flatten().tolist()
                cols = bad.any(0).nonzero().flatten().tolist()
                print(f"    bad rows {len(rows)}: {rows[:40]}")
                print(f"    bad cols {len(cols)}: {cols[:40]}")
                # K-slices: does the result match a partial sum over a prefix of K?
                for kk in range(64, K, 64):
                    part = a[:, :kk].float() @ bt[:, :kk].float().T
                    r2 = ((c - part).norm() / part.norm()).item()
                    if r2 < 1e-2:
                        print(f"    C matches the partial product over K[0:{kk}]")
        print(f"case {kind} {M}x{N}x{K}: rel error/NaN per rep {errs}")
        return

    # Probes: one tile (M<=128, N<=256, K=64) is enough to see the mapping.
    def ar(n):
        return torch.arange(n, device=dev, dtype=torch.float32)

    if kind == "probeB":
        a = torch.zeros(M, K, device=dev)
        d = min(M, K)
        a[:d, :d] = torch.eye(d, device=dev)
        a = a.bfloat16()
        cn = launch(a, ar(N)[:, None].expand(N, K).bfloat16().contiguous())
        ck = launch(a, ar(K)[None, :].expand(N, K).bfloat16().contiguous())
        want_n = ar(N)[None, :].expand(d, N)
        want_k = ar(d)[:, None].expand(d, N)
        got_n, got_k = cn[:d], ck[:d]
    else:  # probeA
        bt = torch.zeros(N, K, device=dev)
        d = min(N, K)
        bt[:d, :d] = torch.eye(d, device=dev)
        bt = bt.bfloat16()
        cm = launch(ar(M)[:, None].expand(M, K).bfloat16().contiguous(), bt)
        ck = launch(ar(K)[None, :].expand(M, K).bfloat16().contiguous(), bt)
        want_n = ar(M)[:, None].expand(M, d)   # "n" = the row of A here
        want_k = ar(d)[None, :].expand(M, d)
        got_n, got_k = cm[:, :d], ck[:, :d]
    ok = (got_n == want_n) & (got_k == want_k)
    print(f"case {kind} {M}x{N}x{K}: {int(ok.sum())} of {ok.numel()} outputs from the "
          f"right element; NaN {int(torch.isnan(got_n).sum())}")
    def iv(x):  # the source index a probe output names; a non-integer is a sum
        x = float(x)
        return int(x) if math.isfinite(x) and x == int(x) else round(x, 2)

    if not bool(ok.all()):
        rows, cols = ok.shape
        # Per output row (first 8) and col positions: the source (row', k') seen
        for r in list(range(min(rows, 4))) + [rows // 2 + 1] if rows > 8 else range(rows):
            src = [(iv(got_n[r, j]), iv(got_k[r, j])) for j in range(min(cols, 12))]
            print(f"    out row {r}: first cols' (src row, src k) {src}")
        for j in [0, 1, 8, 9, 63] if cols > 63 else []:
            src = [(iv(got_n[r, j]), iv(got_k[r, j])) for r in range(0, min(rows, 24), 3)]
            print(f"    out col {j}: rows 0,3,..: {src}")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ptx-dir", default=os.path.join(HERE, "ptx"))
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--case", nargs=4, metavar=("KIND", "M", "N", "K"))
    ap.add_argument("--kernel", default="gemm_bf16_tma")
    ap.add_argument("--target", default="sm_90a")
    args = ap.parse_args()
    if args.case:
        kind, M, N, K = args.case
        run_case(args, int(M), int(N), int(K), kind, args.kernel, args.target)
        return 0
    cases = [("rand", 128, 256, 64), ("probeB", 128, 256, 64), ("probeA", 128, 256, 64),
             ("rand", 128, 256, 256), ("rand", 128, 256, 512), ("rand", 128, 256, 4096),
             ("rand", 512, 512, 1024), ("rand", 300, 700, 200), ("rand", 2048, 2048, 2048)]
    for kind, M, N, K in cases:
        cmd = [sys.executable, os.path.abspath(__file__), "--ptx-dir", args.ptx_dir,
               "--kernel", args.kernel, "--target", args.target,
               "--case", kind, str(M), str(N), str(K)]
        try:
            p = subprocess.run(cmd, timeout=args.timeout, capture_output=True, text=True)
            out = (p.stdout + p.stderr).strip()
            print(out if p.returncode == 0 else f"case {kind} {M}x{N}x{K}: exit {p.returncode}\n"
                  + "\n".join(out.splitlines()[-8:]), flush=True)
        except subprocess.TimeoutExpired:
            print(f"case {kind} {M}x{N}x{K}: HUNG (> {args.timeout} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
