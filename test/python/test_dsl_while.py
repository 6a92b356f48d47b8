"""`while` in the DSL: a runtime condition becomes scf.while (carried tiles
and scalars, Python numbers promoted), a constexpr one is unrolled while
tracing; with Triton's scalar atomics a spin lock works. Run through the
PTX emulator (the `emulated` fixture of conftest.py)."""
import numpy as np
import pytest

tile = pytest.importorskip("tile")


@tile.kernel
def collatz(x: tile.ptr(tile.int32), steps: tile.ptr(tile.int32), n: tile.int32):
    offs = tile.program_id(0) * 128 + tile.arange(0, 128)
    v = tile.load(x + offs, mask=offs < n, other=1)
    count = tile.zeros((128,), tile.int32)
    rounds = 0
    while tile.max(v) > 1:
        odd = (v % 2) == 1
        v = tile.where(v > 1, tile.where(odd, 3 * v + 1, v // 2), v)
        count += tile.where(v > 1, 1, 0)
        rounds += 1
    tile.store(steps + offs, count, mask=offs < n)
    tile.store(steps + n + tile.program_id(0) + tile.arange(0, 1), tile.full((1,), rounds, tile.int32))


def _collatz_steps(v):
    c = 0
    while v > 1:
        v = 3 * v + 1 if v % 2 else v // 2
        c += v > 1
    return c


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
def test_runtime_while(emulated, capability):
    """Collatz step counts: the loop runs until every lane reached 1; the
    tile `v`, the tile `count` and the Python int `rounds` are carried."""
    shim = emulated(capability)
    n = 200
    vals = np.arange(1, n + 1, dtype=np.int32)
    out = shim.asarray(np.full(n + 2, -1, np.int32))
    collatz[(2,)](shim.asarray(vals), out, n)
    got = out.get()
    want = [_collatz_steps(int(v)) for v in vals]
    np.testing.assert_array_equal(got[:n], want)
    # rounds: the block's longest chain (+1 for the step that reaches 1)
    assert got[n] == max(want[:128]) + 1 and got[n + 1] == max(want[128:]) + 1
    ir = collatz.ir()
    assert "scf.while" in ir and "scf.condition" in ir


@tile.kernel
def powers(out: tile.ptr(tile.float32), LIMIT: tile.constexpr):
    p = 1
    acc = tile.zeros((8,), tile.float32)
    while p < LIMIT:
        acc = acc + p
        p *= 2
    tile.store(out + tile.arange(0, 8), acc)


def test_constexpr_while_is_unrolled(emulated):
    shim = emulated((8, 0))
    out = shim.asarray(np.zeros(8, np.float32))
    powers[(1,)](out, LIMIT=100)
    np.testing.assert_array_equal(out.get(), np.full(8, 127.0))
    assert "scf.while" not in powers.ir(LIMIT=100)


@tile.kernel
def locked_increment(lock: tile.ptr(tile.int32), counter: tile.ptr(tile.int32)):
    while tile.atomic_cas(lock, 0, 1, sem="acquire") == 1:
        pass
    one = tile.arange(0, 1)
    tile.store(counter + one, tile.load(counter + one) + 1)
    tile.atomic_xchg(lock, 0, sem="release")


@pytest.mark.parametrize("schedule", ["min", "random", "lag"])
def test_spin_lock(emulated, monkeypatch, schedule):
    """Seven programs take a lock (a scalar atomic_cas in the while
    condition: traced once, inside the loop), increment a counter with a
    plain load and store, and release it. The counter's one element is
    loaded by every thread but stored by its first holder only: under
    "lag" (a warp held back) a replica that loaded after another's store
    incremented it twice when every thread stored."""
    shim = emulated((9, 0))
    monkeypatch.setattr(shim.driver, "schedule", schedule)
    lock = shim.asarray(np.zeros(1, np.int32))
    counter = shim.asarray(np.zeros(1, np.int32))
    locked_increment[(7,)](lock, counter)
    assert counter.get()[0] == 7 and lock.get()[0] == 0
    ir = locked_increment.ir()
    assert ir.count("tile.atomic_cas") == 1 and ir.index("scf.while") < ir.index("tile.atomic_cas")


@tile.kernel
def tile_condition(x: tile.ptr(tile.int32)):
    v = tile.load(x + tile.arange(0, 8))
    while v > 0:
        v = v - 1


@tile.kernel
def too_long(x: tile.ptr(tile.int32)):
    i = 0
    while i < 5000:
        i += 1


@tile.kernel
def changes_kind(x: tile.ptr(tile.int32)):
    v = tile.load(x + tile.arange(0, 8))
    s = tile.sum(v)
    while s > 0:
        s = v


@tile.kernel
def breaks(x: tile.ptr(tile.int32)):
    s = tile.sum(tile.load(x + tile.arange(0, 8)))
    while s > 0:
        s = s - 1
        break


@pytest.mark.parametrize("kernel, message", [
    (tile_condition, "a `while` condition must be a scalar, not a tile"),
    (too_long, "ran 4096 iterations while tracing"),
    (changes_kind, "variable 's' is i32 before the loop but tensor<8xi32> at the end of its body"),
    (breaks, "An `if` or `while` statement on a runtime scalar becomes scf.if / scf.while"),
])
def test_while_errors(kernel, message):
    """Located errors for what a while loop cannot trace."""
    with pytest.raises(tile.TraceError, match=message.replace("(", r"\(")) as info:
        kernel.compile("sm_80", cache=False)
    assert "test_dsl_while.py" in str(info.value)


@tile.kernel
def logic(x: tile.ptr(tile.int32), out: tile.ptr(tile.int32), n: tile.int32,
          FLAG: tile.constexpr):
    i = tile.arange(0, 64)
    v = tile.load(x + i)
    pid = tile.program_id(0)
    lo = 10
    # Tiles: and / or / not / chains / x if c else y, elementwise.
    inside = lo <= v < n
    edge = (v == 0) or (v == n - 1)
    tile.store(out + i, tile.where(inside, 1, 0) + tile.where(edge, 2, 0)
               + tile.where(not (v & 1), 4, 0))
    tile.store(out + 64 + i, v * 2 if pid == 0 and n > 5 else v * 3)
    # Python values keep Python's meaning (short-circuit: FLAG guards it).
    k = FLAG and 7 or 9
    assert FLAG is None or FLAG in (0, 1), "FLAG is 0 or 1"
    count = 0
    while pid < 3 and count < n and not count >= 20:
        count += 1
    tile.store(out + 128 + tile.arange(0, 2),
               tile.where(tile.arange(0, 2) == 0, count, k))
    assert n > 0, "n must be positive"


def test_logic_on_runtime_values(emulated):
    """`and`, `or`, `not`, chained comparisons, `a if c else b` and
    `assert` on runtime values are Triton's elementwise/device forms; on
    Python values they keep Python's meaning."""
    shim = emulated((8, 0))
    x = np.arange(-5, 59, dtype=np.int32)
    for flag, n in ((1, 30), (0, 12)):
        out = shim.asarray(np.zeros(130, np.int32))
        logic[(1,)](shim.asarray(x), out, n, FLAG=flag)
        got = out.get()
        want = ((10 <= x) & (x < n)) * 1 + ((x == 0) | (x == n - 1)) * 2 + ((x & 1) == 0) * 4
        np.testing.assert_array_equal(got[:64], want)
        np.testing.assert_array_equal(got[64:128], x * 2)
        assert list(got[128:]) == [min(n, 20), 7 if flag else 9]
    ir = logic.ir(FLAG=1, debug=True)  # assertions are compiled in debug mode only
    assert "scf.while" in ir and "tile.assert" in ir and "arith.select" in ir
    assert "tile.assert" not in logic.ir(FLAG=1)
    with pytest.raises(tile.TraceError, match="assertion failed: FLAG is 0 or 1"):
        logic.ir(FLAG=5)


@tile.kernel
def pointer_table(table: tile.ptr(tile.int64), out: tile.ptr(tile.int64)):
    src = tile.load(table).to(tile.pointer_type(tile.float32))
    dst = tile.load(table + 1).to(tile.pointer_type(tile.float32))
    i = tile.arange(0, 32)
    tile.store(dst + i, tile.load(src + i) + 1.0)
    as_int = dst.to(tile.pointer_type(tile.int32))
    tile.store(as_int + 32 + i, i)
    tile.store(out, dst.to(tile.int64))


@tile.jit
def row_gather(table: tile.ptr(tile.int64), out: tile.ptr(tile.float32)):
    rows = tile.arange(0, 4)
    ptrs = tile.load(table + rows % 3).to(tile.pointer_type(tile.float32))  # 4 pointers
    cols = tile.arange(0, 8)
    v = tile.load(ptrs[:, None] + cols[None, :])      # row r from array r % 3
    tile.store(out + rows[:, None] * 8 + cols[None, :], v)
    tile.store(ptrs + 8, tile.sum(v, axis=1), mask=rows < 3)  # scatter through them


def test_tiles_of_addresses(emulated):
    """A tile of int64 addresses is a tile of pointers (Triton's pointer
    tensors): loads gather through them, stores scatter."""
    shim = emulated((8, 0))
    arrays = [shim.asarray(np.arange(16, dtype=np.float32) + 100 * i) for i in range(3)]
    table = shim.asarray(np.array([a.data.ptr for a in arrays], np.int64))
    out = shim.asarray(np.zeros((4, 8), np.float32))
    row_gather[(1,)](table, out)
    want = np.stack([np.arange(8) + 100 * (r % 3) for r in range(4)]).astype(np.float32)
    np.testing.assert_array_equal(out.get(), want)
    for i, a in enumerate(arrays):
        assert a.get()[8] == 28 + 800 * i


def test_pointers_from_addresses(emulated):
    """An int64 address becomes a pointer (tile.int_to_ptr) and back
    (tile.ptr_to_int); a pointer to other elements is the same address."""
    shim = emulated((8, 0))
    src = shim.asarray(np.arange(32, dtype=np.float32))
    dst = shim.asarray(np.zeros(64, np.float32))
    table = shim.asarray(np.array([src.data.ptr, dst.data.ptr], np.int64))
    out = shim.asarray(np.zeros(1, np.int64))
    pointer_table[(1,)](table, out)
    np.testing.assert_array_equal(dst.get()[:32], np.arange(32) + 1.0)
    np.testing.assert_array_equal(dst.get()[32:].view(np.int32), np.arange(32))
    assert out.get()[0] == dst.data.ptr
    assert "tile.int_to_ptr" in pointer_table.ir() and "tile.ptr_to_int" in pointer_table.ir()


@pytest.mark.parametrize("body,message", [
    ("tile.load(t).to(tile.pointer_type(tile.float32))",
     "an address is a 64-bit integer (tile.int64), got int32"),
    ("(t + tile.arange(0, 4)).to(tile.int64)", "a tile of pointers cannot be converted"),
    ("t.to(tile.float32)", "a pointer converts to tile.int64 or another pointer type"),
    ("tile.arange(0, 4).to(tile.pointer_type(tile.float32))",
     "an address is a 64-bit integer (tile.int64), got int32"),
    ("tile.load(t).to(tile.float32).to(tile.pointer_type(tile.float32))",
     "only an integer (an address) or a tile of them converts to a pointer"),
])
def test_pointer_cast_errors(trace_error, body, message):
    trace_error("t: tile.ptr(tile.int32)", [body], message)
