"""ptxas -v on every example kernel (and every bench/gemm experiment), for
the targets it is written for: no register spills, no "Potential
Performance Loss" (ptxas serializing wgmma because other instructions touch
its accumulators in flight, say), and the registers and shared memory fit
the launch configuration that --emit=metadata reports.

    check_resources.py TILE_TRANSLATE PTXAS EXAMPLES_DIR [BENCH_KERNELS_DIR...]

Prints one line per (kernel, target) and a summary line. The per-target
limits are the CUDA programming guide's (an oracle independent of tile's
target table): 64 K 32-bit registers per block, and shared memory per block
with the opt-in attribute.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

# The targets each example is written for.
EXAMPLES = {
    "vector_add.mlir": ["sm_80", "sm_90a", "sm_100a", "sm_120a"],
    "softmax.mlir": ["sm_80", "sm_90a", "sm_100a", "sm_120a"],
    "attention.mlir": ["sm_80", "sm_90a", "sm_100a", "sm_120a"],
    "gemm_bf16.mlir": ["sm_80", "sm_90a", "sm_100a", "sm_120a"],
    "gemm_mxfp8.mlir": ["sm_100a", "sm_120a"],
    "gemm_nvfp4.mlir": ["sm_120a", "sm_121f", "sm_100a", "sm_103a"],
    "hopper_tma_copy.mlir": ["sm_90a", "sm_100a"],
    "gemm_bf16_tma.mlir": ["sm_90a", "sm_100a", "sm_100f", "sm_103a", "sm_90", "sm_120a"],
    "gemm_fp8_tma.mlir": ["sm_90a", "sm_100a", "sm_100f", "sm_103a", "sm_120a"],
    "gemm_i8_tma.mlir": ["sm_90a", "sm_100a", "sm_100f", "sm_103a", "sm_90", "sm_120a"],
    "gemm_bf16_tma_persistent.mlir": ["sm_90a", "sm_100a", "sm_103a", "sm_90", "sm_120a"],
    "gemm_bf16_tma_cluster.mlir": ["sm_90a", "sm_100a", "sm_90", "sm_120a"],
    "gemm_bf16_tma_kn.mlir": ["sm_90a", "sm_100a", "sm_120a"],
    "gemm_bf16_tcgen05_pair.mlir": ["sm_100a", "sm_100f", "sm_103a"],
    "gemm_bf16_tma_store.mlir": ["sm_90a", "sm_100a"],
}
# bench/gemm/kernels/: the Hopper experiments bench/gemm/prepare.sh builds.
BENCH = {
    "gemm_bf16_tma_128x128.mlir": ["sm_90a"],
    "gemm_bf16_tma_64x128.mlir": ["sm_90a"],
    "gemm_bf16_tma_bf16out.mlir": ["sm_90a"],
    "gemm_bf16_tma_cluster2x2.mlir": ["sm_90a"],
    "gemm_bf16_tma_persistent_store.mlir": ["sm_90a", "sm_100a"],
    "gemm_bf16_tma_splitk.mlir": ["sm_90a", "sm_100a"],
    "gemm_fp8_tma_bf16out.mlir": ["sm_90a"],
    "gemm_fp8_tma_persistent_store.mlir": ["sm_90a", "sm_100a"],
    # bench/kernels/: what bench/kernels/check.py runs.
    "reductions.mlir": ["sm_80", "sm_90a", "sm_100a"],
    "fragments.mlir": ["sm_80", "sm_90a", "sm_120a"],
}
KIB = 1024
SMEM_PER_BLOCK = {"sm_80": 163 * KIB, "sm_90": 227 * KIB, "sm_90a": 227 * KIB, "sm_100a": 227 * KIB,
                  "sm_100f": 227 * KIB, "sm_103a": 227 * KIB, "sm_120a": 99 * KIB,
                  "sm_120f": 99 * KIB, "sm_121f": 99 * KIB}
REGISTERS_PER_BLOCK = 64 * KIB


def main():
    tile_translate, ptxas, examples = sys.argv[1:4]
    dirs = [(examples, EXAMPLES)]
    for folder in sys.argv[4:]:
        here = set(f for f in os.listdir(folder) if f.endswith(".mlir"))
        dirs.append((folder, {k: v for k, v in BENCH.items() if k in here} |
                     {k: [] for k in here - set(BENCH)}))
    failures = checks = 0
    for folder, listed in dirs:
        missing = set(f for f in os.listdir(folder) if f.endswith(".mlir")) - set(
            k for k, v in listed.items() if v)
        for name in sorted(missing):
            print(f"FAIL {name}: not listed in check_resources.py (name its targets)")
            failures += 1
    kernels_to_check = [(os.path.join(folder, name), name, targets)
                        for folder, listed in dirs for name, targets in listed.items()]
    with tempfile.TemporaryDirectory() as tmp:
        for src, name, targets in kernels_to_check:
            for target in targets:
                checks += 1
                ptx = os.path.join(tmp, f"{name}.{target}.ptx")
                what = f"{name} on {target}"
                r = subprocess.run([tile_translate, f"--gpu-name={target}", src, "-o", ptx],
                                   capture_output=True, text=True)
                meta = subprocess.run([tile_translate, f"--gpu-name={target}",
                                       "--emit=metadata", src], capture_output=True, text=True)
                if r.returncode or meta.returncode:
                    print(f"FAIL {what}: {(r.stderr or meta.stderr).strip()}")
                    failures += 1
                    continue
                v = subprocess.run([ptxas, f"-arch={target}", "-v", ptx, "-o", os.devnull],
                                   capture_output=True, text=True)
                if v.returncode:
                    print(f"FAIL {what}: ptxas: {v.stderr.strip()}")
                    failures += 1
                    continue
                kernels = {k["name"]: k for k in json.loads(meta.stdout)["kernels"]}
                problems = [line.split("Potential Performance Loss: ")[1].strip()
                            for line in v.stderr.splitlines()
                            if "Potential Performance Loss" in line]
                for fn, body in re.findall(
                        r"Function properties for (\S+)\n(.*?)(?=Compiling entry|\Z)",
                        v.stderr, re.S):
                    spills = [int(x) for x in re.findall(r"(\d+) bytes spill stores", body)]
                    regs = re.search(r"Used (\d+) registers", body)
                    smem = re.search(r"(\d+) bytes smem", body)
                    k = kernels.get(fn)
                    if k is None:
                        problems.append(f"{fn}: not in the metadata")
                        continue
                    if any(spills):
                        problems.append(f"{fn}: {max(spills)} bytes of register spills")
                    threads = k["threads_per_block"]
                    if regs and int(regs.group(1)) * threads > REGISTERS_PER_BLOCK:
                        problems.append(f"{fn}: {regs.group(1)} registers x {threads} threads")
                    shared = (int(smem.group(1)) if smem else 0) + k["dynamic_shared_bytes"]
                    if shared > SMEM_PER_BLOCK[target]:
                        problems.append(f"{fn}: {shared} bytes of shared memory")
                if problems:
                    failures += 1
                    print(f"FAIL {what}: {'; '.join(problems)}")
                else:
                    print(f"ok {what}")
    print(f"resources: {checks} checks, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
