//===- Tcgen05Plan.h - How a dot maps onto tcgen05.mma ----------*- C++ -*-===//
//
// lib/Analysis/Tcgen05Plan.cpp: the encodings of tcgen05.mma (instruction
// and shared-memory descriptors, the block-scale atoms) and the plan of a
// tile.dot or tile.dot_scaled on one CTA's tensor memory: its kind, K per
// MMA, K chunks, tensor-memory columns and shared memory, or why it has
// none. tile-lower-dot asks whyNotTcgen05 before it picks the family;
// the lowering (lib/Conversion/TileToNV/Tcgen05.cpp and the pipelines)
// emits what the plan says.
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_ANALYSIS_TCGEN05PLAN_H
#define TILEDIALECT_ANALYSIS_TCGEN05PLAN_H

#include "TileDialect/TileOps.h"

#include <cstdint>
#include <optional>
#include <string>

namespace tile {

/// A dense tcgen05.mma for `op` (K-major A and B, M = 128, cta_group::1):
/// its `.kind::` name, 32-bit instruction descriptor and K per instruction.
struct Tcgen05Encoding {
  std::string kind;
  uint32_t instrDescriptor;
  int64_t kStep;
  /// Instruction-descriptor bit 16: B is MN-major in shared memory.
  static constexpr uint32_t transposeBBit = uint32_t(1) << 16;
  /// `idesc` with its M field (bits 24-28, M >> 4) set to `m`: 256 for a
  /// cta_group::2 MMA over a CTA pair.
  static constexpr uint32_t withM(uint32_t idesc, int64_t m) {
    return (idesc & ~(uint32_t(0x1F) << 24)) | uint32_t(m >> 4) << 24;
  }
};
std::optional<Tcgen05Encoding> tcgen05Encoding(DotOp op);
/// The same for A (M x K) times B (K x N) into `acc` in a block of
/// `numThreads` threads (tile.tmem_dot: operands read from buffers).
std::optional<Tcgen05Encoding> tcgen05Encoding(mlir::RankedTensorType a,
                                               mlir::RankedTensorType b,
                                               mlir::RankedTensorType acc,
                                               unsigned numThreads);

/// Why `op` has no tcgen05 plan (shapes, types, warps, tensor and shared
/// memory), or std::nullopt.
std::optional<std::string> whyNotTcgen05(DotOp op);

/// tile.dot_scaled on tcgen05.mma ... kind::mxf8f6f4.block_scale (tensor-
/// memory targets): MXFP8, M a multiple of 128, N from 16 to 256 in steps
/// of 16, K a multiple of 32, at least 4 warps.
std::optional<std::string> whyNotTcgen05BlockScale(DotScaledOp op);

/// Checks (and records on `gpuModule`) what a tcgen05 lowering of `op`
/// needs of the target: tcgen05, and kind::i8 for int8 operands (sm_100a
/// and sm_110a only). A located error when the target lacks it.
mlir::LogicalResult requireTcgen05Dot(DotOp op, mlir::Operation *gpuModule);

/// Tensor-memory columns to allocate for `used`: a power of two, at least
/// 32 (tcgen05.alloc's rule).
int64_t tmemAllocColumns(int64_t used);

/// Whether `groups` warpgroups can read a 128 x `n` tensor-memory
/// accumulator back into registers (tcgen05.ld.32x32b, #tile.tcgen05):
/// at least one, each a multiple of 8 columns, at most 128 (the pipeline
/// templates' read-back, tile.tmem_load, and the layout they both get).
bool tmemReadableBy(int64_t n, int64_t groups);

/// Whether an M x `n` accumulator can be held as tcgen05.ld reads it
/// among `numThreads` threads (#tile.tcgen05): M = 128, whole warpgroups,
/// tmemReadableBy.
bool tcgen05RowsReadable(int64_t m, int64_t n, int64_t numThreads);

/// Whether the result of the tcgen05 tile.dot `op`, lowered by itself
/// among `numThreads` threads, is read back into the registers of
/// #tile.tcgen05 (tcgen05RowsReadable, and a tcgen05 plan): what
/// tile-assign-layouts gives it, so that neither C nor D passes through
/// the padded chunks of shared memory.
bool tcgen05ResultInRows(DotOp op, int64_t numThreads);

namespace tcgen05 {
/// The tcgen05 instruction descriptor (32 bits) for .kind::tf32, .kind::f16
/// and .kind::f8f6f4, dense. PTX ISA 8.7+ section 9.7.16.4.2 "Instruction
/// descriptor", table "Instruction descriptor format for .kind::tf32,
/// .kind::f16, .kind::f8f6f4 and .kind::i8"; the same fields as CUTLASS
/// cute::UMMA::InstrDescriptor (include/cute/arch/mma_sm100_desc.hpp).
namespace idesc {
constexpr unsigned kDTypeShift = 4; ///< bits 4-5: D type, F16 = 0, F32 = 1,
                                    ///< S32 = 2
constexpr uint32_t kDTypeF32 = 1, kDTypeS32 = 2;
constexpr unsigned kATypeShift = 7;  ///< bits 7-9: A type
constexpr unsigned kBTypeShift = 10; ///< bits 10-12: B type
/// A/B type codes: kind::f16: F16 = 0, BF16 = 1; kind::tf32: TF32 = 2;
/// kind::f8f6f4: E4M3 = 0, E5M2 = 1; kind::i8: U8 = 0, S8 = 1.
constexpr uint32_t kF16 = 0, kBF16 = 1, kTF32 = 2, kE4M3 = 0, kE5M2 = 1,
                   kS8 = 1;
constexpr unsigned kTransposeAShift = 15; ///< bit 15: 0 = A is K-major
constexpr unsigned kTransposeBShift = 16; ///< bit 16: 0 = B is K-major
constexpr unsigned kNShift = 17;          ///< bits 17-22: N >> 3
constexpr unsigned kMShift = 24; ///< bits 24-28: M >> 4 (bit 23 reserved)
// bits 0-2 sparsity (0: dense), 3 saturate (0), 13/14 negate A/B (0),
// 29 reserved, 30-31 max shift for .ws (0).
} // namespace idesc

/// The instruction descriptor for .kind::mxf8f6f4 / .kind::mxf4 /
/// .kind::mxf4nvf4 with .block_scale. PTX ISA 8.8+ section 9.7.16.4.2, table
/// "Instruction descriptor format for .kind::mxf8f6f4, .kind::mxf4 and
/// .kind::mxf4nvf4"; CUTLASS cute::UMMA::InstrDescriptorBlockScaled and
/// make_instr_desc_block_scaled (include/cute/arch/mma_sm100_desc.hpp); JAX
/// Mosaic GPU _create_scaled_instr_descriptor (mosaic/gpu/tcgen05.py). It
/// differs from the dense table: no D-type field (D is always f32), bits 4-5
/// and 29-30 select the scale bytes, bit 23 gives the scale type.
namespace idescBs {
/// bits 4-5: Matrix B scale factor ID, the byte of each 32-bit TMEM cell of
/// scale_B_tmem that holds this MMA's scales (CUTLASS b_sf_id_).
constexpr unsigned kSfbIdShift = 4;
// bit 6 reserved (0).
constexpr unsigned kATypeShift = 7;  ///< bits 7-9: A type, E4M3 = 0, E5M2 = 1
constexpr unsigned kBTypeShift = 10; ///< bits 10-12: B type (same codes)
constexpr uint32_t kE4M3 = 0, kE5M2 = 1;
/// E2M1 for .kind::mxf4 / .kind::mxf4nvf4 (CUTLASS UMMA::MXF4Format).
constexpr uint32_t kE2M1 = 1;
// bits 13/14: negate A/B (0).
constexpr unsigned kTransposeAShift = 15; ///< bit 15: 0 = A is K-major
constexpr unsigned kTransposeBShift = 16; ///< bit 16: 0 = B is K-major
constexpr unsigned kNShift = 17;          ///< bits 17-22: N >> 3
/// bit 23: scale matrix type, UE4M3 = 0, UE8M0 = 1 (CUTLASS scale_format_).
constexpr unsigned kScaleTypeShift = 23;
constexpr uint32_t kScaleUE4M3 = 0, kScaleUE8M0 = 1;
/// bits 27-28: M >> 7 (PTX ISA; bits 24-26 reserved). CUTLASS writes the
/// same bits as a 5-bit M >> 4 at bits 24-28 (m_dim_): equal for M = 128.
constexpr unsigned kMShift = 27;
constexpr unsigned kMUnitLog2 = 7;
/// bits 29-30: Matrix A scale factor ID (CUTLASS a_sf_id_).
constexpr unsigned kSfaIdShift = 29;
// bit 31: K size, 0 = K 32 for dense .kind::mxf8f6f4 and K 64 for dense
// .kind::mxf4 / mxf4nvf4 (CUTLASS k_size_).
// bits 0-3: sparsity selector / flag (0: dense), reserved.
} // namespace idescBs

/// The tcgen05 shared-memory (matrix) descriptor (64 bits). PTX ISA section
/// 9.7.16.4.1 "Shared memory descriptor", table "Shared memory descriptor
/// layout"; CUTLASS cute::UMMA::SmemDescriptor and make_umma_desc
/// (include/cute/atom/mma_traits_sm100.hpp), which sets version_ = 1.
namespace sdesc {
/// matrix-descriptor-encode(x) = (x & 0x3FFFF) >> 4, for the start address
/// (bits 0-13), the leading-dimension byte offset (bits 16-29) and the
/// stride-dimension byte offset (bits 32-45).
constexpr uint64_t encode(uint64_t x) { return (x & 0x3FFFF) >> 4; }
constexpr unsigned kStartShift = 0;
constexpr unsigned kLboShift = 16;
constexpr unsigned kSboShift = 32;
/// bits 46-48: fixed constant 0b001 (the sm_100 descriptor "version").
constexpr uint64_t kVersion = uint64_t(1) << 46;
// bits 49-51: matrix base offset, 0 (only swizzled layouts use it);
// bit 52: leading-dimension stride mode, 0 = relative byte offset;
// bits 53-60: fixed 0.
constexpr unsigned kSwizzleShift = 61; ///< bits 61-63: swizzling mode
constexpr uint64_t kSwizzleNone = 0;
/// Bits 14-63 of a no-swizzle descriptor (all but the start address).
constexpr uint64_t noSwizzleHigh(uint64_t leading, uint64_t stride) {
  return (encode(leading) << kLboShift) | (encode(stride) << kSboShift) |
         kVersion | (kSwizzleNone << kSwizzleShift);
}
} // namespace sdesc

/// The canonical no-swizzle K-major layout (PTX ISA "Shared memory layout and
/// strides" / CUTLASS make_umma_desc, Major::K, INTERLEAVE:
/// ((8,n),2):((1,SBO),LBO) in 16-byte units). A "core matrix" is 8 rows
/// (along M or N) by 16 bytes (along K), stored as 128 contiguous bytes.
/// LBO is the byte distance between core matrices adjacent along K, SBO
/// between core matrices adjacent along M/N. tile stores the K chunk of one
/// 8-row group with its core matrices 16 bytes further apart than their
/// size: LBO = 144, SBO = 144 * (Kc * elemBytes / 16). The skew puts the
/// 8 consecutive elements of each core row that a warp's lanes store (the
/// blocked distribution) in other banks than the next 8: with LBO = 128 a
/// warp's 32 stores of a row shared 4 banks (4 wavefronts), now 16.
constexpr int64_t kCoreMatrixRows = 8;
constexpr int64_t kCoreMatrixBytes = 128;
constexpr int64_t kCoreMatrixStride = kCoreMatrixBytes + 16; ///< LBO
constexpr int64_t kCoreRowBytes = 16;

constexpr int64_t kMmaM = 128; ///< rows per MMA (cta_group::1)
constexpr int64_t kMaxN = 256; ///< N per MMA: 16..256 in steps of 16
constexpr int64_t kNAlign = 16;
constexpr int64_t kTmemColumns = TmemType::kColumns; ///< per CTA
constexpr int64_t kKBytesPerMma = 32;       ///< each MMA consumes 32 bytes of K
constexpr int64_t kSharedLimit = 48 * 1024; ///< TileLowering's static limit
constexpr int64_t kControlBytes = 16;       ///< mbarrier + TMEM address slot
constexpr int64_t kMbarOffset = 0, kTmemSlotOffset = 8;

/// Block-scale factors (MXFP8, ue8m0, scale_vec::1X = block32) in shared and
/// tensor memory. The unit is an "atom": the scales of 128 rows (of A along
/// M, or of B along N) for 4 consecutive K blocks of 32 elements, 512 bytes.
///
///  shared memory (CUTLASS Sm1xxBlockScaledBasicChunk::SfKMajorAtom,
///  ((32,4),(32,4)):((16,4),(0,1)) in cutlass/detail/sm100_blockscaled_layout
///  .hpp; JAX Mosaic GPU async_copy_scales_smem_to_tmem's (32, 16) tiles):
///    byte(r, kb) = (r % 32) * 16 + (r / 32) * 4 + kb   (r < 128, kb < 4)
///  so smem row i (16 bytes) holds rows i, i+32, i+64, i+96, 4 K blocks each.
///
///  tensor memory: tcgen05.cp.cta_group::1.32x128b.warpx4 [col], desc copies
///  the 32 rows x 128 bits to lanes 0-31, columns col..col+3, and broadcasts
///  them to lanes 32-63, 64-95 and 96-127 (CUTLASS SM100_UTCCP_4x32dp128bit
///  _1cta, the copy its block-scaled collective uses for SFA and SFB). So
///  every lane 32q + (r % 32) holds the scale of row r, K block kb in column
///  col + r / 32, byte kb: the layout CUTLASS UMMA::tmem_sf_frg describes
///  (((32, MN/32), 4 replicas), K blocks) with strides (((1 lane, 1 column),
///  32 lanes), 1 byte). An MMA is given the column of its first row
///  ([scale_A_tmem] / [scale_B_tmem], byte bits 0) and the byte in the
///  instruction descriptor's SFA / SFB ID; an MMA with N = 256 reads 8
///  columns, so the two 128-row atoms of B's scales of one K group sit side
///  by side (CUTLASS likewise offsets SFB by 2 columns for an N = 64 tile
///  in the upper half of a 128-row atom).
///
/// tile keeps, per round, the atom of K group g (K blocks 4g..4g+3 of the
/// chunk) and row block i at index g * blocks + i: in shared memory at
/// index * 512 bytes and in TMEM at column sfCol + index * 4.
namespace sf {
constexpr int64_t kVecSize = 32;    ///< K elements per ue8m0 scale (MXFP8)
constexpr int64_t kAtomRows = 128;  ///< rows per atom
constexpr int64_t kAtomKBlocks = 4; ///< K blocks per atom (bytes per cell)
constexpr int64_t kAtomBytes = kAtomRows * kAtomKBlocks;
constexpr int64_t kAtomColumns = 4; ///< TMEM columns one atom fills
constexpr int64_t kLaneRows = 32;   ///< lanes per warp's TMEM sub-partition
constexpr int64_t kRowBytes = 16;   ///< one smem row: 128 bits
/// The tcgen05.cp source descriptor: the no-swizzle K-major canonical layout
/// (sdesc above) of 32 rows x 16 bytes, i.e. four 8-row core matrices 128
/// bytes apart: SBO = 128; there is one 16-byte column only, so LBO is
/// unused (0, as in JAX Mosaic GPU and TileLang).
constexpr uint64_t kCopySbo = kCoreMatrixRows * kRowBytes;
constexpr uint64_t kCopyLbo = 0;
} // namespace sf

/// Everything about one dot that both whyNotTcgen05 and the emitter need.
struct Plan {
  int64_t m = 0, n = 0, k = 0;
  int64_t elemBytes = 0; ///< bytes per A/B element
  int64_t kStep = 0;     ///< K per MMA instruction
  std::string kind;      ///< "f16", "tf32", "f8f6f4", "i8", "mxf8f6f4"
  uint32_t aFmt = 0, bFmt = 0;
  int64_t mBlocks = 0;  ///< M / 128
  int64_t tmemCols = 0; ///< power of two >= max(32, columns used)
  int64_t kChunk = 0;   ///< K per round
  int64_t rounds = 0;
  int64_t dRows = 0;    ///< rows of D per read-back chunk
  bool zeroAcc = false; ///< C is a +0.0 splat: no TMEM initialisation
  int64_t cRows = 0;    ///< rows of C per chunk written to TMEM (after A, B)
  /// The accumulator can be held as tcgen05.ld reads it (#tile.tcgen05):
  /// M = 128, whole warpgroups, at most 128 columns a thread.
  bool rowsReadable = false;
  /// C goes to TMEM from the registers of #tile.tcgen05 (tcgen05.st), no
  /// chunk of it through shared memory (cRows 0).
  bool cInRows = false;
  /// DotShape::aInPlace / bInPlace: aBytes() / bBytes() is 0.
  bool aInPlace = false, bInPlace = false;
  int64_t smemBytes = 0;
  /// Block scaling (tile.dot_scaled): K groups of 4 scale blocks per round,
  /// 128-row atoms of B's scales, and the first TMEM column of SFA and SFB
  /// (after the accumulator's M/128 * N columns; see namespace sf).
  bool scaled = false;
  int64_t sfGroups = 0, nSfBlocks = 0;
  int64_t sfaCol = 0, sfbCol = 0;
  /// Bytes of K per scale block: 32 (MXFP8), 16 (MXFP4: 32 e2m1), 8
  /// (NVFP4: 16 e2m1); K counts bytes for FP4 (A and B are their packed
  /// bytes, see lowerDotScaledTcgen05).
  int64_t sfBlockBytes = sf::kVecSize;
  bool ue4m3 = false; ///< NVFP4's e4m3 scales

