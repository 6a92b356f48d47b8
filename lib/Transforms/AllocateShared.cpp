//===- AllocateShared.cpp - tile-allocate-shared ---------------------------===//
//
// Places the shared-memory buffers of a kernel (tile.buffer_alloc) in its
// smem_bytes region: live ranges from the IR, buffers whose ranges do not
// overlap sharing bytes, largest first at the lowest free offset. A
// tile.store_box nobody placed (tile-pipeline places those after its own
// rings) is scratch live at the op alone: it takes the bytes of buffers
// dead by then (a K loop's ring), behind a barrier. In a loop (a
// persistent kernel's loop over tiles) it is the tile's for the whole
// loop instead, and its copies drain while the loop goes on
// (`drains_later`, a tile.tma_store_wait after the loop).
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Passes.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/Target/TargetInfo.h"
#include "TileDialect/TileOps.h"

#include "llvm/Support/MathExtras.h"

namespace tile {
#define GEN_PASS_DEF_TILEALLOCATESHARED
#include "TileDialect/Passes.h.inc"
} // namespace tile

using namespace mlir;
using namespace tile;

namespace {
/// One buffer: its allocation (a tile.buffer_alloc, or the tile.store_box
/// whose staging it is), bytes, alignment, and the program points
/// (pre-order numbers of the kernel's ops) it is live over, inclusive.
struct Interval {
  Operation *alloc;
  int64_t bytes, align, begin, end;
  std::optional<int64_t> offset;
  bool overlaps(const Interval &o) const {
    return begin <= o.end && o.begin <= end;
  }
};

struct Allocator {
  KernelOp kernel;
  /// Pre-order number of every op of the kernel, and the last number
  /// inside it (itself where it has no regions).
  llvm::DenseMap<Operation *, std::pair<int64_t, int64_t>> number;

  void numberOps() {
    int64_t next = 0;
    std::function<void(Operation *)> visit = [&](Operation *op) {
      int64_t first = next++;
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (Operation &inner : block)
            visit(&inner);
      number[op] = {first, next - 1};
    };
    for (Operation &op : kernel.getBody().front())
      visit(&op);
  }

  /// Whether `box` stores a tile in the body of an scf.for (not
  /// tile-pipeline's persistent loop, whose template drains its stores
  /// itself): its copies may drain while the loop goes on.
  static bool drainsInLoop(StoreBoxOp box) {
    Operation *parent = box->getParentOp();
    return isa<scf::ForOp>(parent) &&
           !parent->hasAttr(TileDialect::kPersistentAttrName);
  }

  /// The last program point at which `v` (a buffer) or a stage of it is
  /// used, each use counted as its ancestor in `block` (a loop or branch
  /// holding it: all of that op); an error at the first use the allocator
  /// cannot follow (a buffer carried by a loop, passed to another op).
  ///
  /// In a tile.warp_specialize whose consumers use the buffer, the
  /// consumers' last use is the last: the producer's copies into it are
  /// all waited for there. mbarriers nobody invalidates stay live to the
  /// kernel's end (PTX: a barrier's bytes are reused only after
  /// mbarrier.inval).
  FailureOr<int64_t> lastUse(Value v, Block *block) {
    int64_t last = number[v.getDefiningOp()].first;
    SmallVector<Operation *> users;
    SmallVector<Value> work{v};
    while (!work.empty()) {
      Value cur = work.pop_back_val();
      for (Operation *user : cur.getUsers()) {
        if (auto stage = dyn_cast<BufferStageOp>(user)) {
          work.push_back(stage.getResult());
          continue;
        }
        if (auto one = dyn_cast<TmemBufferOp>(user)) {
          work.push_back(one.getResult());
          continue;
        }
        // A tensor-memory address slot lives as long as its accumulator.
        if (auto alloc = dyn_cast<TmemAllocOp>(user))
          work.push_back(alloc.getResult());
        if (!isa<BufferStoreOp, BufferLoadOp, AsyncCopyOp, AsyncLoadBoxOp,
                 BarrierInitOp, BarrierInvalOp, BarrierExpectOp, BarrierWaitOp,
                 BarrierArriveOp, TmemAllocOp, TmemDotOp, TmemDotScaledOp,
                 TmemCommitOp, TmemLoadOp, TmemStoreOp, TmemDeallocOp>(user))
          return user->emitOpError("takes a !tile.buffer, which ")
                 << "tile-allocate-shared follows only into "
                    "tile.buffer_stage and the ops that read, write or wait "
                    "on a buffer (index a ring with a stage number "
                    "instead of carrying buffers)";
        users.push_back(user);
      }
    }
    if (llvm::any_of(users, llvm::IsaPred<BarrierInitOp>) &&
        llvm::none_of(users, llvm::IsaPred<BarrierInvalOp>))
      return number[kernel.getBody().front().getTerminator()].second;
    // The consumers' block of the tile.warp_specialize `user` is in, when
    // the buffer has a use there.
    auto consumersOf = [&](Operation *user) -> Block * {
      auto ws = dyn_cast_or_null<WarpSpecializeOp>(
          block->findAncestorOpInBlock(*user));
      if (!ws)
        return nullptr;
      Block *consumers = &ws.getConsumers().front();
      return llvm::any_of(users,
                          [&](Operation *u) {
                            return consumers->findAncestorOpInBlock(*u);
                          })
                 ? consumers
                 : nullptr;
    };
    for (Operation *user : users) {
      Operation *at = block->findAncestorOpInBlock(*user);
      if (Block *consumers = consumersOf(user)) {
        at = consumers->findAncestorOpInBlock(*user);
        if (!at) // the producer's
          continue;
      }
      last = std::max(last, number[at ? at : user].second);
    }
    return last;
  }

