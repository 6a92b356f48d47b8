"""The PTX emulator's execution (test/python/ptxemu.py): clusters and blocks
of threads vectorized with NumPy, their scheduling, barriers, async groups
and in-flight work, and the table of instruction handlers
(:data:`_HANDLERS`) with the remaining ones (fences, printf, calls, carry
arithmetic).
"""

import functools
import re
import struct

import numpy as np

from ptxemu_core import (CLUSTER_WINDOW, REMOTE, DeviceAssertion, EmuError, GENERIC_LOCAL_BASE,
                         GENERIC_PARAM_BASE, GENERIC_SHARED_BASE, Memory, U64, _Space,
                         _to_float_bits, _u, _WIDTH)
from ptxemu_alu import (_abs, _bfe, _bfi, _binary_int, _copysign, _cvt, _cvta, _f32_exact, _float_op,
                        _fma, _int_div, _int_max, _int_min, _int_rem, _ld, _ldmatrix, _logic, _mad,
                        _mov, _mul, _neg, _not, _prmt, _selp, _setp, _shf, _shfl, _shl, _shr, _st,
                        _type)
from ptxemu_async import _atom, _cp, _mapa, _mbarrier, _mbarrier_wait, _setmaxnreg, _stmatrix
from ptxemu_mma import _mma, _tcgen05, _wgmma


_WG_COLLECTIVE = ("wgmma", "setmaxnreg")
_WARP_COLLECTIVES = ("shfl", "vote", "match", "redux", "ldmatrix", "stmatrix", "mma")


def _warp_collective(ins):
    c = ins.collective
    if c is None:
        if ins.op == "bar":
            c = ins.mods[0] != "warp"  # bar.warp.sync is a rendezvous of its own
        else:
            c = ins.op in _WARP_COLLECTIVES or "aligned" in ins.mods
        ins.collective = c
    return c


_NO_PC = np.iinfo(np.int64).max  # the program counter of threads that cannot run


@functools.lru_cache(maxsize=None)
def _parse_address(a):
    """(base operand, offset) of an address operand `[base+offset]`."""
    m = re.fullmatch(r"\[\s*([%\w$.]+)\s*(?:\+\s*(-?\d+))?\s*\]", a)
    if not m:
        raise EmuError(f"cannot parse address {a!r}")
    return m.group(1), U64(int(m.group(2) or 0) & 0xFFFFFFFFFFFFFFFF)


@functools.lru_cache(maxsize=None)
def _immediate(a, t):
    """The bit pattern (int) of immediate operand a (of type t for float
    literals), or None where a is no immediate."""
    if re.fullmatch(r"0[fF][0-9a-fA-F]{8}", a):
        return int(a[2:], 16)
    if re.fullmatch(r"0[dD][0-9a-fA-F]{16}", a):
        return int(a[2:], 16)
    if re.fullmatch(r"-?(0[xX][0-9a-fA-F]+|\d+)U?", a):
        return int(a.rstrip("U"), 0) & 0xFFFFFFFFFFFFFFFF
    if re.fullmatch(r"-?\d+\.\d*(e-?\d+)?", a) and t in ("f32", "f64"):
        return int(_to_float_bits(np.full(1, float(a)), t)[0])
    return None


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

    def land_all(self):
        """Runs every pending operation now, the groups staying counted (all
        copies landing early)."""
        for g in self.groups.values():
            for ops in [g[0]] + g[1]:
                while ops:
                    ops.pop(0)()

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
                 dyn_shared, rng=None, lag=False):
        self.shape = shape
        self.rng = rng
        self.lag = lag  # schedule "lag": one warp per block held back
        # (stream, callable): TMA copies, tcgen05 commits in flight; stream
        # None: in any order; REMOTE: a commit's arrival in another block,
        # landing as late as it may.
        self.async_ops = []
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
                ops = [o for o in self.async_ops if o[0] != REMOTE]
                if ops:
                    self.async_ops = [o for o in self.async_ops if o[0] == REMOTE]
                    for _, op in ops:
                        op()
                else:  # the newest arrival in another block first
                    self.async_ops.pop()[1]()
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
                # Any copy may land first; a CTA's tcgen05 commits stay in
                # order, and usually wait (MMAs take long): a stage
                # refilled before its MMAs completed shows.
                streams, heads = set(), []
                for i, (stream, _) in enumerate(self.async_ops):
                    if stream in (None, REMOTE) or stream not in streams:
                        heads.append(i)
                    streams.add(stream)
                copies = [i for i in heads if self.async_ops[i][0] is None]
                if self.rng.random() < 0.75:
                    heads = copies
                if heads:
                    self.async_ops.pop(heads[self.rng.integers(len(heads))])[1]()
                live = list(self.blocks)
        return progressed

    def barrier_check(self):
        if self.barrier_arrived and self.barrier_arrived >= self.threads_live():
            self.barrier_phase += 1
            self.barrier_arrived = 0
            for blk in self.blocks:
                blk.unpark(("cluster",))


