"""Mixture-of-experts routing with the tile kernel DSL: softmax over the
experts, then each token's top-k experts and their renormalized weights.

    python3 examples/python/moe_routing.py --target sm_90a          # print the PTX
    python3 examples/python/moe_routing.py --ir                     # print the tile IR
    python3 examples/python/moe_routing.py --run [--tokens T -k K]  # launch on the GPU and check

Each program instance routes ROWS tokens: their E router logits (E a
power of two) are a ROWS x E tile; tile.softmax normalizes each row,
tile.argsort(..., descending=True) orders the experts (stable: ties keep
the lower expert first, as torch.topk does for distinct values),
tile.gather takes the first K expert ids and their probabilities, which
are divided by their sum (Mixtral-style renormalization). Tokens past the
end are masked.
Launch: grid = ceil(T / ROWS), 32 * num_warps threads per block.
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
def moe_routing(logits: tile.ptr(tile.float32), ids: tile.ptr(tile.int32),
                weights: tile.ptr(tile.float32), n_tokens: tile.int32,
                E: tile.constexpr = 64, K: tile.constexpr = 4, ROWS: tile.constexpr = 16):
    rows = tile.program_id(0) * ROWS + tile.arange(0, ROWS)[:, None]
    experts = tile.arange(0, E)[None, :]
    x = tile.load(logits + rows * E + experts, mask=rows < n_tokens, other=0.0)
    probs = tile.softmax(x, axis=1)
    order = tile.argsort(probs, dim=1, descending=True)          # ROWS x E expert ids
    first = tile.broadcast_to(tile.arange(0, K)[None, :], (ROWS, K))
    top_ids = tile.gather(order, first, 1)                       # ROWS x K
    top = tile.gather(probs, top_ids, 1)
    top = top / tile.sum(top, axis=1, keep_dims=True)
    out = rows * K + tile.arange(0, K)[None, :]
    tile.store(ids + out, top_ids, mask=rows < n_tokens)
    tile.store(weights + out, top, mask=rows < n_tokens)


def reference(logits, k):
    """NumPy: the k most probable experts (lower id first on ties) and
    their renormalized probabilities."""
    import numpy as np
    x = logits.astype(np.float64)
    p = np.exp(x - x.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    ids = np.argsort(-p, axis=1, kind="stable")[:, :k]
    w = np.take_along_axis(p, ids, 1)
    return ids.astype(np.int32), (w / w.sum(axis=1, keepdims=True)).astype(np.float32)


def run(tokens: int, experts: int, k: int, rows: int = 16) -> int:
    """Launches on the GPU (CuPy or torch arrays) and compares with NumPy."""
    import numpy as np
    rng = np.random.default_rng(0)
    # Logits a quarter apart: no two experts of a token tie after rounding.
    logits = (rng.permuted(np.tile(np.arange(experts), (tokens, 1)), axis=1) * 0.25
              + rng.standard_normal((tokens, 1))).astype(np.float32)
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
    ids = to_device(np.full((tokens, k), -1, np.int32))
    weights = to_device(np.zeros((tokens, k), np.float32))
    moe_routing[(tile.cdiv(tokens, rows),)](to_device(logits), ids, weights, tokens,
                                            E=experts, K=k, ROWS=rows)
    want_ids, want_w = reference(logits, k)
    ok = (np.array_equal(to_host(ids), want_ids)
          and np.allclose(to_host(weights), want_w, rtol=1e-4, atol=1e-6))
    print(f"moe_routing tokens={tokens} experts={experts} k={k}: {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_90a", help="GPU target (default sm_90a)")
    parser.add_argument("--experts", type=int, default=64, help="experts (a power of two)")
    parser.add_argument("-k", type=int, default=4, help="experts per token (a power of two)")
    parser.add_argument("--num-warps", type=int, default=4)
    parser.add_argument("--ir", action="store_true", help="print the tile IR instead of PTX")
    parser.add_argument("--run", action="store_true", help="launch on the GPU and check")
    parser.add_argument("--tokens", type=int, default=4099, help="tokens for --run")
    args = parser.parse_args(argv)
    if args.run:
        return run(args.tokens, args.experts, args.k)
    options = dict(E=args.experts, K=args.k, num_warps=args.num_warps)
    if args.ir:
        print(moe_routing.ir(**options), end="")
        return 0
    compiled = moe_routing.compile(target=args.target, **options)
    print(compiled.ptx, end="")
    print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} threads, "
          f"{compiled.shared_bytes} bytes of shared memory", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
