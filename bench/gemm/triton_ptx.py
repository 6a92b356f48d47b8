#!/usr/bin/env python3
"""Writes the PTX and TTGIR that Triton compiles for run.py's baseline
matmul (Triton's matmul tutorial: 128x256x64 blocks, 8 warps, 3 stages,
bf16), so tile's plain kernels can be read beside the code that reaches
cuBLAS's speed with the same source. GPU machine only (Triton compiles for
the GPU it finds).

    python3 bench/gemm/triton_ptx.py OUT_DIR [M N K]
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    M, N, K = (int(x) for x in sys.argv[2:5]) if len(sys.argv) >= 5 else (4096, 4096, 4096)
    try:
        import torch
        import triton
    except ImportError:
        print("triton_ptx.py: needs torch and triton (the GPU machine)")
        return 0
    if not torch.cuda.is_available():
        print("triton_ptx.py: no CUDA GPU here")
        return 0
    import run
    print("triton_ptx.py: Triton", triton.__version__)
    tri = run.triton_matmul()
    a = torch.randn(M, K, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(K, N, device="cuda", dtype=torch.bfloat16)
    c = torch.empty(M, N, device="cuda", dtype=torch.bfloat16)
    compiled = tri(a, b, c)
    os.makedirs(out, exist_ok=True)
    for key in ("ptx", "ttgir", "cubin"):
        text = compiled.asm.get(key) if compiled is not None else None
        if text:
            with open(os.path.join(out, f"triton_matmul.{key}"), "wb" if key == "cubin" else "w") as f:
                f.write(text)
            if key == "cubin":
                print(f"triton_ptx.py: wrote {out}/triton_matmul.cubin")
                continue
            print(f"triton_ptx.py: wrote {out}/triton_matmul.{key} ({len(text.splitlines())} lines)")
    if compiled is not None:
        print("triton_ptx.py: registers", getattr(compiled, "n_regs", "?"), "spills",
              getattr(compiled, "n_spills", "?"), "shared", compiled.metadata.shared)
    return 0


if __name__ == "__main__":
    sys.exit(main())
