"""The PTX emulator's scalar instructions (test/python/ptxemu.py): integer
and float arithmetic, comparisons and selects, shifts, bit fields,
conversions, loads and stores (with shared-memory bank conflicts), cvta,
shfl.sync and ldmatrix. Each handler takes (block, instruction, mask).
"""

import re

import numpy as np

from ptxemu_core import (EmuError, GENERIC_LOCAL_BASE, GENERIC_PARAM_BASE, GENERIC_SHARED_BASE,
                         U64, _f32, _float, _int, _mask, _QUIET, _s, _to_float_bits, _TYPES, _u,
                         _WIDTH)
from ptxemu_formats import _fp8, _fp8_encode


# --- instruction semantics ------------------------------------------------------------
def _type(ins):
    t = ins.ty
    if t is None:
        ts = [m for m in ins.mods if m in _TYPES]
        if not ts:
            raise EmuError("no type suffix")
        t = ins.ty = ts[-1]
    return t


def _binary_int(fn):
    def handler(b, ins, mask):
        t = _type(ins)
        bits = _WIDTH[t]
        if t in ("f32", "f64", "f16", "bf16"):
            return _FLOAT_BINARY[ins.op](b, ins, mask)
        x, y = _int(b.val(ins.args[1]), t), _int(b.val(ins.args[2]), t)
        b.set(ins.args[0], _u(fn(x, y, bits, t), bits), mask)
    return handler


def _shift_amount(b, ins):
    return _u(b.val(ins.args[2]), 32).astype(np.int64)


def _shl(b, ins, mask):
    t = _type(ins)
    bits = _WIDTH[t]
    x, n = _u(b.val(ins.args[1]), bits), _shift_amount(b, ins)
    b.set(ins.args[0], np.where(n >= bits, U64(0), x << np.minimum(n, 63).astype(U64)), mask)


def _shr(b, ins, mask):
    t = _type(ins)
    bits = _WIDTH[t]
    n = _shift_amount(b, ins)
    if t[0] == "s":
        x = _s(b.val(ins.args[1]), bits)
        r = x >> np.minimum(n, bits - 1)
    else:
        x = _u(b.val(ins.args[1]), bits)
        r = np.where(n >= bits, U64(0), x >> np.minimum(n, 63).astype(U64))
    b.set(ins.args[0], _u(r, bits), mask)


def _logic(fn):
    def handler(b, ins, mask):
        t = _type(ins)
        bits = _WIDTH[t]
        args = [_u(b.val(a), bits) for a in ins.args[1:]]
        b.set(ins.args[0], fn(*args) & _mask(bits), mask)
    return handler


def _mov(b, ins, mask):
    t = _type(ins)
    dst, src = ins.args
    if src.startswith("{"):  # pack: first element is the low part
        parts = [p.strip() for p in src[1:-1].split(",")]
        w = _WIDTH[t] // len(parts)
        v = np.zeros(b.n, dtype=U64)
        for i, p in enumerate(parts):
            v |= _u(b.val(p), w) << U64(w * i)
        b.set(dst, v, mask)
    elif dst.startswith("{"):  # unpack
        parts = [p.strip() for p in dst[1:-1].split(",")]
        w = _WIDTH[t] // len(parts)
        v = b.val(src)
        for i, p in enumerate(parts):
            b.set(p, (v >> U64(w * i)) & _mask(w), mask)
    else:
        b.set(dst, b.val(src, t), mask)


def _cmp(op, x, y, floating):
    if op in ("eq",):
        return x == y
    if op in ("ne",):
        return (x != y) & ~(np.isnan(x) | np.isnan(y)) if floating else x != y
    if op in ("lt", "lo"):
        return x < y
    if op in ("le", "ls"):
        return x <= y
    if op in ("gt", "hi"):
        return x > y
    if op in ("ge", "hs"):
        return x >= y
    if floating:
        nan = np.isnan(x) | np.isnan(y)
        if op == "num":
            return ~nan
        if op == "nan":
            return nan
        base = {"equ": "eq", "neu": "ne", "ltu": "lt", "leu": "le", "gtu": "gt", "geu": "ge"}
        if op in base:
            with _QUIET:
                return nan | _cmp(base[op], x, y, False)
    raise EmuError(f"unknown comparison {op}")


