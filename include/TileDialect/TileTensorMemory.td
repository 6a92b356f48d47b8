//===- TileTensorMemory.td - tcgen05 accumulators in tensor memory -*- tablegen -*-===//
//
// Tensor memory in the IR (tensor-memory targets: sm_100a/f, sm_103a/f,
// sm_110a/f): an accumulator type (and columns of block scales), and the
// ops that allocate it, run tcgen05.mma into it from shared-memory buffers
// (block-scaled too), commit those MMAs to an mbarrier, read it back into
// registers (and write it from them) and free it. tile-pipeline-loads
// writes them for a loop whose dot runs on tcgen05 (its accumulator stays
// in tensor memory across the loop), tile-tmem-dots for a loop of several
// tcgen05 dots (attention's S and O); convert-tile-to-llvm lowers them as
// they are.
//
//===----------------------------------------------------------------------===//
#ifndef TILE_TENSOR_MEMORY_TD
#define TILE_TENSOR_MEMORY_TD

include "TileDialect/TileDialect.td"
include "TileDialect/TileTypes.td"
include "TileDialect/TileBuffers.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Tile_TmemType : Tile_Type<"Tmem", "tmem"> {
  let summary = "an accumulator in tensor memory (tcgen05)";
  let description = [{
    `!tile.tmem<128x256xf32>` is a 128 x N accumulator in the block's
    tensor memory as `tcgen05.mma` (cta_group::1, M = 128) writes it: row
    i in lane i, column j in column j of 32-bit cells. The element type is
    f32, or i32 for int8 operands; N is 16 to 256 in steps of 16.

    With `buffers = B` (B > 1) it is B such accumulators side by side,
    accumulator b in columns b N to b N + N - 1 (at most the 512 columns
    of tensor memory): `tile.tmem_buffer` takes one of them, as a
    persistent kernel's producer writes one tile's accumulator while the
    consumers read the tile before's back from the other.

    With a scale element type (`f8E8M0FNU`, or `f8E4M3FN` for NVFP4) it
    holds the block scales of `tile.tmem_dot_scaled` instead: 128 lanes x
    C columns (C a multiple of 4), each 32-bit cell 4 scales of a row, as
    `tcgen05.cp` copies a 512-byte scale atom into 4 columns. A
    `tile.tmem_alloc` allocates them beside an accumulator.

    ```mlir
    !tile.tmem<128x256xf32>
    !tile.tmem<128x256xf32, buffers = 2>
    !tile.tmem<128x12xf8E8M0FNU, buffers = 4>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType, "int64_t":$buffers);
  let builders = [
    TypeBuilder<(ins "::llvm::ArrayRef<int64_t>":$shape,
                     "::mlir::Type":$elementType), [{
      return $_get($_ctxt, shape, elementType, 1);
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The accumulator as a tensor type without an encoding.
    ::mlir::RankedTensorType getTileType() const;
    /// The columns tcgen05.alloc takes for it (all its buffers): a power of
    /// two, at least 32.
    int64_t getAllocColumns() const;
    /// One of its buffers: the same accumulator, buffers = 1.
    TmemType getBufferType() const;
    /// The columns of tensor memory (32-bit cells, 128 lanes each).
    static constexpr int64_t kColumns = 512;
    /// Whether it holds block scales (a scale element type), not an
    /// accumulator.
    bool isScales() const;
    /// The columns it uses (all its buffers).
    int64_t getColumns() const { return getShape()[1] * getBuffers(); }
    /// The columns tcgen05.alloc takes for `used` columns: a power of two,
    /// at least 32.
    static int64_t allocColumns(int64_t used);
  }];
}

class Tile_TmemOp<string mnemonic, list<Trait> traits = []>
    : Tile_Op<mnemonic, traits>;

def Tile_TmemAllocOp : Tile_TmemOp<"tmem_alloc", [
    MemoryEffects<[MemAlloc, MemWrite]>]> {
  let summary = "allocates a tensor-memory accumulator";
  let description = [{
    Warp 0 allocates the accumulator's columns of tensor memory
    (`tcgen05.alloc`, then gives up the allocation permit unless the op
    runs inside a loop) and writes their address into `slot`, a 4-byte
    buffer; the block meets at a barrier and every thread reads the
    address. Every thread of the block runs it. Its contents start
    undefined: the first `tile.tmem_dot` writes it without accumulating.

    With a second result, columns for block scales (a `!tile.tmem` of a
    scale type) follow the accumulator's in the same allocation (one
    `tcgen05.alloc`, whose permit a second could not have).

    ```mlir
    %acc = tile.tmem_alloc %slot : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<128x256xf32>
    %acc2, %sf = tile.tmem_alloc %slot : !tile.buffer<1xi32, #tile.shared<swizzle = 0, elem_bytes = 4>> -> !tile.tmem<128x64xf32>, !tile.tmem<128x12xf8E8M0FNU, buffers = 4>
    ```
  }];
  let arguments = (ins Tile_BufferType:$slot);
  let results = (outs Tile_TmemType:$result, Optional<Tile_TmemType>:$scales);
  let assemblyFormat = [{
    $slot attr-dict `:` qualified(type($slot)) `->` qualified(type($result))
    (`,` qualified(type($scales))^)?
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The columns tcgen05.alloc takes: a power of two, at least 32, for
    /// the accumulator's columns and the scales'.
    int64_t getAllocColumns();
  }];
}

def Tile_TmemDeallocOp : Tile_TmemOp<"tmem_dealloc", [
    MemoryEffects<[MemFree]>]> {
  let summary = "frees a tensor-memory accumulator";
  let description = [{
    Every thread of the block runs it: the block meets at a barrier (every
    `tile.tmem_load` of the accumulator is done), then warp 0 frees its
    columns (`tcgen05.dealloc`), with the scales' its `tile.tmem_alloc`
    allocated beside it.

    ```mlir
    tile.tmem_dealloc %acc : !tile.tmem<128x256xf32>
    ```
  }];
  let arguments = (ins Tile_TmemType:$tmem);
  let assemblyFormat = "$tmem attr-dict `:` qualified(type($tmem))";
}

def Tile_TmemBufferOp : Tile_TmemOp<"tmem_buffer", [Pure]> {
  let summary = "one accumulator of a tensor-memory allocation of several";
  let description = [{
    Accumulator `index` (0 to B - 1) of a `!tile.tmem<..., buffers = B>`:
    its columns, index N on. The ops that write and read an accumulator
    (`tile.tmem_dot`, `tile.tmem_load`) take one buffer.

    ```mlir
    %acc = tile.tmem_buffer %accs[%which] : !tile.tmem<128x256xf32, buffers = 2> -> !tile.tmem<128x256xf32>
    ```
  }];
  let arguments = (ins Tile_TmemType:$tmem, I32:$index);
  let results = (outs Tile_TmemType:$result);
  let assemblyFormat = [{
    $tmem `[` $index `]` attr-dict `:` qualified(type($tmem)) `->`
    qualified(type($result))
  }];
  let hasVerifier = 1;
}

def Tile_TmemDotOp : Tile_TmemOp<"tmem_dot", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "tcgen05.mma from two shared-memory buffers into tensor memory";
  let description = [{
    acc = A * B (+ acc where `accumulate` is true): one thread (thread 0,
    or a partition's first thread) issues `tcgen05.mma` over the K of the
    buffers, reading them where they are through swizzled matrix
    descriptors. `a` holds A, M x K, K-major; `b` holds B as its N x K
    transpose with `transpose_b` (K-major), or without it as K x N
    (MN-major, 16- or 8-bit elements). Each buffer is swizzled by 128, 64 or 32
    bytes, as TMA boxes land and tile-pipeline-loads' cp.async rings are
    laid out: its lines (of K, or of a K x N B's N) in slabs of that many
    bytes.

    The MMAs run asynchronously: a later `tile.tmem_commit` by the same
    thread completes a barrier phase once they are done, and only then may
    the buffers be written again or the accumulator read. The buffers'
    bytes must be the async proxy's: written by TMA, or by cp.async copies
    fenced for it (`tile.async_wait ... async_proxy`), the op then
    `fenced` (below).

    With `pair` (a kernel with `cta_group = 2`, which every tcgen05 op of
    it then is) the MMAs run over the CTA pair: issued by the pair's first
    block only, each of M = 256 reads A and B from both blocks' buffers
    at the same offsets (`a` this block's 128 rows of A, `b` its half of
    B's N) and accumulates each block's 128 rows of C, all N columns, in
    that block's tensor memory: `acc` is 128 x 2 N_b.

    ```mlir
    tile.tmem_dot %sa, %sb transpose_b, %acc accumulate %not_first : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<256x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.tmem<128x256xf32>
    tile.tmem_dot %sa, %sb transpose_b, %acc accumulate %not_first pair : !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.tmem<128x256xf32>
    ```

    With `fenced` the issuing thread orders its last synchronization with
    the other threads before the MMAs (`tcgen05.fence::after_thread_sync`):
    they read buffers those threads filled (cp.async rings, the block's
    barrier between), or overwrite an accumulator those threads read back
    before it (a persistent kernel's next tile). The passes that write such
    loops mark both sides (`tile.tmem_load ... fenced`); the lowering
    refuses an accumulator read back and rewritten in loops without them.
  }];
  let arguments = (ins Tile_BufferType:$a, Tile_BufferType:$b,
                       UnitAttr:$transposeB, Tile_TmemType:$acc,
                       I1:$accumulate, UnitAttr:$pair, UnitAttr:$fenced);
  let assemblyFormat = [{
    $a `,` $b (`transpose_b` $transposeB^)? `,` $acc `accumulate` $accumulate
    (`pair` $pair^)? (`fenced` $fenced^)? attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `,`
    qualified(type($acc))
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// B as the dot reads it: K x N.
    ::mlir::RankedTensorType getBTileType();
    /// Whether tcgen05 reads a B of `elemBytes`-byte elements MN-major (K x
    /// N, lines of N) in the layouts tile stages it in: 16- and 8-bit ones
    /// (tf32 only K-major: MN-major it needs a swizzle these do not use).
    static bool readsMnMajor(int64_t elemBytes) {
      return elemBytes == 2 || elemBytes == 1;
    }
  }];
}

def Tile_TmemDotScaledOp : Tile_TmemOp<"tmem_dot_scaled", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "block-scaled tcgen05.mma from shared-memory buffers into tensor memory";
  let description = [{
    acc = (A * SA) * (B * SB) (+ acc where `accumulate` is true), the
    format read from the buffers' element types:

    - MXFP8: `tile.tmem_dot` of e4m3 / e5m2 operands (A M x K K-major; B
      N x K with `transpose_b`, else K x N MN-major; swizzled as there)
      with one f8E8M0FNU scale per 32 elements of K,
      `kind::mxf8f6f4.block_scale.block32`;
    - FP4 (e2m1): `i8` operands holding two e2m1 values a byte, packed
      along K (`tile.unpack_fp4`'s bytes: A M x K/2, B N x K/2 with
      `transpose_b`, which FP4 needs), an MMA reading 32 bytes (64 values)
      of K: NVFP4 with one f8E4M3FN scale per 16 values
      (`kind::mxf4nvf4.block_scale.block16`), MXFP4 with one f8E8M0FNU
      per 32 (`kind::mxf4.block_scale.block32`).

    `sa` holds A's scales (M x K/V, V values a scale), `sb` B's (N x K/V,
    a row per column of B), both in tcgen05's scale atoms
    (`#tile.shared<..., scales>`).

    The leader thread first copies the scales into `scales` (tensor-memory
    columns of a scale type: A's atoms, then B's, 4 columns an atom;
    `tcgen05.cp .32x128b.warpx4`), then issues the MMAs, one per 32 bytes
    of K, each reading its blocks of those columns (1 for MXFP8, 2 for
    MXFP4, 4 for NVFP4: a cell's bytes). Both run asynchronously
    in that order: as for `tile.tmem_dot`, a later `tile.tmem_commit`
    completes once they are done, and only then may the buffers or the
    scale columns be written again. `fenced` as for `tile.tmem_dot`.

    ```mlir
    tile.tmem_dot_scaled %sa scale %ssa, %sb scale %ssb transpose_b, %acc accumulate %p scales_in %sf fenced : !tile.buffer<128x32xi8, #tile.shared<swizzle = 32, elem_bytes = 1>>, !tile.buffer<128x4xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>, !tile.buffer<64x32xi8, #tile.shared<swizzle = 32, elem_bytes = 1>>, !tile.buffer<64x4xf8E4M3FN, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>, !tile.tmem<128x64xf32>, !tile.tmem<128x8xf8E4M3FN>
    tile.tmem_dot_scaled %sa scale %ssa, %sb scale %ssb, %acc accumulate %p scales_in %sf fenced : !tile.buffer<128x32xf8E4M3FN, #tile.shared<swizzle = 32, elem_bytes = 1>>, !tile.buffer<128x1xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>, !tile.buffer<32x64xf8E4M3FN, #tile.shared<swizzle = 64, elem_bytes = 1>>, !tile.buffer<64x1xf8E8M0FNU, #tile.shared<swizzle = 0, elem_bytes = 1, scales>>, !tile.tmem<128x64xf32>, !tile.tmem<128x8xf8E8M0FNU>
    ```
  }];
  let arguments = (ins Tile_BufferType:$a, Tile_BufferType:$scaleA,
                       Tile_BufferType:$b, Tile_BufferType:$scaleB,
                       UnitAttr:$transposeB, Tile_TmemType:$acc,
                       I1:$accumulate, Tile_TmemType:$scales,
                       UnitAttr:$fenced);
  let assemblyFormat = [{
    $a `scale` $scaleA `,` $b `scale` $scaleB (`transpose_b` $transposeB^)?
    `,` $acc `accumulate` $accumulate `scales_in` $scales
    (`fenced` $fenced^)? attr-dict `:` qualified(type($a)) `,`
    qualified(type($scaleA)) `,` qualified(type($b)) `,`
    qualified(type($scaleB)) `,` qualified(type($acc)) `,`
    qualified(type($scales))
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// B as the dot reads it: K x N.
    ::mlir::RankedTensorType getBTileType();
    /// The tensor-memory columns of its scales: 4 an atom, A's and B's.
    int64_t getScaleColumns();
    /// "mxfp8", "nvfp4" or "mxfp4" (from the element types).
    ::llvm::StringRef getFormat();
    /// K values (not bytes) a scale covers: 32, or 16 for NVFP4.
    int64_t getScaleBlock() { return getFormat() == "nvfp4" ? 16 : 32; }
  }];
}

