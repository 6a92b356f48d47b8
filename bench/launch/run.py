#!/usr/bin/env python3
"""Host-side launch overhead of the tile DSL (no GPU needed).

    PYTHONPATH=build/python_packages python3 bench/launch/run.py [--launches 20000]
        [--capability 8.0] [--json]

Times, in the same run, the Python work of launching a vector add
(unannotated Triton-style parameters, three arrays and an int) through a
driver whose launch does nothing (the PTX emulator's driver with its
launch stubbed out), so only tile's host code counts:

  jit        kernel[grid](x, y, out, n, BLOCK=1024): argument typing, the
             specializations (ints of 1, 16-byte alignment / divisibility),
             the in-memory cache lookup and the argument packing
  compiled   compiled[grid](x, y, out, n) on the CompiledKernel: packing only

and prints microseconds per launch and the ratio jit / compiled (what the
specialization and cache lookup cost on top of packing). A report, not a
test: nothing is asserted. On a GPU the driver's own cuLaunchKernel (a few
microseconds) comes on top of both.
"""

import argparse
import json
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "test", "python"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--launches", type=int, default=20000)
    ap.add_argument("--repeat", type=int, default=5, help="timed rounds (median)")
    ap.add_argument("--capability", default="8.0",
                    help="the emulated GPU's compute capability (default 8.0)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()

    import numpy as np
    import ptxemu
    import tile
    from tile import runtime

    class NullDriver(ptxemu.EmuDriver):
        """The emulator's driver (module loading, capability) with a launch
        that does nothing."""

        def launch(self, *a, **k):
            pass

    drv = NullDriver(tuple(int(c) for c in args.capability.split(".")))
    runtime._DRIVER = drv
    shim = ptxemu.CupyShim()
    shim.memory = drv.memory

    @tile.jit
    def vector_add(x, y, out, n, BLOCK: tile.constexpr):
        offs = tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
        mask = offs < n
        tile.store(out + offs, tile.load(x + offs, mask=mask) + tile.load(y + offs, mask=mask),
                   mask=mask)

    n = 1 << 16
    x, y, out = (shim.asarray(np.zeros(n, np.float32)) for _ in range(3))
    grid = (n // 1024,)
    vector_add[grid](x, y, out, n, BLOCK=1024)  # compile once
    (compiled,) = vector_add._compiled.values()

    def per_launch(call):
        times = []
        for _ in range(args.repeat):
            t = time.perf_counter()
            for _ in range(args.launches):
                call()
            times.append((time.perf_counter() - t) / args.launches * 1e6)
        return statistics.median(times)

    jit = per_launch(lambda: vector_add[grid](x, y, out, n, BLOCK=1024))
    packed = per_launch(lambda: compiled[grid](x, y, out, n))
    result = {"jit_us": jit, "compiled_us": packed, "ratio": jit / packed}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"launch overhead (host, null driver): jit {jit:.1f} us, compiled {packed:.1f} us, "
              f"jit/compiled {jit / packed:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
