#!/usr/bin/env python3
"""Mutation fuzzer for tile-opt and tile-translate.

Takes every .mlir file under test/ and examples/ (split at `// -----`, in
custom and in generic form), plus generated kernels and a few pathological
inputs, mutates them in ways that mean something to MLIR text (token swaps,
deleted or duplicated lines, changed integers, shapes, element types, op
names, attributes, targets) and runs each mutant through tile-translate or
tile-opt with a random but meaningful command line (targets, PTX versions,
-O levels, -g/--lineinfo, --emit, --dot-kind, tile pass lists).

A run is a *crash* when the tool dies by a signal, exits with status >= 2
(errors are status 1), or prints 'LLVM ERROR', 'Cannot select',
'UNREACHABLE', 'PLEASE submit a bug report', an assertion failure or a
sanitizer report. A run that outlives --timeout is a *hang*, reported on its
own; it counts as a failure only when the limit is at least 20 s and the
input is small (< 64 KiB).

The run is deterministic for a given --seed and --count: input i is built
from its own random stream (seed, i), so --only i regenerates it alone.

  fuzz.py --count 500 --seed 1 --jobs 2            # the short (lit) run
  fuzz.py --count 20000 --seed 7 --jobs 2 --big    # the long run

Prints `fuzz: N inputs, C crashes, H hangs (...)`, then, for every crash, its
command and the saved reproducer (under --out, default a fresh temp dir).
Exits 1 when there are crashes or failing hangs.
"""

import argparse
import concurrent.futures
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))

SMALL_INPUT = 64 * 1024
HANG_FAILURE_S = 20.0

CRASH_PATTERNS = [
    ("LLVM ERROR", re.compile(r"LLVM ERROR:?\s*(.*)")),
    ("Cannot select", re.compile(r"(Cannot select.*)")),
    ("UNREACHABLE", re.compile(r"(UNREACHABLE.*)")),
    ("PLEASE submit a bug report", re.compile(r"(PLEASE submit a bug report)")),
    ("Assertion", re.compile(r"(Assertion .* failed)")),
    ("AddressSanitizer", re.compile(r"ERROR: AddressSanitizer: (\S+)")),
    ("LeakSanitizer", re.compile(r"ERROR: LeakSanitizer: (.*)")),
    ("UndefinedBehaviorSanitizer", re.compile(r"(runtime error: .*)")),
    ("UndefinedBehaviorSanitizer", re.compile(r"UndefinedBehaviorSanitizer: (.*)")),
    ("Stack dump", re.compile(r"(Stack dump:)")),
    ("terminate", re.compile(r"(terminate called .*)")),
]

# ----------------------------------------------------------------------------
# Vocabulary
# ----------------------------------------------------------------------------

FALLBACK_TARGETS = [
    "sm_20", "sm_30", "sm_35", "sm_50", "sm_52", "sm_53", "sm_60", "sm_70",
    "sm_72", "sm_73", "sm_75", "sm_80", "sm_82", "sm_86", "sm_87", "sm_88",
    "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_100f", "sm_101",
    "sm_101a", "sm_101f", "sm_103", "sm_103a", "sm_103f", "sm_110",
    "sm_110a", "sm_110f", "sm_120", "sm_120a", "sm_120f", "sm_121",
    "sm_121a", "sm_121f",
]
# Targets the mutants favour: the ones kernels are actually compiled for.
HOT_TARGETS = ["sm_80", "sm_86", "sm_89", "sm_90", "sm_90a", "sm_100a",
               "sm_100f", "sm_103f", "sm_110f", "sm_120", "sm_120a", "sm_121f"]
BOGUS_TARGETS = [
    "sm_91", "sm_", "sm", "sm_9", "sm_999", "sm_90x", "sm_90aa", "sm_90af",
    "sm_89a", "sm_89f", "sm_80a", "sm_80f", "sm_75a", "sm_120b", "SM_90",
    "sm_090", "sm_+90", "sm_-90", "sm_0", "sm_1", "sm_4294967386",
    "sm_18446744073709551706", "sm_99999999999999999999999", "gfx90a",
    "compute_90", "sm_90 ", " sm_90", "sm_9O", "sm_\u0669\u0660", "sm_90\u00e4",
    "x" * 300, "sm_" + "9" * 400, "", "-", "sm_90a,sm_80", "sm_90.0",
]
VALID_PTX = ["3.2", "4.0", "5.0", "6.0", "6.3", "7.0", "7.1", "7.4", "7.8",
             "8.0", "8.3", "8.4", "8.5", "8.6", "8.7", "8.8", "9.0"]
BOGUS_PTX = ["9.1", "10.0", "99.9", "8", "8.", ".8", "8.10", "08.0", "8.0.0",
             "-1.0", "4294967296.0", "0.4294967296", "1e3", "x.y", "", " 8.0",
             "8,0", "nan", "18446744073709551616.0", "0.0", "1.0", "2.9"]
DOT_KINDS = ["auto", "mma_sync", "wgmma", "tcgen05", "block_scale"]
BOGUS_DOT_KINDS = ["fast", "", "MMA_SYNC", "auto_", "wmma", "mma"]
EMITS = ["ptx", "llvm", "mlir"]

ELEMENT_TYPES = ["f32", "f16", "bf16", "f64", "i1", "i8", "i16", "i32", "i64",
                 "index", "f8E4M3FN", "f8E5M2", "tf32", "i4", "ui32", "si8",
                 "f8E4M3FNUZ", "f4E2M1FN", "i128", "complex<f32>",
                 "vector<4xf32>", "none", "!tile.ptr<f32>"]
ELEM_RE = (r"(?:f8E4M3FNUZ|f8E4M3FN|f8E5M2FNUZ|f8E5M2|f4E2M1FN|bf16|tf32|"
           r"f16|f32|f64|f80|f128|[su]?i\d+|index)")

INTERESTING_INTS = [0, 1, -1, 2, 3, 5, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64,
                    65, 100, 127, 128, 129, 255, 256, 512, 1000, 1023, 1024,
                    1025, 2048, 4096, 8192, 65535, 65536, 1 << 20, 1000000,
                    1 << 24, 1000000000, (1 << 31) - 1, 1 << 31, -(1 << 31),
                    -(1 << 31) - 1, (1 << 32) - 1, 1 << 32, (1 << 63) - 1,
                    1 << 63, -(1 << 63), 1 << 64, 10 ** 30]
INTERESTING_DIMS = [0, 1, 2, 3, 5, 7, 8, 16, 31, 32, 33, 64, 96, 100, 127,
                    128, 129, 256, 1000, 1024, 4096, 16384, 65536, 1 << 20,
                    1000000, 1 << 24, 1000000000, (1 << 31) - 1, 1 << 31,
                    1 << 32, 1 << 40, (1 << 62), (1 << 63) - 1, 1 << 63]
INTERESTING_FLOATS = ["0.0", "-0.0", "1.0", "-1.0", "0.5", "65504.0",
                      "65520.0", "1.0e+38", "3.4e+38", "1.0e+308", "1.0e-45",
                      "0x7FC00000", "0x7F800000", "0xFF800000", "0x7E00",
                      "0xFFFF", "448.0", "57344.0", "1.0e+40", "123456789.0"]

# Groups of interchangeable spellings (op names, enum cases, predicates).
SWAP_GROUPS = [
    ["arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.maxnumf",
     "arith.minnumf", "arith.remf", "arith.maximumf", "arith.minimumf",
     "arith.addi", "arith.muli", "math.powf", "math.atan2", "math.copysign"],
    ["arith.addi", "arith.subi", "arith.muli", "arith.divsi", "arith.divui",
     "arith.remsi", "arith.remui", "arith.andi", "arith.ori", "arith.xori",
     "arith.shli", "arith.shrsi", "arith.shrui", "arith.maxsi", "arith.minui",
     "arith.ceildivsi", "arith.floordivsi", "arith.addf", "arith.mulf"],
    ["arith.extf", "arith.truncf", "arith.sitofp", "arith.uitofp",
     "arith.fptosi", "arith.fptoui", "arith.bitcast", "arith.extsi",
     "arith.extui", "arith.trunci", "arith.index_cast", "arith.index_castui"],
    ["math.sqrt", "math.rsqrt", "math.absf", "math.exp", "math.log",
     "math.floor", "math.ceil", "math.tanh", "math.roundeven", "math.trunc",
     "math.absi", "math.ctlz", "arith.negf"],
    ["arith.cmpi", "arith.cmpf"],
    ["slt", "sle", "sgt", "sge", "eq", "ne", "ult", "ule", "ugt", "uge",
     "olt", "ole", "ogt", "oge", "oeq", "one", "ord", "uno", "ueq", "une"],
    ["tile.broadcast", "tile.expand_dims", "tile.splat", "tile.reduce",
     "tile.range", "tile.load", "tile.store", "tile.dot"],
    ["tile.program_id", "tile.num_programs"],
    ["add", "mul", "max", "min", "sub", "xor"],
    ["x", "y", "z", "w"],
    ["mma_sync", "wgmma", "tcgen05", "block_scale", "auto", "mma"],
    ["scf.for", "scf.if", "scf.while", "scf.parallel"],
    ["tile.kernel", "func.func", "llvm.func", "gpu.func"],
    ["tile.return", "func.return", "scf.yield", "llvm.return"],
    ["mask", "other"],
]

KERNEL_ATTR_SNIPPETS = [
    "attributes {num_warps = %d : i32}",
    "attributes {num_warps = %d : i64}",
    "attributes {num_warps = %d}",
    "attributes {num_warps = \"%d\"}",
]
MODULE_ATTR_SNIPPETS = [
    "module attributes {tile.compute_capability = %d : i32, tile.target_spec = \"%s\"} {",
    "module attributes {tile.compute_capability = %d : i64, tile.target_spec = \"%s\"} {",
    "module attributes {tile.compute_capability = %d : i32} {",
    "module attributes {tile.target_spec = \"%s\"} {",
    "module attributes {tile.features = [\"%s\"]} {",
    "module attributes {tile.compute_capability = %d : i32, tile.target_spec = %d : i32} {",
]

