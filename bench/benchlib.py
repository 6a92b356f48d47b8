"""What the GPU-side benchmark scripts share (bench/attention/run.py,
bench/bandwidth/run.py; bench/gemm/run.py the shared-memory opt-in): the
device (cupy, or the PTX emulator's CuPy stand-in with --emulate),
CUDA-event timing, the shared-memory opt-in and the JSON report."""

import datetime
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def device(bench, emulate):
    """cupy (or, with `emulate`, test/python/ptxemu.py's CupyShim); None
    after saying why where there is no CUDA GPU with cupy."""
    if emulate:
        sys.path.insert(0, os.path.join(ROOT, "test", "python"))
        import ptxemu
        return ptxemu.CupyShim()
    try:
        import cupy as cp
        if cp.cuda.runtime.getDeviceCount() == 0:
            raise RuntimeError("no device")
        return cp
    except Exception as e:  # ImportError, or CUDA without a device
        print(f"bench/{bench}: no CUDA GPU with cupy here ({type(e).__name__}: {e}); "
              f"run bench/{bench}/prepare.sh here and this script where there is one")
        return None


def gpu_name(cp):
    return cp.cuda.runtime.getDeviceProperties(0)["name"].decode()


def allow_dynamic_shared(fn, dynamic_bytes):
    """Lets cupy function `fn` launch with `dynamic_bytes` of dynamic shared
    memory. A block's static and dynamic shared memory together above 48 KiB
    need the opt-in (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES): set it
    for any dynamic size, since testing the dynamic size alone against
    48 KiB misses a kernel with static shared memory beside (attention at
    head 64 through --pipeline-loads=3: 8 KiB static and 48 KiB dynamic
    failed its launch with CUDA_ERROR_INVALID_VALUE, 2026-11-29)."""
    if dynamic_bytes > 0:
        fn.max_dynamic_shared_size_bytes = dynamic_bytes


def median_seconds(cp, call, reps):
    """The median of `reps` timed calls (CUDA events), after one warm-up."""
    call()
    start, stop = cp.cuda.Event(), cp.cuda.Event()
    times = []
    for _ in range(reps):
        start.record()
        call()
        stop.record()
        stop.synchronize()
        times.append(cp.cuda.get_elapsed_time(start, stop))
    return sorted(times)[len(times) // 2] * 1e-3


def finish(bench, gpu, rows, correct, failures, out, emulate):
    """Prints the summary line, writes <out>/<gpu>-<bench>-<date>.json
    (with `out`, unless emulated); returns the exit status (1 if any kernel
    was wrong)."""
    summary = f"bench/{bench} on {gpu}: {correct} kernels correct, {failures} not"
    print(summary)
    if out and not emulate:
        write_report(out, bench, gpu, rows, summary)
    return 1 if failures else 0


def write_report(out, bench, gpu, rows, summary):
    """<out>/<gpu>-<bench>-<date>.json."""
    os.makedirs(out, exist_ok=True)
    stem = f"{gpu.replace(' ', '_')}-{bench}-{datetime.date.today().isoformat()}.json"
    with open(os.path.join(out, stem), "w") as f:
        json.dump({"gpu": gpu, "results": rows, "summary": summary}, f, indent=1)
