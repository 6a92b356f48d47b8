//===- Elements.cpp - Accumulator fragments, element evaluation -----------===//
//
// Part of convert-tile-to-llvm (TileToLLVM.cpp): the MMA accumulator
// fragments a tile may stay in, and evaluating a tile element at an
// index: index tiles recomputed where they are needed, the rest read from
// the slots or from shared memory.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/IndexTiles.h"
#include "TileDialect/Conversion/TileToLLVM.h"
#include "TileDialect/NV/NVMemOps.h"
#include "TileToLLVMHelpers.h"
#include "TileDialect/Conversion/DotEmitter.h"
#include "TileDialect/Conversion/HopperOps.h"
#include "TileDialect/Conversion/Pipeline.h"
#include "TileDialect/Passes.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/MathExtras.h"

#include <map>

using namespace mlir;
using namespace tile;
using namespace tile::lowering;

//===----------------------------------------------------------------------===//
// Accumulator fragments
//===----------------------------------------------------------------------===//

const FragmentLayout *TileLowering::fragmentOf(Value v) const {
  auto it = fragments.find(v);
  return it == fragments.end() ? nullptr : &it->second;
}

void TileLowering::setFragment(Value v, SmallVector<Value> regs,
                               const FragmentLayout &layout) {
  tiles[v] = std::move(regs);
  fragments[v] = layout;
}

/// Row-major linear index of a fragment position in `type`: (row, col) of
/// a 2-D tile, or the row of a 1-D one (a row vector held by the rows of a
/// fragment, whose column is null).
static Value fragmentLinear(OpBuilder &b, Location loc, RankedTensorType type,
                            Value row, Value col) {
  if (type.getRank() == 1)
    return row;
  Value r =
      arith::MulIOp::create(b, loc, row, constI32(b, loc, type.getDimSize(1)));
  return arith::AddIOp::create(b, loc, r, col);
}

/// The index of a fragment position in `type` (see fragmentLinear).
static TileLowering::Index fragmentIndex(RankedTensorType type, Value row,
                                         Value col) {
  TileLowering::Index idx;
  idx.multi = {row};
  if (type.getRank() == 2)
    idx.multi.push_back(col);
  return idx;
}

std::optional<FragmentLayout> tile::rowsLayout(const FragmentLayout &f) {
  if (!f.numRowGroups)
    return std::nullopt;
  FragmentLayout rows;
  rows.key = f.rowsKey;
  rows.numSlots = f.numRowGroups;
  SmallVector<int64_t> first(f.numRowGroups, -1);
  for (int64_t s = 0; s < f.numSlots; ++s)
    if (first[f.rowGroup(s)] < 0)
      first[f.rowGroup(s)] = s;
  auto position = f.position;
  rows.position = [position, first](int64_t g) -> std::pair<Value, Value> {
    return {position(first[g]).first, Value()};
  };
  return rows;
}

/// Writes fragment registers to shared memory at `base`, slot s at element
/// index(row, col) of its position (each thread its own slots, where valid).
void
tile::lowering::storeFragmentAt(TileLowering &l, Location loc, Value base,
                                ArrayRef<Value> regs,
                                const FragmentLayout &layout,
                                llvm::function_ref<Value(Value row, Value col)> indexOf) {
  OpBuilder &b = l.b;
  for (int64_t s = 0; s < layout.numSlots; ++s) {
    auto [row, col] = layout.position(s);
    Value index = indexOf(row, col);
    Value ok = layout.valid ? layout.valid(s) : Value();
    if (!ok) {
      l.storeShared(loc, base, index, regs[s]);
      continue;
    }
    auto ifOp = scf::IfOp::create(b, loc, ok, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&ifOp.getThenRegion().front());
    l.storeShared(loc, base, index, regs[s]);
  }
}

/// Writes fragment registers to shared memory at `base` in row-major order.
void tile::lowering::storeFragmentRowMajor(TileLowering &l, Location loc,
                                           Value base, RankedTensorType type,
                                           ArrayRef<Value> regs,
                                           const FragmentLayout &layout) {
  storeFragmentAt(l, loc, base, regs, layout, [&](Value row, Value col) {
    return fragmentLinear(l.b, loc, type, row, col);
  });
}

