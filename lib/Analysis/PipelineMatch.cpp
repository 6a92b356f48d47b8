//===- PipelineMatch.cpp - Which K loops can be pipelined -----------------===//
//
// The structure of a K loop that tile-pipeline pipelines and
// convert-tile-to-llvm lowers from its plan: its loads (TMA boxes or
// tile.loads copied with cp.async) and dot, their shapes and the bytes of a
// stage, whether the blocks of a cluster load the same box (TMA multicast)
// or split one (CTA pairs), and the tensor-map box a load copies.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/PipelineMatch.h"
#include "TileDialect/Analysis/FragmentUses.h"
#include "TileDialect/Analysis/IndexTiles.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace tile;

/// A zero `other` (what cp.async's zero fill writes), or none.
static bool isZeroOrAbsent(Value other) {
  return !other || matchPattern(other, m_Zero()) ||
         matchPattern(other, m_PosZeroFloat());
}

std::optional<std::string> tile::whyNotCopyable(LoadOp load,
                                                scf::ForOp loop) {
  if (!loop.isDefinedOutsideOfLoop(load.getBase()))
    return "a tile.load's base pointer changes inside the loop";
  if (!isIndexTile(load.getOffsets()) ||
      (load.getMask() && !isIndexTile(load.getMask())))
    return "a tile.load's offsets or mask are not index arithmetic "
           "(tile.range, splats, broadcasts and arithmetic of them)";
  if (!isZeroOrAbsent(load.getOther()))
    return "a tile.load has a nonzero 'other' (cp.async fills masked "
           "elements with zeros)";
  return std::nullopt;
}

