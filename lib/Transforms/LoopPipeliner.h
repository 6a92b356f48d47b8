//===- LoopPipeliner.h - One loop tile-pipeline-loads rewrites --*- C++ -*-===//
//
// Private to lib/Transforms: the state and steps of tile-pipeline-loads on
// one scf.for (PipelineLoads.cpp: the cp.async and TMA rings, one buffer
// per load, persistent loops over tiles; PipelineTcgen05.cpp: a tcgen05
// dot's loop with its accumulator in tensor memory, on TMA rings (CTA
// pairs included) or on cp.async rings).
//
//===----------------------------------------------------------------------===//
#ifndef LIB_TRANSFORMS_LOOPPIPELINER_H
#define LIB_TRANSFORMS_LOOPPIPELINER_H

#include "TileDialect/TileOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace tile {

/// tile-pipeline-loads on one loop: `whyNot` finds what it pipelines (or
/// says why not), then one of the rewrites writes the rings, copies and
/// waits as IR.
struct LoopPipeliner {
  mlir::scf::ForOp loop;
  int64_t stages = 3;
  llvm::SmallVector<LoadOp> loads;
  /// The TMA boxes to pipeline (tile.load_box whose coordinates are
  /// recomputable and whose lines a swizzle spans), and their rings'
  /// layouts (boxRingLayout).
  llvm::SmallVector<LoadBoxOp> boxes;
  llvm::SmallVector<SharedLayoutAttr> boxLayouts;
  /// A box left where it stands (the first), and why, named when nothing
  /// else is pipelined.
  LoadBoxOp narrowBox;
  std::string narrowWhy;
  /// A wgmma dot (or one of several tcgen05 dots) reads the rings through
  /// descriptors (the async proxy): each wait fences the copies for it.
  bool asyncProxy = false;

  /// The loop's tcgen05 dot (Tcgen05Ring), when it has one.
  DotOp tcgen05;
  /// Its tcgen05 tile.dots: tcgen05 when there is one; with several, each
  /// stays a tile.dot of its own iteration (asyncProxy).
  llvm::SmallVector<DotOp, 2> tcgen05Dots;
  /// The loop's block-scaled tcgen05 dot (a tile.dot_scaled of kind
  /// tcgen05: MXFP8, or FP4 as its packed bytes), when it has one instead:
  /// on cp.async rings only, its scales in rings of tcgen05's scale atoms.
  DotScaledOp tcgen05Scaled;
  /// The tcgen05 dot, scaled or not: the op, its A, B and accumulator.
  mlir::Operation *tmemDot() {
    return tcgen05 ? tcgen05.getOperation() : tcgen05Scaled.getOperation();
  }
  mlir::Value tmemDotA() {
    return tcgen05 ? tcgen05.getA() : tcgen05Scaled.getA();
  }
  mlir::Value tmemDotB() {
    return tcgen05 ? tcgen05.getB() : tcgen05Scaled.getB();
  }
  mlir::Value tmemDotAcc() {
    return tcgen05 ? tcgen05.getAcc() : tcgen05Scaled.getAcc();
  }
  mlir::TypedValue<mlir::RankedTensorType> tmemDotResult() {
    return tcgen05 ? tcgen05.getResult() : tcgen05Scaled.getResult();
  }
  /// Over CTA pairs (the kernel's cta_group = 2): the B box the pair's
  /// blocks split along N (each copies N / 2 of it: rows of an N x K box,
  /// 128-byte slabs of a K x N one), that dimension of its tile, this
  /// block's rank in its pair and whether it is the first (which issues
  /// the MMAs).
  LoadBoxOp pairSplit;
  unsigned pairSplitDim = 0;
  mlir::Value pairRank, pairFirst;

  /// The loop's one dot, when it stays in flight across iterations (a
  /// GEMM's K loop: DotsInFlight.h), and the carried argument it
  /// accumulates; the copies then go stages - 2 iterations ahead, into the
  /// stage the dot of two iterations back read, which the previous
  /// iteration's wait (pending 1) freed. cp.async rings only
  /// (tile-warp-specialize releases the TMA rings' stages itself), 3 stages
  /// or more. Set by planInFlight.
  DotOp inFlight;
  unsigned carried = 0;

  /// The loop over output tiles around the loop (a persistent kernel's:
  /// in the kernel's body, i32, the loop's bounds from outside it) whose
  /// tiles share the loop's TMA rings: allocated and their mbarriers
  /// initialized once, before it; it carries `base`, the iterations of the
  /// loop in the tiles before, so that stage and phase count on from tile
  /// to tile (a producer warpgroup, tile-warp-specialize, then runs on
  /// into the next tile's copies). Set by planPersistent.
  mlir::scf::ForOp outer;
  mlir::Value base;
  /// The loop over tiles carryBase replaced (erased), and its replacement.
  std::pair<mlir::scf::ForOp, mlir::scf::ForOp> replaced;

