//===- Pipeline.h - Software-pipelined K loops of tile.dot ------*- C++ -*-===//
//
// tile-pipeline recognizes K loops whose body loads two TMA boxes (or two
// tile.loads) and feeds them to one tile.dot accumulating into
// the loop's only iter_arg, and marks them with `tile.pipeline`;
// convert-tile-to-llvm lowers a marked loop to a multi-stage pipeline
// (lib/Conversion/TileToNV/PipelinedDot.cpp) that streams the boxes
// through a ring of shared-memory stages with cp.async.bulk.tensor and
// mbarriers. wgmma (sm_90a): warp-specialized, a
// producer warpgroup copies, consumer warpgroups run wgmma on the stages in
// place with the accumulator in registers. tcgen05 (tensor-memory targets):
// one thread issues copies and MMAs, the accumulator lives in tensor memory
// and is read back once. mma.sync (targets with TMA but no wgmma/tcgen05
// for the dot: sm_90, sm_120a/f): thread 0 copies, every warp runs
// mma.sync on the swizzled stages in place. tile.loads
// (AsyncCopyPipeline.cpp): every thread
// copies its 16-byte chunks of the tile.loads of later iterations with
// cp.async into a ring of stages while the block multiplies the current
// one: mma.sync (sm_80 on; static shared memory), wgmma or tcgen05 (dynamic
// shared memory, core-matrix layouts). A tile.dot_scaled on block-scaled
// mma.sync (sm_120/121) is such a cp.async pipeline too, its stages
// holding the two scale tiles after A and B.
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_CONVERSION_PIPELINE_H
#define TILEDIALECT_CONVERSION_PIPELINE_H

#include "TileDialect/Analysis/PipelineMatch.h"
#include "TileDialect/Conversion/DotEmitter.h"

#include "llvm/Support/MathExtras.h"
#include <memory>