def _setp(b, ins, mask):
    t = _type(ins)
    cmpop = ins.mods[0]
    floating = t in ("f32", "f64", "f16", "bf16")
    if floating:
        x, y = _float(b.val(ins.args[1], t), t), _float(b.val(ins.args[2], t), t)
    else:
        x, y = _int(b.val(ins.args[1]), t), _int(b.val(ins.args[2]), t)
        if t[0] in "bu" and _WIDTH[t] == 64:
            x, y = x.astype(U64), y.astype(U64)
    with _QUIET:
        r = _cmp(cmpop, x, y, floating)
    combine = [m for m in ins.mods if m in ("and", "or", "xor")]
    dsts = ins.args[0].split("|")
    if combine:
        c = b.val(ins.args[3].lstrip("!")).astype(bool)
        c = ~c if ins.args[3].startswith("!") else c
        r = {"and": r & c, "or": r | c, "xor": r ^ c}[combine[0]]
    b.set(dsts[0], r.astype(U64), mask)
    if len(dsts) > 1:
        b.set(dsts[1], (~r).astype(U64), mask)


def _selp(b, ins, mask):
    t = _type(ins)
    p = b.val(ins.args[3]).astype(bool)
    b.set(ins.args[0], np.where(p, b.val(ins.args[1], t), b.val(ins.args[2], t)), mask)


def _source_types(ins, t, n):
    """The types of an instruction's n source operands: all t, except the
    mixed-precision forms of PTX 8.6 (sm_100+): add/sub.f32.{f16,bf16} d, a,
    c and fma.f32.{f16,bf16} d, a, b, c, whose a (and b) are the narrow
    type and c f32."""
    ts = [m for m in ins.mods if m in _TYPES]
    if len(ts) == 2 and ts[0] == "f32" and ts[1] in ("f16", "bf16"):
        if ins.op not in ("add", "sub", "fma"):
            raise EmuError(f"mixed-precision {ins.op}.{ts[0]}.{ts[1]}")
        return "f32", [ts[1]] * (n - 1) + ["f32"]
    return t, [t] * n


def _float_op(fn, unary=False):
    def handler(b, ins, mask):
        t = _type(ins)
        if t not in ("f32", "f64", "f16", "bf16"):
            raise EmuError(f"{ins.op} on {t}")
        t, types = _source_types(ins, t, len(ins.args) - 1)
        ops = [_float(b.val(a, ta), ta) for a, ta in zip(ins.args[1:], types)]
        ftz = "ftz" in ins.mods and t == "f32"
        if ftz:  # .ftz: subnormal f32 inputs and results are sign-preserving zeros
            ops = [_flush_subnormal(o) if ta == "f32" else o for o, ta in zip(ops, types)]
        if t == "f32" and types[0] != "f32":  # mixed: exact, rounded once to f32
            ops = [np.asarray(o, dtype=np.float64) for o in ops]
        with _QUIET:
            r = fn(*ops)
            if "sat" in ins.mods:
                r = np.where(np.isnan(r), 0.0, np.clip(r, 0.0, 1.0))
        if t == "f32":
            r = np.asarray(r, dtype=np.float32)
            if ftz:
                r = _flush_subnormal(r)
        b.set(ins.args[0], _to_float_bits(r, t), mask)
    return handler


def _flush_subnormal(x):
    """f32 values with the subnormal ones flushed to zeros of their sign
    (PTX's .ftz)."""
    x = np.asarray(x, dtype=np.float32)
    tiny = np.finfo(np.float32).tiny
    return np.where((x != 0) & (np.abs(x) < tiny), np.copysign(np.float32(0), x), x)


def _f32_exact(fn):
    """Math in f64, rounded once to f32 (the approximate instructions are
    within their ISA error bounds of this)."""
    return lambda *xs: np.asarray(fn(*[np.asarray(x, dtype=np.float64) for x in xs]),
                                  dtype=np.float32)