/// The cp.async form (mma.sync, wgmma): A and B are tile.loads in the body
/// at index-tile offsets and masks, of whole 16-byte chunks per row; B may
/// also be the tile.trans of an N x K tile.load (B stored N x K: a Linear
/// layer's weight, attention's K, the K-major fp8 operand). A block-scaled
/// tile.dot_scaled (`op`, else `dot`) adds its two scale tiles, and its
/// e2m1 A and B are the tile.unpack_fp4 of tile.loads of packed bytes.
static FailureOr<PipelineMatch> matchAsyncCopyLoop(scf::ForOp loop,
                                                   Operation *op,
                                                   std::string &why) {
  auto fail = [&](const Twine &reason) {
    why = reason.str();
    return failure();
  };
  Block *body = loop.getBody();
  auto dot = dyn_cast<DotOp>(op);
  auto scaled = dyn_cast<DotScaledOp>(op);
  Value opA = dot ? dot.getA() : scaled.getA();
  Value opB = dot ? dot.getB() : scaled.getB();
  // wgmma and tcgen05 read the stages through descriptors (core matrices).
  bool wgmma = dot ? dot.getKind() == DotKind::wgmma ||
                         dot.getKind() == DotKind::tcgen05
                   : scaled.getKind() == DotKind::tcgen05;
  // dot_scaled: the tile.load under `v`, through what reads the loaded
  // bytes as they are and is used only there: a tile.unpack_fp4 (e2m1
  // operands, to `unpacks`) or an arith.bitcast (Triton's uint8 codes of
  // fp8 operands and e8m0 scales, to `views`).
  SmallVector<Operation *> unpacks, views;
  auto loadUnder = [&](Value v) {
    for (Operation *def = v.getDefiningOp();
         scaled && def && def->getBlock() == body && def->hasOneUse();
         def = v.getDefiningOp()) {
      if (auto unpack = dyn_cast<UnpackFp4Op>(def)) {
        unpacks.push_back(unpack);
        v = unpack.getSrc();
      } else if (auto cast = dyn_cast<arith::BitcastOp>(def);
                 cast && isa<RankedTensorType>(cast.getType())) {
        views.push_back(cast);
        v = cast.getIn();
      } else {
        break;
      }
    }
    return v.getDefiningOp<LoadOp>();
  };
  auto loadA = loadUnder(opA);
  LoadOp loadB;
  auto trans = opB.getDefiningOp<TransOp>();
  if (trans && trans->getBlock() == body && trans->hasOneUse()) {
    loadB = loadUnder(trans.getSrc());
  } else {
    trans = {};
    loadB = loadUnder(opB);
  }
  if (opA.getDefiningOp<BufferLoadOp>() || opB.getDefiningOp<BufferLoadOp>())
    return fail("the dot reads a tile.buffer_load: the loop's copies are in "
                "the IR already (tile.async_copy into buffers), nothing for "
                "tile-pipeline to plan");
  if (!loadA || !loadB)
    return fail(wgmma && dot ? "A is neither a tile.load_box nor a tile.load, or B "
                        "neither a tile.load_box, a tile.load nor the "
                        "tile.trans of one (" +
                            stringifyDotKind(*dot.getKind()) +
                            " pipelines stream TMA boxes or copy tile.loads "
                            "with cp.async)"
                : scaled ? "A is not a tile.load (or the tile.unpack_fp4 of "
                           "one), or B neither a tile.load nor the tile.trans "
                           "of one (or of the tile.unpack_fp4 of one): a "
                           "block-scaled pipeline copies tile.load tiles with "
                           "cp.async"
                      : "A is not a tile.load, or B neither a tile.load nor "
                        "the tile.trans of one (an mma.sync pipeline copies "
                        "tile.load tiles with cp.async)");
  PipelineMatch m;
  m.loop = loop;
  m.dot = dot;
  m.scaled = scaled;
  m.loadA = loadA;
  m.loadB = loadB;
  m.bTransposed = bool(trans);
  auto aType = cast<RankedTensorType>(opA.getType());
  m.m = aType.getDimSize(0);
  m.k = aType.getDimSize(1);
  m.n = cast<RankedTensorType>(opB.getType()).getDimSize(1);
  m.copyK = m.k;
  m.copyElemBytes =
      storageBytes(loadA.getType().getElementType());
  SmallVector<LoadOp, 4> loads{loadA, loadB};
  if (scaled) {
    // e2m1: both operands as the packed bytes of their tile.unpack_fp4
    // (B through its tile.trans: stored N x K), as the non-pipelined
    // block-scaled mma.sync stages them.
    if (isa<Float4E2M1FNType>(aType.getElementType())) {
      if (unpacks.size() != 2 || !trans)
        return fail("e2m1 A and B are pipelined as the packed bytes they "
                    "are loaded as: A the tile.unpack_fp4 of a tile.load, "
                    "B the tile.trans of one (B stored N x K)");
      m.packedFp4 = true;
      m.copyK = m.k / 2;
    } else if (!unpacks.empty()) {
      return fail("a tile.unpack_fp4 feeds a non-e2m1 operand");
    }
    size_t unpacked = unpacks.size();
    m.loadSA = loadUnder(scaled.getAScale());
    m.loadSB = loadUnder(scaled.getBScale());
    if (!m.loadSA || !m.loadSB || unpacks.size() != unpacked)
      return fail("a scale tile is not a tile.load (or the arith.bitcast of "
                  "one): the pipeline copies the scales with A and B");
    m.scaleK = m.loadSA.getType().getDimSize(1);
    loads.append({m.loadSA, m.loadSB});
  }
  for (LoadOp load : loads) {
    if (load->getBlock() != body || !load->hasOneUse())
      return fail("the tile.loads are used other than by the dot");
    if (std::optional<std::string> whyNot = whyNotCopyable(load, loop))
      return fail(*whyNot);
    if (storageBytes(load.getType().getElementType()) !=
        m.copyElemBytes)
      return fail(scaled ? "A, B and the scales have elements of different "
                           "sizes"
                         : "A and B have elements of different sizes");
  }
  // wgmma reads a 16-bit B either way, an 8-bit or tf32 one only K-major;
  // tcgen05 an 8-bit one either way too (kind::f8f6f4, mxf8f6f4 and i8
  // transpose B without swizzling; tf32 only with a swizzle this layout
  // does not use). A K x N tile whose memory runs along K (B stored N x
  // K), or of a type read K-major only, is copied down its columns, into
  // the K-major layout.
  if (wgmma && !trans) {
    bool alongK = runsDownColumns(loadB.getOffsets());
    bool tcgen05 = dot ? dot.getKind() == DotKind::tcgen05 : true;
    bool mnMajor = tcgen05 ? TmemDotOp::readsMnMajor(m.copyElemBytes)
                           : m.copyElemBytes == 2;
    if (alongK || !mnMajor)
      m.chunkDimB = 0;
  }
  // 16-byte chunks: A's rows (K), B's lines along its chunk dimension.
  bool alongK = m.bTransposed || m.chunkDimB == 0;
  int64_t bLine = alongK ? m.copyK : m.n;
  if (m.copyK * m.copyElemBytes % 16 || bLine * m.copyElemBytes % 16)
    return fail("the rows of A (" + Twine(m.copyK * m.copyElemBytes) +
                " bytes of K) or the " + (alongK ? "columns" : "rows") +
                " of B (" + (alongK ? "K" : "N = " + Twine(m.n)) +
                ") are not whole 16-byte cp.async chunks");
  for (Operation &op : body->without_terminator()) {
    if (isa<LoadOp, DotOp, DotScaledOp>(op) || &op == trans.getOperation() ||
        llvm::is_contained(unpacks, &op) || llvm::is_contained(views, &op))
      continue;
    bool tiles = llvm::any_of(op.getResultTypes(),
                              [](Type t) { return isa<TensorType>(t); });
    bool ok = op.getNumRegions() == 0 &&
              (tiles ? llvm::all_of(op.getResults(),
                                    [](Value r) {
                                      return isIndexTile(r);
                                    })
                     : isa<arith::ArithDialect>(op.getDialect()));
    if (!ok)
      return fail("the body has '" + op.getName().getStringRef() +
                  "' besides the loads, the dot, scalar arithmetic and "
                  "index tiles");
  }
  return m;
}

