"""GEMM with the tile kernel DSL: C[M,N] = A[M,K] @ B[K,N].

bf16 inputs, f32 accumulation, all row-major: the Python twin of
examples/gemm_bf16.mlir. Each program instance computes one
BLOCK_M x BLOCK_N block of C, looping over K in steps of BLOCK_K; loads
are masked, so M, N and K are arbitrary. tile-pipeline turns the K loop
into a cp.async pipeline on every tensor-core family (mma.sync, wgmma on
sm_90a, tcgen05 on Blackwell; `compile(..., remarks=True)` says so).

    python3 examples/python/gemm.py --target sm_90a     # PTX (wgmma.mma_async on sm_90a)
    python3 examples/python/gemm.py --ir                # the tile IR
    python3 examples/python/gemm.py --run [--size 512 384 256]   # launch and check
    python3 examples/python/gemm.py --run --autotune    # time CONFIGS, keep the fastest

Launch: grid = (ceil(N / BLOCK_N), ceil(M / BLOCK_M)), 32 * num_warps threads.
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
def gemm(a: tile.ptr(tile.bfloat16), b: tile.ptr(tile.bfloat16), c: tile.ptr(tile.float32),
         M: tile.int32, N: tile.int32, K: tile.int32,
         BLOCK_M: tile.constexpr = 64, BLOCK_N: tile.constexpr = 64,
         BLOCK_K: tile.constexpr = 32):
    pid_n = tile.program_id(0)
    pid_m = tile.program_id(1)
    rows = pid_m * BLOCK_M + tile.arange(0, BLOCK_M)   # global rows of this block
    cols = pid_n * BLOCK_N + tile.arange(0, BLOCK_N)   # global columns
    ks = tile.arange(0, BLOCK_K)

    # Loop-invariant parts of the offsets and masks.
    a_rows = rows[:, None] * K                          # BLOCK_M x 1
    row_ok = rows[:, None] < M
    col_ok = cols[None, :] < N

    acc = tile.zeros((BLOCK_M, BLOCK_N), tile.float32)
    for k0 in range(0, K, BLOCK_K):                     # scf.for; acc is loop-carried
        k = k0 + ks
        a_tile = tile.load(a, a_rows + k[None, :], mask=row_ok & (k[None, :] < K))
        b_tile = tile.load(b, k[:, None] * N + cols[None, :], mask=(k[:, None] < K) & col_ok)
        acc = tile.dot(a_tile, b_tile, acc)

    tile.store(c, rows[:, None] * N + cols[None, :], acc, mask=row_ok & col_ok)


def grid(M: int, N: int, meta: dict):
    return (tile.cdiv(N, meta["BLOCK_N"]), tile.cdiv(M, meta["BLOCK_M"]))


# Block shapes worth timing (Triton's matmul tutorial has a similar list):
# with --autotune the first launch for each (M, N, K) times them all and
# keeps the fastest (tile.autotune, Triton's @triton.autotune).
CONFIGS = [
    tile.Config({"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 32}, num_warps=4),
    tile.Config({"BLOCK_M": 128, "BLOCK_N": 64, "BLOCK_K": 32}, num_warps=4),
    tile.Config({"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 32}, num_warps=8),
    tile.Config({"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64}, num_warps=8, num_stages=3),
]


def autotuned(configs=CONFIGS, **options):
    """``gemm`` under tile.autotune over ``configs``, keyed on M, N, K."""
    return tile.autotune(configs=configs, key=["M", "N", "K"], **options)(gemm)


def run(M: int, N: int, K: int, kernel=gemm) -> int:
    """Launches ``kernel`` (``gemm`` or :func:`autotuned`) on the GPU (torch,
    else CuPy) and compares with NumPy."""
    import numpy as np
    rng = np.random.default_rng(0)
    a32 = rng.standard_normal((M, K), dtype=np.float32)
    b32 = rng.standard_normal((K, N), dtype=np.float32)
    try:
        import torch
        if not torch.cuda.is_available():
            raise ImportError("torch without CUDA")
        a = torch.from_numpy(a32).to("cuda", torch.bfloat16)
        b = torch.from_numpy(b32).to("cuda", torch.bfloat16)
        c = torch.zeros((M, N), dtype=torch.float32, device="cuda")
        # The reference uses the bf16-rounded inputs.
        a_ref, b_ref = a.float().cpu().numpy(), b.float().cpu().numpy()
        fetch = lambda t: t.cpu().numpy()  # noqa: E731
    except ImportError:
        try:
            import cupy as cp
        except ImportError:
            print("--run needs torch or CuPy (and a GPU)", file=sys.stderr)
            return 1
        # CuPy has no bfloat16: round to bf16 by hand and upload the bits.
        def bf16_bits(x):
            u = x.view(np.uint32)
            return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
        a_bits, b_bits = bf16_bits(a32), bf16_bits(b32)
        a_ref = (a_bits.astype(np.uint32) << 16).view(np.float32)
        b_ref = (b_bits.astype(np.uint32) << 16).view(np.float32)
        # uint16 arrays do not match bf16 pointers: pass their device addresses.
        a_dev, b_dev = cp.asarray(a_bits), cp.asarray(b_bits)
        a, b = a_dev.data.ptr, b_dev.data.ptr
        c = cp.zeros((M, N), dtype=cp.float32)
        fetch = cp.asnumpy
    kernel[lambda meta: grid(M, N, meta)](a, b, c, M, N, K)
    if getattr(kernel, "best_config", None) is not None:
        timings = kernel.configs_timings or {}
        for config, ms in sorted(timings.items(), key=lambda kv: kv[1]):
            print(f"  {config}: {ms:.3f} ms")
        print(f"autotuned: {kernel.best_config}")
    got = fetch(c)
    want = a_ref.astype(np.float64) @ b_ref.astype(np.float64)
    err = float(np.max(np.abs(got - want)))
    ok = err <= 1e-3 * max(1.0, float(np.max(np.abs(want))))
    print(f"gemm {M}x{N}x{K}: max abs error {err:.3g} {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_90a", help="GPU target (default sm_90a)")
    parser.add_argument("--num-warps", type=int, default=4)
    parser.add_argument("--block", type=int, nargs=3, default=(64, 64, 32),
                        metavar=("BM", "BN", "BK"), help="block sizes (default 64 64 32)")
    parser.add_argument("--ir", action="store_true", help="print the tile IR instead of PTX")
    parser.add_argument("--run", action="store_true", help="launch on the GPU and check")
    parser.add_argument("--size", type=int, nargs=3, default=(300, 200, 160),
                        metavar=("M", "N", "K"), help="problem size for --run")
    parser.add_argument("--autotune", action="store_true",
                        help="with --run: time the CONFIGS block shapes and keep the fastest")
    args = parser.parse_args(argv)
    blocks = dict(BLOCK_M=args.block[0], BLOCK_N=args.block[1], BLOCK_K=args.block[2])
    if args.run:
        return run(*args.size, kernel=autotuned() if args.autotune else gemm)
    if args.ir:
        print(gemm.ir(num_warps=args.num_warps, **blocks), end="")
        return 0
    compiled = gemm.compile(target=args.target, num_warps=args.num_warps, **blocks)
    print(compiled.ptx, end="")
    print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} threads, "
          f"{compiled.shared_bytes} bytes of shared memory", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
