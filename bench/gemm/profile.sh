#!/usr/bin/env bash
# GPU machine: Nsight Compute on one plain (pointer) tile GEMM and on
# Triton's tutorial matmul at 4096^3, plus both kernels' SASS, to see where
# the plain kernel's time goes (bench/results/gemm-h200-2026-11-28.md:
# 201 TFLOP/s against Triton's 673 on the same cp.async + wgmma structure).
#   bash bench/gemm/profile.sh OUT [variant]     (SKIP_TRITON=1: tile's kernel only)
set -u
out=${1:?usage: profile.sh OUT [variant]}
variant=${2:-tile_dsl_plain_128x256_aligned}
here=$(cd "$(dirname "$0")" && pwd)
kernel=$(python3 -c "import json,sys; m=json.load(open('$here/ptx/manifest.json')); print(next(k['kernel'] for k in m['kernels'] if k['variant']=='$variant'))")
ptx=$(python3 -c "import json,sys; m=json.load(open('$here/ptx/manifest.json')); print(next(k['ptx'] for k in m['kernels'] if k['variant']=='$variant'))")
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1 || ls /usr/local/cuda/bin/ncu 2>/dev/null)
sections=(--section SpeedOfLight --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables
          --section WarpStateStats --section SourceCounters
          --metrics sm__pipe_tensor_op_gmma_cycles_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,lts__t_bytes.sum)
python3 "$here/triton_ptx.py" "$out" 4096 4096 4096
ptxas -arch=sm_90a "$here/ptx/$ptx" -o /tmp/tile.cubin && cuobjdump -sass /tmp/tile.cubin > "$out/tile_$variant.sass"
[ -f "$out/triton_matmul.cubin" ] && nvdisasm -c "$out/triton_matmul.cubin" > "$out/triton_matmul.sass" && rm "$out/triton_matmul.cubin"
echo "=== ncu: $kernel ($ncu)"
timeout 75 "$ncu" --clock-control none -k "regex:^${kernel}\$" -c 1 "${sections[@]}" \
  python3 "$here/run.py" --variants "$variant" --sizes 4096 --skinny "" --no-isolate --out /tmp/prof \
  > "$out/ncu_tile.txt" 2>&1; echo "ncu exit $?"
if [ "${SKIP_TRITON:-0}" = 1 ]; then
  rm -f "$out"/triton_matmul.*
else
  echo "=== ncu: Triton's kernel"
  timeout 75 "$ncu" --clock-control none -k "regex:^kernel\$" -c 1 "${sections[@]}" \
    python3 "$here/triton_ptx.py" /tmp/tri 4096 4096 4096 > "$out/ncu_triton.txt" 2>&1; echo "ncu exit $?"
fi
grep -E "Duration|Compute \(SM\) Throughput|Memory Throughput|L2 Cache Throughput|excessive|bank_conflicts|inst_executed|Warp Cycles Per Issued|Issue Slots Busy|lts__t_bytes" "$out"/ncu_*.txt | head -80