FailureOr<PipelineMatch> tile::matchPipelinableLoop(scf::ForOp loop,
                                                    std::string &why) {
  auto fail = [&](const Twine &reason) {
    why = reason.str();
    return failure();
  };
  if (loop.getNumRegionIterArgs() != 1)
    return fail("the loop carries " + Twine(loop.getNumRegionIterArgs()) +
                " values, not one accumulator");
  Block *body = loop.getBody();
  auto yield = cast<scf::YieldOp>(body->getTerminator());
  Operation *yielded = yield.getOperand(0).getDefiningOp();
  auto dot = dyn_cast_or_null<DotOp>(yielded);
  auto scaled = dyn_cast_or_null<DotScaledOp>(yielded);
  if ((!dot && !scaled) || yielded->getBlock() != body)
    return fail("the loop does not yield a tile.dot or tile.dot_scaled of "
                "its body");
  if ((dot ? dot.getAcc() : scaled.getAcc()) != loop.getRegionIterArgs()[0] ||
      !loop.getRegionIterArgs()[0].hasOneUse() || !yielded->hasOneUse())
    return fail("the accumulator is used other than by one tile.dot");
  // Block-scaled mma.sync (sm_120a/f) or tcgen05 (sm_100a/f, ...): a
  // cp.async pipeline of A, B and the scales.
  if (scaled) {
    if (scaled.getKind() != DotKind::block_scale &&
        scaled.getKind() != DotKind::tcgen05)
      return fail("the tile.dot_scaled is lowered to neither block_scale "
                  "nor tcgen05");
    return matchAsyncCopyLoop(loop, scaled, why);
  }
  if (dot.getKind() != DotKind::mma_sync && dot.getKind() != DotKind::wgmma &&
      dot.getKind() != DotKind::tcgen05)
    return fail("the dot is lowered to neither mma_sync, wgmma nor tcgen05");
  // tile.loads: a cp.async pipeline; TMA boxes: the pipelines below.
  if (!dot.getA().getDefiningOp<LoadBoxOp>())
    return matchAsyncCopyLoop(loop, dot, why);
  // mma.sync takes any start value into its fragment registers; the wgmma
  // and tcgen05 pipelines build a splat in registers or tensor memory.
  if (dot.getKind() != DotKind::mma_sync && !isSplat(loop.getInitArgs()[0]))
    return fail("the accumulator does not start from a splat");
  // B is the transpose of an N x K box (K-major: B stored N x K, i.e.
  // column-major), or a K x N box itself (MN-major: B row-major).
  auto boxA = dot.getA().getDefiningOp<LoadBoxOp>();
  auto trans = dot.getB().getDefiningOp<TransOp>();
  auto boxB = trans ? trans.getSrc().getDefiningOp<LoadBoxOp>()
                    : dot.getB().getDefiningOp<LoadBoxOp>();
  if (!boxA || !boxB)
    return fail(Twine("A is not a tile.load_box, or B neither a K x N "
                      "tile.load_box nor the tile.trans of an N x K one: ") +
                stringifyDotKind(*dot.getKind()) +
                " pipelines stream TMA boxes (docs/gemm.md); tile.loads are "
                "pipelined with cp.async");
  for (Operation *op : {boxA.getOperation(), boxB.getOperation(),
                        trans ? trans.getOperation() : nullptr})
    if (op && (op->getBlock() != body || !op->hasOneUse()))
      return fail("the boxes are used other than by the dot");
  // mma.sync reads narrow rows (copied unswizzled) as they are.
  bool mmaSync = dot.getKind() == DotKind::mma_sync;
  for (LoadBoxOp box : {boxA, boxB})
    if (box.getRowBytes() < 128 && !mmaSync)
      return fail("a box has rows of " + Twine(box.getRowBytes()) +
                  " bytes: the wgmma and tcgen05 pipelines read "
                  "128-byte-swizzled rows (tile-pipeline-loads, "
                  "--pipeline-loads, puts a box of 32- or 64-byte rows in "
                  "a ring of that swizzle)");
  if (boxA.getNumSlabs() != 1 || (trans && boxB.getNumSlabs() != 1))
    return fail("a K-major box has rows wider than 128 bytes (K = " +
                Twine(dot.getA().getType().getDimSize(1)) +
                "): one K step of the pipeline is one 128-byte row");
  for (Operation &op : body->without_terminator()) {
    if (isa<LoadBoxOp, TransOp, DotOp>(op))
      continue;
    bool scalar = op.getNumRegions() == 0 &&
                  llvm::none_of(op.getResultTypes(),
                                [](Type t) { return isa<TensorType>(t); }) &&
                  isa<arith::ArithDialect>(op.getDialect());
    if (!scalar)
      return fail("the body has '" + op.getName().getStringRef() +
                  "' besides the boxes, the dot and scalar arithmetic");
  }
  for (Value v : {boxA.getDesc(), boxB.getDesc()})
    if (!loop.isDefinedOutsideOfLoop(v))
      return fail("a tensor map changes inside the loop");
  PipelineMatch m;
  m.loop = loop;
  m.dot = dot;
  m.boxA = boxA;
  m.boxB = boxB;
  m.m = dot.getA().getType().getDimSize(0);
  m.k = dot.getA().getType().getDimSize(1);
  m.n = dot.getB().getType().getDimSize(1);
  m.bMnMajor = !trans;
  m.kBytes = boxA.getRowBytes();
  if (m.bMnMajor) {
    Type e = dot.getB().getType().getElementType();
    if (!e.isBF16() && !e.isF16()) {
      std::string name;
      llvm::raw_string_ostream(name) << e;
      return fail("B is a K x N box (MN-major) of " + name +
                  ": the pipelines read MN-major operands of 16-bit types "
                  "only; load B as an N x K box and tile.trans it");
    }
    if (m.n % 64)
      return fail("B is a K x N box (MN-major) with N = " + Twine(m.n) +
                  ", not a multiple of 64 (whole 128-byte slabs)");
  }
  // mma.sync splits the dot into m16n8 tiles round-robin over the warps,
  // whatever their number (whyNotMmaSync checked the shape).
  if (m.mmaSyncBoxes())
    return m;
  if (m.tcgen05()) {
    if (m.m != 128)
      return fail("M = " + Twine(m.m) + " is not 128 (one tcgen05.mma)");
    if (m.n % 16 || m.n > 256)
      return fail("N = " + Twine(m.n) + " is not a multiple of 16 up to 256 "
                  "(one tcgen05.mma per K step)");
    return m;
  }
  if (m.m % 64 || m.m > 256)
    return fail("M = " + Twine(m.m) + " is not 64, 128, 192 or 256 (one "
                "consumer warpgroup per 64 rows)");
  if (m.n % 8 || m.n > 256)
    return fail("N = " + Twine(m.n) + " is not a multiple of 8 up to 256 "
                "(one wgmma per consumer and K step)");
  return m;
}

