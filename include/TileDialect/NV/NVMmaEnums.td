//===- NVMmaEnums.td - Modifiers of the warp-level MMAs ----*- tablegen -*-===//
//
// The Mma family's own enums (its own .h.inc, included by NVMmaOps.h), so
// that the family does not touch the shared NVEnums.td.
//
//===----------------------------------------------------------------------===//
#ifndef TILE_NV_MMA_ENUMS_TD
#define TILE_NV_MMA_ENUMS_TD

include "mlir/IR/EnumAttr.td"

// An element type of an MMA operand or accumulator, as PTX spells it
// (.f16, .bf16, .tf32, ..., .s32).
def NV_MmaTypeF16  : I32EnumAttrCase<"f16", 0>;
def NV_MmaTypeBf16 : I32EnumAttrCase<"bf16", 1>;
def NV_MmaTypeTf32 : I32EnumAttrCase<"tf32", 2>;
def NV_MmaTypeE4m3 : I32EnumAttrCase<"e4m3", 3>;
def NV_MmaTypeE5m2 : I32EnumAttrCase<"e5m2", 4>;
def NV_MmaTypeE2m1 : I32EnumAttrCase<"e2m1", 5>;
def NV_MmaTypeS8   : I32EnumAttrCase<"s8", 6>;
def NV_MmaTypeF32  : I32EnumAttrCase<"f32", 7>;
def NV_MmaTypeS32  : I32EnumAttrCase<"s32", 8>;
def NV_MmaType : I32EnumAttr<"MmaType",
    "element type of an MMA operand or accumulator",
    [NV_MmaTypeF16, NV_MmaTypeBf16, NV_MmaTypeTf32, NV_MmaTypeE4m3,
     NV_MmaTypeE5m2, NV_MmaTypeE2m1, NV_MmaTypeS8, NV_MmaTypeF32,
     NV_MmaTypeS32]> {
  let cppNamespace = "::tile::nv";
}

// The `.kind::` of a block-scaled mma.sync.
def NV_MmaKindMxf8f6f4 : I32EnumAttrCase<"mxf8f6f4", 0>;
def NV_MmaKindMxf4     : I32EnumAttrCase<"mxf4", 1>;
def NV_MmaKindMxf4nvf4 : I32EnumAttrCase<"mxf4nvf4", 2>;
def NV_MmaKind : I32EnumAttr<"MmaKind", "block-scaled mma.sync kind",
    [NV_MmaKindMxf8f6f4, NV_MmaKindMxf4, NV_MmaKindMxf4nvf4]> {
  let cppNamespace = "::tile::nv";
}

// The type of a block scale factor.
def NV_MmaScaleUe8m0 : I32EnumAttrCase<"ue8m0", 0>;
def NV_MmaScaleUe4m3 : I32EnumAttrCase<"ue4m3", 1>;
def NV_MmaScaleType : I32EnumAttr<"MmaScaleType", "block scale factor type",
    [NV_MmaScaleUe8m0, NV_MmaScaleUe4m3]> {
  let cppNamespace = "::tile::nv";
}

#endif // TILE_NV_MMA_ENUMS_TD
