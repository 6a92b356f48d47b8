#!/usr/bin/env bash
# Compiles the GEMM kernels to PTX on this (CPU) machine for the GPU machine,
# which has no LLVM 22. Writes bench/gemm/ptx/<target>/*.ptx and a manifest
# describing each kernel's launch (grid, block, parameters).
#
# For sm_90 it compiles examples/gemm_bf16_tma.mlir too (variant
# "tile_tma_sync": the TMA + mma.sync pipeline of sm_120).
# For sm_90a (and sm_100a, when asked: for bench/gemm/emulate.py, since the
# GPU machines are Hoppers) it also compiles the TMA / warp-specialized GEMMs
# (examples/gemm_bf16_tma.mlir, variant "tile_tma"; on sm_90a also through
# the generic passes, variant "tile_tma_generic") and writes its launch
# metadata (tile-translate --emit=metadata: threads, dynamic shared memory,
# parameter offsets and sizes, which parameters are CUtensorMaps) next to it
# as sm_90a/gemm_bf16_tma.json; run.py launches it from that file.
#
#   bench/gemm/prepare.sh [--out DIR] [targets...]
#       (default: bench/gemm/ptx; sm_90a sm_90 sm_80)
#
# Then, on the GPU machine (device tool: carry bench/gemm/ptx):
#   python3 bench/gemm/run.py
# Or here, the TMA kernels on the PTX emulator: python3 bench/gemm/emulate.py
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tt="${TILE_BUILD_DIR:-$root/build}/bin/tile-translate"
to="${TILE_BUILD_DIR:-$root/build}/bin/tile-opt"
out="$root/bench/gemm/ptx"
if [ "${1:-}" = --out ]; then out="$2"; shift 2; fi
targets=("$@"); [ ${#targets[@]} -gt 0 ] || targets=(sm_90a sm_90 sm_80)
mkdir -p "$out"
entries=()
# One TMA kernel: PTX, its --emit=metadata JSON, and a manifest entry whose
# variant is tile_ + the file name after "gemm_" (gemm_bf16_tma -> tile_tma,
# gemm_fp8_tma -> tile_fp8_tma, gemm_i8_tma -> tile_i8_tma,
# gemm_bf16_tma_raster -> tile_tma_raster), or the third argument. A
# fourth argument holds tile-opt passes that run first (the generic
# passes' form of the kernel instead of tile-pipeline's template); its
# files are then named <kernel>_<variant>.
tma_entry() {
  local t=$1 src=$2 name=${3:-} opt=${4:-} k file src_ir dtype c_dtype c_map variant family bm bn persistent b_layout split_k
  k=$(basename "$src" .mlir)
  file=$k
  if [ -n "$opt" ]; then
    file=${k}_$name
    # shellcheck disable=SC2086 # the passes, one word each
    "$to" --tile-set-target=gpu-name="$t" $opt "$src" -o "$out/$t/$file.mlir"
    src_ir="$out/$t/$file.mlir"
  else
    src_ir="$src"
  fi
  "$tt" --gpu-name="$t" "$src_ir" -o "$out/$t/$file.ptx"
  "$tt" --gpu-name="$t" --emit=metadata "$src_ir" -o "$out/$t/$file.json"
  grep -q "cp.async.bulk.tensor" "$out/$t/$file.ptx" ||
    { echo "prepare.sh: $t/$file.ptx has no cp.async.bulk.tensor (TMA) instruction" >&2; exit 1; }
  dtype=bf16; grep -q "ptr<f8E4M3FN> {tile.tensor_map}" "$src" && dtype=fp8
  grep -q "ptr<i8> {tile.tensor_map}" "$src" && dtype=i8
  c_dtype=f32; grep -q "%c: !tile.ptr<bf16>" "$src" && c_dtype=bf16
  grep -q "%c: !tile.ptr<i32>" "$src" && c_dtype=i32
  # C written with tile.store_box through its own tensor map.
  c_map=false; grep -qE "%c: !tile.ptr<[a-z0-9]+> \{tile.tensor_map\}" "$src" && c_map=true
  persistent=false; grep -q "^// bench: persistent" "$src" && persistent=true
  # Split-K (grid z = the K splits, C added into with TMA reductions).
  split_k=$(grep -oE "^// bench: split_k [0-9]+" "$src" | grep -oE "[0-9]+$" || echo 0)
  # B stored N x K (read through tile.trans) or K x N (row-major B).
  b_layout=nk; grep -q "= tile\.trans " "$src" || b_layout=kn
  variant=${k#gemm_}; variant=tile_${variant#bf16_}
  [ -z "$name" ] || variant=$name
  family=$(grep -oE "tcgen05.mma|wgmma.mma_async|mma.sync.aligned" "$out/$t/$file.ptx" | head -1)
  # CTA pairs (cta_group = 2): each block of the pair loads half of the B box.
  cta_pair=false; grep -q "cta_group = 2" "$src" && cta_pair=true
  # The block: the rows of the A and B boxes (tile.load_box %a / %b results).
  bm=$(grep -oE "load_box %a\[.*-> tensor<[0-9]+" "$src" | grep -oE "[0-9]+$")
  # The block's N: the rows of an N x K box of B, the columns of a K x N one.
  if [ "$b_layout" = kn ]; then
    bn=$(grep -oE "load_box %b\[.*-> tensor<[0-9]+x[0-9]+" "$src" | grep -oE "[0-9]+$")
  else
    bn=$(grep -oE "load_box %b\[.*-> tensor<[0-9]+" "$src" | grep -oE "[0-9]+$")
  fi
  entries+=("{\"target\": \"$t\", \"kernel\": \"$k\", \"variant\": \"$variant\", \"ptx\": \"$t/$file.ptx\", \"metadata\": \"$t/$file.json\", \"dtype\": \"$dtype\", \"c_dtype\": \"$c_dtype\", \"b_layout\": \"$b_layout\", \"block_m\": $bm, \"block_n\": $bn, \"persistent\": $persistent, \"split_k\": $split_k, \"c_map\": $c_map, \"cta_pair\": $cta_pair, \"family\": \"$family\"}")
  echo "prepared $t/$file.ptx + .json ($variant: $dtype in, $c_dtype out, $family, TMA)"
}

# One plain kernel (pointer arguments a, b, c, M, N, K; row-major B; grid
# N / bn x M / bm): PTX and a manifest entry with its threads and dynamic
# shared memory (on sm_90a its K loop is a cp.async pipeline whose stages
# live in dynamic shared memory) from --emit=metadata.
# Optional: the output name (default: the source's) and tile-translate
# flags.
plain_entry() {
  local t=$1 src=$2 variant=$3 bm=$4 bn=$5 name=${6:-} k meta family kernel threads smem divisible
  shift 5; [ $# -gt 0 ] && shift
  local flags=("$@")
  k=${name:-$(basename "$src" .mlir)}
  "$tt" --gpu-name="$t" "${flags[@]}" "$src" -o "$out/$t/$k.ptx"
  meta=$("$tt" --gpu-name="$t" "${flags[@]}" --emit=metadata "$src")
  read -r kernel threads smem < <(printf '%s' "$meta" | "$py" -c \
    'import json, sys; k = json.load(sys.stdin)["kernels"][0]; print(k["name"], k["threads_per_block"], k["dynamic_shared_bytes"])')
  family=$(grep -oE "tcgen05.mma|wgmma.mma_async|mma.sync.aligned" "$out/$t/$k.ptx" | head -1)
  # "// bench: plain BM BN divisible D": compiled for M, N, K multiples of D
  # (run.py skips other shapes).
  divisible=$(grep -oE "^// bench: plain [0-9]+ [0-9]+ divisible [0-9]+" "$src" | awk '{print $7}' || true)
  entries+=("{\"target\": \"$t\", \"kernel\": \"$kernel\", \"variant\": \"$variant\", \"ptx\": \"$t/$k.ptx\", \"dtype\": \"bf16\", \"block_m\": $bm, \"block_n\": $bn, \"threads\": $threads, \"dynamic_shared_bytes\": $smem, \"divisible\": ${divisible:-1}, \"family\": \"$family\"}")
  echo "prepared $t/$k.ptx ($variant: $family, $threads threads, $smem B dynamic shared memory)"
}

py=$(command -v /usr/bin/python3 || command -v python3)
for t in "${targets[@]}"; do
  mkdir -p "$out/$t"
  plain_entry "$t" "$root/examples/gemm_bf16.mlir" tile 128 64
  if [ "$t" = sm_90a ] || [ "$t" = sm_100a ]; then
    if [ "$t" = sm_90a ]; then
    # The same general kernel with mma.sync: the cp.async pipeline that
    # sm_80/sm_86/sm_89/sm_120 get, measured (and checked) on this GPU.
    # (Its 4 stages, 59392 bytes, live in dynamic shared memory.)
    plain_entry "$t" "$root/examples/gemm_bf16.mlir" tile_cp_async 128 64 \
      gemm_bf16_cp_async --dot-kind=mma_sync
    grep -q "cp.async.cg.shared.global" "$out/$t/gemm_bf16_cp_async.ptx" ||
      { echo "prepare.sh: $t/gemm_bf16_cp_async.ptx has no cp.async pipeline" >&2; exit 1; }
    fi
    # C[M,N] = A[M,K] x Bt[N,K]^T, 128x256 output block per CTA (the
    # kernel's program_id x/y blocks); A and Bt are read through two
    # CUtensorMaps passed by value, see the header of the .mlir files.
    # examples/: the kernels users see; bench/gemm/kernels/: experiments.
    # The Python DSL's TMA GEMM (bench/gemm/dsl_kernels.py), as IR.
    dsl=()
    if PYTHONPATH="${TILE_BUILD_DIR:-$root/build}/python_packages" "$py" \
         "$root/bench/gemm/dsl_kernels.py" "$out/dsl" > /dev/null; then
      # Plain (pointer) DSL GEMMs: "// bench: plain BM BN" in their header.
      for src in "$out"/dsl/*.mlir; do
        if blocks=$(grep -oE "^// bench: plain [0-9]+ [0-9]+" "$src"); then
          k=$(basename "$src" .mlir)
          plain_entry "$t" "$src" "tile_${k#gemm_}" $(echo "$blocks" | awk '{print $4, $5}')
          # The 128x128x64 one with mma.sync too: 4 stages of 35840 bytes
          # in dynamic shared memory (the static 48 KiB held none: it was
          # not pipelined), the sm_80/sm_120 GEMM measured on this GPU.
          if [ "$t" = sm_90a ] && [ "${k%_aligned}" = gemm_dsl_plain_128x128 ]; then
            plain_entry "$t" "$src" "tile_cp_async_dsl_128x128${k#gemm_dsl_plain_128x128}" 128 128 \
              "${k}_cp_async" --dot-kind=mma_sync
          fi
        else
          dsl+=("$src")
        fi
      done
    else
      echo "prepare.sh: the Python DSL kernels were not generated (tile's Python module missing?)" >&2
    fi
    for src in "$root"/examples/gemm_bf16_tma.mlir "$root"/examples/gemm_fp8_tma.mlir \
               "$root"/examples/gemm_i8_tma.mlir \
               "$root"/examples/gemm_bf16_tma_persistent.mlir \
               "$root"/examples/gemm_bf16_tma_cluster.mlir \
               "$root"/examples/gemm_bf16_tma_kn.mlir \
               "$root"/examples/gemm_bf16_tma_store.mlir \
               "$root"/bench/gemm/kernels/*.mlir "${dsl[@]}" \
               $([ "$t" = sm_100a ] && echo "$root"/examples/gemm_bf16_tcgen05_pair.mlir); do
      [ -f "$src" ] || continue
      tma_entry "$t" "$src"
    done
    # The same GEMM through the generic passes (tile-pipeline-loads'
    # 4-stage TMA rings, tile-warp-specialize's producer warpgroup,
    # tile-overlap-dots keeping the dot in flight) instead of
    # tile-pipeline's template: "tile_tma_generic", to time against
    # "tile_tma" before the template is retired (issue 37).
    # "tile_tma_store_generic": gemm_bf16_tma_store.mlir the same way, its
    # tile stored with TMA from the rings' bytes (against "tile_tma_store").
    if [ "$t" = sm_90a ]; then
      tma_entry "$t" "$root/examples/gemm_bf16_tma.mlir" tile_tma_generic \
        "--tile-lower-dot --tile-pipeline-loads=stages=4 --tile-warp-specialize=producer-warps=4 --tile-overlap-dots"
      tma_entry "$t" "$root/examples/gemm_bf16_tma_store.mlir" tile_tma_store_generic \
        "--tile-lower-dot --tile-pipeline-loads=stages=4 --tile-warp-specialize=producer-warps=4 --tile-overlap-dots"
      # "tile_tma_persistent_generic", "tile_tma_persistent_store_generic":
      # persistent (the rings shared by the loop over tiles, the producer
      # copying the next tile's boxes during this one's epilogue), against
      # "tile_tma_persistent" and "tile_tma_persistent_store" (whose tile
      # tile-allocate-shared stores through 2 of its 4 slabs, as the
      # template does, for 4 stages to fit beside it).
      tma_entry "$t" "$root/examples/gemm_bf16_tma_persistent.mlir" tile_tma_persistent_generic \
        "--tile-lower-dot --tile-pipeline-loads=stages=4 --tile-warp-specialize=producer-warps=4 --tile-overlap-dots"
      tma_entry "$t" "$root/bench/gemm/kernels/gemm_bf16_tma_persistent_store.mlir" \
        tile_tma_persistent_store_generic \
        "--tile-lower-dot --tile-pipeline-loads=stages=4 --tile-warp-specialize=producer-warps=4 --tile-overlap-dots"
      # "tile_i8_tma_generic": the int8 GEMM (s8 operands read in the
      # rings, the s32 accumulator in flight) against "tile_i8_tma".
      tma_entry "$t" "$root/examples/gemm_i8_tma.mlir" tile_i8_tma_generic \
        "--tile-lower-dot --tile-pipeline-loads=stages=4 --tile-warp-specialize=producer-warps=4 --tile-overlap-dots"
      # "tile_tma_cluster_generic": 1 x 2 clusters, the B box multicast by
      # tile-warp-specialize (block j mod 2 copies it into both blocks,
      # stages released cluster-wide), against "tile_tma_cluster" (the
      # template's).
      tma_entry "$t" "$root/examples/gemm_bf16_tma_cluster.mlir" tile_tma_cluster_generic \
        "--tile-lower-dot --tile-pipeline-loads=stages=4 --tile-warp-specialize=producer-warps=4 --tile-overlap-dots"
      # "tile_tma_cluster2x2_generic": 2 x 2 clusters, A multicast along x
      # and B along y, against "tile_tma_cluster2x2".
      tma_entry "$t" "$root/bench/gemm/kernels/gemm_bf16_tma_cluster2x2.mlir" tile_tma_cluster2x2_generic \
        "--tile-lower-dot --tile-pipeline-loads=stages=4 --tile-warp-specialize=producer-warps=4 --tile-overlap-dots"
    fi
  fi
  # sm_90 (no wgmma): the TMA + mma.sync pipeline that sm_120 and sm_121
  # get, measured (and checked) on this GPU.
  if [ "$t" = sm_90 ]; then
    tma_entry "$t" "$root/examples/gemm_bf16_tma.mlir" tile_tma_sync
    # The same through the generic passes: the TMA rings, a producer
    # warpgroup, mma.sync consumers reading the rings with ldmatrix
    # ("tile_tma_sync_generic", against the template's "tile_tma_sync").
    tma_entry "$t" "$root/examples/gemm_bf16_tma.mlir" tile_tma_sync_generic \
      "--tile-lower-dot --tile-pipeline-loads=stages=4 --tile-warp-specialize=producer-warps=4"
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
