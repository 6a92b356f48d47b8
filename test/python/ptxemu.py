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
  a while (schedule "random", seeded): any interleaving of warps is legal;
  "lag" also holds one warp of each block back until the others wait and
  what they issued landed.
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

This module is the emulator's API (Module, Memory, EmuDriver, ...): the PTX
module (parsing, device functions, launch) and the CUDA driver stand-ins;
the rest is in modules of one concern each, every one importing only those
listed before it: ptxemu_core (errors, bits, memory), ptxemu_formats
(fp8/fp4 formats, test problems), ptxemu_alu (scalar instructions),
ptxemu_async (cp.async, mbarriers, TMA), ptxemu_mma (mma.sync, wgmma,
tcgen05), ptxemu_exec (blocks, clusters, scheduling, the handler table).
"""

import bisect
import re
import struct

import numpy as np

from ptxemu_core import DeviceAssertion, EmuError, Memory, _mask, _WIDTH
# The API, and the format helpers the tests also read (ptxemu._fp8, ...).
from ptxemu_formats import (_e2m1, _fp8, _fp8_encode, bf16_bits, fp4_codes, fp4_pack,
                            fp4_problem, fp4_unpack, fp8_bits, mxfp8_problem)
from ptxemu_async import TensorMapEncoder
from ptxemu_exec import _Cluster

__all__ = ["CupyShim", "DeviceAssertion", "EmuDriver", "EmuError", "Memory", "Module", "TensorMapEncoder",
           "bf16_bits", "fp8_bits", "mxfp8_problem", "fp4_problem",
           "fp4_codes", "fp4_pack", "fp4_unpack"]


# --- parsing ---------------------------------------------------------------------
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


class _Instr:
    __slots__ = ("text", "line", "guard", "neg", "op", "mods", "args", "fn", "target", "_regs",
                 "ty", "collective", "form")

    def __init__(self, text, line):
        self.text, self.line = text, line
        self.guard, self.neg, self.target, self.fn = None, False, None, None
        # memos of ptxemu_alu._type, ptxemu_exec._warp_collective and of what
        # a handler reads from the modifiers (ptxemu_mma._mma_form)
        self.ty = self.collective = self.form = None
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
    if "{" not in s and "[" not in s:  # no nesting: split at every comma
        out = [a.strip() for a in s.split(",")]
        if not out[-1]:
            out.pop()
        return out
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
        self._reg_masks = None

    def reg_masks(self):
        """register -> the mask of its width (None: 64 bits, nothing to mask)."""
        if self._reg_masks is None:
            self._reg_masks = {r: _mask(_WIDTH[t]) if _WIDTH.get(t, 64) < 64 else None
                               for r, t in self.regs.items()}
        return self._reg_masks

    def _parse_body(self, body):
        """Statements, labels and registers; labels and registers declared
        inside { } (inline asm) are local to it."""
        scope = [{}]
        counter = [0]
        chains = [(0,)]  # the scope ids enclosing the current point
        labels = {}  # (scope id, name) -> instruction index
        newlines = [m.start() for m in re.finditer("\n", body)]
        start = 0  # where the statement being read begins
        # A statement ends at ';', a label at ':'; '{' and '}' between
        # statements open and close scopes; other characters are text.
        for m in re.finditer(r"[{};:]", body):
            i, ch = m.start(), m.group()
            stmt = body[start:i]
            text = stmt.strip()
            if not text and ch in "{}":
                if ch == "{":
                    scope.append(dict(scope[-1]))
                    counter[0] += 1
                    chains.append(chains[-1] + (counter[0],))
                else:
                    scope.pop()
                    chains.pop()
            elif ch == ";":
                if text:  # its line: that of its first character
                    first = start + len(stmt) - len(stmt.lstrip())
                    before = len(self.instrs)
                    self._statement(text, 1 + bisect.bisect_left(newlines, first), scope,
                                    counter)
                    if len(self.instrs) > before:
                        self.instrs[-1].target = chains[-1]
            elif ch == ":" and not text.startswith((".", "@")) and re.fullmatch(
                    r"\s*[$\w]+", stmt):
                labels[(chains[-1][-1], text)] = len(self.instrs)
            else:
                continue
            start = i + 1
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
    depth = 0
    for m in _BRACES.finditer(text, start):
        depth += 1 if m.group() == "{" else -1
        if depth == 0:
            return m.start()
    raise IndexError("no matching brace")


_BRACES = re.compile(r"[{}]")


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
        first order hides (a producer running ahead of its consumer). "lag"
        is "random" with one warp of each block (chosen by the seed) held
        back: it runs only when no other warp of its block can, and after
        the asynchronous work in flight completed (what the others issued
        meanwhile lands before it catches up): a missing barrier between
        that warp's reads and the others' next writes shows.

        `stats`, a dict, collects shared-memory bank conflicts: PTX line ->
        [warp executions, wavefronts, conflict-free wavefronts, text] of
        every ld/st.shared, ldmatrix and stmatrix (see _bank_wavefronts)."""
        if schedule not in ("min", "random", "lag"):
            raise EmuError(f"schedule {schedule!r}: min, random or lag")
        rng = np.random.default_rng(seed) if schedule != "min" else None
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
                                 param_off, memory, shared_bytes, rng, lag=schedule == "lag")
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

    # cupy's opt-in attribute (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)
    max_dynamic_shared_size_bytes = 0
    OPT_IN_ABOVE = 48 * 1024

    def __call__(self, grid, block, args, shared_mem=0):
        # As the driver: a block's static and dynamic shared memory above
        # 48 KiB launch only with the opt-in for that dynamic size.
        kernel = self.module.kernels[self.name]
        static = sum(size for _, size, extern in kernel.shared.values() if not extern)
        if (static + shared_mem > self.OPT_IN_ABOVE
                and shared_mem > self.max_dynamic_shared_size_bytes):
            raise RuntimeError(
                f"CUDA_ERROR_INVALID_VALUE: {self.name}: {static} B static and {shared_mem} B "
                f"dynamic shared memory need max_dynamic_shared_size_bytes >= {shared_mem} "
                f"(it is {self.max_dynamic_shared_size_bytes})")
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
                # Three SMs: persistent kernels' grids (a program per SM)
                # stay small.
                return {"name": b"ptxemu (CPU emulation)", "multiProcessorCount": 3}

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
