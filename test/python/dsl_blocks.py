"""tile.funcs the DSL GEMM tests share (test_dsl.py, test_dsl_emulated.py,
test_dsl_int8.py): the K loop over TMA boxes that tile-pipeline pipelines,
and the masked store of a block of C."""
import tile


@tile.func
def box_loop(a, bt, acc, m0, n0, k_lo, k_hi, BM, BN, BK):
    """acc + A[m0:m0+BM, k_lo:k_hi] Bt[n0:n0+BN, k_lo:k_hi]^T through TMA
    boxes of A (M x K) and Bt (N x K, K-major: as 8-bit wgmma and tcgen05
    operands must be): the K loop tile-pipeline pipelines."""
    for k0 in range(k_lo, k_hi, BK):
        acc = tile.dot(tile.load_box(a, [k0, m0], (BM, BK)),
                       tile.trans(tile.load_box(bt, [k0, n0], (BN, BK))), acc,
                       out_dtype=acc.dtype)
    return acc


@tile.func
def store_block(c, acc, m0, n0, M, N, BM, BN):
    """The masked store of a BM x BN block of C at (m0, n0)."""
    rows = m0 + tile.arange(0, BM)
    cols = n0 + tile.arange(0, BN)
    tile.store(c + rows[:, None] * N + cols[None, :], acc,
               mask=(rows[:, None] < M) & (cols[None, :] < N))
