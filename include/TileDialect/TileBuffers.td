//===- TileBuffers.td - shared-memory buffers and async copies -*- tablegen -*-===//
//
// Shared memory in the IR: a buffer type that says what a stretch of shared
// memory holds and how (`#tile.shared`), ops that allocate it, index a ring
// of stages, move tiles between it and registers, and copy global memory
// into it asynchronously (cp.async, and TMA boxes completing on mbarrier
// buffers). `tile-allocate-shared` gives every
// buffer its bytes of the kernel's shared memory; convert-tile-to-llvm
// lowers the ops where the allocator put them and decides nothing.
//
//===----------------------------------------------------------------------===//
#ifndef TILE_BUFFERS_TD
#define TILE_BUFFERS_TD

include "TileDialect/TileDialect.td"
include "TileDialect/TileTypes.td"
include "TileDialect/TileLayouts.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Tile_BufferType : Tile_Type<"Buffer", "buffer"> {
  let summary = "a tile (or a ring of tiles) in shared memory";
  let description = [{
    `!tile.buffer<64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2>>`
    is shared memory holding a 64x32 bf16 tile, each element where the
    `#tile.shared` layout puts it (a 1-D tile is one line of it). With
    `stages = S` it is a ring of S such tiles one after the other, each
    starting at a multiple of the stage size (`getStageBytes`: the layout's
    bytes rounded up to 128, to 1024 for swizzled layouts, whose pattern
    repeats every 1024 bytes, to 16 for a 1-D buffer such as a ring of
    mbarriers); `tile.buffer_stage` picks one.

    ```mlir
    !tile.buffer<64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2, pad = 16>>
    !tile.buffer<32x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>, stages = 3>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType,
                        "::tile::SharedLayoutAttr":$layout,
                        DefaultValuedParameter<"int64_t", "0">:$stages);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The tile one stage holds, as a tensor type without an encoding.
    ::mlir::RankedTensorType getTileType() const;
    /// One stage (the whole buffer without stages) of this buffer.
    BufferType getStageType() const;
    /// (lines, bytes a line takes with its padding) of one stage.
    std::pair<int64_t, int64_t> getLines() const;
    /// The bytes one stage occupies, rounded up to its alignment.
    int64_t getStageBytes() const;
    /// The alignment of the buffer's start: 1024 for swizzled layouts
    /// (the swizzle repeats every 1024 bytes of address), 16 for a 1-D
    /// buffer (mbarriers, a tensor-memory address, a vector), else 128.
    int64_t getAlignment() const;
    /// The bytes of the whole buffer (every stage).
    int64_t getTotalBytes() const;
  }];
}

class Tile_BufferOp<string mnemonic, list<Trait> traits = []>
    : Tile_Op<mnemonic, traits>;

def Tile_BufferAllocOp : Tile_BufferOp<"buffer_alloc", [
    MemoryEffects<[MemAlloc]>]> {
  let summary = "a buffer in the kernel's shared memory";
  let description = [{
    A buffer of the result type, live from here to its last use (a use in
    a loop keeps it for the whole loop). `tile-allocate-shared` writes
    where it lies: `at N`, its byte offset in the kernel's `smem_bytes`
    region (which the pass grows to hold every buffer); the lowering
    takes only placed buffers. Its contents start undefined.

    ```mlir
    %ring = tile.buffer_alloc : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2>, stages = 2>
    %b = tile.buffer_alloc at 1024 : !tile.buffer<128xf32, #tile.shared<swizzle = 0, elem_bytes = 4>>
    ```
  }];
  let arguments = (ins OptionalAttr<ConfinedAttr<I64Attr, [IntNonNegative]>>:$offset);
  let results = (outs Tile_BufferType:$result);
  let assemblyFormat = "(`at` $offset^)? attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def Tile_BufferStageOp : Tile_BufferOp<"buffer_stage", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "one stage of a ring buffer";
  let description = [{
    Stage `index` of a buffer with `stages = S` (0 <= index < S; another
    index addresses memory outside the ring): a buffer of one tile, at the
    ring's start plus `index` stage sizes.

    ```mlir
    %s = tile.buffer_stage %ring[%i] : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2>, stages = 2>
    ```
  }];
  let arguments = (ins Tile_BufferType:$ring, I32:$index);
  let results = (outs Tile_BufferType:$result);
  let assemblyFormat = "$ring `[` $index `]` attr-dict `:` qualified(type($ring))";
  let hasVerifier = 1;
}

def Tile_BufferStoreOp : Tile_BufferOp<"buffer_store", [
    MemoryEffects<[MemWrite]>]> {
  let summary = "stores a tile from registers into a buffer";
  let description = [{
    Each thread writes the elements of `value` it holds where the buffer's
    layout puts them. Other threads see them after a `tile.barrier`.

    ```mlir
    tile.buffer_store %v, %b : tensor<64x32xbf16>, !tile.buffer<64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2>>
    ```
  }];
  let arguments = (ins Tile_Tile:$value, Tile_BufferType:$buffer);
  let assemblyFormat = [{
    $value `,` $buffer attr-dict `:` type($value) `,` qualified(type($buffer))
  }];
  let hasVerifier = 1;
}

def Tile_BufferLoadOp : Tile_BufferOp<"buffer_load", [
    MemoryEffects<[MemRead]>]> {
  let summary = "loads a tile from a buffer into registers";
  let description = [{
    Each thread reads the elements of the result it holds from where the
    buffer's layout puts them (written by other threads: after a
    `tile.barrier` or `tile.async_wait`).

    ```mlir
    %v = tile.buffer_load %b : !tile.buffer<64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2>> -> tensor<64x32xbf16>
    ```
  }];
  let arguments = (ins Tile_BufferType:$buffer);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = "$buffer attr-dict `:` qualified(type($buffer)) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_AsyncCopyOp : Tile_BufferOp<"async_copy", [
    MemoryEffects<[MemRead, MemWrite]>,
    TypesMatchWith<"base points to the buffer's element type", "buffer", "base",
      "::tile::PointerType::get($_self.getContext(), ::llvm::cast<::tile::BufferType>($_self).getElementType())">,
    OptionalTypesMatchWith<"mask is an i1 tile of the offsets' shape", "offsets", "mask",
      "::llvm::cast<::mlir::ShapedType>($_self).clone(::mlir::IntegerType::get($_self.getContext(), 1))">]> {
  let summary = "copies a tile from global memory into a buffer asynchronously (cp.async)";
  let description = [{
    Element `i` of the buffer becomes `base[offsets[i]]` (zero where
    `mask[i]` is false: nothing is read there), copied by the thread that
    holds element `i` of `offsets` with `cp.async` (sm_80+): runs of 4, 8
    or 16 bytes that are consecutive and aligned in global memory and in
    the buffer go as one copy; the rest element by element (elements under
    4 bytes are read into registers and stored, which is done when the
    op is). Into core matrices (`#tile.shared<..., core>`), with offsets
    and mask computed from indices alone (index tiles), the 16-byte chunks
    are dealt core matrix by core matrix instead: thread `t` copies chunks
    `t`, `t + T`, ..., chunks `8 j` to `8 j + 7` the 8 lines of core matrix
    `j`, so that 8 lanes' shared writes fill one core matrix. The copy is complete, for the copying thread, after a
    `tile.async_commit` that follows it and a `tile.async_wait` that waits
    for that group; `tile.async_wait` also makes it visible to the block.

    ```mlir
    tile.async_copy %a[%offs] mask %m, %stage : tensor<64x32xi32>, !tile.buffer<64x32xbf16, #tile.shared<swizzle = 0, elem_bytes = 2>>
    ```
  }];
  let arguments = (ins Tile_PointerType:$base, Tile_IntTile:$offsets,
                       Optional<Tile_MaskTile>:$mask, Tile_BufferType:$buffer);
  let assemblyFormat = [{
    $base `[` $offsets `]` (`mask` $mask^)? `,` $buffer attr-dict
    `:` type($offsets) `,` qualified(type($buffer))
  }];
  let hasVerifier = 1;
}