/// The cluster's extent along x, y and z (1s without cluster_dims).
std::array<int64_t, 3> tile::clusterExtent(KernelOp kernel) {
  std::array<int64_t, 3> xyz{1, 1, 1};
  if (std::optional<ArrayRef<int32_t>> dims = kernel.getClusterDims())
    for (auto [i, d] : llvm::enumerate(*dims))
      if (i < 3)
        xyz[i] = d;
  return xyz;
}

int64_t tile::clusterBlocks(KernelOp kernel) {
  std::array<int64_t, 3> xyz = clusterExtent(kernel);
  return xyz[0] * xyz[1] * xyz[2];
}

bool tile::isClusterUniform(Value v, KernelOp kernel, unsigned dims) {
  std::array<int64_t, 3> extent = clusterExtent(kernel);
  // Along a dimension outside `dims` (or of extent 1) the blocks compared
  // share their position.
  for (unsigned d = 0; d < 3; ++d)
    if (!(dims >> d & 1))
      extent[d] = 1;
  llvm::DenseSet<Value> seen;
  SmallVector<Value> work{v};
  while (!work.empty()) {
    Value x = work.pop_back_val();
    if (!seen.insert(x).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(x)) {
      Operation *owner = arg.getOwner()->getParentOp();
      if (owner == kernel.getOperation())
        continue; // a kernel parameter
      auto loop = dyn_cast<scf::ForOp>(owner);
      if (!loop || arg != loop.getInductionVar())
        return false;
      work.append({loop.getLowerBound(), loop.getUpperBound(),
                   loop.getStep()});
      continue;
    }
    Operation *op = x.getDefiningOp();
    if (auto pid = dyn_cast<ProgramIdOp>(op)) {
      if (extent[unsigned(pid.getDim())] != 1)
        return false;
      continue;
    }
    if (isa<arith::ConstantOp, NumProgramsOp, ClusterIdOp, NumClustersOp,
            ClusterShapeOp, ClusterNumBlocksOp>(op))
      continue;
    if (auto q = dyn_cast<ClusterBlockIdOp>(op)) {
      if (extent[unsigned(q.getDim())] != 1)
        return false;
      continue;
    }
    // program_id / c, c a multiple of the cluster's extent: the cluster's
    // coordinate (or a coarser one), the same in all its blocks.
    if (isa<arith::DivUIOp, arith::DivSIOp>(op)) {
      auto pid = op->getOperand(0).getDefiningOp<ProgramIdOp>();
      APInt c;
      if (pid && matchPattern(op->getOperand(1), m_ConstantInt(&c)) &&
          c.isStrictlyPositive() &&
          c.getSExtValue() % extent[unsigned(pid.getDim())] == 0)
        continue;
    }
    if (!isa<arith::ArithDialect>(op->getDialect()) || op->getNumRegions() ||
        llvm::any_of(op->getResultTypes(),
                     [](Type t) { return isa<ShapedType>(t); }))
      return false;
    work.append(op->operand_begin(), op->operand_end());
  }
  return true;
}

