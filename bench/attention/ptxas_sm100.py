#!/usr/bin/env python3
"""Registers and spills (ptxas -v) of the DSL attention kernels on sm_100a.

No GPU runs them here: this is what `ptxas` allocates for the 128-row
Blackwell forms (both dots tcgen05) of examples/python/attention.py, for
`attention` (cp.async rings) and `attention_tma` (TMA rings), head 64 and
128 on 4 and 8 warps, pipelined (the default 2 stages) and not
(num_stages=1). Non-causal, ragged (EVEN_N=False).

    PYTHONPATH=build/python_packages python3 bench/attention/ptxas_sm100.py [PTX_DIR]

Each line: kernel, head, warps, stages, registers, spill stores, and how
many 16-byte cp.async copies and ld.global.b16 loads the PTX has.
"""
import importlib.util
import os
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]


def main():
    out = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/ptxas_sm100")
    out.mkdir(parents=True, exist_ok=True)
    ptxas = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
    if not os.path.exists(ptxas):
        print("no ptxas: nothing to measure")
        return 0
    spec = importlib.util.spec_from_file_location(
        "attention", ROOT / "examples" / "python" / "attention.py")
    ex = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ex)
    for kernel in ["attention", "attention_tma"]:
        for head, warps in [(64, 4), (64, 8), (128, 8), (128, 4)]:
            for stages in [None, 1]:
                compiled = getattr(ex, kernel).compile(
                    "sm_100a", num_warps=warps, cache=False, HEAD=head, CAUSAL=False, GROUP=1,
                    BLOCK_M=128, num_stages=stages, EVEN_N=False)
                name = out / f"{kernel}_h{head}_w{warps}_s{stages or 2}.ptx"
                name.write_text(compiled.ptx)
                log = subprocess.run([ptxas, "-arch=sm_100a", "-v", str(name), "-o", os.devnull],
                                     capture_output=True, text=True, check=True).stderr
                regs = next(l.split("Used")[1].split(",")[0].strip()
                            for l in log.splitlines() if "Used" in l)
                spill = next(l.split("frame,")[1].split(",")[0].strip()
                             for l in log.splitlines() if "spill stores" in l)
                print(f"{kernel:14s} head {head:3d} warps {warps} stages {stages or 2}: "
                      f"{regs}, {spill}; cp.async 16 B: {compiled.ptx.count('cp.async.cg')}, "
                      f"ld.global.b16: {compiled.ptx.count('ld.global.b16')}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
