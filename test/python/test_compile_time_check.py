"""scripts/compile-time-check: compares the ratios of a bench/compile_time run
with a baseline and fails on any more than 15% above it (the command
docs/golden.md and bench/compile_time/README.md say to run after a change to
lib/ or PTX emission). Checked here on saved runs, without timing anything."""

import copy
import json
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCRIPT = os.path.join(ROOT, "scripts", "compile-time-check")


def _run(tmp_path, kernels, growth, compile_ms, process_ms):
    run = {"info": {"host": "test"}, "kernels": [
        {"kernel": f"{k}.sm_90a", "target": "sm_90a", "cpu_ratio": r} for k, r in kernels.items()],
        "growth": [{"copies": c, "cpu_ratio": r} for c, r in growth.items()]}
    py = {"results": {"compile": {"median_ms": compile_ms}, "process": {"median_ms": process_ms}}}
    return run, py


def _write(tmp_path, name, data):
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return str(path)


def _check(tmp_path, base, now, *extra):
    base_run = _write(tmp_path, "base_run.json", base[0])
    base_py = _write(tmp_path, "base_py.json", base[1])
    baseline = str(tmp_path / "baseline.json")
    subprocess.run([sys.executable, SCRIPT, "--from", base_run, "--python-from", base_py,
                    "--baseline", baseline, "--update"], check=True, capture_output=True)
    now_run = _write(tmp_path, "now_run.json", now[0])
    now_py = _write(tmp_path, "now_py.json", now[1])
    return subprocess.run([sys.executable, SCRIPT, "--from", now_run, "--python-from", now_py,
                           "--baseline", baseline, *extra], capture_output=True, text=True)


def test_same_ratios_pass(tmp_path):
    base = _run(tmp_path, {"gemm_bf16": 0.7, "vector_add": 0.4}, {1: 0.4, 16: 0.5}, 60.0, 180.0)
    p = _check(tmp_path, base, copy.deepcopy(base))
    assert p.returncode == 0, p.stdout
    assert "no ratio more than 15% above the baseline (5 compared)" in p.stdout


def test_a_slower_kernel_fails_and_is_named(tmp_path):
    base = _run(tmp_path, {"gemm_bf16": 0.7, "vector_add": 0.4}, {1: 0.4}, 60.0, 180.0)
    now = _run(tmp_path, {"gemm_bf16": 0.7 * 1.2, "vector_add": 0.4 * 1.1}, {1: 0.4}, 60.0, 180.0)
    p = _check(tmp_path, base, now)
    assert p.returncode == 1
    assert "tile/bare cpu gemm_bf16.sm_90a" in p.stdout.splitlines()[-1]
    assert "vector_add" not in p.stdout.splitlines()[-1]
    # A looser threshold lets the same run pass.
    assert _check(tmp_path, base, now, "--threshold", "0.25").returncode == 0


def test_in_process_against_process_is_compared(tmp_path):
    base = _run(tmp_path, {"gemm_bf16": 0.7}, {}, 60.0, 180.0)
    now = _run(tmp_path, {"gemm_bf16": 0.7}, {}, 190.0, 200.0)
    p = _check(tmp_path, base, now)
    assert p.returncode == 1
    assert "in-process/process python gemm" in p.stdout.splitlines()[-1]
