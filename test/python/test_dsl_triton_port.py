"""Triton's tutorial kernels ported by changing the import and decorator
only (``import tile as tl``, ``@tl.jit``): unannotated parameters are
typed by the launch arguments as in Triton, and the bodies are the
tutorials' (vector add, fused softmax with tl.range, the grouped-ordering
matmul with a leaky-ReLU helper, low-memory dropout, layer norm forward and
backward with its atomic_cas spin lock, fused attention with block
pointers, a TMA matmul through tensor descriptors, libdevice's asin, the
grouped GEMM over tables of pointers, programmatic dependent launch, the
persistent matmuls with and without TMA and with in-kernel descriptors, the
current fused-attention forward through tensor descriptors and its backward
kernels; the matmul also under the tutorial's @triton.autotune). Run
through the PTX emulator (the `emulated` fixture) and compared with
NumPy."""
import numpy as np
import pytest

tl = pytest.importorskip("tile")
triton = tl  # triton.cdiv, triton.jit
from tile import libdevice  # noqa: E402  (triton.language.extra.libdevice)


@triton.jit
def add_kernel(x_ptr, y_ptr, output_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    block_start = pid * BLOCK_SIZE
    offsets = block_start + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    output = x + y
    tl.store(output_ptr + offsets, output, mask=mask)


@triton.jit
def softmax_kernel(output_ptr, input_ptr, input_row_stride, output_row_stride, n_rows, n_cols,
                   BLOCK_SIZE: tl.constexpr, num_stages: tl.constexpr):
    row_start = tl.program_id(0)
    row_step = tl.num_programs(0)
    for row_idx in tl.range(row_start, n_rows, row_step, num_stages=num_stages):
        row_start_ptr = input_ptr + row_idx * input_row_stride
        col_offsets = tl.arange(0, BLOCK_SIZE)
        input_ptrs = row_start_ptr + col_offsets
        mask = col_offsets < n_cols
        row = tl.load(input_ptrs, mask=mask, other=-float('inf'))
        row_minus_max = row - tl.max(row, axis=0)
        numerator = tl.exp(row_minus_max)
        denominator = tl.sum(numerator, axis=0)
        softmax_output = numerator / denominator
        output_row_start_ptr = output_ptr + row_idx * output_row_stride
        output_ptrs = output_row_start_ptr + col_offsets
        tl.store(output_ptrs, softmax_output, mask=mask)


@triton.jit
def leaky_relu(x):
    return tl.where(x >= 0, x, 0.01 * x)


@triton.jit
def matmul_kernel(
        a_ptr, b_ptr, c_ptr,
        M, N, K,
        stride_am, stride_ak,
        stride_bk, stride_bn,
        stride_cm, stride_cn,
        BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
        GROUP_SIZE_M: tl.constexpr,
        ACTIVATION: tl.constexpr
):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m

    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)
    tl.assume(stride_am > 0)
    tl.assume(stride_ak > 0)

    offs_am = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
    offs_bn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
    b_ptrs = b_ptr + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)

    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_SIZE_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_SIZE_K, other=0.0)
        accumulator = tl.dot(a, b, accumulator)
        a_ptrs += BLOCK_SIZE_K * stride_ak
        b_ptrs += BLOCK_SIZE_K * stride_bk
    if ACTIVATION == "leaky_relu":
        accumulator = leaky_relu(accumulator)
    c = accumulator.to(tl.float16)

    offs_cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptrs, c, mask=c_mask)


@triton.jit
def _seeded_dropout(x_ptr, output_ptr, n_elements, p, seed, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    block_start = pid * BLOCK_SIZE
    offsets = block_start + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    random = tl.rand(seed, offsets)
    x_keep = random > p
    output = tl.where(x_keep, x / (1 - p), 0.0)
    tl.store(output_ptr + offsets, output, mask=mask)


def test_vector_add(emulated):
    shim = emulated((8, 0))
    n = 3000
    rng = np.random.default_rng(0)
    x, y = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32)
    out = shim.asarray(np.zeros(n, np.float32))
    grid = lambda meta: (triton.cdiv(n, meta['BLOCK_SIZE']),)  # noqa: E731
    add_kernel[grid](shim.asarray(x), shim.asarray(y), out, n, BLOCK_SIZE=1024)
    np.testing.assert_array_equal(out.get(), x + y)
    # The types came from the arguments: f32 pointers and an i32.
    ir = add_kernel.ir(BLOCK_SIZE=1024, signature={
        "x_ptr": tl.ptr(tl.float32), "y_ptr": tl.ptr(tl.float32),
        "output_ptr": tl.ptr(tl.float32), "n_elements": tl.int32})
    assert "%n_elements: i32" in ir and "%x_ptr: !tile.ptr<f32>" in ir


def test_vector_add_types_follow_arguments(emulated):
    """float16 and int32 arrays specialize the same kernel again (int
    arithmetic, no float conversion); a Python int too large for int32
    would be an int64 parameter."""
    shim = emulated((8, 0))
    n = 1000
    x = np.arange(n, dtype=np.float16)
    out = shim.asarray(np.zeros(n, np.float16))
    add_kernel[(1,)](shim.asarray(x), shim.asarray(x), out, n, BLOCK_SIZE=1024)
    np.testing.assert_array_equal(out.get(), x + x)
    i = np.arange(n, dtype=np.int32) * 3_000_000  # wraps like int32 in NumPy
    out2 = shim.asarray(np.zeros(n, np.int32))
    add_kernel[(1,)](shim.asarray(i), shim.asarray(i), out2, n, BLOCK_SIZE=1024)
    np.testing.assert_array_equal(out2.get(), i + i)
    assert [launch[0] for launch in shim.driver.launches] == ["add_kernel", "add_kernel"]
    from tile import runtime
    assert runtime._argument_type("n", 2**40) is tl.int64
    assert runtime._argument_type("n", 7) is tl.int32


def test_fused_softmax(emulated):
    shim = emulated((9, 0))
    n_rows, n_cols = 37, 300
    x = np.random.default_rng(1).standard_normal((n_rows, n_cols)).astype(np.float32)
    y = shim.asarray(np.zeros_like(x))
    softmax_kernel[(8, 1, 1)](y, shim.asarray(x), n_cols, n_cols, n_rows, n_cols,
                              BLOCK_SIZE=512, num_stages=2)
    want = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(y.get(), want / want.sum(axis=1, keepdims=True), rtol=1e-5,
                               atol=1e-7)


def _run_matmul(shim, kernel, seed, **meta):
    """The tutorial's launch of `kernel` (matmul_kernel, or it under an
    autotuner) on a 96 x 80 x 72 fp16 problem, compared with NumPy."""
    M, N, K = 96, 80, 72
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((K, N)).astype(np.float16)
    c = shim.asarray(np.zeros((M, N), np.float16))
    grid = lambda META: (  # noqa: E731
        triton.cdiv(M, META['BLOCK_SIZE_M']) * triton.cdiv(N, META['BLOCK_SIZE_N']), )
    kernel[grid](shim.asarray(a), shim.asarray(b), c, M, N, K, K, 1, N, 1, N, 1, **meta)
    want = a.astype(np.float32) @ b.astype(np.float32)
    if meta.get("ACTIVATION"):
        want = np.where(want >= 0, want, 0.01 * want)
    np.testing.assert_allclose(c.get().astype(np.float32), want, rtol=1e-2, atol=1e-2)
    return M, N, K


@pytest.mark.parametrize("capability, activation", [((8, 0), ""), ((9, 0), "leaky_relu")])
def test_matmul(emulated, capability, activation):
    _run_matmul(emulated(capability), matmul_kernel, 2, BLOCK_SIZE_M=32, BLOCK_SIZE_N=32,
                BLOCK_SIZE_K=32, GROUP_SIZE_M=2, ACTIVATION=activation)


def test_matmul_autotuned(emulated):
    """The tutorial's @triton.autotune over its matmul (two of its CUDA
    configurations, key M, N, K): the launch passes no block sizes; the
    fastest configuration is kept for the key."""
    shim = emulated((8, 0))
    autotuned = triton.autotune(configs=[
        triton.Config({'BLOCK_SIZE_M': 32, 'BLOCK_SIZE_N': 32, 'BLOCK_SIZE_K': 32,
                       'GROUP_SIZE_M': 8}, num_stages=4, num_warps=4),
        triton.Config({'BLOCK_SIZE_M': 64, 'BLOCK_SIZE_N': 32, 'BLOCK_SIZE_K': 32,
                       'GROUP_SIZE_M': 8}, num_stages=3, num_warps=4),
    ], key=['M', 'N', 'K'], warmup=0, rep=1)(matmul_kernel)
    M, N, K = _run_matmul(shim, autotuned, 4, ACTIVATION="")
    assert len(autotuned.configs_timings) == 2
    assert list(autotuned.cache) == [(M, N, K, "float16", "float16", "float16")]


def test_seeded_dropout(emulated):
    shim = emulated((8, 0))
    n = 2000
    x = np.random.default_rng(3).random(n, dtype=np.float32) + 1
    out = shim.asarray(np.zeros(n, np.float32))
    _seeded_dropout[(triton.cdiv(n, 1024),)](shim.asarray(x), out, n, 0.5, 123,
                                             BLOCK_SIZE=1024)
    got = out.get()
    kept = got != 0
    np.testing.assert_allclose(got[kept], x[kept] * 2, rtol=1e-6)
    assert 0.4 < kept.mean() < 0.6


def test_unannotated_argument_errors(emulated):
    emulated((8, 0))
    with pytest.raises(tl.LaunchError, match="cannot type the unannotated parameter 'x_ptr'"):
        add_kernel[(1,)]("not an array", 0, 0, 1, BLOCK_SIZE=16)


@triton.jit
def _layer_norm_fwd_fused(
    X,  # pointer to the input
    Y,  # pointer to the output
    W,  # pointer to the weights
    B,  # pointer to the biases
    Mean,  # pointer to the mean
    Rstd,  # pointer to the 1/std
    stride,  # how much to increase the pointer when moving by 1 row
    N,  # number of columns in X
    eps,  # epsilon to avoid division by zero
    BLOCK_SIZE: tl.constexpr,
):
    # Map the program id to the row of X and Y it should compute.
    row = tl.program_id(0)
    Y += row * stride
    X += row * stride
    # Compute mean
    mean = 0
    _mean = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        a = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        _mean += a
    mean = tl.sum(_mean, axis=0) / N
    # Compute variance
    _var = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        x = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        x = tl.where(cols < N, x - mean, 0.)
        _var += x * x
    var = tl.sum(_var, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    # Write mean / rstd
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)
    # Normalize and apply linear transformation
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        mask = cols < N
        w = tl.load(W + cols, mask=mask)
        b = tl.load(B + cols, mask=mask)
        x = tl.load(X + cols, mask=mask, other=0.).to(tl.float32)
        x_hat = (x - mean) * rstd
        y = x_hat * w + b
        # Write output
        tl.store(Y + cols, y, mask=mask)


