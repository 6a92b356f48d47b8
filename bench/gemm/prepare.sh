#!/usr/bin/env bash
# Compiles the GEMM kernels to PTX on this (CPU) machine for the GPU machine,
# which has no LLVM 22. Writes bench/gemm/ptx/<target>/*.ptx and a manifest
# describing each kernel's launch (grid, block, parameters).
#
# For sm_90a it also compiles the TMA / warp-specialized Hopper GEMM
# (examples/gemm_bf16_tma.mlir, variant "tile_tma") and writes its launch
# metadata (tile-translate --emit=metadata: threads, dynamic shared memory,
# parameter offsets and sizes, which parameters are CUtensorMaps) next to it
# as sm_90a/gemm_bf16_tma.json; run.py launches it from that file.
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
  entries+=("{\"target\": \"$t\", \"kernel\": \"gemm_bf16\", \"variant\": \"tile\", \"ptx\": \"$t/gemm_bf16.ptx\", \"dtype\": \"bf16\", \"block_m\": 128, \"block_n\": 64, \"threads\": 128, \"family\": \"$family\"}")
  echo "prepared $t/gemm_bf16.ptx ($family)"
  if [ "$t" = sm_90a ]; then
    # C[M,N] f32 = A[M,K] bf16 x Bt[N,K]^T bf16, 128x256 output block per CTA
    # (the kernel's program_id x/y blocks); A and Bt are read through two
    # CUtensorMaps passed by value, see the header of the .mlir file.
    "$tt" --gpu-name="$t" "$root/examples/gemm_bf16_tma.mlir" -o "$out/$t/gemm_bf16_tma.ptx"
    "$tt" --gpu-name="$t" --emit=metadata "$root/examples/gemm_bf16_tma.mlir" -o "$out/$t/gemm_bf16_tma.json"
    grep -q "cp.async.bulk.tensor" "$out/$t/gemm_bf16_tma.ptx" ||
      { echo "prepare.sh: $t/gemm_bf16_tma.ptx has no cp.async.bulk.tensor (TMA) instruction" >&2; exit 1; }
    family=$(grep -oE "wgmma.mma_async|mma.sync.aligned" "$out/$t/gemm_bf16_tma.ptx" | head -1)
    entries+=("{\"target\": \"$t\", \"kernel\": \"gemm_bf16_tma\", \"variant\": \"tile_tma\", \"ptx\": \"$t/gemm_bf16_tma.ptx\", \"metadata\": \"$t/gemm_bf16_tma.json\", \"dtype\": \"bf16\", \"b_layout\": \"nk\", \"block_m\": 128, \"block_n\": 256, \"family\": \"$family\"}")
    echo "prepared $t/gemm_bf16_tma.ptx + .json ($family, TMA)"
  fi
done
{
  echo "{\"tile_version\": \"$("$tt" --version | head -1)\","
  echo " \"commit\": \"$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)\","
  echo " \"kernels\": ["
  (IFS=,; echo "  ${entries[*]}")
  echo " ]}"
} > "$out/manifest.json"
echo "manifest: $out/manifest.json"
