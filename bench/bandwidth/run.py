#!/usr/bin/env python3
"""tile bandwidth benchmark, GPU side: memory-bound kernels against torch.

    bench/bandwidth/prepare.sh                       # here: PTX into bench/bandwidth/ptx
    python3 bench/bandwidth/run.py [--out bench/results]
    python3 bench/bandwidth/run.py --emulate --ptx-dir DIR   # CPU: numerics only, small

Loads the PTX prepare.sh compiled (examples/vector_add.mlir f32 and f16,
examples/softmax.mlir; each with the blocked distribution's runs of 4,
i.e. ld/st.global.v4, with max-run=1, one scalar access per element, with
max-run=8, and with runs of 4 compiled for aligned arguments as a DSL
launch would, no run-time tests), checks
each against NumPy on a small problem with a ragged tail, then times them
and the same operation in torch (and Triton's vector add, where Triton
imports) in the same run on the same inputs. Prints GB/s (bytes read and
written once) with the ratios tile/torch and runs/run1 for each size, and
with --out writes <gpu>-bandwidth-<date>.json there. Exits 0 with a
message where there is no GPU (cupy).

--emulate runs the kernels in test/python/ptxemu.py on the CPU: the
numerics check only, no timing.
"""

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import benchlib  # noqa: E402  (bench/benchlib.py)
# Runs of 4 (as compiled), of 1, of 8; and runs of 4 compiled for aligned
# pointers and (vector_add) n divisible by 16, as a DSL launch would.
VARIANTS = ("", "_run1", "_run8", "_aligned")