def Tile_AsyncCommitOp : Tile_BufferOp<"async_commit", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "closes a group of this thread's async copies (cp.async.commit_group)";
  let description = [{
    The `tile.async_copy` ops this thread issued since the last commit
    form one group, which `tile.async_wait` counts.

    ```mlir
    tile.async_commit
    ```
  }];
  let assemblyFormat = "attr-dict";
}

def Tile_AsyncWaitOp : Tile_BufferOp<"async_wait", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "waits until at most N groups of async copies are pending, then for the block";
  let description = [{
    `cp.async.wait_group N`: every group of this thread's async copies but
    the `pending` most recent ones is complete; then every thread of the
    block meets at a barrier, so the buffers they filled are visible to
    all (must be reached by every thread).

    With `async_proxy`, each thread fences its shared-memory writes for the
    async proxy (`fence.proxy.async.shared::cta`, sm_90 and later) between
    its wait and the barrier: the buffers are read next by an instruction
    of the async proxy, a wgmma through a matrix descriptor. A wgmma dot
    reads a `tile.buffer_load` straight from its buffer only after such a
    wait (tile-pipeline-loads writes it in loops with wgmma dots).

    ```mlir
    tile.async_wait pending 1
    tile.async_wait pending 1, async_proxy
    ```
  }];
  let arguments = (ins ConfinedAttr<I32Attr, [IntNonNegative]>:$pending,
                       UnitAttr:$async_proxy);
  let assemblyFormat = "`pending` $pending (`,` `async_proxy` $async_proxy^)? attr-dict";
}

