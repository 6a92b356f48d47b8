"""tile.device_print / tile.device_assert / tile.static_print (Triton's
debugging ops; ``tile.print`` and ``tile.assert`` in the IR), launched
through the PTX emulator's driver, which runs the vprintf and __assertfail
system calls: each element printed once, by the thread that holds it, with
its program and index; assertions stop the kernel with the kernel's Python
file and line."""

import re

import numpy as np
import pytest

tile = pytest.importorskip("tile")
ptxemu = pytest.importorskip("ptxemu")


@tile.kernel
def show(x: tile.ptr(tile.float32), n: tile.int32, BLOCK: tile.constexpr):
    offs = tile.program_id(0) * BLOCK + tile.arange(0, BLOCK)
    v = tile.load(x + offs, mask=offs < n, other=-1.0)
    tile.device_print("v", v, offs)
    tile.device_print("n=", n)


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
def test_print_each_element_once(emulated, capability):
    """Two programs of 64 elements on 128 threads: 128 element lines, each
    once (the threads holding a repeated element print nothing), and one
    scalar line per program."""
    shim = emulated(capability)
    x = shim.asarray(np.arange(100, dtype=np.float32) * 0.5)
    show[(2,)](x, 100, BLOCK=64)
    lines = shim.memory.output
    assert len(lines) == 130, lines[:4]
    elems = sorted(l for l in lines if " idx " in l)
    expect = sorted(
        f"pid ({p}, 0, 0) idx ({i}) v: {(-1.0 if p * 64 + i >= 100 else (p * 64 + i) * 0.5):f}, "
        f"{p * 64 + i}\n" for p in range(2) for i in range(64))
    assert elems == expect
    assert sorted(l for l in lines if " idx " not in l) == [
        "pid (0, 0, 0) n=: 100\n", "pid (1, 0, 0) n=: 100\n"]


@tile.kernel
def show_types(BLOCK: tile.constexpr):
    r = tile.arange(0, BLOCK)
    u = (r - 2).to(tile.uint32)
    b = (r * 64).to(tile.int8)
    h = r.to(tile.float16) * 0.25
    f8 = r.to(tile.float8e4m3fn)
    tile.device_print("", u, b, h, f8, r < 2)
    tile.device_print("hex", u, h, hex=True)


def test_print_types(emulated):
    """uint32 prints unsigned, int8 sign-extended, f16 and 8-bit floats as
    %f, bools as 0/1; hex prints integers and float bits in hex (sm_90a:
    8-bit float conversions need sm_89+)."""
    shim = emulated((9, 0))
    show_types[(1,)](BLOCK=4)
    lines = sorted(shim.memory.output)
    assert "pid (0, 0, 0) idx (0) 4294967294, 0, 0.000000, 0.000000, 1\n" in lines
    assert "pid (0, 0, 0) idx (3) 1, -64, 0.750000, 3.000000, 0\n" in lines
    assert "pid (0, 0, 0) idx (0) hex: 0xfffffffe, 0x0000\n" in lines
    assert "pid (0, 0, 0) idx (3) hex: 0x00000001, 0x3a00\n" in lines
    assert len(lines) == 8


@tile.kernel
def show_2d(BM: tile.constexpr, BN: tile.constexpr):
    rows = tile.arange(0, BM)
    cols = tile.arange(0, BN)
    idx = rows[:, None] * BN + cols[None, :]
    s = tile.sum(idx, axis=1)
    tile.device_print("sum", s)
    tile.device_print("idx", idx)


def test_print_2d_and_reduction(emulated):
    """A 2-D tile prints (row, col) indices; a reduction's result (held by
    several threads after the shuffles) prints once per row."""
    shim = emulated((9, 0))
    show_2d[(1,)](BM=16, BN=32)
    lines = shim.memory.output
    sums = sorted(l for l in lines if "sum:" in l)
    assert sums == sorted(f"pid (0, 0, 0) idx ({i}) sum: {sum(range(i * 32, i * 32 + 32))}\n"
                          for i in range(16))
    cells = [l for l in lines if "idx:" in l]
    assert len(cells) == 16 * 32 and len(set(cells)) == 16 * 32
    assert "pid (0, 0, 0) idx (3, 5) idx: 101\n" in cells


@tile.kernel(debug=True)  # Triton's debug mode: assertions compiled in
def checked(x: tile.ptr(tile.int32), n: tile.int32, BLOCK: tile.constexpr):
    offs = tile.arange(0, BLOCK)
    v = tile.load(x + offs, mask=offs < n, other=0)
    tile.device_assert(v >= 0, "negative input", mask=offs < n)
    tile.store(x + offs, v * 2, mask=offs < n)


def test_assert_passes_and_fails(emulated):
    """Masked-off elements are not checked; a negative element stops the
    kernel with CUDA's message naming this file's line, the block and the
    thread that holds it."""
    shim = emulated((8, 0))
    x = shim.asarray(np.array([1, 2, 3, -4], dtype=np.int32))
    checked[(1,)](x, 3, BLOCK=128)
    np.testing.assert_array_equal(x.get(), [2, 4, 6, -4])
    with pytest.raises(ptxemu.DeviceAssertion) as err:
        checked[(1,)](x, 4, BLOCK=128)
    line = next(i for i, l in enumerate(open(__file__), 1) if "negative input\", mask" in l)
    assert re.fullmatch(
        rf".*test_dsl_debug\.py:{line}: checked: block: \[0,0,0\], thread: \[3,0,0\] "
        r"Assertion `negative input` failed\.", str(err.value)), str(err.value)


def test_constexpr_assert_and_static_print(capsys):
    """A constexpr-true assertion emits nothing; static_print prints at trace
    time (constexprs as values, tiles as their types)."""
    @tile.kernel
    def k(x: tile.ptr(tile.float32), BLOCK: tile.constexpr):
        tile.static_print("BLOCK is", BLOCK)
        tile.static_print(tile.arange(0, BLOCK))
        tile.device_assert(BLOCK % 32 == 0, "BLOCK")
        tile.device_assert(tile.load(x + tile.arange(0, BLOCK)) > 0)
    ir = k.ir(BLOCK=64, debug=True)
    assert ir.count("tile.assert") == 1 and "tile.print" not in ir
    assert "tile.assert" not in k.ir(BLOCK=64)  # not in debug mode: dropped, as in Triton
    out = capsys.readouterr().out
    assert "BLOCK is 64\n" in out and "a 64 tile of int32\n" in out


@pytest.mark.parametrize("lines, message", [
    (["tile.device_print(3, x)"], "prefix must be a str"),
    (["tile.device_print('a\\nb', x)"], "printable ASCII"),
    (["tile.device_print('p', x)"], "cannot print a pointer"),
    (["tile.device_print('p', tile.arange(0, 4), tile.arange(0, 8))"],
     "must have one shape, got 4, 8"),
    (["tile.device_assert(tile.arange(0, 4) > 1, 7)"], "message must be a str"),
])
def test_debug_errors(trace_error, lines, message):
    trace_error("x: tile.ptr(tile.float32)", lines, message)
