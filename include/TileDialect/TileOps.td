//===- TileOps.td - tile operations ------------------------*- tablegen -*-===//
#ifndef TILE_OPS_TD
#define TILE_OPS_TD

include "TileDialect/TileDialect.td"
include "TileDialect/TileTypes.td"
include "TileDialect/TileAttrs.td"
include "TileDialect/TileLayouts.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//

def Tile_KernelOp : Tile_Op<"kernel", [
    IsolatedFromAbove, FunctionOpInterface, Symbol,
    AutomaticAllocationScope]> {
  let summary = "a GPU kernel: one program instance per thread block";
  let description = [{
    A kernel runs as a grid of program instances; each instance is one
    thread block of `num_warps` warps (default 4) that computes on whole
    tiles together. Parameters are scalars (integers, floats) and
    `!tile.ptr<T>` global pointers. Kernels return nothing.

    ```mlir
    tile.kernel @vector_add(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>,
                            %out: !tile.ptr<f32>, %n: i32) {
      ...
      tile.return
    }
    ```

    Launch attributes (all optional; see docs/hopper.md):

    | attribute | PTX | meaning |
    |---|---|---|
    | `num_warps = N` | `.reqntid 32*N` | threads per block (default 4 warps) |
    | `maxntid` | `.maxntid 32*N` instead of `.reqntid` | the block size as an upper bound only |
    | `min_blocks_per_sm = N` | `.minnctapersm N` | occupancy hint |
    | `max_registers = N` | `.maxnreg N` | register cap per thread (1..255) |
    | `cluster_dims = array<i32: X[, Y[, Z]]>` | `.explicitcluster`, `.reqnctapercluster X, Y, Z` | cluster shape (sm_90+); at most 8 blocks, 16 with `non_portable_cluster_size` |
    | `max_cluster_rank = N` | `.maxclusterrank N` | upper bound on blocks per cluster (sm_90+) |
    | `blocks_are_clusters` | `.blocksareclusters` | the grid is given in clusters (sm_90+, PTX 9.0; needs `cluster_dims` and `.reqntid`) |
    | `cta_group = 2` | `tcgen05.* .cta_group::2` | the tcgen05 MMAs run over CTA pairs (cluster ranks 2i, 2i+1; the first `cluster_dims` entry above 1 must be even): one tcgen05.mma of M = 256 per K step, each block holding half of the shared B box (docs/gemm.md) |
    | `smem_bytes = N` | `.extern .shared .align 1024` | a region of N bytes of dynamic shared memory that the shared-memory operands of mbarrier, TMA and `tile.smem_load`/`tile.smem_store` address by byte offset (launch with N bytes of dynamic shared memory) |

    A `!tile.ptr` parameter with the argument attribute `tile.tensor_map`
    is a 128-byte CUtensorMap passed by value (`.param .align 64 .b8
    [128]`, like CUDA's `const __grid_constant__ CUtensorMap`): the
    descriptor operand of the TMA ops.

    `tile.divisibility = N : i64` (a power of two; Triton's
    `tt.divisibility`) on a `!tile.ptr` parameter says its address is
    N-byte aligned (`.ptr .global .align N`), on an integer parameter that
    it is a multiple of N: global loads and stores and cp.async copies whose
    offsets then start aligned skip their run-time alignment tests. A DSL
    launch marks 16-byte aligned pointers and multiples of 16.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       DefaultValuedAttr<ConfinedAttr<I32Attr, [IntPositive]>,
                                         "4">:$num_warps,
                       // Launch and cluster attributes (docs/hopper.md).
                       OptionalAttr<UnitAttr>:$maxntid,
                       OptionalAttr<ConfinedAttr<I32Attr, [IntPositive]>>:$min_blocks_per_sm,
                       OptionalAttr<ConfinedAttr<I32Attr, [IntPositive]>>:$max_registers,
                       OptionalAttr<DenseI32ArrayAttr>:$cluster_dims,
                       OptionalAttr<ConfinedAttr<I32Attr, [IntPositive]>>:$max_cluster_rank,
                       OptionalAttr<UnitAttr>:$non_portable_cluster_size,
                       OptionalAttr<UnitAttr>:$blocks_are_clusters,
                       OptionalAttr<I32Attr>:$cta_group,
                       OptionalAttr<ConfinedAttr<I32Attr, [IntNonNegative]>>:$smem_bytes);
  let regions = (region AnyRegion:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// FunctionOpInterface.
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
    /// Threads per block.
    unsigned getNumThreads() { return getNumWarps() * 32; }
  }];
}

def Tile_ReturnOp : Tile_Op<"return", [Pure, HasParent<"KernelOp">,
                                        ReturnLike, Terminator]> {
  let summary = "ends a kernel";
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Program and index tiles
//===----------------------------------------------------------------------===//

def Tile_ProgramIdOp : Tile_Op<"program_id", [Pure]> {
  let summary = "the index of this program instance along a grid dimension";
  let arguments = (ins Tile_GridDim:$dim);
  let results = (outs I32:$result);
  let assemblyFormat = "$dim attr-dict `:` type($result)";
}

def Tile_NumProgramsOp : Tile_Op<"num_programs", [Pure]> {
  let summary = "the number of program instances along a grid dimension";
  let arguments = (ins Tile_GridDim:$dim);
  let results = (outs I32:$result);
  let assemblyFormat = "$dim attr-dict `:` type($result)";
}

def Tile_RangeOp : Tile_Op<"range", [Pure]> {
  let summary = "the 1-D tile [start, start+1, ..., end-1]";
  let description = [{
    ```mlir
    %offs = tile.range 0 to 128 : tensor<128xi32>
    ```
  }];
  let arguments = (ins I32Attr:$start, I32Attr:$end);
  let results = (outs Tile_IntTile:$result);
  let assemblyFormat = "$start `to` $end attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Tile_HintOp : Tile_Op<"hint", [Pure, AllTypesMatch<["src", "result"]>]> {
  let summary = "promises about an integer's values (Triton's multiple_of, max_contiguous, max_constancy)";
  let description = [{
    `result` is `src`; the attributes promise, as Triton's AxisInfo hints
    do, one entry per dimension (one for a scalar):

    - `divisibility`: the first element of every group of `contiguity`
      consecutive elements (every element, without `contiguity`) is a
      multiple of it (`tl.multiple_of`);
    - `contiguity`: along each dimension, the elements of every aligned
      group of that many positions are consecutive integers
      (`tl.max_contiguous`);
    - `constancy`: ... equal (`tl.max_constancy`; recorded, not used yet).

    Vector accesses and cp.async copies whose offsets the index
    arithmetic alone cannot prove aligned and consecutive (a `select`, as
    in `tl.where(offs < M, offs, 0)`) then need no run-time tests. A
    promise that does not hold is undefined behavior, as in Triton. The
    planning passes move the promises onto the op that defines `src` (as
    `tile.divisibility` / `tile.contiguity` attributes; a kernel parameter
    gets `tile.divisibility`) and erase the hint, so that it hides nothing
    from the passes that match index arithmetic; a hint on a value defined
    by a region argument (a loop-carried value) is dropped.

    ```mlir
    %offs = tile.hint %o {divisibility = array<i64: 64>, contiguity = array<i64: 64>} : tensor<64xi32>
    ```
  }];
  let arguments = (ins AnyTypeOf<[Tile_IntTile, AnyInteger]>:$src,
                       OptionalAttr<DenseI64ArrayAttr>:$divisibility,
                       OptionalAttr<DenseI64ArrayAttr>:$contiguity,
                       OptionalAttr<DenseI64ArrayAttr>:$constancy);
  let results = (outs AnyTypeOf<[Tile_IntTile, AnyInteger]>:$result);
  let assemblyFormat = "$src attr-dict `:` type($src)";
  let hasVerifier = 1;
}

def Tile_IntToPtrOp : Tile_Op<"int_to_ptr", [Pure]> {
  let summary = "a pointer from a 64-bit global address";
  let description = [{
    Turns a 64-bit integer holding a global-memory address (a table of
    pointers loaded from memory, say) into a pointer that `tile.load` and
    `tile.store` take as their base. Its alignment is what is known of the
    integer: a pointer's address (`tile.ptr_to_int`) keeps that pointer's
    alignment (a pointer retyped so, as tile-pipeline-loads retypes
    Triton's uint8 operands), a loaded address has none; vector accesses
    test what is not known at run time, as for parameters.

    ```mlir
    %a = tile.int_to_ptr %addr : !tile.ptr<f16>
    ```
  }];
  let arguments = (ins I64:$address);
  let results = (outs Tile_PointerType:$result);
  let assemblyFormat = "$address attr-dict `:` qualified(type($result))";
}

def Tile_PtrToIntOp : Tile_Op<"ptr_to_int", [Pure]> {
  let summary = "the 64-bit global address a pointer holds";
  let description = [{
    ```mlir
    %addr = tile.ptr_to_int %p : !tile.ptr<f16>
    ```
  }];
  let arguments = (ins Tile_PointerType:$ptr);
  let results = (outs I64:$result);
  let assemblyFormat = "$ptr attr-dict `:` qualified(type($ptr))";
}

def Tile_SplatOp : Tile_Op<"splat", [Pure,
    TypesMatchWith<"result element type matches the scalar", "result", "src",
                   "::llvm::cast<::mlir::ShapedType>($_self).getElementType()">]> {
  let summary = "a tile with every element equal to one scalar";
  let arguments = (ins AnyTypeOf<[AnyInteger, AnyFloat]>:$src);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = "$src attr-dict `:` type($result)";
}

def Tile_ExpandDimsOp : Tile_Op<"expand_dims", [Pure]> {
  let summary = "inserts a dimension of size 1";
  let description = [{
    ```mlir
    %col = tile.expand_dims %r axis 1 : tensor<128xi32> -> tensor<128x1xi32>
    ```
  }];
  let arguments = (ins Tile_Tile:$src, I32Attr:$axis);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = "$src `axis` $axis attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_BroadcastOp : Tile_Op<"broadcast", [Pure]> {
  let summary = "repeats a tile along its dimensions of size 1";
  let description = [{
    ```mlir
    %b = tile.broadcast %col : tensor<128x1xi32> -> tensor<128x64xi32>
    ```
  }];
  let arguments = (ins Tile_Tile:$src);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

def Tile_LoadOp : Tile_Op<"load", [
    AttrSizedOperandSegments,
    MemoryEffects<[MemRead]>,
    TypesMatchWith<"base points to the result element type", "result", "base",
      "::tile::PointerType::get($_self.getContext(), ::llvm::cast<::mlir::ShapedType>($_self).getElementType())">,
    OptionalTypesMatchWith<"other is a scalar of the result element type", "result", "other",
      "::llvm::cast<::mlir::ShapedType>($_self).getElementType()">,
    OptionalTypesMatchWith<"mask is an i1 tile of the offsets' shape", "offsets", "mask",
      "::llvm::cast<::mlir::ShapedType>($_self).clone(::mlir::IntegerType::get($_self.getContext(), 1))">]> {
  let summary = "loads a tile from global memory";
  let description = [{
    Loads `base[offsets[i]]` for every element `i` of the offsets tile.
    Where `mask[i]` is false nothing is read and the result is `other`
    (zero when `other` is absent).

    ```mlir
    %v = tile.load %x[%offs] mask %m : tensor<128xi32> -> tensor<128xf32>
    ```
  }];
  let arguments = (ins Tile_PointerType:$base, Tile_IntTile:$offsets,
                       Optional<Tile_MaskTile>:$mask,
                       Optional<AnyTypeOf<[AnyInteger, AnyFloat]>>:$other);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = [{
    $base `[` $offsets `]` (`mask` $mask^)? (`other` $other^)? attr-dict
    `:` type($offsets) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_StoreOp : Tile_Op<"store", [
    MemoryEffects<[MemWrite]>,
    TypesMatchWith<"base points to the value element type", "value", "base",
      "::tile::PointerType::get($_self.getContext(), ::llvm::cast<::mlir::ShapedType>($_self).getElementType())">,
    OptionalTypesMatchWith<"mask is an i1 tile of the offsets' shape", "offsets", "mask",
      "::llvm::cast<::mlir::ShapedType>($_self).clone(::mlir::IntegerType::get($_self.getContext(), 1))">]> {
  let summary = "stores a tile to global memory";
  let description = [{
    Stores `value[i]` to `base[offsets[i]]` wherever `mask[i]` is true (or
    everywhere without a mask).

    ```mlir
    tile.store %v, %out[%offs] mask %m : tensor<128xi32>, tensor<128xf32>
    ```
  }];
  let arguments = (ins Tile_Tile:$value, Tile_PointerType:$base,
                       Tile_IntTile:$offsets, Optional<Tile_MaskTile>:$mask);
  let assemblyFormat = [{
    $value `,` $base `[` $offsets `]` (`mask` $mask^)? attr-dict
    `:` type($offsets) `,` type($value)
  }];
  let hasVerifier = 1;
}

def Tile_LoadBoxOp : Tile_Op<"load_box", [MemoryEffects<[MemRead]>]> {
  let summary = "loads a 2-D tile of a tensor with TMA (a box of a tensor map)";
  let description = [{
    The tile is the box of the tensor described by `desc` (a
    `tile.tensor_map` parameter) whose first element is at `coords`
    (innermost coordinate first, as in `tile.tma_load`); elements outside
    the tensor read as zero. The copy is `cp.async.bulk.tensor` completing
    on an mbarrier (sm_90 or newer).

    The tensor map must be encoded with `CU_TENSOR_MAP_SWIZZLE_128B` and
    box `{128 bytes of columns, rows}` (64 bf16/f16, 128 fp8 or 32 f32
    columns): the layout that wgmma and tcgen05 read directly from shared
    memory. A result row is 128 bytes, or a multiple of 128 bytes: a wider
    box (`tensor<64x256xbf16>` of a row-major K x N matrix, say) is copied
    as that many 128-byte-wide boxes side by side, each stored as its own
    128-byte-swizzled slab (`rows x 128` bytes). A narrow row (16, 32 or
    64 bytes: `tensor<128x32xbf16>`) needs a map encoded without swizzle and
    box `{columns, rows}`: it is copied whole, rows one after the other, and
    read into registers (such boxes are never pipelined).

    Inside a K loop that `tile-pipeline` transforms (a `tile.dot` of two
    boxes), the boxes stream through a multi-stage shared-memory ring and
    the dot reads them there; elsewhere the block waits for the box and
    reads it into registers. `tile-pipeline` assigns every box its place in
    shared memory (`tile-translate` runs it).

    ```mlir
    %a = tile.load_box %desc_a[%k0, %m0] : !tile.ptr<bf16> -> tensor<128x64xbf16>
    ```
  }];
  let arguments = (ins Tile_PointerType:$desc, Variadic<I32>:$coords,
                       OptionalAttr<ConfinedAttr<I32Attr, [IntNonNegative]>>:$smem_offset);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = [{
    $desc `[` $coords `]` attr-dict `:` type($desc) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Bytes of the box in shared memory, and of one row of it (below
    /// 128: a narrow box, copied unswizzled).
    int64_t getBoxBytes();
    int64_t getRowBytes();
    /// Columns of one 128-byte-wide slab (the tensor map's box width) and
    /// the number of slabs side by side in a row of the result.
    int64_t getSlabColumns();
    int64_t getNumSlabs();
    /// Where the box lies in shared memory (#tile.shared): 128-byte
    /// swizzled slabs, or a narrow box's plain rows; its tensor map is
    /// encoded with that swizzle (the launch metadata's `swizzle`).
    ::tile::SharedLayoutAttr getSharedLayout();
  }];
}

def Tile_StoreBoxOp : Tile_Op<"store_box", [MemoryEffects<[MemWrite]>]> {
  let summary = "stores a 2-D tile into a box of a tensor map with TMA";
  let description = [{
    The counterpart of `tile.load_box`: writes `value` to the box of the
    tensor described by `desc` (a `tile.tensor_map` parameter) whose first
    element is at `coords` (innermost coordinate first). Elements of the
    box outside the tensor are not written, so a block at the edge of C
    needs no mask. The block writes the tile into shared memory in the
    128-byte-swizzled layout, makes it visible to the async proxy, and
    thread 0 copies it out with `cp.async.bulk.tensor` (one copy per
    128-byte-wide slab of a row), then waits until shared memory has been
    read (sm_90 or newer).

    The tensor map is encoded like `tile.load_box`'s: box `{128 bytes of
    columns, rows}` (32 f32, 64 bf16/f16, 128 fp8 columns),
    `CU_TENSOR_MAP_SWIZZLE_128B`. A row is 1 to 8 such slabs (a 128x256
    f32 tile: 8 slabs of 128 x 32), or narrow as `tile.load_box`'s (16, 32
    or 64 bytes, unswizzled). `tile-pipeline` gives the tile its
    place in shared memory after its own pipelined K loop (the ring's,
    which the loop no longer needs) and in a persistent loop (beside the
    ring); `tile-allocate-shared` places the others by liveness (after a
    loop of `tile-pipeline-loads`' rings, their bytes).

    ```mlir
    tile.store_box %acc, %desc_c[%n0, %m0] : tensor<128x256xf32>, !tile.ptr<f32>
    ```

    `buffer_slabs = B` (a divisor of the number of slabs) stores the row's
    slabs through a buffer of only B slabs, in rounds: slab j is written to
    buffer slab j % B once the copy that last read it is done
    (`cp.async.bulk.wait_group.read B - 1`), then copied out on its own.
    `tile-pipeline` sets it in a persistent loop, where the buffer sits
    beside the ring for the whole kernel, when a smaller buffer leaves room
    for more stages of the K loop (a 128x256 tile: 2 of its 4 bf16 or 8 f32
    slabs, double-buffered). There the copies of the last slabs are still
    reading when the next tile's K loop starts: the store waits for them
    only when it needs their buffer again, and the kernel before it exits.

    `drains_later` asks the same of any store in a loop: the op does not
    wait for its copies at its end; its next run waits for the copies still
    reading the buffer before it writes there, and a `tile.tma_store_wait`
    after the loop waits for the last ones. `tile-allocate-shared` sets it
    on a tile stored in a loop (a persistent kernel's loop over tiles),
    keeps the buffer the tile's for the whole loop, and puts the wait after
    it.

    `reduce add` (or `min`, `max`, `inc`, `dec`, `and`, `or`, `xor`)
    combines the tile with what the tensor holds instead of overwriting it
    (`cp.reduce.async.bulk.tensor`, atomic per element): split-K GEMMs add
    their partial products into a zeroed C. The element types are those
    TMA reduces: `add` f32, f16, bf16, i32, i64; `min`/`max` f16, bf16,
    i32, i64; `inc`/`dec` i32; `and`/`or`/`xor` i32, i64.

    ```mlir
    tile.store_box %acc, %desc_c[%n0, %m0] reduce add : tensor<128x256xf32>, !tile.ptr<f32>
    ```
  }];
  let arguments = (ins Tile_Tile:$value, Tile_PointerType:$desc,
                       Variadic<I32>:$coords,
                       OptionalAttr<ConfinedAttr<I32Attr, [IntNonNegative]>>:$smem_offset,
                       OptionalAttr<ConfinedAttr<I32Attr, [IntPositive]>>:$buffer_slabs,
                       OptionalAttr<Tile_TmaReduce>:$reduce,
                       UnitAttr:$drains_later);
  let assemblyFormat = [{
    $value `,` $desc `[` $coords `]` (`reduce` $reduce^)? attr-dict `:`
    type($value) `,` type($desc)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Bytes of the tile in shared memory, and of one row of it (below
    /// 128: a narrow box, copied unswizzled).
    int64_t getBoxBytes();
    int64_t getRowBytes();
    /// Columns of one 128-byte-wide slab (the tensor map's box width) and
    /// the number of slabs side by side in a row.
    int64_t getSlabColumns();
    int64_t getNumSlabs();
    /// Where the tile lies in shared memory before the copy, as
    /// tile.load_box's getSharedLayout.
    ::tile::SharedLayoutAttr getSharedLayout();
    /// Slabs of the shared-memory buffer the tile goes out through
    /// (`buffer_slabs`, else the whole row), and its bytes; the bytes of a
    /// buffer of `slabs` slabs.
    int64_t getNumBufferSlabs();
    int64_t getBufferBytes();
    int64_t getBufferBytes(int64_t slabs);
  }];
}

def Tile_TransOp : Tile_Op<"trans", [Pure]> {
  let summary = "transposes a 2-D tile";
  let description = [{
    `result[i][j] = src[j][i]`. A K-major operand loaded as N x K (a
    column-major B matrix) becomes the K x N operand of `tile.dot`; the dot
    then reads it in place.

    ```mlir
    %bt = tile.trans %b : tensor<128x64xbf16> -> tensor<64x128xbf16>
    ```
  }];
  let arguments = (ins Tile_Tile:$src);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_ConvertLayoutOp : Tile_Op<"convert_layout", [Pure]> {
  let summary = "the same tile in another layout";
  let description = [{
    Moves a tile's elements between the threads and slots of two layouts
    (include/TileDialect/TileLayouts.td): same shape and element type, both
    types laid out over one block. tile-assign-layouts writes one wherever
    a value's layout differs from what its user takes: before a dot's
    accumulator, after a dot whose users take the blocked distribution.
    A conversion to the layout the tile has folds away, as does one that
    undoes another.

    ```mlir
    %f = tile.convert_layout %acc : tensor<64x64xf32, #tile.blocked<run = 4, threads = 128>>
        -> tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
    ```
  }];
  let arguments = (ins Tile_Tile:$src);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let extraClassDeclaration = [{
    /// What the conversion takes (register renaming, warp shuffles or
    /// shared memory), computed from the two layouts' linear maps; null
    /// where either is not linear.
    std::optional<::tile::LayoutConversion> getConversion();
  }];
}

def Tile_ReshapeOp : Tile_Op<"reshape", [Pure]> {
  let summary = "the same elements in row-major order, in another shape";
  let description = [{
    `result` holds `src`'s elements in row-major order (Triton's
    `tl.reshape` with `can_reorder=False`): same element type and count.
    Free in the block distribution, where element l sits in thread
    l mod T whatever the shape.

    ```mlir
    %flat = tile.reshape %t : tensor<16x64xf32> -> tensor<1024xf32>
    ```
  }];
  let arguments = (ins Tile_Tile:$src);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_JoinOp : Tile_Op<"join", [Pure, AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "interleaves two tiles along a new innermost dimension of 2";
  let description = [{
    `result[..., 0] = lhs[...]`, `result[..., 1] = rhs[...]` (Triton's
    `tl.join`); through shared memory.

    ```mlir
    %j = tile.join %a, %b : tensor<64xf32> -> tensor<64x2xf32>
    ```
  }];
  let arguments = (ins Tile_Tile:$lhs, Tile_Tile:$rhs);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_SplitOp : Tile_Op<"split", [Pure, AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "splits a tile's innermost dimension of 2 into two tiles";
  let description = [{
    `lhs = src[..., 0]`, `rhs = src[..., 1]` (Triton's `tl.split`, the
    inverse of `tile.join`); through shared memory.

    ```mlir
    %a, %b = tile.split %j : tensor<64x2xf32> -> tensor<64xf32>
    ```
  }];
  let arguments = (ins Tile_Tile:$src);
  let results = (outs Tile_Tile:$lhs, Tile_Tile:$rhs);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($lhs)";
  let hasVerifier = 1;
}

def Tile_UnpackFp4Op : Tile_Op<"unpack_fp4", [Pure]> {
  let summary = "reads packed FP4 (e2m1) bytes as a tile of f4E2M1FN";
  let description = [{
    FP4 data has no byte address: memory holds two e2m1 values per byte
    (PyTorch's `float4_e2m1fn_x2`, Triton's packed `uint8` operands of
    `tl.dot_scaled`), and a kernel loads those bytes as `i8`. This op
    doubles the innermost dimension: `result[..., 2 j]` is the low nibble
    of `src[..., j]` and `result[..., 2 j + 1]` its high nibble. Operands of
    `tile.dot_scaled` (MXFP4, NVFP4) come from here: A packed along K (M x
    K/2 bytes), B packed along K too (N x K/2 bytes, then `tile.trans`).

    ```mlir
    %a = tile.unpack_fp4 %bytes : tensor<128x32xi8> -> tensor<128x64xf4E2M1FN>
    ```
  }];
  let arguments = (ins Tile_Tile:$src);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_PackFp4Op : Tile_Op<"pack_fp4", [Pure]> {
  let summary = "packs a tile of f4E2M1FN into bytes, two values per byte";
  let description = [{
    The inverse of `tile.unpack_fp4`: halves the innermost dimension,
    `result[..., j]` holding `src[..., 2 j]` in its low nibble and
    `src[..., 2 j + 1]` in its high one, ready to store as packed FP4
    (`arith.truncf` to f4E2M1FN rounds to nearest even and saturates to
    +-6 first).

    ```mlir
    %q = arith.truncf %x : tensor<128x64xf32> to tensor<128x64xf4E2M1FN>
    %bytes = tile.pack_fp4 %q : tensor<128x64xf4E2M1FN> -> tensor<128x32xi8>
    ```
  }];
  let arguments = (ins Tile_Tile:$src);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_GatherOp : Tile_Op<"gather", [Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "gathers elements of a tile along one axis by index";
  let description = [{
    Triton's `tl.gather`: `result[i][j] = src[indices[i][j]][j]` for
    `axis = 0` (and likewise along any axis). `indices` has the source's
    rank and its sizes except along `axis`; the result has the shape of
    `indices` and the source's element type. An index outside
    `[0, size)` is clamped to it. The source goes through shared memory
    (one barrier pair); the Python DSL builds `tile.flip`, `tile.sort`
    and `tile.cat` on it.

    ```mlir
    %g = tile.gather %src[%idx] axis 0 : tensor<8x16xf32>, tensor<4x16xi32>
    ```
  }];
  let arguments = (ins Tile_Tile:$src, Tile_IntTile:$indices, I32Attr:$axis);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = [{
    $src `[` $indices `]` `axis` $axis attr-dict `:` type($src) `,` type($indices)
  }];
  let hasVerifier = 1;
}

def Tile_HistogramOp : Tile_Op<"histogram", [Pure,
    OptionalTypesMatchWith<"mask is an i1 tile of the source's shape", "src", "mask",
      "::llvm::cast<::mlir::ShapedType>($_self).clone(::mlir::IntegerType::get($_self.getContext(), 1))">]> {
  let summary = "counts the elements of an integer tile per value";
  let description = [{
    Triton's `tl.histogram`: `result[b]` is the number of elements of
    `src` (where `mask` is true) equal to `b`, for `b` in `[0, N)` (N the
    result's size); other values are not counted. Each element is counted
    once, by the thread that holds it, with `atom.shared.add` into a
    shared-memory histogram between two barriers.

    ```mlir
    %h = tile.histogram %v mask %m : tensor<1024xi32> -> tensor<64xi32>
    ```
  }];
  let arguments = (ins Tile_IntTile:$src, Optional<Tile_MaskTile>:$mask);
  let results = (outs Tile_IntTile:$result);
  let assemblyFormat = [{
    $src (`mask` $mask^)? attr-dict `:` type($src) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_BarrierOp : Tile_Op<"barrier"> {
  let summary = "synchronizes the threads of the block (bar.sync 0)";
  let description = [{
    Triton's `tl.debug_barrier`: every thread of the block waits here for
    the others (`bar.sync 0`); memory the block wrote before it (global
    or shared) is visible to the block after it. Must be reached by every
    thread (not inside a branch on per-thread values).

    ```mlir
    tile.barrier
    ```
  }];
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Reductions and tensor cores
//===----------------------------------------------------------------------===//

def Tile_ReduceOp : Tile_Op<"reduce", [Pure]> {
  let summary = "reduces a tile along one axis";
  let description = [{
    ```mlir
    %s = tile.reduce add %t axis 1 : tensor<64x128xf32> -> tensor<64xf32>
    ```
    The result drops the reduced axis; reducing a 1-D tile gives a scalar.
    `max` and `min` compare integers as signed (the Python DSL flips the
    sign bit around them for unsigned tiles) and floats as `arith.maxnumf`
    / `minnumf` do. 8-bit float tiles cannot be reduced. Tiles of 8- to
    32-bit elements with power-of-two sizes are reduced by warp shuffles
    (`shfl.sync.bfly`, sm_30+) where that is cheaper than staging them in
    shared memory.
  }];
  let arguments = (ins Tile_ReduceKind:$kind, Tile_Tile:$src, I32Attr:$axis);
  let results = (outs AnyTypeOf<[Tile_Tile, AnyInteger, AnyFloat]>:$result);
  let assemblyFormat = "$kind $src `axis` $axis attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_ScanOp : Tile_Op<"scan", [Pure, AllTypesMatch<["src", "result"]>]> {
  let summary = "inclusive prefix scan of a tile along one axis";
  let description = [{
    ```mlir
    %c = tile.scan add %t axis 1 : tensor<64x128xf32>
    %r = tile.scan mul %t axis 0 reverse : tensor<256xi32>
    ```
    Element `i` of the result combines the source's elements `0..i` along
    `axis` (with `reverse`, `i..n-1`), in that order: Triton's `tl.cumsum`
    / `tl.cumprod` (and running maxima and minima). `max`/`min` compare as
    `tile.reduce` does. Along a last axis of 32 to 1024 elements (8- to
    32-bit elements) the warps that hold the tile scan it with shuffles:
    each 32-element chunk by `shfl.sync.up` (`down` with `reverse`), the chunk
    totals in shared memory by their threads' shuffles, then added (at most
    3 barriers, none for 32-wide rows). Otherwise it is computed in shared
    memory in log2(n) rounds (Hillis-Steele: each round combines every
    element with the one 2^k before it), one barrier each. i1 and 8-bit
    float tiles cannot be scanned.
  }];
  let arguments = (ins Tile_ReduceKind:$kind, Tile_Tile:$src, I32Attr:$axis,
                       UnitAttr:$reverse);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = "$kind $src `axis` $axis (`reverse` $reverse^)? attr-dict `:` type($src)";
  let hasVerifier = 1;
}

class Tile_CombinerOp<string mnemonic>
    : Tile_Op<mnemonic, [Pure, RecursiveMemoryEffects, SingleBlock,
                         DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let arguments = (ins Variadic<Tile_Tile>:$srcs, I32Attr:$axis);
  let regions = (region SizedRegion<1>:$combiner);
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  // Both ops check their sources and combiner alike (TileOps.cpp).
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() {
      return verifyCombinerSources(*this, getSrcs(), getAxis());
    }
    ::mlir::LogicalResult $cppClass::verifyRegions() {
      return verifyCombiner(*this, getSrcs(), getCombiner());
    }
    bool $cppClass::isCompatibleReturnTypes(::mlir::TypeRange inferred,
                                            ::mlir::TypeRange actual) {
      return sameTilesUpToLayout(inferred, actual);
    }
  }];
  // The inferred results carry no layout; tile-assign-layouts gives them
  // theirs.
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange inferred,
                                        ::mlir::TypeRange actual);
  }];
}

def Tile_AssociativeScanOp : Tile_CombinerOp<"associative_scan"> {
  let summary = "inclusive scan of tiles along one axis with a combiner region";
  let description = [{
    Triton's `tl.associative_scan`: element `i` of each result combines
    the sources' elements `0..i` along `axis` (with `reverse`, `i..n-1`)
    by the `combiner` region, which takes the earlier element of every
    source, then the later one (2 x N scalars), and yields the combined N
    scalars (`tile.yield`). The combiner must be associative; it is
    applied by warp shuffles or in log2(n) rounds in shared memory, as
    `tile.scan` does, always as (earlier, later). Its
    body is scalar `arith` / `math` code (values from outside the op may
    be used). The sources have one shape; i1 and 8-bit float tiles cannot
    be scanned.

    ```mlir
    // A linear recurrence h[i] = a[i] * h[i-1] + b[i]: (a, b) pairs
    // compose as (a1 * a2, b1 * a2 + b2).
    %ha:2 = tile.associative_scan %a, %b axis 0 : tensor<128xf32>, tensor<128xf32> {
    ^bb0(%a1: f32, %b1: f32, %a2: f32, %b2: f32):
      %m = arith.mulf %a1, %a2 : f32
      %t = arith.mulf %b1, %a2 : f32
      %s = arith.addf %t, %b2 : f32
      tile.yield %m, %s : f32, f32
    }
    ```
  }];
  let arguments = (ins Variadic<Tile_Tile>:$srcs, I32Attr:$axis,
                       UnitAttr:$reverse);
  let results = (outs Variadic<Tile_Tile>:$results);
  let assemblyFormat = [{
    $srcs `axis` $axis (`reverse` $reverse^)? attr-dict `:` type($srcs) $combiner
  }];
}

def Tile_AssociativeReduceOp : Tile_CombinerOp<"associative_reduce"> {
  let summary = "reduces tiles along one axis with a combiner region";
  let description = [{
    Triton's `tl.reduce` with a `combine_fn`: each result drops `axis`
    (a 1-D source gives a scalar) and holds the combination of the
    sources' elements along it, in order, by the `combiner` region (as in
    `tile.associative_scan`, which computes it: the last element of the
    scan).

    ```mlir
    // The largest value and its index (the first on ties).
    %m:2 = tile.associative_reduce %v, %i axis 1 : tensor<16x64xf32>, tensor<16x64xi32> {
    ^bb0(%v1: f32, %i1: i32, %v2: f32, %i2: i32):
      %gt = arith.cmpf ogt, %v2, %v1 : f32
      %v = arith.select %gt, %v2, %v1 : f32
      %i = arith.select %gt, %i2, %i1 : i32
      tile.yield %v, %i : f32, i32
    }
    ```
  }];
  let results = (outs Variadic<AnyTypeOf<[Tile_Tile, AnyInteger, AnyFloat]>>:$results);
  let assemblyFormat = [{
    $srcs `axis` $axis attr-dict `:` type($srcs) $combiner
  }];
}

def Tile_YieldOp : Tile_Op<"yield", [Pure, Terminator, ReturnLike,
    ParentOneOf<["AssociativeScanOp", "AssociativeReduceOp"]>]> {
  let summary = "the combined values of a combiner region";
  let arguments = (ins Variadic<AnyTypeOf<[AnyInteger, AnyFloat]>>:$values);
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
}

def Tile_DotOp : Tile_Op<"dot", [Pure,
    AllTypesMatch<["acc", "result"]>]> {
  let summary = "tile matrix multiply-accumulate: result = a * b + acc";
  let description = [{
    `a` is M x K, `b` is K x N, `acc` and the result are M x N. Supported
    element types (a/b -> acc):

    | a, b | acc |
    |---|---|
    | f16 | f32 or f16 |
    | bf16 | f32 |
    | f32 (computed as tf32) | f32 |
    | f8E4M3FN, f8E5M2 (any mix) | f32 |
    | i8 (signed) | i32 (mma.sync only; sums wrap modulo 2^32) |

    `tile-lower-dot` picks the tensor-core family from the target
    (tcgen05, wgmma or mma.sync); the optional `kind` attribute forces one.

    With `async` (wgmma, f32 or i32 accumulator) the dot is issued and not waited
    for: its one use is a `tile.dot_wait`, and other work runs while the
    tensor cores compute (`tile-overlap-dots` writes these). Or its one use
    is the yield of the scf.for around it: the loop carries the dot in
    flight into its next iteration, where the carried value is only the
    accumulator of async dots (wgmma orders dots on the same registers)
    and waited for by `tile.dot_wait`s, and the loop's result only by
    `tile.dot_wait`s (`tile-pipeline-loads` keeps one GEMM dot in flight so).

    ```mlir
    %d = tile.dot %a, %b, %c : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
    %e = tile.dot %a, %b, %c kind wgmma : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
    %f = tile.dot %a, %b, %c kind wgmma async : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
    ```
  }];
  let arguments = (ins Tile_Tile:$a, Tile_Tile:$b, Tile_Tile:$acc,
                       OptionalAttr<Tile_DotKind>:$kind, UnitAttr:$async);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $acc (`kind` $kind^)? (`async` $async^)? attr-dict `:` type($a) `,` type($b) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_DotWaitOp : Tile_Op<"dot_wait", [AllTypesMatch<["value", "result"]>]> {
  let summary = "the result of an async tile.dot, once it has completed";
  let description = [{
    `value` is the result of a `tile.dot ... async` earlier in the same
    block. The wait returns it once that dot has completed, leaving at most
    `pending` of the async dots issued after it in flight
    (`wgmma.wait_group pending`): at least `pending` async dots come between
    the two. FlashAttention-3's overlap within a warpgroup: the next
    block's S = Q K^T and this block's O += P V are issued together, S is
    waited for with the second still running, and the softmax of S runs
    beside it.

    `value` may also be an async dot a loop carries in flight (see
    `tile.dot`): the loop's carried argument, counting the async dots from
    the start of the body (a GEMM's K loop issues this iteration's dot and
    waits for the previous one with `pending 1`: its stage is free), or the
    loop's result, counting those after the loop.

    ```mlir
    %s = tile.dot %q, %k, %zero kind wgmma async : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
    %o = tile.dot %p, %v, %acc kind wgmma async : tensor<64x64xbf16>, tensor<64x64xbf16> -> tensor<64x64xf32>
    %s_ready = tile.dot_wait %s pending 1 : tensor<64x64xf32>
    ```
  }];
  let arguments = (ins Tile_Tile:$value, I32Attr:$pending);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = "$value `pending` $pending attr-dict `:` type($value)";
  let hasVerifier = 1;
}

def Tile_DotScaledOp : Tile_Op<"dot_scaled", [Pure,
    AllTypesMatch<["acc", "result"]>]> {
  let summary = "block-scaled matrix multiply-accumulate (MXFP8, MXFP4, NVFP4)";
  let description = [{
    result = (a * a_scale) x (b * b_scale) + acc, where every run of V
    consecutive elements along K shares one scale. `a` is M x K, `b` is
    K x N, `a_scale` is M x K/V and `b_scale` is N x K/V (both K-minor, one
    row per row of `a` / column of `b`); `acc` is M x N f32. The format
    follows from the element types:

    | format | a, b | scales | V |
    |---|---|---|---|
    | MXFP8 | f8E4M3FN or f8E5M2 (any mix) | f8E8M0FNU (ue8m0) | 32 |
    | MXFP4 | f4E2M1FN | f8E8M0FNU (ue8m0) | 32 |
    | NVFP4 | f4E2M1FN | f8E4M3FN (ue4m3: positive e4m3) | 16 |

    `tile-lower-dot` maps it to `mma.sync ... block_scale` on sm_120a/f and
    sm_121a/f, or to tcgen05 block scaling on tensor-memory targets (all
    three formats on both; FP4 operands come from `tile.unpack_fp4`, and
    tcgen05 takes them packed along K only); any other target is an error.

    ```mlir
    %d = tile.dot_scaled %a scale %sa, %b scale %sb, %c
        : tensor<64x64xf8E4M3FN>, tensor<64x2xf8E8M0FNU>, tensor<64x64xf8E4M3FN>,
          tensor<64x2xf8E8M0FNU> -> tensor<64x64xf32>
    ```
  }];
  let arguments = (ins Tile_Tile:$a, Tile_Tile:$a_scale, Tile_Tile:$b,
                       Tile_Tile:$b_scale, Tile_Tile:$acc,
                       OptionalAttr<Tile_DotKind>:$kind);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = [{
    $a `scale` $a_scale `,` $b `scale` $b_scale `,` $acc (`kind` $kind^)? attr-dict
    `:` type($a) `,` type($a_scale) `,` type($b) `,` type($b_scale) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Elements along K that share one scale (32 or 16).
    int64_t getScaleVectorSize();
    /// "mxfp8", "mxfp4" or "nvfp4".
    ::llvm::StringRef getFormatName();
  }];
}

def Tile_InlineAsmOp : Tile_Op<"inline_asm", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "elementwise inline PTX (Triton's tl.inline_asm_elementwise)";
  let description = [{
    Runs `asm` once per element position of the tile operands and results
    (all of one shape; scalar operands are the same at every element), in
    the thread that holds the element: `$0`.. name the results, then the
    operands, as in LLVM inline assembly. `constraints` has one entry per
    result (`=` and a letter), then one per operand: `h` (16-bit; also
    8-bit values, zero-extended, as `c`), `r` (32-bit), `l` (64-bit) for
    integer registers (floats by bit pattern), `f` (f32) and `d` (f64) for
    float registers; `~{...}` clobbers may follow. Without `pure` the
    assembly has side effects (never removed or reordered; an element
    that several threads hold, in a tile smaller than the block, runs in
    each of them).

    With `pack = P` (2 or 4) each run of the assembly takes P elements of
    every operand and result in one integer register (`h`, `r` or `l` of P
    times the element width; element 0 in the low bits), as Triton's
    `pack`: four i8 in an `r`, two f16 in an `r`.

    ```mlir
    %y = tile.inline_asm "shf.l.wrap.b32 $0, $1, $1, 8;", "=r,r" pure (%x) : (tensor<128xi32>) -> tensor<128xi32>
    %n = tile.inline_asm "xor.b32 $0, $1, 0x80008000;", "=r,r" pure (%h) {pack = 2 : i32} : (tensor<128xf16>) -> tensor<128xf16>
    %lo, %hi = tile.inline_asm "mov.b32 {$0, $1}, $2;", "=h,=h,r" pure (%p) : (tensor<64xi32>) -> (tensor<64xi16>, tensor<64xi16>)
    ```
  }];
  let arguments = (ins StrAttr:$asm_string, StrAttr:$constraints,
                       UnitAttr:$pure,
                       Variadic<AnyTypeOf<[Tile_Tile, AnyInteger, AnyFloat]>>:$args,
                       DefaultValuedAttr<I32Attr, "1">:$pack);
  let results = (outs Variadic<Tile_Tile>:$results);
  let assemblyFormat = [{
    $asm_string `,` $constraints (`pure` $pure^)? `(` $args `)` attr-dict `:` functional-type($args, $results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Debugging (Triton's tl.device_print / tl.device_assert)
//===----------------------------------------------------------------------===//

def Tile_PrintOp : Tile_Op<"print", [MemoryEffects<[MemWrite]>]> {
  let summary = "prints tiles and scalars from the device (vprintf)";
  let description = [{
    Prints one line per element position of the tile operands (which all
    have one shape), from the one thread that holds that element:

    ```
    pid (<x>, <y>, <z>) idx (<i>, <j>) <prefix><value>, <value>...
    ```

    `pid` is the program (block) index, `idx` the element's position; a
    scalar operand prints the same value on every line. With scalars only
    (or no operands), thread 0 of each program prints one line without
    `idx`. Floats print as `%f` (f16/bf16 widened first), integers as
    `%d`/`%lld`, or `%u`/`%llu` where `unsigned_args` marks the operand (a
    bool array, one entry per operand); with `hex`, integers print as
    `0x%x` and floats as the hex of their bits. 8-bit floats cannot be
    printed (cast them to f32; the Python DSL does). Lowers to the CUDA
    system call `vprintf`: the output appears when the host synchronizes
    with the device. Lines from different threads come in no set order.

    ```mlir
    tile.print "x = " (%x) : tensor<128xf32>
    tile.print "row " hex (%i, %t) : i32, tensor<16x16xi32>
    tile.print "done"
    ```
  }];
  let arguments = (ins StrAttr:$prefix, UnitAttr:$hex,
                       Variadic<AnyTypeOf<[Tile_Tile, AnyInteger, AnyFloat]>>:$args,
                       OptionalAttr<DenseBoolArrayAttr>:$unsigned_args);
  let assemblyFormat = [{
    $prefix (`hex` $hex^)? (`(` $args^ `)` `:` type($args))? attr-dict
  }];
  let hasVerifier = 1;
}

def Tile_AssertOp : Tile_Op<"assert", [MemoryEffects<[MemWrite]>]> {
  let summary = "stops the kernel where a condition is false (__assertfail)";
  let description = [{
    For every element of `condition` (an i1 tile, or an i1 scalar) that is
    false, the thread holding it calls the CUDA system call `__assertfail`
    with `message`, the op's file and line and the kernel's name: the
    device prints `file:line: kernel: block: [..], thread: [..] Assertion
    `message` failed.` and the kernel stops with `cudaErrorAssert`
    (sticky: the context cannot launch again). A scalar condition is
    checked by thread 0 of each program.

    ```mlir
    tile.assert %in_range, "offset out of range" : tensor<128xi1>
    ```
  }];
  let arguments = (ins AnyTypeOf<[Tile_MaskTile, I1]>:$condition,
                       StrAttr:$message);
  let assemblyFormat = "$condition `,` $message attr-dict `:` type($condition)";
}

//===----------------------------------------------------------------------===//
// Hopper / Blackwell (docs/hopper.md, docs/blackwell.md)
//
// Shared-memory operands are i32 byte offsets into the kernel's
// `smem_bytes` region. Ops marked "issued once" are executed by thread 0 of
// the block only (the block acts once); the others run in every thread.
//===----------------------------------------------------------------------===//

def Tile_SetMaxNRegOp : Tile_Op<"setmaxnreg"> {
  let summary = "raises or lowers the per-thread register budget";
  let description = [{
    `setmaxnreg.inc/dec.sync.aligned.u32 count`: every warp of the block
    asks for `count` registers per thread. `count` must be a multiple of 8
    in [24, 256]. Runs on sm_90a and every `a`/`f` target from sm_100
    (what ptxas 13 accepts).

    ```mlir
    tile.setmaxnreg inc 240
    tile.setmaxnreg dec 40
    ```
  }];
  let arguments = (ins Tile_RegAction:$action, I32Attr:$count);
  let assemblyFormat = "$action $count attr-dict";
  let hasVerifier = 1;
}

def Tile_GridDepControlOp : Tile_Op<"griddepcontrol"> {
  let summary = "programmatic dependent launch: wait for the previous grid, or let the next one start";
  let description = [{
    `griddepcontrol.wait` blocks until the grids this one depends on (a
    launch with the programmatic stream serialization attribute) have
    completed and their memory is visible; `launch_dependents` lets the
    dependent grid be scheduled once every block has issued it or exited.
    Without such a launch both do nothing. sm_90+ (Triton's
    `tl.extra.cuda.gdc_wait` / `gdc_launch_dependents`).

    ```mlir
    tile.griddepcontrol wait
    tile.griddepcontrol launch_dependents
    ```
  }];
  let arguments = (ins Tile_GridDepAction:$action);
  let assemblyFormat = "$action attr-dict";
}

class Tile_ClusterDimQuery<string mnemonic, string what>
    : Tile_Op<mnemonic, [Pure]> {
  let summary = what;
  let arguments = (ins Tile_GridDim:$dim);
  let results = (outs I32:$result);
  let assemblyFormat = "$dim attr-dict `:` type($result)";
}

def Tile_ClusterIdOp : Tile_ClusterDimQuery<"cluster_id",
    "the index of this block's cluster in the grid (%clusterid)">;
def Tile_NumClustersOp : Tile_ClusterDimQuery<"num_clusters",
    "the number of clusters in the grid (%nclusterid)">;
def Tile_ClusterBlockIdOp : Tile_ClusterDimQuery<"cluster_block_id",
    "the index of this block within its cluster (%cluster_ctaid)">;
def Tile_ClusterShapeOp : Tile_ClusterDimQuery<"cluster_shape",
    "the number of blocks of the cluster along a dimension (%cluster_nctaid)">;

def Tile_ClusterBlockRankOp : Tile_Op<"cluster_block_rank", [Pure]> {
  let summary = "the linear rank of this block in its cluster (%cluster_ctarank)";
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Tile_ClusterNumBlocksOp : Tile_Op<"cluster_num_blocks", [Pure]> {
  let summary = "the number of blocks in the cluster (%cluster_nctarank)";
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Tile_IsExplicitClusterOp : Tile_Op<"is_explicit_cluster", [Pure]> {
  let summary = "whether the launch gave a cluster shape (%is_explicit_cluster)";
  let results = (outs I1:$result);
  let assemblyFormat = "attr-dict";
}

def Tile_ClusterArriveOp : Tile_Op<"cluster_arrive"> {
  let summary = "barrier.cluster.arrive: this block's threads arrive at the cluster barrier";
  let description = [{
    Every thread arrives (`barrier.cluster.arrive`, release semantics;
    `relaxed` drops the ordering, `aligned` asserts that all threads of the
    warp execute it together). Pair with `tile.cluster_wait`.

    ```mlir
    tile.cluster_arrive relaxed aligned
    tile.cluster_wait aligned
    ```
  }];
  let arguments = (ins UnitAttr:$relaxed, UnitAttr:$aligned);
  let assemblyFormat = "(`relaxed` $relaxed^)? (`aligned` $aligned^)? attr-dict";
}

def Tile_ClusterWaitOp : Tile_Op<"cluster_wait"> {
  let summary = "barrier.cluster.wait: waits until every thread of the cluster arrived";
  let arguments = (ins UnitAttr:$aligned);
  let assemblyFormat = "(`aligned` $aligned^)? attr-dict";
}

def Tile_ClusterFenceOp : Tile_Op<"fence_cluster"> {
  let summary = "fence.sc.cluster / fence.acq_rel.cluster";
  let description = [{
    ```mlir
    tile.fence_cluster sc
    tile.fence_cluster acq_rel
    ```
  }];
  let arguments = (ins Tile_FenceSem:$sem);
  let assemblyFormat = "$sem attr-dict";
}

def Tile_FenceProxyAsyncOp : Tile_Op<"fence_proxy_async"> {
  let summary = "fence.proxy.async.shared::cta: orders shared-memory writes before async-proxy (TMA) reads";
  let assemblyFormat = "attr-dict";
}

def Tile_SmemLoadOp : Tile_Op<"smem_load", [MemoryEffects<[MemRead]>]> {
  let summary = "loads a tile from the kernel's shared-memory region (or a cluster peer's)";
  let description = [{
    Loads element `i` from byte `base + offsets[i] * sizeof(element)` of
    the `smem_bytes` region. With `rank`, reads the same location in the
    block of that rank in the cluster (distributed shared memory:
    `mapa.shared::cluster` + `ld.shared::cluster`, sm_90+).

    ```mlir
    %v = tile.smem_load %c0[%offs] : tensor<128xi32> -> tensor<128xf32>
    %w = tile.smem_load %c0[%offs] rank %peer : tensor<128xi32> -> tensor<128xf32>
    ```
  }];
  let arguments = (ins I32:$base, Tile_IntTile:$offsets, Optional<I32>:$rank);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = [{
    $base `[` $offsets `]` (`rank` $rank^)? attr-dict `:` type($offsets) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_SmemStoreOp : Tile_Op<"smem_store", [MemoryEffects<[MemWrite]>]> {
  let summary = "stores a tile to the kernel's shared-memory region (or a cluster peer's)";
  let description = [{
    Stores `value[i]` to byte `base + offsets[i] * sizeof(element)` of the
    `smem_bytes` region; with `rank`, of the block of that rank in the
    cluster (`st.shared::cluster`, sm_90+). Not followed by a barrier: use
    an mbarrier, `tile.cluster_arrive`/`tile.cluster_wait`, or a TMA store
    (which synchronizes the block) before other threads read it.

    ```mlir
    tile.smem_store %v, %c0[%offs] : tensor<128xi32>, tensor<128xf32>
    ```
  }];
  let arguments = (ins Tile_Tile:$value, I32:$base, Tile_IntTile:$offsets,
                       Optional<I32>:$rank);
  let assemblyFormat = [{
    $value `,` $base `[` $offsets `]` (`rank` $rank^)? attr-dict `:` type($offsets) `,` type($value)
  }];
  let hasVerifier = 1;
}

def Tile_AtomicRMWOp : Tile_Op<"atomic_rmw", [
    MemoryEffects<[MemRead, MemWrite]>,
    AllTypesMatch<["value", "result"]>,
    TypesMatchWith<"base points to the value element type", "value", "base",
      "::tile::PointerType::get($_self.getContext(), ::llvm::cast<::mlir::ShapedType>($_self).getElementType())">,
    OptionalTypesMatchWith<"mask is an i1 tile of the offsets' shape", "offsets", "mask",
      "::llvm::cast<::mlir::ShapedType>($_self).clone(::mlir::IntegerType::get($_self.getContext(), 1))">]> {
  let summary = "atomic read-modify-write on global memory with a scope";
  let description = [{
    For every element: `result[i] = base[offsets[i]]`, then
    `base[offsets[i]] = op(base[offsets[i]], value[i])`, atomically at
    `scope` (`cta`, `cluster` (sm_90+), `gpu`, `sys` (sm_60+)), with
    memory order `sem` (`relaxed` when absent, `acquire`, `release`,
    `acq_rel`: PTX's `atom.sem` from sm_70, `membar` fences around the
    atom before). Where `mask[i]` is false nothing is read or written and
    `result[i]` is 0. Elements are i32, i64, f32 or f64 (floats: add and
    exch only; f64 add from sm_60, 64-bit min/max/and/or/xor from sm_32);
    `min`/`max` compare signed, `umin`/`umax` unsigned. Each element is
    applied once even when the tile is smaller than the block.

    ```mlir
    %old = tile.atomic_rmw add %p[%offs], %v scope cluster : tensor<128xi32>, tensor<128xi32>
    %hist = tile.atomic_rmw add %bins[%b], %ones mask %valid scope gpu : tensor<128xi32>, tensor<128xi32>
    %prev = tile.atomic_rmw exch %lock[%o], %zero sem release scope gpu : tensor<1xi32>, tensor<1xi32>
    ```
  }];
  let arguments = (ins Tile_AtomicKind:$kind, Tile_PointerType:$base,
                       Tile_IntTile:$offsets, Tile_Tile:$value,
                       Optional<Tile_MaskTile>:$mask,
                       OptionalAttr<Tile_MemSem>:$sem, Tile_MemScope:$scope);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = [{
    $kind $base `[` $offsets `]` `,` $value (`mask` $mask^)? (`sem` $sem^)? `scope` $scope attr-dict `:` type($offsets) `,` type($value)
  }];
  let hasVerifier = 1;
}

def Tile_AtomicCASOp : Tile_Op<"atomic_cas", [
    MemoryEffects<[MemRead, MemWrite]>,
    AllTypesMatch<["compare", "value", "result"]>,
    TypesMatchWith<"base points to the value element type", "value", "base",
      "::tile::PointerType::get($_self.getContext(), ::llvm::cast<::mlir::ShapedType>($_self).getElementType())">,
    OptionalTypesMatchWith<"mask is an i1 tile of the offsets' shape", "offsets", "mask",
      "::llvm::cast<::mlir::ShapedType>($_self).clone(::mlir::IntegerType::get($_self.getContext(), 1))">]> {
  let summary = "atomic compare-and-swap on global memory with a scope";
  let description = [{
    For every element: `result[i] = base[offsets[i]]`, and where that
    equals `compare[i]`, `base[offsets[i]] = value[i]`, atomically
    (`atom.cas.b32`), with `sem` and `scope` as for `tile.atomic_rmw`.
    Where `mask[i]` is false nothing happens and `result[i]` is 0. Elements
    are i32, i64, f32 or f64 (compared bit for bit). Each element is applied once.

    ```mlir
    %was = tile.atomic_cas %lock[%o], %zero, %one sem acquire scope gpu : tensor<1xi32>, tensor<1xi32>
    ```
  }];
  let arguments = (ins Tile_PointerType:$base, Tile_IntTile:$offsets,
                       Tile_Tile:$compare, Tile_Tile:$value,
                       Optional<Tile_MaskTile>:$mask,
                       OptionalAttr<Tile_MemSem>:$sem, Tile_MemScope:$scope);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = [{
    $base `[` $offsets `]` `,` $compare `,` $value (`mask` $mask^)? (`sem` $sem^)? `scope` $scope attr-dict `:` type($offsets) `,` type($value)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// mbarriers
//===----------------------------------------------------------------------===//

def Tile_MbarrierInitOp : Tile_Op<"mbarrier_init"> {
  let summary = "initializes an mbarrier with an expected arrival count";
  let description = [{
    Issued once (thread 0), then the block synchronizes so every thread
    sees the initialized barrier. `bar` is an 8-byte aligned offset into
    the `smem_bytes` region.

    ```mlir
    tile.mbarrier_init %bar, %c1
    ```
  }];
  let arguments = (ins I32:$bar, I32:$count);
  let assemblyFormat = "$bar `,` $count attr-dict";
  let hasVerifier = 1;
}

def Tile_MbarrierInvalOp : Tile_Op<"mbarrier_inval"> {
  let summary = "invalidates an mbarrier (the block synchronizes first; issued once)";
  let arguments = (ins I32:$bar);
  let assemblyFormat = "$bar attr-dict";
  let hasVerifier = 1;
}

def Tile_MbarrierArriveOp : Tile_Op<"mbarrier_arrive"> {
  let summary = "every thread arrives on an mbarrier (optionally counting N arrivals)";
  let description = [{
    Every thread of the block performs `mbarrier.arrive` (with `count`,
    N arrivals each; sm_90+) and gets the barrier's phase token, which
    `tile.mbarrier_test_wait` / `tile.mbarrier_try_wait` accept.

    ```mlir
    %tok = tile.mbarrier_arrive %bar : i64
    %tok2 = tile.mbarrier_arrive %bar count %c2 : i64
    ```
  }];
  let arguments = (ins I32:$bar, Optional<I32>:$count);
  let results = (outs I64:$token);
  let assemblyFormat = "$bar (`count` $count^)? attr-dict `:` type($token)";
  let hasVerifier = 1;
}

def Tile_MbarrierArriveClusterOp : Tile_Op<"mbarrier_arrive_cluster"> {
  let summary = "every thread arrives on the mbarrier of a cluster peer block";
  let description = [{
    `mbarrier.arrive.release.cluster.shared::cluster.b64` on the barrier
    at `bar` in the block of rank `rank` in the cluster (sm_90+).

    ```mlir
    tile.mbarrier_arrive_cluster %bar, %peer count %c1
    ```
  }];
  let arguments = (ins I32:$bar, I32:$rank, Optional<I32>:$count);
  let assemblyFormat = "$bar `,` $rank (`count` $count^)? attr-dict";
  let hasVerifier = 1;
}

class Tile_MbarrierTxOp<string mnemonic, string what>
    : Tile_Op<mnemonic> {
  let summary = what;
  let arguments = (ins I32:$bar, I32:$bytes, Optional<I32>:$rank);
  let assemblyFormat = "$bar `,` $bytes (`rank` $rank^)? attr-dict";
  let hasVerifier = 1;
}

def Tile_MbarrierArriveExpectTxOp : Tile_MbarrierTxOp<"mbarrier_arrive_expect_tx",
    "arrives once and expects `bytes` of transactions (issued once; sm_90+)"> {
  let description = [{
    Thread 0 performs `mbarrier.arrive.expect_tx` (with `rank`, on the
    barrier of that cluster peer: `.release.cluster.shared::cluster`).

    ```mlir
    tile.mbarrier_arrive_expect_tx %bar, %c16384
    ```
  }];
}
def Tile_MbarrierExpectTxOp : Tile_MbarrierTxOp<"mbarrier_expect_tx",
    "raises the barrier's expected transaction count (issued once; sm_90+)">;
def Tile_MbarrierCompleteTxOp : Tile_MbarrierTxOp<"mbarrier_complete_tx",
    "completes `bytes` of transactions on the barrier (issued once; sm_90+)">;

def Tile_MbarrierTestWaitOp : Tile_Op<"mbarrier_test_wait"> {
  let summary = "non-blocking test whether an mbarrier phase completed";
  let description = [{
    `phase` is a token from `tile.mbarrier_arrive` (i64) or a phase parity
    (i32, 0 or 1: `.parity`). Every thread tests.

    ```mlir
    %done = tile.mbarrier_test_wait %bar, %tok : i64
    %done2 = tile.mbarrier_test_wait %bar, %parity : i32
    ```
  }];
  let arguments = (ins I32:$bar, AnyTypeOf<[I32, I64]>:$phase);
  let results = (outs I1:$done);
  let assemblyFormat = "$bar `,` $phase attr-dict `:` type($phase)";
  let hasVerifier = 1;
}

def Tile_MbarrierTryWaitOp : Tile_Op<"mbarrier_try_wait"> {
  let summary = "potentially blocking test of an mbarrier phase, with a time limit";
  let description = [{
    `mbarrier.try_wait[.parity]`: waits up to a system-dependent time (or
    about `timeout` nanoseconds) for the phase; `phase` as for
    `tile.mbarrier_test_wait`. sm_90+.

    ```mlir
    %done = tile.mbarrier_try_wait %bar, %parity timeout %c1000 : i32
    ```
  }];
  let arguments = (ins I32:$bar, AnyTypeOf<[I32, I64]>:$phase,
                       Optional<I32>:$timeout);
  let results = (outs I1:$done);
  let assemblyFormat = "$bar `,` $phase (`timeout` $timeout^)? attr-dict `:` type($phase)";
  let hasVerifier = 1;
}

def Tile_MbarrierWaitOp : Tile_Op<"mbarrier_wait"> {
  let summary = "blocks until an mbarrier phase completed (a try_wait loop; sm_90+)";
  let description = [{
    ```mlir
    tile.mbarrier_wait %bar, %parity : i32
    ```
  }];
  let arguments = (ins I32:$bar, AnyTypeOf<[I32, I64]>:$phase);
  let assemblyFormat = "$bar `,` $phase attr-dict `:` type($phase)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// TMA (cp.async.bulk.tensor)
//===----------------------------------------------------------------------===//

def Tile_L2PolicyOp : Tile_Op<"l2_policy", [Pure]> {
  let summary = "an L2 cache policy for the cache_hint operand (createpolicy)";
  let description = [{
    ```mlir
    %pol = tile.l2_policy evict_last : i64
    ```
  }];
  let arguments = (ins Tile_L2Eviction:$eviction);
  let results = (outs I64:$policy);
  let assemblyFormat = "$eviction attr-dict `:` type($policy)";
}

def Tile_TmaLoadOp : Tile_Op<"tma_load", [AttrSizedOperandSegments]> {
  let summary = "TMA: copies a box of a tensor from global to shared memory (issued once)";
  let description = [{
    `cp.async.bulk.tensor.<N>d.shared::cluster.global.<mode>
    .mbarrier::complete_tx::bytes`: thread 0 starts the copy of the box at
    `coords` (1 to 5, innermost first) of the tensor described by `desc`
    (a `tile.tensor_map` parameter, or a pointer to a CUtensorMap in global
    memory) into byte offset `dst` of the `smem_bytes` region; the barrier
    at `bar` counts the bytes as they land (arm it with
    `tile.mbarrier_arrive_expect_tx`).

    - `mode`: `tile` (default), `im2col` (3-5 D; N-2 `im2col` offsets),
      `im2col_w`, `im2col_w128` (3-5 D; 2 offsets: w-halo, w-offset;
      sm_100a/f, 103a/f, 110a/f).
    - `multicast %mask`: the box lands in every block of the cluster whose
      rank bit is set in the 16-bit `mask`.
    - `cache_hint %policy`: an L2 policy from `tile.l2_policy`.
    - `cta_group 2`: the barrier may be in the peer block of a CTA pair
      (sm_100a/f, 103a/f, 110a/f).

    ```mlir
    tile.tma_load %desc[%x, %y], %c0, %bar : !tile.ptr<f16>
    tile.tma_load %desc[%x, %y], %c0, %bar multicast %mask cache_hint %pol : !tile.ptr<f16>
    tile.tma_load %desc[%c, %w, %h, %n], %c0, %bar im2col[%o1, %o2] mode im2col : !tile.ptr<f16>
    ```
  }];
  let arguments = (ins Tile_PointerType:$desc, Variadic<I32>:$coords,
                       I32:$dst, I32:$bar, Variadic<I32>:$im2col_offsets,
                       Optional<I32>:$multicast_mask,
                       Optional<I64>:$cache_hint,
                       OptionalAttr<Tile_TmaMode>:$mode,
                       OptionalAttr<I32Attr>:$cta_group);
  let assemblyFormat = [{
    $desc `[` $coords `]` `,` $dst `,` $bar
    (`im2col` `[` $im2col_offsets^ `]`)?
    (`multicast` $multicast_mask^)? (`cache_hint` $cache_hint^)?
    (`mode` $mode^)? (`cta_group` $cta_group^)? attr-dict `:` type($desc)
  }];
  let hasVerifier = 1;
}

def Tile_TmaStoreOp : Tile_Op<"tma_store", [AttrSizedOperandSegments]> {
  let summary = "TMA: copies (or reduces) a box from shared to global memory";
  let description = [{
    Every thread makes its shared-memory writes visible to the async proxy
    (`fence.proxy.async.shared::cta`), the block synchronizes, then thread
    0 issues `cp.async.bulk.tensor.<N>d.global.shared::cta.tile.bulk_group`
    (or `cp.reduce.async.bulk.tensor` with `reduce add|min|max|inc|dec|and
    |or|xor`) from byte offset `src` of the `smem_bytes` region, and
    commits the bulk group. `tile.tma_store_wait` waits for it.

    ```mlir
    tile.tma_store %c0, %desc[%x, %y] : !tile.ptr<f32>
    tile.tma_store %c0, %desc[%x, %y] reduce add : !tile.ptr<f32>
    ```
  }];
  let arguments = (ins I32:$src, Tile_PointerType:$desc, Variadic<I32>:$coords,
                       Optional<I64>:$cache_hint,
                       OptionalAttr<Tile_TmaReduce>:$reduce);
  let assemblyFormat = [{
    $src `,` $desc `[` $coords `]` (`reduce` $reduce^)?
    (`cache_hint` $cache_hint^)? attr-dict `:` type($desc)
  }];
  let hasVerifier = 1;
}

def Tile_TmaStoreWaitOp : Tile_Op<"tma_store_wait"> {
  let summary = "waits for this block's TMA stores (cp.async.bulk.wait_group 0)";
  let description = [{
    Thread 0 waits until its committed bulk groups completed (`read`: only
    until their shared memory was read, so it may be reused), then the
    block synchronizes.

    ```mlir
    tile.tma_store_wait read
    ```
  }];
  let arguments = (ins UnitAttr:$read);
  let assemblyFormat = "(`read` $read^)? attr-dict";
}

def Tile_TmaPrefetchOp : Tile_Op<"tma_prefetch", [AttrSizedOperandSegments]> {
  let summary = "TMA: prefetches a box of a tensor into L2 (issued once)";
  let description = [{
    `cp.async.bulk.prefetch.tensor.<N>d.L2.global.<tile|im2col>`.

    ```mlir
    tile.tma_prefetch %desc[%x, %y] : !tile.ptr<f16>
    ```
  }];
  let arguments = (ins Tile_PointerType:$desc, Variadic<I32>:$coords,
                       Variadic<I32>:$im2col_offsets,
                       Optional<I64>:$cache_hint,
                       OptionalAttr<Tile_TmaMode>:$mode);
  let assemblyFormat = [{
    $desc `[` $coords `]` (`im2col` `[` $im2col_offsets^ `]`)?
    (`cache_hint` $cache_hint^)? (`mode` $mode^)? attr-dict `:` type($desc)
  }];
  let hasVerifier = 1;
}

def Tile_TensorMapPrefetchOp : Tile_Op<"tensormap_prefetch"> {
  let summary = "prefetches a tensor-map descriptor (prefetch.tensormap; issued once)";
  let arguments = (ins Tile_PointerType:$desc);
  let assemblyFormat = "$desc attr-dict `:` type($desc)";
}

// Shared-memory buffers and async copies.
include "TileDialect/TileBuffers.td"

// tcgen05 accumulators in tensor memory.
include "TileDialect/TileTensorMemory.td"

// Warp-specialized partitions.
include "TileDialect/TilePartitions.td"

#endif // TILE_OPS_TD
