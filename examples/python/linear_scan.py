"""A linear recurrence (the scan of Mamba-style state-space layers) with the
tile kernel DSL: tile.associative_scan over (a, b) pairs.

    python3 examples/python/linear_scan.py --target sm_90a      # print the PTX
    python3 examples/python/linear_scan.py --ir                 # print the tile IR
    python3 examples/python/linear_scan.py --run [--rows 64 --length 1000]   # GPU check

h[t] = a[t] * h[t - 1] + b[t] (h[-1] = 0) along each row of a and b. The
pairs compose associatively, (a1, b1) then (a2, b2) = (a1 * a2, b1 * a2 + b2),
so the whole row is one tile.associative_scan (log2(BLOCK) rounds in shared
memory) instead of a loop of `length` dependent steps. Positions past the
row's length scan as the identity (a = 1, b = 0). Launch: one program per
row, 32 * num_warps threads.
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


@tile.func
def compose(a1, b1, a2, b2):
    return a1 * a2, b1 * a2 + b2


@tile.kernel
def linear_scan(a: tile.ptr(tile.float32), b: tile.ptr(tile.float32), h: tile.ptr(tile.float32),
                length: tile.int32, BLOCK: tile.constexpr = 1024):
    row = tile.program_id(0)
    t = tile.arange(0, BLOCK)
    inside = t < length
    offs = row * length + t
    av = tile.load(a + offs, mask=inside, other=1.0)
    bv = tile.load(b + offs, mask=inside, other=0.0)
    _, hv = tile.associative_scan((av, bv), 0, compose)
    tile.store(h + offs, hv, mask=inside)


def reference(a, b):
    import numpy as np
    h = np.zeros_like(a, dtype=np.float64)
    acc = np.zeros(a.shape[0])
    for t in range(a.shape[1]):
        acc = a[:, t] * acc + b[:, t]
        h[:, t] = acc
    return h


def run(rows: int, length: int, block: int = 1024) -> int:
    """Launches on the GPU (CuPy or torch arrays) and compares with NumPy."""
    import numpy as np
    rng = np.random.default_rng(0)
    a = rng.uniform(0.8, 1.0, (rows, length)).astype(np.float32)
    b = rng.standard_normal((rows, length)).astype(np.float32)
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
        to_device = lambda x: torch.from_numpy(x).cuda()  # noqa: E731
        to_host = lambda x: x.cpu().numpy()  # noqa: E731
    dh = to_device(np.zeros((rows, length), np.float32))
    linear_scan[(rows,)](to_device(a), to_device(b), dh, length, BLOCK=block)
    ok = np.allclose(to_host(dh), reference(a, b), rtol=1e-4, atol=1e-4)
    print(f"linear_scan rows={rows} length={length}: {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_90a", help="GPU target (default sm_90a)")
    parser.add_argument("--block", type=int, default=1024, help="longest row (a power of two)")
    parser.add_argument("--num-warps", type=int, default=4)
    parser.add_argument("--ir", action="store_true", help="print the tile IR instead of PTX")
    parser.add_argument("--run", action="store_true", help="launch on the GPU and check")
    parser.add_argument("--rows", type=int, default=64)
    parser.add_argument("--length", type=int, default=1000)
    args = parser.parse_args(argv)
    if args.run:
        return run(args.rows, args.length, args.block)
    if args.ir:
        print(linear_scan.ir(BLOCK=args.block, num_warps=args.num_warps), end="")
        return 0
    compiled = linear_scan.compile(target=args.target, num_warps=args.num_warps,
                                   BLOCK=args.block)
    print(compiled.ptx, end="")
    print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} threads, "
          f"{compiled.shared_bytes} bytes of shared memory", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