std::string tile::whyNotClusterWide(scf::ForOp loop) {
  auto kernel = loop->getParentOfType<KernelOp>();
  if (!kernel || clusterBlocks(kernel) < 2)
    return "the kernel has no cluster_dims of 2 or more blocks";
  if (clusterBlocks(kernel) > 16)
    return "the cluster has more than 16 blocks (a 16-bit CTA mask)";
  if (kernel.getBlocksAreClusters())
    return "the kernel's blocks are clusters (blocks_are_clusters)";
  // Every block of the cluster runs every iteration: the loop and the
  // loops around it (a persistent loop over tiles, say) have the same
  // bounds in all blocks, and nothing else decides whether they run.
  for (Operation *p = loop; p != kernel.getOperation(); p = p->getParentOp()) {
    auto around = dyn_cast<scf::ForOp>(p);
    if (!around)
      return "the loop is inside '" + p->getName().getStringRef().str() +
             "' (every block of the cluster must run all its iterations)";
    for (Value v :
         {around.getLowerBound(), around.getUpperBound(), around.getStep()})
      if (!isClusterUniform(v, kernel))
        return around == loop
                   ? "the loop's bounds may differ between the blocks of a "
                     "cluster"
                   : "the bounds of a loop around it may differ between "
                     "the blocks of a cluster";
  }
  return "";
}

