#!/usr/bin/env python3
"""The C++ libraries of tile depend only downward: every #include of a tile
header (and of a private header next to the file) must name a component
the including file's component may use. Prints each violation and a count.

  target        the target model (TargetInfo.h; LLVMSupport only)
  dialect       the tile and tile_nv dialects, the pass declarations and
                the module's target (ModuleTarget.h)
  analysis      lib/Analysis: facts about tile IR
  transforms    lib/Transforms: tile-level passes (tile-lower-dot,
                tile-pipeline)
  nvtollvm      lib/Conversion/NVToLLVM: tile_nv to LLVM
  conversion    convert-tile-to-llvm (lib/Conversion/TileToLLVM,
                TileToNV) and its headers
  targetpasses  tile-set-target, tile-attach-nvvm-target
  compiler      the compile pipeline and PTX emission

transforms and conversion are siblings: neither includes the other (a
pass reads what an analysis says, the lowering reads what a pass wrote).

Usage: layering.py SRC_ROOT
"""
import pathlib
import re
import sys

BELOW = {
    "target": {"target"},
    "dialect": {"target", "dialect"},
    "analysis": {"target", "dialect", "analysis"},
    "transforms": {"target", "dialect", "analysis", "transforms"},
    "nvtollvm": {"target", "dialect", "nvtollvm"},
    "conversion": {"target", "dialect", "analysis", "nvtollvm", "conversion"},
    "targetpasses": {"target", "dialect", "targetpasses"},
    "compiler": {"target", "dialect", "analysis", "transforms", "nvtollvm",
                 "conversion", "targetpasses", "compiler"},
}

COMPILER_SOURCES = {"Pipeline.cpp", "PTXEmitter.cpp", "Toolchain.cpp",
                    "Metadata.cpp"}


def component(rel):
    """The component of a path relative to the source root, or None."""
    parts = rel.parts
    if parts[0] == "include":
        sub = parts[2] if len(parts) > 3 else None
        name = parts[-1]
        if sub == "Target":
            return {"TargetInfo.h": "target", "ModuleTarget.h": "dialect",
                    "Compiler.h": "compiler"}.get(name)
        if sub in ("NV", None):
            return "dialect"
        if sub == "Analysis":
            return "analysis"
        if sub == "Conversion":
            return "nvtollvm" if name.startswith("NVToLLVM") else "conversion"
        return None
    if parts[0] == "lib":
        top = parts[1]
        if top == "Target":
            if parts[-1] == "TargetInfo.cpp":
                return "target"
            if parts[-1] in COMPILER_SOURCES:
                return "compiler"
            return "targetpasses"
        if top == "Conversion":
            return "nvtollvm" if parts[2] == "NVToLLVM" else "conversion"
        return {"Dialect": "dialect", "Analysis": "analysis",
                "Transforms": "transforms"}.get(top)
    return None


INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def main():
    root = pathlib.Path(sys.argv[1])
    files = sorted(p for d in ("include", "lib") for p in (root / d).rglob("*")
                   if p.suffix in (".h", ".cpp"))
    bad = 0
    for path in files:
        rel = path.relative_to(root)
        mine = component(rel)
        if mine is None:
            continue
        for inc in INCLUDE.findall(path.read_text()):
            if inc.endswith(".inc"):
                continue  # generated from the .td beside the header
            if inc.startswith("TileDialect/"):
                target = root / "include" / inc
            else:
                target = path.parent / inc
            if not target.exists():
                continue  # not a tile header
            theirs = component(target.relative_to(root))
            if theirs and theirs not in BELOW[mine]:
                print(f"{rel}: {mine} includes {inc} ({theirs})")
                bad += 1
    print(f"{bad} include(s) against the layering")
    return 0


if __name__ == "__main__":
    sys.exit(main())