//===----------------------------------------------------------------------===//
// TMA copies into buffers, completing on mbarriers
//===----------------------------------------------------------------------===//

def Tile_BarrierInitOp : Tile_BufferOp<"barrier_init", [
    MemoryEffects<[MemWrite]>]> {
  let summary = "initializes every mbarrier of a barrier buffer (issued once), then the block synchronizes";
  let description = [{
    A barrier buffer is `!tile.buffer<1xi64, #tile.shared<swizzle = 0,
    elem_bytes = 8>>`, or a ring of them (`stages = S`: one mbarrier per
    stage, `tile.buffer_stage` picks one), placed by tile-allocate-shared
    like any buffer. Thread 0 initializes each mbarrier with the expected
    arrival count `count`, fences the initialization, and the block meets
    at a barrier (sm_90 and later).

    ```mlir
    tile.barrier_init %bars, count 1 : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>
    ```
  }];
  let arguments = (ins Tile_BufferType:$bars,
                       ConfinedAttr<I32Attr, [IntPositive]>:$count);
  let assemblyFormat = "$bars `,` `count` $count attr-dict `:` qualified(type($bars))";
  let hasVerifier = 1;
}

def Tile_BarrierInvalOp : Tile_BufferOp<"barrier_inval", [
    MemoryEffects<[MemWrite]>]> {
  let summary = "invalidates every mbarrier of a barrier buffer (after a block barrier; issued once)";
  let description = [{
    The block meets at a barrier, then thread 0 invalidates each mbarrier
    (`mbarrier.inval`), so its bytes may hold something else afterwards.

    ```mlir
    tile.barrier_inval %bars : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>, stages = 3>
    ```
  }];
  let arguments = (ins Tile_BufferType:$bars);
  let assemblyFormat = "$bars attr-dict `:` qualified(type($bars))";
  let hasVerifier = 1;
}

