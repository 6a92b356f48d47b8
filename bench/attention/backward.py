#!/usr/bin/env python3
"""tile attention backward benchmark, GPU side: the training kernels of
examples/python/attention.py against torch's SDPA backward.

    python3 bench/attention/prepare_backward.py      # here: PTX into bench/attention/ptx
    python3 bench/attention/backward.py [--seqlens 1024,4096,8192] [--out bench/results]
    python3 bench/attention/backward.py --emulate --ptx-dir DIR   # CPU: numerics only

For each kernel set prepare_backward.py compiled (sm_80 on any GPU from
sm_80, sm_90a on compute capability 9.0; head 64 and 128, causal or not):
runs attention_train (O and the row log-sum-exp) and the backward
(attention_bwd_delta, attention_bwd_dkdv, attention_bwd_dq) on a small
problem (BH = 2, L = 256) and checks dQ, dK and dV against float64 NumPy
gradients, then times the backward's three kernels on BH = 32 and, once
per shape, torch.nn.functional.scaled_dot_product_attention's backward
(autograd on its output, the forward excluded) with torch's default
backend and with cuDNN and flash forced, on the same bf16 inputs. Prints
TFLOP/s (2.5 times the forward's 4 BH L^2 D, half with the causal mask:
FlashAttention's count) and tile / each baseline; with --out writes
<gpu>-attention-backward-<date>.json there. Exits 0 with a message where
there is no GPU (cupy). The kernels are compiled with EVEN_N (whole query
and key blocks, what a launch compiles at such lengths), so every L must
be a multiple of 128.
"""

import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
import benchlib  # noqa: E402  (bench/benchlib.py)
from run import (CHECK_SEQLEN, WHOLE_BLOCKS, bf16_bits, gpu_targets,  # noqa: E402
                 parse_args)  # (bench/attention/run.py)

KERNELS = ("attention_train", "attention_bwd_delta", "attention_bwd_dkdv", "attention_bwd_dq")
BACKENDS = (("torch", None), ("torch_cudnn", "CUDNN_ATTENTION"),
            ("torch_flash", "FLASH_ATTENTION"))


