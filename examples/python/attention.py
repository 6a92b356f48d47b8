"""Attention forward pass with the tile kernel DSL (FlashAttention, as in
Triton's fused-attention tutorial).

    python3 examples/python/attention.py --target sm_90a          # print the PTX
    python3 examples/python/attention.py --target sm_90a --aligned  # as a launch compiles it
    python3 examples/python/attention.py --ir                     # print the tile IR
    python3 examples/python/attention.py --run [--seqlen 1000 --heads 4 --causal]

O = softmax(Q K^T * sm_scale) V for each (batch, head), Q, K, V, O of shape
(batch * heads, seqlen, HEAD) in bf16, row-major. Each program instance
computes BLOCK_M rows of O: it walks the keys BLOCK_N at a time, keeps the
running row maximum m_i and row sum l_i, rescales the f32 accumulator by
exp2(m_old - m_new) and adds P V, P = exp2(S - m_new) in bf16 (the
"online softmax"). S = Q K^T and the accumulator stay in the tensor-core
registers (mma.sync on sm_80..sm_89 and sm_120, wgmma on sm_90a): the row
maximum and sum are in-thread combines and quad shuffles, the broadcasts
m_new[:, None] and alpha[:, None] read a 64-element vector, and P is
written to shared memory for the second dot straight from its registers.
Rows and keys past seqlen are masked; with CAUSAL, key j > query i is too
and the key loop stops at the block's last row.
Launch: grid = (ceil(seqlen / BLOCK_M), batch * heads), 32 * num_warps threads.
"""

import argparse
import math
import os
import sys

try:
    import tile
except ImportError:  # running from a source checkout: use the build tree
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                    "..", "..", "build", "python_packages"))
    import tile


@tile.kernel
def attention(q: tile.ptr(tile.bfloat16), k: tile.ptr(tile.bfloat16),
              v: tile.ptr(tile.bfloat16), o: tile.ptr(tile.bfloat16),
              seqlen: tile.int32, sm_scale: tile.float32,
              BLOCK_M: tile.constexpr = 64, BLOCK_N: tile.constexpr = 64,
              HEAD: tile.constexpr = 64, CAUSAL: tile.constexpr = False):
    pid_m = tile.program_id(0)
    base = tile.program_id(1) * seqlen * HEAD        # this (batch, head)
    rows = pid_m * BLOCK_M + tile.arange(0, BLOCK_M)
    d = tile.arange(0, HEAD)
    row_ok = rows[:, None] < seqlen
    q_tile = tile.load(q, base + rows[:, None] * HEAD + d[None, :], mask=row_ok, other=0.0)

    m_i = tile.full((BLOCK_M,), -float("inf"), tile.float32)   # running row max
    l_i = tile.zeros((BLOCK_M,), tile.float32)                  # running row sum
    acc = tile.zeros((BLOCK_M, HEAD), tile.float32)
    qk_scale = sm_scale * 1.4426950408889634                    # exp(x) = exp2(x log2 e)
    hi = seqlen
    if CAUSAL:
        hi = (pid_m + 1) * BLOCK_M
    for n0 in range(0, hi, BLOCK_N):
        cols = n0 + tile.arange(0, BLOCK_N)
        col_ok = cols[None, :] < seqlen
        # K block (BLOCK_N x HEAD), read along its rows (coalesced), then
        # transposed for the product: the dot stages it transposed.
        k_tile = tile.load(k, base + cols[:, None] * HEAD + d[None, :], mask=cols[:, None] < seqlen,
                           other=0.0)
        s = tile.dot(q_tile, tile.trans(k_tile))
        keep = col_ok
        if CAUSAL:
            keep = keep & (cols[None, :] <= rows[:, None])
        s = tile.where(keep, s * qk_scale, -float("inf"))
        m_new = tile.maximum(m_i, tile.max(s, axis=1))
        p = tile.exp2(s - m_new[:, None])
        alpha = tile.exp2(m_i - m_new)
        l_i = l_i * alpha + tile.sum(p, axis=1)
        v_tile = tile.load(v, base + cols[:, None] * HEAD + d[None, :], mask=cols[:, None] < seqlen,
                           other=0.0)
        acc = tile.dot(p.to(tile.bfloat16), v_tile, acc * alpha[:, None])
        m_i = m_new
    out = acc / l_i[:, None]
    tile.store(o, base + rows[:, None] * HEAD + d[None, :], out.to(tile.bfloat16), mask=row_ok)


