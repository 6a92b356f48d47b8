//===- TileTypes.td - tile types ---------------------------*- tablegen -*-===//
#ifndef TILE_TYPES_TD
#define TILE_TYPES_TD

include "TileDialect/TileDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

class Tile_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Tile_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Tile_PointerType : Tile_Type<"Pointer", "ptr"> {
  let summary = "a pointer to global memory holding elements of one type";
  let description = [{
    `!tile.ptr<f32>` points at global memory of `f32` elements. Kernels take
    pointers as parameters; `tile.load` and `tile.store` address elements
    through a tile of element offsets from the pointer.
  }];
  let parameters = (ins "::mlir::Type":$pointeeType);
  let assemblyFormat = "`<` $pointeeType `>`";
  let genVerifyDecl = 1;
}

/// A tile: a statically shaped ranked tensor of integers or floats.
def Tile_Tile : Type<
    And<[AnyStaticShapeTensor.predicate,
         CPred<"::llvm::cast<::mlir::ShapedType>($_self).getElementType().isIntOrFloat()">]>,
    "statically shaped tile of integers or floats",
    "::mlir::RankedTensorType">;

def Tile_IntTile : Type<
    And<[AnyStaticShapeTensor.predicate,
         CPred<"::llvm::isa<::mlir::IntegerType>(::llvm::cast<::mlir::ShapedType>($_self).getElementType())">]>,
    "statically shaped tile of integers", "::mlir::RankedTensorType">;

def Tile_MaskTile : Type<
    And<[AnyStaticShapeTensor.predicate,
         CPred<"::llvm::cast<::mlir::ShapedType>($_self).getElementType().isInteger(1)">]>,
    "statically shaped tile of i1", "::mlir::RankedTensorType">;

#endif // TILE_TYPES_TD