def test_layer_norm_forward(emulated):
    """The layer-norm tutorial's forward kernel: pointer parameters advanced
    in place (`X += row * stride`), three loops over the columns, scalar
    stores of the mean and 1/std."""
    shim = emulated((9, 0))
    M, N = 5, 700
    rng = np.random.default_rng(4)
    x = rng.standard_normal((M, N)).astype(np.float32) * 2 + 1
    w, b = rng.standard_normal(N).astype(np.float32), rng.standard_normal(N).astype(np.float32)
    y = shim.asarray(np.zeros_like(x))
    mean, rstd = shim.asarray(np.zeros(M, np.float32)), shim.asarray(np.zeros(M, np.float32))
    _layer_norm_fwd_fused[(M,)](shim.asarray(x), y, shim.asarray(w), shim.asarray(b), mean, rstd,
                                N, N, 1e-5, BLOCK_SIZE=256)
    mu = x.mean(axis=1)
    r = 1 / np.sqrt(x.var(axis=1) + 1e-5)
    np.testing.assert_allclose(mean.get(), mu, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(rstd.get(), r, rtol=1e-5)
    np.testing.assert_allclose(y.get(), (x - mu[:, None]) * r[:, None] * w + b, rtol=1e-4,
                               atol=1e-4)


@triton.jit
def scalar_access(x_ptr, out_ptr, i, n):
    first = tl.load(x_ptr)                       # a pointer parameter alone: element 0
    at = tl.load(x_ptr + i)                      # plus a scalar offset
    past = tl.load(x_ptr + n, mask=n < 0, other=-1.0)  # masked off: other
    tl.store(out_ptr, first)
    tl.store(out_ptr + 1, at * 2)
    tl.store(out_ptr + 2, past)


def test_scalar_loads_and_stores(emulated):
    """Triton's scalar tl.load / tl.store: one element at a pointer or a
    pointer plus a scalar, loaded as a scalar (masked with other)."""
    shim = emulated((8, 0))
    x = np.arange(10, dtype=np.float32) + 0.5
    out = shim.asarray(np.zeros(3, np.float32))
    scalar_access[(1,)](shim.asarray(x), out, 7, 10)
    np.testing.assert_array_equal(out.get(), [0.5, 15.0, -1.0])


@triton.jit
def matmul_descriptors(a_desc, b_desc, c_desc, K, BLOCK_M: tl.constexpr,
                       BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = a_desc.load([pid_m * BLOCK_M, k])
        b = b_desc.load([pid_n * BLOCK_N, k])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(tl.float16))


@pytest.mark.parametrize("capability", [(9, 0), (10, 0)])
def test_tensor_descriptors(emulated, capability):
    """Triton's TMA API: host TensorDescriptor.from_tensor(t, block) and
    in-kernel desc.load([row, col]) / desc.store(...) (offsets outermost
    first); the K loop is pipelined as tile.load_box's; edge blocks outside
    the tensor read zeros and are not written."""
    shim = emulated(capability)
    M, N, K = 96, 128, 192
    rng = np.random.default_rng(6)
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((N, K)).astype(np.float16)  # N x K, as the tutorial's B
    c = shim.asarray(np.full((M, N), np.nan, np.float16))
    BM, BN, BK = 64, 64, 64
    descs = [tl.TensorDescriptor.from_tensor(shim.asarray(a), [BM, BK]),
             tl.TensorDescriptor.from_tensor(shim.asarray(b), [BN, BK]),
             tl.TensorDescriptor.from_tensor(c, [BM, BN])]
    matmul_descriptors[(triton.cdiv(M, BM), triton.cdiv(N, BN))](
        *descs, K, BLOCK_M=BM, BLOCK_N=BN, BLOCK_K=BK)
    want = a.astype(np.float32) @ b.astype(np.float32).T
    np.testing.assert_allclose(c.get().astype(np.float32), want, rtol=2e-2, atol=2e-2)
    ir = matmul_descriptors.ir(BLOCK_M=BM, BLOCK_N=BN, BLOCK_K=BK, signature={
        "a_desc": tl.tensor_descriptor(tl.float16, (BM, BK)),
        "b_desc": tl.tensor_descriptor(tl.float16, (BN, BK)),
        "c_desc": tl.tensor_descriptor(tl.float16, (BM, BN)), "K": tl.int32})
    assert ir.count("tile.load_box") == 2 and "tile.store_box" in ir


def test_tensor_descriptor_errors(emulated):
    shim = emulated((9, 0))
    a = shim.asarray(np.zeros((64, 64), np.float16))
    desc = tl.TensorDescriptor.from_tensor(a, [64, 64])
    with pytest.raises(tl.TraceError, match="desc.store: the value is 32x64 but the "
                                            "descriptor's block is 64x64"):
        @triton.jit
        def bad(d):
            d.store([0, 0], tl.zeros((32, 64), tl.float16))
        bad[(1,)](desc)
    with pytest.raises(tl.TraceError, match="is a tensor descriptor: read it with d.load"):
        @triton.jit
        def bad2(d):
            tl.load(d + tl.arange(0, 8))
        bad2[(1,)](desc)
    with pytest.raises(tl.LaunchError, match="tile's host tensor descriptors are 2-D"):
        tl.TensorDescriptor(a, (64, 64), (64, 1), [64])


@triton.jit
def _layer_norm_bwd_dx_fused(DX,  # pointer to the input gradient
                             DY,  # pointer to the output gradient
                             DW,  # pointer to the partial sum of weights gradient
                             DB,  # pointer to the partial sum of biases gradient
                             X,  # pointer to the input
                             W,  # pointer to the weights
                             Mean,  # pointer to the mean
                             Rstd,  # pointer to the 1/std
                             Lock,  # pointer to the lock
                             stride,  # how much to increase the pointer when moving by 1 row
                             N,  # number of columns in X
                             GROUP_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr):
    # Map the program id to the elements of X, DX, and DY it should compute.
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_SIZE_N)
    mask = cols < N
    X += row * stride
    DY += row * stride
    DX += row * stride
    # Offset locks and weights/biases gradient pointer for parallel reduction
    lock_id = row % GROUP_SIZE_M
    Lock += lock_id
    Count = Lock + GROUP_SIZE_M
    DW = DW + lock_id * N + cols
    DB = DB + lock_id * N + cols
    # Load data to SRAM
    x = tl.load(X + cols, mask=mask, other=0).to(tl.float32)
    dy = tl.load(DY + cols, mask=mask, other=0).to(tl.float32)
    w = tl.load(W + cols, mask=mask).to(tl.float32)
    mean = tl.load(Mean + row)
    rstd = tl.load(Rstd + row)
    # Compute dx
    xhat = (x - mean) * rstd
    wdy = w * dy
    xhat = tl.where(mask, xhat, 0.)
    wdy = tl.where(mask, wdy, 0.)
    c1 = tl.sum(xhat * wdy, axis=0) / N
    c2 = tl.sum(wdy, axis=0) / N
    dx = (wdy - (xhat * c1 + c2)) * rstd
    # Write dx
    tl.store(DX + cols, dx, mask=mask)
    # Accumulate partial sums for dw/db
    partial_dw = (dy * xhat).to(w.dtype)
    partial_db = (dy).to(w.dtype)
    while tl.atomic_cas(Lock, 0, 1) == 1:
        pass
    count = tl.load(Count)
    # First store doesn't accumulate
    if count == 0:
        tl.atomic_xchg(Count, 1)
    else:
        partial_dw += tl.load(DW, mask=mask)
        partial_db += tl.load(DB, mask=mask)
    tl.store(DW, partial_dw, mask=mask)
    tl.store(DB, partial_db, mask=mask)

    # need a barrier to ensure all threads finished before
    # releasing the lock
    tl.debug_barrier()

    # Release the lock
    tl.atomic_xchg(Lock, 0)


def test_layer_norm_backward_dx(emulated):
    """The layer-norm tutorial's backward kernel: a spin lock on
    tl.atomic_cas (`while ...: pass`), a scalar `if` on a loaded count,
    tl.debug_barrier and tl.atomic_xchg around partial dW/dB sums."""
    shim = emulated((9, 0))
    M, N, G = 6, 100, 2
    rng = np.random.default_rng(0)
    x = rng.standard_normal((M, N)).astype(np.float32)
    dy = rng.standard_normal((M, N)).astype(np.float32)
    w = rng.standard_normal(N).astype(np.float32)
    mean = x.mean(1).astype(np.float32)
    rstd = (1 / np.sqrt(x.var(1) + 1e-5)).astype(np.float32)
    dx = shim.asarray(np.zeros((M, N), np.float32))
    dw = shim.asarray(np.zeros((G, N), np.float32))
    db = shim.asarray(np.zeros((G, N), np.float32))
    lock = shim.asarray(np.zeros(2 * G, np.int32))
    _layer_norm_bwd_dx_fused[(M,)](dx, shim.asarray(dy), dw, db, shim.asarray(x), shim.asarray(w),
                                   shim.asarray(mean), shim.asarray(rstd), lock, N, N,
                                   GROUP_SIZE_M=G, BLOCK_SIZE_N=128)
    xhat = (x - mean[:, None]) * rstd[:, None]
    wdy = w * dy
    c1 = (xhat * wdy).sum(1, keepdims=True) / N
    c2 = wdy.sum(1, keepdims=True) / N
    np.testing.assert_allclose(dx.get(), (wdy - (xhat * c1 + c2)) * rstd[:, None], atol=1e-4)
    np.testing.assert_allclose(dw.get(), np.stack([(dy * xhat)[g::G].sum(0) for g in range(G)]),
                               atol=1e-4)
    np.testing.assert_allclose(db.get(), np.stack([dy[g::G].sum(0) for g in range(G)]), atol=1e-4)
    np.testing.assert_array_equal(lock.get(), [0] * G + [1] * G)  # released; counts set



