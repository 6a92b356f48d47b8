"""Persistent GEMM with a TMA-store epilogue in the tile kernel DSL.

C[M,N] = A[M,K] @ B[K,N] in bf16 (f32 accumulation), B stored N x K. One
program per SM loops over the output blocks in grouped order (as Triton's
GROUP_M); each block is a pipelined TMA + wgmma K loop (tcgen05 on sm_100a/f,
sm_103a/f), and the bf16 result leaves through shared memory with TMA stores
(tile.store_box): no masks at the edges. The compiler keeps one ring for all
blocks of a program (the producer copies the next block's boxes while the
consumers store this one) and stores each 128x256 block in rounds through
a 2-slab buffer beside the ring, so 4 stages fit: docs/gemm.md, "Persistent
kernels" and "TMA stores".

    python3 examples/python/gemm_persistent.py --target sm_90a      # PTX
    python3 examples/python/gemm_persistent.py --remarks > /dev/null  # what the loops became
    python3 examples/python/gemm_persistent.py --ir                  # the tile IR
    python3 examples/python/gemm_persistent.py --run [--size 1000 3000 512]  # launch and check

Launch: grid = (min(#SMs, number of blocks),), the compiled kernel's
num_threads and dynamic_shared_bytes; three tensor maps (A, B and C) whose
boxes CompiledKernel.tensor_map_boxes gives.
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
def gemm_persistent(a: tile.tensor_map(tile.bfloat16), b: tile.tensor_map(tile.bfloat16),
                    c: tile.tensor_map(tile.bfloat16), M: tile.int32, N: tile.int32,
                    K: tile.int32, BM: tile.constexpr = 128, BN: tile.constexpr = 256,
                    BK: tile.constexpr = 64, GROUP_M: tile.constexpr = 8):
    gx = (N + BN - 1) // BN
    gy = (M + BM - 1) // BM
    for t in range(tile.program_id(0), gx * gy, tile.num_programs(0)):
        # Grouped order: GROUP_M block rows of a block column before the next
        # column, so the B boxes they share are still in L2.
        group = t // (GROUP_M * gx)
        first_m = group * GROUP_M
        group_m = tile.minimum(gy - first_m, GROUP_M)
        t_in = t % (GROUP_M * gx)
        m0 = (first_m + t_in % group_m) * BM
        n0 = (t_in // group_m) * BN
        acc = tile.zeros((BM, BN), tile.float32)
        for k0 in range(0, K, BK):
            ta = tile.load_box(a, [k0, m0], (BM, BK))
            tb = tile.load_box(b, [k0, n0], (BN, BK))
            acc = tile.dot(ta, tile.trans(tb), acc)
        tile.store_box(c, [n0, m0], acc)   # bf16; TMA leaves out what lies past M or N


def run(M: int, N: int, K: int) -> int:
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
    bt = torch.randn(N, K, device="cuda", dtype=torch.bfloat16, generator=g)
    c = torch.full((M, N), float("nan"), device="cuda", dtype=torch.bfloat16)
    kernel = gemm_persistent.compile(
        tile.runtime.device_target(torch.cuda.get_device_capability()).name)
    boxes = kernel.tensor_map_boxes
    maps = [tile.TensorMap.tiled(x, boxes[n]) for x, n in ((a, "a"), (bt, "b"), (c, "c"))]
    sms = torch.cuda.get_device_properties(torch.cuda.current_device()).multi_processor_count
    blocks = tile.cdiv(M, 128) * tile.cdiv(N, 256)
    kernel[(min(sms, blocks),)](*maps, M, N, K)
    torch.cuda.synchronize()
    want = a.float() @ bt.float().T
    err = float(((c.float() - want).norm() / want.norm()).item())
    ok = err < 1e-2 and not torch.isnan(c).any().item()
    print(f"gemm_persistent {M}x{N}x{K}: relative error {err:.3g} {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_90a", help="GPU target (default sm_90a)")
    parser.add_argument("--ir", action="store_true", help="print the tile IR instead of PTX")
    parser.add_argument("--remarks", action="store_true",
                        help="also print what the compiler made of the loops (stderr)")
    parser.add_argument("--run", action="store_true", help="launch on the GPU and check")
    parser.add_argument("--size", type=int, nargs=3, default=(1000, 3000, 512),
                        metavar=("M", "N", "K"), help="problem size for --run")
    args = parser.parse_args(argv)
    if args.run:
        return run(*args.size)
    if args.ir:
        print(gemm_persistent.ir(), end="")
        return 0
    if args.remarks:
        import warnings
        warnings.simplefilter("always", tile.CompileWarning)
        warnings.showwarning = lambda message, *rest: print(message, file=sys.stderr)
    try:
        compiled = gemm_persistent.compile(args.target, remarks=args.remarks,
                                           cache=not args.remarks)
    except tile.CompileError as e:
        print(f"gemm_persistent.py: {e}", file=sys.stderr)
        return 1
    print(compiled.ptx, end="")
    print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} threads, "
          f"{compiled.dynamic_shared_bytes} bytes of dynamic shared memory", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