_FLOAT_BINARY = {
    "add": _float_op(lambda x, y: x + y), "sub": _float_op(lambda x, y: x - y),
    "mul": _float_op(lambda x, y: x * y), "div": _float_op(lambda x, y: x / y),
    "min": _float_op(np.fmin), "max": _float_op(np.fmax),
}


def _int_min(x, y, bits, t):
    return np.minimum(x, y)


def _int_max(x, y, bits, t):
    return np.maximum(x, y)


def _int_div(x, y, bits, t):
    if (y == 0).any():
        y = np.where(y == 0, 1, y)
    q = np.abs(x) // np.abs(y)
    return np.where((x < 0) ^ (y < 0), -q, q)


def _int_rem(x, y, bits, t):
    y = np.where(y == 0, 1, y)
    return x - _int_div(x, y, bits, t) * y


def _mul(b, ins, mask):
    t = _type(ins)
    if t in ("f32", "f64", "f16", "bf16"):
        return _FLOAT_BINARY["mul"](b, ins, mask)
    bits = _WIDTH[t]
    x, y = _int(b.val(ins.args[1]), t), _int(b.val(ins.args[2]), t)
    if "wide" in ins.mods:
        b.set(ins.args[0], _u(x.astype(np.int64) * y.astype(np.int64), 2 * bits), mask)
    elif "hi" in ins.mods:
        if bits > 32:
            raise EmuError("mul.hi on 64-bit operands")
        b.set(ins.args[0], _u((x * y) >> bits, bits), mask)
    else:
        b.set(ins.args[0], _u(x.astype(U64) * y.astype(U64), bits), mask)


def _mad(b, ins, mask):
    t = _type(ins)
    if t in ("f32", "f64"):
        return _fma(b, ins, mask)
    bits = _WIDTH[t]
    x, y = _int(b.val(ins.args[1]), t), _int(b.val(ins.args[2]), t)
    if "wide" in ins.mods:
        c = _int(b.val(ins.args[3]), t.replace("32", "64").replace("16", "32"))
        b.set(ins.args[0], _u(x * y + c, 2 * bits), mask)
    elif "hi" in ins.mods:
        raise EmuError("mad.hi")
    else:
        c = _u(b.val(ins.args[3]), bits)
        b.set(ins.args[0], _u(x.astype(U64) * y.astype(U64) + c, bits), mask)


def _fma(b, ins, mask):
    t, types = _source_types(ins, _type(ins), 3)
    x, y, z = (_float(b.val(a, ta), ta).astype(np.float64)
               for a, ta in zip(ins.args[1:4], types))
    with _QUIET:
        r = x * y + z  # exact product in f64, one rounding (f32: double rounding is rare)
    if t == "f64":  # fused: the exact x * y + z rounded once (libdevice relies on it)
        from fractions import Fraction
        idx = np.nonzero(mask & np.isfinite(r) & (x * y != 0))[0]
        for i in idx:
            exact = Fraction(float(x[i])) * Fraction(float(y[i])) + Fraction(float(z[i]))
            r[i] = float(exact) if exact else np.copysign(0.0, r[i])
    b.set(ins.args[0], _to_float_bits(r.astype(np.float32) if t == "f32" else r, t), mask)


def _neg(b, ins, mask):
    t = _type(ins)
    if t in ("f32", "f64", "f16", "bf16"):
        sign = U64(1) << U64(_WIDTH[t] - 1)
        b.set(ins.args[0], b.val(ins.args[1]) ^ sign, mask)
    else:
        b.set(ins.args[0], _u(-_int(b.val(ins.args[1]), t), _WIDTH[t]), mask)


def _abs(b, ins, mask):
    t = _type(ins)
    if t in ("f32", "f64", "f16", "bf16"):
        sign = U64(1) << U64(_WIDTH[t] - 1)
        b.set(ins.args[0], b.val(ins.args[1]) & ~sign, mask)
    else:
        b.set(ins.args[0], _u(np.abs(_int(b.val(ins.args[1]), t)), _WIDTH[t]), mask)


