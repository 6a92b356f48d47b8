//===- PipelineMatch.h - Which K loops can be pipelined ---------*- C++ -*-===//
//
// lib/Analysis/PipelineMatch.cpp: the K loops tile-pipeline (lib/Transforms)
// pipelines and convert-tile-to-llvm lowers from the plan it records
// (include/TileDialect/Conversion/Pipeline.h): their loads and dot, the
// bytes of a stage in each staging layout, and what the blocks of a
// cluster may share (TMA multicast) or split (CTA pairs).
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_ANALYSIS_PIPELINEMATCH_H
#define TILEDIALECT_ANALYSIS_PIPELINEMATCH_H

#include "TileDialect/Analysis/DotFamilies.h"
#include "TileDialect/TileDialect.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include "llvm/Support/MathExtras.h"

#include <array>
#include <optional>
#include <string>

namespace tile {

/// The pieces of a pipelinable K loop.
struct PipelineMatch {
  mlir::scf::ForOp loop;
  DotOp dot; ///< null for a tile.dot_scaled (`scaled`)
  /// A block-scaled mma.sync K loop (tile.dot_scaled, kind block_scale):
  /// a cp.async pipeline of four tile.loads, A, B and their scale tiles
  /// (`loadSA`, M x K/V, and `loadSB`, N x K/V, V the scale block).
  DotScaledOp scaled;
  LoadOp loadSA, loadSB;
  /// e2m1 A and B (tile.unpack_fp4 of the loads): staged as the packed
  /// bytes, K/2 a row.
  bool packedFp4 = false;
  /// Elements of the loaded rows of K (A's, and B's when stored N x K): K,
  /// or K/2 bytes of packed e2m1.
  int64_t copyK = 0;
  /// Scales a row (K/V) of the scale tiles, staged dense after A and B.
  int64_t scaleK = 0;
  /// The dot's operation (tile.dot or tile.dot_scaled).
  mlir::Operation *dotOp() const {
    return scaled ? DotScaledOp(scaled).getOperation()
                  : DotOp(dot).getOperation();
  }
  /// Whether the match is a tile.dot lowered to `kind`.
  bool isKind(DotKind kind) const {
    return dot && DotOp(dot).getKind() == kind;
  }
  LoadBoxOp boxA; ///< M x K, K contiguous
  /// N x K, K contiguous (the dot reads its transpose); or with bMnMajor
  /// K x N, N contiguous: N / 64 slabs of K rows x 128 bytes (wgmma, 16-bit
  /// types).
  LoadBoxOp boxB;
  int64_t m = 0, n = 0, k = 0;
  bool bMnMajor = false;
  /// mma.sync and wgmma: the tile.loads of A (M x K) and B (K x N, or with
  /// bTransposed N x K) that a cp.async pipeline streams through shared
  /// memory instead of TMA boxes.
  LoadOp loadA, loadB;
  bool asyncCopy() const { return bool(loadA); }
  /// The dot reads B as the tile.trans of loadB.
  bool bTransposed = false;
  /// The dimension of loadB's tile along which its 16-byte cp.async chunks
  /// run: 1 (along its rows) or 0 (down its columns: a K x N tile whose
  /// memory is contiguous along K, staged K-major for wgmma). A's chunks
  /// run along its rows (K).
  int64_t chunkDimB = 1;
  /// A cp.async pipeline of wgmma (sm_90a): its stages, in dynamic shared
  /// memory, hold A K-major and B K-major or MN-major in wgmma's no-swizzle
  /// core-matrix layouts, dense (core matrices kCopyLbo = 128 bytes apart:
  /// the copies write whole core matrices per 8 lanes, conflict-free).
  bool wgmmaCopy() const {
    return asyncCopy() && isKind(DotKind::wgmma);
  }
  /// The same for tcgen05 (tensor-memory targets), which tile-pipeline
  /// plans and tile-pipeline-loads writes as IR (rings laid out for the
  /// MMAs' descriptors, the accumulator in tensor memory, a stage's
  /// mbarrier per stage, the done mbarrier and the TMEM address: what
  /// ringBytes counts). A block-scaled tcgen05 dot_scaled too: its stages
  /// add the scale atoms (scaleAtomsA / scaleAtomsB), copied to tensor
  /// memory per stage.
  bool tcgen05Copy() const {
    return asyncCopy() &&
           (isKind(DotKind::tcgen05) ||
            (scaled && DotScaledOp(scaled).getKind() == DotKind::tcgen05));
  }
  /// A tcgen05 dot_scaled: 512-byte atoms of 128 rows x 4 scale blocks
  /// (Tcgen05.cpp, namespace sf): one per 128 rows (of A, then of B) per
  /// group of 4 scale blocks of the K step, row-block minor.
  static constexpr int64_t kScaleAtomBytes = SharedLayoutAttr::kScaleAtomBytes;
  int64_t scaleGroups() const { return llvm::divideCeil(scaleK, 4); }
  int64_t scaleRowBlocksB() const { return llvm::divideCeil(n, 128); }
  int64_t scaleAtomsA() const { return scaleGroups() * (m / 128); }
  int64_t scaleAtomsB() const { return scaleGroups() * scaleRowBlocksB(); }
  /// Tensor-memory columns a stage's scales take (4 an atom).
  int64_t scaleColumns() const { return 4 * (scaleAtomsA() + scaleAtomsB()); }
  /// Stages in the core-matrix layouts (wgmma or tcgen05).
  bool coreMatrixCopy() const { return wgmmaCopy() || tcgen05Copy(); }
  /// B staged MN-major (chunks along N of a K x N tile, 16-bit).
  bool copyBMnMajor() const {
    return coreMatrixCopy() && !bTransposed && chunkDimB == 1;
  }
  static constexpr int64_t kCopyLbo = 128;
  /// A wgmma cp.async pipeline whose stages can hold its operands in a
  /// swizzled layout instead (as TMA writes them and Triton's cp.async
  /// stages do; the same bytes): each operand's rows along its contiguous
  /// dimension (K; N for an MN-major B) in slabs of the widest swizzle
  /// span (128, 64 or 32 bytes) that divides them, in groups of 8 rows.
  /// wgmma reads the no-swizzle core matrices with about 5 times the
  /// shared-memory wavefronts it needs for swizzled rows (ncu on an H200:
  /// Triton's tutorial GEMM in the DSL ran at 200 TFLOP/s, L1 and L2
  /// saturated). The spans of A and B (0: not swizzled, both or neither);
  /// every slab starts on its span's 8-row atom (the ring on a 1024-byte
  /// one: tile-pipeline places it so, PipelineAttr::verify checks it).
  /// tile-pipeline records them in the plan (wgmmaSharedLayouts), the
  /// lowering reads them there.
  static int64_t swizzleSpan(int64_t rowBytes) {
    for (int64_t span : {128, 64, 32})
      if (rowBytes % span == 0)
        return span;
    return 0;
  }
  std::pair<int64_t, int64_t> wgmmaSwizzle() const {
    int64_t a = swizzleSpan(copyK * copyElemBytes);
    int64_t b = copyBMnMajor() ? swizzleSpan(n * copyElemBytes) : a;
    if (!whyNotSwizzled(a, b).empty())
      return {0, 0};
    return {a, b};
  }
  /// Why the stages cannot hold A and B swizzled with spans `a` and `b`
  /// (bytes), or "": a 16-bit (or 8-bit) wgmma cp.async pipeline, M a
  /// multiple of 8, each operand's lines (K; N for an MN-major B) whole
  /// slabs of its span, B's slabs on their 8-line atom after A's, stages
  /// of whole 1024-byte atoms.
  std::string whyNotSwizzled(int64_t a, int64_t b) const;
  /// The layouts tile-pipeline records for the stages (shared_a and
  /// shared_b of the plan): wgmmaSwizzle's spans, A as it is, B transposed
  /// unless MN-major; null where wgmmaSwizzle swizzles nothing.
  std::pair<SharedLayoutAttr, SharedLayoutAttr>
  wgmmaSharedLayouts(mlir::MLIRContext *ctx) const;
  /// Why the stages cannot hold A and B in the shared layouts `a` and `b`
  /// (a plan's shared_a and shared_b), or "": the element size, B's
  /// transposition, and whyNotSwizzled.
  std::string whyNotSharedLayouts(SharedLayoutAttr a,
                                  SharedLayoutAttr b) const;
  /// mma.sync stages: A and B row-major (B N x K when bTransposed), each
  /// row padded by 16 bytes so that the mma.sync fragment reads of a warp
  /// hit distinct banks.
  int64_t copyRowA() const { return copyK + 16 / copyElemBytes; }
  int64_t copyRowB() const {
    return (bTransposed ? copyK : n) + 16 / copyElemBytes;
  }
  int64_t copyBytesA() const {
    if (coreMatrixCopy())
      return wgmmaCopyBytes(m);
    return m * copyRowA() * copyElemBytes;
  }
  int64_t copyStageBytes() const {
    return copyBytesA() + copyBytesB() + copyBytesScales();
  }
  int64_t copyBytesB() const {
    if (coreMatrixCopy())
      return wgmmaCopyBytes(n);
    return (bTransposed ? n : k) * copyRowB() * copyElemBytes;
  }
  /// dot_scaled: A's scales, then B's. mma.sync: M (N) rows of scaleK
  /// bytes, each 16-byte aligned; tcgen05: their atoms.
  int64_t copyBytesScaleA() const {
    if (coreMatrixCopy())
      return scaled ? scaleAtomsA() * kScaleAtomBytes : 0;
    return llvm::alignTo(m * scaleK, 16);
  }
  int64_t copyBytesScales() const {
    if (!scaled)
      return 0;
    if (coreMatrixCopy())
      return (scaleAtomsA() + scaleAtomsB()) * kScaleAtomBytes;
    return copyBytesScaleA() + llvm::alignTo(n * scaleK, 16);
  }
  /// Bytes of a rows x K operand in the core-matrix layout (128-aligned;
  /// packed e2m1: K/2 bytes).
  int64_t wgmmaCopyBytes(int64_t rows) const {
    return wgmmaStagedBytes(rows, copyK, copyElemBytes, kCopyLbo);
  }
  int64_t copyElemBytes = 1;
  /// Consumer warpgroups (wgmma): one per 64 rows of the accumulator.
  int64_t consumers() const { return m / 64; }
  /// mma.sync on TMA boxes (targets with TMA but neither wgmma nor
  /// tcgen05 for the dot: sm_90, sm_120a/f, ...): no warp specialization;
  /// thread 0 keeps S - 1 iterations of boxes in flight, every warp runs
  /// mma.sync on the 128-byte-swizzled stages in place (ldmatrix).
  bool mmaSyncBoxes() const {
    return !asyncCopy() && isKind(DotKind::mma_sync);
  }
  /// tcgen05: one thread issues copies and MMAs, the accumulator lives in
  /// tensor memory; no producer warpgroup.
  bool tcgen05() const {
    return isKind(DotKind::tcgen05);
  }
  /// tcgen05 over a CTA pair (the kernel's `cta_group = 2`): each block
  /// holds its A box and half of the B box that both blocks load (rows
  /// [r N/2, (r + 1) N/2) of an N x K box, slabs [r S/2, (r + 1) S/2) of a
  /// K x N one, r the block's rank in the pair); the first block issues
  /// one tcgen05.mma of M = 256 per K step for both.
  bool ctaPair = false;
  /// Columns of B (N) whose box this block copies and keeps.
  int64_t nPerBlock() const { return ctaPair ? n / 2 : n; }
  /// Bytes of a row of K (A's box row): 128, or for mma.sync a narrow
  /// 16, 32 or 64 (boxes copied unswizzled).
  int64_t kBytes = 128;
  /// Shared memory of one stage (A box, then this block's B box), bytes.
  int64_t stageBytes() const { return (m + nPerBlock()) * kBytes; }
  /// The whole ring: `stages` stages, a full and an empty mbarrier per
  /// stage, then 16 bytes (the done mbarrier and the TMEM address) and for
  /// tcgen05 32 more (a persistent loop's accFull[2] and accEmpty[2]).
  int64_t ringBytes(int64_t stages) const {
    if (asyncCopy())
      return stages * copyStageBytes() + (tcgen05Copy() ? 8 * stages + 16 : 0);
    return stages * (stageBytes() + 16) + (tcgen05() ? 48 : 16);
  }
  /// The pipeline convert-tile-to-llvm builds for the match (the kind of
  /// the #tile.pipeline tile-pipeline writes); none for a tcgen05 dot's
  /// loop, which tile-pipeline-loads writes as IR.
  std::optional<PipelineKind> pipelineKind() const {
    if (tcgen05Copy() || tcgen05())
      return std::nullopt;
    if (asyncCopy())
      return wgmmaCopy() ? PipelineKind::cp_async_wgmma
                         : PipelineKind::cp_async_mma_sync;
    return mmaSyncBoxes() ? PipelineKind::tma_mma_sync
                          : PipelineKind::tma_wgmma;
  }
};

/// The match, or why `loop` is not pipelinable (for `tile-pipeline`'s
/// remarks and to reject a hand-written `tile.pipeline` attribute).
mlir::FailureOr<PipelineMatch> matchPipelinableLoop(mlir::scf::ForOp loop,
                                                    std::string &why);

/// The attribute tile-pipeline puts on a loop it pipelines: a
/// #tile.pipeline (PipelineAttr, TileAttrs.td) of the pipeline's kind,
/// `stages`, `smem_offset` (byte offset of the ring in the kernel's
/// dynamic shared memory) and, for TMA + wgmma, `producer_regs`,
/// `consumer_regs` and `entry_regs` (setmaxnreg budgets).
constexpr llvm::StringLiteral kPipelineAttrName =
    TileDialect::kPipelineAttrName;
constexpr llvm::StringLiteral kDivisibilityAttrName =
    TileDialect::kDivisibilityAttrName;
constexpr llvm::StringLiteral kContiguityAttrName =
    TileDialect::kContiguityAttrName;

/// The most shared memory the stages of a hand-written mma.sync cp.async
/// plan without an smem_offset may take: they live in the kernel's static
/// buffer, which is at most 48 KiB (tile-pipeline places its rings in
/// dynamic shared memory).
constexpr int64_t kMaxCopyRingBytes = 48 * 1024;

/// Shared memory a cp.async + mma.sync ring leaves free for the kernel's
/// static buffer (its reductions, scans and layout changes, sized only
/// when the kernel is lowered; a conversion right after the loop goes
/// through the ring itself).
constexpr int64_t kStaticReserveBytes = 4 * 1024;

/// Tensor-memory columns of a CTA (tcgen05.alloc takes at most these).
constexpr int64_t kTmemColumnsPerCta = TmemType::kColumns;

/// Blocks per cluster of `kernel`: the product of its `cluster_dims` (1
/// without); and its extent along x, y, z.
int64_t clusterBlocks(KernelOp kernel);
std::array<int64_t, 3> clusterExtent(KernelOp kernel);

/// The cluster dimension (0 x, 1 y, 2 z) along which the two blocks of a
/// CTA pair of `kernel` (cta_group = 2) differ: the first of extent above
/// 1; -1 without cta_group = 2.
int ctaPairDim(KernelOp kernel);

/// Why the pipeline `m` cannot run over the CTA pairs of its kernel
/// (cta_group = 2), or "" when it can: a tcgen05 pipeline whose B box
/// both blocks of a pair load (multicastDims along the pair dimension),
/// N from 32 to 256 (one M = 256 tcgen05.mma), an MN-major B box of whole
/// 128-byte slabs per block.
std::string whyNotCtaPair(const PipelineMatch &m);

/// Whether the blocks of a cluster of `kernel` that differ only in their
/// position along the cluster dimensions `dims` (bit 0 x, 1 y, 2 z; all
/// by default) compute the same scalar `v`: built by scalar `arith` from
/// constants, kernel parameters, `tile.num_programs`, the cluster queries
/// that are the same across a cluster (`cluster_id`, `num_clusters`,
/// `cluster_shape`, `cluster_num_blocks`), `tile.program_id` and
/// `tile.cluster_block_id` along other dimensions (or of extent 1),
/// `program_id / c` with c a multiple of the cluster's extent, and the
/// induction variables of loops with such bounds.
bool isClusterUniform(mlir::Value v, KernelOp kernel, unsigned dims = 7);

/// Why the blocks of the cluster of `loop`'s kernel may not all run every
/// iteration of `loop`, or "" when they do: the kernel must have a cluster
/// of 2 to 16 blocks (not blocks_are_clusters), and the loop and the loops
/// around it must be scf.for with cluster-uniform bounds, nothing else.
/// What TMA multicast needs of a loop whose boxes it copies.
std::string whyNotClusterWide(mlir::scf::ForOp loop);

/// The cluster dimensions (bit 0 x, 1 y, 2 z) along which the blocks of
/// `kernel`'s cluster read the same box: its tensor map `desc` and
/// `coords` do not depend on the block's position along them
/// (isClusterUniform); 0, with `why`, when there are none.
unsigned clusterSharedDims(KernelOp kernel, mlir::Value desc,
                           mlir::ValueRange coords, std::string &why);

/// The multicast group along the cluster dimensions `dims` (bit 0 x, 1 y,
/// 2 z) of a cluster of `extent` blocks: the blocks that differ only along
/// them. With c_d a block's position along d, its index in the group is
/// the sum of c_d scale[d] over the dimensions of `dims`, the cluster rank
/// of the group's first block the sum over the others, and the group's CTA
/// mask is `pattern` shifted left by that rank (bit r for the block of
/// %cluster_ctarank r = x + X (y + Y z)). Dimensions of extent 1 have
/// scale 0.
struct MulticastGroup {
  uint64_t pattern = 1;
  int64_t size = 1;
  std::array<int64_t, 3> scale{0, 0, 0};
};
MulticastGroup multicastGroup(std::array<int64_t, 3> extent, unsigned dims);

/// The cluster dimensions (bit 0 x, 1 y, 2 z) along which the blocks of a
/// cluster load the same `box` (the A or B box of the wgmma pipeline `m`),
/// so that one copy can serve them all (TMA multicast); 0, with `why`,
/// when there are none: the kernel must have a cluster of 2 to 16 blocks,
/// every block must run the loop with the same bounds (it and the loops
/// around it are scf.for with cluster-uniform bounds, nothing else), and
/// the box's tensor map and coordinates must not depend on the block's
/// position along those dimensions (isClusterUniform).
unsigned multicastDims(const PipelineMatch &m, LoadBoxOp box,
                       std::string &why);
/// "x", "x, y", ... for a dimension mask.
std::string describeClusterDims(unsigned dims);

/// Marks an scf.for over output tiles (a persistent loop) whose body runs
/// one pipelined K loop and stores its result: tile-pipeline sets it where
/// whyNotPersistent is empty, convert-tile-to-llvm lowers the loop with one
/// ring for all tiles (lowerPersistentLoop).
constexpr llvm::StringLiteral kPersistentAttrName =
    TileDialect::kPersistentAttrName;

/// Why `outer` cannot be lowered as a persistent loop around the pipelined
/// loop in its body, or "" when it can: no results; besides the pipelined
/// loop only scalar arithmetic and index tiles, and after it only
/// elementwise functions of the accumulator, stores of them at index-tile
/// offsets and tile.store_box (nothing that needs a block-wide barrier,
/// since the producer runs its own loop; the TMA store synchronizes the
/// epilogue threads only, kEpilogueBarrier); a TMA pipeline.
std::string whyNotPersistent(mlir::scf::ForOp outer);
/// The same for `inner`, the loop in `outer`'s body that is (or is about to
/// be) pipelined.
std::string whyNotPersistent(mlir::scf::ForOp outer, mlir::scf::ForOp inner);
/// The pipelined loop (marked tile.pipeline) directly in `outer`'s body,
/// if there is one.
mlir::scf::ForOp pipelinedChild(mlir::scf::ForOp outer);

/// Why the chunks of `load`, in `loop`'s body, cannot be copied with
/// cp.async at another iteration (its base changes in the loop, its
/// offsets or mask are not index arithmetic, its `other` is not zero), or
/// std::nullopt.
std::optional<std::string> whyNotCopyable(LoadOp load, mlir::scf::ForOp loop);

/// The box a tile.load_box, tile.store_box or tile.async_load_box copies
/// through its tensor map: the tile's rows and columns (of an
/// async_load_box the stage's: over CTA pairs the half of the B box each
/// block copies), the columns of one 128-byte slab,
/// the tensor map's box width, and its swizzle; std::nullopt for other
/// ops.
struct TensorMapBox {
  mlir::Value desc;
  int64_t rows = 0, cols = 0, slabCols = 0;
  /// The swizzle span (bytes, 0: none) the tensor map is encoded with:
  /// the box's shared layout (getSharedLayout).
  int64_t swizzle = 0;
  /// The tensor map's own box {rows, columns}: one slab of a wider row.
  std::pair<int64_t, int64_t> mapBox() const {
    return {rows, std::min(cols, slabCols)};
  }
};
std::optional<TensorMapBox> tensorMapBox(mlir::Operation *op);

} // namespace tile

#endif