@triton.jit
def _attn_fwd_inner(acc, l_i, m_i, q,  #
                    K_block_ptr, V_block_ptr,  #
                    start_m, qk_scale,  #
                    BLOCK_M: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_N: tl.constexpr,  #
                    STAGE: tl.constexpr, offs_m: tl.constexpr, offs_n: tl.constexpr,  #
                    N_CTX: tl.constexpr):
    # range of values handled by this stage
    if STAGE == 1:
        lo, hi = 0, start_m * BLOCK_M
    elif STAGE == 2:
        lo, hi = start_m * BLOCK_M, (start_m + 1) * BLOCK_M
        lo = tl.multiple_of(lo, BLOCK_M)
    # causal = False
    else:
        lo, hi = 0, N_CTX
    K_block_ptr = tl.advance(K_block_ptr, (0, lo))
    V_block_ptr = tl.advance(V_block_ptr, (lo, 0))
    # loop over k, v and update accumulator
    for start_n in range(lo, hi, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        # -- compute qk ----
        k = tl.load(K_block_ptr)
        qk = tl.dot(q, k)
        if STAGE == 2:
            mask = offs_m[:, None] >= (start_n + offs_n[None, :])
            qk = qk * qk_scale + tl.where(mask, 0, -1.0e6)
            m_ij = tl.maximum(m_i, tl.max(qk, 1))
            qk -= m_ij[:, None]
        else:
            m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
            qk = qk * qk_scale - m_ij[:, None]
        p = tl.math.exp2(qk)
        l_ij = tl.sum(p, 1)
        # -- update m_i and l_i
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + l_ij
        # -- update output accumulator --
        acc = acc * alpha[:, None]
        # update acc
        v = tl.load(V_block_ptr)
        p = p.to(tl.float16)
        acc = tl.dot(p, v, acc)
        # update m_i and l_i
        m_i = m_ij
        V_block_ptr = tl.advance(V_block_ptr, (BLOCK_N, 0))
        K_block_ptr = tl.advance(K_block_ptr, (0, BLOCK_N))
    return acc, l_i, m_i


@triton.jit
def _attn_fwd(Q, K, V, sm_scale, M, Out,  #
              stride_qz, stride_qh, stride_qm, stride_qk,  #
              stride_kz, stride_kh, stride_kn, stride_kk,  #
              stride_vz, stride_vh, stride_vk, stride_vn,  #
              stride_oz, stride_oh, stride_om, stride_on,  #
              Z, H, N_CTX,  #
              HEAD_DIM: tl.constexpr,  #
              BLOCK_M: tl.constexpr,  #
              BLOCK_N: tl.constexpr,  #
              STAGE: tl.constexpr  #
              ):
    tl.static_assert(BLOCK_N <= HEAD_DIM)
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    off_z = off_hz // H
    off_h = off_hz % H
    qvk_offset = off_z.to(tl.int64) * stride_qz + off_h.to(tl.int64) * stride_qh

    # block pointers
    Q_block_ptr = tl.make_block_ptr(
        base=Q + qvk_offset,
        shape=(N_CTX, HEAD_DIM),
        strides=(stride_qm, stride_qk),
        offsets=(start_m * BLOCK_M, 0),
        block_shape=(BLOCK_M, HEAD_DIM),
        order=(1, 0),
    )
    V_block_ptr = tl.make_block_ptr(
        base=V + qvk_offset,
        shape=(N_CTX, HEAD_DIM),
        strides=(stride_vk, stride_vn),
        offsets=(0, 0),
        block_shape=(BLOCK_N, HEAD_DIM),
        order=(1, 0),
    )
    K_block_ptr = tl.make_block_ptr(
        base=K + qvk_offset,
        shape=(HEAD_DIM, N_CTX),
        strides=(stride_kk, stride_kn),
        offsets=(0, 0),
        block_shape=(HEAD_DIM, BLOCK_N),
        order=(0, 1),
    )
    O_block_ptr = tl.make_block_ptr(
        base=Out + qvk_offset,
        shape=(N_CTX, HEAD_DIM),
        strides=(stride_om, stride_on),
        offsets=(start_m * BLOCK_M, 0),
        block_shape=(BLOCK_M, HEAD_DIM),
        order=(1, 0),
    )
    # initialize offsets
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    # initialize pointer to m and l
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    # load scales
    qk_scale = sm_scale
    qk_scale *= 1.44269504  # 1/log(2)
    # load q: it will stay in SRAM throughout
    q = tl.load(Q_block_ptr)
    # stage 1: off-band
    # For causal = True, STAGE = 3 and _attn_fwd_inner gets 1 as its STAGE
    # For causal = False, STAGE = 1, and _attn_fwd_inner gets 3 as its STAGE
    if STAGE & 1:
        acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q, K_block_ptr, V_block_ptr,  #
                                        start_m, qk_scale,  #
                                        BLOCK_M, HEAD_DIM, BLOCK_N,  #
                                        4 - STAGE, offs_m, offs_n, N_CTX  #
                                        )
    # stage 2: on-band
    if STAGE & 2:
        # barrier makes it easier for compielr to schedule the
        # two loops independently
        acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q, K_block_ptr, V_block_ptr,  #
                                        start_m, qk_scale,  #
                                        BLOCK_M, HEAD_DIM, BLOCK_N,  #
                                        2, offs_m, offs_n, N_CTX  #
                                        )
    # epilogue
    m_i += tl.math.log2(l_i)
    acc = acc / l_i[:, None]
    m_ptrs = M + off_hz * N_CTX + offs_m
    tl.store(m_ptrs, m_i)
    tl.store(O_block_ptr, acc.to(Out.type.element_ty))


