//===- NVBase.td - What every tile_nv op file includes -----*- tablegen -*-===//
//
// The dialect, the modifier enums and NV_Op. Each instruction family has
// its own file (NVSyncOps.td, ...) that includes this one only, its own
// generated header (TileDialect/NV/NV<Family>Ops.h) and its own
// registration (NVDialect::register<Family>Ops), so a change to one family
// recompiles only what uses it. TileNV.td includes every family for the
// dialect reference.
//
//===----------------------------------------------------------------------===//
#ifndef TILE_NV_BASE_TD
#define TILE_NV_BASE_TD

include "TileDialect/NV/NVDialect.td"
include "TileDialect/NV/NVEnums.td"
include "mlir/Dialect/LLVMIR/LLVMOpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// Every instruction reads and writes memory or orders threads: nothing may
// erase it (convert-tile-to-llvm erases trivially dead ops) or move memory
// accesses across it.
class NV_Op<string mnemonic, list<Trait> traits = []>
    : Op<NV_Dialect, mnemonic,
         !listconcat(traits, [MemoryEffects<[MemRead, MemWrite]>])> {
  let hasVerifier = 1;
}

// An instruction that only computes registers from registers (mma.sync, a
// conversion): no memory effects, so an unused one may be erased, as LLVM
// erases the inline asm it becomes (which has no side effects either).
class NV_PureOp<string mnemonic, list<Trait> traits = []>
    : Op<NV_Dialect, mnemonic, !listconcat(traits, [Pure])> {
  let hasVerifier = 1;
}

#endif // TILE_NV_BASE_TD
