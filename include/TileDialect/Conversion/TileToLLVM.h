//===- TileToLLVM.h - Distributing tiles over threads -----------*- C++ -*-===//
//
// The state of lowering one tile.kernel to per-thread code, shared by the
// convert-tile-to-llvm pass and the tensor-core dot emitters.
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_CONVERSION_TILETOLLVM_H
#define TILEDIALECT_CONVERSION_TILETOLLVM_H

#include "TileDialect/Analysis/IndexTiles.h"
#include "TileDialect/LinearLayout.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/Target/TargetInfo.h"
#include "TileDialect/TileLayouts.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <functional>
#include <limits>
#include <optional>

namespace tile {

int64_t numElements(mlir::RankedTensorType type);
/// The type an element has in LLVM: fp8 formats (which LLVM IR lacks) are
/// carried as their i8 bit patterns, everything else as itself.
mlir::Type storageElementType(mlir::Type t);
/// Elements of a tile held by each of `numThreads` threads.
int64_t slotsPerThread(mlir::RankedTensorType type, unsigned numThreads);
/// Where the lowering's own shared memory starts in the dynamic shared
/// memory of `kernel`: after its smem_bytes region, 128-aligned (0 without
/// one).
int64_t dynamicBufferOffset(KernelOp kernel);
/// The blocked distribution (#tile.blocked) of a tile of `n` elements over
/// `threads` threads, each holding runs of `run` consecutive elements
/// (blockedRun, TileLayouts.h):
/// slot s of thread t holds linear element ((s / run) * threads + t) * run
/// + s % run, wrapping around (mod n) where the tile is smaller than the
/// block or not a multiple of it (run 1 there: element t + s * threads).
int64_t blockedLinear(int64_t n, int64_t threads, int64_t run, int64_t tid,
                      int64_t slot);
/// Whether slot `slot` of that distribution repeats elements in some
/// threads (the tile wraps around the block: `n` not a multiple of
/// `threads`, and the slot reaches past `n`). Thread t then holds its
/// element first only where t + threads * slot < n: that thread alone
/// stores it, or applies an atomic to it.
bool blockedSlotRepeats(int64_t n, int64_t threads, int64_t slot);
/// The blocked distribution of `type` over `numThreads` threads, runs
/// blockedRun(n, numThreads, maxRun) (TileLowering::ownedIndex), as a
/// LinearLayout (register = slot, lane, warp -> dim0, dim1, ...), or
/// std::nullopt where it is not linear (LinearLayout::blocked).
std::optional<LinearLayout> blockedLayout(mlir::RankedTensorType type,
                                          unsigned numThreads, int64_t maxRun);
mlir::Value constI32(mlir::OpBuilder &b, mlir::Location loc, int64_t v);

/// The layouts tile-assign-layouts wrote on a kernel's tile values
/// (takeLayouts).
struct TakenLayouts {
  /// The encoding of `v`'s type: the layout it is computed in.
  llvm::DenseMap<mlir::Value, mlir::Attribute> computed;
  /// Where it differs, the layout `v`'s users take it in: the blocked
  /// distribution where every user converts it so right away.
  llvm::DenseMap<mlir::Value, mlir::Attribute> converted;
  /// The uses that took their value through a conversion into a register
  /// fragment (or its rows), now fed by the conversion's source: a
  /// broadcast vector or a gatherable load is read at the fragment's
  /// positions there.
  llvm::DenseSet<mlir::OpOperand *> intoFragment;
};

/// A tile held as a tensor-core accumulator fragment (the registers the
/// MMA instructions read and write) instead of the blocked distribution. A
/// dot accumulator carried through an scf.for stays in this form across the
/// loop, and is stored from it, instead of going through shared memory on
/// every iteration.
struct FragmentLayout {
  /// Equal keys place every slot at the same element.
  std::string key;
  int64_t numSlots = 0;
  /// (row, col) of slot `s` in this thread, emitted at the insertion point.
  std::function<std::pair<mlir::Value, mlir::Value>(int64_t)> position;
  /// Whether slot `s` holds an element of the tile (i1), or null where every
  /// slot does. Threads with fewer output tiles than others repeat one.
  std::function<mlir::Value(int64_t)> valid;
  /// Slots come in runs of `run` that hold consecutive columns of one row,
  /// the first at a column that is a multiple of `run` (mma.sync and wgmma
  /// fragments: pairs; a tcgen05.ld row: many). Stores write such a run with
  /// one vector instruction where the addresses turn out contiguous.
  int64_t run = 1;
  /// Where the columns are known at compile time: the threads hold
  /// columns in `columnGroups` groups of N / columnGroups, and every
  /// thread's slot `s` lies in the same eight columns [c, c + 8) of its
  /// group (c a multiple of 8: the thread's own part of the column is
  /// below 8). Returns c; std::nullopt (or a null function) where the
  /// column depends on more of the thread. A TMA store through a buffer of
  /// fewer slabs than the row writes each slab's slots without a test.
  std::function<std::optional<int64_t>(int64_t)> columnOctet;
  int64_t columnGroups = 1;
  /// Where each 8 consecutive slots from a multiple of 8 are four 8x8
  /// matrices as stmatrix.x4 (and ldmatrix) lay them out: slots s + 2k,
  /// s + 2k + 1 hold row t / 4, columns 2 (t % 4) and + 1 of matrix k in
  /// lane t, matrices 0 and 1 (rows r..r+7, r+8..r+15) of eight columns c,
  /// 2 and 3 of the next eight. Returns (row, column) of the eight
  /// elements whose shared address the thread gives: row t % 8 of matrix
  /// t / 8; `valid` is then the same in all lanes of a warp. Null where
  /// the slots are not laid out so (the wgmma accumulator is).
  std::function<std::pair<mlir::Value, mlir::Value>(int64_t)> stmatrixRow;
  /// Row structure, where the tiling has one (numRowGroups is 0
  /// otherwise): slot s lies in the thread's row group rowGroup(s), whose
  /// slots are all in one row. The lanes whose ids differ from this one
  /// only in the bits of `rowLanes` hold the rest of the warp's columns of
  /// those rows (mma.sync and wgmma: the four lanes of a quad), and
  /// `rowParts` warps hold parts of each row, this thread's warp being part
  /// rowPart() (emitted; only called when rowParts > 1). A row reduction
  /// combines in the thread, then by shuffles, then the parts through
  /// shared memory.
  int64_t numRowGroups = 0;
  /// Equal for layouts whose row group g holds the same row in every
  /// thread (two dots of different N with the same rows per warp): a row
  /// vector of one is read by the other.
  std::string rowsKey;
  std::function<int64_t(int64_t)> rowGroup;
  int64_t rowLanes = 0;
  int64_t rowParts = 1;
  std::function<mlir::Value()> rowPart;
};

/// A row vector (the M results of a row reduction of a fragment, and
/// elementwise arithmetic of them) held by the rows of fragment `f`: slot g
/// is row group g of `f`, at its row (column null); its key is f.rowsKey.
/// Every thread holding a row of the fragment holds its element.
/// std::nullopt where `f` has no row structure.
std::optional<FragmentLayout> rowsLayout(const FragmentLayout &f);

/// Index arithmetic at one location (constants take the other operand's
/// type: i32 indices, i64 offsets), folding the identities (x + 0, x * 1,
/// x / 1) the emitters hit constantly. The tensor-core and TMA
/// emitters derive from it.
struct IndexArith {
  mlir::OpBuilder &b;
  mlir::Location loc;
  IndexArith(mlir::OpBuilder &b, mlir::Location loc) : b(b), loc(loc) {}
  mlir::Value c32(int64_t v) const;
  mlir::Value c64(uint64_t v) const;
  mlir::Value add(mlir::Value x, mlir::Value y) const;
  mlir::Value add(mlir::Value x, int64_t y) const;
  mlir::Value mul(mlir::Value x, int64_t y) const;
  mlir::Value udiv(mlir::Value x, int64_t y) const;
  mlir::Value urem(mlir::Value x, int64_t y) const;
  mlir::Value cmp(mlir::arith::CmpIPredicate pred, mlir::Value x,
                  int64_t y) const;
};

class TileLowering {
public:
  TileLowering(mlir::OpBuilder &b, unsigned numThreads)
      : b(b), numThreads(numThreads) {}

