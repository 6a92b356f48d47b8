// The Hopper/Blackwell ops and kernel attributes print and parse back.
// RUN: tile-opt %S/Inputs/tma.mlir | tile-opt | FileCheck %s --check-prefix=TMA
// RUN: tile-opt %S/Inputs/tma_sm100.mlir | tile-opt | FileCheck %s --check-prefix=W
// RUN: tile-opt %S/Inputs/mbarrier.mlir | tile-opt | FileCheck %s --check-prefix=MB
// RUN: tile-opt %S/Inputs/cluster_basic.mlir | tile-opt | FileCheck %s --check-prefix=CL
// RUN: tile-opt %S/Inputs/cluster_dsmem.mlir | tile-opt | FileCheck %s --check-prefix=DS
// RUN: tile-opt %S/Inputs/cluster_dsmem.mlir --mlir-print-op-generic | tile-opt | FileCheck %s --check-prefix=DS

// TMA: tile.kernel @tma(%{{.*}}: !tile.ptr<f16> {tile.tensor_map}, %{{.*}}: !tile.ptr<f16>) attributes {cluster_dims = array<i32: 2>, num_warps = 4 : i32, smem_bytes = 8200 : i32}
// TMA: tile.tma_load %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : <f16>
// TMA: tile.tma_load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} im2col[%{{.*}}] mode im2col : <f16>
// TMA: tile.l2_policy evict_first : i64
// TMA: tile.tma_load %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} multicast %{{.*}} cache_hint %{{.*}} : <f16>
// TMA: tile.tma_store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] reduce max cache_hint %{{.*}} : <f16>
// TMA: tile.tma_store_wait read
// TMA: tile.tma_prefetch %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] im2col[%{{.*}}, %{{.*}}] mode im2col : <f16>
// TMA: tile.tensormap_prefetch %{{.*}} : <f16>
// W: mode im2col_w128
// W: multicast %{{.*}} mode im2col_w cta_group 2
// MB: tile.mbarrier_arrive %{{.*}} count %{{.*}} : i64
// MB: tile.mbarrier_try_wait %{{.*}}, %{{.*}} timeout %{{.*}} : i32
// MB: tile.mbarrier_arrive_expect_tx %{{.*}}, %{{.*}} rank %{{.*}}
// MB: tile.mbarrier_arrive_cluster %{{.*}}, %{{.*}} count %{{.*}}
// CL: tile.cluster_shape z : i32
// CL: tile.is_explicit_cluster
// CL: tile.cluster_arrive aligned
// CL: tile.fence_cluster acq_rel
// CL: tile.atomic_rmw add %{{.*}}[%{{.*}}], %{{.*}} scope cluster : tensor<128xi32>, tensor<128xi32>
// DS: tile.cluster_arrive relaxed aligned
// DS: tile.smem_load %{{.*}}[%{{.*}}] rank %{{.*}} : tensor<128xi32> -> tensor<128xf32>
// DS: tile.smem_store %{{.*}}, %{{.*}}[%{{.*}}] rank %{{.*}} : tensor<128xi32>, tensor<128xf32>
// DS: tile.kernel @wide_cluster(%{{.*}}: !tile.ptr<f32>) attributes {cluster_dims = array<i32: 4, 2, 2>, non_portable_cluster_size, num_warps = 4 : i32}
// DS: tile.kernel @ranked(%{{.*}}: !tile.ptr<f32>) attributes {max_cluster_rank = 8 : i32, num_warps = 2 : i32}
