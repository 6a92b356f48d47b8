"""A PTX emulator: runs the PTX tile emits (sm_80 .. sm_100a) on the CPU.

This machine has no GPU. The emulator executes one kernel of a PTX module
cluster by cluster, the threads of a block vectorized with NumPy, so tests
can compare what compiled kernels compute with NumPy. It is written from the
PTX ISA, independently of tile's emitters, and covers: integer and f32
arithmetic, funnel shifts, conversions (bf16/f16 round-to-nearest-even), predicated and
vector global/shared loads and stores, shfl.sync, ldmatrix, stmatrix, prmt,
mma.sync (every input type: f16/bf16 m16n8k16, tf32 m16n8k8, e4m3/e5m2
m16n8k32, MXFP8 block_scale with ue8m0 scales), cp.async (commit and wait groups:
a copy lands at the wait that needs it, or at a random earlier moment
under a random schedule), atomics, the approximate math
instructions (computed exactly in f32); barriers (bar.sync/bar.arrive with
thread counts, bar.warp.sync, barrier.cluster), mbarriers (init, arrive,
expect_tx, complete_tx, try_wait.parity / test_wait, inval, remote arrives
through mapa), TMA (cp.async.bulk.tensor tile loads with multicast and
.cta_group::2, stores and reductions in bulk groups) through tensor maps of
the emulator's own format (TensorMapEncoder), wgmma (swizzled or not, K- or
MN-major, bf16/f16/tf32/e4m3/e5m2, s8/u8 into wrapping s32), tcgen05 (tensor
memory alloc/dealloc, ld/st .32x32b, mma kind::f16 / kind::tf32 /
kind::f8f6f4 / kind::i8 (s32 cells, wrapping) for cta_group::1
and ::2, kind::mxf8f6f4.block_scale with scales copied in by tcgen05.cp
.32x128b.warpx4, commit to mbarriers).

Model and limits:
- Clusters run one after another; a cluster's blocks run together, each
  until none of its threads can go on. A block's threads run smallest
  program counter first (schedule "min"), or a random warp runs ahead for
  a while (schedule "random", seeded): any interleaving of warps is legal.
  Each step executes one instruction for the threads standing on it.
- Waiting parks a thread: at a barrier until it completes, at a try_wait
  (the first failed try returns false, as after the hardware's time limit;
  trying again waits) until the phase completes, at a warp-wide (.aligned,
  .sync) instruction until the warp's other live threads arrive there
  (reconvergence), at wgmma/setmaxnreg until the warpgroup's four warps do.
  When nothing can go on and nothing is in flight: a deadlock EmuError
  naming what each thread waits for.
- Asynchronous work completes as late as the program allows: TMA copies
  and tcgen05 commits when no thread can go on (in random order under
  "random", a CTA's commits in order), wgmma at wait_group, TMA stores at
  bulk wait_group or the end of the block; registers of a wgmma in flight
  may not be touched. So missing waits show up as wrong numbers or errors.
- Proxies: shared memory written through the generic proxy (st.shared,
  stmatrix, atomics, cp.async) and then read through the async proxy
  (wgmma, tcgen05.mma / .cp, TMA stores) needs a fence.proxy.async by the
  writing thread in between; reading such bytes without one is an EmuError.
  Other memory-model orderings (acquire/release scopes) are not modelled.
- Anything else is an EmuError, as are unknown instructions, out-of-bounds
  or misaligned accesses, a TMA box over an mbarrier, too many arrivals:
  never a silent guess. The descriptor formats of wgmma and tcgen05 are
  read as tile's emitter reads the PTX ISA, and as CUTLASS defines them
  (cute's GmmaDescriptor, Tcgen05SMemDescriptor, UMMA InstrDescriptor and
  InstrDescriptorBlockScaled, make_gmma_desc/make_umma_desc canonical
  layouts); where block-scaled MMAs read their scales is the PTX ISA's
  (scales duplicated in every 32-lane quarter of tensor memory) and, for
  mma.sync, the lanes a published hardware probe found. A GPU remains the
  final check.

    mod = Module(ptx_text)
    mem = Memory()
    a = mem.alloc(np.arange(128, dtype=np.float32))
    mod.launch("kernel", grid=(1, 1, 1), block=(128, 1, 1), args=[a, 128], memory=mem)
    out = mem.read(a, (128,), np.float32)
"""

import re
import struct

import numpy as np

__all__ = ["CupyShim", "DeviceAssertion", "EmuDriver", "EmuError", "Memory", "Module", "TensorMapEncoder",
           "bf16_bits", "fp8_bits", "mxfp8_problem", "fp4_problem",
           "fp4_codes", "fp4_pack", "fp4_unpack"]


class EmuError(Exception):
    """An instruction or access the emulator cannot (or must not) perform."""


class DeviceAssertion(Exception):
    """A thread called __assertfail: the message CUDA prints for it."""


U64 = np.uint64
GENERIC_SHARED_BASE = 1 << 40  # generic addresses of shared memory
GENERIC_LOCAL_BASE = 1 << 41  # generic addresses of local memory (the stack)
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
        self.output = []  # what the kernels printed (vprintf), line by line
        self.globals = {}  # (module, .global variable) -> its address

    def c_string(self, addr, where):
        off = int(addr) - self.BASE
        if off < 0 or off >= self.size:
            raise EmuError(f"{where}: string at 0x{int(addr):x} is not in global memory")
        end = bytes(self.data[off:self.size]).find(b"\0")
        if end < 0:
            raise EmuError(f"{where}: string at 0x{int(addr):x} has no terminating NUL")
        return bytes(self.data[off:off + end]).decode("utf-8", "replace")

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

    def write(self, addr, array):
        raw = np.ascontiguousarray(array).view(np.uint8).reshape(-1)
        off = addr - self.BASE
        self.data[off:off + len(raw)] = raw


class _Space:
    """A byte array addressed from `base` (global memory or a block's shared).

    A block's shared memory also remembers, per byte, a generic-proxy write
    that no fence.proxy.async has ordered yet (`writer`: the thread + 1, or
    -1 when any thread's fence will do): wgmma, tcgen05 and TMA stores read
    shared memory through the async proxy, and reading such a byte is an
    EmuError (PTX ISA "Proxies": without the fence they may see old data)."""

    def __init__(self, name, data, base, limit, track_proxy=False):
        self.name, self.data, self.base, self.limit = name, data, base, limit
        self.writer = np.zeros(len(data), dtype=np.int32) if track_proxy else None

    def async_read(self, off, what):
        """An async-proxy read of the bytes at offsets `off`."""
        if self.writer is None:
            return
        w = self.writer[off].ravel()
        if (w != 0).any():
            i = int(np.argmax(w != 0))
            who = f"thread {w[i] - 1}" if w[i] > 0 else "a warp"
            raise EmuError(f"{what} reads shared memory at {int(np.ravel(off)[i])} through the "
                           f"async proxy, but {who} wrote it through the generic proxy with no "
                           f"fence.proxy.async since")

    def fence_proxy_async(self, threads):
        """fence.proxy.async by `threads`: their generic writes are ordered."""
        if self.writer is not None:
            self.writer[np.isin(self.writer - 1, threads) | (self.writer < 0)] = 0

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

    def load(self, addr, nbytes, where, async_proxy=False):
        off = self._index(addr, nbytes, where)
        if async_proxy:
            self.async_read(off[:, None] + np.arange(nbytes), where)
        raw = self.data[off[:, None] + np.arange(nbytes)]
        out = np.zeros(len(addr), dtype=U64)
        for i in range(nbytes):
            out |= raw[:, i].astype(U64) << U64(8 * i)
        return out

    def store(self, addr, nbytes, values, where, threads=None, generic=True):
        """`threads`: the writing thread of each address (None: a warp's
        collective store); `generic`: through the generic proxy."""
        off = self._index(addr, nbytes, where)
        for i in range(nbytes):
            self.data[off + i] = ((values >> U64(8 * i)) & U64(0xFF)).astype(np.uint8)
            if self.writer is not None:
                self.writer[off + i] = (-1 if threads is None else np.asarray(threads) + 1) \
                    if generic else 0


    def store_bytes(self, addr, raw, where, threads):
        """Each thread's row of `raw` ((threads, nbytes) uint8) at its
        address, through the generic proxy."""
        off = self._index(addr, raw.shape[1], where)
        idx = off[:, None] + np.arange(raw.shape[1])
        self.data[idx] = raw
        if self.writer is not None:
            self.writer[idx] = (np.asarray(threads) + 1)[:, None]


# --- parsing ---------------------------------------------------------------------
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