  /// A position in a tile: the multi-dimensional index, and when it is an
  /// element this thread holds, its slot.
  struct Index {
    llvm::SmallVector<mlir::Value> multi;
    mlir::Value linear;
    std::optional<int64_t> slot;
  };

  mlir::LogicalResult lowerBlock(mlir::Block &block);
  mlir::Type convertScalarType(mlir::Type t);

  /// The run of `type` in the blocked distribution (blockedRun): how many
  /// consecutive elements a thread holds together, which its global loads
  /// and stores move as one vector where the addresses allow.
  int64_t runOf(mlir::RankedTensorType type) const {
    return blockedRun(numElements(type), numThreads, maxRun);
  }
  /// The longest run the kernel's tiles get (convert-tile-to-llvm{max-run};
  /// 1 in kernels with tcgen05 dots).
  int64_t maxRun = 1;

  /// Index helpers (i32 arithmetic).
  mlir::Value linearIndex(mlir::Location loc, mlir::RankedTensorType type,
                          int64_t slot);
  llvm::SmallVector<mlir::Value> delinearize(mlir::Location loc,
                                             mlir::RankedTensorType type,
                                             mlir::Value linear);
  mlir::Value linearize(mlir::Location loc, mlir::RankedTensorType type,
                        llvm::ArrayRef<mlir::Value> idx);
  Index ownedIndex(mlir::Location loc, mlir::RankedTensorType type,
                   int64_t slot);