class _Block:
    def __init__(self, kernel, ctaid, grid, block, param_bytes, param_off, memory, dyn_shared,
                 cluster, rank, cluster_pos, rng=None):
        self.k = kernel
        self.rng = rng
        self.focus, self.burst = -1, 0  # random schedules: the warp running ahead
        self.n = block[0] * block[1] * block[2]
        # Schedule "lag": the warp that runs only when no other can.
        self.laggard = int(rng.integers(max(self.n // 32, 1))) \
            if cluster.lag and self.n % 32 == 0 else -1
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
        # One row of a (registers, threads) array per register.
        self.regs = dict(zip(kernel.regs, np.zeros((len(kernel.regs), self.n), dtype=U64)))
        self.reg_types = kernel.regs
        self.reg_masks = kernel.reg_masks()
        self.operands = {}  # (operand, type) -> its (read-only) value: all but registers
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
        # tcgen05.commit arrivals other blocks of the cluster multicast to
        # this block's mbarriers, not landed yet: a block must not leave
        # before they land (its shared memory goes with it).
        self.remote_commits = 0

    # operands
    def val(self, a, t=None):
        """Operand a as a uint64 array (bit pattern of type t for immediates);
        a register's own array, any other operand's value read-only."""
        v = self.regs.get(a)
        if v is not None:
            return v
        v = self.operands.get((a, t))
        if v is None:
            v = self.operands[(a, t)] = self.constant(a, t)
            v.flags.writeable = False
        return v

    def constant(self, a, t):
        """The value of operand a, not a register: constant for the block."""
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
        v = _immediate(a, t)
        if v is not None:
            return np.full(self.n, v, dtype=U64)
        raise EmuError(f"unknown operand {a!r}")

    def set(self, a, value, mask):
        if a == "_":
            return
        reg = self.regs.get(a)
        if reg is None:
            raise EmuError(f"unknown destination register {a!r}")
        value = np.asarray(value)
        if value.dtype != U64:
            value = value.astype(U64)
        bits = self.reg_masks[a]
        if bits is not None:
            value = value & bits
        if mask.dtype == bool:
            np.copyto(reg, value, where=mask)
        else:
            reg[mask] = np.broadcast_to(value, (self.n,))[mask]

    def address(self, a):
        base, off = _parse_address(a)
        return self.val(base) + off

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
        # The program counters of the ready threads (_NO_PC: the others).
        pcs = np.where(self.done | self.blocked, _NO_PC, self.pc)
        instrs = self.k.instrs
        if self.rng is None:
            pc = int(np.minimum.reduce(pcs))
            if pc == _NO_PC:
                return False
            mask = pcs == pc
        else:  # a random warp's smallest pc, for every warp whose smallest it is
            whole = self.n % 32 == 0
            warp_min = pcs.reshape(-1, 32).min(axis=1) if whole else np.full(1, pcs.min())
            warps = np.nonzero(warp_min < _NO_PC)[0]
            if not len(warps):
                return False
            held = False
            if self.laggard >= 0 and self.laggard in warps:
                if len(warps) > 1:
                    warps = warps[warps != self.laggard]
                    held = True
                elif self.cluster.async_ops:
                    return False  # what the others issued lands first
                else:
                    self.cp_groups.land_all()
            self.burst -= 1
            if self.burst <= 0 or self.focus not in warps:
                # bursts: one warp runs ahead
                self.focus = int(warps[self.rng.integers(len(warps))])
                self.burst = int(self.rng.geometric(1 / 32))
            pc = int(warp_min[self.focus])
            mask = ((pcs.reshape(-1, 32) == pc) & (warp_min == pc)[:, None]).reshape(-1) \
                if whole else pcs == pc
            if held:  # not even beside the others
                mask &= np.arange(self.n) // 32 != self.laggard
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
        if self.done.all() and self.remote_commits:
            raise EmuError(f"block {self.rank} of its cluster exits while {self.remote_commits} "
                           "tcgen05.commit arrival(s) of other blocks are still to land on its "
                           "mbarriers (wait for them before leaving)")
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
            p = self.val(ins.guard)
            exec_mask = mask & ((p == 0) if ins.neg else (p != 0))
        op = ins.op
        if op == "bra":
            target = ins.target
            if target is None:
                raise EmuError(f"unknown label {ins.args[0]}")
            np.copyto(self.pc, target, where=exec_mask)
            self.pc += mask & ~exec_mask
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
        if np.count_nonzero(exec_mask):
            handler(self, ins, exec_mask)
        self.pc += mask

    def rendezvous(self, mask, size, tag):
        """Warp-wide (size 32: .sync / .aligned) and warpgroup-wide (128:
        wgmma, setmaxnreg) instructions wait for the group's other live
        threads to arrive at the same instruction: a warp reconverges there
        even when its threads left a loop in another order than the
        smallest-pc-first schedule runs them. The threads that may execute
        now; None while some are missing."""
        pc = int(self.pc[np.argmax(mask)])
        # The groups as the rows of (groups, size) arrays; a last group of
        # fewer threads is padded with threads that are done.
        pad = -self.n % size

        def rows(a, fill=False):
            return (np.pad(a, (0, pad), constant_values=fill) if pad else a).reshape(-1, size)

        m = rows(mask)
        arrived = m.copy()
        groups = np.nonzero(m.any(axis=1))[0]
        keys = [(tag, int(g), pc) for g in groups]
        for g, key in zip(groups, keys):
            waiting = self.parked.get(key)
            if waiting is not None:
                arrived[g] |= rows(waiting)[g]
        missing = (~rows(self.done, True) & ~arrived).any(axis=1)
        ready = np.zeros_like(arrived)
        for g, key in zip(groups, keys):
            if not missing[g]:
                self.unpark(key)
                ready[g] = arrived[g]
            else:
                part = np.zeros_like(arrived)
                part[g] = m[g]
                self.park(key, part.reshape(-1)[:self.n])
        ready = ready.reshape(-1)[:self.n]
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
    "xor": _logic(lambda x, y: x ^ y), "shl": _shl, "shr": _shr, "bfe": _bfe, "bfi": _bfi,
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
