//===- TileOps.td - tile operations ------------------------*- tablegen -*-===//
#ifndef TILE_OPS_TD
#define TILE_OPS_TD

include "TileDialect/TileDialect.td"
include "TileDialect/TileTypes.td"
include "TileDialect/TileAttrs.td"
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
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       DefaultValuedAttr<ConfinedAttr<I32Attr, [IntPositive]>,
                                         "4">:$num_warps);
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
  }];
  let arguments = (ins Tile_ReduceKind:$kind, Tile_Tile:$src, I32Attr:$axis);
  let results = (outs AnyTypeOf<[Tile_Tile, AnyInteger, AnyFloat]>:$result);
  let assemblyFormat = "$kind $src `axis` $axis attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
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

    `tile-lower-dot` picks the tensor-core family from the target
    (tcgen05, wgmma or mma.sync); the optional `kind` attribute forces one.

    ```mlir
    %d = tile.dot %a, %b, %c : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
    %e = tile.dot %a, %b, %c kind wgmma : tensor<128x64xbf16>, tensor<64x128xbf16> -> tensor<128x128xf32>
    ```
  }];
  let arguments = (ins Tile_Tile:$a, Tile_Tile:$b, Tile_Tile:$acc,
                       OptionalAttr<Tile_DotKind>:$kind);
  let results = (outs Tile_Tile:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $acc (`kind` $kind^)? attr-dict `:` type($a) `,` type($b) `->` type($result)
  }];
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
    sm_121a/f, or to tcgen05 block scaling on tensor-memory targets; any
    other target is an error.

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

#endif // TILE_OPS_TD
