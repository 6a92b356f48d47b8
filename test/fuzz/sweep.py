"""The command line both configuration sweeps share (gemm_sweep.py,
mxfp8_sweep.py): --count configurations drawn from --seed, each run and
judged 'ok', 'rejected' (a located diagnostic) or 'failed'."""

import argparse
import random
import time

import numpy as np


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
