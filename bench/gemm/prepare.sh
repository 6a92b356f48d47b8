#!/usr/bin/env bash
# Compiles the GEMM kernels to PTX on this (CPU) machine for the GPU machine,
# which has no LLVM 22. Writes bench/gemm/ptx/<target>/*.ptx and a manifest
# describing each kernel's launch (grid, block, parameters).
#
#   bench/gemm/prepare.sh [targets...]      (default: sm_90a sm_90 sm_80)
#
# Then, on the GPU machine (device tool: carry bench/gemm/ptx):
#   python3 bench/gemm/run.py
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tt="${TILE_BUILD_DIR:-$root/build}/bin/tile-translate"
out="$root/bench/gemm/ptx"
targets=("$@"); [ ${#targets[@]} -gt 0 ] || targets=(sm_90a sm_90 sm_80)
mkdir -p "$out"
entries=()
for t in "${targets[@]}"; do
  mkdir -p "$out/$t"
  "$tt" --gpu-name="$t" "$root/examples/gemm_bf16.mlir" -o "$out/$t/gemm_bf16.ptx"
  family=$(grep -oE "tcgen05.mma|wgmma.mma_async|mma.sync.aligned" "$out/$t/gemm_bf16.ptx" | head -1)
  entries+=("{\"target\": \"$t\", \"kernel\": \"gemm_bf16\", \"ptx\": \"$t/gemm_bf16.ptx\", \"dtype\": \"bf16\", \"block_m\": 128, \"block_n\": 64, \"threads\": 128, \"family\": \"$family\"}")
  echo "prepared $t/gemm_bf16.ptx ($family)"
done
{
  echo "{\"tile_version\": \"$("$tt" --version | head -1)\","
  echo " \"commit\": \"$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)\","
  echo " \"kernels\": ["
  (IFS=,; echo "  ${entries[*]}")
  echo " ]}"
} > "$out/manifest.json"
echo "manifest: $out/manifest.json"
