"""A small PTX emulator: runs the sm_80-class PTX tile emits on the CPU.

This machine has no GPU. The emulator executes one kernel of a PTX module
block by block, the threads of a block vectorized with NumPy, so tests can
compare what compiled kernels compute with NumPy. It is written from the PTX
ISA, independently of tile's emitters, and covers the instructions the
non-TMA paths emit: integer and f32 arithmetic, conversions (bf16/f16
round-to-nearest-even), predicated and vector global/shared loads and
stores, bar.sync, shfl.sync, ldmatrix, prmt, mma.sync (every input type:
f16/bf16 m16n8k16, tf32 m16n8k8, e4m3/e5m2 m16n8k32), wgmma from shared
memory through unswizzled descriptors (executed at once), cp.async (as
immediate copies), atomics, the approximate math instructions (computed
exactly in f32).

Model and limits:
- Blocks run one after another; a block's threads run in lockstep by
  min-PC scheduling: each step executes the instruction with the smallest
  program counter for every thread standing on it. bar.sync waits for all
  live threads of the block; warp collectives (shfl, ldmatrix, mma) must
  be executed by whole warps. Anything else (a divergent barrier, a
  collective by part of a warp) is an EmuError, as are unknown
  instructions, out-of-bounds or misaligned accesses: never a silent guess.
- No TMA (cp.async.bulk), swizzled or register-A wgmma, tcgen05,
  clusters, mbarriers or named barriers with counts: those raise
  EmuError. wgmma's descriptor layout is read as tile's emitter reads the
  PTX ISA, so for it a GPU remains the independent check.

    mod = Module(ptx_text)
    mem = Memory()
    a = mem.alloc(np.arange(128, dtype=np.float32))
    mod.launch("kernel", grid=(1, 1, 1), block=(128, 1, 1), args=[a, 128], memory=mem)
    out = mem.read(a, (128,), np.float32)
"""

import re
import struct

import numpy as np

__all__ = ["EmuError", "Memory", "Module"]


class EmuError(Exception):
    """An instruction or access the emulator cannot (or must not) perform."""


U64 = np.uint64
GENERIC_SHARED_BASE = 1 << 40  # generic addresses of shared memory
_WIDTH = {"pred": 1, "b8": 8, "u8": 8, "s8": 8, "b16": 16, "u16": 16, "s16": 16, "f16": 16,
          "bf16": 16, "b32": 32, "u32": 32, "s32": 32, "f32": 32, "f16x2": 32, "bf16x2": 32,
          "b64": 64, "u64": 64, "s64": 64, "f64": 64}
_TYPES = set(_WIDTH)


# --- bit-pattern helpers (registers hold uint64 bit patterns) ----------------
def _mask(bits):
    return U64((1 << bits) - 1) if bits < 64 else U64(0xFFFFFFFFFFFFFFFF)


def _u(x, bits):
    return np.asarray(x).astype(U64) & _mask(bits)


def _s(x, bits):
    """Sign-extends the low `bits` of x to int64."""
    v = (np.asarray(x).astype(U64) & _mask(bits)).astype(np.int64) if bits < 64 else \
        np.asarray(x).astype(U64).view(np.int64)
    if bits < 64:
        sign = np.int64(1 << (bits - 1))
        v = (v ^ sign) - sign
    return v


def _f32(x):
    return (np.asarray(x).astype(U64) & U64(0xFFFFFFFF)).astype(np.uint32).view(np.float32)


def _from_f32(f):
    return np.asarray(f, dtype=np.float32).view(np.uint32).astype(U64)


def _f64(x):
    return np.asarray(x).astype(U64).view(np.float64)


def _from_f64(f):
    return np.asarray(f, dtype=np.float64).view(U64).copy()


def _f16(x):
    return (np.asarray(x).astype(U64) & U64(0xFFFF)).astype(np.uint16).view(np.float16)


def _from_f16(f):
    return np.asarray(f, dtype=np.float16).view(np.uint16).astype(U64)


def _bf16(x):
    return ((np.asarray(x).astype(U64) & U64(0xFFFF)) << U64(16)).astype(np.uint32).view(
        np.float32)


def _bf16_bits(f):
    """f32 -> bf16 bit pattern, round to nearest even (NaN -> 0x7fc0)."""
    bits = np.asarray(f, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + U64(0x7FFF) + ((bits >> U64(16)) & U64(1))) >> U64(16)
    return np.where(np.isnan(np.asarray(f, dtype=np.float32)), U64(0x7FC0), rounded) & U64(0xFFFF)


def _float(x, t):
    """Bit patterns of type t as float arrays (f32 precision or f64)."""
    if t == "f32":
        return _f32(x)
    if t == "f64":
        return _f64(x)
    if t == "f16":
        return _f16(x).astype(np.float32)
    if t == "bf16":
        return _bf16(x)
    raise EmuError(f"not a float type: {t}")


