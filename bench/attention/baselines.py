"""What bench/attention/run.py times tile's kernels against, on the GPU,
once per shape (every tile kernel of that shape reuses the numbers):

- torch.nn.functional.scaled_dot_product_attention with its default
  backend (which one torch picks is recorded: torch._fused_sdp_choice),
  and with the cuDNN and the flash (FlashAttention-2) backends forced
  (torch.nn.attention.sdpa_kernel);
- Triton's fused-attention tutorial forward kernel (tensor descriptors),
  where Triton is installed: the kernel as test/python/test_dsl_triton_port.py
  holds it (ported there by changing only the import and decorator), its
  functions' source read from that file and compiled by the real Triton.
  The tutorial's kernel is fp16 (P is cast to float16) and does not mask
  ragged sequence lengths: it runs on fp16 copies of the inputs, with one
  configuration (128 query rows, 8 warps, 3 stages, 128 or 64 keys per
  block for head 64 or 128), not autotuned.

Each baseline is first checked on a small problem (BH = 2, L = 256)
against run.py's float64 NumPy reference (max abs error under 1e-2, the
tolerance tile's kernels get); one that fails or cannot run is reported
with its reason and not timed.
"""

import ast
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
PORT = os.path.join(HERE, "..", "..", "test", "python", "test_dsl_triton_port.py")
TOLERANCE = 1e-2
BACKENDS = (("torch", None), ("torch_cudnn", "CUDNN_ATTENTION"),
            ("torch_flash", "FLASH_ATTENTION"))


def default_backend(torch, q, k, v, causal):
    """The SDPA backend torch picks for these inputs (its name), or None."""
    try:
        from torch.nn.attention import SDPBackend
        choice = torch._fused_sdp_choice(q, k, v, None, 0.0, causal)
        return SDPBackend(choice).name
    except Exception:
        return None


def sdpa(torch, backend, causal):
    """A call (q, k, v) -> o of SDPA, with `backend` (an SDPBackend member
    name) forced, or torch's default (None)."""
    attention = torch.nn.functional.scaled_dot_product_attention
    if backend is None:
        return lambda q, k, v: attention(q, k, v, is_causal=causal)
    from torch.nn.attention import SDPBackend, sdpa_kernel
    member = getattr(SDPBackend, backend)

    def call(q, k, v):
        with sdpa_kernel([member]):
            return attention(q, k, v, is_causal=causal)
    return call


def tutorial_kernel():
    """The tutorial's _attn_fwd_desc compiled by the installed Triton (its
    source from the repository's port), or raises."""
    import triton
    import triton.language as tl
    with open(PORT) as f:
        tree = ast.parse(f.read(), PORT)
    wanted = ("_attn_fwd_inner_desc", "_maybe_make_tensor_desc", "_attn_fwd_desc")
    nodes = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name in wanted]
    if sorted(n.name for n in nodes) != sorted(wanted):
        raise RuntimeError(f"{PORT} no longer defines {', '.join(wanted)}")
    namespace = {"triton": triton, "tl": tl}
    # The original file name and line numbers: @triton.jit reads the source
    # back through inspect.
    exec(compile(ast.Module(body=nodes, type_ignores=[]), PORT, "exec"), namespace)
    return namespace["_attn_fwd_desc"]


