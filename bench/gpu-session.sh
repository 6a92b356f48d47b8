#!/usr/bin/env bash
# Every GPU benchmark of bench/ in one call to a lent GPU machine, inside a
# time budget: the device tool lends about 15 minutes per session, a machine
# start takes one or two of them, and each command at most 10.
#
# Here first (LLVM 22), then carry the three PTX folders:
#   bench/gemm/prepare.sh && bench/attention/prepare.sh && bench/bandwidth/prepare.sh
# On the GPU machine (device tool, carry ["bench/gemm/ptx", "bench/attention/ptx",
# "bench/bandwidth/ptx"], timeout_s 600):
#   bash bench/gpu-session.sh "$OUT"
#
# Steps, most important first, each under its own `timeout` so that a hung
# kernel costs only its step: the GEMM goals of issue 6 (bf16 and fp8 TMA
# kernels against cuBLAS and Triton), attention, its backward against
# SDPA's, the other GEMM variants at
# two sizes (the plain pointer kernels first), then bandwidth. After each step everything measured so far is
# packed into OUT/results.tgz (the tool brings back at most 8 files), the
# whole log goes to OUT/log.
set -u
out=${1:?usage: gpu-session.sh OUT}
res=/tmp/gpu-session
rm -rf "$res"; mkdir -p "$res"
export PYTHONUNBUFFERED=1
exec > >(tee "$out/log") 2>&1
snap() { tar czf "$out/results.tgz" -C "$res" . ; }
step() {  # step NAME SECONDS command...
  local name=$1 secs=$2; shift 2
  echo "=== $name (at most ${secs}s) $(date +%T)"
  local t0=$SECONDS
  timeout -k 5 "$secs" "$@"
  echo "=== $name: exit $? after $((SECONDS - t0))s"
  snap
}
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv
python3 -c "import torch, triton, cupy; print('torch', torch.__version__, 'triton', triton.__version__, 'cupy', cupy.__version__)"
gemm_goals=tile_tma,tile_tma_bf16out,tile_tma_persistent_store,tile_tma_128x128,tile_fp8_tma,tile_fp8_tma_bf16out,tile_fp8_tma_persistent_store
step gemm-goals "${GEMM_GOALS_S:-230}" python3 bench/gemm/run.py --variants "$gemm_goals" \
  --sizes 1024,2048,4096,8192 --skinny 4096x4096x8192 --timeout 20 --out "$res/gemm-goals"
step attention "${ATTENTION_S:-180}" python3 bench/attention/run.py --seqlens 1024,4096,8192 \
  --out "$res/attention"
step attention-backward "${ATTENTION_BACKWARD_S:-60}" python3 bench/attention/backward.py \
  --seqlens 1024,4096 --batch-heads 16 --reps 5 --out "$res/attention-backward"
# The plain (pointer) kernels: tile_dsl_plain_*_aligned are what a DSL launch
# compiles (swizzled stages since 2026-11-28); tile is examples/gemm_bf16.mlir
# (BK = 32: its A in the 64-byte swizzle, checked on hardware here first).
# tile_tma_generic (first: run.py times the variants in the order given, so
# it is timed even if the step runs short) is
# tile_tma through the generic passes instead of tile-pipeline's template:
# its ratio beside tile_tma's in gemm-goals decides whether the template
# can go (issue 37); tile_tma_store_generic and the persistent ones the
# same against tile_tma_store and tile_tma_persistent(_store), the int8
# and cluster (multicast) ones against tile_i8_tma and tile_tma_cluster
# (2x2).
gemm_rest=tile_tma_generic,tile_tma_store_generic,tile_tma_store,tile_tma_persistent_generic,tile_tma_persistent,tile_tma_persistent_store_generic,tile,tile_dsl_plain_128x256_aligned,tile_dsl_plain_128x128_aligned,tile_dsl_plain_128x256,tile_cp_async,tile_dsl_persistent_store,tile_tma_splitk,tile_i8_tma_generic,tile_i8_tma,tile_tma_cluster_generic,tile_tma_cluster,tile_tma_cluster2x2_generic,tile_tma_cluster2x2,tile_tma_sync_generic,tile_tma_sync,tile_tma_64x128
step gemm-rest "${GEMM_REST_S:-120}" python3 bench/gemm/run.py --variants "$gemm_rest" \
  --sizes 1024,4096 --skinny "" --timeout 20 --out "$res/gemm-rest"
step bandwidth "${BANDWIDTH_S:-40}" python3 bench/bandwidth/run.py --out "$res/bandwidth"
echo "=== done $(date +%T)"
