//===- AssignLayoutsTest.cpp - tile-assign-layouts writes the lowering's ---===//
//
// The layouts tile-assign-layouts writes into the IR must be the ones
// convert-tile-to-llvm uses: for each dot (mma.sync, wgmma, block-scaled
// mma.sync; rows kept within warps where the result is reduced), the linear
// map of the #tile.mma_sync / #tile.wgmma on its result equals the one of
// the lowering's own fragment (dotLinearLayout, itself checked against the
// emitted index arithmetic in LinearLayoutTest), and the #tile.blocked of
// its operands equals the lowering's blocked distribution (blockedLayout).
// Where the lowering's layout is not linear, neither is the attribute's.
//
//===----------------------------------------------------------------------===//

#include "LayoutTestUtil.h"

#include "TileDialect/Passes.h"

#include "mlir/Pass/PassManager.h"

using namespace mlir;
using namespace tile;
using namespace tile::unittest;

namespace {

std::optional<LinearLayout> linearOf(Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  auto layout = dyn_cast_or_null<LayoutAttrInterface>(type.getEncoding());
  EXPECT_TRUE(layout) << "a tile without a #tile layout";
  if (!layout)
    return std::nullopt;
  return layout.toLinearLayout(type.getShape());
}

/// Runs tile-assign-layouts on `kernel` and compares the dot's layouts with
/// the lowering's (taken before the pass, on the tile IR it lowers).
/// Returns whether the accumulator layout was linear.
bool compareWithLowering(DotKernel &kernel) {
  Operation *dot = kernel.dot;
  std::optional<LinearLayout> lowered = dotLinearLayout(dot, kernel.threads);
  SmallVector<std::optional<LinearLayout>> operands;
  for (Value o : dot->getOperands().drop_back())
    operands.push_back(blockedLayout(cast<RankedTensorType>(o.getType()),
                                     kernel.threads, /*maxRun=*/4));
  PassManager pm(&kernel.ctx);
  pm.addPass(createTileAssignLayouts());
  EXPECT_TRUE(succeeded(pm.run(*kernel.module))) << kernel.source;
  std::optional<LinearLayout> assigned = linearOf(dot->getResult(0));
  EXPECT_EQ(assigned.has_value(), lowered.has_value()) << kernel.source;
  if (assigned && lowered)
    EXPECT_EQ(*assigned, *lowered) << kernel.source;
  for (auto [o, expected] : llvm::zip(dot->getOperands().drop_back(), operands)) {
    std::optional<LinearLayout> got = linearOf(o);
    EXPECT_EQ(got.has_value(), expected.has_value()) << kernel.source;
    if (got && expected)
      EXPECT_EQ(*got, *expected) << kernel.source;
  }
  return lowered.has_value();
}

} // namespace

TEST(AssignLayouts, AccumulatorsAreTheLowerings) {
  int linear = 0, cases = 0;
  for (DotCase c : {DotCase{"mma_sync", 64, 64, 32, 4, "bf16"},
                    DotCase{"mma_sync", 64, 64, 32, 4, "bf16", true},
                    DotCase{"mma_sync", 128, 64, 32, 4, "bf16"},
                    DotCase{"mma_sync", 128, 64, 32, 4, "bf16", true},
                    DotCase{"mma_sync", 128, 128, 32, 8, "bf16"},
                    DotCase{"mma_sync", 16, 64, 16, 8, "f16"},
                    DotCase{"mma_sync", 256, 128, 16, 8, "f16", true},
                    DotCase{"mma_sync", 48, 24, 16, 8, "f16"}, // uneven
                    DotCase{"mma_sync", 48, 64, 16, 4, "f16"}, // 3 tile rows
                    DotCase{"wgmma", 64, 64, 16, 4, "bf16"},
                    DotCase{"wgmma", 128, 256, 64, 8, "bf16"},
                    DotCase{"wgmma", 64, 64, 16, 8, "bf16"},  // 1 tile, 2 groups
                    DotCase{"wgmma", 128, 128, 32, 4, "bf16", true},
                    DotCase{"wgmma", 192, 64, 16, 8, "bf16"}}) { // 3 tiles
    DotKernel kernel(c);
    ASSERT_TRUE(kernel.dot) << kernel.source;
    linear += compareWithLowering(kernel);
    ++cases;
  }
  DotKernel scaled(scaledDotKernelSource(), 128);
  ASSERT_TRUE(scaled.dot) << scaled.source;
  linear += compareWithLowering(scaled);
  ++cases;
  // The uneven and non-power-of-two ones are not linear on either side.
  EXPECT_EQ(cases, 15);
  EXPECT_EQ(linear, 11);
}

/// What conversions of an accumulator take: a 64x64 mma.sync accumulator
/// with whole rows per warp is the wgmma accumulator of one warpgroup
/// (renaming registers), and leaving it for the blocked distribution
/// crosses warps. The pass writes none here: the row reduction takes the
/// fragment, and leaves its rows in the #tile.slice of it.
TEST(AssignLayouts, ConversionsFromTheLinearMaps) {
  DotKernel kernel(DotCase{"mma_sync", 64, 64, 32, 4, "bf16", true});
  ASSERT_TRUE(kernel.dot);
  PassManager pm(&kernel.ctx);
  pm.addPass(createTileAssignLayouts());
  ASSERT_TRUE(succeeded(pm.run(*kernel.module)));
  SmallVector<ConvertLayoutOp> cvts;
  kernel.module->walk([&](ConvertLayoutOp op) { cvts.push_back(op); });
  EXPECT_TRUE(cvts.empty());
  ReduceOp reduce;
  kernel.module->walk([&](ReduceOp op) { reduce = op; });
  ASSERT_TRUE(reduce);
  auto type = cast<RankedTensorType>(kernel.dot->getResult(0).getType());
  EXPECT_EQ(reduce.getSrc().getType(), type);
  // Its result has no user to take the rows: blocked.
  EXPECT_TRUE(isa<BlockedLayoutAttr>(
      cast<RankedTensorType>(reduce.getResult().getType()).getEncoding()));

  OpBuilder b = kernel.builder();
  auto convert = [&](Attribute layout) {
    auto to = RankedTensorType::get(type.getShape(), type.getElementType(),
                                    layout);
    return ConvertLayoutOp::create(b, kernel.dot->getLoc(), to,
                                   kernel.dot->getResult(0))
        .getConversion();
  };
  std::optional<LayoutConversion> out =
      convert(BlockedLayoutAttr::get(&kernel.ctx, 4, 128));
  ASSERT_TRUE(out);
  EXPECT_EQ(out->kind, ConversionKind::SharedMemory);
  std::optional<LayoutConversion> same =
      convert(WgmmaLayoutAttr::get(&kernel.ctx, 64, 1, 1));
  ASSERT_TRUE(same);
  EXPECT_EQ(same->kind, ConversionKind::Registers);
}
