//===- DotEmitter.h - tile.dot to tensor-core instructions ------*- C++ -*-===//
#ifndef TILEDIALECT_CONVERSION_DOTEMITTER_H
#define TILEDIALECT_CONVERSION_DOTEMITTER_H

#include "TileDialect/Analysis/AccumulatorTiling.h"
#include "TileDialect/Analysis/DotFamilies.h"
#include "TileDialect/Conversion/TileToLLVM.h"
#include "TileDialect/LinearLayout.h"

namespace tile {
struct PtxEmitter;


/// One emitter per family (lib/Conversion/TileToNV/<Family>.cpp). Each
/// reads op.getA()/getB()/getAcc() through `lowering` (tiles distributed
/// over the block, see TileToLLVM.h), records the instruction families it
/// uses with recordFeatureUse, and maps op.getResult() in lowering.tiles.
mlir::LogicalResult lowerDotMmaSync(TileLowering &lowering, DotOp op);
mlir::LogicalResult lowerDotWgmma(TileLowering &lowering, DotOp op);
/// tile.dot_wait: wgmma.wait_group with the async dot's accumulator
/// registers passed through, in its fragment.
mlir::LogicalResult lowerDotWait(TileLowering &lowering, DotWaitOp op);
mlir::LogicalResult lowerDotTcgen05(TileLowering &lowering, DotOp op);
/// The bytes operand `operand` (0: A, 1: B) of the tcgen05 dot `op` takes
/// staged in the canonical layout its MMAs read, or 0 where the dot stages
/// it itself (K in several rounds): what hoistDotOperands reserves to stage
/// it once, before the dot's loop (stageTcgen05Operand).
int64_t tcgen05OperandBytes(TileLowering &lowering, DotOp op, unsigned operand);
void stageTcgen05Operand(TileLowering &lowering, DotOp op, unsigned operand,
                         mlir::Value base);
mlir::LogicalResult lowerDotScaledBlockScale(TileLowering &lowering,
                                             DotScaledOp op);
mlir::LogicalResult lowerDotScaledTcgen05(TileLowering &lowering,
                                          DotScaledOp op);

/// (row0, col0) of the tile of round r of `unit` (a warp or warpgroup id,
/// i32): round-robin, or in an mma.sync tiling's blocks.
std::pair<mlir::Value, mlir::Value> tileOrigin(mlir::OpBuilder &b,
                                               mlir::Location loc,
                                               const RoundRobinTiles &tiling,
                                               mlir::Value unit, int64_t r);
std::pair<mlir::Value, mlir::Value> tileOrigin(mlir::OpBuilder &b,
                                               mlir::Location loc,
                                               const MmaTiling &tiling,
                                               mlir::Value unit, int64_t r);
/// Whether round r of `unit` computes a tile of its own (i1).
mlir::Value tileValid(mlir::OpBuilder &b, mlir::Location loc,
                      const RoundRobinTiles &tiling, mlir::Value unit,
                      int64_t r);

/// The fragment layout the accumulator and result of `op` (a tile.dot or
/// tile.dot_scaled) take when they stay in registers (mma_sync, wgmma and
/// block-scaled mma.sync), or std::nullopt.
std::optional<FragmentLayout> dotFragmentLayout(TileLowering &lowering,
                                                mlir::Operation *op);
std::optional<FragmentLayout> mmaSyncFragmentLayout(TileLowering &lowering,
                                                    DotOp op);
std::optional<FragmentLayout> wgmmaFragmentLayout(TileLowering &lowering,
                                                  DotOp op);
/// The fragment layout a register encoding spells out for a tile of
/// `type`: #tile.mma_sync and #tile.wgmma (their tilings), #tile.slice (the
/// rows of its parent's), or std::nullopt (#tile.blocked, #tile.tcgen05:
/// not built from the encoding yet). What the lowering builds once it reads
/// tile-assign-layouts's encodings instead of deciding (LinearLayoutTest:
/// the same positions as dotFragmentLayout / rowsLayout at every thread).
std::optional<FragmentLayout> encodedFragmentLayout(TileLowering &lowering,
                                                    mlir::Location loc,
                                                    mlir::Attribute layout,
                                                    mlir::RankedTensorType type);
std::optional<FragmentLayout> mmaSyncEncodedLayout(TileLowering &lowering,
                                                   mlir::Location loc,
                                                   MmaSyncLayoutAttr layout,
                                                   llvm::ArrayRef<int64_t> shape);
std::optional<FragmentLayout> wgmmaEncodedLayout(TileLowering &lowering,
                                                 mlir::Location loc,
                                                 WgmmaLayoutAttr layout,
                                                 llvm::ArrayRef<int64_t> shape);
/// The accumulator layout of `op` (dotFragmentLayout's, the same tiling) as
/// a LinearLayout over a block of `numThreads`: in-dimensions register
/// (FragmentLayout slots), lane, warp; out-dimensions (dim0, dim1) = (row,
/// col). std::nullopt where dotFragmentLayout has none, and where the
/// tiling is uneven (FragmentLayout::valid) or a size is not a power of
/// two (LinearLayout::mmaSyncAccumulator, wgmmaAccumulator).
std::optional<LinearLayout> dotLinearLayout(mlir::Operation *op,
                                            unsigned numThreads);
std::optional<LinearLayout> wgmmaLinearLayout(DotOp op, unsigned numThreads);
/// The element index (i32), from its base in shared memory, of element
/// (row, col) of a stored operand tile.
using SharedIndexFn =
    llvm::function_ref<mlir::Value(mlir::Value row, mlir::Value col)>;

/// The remark of a dot reading `bufferA` and/or `bufferB` (either may be
/// null) where they lie.
void remarkBufferOperands(TileLowering &lowering, mlir::Location loc,
                          mlir::Value bufferA, mlir::Value bufferB);
/// The element index (i32), from the buffer's start, of element (row,
/// col) of the tile `buffer` (a !tile.buffer value, one stage) holds: its
/// #tile.shared layout evaluated.
mlir::Value bufferElementIndex(TileLowering &lowering, mlir::Location loc,
                               mlir::Value buffer, mlir::Value row,
                               mlir::Value col);
/// The byte, from the first atom, of scale (row, col) (i32) of a tile of
/// `rows` rows stored in tcgen05's 512-byte scale atoms
/// (#tile.shared<..., scales>): atom (col / 4) ceil(rows / 128) + row /
/// 128, byte (row % 32) 16 + (row % 128 / 32) 4 + col % 4 of it.
mlir::Value scaleAtomByteOffset(const IndexArith &a, mlir::Value row,
                                mlir::Value col, int64_t rows);

/// mma.sync for `op` (kind mma_sync) on operands already in shared memory,
/// such as a stage of a cp.async pipeline: A row-major M x K with rows `lda`
/// elements apart, B row-major K x N (with `bNK`, N x K: the source of a
/// transposed B) with rows `ldb` apart, and `acc` in
/// mmaSyncFragmentLayout(op). `indexA` / `indexB`, when given, place the
/// elements instead of the row strides (the 128-byte-swizzled rows of a TMA
/// box: 16-byte chunks stay whole). Returns the result in that layout.
llvm::SmallVector<mlir::Value>
emitMmaSyncFromShared(TileLowering &lowering, DotOp op, mlir::Value baseA,
                      int64_t lda, mlir::Value baseB, int64_t ldb,
                      mlir::ValueRange acc, bool bNK = false,
                      SharedIndexFn indexA = nullptr,
                      SharedIndexFn indexB = nullptr);

/// Block-scaled mma.sync for `op` (kind block_scale) on operands in shared
/// memory (a stage of a cp.async pipeline): A and B as for
/// emitMmaSyncFromShared (with `packedFp4`, e2m1 A and B as their packed
/// bytes, `lda` / `ldb` bytes a row), the scales of A (M rows) and of B (N
/// rows) dense, K/V bytes a row. `acc` and the result are in
/// dotFragmentLayout(op).
llvm::SmallVector<mlir::Value>
emitMmaSyncScaledFromShared(TileLowering &lowering, DotScaledOp op,
                            mlir::Value baseA, int64_t lda, mlir::Value baseB,
                            int64_t ldb, mlir::Value scalesA,
                            mlir::Value scalesB, mlir::ValueRange acc,
                            bool bNK, bool packedFp4);

/// Stages, before `loop` (at the builder's insertion point), the tile.dot
/// operands of its body that are defined outside it and held in registers
/// in the blocked distribution (attention's Q): once, in the layout the
/// dot's family reads (wgmma core matrices, mma.sync row-major), into
/// shared memory that the loop's other staging then leaves alone
/// (TileLowering::sharedReserved, hoistedOperands). The dots read them
/// there instead of staging them in every iteration.
void hoistDotOperands(TileLowering &lowering, mlir::scf::ForOp loop);
/// Writes `v` to `base` in wgmma's no-swizzle K-major core-matrix layout
/// (`transpose`: a K x N B operand, written N x K), or with `span` (an
/// M x K A only) swizzled as wgmmaSwizzledOffset places it.
void stageWgmmaOperand(TileLowering &lowering, mlir::Location loc,
                       mlir::Value v, mlir::Value base, bool transpose,
                       int64_t span = 0);
/// wgmma's swizzled layouts (swizzle span W = 128, 64 or 32 bytes; the
/// operand's 8-row atoms W * 8 bytes aligned): byte offset of element
/// (row, col) of an operand of `rows` rows contiguous along col, stored as
/// slabs of rows x W bytes along col, 16-byte chunk c of row r of a slab
/// at chunk c ^ (r / (128 / W) % (W / 16)) (address bits 4.. XOR bits 7..).
mlir::Value wgmmaSwizzledOffset(const IndexArith &arith, mlir::Value row,
                                mlir::Value col, int64_t span, int64_t rows,
                                int64_t bytes);
/// Bytes stageWgmmaOperand writes for `v`.
int64_t wgmmaOperandBytes(const TileLowering &lowering, mlir::Value v,
                          bool transpose);

/// wgmma's no-swizzle layouts (PTX ISA "Matrix Descriptor Format",
/// canonical layouts), with core matrices (8 rows x 16 bytes) `lbo` bytes
/// apart along their 16-byte direction (128: dense; 144: 16 bytes of skew,
/// so that the 16-byte chunks of one row land in different banks).
/// K-major: byte offset of element (row, k) of a rows x kDim operand (A,
/// or B as N x K): 8-row bands of kDim / E core matrices, E = 16 / bytes.
mlir::Value wgmmaKMajorOffset(const IndexArith &arith, mlir::Value row,
                              mlir::Value k, int64_t kDim, int64_t bytes,
                              int64_t lbo);
/// MN-major (B as K x N: 16-bit for wgmma, 8- or 16-bit for tcgen05):
/// element (k, n) of a K x nDim operand; core matrices of 8 rows of K x
/// E elements (16 bytes) of N, bands of 8 rows of K.
mlir::Value wgmmaMnMajorOffset(const IndexArith &arith, mlir::Value k,
                               mlir::Value n, int64_t nDim, int64_t lbo,
                               int64_t bytes = 2);
/// The `lbo` of the operands tile.dot's wgmma lowering stages itself or
/// reads from TileLowering::hoistedOperands: 144 where shared memory may
/// be spent (TileLowering::spendShared), 128 otherwise.
int64_t wgmmaOperandLbo(const TileLowering &lowering);
/// wgmma for `op` (kind wgmma) on operands already in shared memory, such
/// as a stage of a cp.async pipeline: A K-major at `baseA`, B at `baseB`
/// K-major (N x K) or with `mnB` MN-major, `acc` in
/// wgmmaFragmentLayout(op). Each operand in a swizzled layout of span
/// `spanA` / `spanB` (128, 64 or 32 bytes, as PipelineMatch::wgmmaSwizzle
/// places them: A and a K-major B as slabs of span bytes of K, M (N) rows
/// each; an MN-major B as slabs of span bytes of N, K rows each; every slab
/// on its 8-row atom), or with span 0 in the no-swizzle core matrices,
/// `lbo` apart. Issues wgmma.fence and the instructions, not the commit or
/// a wait: the accumulators returned are still in flight. `acc` and the
/// result are wgmmaAccRegisters.
llvm::SmallVector<mlir::Value>
emitWgmmaFromShared(TileLowering &lowering, mlir::Location loc, DotOp op,
                    mlir::Value baseA, mlir::Value baseB, bool mnB,
                    int64_t spanA, int64_t spanB, int64_t lbo,
                    mlir::ValueRange acc);

/// The row stride (elements) mma.sync stages a 16-bit operand with: rows
/// of `cols` padded by 16 bytes when that keeps ldmatrix's rows aligned, so
/// the 8 rows of an 8x8 matrix fall in different banks.
int64_t mmaSyncRowStride(mlir::Type storage, int64_t cols);
/// Writes 2-D tile `v` (blocked or a fragment) row-major with row stride
/// `ld` elements at `base`.
void stageMmaSyncOperand(TileLowering &lowering, mlir::Location loc,
                         mlir::Value v, mlir::Value base, int64_t ld);

/// Elements packed into one b32 register, the first in the low bits (the
/// operand registers of mma.sync and wgmma).
mlir::Value packToI32(mlir::OpBuilder &b, mlir::Location loc,
                      llvm::ArrayRef<mlir::Value> elems);
/// 16-bit elements packed in pairs (elements 2 i, 2 i + 1 into register i).
llvm::SmallVector<mlir::Value>
packPairsToI32(mlir::OpBuilder &b, mlir::Location loc,
               llvm::ArrayRef<mlir::Value> elems);
/// The A registers of an 8-bit (e4m3 / e5m2) mma.sync m16n8k32 or wgmma
/// m64nNk32 from f32-accumulator-shaped slots, 4 registers for each 16
/// (one K-32 step): four 8-column groups of (row g, columns 2 q, 2 q + 1;
/// row g + 8, the same), as an M x K accumulator holds columns 32 s .. 32
/// s + 31. The A fragment wants 4 consecutive columns per register (a0:
/// row g, columns 4 q .. 4 q + 3; a1: row g + 8; a2, a3: columns + 16),
/// which lanes 2 (q % 2) and 2 (q % 2) + 1 of the quad hold: two
/// shfl.sync.idx and a byte select per register. `lane` is the thread's
/// lane id.
llvm::SmallVector<mlir::Value>
packFp8AccumulatorA(mlir::OpBuilder &b, mlir::Location loc, mlir::Value lane,
                    llvm::ArrayRef<mlir::Value> slots);
/// The `count` elements of type `elemType` a b32 register holds, the first
/// from the low bits (packToI32's inverse).
llvm::SmallVector<mlir::Value> unpackI32(mlir::OpBuilder &b,
                                         mlir::Location loc, mlir::Value reg,
                                         mlir::Type elemType, unsigned count);

/// The wgmma output tiles of an M x N accumulator spread over the first
/// `groups` warpgroups of the block: their fragment layout, the wgmma N,
/// and this thread's (row0, col0) of each round's 64 x nInst tile.
struct WgmmaTiles {
  FragmentLayout layout;
  int64_t nInst;
  llvm::SmallVector<std::pair<mlir::Value, mlir::Value>> origins;
};
WgmmaTiles wgmmaTiles(TileLowering &lowering, mlir::Location loc, int64_t m,
                      int64_t n, int64_t groups);
/// The registers wgmma keeps accumulator elements `acc` (a wgmma
/// fragment's, in slot order) in: f16 ones packed in pairs into b32 (PTX
/// ISA: N / 4 .f16x2 registers for m64nN, register i holding the elements
/// at the f32 fragment's positions 2 i and 2 i + 1, the first in the low
/// half), f32 and s32 ones as they are. Loops carry these registers, not
/// the f16 elements: an f16 touched between wgmmas serializes them.
llvm::SmallVector<mlir::Value> wgmmaAccRegisters(mlir::OpBuilder &b,
                                                 mlir::Location loc,
                                                 mlir::ValueRange acc);
/// wgmmaAccRegisters' inverse: the `elem` elements in `regs`.
llvm::SmallVector<mlir::Value> wgmmaAccElements(mlir::OpBuilder &b,
                                                mlir::Location loc,
                                                mlir::ValueRange regs,
                                                mlir::Type elem);
/// Accumulator registers of one m64n<nInst> tile with `accElem` elements.
int64_t wgmmaAccRegistersPerTile(int64_t nInst, mlir::Type accElem);
/// One wgmma.mma_async.sync.aligned.m64n<nInst>k* (A and B from shared
/// memory through descriptors); returns the accumulator registers
/// (wgmmaAccRegisters: f32, or b32 holding s32 for 8-bit integer operands
/// or two f16 for f16 operands).
/// `transposeB`: B is MN-major in shared memory (16-bit types only).
llvm::SmallVector<mlir::Value> emitWgmma(mlir::OpBuilder &b,
                                         mlir::Location loc,
                                         mlir::Type eaLogical,
                                         mlir::Type ebLogical, int64_t nInst,
                                         mlir::Value descA, mlir::Value descB,
                                         mlir::ValueRange acc,
                                         bool transposeB = false);
/// wgmma.wait_group `pending`, with the accumulator registers passed
/// through it.
llvm::SmallVector<mlir::Value> emitWgmmaWait(mlir::OpBuilder &b,
                                             mlir::Location loc,
                                             int64_t pending,
                                             mlir::ValueRange acc);

/// tcgen05.cp of `atoms` 512-byte scale atoms from shared address `addr`
/// on (i32) into tensor-memory columns `sfTmem` + `firstColumn` on, 4 an
/// atom (the calling thread issues them).
void emitScaleAtomCopies(PtxEmitter &e, mlir::Value sfTmem,
                         int64_t firstColumn, mlir::Value addr, int64_t atoms);
/// Bits 14-63 of the tcgen05 shared-memory descriptor of an operand in the
/// `span`-byte swizzle layout (128, 64 or 32) TMA writes (8-row groups 8
/// span bytes apart): K-major, or with `slabBytes` MN-major, its slabs of
/// span bytes of M/N that far apart (the leading byte offset).
uint64_t tcgen05SwizzledDescriptorHigh(int64_t span, int64_t slabBytes = 0);
/// Where byte `kByte` of K lies in a K-major operand of `rows` lines in
/// `span`-byte swizzled slabs (TMA's and tile-pipeline-loads' layouts: slab
/// kByte / span, rows x span bytes each, then kByte % span into its first
/// line): what a descriptor's start address adds for a K step.
inline int64_t swizzledKOffset(int64_t kByte, int64_t span, int64_t rows) {
  return kByte / span * rows * span + kByte % span;
}
/// Where K step `ks` (`kStep` elements, 32 bytes) of an operand in
/// `buffer` starts (bytes on from its address), and bits 14-63 of its
/// tcgen05 descriptor: K-major (A; B with transpose-B) or with `mn`
/// MN-major (B K x N, lines of N), in swizzled slabs (the spans 128, 64 or
/// 32) or in core matrices (#tile.shared<..., core>).
std::pair<int64_t, uint64_t> tcgen05BufferDescriptor(BufferType buffer, bool mn,
                                                     int64_t ks, int64_t kStep);
/// The same for the 128-byte swizzle.
inline uint64_t tcgen05Swizzle128DescriptorHigh(int64_t slabBytes = 0) {
  return tcgen05SwizzledDescriptorHigh(128, slabBytes);
}

/// Emits per-thread code for `op` using the family in its `kind` attribute
/// (set by tile-lower-dot).
mlir::LogicalResult lowerDot(TileLowering &lowering, DotOp op);

} // namespace tile

#endif
