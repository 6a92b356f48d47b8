"""A histogram with the tile kernel DSL: masked atomic adds.

    python3 examples/python/histogram.py --target sm_90a      # print the PTX
    python3 examples/python/histogram.py --ir                 # print the tile IR
    python3 examples/python/histogram.py --run [-n 1000000]   # launch on the GPU and check

Each program instance counts one BLOCK-element block of values in
[0, BINS) into a global histogram with tile.atomic_add (relaxed: the
counts order nothing else; gpu scope); the tail block is masked, so its lanes past n add nothing.
Launch: grid = ceil(n / BLOCK), 32 * num_warps threads per block.
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
def histogram(x: tile.ptr(tile.int32), bins: tile.ptr(tile.int32), n: tile.int32,
              BLOCK: tile.constexpr = 1024):
    offs = tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
    mask = offs < n
    values = tile.load(x + offs, mask=mask)
    tile.atomic_add(bins + values, 1, mask=mask, sem="relaxed")


def run(n: int, block: int, nbins: int = 64) -> int:
    """Launches on the GPU (CuPy or torch arrays) and compares with NumPy."""
    import numpy as np
    rng = np.random.default_rng(0)
    x = rng.integers(0, nbins, n).astype(np.int32)
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
    dx, dbins = to_device(x), to_device(np.zeros(nbins, np.int32))
    grid = lambda meta: (tile.cdiv(n, meta["BLOCK"]),)  # noqa: E731
    histogram[grid](dx, dbins, n, BLOCK=block)
    ok = np.array_equal(to_host(dbins), np.bincount(x, minlength=nbins))
    print(f"histogram n={n}: {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_90a", help="GPU target (default sm_90a)")
    parser.add_argument("--block", type=int, default=1024, help="elements per program")
    parser.add_argument("--num-warps", type=int, default=4)
    parser.add_argument("--ir", action="store_true", help="print the tile IR instead of PTX")
    parser.add_argument("--run", action="store_true", help="launch on the GPU and check")
    parser.add_argument("-n", type=int, default=1_000_003, help="number of values for --run")
    args = parser.parse_args(argv)
    if args.run:
        return run(args.n, args.block)
    if args.ir:
        print(histogram.ir(BLOCK=args.block, num_warps=args.num_warps), end="")
        return 0
    compiled = histogram.compile(target=args.target, num_warps=args.num_warps, BLOCK=args.block)
    print(compiled.ptx, end="")
    print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} threads, "
          f"{compiled.shared_bytes} bytes of shared memory", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
