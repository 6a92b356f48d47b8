//===- TileDialect.td - The tile dialect -------------------*- tablegen -*-===//
#ifndef TILE_DIALECT_TD
#define TILE_DIALECT_TD

include "mlir/IR/OpBase.td"

def Tile_Dialect : Dialect {
  let name = "tile";
  let cppNamespace = "::tile";
  let summary = "Tile-level GPU kernels with the target carried in the IR";
  let description = [{
    The tile dialect describes GPU kernels in terms of statically shaped
    tiles (builtin ranked `tensor` values) that a whole thread block
    computes together: loads and stores of tiles from global pointers with
    offsets and masks, elementwise arithmetic (the `arith` and `math`
    dialects on tensors), reductions, and tensor-core `tile.dot`.

    The compilation target lives in the IR as two module attributes,
    `tile.compute_capability` (i32, e.g. 90) and `tile.target_spec`
    ("", "a" or "f"); every lowering reads them through tile's target model.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let extraClassDeclaration = [{
    /// Module attribute names.
    static constexpr ::llvm::StringLiteral kComputeCapabilityAttrName =
        "tile.compute_capability";
    static constexpr ::llvm::StringLiteral kTargetSpecAttrName =
        "tile.target_spec";
    /// Instruction families used by the lowered code (on a gpu.module);
    /// tile-attach-nvvm-target derives the PTX version from them.
    static constexpr ::llvm::StringLiteral kFeaturesAttrName = "tile.features";
    /// How tile-pipeline pipelines an scf.for (a #tile.pipeline,
    /// PipelineAttr; see Conversion/Pipeline.h).
    static constexpr ::llvm::StringLiteral kPipelineAttrName = "tile.pipeline";
    static constexpr ::llvm::StringLiteral kPersistentAttrName = "tile.persistent";
    /// On an scf.for, set by the user (Triton's `num_stages`): the
    /// pipeline depth tile-pipeline gives this loop (1: not pipelined).
    static constexpr ::llvm::StringLiteral kNumStagesAttrName = "tile.num_stages";
    /// On an scf.for, set by tile-pipeline: the stages it planned for a
    /// loop it leaves to tile-pipeline-loads to pipeline as IR (a tcgen05
    /// dot's cp.async K loop; the pass's `planned` mode, which
    /// tile-translate runs).
    static constexpr ::llvm::StringLiteral kPlannedStagesAttrName =
        "tile.pipeline_loads";
    /// On a tile.kernel, set by tile-pipeline beside a TMA tcgen05 loop's
    /// `tile.pipeline_loads`: the producer warps tile-warp-specialize
    /// splits off for it (the pass's `planned` mode, which tile-translate
    /// runs).
    static constexpr ::llvm::StringLiteral kPlannedProducerWarpsAttrName =
        "tile.warp_specialize";
    /// On a tile.kernel (an i64): the longest run of its blocked
    /// distribution, over the passes' max-run option; tile-pipeline-loads
    /// writes 16 bytes' worth for its cp.async copies.
    static constexpr ::llvm::StringLiteral kMaxRunAttrName = "tile.max_run";
    /// On a lowered kernel (llvm.func): the dynamic shared memory its launch
    /// needs when layout changes and staged tiles moved there (over 48 KiB).
    static constexpr ::llvm::StringLiteral kDynamicSharedBytesAttrName =
        "tile.dynamic_shared_bytes";
    /// On a tile.kernel parameter (Triton's tt.divisibility): an integer
    /// known to be a multiple of it, a pointer known to be aligned to it
    /// (bytes); a power of two. Vector accesses then skip their run-time
    /// alignment tests.
    static constexpr ::llvm::StringLiteral kDivisibilityAttrName =
        "tile.divisibility";
    /// On an op with one integer result, left by tile.hint (Triton's
    /// AxisInfo hints), one entry per dimension (one for a scalar): the
    /// first element of every contiguity group is a multiple of
    /// `tile.divisibility`; the elements of every aligned group of
    /// `tile.contiguity` positions along a dimension are consecutive.
    static constexpr ::llvm::StringLiteral kContiguityAttrName =
        "tile.contiguity";

  private:
    void registerTypes();
    void registerAttributes();
  public:
  }];
}

class Tile_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tile_Dialect, mnemonic, traits>;

#endif // TILE_DIALECT_TD
