#!/usr/bin/env python3
"""Compiles the training kernels of examples/python/attention.py for
bench/attention/backward.py (here: the GPU machine has no LLVM 22): for
sm_80 (any GPU from sm_80) and sm_90a, head 64 (4 warps) and 128 (8
warps), causal or not, the four kernels attention_train, attention_bwd_delta,
attention_bwd_dkdv and attention_bwd_dq, each compiled for 16-byte aligned
tensors and whole blocks (EVEN_N: what a launch with torch tensors at
lengths that are multiples of 128 compiles), into
OUT/<target>/backward/h<D>[_causal]_w<warps>/<kernel>.ptx with
<kernel>.json beside it (threads, dynamic shared memory).

    python3 bench/attention/prepare_backward.py OUT_DIR
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "examples", "python"))
import attention  # noqa: E402  (examples/python/attention.py: imports tile)

KERNELS = ("attention_train", "attention_bwd_delta", "attention_bwd_dkdv", "attention_bwd_dq")


def main() -> int:
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "ptx")
    for target in ("sm_80", "sm_90a"):
        for head, warps in ((64, 4), (128, 8)):
            for causal in (False, True):
                folder = os.path.join(out, target, "backward",
                                      f"h{head}{'_causal' if causal else ''}_w{warps}")
                os.makedirs(folder, exist_ok=True)
                for name in KERNELS:
                    kernel = getattr(attention, name)
                    meta = {"HEAD": head}
                    if name != "attention_bwd_delta":
                        meta["CAUSAL"] = causal
                        meta["EVEN_N"] = True
                    pointers = [p.name for p in kernel.params if p.kind == "pointer"]
                    compiled = kernel.compile(target, num_warps=warps, divisible=pointers,
                                              **meta)
                    with open(os.path.join(folder, f"{name}.ptx"), "w") as f:
                        f.write(compiled.ptx)
                    with open(os.path.join(folder, f"{name}.json"), "w") as f:
                        json.dump({"threads": compiled.num_threads,
                                   "dynamic_shared_bytes": compiled.dynamic_shared_bytes}, f)
                print(f"prepared {os.path.relpath(folder, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
