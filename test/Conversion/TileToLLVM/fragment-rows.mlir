// Row reductions of tensor-core results in registers (FragmentLayout row
// structure): each thread combines its slots of a row, the four lanes of a
// quad by shfl.sync.bfly 2 and 1, and where several warps hold parts of a
// row (mma.sync's 2 x 2 warp blocks of a 64 x 64 tile) the parts meet in
// shared memory, one word per row and part. Results whose users all take
// them stay in the fragment's rows: a broadcast back (x - max(x)[:, None])
// reads them there, with no shared memory on wgmma (one warp per row). A
// column vector broadcast into the fragment is read from its staged copy;
// a reduction also stored goes to the blocked distribution. The kernels are
// bench/kernels/fragments.mlir, whose numerics bench/kernels/check.py checks
// (on a GPU, or emulated: test/python/test_ptxemu.py).

// RUN: tile-translate --gpu-name=sm_90a %bench/kernels/fragments.mlir -o %t.90.ptx
// RUN: FileCheck %s --check-prefix=SM90 --input-file=%t.90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.90.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_80 %bench/kernels/fragments.mlir -o %t.80.ptx
// RUN: FileCheck %s --check-prefix=SM80 --input-file=%t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}

// wgmma m64n64: each warp holds 16 whole rows. After the product, the
// softmax runs in registers: two reductions of 2 shuffles per row group
// (2 groups), exponentials, the division, stores from the fragment.
// SM90-LABEL: .entry dot_softmax(
// SM90: wgmma.commit_group.sync.aligned;
// SM90-NOT: {{bar.sync|ld.shared|st.shared}}
// SM90: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 2, 31, -1;
// SM90-NOT: {{bar.sync|ld.shared|st.shared}}
// SM90: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1, 31, -1;
// SM90-NOT: {{bar.sync|ld.shared|st.shared}}
// SM90-COUNT-32: ex2.approx.f32
// SM90-NOT: {{bar.sync|ld.shared|st.shared}}
// SM90: st.global.v2.b32
// SM90-NOT: {{bar.sync|ld.shared|st.shared}}
// SM90: ret;

// mma.sync 64 x 64 on 4 warps: a result reduced along its rows takes whole
// rows per warp (4 x 1 warps of 1 x 8 tiles instead of 2 x 2 blocks): the
// same as wgmma, with 4 row groups of 2 shuffles per reduction.
// SM80-LABEL: .entry dot_softmax(
// SM80: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// SM80-NOT: {{bar.sync|ld.shared|st.shared}}
// SM80-COUNT-4: shfl.sync.bfly.b32
// SM80-NOT: {{bar.sync|ld.shared|st.shared}}
// SM80-COUNT-32: ex2.approx.f32
// SM80-NOT: {{bar.sync|ld.shared|st.shared}}
// SM80: ret;

// 8 warps: 64 rows do not divide into whole rows per warp (4 tile rows),
// so 2 x 4 blocks: each row's 4 parts meet in shared memory (a word per
// row and part; each thread combines a row's 4 with one v4 load).
// SM80-LABEL: .entry dot_rowmax_8warps(
// SM80: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// SM80-COUNT-4: shfl.sync.bfly.b32
// SM80: bar.sync 0;
// SM80: st.shared.b32
// SM80: bar.sync 0;
// SM80: ld.shared.v4.b32
// SM80: st.global.b32
// SM80-NOT: bar.sync
// SM80: ret;

// The row sums are also stored: they go to the blocked distribution (one
// word per row through shared memory, each thread loads its element).
// The column scale, a loaded vector, is staged once and read at the
// fragment's columns (pairs: v2 loads).
// SM90-LABEL: .entry dot_rowsum_colscale(
// SM90: wgmma.commit_group.sync.aligned;
// SM90-COUNT-4: shfl.sync.bfly.b32
// SM90: bar.sync 0;
// SM90: st.shared.b32
// SM90: bar.sync 0;
// SM90: ld.shared.b32
// SM90: st.global.b32
// SM90: bar.sync 0;
// SM90: st.shared.b32
// SM90: bar.sync 0;
// SM90-COUNT-8: ld.shared.v2.b32
// SM90-NOT: bar.sync
// SM90: ret;
