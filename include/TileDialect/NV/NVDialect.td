//===- NVDialect.td - The tile_nv dialect ------------------*- tablegen -*-===//
//
// tile's typed level of NVIDIA PTX instructions: each op is one instruction
// (or one fixed instruction sequence, such as an mbarrier wait loop) with
// typed operands and its modifiers as attributes, checked by a verifier.
// convert-tile-nv-to-llvm (also part of tile-scalars-to-llvm) writes each op
// as the inline PTX tile emits, the only place the mnemonics are text.
//
//===----------------------------------------------------------------------===//
#ifndef TILE_NV_DIALECT_TD
#define TILE_NV_DIALECT_TD

include "mlir/IR/OpBase.td"

def NV_Dialect : Dialect {
  let name = "tile_nv";
  let cppNamespace = "::tile::nv";
  let summary = "Typed PTX instructions that tile emits as inline assembly";
  let description = [{
    The instructions tile's lowering emits, one op each, between
    `convert-tile-to-llvm` (which builds them) and `tile-scalars-to-llvm`
    (which writes them as `llvm.inline_asm`, byte for byte the PTX tile
    emitted before this level existed). Upstream's NVVM ops are not used:
    MLIR 22's NVVM verifier knows only the `a` target suffix and LLVM 22
    aborts with "Cannot select" outside its own target rules, so inline PTX
    stays the final form.

    Operands are what the PTX instruction reads: 32-bit shared-memory
    addresses (`i32`, the shared::cta window), registers (`i32`, `i64`),
    global pointers. Modifiers are attributes. Each op's verifier checks
    what PTX requires of its operands and modifiers and, where the module
    carries a target (`tile.compute_capability`, `tile.target_spec`),
    that the target runs the instruction: `unsupported operation for
    target ...` otherwise.

    An op that orders threads or memory (barriers, fences, asynchronous
    copies, stores) reads and writes memory, so no generic pass erases or
    moves it; a load only reads, and an instruction that computes
    registers from registers (mma.sync, a conversion) has no memory
    effects: unused, they may be erased, as LLVM erases the inline asm
    without side effects they become.
  }];
  // Each instruction family registers its ops (lib/Dialect/NV/NV<Family>Ops.cpp).
  let extraClassDeclaration = [{
    void registerSyncOps();
    void registerTmaOps();
    void registerMmaOps();
    void registerTcgen05Ops();
    void registerMemOps();
  }];
}

#endif // TILE_NV_DIALECT_TD
