"""The fuzzer's mutations (test/fuzz/fuzz.py): the vocabulary of MLIR text
(targets, PTX versions, element types, interesting numbers and shapes,
swappable op groups, attribute snippets, tokens) and the mutators that
use it (token swaps, deleted or duplicated lines, changed integers,
shapes, element types, op names, attributes, inserted ops, wrapping).
"""

import re


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