/// Whether nothing may write memory between `load` and the ops that take
/// `v` (computed from its tile) into a fragment: v's users, through
/// tile.convert_layout.
static bool unwrittenUntilUsers(BufferLoadOp load, Value v) {
  SmallVector<Value> work{v};
  while (!work.empty()) {
    for (Operation *user : work.pop_back_val().getUsers()) {
      if (auto cvt = dyn_cast<ConvertLayoutOp>(user))
        work.push_back(cvt.getResult());
      else if (!noWritesBetween(load, user))
        return false;
    }
  }
  return !v.use_empty();
}

SmallVector<Value> TileLowering::elementsInFragment(
    Location loc, Value v, const FragmentLayout &layout, Value stagedBase) {
  if (const FragmentLayout *own = fragmentOf(v)) {
    if (own->key == layout.key)
      return tiles[v];
    toBlocked(loc, v);
  }
  auto type = cast<RankedTensorType>(v.getType());
  SmallVector<Value> out;
  // Index tiles, and in a persistent loop vector loads read again at the
  // fragment's positions (an epilogue's bias: no block-wide staging).
  if (!stagedBase && (isRecomputable(v) || (gatherLoads && isGatherable(v)))) {
    for (int64_t s = 0; s < layout.numSlots; ++s) {
      auto [row, col] = layout.position(s);
      out.push_back(elementAt(v, fragmentIndex(type, row, col)));
    }
    return out;
  }
  // A row or column vector broadcast (attention's m[:, None]): the vector's
  // elements at the fragment's rows or columns, taken from a row reduction
  // of this layout where there is one, else read from the staged vector
  // (M or N elements instead of M x N).
  if (auto [vec, byRow] = broadcastVector(v); vec && !stagedBase) {
    const FragmentLayout *rows = fragmentOf(vec);
    if (byRow && layout.numRowGroups && rows &&
        rows->key == layout.rowsKey) {
      for (int64_t s = 0; s < layout.numSlots; ++s)
        out.push_back(tiles[vec][layout.rowGroup(s)]);
      return out;
    }
    // A vector read from a buffer (the generic pipeliner's ring of a
    // per-iteration scale) that nothing overwrites before its uses: read
    // again at the fragment's rows or columns, where it lies (no staging,
    // no barriers).
    auto vecType = cast<RankedTensorType>(vec.getType());
    if (auto load = vec.getDefiningOp<BufferLoadOp>();
        load && unwrittenUntilUsers(load, v)) {
      for (int64_t s = 0; s < layout.numSlots; ++s) {
        auto [row, col] = layout.position(s);
        Value i = byRow ? row : col;
        SmallVector<Value> multi{i};
        if (vecType.getRank() == 2)
          multi = byRow ? SmallVector<Value>{i, constI32(b, loc, 0)}
                        : SmallVector<Value>{constI32(b, loc, 0), i};
        out.push_back(bufferElement(*this, loc, load, multi));
      }
      return out;
    }
    ensureLowered(vec);
    toBlocked(loc, vec);
    Value base = stageToShared(loc, vec);
    Type elem = vecType.getElementType();
    for (int64_t s = 0; s < layout.numSlots; ++s) {
      auto [row, col] = layout.position(s);
      out.push_back(loadShared(loc, base, byRow ? row : col, elem));
    }
    return out;
  }
  ensureLowered(v);
  Value base = stagedBase ? stagedBase : stageToShared(loc, v);
  for (int64_t s = 0; s < layout.numSlots; ++s) {
    auto [row, col] = layout.position(s);
    out.push_back(loadShared(loc, base, fragmentLinear(b, loc, type, row, col),
                             type.getElementType()));
  }
  return out;
}

SmallVector<Value> TileLowering::fragmentToBlocked(Location loc,
                                                   RankedTensorType type,
                                                   ArrayRef<Value> regs,
                                                   const FragmentLayout &layout,
                                                   int64_t offset,
                                                   Value buffer) {
  int64_t bytes = numElements(type) * storageBytes(type.getElementType());
  Value base = buffer ? buffer : sharedBase(loc, offset + bytes);
  if (offset)
    base = LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base,
                               ArrayRef<LLVM::GEPArg>{int32_t(offset)});
  storeFragmentRowMajor(*this, loc, base, type, regs, layout);
  barrier(loc);
  return loadSharedBlocked(loc, base, type);
}

