#!/usr/bin/env python3
"""Checks every target's minimum PTX version against the tools themselves.

For each row of `tile-translate --list-targets`:
  * tile-translate's `.version` for a tiny kernel equals the table's minimum;
  * LLVM 22 `llc -mcpu=<T>` prints the same `.version` (when llc is given);
  * CUDA's ptxas accepts an empty kernel at that version and rejects it one
    PTX version below (when ptxas is given and knows the target).

usage: check_min_ptx.py TILE_TRANSLATE KERNEL.mlir [--llc LLC] [--ptxas PTXAS]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

# Every PTX ISA version LLVM 22 knows, in order.
PTX_VERSIONS = ["3.2", "4.0", "4.1", "4.2", "4.3", "5.0", "6.0", "6.1", "6.2",
                "6.3", "6.4", "6.5", "7.0", "7.1", "7.2", "7.3", "7.4", "7.5",
                "7.6", "7.7", "7.8", "8.0", "8.1", "8.2", "8.3", "8.4", "8.5",
                "8.6", "8.7", "8.8", "9.0"]
# Where ptxas alone is more lenient than llc (SPEC section 2): ptxas accepts
# sm_88 from PTX 7.3 but llc requires 9.0. tile follows llc, the stricter.
PTXAS_MORE_LENIENT = {"sm_88"}


def version_of(ptx):
    m = re.search(r"^\.version (\d+\.\d+)", ptx, re.M)
    return m.group(1) if m else None


def run(cmd, stdin=None):
    return subprocess.run(cmd, input=stdin, capture_output=True, text=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tile_translate")
    ap.add_argument("kernel")
    ap.add_argument("--llc")
    ap.add_argument("--ptxas")
    args = ap.parse_args()

    rows = run([args.tile_translate, "--list-targets"]).stdout.splitlines()[1:]
    failures, checks = [], 0
    tmp = tempfile.mkdtemp()
    for row in rows:
        name, notes = row.split()[0], row
        info = json.loads(run([args.tile_translate, "--gpu-name=" + name,
                               "--print-target-info"]).stdout)
        minimum = info["min_ptx_version"]
        emittable = "placeholder" not in notes
        if emittable:
            out = run([args.tile_translate, "--gpu-name=" + name, args.kernel])
            checks += 1
            if out.returncode != 0 or version_of(out.stdout) != minimum:
                failures.append(f"{name}: tile-translate .version "
                                f"{version_of(out.stdout)} != {minimum} "
                                f"{out.stderr.strip()}")
            if args.llc:
                llc = run([args.llc, "-mtriple=nvptx64-nvidia-cuda",
                           "-mcpu=" + name],
                          stdin="define void @f() { ret void }\n")
                checks += 1
                if version_of(llc.stdout) != minimum:
                    failures.append(f"{name}: llc .version "
                                    f"{version_of(llc.stdout)} != {minimum}")
        if args.ptxas and "ptxas 13" not in notes and emittable:
            def ptxas_accepts(version):
                path = os.path.join(tmp, f"{name}_{version}.ptx")
                with open(path, "w") as f:
                    f.write(f".version {version}\n.target {name}\n"
                            ".address_size 64\n.visible .entry k() { ret; }\n")
                return run([args.ptxas, "-arch=" + name, path,
                            "-o", os.devnull]).returncode == 0
            checks += 1
            if not ptxas_accepts(minimum):
                failures.append(f"{name}: ptxas rejects .version {minimum}")
            below = PTX_VERSIONS[PTX_VERSIONS.index(minimum) - 1]
            if name not in PTXAS_MORE_LENIENT:
                checks += 1
                if ptxas_accepts(below):
                    failures.append(f"{name}: ptxas accepts .version {below}, "
                                    f"below tile's minimum {minimum}")
    for f in failures:
        print("FAIL:", f)
    print(f"{checks - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
