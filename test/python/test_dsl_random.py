"""tile.philox / randint / rand / randn (python/tile/random.py, Triton's
tl.rand family) through the PTX emulator: Random123's Philox4x32-10
known-answer vectors, an independent NumPy Philox on random offsets and
seeds, Triton's uniform and normal transforms, and the low-memory dropout
of Triton's tutorial."""
import numpy as np
import pytest

tile = pytest.importorskip("tile")

M32 = np.uint64(0xFFFFFFFF)


def philox_np(key, ctr, rounds=10):
    """Philox4x32 (Random123's round function and key schedule)."""
    c = [np.asarray(x, np.uint64) & M32 for x in ctr]
    k0, k1 = np.uint64(key & 0xFFFFFFFF), np.uint64(key >> 32)
    for _ in range(rounds):
        p0 = np.uint64(0xD2511F53) * c[0]
        p1 = np.uint64(0xCD9E8D57) * c[2]
        c = [((p1 >> np.uint64(32)) ^ c[1] ^ k0) & M32, p1 & M32,
             ((p0 >> np.uint64(32)) ^ c[3] ^ k1) & M32, p0 & M32]
        k0 = (k0 + np.uint64(0x9E3779B9)) & M32
        k1 = (k1 + np.uint64(0xBB67AE85)) & M32
    return [x.astype(np.uint32) for x in c]


def uniform_np(bits):
    i = bits.view(np.int32).astype(np.int64)
    return (np.where(i < 0, -i - 1, i).astype(np.float32) * np.float32(4.6566127342e-10))


@tile.kernel
def kat(out: tile.ptr(tile.uint32), key: tile.uint64, c0: tile.uint32, c1: tile.uint32,
        c2: tile.uint32, c3: tile.uint32):
    z = tile.zeros((4,), tile.uint32)
    r = tile.philox(key, z + c0, z + c1, z + c2, z + c3)
    i = tile.arange(0, 4)
    tile.store(out + i * 4 + 0, r[0])
    tile.store(out + i * 4 + 1, r[1])
    tile.store(out + i * 4 + 2, r[2])
    tile.store(out + i * 4 + 3, r[3])


@pytest.mark.parametrize("key, ctr, want", [
    (0, (0, 0, 0, 0), (0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8)),
    (0xffffffffffffffff, (0xffffffff,) * 4, (0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd)),
    (0x299f31d0a4093822, (0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344),
     (0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1)),
])
def test_philox_known_answers(emulated, key, ctr, want):
    """Random123's kat_vectors for philox4x32 10 (runtime key and counters)."""
    shim = emulated((8, 0))
    out = shim.asarray(np.zeros(16, np.uint32))
    kat[(1,)](out, key, *ctr)
    assert [int(x) for x in out.get()[:4]] == list(want)
    assert [hex(int(x)) for x in philox_np(key, ctr)] == [hex(w) for w in want]


@tile.kernel
def draws(ints: tile.ptr(tile.uint32), uni: tile.ptr(tile.float32), nor: tile.ptr(tile.float32),
          seed: tile.int64, base: tile.int32, BLOCK: tile.constexpr):
    offs = base + tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
    local = tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
    tile.store(ints + local, tile.randint(seed, offs))
    tile.store(uni + local, tile.rand(seed, offs))
    tile.store(nor + local, tile.randn(seed, offs))


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
def test_randint_rand_randn(emulated, capability):
    """Triton's randint (Philox of (offset, 0, 0, 0)), rand (the bits folded
    to [0, 1)) and randn (Box-Muller of the first two words), against the
    NumPy Philox, for a 64-bit seed and offsets past 2^31."""
    shim = emulated(capability)
    seed, base, n = 0x1234_5678_9ABC_DEF0 - (1 << 63), 2**31 - 100, 512
    ints, uni, nor = (shim.asarray(np.zeros(n, dt)) for dt in (np.uint32, np.float32, np.float32))
    draws[(n // 128,)](ints, uni, nor, seed, base, BLOCK=128)
    offs = (np.arange(n, dtype=np.int64) + base) & 0xFFFFFFFF
    w = philox_np(seed & 0xFFFFFFFFFFFFFFFF, (offs, 0, 0, 0))
    np.testing.assert_array_equal(ints.get(), w[0])
    np.testing.assert_array_equal(uni.get(), uniform_np(w[0]))
    u1, u2 = np.maximum(1e-7, uniform_np(w[0])), uniform_np(w[1])
    want = np.sqrt(-2.0 * np.log(u1.astype(np.float64))) * np.cos(2 * np.pi * u2)
    np.testing.assert_allclose(nor.get(), want, atol=2e-3)  # approximate log/cos
    assert 0.0 <= uni.get().min() and uni.get().max() < 1.0


@tile.kernel
def dropout(x: tile.ptr(tile.float32), out: tile.ptr(tile.float32), n: tile.int32,
            p: tile.float32, seed: tile.int32, BLOCK: tile.constexpr = 256):
    """Triton's "low-memory dropout" tutorial kernel."""
    offs = tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
    mask = offs < n
    v = tile.load(x + offs, mask=mask)
    keep = tile.rand(seed, offs) > p
    tile.store(out + offs, tile.where(keep, v / (1 - p), 0.0), mask=mask)


def test_low_memory_dropout(emulated):
    """The same seed drops the same elements (recomputed, not stored), a
    different seed others; about p of them."""
    shim = emulated((9, 0))
    n, p = 1000, 0.25
    x = np.arange(1, n + 1, dtype=np.float32)
    outs = []
    for seed in (7, 7, 8):
        out = shim.asarray(np.full(n, np.nan, np.float32))
        dropout[(4,)](shim.asarray(x), out, n, p, seed)
        outs.append(out.get())
    np.testing.assert_array_equal(outs[0], outs[1])
    assert (outs[0] != outs[2]).any()
    kept = outs[0] != 0
    np.testing.assert_allclose(outs[0][kept], x[kept] / (1 - p), rtol=1e-6)
    want = uniform_np(philox_np(7, (np.arange(n), 0, 0, 0))[0]) > p
    np.testing.assert_array_equal(kept, want)
    assert 0.2 < 1 - kept.mean() < 0.3


def test_random_errors():
    @tile.kernel
    def float_seed(out: tile.ptr(tile.uint32)):
        tile.store(out + tile.arange(0, 4), tile.randint(1.5, tile.arange(0, 4)))
    with pytest.raises(tile.TraceError, match="integer seed"):
        float_seed.compile("sm_80", cache=False)