  /// Scale blocks one MMA (kKBytesPerMma of K) consumes: bytes of a cell.
  int64_t blocksPerMma() const { return kKBytesPerMma / sfBlockBytes; }

  int64_t coreCols() const { return kCoreRowBytes / elemBytes; }
  /// Byte stride between 8-row groups of a staged operand (SBO).
  int64_t sbo() const { return kChunk * elemBytes / kCoreRowBytes * lbo(); }
  int64_t lbo() const { return kCoreMatrixStride; }
  int64_t aBytes() const { return aInPlace ? 0 : m / kCoreMatrixRows * sbo(); }
  int64_t bBytes() const { return bInPlace ? 0 : n / kCoreMatrixRows * sbo(); }
  int64_t sfaBytes() const { return sfGroups * mBlocks * sf::kAtomBytes; }
  int64_t sfbBytes() const { return sfGroups * nSfBlocks * sf::kAtomBytes; }
  /// A, B and their scales: the operands of one round in shared memory.
  int64_t operandBytes() const {
    return aBytes() + bBytes() + sfaBytes() + sfbBytes();
  }
  int64_t dStride() const { return n + 1; } ///< padded: no bank conflicts
  uint32_t instrDescriptor() const {
    using namespace idesc;
    uint32_t dType = kind == "i8" ? kDTypeS32 : kDTypeF32;
    return (dType << kDTypeShift) | (aFmt << kATypeShift) |
           (bFmt << kBTypeShift) | (0u << kTransposeAShift) |
           (0u << kTransposeBShift) | (uint32_t(n >> 3) << kNShift) |
           (uint32_t(kMmaM >> 4) << kMShift);
  }
  /// The block-scaled instruction descriptor of an MMA whose A and B scales
  /// are byte `sfaId` / `sfbId` of their TMEM cells.
  uint32_t scaledInstrDescriptor(uint32_t sfaId, uint32_t sfbId) const {
    using namespace idescBs;
    return (sfbId << kSfbIdShift) | (aFmt << kATypeShift) |
           (bFmt << kBTypeShift) | (0u << kTransposeAShift) |
           (0u << kTransposeBShift) | (uint32_t(n >> 3) << kNShift) |
           ((ue4m3 ? kScaleUE4M3 : kScaleUE8M0) << kScaleTypeShift) |
           (uint32_t(kMmaM >> kMUnitLog2) << kMShift) | (sfaId << kSfaIdShift);
  }
  /// Bits 14-63 of a descriptor of a staged operand (all but the address).
  uint64_t descriptorHigh() const {
    return sdesc::noSwizzleHigh(lbo(), sbo());
  }
  /// Bits 14-63 of the tcgen05.cp source descriptor of a scale atom.
  static uint64_t scaleDescriptorHigh() {
    return sdesc::noSwizzleHigh(sf::kCopyLbo, sf::kCopySbo);
  }
};

/// What makePlan reads from a tile.dot or tile.dot_scaled.
struct DotShape {
  mlir::RankedTensorType aType, bType, accType;
  mlir::Value acc;
  bool scaled = false;
  unsigned numThreads = 128;
  /// FP4 (tile.dot_scaled of e2m1): aType / bType are the packed bytes
  /// (M x K/2, K/2 x N); `ue4m3`: NVFP4 scales (per 16), else MXFP4 (32).
  bool fp4 = false, ue4m3 = false;
  /// B is read where it lies (a stage of a pipelined loop's ring,
  /// bufferReadByDot, or its copy staged before the loop): nothing of it
  /// is staged by the dot. `aInPlace`: A, staged before the loop.
  bool aInPlace = false, bInPlace = false;
};

/// The threads of `op`'s kernel (128 outside one).
unsigned numThreadsOf(mlir::Operation *op);
/// What makePlan reads from `op` (FP4 dot_scaled: its packed bytes).
DotShape shapeOf(DotOp op, unsigned numThreads);
DotShape shapeOf(DotScaledOp op, unsigned numThreads);
/// Fills `p` for a dot of shape `d`; returns why it cannot be emitted as
/// tcgen05, or std::nullopt.
std::optional<std::string> makePlan(const DotShape &d, Plan &p);

} // namespace tcgen05
} // namespace tile

#endif
