"""What the configuration sweeps share (gemm_sweep.py, mxfp8_sweep.py,
cp_async_sweep.py): the command line (--count configurations drawn from
--seed, each run and judged 'ok', 'rejected' (a located diagnostic) or
'failed'), the verdict of a step that raised, and tile.runtime on the
emulator."""

import argparse
import contextlib
import random
import time
import traceback

import numpy as np


def guarded(fn):
    """(fn(), None), or (None, verdict) when it raised: a located compile
    diagnostic or a refused launch is 'rejected', an emulator error or any
    other exception 'failed'."""
    import ptxemu
    import tile
    try:
        return fn(), None
    except tile.CompileError as e:
        return None, ("rejected", str(e).splitlines()[0][:300])
    except tile.LaunchError as e:
        return None, ("rejected", f"launch: {str(e)[:300]}")
    except ptxemu.EmuError as e:
        return None, ("failed", f"emulator: {str(e)[:600]}")
    except Exception:
        return None, ("failed", traceback.format_exc()[-600:])


@contextlib.contextmanager
def emulated_runtime(capability, seed):
    """tile.runtime on the emulator's driver (a device of `capability`,
    random schedule from `seed`) for the block; yields its CupyShim."""
    import ptxemu
    from tile import runtime
    shim = ptxemu.CupyShim()
    drv = ptxemu.EmuDriver(capability, shim.memory, schedule="random", seed=seed)
    saved = runtime._DRIVER, runtime._FUNCTIONS, runtime._DYNAMIC_ALLOWED
    runtime._DRIVER, runtime._FUNCTIONS, runtime._DYNAMIC_ALLOWED = drv, {}, set()
    try:
        yield shim
    finally:
        runtime._DRIVER, runtime._FUNCTIONS, runtime._DYNAMIC_ALLOWED = saved


def judge(got, want):
    """('ok' | 'failed', message) for a computed C (NaN where unwritten)
    against its float64 value: relative Frobenius error below 1e-5."""
    if np.isnan(got).any():
        return "failed", f"{int(np.isnan(got).sum())} of {got.size} elements not written"
    rel = float(np.linalg.norm(got - want) / max(np.linalg.norm(want), 1e-30))
    return ("ok" if rel < 1e-5 else "failed"), f"relative error {rel:.2e}"


def main(name, description, config, run_config, context, argv=None):
    """config(rng) -> a configuration; run_config(cfg, context) ->
    (verdict, message); context() builds what every run shares (the
    kernel). Exit status 1 when any configuration failed."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    shared = context()
    counts = {"ok": 0, "rejected": 0, "failed": 0}
    start = time.time()
    for i in range(args.count):
        cfg = config(random.Random(f"{args.seed}:{i}"))
        verdict, msg = run_config(cfg, shared)
        counts[verdict] += 1
        if verdict == "failed" or args.verbose:
            print(f"config {i}: {verdict}: {cfg}: {msg}", flush=True)
    print(f"{name}: {args.count} configurations, {counts['ok']} agree, {counts['rejected']} "
          f"rejected, {counts['failed']} failed ({time.time() - start:.0f} s)")
    return 1 if counts["failed"] else 0