TOKEN_RE = re.compile(
    r'"(?:[^"\\\n]|\\.)*"'            # string
    r"|[%@^#!][\w.$\-]+"              # %ssa @sym ^bb #attr !type
    r"|-?0x[0-9a-fA-F]+"              # hex
    r"|-?\d+\.\d*(?:[eE][+-]?\d+)?"   # float
    r"|-?\d+"                         # int
    r"|[A-Za-z_][\w.$]*"              # identifier / keyword / op name
    r"|->|::|\S")


def token_kind(tok):
    c = tok[0]
    if c == '"':
        return "str"
    if c in "%@^#!":
        return c
    if c.isdigit() or (c == "-" and len(tok) > 1 and tok[1].isdigit()):
        return "num"
    if c.isalpha() or c == "_":
        return "id"
    return "punct"


# ----------------------------------------------------------------------------
# Seeds
# ----------------------------------------------------------------------------

def strip_comments(text):
    lines = [l for l in text.splitlines() if not l.lstrip().startswith("//")
             and not l.lstrip().startswith(";")]
    return "\n".join(lines).strip() + "\n"


def load_seeds(root, tile_opt):
    """Every .mlir under test/ and examples/, split at `// -----`, comments
    dropped; plus each chunk's generic form (which bypasses the custom
    parsers and reaches the verifiers and passes with odd attributes)."""
    paths = []
    for sub in ("test", "examples"):
        base = os.path.join(root, sub)
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames[:] = sorted(d for d in dirnames
                                 if d not in ("__pycache__",))
            for f in sorted(filenames):
                if f.endswith(".mlir"):
                    paths.append(os.path.join(dirpath, f))
    paths.sort()
    seeds = []
    for p in paths:
        with open(p, encoding="utf-8", errors="surrogateescape") as fh:
            text = fh.read()
        for i, chunk in enumerate(re.split(r"(?m)^// -----.*$", text)):
            chunk = strip_comments(chunk)
            if chunk.strip():
                seeds.append((os.path.relpath(p, root) + "#%d" % i, chunk))
    generic = []
    if tile_opt:
        for name, text in seeds:
            try:
                r = subprocess.run([tile_opt, "--mlir-print-op-generic", "-"],
                                   input=text.encode("utf-8", "surrogateescape"),
                                   stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, timeout=30)
            except subprocess.TimeoutExpired:
                continue
            if r.returncode == 0 and r.stdout.strip():
                generic.append((name + ":generic",
                                r.stdout.decode("utf-8", "surrogateescape")))
        # Already-lowered IR (the LLVM dialect in a gpu.module) of the
        # examples, as the later passes and the emitter see it.
        for name, text in seeds:
            if not name.startswith("examples"):
                continue
            for target in ("sm_80", "sm_90a"):
                try:
                    r = subprocess.run(
                        [tile_opt, "--tile-set-target=gpu-name=" + target,
                         "--tile-to-nvvm", "-"],
                        input=text.encode(), stdout=subprocess.PIPE,
                        stderr=subprocess.DEVNULL, timeout=60)
                except subprocess.TimeoutExpired:
                    continue
                if r.returncode == 0:
                    generic.append((name + ":lowered-" + target,
                                    r.stdout.decode("utf-8", "surrogateescape")))
    return seeds + generic


# ----------------------------------------------------------------------------
# Generated kernels
# ----------------------------------------------------------------------------

