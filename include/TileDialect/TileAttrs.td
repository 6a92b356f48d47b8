//===- TileAttrs.td - tile attributes and enums ------------*- tablegen -*-===//
#ifndef TILE_ATTRS_TD
#define TILE_ATTRS_TD

include "TileDialect/TileDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Tile_DimX : I32EnumAttrCase<"x", 0>;
def Tile_DimY : I32EnumAttrCase<"y", 1>;
def Tile_DimZ : I32EnumAttrCase<"z", 2>;
def Tile_GridDim : I32EnumAttr<"GridDim", "grid dimension",
    [Tile_DimX, Tile_DimY, Tile_DimZ]> {
  let cppNamespace = "::tile";
}

/// The tensor-core instruction family a `tile.dot` lowers to.
def Tile_DotKindAuto       : I32EnumAttrCase<"auto_", 0, "auto">;
def Tile_DotKindMmaSync    : I32EnumAttrCase<"mma_sync", 1>;
def Tile_DotKindWgmma      : I32EnumAttrCase<"wgmma", 2>;
def Tile_DotKindTcgen05    : I32EnumAttrCase<"tcgen05", 3>;
def Tile_DotKindBlockScale : I32EnumAttrCase<"block_scale", 4>;
def Tile_DotKind : I32EnumAttr<"DotKind", "tensor-core instruction family",
    [Tile_DotKindAuto, Tile_DotKindMmaSync, Tile_DotKindWgmma,
     Tile_DotKindTcgen05, Tile_DotKindBlockScale]> {
  let cppNamespace = "::tile";
}

/// The combining function of `tile.reduce`.
def Tile_ReduceAdd : I32EnumAttrCase<"add", 0>;
def Tile_ReduceMul : I32EnumAttrCase<"mul", 1>;
def Tile_ReduceMax : I32EnumAttrCase<"max", 2>;
def Tile_ReduceMin : I32EnumAttrCase<"min", 3>;
def Tile_ReduceKind : I32EnumAttr<"ReduceKind", "reduction",
    [Tile_ReduceAdd, Tile_ReduceMul, Tile_ReduceMax, Tile_ReduceMin]> {
  let cppNamespace = "::tile";
}

#endif // TILE_ATTRS_TD
