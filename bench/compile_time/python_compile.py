"""Compile time of the Python GEMM example: in-process vs. the tile-translate process.

    PYTHONPATH=build/python_packages python3 bench/compile_time/python_compile.py \
        [--target sm_90a] [--repeat 15] [--warmup 3] [--build-dir build] [--json]

Medians (milliseconds) after warm-up, for examples/python/gemm.py's kernel
(64x64x32 bf16 blocks, f32 accumulators, num_warps=4):

  trace     gemm.ir(): Python tracing to tile IR only
  compile   gemm.compile(target, cache=False): trace + tile.compile in this
            process -- the "in-process Python compile"
  ir-only   tile.compile(ir) on the traced IR (the C++ pipeline alone)
  cached    gemm.compile(target) answered by the disk cache (a fresh Kernel
            object each time: trace + cache read)
  process   build/bin/tile-translate --gpu-name=T gemm.mlir -o gemm.ptx, a new
            process each time, on the same IR

and the ratio process / compile. trace, compile, ir-only and process are
measured alternately (one sample of each per round).

Then, where the module has it (_tile.compile_timing), the stages of the
in-process compile of the same IR: median ms of each over --repeat timed
compiles (MLIR's timing report: the context, the parse, every pass,
translation to LLVM IR, the LLVM -O3 pipeline, NVPTX codegen; "Rest" is
what no timer covers: validating options, destroying the context, copying
the output). This is a report, not a test: nothing is
asserted (timings depend on the machine and its load).
"""

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))


def _import_tile(build_dir):
    try:
        import tile
    except ImportError:
        sys.path.insert(0, os.path.join(build_dir, "python_packages"))
        import tile
    return tile


def _load_example(name):
    path = os.path.join(ROOT, "examples", "python", f"{name}.py")
    spec = importlib.util.spec_from_file_location(f"tile_example_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _time_ms(fn, repeat, warmup):
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t0) * 1e3)
    return samples


def _time_rounds(fns, repeat, warmup):
    """{name: samples (ms)} taking one sample of every function per round."""
    for _ in range(warmup):
        for fn in fns.values():
            fn()
    samples = {name: [] for name in fns}
    for _ in range(repeat):
        for name, fn in fns.items():
            t0 = time.perf_counter()
            fn()
            samples[name].append((time.perf_counter() - t0) * 1e3)
    return samples


def _stages(tile, ir, gpu_name, repeat, warmup):
    """{stage: median ms} from _tile.compile_timing, in pipeline order; None
    when the module predates it."""
    native = getattr(tile, "_tile", None)
    if native is None or not hasattr(native, "compile_timing"):
        return None
    per = {}
    for i in range(warmup + repeat):
        (ok, _, message, _), report = native.compile_timing(
            ir, "gemm.mlir", gpu_name, "", 3, False, False, "auto")
        if not ok:
            raise RuntimeError(message)
        if i < warmup:
            continue
        for entry in json.loads(report):
            per.setdefault(entry["name"], []).append(entry["wall"]["duration"] * 1e3)
    return {name: statistics.median(v) for name, v in per.items()}