namespace tile {

/// Checks that bytes [offset, offset + bytes) lie in the dynamic shared
/// memory of `op`'s kernel (`smem_bytes`): tile-pipeline sizes it for what
/// it places, but the attributes can also be written by hand. `what` names
/// the contents in the error.
mlir::LogicalResult checkPlaced(mlir::Operation *op, int64_t offset,
                                int64_t bytes, llvm::StringRef what);

struct PtxEmitter;
/// Whether `op` runs inside another loop of its kernel: a tensor-memory
/// allocation there repeats, so it keeps the allocation permit.
bool insideAnotherLoop(mlir::Operation *op);
/// Warp `warp` allocates `columns` of tensor memory (its address at shared
/// `slot`) and, with `relinquish`, gives up the allocation permit; the block
/// synchronizes (then `afterBarrier`, such as a cluster sync) and reads the
/// address. `ctaGroup`: 1, or 2 over a CTA pair.
mlir::Value allocateTmem(TileLowering &lowering, PtxEmitter &e,
                         unsigned ctaGroup, int64_t warp, int64_t columns,
                         mlir::Value slot, bool relinquish,
                         llvm::function_ref<void()> afterBarrier = {});
/// The cluster rank of the first block of this block's CTA pair (ranks 2i
/// and 2i + 1): %cluster_ctarank with bit 0 cleared.
mlir::Value pairLeaderRank(PtxEmitter &e);
/// The cta_group of `op`'s kernel's tcgen05 instructions: 2 where its
/// kernel has cta_group = 2 (CTA pairs), else 1.
unsigned kernelCtaGroup(mlir::Operation *op);
/// Warp `warp` frees the allocation (after the block's last tcgen05 use and
/// a barrier).
void deallocateTmem(TileLowering &lowering, PtxEmitter &e, unsigned ctaGroup,
                    int64_t warp, mlir::Value taddr, int64_t columns);
/// Where a thread reads a 128 x N tensor-memory accumulator split among
/// `groups` warpgroups: its lane's row at `rowAddr` (TMEM address with the
/// lane in bits 16 on), its first column `col0`, `cols` columns read
/// `piece` at a time.
struct TmemRows {
  mlir::Value rowAddr, col0;
  int64_t cols = 0, piece = 0;
};
/// Emits the addresses of TmemRows for accumulator `taddr`, column
/// `colBase` on: warp w reads row 32 (w % 4) + lane, columns (w / 4) N /
/// groups on.
TmemRows tmemRowAddress(TileLowering &lowering, PtxEmitter &e, int64_t n,
                        int64_t groups, mlir::Value taddr,
                        mlir::Value colBase);
/// The fragment layout of those registers (#tile.tcgen05).
FragmentLayout tmemRowsLayout(TileLowering &lowering, mlir::Location loc,
                              int64_t n, int64_t groups);
/// Reads the rows (tcgen05.ld.32x32b, waiting for them): each cell as
/// `accElem`, passed through `each(value, slot)`.
llvm::SmallVector<mlir::Value>
readTmemRows(TileLowering &lowering, PtxEmitter &e, const TmemRows &rows,
             mlir::Type accElem,
             llvm::function_ref<mlir::Value(mlir::Value, int64_t)> each);
/// Writes `regs` (one a slot of those registers, any 32-bit type) to the
/// rows (tcgen05.st.32x32b), then waits for the stores (tcgen05.wait::st).
void writeTmemRows(TileLowering &lowering, PtxEmitter &e, const TmemRows &rows,
                   llvm::ArrayRef<mlir::Value> regs);

/// Lowers a loop that carries `tile.pipeline` (TileLowering::lowerFor calls
/// it).
mlir::LogicalResult lowerPipelinedLoop(TileLowering &lowering,
                                       mlir::scf::ForOp loop);

/// A persistent loop's epilogue synchronizes its threads (tile.store_box)
/// on this named barrier, since the copying threads run a loop of their
/// own (named barriers 1 to 5 order the wgmma pipeline's setmaxnreg).
constexpr int kEpilogueBarrier = 7;

/// Lowers a loop that carries `tile.persistent`.
mlir::LogicalResult lowerPersistentLoop(TileLowering &lowering,
                                        mlir::scf::ForOp outer);

/// Lowers a loop marked `tile.pipeline` whose match is a cp.async pipeline
/// (lib/Conversion/TileToNV/AsyncCopyPipeline.cpp).
mlir::LogicalResult lowerAsyncCopyLoop(TileLowering &lowering,
                                       PipelineMatch match);

/// cp.async prefetch of the operands of mma.sync dots in a loop that is
/// not a K-loop pipeline (FlashAttention's: K, through tile.trans, and V,
/// loaded every iteration beside softmax arithmetic; a K loop that does
/// more than accumulate): each tile.load that is only a dot's A or B
/// (16-bit elements, offsets and masks of index arithmetic on the
/// induction variable and loop invariants, no `other` but zero) is copied
/// one iteration ahead into a double-buffered ring in the kernel's static
/// shared memory, laid out as the dot stages it (rows padded by 16 bytes),
/// and the dot reads it there (TileLowering::hoistedOperands) instead of
/// loading it into registers and staging it. Only loops that write no
/// memory. The lowering of the loop
/// (TileLowering::lowerFor) calls prologue() before it, beginIteration()
/// at the start of its body and epilogue() after it.
class DotPrefetch {
public:
  /// The plan for `loop`, or null when nothing in it is prefetched.
  static std::unique_ptr<DotPrefetch> plan(TileLowering &lowering,
                                           mlir::scf::ForOp loop);
  ~DotPrefetch();
  /// The loads the lowering leaves out (and tile.trans ops over them).
  llvm::ArrayRef<mlir::Operation *> skipped() const;
  void prologue();
  void beginIteration(mlir::Value iv);
  void epilogue();

  struct Impl;

private:
  explicit DotPrefetch(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl;
};

/// Lowers a tile.load_box outside a pipelined loop: one TMA copy, the block
/// waits for it and reads the box into its registers.
mlir::LogicalResult lowerLoadBox(TileLowering &lowering, LoadBoxOp op);

/// Lowers a tile.store_box: the block writes the tile to its place in
/// shared memory (128-byte swizzled slabs), thread 0 copies it out with
/// TMA and waits until it has been read.
mlir::LogicalResult lowerStoreBox(TileLowering &lowering, StoreBoxOp op);

} // namespace tile

#endif
