//===- HopperOps.h - Hopper/Blackwell ops to per-thread code ----*- C++ -*-===//
//
// Lowering of the cluster, mbarrier, TMA, setmaxnreg and shared-memory ops
// (lib/Conversion/TileToNV/HopperOps.cpp) and of the kernel's launch and
// cluster attributes. Each op is checked against the module's target before
// anything is emitted: an op the target cannot run is a located
// "unsupported operation for target" error, never an LLVM selection abort.
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_CONVERSION_HOPPEROPS_H
#define TILEDIALECT_CONVERSION_HOPPEROPS_H

#include "TileDialect/Conversion/TileToLLVM.h"
#include "TileDialect/NV/NVSyncOps.h"
#include "TileDialect/NV/NVTmaOps.h"

namespace tile {

/// Whether convert-tile-to-llvm lowers `op` through lowerHopperOp.
bool isHopperOp(mlir::Operation *op);
/// Emits per-thread code for a Hopper/Blackwell op.
mlir::LogicalResult lowerHopperOp(TileLowering &lowering, mlir::Operation *op);

/// Whether `op` is a buffer op that moves boxes with TMA or works an
/// mbarrier buffer (tile.barrier_init, _inval, _expect, _wait, _arrive,
/// tile.async_load_box).
bool isBufferBoxOp(mlir::Operation *op);
/// Emits per-thread code for such an op (lib/Conversion/TileToNV/
/// BufferBoxes.cpp).
mlir::LogicalResult lowerBufferBoxOp(TileLowering &lowering,
                                     mlir::Operation *op);

/// The 32-bit shared::cta address of the first byte of `buffer` (a placed
/// !tile.buffer of the kernel being lowered).
mlir::Value bufferAddress(TileLowering &lowering, mlir::Location loc,
                          mlir::Value buffer);
struct PtxEmitter;
/// Runs `body` on the partition's first thread (thread 0, or a
/// tile.warp_specialize partition's: TileLowering::leaderThread; no test
/// of the thread where it runs alone, TileLowering::leaderAlone), where
/// `pred` (the kernel's scalar i1, or null) holds.
void onLeader(TileLowering &lowering, PtxEmitter &e, mlir::Value pred,
              llvm::function_ref<void()> body);

/// Whether `op` is a tensor-memory op (include/TileDialect/
/// TileTensorMemory.td).
bool isTensorMemoryOp(mlir::Operation *op);
/// Whether `allocator` (a tile.tmem_alloc, or a tile.dot / tile.dot_scaled
/// whose lowering allocates its own tensor memory) may give up the CTA's
/// allocation permit after allocating (tcgen05.alloc after
/// tcgen05.relinquish_alloc_permit is illegal): no loop encloses it and it
/// is the kernel's only allocator (any dot counts, whatever its family).
bool mayRelinquishTmem(mlir::Operation *allocator);
/// Emits its tcgen05 instructions (lib/Conversion/TileToNV/
/// TensorMemory.cpp).
mlir::LogicalResult lowerTensorMemoryOp(TileLowering &lowering,
                                        mlir::Operation *op);

/// The named barrier of a tile.warp_specialize's consumers (the ids below
/// are the TMA pipelines' and their epilogues').
constexpr int kConsumerBarrier = 8;
/// Emits the partitions of a tile.warp_specialize: a branch on the thread
/// index (lib/Conversion/TileToNV/WarpSpecialize.cpp).
mlir::LogicalResult lowerWarpSpecialize(TileLowering &lowering,
                                        WarpSpecializeOp op);
/// The named barrier of consumer warpgroup w's turn (tile.turn_begin):
/// kFirstTurnBarrier + w.
constexpr int kFirstTurnBarrier = 9;
/// Emits tile.turn_begin / tile.turn_end: the wait for this warpgroup's
/// turn, and the pass to the next (WarpSpecialize.cpp).
mlir::LogicalResult lowerTurn(TileLowering &lowering, mlir::Operation *op);

/// The LLVM type of kernel parameter `index`: a `tile.tensor_map` parameter
/// is a generic pointer to a by-value, grid-constant CUtensorMap; others
/// keep `converted`.
mlir::Type kernelParamType(KernelOp kernel, unsigned index,
                           mlir::Type converted);
/// Applies the kernel's launch and cluster attributes (and the tensor-map
/// parameter attributes) to `func`, checking them against the target.
mlir::LogicalResult applyLaunchAttributes(KernelOp kernel,
                                          mlir::LLVM::LLVMFuncOp func,
                                          mlir::Operation *gpuModule);

/// The symbol of a kernel's `smem_bytes` region (dynamic shared memory).
std::string userSmemSymbol(llvm::StringRef kernelName);

/// The tile_nv spelling of a TMA reduction (none without one).
nv::TmaReduceAttr nvTmaReduce(mlir::MLIRContext *ctx,
                              std::optional<TmaReduce> reduce);

/// IndexArith plus what the TMA, tcgen05 and cp.async pipelines share:
/// code under a condition and the mbarrier instructions they build.
struct PtxEmitter : IndexArith {
  using IndexArith::IndexArith;
  template <typename Fn> void ifThen(mlir::Value cond, Fn body) {
    auto ifOp = mlir::scf::IfOp::create(b, loc, cond,
                                        /*withElseRegion=*/false);
    mlir::OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    body();
  }
  mlir::Value eq(mlir::Value x, int64_t y) {
    return cmp(mlir::arith::CmpIPredicate::eq, x, y);
  }
  /// Spins on mbarrier.try_wait.parity until the phase of `parity` of the
  /// mbarrier at shared::cta address `bar` (i32) is done.
  void wait(mlir::Value bar, mlir::Value parity);

