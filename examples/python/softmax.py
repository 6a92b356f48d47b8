"""Row-wise softmax with the tile kernel DSL (the fused-softmax tutorial kernel).

    python3 examples/python/softmax.py --target sm_90a            # print the PTX
    python3 examples/python/softmax.py --ir                       # print the tile IR
    python3 examples/python/softmax.py --run [--rows R --cols C]  # launch on the GPU and check

Each program instance normalizes ROWS_PER_PROGRAM rows of an M x N float32
matrix in registers: the row's maximum is subtracted before tile.exp (so no
exponential overflows), the exponentials are summed and divided by the sum.
BLOCK is the smallest power of two >= N; the columns past N are masked and
read as -inf, whose exponential is 0. tile.exp lowers to
ex2.approx.f32(x * log2(e)), as Triton's tl.exp and CUDA's __expf do.
Launch: grid = ceil(M / ROWS_PER_PROGRAM), 32 * num_warps threads per block.
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
def softmax(x: tile.ptr(tile.float32), out: tile.ptr(tile.float32),
            n_rows: tile.int32, n_cols: tile.int32, stride: tile.int32,
            BLOCK: tile.constexpr = 1024, ROWS_PER_PROGRAM: tile.constexpr = 4):
    cols = tile.arange(0, BLOCK)
    for r in tile.static_range(ROWS_PER_PROGRAM):
        row = tile.program_id(0) * ROWS_PER_PROGRAM + r
        mask = (cols < n_cols) & (row < n_rows)
        v = tile.load(x, row * stride + cols, mask=mask, other=-float("inf"))
        e = tile.exp(v - tile.max(v))
        y = e / tile.sum(e)
        tile.store(out, row * stride + cols, y, mask=mask)


def block_for(n_cols: int) -> int:
    """The smallest power of two that holds a row (at least 32)."""
    block = 32
    while block < n_cols:
        block *= 2
    return block


def run(rows: int, cols: int, rows_per_program: int, num_warps: int) -> int:
    """Launches on the GPU (CuPy or torch arrays) and compares with NumPy."""
    import numpy as np
    rng = np.random.default_rng(0)
    x = (rng.standard_normal((rows, cols)) * 10).astype(np.float32)
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
    dx, dout = to_device(x), to_device(np.zeros_like(x))
    grid = lambda meta: (tile.cdiv(rows, meta["ROWS_PER_PROGRAM"]),)  # noqa: E731
    softmax[grid](dx, dout, rows, cols, cols, BLOCK=block_for(cols),
                  ROWS_PER_PROGRAM=rows_per_program, num_warps=num_warps)
    got = to_host(dout)
    shifted = x.astype(np.float64) - x.max(axis=1, keepdims=True)
    want = np.exp(shifted) / np.exp(shifted).sum(axis=1, keepdims=True)
    err = float(np.abs(got - want).max())
    ok = err < 1e-5
    print(f"softmax {rows}x{cols}: max abs error {err:.2e} {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_90a", help="GPU target (default sm_90a)")
    parser.add_argument("--cols", type=int, default=1000, help="row length N (sets BLOCK)")
    parser.add_argument("--rows", type=int, default=4099, help="rows M for --run")
    parser.add_argument("--rows-per-program", type=int, default=4)
    parser.add_argument("--num-warps", type=int, default=4)
    parser.add_argument("--ir", action="store_true", help="print the tile IR instead of PTX")
    parser.add_argument("--run", action="store_true", help="launch on the GPU and check")
    args = parser.parse_args(argv)
    if args.run:
        return run(args.rows, args.cols, args.rows_per_program, args.num_warps)
    meta = dict(BLOCK=block_for(args.cols), ROWS_PER_PROGRAM=args.rows_per_program)
    if args.ir:
        print(softmax.ir(num_warps=args.num_warps, **meta), end="")
        return 0
    compiled = softmax.compile(target=args.target, num_warps=args.num_warps, **meta)
    print(compiled.ptx, end="")
    print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} threads, "
          f"{compiled.shared_bytes} bytes of shared memory", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
