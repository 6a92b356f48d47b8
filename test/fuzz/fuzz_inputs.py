"""The fuzzer's inputs (test/fuzz/fuzz.py): the seeds (every .mlir under
test/ and examples/, split at `// -----`, in custom and generic form),
generated kernels (plain and block-scaled GEMMs, elementwise and reduction
kernels) and pathological inputs.
"""

import os
import re
import subprocess


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
