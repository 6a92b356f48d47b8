#!/usr/bin/env bash
# Compiles the non-GEMM kernels whose numerics bench/kernels/check.py checks
# on a GPU (reductions, approximate math, softmax, vector_add) to PTX on
# this (CPU) machine; the GPU machine has no LLVM 22. Writes
# bench/kernels/ptx/<target>/*.ptx.
#
#   bench/kernels/prepare.sh [OUT_DIR]     (default bench/kernels/ptx)
#
# Then, on the GPU machine (device tool: carry bench/kernels/ptx):
#   python3 bench/kernels/check.py
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${TILE_BUILD_DIR:-$root/build}"
tt="$build/bin/tile-translate"
out="${1:-$root/bench/kernels/ptx}"
mkdir -p "$out/sm_90a" "$out/sm_80" "$out/sm_75" "$out/sm_72"
# The reductions and math for sm_90a; the math again for sm_75
# (tanh.approx.f32) and sm_72 (tanh from ex2.approx), both of which a newer
# GPU runs through the driver's JIT.
for t in sm_90a sm_75 sm_72; do
  "$tt" --gpu-name=$t "$root/bench/kernels/reductions.mlir" -o "$out/$t/reductions.ptx"
done
"$tt" --gpu-name=sm_90a "$root/examples/softmax.mlir" -o "$out/sm_90a/softmax.ptx"
"$tt" --gpu-name=sm_90a "$root/examples/vector_add.mlir" -o "$out/sm_90a/vector_add.ptx"
# The DSL softmax: 4 rows per program, 1000 columns in a 1024-wide block.
PYTHONPATH="$build/python_packages" python3 "$root/examples/python/softmax.py" \
  --target sm_90a --cols 1000 --rows-per-program 4 > "$out/sm_90a/softmax_dsl.ptx"
# The DSL layer norm: 1000 columns in a 1024-wide block.
PYTHONPATH="$build/python_packages" python3 "$root/examples/python/layernorm.py" \
  --target sm_90a --cols 1000 > "$out/sm_90a/layernorm_dsl.ptx"
# Tensor-core results reduced in registers, and attention (examples/attention.mlir
# and the causal DSL kernel): mma.sync on sm_80 (which the emulator runs too:
# check.py --emulate), wgmma on sm_90a.
for t in sm_80 sm_90a; do
  "$tt" --gpu-name=$t "$root/bench/kernels/fragments.mlir" -o "$out/$t/fragments.ptx"
  "$tt" --gpu-name=$t "$root/examples/attention.mlir" -o "$out/$t/attention.ptx"
  PYTHONPATH="$build/python_packages" python3 "$root/examples/python/attention.py" \
    --target $t --causal > "$out/$t/attention_causal_dsl.ptx" 2>/dev/null
done
grep -q "tanh.approx.f32" "$out/sm_75/reductions.ptx"
! grep -q "tanh.approx" "$out/sm_72/reductions.ptx"
grep -q "shfl.sync.bfly" "$out/sm_90a/reductions.ptx"
ls "$out"/*/*.ptx | sed "s|^$root/||; s|^|prepared |"
