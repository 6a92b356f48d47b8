#!/usr/bin/env python3
"""Numerics of tile's non-GEMM kernels on a GPU, against NumPy.

    bench/kernels/prepare.sh                      # here: PTX into bench/kernels/ptx
    python3 bench/kernels/check.py [--out DIR]    # on the GPU machine (carry bench/kernels/ptx)

Checks the reductions tile does with warp shuffles (whole tiles to a
scalar, tiles smaller than the block, rows and columns of 2-D tiles, f16,
the shared-memory way where it is cheaper),
atomics on a tile whose elements wrap around the block, the approximate
math (exp, exp2, log, log2, sin, cos and tanh: tanh.approx
on sm_75+, from ex2.approx on sm_72; both PTX files run on a newer GPU
through the driver's JIT), the softmax examples (.mlir and the Python DSL),
the DSL layer norm and vector_add, tensor-core results reduced in
registers (bench/kernels/fragments.mlir) and attention (examples/attention.mlir,
the causal DSL kernel), mma.sync (sm_80) and wgmma (sm_90a). Each case prints
its largest error against its bound; the exit status is 1 if any is out of
bounds. With --out, also writes <gpu>-kernels-<date>.txt there. Without a
GPU (or cupy) it says so and exits 0: compile here, run where there is one.

--emulate runs the same checks on the CPU with test/python/ptxemu.py (a PTX
emulator written from the PTX ISA; wgmma from unswizzled shared memory, as
these kernels use it), on smaller sizes. test/python/test_ptxemu.py does
this in CI.
"""