  /// The value of element `idx` of tile `v` (recomputed or looked up).
  mlir::Value elementAt(mlir::Value v, const Index &idx);

  /// Shared memory: the kernel's one buffer (grown to the largest use).
  mlir::Value sharedBase(mlir::Location loc, int64_t bytes);
  /// Synchronizes the block (bar.sync 0), or only the threads of
  /// `barrierScope` while it is set (a persistent loop's epilogue, whose
  /// producer threads run a loop of their own).
  void barrier(mlir::Location loc);
  struct BarrierScope {
    int id = 0;          ///< named barrier (an immediate, 1-15)
    int64_t threads = 0; ///< 0: the whole block
  } barrierScope;
  /// Whether only some of the threads that hold the tiles meet at the
  /// block barriers being emitted (a named barrier of fewer threads: a
  /// persistent loop's epilogue warps); the paths that exchange values
  /// between all of them through shared memory are off then. A
  /// tile.warp_specialize's consumers are all of them.
  bool partialBarriers() const {
    return barrierScope.threads && barrierScope.threads < numThreads;
  }
  /// The thread that issues what one thread of the running partition
  /// issues (TMA copies, mbarrier arming): 0, or a tile.warp_specialize
  /// producer's first thread while its region is lowered.
  int64_t leaderThread = 0;
  /// Whether the code being lowered runs in the leader thread alone (a
  /// tile.warp_specialize producer of one-thread ops and waits): what the
  /// leader issues needs no test of the thread index there.
  bool leaderAlone = false;
  /// The tile.turn_begin whose turn is being lowered (null outside one),
  /// the block its code goes into, and whether a block-wide barrier was
  /// emitted inside the turn (an error: the other consumer warpgroups wait
  /// for their turn, not at it; one emitted before the loop, where a dot
  /// stages a loop-invariant operand once, is not in the turn), and where
  /// the first such barrier was asked for (the error's note).
  mlir::Operation *turn = nullptr;
  mlir::Block *turnBlock = nullptr;
  bool barrierInTurn = false;
  std::optional<mlir::Location> barrierInTurnLoc;
  mlir::Value storeShared(mlir::Location loc, mlir::Value base,
                          mlir::Value index, mlir::Value v);
  mlir::Value loadShared(mlir::Location loc, mlir::Value base,
                         mlir::Value index, mlir::Type t);
  /// Writes every element of a tile to shared memory in row-major order and
  /// waits for the block; returns the buffer base.
  mlir::Value stageToShared(mlir::Location loc, mlir::Value tileValue);
  /// Stages several tiles back to back (each 16-byte aligned) between one
  /// pair of barriers; returns each tile's base (and in `totalBytes` the
  /// bytes they take).
  llvm::SmallVector<mlir::Value>
  stageAllToShared(mlir::Location loc, mlir::ValueRange tileValues,
                   int64_t *totalBytes = nullptr);
  /// Calls `fn(element, row, col)` for each element this thread holds of
  /// the 2-D tile `v`, blocked or in a fragment (where a fragment slot may
  /// hold no element of its own, inside an scf.if on its validity): how the
  /// dot lowerings write an operand into shared memory in their layouts.
  void forEachElement2D(
      mlir::Location loc, mlir::Value v,
      llvm::function_ref<void(mlir::Value, mlir::Value, mlir::Value)> fn);
  /// forEachElement2D by runs: `fn(elements, row, col)` for runs of up to
  /// `most` elements the thread holds at (row, col .. col + n - 1), a
  /// multiple of n (the blocked distribution's runs within a row, split
  /// into `most`; single elements from a fragment).
  void forEachRun2D(
      mlir::Location loc, mlir::Value v, int64_t most,
      llvm::function_ref<void(llvm::ArrayRef<mlir::Value>, mlir::Value,
                              mlir::Value)>
          fn);
  /// Every slot of a blocked tile of `type` (`elems`, in storage types) to
  /// its row-major position in the 16-byte aligned buffer `base`, and back:
  /// a run per vector access (conflict-free where scalar accesses to a
  /// thread's consecutive elements would not be).
  void storeSharedBlocked(mlir::Location loc, mlir::Value base,
                          mlir::RankedTensorType type,
                          llvm::ArrayRef<mlir::Value> elems);
  llvm::SmallVector<mlir::Value> loadSharedBlocked(mlir::Location loc,
                                                   mlir::Value base,
                                                   mlir::RankedTensorType type);
  /// Stores `elems` (one type) to consecutive elements from byte `offset`
  /// of the shared buffer `base`: one vector store (aligned to its size,
  /// which the caller guarantees) for several.
  void storeSharedRun(mlir::Location loc, mlir::Value base, mlir::Value offset,
                      llvm::ArrayRef<mlir::Value> elems);

