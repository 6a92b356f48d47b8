#!/usr/bin/env bash
# Compiles the attention kernels bench/attention/run.py times on a GPU, here
# (the GPU machine has no LLVM 22): examples/python/attention.py, head 64
# and 128, causal or not, for sm_80 (mma.sync; runs on any GPU from sm_80)
# and sm_90a (wgmma; H100/H200), head 64 also with runs of 1, both also
# with 128 query rows (_m128_w4 on sm_80, _m128_w8 on sm_90a), the 64-row
# ones (4 or 8 warps) also through the generic pipeliner (_pl3:
# --pipeline-loads=3). Writes
# bench/attention/ptx/<target>/attention_h<D>[_causal][_m<rows>]_w<warps>[_run1|_pl3].ptx,
# and for sm_90a attention_tma_h<D>[_causal]_m128_w8_pl3[_ws4[_pp]].ptx and
# attention_fp8_h<D>[_causal]_m128_w8_n128_pl2[_ws4[_pp]].ptx (below)
# and beside each its metadata (.json: the dynamic shared memory to launch
# with; head 128 keeps its K and V rings there; the _run1 kernels, head 64,
# have none and no .json).
# Compiled for 16-byte aligned Q, K, V and O (--aligned: tile.divisibility,
# what a DSL launch with torch tensors compiles; no run-time alignment tests
# in the copies) and for a seqlen that is a multiple of 128 (--even-n:
# EVEN_N, what a launch at such a length compiles; no key masks but the
# causal one): run.py times and checks such lengths only. The 64-row head
# 128 kernel takes 8 warps on sm_80 (4 spilled once; ptxas now fits them
# in 165 registers) and 4 on sm_90a (two warpgroups would split 64 rows
# unevenly); on sm_80 128 rows on 4 warps is the faster shape (H200,
# 2026-11-29, head 128: 310 against 193 TFLOP/s, bench/results/h200-2026-11-29.md).
#
#   bench/attention/prepare.sh [OUT_DIR]     (default bench/attention/ptx)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="${TILE_BUILD_DIR:-$root/build}"
out="${1:-$root/bench/attention/ptx}"
for t in sm_80 sm_90a; do
  mkdir -p "$out/$t"
  for head in 64 128; do
    warps=4
    [ "$t" = sm_80 ] && [ "$head" = 128 ] && warps=8
    for causal in "" "--causal"; do
      name="attention_h$head${causal:+_causal}_w$warps"
      PYTHONPATH="$build/python_packages" python3 "$root/examples/python/attention.py" \
        --target $t --head $head --num-warps $warps $causal --aligned --even-n > "$out/$t/$name.ptx" 2>/dev/null
      # The launch needs the dynamic shared memory (the K and V rings at
      # head 128 do not fit the 48 KiB of static shared memory): metadata.
      PYTHONPATH="$build/python_packages" python3 "$root/examples/python/attention.py" \
        --target $t --head $head --num-warps $warps $causal --aligned --even-n --ir 2>/dev/null |
        "$build/bin/tile-translate" --gpu-name=$t --emit=metadata -o "$out/$t/$name.json"
      # Head 64 also with runs of 1 (convert-tile-to-llvm{max-run=1}: one
      # element of a tile per thread and slot, as before the runs), to
      # measure what the runs are worth.
      if [ "$head" = 64 ]; then
        PYTHONPATH="$build/python_packages" python3 "$root/examples/python/attention.py" \
          --target $t --head $head --num-warps $warps $causal --aligned --even-n --ir 2>/dev/null |
          "$build/bin/tile-opt" --tile-set-target=gpu-name=$t --tile-lower-dot --tile-pipeline --tile-assign-layouts=max-run=1 \
            --convert-tile-to-llvm=max-run=1 --tile-to-nvvm |
          "$build/bin/tile-translate" --gpu-name=$t -o "$out/$t/${name}_run1.ptx"
      fi
      # Also through the generic pipeliner (--pipeline-loads=3: K and V
      # through 3-stage cp.async rings in the IR, the dots reading them where
      # they lie), to decide whether it becomes the default: _pl3.
      PYTHONPATH="$build/python_packages" python3 "$root/examples/python/attention.py" \
        --target $t --head $head --num-warps $warps $causal --aligned --even-n --ir 2>/dev/null \
        > "$out/$t/${name}_pl3.mlir"
      for emit in ptx metadata; do
        ext=$emit; [ $emit = metadata ] && ext=json
        "$build/bin/tile-translate" --gpu-name=$t --pipeline-loads=3 --emit=$emit \
          "$out/$t/${name}_pl3.mlir" -o "$out/$t/${name}_pl3.$ext"
      done
      rm "$out/$t/${name}_pl3.mlir"
    done
  done