unsigned tile::clusterSharedDims(KernelOp kernel, Value desc,
                                 ValueRange coords, std::string &why) {
  std::array<int64_t, 3> extent = clusterExtent(kernel);
  unsigned dims = 0;
  for (unsigned d = 0; d < 3; ++d) {
    if (extent[d] == 1)
      continue;
    bool same = isClusterUniform(desc, kernel, 1u << d);
    for (Value c : coords)
      same = same && isClusterUniform(c, kernel, 1u << d);
    if (same)
      dims |= 1u << d;
  }
  if (!dims)
    why = isClusterUniform(desc, kernel)
              ? "the box's coordinates may differ between the blocks of a "
                "cluster"
              : "the box's tensor map may differ between the blocks of a "
                "cluster";
  return dims;
}

MulticastGroup tile::multicastGroup(std::array<int64_t, 3> extent,
                                    unsigned dims) {
  MulticastGroup g;
  int64_t stride = 1;
  for (unsigned d = 0; d < 3; ++d) {
    if (extent[d] > 1) {
      if (dims >> d & 1) {
        g.scale[d] = g.size;
        uint64_t spread = 0;
        for (int64_t k = 0; k < extent[d]; ++k)
          spread |= g.pattern << (k * stride);
        g.pattern = spread;
        g.size *= extent[d];
      } else {
        g.scale[d] = stride;
      }
    }
    stride *= extent[d];
  }
  return g;
}

unsigned tile::multicastDims(const PipelineMatch &m, LoadBoxOp box,
                             std::string &why) {
  auto fail = [&](const Twine &reason) {
    why = reason.str();
    return 0u;
  };
  auto kernel = m.loop->getParentOfType<KernelOp>();
  if (!kernel || clusterBlocks(kernel) < 2)
    return fail("the kernel has no cluster_dims of 2 or more blocks");
  if (m.asyncCopy())
    return fail("cp.async pipelines do not multicast (TMA pipelines do)");
  if (m.mmaSyncBoxes())
    return fail("mma.sync pipelines do not multicast (wgmma and tcgen05 "
                "pipelines do)");
  std::string notWide = whyNotClusterWide(m.loop);
  if (!notWide.empty())
    return fail(notWide);
  return clusterSharedDims(kernel, box.getDesc(), box.getCoords(), why);
}

int tile::ctaPairDim(KernelOp kernel) {
  if (kernel.getCtaGroup().value_or(1) != 2)
    return -1;
  std::array<int64_t, 3> extent = clusterExtent(kernel);
  for (int d = 0; d < 3; ++d)
    if (extent[d] > 1)
      return d;
  return -1; // the verifier rejects cta_group = 2 without such a dimension
}

std::string tile::whyNotCtaPair(const PipelineMatch &m) {
  auto kernel = m.loop->getParentOfType<KernelOp>();
  int d = kernel ? ctaPairDim(kernel) : -1;
  if (d < 0)
    return "the kernel has no cta_group = 2";
  if (m.asyncCopy())
    return "CTA pairs run tcgen05.mma on TMA boxes, but the dot's operands "
           "are tile.loads (use tile.load_box)";
  if (!m.tcgen05())
    return std::string("CTA pairs run tcgen05.mma, but the dot is lowered "
                       "to ") +
           stringifyDotKind(*DotOp(m.dot).getKind()).str() +
           " (cta_group = 2 needs a tensor-memory target: sm_100a, sm_100f, "
           "sm_103a, ...)";
  if (m.n < 32)
    return "N = " + std::to_string(m.n) +
           " is below 32 (a tcgen05.mma of M = 256 has N from 32 to 256)";
  if (m.bMnMajor && m.n % 128)
    return "B is a K x N box (MN-major) with N = " + std::to_string(m.n) +
           ": each block of the pair keeps whole 128-byte slabs of it, so N "
           "must be a multiple of 128";
  std::string why;
  unsigned dims = multicastDims(m, m.boxB, why);
  if (!dims)
    return "the blocks of a pair must load the same B box, but " + why;
  if (!(dims >> d & 1))
    return std::string("the blocks of a pair (along ") + "xyz"[d] +
           ") must load the same B box, but its coordinates or tensor map "
           "may differ along " + "xyz"[d];
  return "";
}