def Tile_BarrierExpectOp : Tile_BufferOp<"barrier_expect", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "arrives once on an mbarrier, expecting `bytes` of async copies (issued once)";
  let description = [{
    Thread 0 performs `mbarrier.arrive.expect_tx` with `bytes` on the
    mbarrier (one stage of a barrier buffer): the barrier's phase completes
    when the `tile.async_load_box` copies completing on it have delivered
    that many bytes. With `if %pred` (uniform across the block), nothing
    happens where it is false.

    ```mlir
    tile.barrier_expect %bar, 16384 bytes if %p : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
    ```
  }];
  let arguments = (ins Tile_BufferType:$bar,
                       ConfinedAttr<I32Attr, [IntPositive]>:$bytes,
                       Optional<I1>:$pred);
  let assemblyFormat = "$bar `,` $bytes `bytes` (`if` $pred^)? attr-dict `:` qualified(type($bar))";
  let hasVerifier = 1;
}

def Tile_AsyncLoadBoxOp : Tile_BufferOp<"async_load_box", [
    MemoryEffects<[MemRead, MemWrite]>, AttrSizedOperandSegments,
    TypesMatchWith<"desc points to the buffer's element type", "buffer", "desc",
      "::tile::PointerType::get($_self.getContext(), ::llvm::cast<::tile::BufferType>($_self).getElementType())">]> {
  let summary = "copies a box of a tensor into a buffer with TMA, completing on an mbarrier (issued once)";
  let description = [{
    Thread 0 starts `cp.async.bulk.tensor` copies of the box of the tensor
    `desc` (a `tile.tensor_map` parameter) at `coords` (innermost first,
    as `tile.load_box`) into the buffer, which must be a 2-D tile of
    swizzled lines: 128-byte-swizzled lines of a multiple of 128 bytes
    (`#tile.shared<swizzle = 128>`, the layout a tensor map encoded with
    `CU_TENSOR_MAP_SWIZZLE_128B` and box `{128 bytes of columns, rows}`
    writes; one copy per 128-byte slab of the lines), or lines of 64 or 32
    bytes swizzled over their own width (`swizzle = 64` / `32`:
    `CU_TENSOR_MAP_SWIZZLE_64B` / `_32B`, one copy). The copies complete on `bar` (one stage of a barrier buffer,
    armed with `tile.barrier_expect`); after `tile.barrier_wait` every
    thread sees the box, and wgmma may read it through descriptors (the
    copies are in the async proxy). Elements outside the tensor read as
    zero. With `if %pred` (uniform), nothing is copied where it is false.

    With `multicast %mask` (an i32 CTA mask of the kernel's cluster: bit r
    for the block of `%cluster_ctarank` r, at most 16 blocks) the box is
    written to the same offset of the buffer in every block of the mask,
    and each copy completes on the barrier at the same offset in its block
    (`.multicast::cluster`): one block copies a box all of them load (a
    GEMM's B box in blocks that compute the same columns of C). Every
    block of the mask must have initialized its barriers first
    (`tile.cluster_arrive` / `tile.cluster_wait`) and expects the bytes as
    if it had copied them itself.

    With `pair` (a kernel with `cta_group = 2`: CTA pairs) the box lands
    in this block's buffer but completes on the barrier at the same
    offset in the first block of this block's pair (cluster ranks 2i and
    2i + 1; `.cta_group::2`, the address from `mapa`): the pair's first
    block arms that barrier for both blocks' bytes and waits on it before
    its MMAs read both blocks' buffers (`tile.tmem_dot ... pair`).

    ```mlir
    tile.async_load_box %desc[%k0, %m0], %stage, %bar if %p : !tile.ptr<bf16>, !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
    tile.async_load_box %desc[%k0, %n0], %stage, %bar if %copier multicast %mask : !tile.ptr<bf16>, !tile.buffer<64x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
    tile.async_load_box %desc[%k0, %m0], %stage, %full if %p pair : !tile.ptr<bf16>, !tile.buffer<128x64xbf16, #tile.shared<swizzle = 128, elem_bytes = 2>>, !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
    ```
  }];
  let arguments = (ins Tile_PointerType:$desc, Variadic<I32>:$coords,
                       Tile_BufferType:$buffer, Tile_BufferType:$bar,
                       Optional<I1>:$pred, Optional<I32>:$multicast,
                       UnitAttr:$pair);
  let assemblyFormat = [{
    $desc `[` $coords `]` `,` $buffer `,` $bar (`if` $pred^)?
    (`multicast` $multicast^)? (`pair` $pair^)? attr-dict
    `:` type($desc) `,` qualified(type($buffer)) `,` qualified(type($bar))
  }];
  let hasVerifier = 1;
}