  /// The fragment layout `v` is held in, or null when it is blocked.
  const FragmentLayout *fragmentOf(mlir::Value v) const;
  /// `v`'s elements in `layout`'s slots: its own registers when it is held
  /// in that layout already, else recomputed or read back through shared
  /// memory (`v` blocked). `stagedBase` is v's staged copy, if the caller
  /// has one.
  llvm::SmallVector<mlir::Value> elementsInFragment(
      mlir::Location loc, mlir::Value v, const FragmentLayout &layout,
      mlir::Value stagedBase = mlir::Value());
  /// Writes fragment registers to shared memory at byte `offset` of the
  /// buffer (row-major), waits for the block, and returns the elements this
  /// thread holds in the blocked distribution.
  llvm::SmallVector<mlir::Value>
  fragmentToBlocked(mlir::Location loc, mlir::RankedTensorType type,
                    llvm::ArrayRef<mlir::Value> regs,
                    const FragmentLayout &layout, int64_t offset,
                    mlir::Value buffer = mlir::Value());
  /// Shared memory that is free at the current point (a pipelined loop's
  /// ring after the loop): conversions to the blocked distribution that fit
  /// go through it instead of the kernel's static buffer.
  struct SpareSharedMemory {
    mlir::Value base; ///< !llvm.ptr<3>, or null
    int64_t bytes = 0;
  } spareShared;
  /// The largest ring of a cp.async + mma.sync or wgmma pipeline in the
  /// kernel's dynamic shared memory (bytes [offset, offset + bytes)): free outside
  /// its loops, which start with a barrier and end with one after their
  /// last copies, so the static buffer may live there when it does not
  /// fit beside the kernel's dynamic region (placeSharedBuffer).
  struct CopyRing {
    int64_t offset = 0, bytes = 0;
  } copyRing;
  /// Converts `v` (just defined in a fragment layout) to the blocked
  /// distribution unless tile-assign-layouts left it in that fragment.
  void keepFragmentIfUsersTakeIt(mlir::Location loc, mlir::Value v);
  /// Whether tile-assign-layouts left `v` (used) in a register fragment (an
  /// accumulator layout or its rows) rather than converting it to the
  /// blocked distribution right after its definition.
  bool usersTakeFragment(mlir::Value v) const;
  /// The layouts tile-assign-layouts wrote on the kernel's tile values,
  /// taken off by takeLayouts: the one `v` is computed in (its type's
  /// encoding) and the one its users take it in (`held`: the blocked
  /// distribution where every user converts it so at once).
  const TakenLayouts *layouts = nullptr;
  mlir::Attribute computedLayout(mlir::Value v) const;
  /// Whether `use` takes its value converted into a register fragment
  /// (TakenLayouts::intoFragment).
  bool takesConvertedIntoFragment(mlir::OpOperand &use) const;
  mlir::Attribute heldLayout(mlir::Value v) const;
  /// Converts `v`, if it is held in a fragment layout, to the blocked
  /// distribution (through shared memory, between barriers).
  void toBlocked(mlir::Location loc, mlir::Value v);
  /// Makes every slot of `v` available in the blocked distribution: lowers
  /// it where its lowering was deferred, converts it from a fragment.
  void ensureBlocked(mlir::Location loc, mlir::Value v) {
    ensureLowered(v);
    toBlocked(loc, v);
  }
  /// Whether this thread is the one that handles slot `slot` of a tile of
  /// `n` elements (null: it always is; a tile smaller than the block, or
  /// not a multiple of it, wraps around and other threads hold the same
  /// element): what ops that must act once per element guard with.
  mlir::Value holdsSlot(mlir::Location loc, int64_t n, int64_t slot);
  /// Builds `body` inside an scf.if on `cond` (right here when null).
  void ifThen(mlir::Location loc, mlir::Value cond,
              llvm::function_ref<void()> body);
  /// Lowers `v` in the blocked distribution if its lowering was deferred
  /// (a row or column vector broadcast whose users read it at fragment
  /// positions; see deferred).
  void ensureLowered(mlir::Value v);
  /// Whether `v` is a tile.trans left for the dots it feeds, which stage
  /// its source at transposed positions.
  bool isDeferredTranspose(mlir::Value v) const;
  /// A tile.unpack_fp4 left for the block-scaled mma.sync that reads it (A,
  /// or B through a deferred transpose): its packed bytes are staged.
  bool isDeferredUnpack(mlir::Value v) const;
  /// Broadcasts of a row or column vector (tile.broadcast of an M x 1 or
  /// 1 x N tile, and the tile.expand_dims of a vector feeding only such)
  /// whose users combine them with a tensor-core fragment: they are read
  /// at the fragment's positions from the staged vector, never lowered in
  /// the blocked distribution unless a user turns out to need it.
  llvm::DenseSet<mlir::Value> deferred;