done
# Both also with 128 query rows per program: twice the MMA work per K and
# V block copied. sm_90a on 8 warps (two warpgroups, each its 64 rows);
# sm_80 on 4 (32 rows a warp, each warp its rows' whole S: FlashAttention-2's
# 128 x 64 blocks on 4 warps, the fastest sm_80 shape measured on an H200,
# bench/results/h200-2026-11-29.md runs 4 and 5).
for t in sm_80 sm_90a; do
  warps=8
  [ "$t" = sm_80 ] && warps=4
  for head in 64 128; do
    for causal in "" "--causal"; do
      name="attention_h$head${causal:+_causal}_m128_w$warps"
      PYTHONPATH="$build/python_packages" python3 "$root/examples/python/attention.py" \
        --target $t --head $head --num-warps $warps --block-m 128 $causal --aligned --even-n \
        > "$out/$t/$name.ptx" 2>/dev/null
      PYTHONPATH="$build/python_packages" python3 "$root/examples/python/attention.py" \
        --target $t --head $head --num-warps $warps --block-m 128 $causal --aligned --even-n --ir 2>/dev/null |
        "$build/bin/tile-translate" --gpu-name=$t --emit=metadata -o "$out/$t/$name.json"
    done
  done
done
# sm_80, head 128, also with 32 keys per block (_n32): 128 x 64 blocks need
# 255 registers and spill (28 bytes, causal 56; ptxas -v); 128 x 32 ones do
# not spill (247 registers, causal 255), as FlashAttention-2 takes 128 x 32
# blocks for head 128 where registers are short. For the next GPU run to
# decide between them.
for causal in "" "--causal"; do
  name="attention_h128${causal:+_causal}_m128_w4_n32"
  args=(--target sm_80 --head 128 --num-warps 4 --block-m 128 --block-n 32 $causal --aligned
        --even-n)
  PYTHONPATH="$build/python_packages" python3 "$root/examples/python/attention.py" "${args[@]}" \
    > "$out/sm_80/$name.ptx" 2>/dev/null
  PYTHONPATH="$build/python_packages" python3 "$root/examples/python/attention.py" "${args[@]}" \
    --ir 2>/dev/null |
    "$build/bin/tile-translate" --gpu-name=sm_80 --emit=metadata -o "$out/sm_80/$name.json"
done
# sm_80, head 256 (8 warps, 64 x 64 blocks): two stages of K and V (128
# KiB) do not fit beside Q and the staging, so by default K and V are loaded
# into registers in every iteration (255 registers); through the generic
# pipeliner with one buffer per load (_pl1: --pipeline-loads=1, 64 KiB,
# 246 registers, FlashAttention-2's schedule: V's copy during Q K^T, the
# next K's during P V). For the next GPU run to time against torch's flash
# backend at head 256.
for causal in "" "--causal"; do
  name="attention_h256${causal:+_causal}_w8"
  args=(--target sm_80 --head 256 --num-warps 8 $causal --aligned --even-n)
  PYTHONPATH="$build/python_packages" python3 "$root/examples/python/attention.py" "${args[@]}" \
    > "$out/sm_80/$name.ptx" 2>/dev/null
  PYTHONPATH="$build/python_packages" python3 "$root/examples/python/attention.py" "${args[@]}" \
    --ir 2>/dev/null > "$out/sm_80/${name}.mlir"
  "$build/bin/tile-translate" --gpu-name=sm_80 --emit=metadata "$out/sm_80/$name.mlir" \
    -o "$out/sm_80/$name.json"
  for emit in ptx metadata; do
    ext=$emit; [ $emit = metadata ] && ext=json
    "$build/bin/tile-translate" --gpu-name=sm_80 --pipeline-loads=1 --emit=$emit \
      "$out/sm_80/$name.mlir" -o "$out/sm_80/${name}_pl1.$ext"
  done
  rm "$out/sm_80/$name.mlir"