def _to_float_bits(f, t):
    if t == "f32":
        return _from_f32(f)
    if t == "f64":
        return _from_f64(f)
    if t == "f16":
        return _from_f16(np.asarray(f, dtype=np.float32).astype(np.float16))
    if t == "bf16":
        return _bf16_bits(np.asarray(f, dtype=np.float32))
    raise EmuError(f"not a float type: {t}")


def _int(x, t):
    bits = _WIDTH[t]
    return _s(x, bits) if t[0] == "s" else _u(x, bits).astype(np.int64) if bits < 64 else _u(x, 64)


# --- memory --------------------------------------------------------------------
class Memory:
    """Global memory: allocations at 256-byte aligned addresses from 0x10000."""

    BASE = 0x10000

    def __init__(self):
        self.data = np.zeros(0, dtype=np.uint8)
        self.size = 0

    def alloc(self, array_or_size):
        if isinstance(array_or_size, (int, np.integer)):
            raw = np.zeros(int(array_or_size), dtype=np.uint8)
        else:
            raw = np.ascontiguousarray(array_or_size).view(np.uint8).reshape(-1)
        start = (len(self.data) + 255) // 256 * 256
        grown = np.full(start + max(len(raw), 1) + 256, 0xCD, dtype=np.uint8)
        grown[:len(self.data)] = self.data
        grown[start:start + len(raw)] = raw
        self.data = grown
        self.size = start + len(raw)
        return self.BASE + start

    def read(self, addr, shape, dtype):
        n = int(np.prod(shape)) * np.dtype(dtype).itemsize
        off = addr - self.BASE
        return self.data[off:off + n].copy().view(dtype).reshape(shape)


class _Space:
    """A byte array addressed from `base` (global memory or a block's shared)."""

    def __init__(self, name, data, base, limit):
        self.name, self.data, self.base, self.limit = name, data, base, limit

    def _index(self, addr, nbytes, where):
        off = addr.astype(np.int64) - np.int64(self.base)
        bad = (off < 0) | (off + nbytes > self.limit)
        if bad.any():
            a = int(addr[np.argmax(bad)])
            raise EmuError(f"{where}: {self.name} access of {nbytes} bytes at 0x{a:x} is out of "
                           f"bounds")
        if (off % nbytes != 0).any() and nbytes <= 16:
            a = int(addr[np.argmax(off % nbytes != 0)])
            raise EmuError(f"{where}: misaligned {nbytes}-byte {self.name} access at 0x{a:x}")
        return off

    def load_bytes(self, addr, nbytes, where):
        """(threads, nbytes) uint8 from each thread's address."""
        off = self._index(addr, nbytes, where)
        return self.data[off[:, None] + np.arange(nbytes)]

    def load(self, addr, nbytes, where):
        off = self._index(addr, nbytes, where)
        raw = self.data[off[:, None] + np.arange(nbytes)]
        out = np.zeros(len(addr), dtype=U64)
        for i in range(nbytes):
            out |= raw[:, i].astype(U64) << U64(8 * i)
        return out

    def store(self, addr, nbytes, values, where):
        off = self._index(addr, nbytes, where)
        for i in range(nbytes):
            self.data[off + i] = ((values >> U64(8 * i)) & U64(0xFF)).astype(np.uint8)


# --- parsing ---------------------------------------------------------------------
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


class _Instr:
    __slots__ = ("text", "line", "guard", "neg", "op", "mods", "args", "fn", "target")

    def __init__(self, text, line):
        self.text, self.line = text, line
        self.guard, self.neg, self.target, self.fn = None, False, None, None
        m = re.match(r"@(!?)(%[\w.$]+)\s+(.*)$", text, re.S)
        if m:
            self.neg, self.guard, text = m.group(1) == "!", m.group(2), m.group(3)
        parts = text.split(None, 1)
        dotted = parts[0].split(".")
        self.op, self.mods = dotted[0], dotted[1:]
        self.args = _split_args(parts[1]) if len(parts) > 1 else []