  /// Records `v` as held in `layout` with registers `regs`.
  void setFragment(mlir::Value v, llvm::SmallVector<mlir::Value> regs,
                   const FragmentLayout &layout);

  mlir::OpBuilder &b;
  unsigned numThreads;
  mlir::Value tid;
  /// Whether `v` is an index tile recomputable at any index (tile.range,
  /// splats, broadcasts and elementwise arithmetic of them).
  bool isRecomputable(mlir::Value v);
  /// Element `idx` of `op`'s tile, loaded from global memory.
  mlir::Value loadElement(LoadOp op, const Index &idx);
  /// Whether `v` (a gatherable tile the epilogue only combines with the
  /// accumulator) is left to its users, which read it at the accumulator
  /// fragment's positions, instead of being lowered in the blocked
  /// distribution where it is defined.
  bool loweredWhereUsed(mlir::Value v);
  /// Set while a persistent loop is lowered: the epilogue reads gatherable
  /// vector loads at the accumulator fragment's positions (isGatherable,
  /// loweredWhereUsed). Elsewhere they go through shared memory, which
  /// keeps fewer values live.
  bool gatherLoads = false;
  mlir::LogicalResult lowerOp(mlir::Operation *op);
  /// lowerOp, then (convert-tile-to-llvm{check-layouts}) checkLayouts: how
  /// lowerBlock and the emitters that walk a body themselves lower its ops.
  mlir::LogicalResult lowerCheckedOp(mlir::Operation *op) {
    return mlir::failure(mlir::failed(lowerOp(op)) ||
                         (checkHeldLayouts && mlir::failed(checkLayouts(op))));
  }
  /// A masked element load from global memory as one predicated PTX load
  /// (`other` where the mask is off; nothing is read there).
  mlir::Value predicatedLoad(mlir::Location loc, mlir::Value ptr,
                             mlir::Value mask, mlir::Value other);