def reference_backward(np, q, k, v, do, causal):
    """float64 (dq, dk, dv) of softmax(Q K^T / sqrt(D)) V for upstream do."""
    scale = 1 / math.sqrt(q.shape[-1])
    s = np.einsum("bmd,bnd->bmn", q, k) * scale
    if causal:
        n = s.shape[-1]
        s = np.where(np.tril(np.ones((n, n), dtype=bool)), s, -np.inf)
    p = np.exp(s - s.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    dp = np.einsum("bmd,bnd->bmn", do, v)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    return (np.einsum("bmn,bnd->bmd", ds, k) * scale, np.einsum("bmn,bmd->bnd", ds, q) * scale,
            np.einsum("bmn,bmd->bnd", p, do))


def kernel_sets(ptx_dir, targets):
    """[(target, folder, head, causal, warps)] prepare_backward.py wrote."""
    found = []
    for target in targets:
        root = os.path.join(ptx_dir, target, "backward")
        for name in sorted(os.listdir(root)) if os.path.isdir(root) else []:
            parts = name.split("_")
            if parts[0].startswith("h") and parts[-1].startswith("w"):
                found.append((target, os.path.join(root, name), int(parts[0][1:]),
                              "causal" in parts, int(parts[-1][1:])))
    return found


class KernelSet:
    """The four modules of one configuration and their launches (grids of
    64-row query blocks, 64-key blocks for dK/dV, as run_backward())."""

    def __init__(self, cp, folder, head, causal):
        self.fn, self.meta = {}, {}
        for name in KERNELS:
            self.fn[name] = cp.RawModule(path=os.path.join(folder, f"{name}.ptx")).get_function(
                name)
            with open(os.path.join(folder, f"{name}.json")) as f:
                self.meta[name] = json.load(f)
            smem = self.meta[name]["dynamic_shared_bytes"]
            benchlib.allow_dynamic_shared(self.fn[name], smem)
        self.head, self.causal = head, causal

    def launch(self, name, grid, args):
        m = self.meta[name]
        self.fn[name](grid, (m["threads"],), args, shared_mem=m["dynamic_shared_bytes"])

    def forward(self, np, q, k, v, o, lse, seqlen, bh):
        self.launch("attention_train", ((seqlen + 63) // 64, bh),
                    (q, k, v, o, lse, np.int32(seqlen), np.float32(1 / math.sqrt(self.head))))

    def backward(self, np, t, seqlen, bh):
        """delta, dK/dV, dQ; `t`: dict of the device arrays."""
        scale = np.float32(1 / math.sqrt(self.head))
        rows = (seqlen + 63) // 64
        self.launch("attention_bwd_delta", (rows, bh), (t["o"], t["do"], t["delta"],
                                                        np.int32(seqlen)))
        common = (t["q"], t["k"], t["v"], t["do"], t["lse"], t["delta"])
        self.launch("attention_bwd_dkdv", (rows, bh),
                    common + (t["dk"], t["dv"], np.int32(seqlen), scale))
        self.launch("attention_bwd_dq", (rows, bh), common + (t["dq"], np.int32(seqlen), scale))


def arrays(cp, np, rng, bh, seqlen, head):
    """bf16 Q, K, V, dO (host bits and values) and the device buffers."""
    host = [bf16_bits(np, rng.standard_normal((bh, seqlen, head)).astype(np.float32))
            for _ in range(4)]
    t = {n: cp.asarray(b) for n, (b, _) in zip(("q", "k", "v", "do"), host)}
    for n in ("o", "dq", "dk", "dv"):
        t[n] = cp.zeros((bh, seqlen, head), cp.uint16)
    for n in ("lse", "delta"):
        t[n] = cp.zeros((bh, seqlen), cp.float32)
    return host, t


def sdpa_backward(torch, backend, causal, qb, kb, vb, dob):
    """A call timing SDPA's backward on (1, BH, L, D) bf16 copies of the
    inputs (the forward run once, outside), or the reason it cannot run."""
    attention = torch.nn.functional.scaled_dot_product_attention
    tensors = [torch.as_tensor(x.view("int16")).cuda().view(torch.bfloat16).view(1, *x.shape)
               for x in (qb, kb, vb, dob)]
    q, k, v = (x.clone().requires_grad_(True) for x in tensors[:3])
    do = tensors[3]
    try:
        if backend is None:
            o = attention(q, k, v, is_causal=causal)
        else:
            from torch.nn.attention import SDPBackend, sdpa_kernel
            with sdpa_kernel([getattr(SDPBackend, backend)]):
                o = attention(q, k, v, is_causal=causal)
        o.backward(do, retain_graph=True)
    except Exception as e:
        return f"{type(e).__name__}: {str(e).splitlines()[0][:200]}"
    return lambda: torch.autograd.grad(o, (q, k, v), do, retain_graph=True)


def main() -> int:
    args = parse_args(__doc__, "1024,4096,8192", 10, "attention-backward")
    ragged = [L for L in (int(s) for s in args.seqlens.split(",")) if L % WHOLE_BLOCKS]
    if ragged:
        print(f"bench/attention/backward.py: --seqlens {ragged} are not multiples of "
              f"{WHOLE_BLOCKS} (the kernels are compiled with EVEN_N)")
        return 2
    import numpy as np
    cp = benchlib.device("attention", args.emulate)
    if cp is None:
        return 0
    found = kernel_sets(args.ptx_dir, gpu_targets(cp, args.emulate))
    if not found:
        print(f"bench/attention/backward.py: no kernels in {args.ptx_dir}; run "
              f"bench/attention/prepare_backward.py")
        return 1
    gpu = benchlib.gpu_name(cp)
    torch = None
    if not args.emulate:
        try:
            import torch
        except ImportError:
            print("bench/attention/backward.py: no torch: timing tile alone")
    rng = np.random.default_rng(0)
    failures, rows, baselines = 0, [], {}
    for target, folder, head, causal, warps in found:
        ks = KernelSet(cp, folder, head, causal)
        label = f"{target} h{head}{' causal' if causal else ''} ({warps} warps)"
        bh, seqlen = 2, CHECK_SEQLEN
        host, t = arrays(cp, np, rng, bh, seqlen, head)
        ks.forward(np, t["q"], t["k"], t["v"], t["o"], t["lse"], seqlen, bh)
        ks.backward(np, t, seqlen, bh)
        cp.cuda.runtime.deviceSynchronize()
        want = reference_backward(np, *(x for _, x in host), causal)
        errs = []
        for name, w in zip(("dq", "dk", "dv"), want):
            got = (t[name].get().astype(np.uint32) << 16).view(np.float32)
            errs.append(float(np.abs(got - w).max()) / (float(np.abs(w).max()) + 0.5))
        ok = max(errs) < 1e-2  # bf16 P, dS and gradients: 1e-2 of the largest + 5e-3
        failures += not ok
        print(f"{label:40s} dq/dk/dv relative error {max(errs):.2e} "
              f"{'OK' if ok else 'MISMATCH'}", flush=True)
        if args.emulate or not ok:
            continue
        for seqlen in (int(s) for s in args.seqlens.split(",")):
            bh = args.batch_heads
            host, t = arrays(cp, np, rng, bh, seqlen, head)
            ks.forward(np, t["q"], t["k"], t["v"], t["o"], t["lse"], seqlen, bh)
            flops = 2.5 * 4.0 * bh * seqlen * seqlen * head * (0.5 if causal else 1.0)
            seconds = benchlib.median_seconds(cp, lambda: ks.backward(np, t, seqlen, bh),
                                              args.reps)
            row = {"target": target, "head": head, "causal": causal, "warps": warps,
                   "batch_heads": bh, "seqlen": seqlen, "tile_tflops": flops / seconds / 1e12}
            line = f"{label:40s} L={seqlen:5d}: tile {row['tile_tflops']:7.1f} TFLOP/s"
            if torch is not None:
                key = (head, causal, seqlen)
                if key not in baselines:
                    baselines[key] = {}
                    for name, backend in BACKENDS:
                        call = sdpa_backward(torch, backend, causal, *(b for b, _ in host))
                        if callable(call):
                            baselines[key][name] = flops / benchlib.median_seconds(
                                cp, call, args.reps) / 1e12
                        else:
                            print(f"  {name} not timed: {call}")
                for name, other in baselines[key].items():
                    row[f"{name}_tflops"] = other
                    ratio = row["tile_tflops"] / other
                    row["ratio" if name == "torch" else f"ratio_{name}"] = ratio
                    line += f", {name} {other:6.1f} ({ratio:.2f}x)"
            print(line, flush=True)
            rows.append(row)
    return benchlib.finish("attention-backward", gpu, rows, len(found) - failures, failures,
                           args.out, args.emulate)


if __name__ == "__main__":
    sys.exit(main())