void TileLowering::toBlocked(Location loc, Value v) {
  auto it = fragments.find(v);
  if (it == fragments.end())
    return;
  FragmentLayout layout = it->second;
  fragments.erase(it);
  barrier(loc); // earlier readers of the shared buffer are done
  auto type = cast<RankedTensorType>(v.getType());
  bool spare = spareShared.base &&
               numElements(type) * storageBytes(type.getElementType()) <=
                   spareShared.bytes;
  tiles[v] = fragmentToBlocked(loc, type, tiles[v], layout, /*offset=*/0,
                               spare ? spareShared.base : Value());
}

Value TileLowering::holdsSlot(Location loc, int64_t n, int64_t slot) {
  if (n % numThreads == 0)
    return Value();
  IndexArith a(b, loc);
  return a.cmp(arith::CmpIPredicate::ult, a.add(tid, slot * int64_t(numThreads)),
               n);
}

void TileLowering::ifThen(Location loc, Value cond, function_ref<void()> body) {
  if (!cond)
    return body();
  auto ifOp = scf::IfOp::create(b, loc, TypeRange{}, cond,
                                /*withElseRegion=*/false);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
  body();
}

//===----------------------------------------------------------------------===//
// Element evaluation
//===----------------------------------------------------------------------===//

/// A float math op's element type is f16, bf16, f32 or f64 (8-bit floats
/// take no arithmetic); tanh uses tanh.approx.f32 where the target has it
/// (recorded on the gpu.module, which tile-scalars-to-llvm reads; elsewhere
/// it is computed from ex2).
LogicalResult tile::lowering::checkFloatMathOp(Operation *op,
                                               Operation *gpuModule) {
  Type type = getElementTypeOrSelf(op->getResult(0).getType());
  if (!isa<Float32Type, Float16Type, BFloat16Type, Float64Type>(type))
    return op->emitOpError("on ")
           << type << " is not supported: tile computes it in f32 "
           << "(f16 and bf16 through f32) or, for f64, with libdevice";
  if (isa<math::TanhOp>(op))
    if (std::optional<Target> target = getEnclosingTarget(gpuModule);
        target && target->supports(Feature::TanhApprox))
      recordFeatureUse(gpuModule, Feature::TanhApprox);
  return success();
}

/// The cvt operand type of an 8-bit float ("e4m3x2", "e5m2x2"), or "".
static StringRef fp8CvtType(Type t) {
  if (isa<Float8E4M3FNType>(t))
    return "e4m3x2";
  if (isa<Float8E5M2Type>(t))
    return "e5m2x2";
  return {};
}

/// Whether `op` converts into an 8-bit float (arith.truncf) or out of one
/// (arith.extf): its elements are built by fp8ConvertElement.
bool tile::lowering::isFp8Convert(Operation *op) {
  if (auto t = dyn_cast<arith::TruncFOp>(op))
    return !fp8CvtType(getElementTypeOrSelf(t.getType())).empty();
  if (auto e = dyn_cast<arith::ExtFOp>(op))
    return !fp8CvtType(getElementTypeOrSelf(e.getIn().getType())).empty();
  return false;
}

/// Whether `op` is arith.extf out of f4E2M1FN (exact, in integer arithmetic
/// on any target: fp4ExtendElement).
bool tile::lowering::isFp4Extend(Operation *op) {
  auto e = dyn_cast<arith::ExtFOp>(op);
  return e && isa<Float4E2M1FNType>(getElementTypeOrSelf(e.getIn().getType()));
}