std::optional<TensorMapBox> tile::tensorMapBox(Operation *op) {
  TensorMapBox box;
  RankedTensorType type;
  if (auto load = dyn_cast<LoadBoxOp>(op)) {
    box.desc = load.getDesc();
    type = load.getResult().getType();
    box.slabCols = load.getSlabColumns();
    box.swizzle = load.getSharedLayout().getSwizzle();
  } else if (auto store = dyn_cast<StoreBoxOp>(op)) {
    box.desc = store.getDesc();
    type = store.getValue().getType();
    box.slabCols = store.getSlabColumns();
    box.swizzle = store.getSharedLayout().getSwizzle();
  } else if (auto copy = dyn_cast<AsyncLoadBoxOp>(op)) {
    // A tile.load_box tile-pipeline-loads turned into copies into a ring
    // stage: the box is the stage's, copied in slabs of its lines (128
    // bytes where swizzled).
    auto buffer = cast<BufferType>(copy.getBuffer().getType());
    box.desc = copy.getDesc();
    box.rows = buffer.getShape()[0];
    box.cols = buffer.getShape()[1];
    box.swizzle = buffer.getLayout().getSwizzle();
    box.slabCols = std::min<int64_t>(
        box.cols, 128 / buffer.getLayout().getElemBytes());
    return box;
  } else {
    return std::nullopt;
  }
  box.rows = type.getDimSize(0);
  box.cols = type.getDimSize(1);
  return box;
}

std::string PipelineMatch::whyNotSwizzled(int64_t a, int64_t b) const {
  if (!wgmmaCopy() || scaled || packedFp4 || copyElemBytes > 2)
    return "only the stages of a 16-bit or 8-bit wgmma cp.async pipeline are "
           "swizzled";
  if (m % 8)
    return "M = " + std::to_string(m) + " is not whole 8-line atoms";
  auto lines = [&](const char *name, int64_t lineBytes, int64_t span) {
    if (span && lineBytes % span == 0)
      return std::string();
    return std::string(name) + "'s " + std::to_string(lineBytes) +
           "-byte lines are not whole " + std::to_string(span) +
           "-byte slabs";
  };
  if (std::string why = lines("A", copyK * copyElemBytes, a); !why.empty())
    return why;
  if (copyBMnMajor() && copyK % 16)
    return "K = " + std::to_string(copyK) +
           " is not whole 8-line atoms of B's two K steps";
  if (!copyBMnMajor() && n % 8)
    return "N = " + std::to_string(n) + " is not whole 8-line atoms";
  if (std::string why =
          lines("B", (copyBMnMajor() ? n : copyK) * copyElemBytes, b);
      !why.empty())
    return why;
  if (copyBytesA() % (8 * b))
    return "B's slabs would not start on their " + std::to_string(8 * b) +
           "-byte atoms after A's " + std::to_string(copyBytesA()) + " bytes";
  if (copyStageBytes() % 1024)
    return "a stage of " + std::to_string(copyStageBytes()) +
           " bytes is not whole 1024-byte atoms";
  return "";
}

std::pair<SharedLayoutAttr, SharedLayoutAttr>
PipelineMatch::wgmmaSharedLayouts(MLIRContext *ctx) const {
  auto [a, b] = wgmmaSwizzle();
  if (!a)
    return {};
  return {SharedLayoutAttr::get(ctx, a, copyElemBytes, false, 0),
          SharedLayoutAttr::get(ctx, b, copyElemBytes, !copyBMnMajor(), 0)};
}

std::string PipelineMatch::whyNotSharedLayouts(SharedLayoutAttr a,
                                               SharedLayoutAttr b) const {
  for (SharedLayoutAttr layout : {a, b})
    if (layout.getElemBytes() != copyElemBytes)
      return "its stages hold " + std::to_string(copyElemBytes) +
             "-byte elements, not " + std::to_string(layout.getElemBytes());
  if (b.getTransposed() == copyBMnMajor())
    return copyBMnMajor() ? "its B is staged MN-major (K x N, N contiguous: "
                            "not transposed)"
                          : "its B is staged K-major (N x K: transposed)";
  return whyNotSwizzled(a.getSwizzle(), b.getSwizzle());
}