def cases(np):
    """(name, ptx stem, kernel, make(n) -> (args, outputs, reference, grid,
    bytes), torch(n, inputs) or None)."""

    def vector_add(dtype):
        def make(rng, n):
            a = rng.standard_normal(n).astype(dtype)
            b = rng.standard_normal(n).astype(dtype)
            ref = (a.astype(np.float32) + b.astype(np.float32)).astype(dtype)
            return (a, b), (n,), ref, ((n + 1023) // 1024,), 3 * n * np.dtype(dtype).itemsize
        return make

    def softmax(rng, n):
        cols = 1000
        rows = max(1, n // cols)
        x = rng.standard_normal((rows, cols)).astype(np.float32)
        e = np.exp(x - x.max(1, keepdims=True))
        return (x,), (cols, cols), e / e.sum(1, keepdims=True), (rows,), 2 * rows * cols * 4

    return [
        ("vector_add f32", "vector_add", "vector_add_f32", vector_add(np.float32),
         lambda torch, t: torch.add(t[0], t[1])),
        ("vector_add f16", "vector_add", "vector_add_f16", vector_add(np.float16),
         lambda torch, t: torch.add(t[0], t[1])),
        ("softmax f32 (1000 cols)", "softmax", "softmax", softmax,
         lambda torch, t: torch.softmax(t[0], dim=1)),
    ]


def triton_add():
    """Triton's tutorial vector add (BLOCK 1024), or None without Triton."""
    try:
        import triton
        import triton.language as tl
    except Exception:
        return None

    @triton.jit
    def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask),
                 mask=mask)

    def run(torch, t):
        out = torch.empty_like(t[0])
        n = out.numel()
        add_kernel[(triton.cdiv(n, 1024),)](t[0], t[1], out, n, BLOCK=1024)
        return out
    return run


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ptx-dir", default=os.path.join(HERE, "ptx"))
    ap.add_argument("--sizes", default="1048576,16777216,134217728",
                    help="elements per operand (softmax: rows of 1000 columns)")
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--out", help="directory for <gpu>-bandwidth-<date>.json")
    ap.add_argument("--emulate", action="store_true",
                    help="numerics in the CPU emulator (no timing)")
    args = ap.parse_args()

    import numpy as np
    cp = benchlib.device("bandwidth", args.emulate)
    if cp is None:
        return 0
    missing = [f"{stem}{v}.ptx" for _, stem, _, _, _ in cases(np) for v in VARIANTS
               if not os.path.exists(os.path.join(args.ptx_dir, f"{stem}{v}.ptx"))]
    if missing:
        print(f"bench/bandwidth: {', '.join(sorted(set(missing)))} missing in {args.ptx_dir}; "
              "run bench/bandwidth/prepare.sh")
        return 1
    gpu = benchlib.gpu_name(cp)
    torch = None
    if not args.emulate:
        try:
            import torch
        except ImportError:
            print("bench/bandwidth: no torch: timing tile alone")
    triton = triton_add() if torch is not None else None

    rng = np.random.default_rng(0)
    failures, checked, rows = 0, 0, []
    modules = {}

    def function(stem, variant, name):
        path = os.path.join(args.ptx_dir, f"{stem}{variant}.ptx")
        if path not in modules:
            modules[path] = cp.RawModule(path=path)
        return modules[path].get_function(name)

    def launch(fn, grid, inputs, scalars, out):
        fn(grid, (128,), (*inputs, out, *(np.int32(s) for s in scalars)))

    def time_it(call):
        return benchlib.median_seconds(cp, call, args.reps)

    for label, stem, name, make, torch_op in cases(np):
        for variant in VARIANTS:
            fn = function(stem, variant, name)
            # Numerics: a ragged size (a masked tail, unaligned rows; for
            # _aligned, n a multiple of 16, as it was compiled for).
            inputs, scalars, ref, grid, _ = make(rng, 3008 if variant == "_aligned" else 3001)
            out = cp.zeros(ref.shape, ref.dtype)
            launch(fn, grid, [cp.asarray(x) for x in inputs], scalars, out)
            cp.cuda.runtime.deviceSynchronize()
            err = float(np.max(np.abs(out.get().astype(np.float64) - ref.astype(np.float64))))
            ok = err <= (1e-5 if ref.dtype == np.float32 and stem == "softmax" else
                         1e-2 if ref.dtype == np.float16 else 0)
            failures += not ok
            checked += 1
            what = {"": "", "_run1": " runs of 1", "_run8": " runs of 8",
                    "_aligned": " aligned"}[variant]
            print(f"{label + what:34s} max error {err:.2e} "
                  f"{'OK' if ok else 'MISMATCH'}", flush=True)
        if args.emulate or failures:
            continue
        for n in (int(s) for s in args.sizes.split(",")):
            inputs, scalars, ref, grid, nbytes = make(rng, n)
            dev = [cp.asarray(x) for x in inputs]
            out = cp.zeros(ref.shape, ref.dtype)
            row = {"kernel": label, "elements": n, "bytes": nbytes}
            for variant in VARIANTS:
                fn = function(stem, variant, name)
                t = time_it(lambda: launch(fn, grid, dev, scalars, out))
                row["tile" + variant + "_gbs"] = nbytes / t / 1e9
            line = (f"{label:24s} n={n:10d}: tile {row['tile_gbs']:7.1f} GB/s, "
                    f"runs of 1 {row['tile_run1_gbs']:7.1f} GB/s "
                    f"(runs/run1 {row['tile_gbs'] / row['tile_run1_gbs']:.2f}x), "
                    f"runs of 8 {row['tile_run8_gbs']:7.1f} GB/s, "
                    f"aligned {row['tile_aligned_gbs']:7.1f} GB/s")
            if torch is not None:
                tens = [torch.as_tensor(x).cuda() for x in inputs]
                row["torch_gbs"] = nbytes / time_it(lambda: torch_op(torch, tens)) / 1e9
                row["ratio"] = row["tile_gbs"] / row["torch_gbs"]
                line += f", torch {row['torch_gbs']:7.1f} GB/s, tile/torch {row['ratio']:.2f}x"
                if triton is not None and stem == "vector_add":
                    row["triton_gbs"] = nbytes / time_it(lambda: triton(torch, tens)) / 1e9
                    line += f", triton {row['triton_gbs']:7.1f} GB/s"
            print(line, flush=True)
            rows.append(row)

    return benchlib.finish("bandwidth", gpu, rows, checked - failures, failures, args.out,
                           args.emulate)


if __name__ == "__main__":
    sys.exit(main())
