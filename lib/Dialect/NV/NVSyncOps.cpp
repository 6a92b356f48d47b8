//===- NVSyncOps.cpp - tile_nv synchronization and copies: verifiers -----===//
//
// What PTX requires of each instruction's operands and modifiers, and the
// target check: where the enclosing module carries a target
// (tile.compute_capability / tile.target_spec), an instruction the target
// cannot run is "unsupported operation for target ...", as in the
// emitters. Without a target only the PTX rules are checked.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/NV/NVSyncOps.h"
#include "NVVerify.h"

#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace tile;
using namespace tile::nv;

#define GET_OP_CLASSES
#include "TileDialect/NV/NVSyncOps.cpp.inc"

void NVDialect::registerSyncOps() {
  addOperations<
#define GET_OP_LIST
#include "TileDialect/NV/NVSyncOps.cpp.inc"
      >();
}

/// An mbarrier lives in shared memory: `shared`, `shared_cta` or (remote)
/// `shared_cluster`.
static LogicalResult verifyBarrierSpace(Operation *op, Space space,
                                        bool clusterAllowed) {
  if (space == Space::global)
    return op->emitOpError("an mbarrier is in shared memory, not global");
  if (space == Space::shared_cluster && !clusterAllowed)
    return op->emitOpError(
        "takes a shared::cta barrier (shared or shared_cta)");
  return success();
}

/// `rank` (a remote barrier through mapa) goes with the shared::cluster
/// space, and the space with it.
static LogicalResult verifyRank(Operation *op, Space space, Value rank) {
  if (rank && space != Space::shared_cluster)
    return op->emitOpError(
        "with a cluster rank addresses a shared_cluster barrier");
  if (!rank && space == Space::shared_cluster)
    return op->emitOpError(
        "on a shared_cluster barrier needs the rank of its block");
  return success();
}

/// `sem` and `scope` come together.
static LogicalResult verifySemScope(Operation *op,
                                    std::optional<Sem> sem,
                                    std::optional<Scope> scope) {
  if (sem.has_value() != scope.has_value())
    return op->emitOpError("takes sem and scope together");
  if (scope && *scope != Scope::cta && *scope != Scope::cluster)
    return op->emitOpError("scope must be cta or cluster");
  return success();
}

LogicalResult MbarrierInitOp::verify() {
  if (failed(verifyBarrierSpace(*this, getSpace(), false)))
    return failure();
  if (bool(getCount()) == getCountImm().has_value())
    return emitOpError("takes the count as a register or an immediate "
                       "(count N), exactly one");
  if (auto n = getCountImm(); n && (*n < 1 || *n >= (1 << 20)))
    return emitOpError("count must be in [1, 2^20 - 1], got ") << *n;
  return requireTarget(*this, Feature::CpAsync);
}

LogicalResult MbarrierInvalOp::verify() {
  if (failed(verifyBarrierSpace(*this, getSpace(), false)))
    return failure();
  return requireTarget(*this, Feature::CpAsync);
}

LogicalResult MbarrierArriveOp::verify() {
  if (failed(verifyBarrierSpace(*this, getSpace(), true)) ||
      failed(verifyRank(*this, getSpace(), getRank())) ||
      failed(verifySemScope(*this, getSem(), getScope())))
    return failure();
  if (getSem() && *getSem() != Sem::release && *getSem() != Sem::relaxed)
    return emitOpError("sem must be release or relaxed");
  if (getState() && getSpace() == Space::shared_cluster)
    return emitOpError("on a shared_cluster barrier returns no state");
  if (getRank())
    if (failed(requireTarget(*this, Feature::Clusters)))
      return failure();
  if (getCount() || getRank() || getSem())
    return requireTarget(*this, Feature::Tma,
                         getOperationName() + " with a count, rank or sem");
  return requireTarget(*this, Feature::CpAsync);
}

template <typename TxOp> static LogicalResult verifyTxOp(TxOp op) {
  if (failed(verifyBarrierSpace(op, op.getSpace(), true)) ||
      failed(verifyRank(op, op.getSpace(), op.getRank())) ||
      failed(verifySemScope(op, op.getSem(), op.getScope())))
    return failure();
  std::optional<Sem> sem = op.getSem();
  if constexpr (std::is_same_v<TxOp, MbarrierArriveExpectTxOp>) {
    if (sem && *sem != Sem::release && *sem != Sem::relaxed)
      return op.emitOpError("sem must be release or relaxed");
  } else {
    if (sem && *sem != Sem::relaxed)
      return op.emitOpError("sem must be relaxed");
  }
  if (failed(requireTarget(op, Feature::Tma)))
    return failure();
  if (op.getRank())
    return requireTarget(op, Feature::Clusters);
  return success();
}