std::string tile::describeClusterDims(unsigned dims) {
  std::string s;
  for (unsigned d = 0; d < 3; ++d)
    if (dims >> d & 1)
      s += std::string(s.empty() ? "" : ", ") + "xyz"[d];
  return s;
}

scf::ForOp tile::pipelinedChild(scf::ForOp outer) {
  for (Operation &op : outer.getBody()->without_terminator())
    if (auto loop = dyn_cast<scf::ForOp>(op))
      if (loop->hasAttr(kPipelineAttrName))
        return loop;
  return {};
}

std::string tile::whyNotPersistent(scf::ForOp outer) {
  scf::ForOp inner = pipelinedChild(outer);
  if (!inner)
    return "its body has no pipelined loop";
  return whyNotPersistent(outer, inner);
}

std::string tile::whyNotPersistent(scf::ForOp outer, scf::ForOp inner) {
  if (outer.getNumResults())
    return "it carries values (a persistent loop only stores its tiles)";
  std::string why;
  FailureOr<PipelineMatch> m = matchPipelinableLoop(inner, why);
  if (failed(m))
    return why;
  if (m->asyncCopy() || m->mmaSyncBoxes())
    return std::string("the pipeline is ") +
           (m->asyncCopy() ? "cp.async" : "TMA + mma.sync") +
           " (persistent loops are wgmma and tcgen05 pipelines)";
  // Values that live in the accumulator's fragment registers.
  llvm::DenseSet<Value> fragment{inner.getResult(0)};
  bool after = false;
  for (Operation &op : outer.getBody()->without_terminator()) {
    if (&op == inner.getOperation()) {
      after = true;
      continue;
    }
    if (op.getNumRegions())
      return ("'" + op.getName().getStringRef() +
              "' in its body (only the pipelined loop may have regions)")
          .str();
    bool tiles = llvm::any_of(op.getResultTypes(), [](Type t) {
      return isa<RankedTensorType>(t);
    });
    // A TMA store of the tile: its own buffer (the ring is busy with the
    // next tile), the epilogue threads synchronize on a named barrier.
    if (isa<StoreBoxOp>(op)) {
      if (!after)
        return "a tile.store_box before the pipelined loop";
      continue;
    }
    if (auto store = dyn_cast<StoreOp>(op)) {
      if (!after || !fragment.contains(store.getValue()) ||
          !canStoreFromFragment(store, store.getValue()))
        return "a tile.store that does not write the accumulator (or an "
               "elementwise function of it) at index-tile offsets";
      continue;
    }
    Value fromFragment;
    for (Value o : op.getOperands())
      if (fragment.contains(o))
        fromFragment = o;
    if (fromFragment) {
      if (!takesFragment(&op, fromFragment, /*loads=*/true))
        return ("'" + op.getName().getStringRef() +
                "' uses the accumulator in a way that needs its values in "
                "shared memory (a block-wide barrier)")
            .str();
      fragment.insert(op.getResult(0));
      continue;
    }
    // Index arithmetic, and vector loads the epilogue reads again straight
    // into the fragment layout (a bias, a per-row scale): no block-wide
    // staging.
    if (tiles && !llvm::all_of(op.getResults(), [](Value r) {
          return !isa<RankedTensorType>(r.getType()) ||
                 isGatherable(r);
        }))
      return ("'" + op.getName().getStringRef() +
              "' makes a tile that is not index arithmetic (or a vector "
              "loaded at index-tile offsets that nothing writes over before "
              "its use)")
          .str();
    if (!tiles && !isa<arith::ArithDialect>(op.getDialect()) &&
        !isa<ProgramIdOp, NumProgramsOp, ClusterIdOp, NumClustersOp,
             ClusterBlockIdOp, ClusterShapeOp, ClusterBlockRankOp,
             ClusterNumBlocksOp>(op))
      return ("'" + op.getName().getStringRef() + "' in its body").str();
  }
  return "";
}