def tutorial(torch, kernel, causal):
    """A call (q, k, v) -> o of the tutorial kernel on (1, BH, L, D) fp16
    tensors (host TensorDescriptors over (BH L) x D)."""
    from triton.tools.tensor_descriptor import TensorDescriptor

    def call(q, k, v):
        _, bh, seqlen, head = q.shape
        block_m, block_n = 128, (128 if head <= 64 else 64)
        o = torch.empty_like(q)
        m = torch.empty((bh, seqlen), device=q.device, dtype=torch.float32)
        rows = bh * seqlen
        desc = [TensorDescriptor(x, shape=[rows, head], strides=[head, 1], block_shape=block)
                for x, block in ((q, [block_m, head]), (k, [block_n, head]),
                                 (v, [block_n, head]), (o, [block_m, head]))]
        grid = (seqlen // block_m, bh, 1)
        kernel[grid](1 / math.sqrt(head), m, 1, bh, *desc, seqlen, HEAD_DIM=head,
                     BLOCK_M=block_m, BLOCK_N=block_n, FP8_OUTPUT=False,
                     STAGE=3 if causal else 1, warp_specialize=False, IS_HOPPER=True,
                     num_warps=8, num_stages=3)
        return o
    return call


class Baselines:
    """The baselines' TFLOP/s for each (head, causal, L), measured once."""

    def __init__(self, np, torch, time_it, reference, bf16_bits):
        self.np, self.torch, self.time_it = np, torch, time_it
        self.reference, self.bf16_bits = reference, bf16_bits
        self.cache, self.calls = {}, {}
        try:
            self.kernel, self.kernel_error = tutorial_kernel(), None
        except Exception as e:  # no Triton, or one that cannot compile it
            self.kernel, self.kernel_error = None, f"{type(e).__name__}: {e}"
            print(f"bench/attention: no Triton baseline ({self.kernel_error})", flush=True)

    def _tensors(self, x, fp16):
        t = self.torch.as_tensor(x.view(self.np.int16)).cuda().view(self.torch.bfloat16)
        t = t.view(1, *x.shape)
        return t.to(self.torch.float16) if fp16 else t

    def _checked(self, head, causal):
        """{name: call or the reason it is not timed}, and the default
        backend's name, for one head and mask (each checked once)."""
        key = (head, causal)
        if key in self.calls:
            return self.calls[key]
        np, torch = self.np, self.torch
        rng = np.random.default_rng(head + causal)
        (qb, q), (kb, k), (vb, v) = (self.bf16_bits(np, rng.standard_normal((2, 256, head)))
                                     for _ in range(3))
        want = self.reference(np, q, k, v, causal)
        calls = {}
        candidates = [(name, sdpa(torch, backend, causal), False)
                      for name, backend in BACKENDS]
        if self.kernel is not None:
            candidates.append(("triton", tutorial(torch, self.kernel, causal), True))
        else:
            calls["triton"] = f"not run ({self.kernel_error})"
        for name, call, fp16 in candidates:
            try:
                out = call(*(self._tensors(x, fp16) for x in (qb, kb, vb)))
                torch.cuda.synchronize()
                err = float(np.max(np.abs(out.float().cpu().numpy()[0] - want)))
                calls[name] = call if err < TOLERANCE else f"max error {err:.2e}"
            except Exception as e:
                calls[name] = f"{type(e).__name__}: {str(e).splitlines()[0][:200]}"
            if not callable(calls[name]):
                print(f"bench/attention: {name} h{head}{' causal' if causal else ''} not "
                      f"timed: {calls[name]}", flush=True)
        picked = default_backend(torch, *(self._tensors(x, False) for x in (qb, kb, vb)),
                                 causal)
        self.calls[key] = (calls, picked)
        return self.calls[key]

    def measure(self, head, causal, seqlen, qb, kb, vb, flops):
        """{<name>_tflops: float or None, <name>_error: reason,
        torch_backend: name} for this shape (the inputs: bf16 bit arrays
        (BH, L, D))."""
        key = (head, causal, seqlen)
        if key in self.cache:
            return self.cache[key]
        calls, picked = self._checked(head, causal)
        row = {"torch_backend": picked}
        for name, call in calls.items():
            if not callable(call):
                row[f"{name}_tflops"], row[f"{name}_error"] = None, call
                continue
            tensors = [self._tensors(x, name == "triton") for x in (qb, kb, vb)]
            try:
                row[f"{name}_tflops"] = flops / self.time_it(lambda: call(*tensors)) / 1e12
            except Exception as e:
                row[f"{name}_tflops"], row[f"{name}_error"] = None, f"{type(e).__name__}: {e}"
        self.cache[key] = row
        return row
