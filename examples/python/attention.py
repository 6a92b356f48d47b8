"""Attention with the tile kernel DSL (FlashAttention, as in Triton's
fused-attention tutorial): the forward pass, its e4m3 form and the
training kernels (backward).

    python3 examples/python/attention.py --target sm_90a          # print the PTX
    python3 examples/python/attention.py --target sm_90a --aligned  # as a launch compiles it
    python3 examples/python/attention.py --ir                     # print the tile IR
    python3 examples/python/attention.py --run [--seqlen 1000 --heads 4 --causal --group 2]
    python3 examples/python/attention.py --tma --pipeline-loads 3 --warp-specialize 4 \
        --num-warps 8 --block-m 128 [--ping-pong] [--overlap-dots]   # FlashAttention-3
    python3 examples/python/attention.py --fp8 [--tma] [--run]   # e4m3, per-tensor scales
    python3 examples/python/attention.py --backward [--run]      # dQ, dK, dV (FA2 style)

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
and the key loop stops at the block's last row. Where seqlen is a multiple
of BLOCK_N a launch compiles the kernel with EVEN_N (tile.heuristics, as
FlashAttention-2's Triton kernel): whole key blocks, read and used without
masks, and with CAUSAL only the diagonal block masked, in an `if` (--even-n
prints that PTX). Grouped-query attention:
GROUP query heads share one K/V head (K and V of shape (batch * heads /
GROUP, seqlen, HEAD); query head h reads K/V head h // GROUP).
Launch: grid = (ceil(seqlen / BLOCK_M), batch * heads), 32 * num_warps threads.
With 128 rows (--block-m 128) on sm_100a both dots are tcgen05.mma.
attention_fp8 (--fp8) and the training kernels (--backward) say in their
docstrings what they take; docs/attention.md walks through all of them.
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


@tile.func
def online_softmax(s, cols, rows, seqlen, m_i, l_i, qk_scale, CAUSAL, EVEN_N=False,
                   diagonal=None):
    """One key block of the online softmax: S masked (keys past seqlen
    unless EVEN_N says there are none, and with CAUSAL keys after the
    query), the new row maximum m_new, P = exp2(S - m_new), alpha =
    exp2(m_old - m_new) that rescales what came before, and the running row
    sum. Returns (P, alpha, m_new, l_i). With EVEN_N the causal mask is
    applied only where `diagonal` (the block has a key after one of its
    queries: FlashAttention's mask on the diagonal blocks alone); S stays
    in the dot's registers either way."""
    if EVEN_N:
        if CAUSAL:
            if diagonal:
                s = tile.where(cols[None, :] <= rows[:, None], s, -float("inf"))
    else:
        keep = cols[None, :] < seqlen
        if CAUSAL:
            keep = keep & (cols[None, :] <= rows[:, None])
        s = tile.where(keep, s, -float("inf"))
    # The maximum of S, then scaled (qk_scale > 0): P's exponent is one
    # fma per element, S * qk_scale - m_new (Triton's tutorial).
    m_new = tile.maximum(m_i, tile.max(s, axis=1) * qk_scale)
    p = tile.exp2(s * qk_scale - m_new[:, None])
    alpha = tile.exp2(m_i - m_new)
    return p, alpha, m_new, l_i * alpha + tile.sum(p, axis=1)


@tile.func
def attend(q_tile, k, v, kv_base, rows, d, pid_m, seqlen, sm_scale, BLOCK_M, BLOCK_N, HEAD,
           CAUSAL, EVEN_N=False):
    """The key loop of attention(): the Q rows of block pid_m against the
    keys of the K/V head at kv_base (with CAUSAL up to the block's last
    row), BLOCK_N at a time; with EVEN_N (seqlen a multiple of BLOCK_N)
    whole blocks, read and used without masks. Returns the unnormalized f32
    accumulator, the row maximum m_i (of S * sm_scale * log2 e) and the row
    sum l_i."""
    m_i = tile.full((BLOCK_M,), -float("inf"), tile.float32)   # running row max
    l_i = tile.zeros((BLOCK_M,), tile.float32)                  # running row sum
    acc = tile.zeros((BLOCK_M, HEAD), tile.float32)
    qk_scale = sm_scale * 1.4426950408889634                    # exp(x) = exp2(x log2 e)
    hi = seqlen
    if CAUSAL:
        hi = (pid_m + 1) * BLOCK_M
        if EVEN_N:  # the last query block's keys stop at seqlen
            hi = tile.minimum(hi, seqlen)
    for n0 in range(0, hi, BLOCK_N):
        cols = n0 + tile.arange(0, BLOCK_N)
        # K block (BLOCK_N x HEAD), read along its rows (coalesced), then
        # transposed for the product: the dot stages it transposed.
        if EVEN_N:
            k_tile = tile.load(k, kv_base + cols[:, None] * HEAD + d[None, :])
        else:
            k_tile = tile.load(k, kv_base + cols[:, None] * HEAD + d[None, :],
                               mask=cols[:, None] < seqlen, other=0.0)
        s = tile.dot(q_tile, tile.trans(k_tile))
        p, alpha, m_new, l_i = online_softmax(s, cols, rows, seqlen, m_i, l_i, qk_scale, CAUSAL,
                                              EVEN_N, n0 + BLOCK_N > pid_m * BLOCK_M)
        if EVEN_N:
            v_tile = tile.load(v, kv_base + cols[:, None] * HEAD + d[None, :])
        else:
            v_tile = tile.load(v, kv_base + cols[:, None] * HEAD + d[None, :],
                               mask=cols[:, None] < seqlen, other=0.0)
        acc = tile.dot(p.to(tile.bfloat16), v_tile, acc * alpha[:, None])
        m_i = m_new
    return acc, m_i, l_i


# EVEN_N at each launch: seqlen a multiple of BLOCK_N, so that every key
# block is whole and the key loop reads and uses it without masks (FA2's
# Triton kernel's EVEN_N; compile(..., EVEN_N=True) for such lengths only).
even_n = tile.heuristics({"EVEN_N": lambda args: args["seqlen"] % args["BLOCK_N"] == 0})
# The backward kernels' loops walk query blocks too: EVEN when seqlen is a
# multiple of both blocks.
even_mn = tile.heuristics({"EVEN_N": lambda args: args["seqlen"] % args["BLOCK_N"] == 0
                           and args["seqlen"] % args["BLOCK_M"] == 0})


@even_n
@tile.kernel
def attention(q: tile.ptr(tile.bfloat16), k: tile.ptr(tile.bfloat16),
              v: tile.ptr(tile.bfloat16), o: tile.ptr(tile.bfloat16),
              seqlen: tile.int32, sm_scale: tile.float32,
              BLOCK_M: tile.constexpr = 64, BLOCK_N: tile.constexpr = 64,
              HEAD: tile.constexpr = 64, CAUSAL: tile.constexpr = False,
              GROUP: tile.constexpr = 1, EVEN_N: tile.constexpr = False):
    pid_m = tile.program_id(0)
    base = tile.program_id(1) * seqlen * HEAD        # this (batch, head)
    kv_base = tile.program_id(1) // GROUP * seqlen * HEAD  # its K/V head
    rows = pid_m * BLOCK_M + tile.arange(0, BLOCK_M)
    d = tile.arange(0, HEAD)
    row_ok = rows[:, None] < seqlen
    q_tile = tile.load(q, base + rows[:, None] * HEAD + d[None, :], mask=row_ok, other=0.0)
    acc, m_i, l_i = attend(q_tile, k, v, kv_base, rows, d, pid_m, seqlen, sm_scale,
                           BLOCK_M, BLOCK_N, HEAD, CAUSAL, EVEN_N)
    out = acc * (1.0 / l_i)[:, None]  # a division per row, not per element
    tile.store(o, base + rows[:, None] * HEAD + d[None, :], out.to(tile.bfloat16), mask=row_ok)


@even_n
@tile.kernel
def attention_train(q: tile.ptr(tile.bfloat16), k: tile.ptr(tile.bfloat16),
                    v: tile.ptr(tile.bfloat16), o: tile.ptr(tile.bfloat16),
                    lse: tile.ptr(tile.float32), seqlen: tile.int32, sm_scale: tile.float32,
                    BLOCK_M: tile.constexpr = 64, BLOCK_N: tile.constexpr = 64,
                    HEAD: tile.constexpr = 64, CAUSAL: tile.constexpr = False,
                    GROUP: tile.constexpr = 1, EVEN_N: tile.constexpr = False):
    """attention() for training: O, and each row's log-sum-exp in base 2
    of S * sm_scale * log2 e (m_i + log2(l_i); lse of shape (batch *
    heads, seqlen), float32), which the backward pass takes to recompute P
    = exp2(S * sm_scale * log2 e - lse) without the row statistics."""
    pid_m = tile.program_id(0)
    bh = tile.program_id(1)
    base = bh * seqlen * HEAD
    kv_base = bh // GROUP * seqlen * HEAD
    rows = pid_m * BLOCK_M + tile.arange(0, BLOCK_M)
    d = tile.arange(0, HEAD)
    row_ok = rows[:, None] < seqlen
    q_tile = tile.load(q, base + rows[:, None] * HEAD + d[None, :], mask=row_ok, other=0.0)
    acc, m_i, l_i = attend(q_tile, k, v, kv_base, rows, d, pid_m, seqlen, sm_scale,
                           BLOCK_M, BLOCK_N, HEAD, CAUSAL, EVEN_N)
    out = acc * (1.0 / l_i)[:, None]  # a division per row, not per element
    tile.store(o, base + rows[:, None] * HEAD + d[None, :], out.to(tile.bfloat16), mask=row_ok)
    tile.store(lse, bh * seqlen + rows, m_i + tile.log2(l_i), mask=rows < seqlen)


@tile.kernel
def attention_bwd_delta(o: tile.ptr(tile.bfloat16), do: tile.ptr(tile.bfloat16),
                        delta: tile.ptr(tile.float32), seqlen: tile.int32,
                        BLOCK_M: tile.constexpr = 64, HEAD: tile.constexpr = 64):
    """The backward pass's first step: delta = rowsum(dO * O) (float32,
    (batch * heads, seqlen)), the rowsum(P * dP) of dS = P (dP - delta).
    Grid (ceil(seqlen / BLOCK_M), batch * heads). The row sums go 32
    columns at a time: a thread holds 16 elements of each tile at once, not
    HEAD / 4 (at 32 ptxas for sm_100+ capped the kernel at 72 registers
    and spilled, the products fused into fma.rn.f32.bf16)."""
    bh = tile.program_id(1)
    rows = tile.program_id(0) * BLOCK_M + tile.arange(0, BLOCK_M)
    row_ok = rows[:, None] < seqlen
    acc = tile.zeros((BLOCK_M,), tile.float32)
    for d0 in tile.static_range(0, HEAD, 32):
        d = d0 + tile.arange(0, 32)
        offs = bh * seqlen * HEAD + rows[:, None] * HEAD + d[None, :]
        o_tile = tile.load(o, offs, mask=row_ok, other=0.0).to(tile.float32)
        do_tile = tile.load(do, offs, mask=row_ok, other=0.0).to(tile.float32)
        acc += tile.sum(o_tile * do_tile, axis=1)
    tile.store(delta, bh * seqlen + rows, acc, mask=rows < seqlen)


@even_mn
@tile.kernel
def attention_bwd_dkdv(q: tile.ptr(tile.bfloat16), k: tile.ptr(tile.bfloat16),
                       v: tile.ptr(tile.bfloat16), do: tile.ptr(tile.bfloat16),
                       lse: tile.ptr(tile.float32), delta: tile.ptr(tile.float32),
                       dk: tile.ptr(tile.bfloat16), dv: tile.ptr(tile.bfloat16),
                       seqlen: tile.int32, sm_scale: tile.float32,
                       BLOCK_M: tile.constexpr = 32, BLOCK_N: tile.constexpr = 64,
                       HEAD: tile.constexpr = 64, CAUSAL: tile.constexpr = False,
                       GROUP: tile.constexpr = 1, EVEN_N: tile.constexpr = False):
    """dK and dV of one block of BLOCK_N keys of one K/V head (FlashAttention-
    2's outer loop over keys): K and V stay in registers while the query
    blocks of its GROUP query heads go by (with CAUSAL only those at or
    after the block's first key). With P^T = exp2(K Q^T * scale - lse),
    dV += P^T dO, dP^T = V dO^T, dS^T = P^T (dP^T - delta), dK += dS^T Q;
    dK is scaled by sm_scale once. S^T is computed as K Q^T (Q's block
    read along its rows, vectorized, and transposed for the product), so
    P^T and dS^T are the dots' A in registers. Grid (ceil(seqlen /
    BLOCK_N), batch * heads / GROUP). Query blocks of 32 rows: two f32
    accumulators of BLOCK_N x HEAD stay in registers (ptxas -v, 2026-11-29:
    head 64 on 4 warps, head 128 on 8, no spills on sm_80, sm_90a, sm_120a,
    aligned or not; sm_90a head 64: 164 registers). With EVEN_N (seqlen a
    multiple of both blocks; the launch's heuristic) the query blocks are
    read and used without masks."""
    pid_n = tile.program_id(0)
    kv_head = tile.program_id(1)
    cols = pid_n * BLOCK_N + tile.arange(0, BLOCK_N)       # this block's keys
    d = tile.arange(0, HEAD)
    col_ok = cols[:, None] < seqlen
    kv_offs = kv_head * seqlen * HEAD + cols[:, None] * HEAD + d[None, :]
    k_tile = tile.load(k, kv_offs, mask=col_ok, other=0.0)
    v_tile = tile.load(v, kv_offs, mask=col_ok, other=0.0)
    dk_acc = tile.zeros((BLOCK_N, HEAD), tile.float32)
    dv_acc = tile.zeros((BLOCK_N, HEAD), tile.float32)
    qk_scale = sm_scale * 1.4426950408889634
    lo = 0
    if CAUSAL:  # queries before the block's first key see none of it
        lo = pid_n * BLOCK_N // BLOCK_M * BLOCK_M
    for g in range(GROUP):
        h = kv_head * GROUP + g
        for m0 in range(lo, seqlen, BLOCK_M):
            rows = m0 + tile.arange(0, BLOCK_M)
            if EVEN_N:  # whole query blocks: no row masks
                q_tile = tile.load(q, h * seqlen * HEAD + rows[:, None] * HEAD + d[None, :])
                row_lse = tile.load(lse, h * seqlen + rows)
            else:
                q_tile = tile.load(q, h * seqlen * HEAD + rows[:, None] * HEAD + d[None, :],
                                   mask=rows[:, None] < seqlen, other=0.0)
                row_lse = tile.load(lse, h * seqlen + rows, mask=rows < seqlen, other=0.0)
            p_t = tile.exp2(tile.dot(k_tile, tile.trans(q_tile)) * qk_scale - row_lse[None, :])
            if EVEN_N:
                if CAUSAL:
                    if m0 < (pid_n + 1) * BLOCK_N:  # a diagonal block
                        p_t = tile.where(rows[None, :] >= cols[:, None], p_t, 0.0)
            else:
                keep = rows[None, :] < seqlen
                if CAUSAL:
                    keep = keep & (rows[None, :] >= cols[:, None])
                p_t = tile.where(keep, p_t, 0.0)
            if EVEN_N:
                do_tile = tile.load(do, h * seqlen * HEAD + rows[:, None] * HEAD + d[None, :])
            else:
                do_tile = tile.load(do, h * seqlen * HEAD + rows[:, None] * HEAD + d[None, :],
                                    mask=rows[:, None] < seqlen, other=0.0)
            dv_acc = tile.dot(p_t.to(tile.bfloat16), do_tile, dv_acc)
            if EVEN_N:
                row_delta = tile.load(delta, h * seqlen + rows)
            else:
                row_delta = tile.load(delta, h * seqlen + rows, mask=rows < seqlen, other=0.0)
            ds_t = p_t * (tile.dot(v_tile, tile.trans(do_tile)) - row_delta[None, :])
            dk_acc = tile.dot(ds_t.to(tile.bfloat16), q_tile, dk_acc)
    tile.store(dk, kv_offs, (dk_acc * sm_scale).to(tile.bfloat16), mask=col_ok)
    tile.store(dv, kv_offs, dv_acc.to(tile.bfloat16), mask=col_ok)


@even_mn
@tile.kernel
def attention_bwd_dq(q: tile.ptr(tile.bfloat16), k: tile.ptr(tile.bfloat16),
                     v: tile.ptr(tile.bfloat16), do: tile.ptr(tile.bfloat16),
                     lse: tile.ptr(tile.float32), delta: tile.ptr(tile.float32),
                     dq: tile.ptr(tile.bfloat16), seqlen: tile.int32, sm_scale: tile.float32,
                     BLOCK_M: tile.constexpr = 64, BLOCK_N: tile.constexpr = 64,
                     HEAD: tile.constexpr = 64, CAUSAL: tile.constexpr = False,
                     GROUP: tile.constexpr = 1, EVEN_N: tile.constexpr = False):
    """dQ of one block of BLOCK_M query rows: the forward's loop over keys
    again, P = exp2(Q K^T * scale - lse), dP = dO V^T, dS = P (dP -
    delta), dQ += dS K, scaled by sm_scale once. Grid (ceil(seqlen /
    BLOCK_M), batch * heads). EVEN_N as attention_bwd_dkdv's: whole key
    blocks, no masks but the causal one."""
    pid_m = tile.program_id(0)
    bh = tile.program_id(1)
    kv_base = bh // GROUP * seqlen * HEAD
    rows = pid_m * BLOCK_M + tile.arange(0, BLOCK_M)
    d = tile.arange(0, HEAD)
    row_ok = rows[:, None] < seqlen
    offs = bh * seqlen * HEAD + rows[:, None] * HEAD + d[None, :]
    q_tile = tile.load(q, offs, mask=row_ok, other=0.0)
    do_tile = tile.load(do, offs, mask=row_ok, other=0.0)
    row_lse = tile.load(lse, bh * seqlen + rows, mask=rows < seqlen, other=0.0)
    row_delta = tile.load(delta, bh * seqlen + rows, mask=rows < seqlen, other=0.0)
    dq_acc = tile.zeros((BLOCK_M, HEAD), tile.float32)
    qk_scale = sm_scale * 1.4426950408889634
    hi = seqlen
    if CAUSAL:
        hi = (pid_m + 1) * BLOCK_M
        if EVEN_N:  # the last query block's keys stop at seqlen
            hi = tile.minimum(hi, seqlen)
    for n0 in range(0, hi, BLOCK_N):
        cols = n0 + tile.arange(0, BLOCK_N)
        if EVEN_N:  # whole key blocks: no masks
            k_tile = tile.load(k, kv_base + cols[:, None] * HEAD + d[None, :])
            v_tile = tile.load(v, kv_base + cols[:, None] * HEAD + d[None, :])
        else:
            k_tile = tile.load(k, kv_base + cols[:, None] * HEAD + d[None, :],
                               mask=cols[:, None] < seqlen, other=0.0)
            v_tile = tile.load(v, kv_base + cols[:, None] * HEAD + d[None, :],
                               mask=cols[:, None] < seqlen, other=0.0)
        p = tile.exp2(tile.dot(q_tile, tile.trans(k_tile)) * qk_scale - row_lse[:, None])
        if EVEN_N:
            if CAUSAL:
                if n0 + BLOCK_N > pid_m * BLOCK_M:  # a diagonal block
                    p = tile.where(cols[None, :] <= rows[:, None], p, 0.0)
        else:
            keep = cols[None, :] < seqlen
            if CAUSAL:
                keep = keep & (cols[None, :] <= rows[:, None])
            p = tile.where(keep, p, 0.0)
        ds = p * (tile.dot(do_tile, tile.trans(v_tile)) - row_delta[:, None])
        dq_acc = tile.dot(ds.to(tile.bfloat16), k_tile, dq_acc)
    tile.store(dq, offs, (dq_acc * sm_scale).to(tile.bfloat16), mask=row_ok)


@tile.func
def attend_tma(q, o, k_desc, v_desc, pid_m, base, kv_row0, seqlen, sm_scale, BLOCK_M, BLOCK_N,
               HEAD, CAUSAL, EVEN_N):
    """One (query block, head) tile of attention_tma: query block `pid_m`
    of the head whose Q and O start at `base` and whose K and V rows at
    `kv_row0` of the tensor descriptors; O stored."""
    rows = pid_m * BLOCK_M + tile.arange(0, BLOCK_M)
    d = tile.arange(0, HEAD)
    row_ok = rows[:, None] < seqlen
    q_tile = tile.load(q, base + rows[:, None] * HEAD + d[None, :], mask=row_ok, other=0.0)
    m_i = tile.full((BLOCK_M,), -float("inf"), tile.float32)
    l_i = tile.zeros((BLOCK_M,), tile.float32)
    acc = tile.zeros((BLOCK_M, HEAD), tile.float32)
    qk_scale = sm_scale * 1.4426950408889634
    hi = seqlen
    if CAUSAL:
        hi = (pid_m + 1) * BLOCK_M
        if EVEN_N:  # the last query block's keys stop at seqlen
            hi = tile.minimum(hi, seqlen)
    for n0 in range(0, hi, BLOCK_N):
        cols = n0 + tile.arange(0, BLOCK_N)
        s = tile.dot(q_tile, tile.trans(k_desc.load([kv_row0 + n0, 0])))
        p, alpha, m_new, l_i = online_softmax(s, cols, rows, seqlen, m_i, l_i, qk_scale, CAUSAL,
                                              EVEN_N, n0 + BLOCK_N > pid_m * BLOCK_M)
        acc = tile.dot(p.to(tile.bfloat16), v_desc.load([kv_row0 + n0, 0]), acc * alpha[:, None])
        m_i = m_new
    out = acc * (1.0 / l_i)[:, None]  # a division per row, not per element
    tile.store(o, base + rows[:, None] * HEAD + d[None, :], out.to(tile.bfloat16), mask=row_ok)


@even_n
@tile.kernel
def attention_tma(q: tile.ptr(tile.bfloat16), k: tile.ptr(tile.bfloat16),
                  v: tile.ptr(tile.bfloat16), o: tile.ptr(tile.bfloat16),
                  seqlen: tile.int32, kv_heads: tile.int32, sm_scale: tile.float32,
                  BLOCK_M: tile.constexpr = 64, BLOCK_N: tile.constexpr = 64,
                  HEAD: tile.constexpr = 64, CAUSAL: tile.constexpr = False,
                  GROUP: tile.constexpr = 1, EVEN_N: tile.constexpr = False):
    """attention() with K and V read through TMA tensor descriptors (the
    (kv_heads * seqlen) x HEAD matrices, BLOCK_N x HEAD boxes): sm_90 and
    later. Rows of a box past seqlen are the next head's, or zeros past the
    tensor: masked off in S, so P is zero there. Compiled with
    pipeline_loads=S the K/V loop runs on S-stage TMA rings, and with
    warp_specialize=P producer warps issue the copies (4 beside 8 warps:
    FlashAttention-3's producer warpgroup, with setmaxnreg budgets)."""
    pid_m = tile.program_id(0)
    base = tile.program_id(1) * seqlen * HEAD
    kv_row0 = tile.program_id(1) // GROUP * seqlen   # its K/V head's first row
    k_desc = tile.make_tensor_descriptor(k, [kv_heads * seqlen, HEAD], [HEAD, 1], [BLOCK_N, HEAD])
    v_desc = tile.make_tensor_descriptor(v, [kv_heads * seqlen, HEAD], [HEAD, 1], [BLOCK_N, HEAD])
    attend_tma(q, o, k_desc, v_desc, pid_m, base, kv_row0, seqlen, sm_scale, BLOCK_M, BLOCK_N,
               HEAD, CAUSAL, EVEN_N)


@even_n
@tile.kernel
def attention_tma_persistent(q: tile.ptr(tile.bfloat16), k: tile.ptr(tile.bfloat16),
                             v: tile.ptr(tile.bfloat16), o: tile.ptr(tile.bfloat16),
                             seqlen: tile.int32, kv_heads: tile.int32, sm_scale: tile.float32,
                             heads: tile.int32,
                             BLOCK_M: tile.constexpr = 64, BLOCK_N: tile.constexpr = 64,
                             HEAD: tile.constexpr = 64, CAUSAL: tile.constexpr = False,
                             GROUP: tile.constexpr = 1, EVEN_N: tile.constexpr = False):
    """attention_tma as a persistent kernel (FlashAttention-3's): launched
    with a program per SM, grid (P, 1), each loops over the (query block,
    head) tiles t = pid, pid + P, ... (query block t mod ceil(seqlen /
    BLOCK_M) of head t / that; `heads`: the query heads, batch included).
    Compiled with pipeline_loads and warp_specialize, the tiles share the
    K/V rings and the producer warps copy the next tile's K and V while the
    consumers finish this one."""
    n_blocks = tile.cdiv(seqlen, BLOCK_M)
    k_desc = tile.make_tensor_descriptor(k, [kv_heads * seqlen, HEAD], [HEAD, 1], [BLOCK_N, HEAD])
    v_desc = tile.make_tensor_descriptor(v, [kv_heads * seqlen, HEAD], [HEAD, 1], [BLOCK_N, HEAD])
    for t in range(tile.program_id(0), n_blocks * heads, tile.num_programs(0)):
        bh = t // n_blocks
        attend_tma(q, o, k_desc, v_desc, t % n_blocks, bh * seqlen * HEAD, bh // GROUP * seqlen,
                   seqlen, sm_scale, BLOCK_M, BLOCK_N, HEAD, CAUSAL, EVEN_N)


@even_n
@tile.kernel
def attention_fp8(q: tile.ptr(tile.float8e4m3fn), k: tile.ptr(tile.float8e4m3fn),
                  vt: tile.ptr(tile.float8e4m3fn), o: tile.ptr(tile.bfloat16),
                  seqlen: tile.int32, kv_heads: tile.int32, sm_scale: tile.float32,
                  q_descale: tile.float32, k_descale: tile.float32, v_descale: tile.float32,
                  BLOCK_M: tile.constexpr = 64, BLOCK_N: tile.constexpr = 64,
                  HEAD: tile.constexpr = 64, CAUSAL: tile.constexpr = False,
                  GROUP: tile.constexpr = 1, TMA: tile.constexpr = False,
                  EVEN_N: tile.constexpr = False):
    """FP8 attention (FlashAttention-3's e4m3 forward): Q, K and V in e4m3
    with one scale per tensor (the real values are q * q_descale, ...), O
    in bf16. V comes transposed, (batch * heads / GROUP, HEAD, seqlen),
    as in Triton's fused-attention tutorial: an fp8 wgmma reads both
    operands K-major, and P V reads V^T's rows. S = Q K^T is scaled by
    sm_scale * q_descale * k_descale, P = exp2(S - m) (at most 1) is
    rounded to e4m3 for the second dot, and v_descale is applied once, to
    O. With TMA (sm_90+) K and V^T come through tensor descriptors (rows of
    seqlen bytes: seqlen a multiple of 16), which pipeline_loads /
    warp_specialize / ping_pong turn into FlashAttention-3's structure;
    without, through pointers (mma.sync on sm_89 and sm_120 too)."""
    pid_m = tile.program_id(0)
    bh = tile.program_id(1)
    base = bh * seqlen * HEAD
    kv_head = bh // GROUP
    rows = pid_m * BLOCK_M + tile.arange(0, BLOCK_M)
    d = tile.arange(0, HEAD)
    row_ok = rows[:, None] < seqlen
    q_tile = tile.load(q, base + rows[:, None] * HEAD + d[None, :], mask=row_ok)
    if TMA:
        k_desc = tile.make_tensor_descriptor(k, [kv_heads * seqlen, HEAD], [HEAD, 1],
                                             [BLOCK_N, HEAD])
        vt_desc = tile.make_tensor_descriptor(vt, [kv_heads * HEAD, seqlen], [seqlen, 1],
                                              [HEAD, BLOCK_N])
    m_i = tile.full((BLOCK_M,), -float("inf"), tile.float32)
    l_i = tile.zeros((BLOCK_M,), tile.float32)
    acc = tile.zeros((BLOCK_M, HEAD), tile.float32)
    qk_scale = sm_scale * q_descale * k_descale * 1.4426950408889634
    hi = seqlen
    if CAUSAL:
        hi = (pid_m + 1) * BLOCK_M
        if EVEN_N:  # the last query block's keys stop at seqlen
            hi = tile.minimum(hi, seqlen)
    for n0 in range(0, hi, BLOCK_N):
        cols = n0 + tile.arange(0, BLOCK_N)
        if TMA:
            k_tile = k_desc.load([kv_head * seqlen + n0, 0])
        elif EVEN_N:
            k_tile = tile.load(k, kv_head * seqlen * HEAD + cols[:, None] * HEAD + d[None, :])
        else:
            k_tile = tile.load(k, kv_head * seqlen * HEAD + cols[:, None] * HEAD + d[None, :],
                               mask=cols[:, None] < seqlen)
        s = tile.dot(q_tile, tile.trans(k_tile))
        p, alpha, m_new, l_i = online_softmax(s, cols, rows, seqlen, m_i, l_i, qk_scale, CAUSAL,
                                              EVEN_N, n0 + BLOCK_N > pid_m * BLOCK_M)
        if TMA:
            vt_tile = vt_desc.load([kv_head * HEAD, n0])
        elif EVEN_N:
            vt_tile = tile.load(vt, kv_head * HEAD * seqlen + d[:, None] * seqlen + cols[None, :])
        else:
            vt_tile = tile.load(vt, kv_head * HEAD * seqlen + d[:, None] * seqlen + cols[None, :],
                                mask=cols[None, :] < seqlen)
        acc = tile.dot(p.to(tile.float8e4m3fn), tile.trans(vt_tile), acc * alpha[:, None])
        m_i = m_new
    out = acc * (v_descale / l_i)[:, None]
    tile.store(o, base + rows[:, None] * HEAD + d[None, :], out.to(tile.bfloat16), mask=row_ok)


def reference(q, k, v, sm_scale, causal, group=1):
    """NumPy attention in float64 (q: float array (bh, seqlen, head); k, v:
    (bh / group, seqlen, head), query head i reading K/V head i // group)."""
    import numpy as np
    k, v = np.repeat(k, group, axis=0), np.repeat(v, group, axis=0)
    s = np.einsum("bmd,bnd->bmn", q, k) * sm_scale
    if causal:
        n = s.shape[-1]
        s = np.where(np.tril(np.ones((n, n), dtype=bool)), s, -np.inf)
    s = s - s.max(axis=-1, keepdims=True)
    p = np.exp(s)
    return np.einsum("bmn,bnd->bmd", p / p.sum(axis=-1, keepdims=True), v)


def reference_backward(q, k, v, do, sm_scale, causal, group=1):
    """NumPy gradients of attention in float64: (dq, dk, dv) for upstream
    gradient do (K/V heads shared by `group` query heads: their dK and dV
    summed over the group)."""
    import numpy as np
    kr, vr = np.repeat(k, group, axis=0), np.repeat(v, group, axis=0)
    s = np.einsum("bmd,bnd->bmn", q, kr) * sm_scale
    if causal:
        n = s.shape[-1]
        s = np.where(np.tril(np.ones((n, n), dtype=bool)), s, -np.inf)
    p = np.exp(s - s.max(axis=-1, keepdims=True))
    p /= p.sum(axis=-1, keepdims=True)
    dv = np.einsum("bmn,bmd->bnd", p, do)
    dp = np.einsum("bmd,bnd->bmn", do, vr)
    ds = p * (dp - (dp * p).sum(axis=-1, keepdims=True))
    dq = np.einsum("bmn,bnd->bmd", ds, kr) * sm_scale
    dk = np.einsum("bmn,bmd->bnd", ds, q) * sm_scale
    fold = lambda x: x.reshape(-1, group, *x.shape[1:]).sum(axis=1)  # noqa: E731
    return dq, fold(dk), fold(dv)


def run(batch_heads: int, seqlen: int, head: int, causal: bool, num_warps: int,
        block_m: int = 64, group: int = 1, options=None, fp8: bool = False,
        tma: bool = False, block_n: int = 64, persistent: bool = False) -> int:
    """Launches on the GPU (torch) and compares with NumPy. With `options`
    (compile(...) keywords, ``target`` among them), attention_tma compiled
    with them (`persistent`: attention_tma_persistent, a program per SM);
    with `fp8`, attention_fp8 (K and V^T through TMA with `tma`)."""
    import numpy as np
    try:
        import torch
        if not torch.cuda.is_available():
            raise ImportError("torch without CUDA")
    except ImportError:
        print("--run needs torch (and a GPU)", file=sys.stderr)
        return 1
    gen = torch.Generator().manual_seed(0)
    if batch_heads % group:
        print(f"--heads {batch_heads} is not a multiple of --group {group}", file=sys.stderr)
        return 1
    shape, kv_shape = (batch_heads, seqlen, head), (batch_heads // group, seqlen, head)
    q, k, v = (torch.randn(s, generator=gen).to(torch.bfloat16)
               for s in (shape, kv_shape, kv_shape))
    o = torch.zeros(shape, dtype=torch.bfloat16, device="cuda")
    sm_scale = 1.0 / math.sqrt(head)
    grid = lambda meta: (tile.cdiv(seqlen, meta["BLOCK_M"]), batch_heads)  # noqa: E731
    tol = 2e-2  # bf16 P and O
    if fp8:
        # e4m3 codes of x / descale, descale = max |x| / 448 (e4m3's largest
        # value); the reference takes the values they hold.
        descales = [float(x.float().abs().max()) / 448 for x in (q, k, v)]
        q, k, v = ((x.float() / ds).to(torch.float8_e4m3fn) for x, ds in zip((q, k, v), descales))
        vt = v.transpose(1, 2).contiguous()
        compiled = attention_fp8.compile(num_warps=num_warps, HEAD=head, CAUSAL=causal,
                                          BLOCK_M=block_m, BLOCK_N=block_n, GROUP=group,
                                          TMA=tma, EVEN_N=seqlen % block_n == 0, **options)
        compiled[grid({"BLOCK_M": block_m})](q.cuda(), k.cuda(), vt.cuda(), o, seqlen,
                                             batch_heads // group, sm_scale, *descales)
        q, k, v = (x.float() * ds for x, ds in zip((q, k, v), descales))
        tol = 5e-2  # P rounded to e4m3
    elif options is None:
        attention[grid](q.cuda(), k.cuda(), v.cuda(), o, seqlen, sm_scale, HEAD=head,
                        CAUSAL=causal, BLOCK_M=block_m, BLOCK_N=block_n, GROUP=group,
                        num_warps=num_warps)
    elif persistent:
        compiled = attention_tma_persistent.compile(
            num_warps=num_warps, HEAD=head, CAUSAL=causal, BLOCK_M=block_m, BLOCK_N=block_n,
            GROUP=group, EVEN_N=seqlen % block_n == 0, **options)
        sms = torch.cuda.get_device_properties(0).multi_processor_count
        compiled[(sms, 1)](q.cuda(), k.cuda(), v.cuda(), o, seqlen, batch_heads // group,
                           sm_scale, batch_heads)
    else:
        compiled = attention_tma.compile(num_warps=num_warps, HEAD=head, CAUSAL=causal,
                                         BLOCK_M=block_m, BLOCK_N=block_n, GROUP=group,
                                         EVEN_N=seqlen % block_n == 0, **options)
        compiled[grid({"BLOCK_M": block_m})](q.cuda(), k.cuda(), v.cuda(), o, seqlen,
                                             batch_heads // group, sm_scale)
    got = o.float().cpu().numpy()
    want = reference(*(t.float().numpy().astype(np.float64) for t in (q, k, v)), sm_scale, causal,
                     group)
    err = float(np.abs(got - want).max())
    ok = err < tol
    print(f"attention{' fp8' if fp8 else ''} {batch_heads}x{seqlen}x{head}"
          f"{' causal' if causal else ''}"
          f"{f' group {group}' if group > 1 else ''}: "
          f"max abs error {err:.2e} {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def run_backward(batch_heads: int, seqlen: int, head: int, causal: bool, num_warps: int,
                 group: int = 1) -> int:
    """The training step on the GPU (torch): attention_train (O and the
    row log-sum-exp), then attention_bwd_delta, attention_bwd_dkdv and
    attention_bwd_dq; dQ, dK and dV against NumPy's gradients."""
    import numpy as np
    try:
        import torch
        if not torch.cuda.is_available():
            raise ImportError("torch without CUDA")
    except ImportError:
        print("--run needs torch (and a GPU)", file=sys.stderr)
        return 1
    if batch_heads % group:
        print(f"--heads {batch_heads} is not a multiple of --group {group}", file=sys.stderr)
        return 1
    gen = torch.Generator().manual_seed(0)
    shape, kv_shape = (batch_heads, seqlen, head), (batch_heads // group, seqlen, head)
    q, k, v, do = (torch.randn(s, generator=gen).to(torch.bfloat16)
                   for s in (shape, kv_shape, kv_shape, shape))
    gq, gk, gv, gdo = (t.cuda() for t in (q, k, v, do))
    o, dq = (torch.empty(shape, dtype=torch.bfloat16, device="cuda") for _ in range(2))
    dk, dv = (torch.empty(kv_shape, dtype=torch.bfloat16, device="cuda") for _ in range(2))
    lse, delta = (torch.empty((batch_heads, seqlen), device="cuda") for _ in range(2))
    sm_scale = 1.0 / math.sqrt(head)
    meta = dict(HEAD=head, CAUSAL=causal, GROUP=group, num_warps=num_warps)
    rows = tile.cdiv(seqlen, 64)
    attention_train[(rows, batch_heads)](gq, gk, gv, o, lse, seqlen, sm_scale, **meta)
    attention_bwd_delta[(rows, batch_heads)](o, gdo, delta, seqlen, HEAD=head,
                                             num_warps=num_warps)
    attention_bwd_dkdv[(tile.cdiv(seqlen, 64), batch_heads // group)](
        gq, gk, gv, gdo, lse, delta, dk, dv, seqlen, sm_scale, **meta)
    attention_bwd_dq[(rows, batch_heads)](gq, gk, gv, gdo, lse, delta, dq, seqlen, sm_scale,
                                          **meta)
    want = reference_backward(*(t.float().numpy().astype(np.float64) for t in (q, k, v, do)),
                              sm_scale, causal, group)
    ok = True
    for name, got, w in zip(("dq", "dk", "dv"), (dq, dk, dv), want):
        err = float(np.abs(got.float().cpu().numpy() - w).max())
        good = err < 1e-2 * float(np.abs(w).max()) + 5e-3  # bf16 P, dS and gradients
        ok &= good
        print(f"attention backward {batch_heads}x{seqlen}x{head}{' causal' if causal else ''}"
              f"{f' group {group}' if group > 1 else ''}: {name} max abs error {err:.2e} "
              f"{'OK' if good else 'MISMATCH'}")
    return 0 if ok else 1


def print_backward(args) -> int:
    """--backward without --run: the PTX (or with --ir the tile IR) of the
    four training kernels, one after the other."""
    for kernel in (attention_train, attention_bwd_delta, attention_bwd_dkdv, attention_bwd_dq):
        meta = dict(HEAD=args.head)
        if kernel is not attention_bwd_delta:
            meta.update(CAUSAL=args.causal, GROUP=args.group)
        if args.ir:
            print(kernel.ir(num_warps=args.num_warps, **meta), end="")
            continue
        compiled = kernel.compile(target=args.target, num_warps=args.num_warps, **meta)
        print(compiled.ptx, end="")
        print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} "
              f"threads, {compiled.shared_bytes + compiled.dynamic_shared_bytes} bytes of shared "
              f"memory", file=sys.stderr)
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_90a", help="GPU target (default sm_90a)")
    parser.add_argument("--head", type=int, default=64, help="head dimension (HEAD)")
    parser.add_argument("--causal", action="store_true", help="mask keys after the query")
    parser.add_argument("--seqlen", type=int, default=1000, help="sequence length for --run")
    parser.add_argument("--heads", type=int, default=4, help="batch * heads for --run")
    parser.add_argument("--group", type=int, default=1,
                        help="query heads per K/V head (GROUP; grouped-query attention)")
    parser.add_argument("--num-warps", type=int, default=4)
    parser.add_argument("--block-m", type=int, default=64,
                        help="query rows per program (BLOCK_M; 128 wants 8 warps)")
    parser.add_argument("--ir", action="store_true", help="print the tile IR instead of PTX")
    parser.add_argument("--aligned", action="store_true",
                        help="compile for 16-byte aligned q, k, v, o, as a launch with such "
                             "tensors does (tile.divisibility: no run-time alignment tests)")
    parser.add_argument("--tma", action="store_true",
                        help="attention_tma: K and V through TMA tensor descriptors (sm_90+)")
    parser.add_argument("--persistent", action="store_true",
                        help="attention_tma_persistent: a program per SM loops over the (query "
                             "block, head) tiles (needs --tma)")
    parser.add_argument("--pipeline-loads", type=int, default=0, metavar="S",
                        help="the generic pipeliner with S-stage rings (pipeline_loads; 1: one "
                             "buffer per load, refilled after its last reader)")
    parser.add_argument("--warp-specialize", type=int, default=0, metavar="P",
                        help="P producer warps issue attention_tma's copies (warp_specialize; "
                             "needs --tma and --pipeline-loads)")
    parser.add_argument("--ping-pong", action="store_true",
                        help="with --warp-specialize, the consumer warpgroups (8 or more warps) "
                             "take turns at the dots (ping_pong)")
    parser.add_argument("--overlap-dots", action="store_true",
                        help="with --warp-specialize, each iteration issues its S = Q K^T with "
                             "the previous block's O += P V and runs the softmax beside the "
                             "latter (overlap_dots: FlashAttention-3's overlap in a warpgroup)")
    parser.add_argument("--fp8", action="store_true",
                        help="attention_fp8: e4m3 Q, K, V^T with per-tensor scales (with --tma: "
                             "through tensor descriptors)")
    parser.add_argument("--block-n", type=int, default=64,
                        help="keys per step (BLOCK_N; 128 gives --fp8 --tma at head 128 boxes "
                             "of 128-byte rows, which pipeline)")
    parser.add_argument("--even-n", action="store_true",
                        help="compile for a seqlen that is a multiple of --block-n (EVEN_N: no "
                             "key masks but causal's; a launch picks it by itself)")
    parser.add_argument("--backward", action="store_true",
                        help="the training kernels: attention_train (O and the row log-sum-exp), "
                             "attention_bwd_delta, attention_bwd_dkdv, attention_bwd_dq (each "
                             "one's PTX, or with --run the gradients checked)")
    parser.add_argument("--run", action="store_true", help="launch on the GPU and check")
    args = parser.parse_args(argv)
    if args.backward and (args.tma or args.fp8 or args.warp_specialize or args.pipeline_loads
                          or args.even_n):
        parser.error("--backward takes --head, --causal, --group, --num-warps and --target only")
    if args.backward:
        if args.run:
            return run_backward(args.heads, args.seqlen, args.head, args.causal,
                                args.num_warps, args.group)
        return print_backward(args)
    if args.persistent and (not args.tma or args.fp8):
        parser.error("--persistent is attention_tma's persistent form: give --tma (not --fp8)")
    if args.warp_specialize and not args.tma:
        parser.error("--warp-specialize splits attention_tma's TMA loop: give --tma")
    if (args.ping_pong or args.overlap_dots) and not args.warp_specialize:
        parser.error("--ping-pong and --overlap-dots reorder the dots of the warp-specialized "
                     "loop: give --warp-specialize")
    if args.fp8 and args.tma and args.run and args.seqlen % 16:
        parser.error(f"--fp8 --tma reads V^T through a tensor map, whose rows of --seqlen "
                     f"bytes must be a multiple of 16 (got {args.seqlen})")
    kernel = (attention_fp8 if args.fp8 else attention_tma_persistent if args.persistent
              else attention_tma if args.tma else attention)
    options = dict(pipeline_loads=args.pipeline_loads, warp_specialize=args.warp_specialize,
                   ping_pong=args.ping_pong, overlap_dots=args.overlap_dots)
    if args.run:
        return run(args.heads, args.seqlen, args.head, args.causal, args.num_warps,
                   args.block_m, args.group,
                   dict(options, target=args.target) if args.tma or args.fp8 else None,
                   fp8=args.fp8, tma=args.tma, block_n=args.block_n,
                   persistent=args.persistent)
    meta = dict(HEAD=args.head, CAUSAL=args.causal, BLOCK_M=args.block_m, GROUP=args.group,
                BLOCK_N=args.block_n)
    if args.fp8:
        meta["TMA"] = args.tma
    if args.even_n:
        meta["EVEN_N"] = True
    if args.aligned:
        meta["divisible"] = ("q", "k", "vt" if args.fp8 else "v", "o")
    if args.ir:
        print(kernel.ir(num_warps=args.num_warps, **meta), end="")
        return 0
    compiled = kernel.compile(target=args.target, num_warps=args.num_warps, **options, **meta)
    print(compiled.ptx, end="")
    dynamic = compiled.dynamic_shared_bytes
    print(f"// {compiled.name}: target {compiled.target.name}, {compiled.num_threads} threads, "
          f"{compiled.shared_bytes + dynamic} bytes of shared memory"
          f"{' (dynamic: launch with it)' if dynamic else ''}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