def Tile_TmemCommitOp : Tile_TmemOp<"tmem_commit", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "one arrival on an mbarrier once the issued MMAs are done";
  let description = [{
    `tcgen05.commit` by the thread that issues `tile.tmem_dot` (thread 0,
    or a partition's first thread), where `pred` holds: the mbarrier gets
    one arrival once every tcgen05.mma that thread issued before is
    complete (their reads of shared memory and writes of tensor memory).
    A stage of a ring is released this way, and the accumulator becomes
    readable.

    With `cluster` the arrival is on the mbarrier at the same place in
    every block of the cluster (`.multicast::cluster` with every block's
    bit): a stage that TMA multicast refills (one block copies into all)
    is released once the MMAs of every block that read it are done, so
    that barrier counts one arrival per block. Such arrivals land
    asynchronously in other blocks: a block waits for those of the stages
    nobody refilled before it leaves.

    With `pair` (a kernel with `cta_group = 2`: the MMAs of `tile.tmem_dot
    ... pair`) the arrival is on the barrier at the same place in both
    blocks of the pair (`.cta_group::2 .multicast::cluster`, the pair's
    CTA mask).

    ```mlir
    tile.tmem_commit %empty : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
    tile.tmem_commit %empty cluster : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
    tile.tmem_commit %empty pair : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
    ```
  }];
  let arguments = (ins Tile_BufferType:$bar, Optional<I1>:$pred,
                       UnitAttr:$cluster, UnitAttr:$pair);
  let assemblyFormat = [{
    $bar (`cluster` $cluster^)? (`pair` $pair^)? (`if` $pred^)? attr-dict
    `:` qualified(type($bar))
  }];
  let hasVerifier = 1;
}