/// One e2m1 value (i8, the value in the low nibble: sign, 2 exponent bits,
/// 1 mantissa bit) as an f32 built bit by bit, then f16/bf16 (exact).
static Value fp4ExtendElement(OpBuilder &b, Location loc, Operation *op,
                              Value in) {
  IndexArith a(b, loc);
  Value x = arith::ExtUIOp::create(b, loc, b.getI32Type(), in);
  Value sign = arith::ShLIOp::create(
      b, loc, arith::AndIOp::create(b, loc, x, a.c32(8)), a.c32(28));
  Value exp = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, x, a.c32(1)), a.c32(3));
  Value man = arith::AndIOp::create(b, loc, x, a.c32(1));
  // 2^(e-1) (1 + m/2): biased exponent e + 126, mantissa m at bit 22;
  // e = 0: m/2 (0.5 = 0x3F000000 or zero).
  Value normal = arith::OrIOp::create(
      b, loc,
      arith::ShLIOp::create(b, loc, a.add(exp, 126), a.c32(23)),
      arith::ShLIOp::create(b, loc, man, a.c32(22)));
  Value sub = arith::MulIOp::create(b, loc, man, a.c32(0x3F000000));
  Value bits = arith::OrIOp::create(
      b, loc, sign,
      arith::SelectOp::create(b, loc, a.cmp(arith::CmpIPredicate::eq, exp, 0),
                              sub, normal));
  Value f = arith::BitcastOp::create(b, loc, b.getF32Type(), bits);
  Type dst = getElementTypeOrSelf(op->getResult(0).getType());
  if (dst.isF32())
    return f;
  if (dst.getIntOrFloatBitWidth() > 32)
    return arith::ExtFOp::create(b, loc, dst, f);
  return arith::TruncFOp::create(b, loc, dst, f);
}

/// Whether `op` is arith.truncf into f4E2M1FN (fp4TruncateElement).
bool tile::lowering::isFp4Truncate(Operation *op) {
  auto t = dyn_cast<arith::TruncFOp>(op);
  return t && isa<Float4E2M1FNType>(getElementTypeOrSelf(t.getType()));
}

/// One value rounded to e2m1 (i8, the code in the low nibble), to nearest
/// with ties to the even code, saturating to +-6 (as cvt .satfinite), NaN
/// to +6: the magnitude's code counts the rounding boundaries it passes,
/// compared in the source type (all of them are exact in f16 and bf16),
/// and the sign bit is the source's.
static Value fp4TruncateElement(OpBuilder &b, Location loc, Value in) {
  auto ft = cast<FloatType>(in.getType());
  Type it = b.getIntegerType(ft.getWidth());
  // |in| with the sign bit cleared (arith only: the math dialect need not
  // be loaded in this context).
  Value mag = arith::BitcastOp::create(
      b, loc, ft,
      arith::AndIOp::create(
          b, loc, arith::BitcastOp::create(b, loc, it, in),
          arith::ConstantOp::create(
              b, loc,
              b.getIntegerAttr(it, APInt::getSignedMaxValue(ft.getWidth())))));
  Value code = arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(0));
  // Midpoints between codes 0..7 (0, 0.5, 1, 1.5, 2, 3, 4, 6): a tie goes
  // up (>=) when the upper code is even, else stays (>).
  const std::pair<double, bool> bounds[] = {{0.25, false}, {0.75, true},
                                            {1.25, false}, {1.75, true},
                                            {2.5, false},  {3.5, true},
                                            {5.0, false}};
  for (auto [bound, up] : bounds) {
    Value t = arith::ConstantOp::create(b, loc, b.getFloatAttr(ft, bound));
    Value past = arith::CmpFOp::create(
        b, loc, up ? arith::CmpFPredicate::OGE : arith::CmpFPredicate::OGT,
        mag, t);
    code = arith::AddIOp::create(
        b, loc, code, arith::ExtUIOp::create(b, loc, b.getI8Type(), past));
  }
  Value nan = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, in, in);
  Value neg = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::slt,
      arith::BitcastOp::create(b, loc, it, in),
      arith::ConstantOp::create(b, loc, b.getIntegerAttr(it, 0)));
  Value sign = arith::SelectOp::create(
      b, loc, neg, arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(8)),
      arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(0)));
  Value signedCode = arith::OrIOp::create(b, loc, code, sign);
  return arith::SelectOp::create(
      b, loc, nan, arith::ConstantOp::create(b, loc, b.getI8IntegerAttr(7)),
      signedCode);
}

/// 8-bit float conversions and conversions out of and into e2m1, element
/// by element.
bool tile::lowering::isNarrowFloatConvert(Operation *op) {
  return isFp8Convert(op) || isFp4Extend(op) || isFp4Truncate(op);
}