class _Instr:
    __slots__ = ("text", "line", "guard", "neg", "op", "mods", "args", "fn", "target", "_regs")

    def __init__(self, text, line):
        self.text, self.line = text, line
        self.guard, self.neg, self.target, self.fn = None, False, None, None
        m = re.match(r"@(!?)(%?[\w.$]+)\s+(.*)$", text, re.S)
        if m:
            self.neg, self.guard, text = m.group(1) == "!", m.group(2), m.group(3)
        parts = text.split(None, 1)
        dotted = parts[0].split(".")
        self.op, self.mods = dotted[0], dotted[1:]
        self.args = _split_args(parts[1]) if len(parts) > 1 else []
        self._regs = None

    def regs(self):
        """The register names the instruction mentions."""
        if self._regs is None:
            self._regs = tuple(re.findall(r"%[\w$]+", self.text))
        return self._regs


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
        self.local = None  # ({depot: offset}, bytes): the stack, where LLVM made one
        self.global_addr = {}  # module .global variable -> address (set at launch)
        self._parse_body(body)

    def _parse_body(self, body):
        """Statements, labels and registers; labels and registers declared
        inside { } (inline asm) are local to it."""
        scope = [{}]
        counter = [0]
        chains = [(0,)]  # the scope ids enclosing the current point
        labels = {}  # (scope id, name) -> instruction index
        i, n, line = 0, len(body), 1
        stmt, stmt_line = "", 1
        while i < n:
            ch = body[i]
            if ch == "\n":
                line += 1
            if not stmt.strip() and ch in "{}":
                if ch == "{":
                    scope.append(dict(scope[-1]))
                    counter[0] += 1
                    chains.append(chains[-1] + (counter[0],))
                else:
                    scope.pop()
                    chains.pop()
                i += 1
                continue
            if ch == ";":
                before = len(self.instrs)
                self._statement(stmt.strip(), stmt_line, scope, counter)
                if len(self.instrs) > before:
                    self.instrs[-1].target = chains[-1]
                stmt = ""
                i += 1
                continue
            if ch == ":" and not stmt.strip().startswith((".", "@")) and re.fullmatch(
                    r"\s*[$\w]+", stmt):
                labels[(chains[-1][-1], stmt.strip())] = len(self.instrs)
                stmt = ""
                i += 1
                continue
            if not stmt.strip():
                stmt_line = line
            stmt += ch
            i += 1
        # Branch targets: the label of the innermost enclosing scope that has it.
        for ins in self.instrs:
            chain, ins.target = ins.target, None
            if ins.op == "bra" and ins.args:
                for sid in reversed(chain):
                    if (sid, ins.args[0]) in labels:
                        ins.target = labels[(sid, ins.args[0])]
                        break
        self.labels = {name: idx for (sid, name), idx in labels.items() if sid == 0}

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
            # An array (`.b8 x[N]`, `.extern ... x[]`) or, where LLVM split a
            # small one into scalars, `.u32 x_$_0`.
            m = re.search(r"\.align\s+(\d+)\s+\.(\w+)\s+([\w$]+)(\[(\d*)\])?\s*;?$", s)
            if not m or m.group(2) not in _WIDTH:
                raise EmuError(f"line {line}: cannot parse shared declaration: {s}")
            extern = s.startswith(".extern")
            count = 0 if extern else int(m.group(5)) if m.group(4) else 1
            self.shared[m.group(3)] = (int(m.group(1)), count * (_WIDTH[m.group(2)] // 8), extern)
            return
        if s.startswith(".param"):
            # A call's parameter (inside its { } call sequence): held like a
            # register of that scope; st.param / ld.param write and read it.
            # An aggregate (`.b8 retval0[16]`) is one register per byte
            # offset (`name@8`), read and written whole values at a time.
            m = re.fullmatch(r"\.param\s+(?:\.align\s+\d+\s+)?\.(\w+)\s+([\w$]+)"
                             r"(?:\[(\d+)\])?", s)
            if not m:
                raise EmuError(f"line {line}: cannot parse this call parameter: {s}")
            counter[0] += 1
            unique = f"{m.group(2)}__s{counter[0]}"
            scope[-1][m.group(2)] = unique
            self.regs[unique] = m.group(1) if not m.group(3) else "b64"
            for k in range(1, int(m.group(3) or 0)):
                self.regs[f"{unique}@{k}"] = "b64"
            return
        if s.startswith(".local"):
            # A stack (several where device functions were inlined): one
            # region per depot, back to back in each thread's local memory.
            m = re.fullmatch(r"\.local\s+\.align\s+(\d+)\s+\.b8\s+([\w$]+)\[(\d+)\]", s)
            if not m:
                raise EmuError(f"line {line}: cannot emulate this local memory: {s}")
            depots, size = self.local or ({}, 0)
            depots[m.group(2)] = size
            self.local = (depots, size + -(-int(m.group(3)) // 16) * 16)
            return
        if s.startswith((".pragma", ".loc", ".file")):
            return
        names = scope[-1]
        if names:  # registers declared in an inline-asm scope (%x or a bare name)
            pattern = r"(?<![\w$.])(" + "|".join(
                re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?![\w$])"
            s = re.sub(pattern, lambda mm: names[mm.group(1)], s)
        self.instrs.append(_Instr(s, line))


def _matching_brace(text, start):
    depth, j = 0, start
    while True:
        if text[j] == "{":
            depth += 1
        elif text[j] == "}":
            depth -= 1
            if depth == 0:
                return j
        j += 1


def _device_functions(text):
    """The module's .func definitions: name -> (return parameter or None,
    parameter names, body)."""
    funcs = {}
    for m in re.finditer(r"^\s*(?:\.visible\s+|\.weak\s+)?\.func\s+(?:\(([^)]*)\)\s*)?"
                         r"([\w$]+)\s*\(([^)]*)\)\s*(?=\{)", text, re.M):
        ret = re.search(r"([\w$]+)(?:\[\d+\])?\s*$", m.group(1).strip()) if m.group(1) else None
        params = [re.search(r"([\w$]+)(?:\[\d+\])?\s*$", p).group(1)
                  for p in _split_args(m.group(3))]
        start = m.end()
        funcs[m.group(2)] = (ret.group(1) if ret else None, params,
                             text[start + 1:_matching_brace(text, start)])
    return funcs


_INLINED = [0]


def _inline_calls(body, funcs, depth=0):
    """`body` with each call of a device function replaced by the
    function's body (as the callee runs in the caller's threads): its
    registers and labels renamed apart, its parameters read from the call's
    .param registers, its return value written to the call's, `ret` a
    branch to the end. System calls (vprintf, ...) stay calls."""
    def inline(m):
        ret, callee, args = m.group(1), m.group(2), m.group(3)
        if callee not in funcs:
            return m.group(0)
        if depth > 8:
            raise EmuError(f"device function calls nested too deep at {callee}")
        fret, fparams, fbody = funcs[callee]
        _INLINED[0] += 1
        tag = f"_i{_INLINED[0]}_"
        regs = set(re.findall(r"\.reg\s+\.\w+\s+%([A-Za-z_]\w*?)(?:<\d+>)?\s*;", fbody))
        if regs:
            names = "|".join(sorted(regs, key=len, reverse=True))
            fbody = re.sub(rf"%({names})(?![A-Za-z_])", lambda r: f"%{r.group(1)}{tag}", fbody)
        fbody = re.sub(r"(\$L\w+)", rf"\1{tag}", fbody)
        actual = [a.strip() for a in args.split(",") if a.strip()]
        for formal, a in zip(fparams, actual):
            fbody = re.sub(rf"(?<![\w$]){re.escape(formal)}(?![\w$])", a, fbody)
        if fret and ret:
            fbody = re.sub(rf"(?<![\w$]){re.escape(fret)}(?![\w$])", ret, fbody)
        fbody = re.sub(r"(?<![\w$.])ret(?:\.uni)?\s*;", f"bra.uni $Lret{tag};", fbody)
        return _inline_calls(fbody, funcs, depth + 1) + f"\n$Lret{tag}:\n"
    return re.sub(r"call(?:\.uni)?\s+(?:\(([\w$]+)\)\s*,\s*)?([\w$]+)\s*,\s*\(([^)]*)\)\s*;",
                  inline, body)


class Module:
    """A parsed PTX module; launch() runs one of its kernels."""

    def __init__(self, text):
        text = _COMMENT.sub("", text)
        self.kernels = {}
        module_shared = {}
        for m in re.finditer(r"\.shared\s+\.align\s+(\d+)\s+\.\w+\s+([\w$]+)\[(\d*)\]",
                             text.split(".entry")[0]):
            module_shared[m.group(2)] = (int(m.group(1)), int(m.group(3) or 0), not m.group(3))
        # Initialized global variables (string constants): placed in the
        # global memory of each launch's Memory, once.
        self.globals = {}
        for m in re.finditer(r"^\s*(?:\.visible\s+)?\.global\s+\.align\s+\d+\s+\.b8\s+"
                             r"([\w$]+)\[(\d+)\](?:\s*=\s*\{([^}]*)\})?\s*;",
                             text.split(".entry")[0], re.M):
            data = bytearray(int(m.group(2)))
            for i, v in enumerate((m.group(3) or "").split(",")):
                if v.strip():
                    data[i] = int(v, 0)
            self.globals[m.group(1)] = bytes(data)
        funcs = _device_functions(text)
        for m in re.finditer(r"\.entry\s+([\w$]+)\s*\((.*?)\)", text, re.S):
            name = m.group(1)
            params = [_param_decl(p) for p in _split_args(m.group(2))]
            start = text.index("{", m.end())
            directives = text[m.end():start]
            j = _matching_brace(text, start)
            k = _Kernel(name, params, _inline_calls(text[start + 1:j], funcs), module_shared)
            c = re.search(r"\.reqnctapercluster\s+(\d+)(?:\s*,\s*(\d+))?(?:\s*,\s*(\d+))?",
                          directives)
            k.cluster = tuple(int(x or 1) for x in c.groups()) if c else None
            self.kernels[name] = k

    def launch(self, name, grid, block, args, memory, shared_bytes=0, max_steps=50_000_000,
               cluster=None, schedule="min", seed=0, stats=None):
        """Runs kernel `name`. Arguments: ints/floats for scalars, bytes for
        .b8 arrays (a CUtensorMap: TensorMapEncoder's). Blocks run one cluster
        after another; a cluster's blocks run together (`cluster`: its shape,
        else the kernel's .reqnctapercluster, else one block).

        schedule "min" (the default) runs the smallest program counter first
        and completes TMA copies as late as possible; "random" (seeded) runs
        warps and the cluster's blocks in a random order and completes
        copies at random moments: other legal interleavings, for races the
        first order hides (a producer running ahead of its consumer).

        `stats`, a dict, collects shared-memory bank conflicts: PTX line ->
        [warp executions, wavefronts, conflict-free wavefronts, text] of
        every ld/st.shared, ldmatrix and stmatrix (see _bank_wavefronts)."""
        if schedule not in ("min", "random"):
            raise EmuError(f"schedule {schedule!r}: min or random")
        rng = np.random.default_rng(seed) if schedule == "random" else None
        if name not in self.kernels:
            raise EmuError(f"no kernel {name!r} (have {sorted(self.kernels)})")
        k = self.kernels[name]
        for gname, data in self.globals.items():
            key = (id(self), gname)
            if key not in memory.globals:
                memory.globals[key] = memory.alloc(np.frombuffer(data, dtype=np.uint8))
            k.global_addr[gname] = memory.globals[key]
        if len(args) != len(k.params):
            raise EmuError(f"{name} takes {len(k.params)} parameters, got {len(args)}")
        param_bytes, param_off = b"", {}
        for (pname, ptype, count, align), a in zip(k.params, args):
            size = _WIDTH[ptype] // 8 * count
            align = max(align or 1, _WIDTH[ptype] // 8)
            param_bytes += b"\0" * ((-len(param_bytes)) % align)
            param_off[pname] = len(param_bytes)
            if count > 1 or isinstance(a, (bytes, bytearray)):
                if not isinstance(a, (bytes, bytearray)) or len(a) != size:
                    raise EmuError(f"parameter {pname} is {size} bytes ({ptype}[{count}]): "
                                   f"pass bytes of that length")
                param_bytes += bytes(a)
            elif ptype == "f32":
                param_bytes += struct.pack("<f", float(a))
            elif ptype == "f64":
                param_bytes += struct.pack("<d", float(a))
            else:
                param_bytes += int(a).to_bytes(size, "little", signed=int(a) < 0)
        grid = tuple(grid) + (1,) * (3 - len(grid))
        block = tuple(block) + (1,) * (3 - len(block))
        cluster = tuple(cluster or k.cluster or (1, 1, 1)) + (1,) * 3
        cluster = cluster[:3]
        if any(g % c for g, c in zip(grid, cluster)):
            raise EmuError(f"grid {grid} is not a whole number of clusters {cluster}")
        budget = [max_steps]
        for cz in range(0, grid[2], cluster[2]):
            for cy in range(0, grid[1], cluster[1]):
                for cx in range(0, grid[0], cluster[0]):
                    c = _Cluster(k, (cx, cy, cz), cluster, grid, block, param_bytes,
                                 param_off, memory, shared_bytes, rng)
                    c.stats = stats
                    c.run(budget)


def _param_decl(p):
    """(name, element type, count, align) of one .param declaration."""
    p = " ".join(p.split())
    ty = re.search(r"\.([bsuf](?:8|16|32|64))\b", p)
    name = re.search(r"([\w$]+)\s*(?:\[(\d+)\])?$", p)
    align = re.search(r"\.align\s+(\d+)", p)
    if not ty or not name:
        raise EmuError(f"cannot parse parameter {p!r}")
    return (name.group(1), ty.group(1), int(name.group(2) or 1),
            int(align.group(1)) if align else None)


# --- execution ---------------------------------------------------------------------
GENERIC_PARAM_BASE = 1 << 42  # generic addresses of the kernel parameters
CLUSTER_WINDOW = 1 << 24  # shared::cluster address of CTA rank r: (r + 1) << 24 | offset
_WG_COLLECTIVE = ("wgmma", "setmaxnreg")
_WARP_COLLECTIVES = ("shfl", "vote", "match", "redux", "ldmatrix", "stmatrix", "mma")


def _warp_collective(ins):
    if ins.op == "bar":
        return ins.mods[0] != "warp"  # bar.warp.sync is a rendezvous of its own
    return ins.op in _WARP_COLLECTIVES or "aligned" in ins.mods


class _AsyncGroups:
    """Each thread's asynchronous operations in commit groups (cp.async
    groups; TMA stores' bulk groups): `issue` adds to the thread's open
    group, `commit` closes it, `wait(t, n)` runs the oldest groups until at
    most n stay pending. With `count_empty` an empty group counts as a
    pending one (cp.async.wait_group n lets the n most recent groups pend,
    empty or not)."""

    def __init__(self, count_empty):
        self.count_empty = count_empty
        self.groups = {}  # thread -> [open ops, committed groups]

    def __bool__(self):
        return bool(self.groups)

    def issue(self, t, op):
        self.groups.setdefault(t, [[], []])[0].append(op)

    def commit(self, t):
        g = self.groups.setdefault(t, [[], []])
        if g[0] or self.count_empty:
            g[1].append(g[0])
            g[0] = []

    def wait(self, t, n):
        g = self.groups.get(t)
        if not g:
            return
        while len(g[1]) > n:
            for op in g[1].pop(0):
                op()
        if not g[0] and not g[1]:
            del self.groups[t]

    def drain(self):
        for t in list(self.groups):
            self.commit(t)
            self.wait(t, 0)

    def run_any(self, rng):
        """Runs one pending operation of a random thread, committed or not,
        in any group (its group stays counted): an asynchronous copy landing
        early, in any order (nothing orders copies but the waits)."""
        ts = [t for t, g in self.groups.items() if g[0] or any(g[1])]
        if ts:
            g = self.groups[ts[rng.integers(len(ts))]]
            lists = [ops for ops in [g[0]] + g[1] if ops]
            ops = lists[rng.integers(len(lists))]
            ops.pop(rng.integers(len(ops)))()


class _Cluster:
    """The blocks of one cluster, run together: each block runs until none
    of its threads can go on (all wait at a barrier or have exited), then
    the next. Asynchronous copies (TMA) complete as late as possible: only
    when no thread of the cluster can go on, so a kernel that reads shared
    memory before waiting for its mbarrier reads garbage (0xCD), and one
    that overwrites a buffer an asynchronous operation still reads is
    caught the same way."""

    def __init__(self, kernel, first, shape, grid, block, param_bytes, param_off, memory,
                 dyn_shared, rng=None):
        self.shape = shape
        self.rng = rng
        self.async_ops = []  # (stream, callable): TMA copies, tcgen05 commits in flight
        self.stats = None  # Module.launch(stats=...)
        self.barrier_phase = 0  # barrier.cluster
        self.barrier_arrived = 0
        self.blocks = []
        for z in range(shape[2]):
            for y in range(shape[1]):
                for x in range(shape[0]):
                    ctaid = (first[0] + x, first[1] + y, first[2] + z)
                    self.blocks.append(_Block(kernel, ctaid, grid, block, param_bytes, param_off,
                                              memory, dyn_shared, self, len(self.blocks),
                                              (x, y, z), rng))

    def threads_live(self):
        return sum(int((~b.done).sum()) for b in self.blocks)

    def run(self, budget):
        while True:
            if self.rng is not None:
                progressed = self.run_random(budget)
            else:
                progressed = False
                for blk in self.blocks:
                    while blk.step():
                        progressed = True
                        budget[0] -= 1
                        if budget[0] <= 0:
                            raise EmuError("step limit reached (an endless loop?)")
            if all(blk.done.all() for blk in self.blocks):
                break
            if progressed:
                continue
            if self.async_ops:
                ops, self.async_ops = self.async_ops, []
                for _, op in ops:
                    op()
                continue
            raise EmuError("deadlock: no thread can go on; "
                           + "; ".join(blk.describe_waits() for blk in self.blocks
                                       if not blk.done.all()))
        for blk in self.blocks:
            blk.finish()

    def run_random(self, budget):
        """Steps random blocks until none can go on; now and then completes
        the oldest TMA copy in flight. True if anything ran."""
        progressed = False
        live = list(self.blocks)
        while live:
            blk = live[self.rng.integers(len(live))]
            if not blk.step():
                live.remove(blk)
                continue
            progressed = True
            budget[0] -= 1
            if budget[0] <= 0:
                raise EmuError("step limit reached (an endless loop?)")
            if blk.cp_groups and self.rng.random() < 0.05:
                blk.cp_groups.run_any(self.rng)
            if self.async_ops and self.rng.random() < 0.05:
                # Any copy may land first; a CTA's tcgen05 commits stay in order.
                streams, heads = set(), []
                for i, (stream, _) in enumerate(self.async_ops):
                    if stream is None or stream not in streams:
                        heads.append(i)
                    streams.add(stream)
                self.async_ops.pop(heads[self.rng.integers(len(heads))])[1]()
                live = list(self.blocks)
        return progressed

    def barrier_check(self):
        if self.barrier_arrived and self.barrier_arrived >= self.threads_live():
            self.barrier_phase += 1
            self.barrier_arrived = 0
            for blk in self.blocks:
                blk.unpark(("cluster",))


class _MBarrier:
    __slots__ = ("count", "pending", "tx", "phase")

    def __init__(self, count):
        self.count, self.pending, self.tx, self.phase = count, count, 0, 0


class _Block:
    def __init__(self, kernel, ctaid, grid, block, param_bytes, param_off, memory, dyn_shared,
                 cluster, rank, cluster_pos, rng=None):
        self.k = kernel
        self.rng = rng
        self.focus, self.burst = -1, 0  # random schedules: the warp running ahead
        self.n = block[0] * block[1] * block[2]
        self.cluster, self.rank = cluster, rank
        cs = cluster.shape
        t = np.arange(self.n)
        self.special = {
            "%tid.x": t % block[0], "%tid.y": (t // block[0]) % block[1],
            "%tid.z": t // (block[0] * block[1]),
            "%ntid.x": block[0], "%ntid.y": block[1], "%ntid.z": block[2],
            "%ctaid.x": ctaid[0], "%ctaid.y": ctaid[1], "%ctaid.z": ctaid[2],
            "%nctaid.x": grid[0], "%nctaid.y": grid[1], "%nctaid.z": grid[2],
            "%laneid": t % 32, "%warpid": t // 32,
            "%cluster_ctarank": rank, "%cluster_nctarank": cs[0] * cs[1] * cs[2],
            "%cluster_ctaid.x": cluster_pos[0], "%cluster_ctaid.y": cluster_pos[1],
            "%cluster_ctaid.z": cluster_pos[2],
            "%cluster_nctaid.x": cs[0], "%cluster_nctaid.y": cs[1], "%cluster_nctaid.z": cs[2],
            "%clusterid.x": ctaid[0] // cs[0], "%clusterid.y": ctaid[1] // cs[1],
            "%clusterid.z": ctaid[2] // cs[2],
            "%nclusterid.x": grid[0] // cs[0], "%nclusterid.y": grid[1] // cs[1],
            "%nclusterid.z": grid[2] // cs[2],
            "%is_explicit_cluster": int(cs != (1, 1, 1)),
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
        if off >= CLUSTER_WINDOW:
            raise EmuError(f"{off} bytes of shared memory")
        self.shared = _Space("shared", np.full(max(off, 1), 0xCD, dtype=np.uint8), 0, off,
                             track_proxy=True)
        self.glob = _Space("global", memory.data, Memory.BASE, memory.size)
        # Local memory: thread t's stack is bytes [t * size, (t + 1) * size).
        self.local_size = kernel.local[1] if kernel.local else 0
        self.local = _Space("local", np.full(max(self.n * self.local_size, 1), 0xCD,
                                             dtype=np.uint8), 0, self.n * self.local_size)
        self.param_space = _Space("param", np.frombuffer(param_bytes or b"\0", dtype=np.uint8),
                                  GENERIC_PARAM_BASE, len(param_bytes))
        self.memory = memory
        self.params = param_bytes
        self.param_off = param_off
        self.pc = np.zeros(self.n, dtype=np.int64)
        self.done = np.zeros(self.n, dtype=bool)
        self.blocked = np.zeros(self.n, dtype=bool)
        self.parked = {}  # key -> mask of the threads waiting for it
        self.bars = {}  # named barrier id -> [arrived, expected or None]
        self.mbarriers = {}  # shared offset -> _MBarrier
        self.cluster_phase = np.zeros(self.n, dtype=np.int64)  # barrier.cluster arrivals
        self.spin = np.full(self.n, -1, dtype=np.int64)  # the mbarrier a try_wait failed on
        self.wgmma_groups = {}  # warpgroup -> [open group list, committed groups]
        self.in_flight = {}  # register -> warpgroups whose wgmma writes it
        self.bulk_groups = _AsyncGroups(count_empty=False)  # TMA stores' bulk groups
        # cp.async: copies land at the cp.async.wait_group that needs them
        # (as late as allowed), or under a random schedule earlier.
        self.cp_groups = _AsyncGroups(count_empty=True)
        self.tmem = None  # tensor memory: 128 lanes x 512 32-bit columns
        self.tmem_alloc = {}  # first column -> columns
        self.tc_pending = {}  # thread -> tcgen05.mma issued, not yet committed

    # operands
    def val(self, a, t=None):
        """Operand a as a uint64 array (bit pattern of type t for immediates)."""
        if a in self.regs:
            return self.regs[a]
        if a in self.special:
            return np.broadcast_to(np.asarray(self.special[a], dtype=U64), (self.n,))
        if a in self.sym:
            return np.full(self.n, self.sym[a], dtype=U64)
        if self.k.local and a in self.k.local[0]:
            return (np.arange(self.n, dtype=U64) * U64(self.local_size)
                    + U64(self.k.local[0][a]))
        if a in self.k.global_addr:
            return np.full(self.n, self.k.global_addr[a], dtype=U64)
        if a in self.param_off:  # a parameter's address in the param state space
            return np.full(self.n, self.param_off[a], dtype=U64)
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

    def cluster_shared(self, addr, where, mask=None):
        """(block, offsets) of shared::cluster addresses: this CTA's
        shared::cta addresses, or mapa's windows of the cluster's CTAs."""
        a = addr if mask is None else addr[mask]
        hi = np.unique((a >> U64(24)).astype(np.int64)) if len(a) else np.array([0])
        if len(hi) != 1:
            raise EmuError(f"{where}: one access to the shared memory of several CTAs")
        if hi[0] == 0:
            return self, addr & U64(CLUSTER_WINDOW - 1)
        if hi[0] - 1 >= len(self.cluster.blocks):
            raise EmuError(f"{where}: shared::cluster address of CTA rank {hi[0] - 1}; the "
                           f"cluster has {len(self.cluster.blocks)}")
        return self.cluster.blocks[hi[0] - 1], addr & U64(CLUSTER_WINDOW - 1)

    def space(self, mods, addr, where, mask=None):
        """(space, addresses) for a memory access with state-space `mods`."""
        if "shared::cluster" in mods:
            blk, off = self.cluster_shared(addr, where, mask)
            return blk.shared, off
        if "shared" in mods or "shared::cta" in mods:
            return self.shared, addr & U64(0xFFFFFFFF)
        if "global" in mods:
            return self.glob, addr
        if "param" in mods:
            return self.param_space, addr + U64(GENERIC_PARAM_BASE)
        if "local" in mods:
            return self.local, self.own_stack(addr, where, mask)
        if "const" in mods:
            raise EmuError(f"{where}: state space not emulated")
        a = addr if mask is None else addr[mask]
        lo = U64(GENERIC_LOCAL_BASE)
        inside = (a >= lo) & (a < lo + U64(max(self.local.limit, 1)))
        if inside.all() and len(a):
            return self.local, self.own_stack(addr - lo, where, mask)
        if inside.any():
            raise EmuError(f"{where}: generic access mixing local and other addresses")
        for sp, base in ((self.shared, GENERIC_SHARED_BASE), (self.param_space, 0)):
            lo = U64(base or GENERIC_PARAM_BASE)
            inside = (a >= lo) & (a < lo + U64(max(sp.limit, 1)))
            if inside.all() and len(a):
                return (sp, addr - U64(GENERIC_SHARED_BASE)) if base else (sp, addr)
            if inside.any():
                raise EmuError(f"{where}: generic access mixing {sp.name} and other addresses")
        return self.glob, addr

    def own_stack(self, addr, where, mask):
        """Local addresses, checked to be in each thread's own stack."""
        t = np.arange(self.n, dtype=U64)
        m = np.ones(self.n, dtype=bool) if mask is None else mask
        if self.local_size == 0 or (addr[m] // U64(self.local_size) != t[m]).any():
            raise EmuError(f"{where}: local address outside the thread's stack")
        return addr

    # scheduling
    def park(self, key, mask):
        self.parked[key] = self.parked.get(key, np.zeros(self.n, dtype=bool)) | mask
        self.blocked |= mask

    def unpark(self, key):
        m = self.parked.pop(key, None)
        if m is not None:
            self.blocked &= ~m

    def describe_waits(self):
        lines = []
        for key, m in self.parked.items():
            pcs = sorted({int(p) for p in self.pc[m]})
            where = [self.k.instrs[min(p, len(self.k.instrs) - 1)].line for p in pcs]
            what = {"bar": lambda: f"named barrier {key[1]}",
                    "mbar": lambda: f"the mbarrier at shared offset {key[1]}",
                    "warp": lambda: f"bar.warp.sync of warp {key[1]}",
                    "wg": lambda: f"the rest of warpgroup {key[1]}",
                    "conv": lambda: f"the rest of warp {key[1]} (a warp-wide instruction)",
                    "cluster": lambda: "barrier.cluster"}[key[0]]()
            lines.append(f"{int(m.sum())} threads wait for {what} (line {where})")
        return f"CTA rank {self.rank}: " + ", ".join(lines)

    def step(self):
        """Executes one instruction for the ready threads standing on the
        smallest program counter; False when no thread is ready."""
        ready = ~self.done & ~self.blocked
        if not ready.any():
            return False
        instrs = self.k.instrs
        if self.rng is None:
            pc = int(self.pc[ready].min())
            mask = ready & (self.pc == pc)
        else:  # a random warp's smallest pc, for every warp whose smallest it is
            pcs = np.where(ready, self.pc, np.iinfo(np.int64).max)
            warp_min = pcs.reshape(-1, 32).min(axis=1) if self.n % 32 == 0 else \
                np.full(1, pcs.min())
            warps = np.nonzero(warp_min < np.iinfo(np.int64).max)[0]
            self.burst -= 1
            if self.burst <= 0 or self.focus not in warps:  # bursts: one warp runs ahead
                self.focus = int(warps[self.rng.integers(len(warps))])
                self.burst = int(self.rng.geometric(1 / 32))
            pc = int(warp_min[self.focus])
            lead = np.repeat(warp_min, 32)[:self.n] if self.n % 32 == 0 else \
                np.full(self.n, pc)
            mask = ready & (self.pc == pc) & (lead == pc)
        if pc >= len(instrs):  # the end of the kernel: an implicit ret
            self.exit(mask)
            return True
        ins = instrs[pc]
        try:
            self.execute(ins, mask)
        except EmuError as e:
            raise EmuError(f"line {ins.line}: {ins.text}: {e}") from None
        return True

    def exit(self, mask):
        self.done |= mask
        for wg, (open_, committed) in self.wgmma_groups.items():
            if (open_ or committed) and (mask & (np.arange(self.n) // 128 == wg)).any():
                raise EmuError(f"warpgroup {wg} exits with wgmma in flight (no wgmma.wait_group)")
        for bar_id in list(self.bars):
            self.bar_check(bar_id)
        for key in [k for k in self.parked if k[0] == "warp"]:
            self.warp_sync_check(key)
        for key in [k for k in self.parked if k[0] in ("conv", "wg")]:
            grp = np.arange(self.n) // (32 if key[0] == "conv" else 128)
            if not (~self.done & (grp == key[1]) & ~self.parked[key]).any():
                self.unpark(key)  # the others exited: the arrived ones go on
        self.cluster.barrier_check()

    def finish(self):
        self.bulk_groups.drain()
        self.cp_groups.drain()

    def whole_warps(self, mask, what):
        w = mask.reshape(-1, 32) if self.n % 32 == 0 else None
        if w is None or (w.any(axis=1) & ~w.all(axis=1)).any():
            raise EmuError(f"{what} executed by part of a warp")

    def converged_warps(self, mask, what):
        """.aligned collectives: every live thread of a warp takes part."""
        if self.n % 32:
            raise EmuError(f"{what}: the block is not a whole number of warps")
        w = mask.reshape(-1, 32)
        live = (~self.done).reshape(-1, 32)
        if (w.any(axis=1) & (w != live).any(axis=1)).any():
            lanes = np.nonzero((w.any(axis=1)[:, None] & (w != live)).reshape(-1))[0]
            last = len(self.k.instrs) - 1
            lines = sorted({self.k.instrs[min(int(p), last)].line for p in self.pc[lanes]})
            raise EmuError(f"{what} executed by part of a warp (not by threads {lanes[:8]}...: "
                           f"they are elsewhere, e.g. at lines {lines[:4]})")

    def bar_check(self, bar_id):
        arrived, expected = self.bars[bar_id]
        want = expected if expected is not None else int((~self.done).sum())
        if arrived >= want and arrived:
            if arrived > want:
                raise EmuError(f"barrier {bar_id}: {arrived} threads arrived, it expects {want}")
            del self.bars[bar_id]
            self.unpark(("bar", bar_id))

    def barrier(self, ins, exec_mask, mask):
        """bar.sync / bar.arrive / barrier.sync[.aligned] a{, b}."""
        if ins.guard is not None and (exec_mask != mask).any():
            raise EmuError("predicated barrier with a false predicate")
        if "cluster" in ins.mods:  # barrier.cluster.arrive / .wait
            if "aligned" in ins.mods:
                self.converged_warps(mask, "barrier.cluster")
            if "arrive" in ins.mods:
                self.cluster_phase[mask] = self.cluster.barrier_phase
                self.cluster.barrier_arrived += int(mask.sum())
                self.pc[mask] += 1
                self.cluster.barrier_check()
            else:  # wait: for the phase this thread arrived in
                go = mask & (self.cluster_phase < self.cluster.barrier_phase)
                self.pc[go] += 1
                self.cluster_phase[go] = np.iinfo(np.int64).max  # arrive again first
                if (mask & ~go).any():
                    self.park(("cluster",), mask & ~go)
            return
        if ins.op == "bar" or "aligned" in ins.mods:
            self.converged_warps(mask, f"{ins.op}.{'.'.join(ins.mods)}")
        bar_id = int(self.val(ins.args[0])[np.argmax(mask)]) if ins.args else 0
        count = int(self.val(ins.args[1])[np.argmax(mask)]) if len(ins.args) > 1 else None
        if count is not None and (count % 32 or count <= 0):
            raise EmuError(f"barrier thread count {count} is not a positive multiple of 32")
        state = self.bars.setdefault(bar_id, [0, count])
        if state[1] != count:
            raise EmuError(f"barrier {bar_id} used with thread counts {state[1]} and {count}")
        state[0] += int(mask.sum())
        self.pc[mask] += 1
        if "arrive" not in ins.mods:
            self.park(("bar", bar_id), mask)
        self.bar_check(bar_id)

    def warp_sync_check(self, key):
        m = self.parked.get(key)
        if m is None:
            return
        w = key[1]
        lanes = np.array([(key[2] >> i) & 1 for i in range(32)], dtype=bool)
        members = lanes & ~self.done[32 * w:32 * w + 32]
        if (m[32 * w:32 * w + 32] | ~members).all():
            self.unpark(key)

    def mbarrier(self, off, where):
        bar = self.mbarriers.get(int(off))
        if bar is None:
            raise EmuError(f"{where}: no initialized mbarrier at shared offset {int(off)}")
        return bar

    def mbarrier_update(self, off, bar):
        if bar.pending < 0:
            raise EmuError(f"mbarrier at {off}: more arrivals than its count {bar.count}")
        if bar.pending == 0 and bar.tx == 0:
            bar.phase += 1
            bar.pending = bar.count
            self.unpark(("mbar", off))
        elif bar.tx < 0 and bar.pending == 0:
            raise EmuError(f"mbarrier at {off}: {-bar.tx} bytes completed beyond expect_tx")

    def execute(self, ins, mask):
        if self.in_flight and ins.op != "wgmma":
            self.check_in_flight(ins, mask)
        exec_mask = mask
        if ins.guard is not None:
            p = self.val(ins.guard).astype(bool)
            exec_mask = mask & (~p if ins.neg else p)
        op = ins.op
        if op == "bra":
            target = ins.target
            if target is None:
                raise EmuError(f"unknown label {ins.args[0]}")
            self.pc[exec_mask] = target
            self.pc[mask & ~exec_mask] += 1
            return
        if op in ("ret", "exit"):
            self.pc[mask & ~exec_mask] += 1
            if exec_mask.any():
                self.exit(exec_mask)
            return
        if _warp_collective(ins) and exec_mask.any():
            skipped = mask & ~exec_mask
            exec_mask = self.rendezvous(exec_mask, 32, "conv")
            if exec_mask is None:
                self.pc[skipped] += 1
                return
            mask = skipped | exec_mask
        if op in ("bar", "barrier") and ins.mods[0] != "warp":
            return self.barrier(ins, exec_mask, mask)
        if op == "bar":  # bar.warp.sync membermask
            members = int(self.val(ins.args[0])[np.argmax(mask)]) & 0xFFFFFFFF
            self.pc[mask] += 1
            for w in np.unique(np.nonzero(exec_mask)[0] // 32):
                key = ("warp", int(w), members)
                self.park(key, exec_mask & (np.arange(self.n) // 32 == w))
                self.warp_sync_check(key)
            return
        if op == "mbarrier" and ("try_wait" in ins.mods or "test_wait" in ins.mods):
            return _mbarrier_wait(self, ins, exec_mask, mask)
        if op in _WG_COLLECTIVE and exec_mask.any():
            skipped = mask & ~exec_mask  # predicated off: they go on
            exec_mask = self.rendezvous(exec_mask, 128, "wg")
            if exec_mask is None:
                self.pc[skipped] += 1
                return
            mask = skipped | exec_mask  # not the threads parked to wait for the others
        handler = _HANDLERS.get(op)
        if handler is None:
            raise EmuError(f"unsupported instruction {op}")
        if exec_mask.any():
            handler(self, ins, exec_mask)
        self.pc[mask] += 1

    def rendezvous(self, mask, size, tag):
        """Warp-wide (size 32: .sync / .aligned) and warpgroup-wide (128:
        wgmma, setmaxnreg) instructions wait for the group's other live
        threads to arrive at the same instruction: a warp reconverges there
        even when its threads left a loop in another order than the
        smallest-pc-first schedule runs them. The threads that may execute
        now; None while some are missing."""
        grp = np.arange(self.n) // size
        pc = int(self.pc[np.argmax(mask)])
        ready = np.zeros(self.n, dtype=bool)
        for g in np.unique(grp[mask]):
            key = (tag, int(g), pc)
            arrived = (mask & (grp == g)) | self.parked.get(key, np.zeros(self.n, dtype=bool))
            if not (~self.done & (grp == g) & ~arrived).any():
                self.unpark(key)
                ready |= arrived
            else:
                self.park(key, mask & (grp == g))
        return ready if ready.any() else None

    def check_in_flight(self, ins, mask):
        regs = ins.regs()
        wg = None
        for r in regs:
            groups = self.in_flight.get(r)
            if groups:
                if wg is None:
                    wg = set(np.unique(np.nonzero(mask)[0] // 128).tolist())
                if groups & wg:
                    raise EmuError(f"{r} is the accumulator of a wgmma still in flight "
                                   f"(read or written before wgmma.wait_group)")

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
        if t == "f32" and types[0] != "f32":  # mixed: exact, rounded once to f32
            ops = [np.asarray(o, dtype=np.float64) for o in ops]
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
    t, types = _source_types(ins, _type(ins), 3)
    x, y, z = (_float(b.val(a, ta), ta).astype(np.float64)
               for a, ta in zip(ins.args[1:4], types))
    with np.errstate(all="ignore"):
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
    out = np.zeros(b.n, dtype=U64)
    for i in range(4):
        sel = (c >> U64(4 * i)) & U64(0xF)
        byte = (both >> ((sel & U64(7)) * U64(8))) & U64(0xFF)
        byte = np.where((sel & U64(8)) != 0, np.where(byte & U64(0x80), U64(0xFF), U64(0)), byte)
        out |= byte << U64(8 * i)
    b.set(ins.args[0], out, mask)


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


def _fp8_encode(x, fmt):
    """float64 -> e4m3fn / e5m2 bytes, rounded to nearest even and
    saturated to the finite range (cvt .satfinite); NaN stays NaN."""
    codes = np.arange(256)
    vals = _fp8(codes, fmt)
    finite = np.isfinite(vals) & ~((codes == 0x80))  # one zero: +0
    order = np.argsort(vals[finite], kind="stable")
    table, tcodes = vals[finite][order], codes[finite][order]
    x = np.asarray(x, np.float64)
    c = np.clip(np.where(np.isnan(x), 0.0, x), table[0], table[-1])
    i = np.clip(np.searchsorted(table, c), 1, len(table) - 1)
    lo, hi = table[i - 1], table[i]
    dlo, dhi = c - lo, hi - c
    # Ties go to the even code (the lower mantissa bit clear).
    pick_hi = (dhi < dlo) | ((dhi == dlo) & (tcodes[i - 1] & 1).astype(bool))
    out = np.where(pick_hi, tcodes[i], tcodes[i - 1]).astype(np.uint64)
    out = np.where(np.signbit(x) & (out == 0), U64(0x80), out)  # -0
    return np.where(np.isnan(x), U64(0x7F), out)  # a NaN code in both formats


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
    t = np.arange(b.n)
    # Row r of matrix i: 16 bytes (8 b16) at the address lane 8 i + r gives.
    rows = space.load_bytes(a, 16, "ldmatrix").view(np.uint16).astype(U64)  # (threads, 8)
    givers = np.nonzero(mask & (lane < 8 * num))[0]
    _bank_wavefronts(b, ins, space, a[givers], givers, 16)
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


_MMA_BITS = {"bf16": 16, "f16": 16, "tf32": 32, "e4m3": 8, "e5m2": 8, "s8": 8, "u8": 8,
             "e2m1": 4}


def _e2m1(bits):
    """e2m1 (FP4) nibbles as float64: sign, 2 exponent bits (bias 1), one
    mantissa bit; 0, 0.5, 1, 1.5, 2, 3, 4, 6 (OCP MX)."""
    bits = np.asarray(bits).astype(np.int64) & 0xF
    exp, man = (bits >> 1) & 3, bits & 1
    value = np.where(exp == 0, man / 2.0, (1 + man / 2.0) * 2.0 ** (exp - 1))
    return np.where(bits & 8, -value, value)


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
    d_regs, a_regs, b_regs, c_regs = (_vector_regs(x) for x in ins.args[:4])
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
                elif typ == "e2m1":
                    f = _e2m1(x)
                elif typ in ("s8", "u8"):
                    f = x.astype(np.int64)
                    f = (f - 256 * (f >= 128) if typ == "s8" else f).astype(np.float64)
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
    elif ctype == "s32":  # integer MMA: exact in float64 for these sizes
        for i, r in enumerate(c_regs):
            C[w, g + 8 * (i // 2), 2 * q + (i % 2)] = _int(b.val(r), "s32")
    else:  # f16 pairs: c0 = (g, 2q..2q+1), c1 = (g + 8, ..)
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
        for i, r in enumerate(d_regs):
            b.set(r, _u(D[w, g + 8 * (i // 2), 2 * q + (i % 2)].astype(np.int64), 32), mask)
    elif dtype_ == "f32":
        for i, r in enumerate(d_regs):
            b.set(r, _from_f32(D[w, g + 8 * (i // 2), 2 * q + (i % 2)].astype(np.float32)), mask)
    else:
        for i, r in enumerate(d_regs):
            lo = D[w, g + 8 * i, 2 * q].astype(np.float32)
            hi = D[w, g + 8 * i, 2 * q + 1].astype(np.float32)
            b.set(r, _to_float_bits(lo, dtype_) | (_to_float_bits(hi, dtype_) << U64(16)), mask)


def _ue8m0(bits):
    """ue8m0 scale bytes as float64: 2^(e - 127), 0xFF is NaN (OCP MX)."""
    e = np.asarray(bits).astype(np.int64) & 0xFF
    return np.where(e == 0xFF, np.nan, np.ldexp(1.0, e - 127))


def _ue4m3(bits):
    """ue4m3 scale bytes (NVFP4) as float64: the e4m3 value, sign bit
    ignored."""
    return _fp8(np.asarray(bits) & 0x7F, "e4m3")


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
        if atype not in ("bf16", "f16") or k != 16 or len(a_regs) != 4 or len(rest) != 4:
            raise EmuError(f"wgmma with A in registers: only 16-bit m64nNk16 is emulated "
                           f"({ins.text})")
        trans_a, trans_b = 0, int(rest[3])
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
        # PTX ISA "Register Fragments for wgmma .m64nNk16", matrix A: register
        # i holds two elements (low half first) of row 16 w + g + 8 (i & 1),
        # columns 2 q + 8 (i >> 1) and + 1.
        A = np.zeros((64, 16))
        for i, reg in enumerate(op["a_regs"]):
            v = b.regs[reg][idx]
            row = 16 * warp[idx] + g[idx] + 8 * (i & 1)
            col = 2 * q[idx] + 8 * (i >> 1)
            A[row, col] = _float(v & U64(0xFFFF), op["atype"])
            A[row, col + 1] = _float((v >> U64(16)) & U64(0xFFFF), op["atype"])
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


def _cp_async(b, ins, mask):
    ts = np.nonzero(mask)[0]
    if "commit_group" in ins.mods or "wait_all" in ins.mods:
        for t in ts:
            b.cp_groups.commit(int(t))
    if "wait_group" in ins.mods or "wait_all" in ins.mods:
        n = int(b.val(ins.args[0])[0]) if "wait_group" in ins.mods else 0
        for t in ts:
            b.cp_groups.wait(int(t), n)
    if {"commit_group", "wait_group", "wait_all"} & set(ins.mods):
        return
    dst = b.address(ins.args[0])
    src = b.address(ins.args[1])
    size = int(b.val(ins.args[2])[0])
    src_size = _u(b.val(ins.args[3]), 32).astype(np.int64) if len(ins.args) > 3 else \
        np.full(b.n, size)
    if (src_size[ts] > size).any():
        raise EmuError(f"cp.async src-size {int(src_size[ts].max())} exceeds its cp-size {size} "
                       f"(PTX ISA: undefined behavior)")
    sh, d = b.space(["shared"], dst, "cp.async")
    gl, s = b.space(["global"], src, "cp.async")
    _bank_wavefronts(b, ins, sh, d[ts], ts, size)
    # The source is read now (only its first src-size bytes, the rest is
    # zero fill), the destination written when the copy lands
    # (Block.cp_groups.wait), by the issuing thread's generic proxy.
    raw = np.zeros((len(ts), size), dtype=np.uint8)
    w = 4 if size >= 4 else 1
    for i in range(0, size, w):
        live = i < src_size[ts]
        if live.any():
            raw[live, i:i + w] = gl.load_bytes(s[ts[live]] + U64(i), w, "cp.async")
    raw[np.arange(size)[None, :] >= src_size[ts][:, None]] = 0
    sh._index(d[ts], size, "cp.async")  # bounds and alignment, at issue
    for j, t in enumerate(ts):
        def land(a=d[t:t + 1], row=raw[j:j + 1], t=int(t)):
            sh.store_bytes(a, row, "cp.async", [t])
        b.cp_groups.issue(int(t), land)


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
        if t in ("f32", "f64", "f16", "bf16"):
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
        space.store(a[one], nbytes, new, ins.op, threads=one)
        old_all[th] = old[0]
    if not is_red:
        b.set(ins.args[0], old_all, mask)


# --- mbarriers, TMA, clusters -------------------------------------------------------------------
def _mbar_groups(b, ins, arg, mask):
    """[(block, shared offset, threads)] of an mbarrier operand, one entry
    per distinct mbarrier: shared::cta (or a generic address of this CTA's
    shared memory) or shared::cluster (any CTA of the cluster)."""
    addr = b.address(arg)
    if "shared::cluster" in ins.mods:
        a = addr & U64(0xFFFFFFFF)
    else:
        sp, a = b.space(ins.mods, addr, ins.op, mask)
        if sp is not b.shared:
            raise EmuError("mbarrier outside shared memory")
    out = []
    for v in np.unique(a[mask]):
        sub = mask & (a == v)
        blk, off = b.cluster_shared(a, ins.op, sub) if "shared::cluster" in ins.mods else \
            (b, a)
        o = int(off[np.argmax(sub)])
        if o % 8:
            raise EmuError(f"misaligned mbarrier at shared offset {o}")
        out.append((blk, o, sub))
    return out


def _mbar_target(b, ins, arg, mask):
    """(block, shared offset) of the one mbarrier an operand names."""
    groups = _mbar_groups(b, ins, arg, mask)
    if len(groups) != 1:
        raise EmuError("threads of one step use different mbarriers (not emulated)")
    return groups[0][:2]


def _mbarrier(b, ins, mask):
    n = int(mask.sum())
    mods = set(ins.mods)
    if "init" in mods:
        blk, off = _mbar_target(b, ins, ins.args[0], mask)
        count = int(b.val(ins.args[1])[np.argmax(mask)])
        if not 0 < count < (1 << 20):
            raise EmuError(f"mbarrier count {count}")
        blk.mbarriers[off] = _MBarrier(count)
        return
    if "inval" in mods:
        blk, off = _mbar_target(b, ins, ins.args[0], mask)
        blk.mbarriers.pop(off, None)
        return
    if "expect_tx" in mods and "arrive" not in mods:
        blk, off = _mbar_target(b, ins, ins.args[0], mask)
        blk.mbarrier(off, "mbarrier.expect_tx").tx += n * int(b.val(ins.args[1])[np.argmax(mask)])
        return
    if "complete_tx" in mods:
        blk, off = _mbar_target(b, ins, ins.args[0], mask)
        bar = blk.mbarrier(off, "mbarrier.complete_tx")
        bar.tx -= n * int(b.val(ins.args[1])[np.argmax(mask)])
        blk.mbarrier_update(off, bar)
        return
    if "arrive" in mods or "arrive_drop" in mods:
        for blk, off, sub in _mbar_groups(b, ins, ins.args[1], mask):
            _mbarrier_arrive(b, ins, blk, off, sub)
        return
    raise EmuError(f"mbarrier form {ins.mods}")


def _mbarrier_arrive(b, ins, blk, off, mask):
    n = int(mask.sum())
    mods = set(ins.mods)
    if blk is not b and ins.args[0] != "_":
        raise EmuError("a remote mbarrier arrive returns no state (use _)")
    bar = blk.mbarrier(off, f"mbarrier.{ins.mods[0]}")
    state = bar.phase
    if "expect_tx" in mods:
        bar.tx += n * int(b.val(ins.args[2])[np.argmax(mask)])
        count = 1
    else:
        count = int(b.val(ins.args[2])[np.argmax(mask)]) if len(ins.args) > 2 else 1
    if "arrive_drop" in mods:
        bar.count -= n * count
    remaining = n * count
    while remaining:
        d = min(remaining, bar.pending)
        if d == 0:
            raise EmuError(f"mbarrier at {off}: more arrivals than its count {bar.count}")
        bar.pending -= d
        remaining -= d
        phase = bar.phase
        blk.mbarrier_update(off, bar)
        if remaining and bar.phase == phase:
            raise EmuError(f"mbarrier at {off}: arrivals past a phase still waiting for "
                           f"{bar.tx} bytes")
    if ins.args[0] != "_":
        b.set(ins.args[0], np.full(b.n, state, dtype=U64), mask)


def _mbarrier_wait(b, ins, exec_mask, mask):
    """try_wait: a thread whose phase has not completed gets false the first
    time (as after the hardware's time limit; code must try again), and
    waits, parked, when it tries the same mbarrier again before the phase
    completes. test_wait answers at once."""
    b.pc[mask & ~exec_mask] += 1
    if not exec_mask.any():
        return
    for blk, off, sub in _mbar_groups(b, ins, ins.args[1], exec_mask):
        if blk is not b:
            raise EmuError("waiting on another CTA's mbarrier")
        _mbarrier_wait_one(b, ins, off, sub)


def _mbarrier_wait_one(b, ins, off, exec_mask):
    bar = b.mbarrier(off, "mbarrier.try_wait")
    v = b.val(ins.args[2]).astype(np.int64)
    if "parity" in ins.mods:
        complete = (bar.phase & 1) != (v & 1)
    else:  # the state an arrive returned: its phase
        complete = bar.phase > v
    retry = exec_mask & ~complete & (b.spin == off) if "try_wait" in ins.mods else \
        np.zeros(b.n, dtype=bool)
    answer = exec_mask & ~retry
    b.set(ins.args[0], complete.astype(U64), answer)
    b.pc[answer] += 1
    b.spin[answer & ~complete] = off
    b.spin[answer & complete] = -1
    if retry.any():
        b.park(("mbar", off), retry)


_TMAP_MAGIC = b"PTXEMUTM"
_TMAP_ELEM = {0: (1, "u8"), 1: (2, "u16"), 2: (4, "u32"), 3: (4, "s32"), 4: (8, "u64"),
              5: (8, "s64"), 6: (2, "f16"), 7: (4, "f32"), 8: (8, "f64"), 9: (2, "bf16"),
              10: (4, "f32"), 11: (4, "tf32"), 12: (4, "tf32")}
_SWIZZLE_BYTES = {0: 0, 1: 32, 2: 64, 3: 128}  # CUtensorMapSwizzle -> span


class TensorMapEncoder:
    """cuTensorMapEncodeTiled for the emulator: 128 bytes in a format of its
    own (a real CUtensorMap's bytes are opaque). encode_2d has the signature
    of bench/gemm/run.py's encoders (SWIZZLE_128B, no interleave, zero fill
    out of bounds)."""

    name = "ptxemu"

    def encode_tiled(self, dtype, rank, address, dims, strides, box, element_strides=None,
                     swizzle=3, oob_fill=0):
        if not 1 <= rank <= 5 or len(dims) != rank or len(strides) != rank - 1 or \
                len(box) != rank:
            raise EmuError(f"tensor map of rank {rank}: dims {dims}, strides {strides}, "
                           f"box {box}")
        esize = _TMAP_ELEM[dtype][0]
        if address % 16 or any(s % 16 for s in strides) or any(not 0 < x <= 256 for x in box):
            raise EmuError("tensor map: address and strides must be multiples of 16, boxes "
                           "1..256 elements")
        span = _SWIZZLE_BYTES[swizzle]
        if span and box[0] * esize > span:
            raise EmuError(f"tensor map: a box row of {box[0] * esize} bytes exceeds the "
                           f"{span}-byte swizzle")
        es = list(element_strides or [1] * rank)
        raw = _TMAP_MAGIC + struct.pack("<QBBBB", address, rank, dtype, swizzle, oob_fill)
        raw += struct.pack("<5Q", *(list(dims) + [1] * (5 - rank)))
        raw += struct.pack("<4Q", *(list(strides) + [0] * (5 - rank)))
        raw += struct.pack("<5H", *(list(box) + [1] * (5 - rank)))
        raw += struct.pack("<5B", *(es + [1] * (5 - rank)))
        return raw + b"\0" * (128 - len(raw))

    def encode_2d(self, address, dims, strides, box, dtype=9):
        return self.encode_tiled(dtype, 2, address, dims, strides, box)


def _tensor_map(b, addr):
    """Decodes the tensor map at generic (param or global) address addr."""
    sp, a = b.space([], np.array([addr], dtype=U64), "tensor map")
    raw = bytes(sp.load_bytes(a, 128, "tensor map")[0])
    if raw[:8] != _TMAP_MAGIC:
        raise EmuError(f"no tensor map at 0x{addr:x} (not made by ptxemu.TensorMapEncoder)")
    address, rank, dtype, swizzle, oob = struct.unpack_from("<QBBBB", raw, 8)
    dims = struct.unpack_from("<5Q", raw, 20)[:rank]
    strides = struct.unpack_from("<4Q", raw, 60)[:rank - 1]
    box = struct.unpack_from("<5H", raw, 92)[:rank]
    es = struct.unpack_from("<5B", raw, 102)[:rank]
    if any(x != 1 for x in es):
        raise EmuError("tensor maps with element strides != 1 are not emulated")
    esize, etype = _TMAP_ELEM[dtype]
    return dict(address=address, rank=rank, esize=esize, etype=etype, swizzle=swizzle,
                dims=dims, strides=strides, box=box)


def _swizzle(offsets, span):
    """Shared memory address -> where the swizzle puts it: the 16-byte chunk
    bits [4, 4 + log2(span / 16)) XOR the bits above 128-byte rows."""
    if not span:
        return offsets
    bits = {32: 1, 64: 2, 128: 3}[span]
    return offsets ^ (((offsets >> 7) & ((1 << bits) - 1)) << 4)


def _box_layout(tm, coords):
    """(global byte offsets or -1 out of bounds, box element count) of a
    tensor map box at coords, row-major from the innermost dimension."""
    box, dims = tm["box"], tm["dims"]
    idx = np.indices(box[::-1]).reshape(len(box), -1)[::-1]  # idx[d]: coordinate along d
    inb = np.ones(idx.shape[1], dtype=bool)
    goff = np.zeros(idx.shape[1], dtype=np.int64)
    strides = (tm["esize"],) + tuple(tm["strides"])
    for d in range(tm["rank"]):
        c = coords[d] + idx[d]
        inb &= (c >= 0) & (c < dims[d])
        goff += c * strides[d]
    return np.where(inb, goff, -1)


def _smem_offsets(tm, dst, count):
    lin = dst + np.arange(count, dtype=np.int64) * tm["esize"]
    span = _SWIZZLE_BYTES[tm["swizzle"]]
    if span and tm["box"][0] * tm["esize"] != span:
        raise EmuError(f"a {tm['box'][0] * tm['esize']}-byte box row with the {span}-byte "
                       f"swizzle is not emulated")
    return _swizzle(lin, span)


def _element_bytes(offsets, esize):
    return (offsets[:, None] + np.arange(esize)).reshape(-1)


def _check_mbarrier_overlap(blk, lo, hi, what):
    for off in blk.mbarriers:
        if lo < off + 8 and off < hi:
            raise EmuError(f"{what} writes shared bytes [{lo}, {hi}) over the mbarrier at {off}")


def _tma_operands(b, ins, arg):
    m = re.fullmatch(r"\[\s*([%\w$.]+)\s*,\s*\{(.*)\}\s*\]", arg)
    if not m:
        raise EmuError(f"cannot parse tensor operand {arg!r}")
    return m.group(1), [c.strip() for c in m.group(2).split(",")]


def _cp_bulk_tensor(b, ins, mask):
    mods = ins.mods
    if "tile" not in mods:
        raise EmuError(f"cp.async.bulk.tensor mode {mods} (only .tile)")
    rank = int(next(m for m in mods if re.fullmatch(r"[1-5]d", m))[0])
    load = mods.index("global") > min(i for i, m in enumerate(mods) if m.startswith("shared"))
    reduce_op = next((m for m in mods if m in ("add", "min", "max", "inc", "dec", "and", "or",
                                                 "xor")), None) if ins.op == "cp" and \
        mods[0] == "reduce" else None
    for t in np.nonzero(mask)[0]:
        if load:
            tmap_arg, coord_args = _tma_operands(b, ins, ins.args[1])
            dst_arg, bar_arg = ins.args[0], ins.args[2]
        else:
            tmap_arg, coord_args = _tma_operands(b, ins, ins.args[0])
            dst_arg = ins.args[1]
        if len(coord_args) != rank:
            raise EmuError(f"{len(coord_args)} coordinates for a {rank}d copy")
        tm = _tensor_map(b, int(b.val(tmap_arg)[t]))
        if tm["rank"] != rank:
            raise EmuError(f"a {rank}d copy through a rank-{tm['rank']} tensor map")
        coords = [int(_s(b.val(c)[t:t + 1], 32)[0]) for c in coord_args]
        count = int(np.prod(tm["box"]))
        goff = _box_layout(tm, coords)
        one = np.zeros(b.n, dtype=bool)
        one[t] = True
        smem_addr = b.address(dst_arg)
        if load:
            blk, dst = b.cluster_shared(smem_addr, "cp.async.bulk.tensor", one)
            dst = int(dst[t])
            bar_blk, bar_off = _mbar_target(b, ins, bar_arg, one)
            # (CTA receiving the box, CTA whose mbarrier gets the bytes)
            targets = [(blk, bar_blk)]
            if "multicast::cluster" in mods:
                if "cta_group::2" in mods:
                    raise EmuError("multicast with .cta_group::2 is not emulated")
                cta_mask = int(b.val(ins.args[3])[t]) & 0xFFFF
                targets = [(b.cluster.blocks[r], b.cluster.blocks[r])
                           for r in range(len(b.cluster.blocks)) if (cta_mask >> r) & 1]
            elif bar_blk is not blk and "cta_group::2" not in mods:
                raise EmuError("a TMA load signalling another CTA's mbarrier needs "
                               ".cta_group::2")
            for _, tb in targets:  # checked at issue: the barriers exist
                tb.mbarrier(bar_off, "cp.async.bulk.tensor")
            if dst % 128:
                raise EmuError(f"TMA destination {dst} is not 128-byte aligned")
            soff = _smem_offsets(tm, dst, count)

            def op(tm=tm, goff=goff, soff=soff, targets=targets, bar_off=bar_off, dst=dst):
                src = np.zeros(count * tm["esize"], dtype=np.uint8)
                valid = _element_bytes(np.maximum(goff, 0), tm["esize"])
                inb = np.repeat(goff >= 0, tm["esize"])
                src[inb] = b.glob.data[tm["address"] - Memory.BASE + valid[inb]]
                for tb, barb in targets:
                    sb = _element_bytes(soff, tm["esize"])
                    if sb.max() >= tb.shared.limit:
                        raise EmuError(f"TMA box [{dst}, {sb.max() + 1}) past the "
                                       f"{tb.shared.limit} bytes of shared memory")
                    _check_mbarrier_overlap(tb, int(sb.min()), int(sb.max()) + 1, "a TMA load")
                    tb.shared.data[sb] = src
                    tb.shared.writer[sb] = 0  # written through the async proxy
                    bar = barb.mbarrier(bar_off, "TMA complete_tx")
                    bar.tx -= count * tm["esize"]
                    barb.mbarrier_update(bar_off, bar)
            b.cluster.async_ops.append((None, op))
        else:
            sp, src = b.space(mods, smem_addr, "cp.async.bulk.tensor", one)
            src = int(src[t])
            if src % 128:
                raise EmuError(f"TMA source {src} is not 128-byte aligned")
            soff = _smem_offsets(tm, src, count)

            def op(tm=tm, goff=goff, soff=soff, sp=sp, reduce_op=reduce_op):
                inb = goff >= 0
                sb = _element_bytes(soff[inb], tm["esize"])
                gb = _element_bytes(goff[inb], tm["esize"]) + (tm["address"] - Memory.BASE)
                if len(gb) and (gb.max() >= b.glob.limit or gb.min() < 0):
                    raise EmuError("TMA store past the end of global memory")
                sp.async_read(sb, "a TMA store")
                data = sp.data[sb]
                if reduce_op:
                    old = b.glob.data[gb]
                    data = _reduce_bytes(old, data, tm["etype"], tm["esize"], reduce_op)
                b.glob.data[gb] = data
            b.bulk_groups.issue(int(t), op)


def _reduce_bytes(old, new, etype, esize, op):
    dt = {"f32": np.float32, "f16": np.float16, "u32": np.uint32, "s32": np.int32,
          "u64": np.uint64, "s64": np.int64, "bf16": np.uint16}.get(etype)
    if dt is None:
        raise EmuError(f"TMA reduction of {etype}")
    o, n = old.view(dt), new.view(dt)
    if etype == "bf16":
        fo, fn = _bf16(o.astype(U64)), _bf16(n.astype(U64))
        r = {"add": fo + fn, "min": np.fmin(fo, fn), "max": np.fmax(fo, fn)}.get(op)
        if r is None:
            raise EmuError(f"TMA reduction {op} of bf16")
        return _bf16_bits(r.astype(np.float32)).astype(np.uint16).view(np.uint8)
    fns = {"add": lambda: o + n, "min": lambda: np.minimum(o, n),
           "max": lambda: np.maximum(o, n)}
    if op not in fns or (etype in ("f32", "f16") and op not in ("add", "min", "max")):
        raise EmuError(f"TMA reduction {op} of {etype}")
    return np.asarray(fns[op](), dtype=dt).view(np.uint8)


def _mapa(b, ins, mask):
    if "shared::cluster" not in ins.mods:
        raise EmuError("only mapa.shared::cluster is emulated")
    a = b.val(ins.args[1]) & U64(CLUSTER_WINDOW - 1)
    r = _u(b.val(ins.args[2]), 32)
    if (r[mask] >= U64(len(b.cluster.blocks))).any():
        raise EmuError(f"mapa to a CTA rank past the cluster's {len(b.cluster.blocks)}")
    b.set(ins.args[0], ((r + U64(1)) << U64(24)) | a, mask)


def _stmatrix(b, ins, mask):
    """stmatrix.sync.aligned.m8n8.xN[.trans].shared.b16: matrix i's row r
    goes to the 16 bytes at the address lane 8 i + r gives; lane l holds
    (row l / 4, columns 2 (l % 4), + 1) in register i (transposed: the
    same elements of the transpose)."""
    b.whole_warps(mask, "stmatrix")
    if "m8n8" not in ins.mods:
        raise EmuError("only stmatrix .m8n8 .b16")
    num = {"x1": 1, "x2": 2, "x4": 4}[next(m for m in ins.mods if m in ("x1", "x2", "x4"))]
    trans = "trans" in ins.mods
    srcs = _vector_regs(ins.args[1])
    addr = b.address(ins.args[0])
    space, a = b.space(ins.mods, addr, "stmatrix", mask)
    givers = np.nonzero(mask & (np.arange(b.n) % 32 < 8 * num))[0]
    _bank_wavefronts(b, ins, space, a[givers], givers, 16)
    lane = np.arange(b.n) % 32
    g, q = lane // 4, lane % 4
    for w in np.unique(np.nonzero(mask)[0] // 32):
        base = 32 * w
        for i in range(num):
            m = np.zeros((8, 8), dtype=U64)
            v = b.val(srcs[i])[base:base + 32]
            lo, hi = v & U64(0xFFFF), (v >> U64(16)) & U64(0xFFFF)
            gg, qq = g[base:base + 32], q[base:base + 32]
            if not trans:
                m[gg, 2 * qq], m[gg, 2 * qq + 1] = lo, hi
            else:
                m[2 * qq, gg], m[2 * qq + 1, gg] = lo, hi
            for r in range(8):
                row = a[base + 8 * i + r:base + 8 * i + r + 1]
                for c in range(8):
                    space.store(row + U64(2 * c), 2, m[r, c:c + 1], "stmatrix")


def _setmaxnreg(b, ins, mask):
    n = int(b.val(ins.args[0])[0])
    if n % 8 or not 24 <= n <= 256:
        raise EmuError(f"setmaxnreg {n}: must be a multiple of 8 in [24, 256]")


def _cp(b, ins, mask):
    if "tensor" in ins.mods:
        return _cp_bulk_tensor(b, ins, mask)
    if "bulk" in ins.mods:
        if "commit_group" in ins.mods:
            for t in np.nonzero(mask)[0]:
                b.bulk_groups.commit(int(t))
            return
        if "wait_group" in ins.mods:
            n = int(b.val(ins.args[0])[0])
            for t in np.nonzero(mask)[0]:
                b.bulk_groups.wait(int(t), n)
            return
        raise EmuError(f"cp.async.bulk form {ins.mods} is not emulated")
    return _cp_async(b, ins, mask)


# --- tcgen05 (Blackwell): tensor memory, MMAs committed to mbarriers ------------------------------
TMEM_LANES, TMEM_COLUMNS = 128, 512
_TC_SWIZZLE = {0: 0, 2: 128, 4: 64, 6: 32}  # descriptor bits 61-63 -> span (1: 128B/32B atoms)
_TC_F16_TYPES = {0: "f16", 1: "bf16"}
_TC_F8_TYPES = {0: "e4m3", 1: "e5m2"}
_TC_I8_TYPES = {0: "u8", 1: "s8"}


def _tmem(b):
    if b.tmem is None:
        b.tmem = np.zeros((TMEM_LANES, TMEM_COLUMNS), dtype=np.uint32)
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
            if scaled:
                op.update(scaled=True, sfa=int(sfa[t]) & 0xFFFFFFFF,
                          sfb=int(sfb[t]) & 0xFFFFFFFF, block=block)
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

            def op(ops=ops, targets=targets):
                for o in ops:
                    _tc_mma_run(b, o)
                for blk, off in targets:
                    bar = blk.mbarrier(off, "tcgen05.commit")
                    bar.pending -= 1
                    blk.mbarrier_update(off, bar)
            b.cluster.async_ops.append((("tcgen05", b.rank), op))
        return
    raise EmuError(f"tcgen05.{kind} is not emulated")


def _noop(b, ins, mask):
    pass


def _fence(b, ins, mask):
    """fence.proxy.async (all state spaces, or .shared::cta / ::cluster)
    orders the executing threads' generic-proxy writes to shared memory
    before later async-proxy accesses; other fences change nothing here."""
    if ins.mods[:2] == ["proxy", "async"] and (len(ins.mods) == 2 or
                                               ins.mods[2].startswith("shared")):
        b.shared.fence_proxy_async(np.nonzero(mask)[0])


_PRINTF_SPEC = re.compile(r"%([-+ #0]*)(\d*)(?:\.(\d+))?(hh|h|ll|l|z)?([diouxXfFeEgGcsp%])")


def _vprintf(b, t, fmt_addr, buf_addr):
    """C printf of thread t's arguments (each aligned to its size in the
    buffer, as the CUDA ABI lays them out)."""
    fmt = b.memory.c_string(fmt_addr, "vprintf")
    out, pos, off = [], 0, 0

    def arg(nbytes):
        nonlocal off
        off = -(-off // nbytes) * nbytes
        a = int(buf_addr) + off
        off += nbytes
        sp = b.glob
        if GENERIC_LOCAL_BASE <= a < GENERIC_LOCAL_BASE + b.local.limit:
            sp, a = b.local, a - GENERIC_LOCAL_BASE
            if a // b.local_size != t:
                raise EmuError("vprintf: the argument buffer is not in the thread's own stack")
        return int(sp.load(np.array([a], dtype=U64), nbytes, "vprintf")[0])

    for m in _PRINTF_SPEC.finditer(fmt):
        out.append(fmt[pos:m.start()])
        pos = m.end()
        flags, width, prec, length, conv = m.groups()
        if conv == "%":
            out.append("%")
            continue
        spec = "%" + flags + width + (f".{prec}" if prec is not None else "")
        if conv in "fFeEgG":
            out.append((spec + conv) % struct.unpack("<d", arg(8).to_bytes(8, "little"))[0])
        elif conv == "s":
            out.append((spec + "s") % b.memory.c_string(arg(8), "vprintf %s"))
        elif conv == "c":
            out.append((spec + "c") % chr(arg(4) & 0xFF))
        else:
            bits = 64 if length in ("l", "ll", "z") or conv == "p" else 32
            v = arg(bits // 8)
            if conv in "di":
                v = v - (1 << bits) if v >> (bits - 1) else v
            out.append((spec + ("d" if conv in "diu" else "x" if conv == "p" else conv)) % v)
    out.append(fmt[pos:])
    return "".join(out)


def _call(b, ins, mask):
    """The CUDA system calls tile emits: vprintf and __assertfail."""
    m = re.fullmatch(r"call(?:\.uni)?\s+(?:\(([\w$]+)\)\s*,\s*)?([\w$]+)\s*,\s*\(([^)]*)\)",
                     ins.text.strip())
    if not m:
        raise EmuError("cannot parse call")
    ret, callee = m.group(1), m.group(2)
    params = [p.strip() for p in m.group(3).split(",") if p.strip()]
    val = [b.val(p) for p in params]
    t_idx = np.nonzero(mask)[0]
    if callee == "vprintf":
        text = np.zeros(b.n, dtype=U64)
        for t in t_idx:
            line = _vprintf(b, int(t), val[0][t], val[1][t])
            b.memory.output.append(line)
            text[t] = len(line)
        if ret:
            b.set(ret, text, mask)
        return
    if callee == "__assertfail":
        t = int(t_idx[0])
        msg = b.memory.c_string(val[0][t], "__assertfail")
        file = b.memory.c_string(val[1][t], "__assertfail")
        func = b.memory.c_string(val[3][t], "__assertfail")
        tid = [int(b.special[f"%tid.{d}"][t]) for d in "xyz"]
        cta = [int(np.asarray(b.special[f"%ctaid.{d}"])) for d in "xyz"]
        raise DeviceAssertion(
            f"{file}:{int(val[2][t]) & 0xFFFFFFFF}: {func}: block: [{cta[0]},{cta[1]},{cta[2]}], "
            f"thread: [{tid[0]},{tid[1]},{tid[2]}] Assertion `{msg}` failed.")
    raise EmuError(f"call of {callee}: only the system calls vprintf and __assertfail are "
                   "emulated")


def _carry(b, ins, mask):
    """Extended-precision integer arithmetic through the carry flag (CC.CF,
    per thread): add.cc / addc[.cc], sub.cc / subc[.cc] (the flag is the
    borrow), mad{.lo,.hi}.cc / madc{.lo,.hi}[.cc] (the flag carries out of
    the addition)."""
    t = _type(ins)
    bits = _WIDTH[t]
    full = (1 << bits) - 1
    cf = getattr(b, "carry", None)
    if cf is None:
        cf = b.carry = np.zeros(b.n, dtype=object)
    vals = [_u(b.val(a), bits).astype(object) for a in ins.args[1:]]
    cin = cf if ins.op.endswith("c") else 0  # addc, subc, madc read the flag
    if ins.op in ("add", "addc"):
        r = vals[0] + vals[1] + cin
        out = r >> bits
    elif ins.op in ("sub", "subc"):
        r = vals[0] - vals[1] - cin
        out = (r < 0).astype(object)
    else:  # mad / madc
        prod = vals[0] * vals[1]
        part = prod >> bits if "hi" in ins.mods else prod & full
        r = part + vals[2] + cin
        out = r >> bits
    idx = np.nonzero(mask)[0]
    if "cc" in ins.mods:
        cf[idx] = np.asarray(out)[idx] if isinstance(out, np.ndarray) else out
    b.set(ins.args[0], np.array([int(v) & full for v in r], dtype=U64), mask)


def _bit_count(kind):
    """clz / popc / brev on .b32 / .b64 (clz and popc give a u32)."""
    def run(b, ins, mask):
        t = _type(ins)
        bits = _WIDTH[t]
        x = [int(v) for v in _u(b.val(ins.args[1]), bits)]
        if kind == "clz":
            r = [bits - v.bit_length() for v in x]
        elif kind == "popc":
            r = [bin(v).count("1") for v in x]
        else:
            r = [int(format(v, f"0{bits}b")[::-1], 2) for v in x]
        b.set(ins.args[0], np.array(r, dtype=U64), mask)
    return run


def _or_carry(handler):
    """`handler`, or _carry where the instruction reads or writes CC.CF."""
    def run(b, ins, mask):
        return _carry(b, ins, mask) if "cc" in ins.mods else handler(b, ins, mask)
    return run


_HANDLERS = {
    "mov": _mov, "add": _or_carry(_binary_int(lambda x, y, bits, t: x + y)),
    "sub": _or_carry(_binary_int(lambda x, y, bits, t: x - y)), "mul": _mul,
    "mad": _or_carry(_mad), "fma": _fma,
    "addc": _carry, "subc": _carry, "madc": _carry,
    "clz": _bit_count("clz"), "popc": _bit_count("popc"), "brev": _bit_count("brev"),
    "div": _binary_int(_int_div), "rem": _binary_int(_int_rem),
    "min": _binary_int(_int_min), "max": _binary_int(_int_max),
    "neg": _neg, "abs": _abs, "not": _not, "copysign": _copysign, "prmt": _prmt,
    "shf": _shf,
    "and": _logic(lambda x, y: x & y), "or": _logic(lambda x, y: x | y),
    "xor": _logic(lambda x, y: x ^ y), "shl": _shl, "shr": _shr, "bfe": _bfe,
    "setp": _setp, "selp": _selp, "cvt": _cvt, "cvta": _cvta, "ld": _ld, "st": _st,
    "call": _call,
    "shfl": _shfl, "ldmatrix": _ldmatrix, "mma": _mma, "cp": _cp,
    "atom": _atom, "red": _atom, "mbarrier": _mbarrier, "mapa": _mapa,
    "stmatrix": _stmatrix, "setmaxnreg": _setmaxnreg, "tcgen05": _tcgen05,
    "prefetch": _noop, "prefetchu": _noop,
    "ex2": _float_op(_f32_exact(np.exp2)), "lg2": _float_op(_f32_exact(np.log2)),
    "sin": _float_op(_f32_exact(np.sin)), "cos": _float_op(_f32_exact(np.cos)),
    "tanh": _float_op(_f32_exact(np.tanh)), "sqrt": _float_op(_f32_exact(np.sqrt)),
    "rsqrt": _float_op(_f32_exact(lambda x: 1 / np.sqrt(x))),
    "rcp": _float_op(_f32_exact(lambda x: 1 / x)),
    "fence": _fence, "membar": _noop, "griddepcontrol": _noop, "wgmma": _wgmma,
}


def bf16_bits(x):
    """Float values -> (their bf16 bit patterns rounded to nearest even, as
    uint16; the float32 values those hold): how hosts hand bf16 data to the
    emulator (and to CuPy, which has no bfloat16)."""
    u = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    bits = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    return bits, (bits.astype(np.uint32) << 16).view(np.float32)


def mxfp8_problem(rng, M, N, K):
    """Inputs of an MXFP8 GEMM C = (A * SA) (B * SB) and its float64 value:
    e4m3 codes of A (M x K) and B (K x N), ue8m0 scales SA (M x K/32) and
    SB (N x K/32) between 2^-8 and 2^7 (varying by row, column and block, so
    a scale read for the wrong one changes C); returns (a, sa, b, sb, C)."""
    a, av = fp8_bits(rng.standard_normal((M, K)))
    b, bv = fp8_bits(rng.standard_normal((K, N)))
    sa = rng.integers(119, 135, (M, K // 32)).astype(np.uint8)
    sb = rng.integers(119, 135, (N, K // 32)).astype(np.uint8)
    want = (av * np.repeat(np.ldexp(1.0, sa.astype(int) - 127), 32, axis=1)) @ \
        (bv * np.repeat(np.ldexp(1.0, sb.astype(int) - 127), 32, axis=1).T)
    return a, sa, b, sb, want


def fp4_problem(rng, M, N, K, nvfp4=True):
    """Inputs of an NVFP4 (or MXFP4) GEMM C = (A * SA) (B * SB)^T and its
    float64 value: A (M x K) and B (N x K) as packed e2m1 bytes (M x K/2,
    N x K/2: element 2j in the low nibble of byte j, as PyTorch's
    float4_e2m1fn_x2), random codes; scales SA (M x K/V), SB (N x K/V):
    NVFP4 e4m3 bytes (V = 16, positive values 2^-3 .. 2^4 with mantissas),
    MXFP4 ue8m0 (V = 32, 2^-8 .. 2^7). Returns (a, sa, b, sb, C)."""
    v = 16 if nvfp4 else 32
    codes_a = rng.integers(0, 16, (M, K))
    codes_b = rng.integers(0, 16, (N, K))
    if nvfp4:  # exponent field 4..11, any mantissa: 2^-3 .. 2^4 * (1 + m/8)
        mk = lambda r: (rng.integers(4, 12, r) << 3 | rng.integers(0, 8, r)).astype(np.uint8)
        sa, sb = mk((M, K // v)), mk((N, K // v))
        value = lambda s: _fp8(s, "e4m3")
    else:
        sa = rng.integers(119, 135, (M, K // v)).astype(np.uint8)
        sb = rng.integers(119, 135, (N, K // v)).astype(np.uint8)
        value = _ue8m0
    av = _e2m1(codes_a) * np.repeat(value(sa), v, axis=1)
    bv = _e2m1(codes_b) * np.repeat(value(sb), v, axis=1)
    return fp4_pack(codes_a), sa, fp4_pack(codes_b), sb, av @ bv.T


def fp4_unpack(packed):
    """Packed e2m1 bytes (... x n) -> their codes (... x 2n): byte j holds
    code 2 j in its low nibble, 2 j + 1 in its high one."""
    p = np.asarray(packed)
    return np.stack([p & 0xF, p >> 4], axis=-1).reshape(*p.shape[:-1], -1)


def fp4_pack(codes):
    """e2m1 codes (... x 2n) -> packed bytes (... x n), the inverse of
    fp4_unpack."""
    c = np.asarray(codes)
    return (c[..., 0::2] | (c[..., 1::2] << 4)).astype(np.uint8)


def fp4_codes(x):
    """Float values -> e2m1 codes (uint8, 0..15): to nearest, ties to the
    even code, saturated to +-6 (cvt .satfinite), NaN to +6, the sign
    bit kept (-0.0 -> 8)."""
    x = np.asarray(x, np.float64)
    mags = _e2m1(np.arange(8))
    a = np.minimum(np.abs(np.where(np.isnan(x), 0.0, x)), 6.0)
    d = np.abs(a[..., None] - mags)
    best = d.min(axis=-1, keepdims=True)
    # the even code among the nearest (ties: two candidates, one even)
    cand = np.where(d == best, np.arange(8), 99)
    even = np.where(cand % 2 == 0, cand, 99).min(axis=-1)
    code = np.where(even < 99, even, cand.min(axis=-1))
    code = code | (np.signbit(x) * 8)
    return np.where(np.isnan(x), 7, code).astype(np.uint8)


def fp8_bits(x, fmt="e4m3"):
    """Float values -> (their e4m3 / e5m2 codes, rounded to nearest even and
    saturated as cvt .satfinite does, as uint8; the values those hold)."""
    codes = _fp8_encode(x, fmt).astype(np.uint8)
    return codes, _fp8(codes, fmt)


# --- a CuPy stand-in -------------------------------------------------------------------------
class _DeviceArray:
    """An array in emulated global memory (what CuPy's ndarray is to a GPU):
    .get(), .data.ptr and __cuda_array_interface__ as CuPy has them."""

    class _Data:
        def __init__(self, ptr):
            self.ptr = ptr

    def __init__(self, memory, host):
        self.memory, self.shape, self.dtype = memory, host.shape, host.dtype
        self.addr = memory.alloc(host)
        self.data = self._Data(self.addr)
        self.__cuda_array_interface__ = {"data": (self.addr, False), "shape": self.shape,
                                         "typestr": self.dtype.str, "strides": None,
                                         "version": 3}

    def get(self):
        return self.memory.read(self.addr, self.shape, self.dtype)

    def fill(self, value):
        self.memory.write(self.addr, np.full(self.shape, value, self.dtype))

    def copy(self):
        return _DeviceArray(self.memory, self.get())

    def __setitem__(self, index, value):
        host = self.get()
        host[index] = value.get() if isinstance(value, _DeviceArray) else value
        self.memory.write(self.addr, host)


class _Function:
    def __init__(self, module, name, memory):
        self.module, self.name, self.memory = module, name, memory

    max_dynamic_shared_size_bytes = 0  # cupy's opt-in attribute: unchecked here

    def __call__(self, grid, block, args, shared_mem=0):
        values = [a.addr if isinstance(a, _DeviceArray) else a for a in args]
        self.module.launch(self.name, grid=tuple(grid), block=tuple(block), args=values,
                           memory=self.memory, shared_bytes=shared_mem)


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

    @staticmethod
    def asnumpy(a):
        return a.get()


class EmuDriver:
    """A launch driver for tile.runtime backed by the emulator: set
    ``tile.runtime._DRIVER = EmuDriver(capability, memory)`` and
    ``kernel[grid](...)`` runs on the CPU, with arrays from a CupyShim on the
    same Memory (or integer addresses in it). TensorMap.tiled encodes
    through the emulator's tensor-map format (encode_tiled)."""

    name = "ptxemu"

    def __init__(self, capability=(9, 0), memory=None, schedule="min", seed=0):
        self.cap = tuple(capability)
        self.memory = memory if memory is not None else Memory()
        self.schedule, self.seed = schedule, seed
        self.launches = []

    def current_device(self):
        return 0

    def capability(self, device):
        return self.cap

    def load(self, ptx, name, device):
        module = Module(ptx)
        if name not in module.kernels:
            raise EmuError(f"no kernel {name!r} in the PTX")
        return module, name

    def allow_dynamic_shared(self, function, nbytes, device):
        pass

    def launch(self, function, grid, block, shared, stream, params_address, device):
        import ctypes
        module, name = function
        params = module.kernels[name].params
        ptrs = (ctypes.c_void_p * max(len(params), 1)).from_address(params_address) \
            if params_address else []
        args = [ctypes.string_at(ptrs[i], _WIDTH[ptype] // 8 * count)
                for i, (_, ptype, count, _) in enumerate(params)]
        block = (block, 1, 1) if isinstance(block, int) else tuple(block)
        self.launches.append((name, tuple(grid), block, shared))
        module.launch(name, grid, block, args, self.memory, shared_bytes=shared,
                      schedule=self.schedule, seed=self.seed)

    def launch_pdl(self, function, grid, block, shared, stream, params_address, device):
        """A programmatic dependent launch: launches run one after another
        here, so griddepcontrol has nothing to wait for."""
        self.pdl_launches = getattr(self, "pdl_launches", 0) + 1
        self.launch(function, grid, block, shared, stream, params_address, device)

    @staticmethod
    def encode_tiled(address, dtype, dims, row_stride, box, swizzle):
        """tile.runtime's cuTensorMapEncodeTiled call (rank 2)."""
        return TensorMapEncoder().encode_tiled(dtype, 2, address, dims, (row_stride,), box,
                                               swizzle=swizzle)