def gen_kernel(rng):
    """A random but mostly valid tile kernel: a 1-D or 2-D tile of a random
    element type, loaded with a mask, pushed through a chain of elementwise
    ops, optionally reduced, looped or multiplied by tile.dot, stored."""
    shape_pool = [1, 2, 3, 4, 8, 16, 17, 32, 64, 100, 128, 256, 512, 1024,
                  2048, 4096]
    rank = rng.choice([1, 1, 2])
    shape = [rng.choice(shape_pool) for _ in range(rank)]
    if rank == 2:
        shape = [min(d, 256) for d in shape]
    et = rng.choice(["f32", "f32", "f16", "bf16", "i32", "i8", "i64", "f64",
                     "i16"])
    isf = et[0] in "fb"
    warps = rng.choice([None, 1, 2, 4, 8, 16, 32])
    dims = "x".join(str(d) for d in shape)
    T = "tensor<%sx%s>" % (dims, et)
    I = "tensor<%sxi32>" % dims
    M = "tensor<%sxi1>" % dims
    L = []
    attrs = "" if warps is None else " attributes {num_warps = %d : i32}" % warps
    L.append("module {")
    L.append("  tile.kernel @gen(%%x: !tile.ptr<%s>, %%y: !tile.ptr<%s>, "
             "%%n: i32, %%s: %s)%s {" % (et, et, et, attrs))
    L.append("    %pid = tile.program_id x : i32")
    n = 1
    for d in shape:
        n *= d
    L.append("    %%cn = arith.constant %d : i32" % n)
    L.append("    %start = arith.muli %pid, %cn : i32")
    if rank == 1:
        L.append("    %%r = tile.range 0 to %d : %s" % (shape[0], I))
        L.append("    %%b = tile.splat %%start : %s" % I)
        L.append("    %%offs = arith.addi %%b, %%r : %s" % I)
    else:
        a, b = shape
        L.append("    %%ra = tile.range 0 to %d : tensor<%dxi32>" % (a, a))
        L.append("    %%rb = tile.range 0 to %d : tensor<%dxi32>" % (b, b))
        L.append("    %%ea = tile.expand_dims %%ra axis 1 : tensor<%dxi32> -> "
                 "tensor<%dx1xi32>" % (a, a))
        L.append("    %%eb = tile.expand_dims %%rb axis 0 : tensor<%dxi32> -> "
                 "tensor<1x%dxi32>" % (b, b))
        L.append("    %%ld = arith.constant dense<%d> : tensor<%dx1xi32>" % (b, a))
        L.append("    %%row = arith.muli %%ea, %%ld : tensor<%dx1xi32>" % a)
        L.append("    %%rowb = tile.broadcast %%row : tensor<%dx1xi32> -> %s" % (a, I))
        L.append("    %%colb = tile.broadcast %%eb : tensor<1x%dxi32> -> %s" % (b, I))
        L.append("    %%o0 = arith.addi %%rowb, %%colb : %s" % I)
        L.append("    %%b = tile.splat %%start : %s" % I)
        L.append("    %%offs = arith.addi %%b, %%o0 : %s" % I)
    L.append("    %%bound = tile.splat %%n : %s" % I)
    L.append("    %%mask = arith.cmpi slt, %%offs, %%bound : %s" % I)
    if rng.random() < 0.5:
        L.append("    %%v0 = tile.load %%x[%%offs] mask %%mask : %s -> %s" % (I, T))
    else:
        L.append("    %%v0 = tile.load %%x[%%offs] mask %%mask other %%s : %s -> %s"
                 % (I, T))
    L.append("    %%ss = tile.splat %%s : %s" % T)
    ops = (["arith.addf", "arith.mulf", "arith.subf", "arith.maxnumf",
            "arith.minnumf", "arith.divf"] if isf else
           ["arith.addi", "arith.muli", "arith.subi", "arith.maxsi",
            "arith.andi", "arith.xori", "arith.minsi"])
    cur = "%v0"
    for k in range(rng.randint(1, 6)):
        op = rng.choice(ops)
        nxt = "%%v%d" % (k + 1)
        L.append("    %s = %s %s, %%ss : %s" % (nxt, op, cur, T))
        cur = nxt
    if isf and rng.random() < 0.3:
        L.append("    %%sq = math.sqrt %s : %s" % (cur, T)
                 if et in ("f32", "f64") else
                 "    %%sq = math.absf %s : %s" % (cur, T))
        cur = "%sq"
    if isf and shape[-1] % 2 == 0 and rng.random() < 0.15:
        # An FP4 round trip: quantize, pack pairs, unpack, widen.
        F4 = "tensor<%sxf4E2M1FN>" % dims
        P = "tensor<%sxi8>" % "x".join(str(d) for d in shape[:-1] + [shape[-1] // 2])
        L.append("    %%q4 = arith.truncf %s : %s to %s" % (cur, T, F4))
        L.append("    %%p4 = tile.pack_fp4 %%q4 : %s -> %s" % (F4, P))
        L.append("    %%u4 = tile.unpack_fp4 %%p4 : %s -> %s" % (P, F4))
        L.append("    %%e4 = arith.extf %%u4 : %s to %s" % (F4, T))
        cur = "%e4"
    if rng.random() < 0.3:
        pred = "olt" if isf else "slt"
        cmp = "arith.cmpf" if isf else "arith.cmpi"
        L.append("    %%c = %s %s, %s, %%ss : %s" % (cmp, pred, cur, T))
        L.append("    %%sel = arith.select %%c, %s, %%ss : %s, %s" % (cur, M, T))
        cur = "%sel"
    if rank == 2 and rng.random() < 0.4:
        a, b = shape
        kind = rng.choice(["add", "max", "min", "mul"])
        R = "tensor<%dx%s>" % (a, et)
        L.append("    %%red = tile.reduce %s %s axis 1 : %s -> %s" % (kind, cur, T, R))
        L.append("    %%rede = tile.expand_dims %%red axis 1 : %s -> tensor<%dx1x%s>"
                 % (R, a, et))
        L.append("    %%redb = tile.broadcast %%rede : tensor<%dx1x%s> -> %s"
                 % (a, et, T))
        op = ops[0]
        L.append("    %%nr = %s %s, %%redb : %s" % (op, cur, T))
        cur = "%nr"
    elif rank == 1 and rng.random() < 0.3:
        kind = rng.choice(["add", "max", "min"])
        L.append("    %%tot = tile.reduce %s %s axis 0 : %s -> %s" % (kind, cur, T, et))
        L.append("    %%tots = tile.splat %%tot : %s" % T)
        L.append("    %%nr = %s %s, %%tots : %s" % (ops[0], cur, T))
        cur = "%nr"
    if rng.random() < 0.3:
        trip = rng.choice([1, 2, 4, 7])
        L.append("    %lb = arith.constant 0 : i32")
        L.append("    %%ub = arith.constant %d : i32" % trip)
        L.append("    %st = arith.constant 1 : i32")
        L.append("    %%lp = scf.for %%i = %%lb to %%ub step %%st iter_args(%%acc = %s) "
                 "-> (%s) : i32 {" % (cur, T))
        L.append("      %%nx = %s %%acc, %%ss : %s" % (ops[0], T))
        L.append("      scf.yield %nx : " + T)
        L.append("    }")
        cur = "%lp"
    if rng.random() < 0.2:
        L.append("    %zero = arith.constant 0 : i32")
        L.append("    %cnd = arith.cmpi sgt, %n, %zero : i32")
        L.append("    %%ifr = scf.if %%cnd -> (%s) {" % T)
        L.append("      scf.yield %s : %s" % (cur, T))
        L.append("    } else {")
        L.append("      scf.yield %%ss : %s" % T)
        L.append("    }")
        cur = "%ifr"
    L.append("    tile.store %s, %%y[%%offs] mask %%mask : %s, %s" % (cur, I, T))
    L.append("    tile.return")
    L.append("  }")
    if rng.random() < 0.5:
        # A dot kernel of random shape and element types.
        m = rng.choice([16, 32, 64, 128, 16, 48, 8])
        nn = rng.choice([8, 16, 32, 64, 128, 24])
        k = rng.choice([16, 32, 64, 32, 48, 8])
        ab, acc = rng.choice([("f16", "f32"), ("f16", "f16"), ("bf16", "f32"),
                              ("f32", "f32"), ("f8E4M3FN", "f32"),
                              ("f8E5M2", "f32"), ("bf16", "f32"),
                              ("f16", "f32"), ("bf16", "bf16"),
                              ("f8E4M3FN", "f16")])
        kind = rng.choice(["", "", "", "", "", " kind mma_sync", " kind wgmma",
                           " kind tcgen05"])
        L.append("  tile.kernel @gdot(%out: !tile.ptr<" + acc + ">) {")
        L.append("    %%a = arith.constant dense<1.0> : tensor<%dx%dx%s>" % (m, k, ab))
        L.append("    %%b = arith.constant dense<1.0> : tensor<%dx%dx%s>" % (k, nn, ab))
        L.append("    %%c = arith.constant dense<0.0> : tensor<%dx%dx%s>" % (m, nn, acc))
        L.append("    %%d = tile.dot %%a, %%b, %%c%s : tensor<%dx%dx%s>, "
                 "tensor<%dx%dx%s> -> tensor<%dx%dx%s>"
                 % (kind, m, k, ab, k, nn, ab, m, nn, acc))
        L.append("    %%rm = tile.range 0 to %d : tensor<%dxi32>" % (m, m))
        L.append("    %%rn = tile.range 0 to %d : tensor<%dxi32>" % (nn, nn))
        L.append("    %%rme = tile.expand_dims %%rm axis 1 : tensor<%dxi32> -> "
                 "tensor<%dx1xi32>" % (m, m))
        L.append("    %%ldc = arith.constant dense<%d> : tensor<%dx1xi32>" % (nn, m))
        L.append("    %%row = arith.muli %%rme, %%ldc : tensor<%dx1xi32>" % m)
        L.append("    %%rowb = tile.broadcast %%row : tensor<%dx1xi32> -> "
                 "tensor<%dx%dxi32>" % (m, m, nn))
        L.append("    %%rne = tile.expand_dims %%rn axis 0 : tensor<%dxi32> -> "
                 "tensor<1x%dxi32>" % (nn, nn))
        L.append("    %%colb = tile.broadcast %%rne : tensor<1x%dxi32> -> "
                 "tensor<%dx%dxi32>" % (nn, m, nn))
        L.append("    %%off = arith.addi %%rowb, %%colb : tensor<%dx%dxi32>" % (m, nn))
        L.append("    tile.store %%d, %%out[%%off] : tensor<%dx%dxi32>, "
                 "tensor<%dx%dx%s>" % (m, nn, m, nn, acc))
        L.append("    tile.return")
        L.append("  }")
    L.append("}")
    return "\n".join(L) + "\n"


def gen_scaled_kernel(rng):
    """A random block-scaled GEMM K loop (tile.dot_scaled): MXFP8, MXFP4 or
    NVFP4 with random block shapes, K steps and scale shapes (mostly
    consistent), operands loaded directly or through the forms the
    pipelines look through (tile.unpack_fp4 of packed bytes, arith.bitcast
    of uint8 codes, tile.trans of B stored N x K), masked or not, an
    optional dot kind: the block-scaled pipeline matcher, the verifier and
    both lowerings (mma.sync block_scale, tcgen05) on whatever target the
    command line names."""
    fmt = rng.choice(["mxfp8", "mxfp4", "nvfp4"])
    fp4 = fmt != "mxfp8"
    vec = 16 if fmt == "nvfp4" else 32
    st = "f8E4M3FN" if fmt == "nvfp4" else "f8E8M0FNU"
    if rng.random() < 0.05:
        st = rng.choice(["f8E4M3FN", "f8E8M0FNU", "f16"])
    el = "f4E2M1FN" if fp4 else rng.choice(["f8E4M3FN", "f8E5M2"])
    m = rng.choice([16, 32, 64, 128, 128, 256, 48])
    n = rng.choice([8, 16, 32, 64, 64, 128, 24])
    bk = rng.choice([32, 64, 64, 128, 256, 96])
    ks = max(1, bk // vec) + (rng.choice([0, 0, 0, 0, 1]) if rng.random() < 0.1 else 0)
    b_nk = fp4 or rng.random() < 0.5
    # fp8 operands and scales loaded as uint8 codes and bitcast (Triton's
    # form), per pointer.
    a_bytes, b_bytes = (not fp4 and rng.random() < 0.3 for _ in range(2))
    s_bytes = st != "f16" and rng.random() < 0.3
    masked = rng.random() < 0.6
    kind = rng.choice(["", "", "", " kind block_scale", " kind tcgen05"])
    L = []
    counter = [0]

    def v(prefix):
        counter[0] += 1
        return "%%%s%d" % (prefix, counter[0])

    def offsets(rows, cols, row0, ld, k0):
        """Offsets (row0 + i) * ld + k0 + j of a rows x cols tile: lines, name."""
        ri, ci = v("ri"), v("ci")
        L.append("      %s = tile.range 0 to %d : tensor<%dxi32>" % (ri, rows, rows))
        L.append("      %s = tile.range 0 to %d : tensor<%dxi32>" % (ci, cols, cols))
        re_, ce = v("re"), v("ce")
        L.append("      %s = tile.expand_dims %s axis 1 : tensor<%dxi32> -> tensor<%dx1xi32>"
                 % (re_, ri, rows, rows))
        L.append("      %s = tile.expand_dims %s axis 0 : tensor<%dxi32> -> tensor<1x%dxi32>"
                 % (ce, ci, cols, cols))
        r0s, lds, k0s = v("r0"), v("ld"), v("k0")
        L.append("      %s = tile.splat %s : tensor<%dx1xi32>" % (r0s, row0, rows))
        L.append("      %s = tile.splat %s : tensor<%dx1xi32>" % (lds, ld, rows))
        L.append("      %s = tile.splat %s : tensor<1x%dxi32>" % (k0s, k0, cols))
        rw, rl, ck = v("rw"), v("rl"), v("ck")
        L.append("      %s = arith.addi %s, %s : tensor<%dx1xi32>" % (rw, re_, r0s, rows))
        L.append("      %s = arith.muli %s, %s : tensor<%dx1xi32>" % (rl, rw, lds, rows))
        L.append("      %s = arith.addi %s, %s : tensor<1x%dxi32>" % (ck, ce, k0s, cols))
        rb, cb, off = v("rb"), v("cb"), v("off")
        T = "tensor<%dx%dxi32>" % (rows, cols)
        L.append("      %s = tile.broadcast %s : tensor<%dx1xi32> -> %s" % (rb, rl, rows, T))
        L.append("      %s = tile.broadcast %s : tensor<1x%dxi32> -> %s" % (cb, ck, cols, T))
        L.append("      %s = arith.addi %s, %s : %s" % (off, rb, cb, T))
        mask = ""
        if masked:
            bound, ok, okb = v("bd"), v("ok"), v("okb")
            L.append("      %s = tile.splat %%M : tensor<%dx1xi32>" % (bound, rows))
            L.append("      %s = arith.cmpi slt, %s, %s : tensor<%dx1xi32>" % (ok, rw, bound, rows))
            L.append("      %s = tile.broadcast %s : tensor<%dx1xi1> -> tensor<%dx%dxi1>"
                     % (okb, ok, rows, rows, cols))
            mask = " mask " + okb
        return off, mask, T

    def load(ptr, elem, rows, cols, row0, ld, k0, via_bytes):
        off, mask, T = offsets(rows, cols, row0, ld, k0)
        x = v("ld")
        stored = "i8" if via_bytes else elem
        L.append("      %s = tile.load %s[%s]%s : %s -> tensor<%dx%dx%s>"
                 % (x, ptr, off, mask, T, rows, cols, stored))
        if via_bytes and elem != "i8":
            y = v("bc")
            L.append("      %s = arith.bitcast %s : tensor<%dx%dxi8> to tensor<%dx%dx%s>"
                     % (y, x, rows, cols, rows, cols, elem))
            return y
        return x

    def operand(ptr, rows, k, row0, ld, k0, via_bytes):
        """A rows x k operand (row-major along K)."""
        if fp4:
            x = load(ptr, "i8", rows, k // 2, row0, ld, k0, False)
            y = v("up")
            L.append("      %s = tile.unpack_fp4 %s : tensor<%dx%dxi8> -> tensor<%dx%dxf4E2M1FN>"
                     % (y, x, rows, k // 2, rows, k))
            return y
        return load(ptr, el, rows, k, row0, ld, k0, via_bytes)

    L.append("module {")
    L.append("  tile.kernel @gscaled(%%a: !tile.ptr<%s>, %%sa: !tile.ptr<%s>, %%b: !tile.ptr<%s>, "
             "%%sb: !tile.ptr<%s>, %%c: !tile.ptr<f32>, %%M: i32, %%N: i32, %%K: i32) {"
             % ("i8" if fp4 or a_bytes else el, "i8" if s_bytes else st,
                "i8" if fp4 or b_bytes else el, "i8" if s_bytes else st))
    L.append("    %c0 = arith.constant 0 : i32")
    L.append("    %%step = arith.constant %d : i32" % bk)
    L.append("    %%zero = arith.constant dense<0.0> : tensor<%dx%dxf32>" % (m, n))
    L.append("    %%acc = scf.for %%k0 = %%c0 to %%K step %%step iter_args(%%acc_in = %%zero) "
             "-> (tensor<%dx%dxf32>) : i32 {" % (m, n))
    kdiv = 2 if fp4 else 1
    L.append("      %%kdiv = arith.constant %d : i32" % kdiv)
    L.append("      %kb = arith.divui %k0, %kdiv : i32")
    L.append("      %%vec = arith.constant %d : i32" % vec)
    L.append("      %ks = arith.divui %k0, %vec : i32")
    L.append("      %ldk = arith.divui %K, %kdiv : i32")
    L.append("      %lds = arith.divui %K, %vec : i32")
    ta = operand("%a", m, bk, "%c0", "%ldk", "%kb", a_bytes)
    if b_nk:
        tbn = operand("%b", n, bk, "%c0", "%ldk", "%kb", b_bytes)
        tb = v("tr")
        L.append("      %s = tile.trans %s : tensor<%dx%dx%s> -> tensor<%dx%dx%s>"
                 % (tb, tbn, n, bk, el, bk, n, el))
    else:
        tb = load("%b", el, bk, n, "%k0", "%N", "%c0", b_bytes)
    tsa = load("%sa", st, m, ks, "%c0", "%lds", "%ks", s_bytes)
    tsb = load("%sb", st, n, ks, "%c0", "%lds", "%ks", s_bytes)
    L.append("      %%out = tile.dot_scaled %s scale %s, %s scale %s, %%acc_in%s : "
             "tensor<%dx%dx%s>, tensor<%dx%dx%s>, tensor<%dx%dx%s>, tensor<%dx%dx%s> -> "
             "tensor<%dx%dxf32>" % (ta, tsa, tb, tsb, kind, m, bk, el, m, ks, st, bk, n, el,
                                    n, ks, st, m, n))
    L.append("      scf.yield %%out : tensor<%dx%dxf32>" % (m, n))
    L.append("    }")
    L.append("    %%cr = tile.range 0 to %d : tensor<%dxi32>" % (m, m))
    L.append("    %%cre = tile.expand_dims %%cr axis 1 : tensor<%dxi32> -> tensor<%dx1xi32>"
             % (m, m))
    L.append("    %%cn = tile.range 0 to %d : tensor<%dxi32>" % (n, n))
    L.append("    %%cne = tile.expand_dims %%cn axis 0 : tensor<%dxi32> -> tensor<1x%dxi32>"
             % (n, n))
    L.append("    %%cld = tile.splat %%N : tensor<%dx1xi32>" % m)
    L.append("    %%crow = arith.muli %%cre, %%cld : tensor<%dx1xi32>" % m)
    L.append("    %%crb = tile.broadcast %%crow : tensor<%dx1xi32> -> tensor<%dx%dxi32>" % (m, m, n))
    L.append("    %%ccb = tile.broadcast %%cne : tensor<1x%dxi32> -> tensor<%dx%dxi32>" % (n, m, n))
    L.append("    %%coff = arith.addi %%crb, %%ccb : tensor<%dx%dxi32>" % (m, n))
    L.append("    tile.store %%acc, %%c[%%coff] : tensor<%dx%dxi32>, tensor<%dx%dxf32>"
             % (m, n, m, n))
    L.append("    tile.return")
    L.append("  }")
    L.append("}")
    return "\n".join(L) + "\n"


# ----------------------------------------------------------------------------
# Pathological inputs
# ----------------------------------------------------------------------------

def masked_copies(copies, n=1024):
    """`copies` masked load/store pairs off one program-id base: compile time
    in LLVM grows with the square of the masked accesses (42 KB of input at
    128 copies took 16 s before tile bounded them)."""
    L = ["module {", "  tile.kernel @mc(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>, %n: i32) {",
         "    %pid = tile.program_id x : i32",
         "    %%r = tile.range 0 to %d : tensor<%dxi32>" % (n, n),
         "    %%b = tile.splat %%pid : tensor<%dxi32>" % n,
         "    %%base = arith.addi %%b, %%r : tensor<%dxi32>" % n,
         "    %%bound = tile.splat %%n : tensor<%dxi32>" % n]
    for i in range(copies):
        L += ["    %%c%d = arith.constant dense<%d> : tensor<%dxi32>" % (i, i * n, n),
              "    %%o%d = arith.addi %%base, %%c%d : tensor<%dxi32>" % (i, i, n),
              "    %%m%d = arith.cmpi slt, %%o%d, %%bound : tensor<%dxi32>" % (i, i, n),
              "    %%v%d = tile.load %%x[%%o%d] mask %%m%d : tensor<%dxi32> -> "
              "tensor<%dxf32>" % (i, i, i, n, n),
              "    tile.store %%v%d, %%y[%%o%d] mask %%m%d : tensor<%dxi32>, "
              "tensor<%dxf32>" % (i, i, i, n, n)]
    L += ["    tile.return", "  }", "}"]
    return "\n".join(L) + "\n"


def special_inputs(big):
    """Fixed inputs every run starts with: empty, binary, deep, long, big."""
    kernel_head = ("module {\n  tile.kernel @k(%x: !tile.ptr<f32>, %n: i32) {\n"
                   "    %r = tile.range 0 to 128 : tensor<128xi32>\n"
                   "    %v = tile.load %x[%r] : tensor<128xi32> -> tensor<128xf32>\n")
    kernel_tail = ("    tile.store %v, %x[%r] : tensor<128xi32>, tensor<128xf32>\n"
                   "    tile.return\n  }\n}\n")
    out = [
        ("empty", ""),
        ("whitespace", " \n\t\n"),
        ("nul-bytes", "\x00" * 64),
        ("invalid-utf8", "module {\n  // \udcff\udcfe\udcc0\udc80\n}\n"),
        ("invalid-utf8-ident", "module attributes {tile.target_spec = \"\udcff\"} {\n}\n"),
        ("invalid-utf8-code", kernel_head + "    %\udcc3 = arith.addf %v, %v : tensor<128xf32>\n"
         + kernel_tail),
        ("bom", "\ufeffmodule {\n}\n"),
        ("only-module", "module {}\n"),
        ("unterminated", "module {\n  tile.kernel @k(\n"),
        ("nested-modules-200", "module {\n" * 200 + "}\n" * 200),
        ("nested-modules-5000", "module {\n" * 5000 + "}\n" * 5000),
        ("nested-parens", "module attributes {a = " + "[" * 20000 + "]" * 20000 + "} {}\n"),
        ("nested-types", "module attributes {a = " + "tuple<" * 5000 + "f32"
         + ">" * 5000 + "} {}\n"),
        ("nested-scf-if-100", kernel_head + "    %t = arith.constant true\n"
         + "    scf.if %t {\n" * 100 + "    }\n" * 100 + kernel_tail),
        ("nested-scf-if-3000", kernel_head + "    %t = arith.constant true\n"
         + "    scf.if %t {\n" * 3000 + "    }\n" * 3000 + kernel_tail),
        ("nested-scf-for-50", kernel_head
         + "    %c0 = arith.constant 0 : i32\n    %c2 = arith.constant 2 : i32\n"
         "    %c1 = arith.constant 1 : i32\n"
         + "".join("    scf.for %%i%d = %%c0 to %%c2 step %%c1 : i32 {\n" % i
                   for i in range(50))
         + "    }\n" * 50 + kernel_tail),
        ("long-line", "module attributes {a = \"" + "x" * (1 << 20) + "\"} {}\n"),
        ("long-ident", kernel_head.replace("@k", "@" + "k" * 100000) + kernel_tail),
        ("many-kernels-200",
         "module {\n" + "".join(
             kernel_head.replace("module {\n", "").replace("@k", "@k%d" % i)
             + kernel_tail.replace("  }\n}\n", "  }\n") for i in range(200))
         + "}\n"),
        ("long-chain-2000", kernel_head + "".join(
            "    %%a%d = arith.addf %s, %s : tensor<128xf32>\n"
            % (i, "%v" if i == 0 else "%%a%d" % (i - 1), "%v")
            for i in range(2000)).replace("tile.store %v", "tile.store %a1999")
         + kernel_tail.replace("tile.store %v", "tile.store %a1999")),
        ("huge-tile-1e9", "module {\n  tile.kernel @k(%x: !tile.ptr<f32>) {\n"
         "    %r = tile.range 0 to 1000000000 : tensor<1000000000xi32>\n"
         "    %v = tile.load %x[%r] : tensor<1000000000xi32> -> tensor<1000000000xf32>\n"
         "    tile.store %v, %x[%r] : tensor<1000000000xi32>, tensor<1000000000xf32>\n"
         "    tile.return\n  }\n}\n"),
        ("huge-tile-2d", "module {\n  tile.kernel @k(%x: !tile.ptr<f32>) {\n"
         "    %c = arith.constant dense<1.0> : tensor<65536x65536xf32>\n"
         "    %z = arith.constant dense<0> : tensor<65536x65536xi32>\n"
         "    tile.store %c, %x[%z] : tensor<65536x65536xi32>, tensor<65536x65536xf32>\n"
         "    tile.return\n  }\n}\n"),
        ("overflow-shape", "module {\n  tile.kernel @k(%x: !tile.ptr<f32>) {\n"
         "    %z = arith.constant dense<0> : tensor<4294967296x4294967296xi32>\n"
         "    %c = arith.constant dense<1.0> : tensor<4294967296x4294967296xf32>\n"
         "    tile.store %c, %x[%z] : tensor<4294967296x4294967296xi32>, "
         "tensor<4294967296x4294967296xf32>\n"
         "    tile.return\n  }\n}\n"),
        ("masked-copies-128", masked_copies(128)),
    ]
    if big:
        chain = "".join("    %%a%d = arith.addf %%v, %%v : tensor<128xf32>\n" % i
                        for i in range(200000))
        out.append(("10MB-ops", kernel_head + chain + kernel_tail))
        out.append(("10MB-comment", "// " + "x" * (10 << 20) + "\nmodule {}\n"))
        out.append(("nested-modules-100000", "module {\n" * 100000 + "}\n" * 100000))
    return out


# ----------------------------------------------------------------------------
# Mutations
# ----------------------------------------------------------------------------

def pick_int(rng):
    r = rng.random()
    if r < 0.7:
        return rng.choice(INTERESTING_INTS)
    if r < 0.9:
        return rng.randint(-300, 5000)
    return rng.randint(-(1 << 70), 1 << 70)


def pick_dim(rng):
    return rng.choice(INTERESTING_DIMS) if rng.random() < 0.8 else rng.randint(0, 5000)


def m_token_swap(rng, text, ctx):
    toks = [(m.start(), m.end(), m.group()) for m in TOKEN_RE.finditer(text)]
    if len(toks) < 2:
        return text
    a = rng.randrange(len(toks))
    same = [i for i, t in enumerate(toks)
            if token_kind(t[2]) == token_kind(toks[a][2]) and t[2] != toks[a][2]]
    if same and rng.random() < 0.8:
        b = rng.choice(same)
    else:
        b = rng.randrange(len(toks))
    if a == b:
        return text
    if a > b:
        a, b = b, a
    (s1, e1, t1), (s2, e2, t2) = toks[a], toks[b]
    return text[:s1] + t2 + text[e1:s2] + t1 + text[e2:]


def m_token_replace(rng, text, ctx):
    """Replaces one token with another token of the same kind from the input
    (an SSA value with another, a type with another...)."""
    toks = [(m.start(), m.end(), m.group()) for m in TOKEN_RE.finditer(text)]
    if not toks:
        return text
    s, e, t = rng.choice(toks)
    same = [x[2] for x in toks if token_kind(x[2]) == token_kind(t)]
    return text[:s] + rng.choice(same) + text[e:]


def m_token_delete(rng, text, ctx):
    toks = [(m.start(), m.end()) for m in TOKEN_RE.finditer(text)]
    if not toks:
        return text
    s, e = rng.choice(toks)
    return text[:s] + text[e:]


def m_delete_line(rng, text, ctx):
    lines = text.split("\n")
    if len(lines) < 2:
        return text
    i = rng.randrange(len(lines))
    n = 1 if rng.random() < 0.8 else rng.randint(2, 5)
    del lines[i:i + n]
    return "\n".join(lines)


def m_duplicate_line(rng, text, ctx):
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    j = rng.randrange(len(lines) + 1)
    lines.insert(j, lines[i])
    return "\n".join(lines)


def m_swap_lines(rng, text, ctx):
    lines = text.split("\n")
    if len(lines) < 2:
        return text
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines)


def m_splice_line(rng, text, ctx):
    """Inserts a line from another seed (crossover)."""
    other = rng.choice(ctx["seeds"])[1].split("\n")
    lines = text.split("\n")
    lines.insert(rng.randrange(len(lines) + 1), rng.choice(other))
    return "\n".join(lines)


INT_RE = re.compile(r"(?<![\w%@#.$\-])(-?\d+)(?![\w.]|x\d)")
FLOAT_RE = re.compile(r"(?<![\w%@#.])(-?\d+\.\d*(?:[eE][+-]?\d+)?|0x[0-9A-Fa-f]+)(?![\w.])")
SHAPE_RE = re.compile(r"(tensor|vector)<((?:[0-9?]+x)*)(" + ELEM_RE + r"|[^<>]*)>")


def m_change_int(rng, text, ctx):
    ms = list(INT_RE.finditer(text))
    if not ms:
        return text
    m = rng.choice(ms)
    old = int(m.group(1))
    r = rng.random()
    if r < 0.6:
        new = pick_int(rng)
    elif r < 0.8:
        new = old + rng.choice([-1, 1])
    else:
        new = old * rng.choice([2, 4, 16, 1024]) if rng.random() < 0.7 else -old
    return text[:m.start(1)] + str(new) + text[m.end(1):]


def m_change_float(rng, text, ctx):
    ms = list(FLOAT_RE.finditer(text))
    if not ms:
        return text
    m = rng.choice(ms)
    return text[:m.start(1)] + rng.choice(INTERESTING_FLOATS) + text[m.end(1):]


def m_change_shape(rng, text, ctx):
    ms = list(SHAPE_RE.finditer(text))
    if not ms:
        return text
    m = rng.choice(ms)
    dims = [d for d in m.group(2).split("x") if d]
    r = rng.random()
    if r < 0.55 and dims:
        dims[rng.randrange(len(dims))] = str(pick_dim(rng))
    elif r < 0.7:
        dims.insert(rng.randrange(len(dims) + 1), str(pick_dim(rng)))
    elif r < 0.8 and dims:
        del dims[rng.randrange(len(dims))]
    elif r < 0.9 and dims:
        dims[rng.randrange(len(dims))] = "?"
    else:
        new = "%s<*x%s>" % (m.group(1), m.group(3))
        return text.replace(m.group(0), new) if rng.random() < 0.5 else \
            text[:m.start()] + new + text[m.end():]
    new = "%s<%s%s>" % (m.group(1), "".join(d + "x" for d in dims), m.group(3))
    if ctx.get("semantic") or rng.random() < 0.5:
        # Consistently: every occurrence of this exact type.
        return text.replace(m.group(0), new)
    return text[:m.start()] + new + text[m.end():]


def m_rescale(rng, text, ctx):
    """Replaces one number everywhere (shape dims, range bounds, constants)
    with another, so that e.g. a 1024-element kernel becomes a consistent
    (verifier-clean) 10^9-element one."""
    nums = sorted(set(int(x) for x in re.findall(r"(?<![\w%@#.\-])(\d+)(?=x|\b)", text)
                      if 0 < int(x) < 1 << 20))
    if not nums:
        return text
    old = rng.choice(nums)
    new = rng.choice([pick_dim(rng), old * 2, old * 1024, old + 1, 1, 3])
    return re.sub(r"(?<![\w%@#.\-])" + str(old) + r"(?=x|\b)(?!\.)", str(new), text)


def m_change_elem_type(rng, text, ctx):
    ms = list(re.finditer(r"(?<![\w%@#!])(" + ELEM_RE + r")(?![\w])", text))
    if not ms:
        return text
    m = rng.choice(ms)
    new = rng.choice(ELEMENT_TYPES)
    if ctx.get("semantic") or rng.random() < 0.5:
        # Every occurrence of that element type.
        return re.sub(r"(?<![\w%@#!])" + re.escape(m.group(1)) + r"(?![\w])",
                      new, text)
    return text[:m.start(1)] + new + text[m.end(1):]


def m_swap_name(rng, text, ctx):
    cands = []
    for group in SWAP_GROUPS:
        for word in group:
            for m in re.finditer(r"(?<![\w.%@#])" + re.escape(word) + r"(?![\w])",
                                 text):
                cands.append((m, group))
    if not cands:
        return text
    m, group = rng.choice(cands)
    return text[:m.start()] + rng.choice(group) + text[m.end():]


def m_attributes(rng, text, ctx):
    r = rng.random()
    if r < 0.35:
        # num_warps on a kernel header (add or replace).
        heads = list(re.finditer(r"(tile\.kernel @[^(]*\((?:[^()]|\([^()]*\))*\))"
                                 r"(\s*attributes\s*\{[^}]*\})?", text))
        if not heads:
            return text
        m = rng.choice(heads)
        snippet = rng.choice(KERNEL_ATTR_SNIPPETS) % pick_int(rng) \
            if rng.random() < 0.5 else \
            KERNEL_ATTR_SNIPPETS[0] % rng.choice([0, 1, 2, 3, 4, 8, 16, 32, 33,
                                                   64, -1, 1 << 31])
        return text[:m.start()] + m.group(1) + " " + snippet + text[m.end():]
    if r < 0.7:
        # Module target attributes (add or replace).
        m = re.search(r"module(\s+attributes\s*\{[^}]*\})?\s*\{", text)
        cc = rng.choice([20, 52, 75, 80, 86, 89, 90, 91, 100, 101, 103, 110, 120,
                         121, 0, -1, 99999, 1 << 31, (1 << 32) + 90])
        spec = rng.choice(["", "a", "f", "x", "af", "\u00e4", "\\00"])
        snip = rng.choice(MODULE_ATTR_SNIPPETS)
        args = []
        for conv in re.findall(r"%[ds]", snip):
            if conv == "%d":
                args.append(cc)
            elif "features" in snip:
                args.append(rng.choice(["wgmma", "tcgen05", "mma_sync", "bogus",
                                        "mma_sync_fp8", ""]))
            else:
                args.append(spec)
        snip = snip % tuple(args)
        if m:
            return text[:m.start()] + snip + text[m.end():]
        return snip + "\n" + text + "\n}\n"
    if r < 0.85:
        # `axis N` / `kind K` / `mask` / `other` clauses.
        ms = list(re.finditer(r"axis (-?\d+)", text))
        if ms:
            m = rng.choice(ms)
            return text[:m.start(1)] + str(rng.choice([-1, 0, 1, 2, 3, 31, 1 << 31,
                                                       -(1 << 31)])) + text[m.end(1):]
        return text
    if r < 0.93:
        # A dot kind clause on a tile.dot.
        ms = list(re.finditer(r"(tile\.dot %[\w]+, %[\w]+, %[\w]+)( kind \w+)?", text))
        if not ms:
            return text
        m = rng.choice(ms)
        return text[:m.start()] + m.group(1) + " kind " + rng.choice(
            DOT_KINDS + ["bogus"]) + text[m.end():]
    # Placement attributes on a box op: buffer_slabs, smem_offset.
    ms = list(re.finditer(r"(tile\.(?:store|load)_box [^\n\]]*\])( \{[^}]*\})?", text))
    if not ms:
        return text
    m = rng.choice(ms)
    n = rng.choice([0, 1, 2, 3, 4, 8, 9, -1, 1024, 196608, 230400, 1 << 31])
    attr = rng.choice(["buffer_slabs = %d : i32", "smem_offset = %d : i32",
                       "buffer_slabs = %d : i32, smem_offset = 0 : i32",
                       "buffer_slabs = %d"]) % n
    return text[:m.start()] + m.group(1) + " {" + attr + "}" + text[m.end():]


def m_bytes(rng, text, ctx):
    r = rng.random()
    pos = rng.randrange(len(text) + 1)
    if r < 0.3:
        return text[:pos]                               # truncate
    if r < 0.5:
        return text[:pos] + text[pos + rng.randint(1, 40):]  # delete a span
    if r < 0.7:
        junk = rng.choice(["\udcff", "\udcc0\udc80", "\x00", "\udce2\udc82",
                           "{", "}", "(", ")", "<", ">", "\"", "%", "@", "^",
                           "#", "!", ":", "\u2028", "\\", "\t", "\r", "...",
                           "-> ", "x"])
        return text[:pos] + junk + text[pos:]
    if r < 0.85:
        # Repeat a span.
        end = min(len(text), pos + rng.randint(1, 200))
        return text[:end] + text[pos:end] * rng.randint(1, 8) + text[end:]
    return text[:pos] + chr(rng.randint(1, 0x7f)) + text[pos + 1:]


DEF_RE = re.compile(r"^\s*(%[\w.]+) = [^\n]*?(?::|->)\s*"
                    r"((?:tensor|vector)<[^<>\n]*>|" + ELEM_RE + r")\s*(?:\{[^}]*\})?$",
                    re.M)
TENSOR_RE = re.compile(r"tensor<((?:\d+x)*)(" + ELEM_RE + r")>$")
FLOAT_ELEMS = ["f16", "bf16", "f32", "f64", "f8E4M3FN", "f8E5M2"]
INT_ELEMS = ["i1", "i8", "i16", "i32", "i64"]


def _tensor(dims, elem):
    return "tensor<%s%s>" % ("".join("%dx" % d for d in dims), elem)


def m_insert_op(rng, text, ctx):
    """Inserts a new op before a tile.return, built from values the kernel
    already defines (names and types read off the text): arithmetic, math,
    casts, reductions, relayouts, selects, dots, stores on whatever tiles are
    there, so that odd combinations reach the lowering."""
    rets = [m for m in re.finditer(r"(?m)^(\s*)tile\.return\b", text)]
    if not rets:
        return text
    ret = rng.choice(rets)
    defs = [(m.group(1), m.group(2)) for m in DEF_RE.finditer(text[:ret.start()])]
    tiles = []
    for name, ty in defs:
        t = TENSOR_RE.match(ty)
        if t:
            dims = [int(d) for d in t.group(1).split("x") if d]
            tiles.append((name, dims, t.group(2)))
    ptrs = re.findall(r"(%[\w]+): !tile\.ptr<(" + ELEM_RE + r")>", text[:ret.start()])
    new = "%fz" + str(rng.randrange(1 << 20))
    lines = []
    kind = rng.randrange(12)
    if not tiles:
        kind = 11
    if tiles:
        a, dims, el = rng.choice(tiles)
        T = _tensor(dims, el)
        isf = el in FLOAT_ELEMS or el == "tf32"
    if kind == 0:
        op = rng.choice(["arith.addf", "arith.mulf", "arith.maxnumf", "arith.divf",
                         "arith.remf", "arith.subf"] if isf else
                        ["arith.addi", "arith.muli", "arith.divsi", "arith.remui",
                         "arith.shli", "arith.maxsi", "arith.andi", "arith.ceildivsi"])
        b = rng.choice([t for t in tiles if t[1] == dims and t[2] == el] or [(a,)])[0]
        lines.append("%s = %s %s, %s : %s" % (new, op, a, b, T))
    elif kind == 1:
        op = rng.choice(["math.sqrt", "math.rsqrt", "math.absf", "math.floor",
                         "math.ceil", "math.exp", "math.tanh", "arith.negf",
                         "math.roundeven", "math.trunc"] if isf else
                        ["math.absi", "math.ctlz", "math.cttz", "math.ctpop"])
        lines.append("%s = %s %s : %s" % (new, op, a, T))
    elif kind == 2 and isf:
        lines.append("%s = math.fma %s, %s, %s : %s" % (new, a, a, a, T))
    elif kind == 3:
        kinds = ["add", "max", "min", "mul"]
        if not dims:
            return text
        axis = rng.randrange(len(dims))
        rdims = dims[:axis] + dims[axis + 1:]
        R = _tensor(rdims, el) if rdims else el
        lines.append("%s = tile.reduce %s %s axis %d : %s -> %s"
                     % (new, rng.choice(kinds), a, axis, T, R))
    elif kind == 4:
        axis = rng.randrange(len(dims) + 1)
        E = _tensor(dims[:axis] + [1] + dims[axis:], el)
        lines.append("%s = tile.expand_dims %s axis %d : %s -> %s" % (new, a, axis, T, E))
        if rng.random() < 0.7:
            B = _tensor(dims[:axis] + [rng.choice([2, 4, 8, 16, 32])] + dims[axis:], el)
            lines.append("%s_b = tile.broadcast %s : %s -> %s" % (new, new, E, B))
    elif kind == 5:
        if isf:
            to = rng.choice(FLOAT_ELEMS + INT_ELEMS)
            op = {True: rng.choice(["arith.extf", "arith.truncf"]),
                  False: rng.choice(["arith.fptosi", "arith.fptoui", "arith.bitcast"])}[
                to in FLOAT_ELEMS]
        else:
            to = rng.choice(FLOAT_ELEMS + INT_ELEMS + ["index"])
            op = rng.choice(["arith.sitofp", "arith.uitofp"]) if to in FLOAT_ELEMS \
                else rng.choice(["arith.extsi", "arith.extui", "arith.trunci",
                                 "arith.index_cast", "arith.bitcast"])
        lines.append("%s = %s %s : %s to %s" % (new, op, a, T, _tensor(dims, to)))
    elif kind == 6:
        lines.append("%s_c = arith.constant %s" % (new, rng.choice(["true", "false"])))
        lines.append("%s = arith.select %s_c, %s, %s : %s" % (new, new, a, a, T))
    elif kind == 7:
        lines.append("%s_m = %s %s, %s, %s : %s" % (
            new, "arith.cmpf" if isf else "arith.cmpi",
            rng.choice(["olt", "oeq", "une"]) if isf else rng.choice(["slt", "eq", "ult"]),
            a, a, T))
        lines.append("%s = arith.select %s_m, %s, %s : %s, %s"
                     % (new, new, a, a, _tensor(dims, "i1"), T))
    elif kind == 8 and len(dims) == 2:
        m_, k_ = dims
        n_ = rng.choice([8, 16, 32, 64, k_])
        acc = rng.choice(["f32", "f16", el])
        lines.append("%s_b = arith.constant dense<1.0> : %s" % (new, _tensor([k_, n_], el)))
        lines.append("%s_c = arith.constant dense<0.0> : %s" % (new, _tensor([m_, n_], acc)))
        lines.append("%s = tile.dot %s, %s_b, %s_c : %s, %s -> %s" % (
            new, a, new, new, T, _tensor([k_, n_], el), _tensor([m_, n_], acc)))
    elif kind == 9 and ptrs:
        p, pel = rng.choice(ptrs)
        offs = [t for t in tiles if t[1] == dims and t[2] in ("i32", "i64")]
        if not offs:
            return text
        o = rng.choice(offs)
        if rng.random() < 0.5:
            lines.append("%s = tile.load %s[%s] : %s -> %s" % (
                new, p, o[0], _tensor(dims, o[2]), _tensor(dims, pel)))
        else:
            lines.append("tile.store %s, %s[%s] : %s, %s" % (
                a, p, o[0], _tensor(dims, o[2]), T))
    elif kind == 10:
        lines.append("%s_i = tile.program_id %s : i32" % (new, rng.choice("xyz")))
        lines.append("%s = tile.splat %s_i : %s" % (new, new, _tensor(
            dims or [rng.choice([1, 2, 64, 128, 256])], "i32")))
    else:
        d = [rng.choice([1, 2, 3, 16, 64, 128, 256, 1024])
             for _ in range(rng.choice([0, 1, 1, 2, 3]))]
        el = rng.choice(FLOAT_ELEMS + INT_ELEMS)
        val = "1.0" if el in FLOAT_ELEMS else rng.choice(["1", "0", "-1", "true"])
        lines.append("%s = arith.constant dense<%s> : %s" % (new, val, _tensor(d, el)))
    indent = ret.group(1)
    block = "".join(indent + l + "\n" for l in lines)
    return text[:ret.start()] + block + text[ret.start():]


def m_wrap(rng, text, ctx):
    """Structural: nest the body in modules / duplicate a kernel / regions."""
    r = rng.random()
    if r < 0.3:
        n = rng.choice([1, 2, 50])
        return "module {\n" * n + text + "}\n" * n
    if r < 0.6:
        ms = list(re.finditer(r"(?ms)^  tile\.kernel .*?^  \}\n", text))
        if not ms:
            return text
        m = rng.choice(ms)
        k = m.group(0)
        if rng.random() < 0.5:
            k = re.sub(r"@(\w+)", r"@\1_dup", k, count=1)
        return text[:m.end()] + k + text[m.end():]
    # Wrap one statement line in an scf.if on a constant.
    lines = text.split("\n")
    idx = [i for i, l in enumerate(lines) if re.match(r"\s+%\w+ = ", l)
           or re.match(r"\s+tile\.store", l)]
    if not idx:
        return text
    i = rng.choice(idx)
    lines[i:i + 1] = ["    %__t = arith.constant true", "    scf.if %__t {",
                      lines[i], "    }"]
    return "\n".join(lines)


MUTATORS = [
    (m_token_swap, 8), (m_token_replace, 8), (m_token_delete, 3),
    (m_delete_line, 8), (m_duplicate_line, 5), (m_swap_lines, 3),
    (m_splice_line, 4), (m_change_int, 12), (m_change_float, 3),
    (m_change_shape, 12), (m_rescale, 8), (m_change_elem_type, 12),
    (m_swap_name, 10), (m_attributes, 10), (m_bytes, 4), (m_wrap, 3),
    (m_insert_op, 12),
]
SEMANTIC_MUTATORS = [
    (m_change_int, 12), (m_change_shape, 12), (m_rescale, 10),
    (m_change_elem_type, 12), (m_swap_name, 12), (m_attributes, 14),
    (m_change_float, 2), (m_wrap, 3), (m_duplicate_line, 2),
    (m_delete_line, 3), (m_insert_op, 30),
]


def mutate(rng, text, ctx, semantic):
    """1-4 mutations. `semantic` draws from the mutations that keep the
    input parseable more often than not (and makes type changes apply to
    every occurrence), so that it reaches the verifiers and the passes; the
    others also break the syntax."""
    table = SEMANTIC_MUTATORS if semantic else MUTATORS
    funcs = [m for m, _ in table]
    weights = [w for _, w in table]
    sub = dict(ctx, semantic=semantic)
    applied = []
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3, 4])):
        f = rng.choices(funcs, weights=weights)[0]
        text = f(rng, text, sub)
        applied.append(f.__name__[2:])
    return text, applied


# ----------------------------------------------------------------------------
# Command lines
# ----------------------------------------------------------------------------

def pick_target(rng, ctx):
    named = ctx.get("named_target")
    if named and rng.random() < 0.7:
        return named
    r = rng.random()
    if r < 0.55:
        return rng.choice(HOT_TARGETS)
    if r < 0.85:
        return rng.choice(ctx["targets"])
    if r < 0.92:
        t = rng.choice(ctx["targets"]).rstrip("af")
        return t + rng.choice(["a", "f", "af", "b", ""])
    return rng.choice(BOGUS_TARGETS)


def pick_ptx(rng):
    return rng.choice(VALID_PTX) if rng.random() < 0.75 else rng.choice(BOGUS_PTX)


def pick_dot_kind(rng):
    return rng.choice(DOT_KINDS) if rng.random() < 0.85 else rng.choice(BOGUS_DOT_KINDS)


def sane_translate_args(rng, ctx):
    """A command line that is valid on its own, so that the input decides."""
    target = ctx.get("named_target") or rng.choice(HOT_TARGETS)
    args = ["--gpu-name=" + target]
    r = rng.random()
    if r < 0.15:
        args += ["-g", "-O0"]
    elif r < 0.5:
        args.append("-O%d" % rng.choice([0, 1, 2, 3]))
    if rng.random() < 0.15:
        args.append("--lineinfo")
    if rng.random() < 0.4:
        args.append("--emit=" + rng.choice(EMITS))
    if rng.random() < 0.1:
        args.append("--dot-kind=" + rng.choice(DOT_KINDS[:4]))
    if rng.random() < 0.1:
        args.append("--ptx-version=" + rng.choice(["8.7", "8.8", "9.0"]))
    rng.shuffle(args)
    return args + ["-o", os.devnull], rng.random() < 0.1


def translate_args(rng, ctx):
    if rng.random() < 0.5:
        return sane_translate_args(rng, ctx)
    args = []
    r = rng.random()
    if r < 0.01:
        return ["--list-targets"], False
    if r < 0.03:
        return ["--gpu-name=" + pick_target(rng, ctx), "--print-target-info"], False
    if rng.random() < 0.97:
        args.append("--gpu-name=" + pick_target(rng, ctx))
    if rng.random() < 0.25:
        args.append("--ptx-version=" + pick_ptx(rng))
    debug = rng.random() < 0.15
    if debug:
        args.append("-g")
    r = rng.random()
    if debug and r < 0.85:
        args.append("-O0")
    elif r < 0.5:
        args.append("-O%d" % rng.choice([0, 1, 2, 3, 3]))
    elif r < 0.53:
        args.append("-O" + rng.choice(["4", "99", "4294967296", "-1", "", "x"]))
    if rng.random() < 0.15:
        args.append("--lineinfo")
    r = rng.random()
    if r < 0.45:
        args.append("--emit=" + rng.choice(EMITS))
    elif r < 0.47:
        args.append("--emit=" + rng.choice(["cubin", "", "PTX", "asm"]))
    if rng.random() < 0.2:
        args.append("--dot-kind=" + pick_dot_kind(rng))
    if rng.random() < 0.05:
        args.append("--mlir-timing")
    if rng.random() < 0.05:
        args.append("--mlir-disable-threading")
    if rng.random() < 0.02:
        args.append("--mlir-print-ir-after-all")
    rng.shuffle(args)
    r = rng.random()
    use_stdin = r < 0.1
    if r < 0.85:
        args += ["-o", os.devnull]
    elif r < 0.95:
        args += ["-o", "-"]
    else:
        args += ["-o", "/nonexistent-dir/sub/out.ptx"]
    return args, use_stdin


def opt_args(rng, ctx):
    passes = []
    for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 4, 5])):
        r = rng.random()
        if r < 0.2:
            passes.append("--tile-set-target=gpu-name=" + pick_target(rng, ctx))
        elif r < 0.35:
            passes.append("--tile-lower-dot" if rng.random() < 0.5 else
                          "--tile-lower-dot=dot-kind=" + pick_dot_kind(rng))
        elif r < 0.55:
            passes.append("--convert-tile-to-llvm")
        elif r < 0.7:
            opts = []
            if rng.random() < 0.5:
                opts.append("ptx-version=" + pick_ptx(rng))
            if rng.random() < 0.3:
                opts.append("O=%d" % rng.choice([0, 1, 2, 3, 7]))
            passes.append("--tile-attach-nvvm-target" +
                          ("=" + " ".join(opts) if opts else ""))
        elif r < 0.92:
            opts = []
            if rng.random() < 0.3:
                opts.append("ptx-version=" + pick_ptx(rng))
            if rng.random() < 0.3:
                opts.append("O=%d" % rng.choice([0, 1, 2, 3]))
            if rng.random() < 0.3:
                opts.append("dot-kind=" + pick_dot_kind(rng))
            passes.append("--tile-to-nvvm" + ("=" + " ".join(opts) if opts else ""))
        else:
            passes.append(rng.choice(["--canonicalize", "--cse",
                                      "--convert-scf-to-cf", "--symbol-dce"]))
    # Usually set a target first, like tile-translate does.
    if passes and rng.random() < 0.6 and not passes[0].startswith("--tile-set-target"):
        passes.insert(0, "--tile-set-target=gpu-name=" + pick_target(rng, ctx))
    args = list(passes)
    if rng.random() < 0.1:
        args.append("--mlir-print-op-generic")
    if rng.random() < 0.05:
        args.append("--mlir-print-debuginfo")
    if rng.random() < 0.05:
        args.append("--mlir-disable-threading")
    if rng.random() < 0.03:
        args.append("--mlir-timing")
    if rng.random() < 0.1:
        args.append("--split-input-file")
    if rng.random() < 0.05:
        args.append("--verify-diagnostics")
    use_stdin = rng.random() < 0.1
    args += ["-o", os.devnull]
    return args, use_stdin


