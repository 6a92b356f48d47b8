"""Grouped GEMM with the tile kernel DSL: C_g = A_g @ B_g for a group of
problems of different sizes (a mixture-of-experts layer's expert GEMMs) in
one launch.

    python3 examples/python/grouped_gemm.py --target sm_90a   # print the PTX
    python3 examples/python/grouped_gemm.py --ir              # print the tile IR
    python3 examples/python/grouped_gemm.py --run             # launch on the GPU and check

The problems are described by device tables: the addresses of each A, B
and C (int64, turned into pointers in the kernel with
`addr.to(tile.pointer_type(tile.float16))`) and their M, N, K. A fixed
number of programs (one per SM, say) walk the output tiles of all the
problems in turn: program p takes tiles p, p + PROGRAMS, ... of the
concatenated tile list, with a `while` on runtime scalars (`and` of two
comparisons, as in Triton's grouped-GEMM tutorial). Edges are masked, so
any M, N, K work; A is M x K, B is K x N, C is M x N, all row-major f16,
f32 accumulation.
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
def grouped_gemm(a_addrs: tile.ptr(tile.int64), b_addrs: tile.ptr(tile.int64),
                 c_addrs: tile.ptr(tile.int64), sizes: tile.ptr(tile.int32),
                 groups: tile.int32, PROGRAMS: tile.constexpr,
                 BM: tile.constexpr = 64, BN: tile.constexpr = 64, BK: tile.constexpr = 32):
    tile_id = tile.program_id(0)
    first = 0  # the first tile of problem g in the concatenated list
    for g in range(groups):
        m = tile.load(sizes + g * 3)
        n = tile.load(sizes + g * 3 + 1)
        k = tile.load(sizes + g * 3 + 2)
        tiles_n = tile.cdiv(n, BN)
        count = tile.cdiv(m, BM) * tiles_n
        while tile_id >= first and tile_id < first + count:
            a = tile.load(a_addrs + g).to(tile.pointer_type(tile.float16))
            b = tile.load(b_addrs + g).to(tile.pointer_type(tile.float16))
            c = tile.load(c_addrs + g).to(tile.pointer_type(tile.float16))
            local = tile_id - first
            rows = (local // tiles_n) * BM + tile.arange(0, BM)
            cols = (local % tiles_n) * BN + tile.arange(0, BN)
            ks = tile.arange(0, BK)
            acc = tile.zeros((BM, BN), tile.float32)
            for k0 in range(0, k, BK):
                kk = k0 + ks
                x = tile.load(a + rows[:, None] * k + kk[None, :],
                              mask=(rows[:, None] < m) & (kk[None, :] < k), other=0.0)
                y = tile.load(b + kk[:, None] * n + cols[None, :],
                              mask=(kk[:, None] < k) & (cols[None, :] < n), other=0.0)
                acc = tile.dot(x, y, acc)
            tile.store(c + rows[:, None] * n + cols[None, :], acc.to(tile.float16),
                       mask=(rows[:, None] < m) & (cols[None, :] < n))
            tile_id += PROGRAMS
        first += count


def run(shapes, programs: int = 4) -> int:
    """Launches on the GPU (CuPy or torch arrays) and compares with NumPy."""
    import numpy as np
    rng = np.random.default_rng(0)
    host = [(rng.standard_normal((m, k)).astype(np.float16),
             rng.standard_normal((k, n)).astype(np.float16)) for m, n, k in shapes]
    try:
        import cupy as xp
        to_device, to_host, address = xp.asarray, xp.asnumpy, lambda a: a.data.ptr
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
        address = lambda t: t.data_ptr()  # noqa: E731
    a = [to_device(x) for x, _ in host]
    b = [to_device(y) for _, y in host]
    c = [to_device(np.zeros((m, n), np.float16)) for m, n, _ in shapes]
    table = lambda arrays: to_device(np.array([address(t) for t in arrays], np.int64))  # noqa: E731
    sizes = to_device(np.array(shapes, np.int32).reshape(-1))
    grouped_gemm[(programs,)](table(a), table(b), table(c), sizes, len(shapes),
                              PROGRAMS=programs)
    ok = all(np.allclose(to_host(ci).astype(np.float32),
                         x.astype(np.float32) @ y.astype(np.float32), rtol=2e-2, atol=5e-2)
             for ci, (x, y) in zip(c, host))
    print(f"grouped_gemm {len(shapes)} problems {shapes}: {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_90a", help="GPU target (default sm_90a)")
    parser.add_argument("--programs", type=int, default=132,
                        help="programs walking the tiles (default 132: an H100's SMs)")
    parser.add_argument("--num-warps", type=int, default=4)
    parser.add_argument("--ir", action="store_true", help="print the tile IR instead of PTX")
    parser.add_argument("--run", action="store_true", help="launch on the GPU and check")
    args = parser.parse_args(argv)
    if args.run:
        return run([(1024, 512, 256), (200, 768, 136), (64, 64, 1000), (777, 300, 512)],
                   args.programs)
    options = dict(PROGRAMS=args.programs, num_warps=args.num_warps)
    if args.ir:
        print(grouped_gemm.ir(**options), end="")
        return 0
    compiled = grouped_gemm.compile(target=args.target, **options)
    print(compiled.ptx, end="")
    print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} threads, "
          f"{compiled.shared_bytes} bytes of shared memory", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
