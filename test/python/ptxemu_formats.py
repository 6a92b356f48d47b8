"""The PTX emulator's narrow number formats (test/python/ptxemu.py): fp8
(e4m3/e5m2) encode and decode, fp4 (e2m1) codes and packing, the ue8m0
and ue4m3 scales of block-scaled MMAs, and the problem generators and bit
helpers the tests use (bf16_bits, fp8_bits, mxfp8_problem, fp4_problem).
"""

import functools

import numpy as np

from ptxemu_core import U64


def _fp8_encode(x, fmt):
    """float64 -> e4m3fn / e5m2 bytes, rounded to nearest even and
    saturated to the finite range (cvt .satfinite); NaN stays NaN."""
    table, tcodes = _fp8_encode_table(fmt)
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


@functools.lru_cache(maxsize=None)
def _fp8_encode_table(fmt):
    """The finite values of format fmt, ascending, and their codes."""
    codes = np.arange(256)
    vals = _fp8_table(fmt)
    finite = np.isfinite(vals) & ~((codes == 0x80))  # one zero: +0
    order = np.argsort(vals[finite], kind="stable")
    return vals[finite][order], codes[finite][order]


def _fp8(bits, t):
    """e4m3fn / e5m2 bytes as float64 (PTX ISA / OCP FP8 formats)."""
    idx = np.asarray(bits).astype(np.int64) & 0xFF
    table = _fp8_table(t)
    return table[idx] if idx.ndim else np.asarray(table[idx])


@functools.lru_cache(maxsize=None)
def _fp8_table(t):
    """The values of format t's 256 codes (read-only)."""
    table = _fp8_values(np.arange(256), t)
    table.flags.writeable = False
    return table


def _fp8_values(bits, t):
    """_fp8, computed."""
    bits = np.asarray(bits).astype(np.int64) & 0xFF
    if t == "e5m2":
        return (bits.astype(np.uint16) << 8).view(np.float16).astype(np.float64)
    sign = np.where(bits & 0x80, -1.0, 1.0)
    exp, man = (bits >> 3) & 0xF, bits & 0x7
    value = np.where(exp == 0, man / 8.0 * 2.0 ** -6, (1 + man / 8.0) * 2.0 ** (exp - 7))
    return np.where((bits & 0x7F) == 0x7F, np.nan, sign * value)


def _e2m1(bits):
    """e2m1 (FP4) nibbles as float64: sign, 2 exponent bits (bias 1), one
    mantissa bit; 0, 0.5, 1, 1.5, 2, 3, 4, 6 (OCP MX)."""
    bits = np.asarray(bits).astype(np.int64) & 0xF
    exp, man = (bits >> 1) & 3, bits & 1
    value = np.where(exp == 0, man / 2.0, (1 + man / 2.0) * 2.0 ** (exp - 1))
    return np.where(bits & 8, -value, value)


def _ue8m0(bits):
    """ue8m0 scale bytes as float64: 2^(e - 127), 0xFF is NaN (OCP MX)."""
    e = np.asarray(bits).astype(np.int64) & 0xFF
    return np.where(e == 0xFF, np.nan, np.ldexp(1.0, e - 127))


def _ue4m3(bits):
    """ue4m3 scale bytes (NVFP4) as float64: the e4m3 value, sign bit
    ignored."""
    return _fp8(np.asarray(bits) & 0x7F, "e4m3")


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