  mlir::Operation *gpuModule = nullptr;
  std::string smemSymbolName;
  int64_t smemBytes = 0;
  /// Where the largest use of the static buffer was asked for (sharedBase),
  /// for the diagnostic when it is over 48 KiB.
  std::optional<mlir::Location> smemPeakLoc;
  /// Bytes at the start of the shared scratch buffer held, for the loop
  /// being lowered, by dot operands staged once before it (hoistDotOperands
  /// in DotEmitter.h); sharedBase hands out the space after them.
  int64_t sharedReserved = 0;
  /// (tile.dot, operand number) -> its copy in shared memory, staged before
  /// the enclosing loop in the dot family's layout.
  llvm::DenseMap<std::pair<mlir::Operation *, unsigned>, mlir::Value>
      hoistedOperands;
  /// Whether shared memory may be spent to save work: dot operands staged
  /// once before their loops, mma.sync rows padded against bank conflicts
  /// (off for a second try when that pushed the kernel over the static
  /// shared-memory limit), and whether any was.
  bool spendShared = true, spentShared = false;
  /// Whether loops may copy their dot operands ahead (DotPrefetch), and
  /// whether one did: a kernel that then needs more than 48 KiB of static
  /// shared memory is lowered once more without.
  bool prefetch = true, prefetched = false;
  /// The most bytes the shared scratch buffer may take: the target's shared
  /// memory per block less the kernel's smem_bytes region (where the
  /// buffer goes once dynamic). DotPrefetch leaves out rings that could not
  /// fit beside what is reserved before its loop.
  int64_t sharedBudget = std::numeric_limits<int64_t>::max();
  /// Remarks (convert-tile-to-llvm{remarks}) on where dot operands come
  /// from, emitted once the kernel is lowered (not from a first try that
  /// was redone).
  bool remarks = false;
  /// convert-tile-to-llvm{check-layouts}: after each op is lowered, the
  /// layout the lowering holds each result in is compared with the one
  /// tile-assign-layouts wrote (LayoutCheck.cpp).
  bool checkHeldLayouts = false;
  mlir::LogicalResult checkLayouts(mlir::Operation *op);
  llvm::SmallVector<std::pair<mlir::Location, std::string>> pendingRemarks;
  void remark(mlir::Location loc, llvm::StringRef text) {
    if (remarks)
      pendingRemarks.push_back({loc, text.str()});
  }
  /// tile.trans results whose source DotPrefetch copies to shared memory
  /// as loaded: the dot reads its hoistedOperand as B stored N x K.
  llvm::DenseSet<mlir::Value> prefetchedTransposes;
  /// wgmma dots whose hoistedOperand B DotPrefetch copies K x N as loaded,
  /// MN-major (the others are N x K, K-major).
  llvm::DenseSet<mlir::Operation *> hoistedMnMajorB;
  /// (tile.dot, operand number) -> the swizzle span (128, 64 or 32 bytes)
  /// of a hoistedOperand that DotPrefetch copies in a swizzled layout (as
  /// PipelineMatch::wgmmaSwizzle's stages); absent: core matrices.
  llvm::DenseMap<std::pair<mlir::Operation *, unsigned>, int64_t>
      hoistedSwizzle;
  /// Alignment of the static shared-memory buffer: 1024 once a swizzled
  /// ring lives in it (the swizzle atom), else 16.
  int64_t smemAlign = 16;
  /// Whether swizzled wgmma operands may be placed in the shared memory
  /// handed out for `op` (a loop of a kernel): their 1024-byte atoms need
  /// the buffer's base on one; the static buffer can be aligned so
  /// (alignToSwizzleAtom), a dynamic one starts after the kernel's
  /// smem_bytes (dynamicBufferOffset).
  static bool swizzleAtomsFit(mlir::Operation *op);
  /// The next sharedBase starts on a 1024-byte swizzle atom.
  void alignToSwizzleAtom() {
    sharedReserved = llvm::alignTo(sharedReserved, 1024);
    smemAlign = 1024;
  }
  /// Ops of the loop being lowered that DotPrefetch replaces (the loads it
  /// copies, tile.trans over them): lowerBlock leaves them out.
  llvm::DenseSet<mlir::Operation *> skippedOps;
  mlir::Value hoistedOperand(mlir::Operation *dot, unsigned operand) const {
    return hoistedOperands.lookup({dot, operand});
  }
  mlir::IRMapping scalars;
  llvm::DenseMap<mlir::Value, llvm::SmallVector<mlir::Value>> tiles;
  /// A tile.reduce result that is broadcast back over the reduced axis
  /// (tile.broadcast of its tile.expand_dims to the source's shape), by
  /// source slot: the reduction the thread holding that slot needs, left by
  /// the shuffle reduction where the threads have it (no shared memory).
  llvm::DenseMap<mlir::Value, llvm::SmallVector<mlir::Value>> reducedAtSource;

