"""Counter-based random numbers in the kernel DSL, as Triton's
``tl.rand`` family: Philox4x32 (Salmon et al., "Parallel random numbers:
as easy as 1, 2, 3", SC'11; Random123's constants and round function, 10
rounds by default) on uint32 tiles. The same ``seed`` and ``offset`` give
the same numbers as Triton, on every target, with no state: dropout masks
are recomputed in the backward pass instead of stored.

    keep = tile.rand(seed, offsets) > p           # Triton's low-memory dropout
"""

from . import language as tl
from ._trace import _error
from ._values import _as_value, _check_defined, _constant, _is_number, _pretty_type

__all__ = ["philox", "randint", "randint4x", "rand", "rand4x", "randn", "randn4x",
           "uint_to_uniform_float", "pair_uniform_to_normal"]

PHILOX_KEY_A = 0x9E3779B9
PHILOX_KEY_B = 0xBB67AE85
PHILOX_ROUND_A = 0xD2511F53
PHILOX_ROUND_B = 0xCD9E8D57
N_ROUNDS_DEFAULT = 10


def _umulhi(a: int, x):
    """The high 32 bits of the 64-bit product of a uint32 constant and a
    uint32 tile."""
    wide = x.to(tl.uint64) * a
    return (wide >> 32).to(tl.uint32)


def _uint32(x, what):
    _check_defined(x)
    if _is_number(x) and not isinstance(x, int):
        raise _error(f"tile.{what} takes integer offsets and counters, got {x!r}")
    if _is_number(x):
        return _constant(x & 0xFFFFFFFF, tl.uint32)
    v = _as_value(x)
    if v.dtype.is_floating or v.dtype.is_bool:
        raise _error(f"tile.{what} takes integer seeds, offsets and counters, got "
                        f"{_pretty_type(v)}")
    if v.dtype.bits == 32:
        return tl.cast(v, tl.uint32, bitcast=True)
    return tl.cast(v, tl.uint32)


def philox(seed, c0, c1, c2, c3, n_rounds: int = N_ROUNDS_DEFAULT):
    """Philox4x32-``n_rounds`` of the counters ``(c0, c1, c2, c3)`` (tiles
    or scalars, as uint32) with the 64-bit key ``seed`` (low word first):
    four uint32 values."""
    if not isinstance(n_rounds, int) or isinstance(n_rounds, bool) or n_rounds < 1:
        raise _error(f"tile.philox n_rounds must be a positive constexpr int, got {n_rounds!r}")
    _check_defined(seed)
    if _is_number(seed) and not isinstance(seed, int):
        raise _error(f"tile.philox takes an integer seed, got {seed!r}")
    if _is_number(seed):
        k0 = _constant(seed & 0xFFFFFFFF, tl.uint32)
        k1 = _constant((seed >> 32) & 0xFFFFFFFF, tl.uint32)
    else:
        s = _as_value(seed)
        if s.dtype.is_floating or s.dtype.is_bool:
            raise _error(f"tile.philox takes an integer seed, got {_pretty_type(s)}")
        s = tl.cast(s, tl.uint64, bitcast=s.dtype.bits == 64)
        k0 = (s & 0xFFFFFFFF).to(tl.uint32)
        k1 = (s >> 32).to(tl.uint32)
    c0, c1, c2, c3 = (_uint32(c, "philox") for c in (c0, c1, c2, c3))
    for _ in range(n_rounds):
        _c0, _c2 = c0, c2
        c0 = _umulhi(PHILOX_ROUND_B, _c2) ^ c1 ^ k0
        c2 = _umulhi(PHILOX_ROUND_A, _c0) ^ c3 ^ k1
        c1 = _c2 * PHILOX_ROUND_B
        c3 = _c0 * PHILOX_ROUND_A
        k0 = k0 + PHILOX_KEY_A
        k1 = k1 + PHILOX_KEY_B
    return c0, c1, c2, c3


def randint4x(seed, offset, n_rounds: int = N_ROUNDS_DEFAULT):
    """Four uint32 random tiles for ``offset`` (Philox of the counter
    ``(offset, 0, 0, 0)``)."""
    off = _uint32(offset, "randint4x")
    zero = off * 0
    return philox(seed, off, zero, zero, zero, n_rounds)


def randint(seed, offset, n_rounds: int = N_ROUNDS_DEFAULT):
    """One uint32 random tile for ``offset`` (the first of
    :func:`randint4x`)."""
    return randint4x(seed, offset, n_rounds)[0]


def uint_to_uniform_float(x):
    """uint32 random bits to floats in [0, 1), as Triton (the bits as a
    signed int folded onto 0..2^31-1, times 2^-31)."""
    i = tl.cast(_uint32(x, "uint_to_uniform_float"), tl.int32, bitcast=True)
    i = tl.where(i < 0, -i - 1, i)
    return i.to(tl.float32) * 4.6566127342e-10


def rand(seed, offset, n_rounds: int = N_ROUNDS_DEFAULT):
    """Uniform float32 in [0, 1) for ``offset`` (``tl.rand``)."""
    return uint_to_uniform_float(randint(seed, offset, n_rounds))


def rand4x(seed, offset, n_rounds: int = N_ROUNDS_DEFAULT):
    """Four uniform float32 tiles for ``offset``."""
    return tuple(uint_to_uniform_float(i) for i in randint4x(seed, offset, n_rounds))


def pair_uniform_to_normal(u1, u2):
    """Box-Muller: two uniform tiles to two standard normal ones."""
    u1 = tl.maximum(1.0e-7, u1)
    th = 6.283185307179586 * u2
    r = tl.sqrt(-2.0 * tl.log(u1))
    return r * tl.cos(th), r * tl.sin(th)


def randn(seed, offset, n_rounds: int = N_ROUNDS_DEFAULT):
    """Standard normal float32 for ``offset`` (``tl.randn``; log, sin and
    cos are the approximate instructions)."""
    i1, i2, _, _ = randint4x(seed, offset, n_rounds)
    return pair_uniform_to_normal(uint_to_uniform_float(i1), uint_to_uniform_float(i2))[0]


def randn4x(seed, offset, n_rounds: int = N_ROUNDS_DEFAULT):
    """Four standard normal float32 tiles for ``offset``."""
    u1, u2, u3, u4 = rand4x(seed, offset, n_rounds)
    n1, n2 = pair_uniform_to_normal(u1, u2)
    n3, n4 = pair_uniform_to_normal(u3, u4)
    return n1, n2, n3, n4