def Tile_TmemLoadOp : Tile_TmemOp<"tmem_load", [
    MemoryEffects<[MemRead]>]> {
  let summary = "reads a tensor-memory accumulator into registers";
  let description = [{
    Every warp reads its lanes (`tcgen05.ld.32x32b`): warp w of a block of
    4 G warps holds row 32 (w mod 4) + lane, columns (w / 4) N / G on (the
    layout `#tile.tcgen05`). The MMAs that wrote the accumulator must be
    complete: after a `tile.barrier_wait` on the barrier a
    `tile.tmem_commit` arrived on. Where `written` is false no MMA wrote
    the accumulator (a loop of no iteration) and the result is zero.

    With `fenced` the read is ordered before the threads' next
    synchronization (`tcgen05.fence::before_thread_sync`): MMAs after it
    (`tile.tmem_dot ... fenced`) overwrite the accumulator.

    ```mlir
    %c = tile.tmem_load %acc written %ran : !tile.tmem<128x256xf32> -> tensor<128x256xf32>
    %d = tile.tmem_load %acc fenced : !tile.tmem<128x256xf32> -> tensor<128x256xf32>
    ```
  }];
  let arguments = (ins Tile_TmemType:$tmem, Optional<I1>:$written,
                       UnitAttr:$fenced);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = [{
    $tmem (`written` $written^)? (`fenced` $fenced^)? attr-dict `:` qualified(type($tmem)) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

def Tile_TmemStoreOp : Tile_TmemOp<"tmem_store", [
    MemoryEffects<[MemWrite]>]> {
  let summary = "writes registers into a tensor-memory accumulator";
  let description = [{
    The inverse of `tile.tmem_load`: every warp writes its lanes
    (`tcgen05.st.32x32b`) from the registers of `#tile.tcgen05` (row
    32 (w mod 4) + lane, columns (w / 4) N / G on), taken there from
    `value`'s own layout where it is held in another. Each thread then
    waits for its stores (`tcgen05.wait::st`) and orders them before the
    threads' next synchronization (`tcgen05.fence::before_thread_sync`):
    a `tile.tmem_dot ... fenced` after the block's barrier accumulates
    onto what was stored. Attention's rescale of O kept in tensor memory
    is a tile.tmem_load, the product with each row's factor, and this.

    ```mlir
    tile.tmem_store %o, %acc : tensor<128x64xf32> -> !tile.tmem<128x64xf32>
    ```
  }];
  let arguments = (ins Tile_Tile:$value, Tile_TmemType:$tmem);
  let assemblyFormat = [{
    $value `,` $tmem attr-dict `:` type($value) `->` qualified(type($tmem))
  }];
  let hasVerifier = 1;
}

#endif // TILE_TENSOR_MEMORY_TD