  /// A global access to slots [slot, slot + vec) of a blocked tile of
  /// `type` (consecutive elements of one run): each element's address and
  /// mask, and `fast`, whether at run time their offsets are consecutive,
  /// the first address is aligned to the vector and every mask is set
  /// (slowMasks: the element's mask where not); null where that is known
  /// (no mask, and contiguity and alignment proven: `baseAlign`, the base
  /// pointer's alignment in bytes, and the offsets' tile.divisibility).
  /// slowMasks is empty where a run is one vector or nothing (proven
  /// contiguous and aligned, its mask constant along it).
  struct VectorAccess {
    llvm::SmallVector<mlir::Value> ptrs, masks, slowMasks;
    mlir::Value fast;
    /// The offsets rise by one along the run, known at compile time (the
    /// access then addresses every element from the first).
    bool contiguous = false;
  };
  VectorAccess vectorAccess(mlir::Location loc, mlir::RankedTensorType type,
                            mlir::Value base, int64_t baseAlign,
                            mlir::Type elemType,
                            mlir::Value offsets, mlir::Value mask,
                            int64_t slot, int64_t vec);
  /// The run-time test of a vector access whose ptrs, masks and
  /// contiguous `v` holds (`offs`: the elements' offsets): v.fast, the
  /// first address aligned (unless `aligned` proves it), the offsets
  /// consecutive (unless v.contiguous) and the masks on (with `sameMask`
  /// every element's mask is the first's); and v.slowMasks, each element's
  /// mask where that fails, left empty where the run is all or nothing.
  void vectorAccessTest(mlir::Location loc, VectorAccess &v,
                        llvm::ArrayRef<mlir::Value> offs, int64_t bytes,
                        bool aligned, bool sameMask);
  /// The elements of `v` (type `t`) with one ld.global.vN when v.fast,
  /// else each under its slow mask (`other`, if given, where that is off).
  llvm::SmallVector<mlir::Value> vectorLoad(mlir::Location loc,
                                            const VectorAccess &v,
                                            mlir::Type t, mlir::Value other);