/// One element of an 8-bit float conversion (PTX cvt, Feature::Fp8Convert).
/// Into e4m3/e5m2: from f32 (f16 and bf16 through f32, exactly), rounding
/// to nearest even and saturating to the finite range (.satfinite: +-448
/// for e4m3, +-57344 for e5m2); the result travels as its i8 storage.
/// Out of one: exactly, through f16 (every e4m3/e5m2 value is an f16 and a
/// bf16 value).
Value tile::lowering::fp8ConvertElement(OpBuilder &b, Location loc,
                                        Operation *op, Value in) {
  // isFp8Convert: e4m3 or e5m2.
  auto format = [](Type t) {
    return isa<Float8E4M3FNType>(getElementTypeOrSelf(t)) ? nv::F8Format::e4m3
                                                           : nv::F8Format::e5m2;
  };
  if (auto t = dyn_cast<arith::TruncFOp>(op)) {
    Value x = in;
    if (!x.getType().isF32())
      x = arith::ExtFOp::create(b, loc, b.getF32Type(), x);
    Value pair = nv::CvtF32ToF8Op::create(b, loc, b.getI16Type(),
                                          format(t.getType()), x);
    return arith::TruncIOp::create(b, loc, b.getI8Type(), pair);
  }
  auto e = cast<arith::ExtFOp>(op);
  Value pair = arith::ExtUIOp::create(b, loc, b.getI16Type(), in);
  Value halves =
      nv::CvtF8x2ToF16x2Op::create(b, loc, b.getI32Type(),
                                   format(e.getIn().getType()), pair);
  Value h = arith::BitcastOp::create(
      b, loc, b.getF16Type(),
      arith::TruncIOp::create(b, loc, b.getI16Type(), halves));
  Type dst = getElementTypeOrSelf(e.getType());
  if (dst.isF16())
    return h;
  Value f = arith::ExtFOp::create(b, loc, b.getF32Type(), h);
  return dst.isF32() ? f : arith::TruncFOp::create(b, loc, dst, f).getResult();
}

Value tile::lowering::narrowFloatConvertElement(OpBuilder &b, Location loc,
                                                Operation *op, Value in) {
  if (isFp4Truncate(op))
    return fp4TruncateElement(b, loc, in);
  return isFp4Extend(op) ? fp4ExtendElement(b, loc, op, in)
                         : fp8ConvertElement(b, loc, op, in);
}

bool TileLowering::isRecomputable(Value v) {
  return isIndexTile(v, &recomputable);
}

/// Whether the gatherable tile `v` is used only where tile-assign-layouts
/// converts it into the accumulator's fragment (through relayouts and
/// arithmetic of gatherable tiles): its elements are then loaded at the
/// fragment's positions there, and never in the blocked distribution.
static bool feedsAccumulatorOnly(TileLowering &l, Value v, unsigned depth = 0) {
  if (v.use_empty() || depth > 16)
    return false;
  for (OpOperand &use : v.getUses()) {
    if (l.takesConvertedIntoFragment(use))
      continue;
    Operation *user = use.getOwner();
    if (!isa<BroadcastOp, ExpandDimsOp, TransOp>(user) &&
        !isElementwiseArith(user))
      return false;
    if (user->getNumResults() != 1 ||
        !isGatherable(user->getResult(0)) ||
        !feedsAccumulatorOnly(l, user->getResult(0), depth + 1))
      return false;
  }
  return true;
}

bool TileLowering::loweredWhereUsed(Value v) {
  Operation *def = v.getDefiningOp();
  if (!gatherLoads || !def || isRecomputable(v))
    return false;
  return (isa<LoadOp, BroadcastOp, ExpandDimsOp, TransOp>(def) ||
          isElementwiseArith(def)) &&
         isGatherable(v) && feedsAccumulatorOnly(*this, v);
}

namespace {
/// The elements recomputed by one top-level elementAt call, by value and
/// index: a DAG of index arithmetic (%a1 = addi %a0, %a0; %a2 = addi %a1,
/// %a1; ...) is then recomputed once per node, not once per path, which is
/// exponential. All of them are built at the same insertion point, so they
/// may be reused within the call.
using ElementKey = std::pair<std::pair<const void *, int64_t>,
                             SmallVector<const void *, 4>>;
using ElementMemo = std::map<ElementKey, Value>;
thread_local ElementMemo *activeElementMemo = nullptr;
} // namespace

