"""The PTX emulator's asynchronous copies and synchronization
(test/python/ptxemu.py): cp.async, atomics, mbarriers, tensor maps and TMA
(cp.async.bulk.tensor loads, stores and reductions), mapa, stmatrix,
setmaxnreg and cp, with tensor memory's geometry.
"""

import re
import struct

import numpy as np

from ptxemu_core import (CLUSTER_WINDOW, EmuError, Memory, U64, _bf16, _bf16_bits, _float, _int,
                         _MBarrier, _s, _to_float_bits, _u, _WIDTH)
from ptxemu_alu import _bank_wavefronts, _type, _vector_regs


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

    def encode_2d(self, address, dims, strides, box, dtype=9, swizzle=3):
        return self.encode_tiled(dtype, 2, address, dims, strides, box, swizzle=swizzle)


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
