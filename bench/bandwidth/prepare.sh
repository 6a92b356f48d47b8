#!/usr/bin/env bash
# Compiles the memory-bound kernels bench/bandwidth/run.py times on a GPU,
# here (the GPU machine has no LLVM 22): examples/vector_add.mlir (f32,
# f16) and examples/softmax.mlir for sm_80 (runs on any GPU from sm_80), in
# three forms: as tile-translate compiles them (each thread holds runs of 4
# consecutive elements: ld/st.global.v4 where aligned), with
# convert-tile-to-llvm{max-run=1} (element l in thread l mod T, one scalar
# load per element: what tile did before the runs) and with max-run=8
# (32 bytes per f32 run in two ld.global.v4, f16 in one 16-byte .v4.b32), so
# one GPU run measures what the runs are worth and which length to default
# to; and _aligned, with the parameters a DSL launch marks divisible by
# 16. Writes bench/bandwidth/ptx/<kernel>[_run1|_run8|_aligned].ptx.
#
#   bench/bandwidth/prepare.sh [OUT_DIR]     (default bench/bandwidth/ptx)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${TILE_BUILD_DIR:-$root/build}"
out="${1:-$root/bench/bandwidth/ptx}"
mkdir -p "$out"
target=sm_80
for k in vector_add softmax; do
  "$build/bin/tile-translate" --gpu-name=$target "$root/examples/$k.mlir" -o "$out/$k.ptx"
  for r in 1 8; do
    "$build/bin/tile-opt" --tile-set-target=gpu-name=$target \
      --tile-assign-layouts=max-run=$r --convert-tile-to-llvm=max-run=$r --tile-to-nvvm "$root/examples/$k.mlir" |
      "$build/bin/tile-translate" --gpu-name=$target -o "$out/${k}_run$r.ptx"
  done
  # _aligned: as a DSL launch compiles it for these arguments (Triton's
  # divisibility specialization): 16-byte aligned pointers and, for
  # vector_add, n a multiple of 16 (tile.divisibility), so every run is one
  # vector access under its first element's mask, with no run-time tests.
  # (softmax's n, 1000 columns, is not.)
  sed -E 's/(%[a-z]+: !tile\.ptr<[a-z0-9]+>)/\1 {tile.divisibility = 16 : i64}/g' \
    "$root/examples/$k.mlir" |
    if [ "$k" = vector_add ]; then
      sed -E 's/%n: i32\)/%n: i32 {tile.divisibility = 16 : i64})/'
    else cat; fi |
    "$build/bin/tile-translate" --gpu-name=$target - -o "$out/${k}_aligned.ptx"
done
grep -q ".ptr .global .align 16" "$out/vector_add_aligned.ptx"
! grep -q "@%tile_p" "$out/vector_add_aligned.ptx"
grep -q "ld.global.v4.b32" "$out/vector_add.ptx"
! grep -q "ld.global.v4" "$out/vector_add_run1.ptx"
ls "$out"/*.ptx | sed "s|^$root/||; s|^|prepared |"