def _split_args(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


class _Kernel:
    def __init__(self, name, params, body, module_shared):
        self.name, self.params = name, params
        self.instrs, self.labels, self.regs = [], {}, {}
        self.shared = dict(module_shared)  # name -> (align, bytes, extern)
        self._parse_body(body)

    def _parse_body(self, body):
        scope = [{}]
        counter = [0]
        i, n, line = 0, len(body), 1
        stmt, stmt_line = "", 1
        while i < n:
            ch = body[i]
            if ch == "\n":
                line += 1
            if not stmt.strip() and ch in "{}":
                if ch == "{":
                    scope.append(dict(scope[-1]))
                else:
                    scope.pop()
                i += 1
                continue
            if ch == ";":
                self._statement(stmt.strip(), stmt_line, scope, counter)
                stmt = ""
                i += 1
                continue
            if ch == ":" and not stmt.strip().startswith((".", "@")) and re.fullmatch(
                    r"\s*[$\w]+", stmt):
                self.labels[stmt.strip()] = len(self.instrs)
                stmt = ""
                i += 1
                continue
            if not stmt.strip():
                stmt_line = line
            stmt += ch
            i += 1

    def _statement(self, s, line, scope, counter):
        if not s:
            return
        if s.startswith(".reg"):
            m = re.match(r"\.reg\s+\.(\w+)\s+(.*)$", s, re.S)
            t = m.group(1)
            for decl in _split_args(m.group(2)):
                r = re.fullmatch(r"(%[\w$]+)<(\d+)>", decl)
                if r:
                    for k in range(int(r.group(2))):
                        self.regs[f"{r.group(1)}{k}"] = t
                else:
                    counter[0] += 1
                    unique = f"{decl}__s{counter[0]}"
                    scope[-1][decl] = unique
                    self.regs[unique] = t
            return
        if s.startswith((".shared", ".extern")):
            m = re.search(r"\.align\s+(\d+)\s+\.\w+\s+([\w$]+)\[(\d*)\]", s)
            if not m:
                raise EmuError(f"line {line}: cannot parse shared declaration: {s}")
            self.shared[m.group(2)] = (int(m.group(1)), int(m.group(3) or 0), not m.group(3))
            return
        if s.startswith((".local", ".pragma", ".loc", ".file")):
            if s.startswith(".local"):
                raise EmuError(f"line {line}: local memory (stack) is not emulated: {s}")
            return
        names = scope[-1]
        if names:  # registers declared in an inline-asm scope (%x or a bare name)
            pattern = r"(?<![\w$.])(" + "|".join(
                re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?![\w$])"
            s = re.sub(pattern, lambda mm: names[mm.group(1)], s)
        self.instrs.append(_Instr(s, line))


class Module:
    """A parsed PTX module; launch() runs one of its kernels."""

    def __init__(self, text):
        text = _COMMENT.sub("", text)
        self.kernels = {}
        module_shared = {}
        for m in re.finditer(r"\.shared\s+\.align\s+(\d+)\s+\.\w+\s+([\w$]+)\[(\d*)\]",
                             text.split(".entry")[0]):
            module_shared[m.group(2)] = (int(m.group(1)), int(m.group(3) or 0), not m.group(3))
        for m in re.finditer(r"\.entry\s+([\w$]+)\s*\((.*?)\)", text, re.S):
            name = m.group(1)
            params = []
            for p in _split_args(m.group(2)):
                pm = re.match(r"\.param\s+\.(\w+)\b.*?([\w$]+)$", p.strip(), re.S)
                params.append((pm.group(2), pm.group(1)))
            start = text.index("{", m.end())
            depth, j = 0, start
            while True:
                if text[j] == "{":
                    depth += 1
                elif text[j] == "}":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            self.kernels[name] = _Kernel(name, params, text[start + 1:j], module_shared)

    def launch(self, name, grid, block, args, memory, shared_bytes=0, max_steps=50_000_000):
        if name not in self.kernels:
            raise EmuError(f"no kernel {name!r} (have {sorted(self.kernels)})")
        k = self.kernels[name]
        if len(args) != len(k.params):
            raise EmuError(f"{name} takes {len(k.params)} parameters, got {len(args)}")
        param_bytes, param_off = b"", {}
        for (pname, ptype), a in zip(k.params, args):
            size = _WIDTH[ptype] // 8
            param_bytes += b"\0" * ((-len(param_bytes)) % size)
            param_off[pname] = len(param_bytes)
            if ptype == "f32":
                param_bytes += struct.pack("<f", float(a))
            elif ptype == "f64":
                param_bytes += struct.pack("<d", float(a))
            else:
                param_bytes += int(a).to_bytes(size, "little", signed=int(a) < 0)
        grid = tuple(grid) + (1,) * (3 - len(grid))
        block = tuple(block) + (1,) * (3 - len(block))
        for z in range(grid[2]):
            for y in range(grid[1]):
                for x in range(grid[0]):
                    _Block(k, (x, y, z), grid, block, param_bytes, param_off, memory,
                           shared_bytes).run(max_steps)


# --- execution ---------------------------------------------------------------------
class _Block:
    def __init__(self, kernel, ctaid, grid, block, param_bytes, param_off, memory, dyn_shared):
        self.k = kernel
        self.n = block[0] * block[1] * block[2]
        t = np.arange(self.n)
        self.special = {
            "%tid.x": t % block[0], "%tid.y": (t // block[0]) % block[1],
            "%tid.z": t // (block[0] * block[1]),
            "%ntid.x": block[0], "%ntid.y": block[1], "%ntid.z": block[2],
            "%ctaid.x": ctaid[0], "%ctaid.y": ctaid[1], "%ctaid.z": ctaid[2],
            "%nctaid.x": grid[0], "%nctaid.y": grid[1], "%nctaid.z": grid[2],
            "%laneid": t % 32, "%warpid": t // 32,
        }
        self.regs = {r: np.zeros(self.n, dtype=U64) for r in kernel.regs}
        self.reg_types = kernel.regs
        # Shared memory: the declared arrays back to back, then the dynamic one.
        self.sym = {}
        off = 0
        for sname, (align, size, extern) in kernel.shared.items():
            off = (off + align - 1) // align * align
            self.sym[sname] = off
            off += dyn_shared if extern else size
        self.shared = _Space("shared", np.full(max(off, 1), 0xCD, dtype=np.uint8), 0, off)
        self.glob = _Space("global", memory.data, Memory.BASE, memory.size)
        self.memory = memory
        self.params = param_bytes
        self.param_off = param_off
        self.pc = np.zeros(self.n, dtype=np.int64)
        self.done = np.zeros(self.n, dtype=bool)
        self.waiting = np.zeros(self.n, dtype=bool)

    # operands
    def val(self, a, t=None):
        """Operand a as a uint64 array (bit pattern of type t for immediates)."""
        if a in self.regs:
            return self.regs[a]
        if a in self.special:
            return np.broadcast_to(np.asarray(self.special[a], dtype=U64), (self.n,))
        if a in self.sym:
            return np.full(self.n, self.sym[a], dtype=U64)
        if re.fullmatch(r"0[fF][0-9a-fA-F]{8}", a):
            return np.full(self.n, int(a[2:], 16), dtype=U64)
        if re.fullmatch(r"0[dD][0-9a-fA-F]{16}", a):
            return np.full(self.n, int(a[2:], 16), dtype=U64)
        if re.fullmatch(r"-?(0[xX][0-9a-fA-F]+|\d+)U?", a):
            v = int(a.rstrip("U"), 0)
            return np.full(self.n, v & 0xFFFFFFFFFFFFFFFF, dtype=U64)
        if re.fullmatch(r"-?\d+\.\d*(e-?\d+)?", a) and t in ("f32", "f64"):
            return _to_float_bits(np.full(self.n, float(a)), t)
        raise EmuError(f"unknown operand {a!r}")

    def set(self, a, value, mask):
        if a == "_":
            return
        if a not in self.regs:
            raise EmuError(f"unknown destination register {a!r}")
        bits = _WIDTH.get(self.reg_types[a], 64)
        value = np.broadcast_to(np.asarray(value).astype(U64), (self.n,)) & _mask(bits)
        self.regs[a][mask] = value[mask]

    def address(self, a):
        m = re.fullmatch(r"\[\s*([%\w$.]+)\s*(?:\+\s*(-?\d+))?\s*\]", a)
        if not m:
            raise EmuError(f"cannot parse address {a!r}")
        base = self.val(m.group(1)).astype(U64)
        return base + U64(int(m.group(2) or 0) & 0xFFFFFFFFFFFFFFFF)

    def space(self, mods, addr, where):
        """(space, addresses) for a memory access with state-space `mods`."""
        if "shared" in mods or "shared::cta" in mods:
            return self.shared, addr & U64(0xFFFFFFFF)
        if "global" in mods:
            return self.glob, addr
        if any(m in ("local", "const", "param") for m in mods):
            raise EmuError(f"{where}: state space not emulated")
        in_shared = (addr >= U64(GENERIC_SHARED_BASE)) & (
            addr < U64(GENERIC_SHARED_BASE + self.shared.limit))
        if in_shared.all():
            return self.shared, addr - U64(GENERIC_SHARED_BASE)
        if in_shared.any():
            raise EmuError(f"{where}: generic access mixing shared and global addresses")
        return self.glob, addr

    # scheduling
    def run(self, max_steps):
        instrs = self.k.instrs
        for _ in range(max_steps):
            live = ~self.done
            if not live.any():
                return
            ready = live & ~self.waiting
            if not ready.any():
                pcs = np.unique(self.pc[live])
                if len(pcs) != 1:
                    raise EmuError(f"divergent bar.sync: threads wait at lines "
                                   f"{[instrs[p].line for p in pcs]}")
                self.waiting[:] = False
                self.pc[live] += 1
                continue
            pc = int(self.pc[ready].min())
            if pc >= len(instrs):  # the end of the kernel: an implicit ret
                self.done[ready & (self.pc >= len(instrs))] = True
                continue
            mask = ready & (self.pc == pc)
            ins = instrs[pc]
            try:
                self.execute(ins, mask)
            except EmuError as e:
                raise EmuError(f"line {ins.line}: {ins.text}: {e}") from None
        raise EmuError("step limit reached (an endless loop?)")

    def whole_warps(self, mask, what):
        w = mask.reshape(-1, 32) if self.n % 32 == 0 else None
        if w is None or (w.any(axis=1) & ~w.all(axis=1)).any():
            raise EmuError(f"{what} executed by part of a warp")

    def execute(self, ins, mask):
        exec_mask = mask
        if ins.guard is not None:
            p = self.val(ins.guard).astype(bool)
            exec_mask = mask & (~p if ins.neg else p)
        op = ins.op
        if op == "bra":
            target = self.k.labels.get(ins.args[0])
            if target is None:
                raise EmuError(f"unknown label {ins.args[0]}")
            self.pc[exec_mask] = target
            self.pc[mask & ~exec_mask] += 1
            return
        if op in ("ret", "exit"):
            self.done[exec_mask] = True
            self.pc[mask & ~exec_mask] += 1
            return
        if op in ("bar", "barrier"):
            if ins.guard is not None:
                raise EmuError("predicated barrier")
            if ins.mods[0] not in ("sync", "cta") or self.val(ins.args[0])[0] != 0 or (
                    len(ins.args) > 1 and int(self.val(ins.args[1])[0]) != self.n):
                raise EmuError("only bar.sync 0 for the whole block is emulated")
            self.waiting[mask] = True
            return
        handler = _HANDLERS.get(op)
        if handler is None:
            raise EmuError(f"unsupported instruction {op}")
        if exec_mask.any():
            handler(self, ins, exec_mask)
        self.pc[mask] += 1


# --- instruction semantics ------------------------------------------------------------
def _type(ins):
    ts = [m for m in ins.mods if m in _TYPES]
    if not ts:
        raise EmuError("no type suffix")
    return ts[-1]


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
            with np.errstate(invalid="ignore"):
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
    with np.errstate(invalid="ignore"):
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


def _float_op(fn, unary=False):
    def handler(b, ins, mask):
        t = _type(ins)
        if t not in ("f32", "f64", "f16", "bf16"):
            raise EmuError(f"{ins.op} on {t}")
        ops = [_float(b.val(a, t), t) for a in ins.args[1:]]
        with np.errstate(all="ignore"):
            r = fn(*ops)
            if "sat" in ins.mods:
                r = np.where(np.isnan(r), 0.0, np.clip(r, 0.0, 1.0))
        if t == "f32":
            r = np.asarray(r, dtype=np.float32)
        b.set(ins.args[0], _to_float_bits(r, t), mask)
    return handler


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
    t = _type(ins)
    x, y, z = (_float(b.val(a, t), t).astype(np.float64) for a in ins.args[1:4])
    with np.errstate(all="ignore"):
        r = x * y + z  # exact product in f64, one rounding (f32: double rounding is rare)
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
    out = np.zeros(b.n, dtype=U64)
    for i in range(4):
        sel = (c >> U64(4 * i)) & U64(0xF)
        byte = (both >> ((sel & U64(7)) * U64(8))) & U64(0xFF)
        byte = np.where((sel & U64(8)) != 0, np.where(byte & U64(0x80), U64(0xFF), U64(0)), byte)
        out |= byte << U64(8 * i)
    b.set(ins.args[0], out, mask)


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


def _cvt(b, ins, mask):
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


def _ld(b, ins, mask):
    t = _type(ins)
    nbytes = max(_WIDTH[t] // 8, 1)
    dsts = _vector_regs(ins.args[0])
    if "param" in ins.mods:
        m = re.fullmatch(r"\[\s*([\w$]+)\s*(?:\+\s*(\d+))?\s*\]", ins.args[1])
        off = b.param_off[m.group(1)] + int(m.group(2) or 0)
        v = int.from_bytes(b.params[off:off + nbytes], "little")
        b.set(dsts[0], np.full(b.n, v, dtype=U64), mask)
        return
    addr = b.address(ins.args[1])
    space, a = b.space(ins.mods, addr, "ld")
    idx = np.nonzero(mask)[0]
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
    addr = b.address(ins.args[0])
    space, a = b.space(ins.mods, addr, "st")
    idx = np.nonzero(mask)[0]
    if len(srcs) > 1 and (a[idx] % U64(nbytes * len(srcs)) != 0).any():
        raise EmuError("misaligned vector store")
    for i, s in enumerate(srcs):
        space.store(a[idx] + U64(nbytes * i), nbytes, _u(b.val(s, t)[idx], 8 * nbytes), "st")


def _cvta(b, ins, mask):
    v = b.val(ins.args[1])
    if "shared" in ins.mods:
        v = v - U64(GENERIC_SHARED_BASE) if "to" in ins.mods else v + U64(GENERIC_SHARED_BASE)
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
    t = np.arange(b.n)
    # Row r of matrix i: 16 bytes (8 b16) at the address lane 8 i + r gives.
    rows = space.load_bytes(a, 16, "ldmatrix").view(np.uint16).astype(U64)  # (threads, 8)
    for i in range(num):
        elems = rows[base[:, None] + 8 * i + np.arange(8)]  # (threads, row, col)
        if not trans:
            lo, hi = elems[t, g, 2 * q], elems[t, g, 2 * q + 1]
        else:
            lo, hi = elems[t, 2 * q, g], elems[t, 2 * q + 1, g]
        b.set(dsts[i], lo | (hi << U64(16)), mask)


def _fp8(bits, t):
    """e4m3fn / e5m2 bytes as float64 (PTX ISA / OCP FP8 formats)."""
    bits = np.asarray(bits).astype(np.int64) & 0xFF
    if t == "e5m2":
        return (bits.astype(np.uint16) << 8).view(np.float16).astype(np.float64)
    sign = np.where(bits & 0x80, -1.0, 1.0)
    exp, man = (bits >> 3) & 0xF, bits & 0x7
    value = np.where(exp == 0, man / 8.0 * 2.0 ** -6, (1 + man / 8.0) * 2.0 ** (exp - 7))
    return np.where((bits & 0x7F) == 0x7F, np.nan, sign * value)


_MMA_BITS = {"bf16": 16, "f16": 16, "tf32": 32, "e4m3": 8, "e5m2": 8}


def _mma(b, ins, mask):
    """mma.sync.aligned.m16n8kK.row.col (PTX ISA "Matrix fragments for
    mma.m16n8k*"): with g = lane / 4, q = lane % 4 and e elements of a
    register (2 for f16/bf16, 4 for 8-bit floats, 1 for tf32), A register r
    holds row g + 8 (r % 2), columns K/2 (r / 2) + e q .. + e - 1 (the
    first in the low bits); B register r holds rows K/2 r + e q .. of
    column g; C/D (f32) c0, c1 at (g, 2q), (g, 2q + 1), c2, c3 at row g + 8."""
    b.whole_warps(mask, "mma.sync")
    shape = next((m for m in ins.mods if m.startswith("m16n8k")), None)
    if shape is None or "row" not in ins.mods or "col" not in ins.mods or any(
            m.startswith("kind") or m.startswith("block_scale") for m in ins.mods):
        raise EmuError(f"mma form {ins.mods}")
    k = int(shape[6:])
    types = [m for m in ins.mods if m in _TYPES or m in _MMA_BITS]
    dtype_, atype, btype, ctype = types
    if atype not in _MMA_BITS or btype not in _MMA_BITS:
        raise EmuError(f"mma input types {atype}, {btype}")
    d_regs, a_regs, b_regs, c_regs = (_vector_regs(x) for x in ins.args)
    lane = np.arange(b.n) % 32
    g, q = lane // 4, lane % 4
    w = np.arange(b.n) // 32
    nwarps = b.n // 32

    def elements(reg_names, typ):
        """[(register index, element index, float64 values)]"""
        bits = _MMA_BITS[typ]
        out = []
        for r, name in enumerate(reg_names):
            v = b.val(name)
            for j in range(32 // bits):
                x = (v >> U64(bits * j)) & _mask(bits)
                if typ in ("e4m3", "e5m2"):
                    f = _fp8(x, typ)
                elif typ == "tf32":
                    f = _f32(x & U64(0xFFFFE000)).astype(np.float64)
                else:
                    f = _float(x, typ).astype(np.float64)
                out.append((r, j, f))
        return out

    A = np.zeros((nwarps, 16, k))
    B = np.zeros((nwarps, k, 8))
    C = np.zeros((nwarps, 16, 8))
    ea, eb = 32 // _MMA_BITS[atype], 32 // _MMA_BITS[btype]
    for r, j, f in elements(a_regs, atype):
        A[w, g + 8 * (r % 2), k // 2 * (r // 2) + ea * q + j] = f
    for r, j, f in elements(b_regs, btype):
        B[w, k // 2 * r + eb * q + j, g] = f
    if ctype == "f32":
        for i, r in enumerate(c_regs):
            C[w, g + 8 * (i // 2), 2 * q + (i % 2)] = _f32(b.val(r, "f32"))
    else:  # f16 pairs: c0 = (g, 2q..2q+1), c1 = (g + 8, ..)
        for i, r in enumerate(c_regs):
            v = b.val(r)
            C[w, g + 8 * i, 2 * q] = _f16(v & U64(0xFFFF))
            C[w, g + 8 * i, 2 * q + 1] = _f16(v >> U64(16))
    D = np.einsum("wmk,wkn->wmn", A, B) + C
    if dtype_ == "f32":
        for i, r in enumerate(d_regs):
            b.set(r, _from_f32(D[w, g + 8 * (i // 2), 2 * q + (i % 2)].astype(np.float32)), mask)
    else:
        for i, r in enumerate(d_regs):
            lo = D[w, g + 8 * i, 2 * q].astype(np.float32)
            hi = D[w, g + 8 * i, 2 * q + 1].astype(np.float32)
            b.set(r, _to_float_bits(lo, dtype_) | (_to_float_bits(hi, dtype_) << U64(16)), mask)


def _wgmma(b, ins, mask):
    """wgmma.mma_async with both operands in shared memory through matrix
    descriptors without swizzling, executed at once (fence, commit and wait
    are then no-ops). PTX ISA "Asynchronous Warpgroup Level Matrix"
    sections: descriptor bits 0-13 start address >> 4, 16-29 leading byte
    offset (LBO) >> 4, 32-45 stride byte offset (SBO) >> 4, 62-63 swizzle;
    a K-major operand is 8-row x 16-byte core matrices, LBO apart along K
    and SBO apart along M (N); row r of one is 16 r bytes in. The
    accumulator: warp w of the warpgroup holds rows 16 w + g and + 8
    (g = lane / 4), register i at row + 8 ((i >> 1) & 1), column
    8 (i >> 2) + 2 (lane % 4) + (i & 1). The descriptor layout here is
    the reading tile's emitter has too: a GPU is the independent check."""
    if {"fence", "commit_group", "wait_group"} & set(ins.mods):
        b.whole_warps(mask, "wgmma")
        return
    b.whole_warps(mask, "wgmma.mma_async")
    shape = next(m for m in ins.mods if m.startswith("m64n"))
    n, k = (int(x) for x in shape[4:].split("k"))
    types = [m for m in ins.mods if m in _TYPES or m in _MMA_BITS]
    dtype_, atype, btype = types[:3]
    if dtype_ != "f32" or atype not in ("bf16", "f16") or btype != atype:
        raise EmuError(f"wgmma types {types}")
    d_regs = _vector_regs(ins.args[0])
    if ins.args[1].startswith("{"):
        raise EmuError("wgmma with A in registers is not emulated")
    rest = ins.args[3:]
    scale_d = b.val(rest[0]).astype(bool)
    scale_a, scale_b = (int(x) for x in rest[1:3])
    if len(rest) > 3 and (int(rest[3]) or int(rest[4])):
        raise EmuError("transposed (MN-major) wgmma operands are not emulated")
    tid = np.arange(b.n)
    group = tid // 128
    lane, warp = tid % 32, (tid % 128) // 32
    g, q = lane // 4, lane % 4
    da, db = b.val(ins.args[1]), b.val(ins.args[2])
    elem = 2

    def operand(desc, rows):
        """rows x k elements a descriptor describes (K-major, no swizzle)."""
        d = int(desc)
        if (d >> 62) & 3:
            raise EmuError("swizzled wgmma descriptors are not emulated")
        start, lbo, sbo = (d & 0x3FFF) << 4, ((d >> 16) & 0x3FFF) << 4, ((d >> 32) & 0x3FFF) << 4
        r = np.arange(rows)[:, None]
        kk = np.arange(k)[None, :]
        per = 16 // elem
        addr = start + (r // 8) * sbo + (kk // per) * lbo + (r % 8) * 16 + (kk % per) * elem
        raw = b.shared.load(U64(0) + addr.reshape(-1).astype(U64), elem, "wgmma")
        return _float(raw, atype).astype(np.float64).reshape(rows, k)

    for grp in np.unique(group[mask]):
        members = mask & (group == grp)
        if members.sum() != 128:
            raise EmuError("wgmma executed by part of a warpgroup")
        first = np.argmax(members)
        if (da[members] != da[first]).any() or (db[members] != db[first]).any():
            raise EmuError("wgmma descriptors differ within the warpgroup")
        A = operand(da[first], 64) * scale_a
        B = operand(db[first], n) * scale_b
        prod = A @ B.T  # 64 x n
        idx = np.nonzero(members)[0]
        for i, reg in enumerate(d_regs):
            row = 16 * warp[idx] + g[idx] + 8 * ((i >> 1) & 1)
            col = 8 * (i >> 2) + 2 * q[idx] + (i & 1)
            old = _f32(b.val(reg)[idx]).astype(np.float64)
            new = prod[row, col] + np.where(scale_d[idx], old, 0.0)
            full = b.val(reg).copy()
            full[idx] = _from_f32(new.astype(np.float32))
            b.set(reg, full, members)


def _cp_async(b, ins, mask):
    if {"commit_group", "wait_group", "wait_all"} & set(ins.mods):
        return  # copies complete immediately
    if "bulk" in ins.mods:
        raise EmuError("cp.async.bulk (TMA) is not emulated")
    dst = b.address(ins.args[0])
    src = b.address(ins.args[1])
    size = int(b.val(ins.args[2])[0])
    src_size = _u(b.val(ins.args[3]), 32).astype(np.int64) if len(ins.args) > 3 else \
        np.full(b.n, size)
    sh, d = b.space(["shared"], dst, "cp.async")
    gl, s = b.space(["global"], src, "cp.async")
    for t in np.nonzero(mask)[0]:
        for i in range(0, size, 4 if size >= 4 else 1):
            w = 4 if size >= 4 else 1
            one = np.array([t])
            v = gl.load(s[one] + U64(i), w, "cp.async") if i < src_size[t] else np.zeros(1, U64)
            if i < src_size[t] < i + w:
                v &= _mask(8 * (int(src_size[t]) - i))
            sh.store(d[one] + U64(i), w, v, "cp.async")


def _atom(b, ins, mask):
    t = _type(ins)
    op = next(m for m in ins.mods if m in ("add", "max", "min", "exch", "cas", "and", "or",
                                            "xor", "inc", "dec"))
    is_red = ins.op == "red"
    addr_arg = ins.args[0] if is_red else ins.args[1]
    vals = ins.args[1:] if is_red else ins.args[2:]
    addr = b.address(addr_arg)
    space, a = b.space(ins.mods, addr, ins.op)
    nbytes = _WIDTH[t] // 8
    old_all = np.zeros(b.n, dtype=U64)
    x_all = b.val(vals[0], t)
    y_all = b.val(vals[1], t) if len(vals) > 1 else None
    for th in np.nonzero(mask)[0]:
        one = np.array([th])
        old = space.load(a[one], nbytes, ins.op)
        x = x_all[one]
        if t in ("f32", "f64"):
            fo, fx = _float(old, t), _float(x, t)
            new = {"add": lambda: _to_float_bits((fo + fx).astype(np.float32) if t == "f32" else
                                                 fo + fx, t),
                   "max": lambda: _to_float_bits(np.fmax(fo, fx), t),
                   "min": lambda: _to_float_bits(np.fmin(fo, fx), t),
                   "exch": lambda: x}[op]()
        else:
            io, ix = _int(old, t), _int(x, t)
            new = {"add": lambda: io + ix, "max": lambda: np.maximum(io, ix),
                   "min": lambda: np.minimum(io, ix), "exch": lambda: ix,
                   "and": lambda: io & ix, "or": lambda: io | ix, "xor": lambda: io ^ ix,
                   "cas": lambda: np.where(io == ix, _int(y_all[one], t), io)}[op]()
            new = _u(new, _WIDTH[t])
        space.store(a[one], nbytes, new, ins.op)
        old_all[th] = old[0]
    if not is_red:
        b.set(ins.args[0], old_all, mask)


def _noop(b, ins, mask):
    pass


_HANDLERS = {
    "mov": _mov, "add": _binary_int(lambda x, y, bits, t: x + y),
    "sub": _binary_int(lambda x, y, bits, t: x - y), "mul": _mul, "mad": _mad, "fma": _fma,
    "div": _binary_int(_int_div), "rem": _binary_int(_int_rem),
    "min": _binary_int(_int_min), "max": _binary_int(_int_max),
    "neg": _neg, "abs": _abs, "not": _not, "copysign": _copysign, "prmt": _prmt,
    "and": _logic(lambda x, y: x & y), "or": _logic(lambda x, y: x | y),
    "xor": _logic(lambda x, y: x ^ y), "shl": _shl, "shr": _shr, "bfe": _bfe,
    "setp": _setp, "selp": _selp, "cvt": _cvt, "cvta": _cvta, "ld": _ld, "st": _st,
    "shfl": _shfl, "ldmatrix": _ldmatrix, "mma": _mma, "cp": _cp_async,
    "atom": _atom, "red": _atom,
    "ex2": _float_op(_f32_exact(np.exp2)), "lg2": _float_op(_f32_exact(np.log2)),
    "sin": _float_op(_f32_exact(np.sin)), "cos": _float_op(_f32_exact(np.cos)),
    "tanh": _float_op(_f32_exact(np.tanh)), "sqrt": _float_op(_f32_exact(np.sqrt)),
    "rsqrt": _float_op(_f32_exact(lambda x: 1 / np.sqrt(x))),
    "rcp": _float_op(_f32_exact(lambda x: 1 / x)),
    "fence": _noop, "membar": _noop, "wgmma": _wgmma,
}


# --- a CuPy stand-in -------------------------------------------------------------------------
class _DeviceArray:
    """An array in emulated global memory (what CuPy's ndarray is to a GPU)."""

    def __init__(self, memory, host):
        self.memory, self.shape, self.dtype = memory, host.shape, host.dtype
        self.addr = memory.alloc(host)

    def get(self):
        return self.memory.read(self.addr, self.shape, self.dtype)


class _Function:
    def __init__(self, module, name, memory):
        self.module, self.name, self.memory = module, name, memory

    def __call__(self, grid, block, args):
        values = [a.addr if isinstance(a, _DeviceArray) else a for a in args]
        self.module.launch(self.name, grid=tuple(grid), block=tuple(block), args=values,
                           memory=self.memory)


class CupyShim:
    """The part of CuPy that bench/kernels/check.py uses (zeros, asarray,
    RawModule(path).get_function, .get()), backed by the emulator: the same
    checks run on the CPU (check.py --emulate)."""

    float16, float32, int32, uint16 = np.float16, np.float32, np.int32, np.uint16

    def __init__(self):
        self.memory = Memory()
        shim = self

        class _Runtime:
            @staticmethod
            def getDeviceCount():
                return 1

            @staticmethod
            def deviceSynchronize():
                pass

            @staticmethod
            def getDeviceProperties(_):
                return {"name": b"ptxemu (CPU emulation)"}

        class _Cuda:
            runtime = _Runtime

        class RawModule:
            def __init__(self, path):
                with open(path) as f:
                    self.module = Module(f.read())

            def get_function(self, name):
                return _Function(self.module, name, shim.memory)

        self.cuda = _Cuda
        self.RawModule = RawModule

    def asarray(self, a):
        return _DeviceArray(self.memory, np.ascontiguousarray(a))

    def zeros(self, shape, dtype):
        return _DeviceArray(self.memory, np.zeros(shape, dtype))

    def zeros_like(self, a):
        return self.zeros(a.shape, a.dtype)