static Value recomputeElement(TileLowering &l, Value v,
                              const TileLowering::Index &idx);

Value TileLowering::elementAt(Value v, const Index &idx) {
  if (idx.slot) {
    auto it = tiles.find(v);
    if (it != tiles.end())
      return it->second[*idx.slot];
  }
  std::optional<ElementMemo> own;
  if (!activeElementMemo)
    activeElementMemo = &own.emplace();
  llvm::scope_exit release([&] {
    if (own)
      activeElementMemo = nullptr;
  });
  ElementKey key{{v.getAsOpaquePointer(), idx.slot.value_or(-1)}, {}};
  for (Value m : idx.multi)
    key.second.push_back(m.getAsOpaquePointer());
  auto it = activeElementMemo->find(key);
  if (it != activeElementMemo->end())
    return it->second;
  Value result = recomputeElement(*this, v, idx);
  (*activeElementMemo)[key] = result;
  return result;
}

static Value recomputeElement(TileLowering &l, Value v,
                              const TileLowering::Index &idx) {
  OpBuilder &b = l.b;
  Operation *def = v.getDefiningOp();
  Location loc = def ? def->getLoc() : v.getLoc();
  if (auto range = dyn_cast_or_null<RangeOp>(def)) {
    if (range.getStart() == 0)
      return idx.multi[0];
    return arith::AddIOp::create(b, loc, idx.multi[0],
                                 constI32(b, loc, range.getStart()));
  }
  if (auto splat = dyn_cast_or_null<SplatOp>(def))
    return l.scalars.lookup(splat.getSrc());
  if (auto c = dyn_cast_or_null<arith::ConstantOp>(def)) {
    auto dense = cast<DenseElementsAttr>(c.getValue());
    Type elemType = dense.getElementType();
    if (storageElementType(elemType) != elemType)
      return arith::ConstantOp::create(
          b, loc,
          b.getIntegerAttr(
              storageElementType(elemType),
              dense.getSplatValue<APFloat>().bitcastToAPInt().zext(8)));
    return arith::ConstantOp::create(
        b, loc, cast<TypedAttr>(dense.getSplatValue<Attribute>()));
  }
  if (auto bc = dyn_cast_or_null<BroadcastOp>(def)) {
    auto srcType = bc.getSrc().getType();
    TileLowering::Index sub;
    for (int64_t d = 0; d < srcType.getRank(); ++d)
      sub.multi.push_back(srcType.getDimSize(d) == 1 ? constI32(b, loc, 0)
                                                     : idx.multi[d]);
    return l.elementAt(bc.getSrc(), sub);
  }
  if (auto ed = dyn_cast_or_null<ExpandDimsOp>(def)) {
    TileLowering::Index sub;
    sub.multi.assign(idx.multi.begin(), idx.multi.end());
    sub.multi.erase(sub.multi.begin() + ed.getAxis());
    return l.elementAt(ed.getSrc(), sub);
  }
  if (auto tr = dyn_cast_or_null<TransOp>(def)) {
    TileLowering::Index sub;
    sub.multi = {idx.multi[1], idx.multi[0]};
    return l.elementAt(tr.getSrc(), sub);
  }
  if (auto load = dyn_cast_or_null<LoadOp>(def)) // isGatherable
    return l.loadElement(load, idx);
  assert(def && isElementwiseArith(def) && "not a recomputable value");
  SmallVector<Value> operands;
  for (Value o : def->getOperands())
    operands.push_back(isa<RankedTensorType>(o.getType()) ? l.elementAt(o, idx)
                                                         : l.scalars.lookup(o));
  if (isNarrowFloatConvert(def))
    return narrowFloatConvertElement(b, loc, def, operands[0]);
  SmallVector<Type> resultTypes;
  for (Type t : def->getResultTypes())
    resultTypes.push_back(getElementTypeOrSelf(t));
  OperationState state(loc, def->getName(), operands, resultTypes,
                       def->getAttrs());
  Operation *scalarOp = b.create(state);
  return scalarOp->getResult(cast<OpResult>(v).getResultNumber());
}