  // tile_nv instructions on shared::cta mbarriers (i32 addresses).
  /// mbarrier.init with an immediate count.
  void mbarrierInit(mlir::Value bar, int32_t count) {
    nv::MbarrierInitOp::create(b, loc, nv::Space::shared_cta, bar,
                               mlir::Value(), b.getI32IntegerAttr(count),
                               mlir::Value());
  }
  /// mbarrier.init with the count in a register.
  void mbarrierInit(mlir::Value bar, mlir::Value count) {
    nv::MbarrierInitOp::create(b, loc, nv::Space::shared_cta, bar, count,
                               mlir::IntegerAttr(), mlir::Value());
  }
  void mbarrierInval(mlir::Value bar) {
    nv::MbarrierInvalOp::create(b, loc, nv::Space::shared_cta, bar,
                                mlir::Value());
  }
  /// One arrival, the state discarded.
  void mbarrierArrive(mlir::Value bar) {
    nv::MbarrierArriveOp::create(b, loc, mlir::Type(), nv::Space::shared_cta,
                                 bar, mlir::Value(), mlir::Value(),
                                 nv::SemAttr(), nv::ScopeAttr());
  }
  /// Arrives (release, cluster scope) on the mbarrier at the same offset as
  /// `bar` in block `rank` of the cluster.
  void mbarrierArriveRemote(mlir::Value bar, mlir::Value rank,
                            mlir::Value count = {}) {
    nv::MbarrierArriveOp::create(
        b, loc, mlir::Type(), nv::Space::shared_cluster, bar, count, rank,
        nv::SemAttr::get(b.getContext(), nv::Sem::release),
        nv::ScopeAttr::get(b.getContext(), nv::Scope::cluster));
  }
  void mbarrierArriveExpectTx(mlir::Value bar, mlir::Value bytes) {
    nv::MbarrierArriveExpectTxOp::create(
        b, loc, nv::Space::shared_cta, bar, bytes, mlir::Value(),
        mlir::Value(), nv::SemAttr(), nv::ScopeAttr());
  }
  void fenceMbarrierInit() { nv::FenceMbarrierInitOp::create(b, loc); }
  /// fence.proxy.async.shared::cta.
  void fenceProxyAsync() {
    nv::FenceProxyAsyncOp::create(
        b, loc, nv::SpaceAttr::get(b.getContext(), nv::Space::shared_cta),
        /*no_memory_clobber=*/false);
  }
  // cp.async groups.
  void cpAsyncCommitGroup() { nv::CpAsyncCommitGroupOp::create(b, loc); }
  void cpAsyncWaitGroup(int64_t pending) {
    nv::CpAsyncWaitGroupOp::create(b, loc, uint32_t(pending));
  }
  void cpAsyncWaitAll() { nv::CpAsyncWaitAllOp::create(b, loc); }
  /// A shared-memory matrix descriptor (wgmma or tcgen05): the start
  /// address `addr` (i32) >> 4 in bits 0-13, and the fixed fields `high`.
  mlir::Value smemDescriptor(mlir::Value addr, uint64_t high);
};

/// A tensor map (a `tile.tensor_map` parameter, or a pointer to one in
/// global memory) as the 64-bit generic address the TMA instructions take.
mlir::Value tensorMapAddress(mlir::OpBuilder &b, mlir::Location loc,
                             mlir::Value desc);
/// The kernel's dynamic shared memory (the `smem_bytes` region, an
/// `.extern .shared .align 1024` array declared on first use).
mlir::Value dynamicSmemRegion(TileLowering &lowering, mlir::Location loc,
                              mlir::Operation *op);
/// The 32-bit shared::cta address of byte `offset` (i32) of the kernel's
/// dynamic shared memory (the `smem_bytes` region, declared on first use).
mlir::Value dynamicSmemAddress(TileLowering &lowering, mlir::Location loc,
                               mlir::Operation *op, mlir::Value offset);
/// cp.async of `size` (4, 8 or 16) bytes from global `src` to the shared
/// pointer `dst`: `.cg` (L2 only) for 16, `.ca` for 4 and 8; with
/// `srcBytes`, only that many are read and the rest zero-filled.
void emitCpAsync(mlir::OpBuilder &b, mlir::Location loc, mlir::Value dst,
                 mlir::Value src, int64_t size, mlir::Value srcBytes);

} // namespace tile

#endif
