//===- NVTcgen05Enums.td - Modifiers of tcgen05 ------------*- tablegen -*-===//
//
// The modifiers only the tcgen05 family takes, in a file of their own
// (generated into NVTcgen05Enums.h.inc / .cpp.inc) so that the family adds
// nothing to the shared NVEnums.td. A case's string is its PTX spelling;
// the shapes start with `_` because an MLIR keyword cannot start with a
// digit.
//
//===----------------------------------------------------------------------===//
#ifndef TILE_NV_TCGEN05_ENUMS_TD
#define TILE_NV_TCGEN05_ENUMS_TD

include "mlir/IR/EnumAttr.td"

def NV_Tcgen05KindF16      : I32EnumAttrCase<"f16", 0>;
def NV_Tcgen05KindTf32     : I32EnumAttrCase<"tf32", 1>;
def NV_Tcgen05KindF8f6f4   : I32EnumAttrCase<"f8f6f4", 2>;
def NV_Tcgen05KindI8       : I32EnumAttrCase<"i8", 3>;
def NV_Tcgen05KindMxf8f6f4 : I32EnumAttrCase<"mxf8f6f4", 4>;
def NV_Tcgen05KindMxf4     : I32EnumAttrCase<"mxf4", 5>;
def NV_Tcgen05KindMxf4nvf4 : I32EnumAttrCase<"mxf4nvf4", 6>;
def NV_Tcgen05Kind : I32EnumAttr<"Tcgen05Kind",
    "tcgen05.mma .kind (the operand types; mx* are block-scaled)",
    [NV_Tcgen05KindF16, NV_Tcgen05KindTf32, NV_Tcgen05KindF8f6f4,
     NV_Tcgen05KindI8, NV_Tcgen05KindMxf8f6f4, NV_Tcgen05KindMxf4,
     NV_Tcgen05KindMxf4nvf4]> {
  let cppNamespace = "::tile::nv";
}

// tcgen05.ld / tcgen05.st: lanes x bits a warp moves per repetition.
def NV_Tcgen05Shape32x32b   : I32EnumAttrCase<"_32x32b", 0>;
def NV_Tcgen05Shape16x64b   : I32EnumAttrCase<"_16x64b", 1>;
def NV_Tcgen05Shape16x128b  : I32EnumAttrCase<"_16x128b", 2>;
def NV_Tcgen05Shape16x256b  : I32EnumAttrCase<"_16x256b", 3>;
def NV_Tcgen05Shape16x32bx2 : I32EnumAttrCase<"_16x32bx2", 4>;
def NV_Tcgen05Shape : I32EnumAttr<"Tcgen05Shape",
    "tcgen05.ld/st shape (lanes x bits)",
    [NV_Tcgen05Shape32x32b, NV_Tcgen05Shape16x64b, NV_Tcgen05Shape16x128b,
     NV_Tcgen05Shape16x256b, NV_Tcgen05Shape16x32bx2]> {
  let cppNamespace = "::tile::nv";
}

// tcgen05.cp: rows x bits copied from shared to tensor memory.
def NV_Tcgen05CpShape128x256b : I32EnumAttrCase<"_128x256b", 0>;
def NV_Tcgen05CpShape4x256b   : I32EnumAttrCase<"_4x256b", 1>;
def NV_Tcgen05CpShape128x128b : I32EnumAttrCase<"_128x128b", 2>;
def NV_Tcgen05CpShape64x128b  : I32EnumAttrCase<"_64x128b", 3>;
def NV_Tcgen05CpShape32x128b  : I32EnumAttrCase<"_32x128b", 4>;
def NV_Tcgen05CpShape : I32EnumAttr<"Tcgen05CpShape",
    "tcgen05.cp shape (rows x bits)",
    [NV_Tcgen05CpShape128x256b, NV_Tcgen05CpShape4x256b,
     NV_Tcgen05CpShape128x128b, NV_Tcgen05CpShape64x128b,
     NV_Tcgen05CpShape32x128b]> {
  let cppNamespace = "::tile::nv";
}

// tcgen05.cp multicast over the warps' lane quarters (64x128b takes a
// warpx2 form, 32x128b warpx4).
def NV_Tcgen05CpWarpx2_02_13 : I32EnumAttrCase<"warpx2_02_13", 0>;
def NV_Tcgen05CpWarpx2_01_23 : I32EnumAttrCase<"warpx2_01_23", 1>;
def NV_Tcgen05CpWarpx4       : I32EnumAttrCase<"warpx4", 2>;
def NV_Tcgen05CpMulticast : I32EnumAttr<"Tcgen05CpMulticast",
    "tcgen05.cp multicast (.warpx2::02_13, .warpx2::01_23, .warpx4)",
    [NV_Tcgen05CpWarpx2_02_13, NV_Tcgen05CpWarpx2_01_23,
     NV_Tcgen05CpWarpx4]> {
  let cppNamespace = "::tile::nv";
}

def NV_Tcgen05FenceBefore : I32EnumAttrCase<"before_thread_sync", 0>;
def NV_Tcgen05FenceAfter  : I32EnumAttrCase<"after_thread_sync", 1>;
def NV_Tcgen05FenceKind : I32EnumAttr<"Tcgen05FenceKind",
    "tcgen05.fence::before_thread_sync / ::after_thread_sync",
    [NV_Tcgen05FenceBefore, NV_Tcgen05FenceAfter]> {
  let cppNamespace = "::tile::nv";
}

def NV_Tcgen05WaitLd : I32EnumAttrCase<"ld", 0>;
def NV_Tcgen05WaitSt : I32EnumAttrCase<"st", 1>;
def NV_Tcgen05WaitKind : I32EnumAttr<"Tcgen05WaitKind",
    "tcgen05.wait::ld / ::st", [NV_Tcgen05WaitLd, NV_Tcgen05WaitSt]> {
  let cppNamespace = "::tile::nv";
}

#endif // TILE_NV_TCGEN05_ENUMS_TD
