"""Helpers of the emulator tests that run a kernel through tile-opt's
generic passes and then tile-translate (test_buffers_emulated.py,
test_tcgen05_copies_emulated.py)."""

import json
import os
import subprocess

import numpy as np


def opt_then_translate(tile_translate, target, passes, path):
    """`path` through tile-opt (the target, then `passes`) and tile-translate:
    the tile-opt output, the PTX and the kernel's launch metadata."""
    tile_opt = os.path.join(os.path.dirname(tile_translate), "tile-opt")
    ir = subprocess.run([tile_opt, f"--tile-set-target=gpu-name={target}", *passes, path],
                        capture_output=True, text=True)
    assert ir.returncode == 0, ir.stderr
    out = {}
    for emit in ("ptx", "metadata"):
        r = subprocess.run([tile_translate, f"--gpu-name={target}", f"--emit={emit}", "-",
                            "-o", "-"], input=ir.stdout, capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        out[emit] = r.stdout
    return ir.stdout, out["ptx"], json.loads(out["metadata"])["kernels"][0]


def bf16(x):
    """`x` rounded to bf16 (to nearest even): its bit patterns (uint16) and
    its values (float32)."""
    b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    bits = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)
    return bits, (bits.astype(np.uint32) << 16).view(np.float32)