  /// The loop over output tiles the loop is directly in, when its tiles
  /// can share the loop's TMA rings (boxes only; the tiles' loop in the
  /// kernel's body, i32; the loop's bounds from outside it, constants, or
  /// the tile's scalars: causal attention's last key block, which a
  /// producer computes for each tile), or null.
  mlir::scf::ForOp persistentParent();

  void planPersistent();

  /// `outer` with one more carried i32, `base`: 0 at the first tile, then
  /// plus the loop's trip count after each.
  void carryBase(mlir::OpBuilder &b);

  void planInFlight();

  /// Whether `v` can be computed for another iteration: the induction
  /// variable, a value from outside the loop, or a side-effect-free op of
  /// the body without regions over such values.
  bool recomputable(mlir::Value v, unsigned depth = 0);

  /// `v` at the builder's insertion point for the iteration whose
  /// induction variable `map` maps the loop's to (recomputable values).
  mlir::Value cloneFor(mlir::Value v, mlir::OpBuilder &b, mlir::IRMapping &map);

  /// Why the loop is not pipelined, or nothing (then `loads` are the loads
  /// to pipeline).
  std::optional<std::string> whyNot();

  /// Why the loop's tcgen05 dot cannot run on its TMA rings with its
  /// accumulator in tensor memory, or "": A and B each a box of the loop
  /// (B through a tile.trans: stored N x K), K-major lines of 128 bytes,
  /// the accumulator a zero the loop carries into the dot and out of the
  /// loop only, nothing else loaded.
  std::string whyNotTcgen05Ring();

  /// Why the loop's tcgen05 dot cannot run on cp.async rings with its
  /// accumulator in tensor memory, or "": A and B each a tile.load of the
  /// loop (B through a tile.trans: loaded N x K; or K x N of 16- or 8-bit
  /// elements), in rings a swizzle spans (lines of 32, 64 or a multiple of
  /// 128 bytes), the accumulator as whyNotTmemAccumulator says, a loop in
  /// the kernel's body, one block's MMAs (cta_group = 1).
  std::string whyNotTcgen05Copies(TransOp trans);

  /// Why the tcgen05 dot's accumulator cannot stay in tensor memory across
  /// the loop (`what`: what needs it), or "": carried from a zero (with
  /// `anyStart` from any value, added to what is read back) into the dot
  /// and out of the loop only, 128 x N, read back by whole warpgroups.
  std::string whyNotTmemAccumulator(const std::string &what,
                                    bool anyStart = false);

  /// Why the loop's tcgen05 dot cannot run over the kernel's CTA pairs
  /// (cta_group = 2), or "": B loaded alike by both blocks of a pair,
  /// which split it along N (an N x K box by rows; a K x N box by its
  /// 128-byte slabs, an even number of them); a loop (and a loop over
  /// tiles around it) that every block of the cluster runs through.
  std::string whyNotPair(KernelOp kernel, LoadBoxOp boxB, bool bNxK);

  /// The bytes of `box` this block copies (half of a pair's B box).
  int64_t copiedBytes(LoadBoxOp box);

  /// The layout of `box`'s ring, as TMA writes it: 128-byte swizzled
  /// slabs of a row of 128 bytes or a multiple, the 64- or 32-byte swizzle
  /// of a row that wide (wgmma descriptors and ldmatrix read all three);
  /// null, and why in `why`, for other rows (16 bytes: no swizzle spans
  /// them) and for a narrow box whose tensor map another op reads or
  /// writes unswizzled (one map has one swizzle).
  SharedLayoutAttr boxRingLayout(LoadBoxOp box, std::string &why);

