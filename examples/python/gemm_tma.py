"""Fast GEMM with the tile kernel DSL: C[M,N] = A[M,K] @ B[K,N] through TMA.

bf16 inputs, f32 accumulation, A row-major; B either stored N x K (as
nn.Linear keeps its weight: the box of B is transposed with tile.trans) or
row-major K x N (torch.matmul's B: its K x N box is read MN-major). The K
loop is compiled to the warp-specialized TMA + mbarrier + wgmma pipeline
on sm_90a (tcgen05 on sm_100a/f, sm_103a/f): docs/gemm.md. With
--cluster 2 the two blocks of a 1 x 2 cluster take adjacent block rows
and share each B box through TMA multicast; adding --cta-pair (tcgen05
targets) makes them a CTA pair instead: each copies half of the B box and
one tcgen05.mma.cta_group::2 of M = 256 serves both.

    python3 examples/python/gemm_tma.py --target sm_90a              # PTX
    python3 examples/python/gemm_tma.py --b-layout kn --cluster 2    # row-major B, clusters
    python3 examples/python/gemm_tma.py --target sm_100a --cluster 2 --cta-pair
    python3 examples/python/gemm_tma.py --remarks > /dev/null        # what the K loop became
    python3 examples/python/gemm_tma.py --ir                         # the tile IR
    python3 examples/python/gemm_tma.py --run [--size 1000 3000 512] # launch (torch + GPU) and check

Launch: grid = (ceil(N / 256), ceil(M / 128), rounded up to whole
clusters), the compiled kernel's num_threads (384 on sm_90a: a producer
warpgroup more) and dynamic_shared_bytes; kernel[grid](...) does all that.
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


@tile.kernel(num_warps=8)
def gemm_tma(a: tile.tensor_map(tile.bfloat16), b: tile.tensor_map(tile.bfloat16),
             c: tile.ptr(tile.float32), M: tile.int32, N: tile.int32, K: tile.int32,
             BM: tile.constexpr = 128, BN: tile.constexpr = 256, BK: tile.constexpr = 64,
             B_KN: tile.constexpr = False, CLUSTER: tile.constexpr = 1):
    n0 = tile.program_id(0) * BN
    if CLUSTER > 1:
        # Block r of a 1 x CLUSTER cluster takes row CLUSTER * cluster + r;
        # the column (and so the B box) comes from program_id(0) only.
        m0 = (tile.cluster_id(1) * CLUSTER + tile.cluster_block_id(1)) * BM
    else:
        m0 = tile.program_id(1) * BM
    acc = tile.zeros((BM, BN), tile.float32)
    for k0 in range(0, K, BK):
        ta = tile.load_box(a, [k0, m0], (BM, BK))              # M x K, K contiguous
        if B_KN:
            tb = tile.load_box(b, [n0, k0], (BK, BN))          # K x N, N contiguous
        else:
            tb = tile.trans(tile.load_box(b, [k0, n0], (BN, BK)))  # stored N x K
        acc = tile.dot(ta, tb, acc)
    rows = m0 + tile.arange(0, BM)
    cols = n0 + tile.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    tile.store(c + rows[:, None] * N + cols[None, :], acc, mask=mask)


def compile_for(target: str, b_layout: str, cluster: int, remarks: bool = False,
                cta_pair: bool = False):
    return gemm_tma.compile(target, B_KN=b_layout == "kn", CLUSTER=cluster,
                            cluster_dims=(1, cluster) if cluster > 1 else None,
                            cta_group=2 if cta_pair else None,
                            remarks=remarks, cache=not remarks)


def run(M: int, N: int, K: int, b_layout: str, cluster: int, cta_pair: bool = False) -> int:
    """Launches on the GPU with torch and compares with torch.matmul."""
    try:
        import torch
    except ImportError:
        torch = None
    if torch is None or not torch.cuda.is_available():
        print("--run needs torch and a GPU", file=sys.stderr)
        return 1
    g = torch.Generator(device="cuda").manual_seed(0)
    a = torch.randn(M, K, device="cuda", dtype=torch.bfloat16, generator=g)
    b = torch.randn(K, N, device="cuda", dtype=torch.bfloat16, generator=g)
    c = torch.full((M, N), float("nan"), device="cuda", dtype=torch.float32)
    kernel = compile_for(tile.runtime.device_target(torch.cuda.get_device_capability()).name,
                         b_layout, cluster, cta_pair=cta_pair)
    # The boxes the kernel's TMA copies read (over a CTA pair, half of B's).
    boxes = kernel.tensor_map_boxes
    ma = tile.TensorMap.tiled(a, boxes["a"])
    mb = tile.TensorMap.tiled(b if b_layout == "kn" else b.T.contiguous(), boxes["b"])
    grid = (tile.cdiv(N, 256), tile.cdiv(tile.cdiv(M, 128), cluster) * cluster)
    kernel[grid](ma, mb, c, M, N, K)
    torch.cuda.synchronize()
    want = a.float() @ b.float()
    err = float(((c - want).norm() / want.norm()).item())
    ok = err < 1e-2 and not torch.isnan(c).any().item()
    print(f"gemm_tma {M}x{N}x{K} (B {b_layout}, cluster {cluster}): relative error "
          f"{err:.3g} {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_90a", help="GPU target (default sm_90a)")
    parser.add_argument("--b-layout", choices=["nk", "kn"], default="nk",
                        help="B stored N x K (default) or row-major K x N")
    parser.add_argument("--cluster", type=int, choices=[1, 2], default=1,
                        help="blocks per cluster along y (2: share B by TMA multicast)")
    parser.add_argument("--cta-pair", action="store_true",
                        help="with --cluster 2 on tcgen05 targets: the two blocks run one "
                             "tcgen05.mma.cta_group::2 (cta_group = 2)")
    parser.add_argument("--ir", action="store_true", help="print the tile IR instead of PTX")
    parser.add_argument("--remarks", action="store_true",
                        help="also print what the compiler made of the K loop (stderr)")
    parser.add_argument("--run", action="store_true", help="launch on the GPU and check")
    parser.add_argument("--size", type=int, nargs=3, default=(1000, 3000, 512),
                        metavar=("M", "N", "K"), help="problem size for --run")
    args = parser.parse_args(argv)
    if args.cta_pair and args.cluster != 2:
        parser.error("--cta-pair needs --cluster 2 (the pair is the cluster's two blocks)")
    if args.run:
        return run(*args.size, args.b_layout, args.cluster, args.cta_pair)
    if args.ir:
        print(gemm_tma.ir(B_KN=args.b_layout == "kn", CLUSTER=args.cluster,
                          cluster_dims=(1, args.cluster) if args.cluster > 1 else None,
                          cta_group=2 if args.cta_pair else None), end="")
        return 0
    if args.remarks:
        import warnings
        warnings.simplefilter("always", tile.CompileWarning)
        warnings.showwarning = lambda message, *rest: print(message, file=sys.stderr)
    try:
        compiled = compile_for(args.target, args.b_layout, args.cluster, args.remarks,
                               args.cta_pair)
    except tile.CompileError as e:
        print(f"gemm_tma.py: {e}", file=sys.stderr)
        return 1
    print(compiled.ptx, end="")
    print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} threads, "
          f"{compiled.dynamic_shared_bytes} bytes of dynamic shared memory", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