# ----------------------------------------------------------------------------
# Inputs
# ----------------------------------------------------------------------------

class Case(object):
    __slots__ = ("index", "origin", "mutations", "data", "tool", "args",
                 "stdin")


def make_case(seed, index, ctx):
    rng = random.Random("%s:%d" % (seed, index))
    case = Case()
    case.index = index
    specials = ctx["specials"]
    if index < len(specials):
        case.origin, text = specials[index]
        case.mutations = []
    else:
        r = rng.random()
        if r < 0.22:
            case.origin, text = "generated", gen_kernel(rng)
        elif r < 0.3:
            case.origin, text = "generated", gen_scaled_kernel(rng)
        else:
            case.origin, text = rng.choice(ctx["seeds"])
        r = rng.random()
        if r < 0.12:
            case.mutations = []          # flags only
        else:
            text, case.mutations = mutate(rng, text, ctx, semantic=r < 0.65)
    case.data = text.encode("utf-8", "surrogateescape")
    # A module that names its target mostly gets compiled for that target
    # (another one is an error before any pass runs).
    m = re.search(r"tile\.compute_capability = (\d+) : i32(?:, "
                  r"tile\.target_spec = \"([af]?)\")?", text)
    ctx = dict(ctx, named_target="sm_%s%s" % (m.group(1), m.group(2) or "")
               if m else None)
    if rng.random() < 0.6:
        case.tool = "tile-translate"
        case.args, case.stdin = translate_args(rng, ctx)
    else:
        case.tool = "tile-opt"
        case.args, case.stdin = opt_args(rng, ctx)
        if "--split-input-file" in case.args:
            # Chunks of which some may trip tile-opt's pre-parse guard: the
            # others still run, at their lines in the whole file.
            lines = text.split("\n")
            for _ in range(rng.randint(1, 3)):
                lines.insert(rng.randint(0, len(lines)), "// -----")
            case.data = "\n".join(lines).encode("utf-8", "surrogateescape")
    return case