  /// The address of element `offset` of `base` (a global pointer).
  mlir::Value addressOf(mlir::Location loc, mlir::Value base,
                        mlir::Type elemType, mlir::Value offset);
  /// Unrolls recomputable tile `result` into this thread's slots (tiles).
  mlir::LogicalResult materialize(mlir::Value result);

private:
  mlir::LogicalResult lowerRelayout(mlir::Operation *op);
  mlir::LogicalResult lowerLoad(LoadOp op);
  mlir::LogicalResult lowerGather(GatherOp op);
  mlir::LogicalResult lowerHistogram(HistogramOp op);
  /// tile.associative_scan / tile.associative_reduce.
  mlir::LogicalResult lowerCombiner(mlir::Operation *op);
  mlir::LogicalResult lowerStore(StoreOp op);
  mlir::LogicalResult lowerReduce(ReduceOp op);
  mlir::LogicalResult lowerScan(ScanOp op);
  mlir::LogicalResult lowerReshape(ReshapeOp op);
  mlir::LogicalResult lowerJoinSplit(mlir::Operation *op);
  mlir::LogicalResult lowerUnpackFp4(UnpackFp4Op op);
  mlir::LogicalResult lowerPackFp4(PackFp4Op op);
  /// `v` blocked and, unless recomputable, staged to shared memory: the
  /// base for elementAnywhere (null when recomputed).
  mlir::Value stageForAnywhere(mlir::Location loc, mlir::Value v);
  /// Element `at` (its `multi`; sets `linear`) of `v`: recomputed, or read
  /// from `staged` (v staged row-major to shared memory) when given.
  mlir::Value elementAnywhere(mlir::Value v, mlir::Value staged, Index &at);
  mlir::LogicalResult lowerFor(mlir::scf::ForOp op);
  mlir::LogicalResult lowerIf(mlir::scf::IfOp op);
  mlir::LogicalResult lowerWhile(mlir::scf::WhileOp op);
  /// `values` to consecutive addresses from ptrs[0] with one st.global.vN
  /// when `fast` (always where it is null), else value i to ptrs[i] where
  /// slowMasks[i] holds (with `contiguous`, ptrs[i] is ptrs[0] + i elements
  /// and only ptrs[0] is used).
  void vectorStore(mlir::Location loc, mlir::Value fast,
                   llvm::ArrayRef<mlir::Value> ptrs,
                   llvm::ArrayRef<mlir::Value> slowMasks,
                   llvm::ArrayRef<mlir::Value> values, bool contiguous = false);
  void predicatedStore(mlir::Location loc, mlir::Value ptr, mlir::Value mask,
                       mlir::Value v);
  llvm::SmallVector<mlir::Value> flatten(mlir::ValueRange values);
  /// flatten() after converting fragment tiles to the block distribution
  /// (what structured ops carry and yield).
  llvm::SmallVector<mlir::Value> flattenBlocked(mlir::Location loc,
                                                mlir::ValueRange values);
  void unflatten(mlir::ValueRange original, mlir::ValueRange flat);
  llvm::SmallVector<mlir::Type> flatTypes(mlir::TypeRange types);
  /// What a structured op carries for each of `values` (an scf.for's
  /// arguments, an scf.if's results): the fragment tile-assign-layouts wrote
  /// for it, or std::nullopt (blocked, or not a tile). Fails with an error
  /// at `op` naming the `what` that has a layout no fragment can hold.
  mlir::FailureOr<llvm::SmallVector<std::optional<FragmentLayout>, 4>>
  heldLayouts(mlir::Operation *op, mlir::ValueRange values,
              llvm::StringRef what);
  /// flatten() of `values`, each in its `held` fragment, the others in the
  /// block distribution (a structured op's inits and yields).
  llvm::SmallVector<mlir::Value>
  flattenHeld(mlir::Location loc, mlir::ValueRange values,
              llvm::ArrayRef<std::optional<FragmentLayout>> held);
  /// unflatten() of `original` from `flat`, each in its `held` fragment.
  void unflattenHeld(mlir::ValueRange original, mlir::ValueRange flat,
                     llvm::ArrayRef<std::optional<FragmentLayout>> held);

  llvm::DenseMap<mlir::Value, bool> recomputable;
  /// recomputedWhereUsed's answers: index tiles only tile.async_copy
  /// evaluates (chunk by chunk), never unrolled where they are defined.
  llvm::DenseMap<mlir::Value, bool> copyEvaluated;
  /// tid * run, by run (linearIndex).
  llvm::DenseMap<int64_t, mlir::Value> tidTimesRun;
  llvm::DenseMap<mlir::Value, FragmentLayout> fragments;
  mlir::LogicalResult storeFragment(StoreOp op, const FragmentLayout &layout);
};

/// Takes the layouts tile-assign-layouts wrote off `kernel` (LayoutCheck.cpp):
/// records each tile value's encoding and the layout its users take it in
/// (a value converted once right after its definition is taken in the
/// conversion's layout), then removes the conversions and the encodings,
/// leaving the kernel as the lowering walks it. Fails, at the value, where
/// a tile has no layout (tile-assign-layouts did not run) or a blocked
/// layout other than the one the lowering deals with `maxRun`.
mlir::FailureOr<TakenLayouts> takeLayouts(KernelOp kernel, int64_t maxRun);

/// Lowers tile.print and tile.assert (lib/Conversion/TileToLLVM/Debug.cpp).
mlir::LogicalResult lowerDebugOp(TileLowering &lowering, mlir::Operation *op);

} // namespace tile

#endif
