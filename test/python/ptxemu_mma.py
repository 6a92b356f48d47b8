"""The PTX emulator's matrix instructions (test/python/ptxemu.py): mma.sync
(block-scaled included), wgmma (shared-memory descriptors, swizzles) and
tcgen05 (tensor memory, mma, cp, commit).
"""

import functools

import numpy as np

from ptxemu_core import (CLUSTER_WINDOW, REMOTE, EmuError, U64, _f16, _f32, _float, _from_f16,
                         _from_f32, _int, _mask, _to_float_bits, _TYPES, _u)
from ptxemu_formats import fp4_unpack, _e2m1, _fp8, _ue4m3, _ue8m0
from ptxemu_alu import _vector_regs
from ptxemu_async import TMEM_COLUMNS, TMEM_LANES, _mbar_target, _swizzle


_MMA_BITS = {"bf16": 16, "f16": 16, "tf32": 32, "e4m3": 8, "e5m2": 8, "s8": 8, "u8": 8,
             "e2m1": 4}


# Block-scaled mma.sync forms: kind -> (scale_vec, shape, input type, scale types).
_MMA_BLOCK_SCALE = {
    "kind::mxf8f6f4": ("scale_vec::1X", "m16n8k32", ("e4m3", "e5m2"), ("ue8m0",)),
    "kind::mxf4": ("scale_vec::2X", "m16n8k64", ("e2m1",), ("ue8m0",)),
    "kind::mxf4nvf4": ("scale_vec::4X", "m16n8k64", ("e2m1",), ("ue4m3",)),
}


