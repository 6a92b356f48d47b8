#!/usr/bin/env bash
# GPU machine: Nsight Compute on one tile attention kernel (default the
# fastest sm_90a form, head 128, 128 query rows on 8 warps) and on the
# kernel torch's scaled_dot_product_attention runs on the same inputs, at
# L = 8192, B*H = 32, plus tile's SASS and ptxas -v: what separates them
# (issue 38: run 6 measured 438 against 683 TFLOP/s).
#   bash bench/attention/profile.sh OUT [kernel stem, e.g. attention_h64_w4]
# (any of prepare.sh's: attention, attention_tma and attention_fp8;
# PROFILE_TORCH=0 profiles tile's kernel alone).
# PTX from bench/attention/prepare.sh (carry bench/attention/ptx).
set -u
out=${1:?usage: profile.sh OUT [kernel]}
stem=${2:-attention_h128_m128_w8}
here=$(cd "$(dirname "$0")" && pwd)
prof=/tmp/attention-profile
rm -rf "$prof"; mkdir -p "$prof/sm_90a"
cp "$here/ptx/sm_90a/$stem".* "$prof/sm_90a/"
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1 || ls /usr/local/cuda/bin/ncu 2>/dev/null)
sections=(--section SpeedOfLight --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables
          --section WarpStateStats --section SchedulerStats --section Occupancy --section LaunchStats
          --metrics sm__pipe_tensor_op_gmma_cycles_active.avg.pct_of_peak_sustained_active,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_wait_per_issue_active.ratio)
ptxas -arch=sm_90a -v "$prof/sm_90a/$stem.ptx" -o /tmp/attention.cubin > "$out/ptxas_$stem.txt" 2>&1
cuobjdump -sass /tmp/attention.cubin > "$out/$stem.sass"
run=(python3 "$here/run.py" --ptx-dir "$prof" --seqlens 8192 --reps 1)
echo "=== ncu: tile $stem ($ncu)"
timeout 120 "$ncu" --clock-control none -k "regex:^attention(_tma|_fp8)?\$" --launch-skip 1 -c 1 "${sections[@]}" "${run[@]}" \
  > "$out/ncu_tile_$stem.txt" 2>&1; echo "ncu exit $?"
if [ "${PROFILE_TORCH:-1}" != 0 ]; then
  echo "=== ncu: torch SDPA's kernel"
  timeout 120 "$ncu" --clock-control none -k "regex:(flash|fmha|sdpa|cudnn|attention_fwd)" -c 1 "${sections[@]}" "${run[@]}" \
    > "$out/ncu_torch.txt" 2>&1; echo "ncu exit $?"
fi
grep -E "^  [a-zA-Z_].*\(|Duration|Compute \(SM\) Throughput|Memory Throughput|Registers Per Thread|Achieved Occupancy|Dynamic Shared|Warp Cycles Per Issued|Issue Slots Busy|No Eligible|tensor_op|stalled|bank_conflicts|inst_executed" \
  "$out"/ncu_*.txt | head -90
