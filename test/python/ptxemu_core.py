"""The PTX emulator's base (test/python/ptxemu.py): its errors, the bit and
float helpers of PTX's types (widths, two's complement, f16/bf16/f32/f64
bits), the address windows of the state spaces, device memory
(:class:`Memory`, :class:`_Space`) and an mbarrier's state.
"""

import numpy as np


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


class _Quiet:
    """`with _QUIET:` is `with np.errstate(all="ignore"):` (no floating-point
    warnings), at a fraction of its cost where NumPy has seterrobj (< 2)."""

    def __init__(self):
        self.saved = []

    def __enter__(self):
        self.saved.append(_geterrobj())
        _seterrobj([self.saved[-1][0], 0, self.saved[-1][2]])  # error mask 0: ignore all

    def __exit__(self, *exc):
        _seterrobj(self.saved.pop())


try:
    _geterrobj, _seterrobj = np.core.umath.geterrobj, np.core.umath.seterrobj
    _QUIET = _Quiet()
except AttributeError:
    _QUIET = np.errstate(all="ignore")


# --- bit-pattern helpers (registers hold uint64 bit patterns) ----------------
def _mask(bits):
    m = _MASKS.get(bits)
    if m is None:
        m = _MASKS[bits] = U64((1 << bits) - 1) if bits < 64 else U64(0xFFFFFFFFFFFFFFFF)
    return m


_MASKS = {}


def _u(x, bits):
    return np.asarray(x).astype(U64, copy=False) & _mask(bits)


def _s(x, bits):
    """Sign-extends the low `bits` of x to int64."""
    if bits in _SIGNED:  # the low bits, read as a signed integer of their width
        unsigned, signed = _SIGNED[bits]
        return np.asarray(x).astype(U64, copy=False).astype(unsigned).view(signed).astype(
            np.int64)
    v = (np.asarray(x).astype(U64) & _mask(bits)).astype(np.int64) if bits < 64 else \
        np.asarray(x).astype(U64).view(np.int64)
    if bits < 64:
        sign = np.int64(1 << (bits - 1))
        v = (v ^ sign) - sign
    return v


_SIGNED = {8: (np.uint8, np.int8), 16: (np.uint16, np.int16), 32: (np.uint32, np.int32)}


def _f32(x):
    # uint64 -> uint32 keeps the low 32 bits (modulo 2^32).
    return np.asarray(x).astype(U64, copy=False).astype(np.uint32).view(np.float32)


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


_BYTES = {1: np.dtype("<u1"), 2: np.dtype("<u2"), 4: np.dtype("<u4"), 8: np.dtype("<u8")}


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
        if addr.shape == (1,):  # one address: the same checks on Python integers
            a = int(addr[0])
            o = a - self.base if a < 1 << 63 else a - (1 << 64) - self.base  # as int64
            if o < 0 or o + nbytes > self.limit:
                raise EmuError(f"{where}: {self.name} access of {nbytes} bytes at 0x{a:x} is "
                               f"out of bounds")
            if o % nbytes != 0 and nbytes <= 16:
                raise EmuError(f"{where}: misaligned {nbytes}-byte {self.name} access at "
                               f"0x{a:x}")
            return np.array([o], dtype=np.int64)
        off = addr.astype(np.int64) - np.int64(self.base)
        if len(off) and (off.min() < 0 or off.max() + nbytes > self.limit):
            bad = (off < 0) | (off + nbytes > self.limit)
            a = int(addr[np.argmax(bad)])
            raise EmuError(f"{where}: {self.name} access of {nbytes} bytes at 0x{a:x} is out of "
                           f"bounds")
        if nbytes <= 16 and (off & (nbytes - 1) if nbytes in _BYTES else off % nbytes).any():
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
        if nbytes in _BYTES:  # the little-endian value of each row
            return raw.view(_BYTES[nbytes]).reshape(-1).astype(U64)
        out = np.zeros(len(addr), dtype=U64)
        for i in range(nbytes):
            out |= raw[:, i].astype(U64) << U64(8 * i)
        return out

    def store(self, addr, nbytes, values, where, threads=None, generic=True):
        """`threads`: the writing thread of each address (None: a warp's
        collective store); `generic`: through the generic proxy."""
        off = self._index(addr, nbytes, where)
        if nbytes > 8:
            for i in range(nbytes):
                self.data[off + i] = ((values >> U64(8 * i)) & U64(0xFF)).astype(np.uint8)
                if self.writer is not None:
                    self.writer[off + i] = (-1 if threads is None else np.asarray(threads) + 1) \
                        if generic else 0
            return
        # The low nbytes bytes of each value, little-endian: (addresses, nbytes).
        raw = np.ascontiguousarray(np.broadcast_to(values, off.shape), dtype="<u8").view(
            np.uint8).reshape(-1, 8)[:, :nbytes]
        idx = off[:, None] + np.arange(nbytes)
        self.data[idx] = raw
        if self.writer is not None:
            w = (-1 if threads is None else np.asarray(threads) + 1) if generic else 0
            self.writer[idx] = w[:, None] if np.ndim(w) else w

    def store_bytes(self, addr, raw, where, threads):
        """Each thread's row of `raw` ((threads, nbytes) uint8) at its
        address, through the generic proxy."""
        off = self._index(addr, raw.shape[1], where)
        if len(off) == 1:  # one thread's bytes (cp.async): a slice
            o, t = int(off[0]), np.ravel(threads)
            self.data[o:o + raw.shape[1]] = raw[0]
            if self.writer is not None:
                self.writer[o:o + raw.shape[1]] = t[0] + 1
            return
        idx = off[:, None] + np.arange(raw.shape[1])
        self.data[idx] = raw
        if self.writer is not None:
            self.writer[idx] = (np.asarray(threads) + 1)[:, None]


# --- execution ---------------------------------------------------------------------
GENERIC_PARAM_BASE = 1 << 42  # generic addresses of the kernel parameters
CLUSTER_WINDOW = 1 << 24  # shared::cluster address of CTA rank r: (r + 1) << 24 | offset
# The stream of a tcgen05.commit's arrival in another block of the cluster
# (ptxemu_exec._Cluster.async_ops): in no order with the committing block's
# later commits, and landing as late as it may.
REMOTE = ("remote",)


class _MBarrier:
    __slots__ = ("count", "pending", "tx", "phase")

    def __init__(self, count):
        self.count, self.pending, self.tx, self.phase = count, count, 0, 0
