// Thread-block clusters (sm_90+): cluster shape attributes, the cluster
// special registers, barrier.cluster, cluster fences, .cluster atomics and
// distributed shared memory; ptxas accepts the PTX on sm_90, sm_90a and the
// Blackwell targets.

// RUN: tile-translate --gpu-name=sm_90 %S/Inputs/cluster_basic.mlir -o %t.b90.ptx
// RUN: FileCheck %s --check-prefixes=BASIC,BASIC78 < %t.b90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.b90.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/cluster_basic.mlir -o %t.b90a.ptx
// RUN: FileCheck %s --check-prefix=BASIC < %t.b90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.b90a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/cluster_basic.mlir -o %t.b100a.ptx
// RUN: FileCheck %s --check-prefix=BASIC < %t.b100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.b100a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %S/Inputs/cluster_basic.mlir -o %t.b100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.b100f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_120a %S/Inputs/cluster_basic.mlir -o %t.b120a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120a %t.b120a.ptx -o /dev/null %}

// BASIC78: .version 7.8
// BASIC-LABEL: .entry cluster_basic(
// BASIC:      .reqntid 128
// BASIC-NEXT: .explicitcluster
// BASIC-NEXT: .reqnctapercluster 2, 2, 1
// BASIC-DAG:  %cluster_ctarank
// BASIC-DAG:  %cluster_nctarank
// BASIC-DAG:  %clusterid.x
// BASIC-DAG:  %clusterid.y
// BASIC-DAG:  %clusterid.z
// BASIC-DAG:  %nclusterid.x
// BASIC-DAG:  %nclusterid.y
// BASIC-DAG:  %nclusterid.z
// BASIC-DAG:  %cluster_ctaid.x
// BASIC-DAG:  %cluster_ctaid.y
// BASIC-DAG:  %cluster_ctaid.z
// BASIC-DAG:  %cluster_nctaid.x
// BASIC-DAG:  %cluster_nctaid.y
// BASIC-DAG:  %cluster_nctaid.z
// BASIC-DAG:  %is_explicit_cluster
// BASIC:      barrier.cluster.arrive;
// BASIC-NEXT: // end inline asm
// BASIC:      barrier.cluster.wait;
// BASIC:      barrier.cluster.arrive.aligned;
// BASIC:      barrier.cluster.wait.aligned;
// BASIC:      fence.sc.cluster;
// BASIC:      fence.acq_rel.cluster;
// BASIC:      atom.cluster.global.add.u32
// BASIC:      atom.gpu.global.max.s32

// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/cluster_dsmem.mlir -o %t.d90a.ptx
// RUN: FileCheck %s --check-prefixes=DSMEM,DSMEM80 < %t.d90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.d90a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_90 %S/Inputs/cluster_dsmem.mlir -o %t.d90.ptx
// RUN: FileCheck %s --check-prefixes=DSMEM,DSMEM80 < %t.d90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.d90.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100a %S/Inputs/cluster_dsmem.mlir -o %t.d100a.ptx
// RUN: FileCheck %s --check-prefix=DSMEM < %t.d100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.d100a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %S/Inputs/cluster_dsmem.mlir -o %t.d100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.d100f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_120f %S/Inputs/cluster_dsmem.mlir -o %t.d120f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120f %t.d120f.ptx -o /dev/null %}

// DSMEM80: .version 8.0
// DSMEM: .extern .shared .align 1024 .b8 dsmem_exchange_dsmem[];
// DSMEM-LABEL: .entry dsmem_exchange(
// DSMEM:      .explicitcluster
// DSMEM-NEXT: .reqnctapercluster 4, 1, 1
// DSMEM:      st.shared.b32
// DSMEM:      barrier.cluster.arrive.relaxed.aligned;
// DSMEM:      barrier.cluster.wait.aligned;
// DSMEM:      mapa.shared::cluster.u32 %tl_a, {{%r[0-9]+}}, {{%r[0-9]+}};
// DSMEM-NEXT: ld.shared::cluster.f32 {{%r[0-9]+}}, [%tl_a];
// DSMEM:      mapa.shared::cluster.u32
// DSMEM-NEXT: st.shared::cluster.f32 [%tl_a], {{%r[0-9]+}};
// DSMEM:      ld.shared::cluster.b16
// DSMEM-LABEL: .entry wide_cluster(
// DSMEM:      .reqnctapercluster 4, 2, 2
// DSMEM-LABEL: .entry ranked(
// DSMEM:      .reqntid 64
// DSMEM-NEXT: .maxclusterrank 8

// .blocksareclusters needs PTX 9.0 (ptxas 13 and LLVM 22 agree).
// RUN: tile-translate --gpu-name=sm_90a %S/Inputs/blocks_are_clusters.mlir -o %t.bc.ptx
// RUN: FileCheck %s --check-prefix=BAC < %t.bc.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.bc.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %S/Inputs/blocks_are_clusters.mlir -o %t.bc100.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.bc100.ptx -o /dev/null %}
// BAC: .version 9.0
// BAC: .reqntid 128
// BAC: .reqnctapercluster 2, 1, 1
// BAC: .blocksareclusters
// RUN: not tile-translate --gpu-name=sm_90a --ptx-version=8.8 %S/Inputs/blocks_are_clusters.mlir 2>&1 | FileCheck %s --check-prefix=BACPTX
// BACPTX: error: PTX version 8.8 is too old for sm_90a: blocks_are_clusters needs at least 9.0

// Before sm_90 a cluster is an error at the kernel or the op, exit status 1.
// RUN: not tile-translate --gpu-name=sm_80 %S/Inputs/cluster_basic.mlir 2>&1 | FileCheck %s --check-prefix=SM80
// SM80: cluster_basic.mlir:{{[0-9]+}}:3: error: 'tile.kernel' op unsupported operation for target sm_80: cluster_dims (.reqnctapercluster) needs sm_90 or newer (any suffix)
// RUN: sh -c 'tile-translate --gpu-name=sm_89 %S/Inputs/cluster_dsmem.mlir -o /dev/null 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SM89
// SM89: error: 'tile.kernel' op unsupported operation for target sm_89: cluster_dims (.reqnctapercluster) needs sm_90 or newer (any suffix)
// SM89: exit=1
