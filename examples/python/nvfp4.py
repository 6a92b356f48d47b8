"""NVFP4 with the tile kernel DSL: quantize, then C = A @ B.T on FP4.

Two kernels:

- `quantize_nvfp4(x, q, s, M, K)`: a bf16 matrix (M x K, row-major) to
  NVFP4: one e4m3 scale per 16 elements of a row (the group's largest
  magnitude / 6, rounded to e4m3), the elements divided by their scale and
  rounded to e2m1 (nearest even, saturating), stored two per byte
  (`q`: M x K/2 uint8, the even element in the low nibble, PyTorch's
  float4_e2m1fn_x2; `s`: M x K/16 e4m3). Runs on sm_89 and later (the
  e4m3 conversion).
- `gemm_nvfp4(a, sa, b, sb, c, M, N, K)`: C[M,N] = (A * SA) @ (B * SB).T
  with A and B quantized as above (B is N x K, as weights of `x @ w.T`
  are), f32 accumulation: `tile.dot_scaled` on mma.sync
  kind::mxf4nvf4.block_scale.scale_vec::4X (sm_120a/f, sm_121a/f). The
  packed bytes go to shared memory as they are; `tile.unpack_fp4` only
  names them as e2m1.

    python3 examples/python/nvfp4.py                    # PTX of both (sm_120a)
    python3 examples/python/nvfp4.py --ir               # the tile IR
    python3 examples/python/nvfp4.py --run [--size 256 192 512]   # launch and check (sm_120/121 GPU)

Launch: quantize grid = (ceil(M / 32), K / 64); gemm grid = (ceil(N / 64),
ceil(M / 64)); 32 * num_warps threads. K must be a multiple of 64.
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
def quantize_nvfp4(x: tile.ptr(tile.bfloat16), q: tile.ptr(tile.uint8),
                   s: tile.ptr(tile.float8e4m3fn), M: tile.int32, K: tile.int32,
                   BLOCK_M: tile.constexpr = 32, BLOCK_K: tile.constexpr = 64):
    rows = tile.program_id(0) * BLOCK_M + tile.arange(0, BLOCK_M)
    k0 = tile.program_id(1) * BLOCK_K
    row_ok = rows[:, None] < M
    v = tile.load(x, rows[:, None] * K + k0 + tile.arange(0, BLOCK_K)[None, :],
                  mask=row_ok).to(tile.float32)
    groups = tile.reshape(v, (BLOCK_M, BLOCK_K // 16, 16))
    amax = tile.max(tile.abs(groups), axis=2)                   # BLOCK_M x BLOCK_K/16
    scale = (amax / 6.0).to(tile.float8e4m3fn)                  # rounded to e4m3
    sf = scale.to(tile.float32)
    inv = tile.where(sf > 0.0, 1.0 / sf, 0.0)
    scaled = tile.reshape(groups * inv[:, :, None], (BLOCK_M, BLOCK_K))
    packed = tile.pack_fp4(scaled.to(tile.float4e2m1fn))        # BLOCK_M x BLOCK_K/2
    tile.store(q, rows[:, None] * (K // 2) + k0 // 2 + tile.arange(0, BLOCK_K // 2)[None, :],
               packed, mask=row_ok)
    tile.store(s, rows[:, None] * (K // 16) + k0 // 16 + tile.arange(0, BLOCK_K // 16)[None, :],
               scale, mask=row_ok)


@tile.kernel
def gemm_nvfp4(a: tile.ptr(tile.uint8), sa: tile.ptr(tile.float8e4m3fn),
               b: tile.ptr(tile.uint8), sb: tile.ptr(tile.float8e4m3fn),
               c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32,
               BLOCK_M: tile.constexpr = 64, BLOCK_N: tile.constexpr = 64):
    rows = tile.program_id(1) * BLOCK_M + tile.arange(0, BLOCK_M)
    cols = tile.program_id(0) * BLOCK_N + tile.arange(0, BLOCK_N)
    kb = tile.arange(0, 32)       # bytes of one K step of 64
    ks = tile.arange(0, 4)        # its four scales
    row_ok = rows[:, None] < M
    col_ok = cols[:, None] < N
    acc = tile.zeros((BLOCK_M, BLOCK_N), tile.float32)
    for k0 in range(0, K, 64):
        ta = tile.unpack_fp4(tile.load(a, rows[:, None] * (K // 2) + k0 // 2 + kb[None, :],
                                       mask=row_ok))
        tb = tile.unpack_fp4(tile.load(b, cols[:, None] * (K // 2) + k0 // 2 + kb[None, :],
                                       mask=col_ok))
        ts_a = tile.load(sa, rows[:, None] * (K // 16) + k0 // 16 + ks[None, :], mask=row_ok)
        ts_b = tile.load(sb, cols[:, None] * (K // 16) + k0 // 16 + ks[None, :], mask=col_ok)
        acc = tile.dot_scaled(ta, ts_a, tile.trans(tb), ts_b, acc)
    tile.store(c, rows[:, None] * N + cols[None, :], acc,
               mask=row_ok & (cols[None, :] < N))


def quantize_grid(M: int, K: int, meta: dict):
    return (tile.cdiv(M, meta["BLOCK_M"]), K // meta["BLOCK_K"])


def gemm_grid(M: int, N: int, meta: dict):
    return (tile.cdiv(N, meta["BLOCK_N"]), tile.cdiv(M, meta["BLOCK_M"]))


def dequantize(q, s):
    """NumPy: packed e2m1 bytes (rows x K/2) and e4m3 scale bytes (rows x
    K/16) back to float64 values."""
    import numpy as np
    codes = np.stack([q & 0xF, q >> 4], axis=-1).reshape(q.shape[0], -1).astype(np.int64)
    e, m = (codes >> 1) & 3, codes & 1
    mag = np.where(e == 0, m / 2.0, (1 + m / 2.0) * 2.0 ** (e - 1))
    vals = np.where(codes & 8, -mag, mag)
    sb = s.astype(np.int64)
    se, sm = (sb >> 3) & 0xF, sb & 7
    scale = np.where(se == 0, sm / 8.0 * 2.0 ** -6, (1 + sm / 8.0) * 2.0 ** (se - 7))
    return vals * np.repeat(scale, 16, axis=1)


def run(M: int, N: int, K: int) -> int:
    """Quantizes random A and B on the GPU (CuPy), multiplies them and
    compares with NumPy on the dequantized values."""
    import numpy as np
    try:
        import cupy as cp
    except ImportError:
        print("--run needs CuPy and an sm_120/sm_121 GPU", file=sys.stderr)
        return 1
    rng = np.random.default_rng(0)

    def bf16(x):
        u = x.astype(np.float32).view(np.uint32)
        return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)

    def quantize(host, rows):
        x = cp.asarray(bf16(host))
        q = cp.zeros((rows, K // 2), cp.uint8)
        s = cp.zeros((rows, K // 16), cp.uint8)
        quantize_nvfp4[lambda meta: quantize_grid(rows, K, meta)](
            x.data.ptr, q, s.data.ptr, rows, K)
        return q, s

    qa, sa = quantize(rng.standard_normal((M, K)), M)
    qb, sb = quantize(rng.standard_normal((N, K)), N)
    c = cp.zeros((M, N), cp.float32)
    gemm_nvfp4[lambda meta: gemm_grid(M, N, meta)](qa, sa.data.ptr, qb, sb.data.ptr, c, M, N, K)
    want = dequantize(cp.asnumpy(qa), cp.asnumpy(sa)) @ dequantize(cp.asnumpy(qb),
                                                                   cp.asnumpy(sb)).T
    err = float(np.max(np.abs(cp.asnumpy(c) - want)))
    ok = err <= 1e-4 * max(1.0, float(np.max(np.abs(want))))
    print(f"nvfp4 gemm {M}x{N}x{K}: max abs error {err:.3g} {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_120a", help="GPU target (default sm_120a)")
    parser.add_argument("--ir", action="store_true", help="print the tile IR instead of PTX")
    parser.add_argument("--run", action="store_true", help="launch on the GPU and check")
    parser.add_argument("--size", type=int, nargs=3, default=(256, 192, 512),
                        metavar=("M", "N", "K"), help="problem size for --run")
    args = parser.parse_args(argv)
    if args.run:
        return run(*args.size)
    for kernel in (quantize_nvfp4, gemm_nvfp4):
        if args.ir:
            print(kernel.ir(), end="")
            continue
        compiled = kernel.compile(target=args.target)
        print(compiled.ptx, end="")
        print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} "
              f"threads, {compiled.shared_bytes} bytes of shared memory", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
