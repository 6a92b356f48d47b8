//===- TileToLLVMHelpers.h - What the lowering's files share ----*- C++ -*-===//
//
// Private to lib/Conversion/TileToLLVM: the helpers one part of
// convert-tile-to-llvm (TileToLLVM.cpp, Elements.cpp, Memory.cpp,
// Reductions.cpp, ControlFlow.cpp) defines and another calls.
//
//===----------------------------------------------------------------------===//
#ifndef LIB_CONVERSION_TILETOLLVM_TILETOLLVMHELPERS_H
#define LIB_CONVERSION_TILETOLLVM_TILETOLLVMHELPERS_H

#include "TileDialect/Analysis/ElementwiseOps.h"
#include "TileDialect/Analysis/FragmentUses.h"
#include "TileDialect/Conversion/TileToLLVM.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace tile::lowering {
using namespace mlir;

// TileToLLVM.cpp

/// `n` consecutive elements of type `t` at `ptr`, with one vector load
/// aligned to its size (which the caller guarantees).
SmallVector<Value> loadVector(OpBuilder &b, Location loc, Value ptr, Type t,
                              int64_t n);

/// `elems` (one type) stored to consecutive elements at `ptr` with one
/// vector store aligned to its size (which the caller guarantees).
void storeVector(OpBuilder &b, Location loc, Value ptr, ArrayRef<Value> elems);

/// How many consecutive slots of a tile of `type` one vector access moves,
/// global or shared: the run (TileLowering::runOf), at most 16 bytes and 4
/// elements (ld.global.v4; a longer run takes several; a warp's 16-byte
/// shared accesses are conflict-free, its runs of 4-byte ones would not
/// be), or 8 16-bit elements, packed in pairs into the 4 words of a
/// `.v4.b32` access (PTX has no `.v8.b16`).
int64_t vectorSlots(TileLowering &l, RankedTensorType type);

// Buffers.cpp

/// Whether `op` is a shared-memory buffer op (tile.buffer_*, tile.async_*).
bool isBufferOp(Operation *op);
/// Lowers a buffer op where tile-allocate-shared placed its buffer.
LogicalResult lowerBufferOp(TileLowering &l, Operation *op);
/// Element `multi` (i32 indices) of the tile `load` reads, loaded from its
/// buffer where the buffer's #tile.shared layout puts it.
Value bufferElement(TileLowering &l, Location loc, BufferLoadOp load,
                    ArrayRef<Value> multi);

// Elements.cpp

/// A float math op's element type is f16, bf16, f32 or f64 (8-bit floats
/// take no arithmetic); tanh uses tanh.approx.f32 where the target has it
/// (recorded on the gpu.module, which tile-scalars-to-llvm reads; elsewhere
/// it is computed from ex2).
LogicalResult checkFloatMathOp(Operation *op, Operation *gpuModule);

/// One element of an 8-bit float conversion (PTX cvt, Feature::Fp8Convert).
/// Into e4m3/e5m2: from f32 (f16 and bf16 through f32, exactly), rounding
/// to nearest even and saturating to the finite range (.satfinite: +-448
/// for e4m3, +-57344 for e5m2); the result travels as its i8 storage.
/// Out of one: exactly, through f16 (every e4m3/e5m2 value is an f16 and a
/// bf16 value).
Value fp8ConvertElement(OpBuilder &b, Location loc, Operation *op, Value in);

/// Whether `op` is arith.extf out of f4E2M1FN (exact, in integer arithmetic
/// on any target: fp4ExtendElement).
bool isFp4Extend(Operation *op);

/// Whether `op` is arith.truncf into f4E2M1FN (fp4TruncateElement).
bool isFp4Truncate(Operation *op);

/// Whether `op` converts into an 8-bit float (arith.truncf) or out of one
/// (arith.extf): its elements are built by fp8ConvertElement.
bool isFp8Convert(Operation *op);

/// 8-bit float conversions and conversions out of and into e2m1, element
/// by element.
bool isNarrowFloatConvert(Operation *op);

Value narrowFloatConvertElement(OpBuilder &b, Location loc, Operation *op,
                                Value in);

/// Writes fragment registers to shared memory at `base`, slot s at element
/// index(row, col) of its position (each thread its own slots, where valid).
void storeFragmentAt(TileLowering &l, Location loc, Value base,
                     ArrayRef<Value> regs, const FragmentLayout &layout,
                     llvm::function_ref<Value(Value row, Value col)> indexOf);

/// Writes fragment registers to shared memory at `base` in row-major order.
void storeFragmentRowMajor(TileLowering &l, Location loc, Value base,
                           RankedTensorType type, ArrayRef<Value> regs,
                           const FragmentLayout &layout);

// Memory.cpp

/// Whether the lowering of `op` (a tile.broadcast of a row or column
/// vector, or a tile.expand_dims feeding only such) waits for a user that
/// needs it in the blocked distribution: tile-assign-layouts wrote the
/// broadcast in a fragment, or every user converts it into one in its
/// block; they read it at the fragment's positions from the staged vector.
bool defersToFragment(TileLowering &l, Operation *op);

/// tile.inline_asm: the assembly once per element this thread holds (once
/// per `pack` elements, packed into one integer register), its operands in
/// the registers their constraints name (integer registers by bit pattern,
/// 8-bit values zero-extended into 16-bit ones).
LogicalResult lowerInlineAsm(TileLowering &l, InlineAsmOp op);

/// The tile.reduce whose result `bc` broadcasts back over the reduced axis
/// (tile.broadcast of tile.expand_dims along that axis, to the reduce's
/// source type), or null.
ReduceOp reductionBroadcastBack(BroadcastOp bc);

/// Whether `op` only feeds block-scaled dots (mma.sync or tcgen05) in its
/// block: as A, or as B through a transpose left for the dot
/// (transposedInStaging). The dot stages its packed bytes then (two e2m1
/// values per byte, K-major: the fragment registers' layout, and the
/// tensor core's), and the nibbles are never taken apart.
bool unpackedInStaging(UnpackFp4Op op);

} // namespace tile::lowering

#endif
