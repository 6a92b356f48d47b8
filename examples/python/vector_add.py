"""Vector addition with the tile kernel DSL.

    python3 examples/python/vector_add.py --target sm_90a      # print the PTX
    python3 examples/python/vector_add.py --ir                 # print the tile IR
    python3 examples/python/vector_add.py --run [-n 1000000]   # launch on the GPU and check

Each program instance adds one BLOCK-element block; the tail block is masked.
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
def vector_add(x: tile.ptr(tile.float32), y: tile.ptr(tile.float32),
               out: tile.ptr(tile.float32), n: tile.int32, BLOCK: tile.constexpr = 1024):
    pid = tile.program_id(0)
    offs = pid * BLOCK + tile.arange(0, BLOCK)
    mask = offs < n
    a = tile.load(x, offs, mask=mask)
    b = tile.load(y, offs, mask=mask)
    tile.store(out, offs, a + b, mask=mask)


def run(n: int, block: int) -> int:
    """Launches on the GPU (CuPy or torch arrays) and compares with NumPy."""
    import numpy as np
    rng = np.random.default_rng(0)
    x = rng.standard_normal(n, dtype=np.float32)
    y = rng.standard_normal(n, dtype=np.float32)
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
    dx, dy, dout = to_device(x), to_device(y), to_device(np.zeros_like(x))
    grid = lambda meta: (tile.cdiv(n, meta["BLOCK"]),)  # noqa: E731
    vector_add[grid](dx, dy, dout, n, BLOCK=block)
    got = to_host(dout)
    ok = np.array_equal(got, x + y)
    print(f"vector_add n={n}: {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_90a", help="GPU target (default sm_90a)")
    parser.add_argument("--block", type=int, default=1024, help="elements per program")
    parser.add_argument("--num-warps", type=int, default=4)
    parser.add_argument("--ir", action="store_true", help="print the tile IR instead of PTX")
    parser.add_argument("--run", action="store_true", help="launch on the GPU and check")
    parser.add_argument("-n", type=int, default=1_000_003, help="vector length for --run")
    args = parser.parse_args(argv)
    if args.run:
        return run(args.n, args.block)
    if args.ir:
        print(vector_add.ir(BLOCK=args.block, num_warps=args.num_warps), end="")
        return 0
    compiled = vector_add.compile(target=args.target, num_warps=args.num_warps, BLOCK=args.block)
    print(compiled.ptx, end="")
    print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} threads, "
          f"{compiled.shared_bytes} bytes of shared memory", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