# ----------------------------------------------------------------------------
# Running
# ----------------------------------------------------------------------------

class Result(object):
    __slots__ = ("case", "kind", "signature", "rc", "seconds", "stderr_tail",
                 "command")


def classify(rc, stderr):
    """Returns (kind, signature): kind is None or 'crash'. tile-opt runs
    tile's pre-parse guard as tile-translate does, so no crash is excused
    (before it did, MLIR 22's parser crashes counted as 'known' there)."""
    return classify_crash(rc, stderr)


def classify_crash(rc, stderr):
    for name, rx in CRASH_PATTERNS:
        m = rx.search(stderr)
        if m:
            detail = m.group(1).strip() if m.groups() else ""
            return "crash", (name + ": " + detail)[:200]
    if rc < 0:
        return "crash", "signal %d" % -rc
    if rc >= 128:
        return "crash", "exit %d (signal %d?)" % (rc, rc - 128)
    if rc not in (0, 1):
        return "crash", "exit status %d" % rc
    return None, None


def set_limits(pid, mem_mb):
    """Caps the child's address space and disables core dumps. Done with
    prlimit() after the fork rather than in preexec_fn, which is unsafe with
    the thread pool; the child has only just started by then."""
    try:
        import resource
        if mem_mb:
            b = mem_mb << 20
            resource.prlimit(pid, resource.RLIMIT_AS, (b, b))
        resource.prlimit(pid, resource.RLIMIT_CORE, (0, 0))
    except (ImportError, AttributeError, OSError, ValueError):
        pass


