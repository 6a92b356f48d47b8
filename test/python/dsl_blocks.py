"""tile.funcs the DSL GEMM tests share (test_dsl.py, test_dsl_emulated.py,
test_dsl_int8.py): the K loops over TMA boxes and over pointer tiles that
tile-pipeline pipelines, and the masked store of a block of C."""
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
def pointer_loop(a, b, acc, rm, rn, M, N, K, BK, B_NK):
    """acc + A[rm, :K] B[:K, rn] through masked tile.loads (Triton's
    pointer GEMM): A M x K row-major; B K x N row-major, or with B_NK its
    N x K transpose (read through tile.trans). tile-pipeline makes the K
    loop a cp.async pipeline."""
    rk = tile.arange(0, BK)
    for k0 in range(0, K, BK):
        ta = tile.load(a + rm[:, None] * K + (k0 + rk)[None, :],
                       mask=(rm[:, None] < M) & ((k0 + rk)[None, :] < K), other=0.0)
        if B_NK:
            tb = tile.trans(tile.load(b + rn[:, None] * K + (k0 + rk)[None, :],
                                      mask=(rn[:, None] < N) & ((k0 + rk)[None, :] < K),
                                      other=0.0))
        else:
            tb = tile.load(b + (k0 + rk)[:, None] * N + rn[None, :],
                           mask=((k0 + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tile.dot(ta, tb, acc, out_dtype=acc.dtype)
    return acc


@tile.func
def store_block(c, acc, m0, n0, M, N, BM, BN):
    """The masked store of a BM x BN block of C at (m0, n0)."""
    rows = m0 + tile.arange(0, BM)
    cols = n0 + tile.arange(0, BN)
    tile.store(c + rows[:, None] * N + cols[None, :], acc,
               mask=(rows[:, None] < M) & (cols[None, :] < N))