LogicalResult MbarrierArriveExpectTxOp::verify() { return verifyTxOp(*this); }
LogicalResult MbarrierExpectTxOp::verify() { return verifyTxOp(*this); }
LogicalResult MbarrierCompleteTxOp::verify() { return verifyTxOp(*this); }

LogicalResult MbarrierTestWaitOp::verify() {
  if (failed(verifyBarrierSpace(*this, getSpace(), false)))
    return failure();
  // The parity form is PTX 7.8 (the Hopper async family), the state form
  // sm_80's.
  if (getPhase().getType().isInteger(32))
    return requireTarget(*this, Feature::Tma,
                         getOperationName() + " with a parity");
  return requireTarget(*this, Feature::CpAsync);
}

LogicalResult MbarrierTryWaitOp::verify() {
  if (failed(verifyBarrierSpace(*this, getSpace(), false)))
    return failure();
  return requireTarget(*this, Feature::Tma);
}

LogicalResult MbarrierWaitOp::verify() {
  if (failed(verifyBarrierSpace(*this, getSpace(), false)))
    return failure();
  return requireTarget(*this, Feature::Tma);
}

LogicalResult FenceProxyAsyncOp::verify() {
  if (getSpace() == Space::shared)
    return emitOpError("space must be shared_cta, shared_cluster or global");
  return requireTarget(*this, Feature::Tma);
}

LogicalResult FenceMbarrierInitOp::verify() {
  return requireTarget(*this, Feature::Clusters);
}

LogicalResult FenceOp::verify() {
  if (getSem() != Sem::sc && getSem() != Sem::acq_rel)
    return emitOpError("sem must be sc or acq_rel");
  if (getScope() == Scope::cluster)
    return requireTarget(*this, Feature::Clusters,
                         getOperationName() + " at cluster scope");
  return success();
}

LogicalResult BarrierClusterArriveOp::verify() {
  if (failed(requireTarget(*this, Feature::Clusters)))
    return failure();
  // .relaxed is PTX 8.0 (the Hopper async family's version).
  if (getRelaxed())
    return requireTarget(*this, Feature::Tma,
                         getOperationName() + " relaxed");
  return success();
}

LogicalResult BarrierClusterWaitOp::verify() {
  return requireTarget(*this, Feature::Clusters);
}

template <typename BarOp> static LogicalResult verifyNamedBarrier(BarOp op) {
  if (op.getId() >= 16)
    return op.emitOpError("barrier id must be in [0, 15], got ")
           << op.getId();
  if (op.getThreadCount() && op.getThreads())
    return op.emitOpError(
        "takes the thread count as a register or an immediate, not both");
  if constexpr (std::is_same_v<BarOp, BarArriveOp>)
    if (!op.getThreadCount() && !op.getThreads())
      return op.emitOpError("needs a thread count");
  if (std::optional<uint32_t> n = op.getThreads();
      n && (*n == 0 || *n % 32 != 0 || *n > 1024))
    return op.emitOpError(
               "thread count must be a multiple of 32 in [32, 1024], got ")
           << *n;
  return success();
}

LogicalResult BarSyncOp::verify() { return verifyNamedBarrier(*this); }
LogicalResult BarArriveOp::verify() { return verifyNamedBarrier(*this); }

LogicalResult CpAsyncOp::verify() {
  uint32_t size = getSize();
  if (size != 4 && size != 8 && size != 16)
    return emitOpError("copies 4, 8 or 16 bytes, not ") << size;
  if (getCache() == CpAsyncCache::cg && size != 16)
    return emitOpError("cg (L2 only) copies 16 bytes, not ") << size;
  if (auto ptr = dyn_cast<LLVM::LLVMPointerType>(getSrc().getType());
      ptr && ptr.getAddressSpace() != 0 && ptr.getAddressSpace() != 1)
    return emitOpError("reads a global (or generic) pointer, not address "
                       "space ")
           << ptr.getAddressSpace();
  return requireTarget(*this, Feature::CpAsync);
}

LogicalResult CpAsyncCommitGroupOp::verify() {
  return requireTarget(*this, Feature::CpAsync);
}

LogicalResult CpAsyncWaitGroupOp::verify() {
  return requireTarget(*this, Feature::CpAsync);
}

LogicalResult CpAsyncWaitAllOp::verify() {
  return requireTarget(*this, Feature::CpAsync);
}

LogicalResult SetMaxNRegOp::verify() {
  uint32_t n = getCount();
  if (n < 24 || n > 256 || n % 8 != 0)
    return emitOpError("register count must be a multiple of 8 in "
                       "[24, 256], got ")
           << n;
  return requireTarget(*this, Feature::Setmaxnreg);
}

LogicalResult GridDepControlOp::verify() {
  return requireTarget(*this, Feature::GridDepControl);
}