  /// What the block-scaled tcgen05 dot reads of `load`: its tile, or the
  /// arith.bitcast of it that is its only user in the body (Triton's
  /// uint8 codes and e8m0 scales viewed as fp8: the ring holds the view,
  /// copied from the same bytes). Unscaled dots: the tile.
  mlir::Value viewOf(LoadOp load);
  /// The load a block-scaled dot's operand `v` is (or views, or unpacks:
  /// FP4's tile.unpack_fp4 of the packed bytes, which the ring holds as
  /// they are), else null.
  LoadOp loadUnder(mlir::Value v);
  /// The tile.unpack_fp4 that is `load`'s only user in the body (of a
  /// block-scaled tcgen05 dot's FP4 operand), else null.
  UnpackFp4Op unpackOf(LoadOp load);
  /// The op of type OpT that is `v`'s only user, in the loop's body, when
  /// the loop's tcgen05 dot is block-scaled (what viewOf and unpackOf
  /// look through), else null.
  template <typename OpT> OpT scaledOnlyUser(mlir::Value v) {
    if (!tcgen05Scaled || !v.hasOneUse())
      return {};
    auto user = llvm::dyn_cast<OpT>(*v.getUsers().begin());
    return user && user->getBlock() == loop.getBody() ? user : OpT();
  }
  /// Whether `load` is a tcgen05 dot's B, K x N (no tile.trans), whose
  /// offsets run down its columns (a B stored N x K), or of 32-bit
  /// elements (tf32, which tcgen05 reads K-major only here): its ring
  /// holds it N x K, K-major, copied along K through the tile.trans of its
  /// offsets and mask (a tf32 B stored K x N element by element), and the
  /// dot reads it with `transpose_b`.
  bool downColumns(LoadOp load);
  /// The tile `load`'s ring holds a stage of: what the dot reads of it
  /// (viewOf), transposed for downColumns.
  mlir::RankedTensorType ringTileType(LoadOp load);
  /// The base a copy of `load` into a ring of `viewOf(load)` takes: the
  /// load's, or for a view that pointer retyped (tile.ptr_to_int then
  /// tile.int_to_ptr before the loop, which keep its alignment), set by
  /// retypeViewedBases.
  llvm::DenseMap<mlir::Operation *, mlir::Value> viewBases;
  void retypeViewedBases(mlir::OpBuilder &b);

  /// The layout of `load`'s ring: a 16-bit A or B of a dot (or a B taken
  /// through a tile.trans: attention's K^T) in 16-byte chunks swizzled
  /// over the widest span its lines allow (ldmatrix reads 8 lines of a
  /// chunk without bank conflicts; a wgmma descriptor describes it), the
  /// scales of a block-scaled tcgen05 dot in tcgen05's scale atoms, else
  /// plain lines.
  SharedLayoutAttr ringLayout(LoadOp load);

  mlir::Value c32(mlir::OpBuilder &b, int64_t v);

  /// The induction variable `n` iterations after `from`: from + n step.
  mlir::Value stepsFrom(mlir::OpBuilder &b, mlir::Value from, int64_t n);
  mlir::Value stepsFrom(mlir::OpBuilder &b, mlir::Value from, mlir::Value n);

  /// The rings' iteration at the builder's point in the loop's body: the
  /// loop's iteration number, counted on from the tiles before (base + i)
  /// in a loop over tiles.
  mlir::Value ringIteration(mlir::OpBuilder &b);

  /// What a tcgen05 loop sets up before it: the "empty" ring (an mbarrier
  /// a stage, one arrival: its MMAs' commit), the "done" mbarrier, and the
  /// accumulator in tensor memory (tile.tmem_alloc, its address slot),
  /// which it returns; for a block-scaled dot, `scales` the scale columns
  /// allocated beside it (a buffer of them a stage).
  mlir::Value allocTensorMemory(mlir::OpBuilder &b, mlir::Value &empty,
                                mlir::Value &done,
                                mlir::Value *scales = nullptr);

  /// Erases the tcgen05 dot (and `trans`, the tile.trans of its B): the
  /// accumulator leaves the loop's carried values, passed through until
  /// dropCarried takes it out. Returns its carried argument's index.
  unsigned eraseTcgen05Dot(TransOp trans);

  /// Copies of every load's tile for the iteration whose induction variable
  /// is `iv` into stage `stage` of its ring (nothing where `iv` is past the
  /// loop's end), then one commit.
  void copyIteration(mlir::OpBuilder &b, mlir::Value iv, mlir::Value stage,
                     llvm::ArrayRef<mlir::Value> rings);

  /// A copy of `load`'s tile for the iteration `map` maps the induction
  /// variable to into stage `stage` of `ring` (without a stage: into the
  /// buffer `ring`), masked off where `inRange` is false.
  void copyLoad(mlir::OpBuilder &b, LoadOp load, mlir::Value ring,
                mlir::Value stage, mlir::Value inRange, mlir::IRMapping &map);

  /// The first and the last op of the body that reads `load`'s tile (a
  /// user, or a user of a tile.trans of it; the op of the body a nested
  /// user is in). Past the last, nothing reads the buffer the tile is
  /// copied into: those users take it from the buffer or in registers.
  std::pair<mlir::Operation *, mlir::Operation *> readers(LoadOp load);