def _copysign(b, ins, mask):
    """copysign d, a, b: b with the sign of a (PTX ISA)."""
    t = _type(ins)
    sign = U64(1) << U64(_WIDTH[t] - 1)
    b.set(ins.args[0], (b.val(ins.args[2]) & ~sign) | (b.val(ins.args[1]) & sign), mask)


def _prmt(b, ins, mask):
    """prmt.b32 d, a, b, c (default mode): byte i of d is byte c[4i+2:4i] of
    the eight bytes {b, a} (a the low four), replicated from its sign bit
    where c[4i+3] is set."""
    if len([m for m in ins.mods if m != "b32"]):
        raise EmuError(f"prmt mode {ins.mods}")
    lo, hi = _u(b.val(ins.args[1]), 32), _u(b.val(ins.args[2]), 32)
    both = lo | (hi << U64(32))
    c = _u(b.val(ins.args[3]), 32)
    i = np.arange(4, dtype=U64)[:, None]  # the bytes of d: [byte, thread]
    sel = (c >> U64(4) * i) & U64(0xF)
    byte = (both >> ((sel & U64(7)) * U64(8))) & U64(0xFF)
    byte = np.where((sel & U64(8)) != 0, np.where(byte & U64(0x80), U64(0xFF), U64(0)), byte)
    b.set(ins.args[0], np.bitwise_or.reduce(byte << U64(8) * i, axis=0), mask)


def _shf(b, ins, mask):
    """shf.{l,r}.{wrap,clamp}.b32 d, a, b, c: funnel shift of the 64 bits
    {b, a} (a the low half) by c (mod 32, or at most 32): .l keeps the high
    32 bits of ({b, a} << n), .r the low 32 bits of ({b, a} >> n)."""
    direction, mode = ins.mods[0], ins.mods[1]
    if direction not in ("l", "r") or mode not in ("wrap", "clamp"):
        raise EmuError(f"shf mode {ins.mods}")
    lo, hi = _u(b.val(ins.args[1]), 32), _u(b.val(ins.args[2]), 32)
    both = lo | (hi << U64(32))
    c = _u(b.val(ins.args[3]), 32)
    n = c & U64(31) if mode == "wrap" else np.minimum(c, U64(32))
    out = ((both << n) >> U64(32)) if direction == "l" else (both >> n)
    b.set(ins.args[0], out & _mask(32), mask)


def _not(b, ins, mask):
    t = _type(ins)
    b.set(ins.args[0], ~b.val(ins.args[1]) & _mask(_WIDTH[t]), mask)


def _bfe(b, ins, mask):
    """bfe: bits [pos, pos + len) of a, zero- or sign-extended (PTX ISA:
    the sign bit is bit min(pos + len - 1, width - 1); len 0 gives 0)."""
    t = _type(ins)
    bits = _WIDTH[t]
    pos = _u(b.val(ins.args[2]), 8).astype(np.int64)
    length = _u(b.val(ins.args[3]), 8).astype(np.int64)
    x = _s(b.val(ins.args[1]), bits) if t[0] == "s" else _u(b.val(ins.args[1]), bits).astype(
        np.int64)
    out = np.zeros(b.n, dtype=np.int64)
    for i in np.nonzero(mask)[0]:
        p, n, v = int(pos[i]), int(length[i]), int(x[i])
        if n == 0:
            continue
        field = (v >> min(p, bits - 1)) if p < bits else (v >> (bits - 1) if t[0] == "s" else 0)
        if t[0] == "s":
            sign = (v >> min(p + n - 1, bits - 1)) & 1
            field &= (1 << min(n, bits)) - 1
            if sign and n < bits:
                field |= -(1 << n)
        else:
            field &= (1 << min(n, bits)) - 1
        out[i] = field
    b.set(ins.args[0], _u(out, bits), mask)