def Tile_BarrierArriveOp : Tile_BufferOp<"barrier_arrive", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "every thread arrives once on an mbarrier";
  let description = [{
    `mbarrier.arrive` by every thread that runs it (release, CTA scope):
    with a barrier initialized for N arrivals, its phase completes when N
    threads have arrived (and its expected copies landed). A warp-
    specialized loop's consumers release a stage this way
    (`tile.warp_specialize`).

    With `cluster` the release is the cluster's: each warp meets at
    `bar.warp.sync` (its threads are done with what they read), then its
    lane r arrives once on the mbarrier at the same offset in block r of
    the cluster, for every block r (`mbarrier.arrive.release.cluster` on
    the address `mapa` gives): a barrier initialized for warps x cluster
    blocks arrivals completes once every warp of every block of the
    cluster is past the arrival. Stages that TMA multicast refills (one
    block copies into the others') are released this way.

    With `pair` (a kernel with cta_group = 2) the release is the CTA
    pair's: each warp meets at `bar.warp.sync`, then its lane 0 arrives
    once on the mbarrier at the same offset in the pair's first block
    (cluster ranks 2i, 2i + 1: rank 2i, through `mapa`): a barrier there
    initialized for 2 x warps arrivals completes once every warp of both
    blocks is past the arrival. The accumulators the first block's paired
    MMAs write in both blocks' tensor memory are released this way.

    ```mlir
    tile.barrier_arrive %bar : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
    tile.barrier_arrive %bar cluster : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
    tile.barrier_arrive %bar pair : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
    ```
  }];
  let arguments = (ins Tile_BufferType:$bar, UnitAttr:$cluster,
                       UnitAttr:$pair);
  let assemblyFormat =
      "$bar (`cluster` $cluster^)? (`pair` $pair^)? attr-dict `:` "
      "qualified(type($bar))";
  let hasVerifier = 1;
}

def Tile_BarrierWaitOp : Tile_BufferOp<"barrier_wait", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "every thread (or the leader alone) waits until an mbarrier's phase of the given parity completed";
  let description = [{
    `mbarrier.try_wait.parity` in a loop, by every thread: afterwards the
    copies that completed on the barrier in that phase are visible to the
    thread. `phase` is the parity (0 or 1) of the phase waited for: the
    n-th use of a barrier (from 0) completes phase n, parity n mod 2.

    With `leader`, only the leader thread waits (thread 0, or a
    tile.warp_specialize partition's first thread): the one that issues
    the tensor-memory MMAs and commits (tile.tmem_dot, tile.tmem_commit)
    and the copies, when only they need the phase. A parity names a phase
    only while no waiting thread is two phases behind: threads that do not
    need a barrier whose next phases the leader alone gates must not wait
    on it.

    ```mlir
    tile.barrier_wait %bar, phase %ph : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
    tile.barrier_wait %full, phase %ph leader : !tile.buffer<1xi64, #tile.shared<swizzle = 0, elem_bytes = 8>>
    ```
  }];
  let arguments = (ins Tile_BufferType:$bar, I32:$phase, UnitAttr:$leader);
  let assemblyFormat = "$bar `,` `phase` $phase (`leader` $leader^)? attr-dict `:` qualified(type($bar))";
  let hasVerifier = 1;
}

#endif // TILE_BUFFERS_TD