  /// Why one buffer per load (stages = 1) does not do for the loop, or "".
  std::string whyNotSingle();

  /// stages = 1: one buffer per load. Iteration j waits for its copy of a
  /// tile just before the tile's first reader and, once its last reader is
  /// done (a block barrier), copies iteration j + 1's tile into the same
  /// buffer: FlashAttention-2's schedule for K and V, V's copy landing
  /// during S = Q K^T and the next K's during P V, in the shared memory of
  /// one stage. The copies are committed one group per load, in the order
  /// of their last readers (before the loop too), so each wait leaves
  /// pending exactly the groups committed after the one it needs.
  void rewriteSingle();

  /// TMA copies of every box for the iteration whose induction variable
  /// is `iv` into stage `stage` of its ring, completing on that stage's
  /// mbarrier (armed for all of them), none where `iv` is past the loop's
  /// end.
  void copyBoxes(mlir::OpBuilder &b, mlir::Value iv, mlir::Value stage,
                 llvm::ArrayRef<mlir::Value> rings, mlir::Value bars);

  /// A ring of `stages` buffers holding `type`, in `layout`.
  mlir::Value allocRing(mlir::OpBuilder &b, mlir::RankedTensorType type,
                        SharedLayoutAttr layout);

  /// `v` replaced by a tile.buffer_load of stage `stage` of `ring` where
  /// `op` (its definition, erased later) stands.
  void readFromRing(mlir::OpBuilder &b, mlir::Operation *op, mlir::Value v,
                    mlir::Value ring, mlir::Value stage);

  void rewrite();

  /// The loop without its carried argument `index` (which nothing reads
  /// any more): a new loop with the same body; `loop` becomes it.
  void dropCarried(unsigned index);

  /// The tcgen05 form of rewrite(): the rings of A and B and their "full"
  /// mbarriers as for any boxes, and an "empty" mbarrier per stage; the
  /// accumulator in tensor memory (tile.tmem_alloc before the loop).
  /// Iteration j waits for its stage, runs its MMAs into the accumulator
  /// (overwriting it at j = 0) and commits them to the stage's "empty"
  /// barrier; then, once iteration j - 1's MMAs are done, copies iteration
  /// j - 1 + S into that stage. The leader thread alone waits for the
  /// stages (tile.barrier_wait leader): it issues the MMAs and the copies.
  /// After the loop the last MMAs are committed to a "done" barrier, and
  /// the accumulator is read back into registers where the loop's result
  /// was, and freed.
  ///
  /// In a loop over output tiles (persistent: planPersistent) the rings,
  /// barriers and accumulator are set up once before it, and freed after
  /// it; the tiles' loop carries `base` (carryBase), so that iteration i of
  /// a tile is iteration base + i of the rings. Each tile copies its first
  /// S iterations (every MMA of the tile before is done: its "done" wait),
  /// meets the block at a barrier (every thread has read the accumulator
  /// back, which its MMAs overwrite), and waits for "done" in phase t mod 2
  /// for its t-th tile.
  void rewriteTcgen05();

  /// The cp.async form of rewriteTcgen05 (whyNotTcgen05Copies): rings of A
  /// and B laid out for the MMAs' descriptors, an "empty" mbarrier per
  /// stage; the accumulator in tensor memory. The first S - 1 iterations'
  /// copies go before the loop; iteration j waits for its copies (every
  /// thread's, fenced for the async proxy, then the block's barrier), the
  /// leader runs its MMAs into the accumulator (overwriting it at j = 0,
  /// after the barrier: `fenced`) and commits them to the stage's "empty"
  /// barrier; then every thread waits until iteration j - 1's MMAs are
  /// done and copies iteration j - 1 + S into that stage (one commit group
  /// an iteration, copies or not). After the loop the last MMAs are
  /// committed to a "done" barrier and the accumulator is read back where
  /// the loop's result was (plus the loop's start, unless a zero), and
  /// freed.
  void rewriteTcgen05Copies();

  /// The copies go in runs of 16 bytes where a run of the kernel's blocked
  /// distribution holds that many (cp.async's widest: half the copies of
  /// runs of 4 bf16, and the address registers they hold).
  void widenCopyRuns();

  /// The bytes tile-pipeline gave the boxes now in rings (each its own
  /// box and mbarrier, `smem_offset`): handed back where they end the
  /// kernel's smem_bytes region (up to the padding before the next box:
  /// tile-pipeline starts each at a multiple of 1024 bytes).
  void releaseBoxPlaces();
};

} // namespace tile

#endif
