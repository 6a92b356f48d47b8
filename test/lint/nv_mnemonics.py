#!/usr/bin/env python3
"""The PTX mnemonics of the tile_nv level are text only in
lib/Conversion/NVToLLVM: every other C++ string literal under lib/ that
names one of them is an error, except the diagnostics below, which name an
instruction in a message ("... needs sm_90 or newer") and write no PTX.

Usage: nv_mnemonics.py SRC_ROOT
"""
import pathlib
import re
import sys

# The instruction families the tile_nv level owns.
MNEMONICS = re.compile(
    r"mbarrier\.(init|inval|arrive|expect_tx|complete_tx|test_wait|try_wait)"
    r"|fence\.(proxy\.async|mbarrier_init|sc\b|acq_rel)"
    r"|barrier\.cluster"
    r"|\bbar\.(sync|arrive)"
    r"|cp\.async\.(ca|cg|commit_group|wait_group|wait_all)\b"
    r"|elect\.sync"
    r"|setmaxnreg\."
    r"|griddepcontrol\."
    r"|\b(ld|st)\.global\b|cvt\.rn\."
    r"|\bmma\.sync\.aligned"
    r"|\b(st|ld)matrix\.sync"
    r"|wgmma\.(fence|mma_async|commit_group|wait_group)"
    r"|bar\.warp\.sync"
    # tcgen05: the instruction with its first modifier (".cta_group",
    # ".sync", "::"), which messages naming "tcgen05.mma" lack.
    r"|tcgen05\.(alloc|dealloc|relinquish_alloc_permit|mma|commit|ld|st|cp"
    r"|fence|wait)(\.|::)"
    r"|cp\.(reduce\.)?async\.bulk"
    r"|prefetch\.tensormap"
    r"|\bmapa\."
    r"|\b(ld|st)\.shared::cluster"
    r"|createpolicy\."
    r"|\batom(\.|$)|\bmembar\.|%tl_p\b"
    r"|\bld\.shared\b")

# Instructions spelled in a combined PTX block that the tile_nv level does
# not model yet, by file: the literal must match exactly. Remove an entry
# when its site builds tile_nv ops.
COMBINED = {}

# Diagnostics that name an instruction (the emitters' target checks):
# exact literals.
DIAGNOSTICS = {
    "barrier.cluster.arrive", "barrier.cluster.arrive.relaxed",
    "barrier.cluster.wait", "fence.", "fence.proxy.async.shared::cta",
    "mbarrier.init", "mbarrier.inval", "mbarrier.arrive with a count",
    "mbarrier.arrive", "mbarrier.arrive.shared::cluster",
    "mbarrier.arrive.expect_tx", "mbarrier.expect_tx", "mbarrier.complete_tx",
    ".shared::cluster", "mbarrier.test_wait.parity", "mbarrier.test_wait",
    "mbarrier.try_wait.parity", "mbarrier.try_wait", "griddepcontrol.",
    "setmaxnreg", "setmaxnreg (warp specialization)", "wgmma.mma_async",
    # The instruction a tcgen05 dot could not be emitted as (Tcgen05.cpp's
    # plan diagnostics).
    "tcgen05.mma.cta_group::1.kind::",
    "ld.shared::cluster (tile.smem_load rank)",
    "st.shared::cluster (tile.smem_store rank)",
    "cp.async.bulk.tensor (tile.tma_load)", "cp.reduce.async.bulk.tensor ",
    "cp.async.bulk.tensor (tile.tma_store)",
    "cp.async.bulk.prefetch.tensor (tile.tma_prefetch)",
    "cp.async.bulk.wait_group (tile.tma_store_wait)",
    "prefetch.tensormap (tile.tensormap_prefetch)",
    "tile.load_box (cp.async.bulk.tensor)",
    "tile.store_box reduce (cp.reduce.async.bulk.tensor)",
    "tile.store_box (cp.async.bulk.tensor)",
    "cp.async.bulk.tensor (tile.load_box)",
    " elements (cp.reduce.async.bulk.tensor), not ",
    # The atomics' target checks (HopperOps.cpp) and tile.atomic_rmw's
    # verifier (TileOps.cpp).
    "atom.add.noftz.bf16", "atom.add.noftz.f16",
    "atom.add.f64 needs sm_60 or newer, not ", "64-bit atom.",
    "(atom.add.noftz), got ",
}

LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def literals(text):
    """The string literals of C++ source `text` (comments and character
    literals skipped), with their line numbers."""
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            line += text.count("\n", i, j)
            i = j
            continue
        if c == "'":
            m = re.compile(r"'(?:[^'\\\n]|\\.)*'").match(text, i)
            if m:
                i = m.end()
                continue
        if c == '"':
            m = LITERAL.match(text, i)
            if m:
                yield line, m.group(1)
                i = m.end()
                continue
        i += 1


def main():
    root = pathlib.Path(sys.argv[1])
    allowed_dir = root / "lib" / "Conversion" / "NVToLLVM"
    errors = []
    for path in sorted((root / "lib").rglob("*")):
        if path.suffix not in (".cpp", ".h") or allowed_dir in path.parents:
            continue
        rel = path.relative_to(root).as_posix()
        for line, lit in literals(path.read_text()):
            if not MNEMONICS.search(lit):
                continue
            if lit in DIAGNOSTICS or lit in COMBINED.get(rel, ()):
                continue
            errors.append(f"{rel}:{line}: PTX mnemonic in a string literal "
                          f"(build the tile_nv op instead): \"{lit}\"")
    for e in errors:
        print(e)
    print(f"{len(errors)} literal(s) name tile_nv mnemonics outside "
          "lib/Conversion/NVToLLVM")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