def _summary(samples):
    return {"median_ms": statistics.median(samples), "min_ms": min(samples),
            "max_ms": max(samples), "n": len(samples)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="sm_90a")
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--build-dir", default=os.environ.get("TILE_BUILD_DIR")
                        or os.path.join(ROOT, "build"))
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    repeat = max(args.repeat, 1)
    warmup = max(args.warmup, 0)

    tile = _import_tile(args.build_dir)
    gemm_module = _load_example("gemm")
    gemm = gemm_module.gemm
    target = tile.Target(args.target)
    translate = os.path.join(args.build_dir, "bin", "tile-translate")

    results = {}
    with tempfile.TemporaryDirectory(prefix="tile-bench-") as tmp:
        old_cache = os.environ.get("TILE_CACHE_DIR")
        os.environ["TILE_CACHE_DIR"] = os.path.join(tmp, "cache")
        try:
            ir = gemm.ir(target=target, locations=True)
            mlir = os.path.join(tmp, "gemm.mlir")
            with open(mlir, "w", encoding="utf-8") as f:
                f.write(ir)
            out = os.path.join(tmp, "gemm.ptx")
            timed = {"trace": lambda: gemm.ir(target=target),
                     "compile": lambda: gemm.compile(target, cache=False),
                     "ir-only": lambda: tile.compile(ir, gpu_name=target.name)}
            if os.access(translate, os.X_OK):
                cmd = [translate, f"--gpu-name={target.name}", mlir, "-o", out]
                timed["process"] = lambda: subprocess.run(cmd, check=True)
            # Alternated: one sample of each in every round, so that a change
            # in the machine's load touches all of them alike.
            samples = _time_rounds(timed, repeat, warmup)
            for name in timed:
                results[name] = _summary(samples[name])
            gemm.compile(target)  # fills the disk cache

            def cached():
                compiled = tile.Kernel(gemm.fn).compile(target)
                assert compiled.from_cache
            results["cached"] = _summary(_time_ms(cached, repeat, warmup))
            stages = _stages(tile, ir, target.name, repeat, warmup)

            if "process" in timed:
                with open(out, encoding="utf-8") as f:
                    same = f.read() == tile.compile(ir, gpu_name=target.name)
            else:
                same = None
        finally:
            if old_cache is None:
                os.environ.pop("TILE_CACHE_DIR", None)
            else:
                os.environ["TILE_CACHE_DIR"] = old_cache

    compiled = gemm.compile(target, cache=False)
    report = {
        "kernel": "examples/python/gemm.py (64x64x32 bf16, f32 acc, num_warps=4)",
        "target": target.name,
        "tile": tile.version_string(),
        "cpus": os.cpu_count(),
        "loadavg": list(os.getloadavg()) if hasattr(os, "getloadavg") else None,
        "ptx_has_wgmma": "wgmma.mma_async" in compiled.ptx,
        "same_ptx_as_tile_translate": same,
        "results": results,
    }
    if stages:
        report["stages_ms"] = stages
    if "process" in results:
        report["ratio_process_over_compile"] = (results["process"]["median_ms"]
                                                / results["compile"]["median_ms"])
    report["compile_median_within_60ms"] = results["compile"]["median_ms"] <= 60.0
    if "process" in results:
        report["compile_within_half_process"] = report["ratio_process_over_compile"] >= 2.0

    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"GEMM example for {target.name}: {report['kernel']}")
    print(f"{tile.version_string()}; {report['cpus']} CPUs, load average "
          f"{', '.join(f'{x:.2f}' for x in report['loadavg'] or [])}")
    print(f"median of {repeat} after {warmup} warm-up runs:")
    print(f"  {'':10} {'median ms':>10} {'min ms':>10} {'max ms':>10}")
    for name, r in results.items():
        print(f"  {name:10} {r['median_ms']:10.2f} {r['min_ms']:10.2f} {r['max_ms']:10.2f}")
    if "ratio_process_over_compile" in report:
        print(f"tile-translate process / in-process Python compile: "
              f"{report['ratio_process_over_compile']:.2f}x")
        print(f"tile-translate output identical to tile.compile: {same}")
    else:
        print(f"({translate} not found: no process comparison)")
    if stages:
        print(f"stages of ir-only (median ms of {repeat} timed compiles):")
        for name, ms in stages.items():
            print(f"  {name:28} {ms:8.2f}")
    print(f"in-process compile median <= 60 ms: "
          f"{'yes' if report['compile_median_within_60ms'] else 'no'}")
    if "compile_within_half_process" in report:
        print(f"in-process compile <= 0.5x the process: "
              f"{'yes' if report['compile_within_half_process'] else 'no'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