import argparse
import datetime
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ptx-dir", default=os.path.join(HERE, "ptx"))
    ap.add_argument("--out", help="directory for a <gpu>-kernels-<date>.txt report")
    ap.add_argument("--emulate", action="store_true",
                    help="run on the CPU with test/python/ptxemu.py (smaller sizes)")
    args = ap.parse_args()
    import numpy as np
    if args.emulate:
        sys.path.insert(0, os.path.join(HERE, "..", "..", "test", "python"))
        import ptxemu
        cp = ptxemu.CupyShim()
    try:
        if args.emulate:
            raise StopIteration

        import cupy as cp
        if cp.cuda.runtime.getDeviceCount() == 0:
            raise RuntimeError("no device")
    except StopIteration:
        pass
    except Exception as e:  # ImportError, or CUDA without a device
        print(f"bench/kernels: no CUDA GPU with cupy here ({type(e).__name__}: {e}); "
              "run bench/kernels/prepare.sh here and this script where there is one")
        return 0
    if not os.path.isdir(args.ptx_dir):
        print(f"bench/kernels: {args.ptx_dir} is missing; run bench/kernels/prepare.sh first")
        return 1

    rng = np.random.default_rng(0)
    modules = {}
    lines = []
    failures = 0

    def kernel(ptx, name):
        path = os.path.join(args.ptx_dir, ptx)
        if path not in modules:
            modules[path] = cp.RawModule(path=path)
        return modules[path].get_function(name)

    def report(case, err, bound):
        nonlocal failures
        ok = bool(err <= bound)
        failures += not ok
        line = f"{case:38s} max error {err:.3e} (bound {bound:.1e}) {'OK' if ok else 'FAIL'}"
        print(line, flush=True)
        lines.append(line)

    def rel_err(got, want):
        got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
        return float(np.max(np.abs(got - want) / np.maximum(np.abs(want), 1.0)))

    def launch(ptx, name, grid, threads, *args_):
        grid = grid if isinstance(grid, tuple) else (grid,)
        kernel(ptx, name)(grid, (threads,), args_)
        cp.cuda.runtime.deviceSynchronize()

    def size(gpu, emulated):
        """A problem size: smaller where the CPU emulates the GPU."""
        return emulated if args.emulate else gpu

    red = "sm_90a/reductions.ptx"
    # Whole tiles to a scalar.
    x = rng.standard_normal(1024).astype(np.float32)
    out = cp.zeros(1, cp.float32)
    launch(red, "sum_1d", 1, 128, cp.asarray(x), out)
    report("sum_1d (1024 f32, 4 warps)", rel_err(out.get()[0], x.astype(np.float64).sum()), 1e-5)
    xi = rng.integers(-10**9, 10**9, 256, dtype=np.int32)
    outi = cp.zeros(1, cp.int32)
    launch(red, "max_i32_warp", 1, 32, cp.asarray(xi), outi)
    report("max_i32_warp (256 i32, 1 warp)", float(abs(int(outi.get()[0]) - int(xi.max()))), 0)
    xh = (rng.standard_normal(256) * 0.1).astype(np.float16)
    outh = cp.zeros(1, cp.float16)
    launch(red, "sum_f16", 1, 128, cp.asarray(xh), outh)
    report("sum_f16 (256 f16)", rel_err(outh.get()[0], xh.astype(np.float64).sum()), 2e-2)
    xs = rng.standard_normal(64).astype(np.float32)
    launch(red, "sum_small", 1, 128, cp.asarray(xs), out)
    report("sum_small (64 f32 over 128 threads)", rel_err(out.get()[0], xs.astype(np.float64).sum()),
           1e-5)
    # Rows and columns of 2-D tiles.
    m = rng.standard_normal((16, 256)).astype(np.float32)
    outrc = cp.zeros(16 + 256, cp.float32)
    launch(red, "rows_cols", 1, 128, cp.asarray(m), outrc)
    got = outrc.get()
    report("rows_cols: 16 row sums of 16x256", rel_err(got[:16], m.astype(np.float64).sum(1)), 1e-5)
    report("rows_cols: 256 column maxima", float(np.max(np.abs(got[16:] - m.max(0)))), 0)
    m64 = rng.standard_normal((64, 64)).astype(np.float32)
    out64 = cp.zeros(72, cp.float32)
    launch(red, "rows_64", 1, 128, cp.asarray(m64), out64)
    got = out64.get()
    report("rows_64: 64 row sums of 64x64", rel_err(got[:64], m64.astype(np.float64).sum(1)),
           1e-5)
    # Its first 1024 elements read as 8 x 128.
    report("rows_64: 8 row sums of 8x128",
           rel_err(got[64:], m64.reshape(-1)[:1024].reshape(8, 128).astype(np.float64).sum(1)),
           1e-5)

    # Softmax over the rows of a 16 x 256 tile (reductions broadcast back).
    m = (rng.standard_normal((16, 256)) * 10).astype(np.float32)
    y = cp.zeros((16, 256), cp.float32)
    launch(red, "softmax_rows", 1, 128, cp.asarray(m), y)
    sh = m.astype(np.float64) - m.max(1, keepdims=True)
    ref = np.exp(sh) / np.exp(sh).sum(1, keepdims=True)
    report("softmax_rows (16x256 tile)", float(np.max(np.abs(y.get() - ref))), 1e-5)

    # Atomics on a tile whose last slot wraps around: each counter once.
    counters = rng.integers(0, 100, 192, dtype=np.int32)
    dc, old = cp.asarray(counters), cp.zeros(192, cp.int32)
    launch(red, "atomic_wrap", 1, 128, dc, old)
    report("atomic_wrap (192 counters, 128 threads)",
           float(max(np.abs(dc.get() - (counters + 1)).max(), np.abs(old.get() - counters).max())),
           0)

    # Approximate math on |x| in [e^-4, e^4], positive and negative (log and
    # log2 only on the positive ones). PTX ISA bounds: ex2.approx 2 ulp (exp
    # also rounds x log2 e: about |x| 1e-7 relative more), lg2.approx and
    # sin/cos.approx a few 1e-7 absolute here, tanh.approx 2^-11 relative.
    n = size(5000, 2000)
    magnitude = np.exp(rng.uniform(-4, 4, n))
    bounds = {"exp": 1e-5, "exp2": 1e-6, "log": 1e-6, "log2": 1e-6, "sin": 2e-6, "cos": 2e-6,
              "tanh": 2 ** -10}
    reference = {"exp": np.exp, "exp2": np.exp2, "log": np.log, "log2": np.log2, "sin": np.sin,
                 "cos": np.cos, "tanh": np.tanh}
    for target in ["sm_90a", "sm_75", "sm_72"]:
        for sign in (1, -1):
            xm = (sign * magnitude).astype(np.float32)
            x64 = xm.astype(np.float64)
            outm = cp.zeros(7 * n, cp.float32)
            launch(f"{target}/reductions.ptx", "approx_math", (n + 1023) // 1024, 128,
                   cp.asarray(xm), outm, np.int32(n))
            got = outm.get().reshape(7, n).astype(np.float64)
            for k, name in enumerate(bounds):
                if sign < 0 and name in ("log", "log2"):
                    continue
                w = reference[name](x64)
                if name in ("exp", "exp2", "tanh"):
                    err = float(np.max(np.abs(got[k] - w) / np.abs(w)))
                else:
                    err = float(np.max(np.abs(got[k] - w)))
                bound = bounds[name]
                if name == "tanh" and target == "sm_72":
                    bound = 1e-5  # (1 - e) / (1 + e), e = ex2.approx(-2 |x| log2 e)
                report(f"approx_math {name} {'+' if sign > 0 else '-'}x ({target})", err, bound)

    # Softmax: the .mlir example (one row per program) and the DSL one.
    for rows, cols in size([(300, 1000), (257, 1024), (64, 7)], [(3, 1000), (2, 1024), (4, 7)]):
        x = (rng.standard_normal((rows, cols)) * 10).astype(np.float32)
        y = cp.zeros_like(cp.asarray(x))
        launch("sm_90a/softmax.ptx", "softmax", rows, 128, cp.asarray(x), y, np.int32(cols),
               np.int32(cols))
        s = x.astype(np.float64) - x.max(1, keepdims=True)
        ref = np.exp(s) / np.exp(s).sum(1, keepdims=True)
        report(f"softmax.mlir {rows}x{cols}", float(np.max(np.abs(y.get() - ref))), 1e-5)
    rows, cols = size(4099, 9), 1000
    x = (rng.standard_normal((rows, cols)) * 10).astype(np.float32)
    y = cp.zeros_like(cp.asarray(x))
    launch("sm_90a/softmax_dsl.ptx", "softmax", (rows + 3) // 4, 128, cp.asarray(x), y,
           np.int32(rows), np.int32(cols), np.int32(cols))
    s = x.astype(np.float64) - x.max(1, keepdims=True)
    ref = np.exp(s) / np.exp(s).sum(1, keepdims=True)
    report(f"softmax.py (DSL) {rows}x{cols}", float(np.max(np.abs(y.get() - ref))), 1e-5)

    # Layer norm (DSL): one row per program, mean and 1/sqrt(var + eps) too.
    rows, cols, eps = size(2048, 3), 1000, 1e-5
    x = (rng.standard_normal((rows, cols)) * 3 + 1).astype(np.float32)
    w = rng.standard_normal(cols).astype(np.float32)
    b = rng.standard_normal(cols).astype(np.float32)
    y, mean_d, rstd_d = (cp.zeros((rows, cols), cp.float32), cp.zeros(rows, cp.float32),
                         cp.zeros(rows, cp.float32))
    launch("sm_90a/layernorm_dsl.ptx", "layernorm", rows, 128, cp.asarray(x), y, cp.asarray(w),
           cp.asarray(b), mean_d, rstd_d, np.int32(cols), np.int32(cols), np.float32(eps))
    x64 = x.astype(np.float64)
    mean = x64.mean(1)
    rstd = 1 / np.sqrt(x64.var(1) + eps)
    ref = (x64 - mean[:, None]) * rstd[:, None] * w + b
    report(f"layernorm.py (DSL) {rows}x{cols}: y", float(np.max(np.abs(y.get() - ref))), 1e-4)
    report("layernorm.py: mean, rstd (relative)",
           float(max(np.max(np.abs(mean_d.get() - mean)), np.max(np.abs(rstd_d.get() / rstd - 1)))),
           1e-5)

    n = size(1_000_003, 5_003)
    a = rng.standard_normal(n).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32)
    c = cp.zeros(n, cp.float32)
    launch("sm_90a/vector_add.ptx", "vector_add_f32", (n + 1023) // 1024, 128, cp.asarray(a),
           cp.asarray(b), c, np.int32(n))
    report("vector_add_f32", float(np.max(np.abs(c.get() - (a + b)))), 0)

    # Tensor-core results reduced and broadcast in registers, and attention:
    # mma.sync (sm_80 PTX) and wgmma (sm_90a).
    def bf16(x):
        """float32 -> bf16 bits (round to nearest even) and their values."""
        b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
        bits = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)
        return bits, (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)

    for target in ["sm_80", "sm_90a"]:
        a_bits, a64 = bf16(rng.standard_normal((64, 64)))
        b_bits, b64 = bf16(rng.standard_normal((64, 64)))
        prod = a64 @ b64
        y = cp.zeros((64, 64), cp.float32)
        launch(f"{target}/fragments.ptx", "dot_softmax", 1, 128, cp.asarray(a_bits),
               cp.asarray(b_bits), y)
        e = np.exp(prod - prod.max(1, keepdims=True))
        report(f"dot_softmax 64x64 ({target})",
               float(np.max(np.abs(y.get() - e / e.sum(1, keepdims=True)))), 1e-5)
        w = rng.standard_normal(64).astype(np.float32)
        y, rs = cp.zeros((64, 64), cp.float32), cp.zeros(64, cp.float32)
        launch(f"{target}/fragments.ptx", "dot_rowsum_colscale", 1, 128, cp.asarray(a_bits),
               cp.asarray(b_bits), y, rs, cp.asarray(w))
        report(f"dot_rowsum_colscale: row sums ({target})", rel_err(rs.get(), prod.sum(1)), 1e-5)
        report(f"dot_rowsum_colscale: scaled ({target})", rel_err(y.get(), prod * w), 1e-5)
        mx = cp.zeros(64, cp.float32)
        launch(f"{target}/fragments.ptx", "dot_rowmax_8warps", 1, 256, cp.asarray(a_bits),
               cp.asarray(b_bits), mx)
        report(f"dot_rowmax_8warps ({target})", rel_err(mx.get(), prod.max(1)), 1e-5)

        # Attention: O = softmax(Q K^T / sqrt(64)) V, bf16 in and out.
        for ptx, causal in [("attention.ptx", False), ("attention_causal_dsl.ptx", True)]:
            bh, seqlen = size(8, 2), size(1000, 130)
            q, k, v = (bf16(rng.standard_normal((bh, seqlen, 64))) for _ in range(3))
            o = cp.zeros((bh, seqlen, 64), cp.uint16)
            scale = 1 / np.sqrt(64)
            launch(f"{target}/{ptx}", "attention", ((seqlen + 63) // 64, bh), 128,
                   cp.asarray(q[0]), cp.asarray(k[0]), cp.asarray(v[0]), o, np.int32(seqlen),
                   np.float32(scale))
            s_ = np.einsum("bmd,bnd->bmn", q[1], k[1]) * scale
            if causal:
                s_ = np.where(np.tril(np.ones((seqlen, seqlen), bool)), s_, -np.inf)
            p = np.exp(s_ - s_.max(-1, keepdims=True))
            want = np.einsum("bmn,bnd->bmd", p / p.sum(-1, keepdims=True), v[1])
            got = (o.get().astype(np.uint32) << 16).view(np.float32)
            # P and O are rounded to bf16 (2^-9 relative each).
            report(f"{ptx[:-4]} {bh}x{seqlen}x64 ({target})",
                   float(np.max(np.abs(got - want))), 1e-2)

    gpu = cp.cuda.runtime.getDeviceProperties(0)["name"].decode()
    summary = f"bench/kernels on {gpu}: {len(lines) - failures} passed, {failures} failed"
    print(summary)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        stem = f"{gpu.replace(' ', '_')}-kernels-{datetime.date.today().isoformat()}.txt"
        with open(os.path.join(args.out, stem), "w") as f:
            f.write("\n".join(lines + [summary]) + "\n")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