  /// Gives `b` (unless placed) the lowest offset at its alignment past
  /// `start` clear of every placed buffer live at the same time: tried
  /// after each of them.
  static void place(Interval &b, ArrayRef<Interval *> placed, int64_t start) {
    if (b.offset)
      return;
    SmallVector<int64_t> candidates{int64_t(llvm::alignTo(start, b.align))};
    for (Interval *p : placed)
      if (p->overlaps(b))
        candidates.push_back(
            int64_t(llvm::alignTo(*p->offset + p->bytes, b.align)));
    llvm::sort(candidates);
    for (int64_t c : candidates) {
      bool clear = llvm::none_of(placed, [&](Interval *p) {
        return p->overlaps(b) && c < *p->offset + p->bytes &&
               *p->offset < c + b.bytes;
      });
      if (clear) {
        b.offset = c;
        return;
      }
    }
  }

  LogicalResult run() {
    SmallVector<Interval> buffers;
    std::optional<Target> target = getEnclosingTarget(kernel);
    kernel.walk([&](Operation *op) {
      if (auto alloc = dyn_cast<BufferAllocOp>(op)) {
        auto type = alloc.getResult().getType();
        buffers.push_back({alloc, type.getTotalBytes(), type.getAlignment(), 0,
                           0, alloc.getOffset()});
      } else if (auto box = dyn_cast<StoreBoxOp>(op);
                 box && !box.getSmemOffset() &&
                 (!target || target->supports(Feature::Tma))) {
        // (Without TMA the lowering refuses the op, not its bytes.)
        // 1024-byte aligned: the 128-byte swizzle repeats every 1024 bytes.
        buffers.push_back({box, box.getBufferBytes(), 1024, 0, 0, {}});
      }
    });
    if (buffers.empty())
      return success();
    numberOps();
    for (Interval &b : buffers) {
      b.begin = number[b.alloc].first;
      if (isa<StoreBoxOp>(b.alloc)) {
        // Its copies read the bytes until the op's end; in a loop (a
        // persistent kernel's loop over tiles) until the next run of the
        // store, or the wait after the loop (drainsInLoop): the whole loop.
        Operation *parent = b.alloc->getParentOp();
        std::tie(b.begin, b.end) =
            parent->hasAttr(TileDialect::kPersistentAttrName) ||
                    drainsInLoop(cast<StoreBoxOp>(b.alloc))
                ? number[parent]
                : std::make_pair(b.begin, b.begin);
        continue;
      }
      FailureOr<int64_t> end =
          lastUse(b.alloc->getResult(0), b.alloc->getBlock());
      if (failed(end))
        return failure();
      b.end = *end;
    }
    int64_t start = kernel.getSmemBytes().value_or(0);
    // Placed ones first (they keep their bytes), then largest first,
    // earliest first among equals (a stable order).
    SmallVector<Interval *> order;
    for (Interval &b : buffers)
      order.push_back(&b);
    llvm::stable_sort(order, [](const Interval *x, const Interval *y) {
      if (x->offset.has_value() != y->offset.has_value())
        return x->offset.has_value();
      return x->bytes > y->bytes;
    });
    int64_t limit = target ? int64_t(target->sharedMemoryPerBlock())
                           : 227 * 1024;
    SmallVector<Interval *> placed;
    int64_t end = start;
    for (Interval *b : order) {
      // A stored tile that does not fit goes out in rounds through fewer of
      // its row's 128-byte slabs (buffer_slabs: a divisor; the user's own
      // stays), as tile-pipeline's persistent template stores.
      auto box = dyn_cast<StoreBoxOp>(b->alloc);
      bool fixed = !box || box.getBufferSlabs();
      for (int64_t slabs = box ? box.getNumBufferSlabs() : 0;;) {
        place(*b, placed, start);
        if (*b->offset + b->bytes <= limit || fixed || slabs == 1)
          break;
        do
          --slabs;
        while (box.getNumSlabs() % slabs);
        b->bytes = box.getBufferBytes(slabs);
        b->offset.reset();
        if (slabs < box.getNumSlabs())
          box.setBufferSlabs(uint32_t(slabs));
      }
      end = std::max(end, *b->offset + b->bytes);
      if (end > limit) {
        InFlightDiagnostic d =
            b->alloc->emitOpError("needs bytes [")
            << *b->offset << ", " << *b->offset + b->bytes
            << ") of shared memory for "
            << (!box ? "its buffer"
                : fixed || box.getNumBufferSlabs() > 1
                    ? "the tile it stores"
                    : "the tile it stores, even one 128-byte slab of its "
                      "rows at a time")
            << ", beyond the " << limit << " bytes "
            << (target ? target->name() : StringRef("a block"))
            << " has per block (with the other buffers live at the same time"
            << (start ? " and the kernel's " + std::to_string(start) +
                            "-byte smem_bytes region"
                      : std::string())
            << ")";
        // A ring (tile-pipeline-loads'): each stage fewer gives back one.
        auto alloc = dyn_cast<BufferAllocOp>(b->alloc);
        auto type = alloc ? cast<BufferType>(alloc.getType()) : BufferType();
        if (type && type.getStages() > 1)
          d << "; it is a ring of " << type.getStages() << " stages of "
            << type.getStageBytes()
            << " bytes: fewer stages take less (tile-pipeline-loads "
               "stages=N, --pipeline-loads=N; 1 keeps one buffer per load)";
        return d;
      }
      placed.push_back(b);
    }
    for (Interval &buf : buffers) {
      if (auto alloc = dyn_cast<BufferAllocOp>(buf.alloc)) {
        alloc.setOffset(*buf.offset);
        continue;
      }
      auto box = cast<StoreBoxOp>(buf.alloc);
      box.setSmemOffset(uint32_t(*buf.offset));
      if (drainsInLoop(box)) {
        // Its copies drain while the loop goes on (the next tile's K
        // loop): its next run waits for them before writing the buffer,
        // and the kernel after the loop for the last ones.
        box.setDrainsLater(true);
        auto loop = cast<scf::ForOp>(box->getParentOp());
        if (!isa_and_nonnull<TmaStoreWaitOp>(loop->getNextNode())) {
          OpBuilder b(loop->getContext());
          b.setInsertionPointAfter(loop);
          TmaStoreWaitOp::create(b, box.getLoc(), /*read=*/false);
        }
      }
      // Bytes a buffer held before: every thread past its last use (a
      // warpgroup's wgmma may still read a ring stage another warpgroup
      // is done with) before any writes the tile there.
      bool reused = llvm::any_of(buffers, [&](const Interval &p) {
        return isa<BufferAllocOp>(p.alloc) && p.end < buf.begin &&
               *p.offset < *buf.offset + buf.bytes &&
               *buf.offset < *p.offset + p.bytes;
      });
      if (reused && !isa_and_nonnull<BarrierOp>(box->getPrevNode())) {
        OpBuilder b(box);
        BarrierOp::create(b, box.getLoc());
      }
    }
    if (end > start)
      kernel.setSmemBytes(uint32_t(end));
    return success();
  }
};

struct TileAllocateSharedPass
    : tile::impl::TileAllocateSharedBase<TileAllocateSharedPass> {
  void runOnOperation() override {
    for (KernelOp kernel : getOperation().getOps<KernelOp>()) {
      Allocator allocator;
      allocator.kernel = kernel;
      if (failed(allocator.run()))
        return signalPassFailure();
    }
  }
};
} // namespace
