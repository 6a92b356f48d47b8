//===- TileLayouts.td - where a tile's elements live -------*- tablegen -*-===//
//
// The layout encodings of tile types: how a tile's elements are spread
// over the threads of a block, written on the tile's tensor type once
// tile-assign-layouts has run (`tensor<64x64xf32, #tile.blocked<...>>`);
// and their shared-memory counterpart, #tile.shared: where a tile staged
// in shared memory puts each element (the rings a pipeline plan records).
//
//===----------------------------------------------------------------------===//
#ifndef TILE_LAYOUTS_TD
#define TILE_LAYOUTS_TD

include "TileDialect/TileDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/TensorEncoding.td"

def Tile_LayoutAttrInterface : AttrInterface<"LayoutAttrInterface"> {
  let cppNamespace = "::tile";
  let description = [{
    A layout encoding of a tile type: which elements of the tile each
    thread of the block holds, slot by slot. Each is also a
    `VerifiableTensorEncoding` (the tile's shape must fit it).
  }];
  let methods = [
    InterfaceMethod<"Threads of the block the tile is spread over.",
                    "int64_t", "getNumThreads">,
    InterfaceMethod<"Elements (slots) each thread holds of a tile of "
                    "`shape`.", "int64_t", "getSlotsPerThread",
                    (ins "::llvm::ArrayRef<int64_t>":$shape)>,
    InterfaceMethod<"The layout of a tile of `shape` as a linear map over "
                    "F2 (register, lane, warp -> dim0, dim1, ...; "
                    "include/TileDialect/LinearLayout.h), or std::nullopt "
                    "where it is not linear (a size that is not a power of "
                    "two, tiles not dealt evenly).",
                    "std::optional<::tile::LinearLayout>", "toLinearLayout",
                    (ins "::llvm::ArrayRef<int64_t>":$shape)>,
  ];
}

class Tile_LayoutAttr<string name, string mnemonicName>
    : AttrDef<Tile_Dialect, name, [
        DeclareAttrInterfaceMethods<Tile_LayoutAttrInterface>,
        DeclareAttrInterfaceMethods<VerifiableTensorEncoding>]> {
  let mnemonic = mnemonicName;
}

def Tile_BlockedLayoutAttr : Tile_LayoutAttr<"BlockedLayout", "blocked"> {
  let summary = "Runs of consecutive elements dealt round-robin to threads";
  let description = [{
    The distribution of every tile that is not a tensor-core fragment: the
    tile's elements in row-major order, in runs of `run` consecutive
    elements dealt to the `threads` threads in turn. Slot `s` of thread `t`
    holds element `((s / run) * threads + t) * run + s % run`, wrapping
    around (mod the element count) where the tile has fewer elements than
    the block or not a multiple of it (run 1 there: element
    `t + s * threads`).

    ```mlir
    tensor<64x64xf32, #tile.blocked<run = 4, threads = 128>>
    ```

    `run` is a power of two up to the lowering's `max-run` dividing the
    element count by the block size: global loads and stores of a run are
    single vector instructions where aligned.
  }];
  let parameters = (ins "int64_t":$run, "int64_t":$threads);
  let assemblyFormat = "`<` `run` `=` $run `,` `threads` `=` $threads `>`";
  let genVerifyDecl = 1;
}

def Tile_MmaSyncLayoutAttr : Tile_LayoutAttr<"MmaSyncLayout", "mma_sync"> {
  let summary = "The accumulator of mma.sync dots (16x8 tiles over warps)";
  let description = [{
    The registers an `mma.sync.m16n8k*` accumulator lives in: the M x N
    tile in 16x8 tiles, whose element `i` of lane `4 g + q` is at row
    `g + 8 (i / 2)`, column `2 q + i % 2` (PTX ISA), dealt to the block's
    `warps` warps. With `warp_tiles = [tm, tn]` and `warps_n = wn` the
    warps form a (warps / wn) x wn grid and warp `(w / wn, w % wn)` takes a
    block of tm x tn tiles (round `r`: tile row `(w / wn) tm + r / tn`,
    column `(w % wn) tn + r % tn`); without them the tiles are dealt
    round-robin (warp `w` takes tiles `w`, `w + warps`, ...). Slot `4 r + i`
    is element `i` of round `r`.

    ```mlir
    tensor<64x64xf32, #tile.mma_sync<warps = 4, warp_tiles = [1, 8], warps_n = 1>>
    tensor<16x8xf32, #tile.mma_sync<warps = 4>>
    ```
  }];
  let parameters = (ins "int64_t":$warps,
                        OptionalArrayRefParameter<"int64_t">:$warp_tiles,
                        DefaultValuedParameter<"int64_t", "0">:$warps_n);
  let assemblyFormat = [{
    `<` `warps` `=` $warps (`,` `warp_tiles` `=` `[` $warp_tiles^ `]`)?
    (`,` `warps_n` `=` $warps_n^)? `>`
  }];
  let genVerifyDecl = 1;
}

def Tile_WgmmaLayoutAttr : Tile_LayoutAttr<"WgmmaLayout", "wgmma"> {
  let summary = "The accumulator of wgmma dots (64 x N tiles over warpgroups)";
  let description = [{
    The registers a `wgmma.mma_async.m64nNk*` accumulator lives in: the
    tile in 64 x `n` tiles (`n` the instruction's N), dealt round-robin to
    the first `warpgroups` of the block's `of` warpgroups (fewer where a
    producer warpgroup only copies). Register `i` of lane `4 g + q` of warp
    `w` of its warpgroup is at row `16 w + g + 8 ((i >> 1) & 1)`, column
    `8 (i >> 2) + 2 q + (i & 1)` (PTX ISA); slot `r * n / 2 + i` is
    register `i` of round `r`.

    ```mlir
    tensor<128x256xf32, #tile.wgmma<n = 256, warpgroups = 2, of = 3>>
    ```
  }];
  let parameters = (ins "int64_t":$n, "int64_t":$warpgroups, "int64_t":$of);
  let assemblyFormat =
      "`<` `n` `=` $n `,` `warpgroups` `=` $warpgroups `,` `of` `=` $of `>`";
  let genVerifyDecl = 1;
}

def Tile_Tcgen05LayoutAttr : Tile_LayoutAttr<"Tcgen05Layout", "tcgen05"> {
  let summary = "A tcgen05 accumulator as tcgen05.ld.32x32b reads it back";
  let description = [{
    The 128 x N accumulator of a tcgen05 pipeline, which lives in tensor
    memory, as `tcgen05.ld.32x32b` reads it into the registers of the
    first `warpgroups` of the block's `of` warpgroups (fewer where a
    persistent loop's producer warpgroup only copies): warp `w` holds row
    `32 (w mod 4) + lane` of columns `(w / 4) N / warpgroups` on, slot `s`
    the column `s` past them. The loop-carried accumulator and its dot are
    in it too (the registers it becomes once the loop is done), and so is
    the result of a tcgen05 `tile.dot` outside such a pipeline (M = 128)
    that stays in registers: read back by tcgen05.ld where it is, its
    rows reduced within the thread (attention's S on sm_100a).

    ```mlir
    tensor<128x256xf32, #tile.tcgen05<warpgroups = 2, of = 2>>
    ```
  }];
  let parameters = (ins "int64_t":$warpgroups, "int64_t":$of);
  let assemblyFormat =
      "`<` `warpgroups` `=` $warpgroups `,` `of` `=` $of `>`";
  let genVerifyDecl = 1;
}

def Tile_SliceLayoutAttr : Tile_LayoutAttr<"SliceLayout", "slice"> {
  let summary = "A row or column vector held by the threads of a 2-D layout";
  let description = [{
    The 1-D tile that reducing a 2-D tile in layout `parent` along `dim`
    leaves (and that broadcasting back along `dim` expects): every thread
    holds the elements of the rows (`dim = 1`) or columns (`dim = 0`) its
    parent slots lie in, so a row max of an accumulator and its broadcast
    into the next iteration stay in registers. The parent must be an
    accumulator layout with whole rows per slot group (the tilings row
    reductions take): an `#tile.mma_sync` in blocks (`warp_tiles`), not
    dealt round-robin. Its tile is the parent's rows (an mma.sync block's
    16 tm (warps / wn), any multiple of 64 for wgmma, whose parent is one
    tile across, 128 for tcgen05), and slot `g` of a thread is its parent
    slots' row group `g`, in the order they reach it: the parent's linear
    map with the columns dropped, where the lanes of a quad (and the warps
    of a block row) hold the same element. Under a `#tile.tcgen05` parent
    thread t of each warpgroup holds row t, one slot: a row reduction
    combines within the thread (and, over several warpgroups, their parts
    of the row).

    ```mlir
    tensor<64xf32, #tile.slice<dim = 1, parent = #tile.wgmma<n = 64, warpgroups = 1, of = 1>>>
    ```
  }];
  let parameters = (ins "int64_t":$dim, "::mlir::Attribute":$parent);
  let assemblyFormat = "`<` `dim` `=` $dim `,` `parent` `=` $parent `>`";
  let genVerifyDecl = 1;
}

def Tile_SharedLayoutAttr : AttrDef<Tile_Dialect, "SharedLayout"> {
  let mnemonic = "shared";
  let summary = "Where a 2-D tile staged in shared memory puts each element";
  let description = [{
    The shared-memory counterpart of the register layouts: the byte at
    which each element of a `rows x cols` tile of `elem_bytes`-byte
    elements lies, the tile stored row after row (with `transposed`,
    column after column: dimension 0 contiguous, as a K-major `K x N`
    operand is stored `N x K`). The stored rows are
    contiguous along the other dimension, "lines" below.

    - `swizzle` 32, 64 or 128 (bytes): the swizzled layouts TMA writes and
      wgmma and tcgen05 read: the lines in slabs of `swizzle` bytes of
      each line (slab `s` holds bytes `[s W, (s + 1) W)` of every line,
      `lines x W` bytes one after the other), 16-byte chunk `c` of line
      `r` of a slab at chunk `c ^ (r / (128 / W) % (W / 16))` (the
      hardware's swizzle: address bits 4.. XOR bits 7..). A line is a
      multiple of W bytes.
    - `swizzle` 0: plain lines, each followed by `pad` bytes (a multiple
      of 16): mma.sync's padded stages (16 bytes, so that the fragment
      reads of a warp hit distinct banks) and narrow unswizzled TMA boxes
      (no padding). A swizzled layout has no padding.

    - `scales`: the block scales of a tcgen05 block-scaled MMA (one byte
      each: a `rows x blocks` tile, rows of A's M or B's N, a scale per
      block of K) in the 512-byte atoms `tcgen05.cp .32x128b.warpx4`
      copies into tensor memory: scale `(r, c)` in atom `(c / 4)
      ceil(rows / 128) + r / 128`, at byte `(r mod 32) 16 + (r mod 128 /
      32) 4 + c mod 4` of it. Four consecutive blocks of a row are
      contiguous; rows past the tile's up to a multiple of 128 and blocks
      up to a multiple of 4 are unused bytes of their atoms. Not swizzled,
      transposed or padded; 1-byte elements.

    - `core`: the no-swizzle layout of wgmma's and tcgen05's matrix
      descriptors (PTX ISA "canonical layouts", the interleaved core
      matrices): the lines in bands of 8, the 16-byte chunk `c` of the 8
      lines of band `g` one 128-byte core matrix (line `r` at byte
      `16 (r mod 8)` of it), the core matrices band after band: chunk `c`
      of band `g` at byte `128 (g C + c)`, `C` = line bytes / 16. A
      K-major operand's descriptor has leading byte offset 128 and stride
      byte offset 128 C; an MN-major one (lines of N) the two swapped.
      Lines a multiple of 16 bytes, 8 lines or a multiple of 8: what an
      operand whose lines no swizzle spans (an 8-bit K x N B of 48 or 144
      bytes of N) is staged in. Not swizzled or padded.

    A cp_async_wgmma plan without a shared layout for its stages still
    means that layout (PipelineMatch::kCopyLbo).

    ```mlir
    #tile.shared<swizzle = 128, elem_bytes = 2>
    #tile.shared<swizzle = 64, elem_bytes = 2, transposed>
    #tile.shared<swizzle = 0, elem_bytes = 2, pad = 16>
    #tile.shared<swizzle = 0, elem_bytes = 1, scales>
    #tile.shared<swizzle = 0, elem_bytes = 1, core>
    ```

    Its linear map (`toLinearLayout(shape)`) goes from the element offset
    (in-dimension `offset`) to (dim0, dim1) of the tile; the swizzled ones
    are `LinearLayout::wgmmaSwizzled` of the stored lines, the plain ones
    without padding the row-major (or column-major) order, the core
    matrices' the interleaving above; none with padding (its offsets
    leave holes) or where a dimension is not a power of two.
  }];
  let parameters = (ins "int64_t":$swizzle, "int64_t":$elem_bytes,
                        DefaultValuedParameter<"bool", "false">:$transposed,
                        DefaultValuedParameter<"int64_t", "0">:$pad,
                        DefaultValuedParameter<"bool", "false">:$scales,
                        DefaultValuedParameter<"bool", "false">:$core);
  let builders = [
    AttrBuilder<(ins "int64_t":$swizzle, "int64_t":$elem_bytes,
                     "bool":$transposed, "int64_t":$pad), [{
      return $_get($_ctxt, swizzle, elem_bytes, transposed, pad, false,
                   false);
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The `scales` layout's 512-byte atoms: 128 rows x 4 blocks.
    static constexpr int64_t kScaleAtomBytes = 512;
    /// The `core` layout's core matrices: 8 lines of 16 bytes.
    static constexpr int64_t kCoreLines = 8;
    static constexpr int64_t kCoreChunkBytes = 16;
    static constexpr int64_t kCoreMatrixBytes = 128;
    /// Whether `lines` lines of `lineBytes` bytes are whole core matrices:
    /// bands of 8 lines of 16-byte chunks.
    static bool holdsCoreMatrices(int64_t lines, int64_t lineBytes) {
      return lines % kCoreLines == 0 && lineBytes % kCoreChunkBytes == 0;
    }
    /// The `core` layout of `elemBytes`-byte elements.
    static SharedLayoutAttr getCore(::mlir::MLIRContext *ctx,
                                    int64_t elemBytes) {
      return get(ctx, 0, elemBytes, false, 0, false, true);
    }
    /// The atoms a `rows x blocks` tile of scales takes.
    static int64_t scaleAtoms(int64_t rows, int64_t blocks) {
      return (rows + 127) / 128 * ((blocks + 3) / 4);
    }
    /// The map from element offset to (dim0, dim1) of a tile of `shape`,
    /// or std::nullopt (padding, a dimension not a power of two, a line
    /// that is not a multiple of the swizzle span).
    std::optional<::tile::LinearLayout>
    toLinearLayout(::llvm::ArrayRef<int64_t> shape) const;
    /// (lines, line length in elements) of a tile of `shape` as stored.
    std::pair<int64_t, int64_t> storedLines(::llvm::ArrayRef<int64_t> shape) const {
      return getTransposed() ? std::pair{shape[1], shape[0]}
                             : std::pair{shape[0], shape[1]};
    }
  }];
}

#endif // TILE_LAYOUTS_TD
