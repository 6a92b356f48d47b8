//===- NVToLLVMPasses.td - tile_nv to inline PTX -----------*- tablegen -*-===//
#ifndef TILE_NV_TO_LLVM_PASSES_TD
#define TILE_NV_TO_LLVM_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileNVToLLVM : Pass<"convert-tile-nv-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Writes tile_nv instructions as inline PTX (llvm.inline_asm)";
  let description = [{
    Lowers every `tile_nv` op to the `llvm.inline_asm` tile emits for it:
    the PTX text, constraints (side-effecting asm also clobbers memory) and
    result types (`tile_nv.griddepcontrol` to `nvvm.griddepcontrol`). The
    same patterns run inside `tile-scalars-to-llvm`, the compile pipeline's
    final conversion; this pass is the level on its own, for tests.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::NVVM::NVVMDialect"];
}

#endif // TILE_NV_TO_LLVM_PASSES_TD