done
# sm_90a: attention_tma (K and V through TMA tensor maps, which run.py
# encodes) on 128 query rows and 8 warps, through the generic pipeliner's
# 3-stage TMA rings (_pl3), and with FlashAttention-3's producer warpgroup
# issuing the copies beside the two consumer warpgroups (setmaxnreg 40/232:
# _pl3_ws4), those taking turns at the dots (ping-pong: _pl3_ws4_pp).
# Metadata beside each: the block size, the dynamic shared memory and the
# tensor maps' boxes.
# pipelined NAME STAGES ARGS...: the example's IR for ARGS (sm_90a, 128
# rows on 8 warps, aligned) through --pipeline-loads=STAGES, alone, with
# the producer warpgroup (_ws4) and with ping-pong (_ws4_pp): PTX and
# metadata as NAME_pl<STAGES>[_ws4[_pp[_ov]]] (_ov: --overlap-dots, each
# iteration's S = Q K^T issued with the previous block's O += P V, the
# softmax beside the latter: FlashAttention-3's overlap in a warpgroup;
# its consumers hold two stages at once, so it takes 3 stages at least).
pipelined() {
  local name=$1 stages=$2; shift 2
  PYTHONPATH="$build/python_packages" python3 "$root/examples/python/attention.py" \
    --target sm_90a --num-warps 8 --block-m 128 --aligned --even-n --ir "$@" \
    2>/dev/null > "$out/sm_90a/$name.mlir"
  for split in "" ws4 ws4_pp ws4_pp_ov; do
    local s=$stages
    [ "$split" = ws4_pp_ov ] && [ "$s" -lt 3 ] && s=3
    flags=()
    [ -n "$split" ] && flags+=(--warp-specialize=4)
    [ "${split#ws4_pp}" != "$split" ] && flags+=(--ping-pong)
    [ "$split" = ws4_pp_ov ] && flags+=(--overlap-dots)
    for emit in ptx metadata; do
      ext=$emit; [ $emit = metadata ] && ext=json
      "$build/bin/tile-translate" --gpu-name=sm_90a --pipeline-loads=$s "${flags[@]}" \
        --emit=$emit "$out/sm_90a/$name.mlir" \
        -o "$out/sm_90a/${name}_pl$s${split:+_$split}.$ext"
    done
  done
  rm "$out/sm_90a/$name.mlir"
}
for head in 64 128; do
  for causal in "" "--causal"; do
    pipelined "attention_tma_h$head${causal:+_causal}_m128_w8" 3 --tma --head $head $causal
  done
done
# ... and attention_tma_persistent (_persist: a program per SM loops over the
# (query block, head) tiles; the K/V rings shared by the tiles, the producer
# warpgroup copying the next tile's K and V while the consumers finish this
# one: FlashAttention-3's persistent kernel), at head 128.
for causal in "" "--causal"; do
  pipelined "attention_tma_persist_h128${causal:+_causal}_m128_w8" 3 --tma --persistent \
    --head 128 $causal
done
# sm_90a: attention_fp8 (e4m3 Q, K and V^T with per-tensor scales, K and
# V^T through TMA maps) at head 128 and 64: 128 rows on 8 warps, 128-key
# blocks (V^T's boxes of 128-byte rows; K's of 64-byte rows at head 64, in
# 64-byte-swizzled rings), 2-stage TMA rings (_pl2), with the producer
# warpgroup (_ws4) and ping-pong (_ws4_pp): FlashAttention-3's fp8 forward.
for head in 128 64; do
  for causal in "" "--causal"; do
    pipelined "attention_fp8_h$head${causal:+_causal}_m128_w8_n128" 2 --fp8 --tma --head $head \
      --block-n 128 $causal
  done
done
ls "$out"/*/*.ptx | sed "s|^$root/||; s|^|prepared |"
# The training kernels bench/attention/backward.py times (prints a
# "prepared" line per kernel set).
PYTHONPATH="$build/python_packages" python3 "$root/bench/attention/prepare_backward.py" "$out"