def _mma(b, ins, mask):
    """mma.sync.aligned.m16n8kK.row.col (PTX ISA "Matrix fragments for
    mma.m16n8k*"): with g = lane / 4, q = lane % 4 and e elements of a
    register (2 for f16/bf16, 4 for 8-bit floats, 1 for tf32), A register r
    holds row g + 8 (r % 2), columns K/2 (r / 2) + e q .. + e - 1 (the
    first in the low bits); B register r holds rows K/2 r + e q .. of
    column g; C/D (f32) c0, c1 at (g, 2q), (g, 2q + 1), c2, c3 at row g + 8."""
    b.whole_warps(mask, "mma.sync")
    if ins.form is None:
        ins.form = _mma_form(ins)
    k, scaled, form, stype, (dtype_, atype, btype, ctype) = ins.form
    d_regs, a_regs, b_regs, c_regs = (_vector_regs(x) for x in ins.args[:4])
    w, g, q, a_at, b_at, c_at = _mma_indices(
        b.n, k, 32 // _MMA_BITS[atype], len(a_regs), 32 // _MMA_BITS[btype], len(b_regs))
    nwarps = b.n // 32

    def elements(reg_names, typ):
        """The float64 values of the registers' elements (the first in the
        low bits): [register index, element index, thread]."""
        bits = _MMA_BITS[typ]
        v = np.array([b.val(name) for name in reg_names])[:, None, :]
        x = (v >> (U64(bits) * np.arange(32 // bits, dtype=U64))[None, :, None]) & _mask(bits)
        if typ in ("e4m3", "e5m2"):
            return _fp8(x, typ)
        if typ == "e2m1":
            return _e2m1(x)
        if typ in ("s8", "u8"):
            f = x.astype(np.int64)
            return (f - 256 * (f >= 128) if typ == "s8" else f).astype(np.float64)
        if typ == "tf32":
            return _f32(x & U64(0xFFFFE000)).astype(np.float64)
        return _float(x, typ).astype(np.float64)

    A = np.zeros(nwarps * 16 * k)
    B = np.zeros(nwarps * k * 8)
    A[a_at] = elements(a_regs, atype).reshape(-1)
    B[b_at] = elements(b_regs, btype).reshape(-1)
    A, B = A.reshape(nwarps, 16, k), B.reshape(nwarps, k, 8)
    C = np.zeros(nwarps * 16 * 8)
    if ctype == "f32":
        C[c_at] = _f32(np.array([b.val(r, "f32") for r in c_regs])).reshape(-1)
    elif ctype == "s32":  # integer MMA: exact in float64 for these sizes
        C[c_at] = _int(np.array([b.val(r) for r in c_regs]), "s32").reshape(-1)
    C = C.reshape(nwarps, 16, 8)
    if ctype not in ("f32", "s32"):  # f16 pairs: c0 = (g, 2q..2q+1), c1 = (g + 8, ..)
        for i, r in enumerate(c_regs):
            v = b.val(r)
            C[w, g + 8 * i, 2 * q] = _f16(v & U64(0xFFFF))
            C[w, g + 8 * i, 2 * q + 1] = _f16(v >> U64(16))
    if scaled:  # K block j of A row m and B column n times their scales
        vec = int(form[0][len("scale_vec::")])
        sa = _mma_scales(b, ins.args[4], ins.args[5], w, nwarps, "A", vec, stype)
        sb = _mma_scales(b, ins.args[6], ins.args[7], w, nwarps, "B", vec, stype)
        blk = np.arange(k) // (k // vec)
        A *= sa[:, :, blk]
        B *= np.transpose(sb, (0, 2, 1))[:, blk, :]
    D = np.einsum("wmk,wkn->wmn", A, B) + C
    if dtype_ == "s32":  # wraps around modulo 2^32 (no .satfinite)
        out = _u(D.reshape(-1)[c_at].reshape(4, -1).astype(np.int64), 32)
    elif dtype_ == "f32":
        out = _from_f32(D.reshape(-1)[c_at].reshape(4, -1).astype(np.float32))
    else:
        out = []
        for i in range(len(d_regs)):
            lo = D[w, g + 8 * i, 2 * q].astype(np.float32)
            hi = D[w, g + 8 * i, 2 * q + 1].astype(np.float32)
            out.append(_to_float_bits(lo, dtype_) | (_to_float_bits(hi, dtype_) << U64(16)))
    for i, r in enumerate(d_regs):
        b.set(r, out[i], mask)


@functools.lru_cache(maxsize=None)
def _mma_indices(n, k, ea, na, eb, nb):
    """Where mma.sync's registers go, for n threads: each thread's warp, g,
    q; the positions in A (warps x 16 x K), B (warps x K x 8) and C or D
    (warps x 16 x 8, f32 and s32: four registers), flattened, of register
    r's element j of each thread, in the order [r, j, thread] ([r, thread]
    for C and D): A's row g + 8 (r % 2), column K/2 (r / 2) + e q + j; B's
    row K/2 r + e q + j, column g; C's row g + 8 (r / 2), column 2 q + r % 2."""
    lane = np.arange(n) % 32
    g, q = lane // 4, lane % 4
    w = np.arange(n) // 32
    r, j = np.arange(na)[:, None, None], np.arange(ea)[None, :, None]
    a_row, a_col = g + 8 * (r % 2), k // 2 * (r // 2) + ea * q + j
    a_at = (w * 16 + a_row) * k + a_col
    r, j = np.arange(nb)[:, None, None], np.arange(eb)[None, :, None]
    b_at = (w * k + k // 2 * r + eb * q + j) * 8 + g
    i = np.arange(4)[:, None]
    c_at = (w * 16 + g + 8 * (i // 2)) * 8 + 2 * q + (i % 2)
    out = (w, g, q, a_at.reshape(-1), b_at.reshape(-1), c_at.reshape(-1))
    for a in out:
        a.flags.writeable = False
    return out


def _mma_form(ins):
    """(K, block-scaled, block-scaled form, scale type, (D, A, B, C types)) of
    an mma.sync, checked."""
    shape = next((m for m in ins.mods if m.startswith("m16n8k")), None)
    scaled = "block_scale" in ins.mods
    kinds = [m for m in ins.mods if m.startswith("kind") or m.startswith("scale_vec")]
    kind = next((m for m in kinds if m.startswith("kind")), None)
    form = _MMA_BLOCK_SCALE.get(kind)
    stype = next((m for m in ins.mods if m in ("ue8m0", "ue4m3")), None)
    if shape is None or "row" not in ins.mods or "col" not in ins.mods or (
            kinds if not scaled else
            form is None or sorted(kinds) != sorted([kind, form[0]]) or shape != form[1]
            or stype not in form[3]):
        raise EmuError(f"mma form {ins.mods}")
    k = int(shape[6:])
    types = [m for m in ins.mods if m in _TYPES or m in _MMA_BITS]
    if scaled and not (types[1] in form[2] and types[2] in form[2]):
        raise EmuError(f"mma {kind} with {types[1]} x {types[2]}")
    if ("e2m1" in types) != (shape == "m16n8k64"):
        raise EmuError(f"mma {shape} with {types[1]} x {types[2]}")
    dtype_, atype, btype, ctype = types
    if atype not in _MMA_BITS or btype not in _MMA_BITS:
        raise EmuError(f"mma input types {atype}, {btype}")
    if len(ins.args) != (8 if scaled else 4):
        raise EmuError(f"mma with {len(ins.args)} operands")
    return k, scaled, form, stype, (dtype_, atype, btype, ctype)


def _mma_scales(b, reg, selector, w, nwarps, which, vec=1, stype="ue8m0"):
    """The scales of one block-scaled mma.sync, `vec` (scale_vec::1X, 2X,
    4X) per row of A and per column of B, from the lanes that supply them:
    [warp, row or column, K block]. With {byte-id, thread-id} = {bid, tid},
    row m of A comes from lane 4 (m % 8) + 2 tid + m / 8 and column n of B
    from lane 4 n + tid (PTX ISA "Block scaling for mma.sync"; a hardware
    probe published with an sm_120 MXFP8 kernel gives the same lanes),
    K block j from byte bid + j of the register (published sm_120 NVFP4
    kernels pack the four ue4m3 scales of a row so, with {0, 0}); other
    lanes are ignored. ue8m0: 2^(e - 127); ue4m3: the e4m3 value (sign
    clear)."""
    bid, tid = (int(x, 0) for x in _vector_regs(selector))
    if not (0 <= bid <= 3 and 0 <= tid <= 1) or bid % vec or (vec == 4 and tid):
        raise EmuError(f"mma block_scale scale_vec::{vec}X selector {{{bid}, {tid}}}")
    v = b.val(reg)
    decode = _ue8m0 if stype == "ue8m0" else _ue4m3
    out = np.zeros((nwarps, 16 if which == "A" else 8, vec))
    for i in range(out.shape[1]):
        lane = 4 * (i % 8) + 2 * tid + i // 8 if which == "A" else 4 * i + tid
        for j in range(vec):
            out[:, i, j] = decode((v[32 * np.arange(nwarps) + lane] >> U64(8 * (bid + j)))
                                  & U64(0xFF))
    return out


_WGMMA_SWIZZLE = {0: 0, 1: 128, 2: 64, 3: 32}  # descriptor bits 62-63 -> span in bytes


def _wgmma_operand(b, desc, rows, k, typ, mn_major):
    """rows x k elements of one wgmma operand from its matrix descriptor
    (PTX ISA "Matrix Descriptor Format"; the canonical layouts as CUTLASS's
    GmmaDescriptor spells them, in 16-byte units T): bits 0-13 start
    address >> 4, 16-29 leading byte offset (LBO) >> 4, 32-45 stride byte
    offset (SBO) >> 4, 49-51 base offset, 62-63 swizzle (0 none, 1 128B,
    2 64B, 3 32B). K-major: rows in groups of 8 at SBO; without swizzle
    8 x 16-byte core matrices LBO apart along K; swizzled, each row of the
    group `span` bytes long. MN-major: without swizzle T elements of MN
    contiguous, blocks of them SBO apart, K rows 16 bytes apart in groups of
    8 LBO apart; swizzled, `span` bytes of MN contiguous (blocks LBO apart),
    K rows `span` bytes apart in groups of 8 SBO apart. The swizzle is a
    function of the address (base offset 0: atoms on span * 8 bytes)."""
    d = int(desc)
    if (d >> 49) & 7:
        raise EmuError("wgmma descriptor base offset != 0 is not emulated")
    return _smem_matrix(b.shared, d, _WGMMA_SWIZZLE[(d >> 62) & 3], rows, k, typ, mn_major,
                        "wgmma")


def _smem_matrix(shared, d, span, rows, k, typ, mn_major, what):
    """rows x k elements (float64) of a canonical shared-memory matrix
    layout (see _wgmma_operand) from descriptor d with swizzle span."""
    start, lbo, sbo = (d & 0x3FFF) << 4, ((d >> 16) & 0x3FFF) << 4, ((d >> 32) & 0x3FFF) << 4
    e = _MMA_BITS[typ] // 8
    per = 16 // e
    r = np.arange(rows)[:, None]
    kk = np.arange(k)[None, :]
    if not mn_major:
        if span:
            addr = start + (r // 8) * sbo + (r % 8) * span + kk * e
        else:
            addr = start + (r // 8) * sbo + (kk // per) * lbo + (r % 8) * 16 + (kk % per) * e
    else:
        if span:
            w = span // e
            addr = start + (r % w) * e + (r // w) * lbo + (kk % 8) * span + (kk // 8) * sbo
        else:
            addr = start + (r % per) * e + (r // per) * sbo + (kk % 8) * 16 + (kk // 8) * lbo
    addr = _swizzle(np.asarray(addr, dtype=np.int64), span)
    raw = shared.load(addr.reshape(-1).astype(U64), e, what, async_proxy=True)
    if typ in ("e4m3", "e5m2"):
        vals = _fp8(raw, typ)
    elif typ in ("s8", "u8"):  # integer MMA: exact int64 values
        return _int(raw, typ).reshape(rows, k)
    elif typ == "tf32":  # the instruction reads the top 19 bits
        vals = _f32(raw & U64(0xFFFFE000)).astype(np.float64)
    else:
        vals = _float(raw, typ).astype(np.float64)
    return vals.reshape(rows, k)


def _wgmma(b, ins, mask):
    """wgmma.fence / mma_async / commit_group / wait_group, warpgroup-wide
    (the scheduler gathers the warpgroup's four warps first). mma_async
    only records the operation; wait_group N runs the oldest committed
    groups until N remain, reading shared memory then: an operand buffer
    overwritten before the wait shows in the result, and touching the
    accumulator registers in between is an EmuError. The accumulator:
    warp w of the warpgroup holds rows 16 w + g and + 8 (g = lane / 4),
    register i at row + 8 ((i >> 1) & 1), column 8 (i >> 2) + 2 (lane % 4)
    + (i & 1); with .f16 accumulators register i is the .f16x2 pair of the
    f32 form's registers 2 i (low half) and 2 i + 1, rounded to f16 once
    per instruction. The descriptor reading is tile's emitter's reading of
    the ISA too: a GPU stays the independent check of it."""
    wg = np.arange(b.n) // 128
    groups = [int(g) for g in np.unique(wg[mask])]
    if "fence" in ins.mods:
        return
    if "commit_group" in ins.mods:
        for g in groups:
            st = b.wgmma_groups.setdefault(g, [[], []])
            st[1].append(st[0])
            st[0] = []
        return
    if "wait_group" in ins.mods:
        n = int(ins.args[0])
        for g in groups:
            st = b.wgmma_groups.get(g)
            while st and len(st[1]) > n:
                for op in st[1].pop(0):
                    _wgmma_run(b, op)
            if st and not st[0] and not st[1]:
                del b.wgmma_groups[g]
            remaining = (st[0] + [op for grp in st[1] for op in grp]) if st else []
            live = {r for op in remaining for r in op["d"]}
            for r in list(b.in_flight):
                if g in b.in_flight[r] and r not in live:
                    b.in_flight[r].discard(g)
                    if not b.in_flight[r]:
                        del b.in_flight[r]
        return
    shape = next(m for m in ins.mods if m.startswith("m64n"))
    n, k = (int(x) for x in shape[4:].split("k"))
    types = [m for m in ins.mods if m in _TYPES or m in _MMA_BITS]
    dtype_, atype, btype = types[:3]
    integer = dtype_ == "s32"
    # .f16 accumulators: f16 (or fp8) operands only (PTX ISA wgmma .dtype).
    if dtype_ not in ("f32", "s32", "f16") or atype not in _MMA_BITS or (
            dtype_ == "f16" and atype not in ("f16", "e4m3", "e5m2")) or (
            atype in ("bf16", "f16", "tf32") and btype != atype) or (
            atype in ("e4m3", "e5m2") and btype not in ("e4m3", "e5m2")) or (
            integer != (atype in ("s8", "u8")) or integer != (btype in ("s8", "u8"))):
        raise EmuError(f"wgmma types {types} are not emulated")
    if integer and ("satfinite" in ins.mods or len(ins.args) != 4):
        raise EmuError(f"integer wgmma form {ins.text}: only d, a-desc, b-desc, scale-d "
                       f"(wrapping, no .satfinite) is emulated")
    a_regs = None
    rest = ins.args[3:]
    if ins.args[1].startswith("{"):
        # A in registers: read (as late as allowed) when the group completes.
        a_regs = _vector_regs(ins.args[1])
        sixteen = atype in ("bf16", "f16")
        # 16-bit: d, a, b-desc, scale-d, imm-scale-a, imm-scale-b, imm-trans-b;
        # fp8 (K-major B only): no imm-trans-b.
        if not (sixteen and k == 16 or atype in ("e4m3", "e5m2") and k == 32) or \
                len(a_regs) != 4 or len(rest) != (4 if sixteen else 3):
            raise EmuError(f"wgmma with A in registers: only 16-bit m64nNk16 and fp8 "
                           f"m64nNk32 are emulated ({ins.text})")
        trans_a, trans_b = 0, int(rest[3]) if sixteen else 0
    else:
        trans_a, trans_b = (int(x) for x in rest[3:5]) if len(rest) > 3 else (0, 0)
    scale_d = b.val(rest[0]).astype(bool)
    # The integer form has no scale immediates (PTX ISA: .s32 d, a-desc,
    # b-desc, scale-d).
    scale_a, scale_b = (1, 1) if integer else (int(x) for x in rest[1:3])
    da = np.zeros(b.n, dtype=U64) if a_regs else b.val(ins.args[1])
    db = b.val(ins.args[2])
    d_regs = _vector_regs(ins.args[0])
    want_regs = n // 4 if dtype_ == "f16" else n // 2
    if len(d_regs) != want_regs:
        raise EmuError(f"m64n{n}.{dtype_} takes {want_regs} accumulator registers, got "
                       f"{len(d_regs)}")
    for g in groups:
        members = mask & (wg == g)
        if members.sum() != 128:
            raise EmuError("wgmma executed by part of a warpgroup")
        first = np.argmax(members)
        for what, v in (("A descriptor", da), ("B descriptor", db), ("scale-d", scale_d)):
            if (v[members] != v[first]).any():
                other = np.argmax(members & (v != v[first]))
                raise EmuError(f"wgmma {what} differs within the warpgroup: thread {first} "
                               f"has 0x{int(v[first]):x}, thread {other} 0x{int(v[other]):x}")
        op = dict(g=g, d=d_regs, da=int(da[first]), db=int(db[first]), n=n, k=k, atype=atype,
                  btype=btype, scale_d=bool(scale_d[first]), scale_a=scale_a, scale_b=scale_b,
                  trans_a=trans_a, trans_b=trans_b, line=ins.line, a_regs=a_regs,
                  integer=integer, f16=dtype_ == "f16")
        b.wgmma_groups.setdefault(g, [[], []])[0].append(op)
        for r in d_regs:
            b.in_flight.setdefault(r, set()).add(g)


def _wgmma_run(b, op):
    tid = np.arange(b.n)
    members = tid // 128 == op["g"]
    idx = np.nonzero(members)[0]
    lane, warp = tid % 32, (tid % 128) // 32
    g, q = lane // 4, lane % 4
    if op["a_regs"]:
        # PTX ISA "Register Fragments for wgmma", matrix A: register i holds
        # elements of row 16 w + g + 8 (i & 1), the lowest bits first:
        # m64nNk16 (16-bit) two, columns 2 q + 8 (i >> 1) and + 1; m64nNk32
        # (e4m3/e5m2) four, columns 4 q + 16 (i >> 1) .. + 3.
        bits = _MMA_BITS[op["atype"]]
        per = 32 // bits
        A = np.zeros((64, op["k"]))
        for i, reg in enumerate(op["a_regs"]):
            v = b.regs[reg][idx]
            row = 16 * warp[idx] + g[idx] + 8 * (i & 1)
            col = per * q[idx] + op["k"] // 2 * (i >> 1)
            for j in range(per):
                x = (v >> U64(bits * j)) & _mask(bits)
                A[row, col + j] = _fp8(x, op["atype"]) if bits == 8 else _float(x, op["atype"])
        A = A * op["scale_a"]
    else:
        A = _wgmma_operand(b, op["da"], 64, op["k"], op["atype"], op["trans_a"]) * op["scale_a"]
    B = _wgmma_operand(b, op["db"], op["n"], op["k"], op["btype"], op["trans_b"]) * op["scale_b"]
    prod = A @ B.T  # 64 x n
    if op["f16"]:
        # .f16x2 register i: the elements of the f32 form's registers 2 i
        # (low half) and 2 i + 1, each rounded to f16 once per instruction.
        for i, reg in enumerate(op["d"]):
            row = 16 * warp[idx] + g[idx] + 8 * (i & 1)
            col = 8 * (i >> 1) + 2 * q[idx]
            v = b.regs[reg][idx]
            halves = []
            for h in range(2):
                old = _f16(v >> U64(16 * h)).astype(np.float64)
                new = prod[row, col + h] + (old if op["scale_d"] else 0.0)
                halves.append(_from_f16(new.astype(np.float16)))
            b.regs[reg][idx] = halves[0] | (halves[1] << U64(16))
        return
    # Register i of every member thread at once (rows: registers); the same
    # element arithmetic as one register at a time (the registers are
    # distinct: each is read before any is written).
    d = op["d"]
    i = np.arange(len(d))[:, None]
    row = (16 * warp[idx] + g[idx])[None, :] + 8 * ((i >> 1) & 1)
    col = 8 * (i >> 2) + (2 * q[idx])[None, :] + (i & 1)
    regs = np.stack([b.regs[reg][idx] for reg in d]) if d else np.zeros((0, len(idx)), U64)
    if op["integer"]:  # s32, wrapping modulo 2^32 (no .satfinite)
        old = _int(regs, "s32")
        new = _u(prod[row, col] + (old if op["scale_d"] else 0), 32)
    else:
        old = _f32(regs).astype(np.float64)
        new = _from_f32((prod[row, col] + (old if op["scale_d"] else 0.0)).astype(np.float32))
    assert len(set(d)) == len(d), f"wgmma accumulator registers repeat: {d}"
    for k, reg in enumerate(d):
        b.regs[reg][idx] = new[k]
_TC_SWIZZLE = {0: 0, 2: 128, 4: 64, 6: 32}  # descriptor bits 61-63 -> span (1: 128B/32B atoms)
_TC_F16_TYPES = {0: "f16", 1: "bf16"}
_TC_F8_TYPES = {0: "e4m3", 1: "e5m2"}
_TC_I8_TYPES = {0: "u8", 1: "s8"}


# What tensor memory holds before anything writes it: a NaN as f32 (and an
# implausible i32), so that reading or accumulating into cells no MMA or
# tcgen05.st wrote shows in the result (hardware gives no zeros either).
TMEM_POISON = 0x7FC0DEAD


def _tmem(b):
    if b.tmem is None:
        b.tmem = np.full((TMEM_LANES, TMEM_COLUMNS), TMEM_POISON, dtype=np.uint32)
    return b.tmem


def _tmem_columns(b, col, ncols, what):
    for start, n in b.tmem_alloc.items():
        if start <= col and col + ncols <= start + n:
            return
    raise EmuError(f"{what}: tensor memory columns [{col}, {col + ncols}) are not allocated "
                   f"(allocated: {sorted(b.tmem_alloc.items())})")


def _tc_descriptor(blk, d, rows, k, typ, mn_major):
    """A tcgen05 shared memory descriptor (PTX ISA "Shared memory descriptor",
    tcgen05): as wgmma's (start, LBO, SBO >> 4 at bits 0, 16, 32), bits
    46-48 the fixed 0b001, 49-51 base offset, 52 LBO mode, 61-63 swizzle
    (0 none, 1 128B with 32B atoms, 2 128B, 4 64B, 6 32B)."""
    if (d >> 46) & 7 != 1:
        raise EmuError(f"tcgen05 descriptor 0x{d:x}: bits 46-48 must be 0b001")
    if (d >> 49) & 0xF:
        raise EmuError("tcgen05 descriptor base offset / LBO mode are not emulated")
    sw = (d >> 61) & 7
    if sw not in _TC_SWIZZLE:
        raise EmuError(f"tcgen05 descriptor swizzle mode {sw} is not emulated")
    return _smem_matrix(blk.shared, d, _TC_SWIZZLE[sw], rows, k, typ, mn_major, "tcgen05.mma")


def _tc_mma_operands(b, op):
    """A (M x K) and B (N x K) of a dense tcgen05.mma as shared memory holds
    them now; N, the blocks D spans, their rows each, and whether it is an
    integer MMA."""
    idesc, kind = op["idesc"], op["kind"]
    if kind == "f16":
        atype, btype = _TC_F16_TYPES.get((idesc >> 7) & 7), _TC_F16_TYPES.get((idesc >> 10) & 7)
        k = 16
    elif kind == "f8f6f4":
        atype, btype = _TC_F8_TYPES.get((idesc >> 7) & 7), _TC_F8_TYPES.get((idesc >> 10) & 7)
        k = 32
    elif kind == "tf32":  # a/b format 2 (CUTLASS UMMA::F16F32Format::TF32)
        atype = btype = "tf32" if (idesc >> 7) & 7 == 2 and (idesc >> 10) & 7 == 2 else None
        k = 8
    elif kind == "i8":  # a/b format 0 u8, 1 s8; D s32 (format 2)
        atype, btype = _TC_I8_TYPES.get((idesc >> 7) & 7), _TC_I8_TYPES.get((idesc >> 10) & 7)
        k = 32
    else:
        raise EmuError(f"tcgen05.mma kind::{kind} is not emulated")
    integer = kind == "i8"
    if atype is None or btype is None or (idesc >> 4) & 3 != (2 if integer else 1) or \
            idesc & 0xF:
        raise EmuError(f"tcgen05.mma instruction descriptor 0x{idesc:x}: only f32 "
                       f"accumulators of dense f16/bf16/tf32/e4m3/e5m2 inputs and s32 ones of "
                       f"u8/s8 (no saturation) are emulated")
    neg_a, neg_b = -1.0 if (idesc >> 13) & 1 else 1.0, -1.0 if (idesc >> 14) & 1 else 1.0
    ta, tb = (idesc >> 15) & 1, (idesc >> 16) & 1
    n, m = ((idesc >> 17) & 0x3F) << 3, ((idesc >> 24) & 0x1F) << 4
    pair = op["pair"]
    blocks = [b.cluster.blocks[b.rank & ~1], b.cluster.blocks[b.rank | 1]] if pair else [b]
    if pair and m != 256 or not pair and m not in (64, 128):
        raise EmuError(f"tcgen05.mma cta_group::{2 if pair else 1} with M {m} is not emulated")
    rows_per = m // len(blocks)
    A = np.concatenate([_tc_descriptor(blk, op["da"], rows_per, k, atype, ta)
                        for blk in blocks]) * neg_a
    B = np.concatenate([_tc_descriptor(blk, op["db"], n // len(blocks), k, btype, tb)
                        for blk in blocks]) * neg_b
    return A, B, n, blocks, rows_per, integer


def _tc_mma_run(b, op):
    """D (TMEM, f32) = A x B^T (+ D): A M x K and B N x K from shared
    memory. cta_group::1: M rows in lanes 0.. of this CTA (M 128) or, for
    M 64, lanes 0-15 of each 32-lane quarter. cta_group::2 (M 256): A's
    rows and D's lanes split across the pair (first 128 in the even CTA),
    B's N rows too (first N / 2 from the even CTA)."""
    if op.get("cp"):
        return _tc_cp_run(b, op)
    if op.get("scaled"):
        return _tc_mma_scaled_run(b, op)
    A, B, n, blocks, rows_per, integer = _tc_mma_operands(b, op)
    if "issued" in op and not all(np.array_equal(x, y, equal_nan=True)
                                  for x, y in zip((A, B), op["issued"])):
        raise EmuError("shared memory a tcgen05.mma reads changed between its issue and its "
                       "completion (its commit's mbarrier phase): a stage was refilled "
                       "before the MMAs reading it were done")
    prod = A @ B.T  # m x n
    lane0, col = op["d"] >> 16, op["d"] & 0xFFFF
    if lane0:
        raise EmuError("tcgen05.mma D address with a nonzero lane")
    for i, blk in enumerate(blocks):
        _tmem_columns(blk, col, n, "tcgen05.mma")
        part = prod[i * rows_per:(i + 1) * rows_per]
        lanes = np.arange(rows_per) if rows_per == 128 else \
            32 * (np.arange(64) // 16) + np.arange(64) % 16
        tm = _tmem(blk)
        if integer:  # s32 cells, wrapping modulo 2^32 (exact: |part| < 2^53)
            old = tm[lanes, col:col + n].view(np.int32).astype(np.int64)
            new = part.astype(np.int64) + (old if op["accumulate"] else 0)
            tm[lanes, col:col + n] = (new & 0xFFFFFFFF).astype(np.uint32)
            continue
        old = tm[lanes, col:col + n].view(np.float32).astype(np.float64)
        new = part + (old if op["accumulate"] else 0.0)
        tm[lanes, col:col + n] = new.astype(np.float32).view(np.uint32)


def _tc_cp_run(b, op):
    """tcgen05.cp.cta_group::1.32x128b.warpx4 [taddr], sdesc: 32 rows of 16
    bytes from shared memory (the no-swizzle K-major canonical layout of the
    descriptor: row r at start + (r / 8) SBO + (r % 8) 16; one 16-byte
    column, so LBO is unused) into lanes 0-31, columns col..col + 3 (4 bytes
    each, little-endian), copied to all four 32-lane quarters (.warpx4:
    lanes 32 q + r)."""
    d, lane0, col = op["desc"], op["taddr"] >> 16, op["taddr"] & 0xFFFF
    if (d >> 46) & 7 != 1 or (d >> 49) & 0xF or (d >> 61) & 7:
        raise EmuError(f"tcgen05.cp source descriptor 0x{d:x}: only the no-swizzle "
                       f"layout (version 0b001, no base offset) is emulated")
    if lane0:
        raise EmuError(f"tcgen05.cp.32x128b.warpx4 to lane {lane0}: it fills lanes from 0")
    _tmem_columns(b, col, 4, "tcgen05.cp")
    start, sbo = (d & 0x3FFF) << 4, ((d >> 32) & 0x3FFF) << 4
    r = np.arange(32)
    addr = (start + (r // 8) * sbo + (r % 8) * 16).astype(U64)
    raw = b.shared.load_bytes(addr, 16, "tcgen05.cp")  # 32 x 16 bytes
    b.shared.async_read(b.shared._index(addr, 16, "tcgen05.cp")[:, None] + np.arange(16),
                        "tcgen05.cp")
    cells = raw.reshape(32, 4, 4).astype(np.uint32)
    cells = cells[:, :, 0] | cells[:, :, 1] << 8 | cells[:, :, 2] << 16 | cells[:, :, 3] << 24
    tm = _tmem(b)
    for q in range(4):
        tm[32 * q:32 * q + 32, col:col + 4] = cells


def _tc_mma_scaled_run(b, op):
    """tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale(.block32 |
    .scale_vec::1X): D (f32) = (A x 2^(SFA - 127)) (B x 2^(SFB - 127))^T (+ D),
    K 32, one ue8m0 scale per row of A and per row (N) of B; kind::mxf4
    (.block32) and kind::mxf4nvf4 (.block16 with ue4m3, or .block32): K 64
    of packed e2m1, 2 or 4 scale blocks per MMA in bytes ID, ID + 1, .. of
    the cells. Instruction
    descriptor (PTX ISA, table for .kind::mxf8f6f4 / mxf4 / mxf4nvf4): bits
    4-5 SFB ID, 7-9 / 10-12 A / B type (0 e4m3, 1 e5m2), 13/14 negate,
    15/16 transpose, 17-22 N >> 3, 23 scale type (1 ue8m0), 27-28 M >> 7,
    29-30 SFA ID. The scale matrices are in tensor memory, duplicated in
    every 32-lane quarter ("Scale factors for A and B matrices need to be
    duplicated to all 32 lane partitions"): the quarter q that holds D's
    rows 32 q .. 32 q + 31 reads A's row m at lane m, column [scale_A] +
    m / 32, and B's row n at lane 32 q + n % 32, column [scale_B] + n / 32,
    byte SFA ID / SFB ID of the 32-bit cell. A quarter whose copy of B's
    scales differs computes with its own copy."""
    idesc, kind = op["idesc"], op["kind"]
    if kind not in ("mxf8f6f4", "mxf4", "mxf4nvf4") or op["pair"]:
        raise EmuError(f"tcgen05.mma kind::{kind} block_scale "
                       f"{'cta_group::2 ' if op['pair'] else ''}is not emulated")
    fp4 = kind != "mxf8f6f4"
    ue8m0 = (idesc >> 23) & 1 == 1
    # FP4 kinds: A/B format 1 = e2m1 (CUTLASS UMMA::MXF4Format), K 64 (bit
    # 31 clear), packed two per byte in shared memory; kind::mxf4 takes
    # ue8m0 scales per 32 (block32), kind::mxf4nvf4 ue4m3 per 16 (block16)
    # or ue8m0 per 32.
    types = {1: "e2m1"} if fp4 else _TC_F8_TYPES
    atype, btype = types.get((idesc >> 7) & 7), types.get((idesc >> 10) & 7)
    block = op.get("block", 32)
    if atype is None or btype is None or idesc & 0xF or (idesc >> 24) & 7 or \
            (idesc >> 31) & 1 or (not ue8m0 and (kind != "mxf4nvf4" or block != 16)) or \
            (ue8m0 and block != 32):
        raise EmuError(f"tcgen05.mma kind::{kind} block_scale.block{block} instruction "
                       f"descriptor 0x{idesc:x}: only dense e4m3/e5m2 (K 32) or e2m1 (K 64) "
                       f"with ue8m0 scales per 32 or (mxf4nvf4) ue4m3 per 16 are emulated")
    neg_a, neg_b = -1.0 if (idesc >> 13) & 1 else 1.0, -1.0 if (idesc >> 14) & 1 else 1.0
    ta, tb = (idesc >> 15) & 1, (idesc >> 16) & 1
    n, m = ((idesc >> 17) & 0x3F) << 3, ((idesc >> 27) & 3) << 7
    sfa_id, sfb_id = (idesc >> 29) & 3, (idesc >> 4) & 3
    if m != 128:
        raise EmuError(f"tcgen05.mma block_scale with M {m} is not emulated")
    if fp4:  # 32 bytes of K per row: 64 e2m1 values, the low nibble first
        if ta or tb:
            raise EmuError("tcgen05.mma with MN-major e2m1 operands is not emulated")

        def nibbles(desc, rows):
            return _e2m1(fp4_unpack(_tc_descriptor(b, desc, rows, 32, "u8", 0).astype(np.int64)))
        A, B, k = nibbles(op["da"], m) * neg_a, nibbles(op["db"], n) * neg_b, 64
    else:
        A = _tc_descriptor(b, op["da"], m, 32, atype, ta) * neg_a
        B = _tc_descriptor(b, op["db"], n, 32, btype, tb) * neg_b
        k = 32
    nblk = k // block  # scale blocks per MMA: bytes id, id + 1, .. of the cell
    if sfa_id + nblk > 4 or sfb_id + nblk > 4 or sfa_id % nblk or sfb_id % nblk:
        raise EmuError(f"tcgen05.mma block_scale scale IDs {sfa_id}, {sfb_id} with "
                       f"{nblk} blocks per MMA")
    decode = _ue8m0 if ue8m0 else _ue4m3
    tm = _tmem(b)
    sfa, sfb = op["sfa"], op["sfb"]
    for what, addr, ncols in (("scale_A", sfa, 4), ("scale_B", sfb, (n + 31) // 32)):
        if addr >> 16:
            raise EmuError(f"tcgen05.mma {what} address with a nonzero lane")
        _tmem_columns(b, addr & 0xFFFF, ncols, f"tcgen05.mma {what}")
    rows, cols = np.arange(m), np.arange(n)
    kblk = np.arange(k) // block
    # sa[m, j], sb[q, n, j]: block j of A's row m, of B's row n as quarter q
    # reads it.
    sa = np.stack([decode(tm[rows, (sfa & 0xFFFF) + rows // 32] >> np.uint32(8 * (sfa_id + j)))
                   for j in range(nblk)], axis=-1)
    sb = np.stack([np.stack([decode(tm[32 * q + cols % 32, (sfb & 0xFFFF) + cols // 32]
                                    >> np.uint32(8 * (sfb_id + j))) for j in range(nblk)],
                            axis=-1) for q in range(4)])
    As = A * sa[:, kblk]
    prod = np.concatenate([As[32 * q:32 * q + 32] @ (B * sb[q][:, kblk]).T for q in range(4)])
    lane0, col = op["d"] >> 16, op["d"] & 0xFFFF
    if lane0:
        raise EmuError("tcgen05.mma D address with a nonzero lane")
    _tmem_columns(b, col, n, "tcgen05.mma")
    old = tm[rows, col:col + n].view(np.float32).astype(np.float64)
    with np.errstate(over="ignore"):  # f32 overflow is inf, as on the hardware
        tm[rows, col:col + n] = (prod + (old if op["accumulate"] else 0.0)).astype(
            np.float32).view(np.uint32)


def _tcgen05(b, ins, mask):
    kind = ins.mods[0]
    if kind.startswith("fence") or kind.startswith("wait") or kind == "relinquish_alloc_permit":
        return
    if kind in ("alloc", "dealloc"):
        b.converged_warps(mask, f"tcgen05.{kind}")
        for w in np.unique(np.nonzero(mask)[0] // 32):
            first = 32 * w
            ncols = int(b.val(ins.args[1])[first])
            if ncols < 32 or ncols > TMEM_COLUMNS or ncols & (ncols - 1):
                raise EmuError(f"tcgen05.{kind} of {ncols} columns (a power of 2, 32..512)")
            if kind == "dealloc":
                col = int(b.val(ins.args[0])[first]) & 0xFFFF
                if b.tmem_alloc.get(col) != ncols:
                    raise EmuError(f"tcgen05.dealloc of columns [{col}, {col + ncols}) that "
                                   f"were not allocated so")
                del b.tmem_alloc[col]
                continue
            col = next((c for c in range(0, TMEM_COLUMNS, ncols) if all(
                c + ncols <= s or s + n <= c for s, n in b.tmem_alloc.items())), None)
            if col is None:
                raise EmuError(f"tcgen05.alloc of {ncols} columns: tensor memory is full "
                               f"({sorted(b.tmem_alloc.items())})")
            b.tmem_alloc[col] = ncols
            one = np.zeros(b.n, dtype=bool)
            one[first] = True
            sp, a = b.space(["shared"], b.address(ins.args[0]), "tcgen05.alloc", one)
            sp.store(a[one], 4, np.array([col], dtype=U64), "tcgen05.alloc", generic=False)
        return
    if kind in ("ld", "st"):
        b.converged_warps(mask, f"tcgen05.{kind}")
        if "32x32b" not in ins.mods or any(m.startswith("pack") or m.startswith("unpack")
                                           for m in ins.mods):
            raise EmuError(f"tcgen05.{kind} shape {ins.mods}: only .32x32b is emulated")
        regs = _vector_regs(ins.args[0] if kind == "ld" else ins.args[1])
        addr = b.address(ins.args[1] if kind == "ld" else ins.args[0])
        tm = _tmem(b)
        for w in np.unique(np.nonzero(mask)[0] // 32):
            idx = np.arange(32 * w, 32 * w + 32)
            a = int(addr[32 * w])
            lane0, col = a >> 16, a & 0xFFFF
            if lane0 != 32 * (w % 4):
                raise EmuError(f"warp {w} accesses tensor memory lanes from {lane0}; it may "
                               f"only reach lanes {32 * (w % 4)}..{32 * (w % 4) + 31}")
            _tmem_columns(b, col, len(regs), f"tcgen05.{kind}")
            lanes = lane0 + np.arange(32)
            for j, r in enumerate(regs):
                if kind == "ld":
                    full = b.regs[r].copy()
                    full[idx] = tm[lanes, col + j].astype(U64)
                    b.set(r, full, mask & (np.arange(b.n) // 32 == w))
                else:
                    tm[lanes, col + j] = (b.val(r)[idx] & U64(0xFFFFFFFF)).astype(np.uint32)
        return
    if kind == "cp":
        # Issued by one thread; runs, in order with the thread's MMAs, when
        # they are committed.
        if ins.mods[1:] != ["cta_group::1", "32x128b", "warpx4"]:
            raise EmuError(f"tcgen05.cp form {ins.mods}: only .cta_group::1.32x128b.warpx4 "
                           f"is emulated")
        taddr = b.address(ins.args[0])
        for t in np.nonzero(mask)[0]:
            b.tc_pending.setdefault(int(t), []).append(dict(
                cp=True, taddr=int(taddr[t]) & 0xFFFFFFFF, desc=int(b.val(ins.args[1])[t])))
        return
    if kind == "mma":
        cta = next((m for m in ins.mods if m.startswith("cta_group::")), "cta_group::1")
        knd = next((m for m in ins.mods if m.startswith("kind::")), None)
        scaled = "block_scale" in ins.mods
        vec = [m for m in ins.mods if m.startswith("block") and m != "block_scale" or
               m.startswith("scale_vec")]
        if knd is None or "ws" in ins.mods or "sp" in ins.mods or (
                scaled and vec not in ([], ["block32"], ["scale_vec::1X"], ["block16"],
                                       ["scale_vec::2X"], ["scale_vec::4X"])):
            raise EmuError(f"tcgen05.mma form {ins.mods} is not emulated")
        block = {"block16": 16, "scale_vec::4X": 16}.get(vec[0] if vec else "", 32)
        args = ins.args
        if args[1].startswith("["):
            raise EmuError("tcgen05.mma with A in tensor memory is not emulated")
        if len(args) != (7 if scaled else 5) or args[-1].startswith("{"):
            raise EmuError("tcgen05.mma with disable-output-lane or scale-input-d is not "
                           "emulated")
        pair = cta == "cta_group::2"
        if pair and b.rank % 2:
            raise EmuError("tcgen05.mma.cta_group::2 issued by the odd CTA of the pair")
        d = b.address(args[0])
        sfa, sfb = (b.address(args[4]), b.address(args[5])) if scaled else (None, None)
        for t in np.nonzero(mask)[0]:
            op = dict(
                d=int(d[t]) & 0xFFFFFFFF, da=int(b.val(args[1])[t]), db=int(b.val(args[2])[t]),
                idesc=int(b.val(args[3])[t]) & 0xFFFFFFFF,
                accumulate=bool(b.val(args[-1])[t] & U64(1)), kind=knd[6:], pair=pair)
            if pair:
                # Both CTAs' tensor memory must be allocated when the MMA
                # is issued (it may run at once), not only when it lands.
                peer = b.cluster.blocks[b.rank + 1]
                _tmem_columns(peer, op["d"] & 0xFFFF, 1,
                              "tcgen05.mma.cta_group::2 (the odd CTA of the pair)")
            if scaled:
                op.update(scaled=True, sfa=int(sfa[t]) & 0xFFFFFFFF,
                          sfb=int(sfb[t]) & 0xFFFFFFFF, block=block)
            else:
                # The operands as issued: a stage refilled before the MMA
                # completes (it runs at its commit) is an EmuError then.
                op["issued"] = _tc_mma_operands(b, op)[:2]
            b.tc_pending.setdefault(int(t), []).append(op)
        return
    if kind == "commit":
        if "mbarrier::arrive::one" not in ins.mods:
            raise EmuError(f"tcgen05.commit form {ins.mods}")
        multicast = "multicast::cluster" in ins.mods
        for t in np.nonzero(mask)[0]:
            one = np.zeros(b.n, dtype=bool)
            one[t] = True
            ops = b.tc_pending.pop(int(t), [])
            if multicast:
                off = int(b.address(ins.args[0])[t]) & (CLUSTER_WINDOW - 1)
                cta_mask = int(b.val(ins.args[1])[t]) & 0xFFFF
                targets = [(b.cluster.blocks[r], off) for r in range(len(b.cluster.blocks))
                           if (cta_mask >> r) & 1]
            else:
                targets = [_mbar_target(b, ins, ins.args[0], one)]
            for blk, off in targets:
                blk.mbarrier(off, "tcgen05.commit")
                if blk is not b:
                    blk.remote_commits += 1

            def arrive(blk, off):
                bar = blk.mbarrier(off, "tcgen05.commit")
                bar.pending -= 1
                blk.mbarrier_update(off, bar)
                if blk is not b:
                    blk.remote_commits -= 1

            def op(ops=ops, targets=targets):
                for o in ops:
                    _tc_mma_run(b, o)
                for blk, off in targets:
                    if blk is b:
                        arrive(blk, off)
                    else:  # in no order with this block's later commits
                        b.cluster.async_ops.append(
                            (REMOTE, lambda blk=blk, off=off: arrive(blk, off)))
            b.cluster.async_ops.append((("tcgen05", b.rank), op))
        return
    raise EmuError(f"tcgen05.{kind} is not emulated")