def _bfi(b, ins, mask):
    """bfi: b with bits [pos, pos + len) replaced by the low len bits of a
    (PTX ISA: pos and len are the low 8 bits of c and d; bits past the
    width are dropped; len 0, or pos past the width, leaves b)."""
    t = _type(ins)
    bits = _WIDTH[t]
    a = _u(b.val(ins.args[1]), bits)
    base = _u(b.val(ins.args[2]), bits)
    pos = _u(b.val(ins.args[3]), 8)
    length = _u(b.val(ins.args[4]), 8)
    out = base.copy()
    for i in np.nonzero(mask)[0]:
        p, n = int(pos[i]), min(int(length[i]), bits)
        if n == 0 or p >= bits:
            continue
        field = ((1 << n) - 1) << p & ((1 << bits) - 1)
        out[i] = (int(base[i]) & ~field | (int(a[i]) << p) & field) & ((1 << bits) - 1)
    b.set(ins.args[0], out, mask)


def _cvt(b, ins, mask):
    pair = next((m for m in ins.mods if m in ("e4m3x2", "e5m2x2")), None)
    if pair:  # cvt.rn.satfinite.e4m3x2.f32 d, a, b / cvt.rn.f16x2.e4m3x2 d, a
        fmt = pair[:4]
        if ins.mods[-1] == "f32":
            if "satfinite" not in ins.mods or "rn" not in ins.mods:
                raise EmuError(f"cvt form {ins.mods}")
            hi = _fp8_encode(_f32(b.val(ins.args[1], "f32")), fmt)
            lo = _fp8_encode(_f32(b.val(ins.args[2], "f32")), fmt)
            b.set(ins.args[0], (hi << U64(8)) | lo, mask)
            return
        if "f16x2" not in ins.mods:
            raise EmuError(f"cvt form {ins.mods}")
        v = b.val(ins.args[1])
        halves = [_to_float_bits(_fp8((v >> U64(8 * k)) & U64(0xFF), fmt).astype(np.float16),
                                 "f16") for k in (0, 1)]
        b.set(ins.args[0], halves[0] | (halves[1] << U64(16)), mask)
        return
    types = [m for m in ins.mods if m in _TYPES]
    if len(types) != 2:
        raise EmuError("cvt needs two types")
    dt, st = types
    sat = "sat" in ins.mods
    rnd = next((m for m in ins.mods if m in ("rn", "rz", "rm", "rp", "rni", "rzi", "rmi",
                                             "rpi")), None)
    dst = ins.args[0]
    if dt in ("bf16x2", "f16x2"):
        hi = _float(b.val(ins.args[1], "f32"), "f32")
        lo = _float(b.val(ins.args[2], "f32"), "f32")
        e = "bf16" if dt == "bf16x2" else "f16"
        v = (_to_float_bits(hi, e) << U64(16)) | _to_float_bits(lo, e)
        b.set(dst, v, mask)
        return
    src = b.val(ins.args[1], st)
    sfloat = st in ("f16", "bf16", "f32", "f64")
    dfloat = dt in ("f16", "bf16", "f32", "f64")
    if sfloat and dfloat:
        x = _float(src, st).astype(np.float64)
        if rnd in ("rni", "rzi", "rmi", "rpi"):
            x = {"rni": np.rint, "rzi": np.trunc, "rmi": np.floor, "rpi": np.ceil}[rnd](x)
        if sat:
            x = np.where(np.isnan(x), 0.0, np.clip(x, 0.0, 1.0))
        b.set(dst, _to_float_bits(x.astype(np.float32) if dt != "f64" else x, dt), mask)
    elif sfloat:
        x = _float(src, st).astype(np.float64)
        x = {"rni": np.rint, "rzi": np.trunc, "rmi": np.floor, "rpi": np.ceil,
             None: np.trunc}.get(rnd, np.trunc)(x)
        bits = _WIDTH[dt]
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if dt[0] == "s" else (0,
                                                                                   (1 << bits) - 1)
        x = np.where(np.isnan(x), 0, np.clip(x, lo, hi))
        b.set(dst, _u(x.astype(np.int64) if dt[0] == "s" or bits < 64 else x.astype(U64), bits),
              mask)
    elif dfloat:
        x = _int(src, st)
        b.set(dst, _to_float_bits(x.astype(np.float64).astype(np.float32) if dt != "f64" else
                                  x.astype(np.float64), dt), mask)
    else:
        x = _int(src, st)
        bits = _WIDTH[dt]
        if sat:
            lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if dt[0] == "s" else (
                0, (1 << bits) - 1)
            x = np.clip(x, lo, hi)
        b.set(dst, _u(x, bits), mask)