def shell_command(tool_path, args, input_path, stdin):
    cmd = [tool_path] + args
    if stdin:
        return " ".join(shlex.quote(c) for c in cmd + ["-"]) + " < " + \
            shlex.quote(input_path)
    return " ".join(shlex.quote(c) for c in cmd + [input_path])


def run_case(case, opts, tools, workdir):
    path = os.path.join(workdir, "in-%06d.mlir" % case.index)
    with open(path, "wb") as fh:
        fh.write(case.data)
    tool_path = tools[case.tool]
    cmd = [tool_path] + case.args + (["-"] if case.stdin else [path])
    env = dict(os.environ)
    env.setdefault("ASAN_OPTIONS", "abort_on_error=0")
    env.setdefault("UBSAN_OPTIONS", "print_stacktrace=1")
    env["LLVM_DISABLE_SYMBOLIZATION"] = "1"
    res = Result()
    res.case = case
    res.command = shell_command(tool_path, case.args, path, case.stdin)
    start = time.monotonic()
    try:
        stdin = open(path, "rb") if case.stdin else subprocess.DEVNULL
        p = subprocess.Popen(cmd, stdin=stdin, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, env=env,
                             start_new_session=True)
        if stdin is not subprocess.DEVNULL:
            stdin.close()
        set_limits(p.pid, opts.mem_limit_mb)
        try:
            _, err = p.communicate(timeout=opts.timeout)
            res.rc = p.returncode
        except subprocess.TimeoutExpired:
            try:
                os.killpg(p.pid, 9)
            except OSError:
                p.kill()
            _, err = p.communicate()
            res.rc = None
    finally:
        res.seconds = time.monotonic() - start
    text = err.decode("utf-8", "replace")
    res.stderr_tail = text[-8000:]
    if res.rc is None:
        res.kind, res.signature = "hang", "timeout after %.0f s" % opts.timeout
    else:
        res.kind, res.signature = classify(res.rc, text)
        if res.kind is None and res.rc == 1:
            m = re.search(r"error: (.*)", text) or re.search(r"(?m)^(\S.*)$", text)
            res.signature = m.group(1)[:160] if m else "(no diagnostic)"
    if res.kind is None:
        os.unlink(path)
    return res


