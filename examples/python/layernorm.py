"""Layer normalization with the tile kernel DSL (the Triton tutorial's forward pass).

    python3 examples/python/layernorm.py --target sm_90a         # print the PTX
    python3 examples/python/layernorm.py --ir                    # print the tile IR
    python3 examples/python/layernorm.py --run [--rows R --cols C]   # launch on the GPU and check

Each program instance normalizes one row of an M x N float32 matrix in
registers: y = (x - mean) / sqrt(var + eps) * w + b, with the mean and the
variance from tile.sum (warp shuffles, then one word per warp in shared
memory) and 1/sqrt from tile.rsqrt. BLOCK is the smallest power of two
>= N; the columns past N are masked out of both sums. It also writes each
row's mean and 1/sqrt(var + eps), as the tutorial does for the backward
pass. Launch: grid = M, 32 * num_warps threads per block.
"""

import argparse
import os
import sys

try:
    import tile
except ImportError:  # running from a source checkout: use the build tree
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                    "..", "..", "build", "python_packages"))
    import tile


@tile.kernel
def layernorm(x: tile.ptr(tile.float32), y: tile.ptr(tile.float32),
              w: tile.ptr(tile.float32), b: tile.ptr(tile.float32),
              mean_out: tile.ptr(tile.float32), rstd_out: tile.ptr(tile.float32),
              n_cols: tile.int32, stride: tile.int32, eps: tile.float32,
              BLOCK: tile.constexpr = 1024):
    row = tile.program_id(0)
    cols = tile.arange(0, BLOCK)
    mask = cols < n_cols
    v = tile.load(x, row * stride + cols, mask=mask)
    mean = tile.sum(v) / n_cols
    centered = tile.where(mask, v - mean, 0.0)
    rstd = tile.rsqrt(tile.sum(centered * centered) / n_cols + eps)
    out = centered * rstd * tile.load(w, cols, mask=mask) + tile.load(b, cols, mask=mask)
    tile.store(y, row * stride + cols, out, mask=mask)
    first = tile.arange(0, 1)
    tile.store(mean_out, row + first, mean)
    tile.store(rstd_out, row + first, rstd)


def block_for(n_cols: int) -> int:
    """The smallest power of two that holds a row (at least 128, one element
    per thread of 4 warps)."""
    block = 128
    while block < n_cols:
        block *= 2
    return block


def run(rows: int, cols: int, num_warps: int) -> int:
    """Launches on the GPU (CuPy or torch arrays) and compares with NumPy."""
    import numpy as np
    rng = np.random.default_rng(0)
    x = (rng.standard_normal((rows, cols)) * 3 + 1).astype(np.float32)
    w = rng.standard_normal(cols).astype(np.float32)
    b = rng.standard_normal(cols).astype(np.float32)
    try:
        import cupy as xp
        to_device, to_host = xp.asarray, xp.asnumpy
    except ImportError:
        try:
            import torch
            if not torch.cuda.is_available():
                raise ImportError("torch without CUDA")
        except ImportError:
            print("--run needs CuPy or torch (and a GPU)", file=sys.stderr)
            return 1
        to_device = lambda a: torch.from_numpy(a).cuda()  # noqa: E731
        to_host = lambda t: t.cpu().numpy()  # noqa: E731
    eps = 1e-5
    dy, dmean, drstd = (to_device(np.zeros_like(x)), to_device(np.zeros(rows, np.float32)),
                        to_device(np.zeros(rows, np.float32)))
    layernorm[(rows,)](to_device(x), dy, to_device(w), to_device(b), dmean, drstd, cols, cols,
                       eps, BLOCK=block_for(cols), num_warps=num_warps)
    x64 = x.astype(np.float64)
    mean = x64.mean(axis=1)
    rstd = 1 / np.sqrt(x64.var(axis=1) + eps)
    want = (x64 - mean[:, None]) * rstd[:, None] * w + b
    err = max(float(np.abs(to_host(dy) - want).max()),
              float(np.abs(to_host(dmean) - mean).max()),
              float(np.abs(to_host(drstd) - rstd).max() / rstd.max()))
    ok = err < 1e-4
    print(f"layernorm {rows}x{cols}: max error {err:.2e} {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_90a", help="GPU target (default sm_90a)")
    parser.add_argument("--cols", type=int, default=1000, help="row length N (sets BLOCK)")
    parser.add_argument("--rows", type=int, default=4096, help="rows M for --run")
    parser.add_argument("--num-warps", type=int, default=4)
    parser.add_argument("--ir", action="store_true", help="print the tile IR instead of PTX")
    parser.add_argument("--run", action="store_true", help="launch on the GPU and check")
    args = parser.parse_args(argv)
    if args.run:
        return run(args.rows, args.cols, args.num_warps)
    meta = dict(BLOCK=block_for(args.cols))
    if args.ir:
        print(layernorm.ir(num_warps=args.num_warps, **meta), end="")
        return 0
    compiled = layernorm.compile(target=args.target, num_warps=args.num_warps, **meta)
    print(compiled.ptx, end="")
    print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} threads, "
          f"{compiled.shared_bytes} bytes of shared memory", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