def _vector_regs(a):
    return [p.strip() for p in a[1:-1].split(",")] if a.startswith("{") else [a]


def _bank_wavefronts(b, ins, space, a, idx, nbytes):
    """Counts, for Module.launch(stats=...), the wavefronts a warp's shared
    access takes: 32 banks of 4 bytes; the lanes are served in phases (the
    whole warp for accesses of up to 4 bytes, half-warps for 8, quarter-
    warps for 16), each taking as many wavefronts as its busiest bank has
    distinct words (lanes reading one word share it). Conflict-free: one
    wavefront per phase."""
    st = b.cluster.stats
    if st is None or space is not b.shared or not len(idx):
        return
    per_phase = 32 if nbytes <= 4 else 128 // nbytes
    addr = np.asarray(a, dtype=np.int64)
    lanes, warps = idx % 32, idx // 32
    entry = st.setdefault(ins.line, [0, 0, 0, ins.text])
    for w in np.unique(warps):
        sel = warps == w
        for p in np.unique(lanes[sel] // per_phase):
            ps = addr[sel][lanes[sel] // per_phase == p]
            words = np.unique((ps[:, None] + np.arange(0, max(nbytes, 4), 4)) // 4)
            entry[1] += int(np.bincount(words % 32, minlength=32).max())
            entry[2] += 1
        entry[0] += 1


def _param_slot(m):
    """The register of a call parameter `[name]` or `[name+k]` (matched as
    name, k): byte k of an aggregate is register name@k."""
    return m.group(1) if not int(m.group(2) or 0) else f"{m.group(1)}@{m.group(2)}"


def _ld(b, ins, mask):
    t = _type(ins)
    nbytes = max(_WIDTH[t] // 8, 1)
    dsts = _vector_regs(ins.args[0])
    if "param" in ins.mods:
        m = re.fullmatch(r"\[\s*([\w$]+)\s*(?:\+\s*(\d+))?\s*\]", ins.args[1])
        if m.group(1) in b.regs:  # a call's return value
            b.set(dsts[0], _u(b.regs[_param_slot(m)], max(_WIDTH[t], 8)), mask)
            return
        off = b.param_off[m.group(1)] + int(m.group(2) or 0)
        v = int.from_bytes(b.params[off:off + nbytes], "little")
        if t[0] == "s" and _WIDTH.get(b.reg_types.get(dsts[0], t), 64) > _WIDTH[t] and \
                v >> (_WIDTH[t] - 1):
            v = (v - (1 << _WIDTH[t])) & 0xFFFFFFFFFFFFFFFF  # sign-extended, as global loads
        b.set(dsts[0], np.full(b.n, v, dtype=U64), mask)
        return
    addr = b.address(ins.args[1])
    space, a = b.space(ins.mods, addr, "ld", mask)
    idx = np.nonzero(mask)[0]
    _bank_wavefronts(b, ins, space, a[idx], idx, nbytes * len(dsts))
    if len(dsts) > 1:
        space._index(a[idx], nbytes * len(dsts), "ld")  # the vector's alignment
    for i, d in enumerate(dsts):
        v = space.load(a[idx] + U64(nbytes * i), nbytes, "ld")
        if t[0] == "s" and _WIDTH.get(b.reg_types.get(d, t), 64) > _WIDTH[t]:
            v = _u(_s(v, _WIDTH[t]), 64)
        full = np.zeros(b.n, dtype=U64)
        full[idx] = v
        b.set(d, full, mask)


def _st(b, ins, mask):
    t = _type(ins)
    nbytes = max(_WIDTH[t] // 8, 1)
    srcs = _vector_regs(ins.args[1])
    m = re.fullmatch(r"\[\s*([\w$]+)\s*(?:\+\s*(\d+))?\s*\]", ins.args[0])
    if "param" in ins.mods and m and m.group(1) in b.regs:  # a call's argument
        b.set(_param_slot(m), b.val(srcs[0], t), mask)
        return
    addr = b.address(ins.args[0])
    space, a = b.space(ins.mods, addr, "st", mask)
    idx = np.nonzero(mask)[0]
    if len(srcs) > 1 and (a[idx] % U64(nbytes * len(srcs)) != 0).any():
        raise EmuError("misaligned vector store")
    _bank_wavefronts(b, ins, space, a[idx], idx, nbytes * len(srcs))
    for i, s in enumerate(srcs):
        space.store(a[idx] + U64(nbytes * i), nbytes, _u(b.val(s, t)[idx], 8 * nbytes), "st",
                    threads=idx)


def _cvta(b, ins, mask):
    v = b.val(ins.args[1])
    for space, base in (("shared", GENERIC_SHARED_BASE), ("param", GENERIC_PARAM_BASE),
                        ("local", GENERIC_LOCAL_BASE)):
        if space in ins.mods:
            v = v - U64(base) if "to" in ins.mods else v + U64(base)
    b.set(ins.args[0], v, mask)


def _shfl(b, ins, mask):
    b.whole_warps(mask, "shfl.sync")
    kind = ins.mods[1]
    dsts = ins.args[0].split("|")
    a = b.val(ins.args[1])
    bval = _u(b.val(ins.args[2]), 32).astype(np.int64)
    c = _u(b.val(ins.args[3]), 32).astype(np.int64)
    lane = np.arange(b.n) % 32
    base = np.arange(b.n) - lane
    segmask = (c >> 8) & 0x1F
    clamp = c & 0x1F
    max_lane = (lane & segmask) | (clamp & ~segmask)
    min_lane = lane & segmask
    if kind == "bfly":
        j = lane ^ (bval & 0x1F)
        ok = j <= max_lane
    elif kind == "up":
        j = lane - (bval & 0x1F)
        ok = j >= max_lane
    elif kind == "down":
        j = lane + (bval & 0x1F)
        ok = j <= max_lane
    elif kind == "idx":
        j = min_lane | ((bval & 0x1F) & ~segmask)
        ok = j <= max_lane
    else:
        raise EmuError(f"shfl mode {kind}")
    j = np.where(ok, j, lane)
    b.set(dsts[0], a[base + j], mask)
    if len(dsts) > 1:
        b.set(dsts[1], ok.astype(U64), mask)


def _ldmatrix(b, ins, mask):
    b.whole_warps(mask, "ldmatrix")
    if "m8n8" not in ins.mods or "b16" not in ins.mods:
        raise EmuError("only ldmatrix .m8n8 .b16")
    num = {"x1": 1, "x2": 2, "x4": 4}[next(m for m in ins.mods if m in ("x1", "x2", "x4"))]
    trans = "trans" in ins.mods
    dsts = _vector_regs(ins.args[0])
    addr = b.address(ins.args[1])
    space, a = b.space(ins.mods, addr, "ldmatrix")
    lane = np.arange(b.n) % 32
    base = np.arange(b.n) - lane
    g, q = lane // 4, lane % 4
    # Row r of matrix i: 16 bytes (8 b16) at the address lane 8 i + r gives.
    rows = space.load_bytes(a, 16, "ldmatrix").view(np.uint16).astype(U64)  # (threads, 8)
    givers = np.nonzero(mask & (lane < 8 * num))[0]
    _bank_wavefronts(b, ins, space, a[givers], givers, 16)
    # Matrix i ([i, thread]) is rows base + 8 i .. + 7 of the thread's warp;
    # a thread holds elements (g, 2q) and (g, 2q + 1), transposed (2q, g)
    # and (2q + 1, g).
    first = base + 8 * np.arange(num)[:, None]
    if not trans:
        lo, hi = rows[first + g, 2 * q], rows[first + g, 2 * q + 1]
    else:
        lo, hi = rows[first + 2 * q, g], rows[first + 2 * q + 1, g]
    words = lo | (hi << U64(16))
    for i in range(num):
        b.set(dsts[i], words[i], mask)