def reference(q, k, v, sm_scale, causal):
    """NumPy attention in float64 (q, k, v: float arrays (bh, seqlen, head))."""
    import numpy as np
    s = np.einsum("bmd,bnd->bmn", q, k) * sm_scale
    if causal:
        n = s.shape[-1]
        s = np.where(np.tril(np.ones((n, n), dtype=bool)), s, -np.inf)
    s = s - s.max(axis=-1, keepdims=True)
    p = np.exp(s)
    return np.einsum("bmn,bnd->bmd", p / p.sum(axis=-1, keepdims=True), v)


def run(batch_heads: int, seqlen: int, head: int, causal: bool, num_warps: int,
        block_m: int = 64) -> int:
    """Launches on the GPU (torch) and compares with NumPy."""
    import numpy as np
    try:
        import torch
        if not torch.cuda.is_available():
            raise ImportError("torch without CUDA")
    except ImportError:
        print("--run needs torch (and a GPU)", file=sys.stderr)
        return 1
    gen = torch.Generator().manual_seed(0)
    shape = (batch_heads, seqlen, head)
    q, k, v = (torch.randn(shape, generator=gen).to(torch.bfloat16) for _ in range(3))
    o = torch.zeros(shape, dtype=torch.bfloat16, device="cuda")
    sm_scale = 1.0 / math.sqrt(head)
    grid = lambda meta: (tile.cdiv(seqlen, meta["BLOCK_M"]), batch_heads)  # noqa: E731
    attention[grid](q.cuda(), k.cuda(), v.cuda(), o, seqlen, sm_scale, HEAD=head, CAUSAL=causal,
                    BLOCK_M=block_m, num_warps=num_warps)
    got = o.float().cpu().numpy()
    want = reference(*(t.float().numpy().astype(np.float64) for t in (q, k, v)), sm_scale, causal)
    err = float(np.abs(got - want).max())
    ok = err < 2e-2  # bf16 P and O
    print(f"attention {batch_heads}x{seqlen}x{head}{' causal' if causal else ''}: "
          f"max abs error {err:.2e} {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_90a", help="GPU target (default sm_90a)")
    parser.add_argument("--head", type=int, default=64, help="head dimension (HEAD)")
    parser.add_argument("--causal", action="store_true", help="mask keys after the query")
    parser.add_argument("--seqlen", type=int, default=1000, help="sequence length for --run")
    parser.add_argument("--heads", type=int, default=4, help="batch * heads for --run")
    parser.add_argument("--num-warps", type=int, default=4)
    parser.add_argument("--block-m", type=int, default=64,
                        help="query rows per program (BLOCK_M; 128 wants 8 warps)")
    parser.add_argument("--ir", action="store_true", help="print the tile IR instead of PTX")
    parser.add_argument("--aligned", action="store_true",
                        help="compile for 16-byte aligned q, k, v, o, as a launch with such "
                             "tensors does (tile.divisibility: no run-time alignment tests)")
    parser.add_argument("--run", action="store_true", help="launch on the GPU and check")
    args = parser.parse_args(argv)
    if args.run:
        return run(args.heads, args.seqlen, args.head, args.causal, args.num_warps,
                   args.block_m)
    meta = dict(HEAD=args.head, CAUSAL=args.causal, BLOCK_M=args.block_m)
    if args.aligned:
        meta["divisible"] = ("q", "k", "v", "o")
    if args.ir:
        print(attention.ir(num_warps=args.num_warps, **meta), end="")
        return 0
    compiled = attention.compile(target=args.target, num_warps=args.num_warps, **meta)
    print(compiled.ptx, end="")
    dynamic = compiled.dynamic_shared_bytes
    print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} threads, "
          f"{compiled.shared_bytes + dynamic} bytes of shared memory"
          f"{' (dynamic: launch with it)' if dynamic else ''}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