def still_crashes(data, case, opts, tools, workdir, signature):
    """For the minimizer: does `data` reproduce `signature`?"""
    probe = Case()
    probe.index = 999999
    probe.origin, probe.mutations = case.origin, case.mutations
    probe.data, probe.tool, probe.args, probe.stdin = data, case.tool, case.args, case.stdin
    r = run_case(probe, opts, tools, workdir)
    try:
        os.unlink(os.path.join(workdir, "in-999999.mlir"))
    except OSError:
        pass
    return r.kind == "crash" and r.signature.split(":")[0] == signature.split(":")[0]


def minimize(case, opts, tools, workdir, signature, budget_s=120):
    """Line-wise delta debugging, then token-wise on what is left."""
    deadline = time.monotonic() + budget_s
    lines = case.data.split(b"\n")
    n = 2
    while len(lines) >= 2 and time.monotonic() < deadline:
        chunk = max(1, len(lines) // n)
        reduced = False
        for i in range(0, len(lines), chunk):
            cand = lines[:i] + lines[i + chunk:]
            if cand and still_crashes(b"\n".join(cand), case, opts, tools,
                                      workdir, signature):
                lines = cand
                n = max(n - 1, 2)
                reduced = True
                break
            if time.monotonic() > deadline:
                break
        if not reduced:
            if chunk == 1:
                break
            n = min(len(lines), n * 2)
    return b"\n".join(lines)


def find_tools(opts):
    tools = {}
    for name in ("tile-opt", "tile-translate"):
        cands = []
        if opts.bin_dir:
            cands.append(os.path.join(opts.bin_dir, name))
        cands.append(os.path.join(DEFAULT_ROOT, "build", "bin", name))
        found = shutil.which(name)
        if found:
            cands.append(found)
        for c in cands:
            if os.path.isfile(c) and os.access(c, os.X_OK):
                tools[name] = os.path.abspath(c)
                break
        else:
            sys.exit("fuzz.py: cannot find %s (use --bin-dir)" % name)
    return tools


def is_sanitized(path):
    try:
        with open(path, "rb") as fh:
            return b"__asan_init" in fh.read()
    except OSError:
        return False


def list_targets(tile_translate):
    try:
        out = subprocess.run([tile_translate, "--list-targets"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             timeout=30).stdout.decode()
    except (OSError, subprocess.TimeoutExpired):
        return FALLBACK_TARGETS
    names = re.findall(r"(?m)^(sm_\w+)\s", out)
    return names or FALLBACK_TARGETS


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=500, help="inputs to run")
    ap.add_argument("--seed", default="1", help="random seed (any string)")
    ap.add_argument("--jobs", type=int, default=2, help="parallel tool runs")
    ap.add_argument("--timeout", type=float, default=HANG_FAILURE_S,
                    help="seconds per tool run (default 20); longer is a hang")
    ap.add_argument("--mem-limit-mb", type=int, default=None,
                    help="address-space limit per run (default 4096; off "
                         "for sanitizer builds)")
    ap.add_argument("--bin-dir", help="directory with tile-opt and tile-translate")
    ap.add_argument("--root", default=DEFAULT_ROOT,
                    help="source tree with test/ and examples/")
    ap.add_argument("--out", help="directory for reproducers (default: a new "
                                  "temp dir)")
    ap.add_argument("--big", action="store_true",
                    help="also run the 10 MB and 100000-deep inputs")
    ap.add_argument("--only", type=int, action="append",
                    help="run only input I (repeatable)")
    ap.add_argument("--skip", type=int, default=0,
                    help="start at input K: a long run in batches, e.g. "
                         "--count 2500 --skip 2500 is inputs 2500-4999")
    ap.add_argument("--minimize", action="store_true",
                    help="delta-debug each distinct crash (saved as .min.mlir)")
    ap.add_argument("--stats", action="store_true",
                    help="print the most frequent diagnostics and outcomes")
    ap.add_argument("--verbose", "-v", action="store_true")
    opts = ap.parse_args()

    tools = find_tools(opts)
    if opts.mem_limit_mb is None:
        opts.mem_limit_mb = 0 if is_sanitized(tools["tile-translate"]) else 4096
    ctx = {
        "targets": list_targets(tools["tile-translate"]),
        "seeds": load_seeds(opts.root, tools["tile-opt"]),
        "specials": special_inputs(opts.big),
    }
    if not ctx["seeds"]:
        sys.exit("fuzz.py: no seed .mlir files under %s" % opts.root)
    out_dir = opts.out or tempfile.mkdtemp(prefix="tile-fuzz-")
    os.makedirs(out_dir, exist_ok=True)
    workdir = tempfile.mkdtemp(prefix="work-", dir=out_dir)

    indices = opts.only or list(range(opts.skip, opts.skip + opts.count))
    cases = [make_case(opts.seed, i, ctx) for i in indices]
    t0 = time.monotonic()
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as ex:
        futs = [ex.submit(run_case, c, opts, tools, workdir) for c in cases]
        step = max(1, len(futs) // 10)
        for k, f in enumerate(futs):
            results.append(f.result())
            if opts.verbose or (k + 1) % step == 0:
                sys.stderr.write("fuzz: %d/%d (%.0f s)\n"
                                 % (k + 1, len(futs), time.monotonic() - t0))
    elapsed = time.monotonic() - t0

    crashes = [r for r in results if r.kind == "crash"]
    hangs = [r for r in results if r.kind == "hang"]
    failing_hangs = [r for r in hangs if opts.timeout >= HANG_FAILURE_S
                     and len(r.case.data) < SMALL_INPUT]
    ok = sum(1 for r in results if r.kind is None and r.rc == 0)
    rejected = [r for r in results if r.kind is None and r.rc == 1]
    slowest = sorted(results, key=lambda r: -r.seconds)[:5]

    print("fuzz: %d inputs, %d crashes, %d hangs (%d failing: > %.0f s on an "
          "input < 64 KiB), seed %s, %.0f s"
          % (len(results), len(crashes), len(hangs), len(failing_hangs),
             HANG_FAILURE_S, opts.seed, elapsed))
    print("fuzz: %d ran clean, %d rejected with a diagnostic (%d without one)"
          % (ok, len(rejected),
             sum(1 for r in rejected if r.signature == "(no diagnostic)")))
    if opts.stats:
        def norm(sig):
            return re.sub(r"'[^']*'|\"[^\"]*\"|-?\d+", "_", sig or "")
        counts = {}
        for r in rejected:
            counts[norm(r.signature)] = counts.get(norm(r.signature), 0) + 1
        for sig, n in sorted(counts.items(), key=lambda kv: -kv[1])[:40]:
            print("  %5d  %s" % (n, sig))
        by_tool = {}
        for r in results:
            key = (r.case.tool, "ok" if r.kind is None and r.rc == 0 else
                   (r.kind or "rejected"))
            by_tool[key] = by_tool.get(key, 0) + 1
        print("  " + ", ".join("%s %s: %d" % (t, k, n)
                               for (t, k), n in sorted(by_tool.items())))
    print("fuzz: slowest: " + ", ".join(
        "#%d %.1f s" % (r.case.index, r.seconds) for r in slowest))

    by_sig = {}
    for r in crashes + hangs:
        by_sig.setdefault((r.kind, r.signature), []).append(r)
    for (kind, sig), rs in sorted(by_sig.items()):
        print("%s: %s (%d input%s)" % (kind.upper(), sig, len(rs),
                                        "" if len(rs) == 1 else "s"))
        shown = 100 if opts.verbose else 3
        for r in rs[:shown]:
            c = r.case
            base = os.path.join(out_dir, "%s-%06d" % (kind, c.index))
            repro = base + ".mlir"
            with open(repro, "wb") as fh:
                fh.write(c.data)
            cmd = shell_command(tools[c.tool], c.args, repro, c.stdin)
            with open(base + ".sh", "w") as fh:
                fh.write("#!/bin/sh\n# input %d of seed %s: %s, mutations %s\n"
                         "# %s\n%s\n" % (c.index, opts.seed, c.origin,
                                         ",".join(c.mutations) or "none",
                                         sig, cmd))
            with open(base + ".stderr", "w") as fh:
                fh.write(r.stderr_tail)
            print("  input %d (%s; %s): %s" % (c.index, c.origin,
                                               ",".join(c.mutations) or "flags only",
                                               cmd))
            print("  reproducer: %s" % repro)
        if opts.minimize and kind == "crash":
            small = minimize(rs[0].case, opts, tools, workdir, sig)
            mpath = os.path.join(out_dir, "crash-%06d.min.mlir" % rs[0].case.index)
            with open(mpath, "wb") as fh:
                fh.write(small)
            print("  minimized (%d bytes): %s" % (len(small), mpath))
    if not by_sig:
        shutil.rmtree(workdir, ignore_errors=True)
        if not opts.out:
            shutil.rmtree(out_dir, ignore_errors=True)
    else:
        print("fuzz: reproducers in %s" % out_dir)
    return 1 if crashes or failing_hangs else 0


if __name__ == "__main__":
    sys.exit(main())