def _fused_attention(shim, causal, heads, n_ctx, seed, block_m=64, compile_for=None,
                     **launch):
    """Runs the tutorial's forward kernel (f16, head 64, 64-key blocks,
    sm_scale 0.5) on random Q, K, V of `heads` heads and `n_ctx` keys
    through `shim`, checks O against NumPy and returns the compiled
    kernel: launched as Triton launches it, or, with `compile_for` (a
    target), compiled there first with `launch` as Kernel.compile's
    options (pipeline_loads=...)."""
    Z, D = 1, 64
    rng = np.random.default_rng(seed)
    q, k, v = ((rng.standard_normal((Z, heads, n_ctx, D)) * 0.5).astype(np.float16)
               for _ in range(3))
    o = shim.asarray(np.zeros_like(q))
    m = shim.asarray(np.zeros((Z * heads, n_ctx), np.float32))
    st = (n_ctx * D * heads, n_ctx * D, D, 1)
    grid = (n_ctx // block_m, Z * heads, 1)
    constexprs = dict(HEAD_DIM=D, BLOCK_M=block_m, BLOCK_N=64, STAGE=3 if causal else 1)
    _attn_fwd._compiled.clear()
    if compile_for:
        f16, i32 = tl.ptr(tl.float16), tl.int32
        signature = {"Q": f16, "K": f16, "V": f16, "sm_scale": tl.float32,
                     "M": tl.ptr(tl.float32), "Out": f16, "Z": i32, "H": i32, "N_CTX": i32}
        signature.update({f"stride_{t}{d}": i32 for t, dims in
                          (("q", "zhmk"), ("k", "zhnk"), ("v", "zhkn"), ("o", "zhmn"))
                          for d in dims})
        compiled = _attn_fwd.compile(compile_for, signature=signature, cache=False,
                                     **constexprs, **launch)
        compiled[grid](*(shim.asarray(x).data.ptr for x in (q, k, v)), 0.5, m.data.ptr,
                       o.data.ptr, *st, *st, *st, *st, Z, heads, n_ctx)
    else:
        _attn_fwd[grid](shim.asarray(q), shim.asarray(k), shim.asarray(v), 0.5, m, o, *st,
                        *st, *st, *st, Z, heads, N_CTX=n_ctx, **constexprs, **launch)
        (compiled,) = _attn_fwd._compiled.values()
    s = (q.astype(np.float32) @ k.astype(np.float32).transpose(0, 1, 3, 2)) * 0.5
    if causal:
        s = np.where(np.tril(np.ones((n_ctx, n_ctx), bool)), s, -np.inf)
    p = np.exp(s - s.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    np.testing.assert_allclose(o.get().astype(np.float32), p @ v.astype(np.float32), atol=2e-3)
    return compiled


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
@pytest.mark.parametrize("causal", [False, True])
def test_fused_attention(emulated, capability, causal):
    """The fused-attention tutorial's forward kernel (block-pointer
    version): block pointers on a per-head base (`Q + qvk_offset`, an int64
    offset), K read transposed through order=(0, 1), a helper kernel with
    constexpr stages, tl.math.exp2, Out.type.element_ty."""
    _fused_attention(emulated(capability), causal, heads=2, n_ctx=128, seed=int(causal))


@pytest.mark.parametrize("causal, warps", [(False, 4), (True, 4), (True, 8)])
def test_fused_attention_tcgen05(emulated, causal, warps):
    """The tutorial with BLOCK_M=128 on sm_100a: both dots are tcgen05.mma
    with S and O in the rows tcgen05.ld reads. Its key loops carry the
    block pointers' coordinates, which tile-pipeline rewrites in terms of
    the induction variable, so K and V are still copied an iteration ahead
    into cp.async rings (16-byte copies) that the dots read B from. The
    causal form has two key loops (off the diagonal, and on it). 256 keys,
    against NumPy."""
    compiled = _fused_attention(emulated((10, 0)), causal, heads=2, n_ctx=256, seed=11,
                                block_m=128, num_warps=warps)
    assert "tcgen05.mma.cta_group::1.kind::f16" in compiled.ptx
    assert "mma.sync" not in compiled.ptx
    # K and V (64 x 64 f16: 512 chunks of 16 bytes each): a thread's share
    # of both, copied in the prologue and again in the loop.
    assert compiled.ptx.count("cp.async.cg.shared.global") >= 2 * 2 * 512 // (32 * warps)


@pytest.mark.parametrize("capability", [(8, 0), (9, 0)])
@pytest.mark.parametrize("causal", [False, True])
def test_fused_attention_kv_prefetch(emulated, capability, causal):
    """The tutorial's key loops carry their block pointers (coordinates
    advanced by BLOCK_N, strides unchanged), and K is read as K^T through
    order=(0, 1), contiguous along K: K and V are still copied one block
    ahead with cp.async (K in chunks along K, stored N x K; on sm_90a into
    wgmma's core matrices) instead of loaded into registers element by
    element (168 scalar loads before). 256 keys under a random warp
    schedule, against NumPy."""
    shim = emulated(capability)
    shim.driver.schedule, shim.driver.seed = "random", 5
    compiled = _fused_attention(shim, causal, heads=1, n_ctx=256, seed=7)
    # 4 chunks of K and 4 of V a thread, before the key loop and in it; the
    # causal diagonal's loop runs once (LLVM drops its refills).
    assert compiled.ptx.count("cp.async.cg.shared.global") == (24 if causal else 16)
    assert compiled.ptx.count("ld.global") <= 8  # Q's, before the loops


@pytest.mark.parametrize("capability, target", [((8, 0), "sm_80"), ((9, 0), "sm_90a")])
@pytest.mark.parametrize("causal", [False, True])
def test_fused_attention_pipeline_loads(emulated, capability, target, causal):
    """pipeline_loads=3: the generic pipeliner takes the tutorial's key
    loops too (their block pointers' coordinates rewritten in terms of the
    induction variable): K and V in 3-stage cp.async rings, copied two
    iterations ahead, under a random warp schedule, against NumPy."""
    shim = emulated(capability, "random", 3)
    compiled = _fused_attention(shim, causal, heads=1, n_ctx=256, seed=5,
                                compile_for=target, pipeline_loads=3)
    assert "cp.async.cg.shared.global" in compiled.ptx
    assert compiled.ptx.count("cp.async.wait_group 1") >= (2 if causal else 1)


@triton.jit
def asin_kernel(x_ptr, y_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    block_start = pid * BLOCK_SIZE
    offsets = block_start + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    x = libdevice.asin(x)
    y = tl.store(y_ptr + offsets, x, mask=mask)


def test_extern_libdevice(emulated):
    """Triton's extern-functions tutorial: libdevice.asin (CUDA's
    __nv_asinf, linked from libdevice.10.bc)."""
    shim = emulated((8, 0))
    n = 1000
    x = np.random.default_rng(0).uniform(-1, 1, n).astype(np.float32)
    out = shim.asarray(np.zeros(n, np.float32))
    asin_kernel[(triton.cdiv(n, 256),)](shim.asarray(x), out, n, BLOCK_SIZE=256)
    np.testing.assert_allclose(out.get(), np.arcsin(x), rtol=1e-6, atol=1e-7)


@triton.jit
def grouped_matmul_kernel(
    group_a_ptrs, group_b_ptrs, group_c_ptrs, group_gemm_sizes, g_lds, group_size,
    NUM_SM: tl.constexpr, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr,
    BLOCK_SIZE_K: tl.constexpr,
):
    tile_idx = tl.program_id(0)
    last_problem_end = 0
    for g in range(group_size):
        gm = tl.load(group_gemm_sizes + g * 3)
        gn = tl.load(group_gemm_sizes + g * 3 + 1)
        gk = tl.load(group_gemm_sizes + g * 3 + 2)
        num_m_tiles = tl.cdiv(gm, BLOCK_SIZE_M)
        num_n_tiles = tl.cdiv(gn, BLOCK_SIZE_N)
        num_tiles = num_m_tiles * num_n_tiles
        while (tile_idx >= last_problem_end and tile_idx < last_problem_end + num_tiles):
            k = gk
            lda = tl.load(g_lds + g * 3)
            ldb = tl.load(g_lds + g * 3 + 1)
            ldc = tl.load(g_lds + g * 3 + 2)
            a_ptr = tl.load(group_a_ptrs + g).to(tl.pointer_type(tl.float16))
            b_ptr = tl.load(group_b_ptrs + g).to(tl.pointer_type(tl.float16))
            c_ptr = tl.load(group_c_ptrs + g).to(tl.pointer_type(tl.float16))
            tile_idx_in_gemm = tile_idx - last_problem_end
            tile_m_idx = tile_idx_in_gemm // num_n_tiles
            tile_n_idx = tile_idx_in_gemm % num_n_tiles
            offs_am = tile_m_idx * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
            offs_bn = tile_n_idx * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
            offs_k = tl.arange(0, BLOCK_SIZE_K)
            a_ptrs = a_ptr + offs_am[:, None] * lda + offs_k[None, :]
            b_ptrs = b_ptr + offs_k[:, None] * ldb + offs_bn[None, :]
            accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
            for kk in range(0, tl.cdiv(k, BLOCK_SIZE_K)):
                tl.multiple_of(a_ptrs, [16, 16])
                tl.multiple_of(b_ptrs, [16, 16])
                a = tl.load(a_ptrs)
                b = tl.load(b_ptrs)
                accumulator += tl.dot(a, b)
                a_ptrs += BLOCK_SIZE_K
                b_ptrs += BLOCK_SIZE_K * ldb
            c = accumulator.to(tl.float16)
            offs_cm = tile_m_idx * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
            offs_cn = tile_n_idx * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
            c_ptrs = c_ptr + ldc * offs_cm[:, None] + offs_cn[None, :]
            tl.store(c_ptrs, c)
            tile_idx += NUM_SM
        last_problem_end = last_problem_end + num_tiles


def test_grouped_gemm(emulated):
    """Triton's grouped GEMM: the A/B/C base pointers of each problem come
    from int64 tables (tl.load(ptrs + g).to(tl.pointer_type(tl.float16))),
    the tiles from a `while a and b` over runtime scalars."""
    shim = emulated((8, 0))
    rng = np.random.default_rng(1)
    sizes = [(64, 64, 64), (128, 64, 32), (64, 128, 96)]
    As, Bs, Cs = [], [], []
    for m, n, k in sizes:
        As.append(shim.asarray(rng.standard_normal((m, k)).astype(np.float16)))
        Bs.append(shim.asarray(rng.standard_normal((k, n)).astype(np.float16)))
        Cs.append(shim.asarray(np.zeros((m, n), np.float16)))
    addr = lambda xs: shim.asarray(np.array([x.data.ptr for x in xs], np.int64))
    gsz = shim.asarray(np.array(sizes, np.int32).reshape(-1))
    lds = shim.asarray(np.array([(k, n, n) for m, n, k in sizes], np.int32).reshape(-1))
    NUM_SM = 4
    grouped_matmul_kernel[(NUM_SM,)](addr(As), addr(Bs), addr(Cs), gsz, lds, len(sizes),
                                     NUM_SM=NUM_SM, BLOCK_SIZE_M=32, BLOCK_SIZE_N=32, BLOCK_SIZE_K=32)
    for a, b, c in zip(As, Bs, Cs):
        want = a.get().astype(np.float32) @ b.get().astype(np.float32)
        np.testing.assert_allclose(c.get().astype(np.float32), want, rtol=2e-2, atol=5e-2)


@triton.jit
def add_kernel_gdc(x_ptr, y_ptr, output_ptr, n_elements, BLOCK_SIZE: tl.constexpr,
                   USE_GDC: tl.constexpr):
    pid = tl.program_id(axis=0)
    block_start = pid * BLOCK_SIZE
    offsets = block_start + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    if USE_GDC:
        tl.extra.cuda.gdc_wait()
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    if USE_GDC:
        tl.extra.cuda.gdc_launch_dependents()
    output = x + y
    tl.store(output_ptr + offsets, output, mask=mask)


def test_programmatic_dependent_launch(emulated):
    """Triton's PDL tutorial: tl.extra.cuda.gdc_wait / gdc_launch_dependents
    and launch_pdl=True (cuLaunchKernelEx on a GPU; the emulator runs
    launches in order)."""
    shim = emulated((9, 0))
    n = 3000
    x = np.arange(n, dtype=np.float32)
    out = shim.asarray(np.zeros(n, np.float32))
    add_kernel_gdc[(triton.cdiv(n, 1024),)](shim.asarray(x), shim.asarray(x), out, n,
                                            BLOCK_SIZE=1024, USE_GDC=True, launch_pdl=True)
    np.testing.assert_array_equal(out.get(), 2 * x)
    assert shim.driver.pdl_launches == 1
    ptx = add_kernel_gdc.compile("sm_90", BLOCK_SIZE=1024, USE_GDC=True, signature={
        "x_ptr": tl.ptr(tl.float32), "y_ptr": tl.ptr(tl.float32),
        "output_ptr": tl.ptr(tl.float32), "n_elements": tl.int32}).ptx
    assert "griddepcontrol.wait" in ptx and "griddepcontrol.launch_dependents" in ptx
    with pytest.raises(tl.CompileError, match="griddepcontrol.wait needs sm_90"):
        add_kernel_gdc.compile("sm_80", BLOCK_SIZE=1024, USE_GDC=True, signature={
            "x_ptr": tl.ptr(tl.float32), "y_ptr": tl.ptr(tl.float32),
            "output_ptr": tl.ptr(tl.float32), "n_elements": tl.int32})


@triton.jit
def _compute_pid(tile_id, num_pid_in_group, num_pid_m, GROUP_SIZE_M, NUM_SMS):
    group_id = tile_id // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + (tile_id % group_size_m)
    pid_n = (tile_id % num_pid_in_group) // group_size_m
    return pid_m, pid_n


@triton.jit
def matmul_kernel_persistent(a_ptr, b_ptr, c_ptr,  #
                             M, N, K,  #
                             stride_am, stride_ak,  #
                             stride_bk, stride_bn,  #
                             stride_cm, stride_cn,  #
                             BLOCK_SIZE_M: tl.constexpr,  #
                             BLOCK_SIZE_N: tl.constexpr,  #
                             BLOCK_SIZE_K: tl.constexpr,  #
                             GROUP_SIZE_M: tl.constexpr,  #
                             NUM_SMS: tl.constexpr,  #
                             ):
    start_pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    k_tiles = tl.cdiv(K, BLOCK_SIZE_K)
    num_tiles = num_pid_m * num_pid_n
    tile_id_c = start_pid - NUM_SMS
    offs_k_for_mask = tl.arange(0, BLOCK_SIZE_K)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    for tile_id in tl.range(start_pid, num_tiles, NUM_SMS, flatten=True):
        pid_m, pid_n = _compute_pid(tile_id, num_pid_in_group, num_pid_m, GROUP_SIZE_M, NUM_SMS)
        start_m = pid_m * BLOCK_SIZE_M
        start_n = pid_n * BLOCK_SIZE_N
        offs_am = start_m + tl.arange(0, BLOCK_SIZE_M)
        offs_bn = start_n + tl.arange(0, BLOCK_SIZE_N)
        offs_am = tl.where(offs_am < M, offs_am, 0)
        offs_bn = tl.where(offs_bn < N, offs_bn, 0)
        offs_am = tl.max_contiguous(tl.multiple_of(offs_am, BLOCK_SIZE_M), BLOCK_SIZE_M)
        offs_bn = tl.max_contiguous(tl.multiple_of(offs_bn, BLOCK_SIZE_N), BLOCK_SIZE_N)
        accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
        for ki in range(k_tiles):
            offs_k = ki * BLOCK_SIZE_K + tl.arange(0, BLOCK_SIZE_K)
            a_ptrs = a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
            b_ptrs = b_ptr + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)
            a = tl.load(a_ptrs, mask=offs_k_for_mask[None, :] < K - ki * BLOCK_SIZE_K, other=0.0)
            b = tl.load(b_ptrs, mask=offs_k_for_mask[:, None] < K - ki * BLOCK_SIZE_K, other=0.0)
            accumulator = tl.dot(a, b, accumulator)
        tile_id_c += NUM_SMS
        pid_m, pid_n = _compute_pid(tile_id_c, num_pid_in_group, num_pid_m, GROUP_SIZE_M, NUM_SMS)
        offs_cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
        offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
        c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
        c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
        if (c_ptr.dtype.element_ty == tl.float8e4nv):
            c = accumulator.to(tl.float8e4nv)
        else:
            c = accumulator.to(tl.float16)
        tl.store(c_ptrs, c, mask=c_mask)


def test_persistent_matmul(emulated):
    """Triton's persistent matmul: tl.range(..., flatten=True) over the
    tiles, a helper returning a tuple, c_ptr.dtype.element_ty."""
    shim = emulated((8, 0))
    M, N, K = 96, 80, 72
    rng = np.random.default_rng(3)
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((K, N)).astype(np.float16)
    c = shim.asarray(np.full((M, N), np.nan, np.float16))
    NUM_SMS = 3
    BM, BN, BK = 32, 32, 32
    grid = lambda META: (min(NUM_SMS, triton.cdiv(M, META["BLOCK_SIZE_M"]) * triton.cdiv(N, META["BLOCK_SIZE_N"])), )
    matmul_kernel_persistent[grid](shim.asarray(a), shim.asarray(b), c, M, N, K, K, 1, N, 1, N, 1,
                                   BLOCK_SIZE_M=BM, BLOCK_SIZE_N=BN, BLOCK_SIZE_K=BK, GROUP_SIZE_M=8,
                                   NUM_SMS=NUM_SMS)
    want = a.astype(np.float32) @ b.astype(np.float32)
    np.testing.assert_allclose(c.get().astype(np.float32), want, rtol=2e-2, atol=5e-2)


@pytest.mark.parametrize("M, N, K", [(128, 96, 64), (80, 112, 48)])
def test_persistent_matmul_hints(emulated, M, N, K):
    """The persistent matmul's offsets are tl.where(offs < M, offs, 0) under
    tl.max_contiguous(tl.multiple_of(...)): the promises (tile.hint) prove
    the cp.async chunks of A and B consecutive and aligned that the select
    alone does not, so at sizes a launch marks divisible by 16 no chunk is
    tested at run time or copied element by element (without the hints:
    16 element-by-element loads, 737 PTX lines against 490). Ragged sizes
    (blocks of 32) that are multiples of 16: the K masks and C's masks are
    the same across each chunk and pair (maskUniform), no element-by-element
    path there either."""
    shim = emulated((8, 0))
    rng = np.random.default_rng(4)
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((K, N)).astype(np.float16)
    c = shim.asarray(np.full((M, N), np.nan, np.float16))
    matmul_kernel_persistent._compiled.clear()
    matmul_kernel_persistent[(3,)](shim.asarray(a), shim.asarray(b), c, M, N, K, K, 1, N, 1, N, 1,
                                   BLOCK_SIZE_M=32, BLOCK_SIZE_N=32, BLOCK_SIZE_K=32,
                                   GROUP_SIZE_M=8, NUM_SMS=3)
    want = a.astype(np.float32) @ b.astype(np.float32)
    np.testing.assert_allclose(c.get().astype(np.float32), want, rtol=2e-2, atol=5e-2)
    (compiled,) = matmul_kernel_persistent._compiled.values()
    assert compiled.ir.count("tile.hint") == 4
    assert compiled.ptx.count("cp.async.cg.shared.global") == 8
    assert "ld.global" not in compiled.ptx  # no element-by-element copy
    assert "@%tile_p st.global" not in compiled.ptx


@triton.jit
def matmul_kernel_tma_persistent(a_desc, b_desc, c_desc,  #
                                 M, N, K,  #
                                 BLOCK_SIZE_M: tl.constexpr,  #
                                 BLOCK_SIZE_N: tl.constexpr,  #
                                 BLOCK_SIZE_K: tl.constexpr,  #
                                 GROUP_SIZE_M: tl.constexpr,  #
                                 FP8_OUTPUT: tl.constexpr,  #
                                 EPILOGUE_SUBTILE: tl.constexpr,  #
                                 NUM_SMS: tl.constexpr,  #
                                 WARP_SPECIALIZE: tl.constexpr,  #
                                 ):
    dtype = tl.float8e4nv if FP8_OUTPUT else tl.float16
    start_pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    k_tiles = tl.cdiv(K, BLOCK_SIZE_K)
    num_tiles = num_pid_m * num_pid_n
    tile_id_c = start_pid - NUM_SMS
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    for tile_id in tl.range(start_pid, num_tiles, NUM_SMS, flatten=True, warp_specialize=WARP_SPECIALIZE):
        pid_m, pid_n = _compute_pid(tile_id, num_pid_in_group, num_pid_m, GROUP_SIZE_M, NUM_SMS)
        offs_am = pid_m * BLOCK_SIZE_M
        offs_bn = pid_n * BLOCK_SIZE_N
        accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
        for ki in range(k_tiles):
            offs_k = ki * BLOCK_SIZE_K
            a = a_desc.load([offs_am, offs_k])
            b = b_desc.load([offs_bn, offs_k])
            accumulator = tl.dot(a, b.T, accumulator)
        tile_id_c += NUM_SMS
        pid_m, pid_n = _compute_pid(tile_id_c, num_pid_in_group, num_pid_m, GROUP_SIZE_M, NUM_SMS)
        offs_am_c = pid_m * BLOCK_SIZE_M
        offs_bn_c = pid_n * BLOCK_SIZE_N
        if EPILOGUE_SUBTILE:
            acc = tl.reshape(accumulator, (BLOCK_SIZE_M, 2, BLOCK_SIZE_N // 2))
            acc = tl.permute(acc, (0, 2, 1))
            acc0, acc1 = tl.split(acc)
            c0 = acc0.to(dtype)
            c_desc.store([offs_am_c, offs_bn_c], c0)
            c1 = acc1.to(dtype)
            c_desc.store([offs_am_c, offs_bn_c + BLOCK_SIZE_N // 2], c1)
        else:
            accumulator = accumulator.to(dtype)
            c_desc.store([offs_am_c, offs_bn_c], accumulator)


@pytest.mark.parametrize("subtile", [False, True])
@pytest.mark.parametrize("capability", [(9, 0), (10, 0)])
@pytest.mark.parametrize("BN,BK", [(128, 64), (64, 32)])
def test_tma_persistent_matmul(emulated, capability, subtile, BN, BK):
    """Triton's TMA persistent matmul through host tensor descriptors, with
    and without the subtiled epilogue (reshape, permute, split); BN = 64,
    BK = 32: boxes of 64-byte rows (K) and 32-column f16 stores, copied
    unswizzled, the K loop unpipelined."""
    shim = emulated(capability)
    M, N, K = 128, 256, 128
    rng = np.random.default_rng(4)
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((N, K)).astype(np.float16)
    c = shim.asarray(np.full((M, N), np.nan, np.float16))
    BM, NUM_SMS = 64, 3
    a_desc = tl.TensorDescriptor.from_tensor(shim.asarray(a), [BM, BK])
    b_desc = tl.TensorDescriptor.from_tensor(shim.asarray(b), [BN, BK])
    c_desc = tl.TensorDescriptor.from_tensor(c, [BM, BN // 2 if subtile else BN])
    matmul_kernel_tma_persistent[(NUM_SMS,)](a_desc, b_desc, c_desc, M, N, K, BLOCK_SIZE_M=BM,
        BLOCK_SIZE_N=BN, BLOCK_SIZE_K=BK, GROUP_SIZE_M=8, FP8_OUTPUT=False,
        EPILOGUE_SUBTILE=subtile, NUM_SMS=NUM_SMS, WARP_SPECIALIZE=False)
    want = a.astype(np.float32) @ b.astype(np.float32).T
    np.testing.assert_allclose(c.get().astype(np.float32), want, rtol=2e-2, atol=5e-2)


@triton.jit
def matmul_kernel_descriptor_persistent(
    a_ptr,
    b_ptr,
    c_ptr,  #
    M,
    N,
    K,  #
    BLOCK_SIZE_M: tl.constexpr,  #
    BLOCK_SIZE_N: tl.constexpr,  #
    BLOCK_SIZE_K: tl.constexpr,  #
    GROUP_SIZE_M: tl.constexpr,  #
    EPILOGUE_SUBTILE: tl.constexpr,  #
    NUM_SMS: tl.constexpr,  #
    WARP_SPECIALIZE: tl.constexpr,  #
    FLATTEN: tl.constexpr,
):
    # Matmul using TMA and device-side descriptor creation
    dtype = c_ptr.dtype.element_ty
    start_pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    k_tiles = tl.cdiv(K, BLOCK_SIZE_K)
    num_tiles = num_pid_m * num_pid_n

    a_desc = tl.make_tensor_descriptor(
        a_ptr,
        shape=[M, K],
        strides=[K, 1],
        block_shape=[BLOCK_SIZE_M, BLOCK_SIZE_K],
    )
    b_desc = tl.make_tensor_descriptor(
        b_ptr,
        shape=[N, K],
        strides=[K, 1],
        block_shape=[BLOCK_SIZE_N, BLOCK_SIZE_K],
    )
    c_desc = tl.make_tensor_descriptor(
        c_ptr,
        shape=[M, N],
        strides=[N, 1],
        block_shape=[BLOCK_SIZE_M, BLOCK_SIZE_N if not EPILOGUE_SUBTILE else BLOCK_SIZE_N // 2],
    )

    # tile_id_c is used in the epilogue to break the dependency between
    # the prologue and the epilogue
    tile_id_c = start_pid - NUM_SMS
    num_pid_in_group = GROUP_SIZE_M * num_pid_n

    for tile_id in tl.range(start_pid, num_tiles, NUM_SMS, flatten=FLATTEN, warp_specialize=WARP_SPECIALIZE):
        pid_m, pid_n = _compute_pid(tile_id, num_pid_in_group, num_pid_m, GROUP_SIZE_M, NUM_SMS)
        offs_am = pid_m * BLOCK_SIZE_M
        offs_bn = pid_n * BLOCK_SIZE_N

        accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
        for ki in range(k_tiles):
            offs_k = ki * BLOCK_SIZE_K
            a = a_desc.load([offs_am, offs_k])
            b = b_desc.load([offs_bn, offs_k])
            accumulator = tl.dot(a, b.T, accumulator)

        tile_id_c += NUM_SMS
        pid_m, pid_n = _compute_pid(tile_id_c, num_pid_in_group, num_pid_m, GROUP_SIZE_M, NUM_SMS)
        offs_cm = pid_m * BLOCK_SIZE_M
        offs_cn = pid_n * BLOCK_SIZE_N

        if EPILOGUE_SUBTILE:
            acc = tl.reshape(accumulator, (BLOCK_SIZE_M, 2, BLOCK_SIZE_N // 2))
            acc = tl.permute(acc, (0, 2, 1))
            acc0, acc1 = tl.split(acc)
            c0 = acc0.to(dtype)
            c_desc.store([offs_cm, offs_cn], c0)
            c1 = acc1.to(dtype)
            c_desc.store([offs_cm, offs_cn + BLOCK_SIZE_N // 2], c1)
        else:
            c = accumulator.to(dtype)
            c_desc.store([offs_cm, offs_cn], c)


@pytest.mark.parametrize("subtile", [False, True])
@pytest.mark.parametrize("capability", [(9, 0), (10, 0)])
def test_descriptor_persistent_matmul(emulated, capability, subtile):
    """Triton's persistent matmul with tl.make_tensor_descriptor in the
    kernel: tile makes each descriptor a hidden tensor-map parameter that
    the launch encodes from the pointer, shape and stride arguments (the
    edge tiles of a 96-row, 200-column C read zeros and are clipped)."""
    shim = emulated(capability)
    M, N, K = 96, 200, 128
    rng = np.random.default_rng(5)
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((N, K)).astype(np.float16)
    c = shim.asarray(np.full((M, N), np.nan, np.float16))
    triton.set_allocator(lambda size, alignment, stream: None)  # as the tutorial does
    NUM_SMS = 3
    kernel = matmul_kernel_descriptor_persistent
    kernel[(NUM_SMS,)](shim.asarray(a), shim.asarray(b), c, M, N, K, BLOCK_SIZE_M=64,
                       BLOCK_SIZE_N=128, BLOCK_SIZE_K=64, GROUP_SIZE_M=8,
                       EPILOGUE_SUBTILE=subtile, NUM_SMS=NUM_SMS, WARP_SPECIALIZE=False,
                       FLATTEN=True)
    want = a.astype(np.float32) @ b.astype(np.float32).T
    np.testing.assert_allclose(c.get().astype(np.float32), want, rtol=2e-2, atol=5e-2)
    sig = {"a_ptr": tl.ptr(tl.float16), "b_ptr": tl.ptr(tl.float16),
           "c_ptr": tl.ptr(tl.float16), "M": tl.int32, "N": tl.int32, "K": tl.int32}
    compiled = kernel.compile("sm_90a", signature=sig, BLOCK_SIZE_M=64, BLOCK_SIZE_N=128,
                              BLOCK_SIZE_K=64, GROUP_SIZE_M=8, EPILOGUE_SUBTILE=subtile,
                              NUM_SMS=NUM_SMS, WARP_SPECIALIZE=False, FLATTEN=True)
    assert [d.base for d in compiled.descriptors] == ["a_ptr", "b_ptr", "c_ptr"]
    assert compiled.descriptors[0].shape == ("M", "K") and compiled.descriptors[2].row_stride == "N"
    assert "cp.async.bulk.tensor" in compiled.ptx and len(compiled.params) == 6


@pytest.mark.parametrize("body,message", [
    ("d = tl.make_tensor_descriptor(p + 1, [n, 64], [64, 1], [64, 64])",
     "the base must be a pointer parameter"),
    ("d = tl.make_tensor_descriptor(p, [tl.program_id(0) * n, 64], [64, 1], [64, 64])",
     "shape entries must be ints, integer kernel parameters or +, -, *, // of them"),
    ("d = tl.make_tensor_descriptor(p, [n, 64], [tl.load(p).to(tl.int32), 1], [64, 64])",
     "strides must be ints, integer kernel parameters or +, -, *, // of them"),
    ("d = tl.make_tensor_descriptor(p, [n, 64], [64, 2], [64, 64])", "the last stride must be 1"),
    ("d = tl.make_tensor_descriptor(p, [n, 64, 2], [64, 1, 1], [64, 64])",
     "tile's descriptors are 2-D"),
    ("d = tl.make_tensor_descriptor(p, [n, 64], [64, 1], [64, 64], padding_option='nan')",
     "padding_option must be 'zero'"),
])
def test_make_tensor_descriptor_errors(trace_error, body, message):
    trace_error("p: tile.ptr(tile.float16), n: tile.int32", ["tl = tile", body], message)


# The fused-attention tutorial's current forward kernel (tensor
# descriptors: host TensorDescriptors or tl.make_tensor_descriptor over
# plain pointers, through _maybe_make_tensor_desc); renamed *_desc here.
@triton.jit
def _attn_fwd_inner_desc(acc, l_i, m_i, q,  #
                         desc_k, desc_v,  #
                         offset_y, dtype: tl.constexpr, start_m, qk_scale,  #
                         BLOCK_M: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_N: tl.constexpr,  #
                         STAGE: tl.constexpr, offs_m: tl.constexpr, offs_n: tl.constexpr,  #
                         N_CTX: tl.constexpr, warp_specialize: tl.constexpr,
                         IS_HOPPER: tl.constexpr):
    # range of values handled by this stage
    if STAGE == 1:
        lo, hi = 0, start_m * BLOCK_M
    elif STAGE == 2:
        lo, hi = start_m * BLOCK_M, (start_m + 1) * BLOCK_M
        lo = tl.multiple_of(lo, BLOCK_M)
    # causal = False
    else:
        lo, hi = 0, N_CTX
    offsetk_y = offset_y + lo
    if dtype == tl.float8e5:
        offsetv_y = offset_y * HEAD_DIM + lo
    else:
        offsetv_y = offset_y + lo
    # loop over k, v and update accumulator
    for start_n in tl.range(lo, hi, BLOCK_N, warp_specialize=warp_specialize):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        # -- compute qk ----
        k = desc_k.load([offsetk_y, 0]).T
        qk = tl.dot(q, k)
        if STAGE == 2:
            mask = offs_m[:, None] >= (start_n + offs_n[None, :])
            qk = qk * qk_scale + tl.where(mask, 0, -1.0e6)
            m_ij = tl.maximum(m_i, tl.max(qk, 1))
            qk -= m_ij[:, None]
        else:
            m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
            qk = qk * qk_scale - m_ij[:, None]
        p = tl.math.exp2(qk)
        # -- compute correction factor
        alpha = tl.math.exp2(m_i - m_ij)
        l_ij = tl.sum(p, 1)
        # -- update output accumulator --
        if not IS_HOPPER and warp_specialize and BLOCK_M == 128 and HEAD_DIM == 128:
            BM: tl.constexpr = acc.shape[0]
            BN: tl.constexpr = acc.shape[1]
            acc0, acc1 = acc.reshape([BM, 2, BN // 2]).permute(0, 2, 1).split()
            acc0 = acc0 * alpha[:, None]
            acc1 = acc1 * alpha[:, None]
            acc = tl.join(acc0, acc1).permute(0, 2, 1).reshape([BM, BN])
        else:
            acc = acc * alpha[:, None]
        # prepare p and v for the dot
        if dtype == tl.float8e5:
            v = desc_v.load([0, offsetv_y]).T
        else:
            v = desc_v.load([offsetv_y, 0])
        p = p.to(dtype)
        # note that this non transposed v for FP8 is only supported on Blackwell
        acc = tl.dot(p, v, acc)
        # update m_i and l_i
        # place this at the end of the loop to reduce register pressure
        l_i = l_i * alpha + l_ij
        m_i = m_ij
        offsetk_y += BLOCK_N
        offsetv_y += BLOCK_N
    return acc, l_i, m_i


@triton.jit
def _maybe_make_tensor_desc(desc_or_ptr, shape, strides, block_shape):
    if isinstance(desc_or_ptr, tl.tensor_descriptor):
        return desc_or_ptr
    else:
        return tl.make_tensor_descriptor(desc_or_ptr, shape, strides, block_shape)


@triton.jit
def _attn_fwd_desc(sm_scale, M,  #
                   Z, H, desc_q, desc_k, desc_v, desc_o, N_CTX,  #
                   HEAD_DIM: tl.constexpr,  #
                   BLOCK_M: tl.constexpr,  #
                   BLOCK_N: tl.constexpr,  #
                   FP8_OUTPUT: tl.constexpr,  #
                   STAGE: tl.constexpr,  #
                   warp_specialize: tl.constexpr,  #
                   IS_HOPPER: tl.constexpr,  #
                   ):
    dtype = tl.float8e5 if FP8_OUTPUT else tl.float16
    tl.static_assert(BLOCK_N <= HEAD_DIM)
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    off_z = off_hz // H
    off_h = off_hz % H

    y_dim = Z * H * N_CTX
    desc_q = _maybe_make_tensor_desc(desc_q, shape=[y_dim, HEAD_DIM], strides=[HEAD_DIM, 1],
                                     block_shape=[BLOCK_M, HEAD_DIM])
    if FP8_OUTPUT:
        desc_v = _maybe_make_tensor_desc(desc_v, shape=[HEAD_DIM, y_dim], strides=[N_CTX, 1],
                                         block_shape=[HEAD_DIM, BLOCK_N])
    else:
        desc_v = _maybe_make_tensor_desc(desc_v, shape=[y_dim, HEAD_DIM], strides=[HEAD_DIM, 1],
                                         block_shape=[BLOCK_N, HEAD_DIM])
    desc_k = _maybe_make_tensor_desc(desc_k, shape=[y_dim, HEAD_DIM], strides=[HEAD_DIM, 1],
                                     block_shape=[BLOCK_N, HEAD_DIM])
    desc_o = _maybe_make_tensor_desc(desc_o, shape=[y_dim, HEAD_DIM], strides=[HEAD_DIM, 1],
                                     block_shape=[BLOCK_M, HEAD_DIM])

    offset_y = off_z * (N_CTX * H) + off_h * N_CTX
    qo_offset_y = offset_y + start_m * BLOCK_M
    # initialize offsets
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    # initialize pointer to m and l
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    # load scales
    qk_scale = sm_scale
    qk_scale *= 1.44269504  # 1/log(2)
    # load q: it will stay in SRAM throughout
    q = desc_q.load([qo_offset_y, 0])
    # stage 1: off-band
    # For causal = True, STAGE = 3 and _attn_fwd_inner gets 1 as its STAGE
    # For causal = False, STAGE = 1, and _attn_fwd_inner gets 3 as its STAGE
    if STAGE & 1:
        acc, l_i, m_i = _attn_fwd_inner_desc(acc, l_i, m_i, q,  #
                                             desc_k, desc_v,  #
                                             offset_y, dtype, start_m, qk_scale,  #
                                             BLOCK_M, HEAD_DIM, BLOCK_N,  #
                                             4 - STAGE, offs_m, offs_n, N_CTX,  #
                                             warp_specialize, IS_HOPPER)
    # stage 2: on-band
    if STAGE & 2:
        acc, l_i, m_i = _attn_fwd_inner_desc(acc, l_i, m_i, q,  #
                                             desc_k, desc_v,  #
                                             offset_y, dtype, start_m, qk_scale,  #
                                             BLOCK_M, HEAD_DIM, BLOCK_N,  #
                                             2, offs_m, offs_n, N_CTX,  #
                                             warp_specialize, IS_HOPPER)
    # epilogue
    m_i += tl.math.log2(l_i)
    acc = acc / l_i[:, None]
    m_ptrs = M + off_hz * N_CTX + offs_m
    tl.store(m_ptrs, m_i)
    desc_o.store([qo_offset_y, 0], acc.to(dtype))


@pytest.mark.parametrize("host_descriptors", [False, True])
@pytest.mark.parametrize("capability", [(9, 0), (10, 0)])
@pytest.mark.parametrize("causal", [False, True])
def test_fused_attention_descriptors(emulated, capability, causal, host_descriptors):
    """The fused-attention tutorial's current forward kernel: Q, K, V and O
    through tensor descriptors, host TensorDescriptors or (given plain
    pointers) tl.make_tensor_descriptor with the shape Z * H * N_CTX
    computed in the kernel, which the launch evaluates from the arguments;
    the logsumexp M as well."""
    shim = emulated(capability)
    Z, H, N_CTX, D = 1, 2, 128, 64
    BM, BN = 64, 32
    rng = np.random.default_rng(7 + int(causal))
    q, k, v = ((rng.standard_normal((Z, H, N_CTX, D)) * 0.5).astype(np.float16)
               for _ in range(3))
    sm_scale = 0.5
    o = shim.asarray(np.zeros((Z * H * N_CTX, D), np.float16))
    m = shim.asarray(np.zeros((Z * H, N_CTX), np.float32))
    args = [shim.asarray(x.reshape(-1, D)) for x in (q, k, v)] + [o]
    if host_descriptors:
        blocks = ([BM, D], [BN, D], [BN, D], [BM, D])
        args = [tl.TensorDescriptor(t, (Z * H * N_CTX, D), (D, 1), blk, element=tl.float16)
                for t, blk in zip(args, blocks)]
    _attn_fwd_desc[(N_CTX // BM, Z * H, 1)](sm_scale, m, Z, H, *args, N_CTX, HEAD_DIM=D,
                                            BLOCK_M=BM, BLOCK_N=BN, FP8_OUTPUT=False,
                                            STAGE=3 if causal else 1, warp_specialize=False,
                                            IS_HOPPER=capability[0] == 9)
    s = (q.astype(np.float32) @ k.astype(np.float32).transpose(0, 1, 3, 2)) * sm_scale
    if causal:
        s = np.where(np.tril(np.ones((N_CTX, N_CTX), bool)), s, -np.inf)
    lse = s.max(-1, keepdims=True)
    p = np.exp(s - lse)
    lse = (lse + np.log(p.sum(-1, keepdims=True)))[..., 0] / np.log(2)
    p /= p.sum(-1, keepdims=True)
    np.testing.assert_allclose(o.get().reshape(q.shape).astype(np.float32),
                               p @ v.astype(np.float32), atol=2e-3)
    np.testing.assert_allclose(m.get().reshape(Z, H, N_CTX), lse, rtol=1e-3, atol=1e-3)


# The fused-attention tutorial's backward kernels.
@triton.jit
def _attn_bwd_preprocess(O, DO,  #
                         Delta,  #
                         Z, H, N_CTX,  #
                         BLOCK_M: tl.constexpr, HEAD_DIM: tl.constexpr  #
                         ):
    off_m = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    off_hz = tl.program_id(1)
    off_n = tl.arange(0, HEAD_DIM)
    # load
    o = tl.load(O + off_hz * HEAD_DIM * N_CTX + off_m[:, None] * HEAD_DIM + off_n[None, :])
    do = tl.load(DO + off_hz * HEAD_DIM * N_CTX + off_m[:, None] * HEAD_DIM + off_n[None, :]).to(tl.float32)
    delta = tl.sum(o * do, axis=1)
    # write-back
    tl.store(Delta + off_hz * N_CTX + off_m, delta)


# The main inner-loop logic for computing dK and dV.
@triton.jit
def _attn_bwd_dkdv(dk, dv,  #
                   Q, k, v, sm_scale,  #
                   DO,  #
                   M, D,  #
                   # shared by Q/K/V/DO.
                   stride_tok, stride_d,  #
                   H, N_CTX, BLOCK_M1: tl.constexpr,  #
                   BLOCK_N1: tl.constexpr,  #
                   HEAD_DIM: tl.constexpr,  #
                   # Filled in by the wrapper.
                   start_n, start_m, num_steps,  #
                   MASK: tl.constexpr):
    offs_m = start_m + tl.arange(0, BLOCK_M1)
    offs_n = start_n + tl.arange(0, BLOCK_N1)
    offs_k = tl.arange(0, HEAD_DIM)
    qT_ptrs = Q + offs_m[None, :] * stride_tok + offs_k[:, None] * stride_d
    do_ptrs = DO + offs_m[:, None] * stride_tok + offs_k[None, :] * stride_d
    # BLOCK_N1 must be a multiple of BLOCK_M1, otherwise the code wouldn't work.
    tl.static_assert(BLOCK_N1 % BLOCK_M1 == 0)
    curr_m = start_m
    step_m = BLOCK_M1
    for blk_idx in range(num_steps):
        qT = tl.load(qT_ptrs)
        # Load m before computing qk to reduce pipeline stall.
        offs_m = curr_m + tl.arange(0, BLOCK_M1)
        m = tl.load(M + offs_m)
        qkT = tl.dot(k, qT)
        pT = tl.math.exp2(qkT - m[None, :])
        # Autoregressive masking.
        if MASK:
            mask = (offs_m[None, :] >= offs_n[:, None])
            pT = tl.where(mask, pT, 0.0)
        do = tl.load(do_ptrs)
        # Compute dV.
        ppT = pT
        ppT = ppT.to(tl.float16)
        dv += tl.dot(ppT, do)
        # D (= delta) is pre-divided by ds_scale.
        Di = tl.load(D + offs_m)
        # Compute dP and dS.
        dpT = tl.dot(v, tl.trans(do)).to(tl.float32)
        dsT = pT * (dpT - Di[None, :])
        dsT = dsT.to(tl.float16)
        dk += tl.dot(dsT, tl.trans(qT))
        # Increment pointers.
        curr_m += step_m
        qT_ptrs += step_m * stride_tok
        do_ptrs += step_m * stride_tok
    return dk, dv


# the main inner-loop logic for computing dQ
@triton.jit
def _attn_bwd_dq(dq, q, K, V,  #
                 do, m, D,
                 # shared by Q/K/V/DO.
                 stride_tok, stride_d,  #
                 H, N_CTX,  #
                 BLOCK_M2: tl.constexpr,  #
                 BLOCK_N2: tl.constexpr,  #
                 HEAD_DIM: tl.constexpr,
                 # Filled in by the wrapper.
                 start_m, start_n, num_steps,  #
                 MASK: tl.constexpr):
    offs_m = start_m + tl.arange(0, BLOCK_M2)
    offs_n = start_n + tl.arange(0, BLOCK_N2)
    offs_k = tl.arange(0, HEAD_DIM)
    kT_ptrs = K + offs_n[None, :] * stride_tok + offs_k[:, None] * stride_d
    vT_ptrs = V + offs_n[None, :] * stride_tok + offs_k[:, None] * stride_d
    # D (= delta) is pre-divided by ds_scale.
    Di = tl.load(D + offs_m)
    # BLOCK_M2 must be a multiple of BLOCK_N2, otherwise the code wouldn't work.
    tl.static_assert(BLOCK_M2 % BLOCK_N2 == 0)
    curr_n = start_n
    step_n = BLOCK_N2
    for blk_idx in range(num_steps):
        kT = tl.load(kT_ptrs)
        vT = tl.load(vT_ptrs)
        qk = tl.dot(q, kT)
        p = tl.math.exp2(qk - m)
        # Autoregressive masking.
        if MASK:
            offs_n = curr_n + tl.arange(0, BLOCK_N2)
            mask = (offs_m[:, None] >= offs_n[None, :])
            p = tl.where(mask, p, 0.0)
        # Compute dP and dS.
        dp = tl.dot(do, vT).to(tl.float32)
        ds = p * (dp - Di[:, None])
        ds = ds.to(tl.float16)
        # Compute dQ.
        # NOTE: We need to de-scale dq in the end, because kT was pre-scaled.
        dq += tl.dot(ds, tl.trans(kT))
        # Increment pointers.
        curr_n += step_n
        kT_ptrs += step_n * stride_tok
        vT_ptrs += step_n * stride_tok
    return dq


@triton.jit
def _attn_bwd(Q, K, V, sm_scale,  #
              DO,  #
              DQ, DK, DV,  #
              M, D,
              # shared by Q/K/V/DO.
              stride_z, stride_h, stride_tok, stride_d,  #
              H, N_CTX,  #
              BLOCK_M1: tl.constexpr,  #
              BLOCK_N1: tl.constexpr,  #
              BLOCK_M2: tl.constexpr,  #
              BLOCK_N2: tl.constexpr,  #
              BLK_SLICE_FACTOR: tl.constexpr,  #
              HEAD_DIM: tl.constexpr,  #
              CAUSAL: tl.constexpr):
    LN2: tl.constexpr = 0.6931471824645996  # = ln(2)

    bhid = tl.program_id(2)
    off_chz = (bhid * N_CTX).to(tl.int64)
    adj = (stride_h * (bhid % H) + stride_z * (bhid // H)).to(tl.int64)
    pid = tl.program_id(0)

    # offset pointers for batch/head
    Q += adj
    K += adj
    V += adj
    DO += adj
    DQ += adj
    DK += adj
    DV += adj
    M += off_chz
    D += off_chz

    # load scales
    offs_k = tl.arange(0, HEAD_DIM)

    start_n = pid * BLOCK_N1
    start_m = 0

    MASK_BLOCK_M1: tl.constexpr = BLOCK_M1 // BLK_SLICE_FACTOR
    offs_n = start_n + tl.arange(0, BLOCK_N1)

    dv = tl.zeros([BLOCK_N1, HEAD_DIM], dtype=tl.float32)
    dk = tl.zeros([BLOCK_N1, HEAD_DIM], dtype=tl.float32)

    # load K and V: they stay in SRAM throughout the inner loop.
    k = tl.load(K + offs_n[:, None] * stride_tok + offs_k[None, :] * stride_d)
    v = tl.load(V + offs_n[:, None] * stride_tok + offs_k[None, :] * stride_d)

    if CAUSAL:
        start_m = start_n
        num_steps = BLOCK_N1 // MASK_BLOCK_M1
        dk, dv = _attn_bwd_dkdv(dk, dv,  #
                                Q, k, v, sm_scale,  #
                                DO,  #
                                M, D,  #
                                stride_tok, stride_d,  #
                                H, N_CTX,  #
                                MASK_BLOCK_M1, BLOCK_N1, HEAD_DIM,  #
                                start_n, start_m, num_steps,  #
                                MASK=True,  #
                                )

        start_m += num_steps * MASK_BLOCK_M1

    # Compute dK and dV for non-masked blocks.
    num_steps = (N_CTX - start_m) // BLOCK_M1
    dk, dv = _attn_bwd_dkdv(  #
        dk, dv,  #
        Q, k, v, sm_scale,  #
        DO,  #
        M, D,  #
        stride_tok, stride_d,  #
        H, N_CTX,  #
        BLOCK_M1, BLOCK_N1, HEAD_DIM,  #
        start_n, start_m, num_steps,  #
        MASK=False,  #
    )

    dv_ptrs = DV + offs_n[:, None] * stride_tok + offs_k[None, :] * stride_d
    tl.store(dv_ptrs, dv)

    # Write back dK.
    dk *= sm_scale
    dk_ptrs = DK + offs_n[:, None] * stride_tok + offs_k[None, :] * stride_d
    tl.store(dk_ptrs, dk)

    # THIS BLOCK DOES DQ:
    start_m = pid * BLOCK_M2
    start_n = 0
    num_steps = N_CTX // BLOCK_N2

    MASK_BLOCK_N2: tl.constexpr = BLOCK_N2 // BLK_SLICE_FACTOR
    offs_m = start_m + tl.arange(0, BLOCK_M2)

    q = tl.load(Q + offs_m[:, None] * stride_tok + offs_k[None, :] * stride_d)
    dq = tl.zeros([BLOCK_M2, HEAD_DIM], dtype=tl.float32)
    do = tl.load(DO + offs_m[:, None] * stride_tok + offs_k[None, :] * stride_d)

    m = tl.load(M + offs_m)
    m = m[:, None]

    if CAUSAL:
        # Compute dQ for masked (diagonal) blocks.
        # NOTE: This code scans each row of QK^T backward (from right to left,
        # but inside each call to _attn_bwd_dq, from left to right), but that's
        # not due to anything important.  I just wanted to reuse the loop
        # structure for dK & dV above as much as possible.
        end_n = start_m + BLOCK_M2
        num_steps = BLOCK_M2 // MASK_BLOCK_N2
        dq = _attn_bwd_dq(dq, q, K, V,  #
                          do, m, D,  #
                          stride_tok, stride_d,  #
                          H, N_CTX,  #
                          BLOCK_M2, MASK_BLOCK_N2, HEAD_DIM,  #
                          start_m, end_n - num_steps * MASK_BLOCK_N2, num_steps,  #
                          MASK=True,  #
                          )
        end_n -= num_steps * MASK_BLOCK_N2
        # stage 2
        num_steps = end_n // BLOCK_N2
        start_n = end_n - num_steps * BLOCK_N2

    dq = _attn_bwd_dq(dq, q, K, V,  #
                      do, m, D,  #
                      stride_tok, stride_d,  #
                      H, N_CTX,  #
                      BLOCK_M2, BLOCK_N2, HEAD_DIM,  #
                      start_m, start_n, num_steps,  #
                      MASK=False,  #
                      )
    # Write back dQ.
    dq_ptrs = DQ + offs_m[:, None] * stride_tok + offs_k[None, :] * stride_d
    dq *= LN2
    tl.store(dq_ptrs, dq)


@pytest.mark.parametrize("causal", [False, True])
def test_fused_attention_backward(emulated, causal):
    """The fused-attention tutorial's backward pass (preprocess, then dK/dV
    and dQ per block, causal with the diagonal in half-size blocks): pointer
    parameters advanced in place (Q += adj, an int64 offset), tl.trans
    operands of tl.dot, constexpr locals; against NumPy's gradients."""
    shim = emulated((8, 0))
    Z, H, N_CTX, D = 1, 2, 128, 64
    rng = np.random.default_rng(11 + int(causal))
    q, k, v, do = ((rng.standard_normal((Z, H, N_CTX, D)) * 0.5).astype(np.float16)
                   for _ in range(4))
    sm_scale = 0.5
    f32 = [x.astype(np.float32) for x in (q, k, v, do)]
    s = (f32[0] @ f32[1].transpose(0, 1, 3, 2)) * sm_scale
    if causal:
        s = np.where(np.tril(np.ones((N_CTX, N_CTX), bool)), s, -np.inf)
    mx = s.max(-1, keepdims=True)
    e = np.exp(s - mx)
    lse = ((mx + np.log(e.sum(-1, keepdims=True))) / np.log(2))[..., 0].astype(np.float32)
    p = e / e.sum(-1, keepdims=True)
    o = (p @ f32[2]).astype(np.float16)
    # the reference gradients
    dv = p.transpose(0, 1, 3, 2) @ f32[3]
    dp = f32[3] @ f32[2].transpose(0, 1, 3, 2)
    ds = p * (dp - (o.astype(np.float32) * f32[3]).sum(-1, keepdims=True))
    dq, dk = ds @ f32[1] * sm_scale, ds.transpose(0, 1, 3, 2) @ f32[0] * sm_scale

    arr = shim.asarray
    delta = arr(np.zeros((Z, H, N_CTX), np.float32))
    _attn_bwd_preprocess[(N_CTX // 64, Z * H)](arr(o), arr(do), delta, Z, H, N_CTX,
                                               BLOCK_M=64, HEAD_DIM=D)
    arg_k = (f32[1] * (sm_scale * 1.4426950408889634)).astype(np.float16)
    outs = [arr(np.zeros_like(q)) for _ in range(3)]
    st = (H * N_CTX * D, N_CTX * D, D, 1)
    _attn_bwd[(N_CTX // 64, 1, Z * H)](arr(q), arr(arg_k), arr(v), sm_scale, arr(do), *outs,
                                       arr(lse), delta, *st, H, N_CTX, BLOCK_M1=32,
                                       BLOCK_N1=64, BLOCK_M2=64, BLOCK_N2=32,
                                       BLK_SLICE_FACTOR=2, HEAD_DIM=D, num_warps=4,
                                       num_stages=2, CAUSAL=causal)
    for got, want in zip(outs, (dq, dk, dv)):
        np.testing.assert_allclose(got.get().astype(np.float32), want, rtol=2e-2, atol=2e-2)


@pytest.mark.parametrize("D,BN", [(128, 128), (64, 64)])
def test_fused_attention_fp8(emulated, D, BN):
    """The same forward kernel's FP8 path (FP8_OUTPUT=True, sm_90): e5m2 Q,
    K and V, V stored transposed and read through a [HEAD_DIM, y_dim]
    descriptor with row stride N_CTX (desc_v.load([0, off]).T), P rounded to
    e5m2 for the second wgmma, e5m2 output; against NumPy on the same
    e5m2 values (the tutorial allows atol 3). HEAD_DIM = 64: boxes of
    64-byte rows."""
    import ptxemu
    shim = emulated((9, 0))
    Z, H, N_CTX, BM = 1, 1, 256, 64
    rng = np.random.default_rng(13)
    (qb, q), (kb, k) = (ptxemu.fp8_bits(rng.standard_normal((N_CTX, D)) * 0.5, "e5m2")
                        for _ in range(2))
    vb, vt = ptxemu.fp8_bits(rng.standard_normal((D, N_CTX)) * 0.5, "e5m2")  # V transposed
    o = shim.asarray(np.zeros((N_CTX, D), np.uint8))
    m = shim.asarray(np.zeros((Z * H, N_CTX), np.float32))
    # CuPy has no float8: the arrays go in as addresses of their e5m2 codes.
    ptrs = [shim.asarray(x).data.ptr for x in (qb, kb, vb)] + [o.data.ptr]
    sig = {"desc_q": tl.ptr(tl.float8e5), "desc_k": tl.ptr(tl.float8e5),
           "desc_v": tl.ptr(tl.float8e5), "desc_o": tl.ptr(tl.float8e5),
           "sm_scale": tl.float32, "M": tl.ptr(tl.float32), "Z": tl.int32, "H": tl.int32,
           "N_CTX": tl.int32}
    compiled = _attn_fwd_desc.compile("sm_90a", signature=sig, HEAD_DIM=D, BLOCK_M=BM,
                                      BLOCK_N=BN, FP8_OUTPUT=True, STAGE=1,
                                      warp_specialize=False, IS_HOPPER=True)
    compiled[(N_CTX // BM, Z * H, 1)](0.5, m, Z, H, *ptrs, N_CTX)
    s = (q @ k.T) * 0.5
    p = np.exp(s - s.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    got = ptxemu._fp8(o.get(), "e5m2")
    np.testing.assert_allclose(got, p @ vt.T, atol=0.08)
